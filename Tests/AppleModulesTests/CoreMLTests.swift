import CoreML
import Foundation
import Testing

/// Core ML on Linux: models are read from their `.mlmodel` protobuf and really evaluated. The
/// course's BetterRest model is checked against its own weights; smaller models are written here
/// with a protobuf writer of the test's own, and their predictions computed by hand.
@Suite struct CoreMLTests {
    // MARK: BetterRest

    @Test func theBetterRestModelDescribesItsFeaturesAndAuthor() throws {
        let model = try MLModel(contentsOf: try BetterRest.file())
        let description = model.modelDescription
        #expect(description._inputOrder == ["wake", "estimatedSleep", "coffee"])
        #expect(description._outputOrder == ["actualSleep"])
        #expect(Set(description.inputDescriptionsByName.keys) == ["wake", "estimatedSleep", "coffee"])
        #expect(description.inputDescriptionsByName.values.allSatisfy { $0.type == .double && !$0.isOptional })
        #expect(description.outputDescriptionsByName["actualSleep"]?.type == .double)
        #expect(description.predictedFeatureName == "actualSleep")
        #expect(description.predictedProbabilitiesName == nil)
        #expect(description.classLabels == nil)
        #expect(description.metadata[.author] as? String == "Martin Rist")
        #expect(description.metadata[.license] == nil)
        let creator = description.metadata[.creatorDefinedKey] as? [String: String]
        #expect(creator?["com.apple.createml.version"] == "11.4.0")
        #expect(creator?["com.apple.coreml.model.preview.type"] == "tabularRegressor")
    }

    @Test func theBetterRestModelPredictsItsOffsetPlusWeightsTimesInputs() throws {
        let model = try MLModel(contentsOf: try BetterRest.file())
        // The GLM's three weights and its offset, read from the file's last bytes (packed doubles).
        let w = [BetterRest.double(at: 0x201), BetterRest.double(at: 0x209), BetterRest.double(at: 0x211)]
        let offset = BetterRest.double(at: 0x21B)
        #expect(w[1] > 3000 && w[1] < 4000, "the weight of an hour of sleep is about an hour")
        for (wake, sleep, coffee) in [(28800.0, 8.0, 1.0), (25200, 4, 0), (39600, 12, 20), (0, 0, 0)] {
            let input = try MLDictionaryFeatureProvider(dictionary: ["wake": wake, "estimatedSleep": sleep, "coffee": coffee])
            let output = try model.prediction(from: input)
            let expected = offset + w[0] * wake + w[1] * sleep + w[2] * coffee
            #expect(output.featureNames == ["actualSleep"])
            #expect(output.featureValue(for: "actualSleep")?.type == .double)
            #expect(abs(output.featureValue(for: "actualSleep")!.doubleValue - expected) < 1e-9)
        }
        // Integers are accepted where the model takes doubles, as Core ML accepts them.
        let integers = try MLDictionaryFeatureProvider(dictionary: ["wake": 28800, "estimatedSleep": Int64(8), "coffee": NSNumber(value: 2)])
        let expected = offset + w[0] * 28800 + w[1] * 8 + w[2] * 2
        #expect(abs(try model.prediction(from: integers).featureValue(for: "actualSleep")!.doubleValue - expected) < 1e-9)
    }

    @Test func aCompiledModelURLFindsTheModelBesideItAndCompilingMakesOne() async throws {
        let file = try BetterRest.file()
        let input = try MLDictionaryFeatureProvider(dictionary: ["wake": 28800.0, "estimatedSleep": 8.0, "coffee": 1.0])
        let direct = try MLModel(contentsOf: file).prediction(from: input).featureValue(for: "actualSleep")!.doubleValue

        // What Xcode's generated class asks for: Name.mlmodelc, which on Linux is the .mlmodel beside it.
        let compiledName = file.deletingPathExtension().appendingPathExtension("mlmodelc")
        #expect(try MLModel(contentsOf: compiledName).prediction(from: input).featureValue(for: "actualSleep")?.doubleValue == direct)

        let compiled = try MLModel.compileModel(at: file)
        #expect(compiled.pathExtension == "mlmodelc")
        #expect(compiled.deletingPathExtension().lastPathComponent == "SleepCalculator")
        let moved = file.deletingLastPathComponent().appendingPathComponent("Moved.mlmodelc")
        try FileManager.default.moveItem(at: compiled, to: moved)
        // The folder Core ML "compiled" into is the caller's to remove, as on Apple's platforms.
        try FileManager.default.removeItem(at: compiled.deletingLastPathComponent())
        #expect(try MLModel(contentsOf: moved).prediction(from: input).featureValue(for: "actualSleep")?.doubleValue == direct)

        let loaded = try await MLModel.load(contentsOf: file)
        #expect(loaded.modelDescription.predictedFeatureName == "actualSleep")
        nonisolated(unsafe) var handled: Result<MLModel, Error>?
        MLModel.load(contentsOf: file.appendingPathExtension("missing"), configuration: MLModelConfiguration()) { handled = $0 }
        guard case .failure(let error) = handled else { Issue.record("a missing model loaded"); return }
        #expect((error as? MLModelError)?.code == .io)
    }

