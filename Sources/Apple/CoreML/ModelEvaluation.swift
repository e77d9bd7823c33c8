// Evaluating a model read from its file: inputs are checked against the description (as Core ML
// checks them), the model computes, and outputs are given the types the description says.
import Foundation

extension ModelSpec {
    /// The inputs this model reads, from `features`: each required one present, each converted to
    /// its described type; an optional one without a value is undefined.
    func inputs(from features: [String: MLFeatureValue]) throws -> [String: MLFeatureValue] {
        var inputs: [String: MLFeatureValue] = [:]
        for feature in description.inputs {
            guard let value = features[feature.name], !value.isUndefined else {
                guard feature.isOptional else { throw MLModelError(.featureType, "Feature \(feature.name) is required but not specified.") }
                inputs[feature.name] = MLFeatureValue(undefined: feature.type)
                continue
            }
            inputs[feature.name] = try feature.accepting(value)
        }
        return inputs
    }

    /// The outputs of the model for `features`, one per described output.
    func predict(_ features: [String: MLFeatureValue]) throws -> [String: MLFeatureValue] {
        let produced = try evaluate(try inputs(from: features))
        guard !description.outputs.isEmpty else { return produced }
        var outputs: [String: MLFeatureValue] = [:]
        for feature in description.outputs {
            guard let value = produced[feature.name] else {
                throw MLModelError(.generic, "The model does not compute its output \(feature.name).")
            }
            if value.isUndefined {
                outputs[feature.name] = value
                continue
            }
            do {
                outputs[feature.name] = try feature.accepting(value)
            } catch {
                throw MLModelError(.generic,
                                   "The model computes its output \(feature.name) as a \(value.type) but its description says \(feature.type).")
            }
        }
        return outputs
    }

    private func evaluate(_ inputs: [String: MLFeatureValue]) throws -> [String: MLFeatureValue] {
        switch kind {
        case .pipeline(let models):
            // Each model reads the pipeline's inputs and the outputs of the models before it.
            var features = inputs
            for model in models { features.merge(try model.predict(features)) { _, new in new } }
            return features
        case .glmRegressor(let linear):
            var y = try linear.scores(try vector(inputs))
            if linear.transform == 1 { y = y.map(logistic) } else if linear.transform == 2 { y = y.map(probit) }
            return try regression(y)
        case .treeEnsembleRegressor(let trees):
            return try regression(trees.transformed(try trees.scores(try vector(inputs))))
        case .glmClassifier(let c):
            let z = try c.linear.scores(try vector(inputs))
            if z.count == 1, c.labels.count == 2 {
                // One score for two classes: it is the second class's.
                return try classification(binary: c.isProbit ? probit(z[0]) : logistic(z[0]), labels: c.labels)
            }
            if c.isOneVsRest {
                let scores = z.map(logistic)
                let total = scores.reduce(0, +)
                return try classification(total > 0 ? scores.map { $0 / total } : scores, labels: c.labels)
            }
            // The first class is the reference, of score 0.
            return try classification(softmax([0] + z), labels: c.labels)
        case .treeEnsembleClassifier(let trees, let labels):
            let p = trees.transformed(try trees.scores(try vector(inputs)))
            if p.count == 1, labels.count == 2 { return try classification(binary: p[0], labels: labels) }
            return try classification(p, labels: labels)
        case .featureVectorizer(let columns):
            return try vectorize(columns, inputs)
        case .scaler(let shift, let scale):
            return try scaled(shift: shift, scale: scale, inputs)
        case .imputer(let imputer):
            return try imputed(imputer, inputs)
        case .oneHotEncoder(let encoder):
            return try encoded(encoder, inputs)
        case .normalizer(let norm):
            return try normalized(norm, inputs)
        case .identity:
            guard !description.outputs.isEmpty else { return inputs }
            var outputs: [String: MLFeatureValue] = [:]
            for (i, output) in description.outputs.enumerated() {
                // Outputs are the inputs of the same names, or else of the same positions.
                if let value = inputs[output.name] ?? (i < description.inputs.count ? inputs[description.inputs[i].name] : nil) {
                    outputs[output.name] = value
                }
            }
            return outputs
        }
    }

    // MARK: Inputs and outputs of numeric models

