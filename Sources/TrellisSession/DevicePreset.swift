import Foundation
import Trellis

/// A device screen (or an iPad multitasking area) with the size classes Apple gives it. Keys 1–9
/// of the previewer pick one; `r` rotates it. Sizes are portrait points except for the split
/// views and the Mac window, which are measured as they appear (landscape iPad, desktop).
public struct DevicePreset: Hashable, Sendable {
    /// The key that selects it in the window ("1"…"9").
    public let key: Character
    /// A short name for `--size` ("iphone-15").
    public let id: String
    /// The name shown in the status bar ("iPhone 15").
    public let name: String
    public let size: CGSize
    /// Horizontal and vertical size classes at `size`.
    public let sizeClasses: SizeClassPair
    /// The size classes once width and height are swapped (the device rotated).
    public let rotatedSizeClasses: SizeClassPair
    /// The safe-area insets at `size` (left and right as leading and trailing: every preset is
    /// symmetric, so the layout direction does not change them).
    public let safeArea: EdgeInsets
    /// The safe-area insets once rotated.
    public let rotatedSafeArea: EdgeInsets
    /// What covers the screen there, drawn faintly by the previewer.
    public let hardware: Hardware

    /// The screen's obstructions the safe area keeps content away from.
    public enum Hardware: Hashable, Sendable {
        /// None: a window (the Mac).
        case none
        /// A status bar only (iPhone SE: home button, status bar hidden in landscape).
        case statusBar
        /// A status bar and a home indicator (iPads with Face ID or a top Touch ID button).
        case statusBarAndHomeIndicator
        /// The Dynamic Island and a home indicator (iPhone 15 and 15 Pro Max).
        case dynamicIsland
    }

    public struct SizeClassPair: Hashable, Sendable {
        public var horizontal: UserInterfaceSizeClass
        public var vertical: UserInterfaceSizeClass
        public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    init(_ key: Character, _ id: String, _ name: String, _ width: CGFloat, _ height: CGFloat,
         _ classes: (UserInterfaceSizeClass, UserInterfaceSizeClass),
         rotated: (UserInterfaceSizeClass, UserInterfaceSizeClass), hardware: Hardware) {
        self.key = key
        self.id = id
        self.name = name
        size = CGSize(width: width, height: height)
        sizeClasses = SizeClassPair(horizontal: classes.0, vertical: classes.1)
        rotatedSizeClasses = SizeClassPair(horizontal: rotated.0, vertical: rotated.1)
        self.hardware = hardware
        (safeArea, rotatedSafeArea) = Self.insets(for: hardware, portrait: height > width)
    }

    /// Apple's safe-area insets (UIKit's `safeAreaInsets` of a full-screen view controller):
    /// - Dynamic Island iPhones (15, 15 Pro Max): 59 top and 34 bottom in portrait; 59 left and
    ///   right and 21 bottom in landscape (printed by `viewDidLayoutSubviews` on an iPhone 15-class
    ///   simulator, csl.cool/2023/09/15/ios-dev/ios-layout-adaptation: "UIEdgeInsets(top: 59.0,
    ///   left: 0.0, bottom: 34.0, right: 0.0)" and "(top: 0.0, left: 59.0, bottom: 21.0, right: 59.0)").
    /// - iPhone SE: the 20-point status bar, nothing below; iPhones hide the status bar in
    ///   landscape, so no insets there (martiancraft.com "Notes from the margins": "On an iPhone
    ///   SE, the safe area will usually just account for the status bar").
    /// - iPads without a home button: the 24-point status bar and the 20-point home indicator in
    ///   both orientations; a Split View app has the same (the status bar spans the screen).
    /// - A Mac window: none (the title bar sits outside the content).
    /// The SE and iPad numbers are the commonly quoted values, not measured here.
    static func insets(for hardware: Hardware, portrait: Bool) -> (EdgeInsets, EdgeInsets) {
        let tall: EdgeInsets, wide: EdgeInsets
        switch hardware {
        case .none:
            tall = EdgeInsets()
            wide = EdgeInsets()
        case .statusBar:
            tall = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
            wide = EdgeInsets()
        case .statusBarAndHomeIndicator:
            tall = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
            wide = tall
        case .dynamicIsland:
            tall = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
            wide = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
        }
        return portrait ? (tall, wide) : (wide, tall)
    }

