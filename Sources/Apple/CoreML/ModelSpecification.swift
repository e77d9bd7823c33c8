// A model file read into values: the description and the model's parameters, checked as Core ML
// checks a model when it compiles it (so a bad file fails at load, not at prediction). Field
// numbers are those of coremltools' mlmodel/format/*.proto (Model, FeatureTypes, GLMRegressor,
// GLMClassifier, TreeEnsemble, FeatureVectorizer, Scaler, Imputer, OneHotEncoder, Normalizer,
// DataStructures, Identity).
import Foundation

/// A model that is well-formed protobuf but not a model Trellis evaluates.
struct ModelSpecError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// One feature of a description.
struct FeatureSpec {
    var name = ""
    var type = MLFeatureType.invalid
    var isOptional = false
    /// A multi-array's shape and element type.
    var shape: [Int64] = []
    var arrayDataType = MLMultiArrayDataType.double
    /// A dictionary's key type.
    var keyType: MLFeatureType?

    /// `value` as this feature takes it: numbers convert between `Double` and `Int64` as in Core ML.
    func accepting(_ value: MLFeatureValue) throws -> MLFeatureValue {
        switch (type, value.storage) {
        case (.double, .double), (.int64, .int64), (.string, .string), (.multiArray, .multiArray):
            return value
        case (.double, .int64(let i)):
            return MLFeatureValue(double: Double(i))
        case (.int64, .double(let d)):
            guard let i = MLFeatureValue.truncated(d) else {
                throw MLModelError(.featureType, "Feature \(name) is \(d), which is not an Int64 as the model expects.")
            }
            return MLFeatureValue(int64: i)
        case (.dictionary, .dictionary(let d)):
            if let keyType, let key = d.keys.first {
                let isString = key.base is String
                guard isString == (keyType == .string) else {
                    let given = isString ? "String" : "Int64"
                    throw MLModelError(.featureType, "Feature \(name) is a dictionary with \(given) keys but the model expects \(keyType) keys.")
                }
            }
            return value
        default:
            throw MLModelError(.featureType, "Feature \(name) is of type \(value.type) but the model expects \(type).")
        }
    }
}

/// A model's description: its features, predicted outputs and metadata.
struct DescriptionSpec {
    var inputs: [FeatureSpec] = []
    var outputs: [FeatureSpec] = []
    var predictedFeatureName = ""
    var predictedProbabilitiesName = ""
    var shortDescription = ""
    var versionString = ""
    var author = ""
    var license = ""
    var userDefined: [String: String] = [:]

    /// The output a regressor or transformer writes: the predicted feature, or the first output.
    func primaryOutput() throws -> FeatureSpec {
        if !predictedFeatureName.isEmpty {
            return outputs.first { $0.name == predictedFeatureName } ?? FeatureSpec(name: predictedFeatureName, type: .double)
        }
        guard let first = outputs.first else { throw ModelSpecError("the model has no output feature") }
        return first
    }
}

/// A classifier's labels, or a one-hot encoder's categories.
enum ClassLabels {
    case strings([String])
    case integers([Int64])

    var count: Int {
        switch self {
        case .strings(let s): return s.count
        case .integers(let i): return i.count
        }
    }

    var values: [Any] {
        switch self {
        case .strings(let s): return s
        case .integers(let i): return i
        }
    }

    /// Label `i` as a feature value.
    func featureValue(_ i: Int) -> MLFeatureValue {
        switch self {
        case .strings(let s): return MLFeatureValue(string: s[i])
        case .integers(let v): return MLFeatureValue(int64: v[i])
        }
    }

    /// Label `i` as a key of a probabilities dictionary.
    func key(_ i: Int) -> AnyHashable {
        switch self {
        case .strings(let s): return AnyHashable(s[i])
        case .integers(let v): return AnyHashable(v[i])
        }
    }

    /// The position of `value` among the labels, or nil.
    func index(of value: MLFeatureValue) -> Int? {
        switch (self, value.storage) {
        case (.strings(let s), .string(let v)): return s.firstIndex(of: v)
        case (.integers(let i), .int64(let v)): return i.firstIndex(of: v)
        case (.integers(let i), .double(let v)): return MLFeatureValue.truncated(v).flatMap { i.firstIndex(of: $0) }
        default: return nil
        }
    }

