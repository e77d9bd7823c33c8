import Foundation

/// Xcode's preview description type, so `PreviewTrait<Preview.ViewTraits>` is spelled as in
/// Apple's DeveloperToolsSupport. Trellis reads only the traits that change a layout.
public struct Preview: Sendable {
    /// The trait family of view previews.
    public struct ViewTraits: Sendable {}
}

/// A trait of a `#Preview(traits: …)`: how big the preview is and how the device is held.
public struct PreviewTrait<T>: Sendable {
    /// What the trait asks of the canvas.
    public enum Kind: Hashable, Sendable {
        /// The view at its ideal size (proposed nil × nil), not the window's.
        case sizeThatFitsLayout
        /// A fixed canvas of this size in points.
        case fixedLayout(width: CGFloat, height: CGFloat)
        /// The device held upright: the canvas is taller than wide.
        case portrait
        /// The device held upside down: laid out as portrait.
        case portraitUpsideDown
        /// The device turned with its top to the left: the canvas is wider than tall.
        case landscapeLeft
        /// The device turned with its top to the right: laid out as landscape.
        case landscapeRight
        /// Accepted without a layout effect (device names, colour traits, …).
        case other
    }

    /// What the trait asks of the canvas.
    public let kind: Kind
    /// Creates a trait of `kind`.
    public init(kind: Kind) { self.kind = kind }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Lays the view out at its ideal size (proposed nil × nil), with Xcode's default canvas
    /// dimension for a side the view takes all of.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(kind: .sizeThatFitsLayout) }
    /// Lays the view out in a canvas of `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(kind: .fixedLayout(width: width, height: height))
    }
    /// Holds the device upright: the window is turned to be taller than wide.
    public static var portrait: PreviewTrait { PreviewTrait(kind: .portrait) }
    /// Holds the device upside down, laid out as portrait.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(kind: .portraitUpsideDown) }
    /// Holds the device with its top to the left: the window is turned to be wider than tall.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(kind: .landscapeLeft) }
    /// Holds the device with its top to the right, laid out as landscape.
    public static var landscapeRight: PreviewTrait { PreviewTrait(kind: .landscapeRight) }
    /// Apple's default layout trait: the device's screen.
    public static var defaultLayout: PreviewTrait { PreviewTrait(kind: .other) }
}

/// What a preview asks of the canvas, from its traits (the last of a kind wins, as in Xcode).
public struct PreviewLayoutTraits: Hashable, Sendable, Codable {
    /// The size the preview is laid out in.
    public enum Canvas: Hashable, Sendable, Codable {
        /// The window (or device) size.
        case window
        /// The view's ideal size.
        case sizeThatFits
        /// A fixed size in points (negative sides count as 0).
        case fixed(width: CGFloat, height: CGFloat)
    }
    /// How the device is held.
    public enum Orientation: String, Hashable, Sendable, Codable {
        /// Taller than wide.
        case portrait
        /// Wider than tall.
        case landscape
    }

    /// The size the preview is laid out in; the window's unless a trait says otherwise.
    public var canvas: Canvas = .window
    /// nil: as the window or device is.
    public var orientation: Orientation?
    /// The device the preview asks for by Xcode's name (`previewDevice("iPhone 15 Pro")`); the
    /// session takes the nearest preset when the person chose none.
    public var device: String?

    /// Creates traits of a canvas, an orientation and a device.
    public init(canvas: Canvas = .window, orientation: Orientation? = nil, device: String? = nil) {
        self.canvas = canvas
        self.orientation = orientation
        self.device = device
    }

    /// Reads the layout traits of a preview's trait list; the last trait of a kind wins.
    public init<T>(_ traits: [PreviewTrait<T>]) {
        for trait in traits {
            switch trait.kind {
            case .sizeThatFitsLayout: canvas = .sizeThatFits
            case let .fixedLayout(w, h): canvas = .fixed(width: w, height: h)
            case .portrait, .portraitUpsideDown: orientation = .portrait
            case .landscapeLeft, .landscapeRight: orientation = .landscape
            case .other: break
            }
        }
    }
}

extension PreviewLayoutTraits {
    /// The canvas for a window of `window`: a fixed layout's size, or the window turned to the
    /// orientation asked for. (A sized-to-fit canvas is measured from the view.)
    public func canvasSize(window: CGSize) -> CGSize {
        if case let .fixed(w, h) = canvas { return CGSize(width: max(0, w), height: max(0, h)) }
        guard let orientation else { return window }
        let isLandscape = window.width > window.height
        if (orientation == .landscape) != isLandscape { return CGSize(width: window.height, height: window.width) }
        return window
    }

    /// A sized-to-fit canvas for a view whose ideal size is `ideal`: the ideal size, with an
    /// unbounded or non-finite dimension (a view that takes all it is offered) given Xcode's
    /// default canvas dimension instead.
    public static func fittedCanvas(_ ideal: CGSize) -> CGSize {
        func fit(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite && v >= 0 && v < 100_000 ? v : fallback }
        return CGSize(width: fit(ideal.width, 393), height: fit(ideal.height, 852))
    }
}
