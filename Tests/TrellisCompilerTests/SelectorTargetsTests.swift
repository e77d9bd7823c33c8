import SwiftParser
import Testing
@testable import TrellisCompiler

/// The code appended to a file so that a compiled preview can call its `@objc` methods by
/// their selectors' names (`SelectorTargets`). The code itself is compiled and run by the
/// end-to-end test `selectorsCallTheirMethods`; here, which methods it reaches and how.
@Suite struct SelectorTargetsTests {
    static func code(_ source: String) -> String? { SelectorTargets.code(for: Parser.parse(source: source)) }

    @Test func eachClassAndExtensionGetsAConformanceThatCallsItsObjCMethods() throws {
        let code = try #require(Self.code("""
            import UIKit
            final class Ticker: ObservableObject {
                @objc private func tick() {}
                @objc func tapped(_ sender: UIButton) {}
                @objc func changed(to value: UISlider?, event: UIEvent) {}
                func plain() {}
            }
            extension UIViewController {
                @IBAction func dismissKeyboard() {}
            }
            struct Wrapper<Content: View>: UIViewRepresentable {
                class Coordinator: NSObject { @objc func pageChanged(sender: UIPageControl) {} }
            }
            """))
        #expect(code.contains("extension Ticker: _TrellisObjCMethods0 {"))
        // The base name, and the full name; a non-optional parameter is cast first.
        #expect(code.contains(#"case "tick": self.tick(); return true"#))
        #expect(code.contains(#"case "tapped", "tapped(_:)": if let a0: UIButton = _selectorArgument(arguments, 0) { self.tapped(a0); return true }; return false"#))
        #expect(code.contains(#"case "changed", "changed(to:event:)": if let a1: UIEvent = _selectorArgument(arguments, 1) { self.changed(to: _selectorArgument(arguments, 0), event: a1); return true }; return false"#))
        #expect(!code.contains("plain"))
        #expect(code.contains("extension UIViewController: _TrellisObjCMethods1 {"))
        // A class nested in a generic type: the conformance names no generic arguments.
        #expect(code.contains("extension Wrapper.Coordinator: _TrellisObjCMethods2 {"))
        #expect(code.contains(#"case "pageChanged", "pageChanged(sender:)""#))
        // One dispatcher for the file, registered as the library loads.
        #expect(code.contains("@used @section(\".init_array\") private let _trellisRegisterSelectors"))
        #expect(code.contains("((target as? any _TrellisObjCMethods2)?._trellisPerform2(name, arguments) ?? false)"))
    }

    @Test func whatTheAppendedCodeCouldNotCompileIsLeftOut() {
        #expect(Self.code("""
            class A {
                @objc static func shared() {}
                @objc func later() async {}
                @objc func failing() throws {}
                @objc func generic<T>(_ value: T) {}
                @objc func many(_ values: Int...) {}
                @objc func closure(_ done: @escaping () -> Void) {}
                #if os(iOS)
                @objc func platform() {}
                #endif
            }
            struct Outer { private class Hidden { @objc func tap() {} } }
            func local() { class Inside { @objc func tap() {} } }
            class Generic<T> { @objc func tap() {} }
            """) == nil)
        #expect(Self.code("import SwiftUI\nstruct V: View { var body: some View { Text(\"a\") } }") == nil)
    }

    @Test func overloadsShareTheirBaseNameWithTheFirst() throws {
        let code = try #require(Self.code("""
            class Controls {
                @objc func tap(_ sender: UIButton) {}
                @objc func tap() {}
            }
            """))
        #expect(code.contains(#"case "tap", "tap(_:)":"#))
        #expect(!code.contains(#"case "tap": self.tap()"#))
    }
}
