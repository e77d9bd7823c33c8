import CoreGraphics
import Foundation
import Testing
@testable import UIKit

/// A view whose content has a size, as a label's or an image's has.
private final class ContentView: UIView {
    let content: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        content = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    override var intrinsicContentSize: CGSize { content }
}

/// A plain view placed by constraints.
private func constrained() -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// A view whose layout passes are counted, as apps override `layoutSubviews`.
private final class CountingView: UIView {
    var passes = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
    }
}

/// What a navigation controller's delegate hears, in order.
private final class NavigationRecorder: NSObject, UINavigationControllerDelegate {
    var events: [String] = []
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        events.append("will \(viewController.title ?? "?") \(animated)")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        events.append("did \(viewController.title ?? "?") \(animated)")
    }
}

/// A controller whose life cycle is recorded, as a scanner's or a mail composer's wrapper sees it.
private final class LifecycleController: UIViewController {
    var events: [String] = []
    override func loadView() {
        events.append("loadView")
        view = UIView()
    }
    override func viewDidLoad() { events.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { events.append("viewDidDisappear") }
    override func viewWillLayoutSubviews() { events.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { events.append("viewDidLayoutSubviews") }
}

/// Events recorded from completion blocks, on the main actor.
@MainActor private final class Events {
    var list: [String] = []
}

/// Auto Layout solved for real: frames checked against values computed by hand.
@Suite struct UIKitAutoLayoutTests {
    @Test func aViewPinnedToTheSafeAreaAndTheMarginsOfAWindowsView() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.deviceInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let card = constrained()
        let note = constrained()
        container.addSubview(card)
        container.addSubview(note)
        let safe = container.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 10),
            card.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -10),
            note.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            note.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            note.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            note.heightAnchor.constraint(equalToConstant: 44),
        ])
        // Activation installs each constraint on the items' nearest common ancestor.
        #expect(container.constraints.count == 7 && card.constraints.isEmpty && note.constraints.count == 1)
        #expect(container.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        container.layoutIfNeeded()
        // 59 + 10 from the top, 34 + 10 from the bottom.
        #expect(card.frame == CGRect(x: 20, y: 69, width: 353, height: 852 - 59 - 34 - 20))
        // The margins (8 each side) are measured from the safe area.
        #expect(note.frame == CGRect(x: 8, y: 67, width: 377, height: 44))
        #expect(safe.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 67, width: 377, height: 743))
        // A view outside any window has no safe area.
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).safeAreaInsets == .zero)
    }

    @Test func aFixedSizeViewCentredInItsSuperview() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = constrained()
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 100, y: 75, width: 100, height: 50))
        #expect(box.center == CGPoint(x: 150, y: 100) && box.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        // A new size of the container lays out again from its new bounds.
        container.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 150, y: 175, width: 100, height: 50))
    }

    @Test func twoViewsSideBySideWithEqualWidthsAndASpace() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let a = constrained(), b = constrained()
        container.addSubview(a)
        container.addSubview(b)
        let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            spacing,
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.bottomAnchor.constraint(equalTo: a.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 10, width: 140, height: 40))
        #expect(b.frame == CGRect(x: 170, y: 10, width: 140, height: 40))
        // Changing a constant asks for layout: the widths share what is left.
        spacing.constant = 40
        container.layoutIfNeeded()
        #expect(a.frame.width == 130 && b.frame.minX == 180)
        // Deactivated, the space no longer holds; the frames stay where nothing else decides.
        spacing.isActive = false
        #expect(!spacing.isActive && container.constraints.count == 6 && a.constraints.count == 1)
        NSLayoutConstraint.deactivate([spacing])
        #expect(spacing.description.contains("(inactive)"))
    }

    @Test func aLowPriorityConstraintLosesToARequiredOneAndPrioritiesDoNotAddUp() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = constrained()
        container.addSubview(view)
        let wish = view.widthAnchor.constraint(equalToConstant: 200)
        wish.priority = .defaultLow
        #expect(wish.priority.rawValue == 250 && UILayoutPriority.required - 1 == UILayoutPriority(999))
        // One constraint at 999 wins over two at 998 that agree with each other.
        let strong = view.heightAnchor.constraint(equalToConstant: 100)
        strong.priority = UILayoutPriority(999)
        let weak1 = view.heightAnchor.constraint(equalToConstant: 300)
        weak1.priority = UILayoutPriority(998)
        let weak2 = view.heightAnchor.constraint(equalToConstant: 300)
        weak2.priority = UILayoutPriority(998)
        NSLayoutConstraint.activate([
            wish, view.widthAnchor.constraint(lessThanOrEqualToConstant: 150),
            strong, weak1, weak2,
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 150, height: 100))
        // Raised above the required one's reach, the wish still cannot break it.
        wish.priority = .defaultHigh
        container.layoutIfNeeded()
        #expect(view.frame.width == 150)
        // Hugging and compression resistance: a 120-point label in 100 points is squeezed
        // (compression resistance 750 loses to a required width); in 300 it stretches only
        // when its hugging priority is below the constraint's.
        let label = ContentView(120, 20)
        container.addSubview(label)
        let width = label.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([width, label.topAnchor.constraint(equalTo: container.topAnchor, constant: 200),
                                     label.leadingAnchor.constraint(equalTo: container.leadingAnchor)])
        container.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 200, width: 100, height: 20))
        width.constant = 300
        width.priority = UILayoutPriority(200)
        container.layoutIfNeeded()
        #expect(label.frame.width == 120)
        label.setContentHuggingPriority(UILayoutPriority(199), for: .horizontal)
        #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 199)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        container.layoutIfNeeded()
        #expect(label.frame.width == 300)
    }

    @Test func unsatisfiableRequiredConstraintsBreakOneAndKeepTheRest() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = constrained()
        container.addSubview(view)
        let name = "conflict-\(UUID().uuidString)"
        let conflicting = view.widthAnchor.constraint(equalToConstant: 200)
        conflicting.identifier = name
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            conflicting,
        ])
        container.layoutIfNeeded()
        // The one added last is broken; the others hold; all stay active, as in UIKit.
        #expect(view.frame == CGRect(x: 5, y: 5, width: 100, height: 50))
        #expect(conflicting.isActive)
        let message = AutoLayoutLog.messages.last { $0.contains(name) }
        #expect(message?.contains("Unable to simultaneously satisfy constraints.") == true)
        #expect(message?.contains("Will attempt to recover by breaking constraint") == true)
        #expect(message?.contains("'\(name)' UIView:0x") == true && message?.contains(".width == 200") == true)
        // A constraint between views with no common ancestor is not activated (UIKit raises).
        let stray = UIView()
        let orphan = stray.widthAnchor.constraint(equalTo: view.widthAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
        #expect(AutoLayoutLog.messages.contains { $0.contains("because they have no common ancestor") })
    }

    @Test func fittingSizesOfAViewWithIntrinsicContent() {
        let cell = UIView()
        let content = ContentView(120, 30)
        cell.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 50))
        // Wider than asked, at the required priority: the content stretches (its hugging is 250).
        let wide = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 50))
        // Nothing changed.
        #expect(cell.frame == .zero && content.frame == .zero)

        // A label's text is its intrinsic size; a multi-line label wraps at the width it is given.
        let label = UILabel()
        label.text = "The quick brown fox jumps over the lazy dog, again and again and again."
        let line = label.intrinsicContentSize
        #expect(line.width > 300 && line.height > 15 && line.height < 30)
        #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == line)
        label.numberOfLines = 0
        let wrapped = label.systemLayoutSizeFitting(CGSize(width: 150, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
        #expect(wrapped.width == 150 && wrapped.height >= 3 * line.height - 1)
        #expect(label.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude)).height == wrapped.height)
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func autoresizingMasksFollowTheSuperviewsSize() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let corner = UIView(frame: CGRect(x: 150, y: 60, width: 40, height: 30))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        parent.addSubview(fill)
        parent.addSubview(corner)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
        #expect(corner.frame == CGRect(x: 250, y: 160, width: 40, height: 30))
        // In a constraint layout, a view with an autoresizing mask keeps its frame to its parent.
        let placed = constrained()
        parent.addSubview(placed)
        NSLayoutConstraint.activate([
            placed.topAnchor.constraint(equalTo: corner.bottomAnchor, constant: 5),
            placed.leadingAnchor.constraint(equalTo: fill.leadingAnchor),
            placed.widthAnchor.constraint(equalTo: fill.widthAnchor, multiplier: 0.5),
            placed.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(placed.frame == CGRect(x: 10, y: 195, width: 140, height: 10))
        #expect(corner.frame == CGRect(x: 250, y: 160, width: 40, height: 30))
    }

    @Test func aViewControllersRootViewLaysOutWithItsControllerAndMargins() {
        let controller = LifecycleController()
        let root = controller.view!
        root.frame = CGRect(x: 0, y: 0, width: 393, height: 600)
        let header = constrained()
        root.addSubview(header)
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            header.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
            header.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        // A root view's margins are the system minimum: 16 points at the sides, none above.
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(header.frame == CGRect(x: 16, y: 0, width: 361, height: 30))
        #expect(controller.events == ["loadView", "viewDidLoad", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        // A custom margin below the minimum is raised to it.
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 4, bottom: 0, trailing: 30)
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 16, y: 12, width: 347, height: 30))
    }

    @Test func oneLayoutPassSolvesTheSubtreeOnce() {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let middle = CountingView()
        middle.translatesAutoresizingMaskIntoConstraints = false
        let leaf = constrained()
        root.addSubview(middle)
        middle.addSubview(leaf)
        NSLayoutConstraint.activate([
            middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            middle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            middle.widthAnchor.constraint(equalToConstant: 100),
            middle.heightAnchor.constraint(equalToConstant: 100),
            leaf.centerXAnchor.constraint(equalTo: middle.centerXAnchor),
            leaf.centerYAnchor.constraint(equalTo: middle.centerYAnchor),
            leaf.widthAnchor.constraint(equalTo: middle.widthAnchor, multiplier: 0.5),
            leaf.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(middle.frame == CGRect(x: 20, y: 20, width: 100, height: 100))
        #expect(leaf.frame == CGRect(x: 25, y: 45, width: 50, height: 10))
        #expect(root.passes == 1 && middle.passes == 1)
        // Nothing changed: no pass runs.
        root.layoutIfNeeded()
        #expect(root.passes == 1)
        // Removing a view removes the constraints its ancestors held for it.
        leaf.removeFromSuperview()
        #expect(middle.constraints.count == 2 && root.constraints.count == 2 && leaf.constraints.count == 1)
    }
}

/// Stack views laid out as UIKit documents them: a 320 × 50 row of views whose content is 40,
/// 60 and 100 points wide (20, 30 and 40 high), 10 points apart.
@Suite struct UIKitStackViewTests {
    private func row(_ distribution: UIStackView.Distribution, alignment: UIStackView.Alignment = .fill) -> (UIStackView, [UIView]) {
        let views = [ContentView(40, 20), ContentView(60, 30), ContentView(100, 40)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 50)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        stack.layoutIfNeeded()
        return (stack, views)
    }

    private func minXs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minX) }
    private func widths(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.width) }

    @Test func fillStretchesTheLastViewOfEqualHugging() {
        let (stack, views) = row(.fill)
        #expect(stack.arrangedSubviews.count == 3 && stack.subviews.count == 3)
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(minXs(views) == [0, 50, 120] && widths(views) == [40, 60, 200])
        #expect(views.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 50 })
        // The view with the lowest hugging priority stretches instead.
        views[0].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        stack.setNeedsLayout()
        stack.layoutIfNeeded()
        #expect(widths(views) == [140, 60, 100])
        // A hidden view takes no space.
        views[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(views[0].frame.minX == 0 && views[2].frame.maxX == 320 && views[2].frame.minX == views[0].frame.maxX + 10)
    }

    @Test func fillEquallyAndProportionally() {
        let (_, equal) = row(.fillEqually)
        #expect(minXs(equal) == [0, 110, 220] && widths(equal) == [100, 100, 100])
        let (_, proportional) = row(.fillProportionally)
        // 300 points shared 40 : 60 : 100.
        #expect(minXs(proportional) == [0, 70, 170] && widths(proportional) == [60, 90, 150])
    }

    @Test func equalSpacingAndEqualCentering() {
        let (_, spaced) = row(.equalSpacing)
        // 120 points of space left, in two equal gaps.
        #expect(minXs(spaced) == [0, 100, 220] && widths(spaced) == [40, 60, 100])
        let (_, centred) = row(.equalCentering)
        // Centres at 20, 145 and 270.
        #expect(centred.map(\.center.x) == [20, 145, 270] && widths(centred) == [40, 60, 100])
    }

    @Test func alignmentAcrossTheRow() {
        let (_, centred) = row(.fill, alignment: .center)
        #expect(centred.map(\.frame.minY) == [15, 10, 5] && centred.map(\.frame.height) == [20, 30, 40])
        let (_, top) = row(.fill, alignment: .top)
        #expect(top.map(\.frame.minY) == [0, 0, 0])
        let (_, bottom) = row(.fill, alignment: .bottom)
        #expect(bottom.map(\.frame.maxY) == [50, 50, 50])
    }

    @Test func aColumnInsideItsMarginsSizedByItsContent() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 8
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let title = ContentView(100, 24), button = constrained()
        stack.addArrangedSubview(title)
        stack.insertArrangedSubview(button, at: 1)
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            button.heightAnchor.constraint(equalToConstant: 50),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            stack.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        container.layoutIfNeeded()
        // 10 + 24 + 8 + 50 + 10 high, centred: (400 − 102) / 2 = 149.
        #expect(stack.frame == CGRect(x: 16, y: 149, width: 268, height: 102))
        #expect(title.frame == CGRect(x: 20, y: 10, width: 228, height: 24))
        #expect(button.frame == CGRect(x: 20, y: 42, width: 228, height: 50))
        // Taken out of the arrangement, a view stays a subview; removed, it leaves both.
        stack.removeArrangedSubview(button)
        #expect(stack.arrangedSubviews.count == 1 && button.superview === stack)
        stack.addArrangedSubview(button)
        button.removeFromSuperview()
        #expect(stack.arrangedSubviews.map { $0 === title } == [true])
    }
}

