import Foundation
import SwiftUI
import Testing
@testable import TipKit

// Tips as apps write them.
private struct LoginTip: Tip {
    @Parameter static var isLoggedIn: Bool = false
    var title: Text { Text("Save as a Favorite") }
    var message: Text? { Text("Your favorites appear first.") }
    var image: Image? { Image(systemName: "star") }
    var rules: [Rule] {
        #Rule(Self.$isLoggedIn) { $0 == true }
    }
}

private struct OpenTip: Tip {
    static let didOpen = Tips.Event(id: "didOpen")
    var title: Text { Text("Open often") }
    var rules: [Rule] {
        [#Rule(Self.didOpen) { $0.donations.count >= 3 }]
    }
}

private struct ViewedLandmark: Codable, Sendable {
    let name: String
}

private struct LandmarkTip: Tip {
    static let didView = Event<ViewedLandmark>(id: "didView")
    var title: Text { Text("Landmarks") }
    var rules: [Rule] {
        #Rule(Self.didView) { $0.donations.donatedWithin(.week).filter { $0.name == "Tower" }.count >= 2 }
    }
}

private struct PlainTip: Tip {
    var title: Text { Text("Plain") }
}

private struct OtherTip: Tip {
    var id: String { "other-tip" }
    var title: Text { Text("Other") }
}

private struct EagerTip: Tip {
    var title: Text { Text("Eager") }
    var options: [Option] { IgnoresDisplayFrequency(true) }
}

private struct ActionTip: Tip {
    var title: Text { Text("Actions") }
    var actions: [Action] {
        Action(id: "learn", title: "Learn More")
        Action(title: "Dismiss")
    }
}

/// TipKit's datastore decides for real: nothing displays before `Tips.configure`; a tip displays
/// while every rule holds over its parameters' values and events' donations, and never once
/// invalidated; the testing overrides win over rules. The TipView is its card while the tip
/// displays and nothing otherwise.
@Suite(.serialized) struct TipKitTests {
    /// A datastore never configured, then configured (each test starts from it).
    func fresh(configure: Bool = true, _ options: [Tips.ConfigurationOption] = []) throws {
        TipsDatastore.shared.resetEverything()
        if configure { try Tips.configure(options) }
    }

    @Test func configureTwiceThrowsAndNothingDisplaysBeforeIt() throws {
        try fresh(configure: false)
        #expect(PlainTip().status == .pending && !PlainTip().shouldDisplay)
        try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        #expect(PlainTip().status == .available && PlainTip().shouldDisplay)
        #expect(throws: TipKitError.tipsDatastoreAlreadyConfigured) { try Tips.configure() }
        #expect(PlainTip().id == "PlainTip" && OtherTip().id == "other-tip")
    }

    @Test func aParameterRuleFollowsTheParametersValue() throws {
        try fresh()
        #expect(LoginTip.isLoggedIn == false && LoginTip.$isLoggedIn.id == "LoginTip.isLoggedIn")
        #expect(LoginTip().status == .pending)
        LoginTip.isLoggedIn = true
        #expect(LoginTip.isLoggedIn && LoginTip().status == .available)
        // Resetting the datastore puts the parameter back to its initial value.
        try Tips.resetDatastore()
        #expect(LoginTip.isLoggedIn == false && LoginTip().status == .pending)
    }

    @Test func anEventRuleCountsDonations() async throws {
        try fresh()
        #expect(OpenTip.didOpen.donations.isEmpty)
        await OpenTip.didOpen.donate()
        await OpenTip.didOpen.donate()
        #expect(OpenTip.didOpen.donations.count == 2 && OpenTip().status == .pending)
        await OpenTip.didOpen.donate()
        #expect(OpenTip().status == .available)
        #expect(OpenTip.didOpen.donations.allSatisfy { abs($0.date.timeIntervalSinceNow) < 60 })

        // Donations with a value: the rule filters by it.
        await LandmarkTip.didView.donate(ViewedLandmark(name: "Tower"))
        await LandmarkTip.didView.donate(ViewedLandmark(name: "Bridge"))
        #expect(LandmarkTip().status == .pending && LandmarkTip.didView.donations.map(\.name) == ["Tower", "Bridge"])
        LandmarkTip.didView.sendDonation(ViewedLandmark(name: "Tower"))
        #expect(LandmarkTip().status == .available)
    }

    @Test func anInvalidatedTipNeverDisplaysAgain() throws {
        try fresh()
        LoginTip.isLoggedIn = true
        LoginTip().invalidate(reason: .actionPerformed)
        #expect(LoginTip().status == .invalidated(.actionPerformed) && !LoginTip().shouldDisplay)
        // The first reason stays; the overrides do not bring it back.
        LoginTip().invalidate(reason: .tipClosed)
        Tips.showAllTipsForTesting()
        #expect(LoginTip().status == .invalidated(.actionPerformed))
        try Tips.resetDatastore()
        #expect(PlainTip().status == .available)
    }

    @Test func testingOverridesWinOverRules() throws {
        try fresh()
        #expect(LoginTip().status == .pending)
        Tips.showAllTipsForTesting()
        #expect(LoginTip().status == .available && OpenTip().status == .available)
        Tips.hideAllTipsForTesting()
        #expect(PlainTip().status == .pending)
        try fresh()
        Tips.showTipsForTesting([LoginTip.self])
        #expect(LoginTip().status == .available && OpenTip().status == .pending)
        Tips.hideTipsForTesting([PlainTip.self])
        #expect(PlainTip().status == .pending && OtherTip().status == .available)
    }

