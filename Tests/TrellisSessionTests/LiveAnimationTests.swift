import Foundation
import Testing
import Trellis
@testable import TrellisSession

// Animated changes in a live preview: what the code asks for (`withAnimation`,
// `.animation(_:value:)`) reaches the update, and a moment of it is drawn between the two lists.

private struct Grow: View {
    @State private var wide = false
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Button("Grow") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
            Button("Snap") { wide.toggle() }
            Rectangle().fill(wide ? Color.red : Color.blue)
                .frame(width: wide ? 300 : 100, height: 40)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Implicit: View {
    @State private var on = false
    @State private var other = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Button("Switch") { on.toggle() }
            Button("Other") { other += 1 }
            Circle().fill(.green)
                .frame(width: 40, height: 40)
                .offset(x: on ? 200 : 0)
                .animation(.easeInOut(duration: 2), value: on)
            Capsule().fill(.orange)
                .frame(width: on || other > 0 ? 200 : 60, height: 20)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Transitions: View {
    @State private var show = false
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Button("Toggle") { withAnimation(.linear(duration: 1)) { show.toggle() } }
            if show {
                Color.red.frame(width: 100, height: 40).transition(.move(edge: .trailing))
                Color.green.frame(width: 100, height: 40).transition(.scale)
                Color.blue.frame(width: 100, height: 40)
                Color.orange.frame(width: 100, height: 40).transition(.asymmetric(insertion: .identity, removal: .offset(x: 0, y: 80)))
            }
        }
        .padding(50)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A pulse that starts when the view appears and repeats forever, back and forth.
private struct Pulse: View {
    @State private var pulse = false
    var body: some View {
        Circle().fill(.red)
            .frame(width: 100, height: 100)
            .scaleEffect(pulse ? 2 : 1)
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) { pulse = true }
            }
    }
}

private struct Browse: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                NavigationLink("Open") { Color.orange.frame(width: 100, height: 100).navigationTitle("Detail") }
                Color.purple.frame(width: 60, height: 60)
            }
            .navigationTitle("Browse")
        }
    }
}

@MainActor @Suite struct LiveAnimationTests {
    static let session = PreviewSession(size: CGSize(width: 390, height: 600))

    private func live<V: View>(_ view: V) throws -> LivePreview {
        let live = try LivePreview(session: Self.session) { AnyView(view) }
        live.keepsListBeforeUpdate = true
        return live
    }

    /// The frame of the first shape item filled with a colour whose red and blue are as given.
    private func shapes(_ list: DisplayList) -> [(frame: CGRect, fill: Color.Resolved?)] {
        list.allItems.compactMap { item in
            guard case let .shape(shape) = item.content else { return nil }
            if case let .color(c)? = shape.fill { return (item.frame, c) }
            return (item.frame, nil)
        }
    }

    @Test func withAnimationCarriesItsTimingAndAMomentIsDrawnBetweenTheLists() throws {
        let live = try live(Grow())
        try live.run(InteractionScript(parsing: "tap 'Grow'"))
        let timing = try #require(live.lastAnimation.timing)
        #expect(timing == Animation.linear(duration: 1).timing)
        #expect(live.lastAnimation.regions.isEmpty)
        let before = try #require(live.listBeforeUpdate)
        let animation = LayoutAnimation(from: before, to: live.tree.displayList(), start: 0, animation: live.lastAnimation)
        // A quarter of the way along a linear second: 100 + 200/4 wide, the colour a quarter red.
        let bar = try #require(shapes(animation.list(at: 0.25)).first { $0.frame.height == 40 })
        #expect(abs(bar.frame.width - 150) < 0.01)
        let fill = try #require(bar.fill)
        let blue = Color.blue.resolve(in: EnvironmentValues()), red = Color.red.resolve(in: EnvironmentValues())
        #expect(abs(fill.red - (blue.red + (red.red - blue.red) * 0.25)) < 1e-4)
        #expect(abs(fill.blue - (blue.blue + (red.blue - blue.blue) * 0.25)) < 1e-4)
        #expect(!animation.isFinished(at: 0.99) && animation.isFinished(at: 1.0))
        let end = try #require(shapes(animation.list(at: 1)).first { $0.frame.height == 40 })
        #expect(abs(end.frame.width - 300) < 0.01)
    }

