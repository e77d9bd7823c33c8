import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// UTType: the conformance table, lookup by identifier, filename extension and MIME type,
/// dynamic types, types declared in the process, coding.
@Suite struct UniformTypeIdentifiersTests {
    @Test func conformanceFollowsTheHierarchy() {
        // public.png → public.image → (public.data → public.item, public.content)
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .content))
        #expect(UTType.png.conforms(to: .png))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.png.supertypes == [.image, .data, .item, .content])
        // utf8-plain-text → plain-text → text → (data, content)
        #expect(UTType.utf8PlainText.conforms(to: .text) && UTType.utf8PlainText.conforms(to: .data))
        #expect(UTType.json.conforms(to: .text) && !UTType.json.conforms(to: .plainText))
        // A zip is an archive through com.pkware.zip-archive, and data.
        #expect(UTType.zip.conforms(to: .archive) && UTType.zip.conforms(to: .data))
        #expect(UTType.folder.conforms(to: .directory) && UTType.folder.conforms(to: .item) && !UTType.folder.conforms(to: .data))
        #expect(UTType.mpeg4Movie.conforms(to: .movie) && UTType.mpeg4Movie.conforms(to: .audiovisualContent))
        #expect(UTType.pdf.conforms(to: .compositeContent) && UTType.pdf.conforms(to: .content))
        #expect(UTType.vCard.conforms(to: .contact) && UTType.vCard.conforms(to: .text))
        #expect(UTType.image.isSupertype(of: .heic) && UTType.heic.isSubtype(of: .image) && !UTType.image.isSubtype(of: .image))
    }

    @Test func lookupByFilenameExtension() {
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(filenameExtension: "JPEG") == .jpeg)
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "pdf") == .pdf)
        #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "mov") == .quickTimeMovie)
        #expect(UTType(filenameExtension: "json", conformingTo: .text) == .json)
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
        #expect(UTType.folder.preferredFilenameExtension == nil)
    }

    @Test func lookupByMIMEType() {
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType(mimeType: "image/PNG") == .png)
        #expect(UTType(mimeType: "text/plain") == .plainText)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.mp3.preferredMIMEType == "audio/mpeg")
        #expect(UTType.png.localizedDescription == "PNG image")
    }

    @Test func unknownTagsGiveDynamicTypes() throws {
        let type = try #require(UTType(filenameExtension: "trellisdoc"))
        #expect(type.isDynamic && !type.isDeclared && !type.isPublic)
        #expect(type.identifier.hasPrefix("dyn."))
        #expect(type.conforms(to: .data) && type.conforms(to: .item))
        #expect(type.preferredFilenameExtension == "trellisdoc")
        #expect(type.localizedDescription == nil)
        // The identifier says what it is, so it can be looked up again (after coding, say).
        #expect(UTType(type.identifier) == type)
        #expect(UTType(type.identifier)?.preferredFilenameExtension == "trellisdoc")
        // No declared type has this extension and conforms to image: a dynamic image type.
        let image = try #require(UTType(filenameExtension: "pdf", conformingTo: .image))
        #expect(image.isDynamic && image.conforms(to: .image))
    }

    @Test func identifiersTheSystemDoesNotKnowAreNil() {
        #expect(UTType("public.png") == .png)
        #expect(UTType("com.example.never-declared") == nil)
        #expect(UTType.png.isDeclared && UTType.png.isPublic && !UTType.pdf.isPublic)
    }

    @Test func typesDeclaredInTheProcessAreKnown() {
        let recipe = UTType(exportedAs: "com.example.trellis-recipe", conformingTo: .json)
        #expect(UTType("com.example.trellis-recipe") == recipe)
        #expect(recipe.conforms(to: .json) && recipe.conforms(to: .text) && recipe.conforms(to: .data))
        #expect(recipe.isDeclared && !recipe.isDynamic)
        // A system type keeps the table's declaration.
        let png = UTType(importedAs: "public.png", conformingTo: .text)
        #expect(!png.conforms(to: .text))
    }

    @Test func codesAsItsIdentifier() throws {
        let data = try JSONEncoder().encode([UTType.png, UTType.json])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","public.json"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .json])
        #expect("\(UTType.png)" == "public.png")
    }

    @Test func urlsTakeTheTypesExtension() {
        let folder = URL(fileURLWithPath: "/tmp")
        #expect(folder.appendingPathComponent("report", conformingTo: .pdf).lastPathComponent == "report.pdf")
        #expect(folder.appendingPathComponent("a.pdf").appendingPathExtension(for: .pdf).lastPathComponent == "a.pdf")
        #expect(folder.appendingPathComponent("b").appendingPathExtension(for: .folder).lastPathComponent == "b")
    }

    /// The types an app's Info.plist exports (an app's own document type) are known as Launch
    /// Services knows them once the app is installed: by identifier, with their conformances,
    /// description and extension.
    @Test func theTypesAnAppsInfoPlistDeclaresAreKnown() throws {
        let info: [String: Any] = [
            "UTExportedTypeDeclarations": [[
                "UTTypeIdentifier": "com.thomasricouard.ACNH.achelper", "UTTypeConformsTo": ["public.data"],
                "UTTypeDescription": "User collection", "UTTypeTagSpecification": ["public.filename-extension": "achelper"],
            ]],
            "UTImportedTypeDeclarations": [[
                "UTTypeIdentifier": "com.example.sheet", "UTTypeConformsTo": "public.json",
                "UTTypeTagSpecification": ["public.filename-extension": ["sheet", "sht"], "public.mime-type": "application/x-sheet"],
            ], ["UTTypeIdentifier": "public.png"]],
        ]
        let declared = UTTypeRegistry.declarations(in: info)
        #expect(declared.keys.sorted() == ["com.example.sheet", "com.thomasricouard.ACNH.achelper"], "the system's own are not redeclared")
        let collection = try #require(declared["com.thomasricouard.ACNH.achelper"])
        #expect(collection.parents == ["public.data"] && collection.extensions == ["achelper"] && collection.description == "User collection")
        let sheet = try #require(declared["com.example.sheet"])
        #expect(sheet.parents == ["public.json"] && sheet.extensions == ["sheet", "sht"] && sheet.mimeTypes == ["application/x-sheet"])
    }
}