    @Test func aDisplayFrequencyLetsOneTipDisplay() throws {
        try fresh(configure: true, [.displayFrequency(.daily)])
        #expect(PlainTip().shouldDisplay)
        #expect(!OtherTip().shouldDisplay && PlainTip().shouldDisplay)
        #expect(EagerTip().shouldDisplay)
    }

    @Test func statusUpdatesYieldEachChange() async throws {
        try fresh()
        var updates = LoginTip().statusUpdates.makeAsyncIterator()
        #expect(await updates.next() == .pending)
        LoginTip.isLoggedIn = true
        #expect(await updates.next() == .available)
        LoginTip().invalidate(reason: .tipClosed)
        #expect(await updates.next() == .invalidated(.tipClosed))
        var displays = PlainTip().shouldDisplayUpdates.makeAsyncIterator()
        #expect(await displays.next() == true)
    }

    @MainActor @Test func actionsAreNumberedAndCallTheViewsAction() throws {
        let configuration = TipViewStyleConfiguration.of(ActionTip(), action: { _ in })
        #expect(configuration.actions.map(\.id) == ["learn", "1"] && configuration.actions.map(\.index) == [0, 1])
        #expect(ActionTip().actions.count == 2 && ActionTip().actions[1].index == nil)
    }

    // MARK: The tip view at rest

    /// A one-line text's height in `font`.
    @MainActor func lineHeight(_ text: String, _ font: Font) -> CGFloat {
        layout(Text(text).font(font).id("t"), 300, 300).frame(id: "t")?.height ?? -1
    }

    @MainActor @Test func aTipViewIsNothingWhileItsRuleFails() throws {
        try fresh()
        let t = layout(VStack(spacing: 0) {
            TipView(LoginTip())
            Color.red.frame(height: 10).id("below")
        }.frame(maxHeight: .infinity, alignment: .top), 300, 300)
        #expect(t.frame(id: "below") == CGRect(x: 0, y: 0, width: 300, height: 10))
    }

    /// The height of the title over the message (4 apart) in a column `width` wide.
    @MainActor func textHeight(_ width: CGFloat) -> CGFloat {
        layout(VStack(alignment: .leading, spacing: 4) {
            Text("Save as a Favorite").font(.headline)
            Text("Your favorites appear first.").font(.subheadline)
        }.frame(width: width, alignment: .leading).fixedSize(horizontal: false, vertical: true).id("t"), 300, 300).frame(id: "t")?.height ?? -1
    }

    /// The close button's width (its `xmark` at 15 points, semibold).
    @MainActor var closeWidth: CGFloat {
        layout(Image(systemName: "xmark").font(.system(size: 15, weight: .semibold)).id("x"), 300, 300).frame(id: "x")?.width ?? -1
    }

    @MainActor @Test func aTipViewIsACardWhileItsRuleHolds() throws {
        try fresh()
        LoginTip.isLoggedIn = true
        let t = layout(VStack(spacing: 0) {
            TipView(LoginTip()).id("tip")
            Color.red.frame(height: 10).id("below")
        }.frame(maxHeight: .infinity, alignment: .top), 300, 300)
        // Across 300: 16 of padding, the 36-point image, 12, the text, 12, the close button, 16.
        // Down: 16 of padding, the taller of the image and the text (the title in headline 4
        // over the message in subheadline), 16 of padding.
        let text = textHeight(300 - 16 - 36 - 12 - 12 - closeWidth - 16)
        let height = 16 + max(36, text) + 16
        #expect(text > 36 && t.frame(id: "tip") == CGRect(x: 0, y: 0, width: 300, height: height))
        #expect(t.frame(id: "below")?.minY == height)

        // An 80-point image (`tipImageSize`) narrows the text; an arrow adds 10 on its edge.
        let big = layout(TipView(LoginTip()).tipImageSize(CGSize(width: 80, height: 80)).id("tip"), 300, 300)
        let narrower = textHeight(300 - 16 - 80 - 12 - 12 - closeWidth - 16)
        #expect(big.frame(id: "tip")?.size == CGSize(width: 300, height: 16 + max(80, narrower) + 16))
        let arrowed = layout(TipView(LoginTip(), arrowEdge: .bottom).id("tip"), 300, 300)
        #expect(arrowed.frame(id: "tip")?.size == CGSize(width: 300, height: height + 10))
    }

    @MainActor @Test func actionsAddADividerAndAButtonEach() throws {
        try fresh()
        let t = layout(TipView(ActionTip()).id("tip"), 300, 400)
        let divider = layout(VStack { Divider().id("d") }, 300, 300).frame(id: "d")?.height ?? -1
        let title = lineHeight("Actions", .headline), label = lineHeight("Learn More", .body)
        let closeHeight = layout(Image(systemName: "xmark").font(.system(size: 15, weight: .semibold)).id("x"), 300, 300).frame(id: "x")?.height ?? -1
        let top = 16 + max(title, closeHeight) + 16
        #expect(t.frame(id: "tip")?.height == top + 2 * (divider + 11 + label + 11))
    }

    @MainActor @Test func aPopoverTipLeavesTheViewsLayoutAlone() throws {
        try fresh()
        let plain = layout(Button("Favorite") {}.id("b"), 300, 300).frame(id: "b")
        let tipped = layout(Button("Favorite") {}.popoverTip(PlainTip()).id("b"), 300, 300)
        #expect(tipped.frame(id: "b") == plain)
        // The card is there, 320 wide, below the button.
        let cards = tipped.root.all.filter { $0.frame.width == 320 }
        #expect(!cards.isEmpty && cards.allSatisfy { $0.frame.y >= plain!.maxY })
    }
}