    @Test func theBundledModelURLIsTheCompiledModelTheModelOrANameThatFailsClearly() throws {
        let withModel = try temporaryFolder()
        try BetterRest.data.write(to: withModel.appendingPathComponent("SleepCalculator.mlmodel"))
        let bundle = try #require(Bundle(path: withModel.path))
        let url = MLModel._bundledModelURL(named: "SleepCalculator", in: bundle)
        #expect(url.lastPathComponent == "SleepCalculator.mlmodel")
        #expect(try MLModel(contentsOf: url, configuration: MLModelConfiguration()).modelDescription.predictedFeatureName == "actualSleep")

        let empty = try #require(Bundle(path: try temporaryFolder().path))
        let missing = MLModel._bundledModelURL(named: "SleepCalculator", in: empty)
        #expect(missing.lastPathComponent == "SleepCalculator.mlmodelc")
        let error = try #require(throws: MLModelError.self) { try MLModel(contentsOf: missing) }
        #expect(error.code == .io)
        #expect(error.localizedDescription.contains("SleepCalculator.mlmodelc"))
    }

    // MARK: Models written here

    @Test func aTreeEnsembleRegressorTakesEveryBranchKindAndMissingValues() throws {
        // Tree 7: a ≤ 1 (missing: true) ? (b < 5 ? +1 : +2) : (b ≥ 5 ? +4 : (a > 3 ? +8 : +16)).
        // Tree 0: b == 2 (missing: false) ? +100 : (a ≠ 0 (missing: false) ? +200 : +400).
        // Nodes are written out of order and with scattered ids: the trees are linked by id.
        let nodes = [
            branch(tree: 7, node: 10, .lessThanEqual, feature: 0, 1, true: 11, false: 12, missingTrue: true),
            leaf(tree: 7, node: 13, [0: 1]), leaf(tree: 7, node: 14, [0: 2]),
            branch(tree: 7, node: 11, .lessThan, feature: 1, 5, true: 13, false: 14),
            branch(tree: 7, node: 12, .greaterThanEqual, feature: 1, 5, true: 15, false: 16),
            leaf(tree: 7, node: 15, [0: 4]),
            branch(tree: 7, node: 16, .greaterThan, feature: 0, 3, true: 17, false: 18),
            leaf(tree: 7, node: 17, [0: 8]), leaf(tree: 7, node: 18, [0: 16]),
            leaf(tree: 0, node: 1, [0: 100]),
            branch(tree: 0, node: 0, .equal, feature: 1, 2, true: 1, false: 2),
            branch(tree: 0, node: 2, .notEqual, feature: 0, 0, true: 3, false: 4),
            leaf(tree: 0, node: 3, [0: 200]), leaf(tree: 0, node: 4, [0: 400]),
        ]
        let spec = mlmodel(inputs: [feature("a", .double, optional: true), feature("b", .int64)], outputs: [feature("y", .double)],
                         predicted: "y", type: 302, Message().message(1, ensemble(nodes, dimensions: 1, base: [10])))
        let model = try MLModel(contentsOf: try write(spec))
        func y(_ inputs: [String: Any]) throws -> Double {
            try model.prediction(from: MLDictionaryFeatureProvider(dictionary: inputs)).featureValue(for: "y")!.doubleValue
        }
        #expect(try y(["a": 1.0, "b": 2]) == 10 + 1 + 100)
        #expect(try y(["a": 0.5, "b": 5]) == 10 + 2 + 200)
        #expect(try y(["a": 2.0, "b": 5]) == 10 + 4 + 200)
        #expect(try y(["a": 3.0, "b": 4]) == 10 + 16 + 200)
        #expect(try y(["a": 4.0, "b": 4]) == 10 + 8 + 200)
        #expect(try y(["a": 0.0, "b": 3]) == 10 + 1 + 400)
        // A double that is an integer is taken for the int64 input.
        #expect(try y(["a": 0.0, "b": 2.0]) == 10 + 1 + 100)
        // A missing value follows missingValueTracksTrueChild: the first tree's root goes true,
        // the second's `a ≠ 0` goes false.
        #expect(try y(["b": 7]) == 10 + 2 + 400)
        #expect(try y(["a": Double.nan, "b": 7]) == 10 + 2 + 400)
    }

