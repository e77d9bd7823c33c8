// One kind of particle an emitter layer sends out (a confetti piece, a snowflake): how many per
// second, how long each lives, how fast it goes, turns, shrinks and changes colour. Linux: the
// values are kept (and reachable by key path from the layer, `"emitterCells.snow.birthRate"`);
// no particle is made or drawn.
import CoreGraphics
import Foundation

/// A kind of particle of an emitter layer.
open class CAEmitterCell: NSObject, CAMediaTiming, @unchecked Sendable {
    /// A cell with Core Animation's defaults (it emits nothing until `birthRate` and `lifetime`
    /// are set).
    public override init() { super.init() }

    /// The default value of a property of the class (nil: none declared).
    /// - Parameter key: The key.
    /// - Returns: nil.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The cell's name, for key paths (`"emitterCells.<name>.birthRate"`).
    open var name: String?
    /// Whether the cell emits (true).
    open var isEnabled = true
    /// Particles made per second (0).
    open var birthRate: Float = 0
    /// Each particle's life in seconds (0).
    open var lifetime: Float = 0
    /// How much a particle's life varies either way (0).
    open var lifetimeRange: Float = 0
    /// The direction's angle up from the x-y plane, in radians (0).
    open var emissionLatitude: CGFloat = 0
    /// The direction's angle in the x-y plane, in radians (0: along +x).
    open var emissionLongitude: CGFloat = 0
    /// The cone around the direction particles go in, in radians (0).
    open var emissionRange: CGFloat = 0
    /// Each particle's speed, in points per second (0).
    open var velocity: CGFloat = 0
    /// How much the speed varies either way (0).
    open var velocityRange: CGFloat = 0
    /// Acceleration along x, in points per second² (0).
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y (0; positive is down in UIKit: gravity).
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z (0).
    open var zAcceleration: CGFloat = 0
    /// Each particle's scale (1).
    open var scale: CGFloat = 1
    /// How much the scale varies either way (0).
    open var scaleRange: CGFloat = 0
    /// How fast the scale changes, per second (0).
    open var scaleSpeed: CGFloat = 0
    /// How fast each particle turns, in radians per second (0).
    open var spin: CGFloat = 0
    /// How much the turning varies either way (0).
    open var spinRange: CGFloat = 0
    /// The colour the content is multiplied by (opaque white).
    open var color: CGColor? = CGColor(gray: 1, alpha: 1)
    /// How much red varies either way (0).
    open var redRange: Float = 0
    /// How much green varies either way (0).
    open var greenRange: Float = 0
    /// How much blue varies either way (0).
    open var blueRange: Float = 0
    /// How much alpha varies either way (0).
    open var alphaRange: Float = 0
    /// How fast red changes, per second (0).
    open var redSpeed: Float = 0
    /// How fast green changes, per second (0).
    open var greenSpeed: Float = 0
    /// How fast blue changes, per second (0).
    open var blueSpeed: Float = 0
    /// How fast alpha changes, per second (0; negative fades particles out).
    open var alphaSpeed: Float = 0
    /// Each particle's image, a `CGImage` (`UIImage(named: "confetti")?.cgImage`).
    open var contents: Any?
    /// The part of the image shown, in unit coordinates ((0, 0, 1, 1)).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The image's pixels per point (1).
    open var contentsScale: CGFloat = 1
    /// The filter used when the image is shrunk ("linear").
    open var minificationFilter = "linear"
    /// The filter used when the image is enlarged ("linear").
    open var magnificationFilter = "linear"
    /// The bias of the minification filter (0).
    open var minificationFilterBias: Float = 0
    /// Cells each particle emits in turn (fireworks).
    open var emitterCells: [CAEmitterCell]?
    /// Default values for keys not set (kept).
    open var style: [AnyHashable: Any]?