/// View animations: the model takes the new values at once; completions come on the main queue
/// after the duration, in the order the animations end.
@Suite struct UIKitAnimationTests {
    @MainActor @Test func theModelChangesAtOnceAndTheCompletionComesAfterTheDuration() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let events = Events()
        var inherited: TimeInterval = -1
        UIView.animate(withDuration: 0.05, animations: {
            view.alpha = 0.25
            view.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
            inherited = UIView.inheritedAnimationDuration
        }, completion: { finished in
            MainActor.assumeIsolated { events.list.append("first \(finished)") }
            UIView.animate(withDuration: 0.02, delay: 0, options: [.curveEaseOut], animations: { view.alpha = 1 }) { finished in
                MainActor.assumeIsolated { events.list.append("second \(finished)") }
            }
        })
        #expect(view.alpha == 0.25 && view.frame.minX == 50 && inherited == 0.05 && UIView.inheritedAnimationDuration == 0)
        #expect(Set(view.layer.animationKeys() ?? []) == ["opacity", "position"])
        let opacity = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(opacity.fromValue as? Float == 1 && opacity.toValue as? Float == 0.25 && opacity.duration == 0.05)
        #expect(events.list.isEmpty)
        for _ in 0..<200 where events.list.count < 2 { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(events.list == ["first true", "second true"])
        #expect(view.alpha == 1)
    }