    @Test func aTreeEnsembleClassifierAppliesItsTransform() throws {
        // Binary, one score (the second class's) through the logistic function.
        let binary = mlmodel(inputs: [feature("x", .double)], outputs: [feature("label", .string), feature("p", .dictionary, keyType: 2)],
                           predicted: "label", probabilities: "p", type: 402, Message()
                            .message(1, ensemble([branch(tree: 0, node: 0, .lessThanEqual, feature: 0, 0, true: 1, false: 2),
                                                  leaf(tree: 0, node: 1, [0: -1.5]), leaf(tree: 0, node: 2, [0: 2])],
                                                 dimensions: 1, base: [0.25]))
                            .int(2, 2).message(100, strings(["no", "yes"])))
        let classifier = try MLModel(contentsOf: try write(binary))
        #expect(classifier.modelDescription.classLabels as? [String] == ["no", "yes"])
        let low = try classifier.prediction(from: MLDictionaryFeatureProvider(dictionary: ["x": -1.0]))
        #expect(low.featureValue(for: "label")?.stringValue == "no")
        let p = try #require(low.featureValue(for: "p")?.dictionaryValue as? [String: Double])
        #expect(abs(p["yes"]! - 1 / (1 + exp(1.25))) < 1e-12)
        #expect(abs(p["no"]! + p["yes"]! - 1) < 1e-12)
        #expect(try classifier.prediction(from: MLDictionaryFeatureProvider(dictionary: ["x": 1.0])).featureValue(for: "label")?.stringValue == "yes")

        // Three classes, a leaf adding to two of them, softmax; int64 labels.
        let multi = mlmodel(inputs: [feature("x", .double)], outputs: [feature("label", .int64), feature("p", .dictionary, keyType: 1)],
                          predicted: "label", probabilities: "p", type: 402, Message()
                            .message(1, ensemble([branch(tree: 0, node: 0, .lessThanEqual, feature: 0, 0, true: 1, false: 2),
                                                  leaf(tree: 0, node: 1, [0: 1, 2: 0.5]), leaf(tree: 0, node: 2, [1: 2])],
                                                 dimensions: 3, base: [0, 0, 0]))
                            .int(2, 1).message(101, Message().packedInts(1, [5, 6, 7])))
        let three = try MLModel(contentsOf: try write(multi))
        let first = try three.prediction(from: MLDictionaryFeatureProvider(dictionary: ["x": -1.0]))
        #expect(first.featureValue(for: "label")?.int64Value == 5)
        let total = exp(1.0) + 1 + exp(0.5)
        let probabilities = try #require(first.featureValue(for: "p")?.dictionaryValue as? [Int64: Double])
        #expect(abs(probabilities[5]! - exp(1) / total) < 1e-12)
        #expect(abs(probabilities[7]! - exp(0.5) / total) < 1e-12)
        #expect(try three.prediction(from: MLDictionaryFeatureProvider(dictionary: ["x": 1.0])).featureValue(for: "label")?.int64Value == 6)
    }

    @Test func aGLMClassifierGivesItsLabelAndProbabilities() throws {
        // One-vs-rest with two labels: one weight row, whose logistic is the second label's probability.
        let spec = mlmodel(inputs: [feature("x", .double), feature("y", .double)],
                         outputs: [feature("label", .string), feature("labelProbability", .dictionary, keyType: 2)],
                         predicted: "label", probabilities: "labelProbability", type: 400, Message()
                            .message(1, Message().packedDoubles(1, [2, -1])).packedDoubles(2, [0.5]).int(3, 0).int(4, 1)
                            .message(100, strings(["cat", "dog"])))
        let model = try MLModel(contentsOf: try write(spec))
        #expect(model.modelDescription.predictedProbabilitiesName == "labelProbability")
        let cat = try model.prediction(from: MLDictionaryFeatureProvider(dictionary: ["x": 1.0, "y": 3.0]))
        #expect(cat.featureValue(for: "label")?.stringValue == "cat")
        let p = try #require(cat.featureValue(for: "labelProbability")?.dictionaryValue as? [String: Double])
        let dog = 1 / (1 + exp(0.5))  // z = 0.5 + 2·1 − 1·3 = −0.5
        #expect(abs(p["dog"]! - dog) < 1e-12)
        #expect(abs(p["cat"]! - (1 - dog)) < 1e-12)
        #expect(try model.prediction(from: MLDictionaryFeatureProvider(dictionary: ["x": 2.0, "y": 1.0])).featureValue(for: "label")?.stringValue == "dog")

        // Reference-class encoding: the first label scores 0, the others their rows; softmax.
        let reference = mlmodel(inputs: [feature("x", .double), feature("y", .double)],
                                outputs: [feature("label", .int64), feature("p", .dictionary, keyType: 1)],
                                predicted: "label", probabilities: "p", type: 400, Message()
                                 .message(1, Message().packedDoubles(1, [1, 0])).message(1, Message().packedDoubles(1, [0, 1]))
                                 .packedDoubles(2, [0, -3]).message(101, Message().packedInts(1, [10, 20, 30])))
        let three = try MLModel(contentsOf: try write(reference))
        func label(_ x: Double, _ y: Double) throws -> Int64 {
            try three.prediction(from: MLDictionaryFeatureProvider(dictionary: ["x": x, "y": y])).featureValue(for: "label")!.int64Value
        }
        #expect(try label(-1, 1) == 10)  // scores 0, −1, −2
        #expect(try label(1, 2) == 20)   // scores 0, 1, −1
        #expect(try label(1, 5) == 30)   // scores 0, 1, 2
        let p20 = try three.prediction(from: MLDictionaryFeatureProvider(dictionary: ["x": 1.0, "y": 2.0])).featureValue(for: "p")?.dictionaryValue[Int64(20)]
        #expect(abs(try #require(p20).doubleValue - exp(1) / (1 + exp(1) + exp(-1))) < 1e-12)
    }