    /// `StringVector` or `Int64Vector` (both: `vector` = 1).
    static func parse(_ field: ProtobufField, strings: Bool) throws -> ClassLabels {
        var s: [String] = [], i: [Int64] = []
        try ProtobufReader.forEachField(in: try field.bytes()) { f in
            guard f.number == 1 else { return }
            if strings { s.append(try f.string()) } else { i += try f.int64s() }
        }
        return strings ? .strings(s) : .integers(i)
    }
}

/// A generalised linear model: one weight row and offset per output (or class score).
struct LinearSpec {
    var weights: [[Double]] = []
    var offsets: [Double] = []
    var transform = 0

    /// The scores `offset[i] + weights[i] · x`.
    func scores(_ x: [Double]) throws -> [Double] {
        guard let width = weights.first?.count, width == x.count else {
            throw MLModelError(.featureType,
                               "The linear model has \(weights.first?.count ?? 0) weights per output but the input has \(x.count) values.")
        }
        return zip(weights, offsets).map { row, offset in
            var sum = offset
            for k in 0..<width { sum += row[k] * x[k] }
            return sum
        }
    }
}

/// A GLM classifier: scores, a transform to probabilities, and labels.
struct GLMClassifierSpec {
    var linear = LinearSpec()
    var isProbit = false
    var isOneVsRest = false
    var labels = ClassLabels.integers([])
}

/// A tree ensemble, its nodes linked by position and checked to form trees.
struct TreeEnsembleSpec {
    struct Node {
        var treeID: UInt64 = 0
        var nodeID: UInt64 = 0
        /// `TreeNodeBehavior`: 0 ≤, 1 <, 2 ≥, 3 >, 4 =, 5 ≠, 6 leaf.
        var behavior = 0
        var featureIndex = 0
        var threshold = 0.0
        var trueChildID: UInt64 = 0
        var falseChildID: UInt64 = 0
        var trueChild = -1
        var falseChild = -1
        var missingValueTracksTrueChild = false
        var evaluations: [(index: Int, value: Double)] = []
    }

    var nodes: [Node] = []
    var roots: [Int] = []
    var dimensions = 0
    var base: [Double] = []
    /// `TreeEnsemblePostEvaluationTransform`: 0 none, 1 softmax, 2 logistic, 3 softmax with a
    /// zero-score reference class.
    var transform = 0
}

/// An imputer's replacement value and what it replaces.
struct ImputerSpec {
    enum Imputed {
        case double(Double)
        case int64(Int64)
        case string(String)
        case doubles([Double])
        case int64s([Int64])
        case stringDictionary([String: Double])
        case int64Dictionary([Int64: Double])
    }

    enum Replaced {
        case double(Double)
        case int64(Int64)
        case string(String)
    }

    var imputed: Imputed
    var replaced: Replaced?
}

/// A one-hot encoder's categories.
struct OneHotEncoderSpec {
    var categories: ClassLabels
    var isSparse = false
    var ignoresUnknown = false
}

/// What a model computes.
indirect enum ModelKind {
    case pipeline([ModelSpec])
    case glmRegressor(LinearSpec)
    case glmClassifier(GLMClassifierSpec)
    case treeEnsembleRegressor(TreeEnsembleSpec)
    case treeEnsembleClassifier(TreeEnsembleSpec, ClassLabels)
    case featureVectorizer([(name: String, dimension: Int)])
    case scaler(shift: [Double], scale: [Double])
    case imputer(ImputerSpec)
    case oneHotEncoder(OneHotEncoderSpec)
    /// `NormType`: 0 max, 1 L1, 2 L2.
    case normalizer(Int)
    case identity
}

/// A model file, read.
struct ModelSpec {
    var specificationVersion: Int64 = 0
    var description = DescriptionSpec()
    var isUpdatable = false
    var kind = ModelKind.identity

