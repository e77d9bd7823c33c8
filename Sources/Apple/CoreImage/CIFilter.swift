import CoreGraphics
import Foundation

// `CIFilter`: a filter by name, its inputs by key, its attributes. Linux: every filter
// `CIFilter.filterNames(inCategory: nil)` lists computes for real on the processor (the
// FilterKernels files); other names give nil, as Core Image gives for a name it does not know.

/// A Core Image filter: inputs set by key (`setValue(_:forKey:)`) or, for the built-in filters
/// made by `CIFilter.sepiaTone()` and the like, by typed properties; its output is an image
/// computed when a context renders it.
///
/// Linux: the filters `CIFilter.filterNames(inCategory:)` lists run for real (the FilterKernels
/// files); other names give nil, as Core Image gives for a name it does not know.
open class CIFilter: NSObject, @unchecked Sendable {
    let definition: FilterDefinition
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    init(definition: FilterDefinition) {
        self.definition = definition
        super.init()
        setDefaults()
    }

    /// A filter for a subclass to make: it has no inputs of its own, and its output (until the
    /// subclass overrides `outputImage`) is its input image unchanged.
    public override init() {
        definition = FilterDefinition(name: "", displayName: "", categories: [], inputs: []) { image, _ in image }
        super.init()
    }

    /// The filter named `name` ("CISepiaTone"), with its default inputs; nil for a name Trellis
    /// does not have.
    /// - Parameter name: The filter's name.
    public convenience init?(name: String) {
        guard let definition = FilterDefinition.all[name] else { return nil }
        self.init(definition: definition)
    }

    /// The filter named `name` with `parameters` set over its defaults.
    /// - Parameters:
    ///   - name: The filter's name.
    ///   - parameters: Inputs by key.
    public convenience init?(name: String, parameters: [String: Any]?) {
        self.init(name: name)
        for (key, value) in parameters ?? [:] { setValue(value, forKey: key) }
    }

    /// The filter named `name` with `params` set over its defaults (the older spelling).
    /// - Parameters:
    ///   - name: The filter's name.
    ///   - params: Inputs by key.
    public convenience init?(name: String, withInputParameters params: [String: Any]?) {
        self.init(name: name, parameters: params)
    }

    /// The filter's name (a subclass's: its class's name).
    open var name: String { definition.name.isEmpty ? String(describing: type(of: self)) : definition.name }

    /// The keys of the filter's inputs, the image first.
    open var inputKeys: [String] { (definition.generates ? [] : [kCIInputImageKey]) + definition.inputs.map(\.key) }

    /// The keys of the filter's outputs.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// What Core Image says of the filter: its name, display name and categories, and of each
    /// input its class, type, display name, default and ranges.
    open var attributes: [String: Any] {
        var a: [String: Any] = [
            kCIAttributeFilterName: name,
            kCIAttributeFilterDisplayName: definition.displayName.isEmpty ? name : definition.displayName,
            kCIAttributeFilterCategories: definition.categories,
        ]
        if !definition.generates { a[kCIInputImageKey] = FilterDefinition.Input.image(kCIInputImageKey).attributes }
        for input in definition.inputs { a[input.key] = input.attributes }
        return a
    }

    /// Sets every input but the images to its default.
    open func setDefaults() {
        lock.withLock {
            for input in definition.inputs {
                if let value = input.defaultValue { values[input.key] = value } else { values[input.key] = nil }
            }
        }
    }

    /// Sets an input (`kCIInputImageKey`, `kCIInputIntensityKey`, …).
    /// - Parameters:
    ///   - value: The value: an image, a number, a vector, a colour.
    ///   - key: The input's key.
    open func setValue(_ value: Any?, forKey key: String) { lock.withLock { values[key] = value } }

