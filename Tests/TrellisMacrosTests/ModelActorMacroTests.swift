import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
@testable import TrellisMacros

/// SwiftData's `@ModelActor`, expanded as swiftc's plugin host expands it: the container, the
/// executor of a context of its own, the initialiser, and the conformance.
@Suite struct ModelActorMacroExpansion {
    static let specs = ["ModelActor": MacroSpec(type: ModelActorMacro.self, conformances: ["ModelActor"])]

    @Test func anActorGetsItsContainerExecutorAndInitialiser() {
        assertMacroExpansion("""
            @ModelActor
            final actor Repository {
            }
            """, expandedSource: """
            final actor Repository {

                nonisolated let modelExecutor: any SwiftData.ModelExecutor

                nonisolated let modelContainer: SwiftData.ModelContainer

                init(modelContainer: SwiftData.ModelContainer) {
                    let modelContext = SwiftData.ModelContext(modelContainer)
                    self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                    self.modelContainer = modelContainer
                }
            }

            extension Repository: SwiftData.ModelActor {
            }
            """, macroSpecs: Self.specs, failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }

    @Test func onlyAnActorIsAModelActor() {
        assertMacroExpansion("""
            @ModelActor
            final class Repository {
            }
            """, expandedSource: """
            final class Repository {
            }
            """, diagnostics: [DiagnosticSpec(message: "@ModelActor applies to an actor", line: 1, column: 1)],
            macroSpecs: Self.specs, failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }
}
