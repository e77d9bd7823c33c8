import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
@testable import TrellisMacros

/// TipKit's `@Parameter` and `#Rule`, expanded as swiftc's plugin host expands them: a parameter
/// is a static property over a `Tips.Parameter` declared beside it as `$name`, identified by its
/// type's name and its own; a rule is `Tips.Rule` of its input and its condition.
@Suite struct TipKitMacroExpansion {
    static func expect(_ source: String, expands expected: String, diagnostics: [DiagnosticSpec] = [],
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expected, diagnostics: diagnostics,
                             macroSpecs: ["Parameter": MacroSpec(type: ParameterMacro.self), "Rule": MacroSpec(type: RuleMacro.self)],
                             failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
    }

    @Test func aParameterIsAStaticPropertyOverTheDatastore() {
        Self.expect("""
            struct FavoriteTip {
                @Parameter static var isLoggedIn: Bool = false
            }
            """, expands: """
            struct FavoriteTip {
                static var isLoggedIn: Bool {
                    get {
                        $isLoggedIn.wrappedValue
                    }
                    set {
                        $isLoggedIn.wrappedValue = newValue
                    }
                }

                static let $isLoggedIn: Tips.Parameter<Bool> = Tips.Parameter("FavoriteTip.isLoggedIn", false)
            }
            """)
    }

    @Test func aParameterWithoutATypeAndWithOptionsPassesThemOn() {
        Self.expect("""
            struct CountTip {
                @Parameter(.transient) static var opened = 0
            }
            """, expands: """
            struct CountTip {
                static var opened {
                    get {
                        $opened.wrappedValue
                    }
                    set {
                        $opened.wrappedValue = newValue
                    }
                }

                static let $opened = Tips.Parameter("CountTip.opened", 0, [.transient])
            }
            """)
    }

    @Test func aParameterNeedsAnInitialValue() {
        Self.expect("""
            struct T {
                @Parameter static var flag: Bool
            }
            """, expands: """
            struct T {
                static var flag: Bool
            }
            """, diagnostics: [
                DiagnosticSpec(message: "@Parameter needs an initial value: @Parameter static var name: Type = value", line: 2, column: 5),
            ])
    }

    @Test func aRuleIsTheRuleOfItsInputAndCondition() {
        Self.expect("""
            let a = #Rule(Self.$isLoggedIn) { $0 == true }
            let b = #Rule(Self.didOpen) {
                $0.donations.count >= 3
            }
            """, expands: """
            let a = Tips.Rule(Self.$isLoggedIn) {
                $0 == true
            }
            let b = Tips.Rule(Self.didOpen) {
                $0.donations.count >= 3
            }
            """)
    }
}