    @Test func aPipelineFeedsAScalerIntoALinearRegressor() throws {
        let scaler = mlmodel(inputs: [feature("x", .double)], outputs: [feature("xs", .double)], type: 604,
                           Message().packedDoubles(1, [-2]).packedDoubles(2, [0.5]))
        let glm = mlmodel(inputs: [feature("xs", .double)], outputs: [feature("y", .double)], predicted: "y", type: 300,
                        Message().message(1, Message().packedDoubles(1, [3])).packedDoubles(2, [1]))
        let pipeline = mlmodel(inputs: [feature("x", .double)], outputs: [feature("y", .double)], predicted: "y", type: 201,
                             Message().message(1, Message().message(1, scaler).message(1, glm)))
        let model = try MLModel(contentsOf: try write(pipeline))
        let output = try model.prediction(from: MLDictionaryFeatureProvider(dictionary: ["x": 6.0]))
        #expect(output.featureNames == ["y"])  // the scaler's output stays inside the pipeline
        let six: Double = 3 * (0.5 * (6 - 2)) + 1
        #expect(output.featureValue(for: "y")?.doubleValue == six)
        // An integer input is taken as the double the scaler reads.
        let minusFour: Double = 3 * (0.5 * (-4 - 2)) + 1
        #expect(try model.prediction(from: MLDictionaryFeatureProvider(dictionary: ["x": -4])).featureValue(for: "y")?.doubleValue == minusFour)

        // The logit transform of a GLM regressor.
        let logit = mlmodel(inputs: [feature("x", .double)], outputs: [feature("y", .double)], type: 300,
                               Message().message(1, Message().packedDoubles(1, [2])).packedDoubles(2, [-1]).int(3, 1))
        let p = try MLModel(contentsOf: try write(logit)).prediction(from: MLDictionaryFeatureProvider(dictionary: ["x": 1.25]))
        #expect(abs(p.featureValue(for: "y")!.doubleValue - 1 / (1 + exp(-1.5))) < 1e-12)
    }

    @Test func featureEngineeringModelsImputeEncodeVectorizeAndNormalize() throws {
        let imputer = mlmodel(inputs: [feature("age", .double, optional: true)], outputs: [feature("ageFilled", .double)], type: 601,
                            Message().double(1, 30))
        let encoder = mlmodel(inputs: [feature("color", .string)], outputs: [feature("colorVector", .multiArray, shape: [3])], type: 600,
                            Message().message(1, strings(["red", "green", "blue"])))
        let vectorizer = mlmodel(inputs: [feature("ageFilled", .double), feature("colorVector", .multiArray, shape: [3])],
                               outputs: [feature("features", .multiArray, shape: [4])], type: 602, Message()
                                .message(1, Message().string(1, "ageFilled").int(2, 1))
                                .message(1, Message().string(1, "colorVector").int(2, 3)))
        let normalizer = mlmodel(inputs: [feature("features", .multiArray, shape: [4])], outputs: [feature("unit", .multiArray, shape: [4])],
                               type: 607, Message().int(1, 2))
        let glm = mlmodel(inputs: [feature("unit", .multiArray, shape: [4])], outputs: [feature("score", .double)], predicted: "score",
                        type: 300, Message().message(1, Message().packedDoubles(1, [1, 2, 3, 4])).packedDoubles(2, [0]))
        let pipeline = mlmodel(inputs: [feature("age", .double, optional: true), feature("color", .string)],
                             outputs: [feature("score", .double), feature("features", .multiArray, shape: [4])], predicted: "score",
                             type: 202, [imputer, encoder, vectorizer, normalizer, glm].reduce(Message()) { $0.message(1, $1) })
        let model = try MLModel(contentsOf: try write(pipeline))
        #expect(model.modelDescription.inputDescriptionsByName["age"]?.isOptional == true)

        // No age: the imputer's 30; green: [0, 1, 0]; so [30, 0, 1, 0], of length √901.
        let imputed = try model.prediction(from: MLDictionaryFeatureProvider(dictionary: ["color": "green"]))
        #expect(abs(imputed.featureValue(for: "score")!.doubleValue - (30 + 3) / 901.0.squareRoot()) < 1e-12)
        let features = try #require(imputed.featureValue(for: "features")?.multiArrayValue)
        #expect(features.shape == [4])
        #expect((0..<4).map { features[$0].doubleValue } == [30, 0, 1, 0])

        let given = try model.prediction(from: MLDictionaryFeatureProvider(dictionary: ["age": 3.0, "color": "red"]))
        #expect(abs(given.featureValue(for: "score")!.doubleValue - (3 + 2) / 10.0.squareRoot()) < 1e-12)

        let unknown = try #require(throws: MLModelError.self) {
            try model.prediction(from: MLDictionaryFeatureProvider(dictionary: ["color": "purple"]))
        }
        #expect(unknown.localizedDescription.contains("color"))