    /// The names of `Model`'s `Type` fields, for the message of a model Trellis does not evaluate.
    static let typeNames: [Int: String] = [
        200: "pipelineClassifier", 201: "pipelineRegressor", 202: "pipeline",
        300: "glmRegressor", 301: "supportVectorRegressor", 302: "treeEnsembleRegressor", 303: "neuralNetworkRegressor",
        304: "bayesianProbitRegressor",
        400: "glmClassifier", 401: "supportVectorClassifier", 402: "treeEnsembleClassifier", 403: "neuralNetworkClassifier",
        404: "kNearestNeighborsClassifier",
        500: "neuralNetwork", 501: "itemSimilarityRecommender", 502: "mlProgram", 555: "customModel", 556: "linkedModel",
        560: "classConfidenceThresholding",
        600: "oneHotEncoder", 601: "imputer", 602: "featureVectorizer", 603: "dictVectorizer", 604: "scaler",
        606: "categoricalMapping", 607: "normalizer", 609: "arrayFeatureExtractor", 610: "nonMaximumSuppression",
        900: "identity",
        2000: "textClassifier", 2001: "wordTagger", 2002: "visionFeaturePrint", 2003: "soundAnalysisPreprocessing",
        2004: "gazetteer", 2005: "wordEmbedding", 2006: "audioFeaturePrint", 3000: "serializedModel",
    ]

    /// Pipelines nest models; a file nesting deeper than this is not a real model (and would
    /// exhaust the stack).
    static let maximumDepth = 32

    /// A classifier's labels (a classifier pipeline's are its last model's).
    var classLabels: ClassLabels? {
        switch kind {
        case .glmClassifier(let c): return c.labels
        case .treeEnsembleClassifier(_, let labels): return labels
        case .pipeline(let models): return models.last?.classLabels
        default: return nil
        }
    }

    /// Reads a `Model` message.
    init(_ bytes: ArraySlice<UInt8>, depth: Int = 0) throws {
        guard depth <= Self.maximumDepth else { throw ModelSpecError("its pipelines nest more than \(Self.maximumDepth) deep") }
        var typeField: ProtobufField?
        try ProtobufReader.forEachField(in: bytes) { field in
            switch field.number {
            case 1: specificationVersion = try field.int64()
            case 2: description = try Self.parseDescription(try field.bytes())
            case 10: isUpdatable = try field.bool()
            default:
                // `Type` is a oneof: the last one written wins, as in protobuf.
                if Self.typeNames[field.number] != nil { typeField = field }
            }
        }
        guard let typeField else { throw ModelSpecError("it has no model in it (no model type field)") }
        let name = Self.typeNames[typeField.number]!
        let body = try typeField.bytes()
        switch typeField.number {
        case 200, 201:
            var models: [ModelSpec]?
            try ProtobufReader.forEachField(in: body) { f in
                if f.number == 1 { models = try Self.parsePipeline(try f.bytes(), depth: depth) }
            }
            kind = .pipeline(models ?? [])
        case 202: kind = .pipeline(try Self.parsePipeline(body, depth: depth))
        case 300: kind = .glmRegressor(try Self.parseLinear(body))
        case 302: kind = .treeEnsembleRegressor(try Self.parseTreeRegressor(body))
        case 400: kind = .glmClassifier(try Self.parseGLMClassifier(body))
        case 402:
            let (trees, labels) = try Self.parseTreeClassifier(body)
            kind = .treeEnsembleClassifier(trees, labels)
        case 600: kind = .oneHotEncoder(try Self.parseOneHotEncoder(body))
        case 601: kind = .imputer(try Self.parseImputer(body))
        case 602: kind = .featureVectorizer(try Self.parseFeatureVectorizer(body))
        case 604: kind = .scaler(shift: try Self.doubles(1, in: body), scale: try Self.doubles(2, in: body))
        case 607: kind = .normalizer(try Self.parseNormalizer(body))
        case 900: kind = .identity
        default: throw ModelSpecError("Trellis does not evaluate '\(name)' models yet")
        }
        try validate(name)
    }

    /// The checks of the description that every evaluated model needs.
    private func validate(_ name: String) throws {
        switch kind {
        case .pipeline(let models):
            guard !models.isEmpty else { throw ModelSpecError("its '\(name)' has no models") }
        case .identity: break
        default:
            guard !description.outputs.isEmpty else { throw ModelSpecError("its '\(name)' model has no output feature") }
        }
        switch kind {
        case .glmClassifier, .treeEnsembleClassifier:
            if description.predictedFeatureName.isEmpty, !description.outputs.contains(where: { $0.type == .string || $0.type == .int64 }) {
                throw ModelSpecError("its classifier has no output for the predicted label")
            }
        default: break
        }
    }

    // MARK: Description (Model.proto, FeatureTypes.proto)