    @Test func aChangeWithoutAnAnimationDoesNotAnimate() throws {
        let live = try live(Grow())
        try live.run(InteractionScript(parsing: "tap 'Snap'"))
        #expect(live.lastAnimation.isEmpty)
        #expect(live.takeAnimation() == nil)
    }

    /// Tests run side by side: an animation another thread's preview recorded and has not taken
    /// yet is not this preview's (it once made a new preview start animated).
    @Test func anAnimationRecordedOnAnotherThreadIsNotTaken() throws {
        let done = DispatchSemaphore(value: 0)
        Thread {
            withAnimation(.linear(duration: 3)) {}
            done.signal()
        }.start()
        done.wait()
        #expect(!Transaction.hasRecordedAnimation)
        let live = try live(Implicit())
        #expect(live.lastAnimation.isEmpty)
        try live.run(InteractionScript(parsing: "tap 'Other'"))
        #expect(live.lastAnimation.timing == nil)
    }

    @Test func anImplicitAnimationMovesOnlyItsContentAndOnlyWhenItsValueChanges() throws {
        let live = try live(Implicit())
        // The first value is where the view starts: nothing animates.
        #expect(live.lastAnimation.isEmpty)
        try live.run(InteractionScript(parsing: "tap 'Switch'"))
        let region = try #require(live.lastAnimation.regions.first)
        #expect(live.lastAnimation.regions.count == 1 && live.lastAnimation.timing == nil)
        #expect(region.timing == Animation.easeInOut(duration: 2).timing)
        let before = try #require(live.listBeforeUpdate)
        let moment = LayoutAnimation(from: before, to: live.tree.displayList(), start: 0, animation: live.lastAnimation).list(at: 1)
        // Halfway through easeInOut: the circle has moved 100 of its 200 points; the capsule,
        // outside the modifier, is already at its new width.
        let circle = try #require(moment.allItems.first { item in
            if case .shape = item.content { return item.frame.width == 40 && item.frame.height == 40 } else { return false }
        })
        #expect(abs(circle.frame.minX - 100) < 0.01)
        #expect(shapes(moment).contains { abs($0.frame.width - 200) < 0.01 && $0.frame.height == 20 })
        // The regions are taken once; another change that leaves the value alone does not animate.
        #expect(live.takeAnimation() != nil && live.takeAnimation() == nil)
        try live.run(InteractionScript(parsing: "tap 'Other'"))
        #expect(live.lastAnimation.isEmpty)
    }
}

