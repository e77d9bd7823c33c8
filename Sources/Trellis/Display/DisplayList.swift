import Foundation

/// What a laid-out view tree draws, back to front, in window coordinates (points, unrounded):
/// shapes, text, images, and groups that clip, fade, shadow or transform what they hold. Built by
/// `ResolvedTree.displayList()`; painted by TrellisCairo's `CairoPainter`.
///
/// A renderer walks `items` in order, painting each over what came before; a group paints its
/// children through its effects, then fades them by its opacity. Frames are in points from the
/// window's top-left corner; multiply by the screen's scale to reach pixels. The list is `Codable`,
/// so it can cross a process boundary as data (the previewer's worker sends it as JSON).
///
/// ```swift
/// let layout = ResolvedTree(ContentView(), environment: EnvironmentValues())
/// layout.layout(in: CGSize(width: 393, height: 852))
/// let list = layout.displayList()
///
/// func draw(_ item: DisplayItem) {
///     switch item.content {
///     case .shape(let shape): fillAndStroke(shape.outline, shape.fill, shape.stroke)
///     case .text(let text): drawText(text, in: item.frame)
///     case .image(let image): drawImage(image, in: item.frame)
///     case .group(let group): withEffects(group.effects, opacity: group.opacity) {
///         group.children.forEach(draw)
///     }
///     }
/// }
/// clear(to: list.backgroundColor)
/// list.items.forEach(draw)
/// ```
public struct DisplayList: Sendable, Codable {
    /// The window size the tree was laid out in.
    public var size: CGSize
    /// Light or dark: what the tree's colours were resolved in.
    public var colorScheme: ColorScheme
    /// The window background (white in light mode, black in dark mode).
    public var backgroundColor: Color.Resolved
    /// The items to paint, back to front; groups hold their own items.
    public var items: [DisplayItem]

    /// Creates a display list from its parts (`ResolvedTree.displayList()` builds it from a placed tree).
    public init(size: CGSize, colorScheme: ColorScheme, backgroundColor: Color.Resolved, items: [DisplayItem]) {
        self.size = size
        self.colorScheme = colorScheme
        self.backgroundColor = backgroundColor
        self.items = items
    }

    /// Every item, groups before what they hold, depth first.
    public var allItems: [DisplayItem] { items.flatMap(\.allItems) }

    /// The first item (depth first) with `identity`.
    public func item(identity: String) -> DisplayItem? { allItems.first { $0.identity == identity } }
}

/// One thing drawn, with a stable identity: the index path of its node from the root ("0/2/1"),
/// followed by "#id" when the view has an `.id`. A group made by effects on a node carries the
/// node's identity followed by "@group". The previewer matches identities between two lists to
/// animate every view from its old frame to its new one.
public struct DisplayItem: Sendable, Codable, Equatable {
    /// The item's identity: its node's index path from the root ("0/2/1"), then "#id" for a view with
    /// an `.id`, "@group" for a group made by effects and "@mask" for a masked view.
    public var identity: String
    /// The node's frame in window coordinates.
    public var frame: CGRect
    /// What the item draws.
    public var content: Content

    /// What an item draws: one of a shape, a text, an image, or a group of items.
    public enum Content: Sendable, Codable, Equatable {
        /// An outline filled and/or stroked.
        case shape(DisplayShapeDrawing)
        /// A text laid out as it was measured.
        case text(DisplayText)
        /// A PNG, a symbol or a placeholder, fitted to the frame.
        case image(DisplayImage)
        /// Items painted as a unit through effects and an opacity.
        case group(DisplayGroup)
    }

    /// Creates an item that draws `content` in `frame`.
    public init(identity: String, frame: CGRect, content: Content) {
        self.identity = identity
        self.frame = frame
        self.content = content
    }

    /// This item and, for a group, everything in it, depth first.
    public var allItems: [DisplayItem] {
        if case let .group(g) = content { return [self] + g.children.flatMap(\.allItems) }
        return [self]
    }

