import Foundation
import Testing
import TrellisTestSupport

/// A screen in the style of SwiftUI apps that reach for UIKit's controllers, compiled: a share
/// sheet and an onboarding pager wrapped in representables (drawn as their placeholders), and a
/// helper that presents an alert from the window's root controller, as apps do for a
/// confirmation. What the controllers did — the alert's actions and a tap on one, what the
/// share sheet asked its item source, the pages a swipe turned to, a tab bar controller's
/// selection — reaches the screen through `.id(...)`.
@Suite(.serialized) struct UIKitControllersCompiled {
    static let screen = #"""
        import SwiftUI
        import UIKit

        struct ShareSheet: UIViewControllerRepresentable {
            var items: [Any]
            var onFinish: (Bool) -> Void = { _ in }

            func makeUIViewController(context: Context) -> UIActivityViewController {
                let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
                controller.excludedActivityTypes = [.assignToContact, .addToReadingList]
                controller.completionWithItemsHandler = { _, completed, _, _ in onFinish(completed) }
                return controller
            }

            func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
        }

        final class ShareText: NSObject, UIActivityItemSource {
            var placeholders = 0
            func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
                placeholders += 1
                return ""
            }
            func activityViewController(_ activityViewController: UIActivityViewController,
                                        itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
                activityType == .postToTwitter ? "Short" : "The whole story"
            }
        }

        struct OnboardingPager: UIViewControllerRepresentable {
            var titles: [String]

            func makeCoordinator() -> Coordinator { Coordinator(titles: titles) }

            func makeUIViewController(context: Context) -> UIPageViewController {
                let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                                 options: [.interPageSpacing: 8])
                pager.dataSource = context.coordinator
                pager.delegate = context.coordinator
                pager.setViewControllers([context.coordinator.pages[0]], direction: .forward, animated: false)
                return pager
            }

            func updateUIViewController(_ uiViewController: UIPageViewController, context: Context) {}

            final class Coordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
                let pages: [UIViewController]
                var turned: [String] = []

                init(titles: [String]) {
                    pages = titles.map { title in
                        let page = UIViewController()
                        page.title = title
                        return page
                    }
                }

                func pageViewController(_ pageViewController: UIPageViewController,
                                        viewControllerBefore viewController: UIViewController) -> UIViewController? {
                    guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
                    return pages[index - 1]
                }

                func pageViewController(_ pageViewController: UIPageViewController,
                                        viewControllerAfter viewController: UIViewController) -> UIViewController? {
                    guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
                    return pages[index + 1]
                }

                func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

                func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                        previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
                    if completed { turned.append(pageViewController.viewControllers?.first?.title ?? "") }
                }
            }
        }

        enum AlertHelper {
            static func topController(from root: UIViewController?) -> UIViewController? {
                var top = root
                while let presented = top?.presentedViewController { top = presented }
                return top
            }

            @discardableResult
            static func confirm(_ title: String, from root: UIViewController?, onDelete: @escaping () -> Void) -> UIAlertController {
                let alert = UIAlertController(title: title, message: "This can't be undone.", preferredStyle: .alert)
                alert.addTextField { $0.placeholder = "Type DELETE" }
                let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in onDelete() }
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(delete)
                alert.preferredAction = delete
                topController(from: root)?.present(alert, animated: true)
                return alert
            }
        }

        func controllerReport() -> [String] {
            var lines: [String] = []

            let root = UIViewController()
            var deleted = false
            let alert = AlertHelper.confirm("Delete note?", from: root) { deleted = root.presentedViewController == nil }
            lines.append("alert " + alert.actions.compactMap(\.title).joined(separator: ",")
                + " preferred \(alert.preferredAction?.title ?? "-") fields \(alert.textFields?.count ?? 0)")
            lines.append("alert presented \(root.presentedViewController === alert)")
            alert.actions.last?._perform()
            lines.append("alert deleted after dismiss \(deleted)")

            let text = ShareText()
            let share = UIActivityViewController(activityItems: [text, URL(string: "https://example.com")!], applicationActivities: nil)
            share.popoverPresentationController?.sourceView = root.view
            root.present(share, animated: true)
            lines.append("share placeholders \(text.placeholders) popover \(share.popoverPresentationController != nil)")

            let pager = OnboardingPager(titles: ["Welcome", "Sync", "Done"])
            let coordinator = pager.makeCoordinator()
            let pageController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pageController.dataSource = coordinator
            pageController.delegate = coordinator
            pageController.setViewControllers([coordinator.pages[0]], direction: .forward, animated: false)
            pageController._turnPage(.forward)
            pageController._turnPage(.forward)
            lines.append("pager turned " + coordinator.turned.joined(separator: ","))

            let tabs = UITabBarController()
            let library = UIViewController()
            library.title = "Library"
            library.tabBarItem.badgeValue = "2"
            tabs.setViewControllers([UINavigationController(rootViewController: UIViewController()), library], animated: false)
            tabs.selectedIndex = 1
            lines.append("tabs selected \(tabs.selectedViewController?.title ?? "-") badge \(library.tabBarItem.badgeValue ?? "-")")
            return lines
        }

        struct SettingsScreen: View {
            var body: some View {
                VStack(spacing: 12) {
                    OnboardingPager(titles: ["Welcome", "Sync", "Done"])
                        .frame(height: 200)
                    ShareSheet(items: ["Hello"])
                        .frame(height: 120)
                    ForEach(controllerReport(), id: \.self) { line in
                        Text(line).font(.caption).id(line)
                    }
                    Button("Delete note") {
                        let root = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.rootViewController
                        AlertHelper.confirm("Delete note?", from: root) {}
                    }
                }
                .padding()
            }
        }

        #Preview {
            SettingsScreen()
        }
        """#

    @Test func alertsShareSheetsPagersAndTabsCompileAndReachTheScreen() throws {
        let url = try Command.temporaryFile(Self.screen, name: "SettingsScreen.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let ids = tree.root.all.compactMap(\.id)
        // The alert's actions in order, presented from the root; a tap on Delete dismisses it
        // before the handler runs. The share sheet asks its item source for a placeholder when
        // presented, and has a popover controller. Two swipes turn to Sync, then Done.
        #expect(ids == [
            "alert Cancel,Delete preferred Delete fields 1",
            "alert presented true",
            "alert deleted after dismiss true",
            "share placeholders 1 popover true",
            "pager turned Sync,Done",
            "tabs selected Library badge 2",
        ], "\(ids)")
        // The representables are drawn as their placeholders.
        #expect(r.stdout.contains("OnboardingPager") && r.stdout.contains("ShareSheet"), "\(r.stdout)")
    }
}
