import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
@testable import TrellisMacros

/// SwiftUI's `@Entry`, expanded as swiftc's plugin host expands it: the property reads and
/// writes a key declared beside it, whose protocol follows the extended type and whose default is
/// the initial value.
@Suite struct EntryMacroExpansion {
    static func expect(_ source: String, expands expected: String, diagnostics: [DiagnosticSpec] = [],
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: ["Entry": MacroSpec(type: EntryMacro.self)],
                             failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
    }

    @Test func anEnvironmentEntryIsAPropertyOverAKeyWithItsDefault() {
        Self.expect("""
            extension EnvironmentValues {
                @Entry var accent: Color = .orange
            }
            """, expands: """
            extension EnvironmentValues {
                var accent: Color {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }

                private struct __Key_accent: EnvironmentKey {
                    static var defaultValue: Color {
                        .orange
                    }
                }
            }
            """)
    }

    @Test func aTransactionEntryWithoutAnInitialValueIsNil() {
        Self.expect("""
            extension Transaction {
                @Entry var source: String?
            }
            """, expands: """
            extension Transaction {
                var source: String? {
                    get {
                        self[__Key_source.self]
                    }
                    set {
                        self[__Key_source.self] = newValue
                    }
                }

                private struct __Key_source: TransactionKey {
                    static var defaultValue: String? {
                        nil
                    }
                }
            }
            """)
    }

    /// Without a type, the default is stored; a value whose type is not Sendable (an app's
    /// service) compiles in Swift 6, as it does in Xcode.
    @Test func anUntypedEntryStoresItsDefault() {
        Self.expect("""
            extension EnvironmentValues {
                @Entry var analytics = AnalyticsService(providers: [])
            }
            """, expands: """
            extension EnvironmentValues {
                var analytics {
                    get {
                        self[__Key_analytics.self]
                    }
                    set {
                        self[__Key_analytics.self] = newValue
                    }
                }

                private struct __Key_analytics: EnvironmentKey {
                    nonisolated(unsafe) static var defaultValue = AnalyticsService(providers: [])
                }
            }
            """)
    }

    @Test func anEntryNeedsATypeOrAValue() {
        Self.expect("""
            extension EnvironmentValues {
                @Entry var nothing
            }
            """, expands: """
            extension EnvironmentValues {
                var nothing
            }
            """, diagnostics: [
                DiagnosticSpec(message: "@Entry needs a type or an initial value: @Entry var name: Type = value", line: 2, column: 5),
            ])
    }
}
