// A layer that emits particles (confetti, snow, sparks) from a point, line or shape, as
// SwiftUI tutorials wrap one in a `UIViewRepresentable`. Linux: the values are kept, and key
// paths reach the cells (`"emitterCells.snow.birthRate"`); no particle is made or drawn.
import CoreGraphics
import Foundation

/// The shape particles are emitted from.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The shape's name.
    public let rawValue: String
    /// A shape of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A shape of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// A point at `emitterPosition` (the default).
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A line along x, `emitterSize.width` long, centred on the position.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box of `emitterSize` and `emitterDepth`.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere of radius `emitterSize.width`.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the shape particles are emitted from.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A mode of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// The shape's vertices.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// The shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// The shape's surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Anywhere inside the shape (the default).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order particles are drawn in.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A mode of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// Any order (the default).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest in front.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The newest in front.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Colours added together (glows).
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A layer that emits particles of its cells.
open class CAEmitterLayer: CALayer, @unchecked Sendable {
    /// The kinds of particle emitted.
    open var emitterCells: [CAEmitterCell]?
    /// Multiplies every cell's birth rate (1; 0 stops emitting).
    open var birthRate: Float = 1
    /// Multiplies every cell's lifetime (1).
    open var lifetime: Float = 1
    /// The emitter's centre, in the layer's coordinates ((0, 0)).
    open var emitterPosition: CGPoint = .zero
    /// The emitter's z (0).
    open var emitterZPosition: CGFloat = 0
    /// The emitter's size (zero).
    open var emitterSize: CGSize = .zero
    /// The emitter's depth (0).
    open var emitterDepth: CGFloat = 0
    /// The emitter's shape (`.point`).
    open var emitterShape = CAEmitterLayerEmitterShape.point
    /// Where on the shape particles start (`.volume`).
    open var emitterMode = CAEmitterLayerEmitterMode.volume
    /// The order particles are drawn in (`.unordered`).
    open var renderMode = CAEmitterLayerRenderMode.unordered
    /// Whether particles are kept in 3-D (false).
    open var preservesDepth = false
    /// Multiplies every cell's velocity (1).
    open var velocity: Float = 1
    /// Multiplies every cell's scale (1).
    open var scale: Float = 1
    /// Multiplies every cell's spin (1).
    open var spin: Float = 1
    /// The seed of the particles' randomness (0).
    open var seed: UInt32 = 0

    /// The value at a key path; `"emitterCells.<name>.<key>"` reaches a named cell.
    /// - Parameter keyPath: The key path.
    /// - Returns: The value, or nil.
    open override func value(forKeyPath keyPath: String) -> Any? {
        if let (cell, rest) = CAEmitterCell.cell(in: emitterCells, at: keyPath) { return cell.value(forKeyPath: rest) }
        return super.value(forKeyPath: keyPath)
    }

    /// Sets the value at a key path; `"emitterCells.<name>.<key>"` reaches a named cell
    /// (`setValue(0, forKeyPath: "emitterCells.confetti.birthRate")`).
    /// - Parameters:
    ///   - value: The value.
    ///   - keyPath: The key path.
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let (cell, rest) = CAEmitterCell.cell(in: emitterCells, at: keyPath) { return cell.setValue(value, forKeyPath: rest) }
        super.setValue(value, forKeyPath: keyPath)
    }

    override func makePresentationCopy() -> CALayer? {
        type(of: self) == CAEmitterLayer.self ? CAEmitterLayer(layer: self) : nil
    }

    override func takeProperties(from other: CALayer) {
        super.takeProperties(from: other)
        guard let other = other as? CAEmitterLayer else { return }
        emitterCells = other.emitterCells
        birthRate = other.birthRate
        lifetime = other.lifetime
        emitterPosition = other.emitterPosition
        emitterZPosition = other.emitterZPosition
        emitterSize = other.emitterSize
        emitterDepth = other.emitterDepth
        emitterShape = other.emitterShape
        emitterMode = other.emitterMode
        renderMode = other.renderMode
        preservesDepth = other.preservesDepth
        velocity = other.velocity
        scale = other.scale
        spin = other.spin
        seed = other.seed
    }

    override var optionalPropertyKeys: Set<String> { super.optionalPropertyKeys.union(["emitterCells"]) }

    override func knownValue(forKey key: String) -> Any? {
        switch key {
        case "emitterCells": return emitterCells
        case "birthRate": return birthRate
        case "lifetime": return lifetime
        case "emitterPosition": return emitterPosition
        case "emitterSize": return emitterSize
        case "velocity": return velocity
        case "scale": return scale
        case "spin": return spin
        default: return super.knownValue(forKey: key)
        }
    }

    override func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        let number = AnimatableValues.number(value).map { Float($0) }
        switch key {
        case "emitterCells": emitterCells = value as? [CAEmitterCell]
        case "birthRate": guard let number else { return false }; birthRate = number
        case "lifetime": guard let number else { return false }; lifetime = number
        case "emitterPosition": guard let p = AnimatableValues.unboxed(value) as? CGPoint else { return false }; emitterPosition = p
        case "emitterSize": guard let s = AnimatableValues.unboxed(value) as? CGSize else { return false }; emitterSize = s
        case "velocity": guard let number else { return false }; velocity = number
        case "scale": guard let number else { return false }; scale = number
        case "spin": guard let number else { return false }; spin = number
        default: return super.setKnownValue(value, forKey: key)
        }
        return true
    }
}