    /// The inputs as one vector, in the description's order: a number is one value, a multi-array
    /// its elements; a missing optional number is NaN (a tree's missing value).
    private func vector(_ inputs: [String: MLFeatureValue]) throws -> [Double] {
        var x: [Double] = []
        for feature in description.inputs {
            guard let value = inputs[feature.name] else { continue }
            switch value.storage {
            case .double(let d): x.append(d)
            case .int64(let i): x.append(Double(i))
            case .multiArray(let a): x += a.storage
            case .undefined(let type) where type == .double || type == .int64: x.append(.nan)
            default:
                let kind = value.isUndefined ? "missing value" : "\(value.type)"
                throw MLModelError(.featureType, "Feature \(feature.name) is a \(kind), which this model cannot read as numbers.")
            }
        }
        return x
    }

    /// A regressor's outputs: its value, as the predicted feature's type.
    private func regression(_ y: [Double]) throws -> [String: MLFeatureValue] {
        let output = try description.primaryOutput()
        return [output.name: try numbers(y, as: output)]
    }

    /// Values as an output of a type: the first as a number, or all as a multi-array.
    private func numbers(_ y: [Double], as output: FeatureSpec, shape: [NSNumber]? = nil) throws -> MLFeatureValue {
        switch output.type {
        case .multiArray:
            let described = output.shape.map { NSNumber(value: $0) }
            let product = output.shape.reduce(Int64(1)) { $0.multipliedReportingOverflow(by: $1).partialValue }
            let shape = shape ?? (!described.isEmpty && product == Int64(y.count) ? described : [NSNumber(value: y.count)])
            return MLFeatureValue(multiArray: try MLMultiArray(shape: shape, values: y, dataType: output.arrayDataType))
        case .int64:
            guard let first = y.first, let i = MLFeatureValue.truncated(first), Double(i) == first else {
                throw MLModelError(.generic, "The model's output \(output.name) is \(y.first ?? .nan), which is not an Int64.")
            }
            return MLFeatureValue(int64: i)
        default:
            guard let first = y.first else { throw MLModelError(.generic, "The model computes no value for \(output.name).") }
            return MLFeatureValue(double: first)
        }
    }

    /// A binary classifier's outputs from the second class's probability.
    private func classification(binary p: Double, labels: ClassLabels) throws -> [String: MLFeatureValue] {
        // At exactly 0.5 the second class wins (coremltools nudges 0.5 leaves down so that
        // scikit-learn's first class wins, as it does there).
        try classification([1 - p, p], labels: labels, chosen: p >= 0.5 ? 1 : 0)
    }

    /// A classifier's outputs: the most probable label (the first of equals), and the
    /// probabilities by label when the description names an output for them.
    private func classification(_ p: [Double], labels: ClassLabels, chosen: Int? = nil) throws -> [String: MLFeatureValue] {
        guard p.count == labels.count, !p.isEmpty else {
            throw MLModelError(.generic, "The classifier computes \(p.count) probabilities for \(labels.count) labels.")
        }
        var best = 0
        for i in p.indices where p[i] > p[best] { best = i }
        let labelName = description.predictedFeatureName.isEmpty
            ? description.outputs.first { $0.type == .string || $0.type == .int64 }?.name ?? ""
            : description.predictedFeatureName
        var outputs = [labelName: labels.featureValue(chosen ?? best)]
        if !description.predictedProbabilitiesName.isEmpty {
            var probabilities: [AnyHashable: NSNumber] = [:]
            for i in p.indices { probabilities[labels.key(i)] = NSNumber(value: p[i]) }
            outputs[description.predictedProbabilitiesName] = MLFeatureValue(storage: .dictionary(probabilities))
        }
        return outputs
    }

    // MARK: Feature engineering

    /// The single input and output of a transformer.
    private func single(_ inputs: [String: MLFeatureValue]) throws -> (value: MLFeatureValue, name: String, output: FeatureSpec) {
        guard let input = description.inputs.first, let value = inputs[input.name] else {
            throw MLModelError(.generic, "The model has no input feature.")
        }
        return (value, input.name, try description.primaryOutput())
    }

