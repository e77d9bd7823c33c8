import SnapshotTesting
import SwiftUI
import Testing

@testable import SampleViews

// Written as an iOS suite writes it: on Linux, TrellisSnapshotTesting provides the strategies
// (the package's manifest imports it into this file), and nothing here changes.
@MainActor
@Suite struct ReceiptCardSnapshotTests {
    @Test func onIPhone13() {
        assertSnapshot(of: ReceiptCard(), as: .image(layout: .device(config: .iPhone13)))
    }

    @Test func sizeThatFitsInDarkModeWithLargeText() {
        assertSnapshot(
            of: ReceiptCard(),
            as: .image(
                layout: .sizeThatFits,
                traits: .init(traitsFrom: [
                    .init(userInterfaceStyle: .dark),
                    .init(preferredContentSizeCategory: .accessibilityExtraLarge),
                ])
            )
        )
    }

    @Test func rightToLeftInAFixedFrame() {
        assertSnapshot(
            of: ReceiptCard(title: "طلب ١٠٤٢"),
            as: .image(precision: 0.99, perceptualPrecision: 0.98, layout: .fixed(width: 375, height: 260),
                       traits: .init(layoutDirection: .rightToLeft))
        )
    }

    #if os(Linux)
    // Trellis only: the frames as text, one view a line, so a layout change reads as a diff.
    @Test func layoutTreeOnIPhoneSE() {
        assertSnapshot(of: ReceiptCard(), as: .layoutTree(layout: .device(config: .iPhoneSe)))
    }
    #endif
}
