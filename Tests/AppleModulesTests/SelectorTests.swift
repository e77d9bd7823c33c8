import Foundation
import Testing
import Trellis
import UIKit

/// UIKit's callers of selectors (target-action, timers, notification observers, `sendAction`)
/// reach the dispatchers a compiled preview registers (here, one registered by hand, as the
/// generated code registers its own: TrellisCompiler's SelectorTargets).
@MainActor @Suite(.serialized) struct SelectorTests {
    final class Target: NSObject {
        var calls: [(name: String, arguments: [Any])] = []
    }

    /// A dispatcher for `Target` that records what it is asked to call.
    static let registered: Void = _SelectorTargets.register { target, name, arguments in
        guard let target = target as? Target else { return false }
        target.calls.append((name, arguments))
        return true
    }

    init() { _ = Self.registered }

    @Test func aSelectorIsMatchedByTheMethodsOwnName() {
        for (written, name) in [("Coordinator.handleTap(_:)", "handleTap(_:)"), ("self.refresh", "refresh"),
                                ("UIResponder.resignFirstResponder", "resignFirstResponder"), ("tick", "tick"),
                                ("handle(tap: )", "handle(tap:)")] {
            #expect(Selector(written).methodName == name)
        }
        #expect(!Selector("tap").perform(on: NSObject()))
        #expect(!Selector("tap").perform(on: nil))
    }

    @Test func controlsCallTheirTargetsWithThemselvesAndAnEvent() {
        let target = Target(), other = Target()
        let control = UIControl(frame: .zero)
        control.addTarget(target, action: _sel("Target.changed(_:)"), for: .valueChanged)
        control.addTarget(other, action: _sel("tapped"), for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(target.calls.map(\.name) == ["changed(_:)"] && other.calls.isEmpty)
        #expect(target.calls.first?.arguments.first as? UIControl === control && target.calls.first?.arguments.last is UIEvent)
        control.removeTarget(target, action: nil, for: .valueChanged)
        control.sendActions(for: [.valueChanged, .touchUpInside])
        #expect(target.calls.count == 1 && other.calls.map(\.name) == ["tapped"])
    }

    @Test func sendActionCallsATargetAndANilTargetResignsTheKeyboard() {
        let target = Target()
        #expect(UIApplication.shared.sendAction(_sel("save(_:)"), to: target, from: "sender", for: nil))
        #expect(target.calls.map(\.name) == ["save(_:)"] && target.calls[0].arguments.count == 1)
        _ = KeyboardDismissal.take()
        #expect(UIApplication.shared.sendAction(_sel("UIResponder.resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(KeyboardDismissal.take() && !KeyboardDismissal.take())
        #expect(!UIApplication.shared.sendAction(_sel("copy(_:)"), to: nil, from: nil, for: nil))
        UIApplication.shared.windows.first?.endEditing(true)
        #expect(KeyboardDismissal.take())
    }

    @Test func barButtonItemsCallTheirTargetOrRunTheirAction() {
        let target = Target()
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: target, action: _sel("finish"))
        let navigation = UINavigationItem(title: "Settings")
        navigation.rightBarButtonItem = done
        #expect(navigation.rightBarButtonItems?.count == 1 && done.style == .done && done.systemItem == .done)
        #expect(navigation.rightBarButtonItem?._performAction() == true)
        #expect(target.calls.map(\.name) == ["finish"] && target.calls[0].arguments.first as? UIBarButtonItem === done)
        var ran = false
        let share = UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction(title: "Share") { _ in ran = true })
        #expect(share.title == "Share" && share._performAction() && ran)
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == UIColor.red)
        let menu = UIMenu(title: "Sort", options: .singleSelection, children: [UIAction(title: "Name") { _ in }])
        #expect(menu.children.count == 1 && menu.replacingChildren([]).children.isEmpty && menu.options == .singleSelection)
    }

    @Test func timersAndNotificationsCallTheirTargets() {
        let target = Target()
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: target, selector: _sel("tick(_:)"), userInfo: nil, repeats: true)
        // Scheduled on this thread's run loop, which fires it as it runs.
        for _ in 0..<200 where target.calls.count < 2 { RunLoop.current.run(until: Date().addingTimeInterval(0.005)) }
        timer.invalidate()
        #expect(target.calls.count >= 2 && target.calls.allSatisfy { $0.name == "tick(_:)" && $0.arguments.first as? Timer === timer })

        let observer = Target()
        let name = Notification.Name("TrellisSelectorTest")
        NotificationCenter.default.addObserver(observer, selector: _sel("changed(_:)"), name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil, userInfo: ["value": 3])
        #expect(observer.calls.map(\.name) == ["changed(_:)"])
        #expect((observer.calls.first?.arguments.first as? Notification)?.userInfo?["value"] as? Int == 3)
    }
}
