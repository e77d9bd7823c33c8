import Foundation
import Trellis
import TrellisCairo
import TrellisSession
import UIKit

/// How big the canvas of a view's snapshot is (swift-snapshot-testing's `SwiftUISnapshotLayout`,
/// like a preview's layout).
public enum SwiftUISnapshotLayout: Sendable {
    /// The view on a device's screen described by `config`: its size, safe area and traits.
    case device(config: ViewImageConfig)
    /// The view centred in a canvas of a fixed size, without safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// A canvas of the view's ideal size.
    case sizeThatFits
}

/// Where a snapshot's circumstances become a `PreviewSession`, and a view a layout: what the
/// image and layout-tree strategies share. The session is the one the `trellis` commands and the
/// window lay out through, with Pango/Cairo's backend, so a snapshot shows what `trellis render`
/// shows in the same settings.
public enum SnapshotSession {
    /// The display scale when neither the layout's traits nor `traits:` give one: a Retina
    /// screen's 2 (the iOS simulator's own scale has no equivalent on Linux).
    public static let defaultDisplayScale: CGFloat = 2

    /// The session of a snapshot: the layout's canvas, size and safe area, its traits combined
    /// with `traits` (the latter's specified traits winning), and the nearest device preset.
    /// - Parameters:
    ///   - layout: The canvas.
    ///   - traits: Traits that override the layout's.
    /// - Returns: The session, with Pango/Cairo's backend.
    public static func session(layout: SwiftUISnapshotLayout, traits: UITraitCollection) -> PreviewSession {
        let config: ViewImageConfig
        var canvas = PreviewLayoutTraits()
        switch layout {
        case let .device(deviceConfig):
            config = deviceConfig
        case let .fixed(width, height):
            config = ViewImageConfig(safeArea: .zero, size: CGSize(width: width, height: height), traits: traits)
            canvas.canvas = .fixed(width: width, height: height)
        case .sizeThatFits:
            config = ViewImageConfig(safeArea: .zero, size: nil, traits: traits)
            canvas.canvas = .sizeThatFits
        }
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        var settings = PreviewSettings()
        settings.colorScheme = merged.userInterfaceStyle == .dark ? .dark : .light
        settings.dynamicTypeSize = DynamicTypeSize(merged.preferredContentSizeCategory) ?? .large
        settings.layoutDirection = merged.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        settings.horizontalSizeClass = sizeClass(merged.horizontalSizeClass)
        settings.verticalSizeClass = sizeClass(merged.verticalSizeClass)
        settings.displayScale = displayScale(merged)
        // A fitted canvas is measured from the view; the window it starts from is a phone's.
        let size = config.size ?? CGSize(width: 390, height: 844)
        let insets = config.safeArea
        return PreviewSession(settings: settings, device: config.devicePreset, size: size,
                              safeAreaOverride: EdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right),
                              traits: canvas, backend: CairoBackend.backend())
    }

    /// The pixels per point of a snapshot: the traits' display scale, else `defaultDisplayScale`.
    static func displayScale(_ traits: UITraitCollection) -> CGFloat {
        traits.displayScale > 0 ? min(traits.displayScale, 8) : defaultDisplayScale
    }

    private static func sizeClass(_ c: UIUserInterfaceSizeClass) -> PreviewSettings.SizeClassChoice {
        switch c {
        case .compact: return .compact
        case .regular: return .regular
        case .unspecified: return .auto
        }
    }

    /// `view` laid out in `session`, within a fresh work budget: the commands' time (6 s) and
    /// their memory (800 MB) on top of what the test process already holds, since a suite's
    /// process may be larger than a command's. The budget ends with the snapshot.
    /// - Parameters:
    ///   - view: The view.
    ///   - session: The session from `session(layout:traits:)`.
    ///   - recordsNegotiation: Whether the tree keeps the proposals each view was asked.
    /// - Returns: The laid-out tree, and the budget's message when it ran out.
    public static func layout<V: View>(_ view: V, in session: PreviewSession, recordsNegotiation: Bool = false) -> (ResolvedTree, String?) {
        let budget = WorkBudget.configured
        WorkBudget.begin(seconds: budget.seconds, megabytes: budget.megabytes + WorkBudget.residentBytes() >> 20)
        let tree = session.layout(AnyView(view), recordsNegotiation: recordsNegotiation)
        return (tree, WorkBudget.exceeded)
    }

    /// The PNG of `view` snapshotted with `layout` and `traits`: the same bytes on every run with
    /// the same fonts (README, "Snapshot tests").
    /// - Parameters:
    ///   - view: The view.
    ///   - layout: The canvas.
    ///   - traits: Traits that override the layout's.
    /// - Returns: The PNG bytes and the scale they were painted at.
    /// - Throws: `RenderError` when the canvas cannot be painted, `SnapshotError` when the work
    ///   budget ran out.
    public static func png<V: View>(_ view: V, layout: SwiftUISnapshotLayout, traits: UITraitCollection) throws -> (Data, CGFloat) {
        let session = session(layout: layout, traits: traits)
        let (tree, spent) = Self.layout(view, in: session)
        if let spent { throw SnapshotError.budgetSpent(spent) }
        let scale = session.settings.displayScale
        defer { WorkBudget.end() }
        let png = try PNGRenderer.image(tree, scale: scale).pngData()
        if let spent = WorkBudget.exceeded { throw SnapshotError.budgetSpent(spent) }
        return (png, scale)
    }

    /// The layout tree of `view` as text (`LayoutTreeText`): one view a line, frames to 0.01 pt.
    /// - Parameters:
    ///   - view: The view.
    ///   - layout: The canvas.
    ///   - traits: Traits that override the layout's.
    ///   - proposals: Whether each line also shows the negotiation.
    /// - Returns: The text, ending with a line break.
    public static func layoutTreeText<V: View>(_ view: V, layout: SwiftUISnapshotLayout, traits: UITraitCollection,
                                               proposals: Bool = false) -> String {
        let (tree, spent) = Self.layout(view, in: session(layout: layout, traits: traits), recordsNegotiation: proposals)
        defer { WorkBudget.end() }
        var text = LayoutTreeText.text(tree.tree) + "\n"
        if let spent { text += "error: \(spent)\n" }
        return text
    }
}

/// Why a snapshot could not be taken.
public enum SnapshotError: Error, CustomStringConvertible {
    /// The work budget ran out while laying out or painting the view.
    case budgetSpent(String)

    /// The message.
    public var description: String {
        switch self {
        case let .budgetSpent(message): return "the snapshot was not taken: \(message)"
        }
    }
}