    @MainActor @Test func removedAnimationsFinishFalseAndRepeatingOnesNeverEnd() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let events = Events()
        UIView.animate(withDuration: 10, delay: 0, options: [], animations: { view.alpha = 0 }) { finished in
            MainActor.assumeIsolated { events.list.append("removed \(finished)") }
        }
        UIView.animate(withDuration: 0.01, delay: 0, options: [.repeat, .autoreverse], animations: {
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        }) { _ in
            MainActor.assumeIsolated { events.list.append("repeat ended") }
        }
        view.layer.removeAnimation(forKey: "opacity")
        for _ in 0..<200 where events.list.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
        try await Task.sleep(nanoseconds: 60_000_000)
        #expect(events.list == ["removed false"])
        #expect(view.layer.animation(forKey: "transform")?.repeatCount == .infinity)
        view.layer.removeAllAnimations()
    }

    @MainActor @Test func withoutAnimationKeyframesSpringsAndTransitions() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let events = Events()
        UIView.animate(withDuration: 0.02) {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
        }
        #expect(view.alpha == 0.5 && view.layer.animationKeys() == nil)
        var order: [Int] = []
        UIView.animateKeyframes(withDuration: 0.04, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { order.append(1); view.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { order.append(2); view.center.x = 200 }
        }) { finished in
            MainActor.assumeIsolated { events.list.append("keyframes \(finished)") }
        }
        #expect(order == [1, 2] && view.center.x == 200)
        let keys = Set(view.layer.animationKeys() ?? [])
        #expect(keys == ["position", "position-2"])
        UIView.animate(withDuration: 0.02, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [], animations: {
            view.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        }) { finished in
            MainActor.assumeIsolated { events.list.append("spring \(finished)") }
        }
        #expect(view.layer.animation(forKey: "bounds") is CASpringAnimation && view.bounds.width == 40)
        let label = UILabel()
        UIView.transition(with: label, duration: 0.02, options: .transitionCrossDissolve, animations: { label.text = "Done" }) { finished in
            MainActor.assumeIsolated { events.list.append("transition \(finished)") }
        }
        #expect(label.text == "Done" && (label.layer.animation(forKey: "transition") as? CATransition)?.type == .fade)
        for _ in 0..<200 where events.list.count < 3 { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(Set(events.list) == ["keyframes true", "spring true", "transition true"])
        // Turned off, animations set values at once and still complete.
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 0.01, animations: { view.alpha = 0.1 }) { finished in
            MainActor.assumeIsolated { events.list.append("disabled \(finished)") }
        }
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animation(forKey: "opacity") == nil)
        for _ in 0..<200 where events.list.count < 4 { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(events.list.last == "disabled true")
    }

    @MainActor @Test func aPropertyAnimatorRunsPausesAndFinishes() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let events = Events()
        let animator = UIViewPropertyAnimator(duration: 0.04, curve: .easeIn) { view.alpha = 0.25 }
        animator.addCompletion { position in MainActor.assumeIsolated { events.list.append("end \(position.rawValue)") } }
        #expect(animator.state == .inactive && !animator.isRunning && view.alpha == 1)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && view.alpha == 0.25)
        for _ in 0..<200 where events.list.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(events.list == ["end 0"] && animator.state == .inactive && !animator.isRunning)

        // Scrubbed while paused, then stopped and finished at its start: the values go back.
        let scrubbed = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.center = CGPoint(x: 300, y: 300) }
        scrubbed.addCompletion { position in MainActor.assumeIsolated { events.list.append("scrubbed \(position.rawValue)") } }
        scrubbed.pauseAnimation()
        #expect(scrubbed.state == .active && !scrubbed.isRunning && view.center == CGPoint(x: 300, y: 300))
        scrubbed.fractionComplete = 0.5
        #expect(scrubbed.fractionComplete == 0.5)
        scrubbed.stopAnimation(false)
        #expect(scrubbed.state == .stopped)
        scrubbed.finishAnimation(at: .start)
        #expect(view.center == CGPoint(x: 5, y: 5) && scrubbed.state == .inactive && events.list.last == "scrubbed 1")

        // Stopped without finishing: no completion.
        let dropped = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 5, delay: 0, options: [], animations: {
            view.alpha = 0.75
        }) { _ in MainActor.assumeIsolated { events.list.append("dropped") } }
        #expect(dropped.isRunning && dropped.fractionComplete < 0.5)
        dropped.stopAnimation(true)
        #expect(dropped.state == .inactive && view.alpha == 0.75)
        try await Task.sleep(nanoseconds: 20_000_000)
        #expect(!events.list.contains("dropped"))
    }
}