    private static func parseDescription(_ bytes: ArraySlice<UInt8>) throws -> DescriptionSpec {
        var d = DescriptionSpec()
        try ProtobufReader.forEachField(in: bytes) { f in
            switch f.number {
            case 1: d.inputs.append(try parseFeature(try f.bytes()))
            case 10: d.outputs.append(try parseFeature(try f.bytes()))
            case 11: d.predictedFeatureName = try f.string()
            case 12: d.predictedProbabilitiesName = try f.string()
            case 100:
                try ProtobufReader.forEachField(in: try f.bytes()) { m in
                    switch m.number {
                    case 1: d.shortDescription = try m.string()
                    case 2: d.versionString = try m.string()
                    case 3: d.author = try m.string()
                    case 4: d.license = try m.string()
                    case 100:
                        // A map entry: key = 1, value = 2.
                        var key = "", value = ""
                        try ProtobufReader.forEachField(in: try m.bytes()) { e in
                            if e.number == 1 { key = try e.string() } else if e.number == 2 { value = try e.string() }
                        }
                        d.userDefined[key] = value
                    default: break
                    }
                }
            default: break
            }
        }
        return d
    }

    private static func parseFeature(_ bytes: ArraySlice<UInt8>) throws -> FeatureSpec {
        var feature = FeatureSpec()
        try ProtobufReader.forEachField(in: bytes) { f in
            switch f.number {
            case 1: feature.name = try f.string()
            case 3: try parseFeatureType(try f.bytes(), into: &feature)
            default: break
            }
        }
        return feature
    }

    private static func parseFeatureType(_ bytes: ArraySlice<UInt8>, into feature: inout FeatureSpec) throws {
        try ProtobufReader.forEachField(in: bytes) { f in
            switch f.number {
            case 1...8:
                feature.type = MLFeatureType(rawValue: f.number)!
                let body = try f.bytes()
                if f.number == 5 {
                    try ProtobufReader.forEachField(in: body) { a in
                        switch a.number {
                        case 1: feature.shape += try a.int64s()
                        case 2: feature.arrayDataType = MLMultiArrayDataType(rawValue: try a.enumValue()) ?? .double
                        default: break
                        }
                    }
                } else if f.number == 6 {
                    try ProtobufReader.forEachField(in: body) { k in
                        if k.number == 1 { feature.keyType = .int64 } else if k.number == 2 { feature.keyType = .string }
                    }
                }
            case 1000: feature.isOptional = try f.bool()
            default: break
            }
        }
    }

    // MARK: Models

    private static func parsePipeline(_ bytes: ArraySlice<UInt8>, depth: Int) throws -> [ModelSpec] {
        var models: [ModelSpec] = []
        try ProtobufReader.forEachField(in: bytes) { f in
            if f.number == 1 { models.append(try ModelSpec(try f.bytes(), depth: depth + 1)) }
        }
        return models
    }

    /// Every value of the `repeated double` field `number` of a message.
    private static func doubles(_ number: Int, in bytes: ArraySlice<UInt8>) throws -> [Double] {
        var values: [Double] = []
        try ProtobufReader.forEachField(in: bytes) { f in if f.number == number { values += try f.doubles() } }
        return values
    }

    /// GLMRegressor and GLMClassifier share weights = 1 (DoubleArray, value = 1), offset = 2 and
    /// postEvaluationTransform = 3.
    private static func parseLinear(_ bytes: ArraySlice<UInt8>) throws -> LinearSpec {
        var spec = LinearSpec()
        try ProtobufReader.forEachField(in: bytes) { f in
            switch f.number {
            case 1: spec.weights.append(try doubles(1, in: try f.bytes()))
            case 2: spec.offsets += try f.doubles()
            case 3: spec.transform = try f.enumValue()
            default: break
            }
        }
        guard !spec.weights.isEmpty else { throw ModelSpecError("its linear model has no weights") }
        guard spec.weights.count == spec.offsets.count else {
            throw ModelSpecError("its linear model has \(spec.weights.count) weight rows but \(spec.offsets.count) offsets")
        }
        guard Set(spec.weights.map(\.count)).count == 1 else { throw ModelSpecError("its linear model's weight rows differ in length") }
        guard (0...2).contains(spec.transform) else { throw ModelSpecError("its linear model has an unknown transform \(spec.transform)") }
        return spec
    }