    /// Sizes in points from Apple's device specifications; size classes from the Human Interface
    /// Guidelines' size-class table (iPhones: compact width in portrait, compact height in
    /// landscape, regular width in landscape only on the Max/Plus models; iPads regular × regular,
    /// their Split View ⅓ compact wide, ½ on the 13-inch model still regular).
    public static let all: [DevicePreset] = [
        DevicePreset("1", "iphone-se", "iPhone SE", 375, 667, (.compact, .regular), rotated: (.compact, .compact), hardware: .statusBar),
        DevicePreset("2", "iphone-15", "iPhone 15", 393, 852, (.compact, .regular), rotated: (.compact, .compact), hardware: .dynamicIsland),
        DevicePreset("3", "iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, (.compact, .regular), rotated: (.regular, .compact),
                     hardware: .dynamicIsland),
        DevicePreset("4", "ipad-mini", "iPad mini", 744, 1133, (.regular, .regular), rotated: (.regular, .regular),
                     hardware: .statusBarAndHomeIndicator),
        DevicePreset("5", "ipad-11", "iPad 11\"", 834, 1194, (.regular, .regular), rotated: (.regular, .regular),
                     hardware: .statusBarAndHomeIndicator),
        DevicePreset("6", "ipad-13", "iPad 13\"", 1032, 1376, (.regular, .regular), rotated: (.regular, .regular),
                     hardware: .statusBarAndHomeIndicator),
        DevicePreset("7", "ipad-13-split-third", "iPad 13\" Split View 1/3", 375, 1032, (.compact, .regular), rotated: (.compact, .compact),
                     hardware: .statusBarAndHomeIndicator),
        DevicePreset("8", "ipad-13-split-half", "iPad 13\" Split View 1/2", 683, 1032, (.regular, .regular), rotated: (.regular, .compact),
                     hardware: .statusBarAndHomeIndicator),
        DevicePreset("9", "mac", "Mac window", 1280, 800, (.regular, .regular), rotated: (.regular, .regular), hardware: .none),
    ]

    /// The preset for a key, an id ("ipad-mini") or a name ("iPad mini"), ignoring case.
    public static func named(_ text: String) -> DevicePreset? {
        let wanted = text.lowercased()
        return all.first { String($0.key) == wanted || $0.id == wanted || $0.name.lowercased() == wanted }
    }

    /// The preset nearest a device Xcode names (`previewDevice("iPhone 15 Pro")`): by its kind
    /// and size class (an SE, a Plus or Pro Max, another iPhone; an iPad mini, a 12.9" or 13"
    /// iPad, another iPad; a Mac), or a preset's own key, id or name. nil for anything else.
    public static func nearest(toDeviceNamed text: String) -> DevicePreset? {
        if let preset = named(text) { return preset }
        let name = text.lowercased()
        let id: String
        if name.contains("iphone") {
            if name.contains(" se") { id = "iphone-se" }
            else if name.contains("max") || name.contains("plus") { id = "iphone-15-pro-max" }
            else { id = "iphone-15" }
        } else if name.contains("ipad") {
            if name.contains("mini") { id = "ipad-mini" }
            else if name.contains("12.9") || name.contains("13-inch") || name.contains("13 inch") { id = "ipad-13" }
            else { id = "ipad-11" }
        } else if name.hasPrefix("mac") {
            id = "mac"
        } else {
            return nil
        }
        return named(id)
    }

    /// The size classes for the preset shown at `size` (rotated when wider than the preset is).
    public func sizeClasses(at size: CGSize) -> SizeClassPair {
        isRotated(at: size) ? rotatedSizeClasses : sizeClasses
    }

    /// The safe-area insets for the preset shown at `size` (rotated when wider than the preset is).
    public func safeAreaInsets(at size: CGSize) -> EdgeInsets {
        isRotated(at: size) ? rotatedSafeArea : safeArea
    }

    func isRotated(at size: CGSize) -> Bool {
        (size.width > size.height) != (self.size.width > self.size.height)
    }
}