/// Navigation controllers tell their delegates, and presenting loads and shows a controller.
@Suite struct UIKitNavigationTests {
    private func controller(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    @MainActor @Test func theDelegateHearsWillShowThenDidShow() async throws {
        let recorder = NavigationRecorder()
        let root = controller("Inbox")
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = recorder
        #expect(navigation.delegate === recorder)
        let detail = controller("Message")
        navigation.pushViewController(detail, animated: false)
        #expect(recorder.events == ["will Message false", "did Message false"] && detail.navigationController === navigation)
        navigation.popViewController(animated: false)
        #expect(recorder.events.suffix(2) == ["will Inbox false", "did Inbox false"] && detail.navigationController == nil)
        // The root is never popped.
        #expect(navigation.popViewController(animated: false) == nil && recorder.events.count == 4)
        // Animated: didShow comes on the main queue, after the call.
        navigation.pushViewController(detail, animated: true)
        #expect(recorder.events.last == "will Message true")
        try await Task.sleep(nanoseconds: 30_000_000)
        #expect(recorder.events.last == "did Message true")
        let third = controller("Reply")
        navigation.setViewControllers([root, detail, third], animated: false)
        #expect(recorder.events.suffix(2) == ["will Reply false", "did Reply false"])
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped?.map(\.title) == ["Message", "Reply"] && navigation.viewControllers.count == 1)
        // Setting the stack to the same top tells nothing.
        let count = recorder.events.count
        navigation.viewControllers = [root]
        #expect(recorder.events.count == count)
    }

