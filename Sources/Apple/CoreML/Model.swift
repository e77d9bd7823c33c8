// Core ML on Linux: a model is read from its `.mlmodel` file (Core ML's protobuf specification)
// and evaluated on the CPU, for the model types apps train with Create ML and scikit-learn —
// linear models, tree ensembles, pipelines and feature engineering. Other types (neural
// networks, ML programs, …) fail to load with an error that names them. There is no compiler:
// a compiled model (`.mlmodelc`) is the `.mlmodel` of the same name beside it, or a copy of it
// made by `compileModel(at:)`.
import Foundation

/// Core ML's errors.
public struct MLModelError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong (Core ML's numbers).
    public enum Code: Int, Sendable {
        /// A general failure: a file that is not a model, a model Trellis does not evaluate.
        case generic = 0
        /// An input is missing or of the wrong type.
        case featureType = 1
        /// A file could not be read or written.
        case io = 3
        /// A custom layer failed.
        case customLayer = 4
        /// A custom model failed.
        case customModel = 5
        /// Updating a model failed.
        case update = 6
        /// A model parameter is not valid.
        case parameters = 7
        /// A model's decryption key could not be fetched.
        case modelDecryptionKeyFetch = 8
        /// A model could not be decrypted.
        case modelDecryption = 9
        /// A model collection failed.
        case modelCollection = 10
        /// A prediction was cancelled.
        case predictionCancelled = 11

        /// Whether `error` is an `MLModelError` of this code, for `catch MLModelError.featureType`.
        /// - Parameters:
        ///   - code: The code.
        ///   - error: The error caught.
        /// - Returns: Whether it matches.
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? MLModelError)?.code == code
        }
    }

    /// The error's code.
    public let code: Code
    /// What went wrong, in words.
    public let message: String

    /// An error of a code, its message from the user info's `NSLocalizedDescriptionKey`.
    /// - Parameters:
    ///   - code: The code.
    ///   - userInfo: The error's information.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        message = userInfo[NSLocalizedDescriptionKey] as? String ?? "The Core ML operation could not be completed (error \(code.rawValue))."
    }

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The error's domain, as Core ML names it.
    public static let errorDomain = "com.apple.CoreML"

    /// The error's information: its message under `NSLocalizedDescriptionKey`.
    public var userInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }

    /// What went wrong, in words.
    public var description: String { message }

    /// `Code.generic`, for `catch MLModelError.generic`.
    public static var generic: Code { .generic }
    /// `Code.featureType`.
    public static var featureType: Code { .featureType }
    /// `Code.io`.
    public static var io: Code { .io }
    /// `Code.customLayer`.
    public static var customLayer: Code { .customLayer }
    /// `Code.customModel`.
    public static var customModel: Code { .customModel }
    /// `Code.update`.
    public static var update: Code { .update }
    /// `Code.parameters`.
    public static var parameters: Code { .parameters }
    /// `Code.modelDecryptionKeyFetch`.
    public static var modelDecryptionKeyFetch: Code { .modelDecryptionKeyFetch }
    /// `Code.modelDecryption`.
    public static var modelDecryption: Code { .modelDecryption }
    /// `Code.modelCollection`.
    public static var modelCollection: Code { .modelCollection }
    /// `Code.predictionCancelled`.
    public static var predictionCancelled: Code { .predictionCancelled }
}

extension MLModelError: LocalizedError {
    /// What went wrong, in words.
    public var errorDescription: String? { message }
}

extension MLModelError: CustomNSError {
    /// The error's code as a number.
    public var errorCode: Int { code.rawValue }
    /// The error's information, which `localizedDescription` reads.
    public var errorUserInfo: [String: Any] { userInfo }
}

/// Which processors a model may run on (Trellis runs every model on the CPU).
public enum MLComputeUnits: Int, Sendable {
    /// The CPU only.
    case cpuOnly = 0
    /// The CPU and the GPU.
    case cpuAndGPU = 1
    /// Every processor available.
    case all = 2
    /// The CPU and the Neural Engine.
    case cpuAndNeuralEngine = 3
}

/// A key of a model's parameters (for updatable models, which Trellis does not update).
public struct MLParameterKey: Hashable, RawRepresentable, Sendable {
    /// Core ML's name of the parameter.
    public let rawValue: String
    /// A key of a name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The learning rate of an update.
    public static let learningRate = MLParameterKey(rawValue: "learningRate")
    /// The number of epochs of an update.
    public static let epochs = MLParameterKey(rawValue: "epochs")
    /// The mini-batch size of an update.
    public static let miniBatchSize = MLParameterKey(rawValue: "miniBatchSize")
    /// The momentum of an update.
    public static let momentum = MLParameterKey(rawValue: "momentum")
    /// Whether an update shuffles its data.
    public static let shuffle = MLParameterKey(rawValue: "shuffle")
    /// The random seed of an update.
    public static let seed = MLParameterKey(rawValue: "seed")
}

