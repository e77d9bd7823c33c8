// What a model says about itself: its input and output features, which output is the
// prediction, and the metadata its author wrote — all read from the model file's description.
import Foundation

/// A key of a model's metadata.
public struct MLModelMetadataKey: Hashable, RawRepresentable, Sendable {
    /// Core ML's name of the key.
    public let rawValue: String
    /// A key of a name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Who made the model (a `String`).
    public static let author = MLModelMetadataKey(rawValue: "MLModelAuthorKey")
    /// What the model does (a `String`).
    public static let description = MLModelMetadataKey(rawValue: "MLModelDescriptionKey")
    /// The model's version (a `String`).
    public static let versionString = MLModelMetadataKey(rawValue: "MLModelVersionStringKey")
    /// The model's license (a `String`).
    public static let license = MLModelMetadataKey(rawValue: "MLModelLicenseKey")
    /// The entries its creator added (a `[String: String]`).
    public static let creatorDefinedKey = MLModelMetadataKey(rawValue: "MLModelCreatorDefinedKey")
}

/// The shape and element type a multi-array feature has.
open class MLMultiArrayConstraint: NSObject, @unchecked Sendable {
    /// The shape (empty when the model does not fix one).
    public let shape: [NSNumber]
    /// The elements' type.
    public let dataType: MLMultiArrayDataType

    init(shape: [NSNumber], dataType: MLMultiArrayDataType) {
        self.shape = shape
        self.dataType = dataType
        super.init()
    }
}

/// The key type of a dictionary feature.
open class MLDictionaryConstraint: NSObject, @unchecked Sendable {
    /// `.string` or `.int64`.
    public let keyType: MLFeatureType

    init(keyType: MLFeatureType) {
        self.keyType = keyType
        super.init()
    }
}

/// One input or output feature of a model: its name and type.
open class MLFeatureDescription: NSObject, @unchecked Sendable {
    /// The feature's name.
    public let name: String
    /// The feature's type.
    public let type: MLFeatureType
    /// Whether an input may be left without a value.
    public let isOptional: Bool
    /// A multi-array feature's shape and element type.
    public let multiArrayConstraint: MLMultiArrayConstraint?
    /// A dictionary feature's key type.
    public let dictionaryConstraint: MLDictionaryConstraint?

    let spec: FeatureSpec

    init(_ spec: FeatureSpec) {
        self.spec = spec
        name = spec.name
        type = spec.type
        isOptional = spec.isOptional
        multiArrayConstraint = spec.type == .multiArray
            ? MLMultiArrayConstraint(shape: spec.shape.map { NSNumber(value: $0) }, dataType: spec.arrayDataType) : nil
        dictionaryConstraint = spec.type == .dictionary ? MLDictionaryConstraint(keyType: spec.keyType ?? .string) : nil
        super.init()
    }

    /// Whether a value would be accepted for this feature (a number converts to the other number type).
    /// - Parameter value: The value.
    /// - Returns: Whether it is allowed.
    public func isAllowedValue(_ value: MLFeatureValue) -> Bool {
        if value.isUndefined { return isOptional }
        return (try? spec.accepting(value)) != nil
    }

    /// The name, type and whether it is optional.
    open override var description: String {
        "\(name) : \(type)\(isOptional ? " (optional)" : "")"
    }
}

/// A model's features, its predicted outputs and its metadata.
open class MLModelDescription: NSObject, @unchecked Sendable {
    /// The input features, by name.
    public let inputDescriptionsByName: [String: MLFeatureDescription]
    /// The output features, by name.
    public let outputDescriptionsByName: [String: MLFeatureDescription]
    /// The output that is the prediction (a regressor's value, a classifier's label), if named.
    public let predictedFeatureName: String?
    /// The output holding a classifier's probability of each label, if it has one.
    public let predictedProbabilitiesName: String?
    /// What the author wrote about the model: `.author`, `.description`, `.versionString`,
    /// `.license` (strings, when not empty) and `.creatorDefinedKey` (a `[String: String]`).
    public let metadata: [MLModelMetadataKey: Any]
    /// A classifier's labels (`String`s or `Int64`s) in the model's order; nil for other models.
    public let classLabels: [Any]?
    /// Whether the model can be updated on the device (Trellis does not update models).
    public let isUpdatable: Bool
    /// The input features' names in the model file's order, which Core ML's dictionaries do not
    /// keep: the classes generated from a model declare their properties in it.
    public let _inputOrder: [String]
    /// The output features' names in the model file's order, as `_inputOrder`.
    public let _outputOrder: [String]

    init(_ spec: ModelSpec) {
        let d = spec.description
        inputDescriptionsByName = Dictionary(d.inputs.map { ($0.name, MLFeatureDescription($0)) }, uniquingKeysWith: { first, _ in first })
        outputDescriptionsByName = Dictionary(d.outputs.map { ($0.name, MLFeatureDescription($0)) }, uniquingKeysWith: { first, _ in first })
        _inputOrder = d.inputs.map(\.name)
        _outputOrder = d.outputs.map(\.name)
        predictedFeatureName = d.predictedFeatureName.isEmpty ? nil : d.predictedFeatureName
        predictedProbabilitiesName = d.predictedProbabilitiesName.isEmpty ? nil : d.predictedProbabilitiesName
        var metadata: [MLModelMetadataKey: Any] = [:]
        if !d.author.isEmpty { metadata[.author] = d.author }
        if !d.shortDescription.isEmpty { metadata[.description] = d.shortDescription }
        if !d.versionString.isEmpty { metadata[.versionString] = d.versionString }
        if !d.license.isEmpty { metadata[.license] = d.license }
        if !d.userDefined.isEmpty { metadata[.creatorDefinedKey] = d.userDefined }
        self.metadata = metadata
        classLabels = spec.classLabels?.values
        isUpdatable = spec.isUpdatable
        super.init()
    }

    /// The inputs, the outputs and the predicted feature.
    open override var description: String {
        let inputs = _inputOrder.compactMap { inputDescriptionsByName[$0]?.description }.joined(separator: ", ")
        let outputs = _outputOrder.compactMap { outputDescriptionsByName[$0]?.description }.joined(separator: ", ")
        return "inputs: (\(inputs)), outputs: (\(outputs)), predicted feature name: \(predictedFeatureName ?? "none")"
    }
}
