import Foundation
import Testing
import Trellis

/// The pattern current tutorials teach, compiled through the real `trellis` command in Swift 5
/// (a file of its own) and Swift 6 (a file of a tools-version 6 package): an `@Observable
/// @MainActor` view model made in a `@State` property's initial value, read in `body` and in a
/// computed property, bound with `@Bindable` and `$model.email`; an `@MainActor` `ObservableObject`
/// in a `@StateObject`; a main-actor static; a `ViewModifier` and a `ButtonStyle` that read
/// main-actor state; `Task { await … }` in an action and `.task`. SwiftUI declares `View` (and its
/// modifiers, styles and previews) `@MainActor @preconcurrency`, so all of this compiles on iOS;
/// before Trellis declared the same, swiftc said "call to main actor-isolated initializer 'init()'
/// in a synchronous nonisolated context". A `Shape` stays nonisolated (SwiftUI's `Shape` refines
/// `_RemoveGlobalActorIsolation`): `makeWave` makes one in a nonisolated function.
@Suite(.serialized) struct MainActorViewModel {
    static let screen = """
        import SwiftUI
        import Observation

        @Observable @MainActor
        final class SignInModel {
            var email = ""
            var password = ""
            var attempts = 0
            var isValid: Bool { email.contains("@") && password.count >= 8 }

            static let filled: SignInModel = {
                let model = SignInModel()
                model.email = "ada@example.com"
                model.password = "correct horse"
                return model
            }()

            func submit() async { attempts += 1 }
        }

        @MainActor
        final class Inbox: ObservableObject {
            @Published var unread = 3
            func refresh() async { unread = 0 }
        }

        struct Wave: Shape {
            var amplitude: CGFloat = 4
            func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: 0, dy: amplitude)) }
        }

        func makeWave(_ amplitude: CGFloat) -> Wave { Wave(amplitude: amplitude) }

        struct Emphasis: ViewModifier {
            @Environment(SignInModel.self) private var model
            func body(content: Content) -> some View {
                content.frame(height: model.isValid ? 44 : 30)
            }
        }

        struct Pressable: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.frame(width: 120).opacity(configuration.isPressed ? 0.5 : 1)
            }
        }

        struct ValidationBadge: View {
            let model: SignInModel
            var body: some View {
                Color.blue.frame(width: model.isValid ? 60 : 20, height: 10).id("badge-\\(model.isValid)")
            }
        }

        #if swift(>=6)
        let languageMode = 6
        #else
        let languageMode = 5
        #endif

        struct SignInScreen: View {
            @State private var model = SignInModel()
            @StateObject private var inbox = Inbox()
            private let spacing: CGFloat = 10

            private var statusWidth: CGFloat { model.isValid ? 200 : 100 }

            var body: some View {
                @Bindable var model = model
                VStack(spacing: spacing) {
                    TextField("Email", text: $model.email).frame(width: 300, height: 30).id("email")
                    Color.green.frame(width: statusWidth, height: 20).id("status-\\(model.isValid)")
                    Color.orange.frame(width: CGFloat(10 * inbox.unread), height: 10).id("unread-\\(inbox.unread)")
                    makeWave(2).frame(width: 50, height: 20).id("wave")
                    Button("Sign in") { Task { await model.submit() } }
                        .buttonStyle(Pressable())
                        .modifier(Emphasis())
                        .id("button")
                        .disabled(!model.isValid)
                    ValidationBadge(model: .filled)
                    Color.purple.frame(width: CGFloat(10 * languageMode), height: 10).id("mode-\\(languageMode)")
                }
                .environment(model)
                .task { await inbox.refresh() }
            }
        }

        #Preview {
            SignInScreen()
        }
        """

    /// The frames, derived by hand. The screen's own model is empty, so it is not valid: the status
    /// is 100 wide and the button 30 tall; the filled static model is valid: the badge is 60 wide.
    /// The screen as it opens has run its `.task` (its first steps: `refresh` never waits): 0 unread,
    /// a bar 0 wide. The column is 300 wide and 30 + 20 + 10 + 20 + 30 +
    /// 10 + 10 = 130 tall plus 6 gaps of 10 = 190, centred in 390 × 844: x 45, y 327; each child is
    /// centred on x 195.
    static func expectScreen(_ tree: LayoutTree, mode: Int) {
        let context = "Swift \(mode)"
        expectFrame(tree, "email", 45, 327, 300, 30, context)
        expectFrame(tree, "status-false", 145, 367, 100, 20, context)
        expectFrame(tree, "unread-0", 195, 397, 0, 10, context)
        expectFrame(tree, "wave", 170, 417, 50, 20, context)
        expectFrame(tree, "button", 135, 447, 120, 30, context)
        expectFrame(tree, "badge-true", 165, 487, 60, 10, context)
        expectFrame(tree, "mode-\(mode)", 195 - CGFloat(5 * mode), 507, CGFloat(10 * mode), 10, context)
    }

    @Test func aMainActorViewModelInStateCompilesInSwift5() throws {
        let r = try CompiledPath.layoutInSwift5(Self.screen, name: "SignInScreen.swift")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("warning"), "\(r.stderr)")
        Self.expectScreen(try CompiledPath.tree(r.stdout), mode: 5)
    }

    @Test func theSameScreenInAPackageCompilesInSwift6() throws {
        let r = try CompiledPath.layoutInSwift6Package(Self.screen, name: "SignInScreen.swift", target: "AccountsUI")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("warning"), "\(r.stderr)")
        Self.expectScreen(try CompiledPath.tree(r.stdout), mode: 6)
    }
}