    /// The item moved and scaled into `newFrame` (its own geometry only: a group's children keep
    /// theirs, since they have identities of their own).
    public func placed(in newFrame: CGRect) -> DisplayItem {
        var item = self
        item.frame = newFrame
        switch content {
        case var .shape(s):
            s.outline = s.outline.mapped(from: frame, to: newFrame)
            item.content = .shape(s)
        case .text, .image:
            break
        case var .group(g):
            g.effects = g.effects.map { $0.mapped(from: frame, to: newFrame) }
            item.content = .group(g)
        }
        return item
    }
}

/// A shape: an outline filled and/or stroked.
public struct DisplayShapeDrawing: Sendable, Codable, Equatable {
    /// The outline in window coordinates.
    public var outline: DisplayShape
    /// The paint inside the outline (a colour or a gradient); `nil` does not fill.
    public var fill: ResolvedPaint?
    /// How the inside is decided: even-odd or non-zero winding, and whether edges are antialiased.
    public var fillStyle: FillStyle
    /// The paint of the outline's stroke; `nil` does not stroke.
    public var stroke: ResolvedPaint?
    /// The stroke's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle

    /// Creates a shape drawing.
    /// - Parameters:
    ///   - outline: the path in window coordinates.
    ///   - fill: the paint inside, or `nil` for none.
    ///   - fillStyle: the fill rule and antialiasing.
    ///   - stroke: the paint of the outline, or `nil` for none.
    ///   - strokeStyle: the stroke's width, caps, joins and dashes.
    public init(outline: DisplayShape, fill: ResolvedPaint?, fillStyle: FillStyle = FillStyle(),
                stroke: ResolvedPaint? = nil, strokeStyle: StrokeStyle = StrokeStyle()) {
        self.outline = outline
        self.fill = fill
        self.fillStyle = fillStyle
        self.stroke = stroke
        self.strokeStyle = strokeStyle
    }
}

/// A text laid out exactly as it was measured: the painter lays `request` out again in
/// `proposal` (the same answer the layout got) and draws its lines from the top of the frame,
/// each line placed by `alignment` across the frame's width.
public struct DisplayText: Sendable, Codable, Equatable {
    /// The text, fonts and line settings as the layout measured them (Inter measured by Pango).
    public var request: TextLayoutRequest
    /// The size the text was proposed when it was placed.
    public var proposal: ProposedViewSize
    /// Paint per run of `request`.
    public var runs: [Run]
    /// Where each line sits across the frame: 0 leading edge, 0.5 centre, 1 trailing edge (in
    /// window terms: right-to-left layouts already swapped).
    public var alignment: CGFloat
    /// The measured result (size rounded to the pixel grid, baselines from the top).
    public var result: TextLayoutResult

    /// How one run of the request's text is painted.
    public struct Run: Sendable, Codable, Equatable {
        /// The run's fill: its foreground colour or gradient.
        public var paint: ResolvedPaint
        /// The colour of the run's underline, or `nil` for none.
        public var underline: Color.Resolved?
        /// The colour of the run's strikethrough, or `nil` for none.
        public var strikethrough: Color.Resolved?
        /// The image of a run that holds one (`TextRun.attachment`).
        public var image: DisplayImage?

        /// Creates the paint of a run.
        public init(paint: ResolvedPaint, underline: Color.Resolved? = nil, strikethrough: Color.Resolved? = nil, image: DisplayImage? = nil) {
            self.paint = paint
            self.underline = underline
            self.strikethrough = strikethrough
            self.image = image
        }
    }

    /// Creates a text drawing.
    /// - Parameters:
    ///   - request: the text and its settings, as measured.
    ///   - proposal: the size the text was proposed when placed.
    ///   - runs: the paint of each run of `request`.
    ///   - alignment: where each line sits across the frame, from 0 (leading) to 1 (trailing).
    ///   - result: the measured size and lines.
    public init(request: TextLayoutRequest, proposal: ProposedViewSize, runs: [Run], alignment: CGFloat, result: TextLayoutResult) {
        self.request = request
        self.proposal = proposal
        self.runs = runs
        self.alignment = alignment
        self.result = result
    }
}

