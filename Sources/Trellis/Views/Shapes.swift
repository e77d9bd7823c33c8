import Foundation

/// A 2D shape that fills the space it is offered (10×10 ideally).
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
}

/// The path of a shape: moves, lines, curves and closed subpaths.
public struct Path: Equatable, Sendable {
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addRect(_ r: CGRect) {
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// An ellipse inscribed in `r`, from four cubic Béziers.
    public mutating func addEllipse(in r: CGRect) {
        let k: CGFloat = 0.5522847498
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// A rectangle with circular corners of `radius` (clamped to half the shorter side).
    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize) {
        let rad = min(cornerSize.width, min(r.width, r.height) / 2)
        guard rad > 0 else { return addRect(r) }
        let k: CGFloat = 0.5522847498 * rad
        move(to: CGPoint(x: r.minX + rad, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rad, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + rad), control1: CGPoint(x: r.maxX - rad + k, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + rad - k))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - rad))
        addCurve(to: CGPoint(x: r.maxX - rad, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - rad + k), control2: CGPoint(x: r.maxX - rad + k, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + rad, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - rad), control1: CGPoint(x: r.minX + rad - k, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - rad + k))
        addLine(to: CGPoint(x: r.minX, y: r.minY + rad))
        addCurve(to: CGPoint(x: r.minX + rad, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + rad - k), control2: CGPoint(x: r.minX + rad - k, y: r.minY))
        closeSubpath()
    }
}

/// The shapes the painter draws natively.
protocol BuiltInShape: Shape, PrimitiveView {
    var builtInOutline: ShapeOutline { get }
    static var typeName: String { get }
}

extension BuiltInShape {
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let node = ctx.makeNode(Self.typeName, LeafBehavior.flexible)
        node.drawing.content = .fill(.color(.primary), builtInOutline)
        nodes.append(node)
    }
}

public struct Rectangle: BuiltInShape {
    public typealias Body = Never
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var builtInOutline: ShapeOutline { .rectangle }
    static var typeName: String { "Rectangle" }
}

public struct RoundedRectangle: BuiltInShape {
    public typealias Body = Never
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
    public init(cornerSize: CGSize) { self.cornerSize = cornerSize }
    public func path(in rect: CGRect) -> Path { Path { $0.addRoundedRect(in: rect, cornerSize: cornerSize) } }
    var builtInOutline: ShapeOutline { .roundedRectangle(cornerRadius: cornerSize.width) }
    static var typeName: String { "RoundedRectangle" }
}

public struct Circle: BuiltInShape {
    public typealias Body = Never
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path { $0.addEllipse(in: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d)) }
    }
    var builtInOutline: ShapeOutline { .circle }
    static var typeName: String { "Circle" }
}

public struct Ellipse: BuiltInShape {
    public typealias Body = Never
    public init() {}
    public func path(in rect: CGRect) -> Path { Path { $0.addEllipse(in: rect) } }
    var builtInOutline: ShapeOutline { .ellipse }
    static var typeName: String { "Ellipse" }
}

public struct Capsule: BuiltInShape {
    public typealias Body = Never
    public init() {}
    public func path(in rect: CGRect) -> Path {
        Path { $0.addRoundedRect(in: rect, cornerSize: CGSize(width: min(rect.width, rect.height) / 2, height: 0)) }
    }
    var builtInOutline: ShapeOutline { .capsule }
    static var typeName: String { "Capsule" }
}