    private func vectorize(_ columns: [(name: String, dimension: Int)], _ inputs: [String: MLFeatureValue]) throws -> [String: MLFeatureValue] {
        var x: [Double] = []
        for (name, dimension) in columns {
            guard let value = inputs[name] else {
                throw MLModelError(.generic, "The feature vectorizer reads \(name), which is not one of its inputs.")
            }
            switch value.storage {
            case .double, .int64:
                guard dimension == 1 else {
                    throw MLModelError(.featureType, "Feature \(name) is one number but the feature vectorizer takes \(dimension).")
                }
                x.append(value.doubleValue)
            case .multiArray(let a):
                guard a.count == dimension else {
                    throw MLModelError(.featureType, "Feature \(name) has \(a.count) values but the feature vectorizer takes \(dimension).")
                }
                x += a.storage
            case .dictionary(let d) where d.keys.allSatisfy({ $0.base is Int64 }):
                // A sparse vector: key `i` is element `i`.
                var dense = Array(repeating: 0.0, count: dimension)
                for (key, number) in d { if let i = key.base as? Int64, i >= 0, i < Int64(dimension) { dense[Int(i)] = number.doubleValue } }
                x += dense
            case .undefined:
                x += Array(repeating: .nan, count: dimension)
            default:
                throw MLModelError(.featureType, "Feature \(name) is a \(value.type), which the feature vectorizer cannot take.")
            }
        }
        let output = try description.primaryOutput()
        return [output.name: try numbers(x, as: output)]
    }

    private func scaled(shift: [Double], scale: [Double], _ inputs: [String: MLFeatureValue]) throws -> [String: MLFeatureValue] {
        let (value, name, output) = try single(inputs)
        // scale · (x + shift), each parameter one value for all elements or one per element.
        func parameter(_ values: [Double], _ i: Int, count: Int, default d: Double) throws -> Double {
            if values.isEmpty { return d }
            if values.count == 1 { return values[0] }
            guard values.count == count else {
                throw MLModelError(.featureType, "Feature \(name) has \(count) values but the scaler has \(values.count) parameters.")
            }
            return values[i]
        }
        switch value.storage {
        case .double, .int64:
            let y = try parameter(scale, 0, count: 1, default: 1) * (value.doubleValue + (try parameter(shift, 0, count: 1, default: 0)))
            return [output.name: try numbers([y], as: output)]
        case .multiArray(let a):
            var y = a.storage
            for i in y.indices {
                y[i] = try parameter(scale, i, count: y.count, default: 1) * (y[i] + (try parameter(shift, i, count: y.count, default: 0)))
            }
            return [output.name: try numbers(y, as: output, shape: a.shape)]
        case .undefined: return [output.name: MLFeatureValue(undefined: output.type)]
        default: throw MLModelError(.featureType, "Feature \(name) is a \(value.type), which the scaler cannot take.")
        }
    }

    private func imputed(_ imputer: ImputerSpec, _ inputs: [String: MLFeatureValue]) throws -> [String: MLFeatureValue] {
        let (value, name, output) = try single(inputs)
        // Whether a number is the missing value: the given one, or else NaN.
        func isMissing(_ x: Double) -> Bool {
            switch imputer.replaced {
            case .double(let r): return r.isNaN ? x.isNaN : x == r
            case .int64(let r): return x == Double(r)
            case .string: return false
            case nil: return x.isNaN
            }
        }
        func element(_ i: Int, of count: Int) throws -> Double {
            switch imputer.imputed {
            case .double(let d): return d
            case .int64(let v): return Double(v)
            case .doubles(let v) where v.count == count: return v[i]
            case .int64s(let v) where v.count == count: return Double(v[i])
            default: throw MLModelError(.featureType, "Feature \(name) has \(count) values, which the imputer's value does not match.")
            }
        }
        let result: MLFeatureValue
        switch (value.storage, imputer.imputed) {
        case (.undefined, .double(let d)): result = MLFeatureValue(double: d)
        case (.undefined, .int64(let i)): result = MLFeatureValue(int64: i)
        case (.undefined, .string(let s)): result = MLFeatureValue(string: s)
        case (.undefined, .doubles(let v)): result = MLFeatureValue(multiArray: MLMultiArray(values: v, dataType: output.arrayDataType))
        case (.undefined, .int64s(let v)):
            result = MLFeatureValue(multiArray: MLMultiArray(values: v.map(Double.init), dataType: output.arrayDataType))
        case (.undefined, .stringDictionary(let d)):
            var numbers: [AnyHashable: NSNumber] = [:]
            for (k, v) in d { numbers[AnyHashable(k)] = NSNumber(value: v) }
            result = MLFeatureValue(storage: .dictionary(numbers))
        case (.undefined, .int64Dictionary(let d)):
            var numbers: [AnyHashable: NSNumber] = [:]
            for (k, v) in d { numbers[AnyHashable(k)] = NSNumber(value: v) }
            result = MLFeatureValue(storage: .dictionary(numbers))
        case (.double(let x), _):
            result = isMissing(x) ? MLFeatureValue(double: try element(0, of: 1)) : value
        case (.int64(let x), .int64(let i)):
            if case .int64(let r) = imputer.replaced, r == x { result = MLFeatureValue(int64: i) } else { result = value }
        case (.string(let s), .string(let i)):
            if case .string(let r) = imputer.replaced, r == s { result = MLFeatureValue(string: i) } else { result = value }
        case (.multiArray(let a), _):
            var y = a.storage
            for i in y.indices where isMissing(y[i]) { y[i] = try element(i, of: y.count) }
            result = MLFeatureValue(multiArray: try MLMultiArray(shape: a.shape, values: y, dataType: a.dataType))
        default:
            result = value
        }
        return [output.name: result]
    }

