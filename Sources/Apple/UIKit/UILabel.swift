// A label: read-only text, as UIKit code builds screens with it. Its size is its text's, measured
// with Trellis's text measurement in its font (17-point system text by default): `sizeThatFits`,
// `sizeToFit` and its intrinsic content size, which Auto Layout holds it to. As in UIKit:
//
// 1. `text` and `attributedText` are one text: setting either sets both; an empty label's size is
//    zero.
// 2. One line by default (`numberOfLines` 1: a long text is truncated, not wrapped); 0 means as
//    many lines as the text needs. The intrinsic size of a multi-line label wraps at
//    `preferredMaxLayoutWidth` when it is set; otherwise Auto Layout gives the label its width
//    first, then the height its text needs at that width.
// 3. The text is centred vertically in the label's bounds: its first baseline is the font's
//    ascender below the text's top.
// 4. Sizes are rounded up to the screen's pixels (a third of a point).
// Linux: nothing is drawn.
import CoreGraphics
import Foundation
import Trellis

/// How a label places its text when its font shrinks to fit.
public enum UIBaselineAdjustment: Int, Sendable, Hashable {
    /// The baselines stay where they were.
    case alignBaselines = 0
    /// The text stays centred.
    case alignCenters = 1
    /// The text's top stays.
    case none = 2
}

/// A view of one or more lines of read-only text.
///
/// Linux: measured for real (see the file's notes), never drawn.
open class UILabel: UIView {
    private var storage: NSAttributedString?

    /// The text (fact 1).
    open var text: String? {
        get { storage?.string }
        set {
            storage = newValue.map { NSAttributedString(string: $0) }
            invalidateIntrinsicContentSize()
        }
    }
    /// The text with its attributes (fact 1).
    open var attributedText: NSAttributedString? {
        get { storage }
        set {
            storage = newValue.map { NSAttributedString(attributedString: $0) }
            invalidateIntrinsicContentSize()
        }
    }
    /// The font (17-point system text).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            invalidateIntrinsicContentSize()
        }
    }
    /// The text's colour (the label colour).
    open var textColor: UIColor! = .label
    /// How the lines align (`.natural`).
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines the text takes (1; 0: as many as it needs).
    open var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Where lines break and how the text is cut (`.byTruncatingTail`).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The width a multi-line label's intrinsic size wraps at (0: the width layout gives it).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether the font shrinks to fit the width (false; Linux measures the text at its font's size).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to (0).
    open var minimumScaleFactor: CGFloat = 0
    /// Whether letters draw closer before the text is truncated (false).
    open var allowsDefaultTighteningForTruncation = false
    /// Where the text sits when its font shrinks.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// Whether the font follows the Dynamic Type size (false).
    open var adjustsFontForContentSizeCategory = false
    /// Whether the label draws enabled (true).
    open var isEnabled = true
    /// Whether the label draws highlighted (false).
    open var isHighlighted = false
    /// The text's colour when highlighted.
    open var highlightedTextColor: UIColor?
    /// The colour of the text's shadow (none).
    open var shadowColor: UIColor?
    /// The offset of the text's shadow ((0, −1)).
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// Whether the label shows its full text when the pointer rests on truncated text (false).
    open var showsExpansionTextWhenTruncated = false

    /// A label in a frame; it takes no touches (`isUserInteractionEnabled` is false) and is clear.
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(frame: .zero)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// The last measurements, by width (cleared when the text, font or lines change).
    private var measurements: [CGFloat: CGSize] = [:]

    /// The text's size at a width (nil: unwrapped), rounded up to pixels (facts 2 and 4).
    func measuredTextSize(width: CGFloat?) -> CGSize {
        guard let string = storage?.string, !string.isEmpty else { return .zero }
        let key = width ?? -1
        if let known = measurements[key] { return known }
        let view = Text(verbatim: string).font(Font(font)).lineLimit(numberOfLines > 0 ? numberOfLines : nil)
        let size = ResolvedTree(view).sizeThatFits(ProposedViewSize(width: width, height: nil))
        let scale = UIScreen.main.scale
        let measured = CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
        if measurements.count > 16 { measurements.removeAll() }
        measurements[key] = measured
        return measured
    }

    /// The text, font or lines changed: measure again, and ask for layout.
    open override func invalidateIntrinsicContentSize() {
        measurements.removeAll()
        super.invalidateIntrinsicContentSize()
    }

    /// The text's size: unwrapped for one line, wrapped at `preferredMaxLayoutWidth` when it is
    /// set for several (fact 2).
    open override var intrinsicContentSize: CGSize {
        measuredTextSize(width: numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
    }

    /// The text's size within a size: wrapped at its width when the label has several lines
    /// (fact 2), the text's own width when narrower.
    /// - Parameter size: The size offered (an infinite or zero width: unwrapped).
    /// - Returns: The size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let wraps = numberOfLines != 1 && size.width.isFinite && size.width > 0
        return measuredTextSize(width: wraps ? size.width : nil)
    }

    /// The rectangle the text is drawn in within bounds: the text's size, centred vertically
    /// (fact 3).
    /// - Parameters:
    ///   - bounds: The bounds.
    ///   - numberOfLines: The most lines (0: any).
    /// - Returns: The rectangle.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = measuredTextSize(width: numberOfLines != 1 ? bounds.width : nil)
        let height = min(size.height, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: min(size.width, bounds.width), height: height)
    }

    /// Draws the text in a rectangle (Linux: nothing is drawn).
    /// - Parameter rect: The rectangle.
    open func drawText(in rect: CGRect) {}

    override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize? {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0 else { return nil }
        return measuredTextSize(width: width)
    }

    override func baselinePosition(first: Bool) -> (heightFraction: CGFloat, offset: CGFloat) {
        let textHeight = measuredTextSize(width: numberOfLines != 1 && bounds.width > 0 ? bounds.width : nil).height
        // The text is centred: its top is at the middle less half its height.
        if first { return (0.5, -textHeight / 2 + font.ascender) }
        return (0.5, textHeight / 2 + font.descender)
    }
}
