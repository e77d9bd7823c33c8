import Foundation
import Testing
import Trellis

/// Apps that predict with a Core ML model, as the "BetterRest" project of the 100 Days of SwiftUI
/// course does: a Create ML regressor (`SleepCalculator.mlmodel`) in the app's Sources phase —
/// in one course repository outside the app's folder — and a screen that calls the class Xcode
/// generates from it. The model is read and evaluated for real; the numbers on the screen are
/// checked against the model's own weights, read from the file here. Before, every such screen
/// stopped at `import CoreML`.
@Suite(.serialized) struct CoreMLAppCompiled {
    /// The course's model as a student trained it with Create ML: a pipeline of a feature
    /// vectorizer and a linear regressor of `wake`, `estimatedSleep` and `coffee`.
    static let model = Data(base64Encoded: """
        CAESkgIKCgoEd2FrZRoCEgAKFAoOZXN0aW1hdGVkU2xlZXAaAhIACgwKBmNvZmZlZRoCEgBSEQoLYWN0dWFsU2xlZXAaAhIAWgthY3R1YWxTbGVlcKIG\
        vgEaC01hcnRpbiBSaXN0ogYgChpjb20uYXBwbGUuY3JlYXRlbWwuYXBwLnRhZxICNzOiBioKHmNvbS5hcHBsZS5jcmVhdGVtbC5hcHAudmVyc2lvbhII\
        My4wIEJldGGiBiQKGmNvbS5hcHBsZS5jcmVhdGVtbC52ZXJzaW9uEgYxMS40LjCiBjcKI2NvbS5hcHBsZS5jb3JlbWwubW9kZWwucHJldmlldy50eXBl\
        EhB0YWJ1bGFyUmVncmVzc29yygyIAgqFAgqKAQgBElkKCgoEd2FrZRoCEgAKFAoOZXN0aW1hdGVkU2xlZXAaAhIACgwKBmNvZmZlZRoCEgBSJAoXX192\
        ZWN0b3JpemVkX2ZlYXR1cmVzX18aCSoHCgEDEMCABKIGANIlKgoICgR3YWtlEAEKEgoOZXN0aW1hdGVkU2xlZXAQAQoKCgZjb2ZmZWUQAQp2CAESSQok\
        ChdfX3ZlY3Rvcml6ZWRfZmVhdHVyZXNfXxoJKgcKAQMQwIAEUhEKC2FjdHVhbFNsZWVwGgISAFoLYWN0dWFsU2xlZXCiBgDiEiYKGgoYdlMxS+rxGD97\
        zY63MCOsQDE8/KtKBopAEgiAzsMM06t8QA==
        """, options: .ignoreUnknownCharacters)!

    /// The model's prediction, worked out here from its linear regressor's weights and offset
    /// (the 3 + 1 doubles that end the file).
    static func actualSleep(wake: Double, estimatedSleep: Double, coffee: Double) -> Double {
        // …, 3 weights, the offset's tag and length (2 bytes), the offset.
        func double(at start: Int) -> Double {
            model.subdata(in: start ..< start + 8).withUnsafeBytes { $0.loadUnaligned(as: Double.self) }
        }
        let weights = (0..<3).map { double(at: model.count - 34 + $0 * 8) }, offset = double(at: model.count - 8)
        return offset + weights[0] * wake + weights[1] * estimatedSleep + weights[2] * coffee
    }

    /// martinrist/100-days-of-swiftui's layout: the model beside the app's folder, named from the
    /// Sources phase as `../BetterRestModel/SleepCalculator.mlmodel`, and the deprecated `init()`.
    static let courseApp: [String: String] = [
        "BetterRest/BetterRest.xcodeproj/project.pbxproj": ProjectReach.pbxproj(
            [(name: "BetterRest", type: "application",
              files: ["BetterRest/ContentView.swift", "BetterRest/BetterRestApp.swift", "../BetterRestModel/SleepCalculator.mlmodel"])]),
        "BetterRest/BetterRest/BetterRestApp.swift": """
            import SwiftUI

            @main
            struct BetterRestApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }
            """,
        "BetterRest/BetterRest/ContentView.swift": """
            import CoreML
            import SwiftUI

            struct ContentView: View {
                @State private var sleepAmount = 8.0
                @State private var coffeeAmount = 1

                var body: some View {
                    NavigationView {
                        Form {
                            Stepper("\\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
                            Stepper(coffeeAmount == 1 ? "1 cup" : "\\(coffeeAmount) cups", value: $coffeeAmount, in: 1...20)
                            ForEach([6, 7, 8], id: \\.self) { hour in
                                Text(calculateSleep(wakeHour: hour)).id(calculateSleep(wakeHour: hour))
                            }
                        }
                        .navigationTitle("BetterRest")
                    }
                }

                func calculateSleep(wakeHour: Int) -> String {
                    let model = SleepCalculator()
                    do {
                        let prediction = try model.prediction(wake: Double(wakeHour * 60 * 60),
                                                              estimatedSleep: sleepAmount,
                                                              coffee: Double(coffeeAmount))
                        return String(format: "%d: %.4f", wakeHour, prediction.actualSleep)
                    } catch {
                        return "Sorry, there was a problem calculating your bedtime"
                    }
                }
            }

            struct ContentView_Previews: PreviewProvider {
                static var previews: some View { ContentView() }
            }
            """,
    ]