/// An image: a PNG file, a symbol drawn from paths, or a placeholder for what could not be loaded.
public struct DisplayImage: Sendable, Codable, Equatable {
    /// Where an image's pixels come from.
    public enum Source: Sendable, Codable, Equatable {
        /// A PNG file and the number of pixels per point it was made for.
        case file(URL, scale: CGFloat)
        /// A symbol: paths in a unit square, scaled to the frame.
        case symbol(SymbolGlyph)
        /// Something missing or unreadable: a labelled box.
        case placeholder(label: String)
    }

    /// Where the pixels come from.
    public var source: Source
    /// Colours the image's alpha (template images and symbols); nil: the image's own colours.
    public var tint: ResolvedPaint?
    /// How the image is resampled when scaled (`Image.interpolation(_:)`).
    public var interpolation: Image.Interpolation
    /// Whether the image's edges are antialiased (`Image.antialiased(_:)`).
    public var isAntialiased: Bool

    /// Creates an image drawing.
    /// - Parameters:
    ///   - source: a file, a symbol or a placeholder.
    ///   - tint: the paint through the image's alpha, or `nil` for its own colours.
    ///   - interpolation: how it is resampled when scaled.
    ///   - isAntialiased: whether its edges are antialiased.
    public init(source: Source, tint: ResolvedPaint? = nil, interpolation: Image.Interpolation = .high, isAntialiased: Bool = true) {
        self.source = source
        self.tint = tint
        self.interpolation = interpolation
        self.isAntialiased = isAntialiased
    }
}

/// Something drawn as a unit: its children painted through its effects, then faded by `opacity`.
public struct DisplayGroup: Sendable, Codable, Equatable {
    /// The opacity the painted children are faded by, from 0 to 1.
    public var opacity: Double
    /// Applied outermost first.
    public var effects: [DisplayEffect]
    /// The items painted inside the group, back to front.
    public var children: [DisplayItem]

    /// Creates a group of `children` painted through `effects` and faded by `opacity`.
    public init(opacity: Double = 1, effects: [DisplayEffect] = [], children: [DisplayItem]) {
        self.opacity = opacity
        self.effects = effects
        self.children = children
    }
}

/// A render effect of a group, in window coordinates.
public enum DisplayEffect: Sendable, Codable, Equatable {
    /// Only what falls inside the shape is drawn; `eoFill` selects the even-odd rule.
    case clip(DisplayShape, eoFill: Bool)
    /// A shadow of the group's content: `color` through its alpha blurred by a Gaussian of standard
    /// deviation `radius` / 2, moved by `offset`, painted under the content.
    case shadow(color: Color.Resolved, radius: CGFloat, offset: CGSize)
    /// The content blurred by a Gaussian of standard deviation `radius`; `opaque` keeps the blur
    /// inside the content's bounds instead of letting it fade out past the edges.
    case blur(radius: CGFloat, opaque: Bool)
    /// Rotation (radians, clockwise on screen) and scale about `anchor` (a point in the window).
    case transform(rotation: CGFloat, scaleX: CGFloat, scaleY: CGFloat, anchor: CGPoint)
    /// Colours changed pixel by pixel.
    case colorAdjustment(ColorAdjustment)
    /// Only where these items are opaque is the group drawn (`mask`).
    case mask([DisplayItem])

    func mapped(from old: CGRect, to new: CGRect) -> DisplayEffect {
        switch self {
        case let .clip(shape, eo): return .clip(shape.mapped(from: old, to: new), eoFill: eo)
        case let .transform(r, sx, sy, anchor):
            let ux = old.width != 0 ? (anchor.x - old.minX) / old.width : 0.5
            let uy = old.height != 0 ? (anchor.y - old.minY) / old.height : 0.5
            return .transform(rotation: r, scaleX: sx, scaleY: sy, anchor: CGPoint(x: new.minX + ux * new.width, y: new.minY + uy * new.height))
        case .shadow, .blur, .colorAdjustment, .mask: return self
        }
    }
}