    private static func parseGLMClassifier(_ bytes: ArraySlice<UInt8>) throws -> GLMClassifierSpec {
        var spec = GLMClassifierSpec()
        spec.linear = try parseLinear(bytes)
        var encoding = 0
        var labels: ClassLabels?
        try ProtobufReader.forEachField(in: bytes) { f in
            switch f.number {
            case 4: encoding = try f.enumValue()
            case 100: labels = try ClassLabels.parse(f, strings: true)
            case 101: labels = try ClassLabels.parse(f, strings: false)
            default: break
            }
        }
        // GLMClassifier's transforms are Logit = 0, Probit = 1 (not the regressor's numbering).
        guard spec.linear.transform <= 1 else { throw ModelSpecError("its GLM classifier has an unknown transform \(spec.linear.transform)") }
        guard encoding == 0 || encoding == 1 else { throw ModelSpecError("its GLM classifier has an unknown class encoding \(encoding)") }
        spec.isProbit = spec.linear.transform == 1
        spec.isOneVsRest = encoding == 1
        let rows = spec.linear.weights.count
        let classes = labels?.count ?? (spec.isOneVsRest ? (rows == 1 ? 2 : rows) : rows + 1)
        spec.labels = labels ?? .integers((0..<Int64(classes)).map { $0 })
        if spec.isOneVsRest {
            guard classes == 2 ? rows == 1 : rows == classes else {
                throw ModelSpecError("its one-vs-rest GLM classifier has \(rows) weight rows for \(classes) classes")
            }
        } else {
            guard rows == classes - 1 else {
                throw ModelSpecError("its reference-class GLM classifier has \(rows) weight rows for \(classes) classes (one fewer is needed)")
            }
        }
        guard !spec.isProbit || classes == 2 else { throw ModelSpecError("its GLM classifier uses probit with \(classes) classes (two at most)") }
        return spec
    }

    private static func parseTreeRegressor(_ bytes: ArraySlice<UInt8>) throws -> TreeEnsembleSpec {
        var spec: TreeEnsembleSpec?
        var transform = 0
        try ProtobufReader.forEachField(in: bytes) { f in
            switch f.number {
            case 1: spec = try parseTreeEnsemble(try f.bytes())
            case 2: transform = try f.enumValue()
            default: break
            }
        }
        guard var spec else { throw ModelSpecError("its tree ensemble has no trees") }
        guard (0...3).contains(transform) else { throw ModelSpecError("its tree ensemble has an unknown transform \(transform)") }
        spec.transform = transform
        return spec
    }

    private static func parseTreeClassifier(_ bytes: ArraySlice<UInt8>) throws -> (TreeEnsembleSpec, ClassLabels) {
        var spec = try parseTreeRegressor(bytes)
        var labels: ClassLabels?
        try ProtobufReader.forEachField(in: bytes) { f in
            switch f.number {
            case 100: labels = try ClassLabels.parse(f, strings: true)
            case 101: labels = try ClassLabels.parse(f, strings: false)
            default: break
            }
        }
        let n = spec.dimensions
        let classes = labels?.count ?? (n == 1 ? 2 : spec.transform == 3 ? n + 1 : n)
        // One score per class; or one score for two classes (the second's); or, with a zero-score
        // reference class, one fewer score than classes.
        guard classes == n || (n == 1 && classes == 2) || (spec.transform == 3 && classes == n + 1) else {
            throw ModelSpecError("its tree ensemble classifier has \(n) prediction dimensions for \(classes) classes")
        }
        if spec.transform == 3, classes == n { spec.transform = 1 }
        return (spec, labels ?? .integers((0..<Int64(classes)).map { $0 }))
    }

    /// TreeEnsembleParameters: nodes = 1, numPredictionDimensions = 2, basePredictionValue = 3.
    private static func parseTreeEnsemble(_ bytes: ArraySlice<UInt8>) throws -> TreeEnsembleSpec {
        var spec = TreeEnsembleSpec()
        var dimensions: Int?
        try ProtobufReader.forEachField(in: bytes) { f in
            switch f.number {
            case 1: spec.nodes.append(try parseTreeNode(try f.bytes()))
            case 2: dimensions = try f.count()
            case 3: spec.base += try f.doubles()
            default: break
            }
        }
        guard let dimensions, dimensions > 0, dimensions <= 1 << 20 else {
            throw ModelSpecError("its tree ensemble's number of prediction dimensions is missing or out of range")
        }
        spec.dimensions = dimensions
        if spec.base.isEmpty { spec.base = Array(repeating: 0, count: dimensions) }
        guard spec.base.count == dimensions else {
            throw ModelSpecError("its tree ensemble has \(spec.base.count) base prediction values for \(dimensions) dimensions")
        }
        try link(&spec)
        return spec
    }

