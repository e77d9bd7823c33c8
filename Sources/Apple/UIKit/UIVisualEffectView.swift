// Blur and vibrancy, as SwiftUI apps wrap them before `.background(.ultraThinMaterial)` existed:
// `struct BlurView: UIViewRepresentable { … UIVisualEffectView(effect: UIBlurEffect(style:
// .systemUltraThinMaterial)) }`. The representable is drawn as Trellis's placeholder; these
// types keep what they are given.
import Foundation

/// An effect a visual effect view applies to what is behind or inside it.
open class UIVisualEffect: NSObject, NSCopying, @unchecked Sendable {
    /// An effect.
    public override init() { super.init() }
    /// The effect itself: effects do not change once made.
    /// - Parameter zone: Unused.
    /// - Returns: This effect.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A blur of what is behind the view, in one of the system's materials.
///
/// Linux: the style is kept; nothing is blurred.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur's material. The `system…Material` styles adapt to light and dark; their `Light`
    /// and `Dark` forms do not. (`extraDark` is tvOS's, not an iPhone's.)
    public enum Style: Int, Sendable, Hashable {
        /// Much lighter than what is behind.
        case extraLight = 0
        /// A little lighter than what is behind.
        case light = 1
        /// Darker than what is behind.
        case dark = 2
        /// Light or dark with the interface style.
        case regular = 4
        /// Extra light or dark with the interface style.
        case prominent = 5
        /// The ultra-thin material, adapting to light and dark.
        case systemUltraThinMaterial = 6
        /// The thin material, adapting.
        case systemThinMaterial = 7
        /// The material of normal thickness, adapting.
        case systemMaterial = 8
        /// The thick material, adapting.
        case systemThickMaterial = 9
        /// The material of the system's bars, adapting.
        case systemChromeMaterial = 10
        /// The ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// The thin material, always light.
        case systemThinMaterialLight = 12
        /// The normal material, always light.
        case systemMaterialLight = 13
        /// The thick material, always light.
        case systemThickMaterialLight = 14
        /// The chrome material, always light.
        case systemChromeMaterialLight = 15
        /// The ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// The thin material, always dark.
        case systemThinMaterialDark = 17
        /// The normal material, always dark.
        case systemMaterialDark = 18
        /// The thick material, always dark.
        case systemThickMaterialDark = 19
        /// The chrome material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The blur's material.
    public let style: Style

    /// A blur of a material.
    /// - Parameter style: The material.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Whether another effect is a blur of the same style.
    /// - Parameter object: The other object.
    /// - Returns: True for the same style.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIBlurEffect)?.style == style }
    /// A hash of the style.
    open override var hash: Int { style.hashValue }
}

/// How vibrant content is drawn over a blur.
public enum UIVibrancyEffectStyle: Int, Sendable, Hashable {
    /// As primary labels.
    case label = 0
    /// As secondary labels.
    case secondaryLabel = 1
    /// As tertiary labels.
    case tertiaryLabel = 2
    /// As quaternary labels.
    case quaternaryLabel = 3
    /// As fills.
    case fill = 4
    /// As secondary fills.
    case secondaryFill = 5
    /// As tertiary fills.
    case tertiaryFill = 6
    /// As separators.
    case separator = 7
}

/// Vibrancy: content of a visual effect view's `contentView` drawn to stand out from a blur.
///
/// Linux: the blur and style are kept; nothing is drawn differently.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the content is over.
    public let blurEffect: UIBlurEffect
    /// How the content is drawn (`.label` when made without a style).
    public let style: UIVibrancyEffectStyle

    /// Vibrancy over a blur.
    /// - Parameter blurEffect: The blur.
    public convenience init(blurEffect: UIBlurEffect) { self.init(blurEffect: blurEffect, style: .label) }

    /// Vibrancy of a style over a blur.
    /// - Parameters:
    ///   - blurEffect: The blur.
    ///   - style: How content is drawn.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// A view that applies a blur or vibrancy; its subviews go in `contentView`.
///
/// Linux: the effect is kept and `contentView` fills the view's bounds; nothing is blurred (a
/// representable that makes one is drawn as its placeholder).
open class UIVisualEffectView: UIView {
    /// The effect (nil: none).
    open var effect: UIVisualEffect?
    /// The view to add subviews to, the size of this view's bounds.
    public let contentView: UIView

    /// A view with an effect.
    /// - Parameter effect: The effect, or nil.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view with no effect, in a frame.
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(frame: .zero)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// The view's rectangle; the content view follows its size.
    open override var frame: CGRect {
        didSet { contentView.frame = bounds }
    }
}
