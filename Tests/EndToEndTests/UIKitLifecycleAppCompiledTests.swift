import Foundation
import Testing
import TrellisTestSupport

/// An app of Xcode 11's template (2019–2020): a UIKit `@UIApplicationMain` app delegate that
/// owns the app's data, a scene delegate, and SwiftUI screens whose previews reach the data with
/// `(UIApplication.shared.delegate as! AppDelegate)`. Xcode's previews run in the launched app,
/// so the delegate is there; so it is in Trellis's compiled previews.
@Suite(.serialized) struct UIKitLifecycleAppCompiled {
    static let files: [String: String] = [
        "Shelf.xcodeproj/project.pbxproj": ProjectReach.pbxproj(
            [(name: "Shelf", type: "application", files: ["Shelf/AppDelegate.swift", "Shelf/SceneDelegate.swift", "Shelf/BookList.swift"])]),
        "Shelf/AppDelegate.swift": """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var books: [String] = []
                var launches = 0

                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    launches += 1
                    books = ["Dune", "Emma", "Ulysses"]
                    return true
                }
            }
            """,
        "Shelf/SceneDelegate.swift": """
            import UIKit
            import SwiftUI

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let books = (UIApplication.shared.delegate as! AppDelegate).books
                    if let windowScene = scene as? UIWindowScene {
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = UIHostingController(rootView: BookList(books: books))
                        self.window = window
                        window.makeKeyAndVisible()
                    }
                }
            }
            """,
        "Shelf/BookList.swift": """
            import SwiftUI

            struct BookList: View {
                let books: [String]

                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(books, id: \\.self) { book in
                            Text(book).frame(width: 200, height: 44)
                        }
                    }
                }
            }

            struct BookList_Previews: PreviewProvider {
                static var previews: some View {
                    let delegate = UIApplication.shared.delegate as! AppDelegate
                    return BookList(books: delegate.books + ["Launched \\(delegate.launches)"])
                }
            }
            """,
    ]

    @Test func thePreviewReadsTheLaunchedAppDelegatesData() throws {
        let root = try Projects.project(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Shelf/BookList.swift")
        let r = try CompiledPath.run(["layout", file.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let rows = try CompiledPath.tree(r.stdout).root.all.filter { $0.type == "frame" }
        #expect(rows.count == 4, "\(rows.map(\.frame))")
        // The last row says the delegate was told of one launch: a tap finds the text (which
        // takes no taps), where a text no view shows is not found.
        let tapped = try CompiledPath.run(["layout", file.path, "--interact", "tap 'Launched 1'"])
        #expect(tapped.stderr.contains("'Launched 1' does not take taps"), "\(tapped.stderr)")
        let absent = try CompiledPath.run(["layout", file.path, "--interact", "tap 'Launched 0'"])
        #expect(absent.stderr.contains("no view shows 'Launched 0'"), "\(absent.stderr)")
    }
}
