import Foundation
import Testing
import Trellis

/// An app written the way SwiftUI apps were in 2020 (iOS 14), opened unchanged: an app delegate
/// through `@UIApplicationDelegateAdaptor`, menu commands, a `PreviewProvider`,
/// `NavigationView`, `@Environment(\.presentationMode)`, `NavigationLink(destination:isActive:)`,
/// text fields with `onCommit`, `accessibility(label:)`, `autocapitalization`,
/// `MagnificationGesture`, an old-style `ContextMenu`, an `AnimatableModifier`,
/// `\.sizeCategory`, `colorScheme(_:)`, a shape drawn through `transform(_:)` and Markdown in a
/// string literal. Each of these
/// alone used to stop the whole module with "SwiftUI API that Trellis does not have yet".
@Suite(.serialized) struct LegacyAppCompiled {
    static let files: [String: String] = [
        "Notes/NotesApp.swift": """
            import SwiftUI
            import UIKit

            final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
                @Published var launched = false
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                    launched = true
                    return true
                }
            }

            @main
            struct NotesApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                var body: some Scene {
                    WindowGroup { NoteDetail() }
                        .commands {
                            CommandMenu("Note") { Button("Pin") {} }
                            CommandGroup(replacing: .newItem) {}
                            SidebarCommands()
                        }
                }
            }
            """,
        "Notes/NoteDetail.swift": """
            import SwiftUI

            struct Pulse: AnimatableModifier {
                var amount: Double
                nonisolated var animatableData: Double {
                    get { amount }
                    set { amount = newValue }
                }
                func body(content: Content) -> some View { content.opacity(amount) }
            }

            struct NoteDetail: View {
                @Environment(\\.presentationMode) var presentationMode
                @Environment(\\.sizeCategory) var sizeCategory
                @State private var title = "Groceries"
                @State private var favourite = false
                @State private var showsHistory = false
                @State private var scale: CGFloat = 1

                var body: some View {
                    NavigationView {
                        VStack(spacing: 12) {
                            TextField("Title", text: $title, onCommit: {})
                                .autocapitalization(.words)
                                .disableAutocorrection(true)
                                .padding(.horizontal)
                            Button(action: { favourite.toggle() }) {
                                Image(systemName: favourite ? "star.fill" : "star")
                            }
                            .accessibility(label: Text("Favourite"))
                            Text(favourite ? "Pinned to the top of the list" : "Not pinned").id("state")
                            Text(sizeCategory.isAccessibilityCategory ? "Large type" : "Standard type").id("category")
                            Text("**Groceries** for `Monday`").id("markdown")
                            (Text("Groceries").bold() + Text(" for ") + Text("Monday").monospaced()).id("markdown-expected")
                            Rectangle()
                                .transform(CGAffineTransform(scaleX: 0.5, y: 1))
                                .frame(width: 120, height: 40)
                                .id("half")
                            Text("Dark").colorScheme(.dark).modifier(Pulse(amount: 1))
                                .scaleEffect(scale)
                                .gesture(MagnificationGesture().onChanged { scale = $0 })
                                .contextMenu(ContextMenu { Button("Copy") {} })
                            NavigationLink(destination: Text("History"), isActive: $showsHistory) {
                                Text("History")
                            }
                            Button("Done") { presentationMode.wrappedValue.dismiss() }
                        }
                        .navigationBarTitle("Note", displayMode: .inline)
                    }
                    .navigationViewStyle(StackNavigationViewStyle())
                }
            }

            struct NoteDetail_Previews: PreviewProvider {
                static var previews: some View {
                    NoteDetail()
                }
            }
            """,
    ]

    @Test func anIOS14AppsScreenOpensAndReactsToItsAccessibilityLabel() throws {
        let root = try Projects.project(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Notes/NoteDetail.swift")
        let r = try CompiledPath.run(["layout", file.path, "--json", "--size", "390x844"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("does not have yet"), "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        // A string literal is a localized key, so its Markdown is read (not the text of a
        // `LocalizedStringResource`, which a literal can also make).
        let markdown = try #require(tree.root.first(id: "markdown")).frame
        let expected = try #require(tree.root.first(id: "markdown-expected")).frame
        #expect(abs(markdown.width - expected.width) < 0.01, "\(markdown) vs \(expected)")
        let half = try #require(tree.root.first(id: "half")).frame
        // The transform draws the shape; it does not change its frame.
        #expect(abs(half.width - 120) < 0.01 && abs(half.height - 40) < 0.01, "\(half)")

        // `accessibility(label:)` names the button as `accessibilityLabel(_:)` does: a tap by that name works.
        let tapped = try CompiledPath.run(["layout", file.path, "--json", "--size", "390x844", "--interact", "tap 'Favourite'"])
        #expect(tapped.status == 0, "\(tapped.stderr)")
        let before = try #require(tree.root.first(id: "state")).frame
        let after = try #require(try CompiledPath.tree(tapped.stdout).root.first(id: "state")).frame
        #expect(after.width > before.width + 50, "\(before) → \(after)")

        // The shape is drawn through the transform: its left half filled, its right half not.
        let png = root.appendingPathComponent("note.png")
        let rendered = try CompiledPath.run(["render", file.path, "-o", png.path, "--scale", "1", "--size", "390x844"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let left = try Projects.pixel(png, Int(half.x + half.width * 0.25), Int(half.y + half.height / 2))
        let right = try Projects.pixel(png, Int(half.x + half.width * 0.75), Int(half.y + half.height / 2))
        #expect(left.r < 30 && left.g < 30 && left.b < 30, "\(left)")
        #expect(right.r > 225 && right.g > 225 && right.b > 225, "\(right)")
    }
}
