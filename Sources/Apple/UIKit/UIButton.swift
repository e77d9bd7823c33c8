// Buttons, as UIKit code makes them: by type with titles, colours and images per state
// (`setTitle(_:for:)`), or from a configuration (`UIButton.Configuration.filled()`, iOS 15's
// way), with targets or actions (`UIAction`). What code gives a button is kept and read back as
// UIKit gives it back: a state without a title of its own shows the normal state's; the
// configuration's title and image are the button's. Its intrinsic size is its content's: the
// title measured with Trellis's text measurement (15-point system text without a configuration,
// 17-point with one), the image's size, and the insets. Linux: nobody taps and nothing is drawn;
// `sendActions(for:)` runs the actions added for the events.
import CoreGraphics
import Foundation
import Trellis

/// A control that runs an action when tapped.
///
/// Linux: kept and measured (see the file's notes), not drawn.
open class UIButton: UIControl {
    /// The kinds of system button.
    public enum ButtonType: Int, Sendable {
        /// A button with no style of its own.
        case custom = 0
        /// The system's text button.
        case system = 1
        /// The detail disclosure (an info symbol).
        case detailDisclosure = 2
        /// The light info symbol.
        case infoLight = 3
        /// The dark info symbol.
        case infoDark = 4
        /// The add-contact symbol.
        case contactAdd = 5
        /// A button with no background, for a configuration.
        case plain = 6
        /// The close symbol.
        case close = 7
    }

    /// What updates a button's configuration for its state.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// The button's type.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var ownTitleLabel: UILabel?
    private var ownImageView: UIImageView?

    /// The button's configuration (nil: a button styled by its titles and images per state).
    /// Setting it updates the button (`updateConfiguration()`).
    open var configuration: Configuration? {
        didSet {
            syncLabel()
            invalidateIntrinsicContentSize()
        }
    }
    /// Called to update the configuration when the state changes (and when asked with
    /// `setNeedsUpdateConfiguration()`).
    open var configurationUpdateHandler: ConfigurationUpdateHandler?
    /// Whether the configuration updates with the state (true).
    open var automaticallyUpdatesConfiguration = true
    /// Whether a tap toggles `isSelected` (false).
    open var changesSelectionAsPrimaryAction = false
    /// The space around the content, without a configuration.
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
    /// The space around the title, without a configuration.
    open var titleEdgeInsets = UIEdgeInsets.zero
    /// The space around the image, without a configuration.
    open var imageEdgeInsets = UIEdgeInsets.zero
    /// Whether the image dims when highlighted (true).
    open var adjustsImageWhenHighlighted = true
    /// Whether the image dims when disabled (true).
    open var adjustsImageWhenDisabled = true
    /// Whether a tap makes the title glow (false).
    open var showsTouchWhenHighlighted = false