extension LiveAnimationTests {
    @Test func anAnimationStartedOnAppearPlaysFromTheViewAsItAppearedAndRepeats() throws {
        let live = try LivePreview(session: Self.session) { AnyView(Pulse()) }
        let change = live.lastAnimation
        #expect(change.timing?.repeatCount == nil && change.totalDuration == nil)
        let animation = LayoutAnimation(from: try #require(live.listBeforeUpdate), to: live.tree.displayList(), start: 0, animation: change)
        func scale(at time: Double) -> CGFloat? {
            for item in animation.list(at: time).allItems {
                if case let .group(group) = item.content, case let .transform(_, sx, _, _)? = group.effects.first { return sx }
            }
            return nil
        }
        // Linear, one second each way: 1.5 at a half, 2 at one, 1.5 again on the way back, 1.25 after.
        #expect(abs((scale(at: 0.5) ?? 0) - 1.5) < 1e-6 && abs((scale(at: 1) ?? 0) - 2) < 1e-6)
        #expect(abs((scale(at: 1.5) ?? 0) - 1.5) < 1e-6 && abs((scale(at: 2.25) ?? 0) - 1.25) < 1e-6)
        #expect(!animation.isFinished(at: 1000))
    }

    /// The item drawing `colour` (a shape filled with it, at any opacity) in `list`, with the
    /// groups around it and how faded it is: the groups' opacities times its fill's (a default
    /// fade of a one-colour shape fades its colour rather than a group around it).
    private func drawn(_ colour: Color, in list: DisplayList) -> (frame: CGRect, groups: [DisplayGroup], fade: Double)? {
        let wanted = colour.resolve(in: EnvironmentValues())
        func find(_ items: [DisplayItem], _ groups: [DisplayGroup]) -> (CGRect, [DisplayGroup], Double)? {
            for item in items {
                switch item.content {
                case let .shape(shape):
                    if case let .color(c)? = shape.fill, c.red == wanted.red, c.green == wanted.green, c.blue == wanted.blue {
                        return (item.frame, groups, groups.reduce(Double(c.opacity / wanted.opacity)) { $0 * $1.opacity })
                    }
                case let .group(group): if let found = find(group.children, groups + [group]) { return found }
                default: break
                }
            }
            return nil
        }
        return find(list.items, [])
    }

    @Test func aPushSlidesTheNewScreenInOverTheOldAndAPopPlaysItBackwards() throws {
        let live = try live(Browse())
        let rootList = live.tree.displayList()
        let purpleAtRest = try #require(drawn(.purple, in: rootList)).frame
        try live.run(InteractionScript(parsing: "tap 'Open'"))
        // No withAnimation: the push animates as iOS's does.
        #expect(live.lastAnimation.replaced.count == 1 && live.lastAnimation.timing == nil)
        let orangeAtRest = try #require(drawn(.orange, in: live.tree.displayList())).frame
        var animation = LayoutAnimation(from: try #require(live.listBeforeUpdate), to: live.tree.displayList(), start: 0,
                                        animation: live.lastAnimation)
        // Halfway (0.175 s of an ease-in-out 0.35 s): the detail is half a width (390 / 2) to the
        // right of its place, the root a sixth of the width (390 / 6) to the left of its own.
        var moment = animation.list(at: 0.175)
        let orange = try #require(drawn(.orange, in: moment)).frame
        #expect(abs(orange.minX - (orangeAtRest.minX + 195)) < 0.01, "\(orange) \(orangeAtRest)")
        let purple = try #require(drawn(.purple, in: moment)).frame
        #expect(abs(purple.minX - (purpleAtRest.minX - 65)) < 0.01, "\(purple) \(purpleAtRest)")
        #expect(drawn(.purple, in: animation.list(at: 0.35)) == nil)

        try live.run(InteractionScript(parsing: "tap 'Browse'"))
        animation = LayoutAnimation(from: try #require(live.listBeforeUpdate), to: live.tree.displayList(), start: 0,
                                    animation: live.lastAnimation)
        moment = animation.list(at: 0.175)
        // The pop: the detail leaves to the right, the root comes back from the left.
        #expect(abs(try #require(drawn(.orange, in: moment)).frame.minX - (orangeAtRest.minX + 195)) < 0.01)
        #expect(abs(try #require(drawn(.purple, in: moment)).frame.minX - (purpleAtRest.minX - 65)) < 0.01)
    }

    @Test func insertedAndRemovedViewsComeAndGoByTheirTransitions() throws {
        let live = try live(Transitions())
        try live.run(InteractionScript(parsing: "tap 'Toggle'"))
        var animation = LayoutAnimation(from: try #require(live.listBeforeUpdate), to: live.tree.displayList(), start: 0,
                                        animation: live.lastAnimation)
        var moment = animation.list(at: 0.5)
        // move(edge: .trailing): half its width to the right of its place (x 50, y 91).
        let red = try #require(drawn(.red, in: moment))
        #expect(abs(red.frame.minX - 100) < 0.01 && abs(red.frame.minY - 91) < 0.01, "\(red.frame)")
        #expect(red.fade == 1)
        // scale: half size about its centre (x 50…150, y 151…191).
        let green = try #require(drawn(.green, in: moment))
        guard case let .transform(_, sx, sy, anchor)? = green.groups.last?.effects.first else { Issue.record("no scale"); return }
        #expect(abs(sx - 0.5) < 1e-9 && abs(sy - 0.5) < 1e-9 && abs(anchor.x - 100) < 0.01 && abs(anchor.y - 171) < 0.01)
        // No transition: half faded in, in place.
        let blue = try #require(drawn(.blue, in: moment))
        #expect(abs(blue.fade - 0.5) < 1e-6 && abs(blue.frame.minX - 50) < 0.01)
        // identity: there at once.
        let orange = try #require(drawn(.orange, in: moment))
        #expect(orange.fade == 1 && abs(orange.frame.minY - 271) < 0.01)

        try live.run(InteractionScript(parsing: "tap 'Toggle'"))
        animation = LayoutAnimation(from: try #require(live.listBeforeUpdate), to: live.tree.displayList(), start: 0,
                                    animation: live.lastAnimation)
        moment = animation.list(at: 0.25)
        // Leaving: a quarter of the way out to the trailing edge; the orange one's removal
        // offsets it a quarter of 80 down.
        let leavingRed = try #require(drawn(.red, in: moment))
        #expect(abs(leavingRed.frame.minX - 75) < 0.01, "\(leavingRed.frame)")
        let leavingOrange = try #require(drawn(.orange, in: moment))
        #expect(abs(leavingOrange.frame.minY - 291) < 0.01, "\(leavingOrange.frame)")
        #expect(drawn(.red, in: animation.list(at: 1)) == nil)
    }
}

/// The timing of animations: SwiftUI's curves, springs, delays, speeds and repeats.
struct AnimationTimingTests {
    @Test("easeInOut follows the cubic Bézier (0.42, 0, 0.58, 1)", arguments: [
        (0.0, 0.0), (0.1, 0.019722), (0.25, 0.129162), (0.5, 0.5), (0.75, 0.870838), (0.9, 0.980278), (1.0, 1.0),
    ])
    func easeInOut(x: Double, y: Double) {
        #expect(abs(Animation.easeInOut(duration: 1).timing.progress(at: x) - y) < 1e-5)
    }

