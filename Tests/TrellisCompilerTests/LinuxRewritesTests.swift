import Foundation
import Testing
@testable import TrellisCompiler

/// What the compiled text rewrites in place for Linux (`LinuxRewrites`), columns kept: an import
/// of a submodule that Trellis's module of the name holds itself reads as the module's import
/// (`import CoreImage.CIFilterBuiltins`: Linux has no Core Image submodules), and `#selector`,
/// which swiftc refuses without Objective-C, reads as UIKit's `Selector`.
@Suite struct LinuxRewritesTests {
    @Test func submoduleImportsReadAsTheirModules() {
        let source = """
            import SwiftUI
            import CoreImage
            import CoreImage.CIFilterBuiltins
            import struct Foundation.URL
            import Foundation.NSString
            import UIKit.UIApplication
            import MapKit.MKGeometry
            import Glibc.stdio
            let filter = CIFilter.sepiaTone()
            """
        let file = ModuleSources(files: [(path: "Filters.swift", source: source)]).files[0]
        let lines = file.compiledSource.components(separatedBy: "\n")
        let original = source.components(separatedBy: "\n")
        #expect(lines.count == original.count)
        #expect(lines[2] == "import CoreImage" + String(repeating: " ", count: ".CIFilterBuiltins".count))
        // Every module Apple ships with submodules and Trellis (or Linux's Foundation) declares as
        // a Swift module, which has none.
        #expect(lines[4] == "import Foundation" + String(repeating: " ", count: ".NSString".count))
        #expect(lines[5] == "import UIKit" + String(repeating: " ", count: ".UIApplication".count))
        #expect(lines[6] == "import MapKit" + String(repeating: " ", count: ".MKGeometry".count))
        // A declaration's import is valid Swift, and a Clang module's submodule is left alone.
        #expect(lines[3] == original[3])
        #expect(lines[7] == original[7])
        #expect(lines[8] == original[8])
    }

    /// `Foundation.URLRequest` names a type Linux's Foundation keeps in FoundationNetworking: the
    /// qualifier becomes that module's alias, `NetworkFdn`, as long as `Foundation`.
    @Test func foundationQualifyingANetworkingTypeNamesFoundationNetworking() {
        let source = """
            import struct Foundation.URLRequest
            import struct Foundation.URL
            final class Delegate: NSObject, Foundation.URLSessionDataDelegate {}
            let request = Foundation.URLRequest(url: Foundation.URL(string: "https://example.com")!)
            let response: Foundation.HTTPURLResponse? = nil
            """
        let file = ModuleSources(files: [(path: "Client.swift", source: source)]).files[0]
        let lines = file.compiledSource.components(separatedBy: "\n")
        #expect(lines[0] == "import struct NetworkFdn.URLRequest")
        #expect(lines[1] == "import struct Foundation.URL")
        #expect(lines[2] == "final class Delegate: NSObject, NetworkFdn.URLSessionDataDelegate {}")
        #expect(lines[3] == "let request = NetworkFdn.URLRequest(url: Foundation.URL(string: \"https://example.com\")!)")
        #expect(lines[4] == "let response: NetworkFdn.HTTPURLResponse? = nil")
        #expect(ModuleCompiler.moduleAliases["NetworkFdn"] == "FoundationNetworking")
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