    /// A button of a system type.
    /// - Parameter buttonType: The type.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        if buttonType == .system { tintColor = .tintColor }
    }

    /// A custom button in a frame.
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// A button of a type whose tap runs an action.
    /// - Parameters:
    ///   - buttonType: The type.
    ///   - primaryAction: The action (its title and image become the button's).
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// A button of a configuration whose tap runs an action.
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - primaryAction: The action (its title and image become the configuration's when it has
    ///     none).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(frame: .zero)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// Gives the button an action's title and image and runs it on a tap.
    private func adopt(_ action: UIAction?) {
        guard let action else { return }
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    // MARK: State-dependent content

    /// Sets the title of a state.
    /// - Parameters:
    ///   - title: The title.
    ///   - state: The state.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        syncLabel()
        invalidateIntrinsicContentSize()
    }
    /// The title of a state (the normal state's when it has none of its own).
    /// - Parameter state: The state.
    /// - Returns: The title.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue] }
    /// Sets the styled title of a state (it takes the place of the plain title).
    /// - Parameters:
    ///   - title: The styled title.
    ///   - state: The state.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        syncLabel()
        invalidateIntrinsicContentSize()
    }
    /// The styled title of a state (the normal state's when it has none of its own).
    /// - Parameter state: The state.
    /// - Returns: The styled title.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[UIControl.State.normal.rawValue]
    }
    /// Sets the title's colour in a state.
    /// - Parameters:
    ///   - color: The colour.
    ///   - state: The state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        syncLabel()
    }
    /// The title's colour in a state (the normal state's when it has none of its own; the tint
    /// colour for a system button, white for a custom one, when none is set).
    /// - Parameter state: The state.
    /// - Returns: The colour.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] ?? (buttonType == .custom ? .white : tintColor)
    }
    /// Sets the colour of the title's shadow in a state.
    /// - Parameters:
    ///   - color: The colour.
    ///   - state: The state.
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { titleShadowColors[state.rawValue] = color }
    /// The colour of the title's shadow in a state.
    /// - Parameter state: The state.
    /// - Returns: The colour.
    open func titleShadowColor(for state: UIControl.State) -> UIColor? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[UIControl.State.normal.rawValue]
    }
    /// Sets the image of a state.
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        ownImageView?.image = currentImage
        invalidateIntrinsicContentSize()
    }
    /// The image of a state (the normal state's when it has none of its own).
    /// - Parameter state: The state.
    /// - Returns: The image.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }
    /// Sets the background image of a state.
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The state.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }
    /// The background image of a state (the normal state's when it has none of its own).
    /// - Parameter state: The state.
    /// - Returns: The image.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
    }

    /// The title shown now: the configuration's, else the current state's.
    open var currentTitle: String? { configuration?.title ?? attributedTitle(for: state)?.string ?? title(for: state) }
    /// The styled title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title's colour now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .label }
    /// The title shadow's colour now.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown now: the configuration's, else the current state's.
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label that shows the title (made when first read; its text is the current title).
    open var titleLabel: UILabel? {
        if let ownTitleLabel { return ownTitleLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: configuration == nil ? 15 : 17)
        ownTitleLabel = label
        syncLabel()
        return label
    }
    /// The view that shows the image (made when first read).
    open var imageView: UIImageView? {
        if let ownImageView { return ownImageView }
        let view = UIImageView(image: currentImage)
        ownImageView = view
        return view
    }

    /// Keeps the title label showing the current title.
    private func syncLabel() {
        guard let label = ownTitleLabel else { return }
        label.text = currentTitle
        label.textColor = currentTitleColor
    }

    // MARK: Configuration updates

    /// Asks for the configuration to be updated: `updateConfiguration()` runs.
    open func setNeedsUpdateConfiguration() { updateConfiguration() }
    /// Updates the configuration for the current state: calls `configurationUpdateHandler`.
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    /// Whether the button is selected; changing it updates the configuration.
    open override var isSelected: Bool {
        didSet { if isSelected != oldValue, automaticallyUpdatesConfiguration { updateConfiguration() } }
    }
    /// Whether the button takes touches; changing it updates the configuration.
    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue, automaticallyUpdatesConfiguration { updateConfiguration() } }
    }

    // MARK: Size

    /// The content's size: the title's and the image's side by side with the insets (see the
    /// file's notes); an empty button is 30 × 30 points on Linux.
    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuration.contentSize() }
        let title = measuredSingleLine(currentAttributedTitle?.string ?? title(for: state), font: ownTitleLabel?.font ?? .systemFont(ofSize: 15))
        let image = image(for: state)?.size ?? .zero
        var size = CGSize(width: title.width + image.width, height: max(title.height, image.height))
        if size == .zero, let background = backgroundImage(for: state)?.size { size = background }
        if size == .zero { return CGSize(width: 30, height: 30) }
        return CGSize(width: size.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: size.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The content's size.
    /// - Parameter size: The size offered.
    /// - Returns: The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The title's baselines: its text is centred in the button.
    override func baselinePosition(first: Bool) -> (heightFraction: CGFloat, offset: CGFloat) {
        let font = configuration?.titleFont ?? ownTitleLabel?.font ?? .systemFont(ofSize: 15)
        let text = measuredSingleLine(currentTitle, font: font)
        guard text.height > 0 else { return (1, 0) }
        return first ? (0.5, -text.height / 2 + font.ascender) : (0.5, text.height / 2 + font.descender)
    }
}

/// A string's size in a font, rounded up to pixels.
func measuredSingleLine(_ string: String?, font: UIFont) -> CGSize {
    guard let string, !string.isEmpty else { return .zero }
    let size = ResolvedTree(Text(verbatim: string).font(Font(font)).lineLimit(1)).sizeThatFits(ProposedViewSize(width: nil, height: nil))
    let scale = UIScreen.main.scale
    return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
}

extension UIButton {
    /// A button's look and content, as iOS 15 describes buttons: a style (`.filled()`, `.plain()`,
    /// …) and its title, subtitle, image and insets.
    ///
    /// Linux: kept as set; it gives the button its title, image and intrinsic size. The content
    /// insets are 7 points above and below and 12 at the sides unless set (Linux's choice).
    public struct Configuration: Hashable, @unchecked Sendable {
        /// The sizes of button.
        public enum Size: Int, Sendable, Hashable {
            /// Medium (the default).
            case medium = 0
            /// Small.
            case small = 1
            /// Mini.
            case mini = 2
            /// Large.
            case large = 3
        }
        /// How the background's corners are rounded.
        public enum CornerStyle: Int, Sendable, Hashable {
            /// By the button's size.
            case dynamic = 0
            /// The background's own corner radius.
            case fixed = 1
            /// Slightly rounded.
            case small = 2
            /// Rounded.
            case medium = 3
            /// Very rounded.
            case large = 4
            /// A capsule.
            case capsule = 5
        }
        /// How the title and subtitle align.
        public enum TitleAlignment: Int, Sendable, Hashable {
            /// As the system chooses.
            case automatic = 0
            /// Along the leading edge.
            case leading = 1
            /// Centred.
            case center = 2
            /// Along the trailing edge.
            case trailing = 3
        }