    static func project(_ files: [String: String], model: Data = Self.model, at modelPath: String) throws -> URL {
        let root = try Projects.project(files)
        let url = root.appendingPathComponent(modelPath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try model.write(to: url)
        return root
    }

    @Test func theCourseScreenShowsTheModelsPredictions() throws {
        let root = try Self.project(Self.courseApp, at: "BetterRestModel/SleepCalculator.mlmodel")
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try CompiledPath.run(["layout", root.appendingPathComponent("BetterRest/BetterRest/ContentView.swift").path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let ids = try CompiledPath.tree(r.stdout).root.all.compactMap(\.id)
        let expected = [6, 7, 8].map { String(format: "%d: %.4f", $0, Self.actualSleep(wake: Double($0 * 3600), estimatedSleep: 8, coffee: 1)) }
        #expect(ids.filter { $0.contains(": ") } == expected, "\(ids)")
        // The deprecated initialiser warns, as it does in Xcode.
        #expect(r.stderr.contains("'init()' is deprecated: Use init(configuration:) instead and handle errors appropriately."), "\(r.stderr)")
    }

    /// CypherPoet/100-days-of-swiftui-and-combine's layout: the model in `MLModels/` at the
    /// project's root, `init(configuration:)`, the model's description and the generic API.
    @Test func aViewModelPredictsThroughTheConfigurationInitialiserAndTheGenericAPI() throws {
        let files: [String: String] = [
            "BetterRest.xcodeproj/project.pbxproj": ProjectReach.pbxproj(
                [(name: "BetterRest", type: "application", files: ["BetterRest/Cutoff.swift", "MLModels/SleepCalculator.mlmodel"])]),
            "BetterRest/Cutoff.swift": """
                import CoreML
                import SwiftUI

                final class CutoffModel: ObservableObject {
                    @Published var lines: [String] = []

                    init() {
                        do {
                            let calculator = try SleepCalculator(configuration: MLModelConfiguration())
                            let typed = try calculator.prediction(input: SleepCalculatorInput(wake: 25200, estimatedSleep: 7.5, coffee: 3))
                            lines.append(String(format: "typed %.4f", typed.actualSleep))
                            let features = try MLDictionaryFeatureProvider(dictionary: ["wake": 25200.0, "estimatedSleep": 7.5, "coffee": 3.0])
                            let generic = try calculator.model.prediction(from: features)
                            lines.append(String(format: "generic %.4f", generic.featureValue(for: "actualSleep")!.doubleValue))
                            let description = calculator.model.modelDescription
                            lines.append("inputs " + description.inputDescriptionsByName.keys.sorted().joined(separator: ","))
                            lines.append("author \\(description.metadata[.author] as? String ?? "-")")
                        } catch {
                            lines.append("error \\(error.localizedDescription)")
                        }
                    }
                }

                struct CutoffView: View {
                    @StateObject private var model = CutoffModel()
                    var body: some View {
                        VStack { ForEach(model.lines, id: \\.self) { Text($0).id($0) } }
                    }
                }

                #Preview { CutoffView() }
                """,
        ]
        let root = try Self.project(files, at: "MLModels/SleepCalculator.mlmodel")
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try CompiledPath.run(["layout", root.appendingPathComponent("BetterRest/Cutoff.swift").path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let ids = try CompiledPath.tree(r.stdout).root.all.compactMap(\.id)
        let value = String(format: "%.4f", Self.actualSleep(wake: 25200, estimatedSleep: 7.5, coffee: 3))
        #expect(ids == ["typed \(value)", "generic \(value)", "inputs coffee,estimatedSleep,wake", "author Martin Rist"], "\(ids)")
    }

    @Test func aModelThatDoesNotReadIsNamedAndItsClassIsNotDeclared() throws {
        let root = try Self.project(Self.courseApp, model: Data("not a model".utf8), at: "BetterRestModel/SleepCalculator.mlmodel")
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try CompiledPath.run(["layout", root.appendingPathComponent("BetterRest/BetterRest/ContentView.swift").path])
        #expect(r.status != 0)
        #expect(r.stderr.contains("SleepCalculator.mlmodel:1:1: warning: the model 'SleepCalculator.mlmodel' was not read, so 'SleepCalculator' is not declared"),
                "\(r.stderr)")
        #expect(r.stderr.contains("cannot find 'SleepCalculator' in scope"), "\(r.stderr)")
    }
}
