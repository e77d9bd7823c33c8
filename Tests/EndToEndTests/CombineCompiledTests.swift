import Foundation
import Testing
import Trellis

/// A screen that uses Combine as apps do, compiled through the real `trellis` command in Swift 5
/// (a file of its own) and Swift 6 (a file of a tools-version 6 package): a timer the view
/// receives from, a view model whose `@Published` properties feed pipelines (`map`,
/// `assign(to: &$property)`, a `Future`, a `PassthroughSubject`, a debounced search, a
/// notification), subscriptions kept in a `Set<AnyCancellable>`. The pipelines that deliver at
/// once run in the compiled code and show in the frames; the timer and the debounced search wait
/// for time that a layout of the screen as it opens does not let pass.
@Suite(.serialized) struct CombineCompiled {
    static let screen = """
        import SwiftUI
        import Combine

        final class Workout: ObservableObject {
            @Published var elapsed = 0
            @Published var goal = 0
            @Published var query = ""
            @Published private(set) var progress: Double = 0
            @Published private(set) var suggestions: [String] = []
            let laps = PassthroughSubject<Int, Never>()
            private var cancellables = Set<AnyCancellable>()
            static let catalog = ["Row", "Run", "Rest"]

            init(elapsed: Int) {
                self.elapsed = elapsed
                Self.plannedGoal().assign(to: &$goal)
                $elapsed
                    .map { [weak self] elapsed in
                        guard let goal = self?.goal, goal > 0 else { return 0 }
                        return min(Double(elapsed) / Double(goal), 1)
                    }
                    .removeDuplicates()
                    .assign(to: &$progress)
                laps.filter { $0 > 0 }
                    .sink { [weak self] seconds in self?.elapsed += seconds }
                    .store(in: &cancellables)
                $query
                    .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                    .removeDuplicates()
                    .sink { [weak self] text in self?.suggestions = Self.catalog.filter { $0.hasPrefix(text) } }
                    .store(in: &cancellables)
                NotificationCenter.default.publisher(for: Notification.Name("WorkoutDidReset"))
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] _ in self?.elapsed = 0 }
                    .store(in: &cancellables)
            }

            /// The plan's goal in seconds, as a one-shot publisher.
            static func plannedGoal() -> Future<Int, Never> {
                Future { promise in promise(.success(30)) }
            }

            var progressPublisher: AnyPublisher<Double, Never> { $progress.eraseToAnyPublisher() }
        }

        #if swift(>=6)
        let languageMode = 6
        #else
        let languageMode = 5
        #endif

        struct WorkoutScreen: View {
            @ObservedObject var workout: Workout
            @State private var announced = false
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

            var body: some View {
                VStack(spacing: 8) {
                    ZStack(alignment: .leading) {
                        Color.gray.frame(width: 300, height: 12).id("track")
                        Color.green.frame(width: 300 * workout.progress, height: 12)
                            .id("bar-\\(Int(workout.progress * 100))")
                    }
                    HStack(spacing: 4) {
                        ForEach(0..<workout.elapsed / 5, id: \\.self) { i in
                            Color.orange.frame(width: 20, height: 20).id("lap-\\(i)")
                        }
                    }
                    Color.blue.frame(width: 40, height: CGFloat(10 + 10 * workout.suggestions.count))
                        .id("suggestions-\\(workout.suggestions.count)")
                    Color.purple.frame(width: CGFloat(10 * languageMode), height: announced ? 20 : 10)
                        .id("mode-\\(languageMode)")
                }
                .onReceive(timer) { _ in workout.elapsed += 1 }
                .onReceive(workout.progressPublisher) { value in announced = value >= 1 }
                .onReceive(workout.$query) { text in workout.laps.send(text.count) }
            }
        }

        #Preview {
            let workout = Workout(elapsed: 12)
            workout.laps.send(3)
            workout.laps.send(-1)
            workout.query = "R"
            return WorkoutScreen(workout: workout)
        }
        """

    /// The frames, derived by hand, of the screen as it opens (as the window and Xcode's canvas
    /// open it: the view's subscriptions start). elapsed 12 + 3 = 15, and `onReceive(workout.$query)`
    /// receives the query's current value "R" when it subscribes, as a `@Published` publisher
    /// does: a lap of 1, so 16 of a goal of 30. The bar is 300 × 16/30 = 160 (53 %) and there are
    /// 16 / 5 = 3 laps; the debounced search has not run (no suggestions), and progress is under 1
    /// (`announced` false). The timer's first tick is a second away. The column is 300 wide and
    /// 12 + 8 + 20 + 8 + 10 + 8 + 10 = 76 tall, centred in 390 × 844: x 45, y 384.
    static func expectScreen(_ tree: LayoutTree, mode: Int) {
        let context = "Swift \(mode)"
        expectFrame(tree, "track", 45, 384, 300, 12, context)
        expectFrame(tree, "bar-53", 45, 384, 160, 12, context)
        // 3 × 20 + 2 × 4 = 68 wide, centred: x 45 + 116.
        expectFrame(tree, "lap-0", 161, 404, 20, 20, context)
        expectFrame(tree, "lap-1", 185, 404, 20, 20, context)
        expectFrame(tree, "lap-2", 209, 404, 20, 20, context)
        #expect(tree.frame(id: "lap-3") == nil, "\(context): 3 laps")
        expectFrame(tree, "suggestions-0", 175, 432, 40, 10, context)
        expectFrame(tree, "mode-\(mode)", 195 - CGFloat(5 * mode), 450, CGFloat(10 * mode), 10, context)
    }

    @Test func aScreenWithATimerAndAViewModelCompilesInSwift5() throws {
        let r = try CompiledPath.layoutInSwift5(Self.screen, name: "WorkoutScreen.swift")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("warning"), "\(r.stderr)")
        Self.expectScreen(try CompiledPath.tree(r.stdout), mode: 5)
    }

    @Test func theSameScreenInAPackageCompilesInSwift6() throws {
        let r = try CompiledPath.layoutInSwift6Package(Self.screen, name: "WorkoutScreen.swift", target: "FitnessUI")
        #expect(r.status == 0, "\(r.stderr)")
        Self.expectScreen(try CompiledPath.tree(r.stdout), mode: 6)
    }
}