    /// When the cell begins emitting, in its layer's time (0).
    open var beginTime: CFTimeInterval = 0
    /// An offset added to the cell's time (0).
    open var timeOffset: CFTimeInterval = 0
    /// How many times the cell's time repeats (0).
    open var repeatCount: Float = 0
    /// How long the cell's time repeats for (0).
    open var repeatDuration: CFTimeInterval = 0
    /// How long the cell emits (0: as long as its layer does).
    open var duration: CFTimeInterval = 0
    /// How fast the cell's time runs (1).
    open var speed: Float = 1
    /// Whether the cell's time autoreverses (false).
    open var autoreverses = false
    /// What the cell's time shows outside its active time (`.removed`).
    open var fillMode = CAMediaTimingFillMode.removed

    private var storedValues: [String: Any] = [:]

    /// Whether a value is archived with the cell (true).
    /// - Parameter key: The key.
    /// - Returns: True.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A property's value by its key, else a value stored for a key of your own.
    /// - Parameter key: The key.
    /// - Returns: The value, or nil.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "name": return name
        case "enabled", "isEnabled": return isEnabled
        case "birthRate": return birthRate
        case "lifetime": return lifetime
        case "velocity": return velocity
        case "scale": return scale
        case "spin": return spin
        case "emissionLongitude": return emissionLongitude
        case "emissionRange": return emissionRange
        case "yAcceleration": return yAcceleration
        case "alphaSpeed": return alphaSpeed
        case "color": return color
        case "contents": return contents
        case "emitterCells": return emitterCells
        default: return storedValues[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }

    /// Sets a property by its key (numbers of any type are converted), or stores the value for a
    /// key of your own.
    /// - Parameters:
    ///   - value: The value.
    ///   - key: The key.
    open func setValue(_ value: Any?, forKey key: String) {
        let number = AnimatableValues.number(value)
        switch (key, number) {
        case ("enabled", let n?), ("isEnabled", let n?): isEnabled = n != 0
        case ("birthRate", let n?): birthRate = Float(n)
        case ("lifetime", let n?): lifetime = Float(n)
        case ("velocity", let n?): velocity = CGFloat(n)
        case ("scale", let n?): scale = CGFloat(n)
        case ("spin", let n?): spin = CGFloat(n)
        case ("emissionLongitude", let n?): emissionLongitude = CGFloat(n)
        case ("emissionRange", let n?): emissionRange = CGFloat(n)
        case ("yAcceleration", let n?): yAcceleration = CGFloat(n)
        case ("alphaSpeed", let n?): alphaSpeed = Float(n)
        case ("name", _): name = value as? String
        case ("color", _): color = value.flatMap { $0 as? CGColor }
        case ("contents", _): contents = value
        case ("emitterCells", _): emitterCells = value as? [CAEmitterCell]
        default: storedValues[key] = value
        }
    }

    /// The value at a key path (`"emitterCells.<name>.birthRate"` reaches a cell's cells).
    /// - Parameter keyPath: The key path.
    /// - Returns: The value, or nil.
    open func value(forKeyPath keyPath: String) -> Any? {
        if let (cell, rest) = Self.cell(in: emitterCells, at: keyPath) { return cell.value(forKeyPath: rest) }
        return value(forKey: keyPath)
    }

    /// Sets the value at a key path.
    /// - Parameters:
    ///   - value: The value.
    ///   - keyPath: The key path.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let (cell, rest) = Self.cell(in: emitterCells, at: keyPath) { return cell.setValue(value, forKeyPath: rest) }
        setValue(value, forKey: keyPath)
    }

    /// The cell a key path `emitterCells.<name>.rest` names among `cells`, with the rest.
    static func cell(in cells: [CAEmitterCell]?, at keyPath: String) -> (CAEmitterCell, String)? {
        let parts = keyPath.split(separator: ".", maxSplits: 2).map(String.init)
        guard parts.count == 3, parts[0] == "emitterCells", let cell = cells?.first(where: { $0.name == parts[1] }) else { return nil }
        return (cell, parts[2])
    }
}