    @Test func presentingLoadsTheViewAndDismissingCallsTheCompletion() {
        let presenter = UIViewController()
        let presented = LifecycleController()
        var completions = 0
        presenter.present(presented, animated: true) { completions += 1 }
        #expect(presented.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(presenter.presentedViewController === presented && presented.presentingViewController === presenter)
        #expect(presented.view.frame == UIScreen.main.bounds && completions == 1)
        // A second presentation while one is shown presents nothing.
        presenter.present(UIViewController(), animated: false) { completions += 10 }
        #expect(completions == 1 && presenter.presentedViewController === presented)
        // The presented controller asks its presenter to dismiss it.
        presented.dismiss(animated: true) { completions += 1 }
        #expect(completions == 2 && presenter.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(presented.events.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])

        // A presented navigation controller tells its delegate it shows its top controller.
        let recorder = NavigationRecorder()
        let navigation = UINavigationController(rootViewController: controller("Compose"))
        navigation.delegate = recorder
        presenter.present(navigation, animated: false)
        #expect(recorder.events == ["will Compose false", "did Compose false"])
        #expect(navigation.topViewController?.isViewLoaded == true)
    }
}

/// Buttons and labels keep what UIKit code gives them.
@Suite struct UIKitControlsTests {
    @Test func buttonsKeepTitlesPerStateAndConfigurations() {
        let button = UIButton(type: .system)
        button.setTitle("Select a custom image", for: .normal)
        button.setTitleColor(.systemBlue, for: .normal)
        button.setTitleColor(.gray, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Select a custom image" && button.currentTitle == "Select a custom image")
        #expect(button.titleColor(for: .highlighted) == .gray && button.titleColor(for: .disabled) == .systemBlue)
        #expect(button.titleLabel?.text == "Select a custom image")
        #expect(button.intrinsicContentSize.width > 100)

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Scan"
        configuration.image = UIImage(systemName: "camera")
        configuration.imagePadding = 8
        let configured = UIButton(configuration: configuration)
        #expect(configured.configuration?.title == "Scan" && configured.currentTitle == "Scan")
        configured.configuration?.image = UIImage(systemName: "photo")
        #expect(configured.configuration?.image != nil && configured.currentImage === configured.configuration?.image)
        // Its size is its title's plus the insets.
        let title = UILabel()
        title.font = .systemFont(ofSize: 17)
        title.text = "Scan"
        #expect(configured.intrinsicContentSize.height == title.intrinsicContentSize.height + 14)

        // An action runs when the control sends its events.
        var taps = 0
        let tappable = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        #expect(tappable.currentTitle == "Go")
        tappable.sendActions(for: .primaryActionTriggered)
        tappable.sendActions(for: .valueChanged)
        #expect(taps == 1)
    }

    @Test func touchesLocateThemselvesInAnyView() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 100))
        parent.addSubview(child)
        let touch = UITouch(at: CGPoint(x: 10, y: 10), in: child)
        #expect(touch.location(in: parent) == CGPoint(x: 60, y: 30) && touch.location(in: child) == CGPoint(x: 10, y: 10))
        let event = UIEvent(touches: [touch])
        #expect(event.allTouches?.count == 1 && event.touches(for: child)?.count == 1 && event.touches(for: parent)?.isEmpty == true)
    }
}

