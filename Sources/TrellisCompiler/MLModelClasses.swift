import CoreML
import Foundation
import TrellisSession

/// What Xcode generates from a Core ML model (`.mlmodel`) in an app's sources: for a model file
/// `Name.mlmodel`, the classes `NameInput` and `NameOutput` (feature providers with a property
/// per feature) and `Name` (the model: `init(configuration:)`, `prediction(…)` with one labelled
/// argument per input, `load`), written into the generated file of the compile. The model is
/// read and evaluated by Trellis's `CoreML` module; the classes find it in the app's bundle as
/// Xcode's find the compiled model in theirs.
///
/// Facts, from the file Xcode writes (`Name.swift` in the derived sources):
/// 1. Inputs and outputs are properties named for their features, in the model's order; the
///    `prediction` convenience takes the inputs as arguments in that order.
/// 2. A double is `Double`, an int64 `Int64`, a string `String`, a multi-array `MLMultiArray`, a
///    dictionary `[String : Double]` or `[Int64 : Double]` by its key type. Output properties read
///    the provider's value each time (`featureValue(for:)!.doubleValue`).
/// 3. `init()` is deprecated in favour of `init(configuration:)`, and force-tries the load.
/// 4. A name that is not a Swift identifier has each other character replaced by `_`.
enum MLModelClasses {
    /// One feature of a model, as the classes declare it.
    struct Feature {
        var name: String
        var type: MLFeatureType
        var optional: Bool
        /// A dictionary's key type: `String` or `Int64`.
        var dictionaryKey = "String"
    }

    /// The declarations for `models`, and a warning for each model that has none. `bundle` is
    /// the expression of the bundle that holds the models (an app's `Bundle.main` as compiled).
    static func declarations(_ models: [URL], bundle: String) -> (source: String, warnings: [Diagnostic]) {
        var out = "", warnings: [Diagnostic] = []
        for url in models {
            let name = identifier(url.deletingPathExtension().lastPathComponent)
            let description: MLModelDescription
            do {
                description = try MLModel(contentsOf: url).modelDescription
            } catch {
                warnings.append(Diagnostic(file: url.path, line: 1, column: 1,
                                           message: "the model '\(url.lastPathComponent)' was not read, so '\(name)' is not declared: \(error.localizedDescription)",
                                           severity: .warning))
                continue
            }
            let inputs = features(description._inputOrder, description.inputDescriptionsByName)
            let outputs = features(description._outputOrder, description.outputDescriptionsByName)
            if let unsupported = (inputs + outputs).first(where: { swiftType($0) == nil }) {
                warnings.append(Diagnostic(file: url.path, line: 1, column: 1,
                                           message: "'\(name)' is not declared: its feature '\(unsupported.name)' is \(typeName(unsupported.type)), which Trellis does not generate model classes for yet",
                                           severity: .warning))
                continue
            }
            out += classes(name, inputs: inputs, outputs: outputs, bundle: bundle)
        }
        guard !out.isEmpty else { return ("", warnings) }
        return ("\n// Core ML model classes, as Xcode generates them from the app's models.\nimport CoreML\n" + out, warnings)
    }

    private static func features(_ order: [String], _ byName: [String: MLFeatureDescription]) -> [Feature] {
        order.compactMap { name in
            guard let d = byName[name] else { return nil }
            var f = Feature(name: name, type: d.type, optional: d.isOptional)
            if d.type == .dictionary, d.dictionaryConstraint?.keyType == .int64 { f.dictionaryKey = "Int64" }
            return f
        }
    }