    /// An input's value (`kCIOutputImageKey`: the output image).
    /// - Parameter key: The key.
    /// - Returns: The value, or nil.
    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : lock.withLock { values[key] }
    }

    /// The filtered image; nil without an input image (a generator's: the image its inputs give).
    open var outputImage: CIImage? {
        if definition.generates { return definition.apply(CIImage.empty(), self) }
        guard let input = image(kCIInputImageKey) else { return nil }
        return definition.apply(input, self)
    }

    /// The names of the filters Trellis has, sorted, in a category (every one for nil).
    /// - Parameter category: A category (`kCICategoryBlur`, …) or nil.
    /// - Returns: The names.
    open class func filterNames(inCategory category: String?) -> [String] {
        filterNames(inCategories: category.map { [$0] })
    }

    /// The names of the filters Trellis has, sorted, in every one of `categories` (every filter
    /// for nil).
    /// - Parameter categories: Categories, or nil.
    /// - Returns: The names.
    open class func filterNames(inCategories categories: [String]?) -> [String] {
        FilterDefinition.all.values.filter { d in (categories ?? []).allSatisfy(d.categories.contains) }.map(\.name).sorted()
    }

    /// The display name of a filter.
    /// - Parameter name: The filter's name.
    /// - Returns: Its display name ("Sepia Tone"), or nil for a name Trellis does not have.
    open class func localizedName(forFilterName name: String) -> String? { FilterDefinition.all[name]?.displayName }

    // MARK: Reading inputs

    /// A number input, whatever numeric type it was set as (a Boolean as 0 or 1).
    func number(_ key: String) -> Float {
        Self.float(of: lock.withLock { values[key] }) ?? Self.float(of: definition.input(key)?.defaultValue) ?? 0
    }

    private static func float(of value: Any?) -> Float? {
        switch value {
        case let v as Float: return v
        case let v as Double: return Float(v)
        case let v as CGFloat: return Float(v)
        case let v as Int: return Float(v)
        case let v as Bool: return v ? 1 : 0
        case let v as NSNumber: return v.floatValue
        default: return nil
        }
    }

    /// A Boolean input.
    func bool(_ key: String) -> Bool { number(key) != 0 }

    /// A vector input (a point set as a `CGPoint` reads as its two values).
    func vector(_ key: String) -> CIVector? {
        switch lock.withLock({ values[key] }) {
        case let v as CIVector: return v
        case let p as CGPoint: return CIVector(cgPoint: p)
        case let r as CGRect: return CIVector(cgRect: r)
        default: return definition.input(key)?.defaultValue as? CIVector
        }
    }

    /// The first `count` values of a vector input, `fallback` past its end.
    func components(_ key: String, _ count: Int, fallback: Float = 0) -> [Float] {
        let v = vector(key)
        return (0..<count).map { $0 < (v?.count ?? 0) ? Float(v!.value(at: $0)) : fallback }
    }

    /// A point input (a vector's first two values).
    func point(_ key: String) -> CGPoint { vector(key)?.cgPointValue ?? .zero }

    /// A colour input.
    func color(_ key: String) -> CIColor {
        lock.withLock { values[key] } as? CIColor ?? definition.input(key)?.defaultValue as? CIColor ?? .black
    }

    /// An image input.
    func image(_ key: String) -> CIImage? { lock.withLock { values[key] } as? CIImage }

    /// An affine transform input.
    func transform(_ key: String) -> CGAffineTransform {
        lock.withLock { values[key] } as? CGAffineTransform ?? .identity
    }

    /// A data input.
    func data(_ key: String) -> Data? { lock.withLock { values[key] } as? Data }

    /// Any other input, as set.
    func raw(_ key: String) -> Any? { lock.withLock { values[key] } }

    func setNumber(_ v: Float, _ key: String) { setValue(NSNumber(value: v), forKey: key) }
    func setPoint(_ p: CGPoint, _ key: String) { setValue(CIVector(cgPoint: p), forKey: key) }
}

/// One filter Trellis has: its inputs with their defaults and what it does.
struct FilterDefinition: @unchecked Sendable {
    /// An input other than the main image: its key, default and what Core Image's attributes say
    /// of it.
    struct Input {
        let key: String
        /// Nil for an image input, which has no default.
        let defaultValue: Any?
        let className: String
        let type: String?
        var sliderMin: Double?
        var sliderMax: Double?
        var minimum: Double?
        var maximum: Double?
        var identity: Double?

        /// The input's name as people read it: its key without "input", words apart.
        var displayName: String {
            let chars = Array(key.hasPrefix("input") ? String(key.dropFirst(5)) : key)
            var words = ""
            for (i, ch) in chars.enumerated() {
                if i > 0 {
                    let previous = chars[i - 1], next = i + 1 < chars.count ? chars[i + 1] : " "
                    let wordStart = ch.isUppercase && (previous.isLowercase || (previous.isUppercase && next.isLowercase))
                    if wordStart || (ch.isNumber && !previous.isNumber) { words.append(" ") }
                }
                words.append(ch)
            }
            return words
        }