        // An identity gives its inputs back.
        let identity = mlmodel(inputs: [feature("s", .string)], outputs: [feature("s", .string)], type: 900, Message())
        let same = try MLModel(contentsOf: try write(identity)).prediction(from: MLDictionaryFeatureProvider(dictionary: ["s": "hello"]))
        #expect(same.featureValue(for: "s")?.stringValue == "hello")
    }

    @Test func batchPredictionsPredictEachInput() throws {
        let model = try MLModel(contentsOf: try BetterRest.file())
        let batch = try MLArrayBatchProvider(dictionary: ["wake": [28800.0, 30000.0], "estimatedSleep": [8.0, 6.0], "coffee": [1.0, 3.0]])
        #expect(batch.count == 2)
        let outputs = try model.predictions(from: batch, options: MLPredictionOptions())
        #expect(outputs.count == 2)
        for i in 0..<2 {
            let single = try model.prediction(from: batch.features(at: i)).featureValue(for: "actualSleep")!.doubleValue
            #expect(outputs.features(at: i).featureValue(for: "actualSleep")?.doubleValue == single)
        }
        #expect(throws: MLModelError.self) { try MLArrayBatchProvider(dictionary: ["a": [1.0], "b": [1.0, 2.0]]) }
    }

    // MARK: Errors

    @Test func aMissingOrMistypedInputIsNamed() throws {
        let model = try MLModel(contentsOf: try BetterRest.file())
        let missing = try #require(throws: MLModelError.self) {
            try model.prediction(from: MLDictionaryFeatureProvider(dictionary: ["wake": 1.0, "estimatedSleep": 8.0]))
        }
        #expect(missing.code == .featureType)
        #expect(missing.localizedDescription == "Feature coffee is required but not specified.")
        let mistyped = try #require(throws: MLModelError.self) {
            try model.prediction(from: MLDictionaryFeatureProvider(dictionary: ["wake": "seven", "estimatedSleep": 8.0, "coffee": 1.0]))
        }
        #expect(mistyped.code == .featureType)
        #expect(mistyped.localizedDescription.contains("wake"))
        #expect((mistyped as NSError).domain == "com.apple.CoreML")
        #expect((mistyped as NSError).code == 1)
        // `catch MLModelError.featureType`, as apps write it.
        do {
            _ = try model.prediction(from: MLDictionaryFeatureProvider(dictionary: [:]))
            Issue.record("a prediction without inputs succeeded")
        } catch MLModelError.featureType {
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func aMissingFileOrAFileThatIsNotAModelThrowsWithItsPath() throws {
        let folder = try temporaryFolder()
        let missing = folder.appendingPathComponent("Nothing.mlmodel")
        let absent = try #require(throws: MLModelError.self) { try MLModel(contentsOf: missing) }
        #expect(absent.code == .io)
        #expect(absent.localizedDescription.contains(missing.path))

        let text = folder.appendingPathComponent("Text.mlmodel")
        try Data("this is not a model, just some words".utf8).write(to: text)
        let notModel = try #require(throws: MLModelError.self) { try MLModel(contentsOf: text) }
        #expect(notModel.code == .generic)
        #expect(notModel.localizedDescription.contains(text.path))
    }

    @Test func everyTruncationOfARealModelAndRandomBytesThrow() throws {
        let file = try temporaryFolder().appendingPathComponent("Broken.mlmodel")
        let bytes = BetterRest.bytes
        for length in 0..<bytes.count {
            try Data(bytes[..<length]).write(to: file)
            #expect(throws: MLModelError.self, "the first \(length) bytes loaded") { try MLModel(contentsOf: file) }
        }
        var random = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            let count = Int.random(in: 1...600, using: &random)
            try Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }).write(to: file)
            #expect(throws: MLModelError.self) { try MLModel(contentsOf: file) }
        }
    }

    @Test func mutatedModelsLoadAndPredictOrThrowButNeverCrash() throws {
        let file = try temporaryFolder().appendingPathComponent("Mutated.mlmodel")
        let input = try MLDictionaryFeatureProvider(dictionary: ["wake": 28800.0, "estimatedSleep": 8.0, "coffee": 1.0])
        var random = SeededGenerator(seed: 7)
        var loaded = 0
        for _ in 0..<400 {
            var bytes = BetterRest.bytes
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            try Data(bytes).write(to: file)
            do {
                let model = try MLModel(contentsOf: file)
                loaded += 1
                _ = try? model.prediction(from: input)
            } catch {
                #expect(error is MLModelError)
            }
        }
        #expect(loaded > 0, "some mutations (of a weight, of a name) still load")
    }

    @Test func modelTypesTrellisDoesNotEvaluateAreNamed() throws {
        let network = mlmodel(inputs: [feature("x", .double)], outputs: [feature("y", .double)], type: 500, Message())
        let error = try #require(throws: MLModelError.self) { try MLModel(contentsOf: try write(network)) }
        #expect(error.code == .generic)
        #expect(error.localizedDescription.contains("Trellis does not evaluate 'neuralNetwork' models yet"))

        let program = mlmodel(inputs: [feature("x", .double)], outputs: [feature("y", .double)], type: 502, Message())
        let inPipeline = mlmodel(inputs: [feature("x", .double)], outputs: [feature("y", .double)], type: 202, Message().message(1, program))
        let nested = try #require(throws: MLModelError.self) { try MLModel(contentsOf: try write(inPipeline)) }
        #expect(nested.localizedDescription.contains("'mlProgram'"))

        // Pipelines nested past any real model's depth fail rather than exhaust the stack.
        var deep = mlmodel(inputs: [], outputs: [], type: 900, Message())
        for _ in 0..<40 { deep = mlmodel(inputs: [], outputs: [], type: 202, Message().message(1, deep)) }
        #expect(throws: MLModelError.self) { try MLModel(contentsOf: try write(deep)) }
    }

    @Test func treesThatAreNotTreesFailAtLoad() throws {
        func load(_ nodes: [Message]) throws {
            let spec = mlmodel(inputs: [feature("x", .double)], outputs: [feature("y", .double)], type: 302,
                             Message().message(1, ensemble(nodes, dimensions: 1, base: [0])))
            _ = try MLModel(contentsOf: try write(spec))
        }
        let twoRoots = [leaf(tree: 0, node: 0, [0: 1]), leaf(tree: 0, node: 1, [0: 2])]
        let cycle = [leaf(tree: 0, node: 0, [0: 1]),
                     branch(tree: 0, node: 1, .lessThan, feature: 0, 0, true: 2, false: 2),
                     branch(tree: 0, node: 2, .lessThan, feature: 0, 0, true: 1, false: 1)]
        let missingChild = [branch(tree: 0, node: 0, .lessThan, feature: 0, 0, true: 1, false: 9), leaf(tree: 0, node: 1, [0: 1])]
        let badDimension = [leaf(tree: 0, node: 0, [3: 1])]
        for nodes in [twoRoots, cycle, missingChild, badDimension] {
            #expect(throws: MLModelError.self) { try load(nodes) }
        }
        // A tree reading an input value it does not have fails at prediction.
        let wide = mlmodel(inputs: [feature("x", .double)], outputs: [feature("y", .double)], type: 302, Message().message(1, ensemble(
            [branch(tree: 0, node: 0, .lessThan, feature: 4, 0, true: 1, false: 2), leaf(tree: 0, node: 1, [0: 1]), leaf(tree: 0, node: 2, [0: 2])],
            dimensions: 1, base: [0])))
        let model = try MLModel(contentsOf: try write(wide))
        #expect(throws: MLModelError.self) { try model.prediction(from: MLDictionaryFeatureProvider(dictionary: ["x": 1.0])) }
    }

    // MARK: Values

    @Test func featureValuesConvertBetweenNumbersAndKeepTheirType() throws {
        #expect(MLFeatureValue(int64: 3).type == .int64)
        #expect(MLFeatureValue(int64: 3).doubleValue == 3)
        #expect(MLFeatureValue(double: 2.75).int64Value == 2)
        #expect(MLFeatureValue(double: 2.75).stringValue == "")
        #expect(MLFeatureValue(string: "hi").stringValue == "hi")
        #expect(MLFeatureValue(string: "hi").multiArrayValue == nil)
        let undefined = MLFeatureValue(undefined: .double)
        #expect(undefined.isUndefined && undefined.type == .double)
        #expect(!MLFeatureValue(double: 1).isUndefined)
        #expect(MLFeatureValue(double: 1).isEqual(to: MLFeatureValue(double: 1)))
        #expect(!MLFeatureValue(double: 1).isEqual(to: MLFeatureValue(int64: 1)))
        #expect(MLFeatureValue(string: "a").isEqual(MLFeatureValue(string: "a")))

        let strings = try MLFeatureValue(dictionary: ["a": NSNumber(value: 0.5)])
        #expect(strings.type == .dictionary)
        #expect(strings.dictionaryValue as? [String: Double] == ["a": 0.5])
        // Integer keys of any width are Int64 keys.
        let integers = try MLFeatureValue(dictionary: [AnyHashable(Int(2)): NSNumber(value: 1.5)])
        #expect(integers.dictionaryValue as? [Int64: Double] == [2: 1.5])
        #expect(throws: MLModelError.self) { try MLFeatureValue(dictionary: [AnyHashable("a"): 1, AnyHashable(2): 2]) }
        #expect(throws: MLModelError.self) { try MLFeatureValue(dictionary: [AnyHashable(2.5): 1]) }
    }

    @Test func aDictionaryProviderConvertsSwiftValues() throws {
        let array = try MLMultiArray(shape: [2], dataType: .double)
        let provider = try MLDictionaryFeatureProvider(dictionary: [
            "double": 1.5, "float": Float(0.25), "int": 3, "int64": Int64(-4), "number": NSNumber(value: 2.5),
            "string": "text", "array": array, "dictionary": ["x": 1.0, "y": 2.0], "value": MLFeatureValue(int64: 9),
        ])
        #expect(provider.featureNames == ["double", "float", "int", "int64", "number", "string", "array", "dictionary", "value"])
        #expect(provider["double"]?.type == .double)
        #expect(provider["float"]?.doubleValue == 0.25)
        #expect(provider["int"]?.type == .int64)
        #expect(provider["int64"]?.int64Value == -4)
        #expect(provider["number"]?.type == .double)
        #expect(provider["number"]?.doubleValue == 2.5)
        #expect(provider.featureValue(for: "string")?.stringValue == "text")
        #expect(provider["array"]?.multiArrayValue === array)
        #expect(provider["dictionary"]?.dictionaryValue as? [String: Double] == ["x": 1, "y": 2])
        #expect(provider["value"]?.int64Value == 9)
        #expect(provider["absent"] == nil)
        #expect(provider.dictionary.count == 9)
        #expect(throws: MLModelError.self) { try MLDictionaryFeatureProvider(dictionary: ["date": Date()]) }
    }

    @Test func multiArraysIndexRowMajorAndRoundToTheirType() throws {
        let array = try MLMultiArray(shape: [2, 3, 4], dataType: .double)
        #expect(array.count == 24)
        #expect(array.shape == [2, 3, 4])
        #expect(array.strides == [12, 4, 1])
        array[[1, 2, 3]] = 7.5
        #expect(array[23].doubleValue == 7.5)
        array[[0, 1, 0]] = NSNumber(value: -2)
        #expect(array[4].doubleValue == -2)
        array[5] = 9
        #expect(array[[0, 1, 1]].doubleValue == 9)

        let floats = try MLMultiArray(shape: [1], dataType: .float32)
        floats[0] = NSNumber(value: 0.1)
        #expect(floats[0].doubleValue == Double(Float(0.1)))
        let integers = try MLMultiArray(shape: [2], dataType: .int32)
        integers[0] = 2.9
        integers[1] = -2.9
        #expect(integers[0].int32Value == 2 && integers[1].int32Value == -2)
        #expect(MLMultiArray([1, 2, 3]).count == 3)
        #expect(MLMultiArray([1, 2, 3])[2].doubleValue == 3)

        #expect(throws: MLModelError.self) { try MLMultiArray(shape: [2, -1], dataType: .double) }
        #expect(throws: MLModelError.self) { try MLMultiArray(shape: [], dataType: .double) }
    }

    @Test func enumsAndKeysHaveCoreMLsNumbersAndNames() {
        #expect([MLFeatureType.invalid, .int64, .double, .string, .image, .multiArray, .dictionary, .sequence, .state].map(\.rawValue)
            == Array(0...8))
        #expect([MLComputeUnits.cpuOnly, .cpuAndGPU, .all, .cpuAndNeuralEngine].map(\.rawValue) == [0, 1, 2, 3])
        #expect(MLMultiArrayDataType.double.rawValue == 65600 && MLMultiArrayDataType.float64 == .double)
        #expect(MLMultiArrayDataType.float32.rawValue == 65568 && MLMultiArrayDataType.float == .float32)
        #expect(MLMultiArrayDataType.float16.rawValue == 65552 && MLMultiArrayDataType.int32.rawValue == 131104)
        #expect([MLModelError.Code.generic, .featureType, .io, .customLayer, .customModel, .update, .parameters,
                 .modelDecryptionKeyFetch, .modelDecryption, .modelCollection, .predictionCancelled].map(\.rawValue)
            == [0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11])
        #expect(MLModelMetadataKey.author.rawValue == "MLModelAuthorKey")
        #expect(MLModelMetadataKey.creatorDefinedKey.rawValue == "MLModelCreatorDefinedKey")
        let configuration = MLModelConfiguration()
        #expect(configuration.computeUnits == .all)
        configuration.computeUnits = .cpuOnly
        configuration.modelDisplayName = "Sleep"
        let copy = configuration.copy() as! MLModelConfiguration
        #expect(copy.computeUnits == .cpuOnly && copy.modelDisplayName == "Sleep")
        #expect(!MLPredictionOptions().usesCPUOnly)
    }
}