    /// TreeNode: treeId = 1, nodeId = 2, nodeBehavior = 3, branchFeatureIndex = 10,
    /// branchFeatureValue = 11, trueChildNodeId = 12, falseChildNodeId = 13,
    /// missingValueTracksTrueChild = 14, evaluationInfo = 20 (evaluationIndex = 1, evaluationValue = 2).
    private static func parseTreeNode(_ bytes: ArraySlice<UInt8>) throws -> TreeEnsembleSpec.Node {
        var node = TreeEnsembleSpec.Node()
        try ProtobufReader.forEachField(in: bytes) { f in
            switch f.number {
            case 1: node.treeID = try f.varint()
            case 2: node.nodeID = try f.varint()
            case 3: node.behavior = try f.enumValue()
            case 10:
                guard let index = try f.count() else { throw ModelSpecError("a tree node's feature index is out of range") }
                node.featureIndex = index
            case 11: node.threshold = try f.double()
            case 12: node.trueChildID = try f.varint()
            case 13: node.falseChildID = try f.varint()
            case 14: node.missingValueTracksTrueChild = try f.bool()
            case 20:
                var index: Int? = 0, value = 0.0
                try ProtobufReader.forEachField(in: try f.bytes()) { e in
                    if e.number == 1 { index = try e.count() } else if e.number == 2 { value = try e.double() }
                }
                guard let index else { throw ModelSpecError("a tree leaf's evaluation index is out of range") }
                node.evaluations.append((index, value))
            default: break
            }
        }
        guard (0...6).contains(node.behavior) else {
            throw ModelSpecError("tree \(node.treeID) node \(node.nodeID) has an unknown behavior \(node.behavior)")
        }
        return node
    }

    /// Links each branch to its children and checks the nodes form trees: children in the same
    /// tree, one parent each, one root per tree, every node reachable from its root. Evaluation
    /// then ends on a leaf in at most as many steps as there are nodes.
    private static func link(_ spec: inout TreeEnsembleSpec) throws {
        var byID: [TreeKey: Int] = [:]
        for (i, node) in spec.nodes.enumerated() {
            let key = TreeKey(tree: node.treeID, node: node.nodeID)
            guard byID[key] == nil else { throw ModelSpecError("tree \(node.treeID) has two nodes \(node.nodeID)") }
            byID[key] = i
        }
        var parents = Array(repeating: 0, count: spec.nodes.count)
        for i in spec.nodes.indices {
            let node = spec.nodes[i]
            if node.behavior == 6 {
                guard !node.evaluations.isEmpty else { throw ModelSpecError("tree \(node.treeID) leaf \(node.nodeID) has no value") }
                for e in node.evaluations where e.index >= spec.dimensions {
                    throw ModelSpecError("tree \(node.treeID) leaf \(node.nodeID) adds to dimension \(e.index) of \(spec.dimensions)")
                }
                continue
            }
            for (childID, isTrue) in [(node.trueChildID, true), (node.falseChildID, false)] {
                guard let child = byID[TreeKey(tree: node.treeID, node: childID)] else {
                    throw ModelSpecError("tree \(node.treeID) node \(node.nodeID) branches to node \(childID), which the tree does not have")
                }
                guard child != i else { throw ModelSpecError("tree \(node.treeID) node \(node.nodeID) branches to itself") }
                if isTrue { spec.nodes[i].trueChild = child } else { spec.nodes[i].falseChild = child }
                // Both branches may lead to one node; it still has one parent.
                if isTrue || childID != node.trueChildID { parents[child] += 1 }
                guard parents[child] == 1 else { throw ModelSpecError("tree \(node.treeID) node \(childID) has more than one parent") }
            }
        }
        spec.roots = spec.nodes.indices.filter { parents[$0] == 0 }
        let rootTrees = spec.roots.map { spec.nodes[$0].treeID }
        guard Set(rootTrees).count == rootTrees.count else {
            throw ModelSpecError("a tree of the ensemble has more than one root")
        }
        var reached = Array(repeating: false, count: spec.nodes.count)
        var stack = spec.roots
        while let i = stack.popLast() {
            guard !reached[i] else { continue }
            reached[i] = true
            if spec.nodes[i].behavior != 6 { stack += [spec.nodes[i].trueChild, spec.nodes[i].falseChild] }
        }
        if let lost = reached.firstIndex(of: false) {
            throw ModelSpecError("tree \(spec.nodes[lost].treeID) node \(spec.nodes[lost].nodeID) is not reachable from the tree's root")
        }
    }