    @Test func namedCurvesLastSwiftUIsDefaultDurationAndSpringsSettle() throws {
        #expect(Animation.easeIn.timing.totalDuration == 0.35)
        #expect(abs(Animation.linear.timing.progress(at: 0.175) - 0.5) < 1e-9)
        // A bouncy spring passes its target before it settles; a smooth one does not.
        let bouncy = Animation.bouncy.timing
        let peak = stride(from: 0.0, through: 1.0, by: 0.01).map { bouncy.progress(at: $0) }.max() ?? 0
        #expect(peak > 1.01)
        let smooth = Animation.smooth.timing
        #expect(stride(from: 0.0, through: 2.0, by: 0.01).allSatisfy { smooth.progress(at: $0) <= 1 + 1e-9 })
        let settled = try #require(smooth.totalDuration)
        #expect(settled > 0.5 && settled < 2 && abs(smooth.progress(at: settled) - 1) < 0.002)
    }

    @Test func delaySpeedAndRepeats() {
        let delayed = Animation.linear(duration: 1).delay(0.5).timing
        #expect(delayed.progress(at: 0.5) == 0 && abs(delayed.progress(at: 1) - 0.5) < 1e-9 && delayed.totalDuration == 1.5)
        let fast = Animation.linear(duration: 1).speed(2).timing
        #expect(abs(fast.progress(at: 0.25) - 0.5) < 1e-9 && fast.totalDuration == 0.5)
        let twice = Animation.linear(duration: 1).repeatCount(2, autoreverses: true).timing
        // The second play runs backwards; at the end the change has arrived.
        #expect(abs(twice.progress(at: 1.25) - 0.75) < 1e-9 && twice.totalDuration == 2 && twice.progress(at: 2) == 1)
        let forever = Animation.linear(duration: 1).repeatForever(autoreverses: false).timing
        #expect(forever.totalDuration == nil && abs(forever.progress(at: 7.5) - 0.5) < 1e-9)
    }

    @Test func anItemAnimatesWithTheInnermostPartThatHoldsIt() {
        let slow = Animation.linear(duration: 2).timing, fast = Animation.linear(duration: 0.5).timing
        let change = UpdateAnimation(timing: slow, regions: [.init(identity: "0/1", timing: fast)])
        #expect(change.timing(forItem: "0/1") == fast)
        #expect(change.timing(forItem: "0/1/0#x") == fast)
        #expect(change.timing(forItem: "0/1@group") == fast)
        #expect(change.timing(forItem: "0/10") == slow)
        #expect(change.timing(forItem: "0/0") == slow)
        #expect(UpdateAnimation(timing: nil, regions: [.init(identity: "0/1", timing: fast)]).timing(forItem: "0/2") == nil)
        #expect(change.totalDuration == 2)
    }

