import Foundation
import SnapshotTesting
import SwiftUI
import Testing
import TrellisCairo
import TrellisSession
import TrellisSnapshotTesting
import UIKit

/// A small view of the kinds snapshot suites test: text, an image, a stack with spacing, state.
@MainActor
struct Badge: View {
    var title = "Snapshot"
    @State private var count = 3

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "star.fill")
            Text(title).font(.headline)
            Text("\(count)")
                .font(.caption)
                .padding(.horizontal, 6)
                .background(Capsule().fill(Color.blue.opacity(0.2)))
        }
        .padding(12)
    }
}

/// The strategies' names, parameters and sessions: what iOS suites write, and what Trellis makes of it.
@Suite struct SnapshotStrategyTests {
    @Test func presetsHaveSnapshotTestingsSizesInsetsAndTraits() {
        let phone = ViewImageConfig.iPhone13
        #expect(phone.size == CGSize(width: 390, height: 844))
        #expect(phone.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(phone.traits.horizontalSizeClass == .compact && phone.traits.verticalSizeClass == .regular)
        #expect(phone.traits.preferredContentSizeCategory == .medium)
        #expect(phone.devicePreset?.id == "iphone-15")
        let landscape = ViewImageConfig.iPhone13ProMax(.landscape)
        #expect(landscape.size == CGSize(width: 926, height: 428))
        #expect(landscape.traits.horizontalSizeClass == .regular && landscape.traits.verticalSizeClass == .compact)
        #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568))
        #expect(ViewImageConfig.iPhoneSe.devicePreset?.id == "iphone-se")
        let third = ViewImageConfig.iPadPro11(.portrait(splitView: .oneThird))
        #expect(third.size == CGSize(width: 320, height: 1194))
        #expect(third.traits.horizontalSizeClass == .compact)
        #expect(third.devicePreset?.id == "ipad-13-split-third")
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(ViewImageConfig.iPadPro11.devicePreset?.id == "ipad-11")
    }

    @Test func traitsBecomeTheSessionsSettings() {
        let session = SnapshotSession.session(
            layout: .device(config: .iPhone13),
            traits: .init(traitsFrom: [.init(userInterfaceStyle: .dark), .init(preferredContentSizeCategory: .accessibilityExtraLarge),
                                       .init(layoutDirection: .rightToLeft), .init(displayScale: 3)]))
        #expect(session.settings.colorScheme == .dark)
        #expect(session.settings.dynamicTypeSize == .accessibility3)
        #expect(session.settings.layoutDirection == .rightToLeft)
        #expect(session.settings.displayScale == 3)
        #expect(session.settings.horizontalSizeClass == .compact)
        #expect(session.size == CGSize(width: 390, height: 844))
        #expect(session.safeArea == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(session.device?.id == "iphone-15")
        // The config's medium text size unless the traits say otherwise; a fitted canvas has no safe area.
        #expect(SnapshotSession.session(layout: .device(config: .iPhone13), traits: .init()).settings.dynamicTypeSize == .medium)
        let fitted = SnapshotSession.session(layout: .sizeThatFits, traits: .init())
        #expect(fitted.traits.canvas == .sizeThatFits && fitted.safeArea == EdgeInsets())
        #expect(fitted.settings.displayScale == SnapshotSession.defaultDisplayScale)
        #expect(SnapshotSession.session(layout: .fixed(width: 200, height: 100), traits: .init()).canvasSize == CGSize(width: 200, height: 100))
    }