/// The visual format language, read into constraints that solve as the anchors' do.
@Suite struct UIKitVisualFormatTests {
    @Test func aFormatOfEdgesSpacesAndSizes() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = constrained(), field = constrained()
        container.addSubview(label)
        container.addSubview(field)
        let views = ["label": label, "field": field]
        let horizontal = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[label(80)]-gap-[field(>=100)]-|",
                                                        options: [.alignAllTop], metrics: ["gap": 12], views: views)
        let vertical = NSLayoutConstraint.constraints(withVisualFormat: "V:|-(30@1000)-[label(==44)]", metrics: nil, views: views)
        // Sizes, the four connections, and the alignment.
        #expect(horizontal.count == 6 && vertical.count == 2)
        NSLayoutConstraint.activate(horizontal + vertical + [field.heightAnchor.constraint(equalTo: label.heightAnchor)])
        container.layoutIfNeeded()
        // 20 to the superview's edges, 12 between: the field takes 320 − 20 − 80 − 12 − 20.
        #expect(label.frame == CGRect(x: 20, y: 30, width: 80, height: 44))
        #expect(field.frame == CGRect(x: 112, y: 30, width: 188, height: 44))
        // A format that does not parse gives nothing (UIKit raises).
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]-|", metrics: nil, views: views).isEmpty)
        #expect(AutoLayoutLog.messages.contains { $0.contains("missing is not a key in the views dictionary") })
    }
}


