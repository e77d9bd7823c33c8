import Foundation
import Testing
import TrellisTestSupport

/// A workout log's screen, as apps split one: model code in a file that imports Foundation only
/// (Apple's formatters that Linux's Foundation lacks or declares unavailable, and the iCloud
/// key-value store), and a SwiftUI row that shows the model's strings. Compiled, laid out, and
/// the strings read back from the views' ids.
@Suite(.serialized) struct FoundationOnLinuxCompiled {
    static let model = #"""
        import Foundation

        struct Workout {
            let title: String
            let start: Date
            let duration: TimeInterval
            let distance: Measurement<UnitLength>
            let partners: [String]

            /// The moment the log is read at: Sunday 1 January 2006, noon UTC.
            static let now = Date(timeIntervalSince1970: 1_136_116_800)

            static let sample = Workout(title: "Morning run", start: now.addingTimeInterval(-86_400),
                                        duration: 3_903, distance: Measurement(value: 5, unit: .kilometers),
                                        partners: ["Ann", "Ben", "Cy"])

            var when: String {
                let formatter = RelativeDateTimeFormatter()
                formatter.locale = Locale(identifier: "en_US")
                formatter.dateTimeStyle = .named
                return formatter.localizedString(for: start, relativeTo: Self.now)
            }

            var elapsed: String {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.hour, .minute, .second]
                formatter.unitsStyle = .abbreviated
                return formatter.string(from: duration) ?? "–"
            }

            var clock: String {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.hour, .minute, .second]
                formatter.unitsStyle = .positional
                formatter.zeroFormattingBehavior = .pad
                return formatter.string(from: duration) ?? "–"
            }

            var length: String {
                let formatter = MeasurementFormatter()
                formatter.unitOptions = .providedUnit
                formatter.unitStyle = .long
                formatter.locale = Locale(identifier: "en_US")
                return formatter.string(from: distance)
            }

            var company: String {
                let formatter = ListFormatter()
                formatter.locale = Locale(identifier: "en_US")
                return formatter.string(from: partners) ?? ""
            }

            static func rememberLast(_ workout: Workout) -> String {
                let store = NSUbiquitousKeyValueStore.default
                store.set(workout.title, forKey: "lastWorkout")
                store.synchronize()
                return store.string(forKey: "lastWorkout") ?? "none"
            }
        }
        """#

    static let screen = #"""
        import SwiftUI

        struct WorkoutRow: View {
            let workout = Workout.sample

            var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    Text(workout.title).font(.headline)
                    Text(workout.when).id(workout.when)
                    HStack {
                        Text(workout.elapsed).id(workout.elapsed)
                        Text(workout.clock).monospacedDigit().id(workout.clock)
                    }
                    Text(workout.length).id(workout.length)
                    Text("With \(workout.company)").id(workout.company)
                    Text(Workout.rememberLast(workout)).id("last: " + Workout.rememberLast(workout))
                }
                .padding()
            }
        }

        #Preview {
            WorkoutRow()
        }
        """#

    @Test func modelCodeWithFoundationOnlyFormatsAsOnApplePlatforms() throws {
        let url = try Command.temporaryFile(Self.screen, name: "WorkoutRow.swift")
        let folder = url.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.model.write(to: folder.appendingPathComponent("Workout.swift"), atomically: true, encoding: .utf8)
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let ids = tree.root.all.compactMap(\.id)
        #expect(ids == ["yesterday", "1h 5m 3s", "01:05:03", "5 kilometers", "Ann, Ben, and Cy", "last: Morning run"], "\(ids)")
        // The row is laid out: each string has its own text's width.
        #expect((tree.frame(id: "Ann, Ben, and Cy")?.width ?? 0) > (tree.frame(id: "yesterday")?.width ?? 0))
    }
}
