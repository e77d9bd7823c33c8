import Foundation

/// What a laid-out view tree draws, back to front, in window coordinates (points, unrounded):
/// shapes, text, images, and groups that clip, fade, shadow or transform what they hold. Built by
/// `ViewLayout.displayList()`; painted by TrellisCairo's `CairoPainter`.
public struct DisplayList: Sendable, Codable {
    /// The window size the tree was laid out in.
    public var size: CGSize
    public var colorScheme: ColorScheme
    /// The window background (white in light mode, black in dark mode).
    public var backgroundColor: Color.Resolved
    public var items: [DisplayItem]

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
public struct DisplayItem: Sendable, Codable {
    public var identity: String
    /// The node's frame in window coordinates.
    public var frame: CGRect
    public var content: Content

    public enum Content: Sendable, Codable {
        case shape(DisplayShapeDrawing)
        case text(DisplayText)
        case image(DisplayImage)
        case group(DisplayGroup)
    }

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
public struct DisplayShapeDrawing: Sendable, Codable {
    public var outline: DisplayShape
    public var fill: ResolvedPaint?
    public var fillStyle: FillStyle
    public var stroke: ResolvedPaint?
    public var strokeStyle: StrokeStyle

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
public struct DisplayText: Sendable, Codable {
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

    public struct Run: Sendable, Codable {
        public var paint: ResolvedPaint
        public var underline: Color.Resolved?
        public var strikethrough: Color.Resolved?
        /// The image of a run that holds one (`TextRun.attachment`).
        public var image: DisplayImage?

        public init(paint: ResolvedPaint, underline: Color.Resolved? = nil, strikethrough: Color.Resolved? = nil, image: DisplayImage? = nil) {
            self.paint = paint
            self.underline = underline
            self.strikethrough = strikethrough
            self.image = image
        }
    }

    public init(request: TextLayoutRequest, proposal: ProposedViewSize, runs: [Run], alignment: CGFloat, result: TextLayoutResult) {
        self.request = request
        self.proposal = proposal
        self.runs = runs
        self.alignment = alignment
        self.result = result
    }
}

/// An image: a PNG file, a symbol drawn from paths, or a placeholder for what could not be loaded.
public struct DisplayImage: Sendable, Codable {
    public enum Source: Sendable, Codable {
        /// A PNG file and the number of pixels per point it was made for.
        case file(URL, scale: CGFloat)
        /// A symbol: paths in a unit square, scaled to the frame.
        case symbol(SymbolGlyph)
        /// Something missing or unreadable: a labelled box.
        case placeholder(label: String)
    }

    public var source: Source
    /// Colours the image's alpha (template images and symbols); nil: the image's own colours.
    public var tint: ResolvedPaint?
    public var interpolation: Image.Interpolation
    public var isAntialiased: Bool

    public init(source: Source, tint: ResolvedPaint? = nil, interpolation: Image.Interpolation = .high, isAntialiased: Bool = true) {
        self.source = source
        self.tint = tint
        self.interpolation = interpolation
        self.isAntialiased = isAntialiased
    }
}

/// Something drawn as a unit: its children painted through its effects, then faded by `opacity`.
public struct DisplayGroup: Sendable, Codable {
    public var opacity: Double
    /// Applied outermost first.
    public var effects: [DisplayEffect]
    public var children: [DisplayItem]

    public init(opacity: Double = 1, effects: [DisplayEffect] = [], children: [DisplayItem]) {
        self.opacity = opacity
        self.effects = effects
        self.children = children
    }
}

/// A render effect of a group, in window coordinates.
public enum DisplayEffect: Sendable, Codable {
    case clip(DisplayShape, eoFill: Bool)
    case shadow(color: Color.Resolved, radius: CGFloat, offset: CGSize)
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