/// How a model is loaded: which processors it runs on, its name, its parameters.
open class MLModelConfiguration: NSObject, NSCopying, @unchecked Sendable {
    /// Which processors the model may run on (Trellis uses the CPU whatever it says).
    public var computeUnits: MLComputeUnits = .all
    /// Whether the GPU may accumulate in half precision.
    public var allowLowPrecisionAccumulationOnGPU = false
    /// A name for the model, for logs.
    public var modelDisplayName: String?
    /// Parameters that override the model's.
    public var parameters: [MLParameterKey: Any]?

    /// The default configuration.
    public override init() { super.init() }

    /// A copy of the configuration.
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = MLModelConfiguration()
        copy.computeUnits = computeUnits
        copy.allowLowPrecisionAccumulationOnGPU = allowLowPrecisionAccumulationOnGPU
        copy.modelDisplayName = modelDisplayName
        copy.parameters = parameters
        return copy
    }
}

/// Options of one prediction.
open class MLPredictionOptions: NSObject, @unchecked Sendable {
    /// Whether the prediction runs on the CPU only (it always does in Trellis).
    public var usesCPUOnly = false

    /// The default options.
    public override init() { super.init() }
}

/// A machine-learning model read from its file, which predicts outputs from inputs.
open class MLModel: NSObject, @unchecked Sendable {
    /// The model's features, predicted outputs and metadata.
    public let modelDescription: MLModelDescription
    /// How the model was loaded (a copy).
    public let configuration: MLModelConfiguration

    let spec: ModelSpec

