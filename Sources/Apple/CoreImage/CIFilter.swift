import CoreGraphics
import Foundation

/// A Core Image filter: inputs set by key (`setValue(_:forKey:)`) or, for the built-in filters
/// made by `CIFilter.sepiaTone()` and the like, by typed properties; its output is an image
/// computed when a context renders it.
///
/// Linux: the filters `CIFilter.builtInNames` lists run for real (FilterKernels.swift); other
/// names give nil, as Core Image gives for a name it does not know.
open class CIFilter: NSObject, @unchecked Sendable {
    let definition: FilterDefinition
    private var values: [String: Any] = [:]

    init(definition: FilterDefinition) {
        self.definition = definition
        super.init()
        setDefaults()
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

    /// The filter's name.
    open var name: String { definition.name }

    /// The keys of the filter's inputs.
    open var inputKeys: [String] { (definition.generates ? [] : [kCIInputImageKey]) + definition.inputs.map(\.key) }

    /// The keys of the filter's outputs.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// What Core Image says of the filter: its name, display name and categories, and each
    /// input's default.
    open var attributes: [String: Any] {
        var a: [String: Any] = [
            kCIAttributeFilterName: definition.name,
            kCIAttributeFilterDisplayName: definition.displayName,
            kCIAttributeFilterCategories: definition.categories,
        ]
        for input in definition.inputs { a[input.key] = [kCIAttributeDefault: input.defaultValue] }
        return a
    }

    /// Sets every input but the image to its default.
    open func setDefaults() {
        for input in definition.inputs { values[input.key] = input.defaultValue }
    }

    /// Sets an input (`kCIInputImageKey`, `kCIInputIntensityKey`, …).
    /// - Parameters:
    ///   - value: The value: an image, a number, a vector, a colour.
    ///   - key: The input's key.
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }

    /// An input's value (`kCIOutputImageKey`: the output image).
    /// - Parameter key: The key.
    /// - Returns: The value, or nil.
    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : values[key]
    }

    /// The filtered image; nil without an input image (a generator's: the image its inputs give).
    open var outputImage: CIImage? {
        if definition.generates { return definition.apply(CIImage.empty(), self) }
        guard let input = values[kCIInputImageKey] as? CIImage else { return nil }
        return definition.apply(input, self)
    }

    /// The names of the filters Trellis has, sorted, in a category (every one for nil).
    /// - Parameter category: A category (`kCICategoryBlur`, …) or nil.
    open class func filterNames(inCategory category: String?) -> [String] {
        FilterDefinition.all.values.filter { category == nil || $0.categories.contains(category!) }.map(\.name).sorted()
    }

    /// The display name of a filter.
    open class func localizedName(forFilterName name: String) -> String? { FilterDefinition.all[name]?.displayName }

    // MARK: Reading inputs

    /// A number input, whatever numeric type it was set as.
    func number(_ key: String) -> Float {
        switch values[key] {
        case let v as Float: return v
        case let v as Double: return Float(v)
        case let v as CGFloat: return Float(v)
        case let v as Int: return Float(v)
        case let v as NSNumber: return v.floatValue
        default: return (definition.inputs.first { $0.key == key }?.defaultValue as? NSNumber)?.floatValue ?? 0
        }
    }

    /// A point input (a vector's first two values).
    func point(_ key: String) -> CGPoint {
        switch values[key] {
        case let v as CIVector: return v.cgPointValue
        case let p as CGPoint: return p
        default: return .zero
        }
    }

    /// A colour input.
    func color(_ key: String) -> CIColor { values[key] as? CIColor ?? .black }

    /// An image input other than the main one.
    func image(_ key: String) -> CIImage? { values[key] as? CIImage }

    func setNumber(_ v: Float, _ key: String) { values[key] = NSNumber(value: v) }
    func setPoint(_ p: CGPoint, _ key: String) { values[key] = CIVector(cgPoint: p) }
}

/// One filter Trellis has: its inputs with their defaults and what it does.
struct FilterDefinition: @unchecked Sendable {
    struct Input {
        let key: String
        let defaultValue: Any
    }

    let name: String
    let displayName: String
    let categories: [String]
    let inputs: [Input]
    /// A generator makes its image from its inputs alone (no input image).
    var generates = false
    let apply: @Sendable (CIImage, CIFilter) -> CIImage?

    static let all: [String: FilterDefinition] = Dictionary(uniqueKeysWithValues: FilterKernels.definitions.map { ($0.name, $0) })
}

// Keys and attributes, as Core Image names them.
/// The key of a filter's image input.
public let kCIInputImageKey = "inputImage"
/// The key of a filter's output image.
public let kCIOutputImageKey = "outputImage"
/// The key of a filter's intensity input.
public let kCIInputIntensityKey = "inputIntensity"
/// The key of a filter's radius input.
public let kCIInputRadiusKey = "inputRadius"
/// The key of a filter's scale input.
public let kCIInputScaleKey = "inputScale"
/// The key of a filter's center input.
public let kCIInputCenterKey = "inputCenter"
/// The key of a filter's angle input.
public let kCIInputAngleKey = "inputAngle"
/// The key of a filter's saturation input.
public let kCIInputSaturationKey = "inputSaturation"
/// The key of a filter's brightness input.
public let kCIInputBrightnessKey = "inputBrightness"
/// The key of a filter's contrast input.
public let kCIInputContrastKey = "inputContrast"
/// The key of a filter's color input.
public let kCIInputColorKey = "inputColor"
/// The key of a filter's mask image input.
public let kCIInputMaskImageKey = "inputMaskImage"
/// The key of a filter's background image input.
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// The key of a filter's amount input.
public let kCIInputAmountKey = "inputAmount"
/// The key of a filter's width input.
public let kCIInputWidthKey = "inputWidth"
/// The key of a filter's sharpness input.
public let kCIInputSharpnessKey = "inputSharpness"
/// The key of a filter's e v input.
public let kCIInputEVKey = "inputEV"
/// The key of a filter's transform input.
public let kCIInputTransformKey = "inputTransform"
/// The attributes' key of the filter's name.
public let kCIAttributeFilterName = "CIAttributeFilterName"
/// The attributes' key of the filter's name as people read it ("Sepia Tone").
public let kCIAttributeFilterDisplayName = "CIAttributeFilterDisplayName"
/// The attributes' key of the filter's categories.
public let kCIAttributeFilterCategories = "CIAttributeFilterCategories"
/// An input attribute's key of its default value.
public let kCIAttributeDefault = "CIAttributeDefault"
/// The category of blur filters.
public let kCICategoryBlur = "CICategoryBlur"
/// The category of color effect filters.
public let kCICategoryColorEffect = "CICategoryColorEffect"
/// The category of color adjustment filters.
public let kCICategoryColorAdjustment = "CICategoryColorAdjustment"
/// The category of distortion effect filters.
public let kCICategoryDistortionEffect = "CICategoryDistortionEffect"
/// The category of stylize filters.
public let kCICategoryStylize = "CICategoryStylize"
/// The category of sharpen filters.
public let kCICategorySharpen = "CICategorySharpen"
/// The category of filters that make an image of their inputs alone.
public let kCICategoryGenerator = "CICategoryGenerator"
/// The category of composite operation filters.
public let kCICategoryCompositeOperation = "CICategoryCompositeOperation"
/// The category of built in filters.
public let kCICategoryBuiltIn = "CICategoryBuiltIn"
/// The category of still image filters.
public let kCICategoryStillImage = "CICategoryStillImage"