    private struct TreeKey: Hashable {
        var tree: UInt64
        var node: UInt64
    }

    /// FeatureVectorizer: inputList = 1 (inputColumn = 1, inputDimensions = 2).
    private static func parseFeatureVectorizer(_ bytes: ArraySlice<UInt8>) throws -> [(name: String, dimension: Int)] {
        var columns: [(name: String, dimension: Int)] = []
        try ProtobufReader.forEachField(in: bytes) { f in
            guard f.number == 1 else { return }
            var name = "", dimension: Int? = 0
            try ProtobufReader.forEachField(in: try f.bytes()) { c in
                if c.number == 1 { name = try c.string() } else if c.number == 2 { dimension = try c.count() }
            }
            guard let dimension, dimension > 0 else { throw ModelSpecError("its feature vectorizer's input \(name) has no dimension") }
            columns.append((name, dimension))
        }
        guard columns.reduce(0, { $0 + $1.dimension }) <= 1 << 24 else { throw ModelSpecError("its feature vectorizer's output is too large") }
        return columns
    }

    /// Imputer: imputed values 1–7, replaced values 11–13 (DataStructures' vectors and maps).
    private static func parseImputer(_ bytes: ArraySlice<UInt8>) throws -> ImputerSpec {
        var imputed: ImputerSpec.Imputed?
        var replaced: ImputerSpec.Replaced?
        try ProtobufReader.forEachField(in: bytes) { f in
            switch f.number {
            case 1: imputed = .double(try f.double())
            case 2: imputed = .int64(try f.int64())
            case 3: imputed = .string(try f.string())
            case 4: imputed = .doubles(try doubles(1, in: try f.bytes()))
            case 5:
                guard case .integers(let values) = try ClassLabels.parse(f, strings: false) else { return }
                imputed = .int64s(values)
            case 6, 7:
                var strings: [String: Double] = [:], integers: [Int64: Double] = [:]
                try ProtobufReader.forEachField(in: try f.bytes()) { entry in
                    guard entry.number == 1 else { return }
                    var stringKey = "", integerKey: Int64 = 0, value = 0.0
                    try ProtobufReader.forEachField(in: try entry.bytes()) { e in
                        switch (e.number, f.number) {
                        case (1, 6): stringKey = try e.string()
                        case (1, 7): integerKey = try e.int64()
                        case (2, _): value = try e.double()
                        default: break
                        }
                    }
                    if f.number == 6 { strings[stringKey] = value } else { integers[integerKey] = value }
                }
                imputed = f.number == 6 ? .stringDictionary(strings) : .int64Dictionary(integers)
            case 11: replaced = .double(try f.double())
            case 12: replaced = .int64(try f.int64())
            case 13: replaced = .string(try f.string())
            default: break
            }
        }
        guard let imputed else { throw ModelSpecError("its imputer has no imputed value") }
        return ImputerSpec(imputed: imputed, replaced: replaced)
    }

    /// OneHotEncoder: stringCategories = 1, int64Categories = 2, outputSparse = 10, handleUnknown = 11.
    private static func parseOneHotEncoder(_ bytes: ArraySlice<UInt8>) throws -> OneHotEncoderSpec {
        var categories: ClassLabels?
        var sparse = false, ignore = false
        try ProtobufReader.forEachField(in: bytes) { f in
            switch f.number {
            case 1: categories = try ClassLabels.parse(f, strings: true)
            case 2: categories = try ClassLabels.parse(f, strings: false)
            case 10: sparse = try f.bool()
            case 11: ignore = try f.enumValue() == 1
            default: break
            }
        }
        guard let categories else { throw ModelSpecError("its one-hot encoder has no categories") }
        return OneHotEncoderSpec(categories: categories, isSparse: sparse, ignoresUnknown: ignore)
    }

    /// Normalizer: normType = 1.
    private static func parseNormalizer(_ bytes: ArraySlice<UInt8>) throws -> Int {
        var norm = 0
        try ProtobufReader.forEachField(in: bytes) { f in if f.number == 1 { norm = try f.enumValue() } }
        guard (0...2).contains(norm) else { throw ModelSpecError("its normalizer has an unknown norm \(norm)") }
        return norm
    }
}