        /// The style it was made as (`"filled"`, `"plain"`, …).
        let style: String
        /// The title.
        public var title: String?
        /// The styled title.
        public var attributedTitle: AttributedString?
        /// The subtitle, under the title.
        public var subtitle: String?
        /// The styled subtitle.
        public var attributedSubtitle: AttributedString?
        /// The image.
        public var image: UIImage?
        /// Which side of the title the image is on (leading).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title (0).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle (0).
        public var titlePadding: CGFloat = 0
        /// The space around the content.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The colour of the title and image (nil: the style's).
        public var baseForegroundColor: UIColor?
        /// The colour of the background (nil: the style's).
        public var baseBackgroundColor: UIColor?
        /// How the background's corners are rounded.
        public var cornerStyle: CornerStyle = .dynamic
        /// The button's size.
        public var buttonSize: Size = .medium
        /// How the title and subtitle align.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether an activity indicator shows in place of the image (false).
        public var showsActivityIndicator = false
        /// The background's look.
        public var background = UIBackgroundConfiguration.clear()

        init(style: String) { self.style = style }

        /// A plain button: no background.
        /// - Returns: The configuration.
        public static func plain() -> Configuration { Configuration(style: "plain") }
        /// A button with a tinted background.
        /// - Returns: The configuration.
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        /// A button with a grey background.
        /// - Returns: The configuration.
        public static func gray() -> Configuration { Configuration(style: "gray") }
        /// A button with a background of the tint colour.
        /// - Returns: The configuration.
        public static func filled() -> Configuration { Configuration(style: "filled") }
        /// A borderless button.
        /// - Returns: The configuration.
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        /// A bordered button.
        /// - Returns: The configuration.
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        /// A bordered button with a tinted background.
        /// - Returns: The configuration.
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        /// A bordered button with a background of the tint colour.
        /// - Returns: The configuration.
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }

        /// The title's font for the button's size.
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 12)
            case .small: .systemFont(ofSize: 15)
            case .medium, .large: .systemFont(ofSize: 17)
            }
        }

        /// The content's size: title over subtitle, beside or above the image, with the insets.
        func contentSize() -> CGSize {
            let titleText = attributedTitle.map { String($0.characters) } ?? title
            let subtitleText = attributedSubtitle.map { String($0.characters) } ?? subtitle
            let t = measuredSingleLine(titleText, font: titleFont)
            let s = measuredSingleLine(subtitleText, font: .systemFont(ofSize: 15))
            var text = CGSize(width: max(t.width, s.width), height: t.height + s.height)
            if t.height > 0, s.height > 0 { text.height += titlePadding }
            let i = image?.size ?? .zero
            let gap = text != .zero && i != .zero ? imagePadding : 0
            let content: CGSize
            if imagePlacement == .top || imagePlacement == .bottom {
                content = CGSize(width: max(text.width, i.width), height: text.height + gap + i.height)
            } else {
                content = CGSize(width: text.width + gap + i.width, height: max(text.height, i.height))
            }
            return CGSize(width: content.width + contentInsets.leading + contentInsets.trailing,
                          height: content.height + contentInsets.top + contentInsets.bottom)
        }
    }
}

/// Edges of a rectangle by leading and trailing edge.
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
    /// The edges' bits.
    public let rawValue: UInt
    /// Edges of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// The look of a background: its colour, corners and stroke (as a button configuration's).
///
/// Linux: kept as set, not drawn.
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    /// The fill colour (nil: the style's).
    public var backgroundColor: UIColor?
    /// The corner radius (0).
    public var cornerRadius: CGFloat = 0
    /// The stroke's colour (nil: none).
    public var strokeColor: UIColor?
    /// The stroke's width (0).
    public var strokeWidth: CGFloat = 0
    /// The stroke's outset (0).
    public var strokeOutset: CGFloat = 0
    /// An image drawn in the background.
    public var image: UIImage?
    /// The space between the background and the edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero

    /// A clear background.
    /// - Returns: The configuration.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// A list cell's plain background.
    /// - Returns: The configuration.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