// MARK: - The BetterRest model

/// SleepCalculator.mlmodel of the 100 Days of SwiftUI course's BetterRest project, trained with
/// Create ML by a student (547 bytes): a pipeline regressor of a feature vectorizer (wake,
/// estimatedSleep, coffee) and a GLM regressor, whose three weights and offset are the file's
/// last packed doubles.
private enum BetterRest {
    static let hex = """
        08011292020a0a0a0477616b651a0212000a140a0e657374696d61746564536c6565701a0212000a0c0a06636f666665651a02120052110a0b61637475616c53
        6c6565701a0212005a0b61637475616c536c656570a206be011a0b4d617274696e2052697374a206200a1a636f6d2e6170706c652e6372656174656d6c2e6170
        702e74616712023733a2062a0a1e636f6d2e6170706c652e6372656174656d6c2e6170702e76657273696f6e1208332e302042657461a206240a1a636f6d2e61
        70706c652e6372656174656d6c2e76657273696f6e120631312e342e30a206370a23636f6d2e6170706c652e636f72656d6c2e6d6f64656c2e70726576696577
        2e747970651210746162756c6172526567726573736f72ca0c88020a85020a8a01080112590a0a0a0477616b651a0212000a140a0e657374696d61746564536c
        6565701a0212000a0c0a06636f666665651a02120052240a175f5f766563746f72697a65645f66656174757265735f5f1a092a070a010310c08004a20600d225
        2a0a080a0477616b6510010a120a0e657374696d61746564536c65657010010a0a0a06636f6666656510010a76080112490a240a175f5f766563746f72697a65
        645f66656174757265735f5f1a092a070a010310c0800452110a0b61637475616c536c6565701a0212005a0b61637475616c536c656570a20600e212260a1a0a
        187653314beaf1183f7bcd8eb73023ac40313cfcab4a068a40120880cec30cd3ab7c40
        """