    /// The Swift source of the three classes of model `name`.
    static func classes(_ name: String, inputs: [Feature], outputs: [Feature], bundle: String) -> String {
        let model = literal(name)
        func list(_ fs: [Feature]) -> String { fs.map { literal($0.name) }.joined(separator: ", ") }
        let parameters = inputs.map { "\(identifier($0.name)): \(swiftType($0)!)" }.joined(separator: ", ")
        let arguments = inputs.map { "\(identifier($0.name)): \(identifier($0.name))" }.joined(separator: ", ")
        var s = "\n/// Model Prediction Input Type\nclass \(name)Input: MLFeatureProvider {\n"
        for f in inputs { s += "    /// \(f.name) as \(typeName(f.type))\n    var \(identifier(f.name)): \(swiftType(f)!)\n" }
        s += "    var featureNames: Set<String> { [\(list(inputs))] }\n"
        s += "    func featureValue(for featureName: String) -> MLFeatureValue? {\n"
        for f in inputs { s += "        if featureName == \(literal(f.name)) { return \(value(of: identifier(f.name), f)) }\n" }
        s += "        return nil\n    }\n"
        s += "    init(\(parameters)) {\n"
        for f in inputs { s += "        self.\(identifier(f.name)) = \(identifier(f.name))\n" }
        s += "    }\n}\n"

        s += "\n/// Model Prediction Output Type\nclass \(name)Output: MLFeatureProvider {\n"
        s += "    /// Source provided by CoreML\n    private let provider: MLFeatureProvider\n"
        for f in outputs {
            s += "    /// \(f.name) as \(typeName(f.type))\n"
            s += "    var \(identifier(f.name)): \(swiftType(f)!) { \(read(f)) }\n"
        }
        s += "    var featureNames: Set<String> { provider.featureNames }\n"
        s += "    func featureValue(for featureName: String) -> MLFeatureValue? { provider.featureValue(for: featureName) }\n"
        let outputParameters = outputs.map { "\(identifier($0.name)): \(swiftType($0)!)" }.joined(separator: ", ")
        let outputValues = outputs.map { "\(literal($0.name)): \(value(of: identifier($0.name), $0))" }.joined(separator: ", ")
        s += "    init(\(outputParameters)) {\n"
        s += "        provider = try! MLDictionaryFeatureProvider(dictionary: [\(outputValues.isEmpty ? ":" : outputValues)])\n    }\n"
        s += "    init(features: MLFeatureProvider) { provider = features }\n}\n"

        s += """

        /// Class for model loading and prediction
        class \(name) {
            let model: MLModel
            /// URL of model assuming it was installed in the same bundle as this class
            class var urlOfModelInThisBundle: URL { MLModel._bundledModelURL(named: \(model), in: \(bundle)) }
            init(model: MLModel) { self.model = model }
            @available(*, deprecated, message: "Use init(configuration:) instead and handle errors appropriately.")
            convenience init() { try! self.init(contentsOf: type(of: self).urlOfModelInThisBundle) }
            convenience init(configuration: MLModelConfiguration) throws {
                try self.init(contentsOf: type(of: self).urlOfModelInThisBundle, configuration: configuration)
            }
            convenience init(contentsOf modelURL: URL) throws { try self.init(model: MLModel(contentsOf: modelURL)) }
            convenience init(contentsOf modelURL: URL, configuration: MLModelConfiguration) throws {
                try self.init(model: MLModel(contentsOf: modelURL, configuration: configuration))
            }
            class func load(configuration: MLModelConfiguration = MLModelConfiguration(),
                            completionHandler handler: @escaping (Swift.Result<\(name), Error>) -> Void) {
                handler(Swift.Result { try \(name)(configuration: configuration) })
            }
            class func load(configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> \(name) {
                try \(name)(configuration: configuration)
            }
            class func load(contentsOf modelURL: URL, configuration: MLModelConfiguration = MLModelConfiguration(),
                            completionHandler handler: @escaping (Swift.Result<\(name), Error>) -> Void) {
                handler(Swift.Result { try \(name)(contentsOf: modelURL, configuration: configuration) })
            }
            class func load(contentsOf modelURL: URL, configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> \(name) {
                try \(name)(contentsOf: modelURL, configuration: configuration)
            }
            func prediction(input: \(name)Input) throws -> \(name)Output {
                try prediction(input: input, options: MLPredictionOptions())
            }
            func prediction(input: \(name)Input, options: MLPredictionOptions) throws -> \(name)Output {
                \(name)Output(features: try model.prediction(from: input, options: options))
            }

        """
        if !inputs.isEmpty {
            s += "    func prediction(\(parameters)) throws -> \(name)Output {\n"
            s += "        try prediction(input: \(name)Input(\(arguments)))\n    }\n"
        }
        s += """
            func predictions(inputs: [\(name)Input], options: MLPredictionOptions = MLPredictionOptions()) throws -> [\(name)Output] {
                try inputs.map { try prediction(input: $0, options: options) }
            }
        }

        """
        return s
    }

    /// Fact 2: the Swift type of a feature (nil for images and sequences).
    static func swiftType(_ f: Feature) -> String? {
        let base: String
        switch f.type {
        case .double: base = "Double"
        case .int64: base = "Int64"
        case .string: base = "String"
        case .multiArray: base = "MLMultiArray"
        case .dictionary: base = "[\(f.dictionaryKey) : Double]"
        default: return nil
        }
        return base
    }

    /// The feature value of the Swift value `expression`.
    private static func value(of expression: String, _ f: Feature) -> String {
        switch f.type {
        case .double: return "MLFeatureValue(double: \(expression))"
        case .int64: return "MLFeatureValue(int64: \(expression))"
        case .string: return "MLFeatureValue(string: \(expression))"
        case .multiArray: return "MLFeatureValue(multiArray: \(expression))"
        default: return "try! MLFeatureValue(dictionary: \(expression) as [AnyHashable : NSNumber])"
        }
    }

    /// Fact 2: an output property's getter.
    private static func read(_ f: Feature) -> String {
        let v = "provider.featureValue(for: \(literal(f.name)))!"
        switch f.type {
        case .double: return "\(v).doubleValue"
        case .int64: return "\(v).int64Value"
        case .string: return "\(v).stringValue"
        case .multiArray: return "\(v).multiArrayValue!"
        default: return "\(v).dictionaryValue as! [\(f.dictionaryKey) : Double]"
        }
    }

    private static func typeName(_ t: MLFeatureType) -> String {
        switch t {
        case .double: return "double value"
        case .int64: return "integer value"
        case .string: return "string value"
        case .multiArray: return "multi-array"
        case .dictionary: return "dictionary"
        case .image: return "an image"
        case .sequence: return "a sequence"
        default: return "of an unknown type"
        }
    }

    /// Fact 4, and keywords in backticks.
    static func identifier(_ name: String) -> String {
        var s = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if s.isEmpty || s.first!.isNumber { s = "_" + s }
        return keywords.contains(s) ? "`\(s)`" : s
    }

    private static let keywords: Set<String> = [
        "class", "func", "var", "let", "in", "for", "while", "if", "else", "return", "import", "init", "self", "Self", "struct",
        "enum", "protocol", "extension", "default", "case", "switch", "where", "is", "as", "try", "throw", "throws", "repeat",
        "do", "catch", "true", "false", "nil", "static", "operator", "internal", "public", "private", "fileprivate", "super", "Type",
    ]

    private static func literal(_ s: String) -> String { ModuleSources.literal(s) }
}