    private func encoded(_ encoder: OneHotEncoderSpec, _ inputs: [String: MLFeatureValue]) throws -> [String: MLFeatureValue] {
        let (value, name, output) = try single(inputs)
        let index = encoder.categories.index(of: value)
        if index == nil && !encoder.ignoresUnknown {
            throw MLModelError(.generic, "Feature \(name) is \(value), which is not one of the one-hot encoder's categories.")
        }
        if encoder.isSparse {
            var entries: [AnyHashable: NSNumber] = [:]
            if let index { entries[AnyHashable(Int64(index))] = NSNumber(value: 1.0) }
            return [output.name: MLFeatureValue(storage: .dictionary(entries))]
        }
        var y = Array(repeating: 0.0, count: encoder.categories.count)
        if let index { y[index] = 1 }
        return [output.name: try numbers(y, as: output)]
    }

    private func normalized(_ norm: Int, _ inputs: [String: MLFeatureValue]) throws -> [String: MLFeatureValue] {
        let (value, name, output) = try single(inputs)
        guard let a = value.multiArrayValue else {
            throw MLModelError(.featureType, "Feature \(name) is a \(value.type) but the normalizer takes a MultiArray.")
        }
        let x = a.storage
        let z: Double
        switch norm {
        case 0: z = x.map(abs).max() ?? 0
        case 1: z = x.reduce(0) { $0 + abs($1) }
        default: z = x.reduce(0) { $0 + $1 * $1 }.squareRoot()
        }
        // A zero vector stays as it is.
        let y = z == 0 ? x : x.map { $0 / z }
        return [output.name: try numbers(y, as: output, shape: a.shape)]
    }
}

extension TreeEnsembleSpec {
    /// The base prediction plus, for each tree, the values of the leaf the input reaches.
    func scores(_ x: [Double]) throws -> [Double] {
        var y = base
        for root in roots {
            var i = root
            // `ModelSpec.link` made the nodes trees; the bound only makes the walk's end evident.
            var steps = 0
            while nodes[i].behavior != 6, steps <= nodes.count {
                steps += 1
                let node = nodes[i]
                guard node.featureIndex < x.count else {
                    throw MLModelError(.featureType,
                                       "Tree \(node.treeID) reads input value \(node.featureIndex) but the input has \(x.count) values.")
                }
                let v = x[node.featureIndex], t = node.threshold
                let isTrue: Bool
                if v.isNaN {
                    isTrue = node.missingValueTracksTrueChild
                } else {
                    switch node.behavior {
                    case 0: isTrue = v <= t
                    case 1: isTrue = v < t
                    case 2: isTrue = v >= t
                    case 3: isTrue = v > t
                    case 4: isTrue = v == t
                    default: isTrue = v != t
                    }
                }
                i = isTrue ? node.trueChild : node.falseChild
            }
            for e in nodes[i].evaluations { y[e.index] += e.value }
        }
        return y
    }

    /// The post-evaluation transform of the scores.
    func transformed(_ y: [Double]) -> [Double] {
        switch transform {
        case 1: return softmax(y)
        case 2: return y.map(logistic)
        case 3: return softmax([0] + y)
        default: return y
        }
    }
}

func logistic(_ x: Double) -> Double { 1 / (1 + exp(-x)) }

/// The standard normal distribution's cumulative probability.
func probit(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

func softmax(_ x: [Double]) -> [Double] {
    guard let top = x.max(), top.isFinite else { return x }
    let e = x.map { exp($0 - top) }
    let total = e.reduce(0, +)
    return e.map { $0 / total }
}
