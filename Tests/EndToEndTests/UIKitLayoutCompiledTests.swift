import Foundation
import Testing
import TrellisTestSupport

/// A screen in the style of SwiftUI apps that wrap UIKit views built with Auto Layout, compiled: a
/// representable whose view pins an avatar, a name and a button with anchors and margins, a
/// scanner-style view controller that centres a stack view in its root view's margins (as
/// CodeScanner's simulator screen does), a row of equal buttons in a stack view, a view animation
/// and a navigation controller's delegate. The frames the layout solves, laid out in a helper
/// that calls `layoutIfNeeded()` on containers of fixed size, reach the screen through `.id(...)`.
@Suite(.serialized) struct UIKitLayoutCompiled {
    static let screen = #"""
        import SwiftUI
        import UIKit

        final class ProfileHeaderView: UIView {
            let avatar = UIView()
            let name = UILabel()
            let follow = UIButton(type: .system)

            override init(frame: CGRect) {
                super.init(frame: frame)
                for view in [avatar, name, follow] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(view)
                }
                avatar.layer.cornerRadius = 30
                name.text = "Taylor"
                name.font = .preferredFont(forTextStyle: .headline)
                follow.setTitle("Follow", for: .normal)
                NSLayoutConstraint.activate([
                    avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                    avatar.centerYAnchor.constraint(equalTo: centerYAnchor),
                    avatar.widthAnchor.constraint(equalToConstant: 60),
                    avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                    name.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 2),
                    name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
                    name.trailingAnchor.constraint(lessThanOrEqualTo: follow.leadingAnchor, constant: -8),
                    follow.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                    follow.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
                    follow.widthAnchor.constraint(equalToConstant: 80),
                ])
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }

        struct ProfileHeader: UIViewRepresentable {
            func makeUIView(context: Context) -> ProfileHeaderView { ProfileHeaderView() }
            func updateUIView(_ uiView: ProfileHeaderView, context: Context) {}
        }

        final class ScannerPlaceholderController: UIViewController, UINavigationControllerDelegate {
            let stackView = UIStackView()
            let button = UIButton()
            var shown: [String] = []

            override func loadView() {
                view = UIView()
                let label = UILabel()
                label.translatesAutoresizingMaskIntoConstraints = false
                label.numberOfLines = 0
                label.text = "You're running in the simulator, which means the camera isn't available."
                label.textAlignment = .center
                button.translatesAutoresizingMaskIntoConstraints = false
                button.setTitle("Select a custom image", for: .normal)
                button.setTitleColor(UIColor.systemBlue, for: .normal)
                stackView.translatesAutoresizingMaskIntoConstraints = false
                stackView.axis = .vertical
                stackView.spacing = 50
                stackView.addArrangedSubview(label)
                stackView.addArrangedSubview(button)
                view.addSubview(stackView)
                NSLayoutConstraint.activate([
                    button.heightAnchor.constraint(equalToConstant: 50),
                    stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    stackView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                ])
            }

            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                shown.append("will \(viewController.title ?? "")")
            }

            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                shown.append("did \(viewController.title ?? "")")
            }
        }

        func solvedFrames() -> [String] {
            func text(_ r: CGRect) -> String { "\(Int(r.minX)) \(Int(r.minY)) \(Int(r.width)) \(Int(r.height))" }
            var lines: [String] = []

            let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            header.layoutIfNeeded()
            lines.append("avatar " + text(header.avatar.frame))
            lines.append("name x \(Int(header.name.frame.minX))")
            lines.append("follow x \(Int(header.follow.frame.minX)) w \(Int(header.follow.frame.width))")

            let scanner = ScannerPlaceholderController()
            scanner.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
            scanner.view.layoutIfNeeded()
            let stack = scanner.stackView.frame
            let centred = abs(stack.midY - 426) < 0.5
            lines.append("scanner stack x \(Int(stack.minX)) w \(Int(stack.width)) centred \(centred)")
            lines.append("scanner button h \(Int(scanner.button.frame.height)) bottom \(scanner.button.frame.maxY == stack.height)")

            let row = UIStackView(arrangedSubviews: [UIButton(type: .system), UIButton(type: .system), UIButton(type: .system)])
            row.distribution = .fillEqually
            row.spacing = 10
            row.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            row.layoutIfNeeded()
            lines.append("row " + row.arrangedSubviews.map { "\(Int($0.frame.minX))/\(Int($0.frame.width))" }.joined(separator: " "))

            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            UIView.animate(withDuration: 0.3) {
                badge.alpha = 0
                badge.center.x = 100
            }
            lines.append("animated alpha \(Int(badge.alpha)) x \(Int(badge.frame.minX)) keys \(badge.layer.animationKeys()?.count ?? 0)")

            let root = UIViewController()
            root.title = "Scan"
            let navigation = UINavigationController(rootViewController: root)
            navigation.delegate = scanner
            let detail = UIViewController()
            detail.title = "Result"
            navigation.pushViewController(detail, animated: false)
            lines.append("navigation " + scanner.shown.joined(separator: ", "))
            return lines
        }

        struct ProfileScreen: View {
            var body: some View {
                VStack(spacing: 12) {
                    ProfileHeader()
                        .frame(height: 100)
                    ForEach(solvedFrames(), id: \.self) { line in
                        Text(line).font(.caption).id(line)
                    }
                }
                .padding()
            }
        }

        #Preview {
            ProfileScreen()
        }
        """#

    @Test func autoLayoutFramesStackViewsAnimationsAndNavigationReachTheScreen() throws {
        let url = try Command.temporaryFile(Self.screen, name: "ProfileScreen.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let ids = tree.root.all.compactMap(\.id)
        // The avatar: 8-point margins, centred in 100 points. The name: two standard spacings
        // (16) after it. The button: 80 wide at the trailing margin (320 − 8 − 80).
        // The scanner's stack: the root view's 16-point margins of a 393-point screen, centred.
        // The row: (320 − 20) / 3 each, 10 apart. The animation's model values are set at once,
        // with a layer animation for each property. The delegate hears willShow, then didShow.
        #expect(ids == [
            "avatar 8 20 60 60",
            "name x 84",
            "follow x 232 w 80",
            "scanner stack x 16 w 361 centred true",
            "scanner button h 50 bottom true",
            "row 0/100 110/100 220/100",
            "animated alpha 0 x 90 keys 2",
            "navigation will Result, did Result",
        ], "\(ids)")
        #expect(r.stdout.contains("ProfileHeader"), "\(r.stdout)")
    }
}
