import Foundation
import Trellis
import TrellisSession
import UIKit

/// A device a view is snapshotted on: its screen size in points, its safe-area insets and its
/// traits (size classes, idiom, text size), with swift-snapshot-testing's names for the presets
/// iOS suites use (`.iPhone13`, `.iPhoneSe(.landscape)`, `.iPadPro11(.portrait(splitView: .oneThird))`).
///
/// Sizes, insets and traits are those swift-snapshot-testing gives each preset on iOS, so a
/// suite's layouts keep their frames. Each preset is also mapped onto the nearest of Trellis's
/// device presets (`DevicePreset`), which the preview session uses for what the numbers here
/// leave open (the platform compiled code sees, size classes a custom config does not specify).
public struct ViewImageConfig: Sendable {
    /// How a phone is held.
    public enum Orientation: Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// How a tablet is held, and how much of its screen a Split View gives the app.
    public enum TabletOrientation: Sendable {
        /// The app's share of a portrait screen.
        public enum PortraitSplits: Sendable {
            /// A third (compact width).
            case oneThird
            /// Two thirds (compact width).
            case twoThirds
            /// The whole screen.
            case full
        }
        /// The app's share of a landscape screen.
        public enum LandscapeSplits: Sendable {
            /// A third (compact width).
            case oneThird
            /// Half (compact width).
            case oneHalf
            /// Two thirds (regular width).
            case twoThirds
            /// The whole screen.
            case full
        }
        /// Landscape, with a share of the screen.
        case landscape(splitView: LandscapeSplits)
        /// Portrait, with a share of the screen.
        case portrait(splitView: PortraitSplits)
    }

    /// The safe-area insets of the screen.
    public var safeArea: UIEdgeInsets
    /// The screen size in points; nil to fit the view.
    public var size: CGSize?
    /// The traits the device shows the view with.
    public var traits: UITraitCollection
    /// The Trellis device preset nearest this device (nil for a config made with `init`).
    public var devicePreset: DevicePreset?

    /// A device of a size, insets and traits.
    /// - Parameters:
    ///   - safeArea: The safe-area insets (none by default).
    ///   - size: The size in points; nil to fit the view.
    ///   - traits: The traits (none specified by default).
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    init(_ size: CGSize, _ safeArea: UIEdgeInsets, _ traits: UITraitCollection, preset: String) {
        self.init(safeArea: safeArea, size: size, traits: traits)
        devicePreset = DevicePreset.named(preset)
    }

    // MARK: Phones

