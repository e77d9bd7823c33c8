import Foundation
import Testing
@testable import TrellisCompiler

/// What the compiled text rewrites in place for Linux (`LinuxRewrites`), columns kept: an import
/// of a submodule that Trellis's module of the name holds itself reads as the module's import
/// (`import CoreImage.CIFilterBuiltins`: Linux has no Core Image submodules), and `#selector`,
/// which swiftc refuses without Objective-C, reads as UIKit's `Selector`.
@Suite struct LinuxRewritesTests {
    @Test func coreImagesBuiltInFiltersAreImportedFromCoreImage() {
        let source = """
            import SwiftUI
            import CoreImage
            import CoreImage.CIFilterBuiltins
            import struct Foundation.URL
            import Foundation.NSString

            let filter = CIFilter.sepiaTone()
            """
        let file = ModuleSources(files: [(path: "Filters.swift", source: source)]).files[0]
        let lines = file.compiledSource.components(separatedBy: "\n")
        let original = source.components(separatedBy: "\n")
        #expect(lines.count == original.count)
        #expect(lines[2] == "import CoreImage" + String(repeating: " ", count: ".CIFilterBuiltins".count))
        // Other modules' submodules and kinds of import are left alone.
        #expect(lines[3] == original[3])
        #expect(lines[4] == original[4])
        #expect(lines[6] == original[6])
    }

    @Test func selectorsBecomeUIKitSelectorsInPlace() {
        let source = """
            import UIKit

            class ImageSaver: NSObject {
                func writeToPhotoAlbum(image: UIImage) {
                    UIImageWriteToSavedPhotosAlbum(image, self, #selector(saveCompleted), nil)
                    let other = #selector(image(_:didFinishSavingWithError:contextInfo:)); print(other)
                }
                @objc func saveCompleted(_ image: UIImage, didFinishSavingWithError error: Error?, contextInfo: UnsafeRawPointer) {}
            }
            """
        let file = ModuleSources(files: [(path: "ImageSaver.swift", source: source)]).files[0]
        let lines = file.compiledSource.components(separatedBy: "\n")
        let original = source.components(separatedBy: "\n")
        // The user's lines stay where they were; after them, the calls of the file's `@objc`
        // methods by their selectors' names (SelectorTargets).
        #expect(lines.count > original.count && lines[original.count...].joined().contains("_TrellisObjCMethods0"))
        #expect(lines[4] == #"        UIImageWriteToSavedPhotosAlbum(image, self, _sel("saveCompleted")   , nil)"#)
        #expect(lines[5] == #"        let other = _sel("image(_:didFinishSavingWithError:contextInfo:)")   ; print(other)"#)
        #expect(zip(lines, original).allSatisfy { $0.count == $1.count })
    }

    @Test func settingsLinuxMakesReadOnlyAreLeftOut() {
        let source = """
            func session() -> URLSession {
            let configuration = URLSessionConfiguration.default
            configuration.waitsForConnectivity = true
            configuration.timeoutIntervalForRequest = 60
            return URLSession(configuration: configuration)
            }
            """
        let lines = ModuleSources(files: [(path: "Session.swift", source: source)]).files[0].compiledSource.components(separatedBy: "\n")
        #expect(lines[2] == String(repeating: " ", count: "configuration.waitsForConnectivity = true".count))
        #expect(lines[3] == "configuration.timeoutIntervalForRequest = 60")
    }

    /// `predicate.evaluate(input)` inside `#Predicate` reads `contains`, which the toolchain's
    /// macro builds into FoundationAdditions' `PredicateEvaluate`; outside a predicate, and
    /// `evaluate(with:)`, are left alone.
    @Test func aPredicateEvaluatedInsideAPredicateIsBuiltByFoundationAdditions() {
        let source = """
            let both = #Predicate<Entry> {
                existing.evaluate($0) && (try? other.evaluate($0)) ?? false
            }
            let direct = try existing.evaluate(entry)
            let old = #Predicate<Entry> { ns.evaluate(with: $0) }
            """
        let file = ModuleSources(files: [(path: "Filters.swift", source: source)]).files[0]
        let lines = file.compiledSource.components(separatedBy: "\n")
        #expect(lines[1] == "    existing.contains($0) && (try? other.contains($0)) ?? false")
        #expect(lines[3] == "let direct = try existing.evaluate(entry)")
        #expect(lines[4] == "let old = #Predicate<Entry> { ns.evaluate(with: $0) }")
    }
}
