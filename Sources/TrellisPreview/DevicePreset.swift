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

    public struct SizeClassPair: Hashable, Sendable {
        public var horizontal: UserInterfaceSizeClass
        public var vertical: UserInterfaceSizeClass
    }

    init(_ key: Character, _ id: String, _ name: String, _ width: CGFloat, _ height: CGFloat,
         _ classes: (UserInterfaceSizeClass, UserInterfaceSizeClass),
         rotated: (UserInterfaceSizeClass, UserInterfaceSizeClass)) {
        self.key = key
        self.id = id
        self.name = name
        size = CGSize(width: width, height: height)
        sizeClasses = SizeClassPair(horizontal: classes.0, vertical: classes.1)
        rotatedSizeClasses = SizeClassPair(horizontal: rotated.0, vertical: rotated.1)
    }

    /// Sizes in points from Apple's device specifications; size classes from the Human Interface
    /// Guidelines' size-class table (iPhones: compact width in portrait, compact height in
    /// landscape, regular width in landscape only on the Max/Plus models; iPads regular × regular,
    /// their Split View ⅓ compact wide, ½ on the 13-inch model still regular).
    public static let all: [DevicePreset] = [
        DevicePreset("1", "iphone-se", "iPhone SE", 375, 667, (.compact, .regular), rotated: (.compact, .compact)),
        DevicePreset("2", "iphone-15", "iPhone 15", 393, 852, (.compact, .regular), rotated: (.compact, .compact)),
        DevicePreset("3", "iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, (.compact, .regular), rotated: (.regular, .compact)),
        DevicePreset("4", "ipad-mini", "iPad mini", 744, 1133, (.regular, .regular), rotated: (.regular, .regular)),
        DevicePreset("5", "ipad-11", "iPad 11\"", 834, 1194, (.regular, .regular), rotated: (.regular, .regular)),
        DevicePreset("6", "ipad-13", "iPad 13\"", 1032, 1376, (.regular, .regular), rotated: (.regular, .regular)),
        DevicePreset("7", "ipad-13-split-third", "iPad 13\" Split View 1/3", 375, 1032, (.compact, .regular), rotated: (.compact, .compact)),
        DevicePreset("8", "ipad-13-split-half", "iPad 13\" Split View 1/2", 683, 1032, (.regular, .regular), rotated: (.regular, .compact)),
        DevicePreset("9", "mac", "Mac window", 1280, 800, (.regular, .regular), rotated: (.regular, .regular)),
    ]

    /// The preset for a key, an id ("ipad-mini") or a name ("iPad mini"), ignoring case.
    public static func named(_ text: String) -> DevicePreset? {
        let wanted = text.lowercased()
        return all.first { String($0.key) == wanted || $0.id == wanted || $0.name.lowercased() == wanted }
    }

    /// The size classes for the preset shown at `size` (rotated when wider than the preset is).
    func sizeClasses(at size: CGSize) -> SizeClassPair {
        (size.width > size.height) == (self.size.width > self.size.height) ? sizeClasses : rotatedSizeClasses
    }
}