    static let bytes: [UInt8] = {
        let digits = Array(hex.filter(\.isHexDigit).utf8)
        return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)! }
    }()

    static var data: Data { Data(bytes) }

    /// The little-endian double at a byte offset of the file.
    static func double(at offset: Int) -> Double {
        Double(bitPattern: (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) })
    }

    /// The model written as `SleepCalculator.mlmodel` in a new folder.
    static func file() throws -> URL {
        #expect(bytes.count == 547)
        let url = try temporaryFolder().appendingPathComponent("SleepCalculator.mlmodel")
        try data.write(to: url)
        return url
    }
}

// MARK: - Writing models

/// A protobuf message, written field by field in the wire format.
private struct Message {
    var bytes: [UInt8] = []

    private mutating func varint(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    private func with(_ field: Int, wire: UInt64, _ write: (inout Message) -> Void) -> Message {
        var m = self
        m.varint(UInt64(field) << 3 | wire)
        write(&m)
        return m
    }

    /// A varint field (integers, enums, booleans).
    func int(_ field: Int, _ value: Int64) -> Message { with(field, wire: 0) { $0.varint(UInt64(bitPattern: value)) } }

    /// A `double` field.
    func double(_ field: Int, _ value: Double) -> Message {
        with(field, wire: 1) { m in for k in 0..<8 { m.bytes.append(UInt8(truncatingIfNeeded: value.bitPattern >> (8 * UInt64(k)))) } }
    }

    /// A length-delimited field.
    func bytes(_ field: Int, _ payload: [UInt8]) -> Message {
        with(field, wire: 2) { m in
            m.varint(UInt64(payload.count))
            m.bytes += payload
        }
    }

    func string(_ field: Int, _ value: String) -> Message { bytes(field, Array(value.utf8)) }
    func message(_ field: Int, _ value: Message) -> Message { bytes(field, value.bytes) }

    /// A packed `repeated double`.
    func packedDoubles(_ field: Int, _ values: [Double]) -> Message {
        bytes(field, values.flatMap { v in (0..<8).map { UInt8(truncatingIfNeeded: v.bitPattern >> (8 * UInt64($0))) } })
    }

    /// A packed `repeated int64`.
    func packedInts(_ field: Int, _ values: [Int64]) -> Message {
        bytes(field, values.reduce(Message()) { m, v in
            var m = m
            m.varint(UInt64(bitPattern: v))
            return m
        }.bytes)
    }
}

/// FeatureType's fields.
private enum FeatureKind: Int {
    case int64 = 1, double = 2, string = 3, multiArray = 5, dictionary = 6
}

/// A FeatureDescription (name = 1, type = 3; FeatureType's isOptional = 1000).
private func feature(_ name: String, _ kind: FeatureKind, optional: Bool = false, shape: [Int64] = [], keyType: Int = 2) -> Message {
    var body = Message()
    switch kind {
    case .multiArray: body = body.packedInts(1, shape).int(2, 65600)
    case .dictionary: body = body.message(keyType, Message())
    default: break
    }
    var type = Message().message(kind.rawValue, body)
    if optional { type = type.int(1000, 1) }
    return Message().string(1, name).message(3, type)
}

/// A Model (specificationVersion = 1, description = 2, the model's type field) with a
/// ModelDescription (input = 1, output = 10, predictedFeatureName = 11, predictedProbabilitiesName = 12).
private func mlmodel(inputs: [Message], outputs: [Message], predicted: String = "", probabilities: String = "",
                   type: Int, _ body: Message) -> Message {
    var description = Message()
    for input in inputs { description = description.message(1, input) }
    for output in outputs { description = description.message(10, output) }
    if !predicted.isEmpty { description = description.string(11, predicted) }
    if !probabilities.isEmpty { description = description.string(12, probabilities) }
    return Message().int(1, 4).message(2, description).message(type, body)
}

/// A StringVector (vector = 1).
private func strings(_ values: [String]) -> Message { values.reduce(Message()) { $0.string(1, $1) } }

/// TreeNodeBehavior.
private enum Behavior: Int64 {
    case lessThanEqual = 0, lessThan, greaterThanEqual, greaterThan, equal, notEqual
}

/// A branch TreeNode (treeId = 1, nodeId = 2, nodeBehavior = 3, branchFeatureIndex = 10,
/// branchFeatureValue = 11, trueChildNodeId = 12, falseChildNodeId = 13, missingValueTracksTrueChild = 14).
private func branch(tree: Int64, node: Int64, _ behavior: Behavior, feature: Int64, _ value: Double,
                    true yes: Int64, false no: Int64, missingTrue: Bool = false) -> Message {
    Message().int(1, tree).int(2, node).int(3, behavior.rawValue).int(10, feature).double(11, value)
        .int(12, yes).int(13, no).int(14, missingTrue ? 1 : 0)
}

/// A leaf TreeNode (nodeBehavior LeafNode = 6; evaluationInfo = 20: evaluationIndex = 1, evaluationValue = 2).
private func leaf(tree: Int64, node: Int64, _ values: [Int64: Double]) -> Message {
    values.sorted { $0.key < $1.key }.reduce(Message().int(1, tree).int(2, node).int(3, 6)) {
        $0.message(20, Message().int(1, $1.key).double(2, $1.value))
    }
}

/// TreeEnsembleParameters (nodes = 1, numPredictionDimensions = 2, basePredictionValue = 3).
private func ensemble(_ nodes: [Message], dimensions: Int64, base: [Double]) -> Message {
    nodes.reduce(Message()) { $0.message(1, $1) }.int(2, dimensions).packedDoubles(3, base)
}

/// A model written to a new file.
private func write(_ model: Message) throws -> URL {
    let url = try temporaryFolder().appendingPathComponent("Model.mlmodel")
    try Data(model.bytes).write(to: url)
    return url
}

/// A new empty folder, inside one folder of this process's that is removed when the process exits.
private func temporaryFolder() throws -> URL {
    let url = testsFolder.appendingPathComponent(UUID().uuidString, isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The folder of every `temporaryFolder()` of the process, removed at exit.
private let testsFolder: URL = {
    atexit { try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent("CoreMLTests-\(getpid())")) }
    return FileManager.default.temporaryDirectory.appendingPathComponent("CoreMLTests-\(getpid())", isDirectory: true)
}()