    @Test func laterTraitsWin() {
        let merged = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(layoutDirection: .rightToLeft),
                                                   .init(userInterfaceStyle: .light)])
        #expect(merged.userInterfaceStyle == .light)
        #expect(merged.layoutDirection == .rightToLeft)
        #expect(merged.preferredContentSizeCategory == .unspecified)
        #expect(UITraitCollection(userInterfaceStyle: .dark).containsTraits(in: merged) == false)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).containsTraits(in: merged))
    }

    @MainActor
    @Test func theSamePNGBytesOnEveryRun() throws {
        let (first, scale) = try SnapshotSession.png(Badge(), layout: .sizeThatFits, traits: .init())
        let (second, _) = try SnapshotSession.png(Badge(), layout: .sizeThatFits, traits: .init())
        #expect(first == second)
        #expect(scale == 2)
        let image = try RenderedImage(pngData: first)
        // The ideal size at scale 2.
        #expect(image.width > 100 && image.height > 40)
    }

    @MainActor
    @Test func imageOnADevice() {
        assertSnapshot(of: Badge(), as: .image(layout: .device(config: .iPhoneSe)))
    }

    @MainActor
    @Test func imageFittedInDarkModeRightToLeft() {
        assertSnapshot(of: Badge(title: "Dark"),
                       as: .image(layout: .sizeThatFits, traits: .init(traitsFrom: [.init(userInterfaceStyle: .dark), .init(layoutDirection: .rightToLeft)])))
    }

    @MainActor
    @Test func layoutTreeAsText() {
        assertSnapshot(of: Badge(), as: .layoutTree(layout: .fixed(width: 240, height: 80)))
        assertSnapshot(of: Badge(), as: .layoutTree(layout: .fixed(width: 240, height: 80), proposals: true), named: "proposals")
    }

    @MainActor
    @Test func layoutTreeTextHasFramesToAHundredthOfAPoint() {
        let text = SnapshotSession.layoutTreeText(Badge(), layout: .device(config: .iPhone13), traits: .init())
        let lines = text.split(separator: "\n")
        #expect(lines.first == "window 390 × 844")
        #expect(lines.contains { $0.contains("HStack  (") })
        // Every number has at most two decimals.
        let decimals = text.split(whereSeparator: { !$0.isNumber && $0 != "." }).filter { $0.contains(".") }
        #expect(decimals.allSatisfy { $0.split(separator: ".").last!.count <= 2 })
    }
}

/// `Diffing<UIImage>.image`: equal bytes, a changed pixel, precision and perceptual precision.
@Suite struct ImageComparisonTests {
    func png(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) throws -> Data {
        var bytes: [UInt8] = []
        for y in 0..<height { for x in 0..<width { let (r, g, b) = pixel(x, y); bytes += [r, g, b, 255] } }
        return try RenderedImage(width: width, height: height, rgba: bytes).pngData()
    }

    @Test func equalImagesMatch() throws {
        let a = try png(20, 10) { x, _ in (UInt8(x * 10), 0, 0) }
        #expect(ImageComparison.compare(reference: a, snapshot: a, precision: 1, perceptualPrecision: 1) == nil)
    }

    @Test func aChangedRegionIsCountedAndLocated() throws {
        let a = try png(20, 10) { _, _ in (255, 255, 255) }
        let b = try png(20, 10) { x, y in x >= 4 && x < 8 && y >= 2 && y < 4 ? (0, 0, 0) : (255, 255, 255) }
        let failure = try #require(ImageComparison.compare(reference: a, snapshot: b, precision: 1, perceptualPrecision: 1, scale: 2,
                                                           writesDifference: false))
        #expect(failure.message.contains("8 of 200 pixels differ"))
        #expect(failure.message.contains("x 4…7, y 2…3 in pixels"))
        #expect(failure.message.contains("points x 2…4, y 1…2 at scale 2"))
        let difference = try RenderedImage(pngData: try #require(failure.difference))
        #expect(difference.pixel(x: 5, y: 3)! == (255, 0, 0, 255))
        // 96 % of the pixels match: enough for precision 0.95.
        #expect(ImageComparison.compare(reference: a, snapshot: b, precision: 0.95, perceptualPrecision: 1) == nil)
    }

    @Test func perceptualPrecisionForgivesSmallColourChanges() throws {
        let a = try png(10, 10) { _, _ in (200, 100, 50) }
        let b = try png(10, 10) { _, _ in (201, 100, 50) }
        #expect(ImageComparison.compare(reference: a, snapshot: b, precision: 1, perceptualPrecision: 1, writesDifference: false) != nil)
        #expect(ImageComparison.compare(reference: a, snapshot: b, precision: 1, perceptualPrecision: 0.98) == nil)
    }

    @Test func differentSizesSaySo() throws {
        let a = try png(10, 10) { _, _ in (0, 0, 0) }
        let b = try png(12, 10) { _, _ in (0, 0, 0) }
        let failure = try #require(ImageComparison.compare(reference: a, snapshot: b, precision: 1, perceptualPrecision: 1))
        #expect(failure.message == "Newly-taken snapshot@(12, 10) does not match reference@(10, 10).")
    }
}