        /// The input's attributes, as Core Image gives them under the input's key.
        var attributes: [String: Any] {
            var a: [String: Any] = [kCIAttributeClass: className, kCIAttributeDisplayName: displayName]
            if let type { a[kCIAttributeType] = type }
            if let defaultValue { a[kCIAttributeDefault] = defaultValue }
            if let sliderMin { a[kCIAttributeSliderMin] = NSNumber(value: sliderMin) }
            if let sliderMax { a[kCIAttributeSliderMax] = NSNumber(value: sliderMax) }
            if let minimum { a[kCIAttributeMin] = NSNumber(value: minimum) }
            if let maximum { a[kCIAttributeMax] = NSNumber(value: maximum) }
            if let identity { a[kCIAttributeIdentity] = NSNumber(value: identity) }
            return a
        }

        /// A number.
        static func scalar(_ key: String, _ value: Double, slider: ClosedRange<Double>? = nil, min: Double? = nil, max: Double? = nil,
                           identity: Double? = nil, type: String = kCIAttributeTypeScalar) -> Input {
            Input(key: key, defaultValue: NSNumber(value: value), className: "NSNumber", type: type, sliderMin: slider?.lowerBound,
                  sliderMax: slider?.upperBound, minimum: min, maximum: max, identity: identity)
        }

        /// A distance in pixels.
        static func distance(_ key: String, _ value: Double, slider: ClosedRange<Double>? = nil, min: Double? = 0, identity: Double? = nil) -> Input {
            scalar(key, value, slider: slider, min: min, identity: identity, type: kCIAttributeTypeDistance)
        }

        /// An angle in radians.
        static func angle(_ key: String, _ value: Double, slider: ClosedRange<Double>? = -Double.pi...Double.pi, identity: Double? = 0) -> Input {
            scalar(key, value, slider: slider, identity: identity, type: kCIAttributeTypeAngle)
        }

        /// A position: a vector of two values.
        static func position(_ key: String, _ x: CGFloat, _ y: CGFloat) -> Input {
            Input(key: key, defaultValue: CIVector(x: x, y: y), className: "CIVector", type: kCIAttributeTypePosition)
        }

        /// A vector.
        static func vector(_ key: String, _ values: [CGFloat], type: String? = nil) -> Input {
            Input(key: key, defaultValue: values.withUnsafeBufferPointer { CIVector(values: $0.baseAddress!, count: $0.count) },
                  className: "CIVector", type: type)
        }

        /// A colour (sRGB components).
        static func color(_ key: String, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> Input {
            Input(key: key, defaultValue: CIColor(red: r, green: g, blue: b, alpha: a), className: "CIColor",
                  type: a < 1 ? kCIAttributeTypeColor : kCIAttributeTypeOpaqueColor)
        }

        /// An image (no default).
        static func image(_ key: String) -> Input { Input(key: key, defaultValue: nil, className: "CIImage", type: kCIAttributeTypeImage) }

        /// A Boolean, kept as a number as Core Image keeps it.
        static func boolean(_ key: String, _ value: Bool) -> Input {
            Input(key: key, defaultValue: NSNumber(value: value ? 1 : 0), className: "NSNumber", type: kCIAttributeTypeBoolean)
        }

        /// Any other value of a class.
        static func object(_ key: String, _ value: Any?, className: String, type: String? = nil) -> Input {
            Input(key: key, defaultValue: value, className: className, type: type)
        }
    }

    let name: String
    let displayName: String
    let categories: [String]
    let inputs: [Input]
    /// A generator makes its image from its inputs alone (no input image).
    var generates = false
    /// The output image of an input image and the filter's inputs (read when it is called, so
    /// that later changes to the filter leave the image as it was).
    let apply: @Sendable (CIImage, CIFilter) -> CIImage?

    /// The input whose key is `key`.
    func input(_ key: String) -> Input? { inputs.first { $0.key == key } }

    static let all: [String: FilterDefinition] = Dictionary(FilterKernels.definitions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