/// The solver on random constraint sets: it always returns, and the required constraints it keeps
/// hold; conflicting ones are reported broken.
@Suite struct UIKitLayoutSolverTests {
    @Test func randomConstraintSetsAlwaysSolveAndKeepTheirRequiredConstraints() {
        var rng = SeededGenerator(seed: 7)
        var broken = 0
        for _ in 0..<1000 {
            let n = Int.random(in: 1...8, using: &rng)
            var constraints: [LinearConstraint] = []
            for _ in 0..<Int.random(in: 1...14, using: &rng) {
                var terms: [Int: Double] = [:]
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    terms[Int.random(in: 0..<n, using: &rng), default: 0] += [1, -1, 0.5, 2].randomElement(using: &rng)!
                }
                let relation: LinearConstraint.Relation = [.equal, .greaterThanOrEqual, .lessThanOrEqual].randomElement(using: &rng)!
                constraints.append(LinearConstraint(terms: terms, constant: Double(Int.random(in: -100...100, using: &rng)), relation: relation,
                                                    priority: [1000, 1000, 750, 250, 1].randomElement(using: &rng)!))
            }
            let stays = (0..<n).map { _ in Double(Int.random(in: -10...10, using: &rng)) }
            let solution = LinearConstraintSolver.solve(constraints, stays: stays)
            #expect(!solution.gaveUp)
            broken += solution.broken.count
            for (i, c) in constraints.enumerated() where c.isRequired && !solution.broken.contains(i) {
                let value = c.terms.reduce(c.constant) { $0 + $1.value * solution.values[$1.key] }
                switch c.relation {
                case .equal: #expect(abs(value) < 1e-6)
                case .greaterThanOrEqual: #expect(value > -1e-6)
                case .lessThanOrEqual: #expect(value < 1e-6)
                }
            }
        }
        #expect(broken > 0)
    }

    @Test func levelsAreMetInOrderAndFreeVariablesStay() {
        // x + y = 10 required; x = 8 at 750; x = 2 and y = 2 at 250 (two against one): x = 8.
        let solution = LinearConstraintSolver.solve([
            LinearConstraint(terms: [0: 1, 1: 1], constant: -10, relation: .equal, priority: 1000),
            LinearConstraint(terms: [0: 1], constant: -8, relation: .equal, priority: 750),
            LinearConstraint(terms: [0: 1], constant: -2, relation: .equal, priority: 250),
            LinearConstraint(terms: [1: 1], constant: -8, relation: .equal, priority: 250),
        ], stays: [0, 0, 42])
        #expect(solution.values == [8, 2, 42] && solution.broken.isEmpty && !solution.gaveUp)
    }
}
