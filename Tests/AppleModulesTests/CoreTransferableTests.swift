import CoreTransferable
import Foundation
import Testing
import UniformTypeIdentifiers

private struct Note: Codable, Equatable, Transferable {
    var title: String
    var body: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
        DataRepresentation(exportedContentType: .rtf) { note in Data("{\\rtf1 \(note.body)}".utf8) }
            .suggestedFileName("note.rtf")
    }
}

private struct Blob: Transferable, Equatable {
    var bytes: Data
    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .png) { blob in
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("blob-\(UUID().uuidString).png")
            try blob.bytes.write(to: url)
            return SentTransferredFile(url)
        } importing: { received in
            Blob(bytes: try Data(contentsOf: received.file))
        }
    }
}

/// Transferable types run their representations: Codable as JSON, proxies, data and files.
@Suite struct CoreTransferableTests {
    @Test func exportedTypesInOrder() {
        #expect(Note.exportedContentTypes() == [.json, .utf8PlainText, .rtf])
        #expect(Note.importedContentTypes() == [.json])
        #expect(String.exportedContentTypes() == [.utf8PlainText])
        #expect(Blob.importedContentTypes() == [.png])
    }

    @Test func codableRepresentationIsJSON() async throws {
        let note = Note(title: "Groceries", body: "Milk")
        let data = try await note.exported(as: .json)
        #expect(try JSONDecoder().decode(Note.self, from: data) == note)
        #expect(try await Note(importing: data, contentType: .json) == note)
    }

    @Test func proxyAndDataRepresentations() async throws {
        let note = Note(title: "Groceries", body: "Milk")
        // Plain text: the first representation whose type conforms is the proxy's UTF-8 text.
        #expect(String(decoding: try await note.exported(as: .plainText), as: UTF8.self) == "Groceries")
        #expect(String(decoding: try await note.exported(as: .rtf), as: UTF8.self) == "{\\rtf1 Milk}")
        await #expect(throws: (any Error).self) { try await note.exported(as: .png) }
        #expect(try await String(importing: Data("hi".utf8), contentType: .utf8PlainText) == "hi")
        #expect(try await URL(importing: Data("https://example.com".utf8), contentType: .url) == URL(string: "https://example.com"))
    }

    @Test func fileRepresentationReadsAndWritesFiles() async throws {
        let blob = Blob(bytes: Data([1, 2, 3]))
        let data = try await blob.exported(as: .image)
        #expect(data == Data([1, 2, 3]))
        #expect(try await Blob(importing: data, contentType: .png) == blob)
    }
}
