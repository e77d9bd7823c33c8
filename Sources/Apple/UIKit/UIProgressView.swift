// The progress bar (`UIProgressView`): a view, not a control. Linux: kept as set, not drawn;
// Auto Layout gives it UIKit's bar height (4 points; 2 for the `.bar` style) and the width of
// its constraints.
import CoreGraphics
import Foundation

/// A bar that fills as a task progresses.
///
/// Linux: kept as set, not drawn; the progress is pinned to 0...1, and follows the observed
/// `Progress` when there is one.
open class UIProgressView: UIView {
    /// How the bar is drawn.
    public enum Style: Int, Sendable, Hashable {
        /// The standard bar.
        case `default` = 0
        /// A thinner bar, as in a toolbar.
        case bar = 1
    }

    /// How the bar is drawn (`.default`).
    open var progressViewStyle: Style = .default {
        didSet { invalidateIntrinsicContentSize() }
    }
    private var storedProgress: Float = 0
    /// How far along the task is, 0 to 1 (pinned): the observed progress's fraction when there
    /// is one.
    open var progress: Float {
        get { observedProgress.map { Float(max(0, min($0.fractionCompleted, 1))) } ?? storedProgress }
        set { storedProgress = max(0, min(newValue, 1)) }
    }
    /// A progress object whose fraction the bar shows.
    open var observedProgress: Progress?
    /// The filled part's colour (nil: the tint colour).
    open var progressTintColor: UIColor?
    /// The unfilled part's colour (nil: the system's grey).
    open var trackTintColor: UIColor?
    /// The filled part's image.
    open var progressImage: UIImage?
    /// The unfilled part's image.
    open var trackImage: UIImage?

    /// A progress view of a style.
    /// - Parameter style: The style.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    /// A progress view of the default style in a frame.
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(frame: .zero)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// Sets the progress.
    /// - Parameters:
    ///   - progress: How far along, 0 to 1 (pinned).
    ///   - animated: Whether to animate (nothing is drawn on Linux).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// 4 points tall (2 for `.bar`); no width of its own.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2 : 4)
    }
}
