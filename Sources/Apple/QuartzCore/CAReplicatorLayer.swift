// A layer that repeats its sublayers: each copy takes the previous one's transform, colour offset
// and delay again (spinners of dots, equalizer bars). Linux: the values are kept; nothing is
// drawn, and `sublayers` holds the originals only, as on Apple's.
import CoreGraphics
import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed from the last.
open class CAReplicatorLayer: CALayer, @unchecked Sendable {
    /// How many copies are drawn, the original included (1).
    open var instanceCount = 1
    /// Whether the copies are kept in 3-D (false).
    open var preservesDepth = false
    /// The delay of each copy's animations after the previous copy's, in seconds (0).
    open var instanceDelay: CFTimeInterval = 0
    /// The transform each copy adds to the previous one's, about the layer's centre (identity).
    open var instanceTransform = CATransform3DIdentity
    /// The colour the first copy is multiplied by (opaque white).
    open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1)
    /// Added to the red of each copy's colour after the previous one's (0).
    open var instanceRedOffset: Float = 0
    /// Added to the green of each copy's colour (0).
    open var instanceGreenOffset: Float = 0
    /// Added to the blue of each copy's colour (0).
    open var instanceBlueOffset: Float = 0
    /// Added to the alpha of each copy's colour (0).
    open var instanceAlphaOffset: Float = 0

    override func makePresentationCopy() -> CALayer? {
        type(of: self) == CAReplicatorLayer.self ? CAReplicatorLayer(layer: self) : nil
    }

    override func takeProperties(from other: CALayer) {
        super.takeProperties(from: other)
        guard let other = other as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        preservesDepth = other.preservesDepth
        instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
    }

    override var optionalPropertyKeys: Set<String> { super.optionalPropertyKeys.union(["instanceColor"]) }

    override func knownValue(forKey key: String) -> Any? {
        switch key {
        case "instanceCount": return instanceCount
        case "instanceDelay": return instanceDelay
        case "instanceTransform": return instanceTransform
        case "instanceColor": return instanceColor
        case "instanceAlphaOffset": return instanceAlphaOffset
        default: return super.knownValue(forKey: key)
        }
    }

    override func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        let number = AnimatableValues.number(value)
        switch key {
        case "instanceCount": guard let number else { return false }; instanceCount = Int(number)
        case "instanceDelay": guard let number else { return false }; instanceDelay = number
        case "instanceTransform": guard let t = value as? CATransform3D else { return false }; instanceTransform = t
        case "instanceColor": guard value == nil || value is CGColor else { return false }; instanceColor = value as? CGColor
        case "instanceAlphaOffset": guard let number else { return false }; instanceAlphaOffset = Float(number)
        default: return super.setKnownValue(value, forKey: key)
        }
        return true
    }
}