    /// A phone: its portrait size, its insets held each way, whether its landscape width is
    /// regular (the Plus and Max models), and the Trellis preset it maps to.
    private static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat, portrait: UIEdgeInsets,
                              landscape: UIEdgeInsets, regularLandscape: Bool, preset: String) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(CGSize(width: width, height: height), portrait,
                                   .phone(horizontal: .compact, vertical: .regular), preset: preset)
        case .landscape:
            return ViewImageConfig(CGSize(width: height, height: width), landscape,
                                   .phone(horizontal: regularLandscape ? .regular : .compact, vertical: .compact), preset: preset)
        }
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static func notch(_ side: CGFloat) -> (UIEdgeInsets, UIEdgeInsets) {
        (UIEdgeInsets(top: side, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: side, bottom: side == 44 ? 24 : 21, right: side))
    }

    /// iPhone SE (first generation), portrait.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone SE (first generation): 320 × 568.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, portrait: statusBar, landscape: .zero, regularLandscape: false, preset: "iphone-se")
    }

    /// iPhone 8, portrait.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8: 375 × 667.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, portrait: statusBar, landscape: .zero, regularLandscape: false, preset: "iphone-se")
    }

    /// iPhone 8 Plus, portrait.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// iPhone 8 Plus: 414 × 736, regular width in landscape.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, portrait: statusBar, landscape: .zero, regularLandscape: true,
              preset: "iphone-15-pro-max")
    }

    /// iPhone X, portrait.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// iPhone X: 375 × 812 with the notch's insets.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        let (p, l) = notch(44)
        return phone(orientation, width: 375, height: 812, portrait: p, landscape: l, regularLandscape: false, preset: "iphone-15")
    }

    /// iPhone XS Max, portrait.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// iPhone XS Max: 414 × 896, regular width in landscape.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        let (p, l) = notch(44)
        return phone(orientation, width: 414, height: 896, portrait: p, landscape: l, regularLandscape: true, preset: "iphone-15-pro-max")
    }

    /// iPhone XR, portrait.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// iPhone XR: 414 × 896, regular width in landscape.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        let (p, l) = notch(44)
        return phone(orientation, width: 414, height: 896, portrait: p, landscape: l, regularLandscape: true, preset: "iphone-15-pro-max")
    }

    /// iPhone 12, portrait.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// iPhone 12: 390 × 844.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        let (p, l) = notch(47)
        return phone(orientation, width: 390, height: 844, portrait: p, landscape: l, regularLandscape: false, preset: "iphone-15")
    }

    /// iPhone 12 Pro, portrait.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// iPhone 12 Pro: the iPhone 12's screen.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// iPhone 12 Pro Max, portrait.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max: 428 × 926, regular width in landscape.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        let (p, l) = notch(47)
        return phone(orientation, width: 428, height: 926, portrait: p, landscape: l, regularLandscape: true, preset: "iphone-15-pro-max")
    }

    /// iPhone 13, portrait.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13: 390 × 844.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// iPhone 13 mini, portrait.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// iPhone 13 mini: 375 × 812.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        let (p, l) = notch(50)
        return phone(orientation, width: 375, height: 812, portrait: p, landscape: l, regularLandscape: false, preset: "iphone-15")
    }

    /// iPhone 13 Pro, portrait.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// iPhone 13 Pro: the iPhone 13's screen.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    /// iPhone 13 Pro Max, portrait.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max: 428 × 926, regular width in landscape.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { .iPhone12ProMax(orientation) }

    // MARK: Tablets

    /// A tablet: its landscape size, the widths of each share of the screen, its insets and the
    /// Trellis preset it maps to. Thirds and halves are compact wide; two thirds in landscape and
    /// the whole screen are regular.
    private static func tablet(_ orientation: TabletOrientation, width: CGFloat, height: CGFloat,
                               landscapeSplits: (CGFloat, CGFloat, CGFloat), portraitSplits: (CGFloat, CGFloat),
                               safeArea: UIEdgeInsets, preset: String) -> ViewImageConfig {
        let size: CGSize, compact: Bool
        switch orientation {
        case let .landscape(split):
            switch split {
            case .oneThird: (size, compact) = (CGSize(width: landscapeSplits.0, height: height), true)
            case .oneHalf: (size, compact) = (CGSize(width: landscapeSplits.1, height: height), true)
            case .twoThirds: (size, compact) = (CGSize(width: landscapeSplits.2, height: height), false)
            case .full: (size, compact) = (CGSize(width: width, height: height), false)
            }
        case let .portrait(split):
            switch split {
            case .oneThird: (size, compact) = (CGSize(width: portraitSplits.0, height: width), true)
            case .twoThirds: (size, compact) = (CGSize(width: portraitSplits.1, height: width), true)
            case .full: (size, compact) = (CGSize(width: height, height: width), false)
            }
        }
        let traits = UITraitCollection(traitsFrom: [
            .init(horizontalSizeClass: compact ? .compact : .regular), .init(verticalSizeClass: .regular),
            .init(userInterfaceIdiom: .pad),
        ])
        // A share of the screen maps onto Trellis's Split View presets.
        let mapped = size.width == width || size.width == height ? preset
            : compact ? "ipad-13-split-third" : "ipad-13-split-half"
        return ViewImageConfig(size, safeArea, traits, preset: mapped)
    }

    private static func tablet(_ orientation: Orientation, _ make: (TabletOrientation) -> ViewImageConfig) -> ViewImageConfig {
        orientation == .landscape ? make(.landscape(splitView: .full)) : make(.portrait(splitView: .full))
    }

    /// iPad mini (7.9-inch), landscape.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// iPad mini (7.9-inch): 1024 × 768.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPadMini) }
    /// iPad mini (7.9-inch) with a share of the screen.
    /// - Parameter orientation: How it is held and the app's share.
    /// - Returns: The config.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, width: 1024, height: 768, landscapeSplits: (320, 507, 694), portraitSplits: (320, 438),
               safeArea: statusBar, preset: "ipad-mini")
    }

    /// iPad 9.7-inch, landscape: the iPad mini's screen.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch: the iPad mini's screen.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7-inch with a share of the screen.
    /// - Parameter orientation: How it is held and the app's share.
    /// - Returns: The config.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// iPad 10.2-inch, landscape.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// iPad 10.2-inch: 1080 × 810.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPad10_2) }
    /// iPad 10.2-inch with a share of the screen.
    /// - Parameter orientation: How it is held and the app's share.
    /// - Returns: The config.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, width: 1080, height: 810, landscapeSplits: (320, 535, 750), portraitSplits: (320, 480),
               safeArea: statusBar, preset: "ipad-11")
    }

    /// iPad Pro 10.5-inch, landscape.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch: 1112 × 834.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPadPro10_5) }
    /// iPad Pro 10.5-inch with a share of the screen.
    /// - Parameter orientation: How it is held and the app's share.
    /// - Returns: The config.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, width: 1112, height: 834, landscapeSplits: (320, 551, 782), portraitSplits: (320, 504),
               safeArea: statusBar, preset: "ipad-11")
    }

    /// iPad Pro 11-inch, landscape.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// iPad Pro 11-inch: 1194 × 834, with the home indicator's inset.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPadPro11) }
    /// iPad Pro 11-inch with a share of the screen.
    /// - Parameter orientation: How it is held and the app's share.
    /// - Returns: The config.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, width: 1194, height: 834, landscapeSplits: (375, 592, 809), portraitSplits: (320, 504),
               safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), preset: "ipad-11")
    }

    /// iPad Pro 12.9-inch, landscape.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch: 1366 × 1024.
    /// - Parameter orientation: How it is held.
    /// - Returns: The config.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPadPro12_9) }
    /// iPad Pro 12.9-inch with a share of the screen.
    /// - Parameter orientation: How it is held and the app's share.
    /// - Returns: The config.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, width: 1366, height: 1024, landscapeSplits: (375, 678, 981), portraitSplits: (375, 639),
               safeArea: statusBar, preset: "ipad-13")
    }
}