    /// The model in a file, with the default configuration.
    /// - Parameter url: A `.mlmodel` file, or a `.mlmodelc` (see `init(contentsOf:configuration:)`).
    /// - Throws: `MLModelError` when the file is missing, is not a model, or is a model Trellis
    ///   does not evaluate.
    public convenience init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, configuration: MLModelConfiguration())
    }

    /// The model in a file.
    ///
    /// `url` is a `.mlmodel` file; or a `.mlmodelc` (what Xcode compiles a model to, and what the
    /// classes it generates ask the bundle for): the one `compileModel(at:)` wrote, or else the
    /// `.mlmodel` of the same name beside it; or an `.mlpackage`.
    /// - Parameters:
    ///   - url: The model's file.
    ///   - configuration: How to load it.
    /// - Throws: `MLModelError` (`.io`) when there is no file to read, (`.generic`) when it is not
    ///   a model or is one Trellis does not evaluate; the message names the file.
    public init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
        let file = try Self.specificationFile(for: url)
        spec = try Self.read(file)
        modelDescription = MLModelDescription(spec)
        self.configuration = configuration.copy() as! MLModelConfiguration
        super.init()
    }

    /// The outputs of the model for some inputs.
    /// - Parameter input: The inputs, by name.
    /// - Returns: The outputs, by name.
    /// - Throws: `MLModelError` (`.featureType`) when a required input is missing or of the
    ///   wrong type.
    public func prediction(from input: MLFeatureProvider) throws -> MLFeatureProvider {
        try prediction(from: input, options: MLPredictionOptions())
    }

    /// The outputs of the model for some inputs.
    /// - Parameters:
    ///   - input: The inputs, by name.
    ///   - options: The prediction's options.
    /// - Returns: The outputs, by name.
    /// - Throws: `MLModelError` (`.featureType`) when a required input is missing or of the
    ///   wrong type.
    public func prediction(from input: MLFeatureProvider, options: MLPredictionOptions) throws -> MLFeatureProvider {
        var features: [String: MLFeatureValue] = [:]
        for feature in spec.description.inputs {
            if let value = input.featureValue(for: feature.name) { features[feature.name] = value }
        }
        return MLDictionaryFeatureProvider(values: try spec.predict(features))
    }

    /// The outputs of the model for each inputs of a batch.
    /// - Parameters:
    ///   - inputBatch: The inputs.
    ///   - options: The predictions' options.
    /// - Returns: The outputs, in the batch's order.
    /// - Throws: The first prediction's error.
    public func predictions(from inputBatch: MLBatchProvider, options: MLPredictionOptions) throws -> MLBatchProvider {
        var outputs: [MLFeatureProvider] = []
        for i in 0..<inputBatch.count { outputs.append(try prediction(from: inputBatch.features(at: i), options: options)) }
        return MLArrayBatchProvider(array: outputs)
    }

    /// The outputs of the model for each inputs of a batch, with the default options.
    /// - Parameter inputBatch: The inputs.
    /// - Returns: The outputs, in the batch's order.
    /// - Throws: The first prediction's error.
    public func predictions(fromBatch inputBatch: MLBatchProvider) throws -> MLBatchProvider {
        try predictions(from: inputBatch, options: MLPredictionOptions())
    }

    /// "Compiles" a model: checks that it reads and copies it to a new `Name.mlmodelc` folder in
    /// the temporary directory, which `init(contentsOf:)` reads (and which may be moved, as
    /// Core ML's compiled models are).
    /// - Parameter url: The `.mlmodel` file.
    /// - Returns: The compiled model's URL.
    /// - Throws: `MLModelError` as `init(contentsOf:)` does, or (`.io`) when the copy fails.
    public class func compileModel(at url: URL) throws -> URL {
        let file = try specificationFile(for: url)
        _ = try read(file)
        let name = url.deletingPathExtension().lastPathComponent
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("TrellisCoreML-\(UUID().uuidString)", isDirectory: true)
            .appendingPathComponent(name + ".mlmodelc", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: file, to: folder.appendingPathComponent(compiledFileName))
        } catch {
            throw MLModelError(.io, "The model \(url.path) could not be compiled to \(folder.path): \(error.localizedDescription)")
        }
        return folder
    }

    /// Loads a model (at once: Trellis reads models synchronously).
    /// - Parameters:
    ///   - url: The model's file, as for `init(contentsOf:configuration:)`.
    ///   - configuration: How to load it.
    /// - Returns: The model.
    /// - Throws: `MLModelError` as `init(contentsOf:configuration:)` does.
    public class func load(contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> MLModel {
        try MLModel(contentsOf: url, configuration: configuration)
    }

    /// Loads a model and gives the result to a handler, which is called before this returns.
    /// - Parameters:
    ///   - url: The model's file, as for `init(contentsOf:configuration:)`.
    ///   - configuration: How to load it.
    ///   - handler: Called with the model or the error.
    public class func load(contentsOf url: URL, configuration: MLModelConfiguration,
                           completionHandler handler: @escaping (Result<MLModel, Error>) -> Void) {
        handler(Result { try MLModel(contentsOf: url, configuration: configuration) })
    }

    /// The URL of a model in a bundle: its `name.mlmodelc` if it has one, else its `name.mlmodel`,
    /// else `name.mlmodelc` in the bundle's folder (which then fails to load with an error naming
    /// it). What the classes generated from a model call for their `urlOfModelInThisBundle`.
    /// - Parameters:
    ///   - name: The model's name, without extension.
    ///   - bundle: The bundle.
    /// - Returns: The URL.
    public static func _bundledModelURL(named name: String, in bundle: Bundle) -> URL {
        bundle.url(forResource: name, withExtension: "mlmodelc")
            ?? bundle.url(forResource: name, withExtension: "mlmodel")
            ?? bundle.bundleURL.appendingPathComponent(name + ".mlmodelc")
    }

    /// The model itself, the inputs and outputs.
    open override var description: String { "MLModel \(modelDescription.description)" }

    // MARK: Files

    /// What `compileModel(at:)` names the specification inside a `.mlmodelc` folder.
    static let compiledFileName = "model.mlmodel"

    /// The `.mlmodel` file to read for `url`.
    static func specificationFile(for url: URL) throws -> URL {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        let exists = manager.fileExists(atPath: url.path, isDirectory: &isFolder)
        if url.pathExtension == "mlmodelc" {
            let copied = url.appendingPathComponent(compiledFileName)
            if exists, isFolder.boolValue, manager.fileExists(atPath: copied.path) { return copied }
            let beside = url.deletingPathExtension().appendingPathExtension("mlmodel")
            if manager.fileExists(atPath: beside.path) { return beside }
            if exists {
                throw MLModelError(.io, """
                    The compiled model \(url.path) is not readable by Trellis, which reads the .mlmodel file it was compiled \
                    from (put \(beside.lastPathComponent) beside it).
                    """)
            }
            throw MLModelError(.io, "There is no model at \(url.path) (nor a \(beside.lastPathComponent) beside it).")
        }
        guard exists else { throw MLModelError(.io, "There is no model at \(url.path).") }
        if isFolder.boolValue {
            // An .mlpackage keeps its specification here unless its manifest says otherwise.
            for inner in ["Data/com.apple.CoreML/model.mlmodel", compiledFileName] {
                let file = url.appendingPathComponent(inner)
                if manager.fileExists(atPath: file.path) { return file }
            }
            throw MLModelError(.io, "The folder \(url.path) has no model specification in it.")
        }
        return url
    }

    /// The model in a `.mlmodel` file.
    static func read(_ file: URL) throws -> ModelSpec {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw MLModelError(.io, "The model \(file.path) could not be read: \(error.localizedDescription)")
        }
        do {
            return try ModelSpec([UInt8](data)[...])
        } catch let error as ProtobufError {
            throw MLModelError(.generic, "The file \(file.path) is not a Core ML model: \(error.description).")
        } catch let error as ModelSpecError {
            throw MLModelError(.generic, "The model \(file.path) cannot be loaded: \(error.description).")
        }
    }
}