    @Test("a default fade fades a one-colour leaf's colour and a group's opacity, and a second change fades on without nesting")
    func fadesDoNotNest() throws {
        let white = Color.Resolved(red: 1, green: 1, blue: 1), red = Color.Resolved(red: 1, green: 0, blue: 0)
        let square = CGRect(x: 0, y: 0, width: 10, height: 10)
        let leaf = DisplayItem(identity: "0/0", frame: square, content: .shape(DisplayShapeDrawing(outline: .rectangle(square), fill: .color(red))))
        let clipped = DisplayItem(identity: "0/1@group", frame: square,
                                  content: .group(DisplayGroup(effects: [.clip(.rectangle(square), eoFill: false)], children: [leaf])))
        func list(_ items: [DisplayItem]) -> DisplayList {
            DisplayList(size: CGSize(width: 100, height: 100), colorScheme: .light, backgroundColor: white, items: items)
        }
        let mid = LayoutAnimation.interpolate(from: list([leaf, clipped]), to: list([]), fraction: 0.5)
        // The leaf: its own identity, its red at half opacity, no group around it.
        guard case let .shape(shape) = mid.items[0].content, case let .color(c)? = shape.fill else { Issue.record("not a shape"); return }
        #expect(mid.items[0].identity == "0/0" && c.opacity == 0.5 && c.red == 1)
        // The clipped group: itself, at half opacity, its clip kept.
        guard case let .group(group) = mid.items[1].content else { Issue.record("not a group"); return }
        #expect(mid.items[1].identity == "0/1@group" && group.opacity == 0.5 && group.effects.count == 1)
        // A breakpoint crossed again half-way: what is leaving leaves from where it is, one group deep.
        let again = LayoutAnimation.interpolate(from: mid, to: list([]), fraction: 0.5)
        guard case let .group(twice) = again.items[1].content else { Issue.record("not a group"); return }
        #expect(again.items[1].identity == "0/1@group" && twice.opacity == 0.25 && twice.children.map(\.identity) == ["0/0"])
    }

    @Test("an animation moves shared items, fades out the old and fades in the new")
    func interpolation() throws {
        func square(_ identity: String, _ frame: CGRect) -> DisplayItem {
            DisplayItem(identity: identity, frame: frame,
                        content: .shape(DisplayShapeDrawing(outline: .rectangle(frame), fill: nil)))
        }
        let white = Color.Resolved(red: 1, green: 1, blue: 1)
        let old = DisplayList(size: CGSize(width: 300, height: 300), colorScheme: .light, backgroundColor: white, items: [
            square("0/0", CGRect(x: 0, y: 0, width: 100, height: 50)),
            square("0/1", CGRect(x: 0, y: 60, width: 10, height: 10)),
        ])
        let new = DisplayList(size: CGSize(width: 300, height: 300), colorScheme: .light, backgroundColor: white, items: [
            square("0/0", CGRect(x: 200, y: 100, width: 50, height: 150)),
            square("0/2", CGRect(x: 5, y: 5, width: 5, height: 5)),
        ])
        let mid = LayoutAnimation.interpolate(from: old, to: new, fraction: 0.5)
        #expect(mid.items.count == 3)
        // Leaving: faded to half, at its old frame, underneath.
        guard case let .group(leaving) = mid.items[0].content else { Issue.record("no leaving group"); return }
        #expect(leaving.opacity == 0.5 && leaving.children.map(\.identity) == ["0/1"])
        #expect(leaving.children[0].frame == CGRect(x: 0, y: 60, width: 10, height: 10))
        // Kept: halfway between its frames, its outline moved with it.
        #expect(mid.items[1].identity == "0/0")
        #expect(mid.items[1].frame == CGRect(x: 100, y: 50, width: 75, height: 100))
        guard case let .shape(shape) = mid.items[1].content else { Issue.record("not a shape"); return }
        #expect(shape.outline == .rectangle(CGRect(x: 100, y: 50, width: 75, height: 100)))
        // Arriving: at its new frame, half faded in.
        guard case let .group(arriving) = mid.items[2].content else { Issue.record("no arriving group"); return }
        #expect(arriving.opacity == 0.5 && arriving.children.map(\.identity) == ["0/2"])
        // At the end the list is the new one.
        let end = LayoutAnimation.interpolate(from: old, to: new, fraction: 1)
        #expect(end.items.map(\.identity) == ["0/0", "0/2"])
        #expect(end.items.map(\.frame) == new.items.map(\.frame))
        // The window's own changes take 0.3 s.
        let animation = LayoutAnimation(from: old, to: new, start: 10)
        #expect(!animation.isFinished(at: 10.29) && animation.isFinished(at: 10.31))
        let moment = animation.list(at: 10.15).items[1].frame
        #expect(abs(moment.minX - 100) < 0.01 && abs(moment.minY - 50) < 0.01 && abs(moment.width - 75) < 0.01 && abs(moment.height - 100) < 0.01)
    }
}