extension UITraitCollection {
    /// A phone's traits as swift-snapshot-testing gives them: 3D Touch, left to right, the
    /// medium text size (not the system's large default), the phone idiom and the size classes.
    static func phone(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            .init(forceTouchCapability: .available), .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium), .init(userInterfaceIdiom: .phone),
            .init(horizontalSizeClass: horizontal), .init(verticalSizeClass: vertical),
        ])
    }

    /// An iPhone SE's traits held one way (swift-snapshot-testing's preset).
    /// - Parameter orientation: How it is held.
    /// - Returns: The traits.
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhoneSe(orientation).traits }
    /// An iPhone 8's traits held one way.
    /// - Parameter orientation: How it is held.
    /// - Returns: The traits.
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhone8(orientation).traits }
    /// An iPhone 8 Plus's traits held one way.
    /// - Parameter orientation: How it is held.
    /// - Returns: The traits.
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhone8Plus(orientation).traits }
    /// An iPhone X's traits held one way.
    /// - Parameter orientation: How it is held.
    /// - Returns: The traits.
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhoneX(orientation).traits }
    /// An iPhone XR's traits held one way.
    /// - Parameter orientation: How it is held.
    /// - Returns: The traits.
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhoneXr(orientation).traits }
    /// An iPhone XS Max's traits held one way.
    /// - Parameter orientation: How it is held.
    /// - Returns: The traits.
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhoneXsMax(orientation).traits }
    /// An iPhone 12's traits held one way.
    /// - Parameter orientation: How it is held.
    /// - Returns: The traits.
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhone12(orientation).traits }
    /// An iPhone 12 Pro Max's traits held one way.
    /// - Parameter orientation: How it is held.
    /// - Returns: The traits.
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhone12ProMax(orientation).traits }
    /// An iPhone 13's traits held one way.
    /// - Parameter orientation: How it is held.
    /// - Returns: The traits.
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhone13(orientation).traits }
    /// An iPhone 13 Pro Max's traits held one way.
    /// - Parameter orientation: How it is held.
    /// - Returns: The traits.
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhone13ProMax(orientation).traits }
    /// An iPad's traits: regular × regular.
    public static let iPadPro11 = ViewImageConfig.iPadPro11.traits
    /// An iPad's traits in a compact Split View: compact × regular.
    public static let iPadPro11_Compact_SplitView = ViewImageConfig.iPadPro11(.landscape(splitView: .oneThird)).traits
}
