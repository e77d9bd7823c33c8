import Foundation
import Trellis
import TrellisCairo
import TrellisSession

/// The live session's event loop, in process: event → action → state change → bodies
/// evaluated again → relayout → display list → painted frame, as the window's host does it.
///   swift run -c release trellis-bench live [--events N]
/// Reports per screen: p50 and p90 milliseconds from the event to the painted frame (390×844,
/// scale 1; goal ≤ 16 ms p50, ≤ 33 ms p90) and the bodies one event evaluates.
@MainActor func runLiveBench(_ arguments: [String]) {
    var events = 200
    if let i = arguments.firstIndex(of: "--events"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) { events = max(1, n) }
    let session = PreviewSession(size: CGSize(width: 390, height: 844), backend: CairoBackend.backend())
    print("Live benchmark: \(events) taps per screen, event → painted frame at 390×844 (goal: p50 ≤ 16 ms, p90 ≤ 33 ms)")
    print("screen                       p50 ms   p90 ms   max ms   bodies/event")
    bench("counter form", AnyView(LiveBenchForm()), tap: "Add", events: events, session: session)
    bench("1,000-row List", AnyView(LiveBenchRows()), tap: "Select", events: events, session: session)
}

@MainActor private func bench(_ name: String, _ view: AnyView, tap target: String, events: Int, session: PreviewSession) {
    guard let live = try? LivePreview(session: session, makeView: { view }),
          let script = try? InteractionScript(parsing: "tap '\(target)'") else {
        print("\(name): cannot start")
        return
    }
    var times: [Double] = []
    let bodiesBefore = live.graph.bodyEvaluations
    for _ in 0..<events {
        let start = MonotonicClock.now()
        do { try live.run(script) } catch {
            print("\(name): \(error)")
            return
        }
        _ = try? PNGRenderer.image(live.tree.displayList(), scale: 1)
        times.append((MonotonicClock.now() - start) * 1000)
    }
    times.sort()
    func at(_ q: Double) -> Double { times[min(times.count - 1, Int(Double(times.count) * q))] }
    let bodies = Double(live.graph.bodyEvaluations - bodiesBefore) / Double(events)
    print(name.padding(toLength: 28, withPad: " ", startingAt: 0)
          + String(format: " %7.2f  %7.2f  %7.2f   %.0f", at(0.5), at(0.9), times.last ?? 0, bodies))
}

/// A form of some thirty rows whose counter a tap raises.
private struct LiveBenchForm: View {
    @State private var count = 0
    @State private var name = "Ann"
    @State private var on = true
    var body: some View {
        Form {
            Section("Counter") {
                Text("Count \(count)")
                Button("Add") { count += 1 }
            }
            Section("Profile") {
                TextField("Name", text: $name)
                Toggle("Notifications", isOn: $on)
                ForEach(0..<24, id: \.self) { i in LiveBenchRow(title: "Setting \(i)", value: i + count) }
            }
        }
    }
}

private struct LiveBenchRow: View {
    let title: String
    let value: Int
    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text("\(value)").foregroundStyle(.secondary)
        }
    }
}

/// A thousand rows in a List under a button whose state the header reads.
private struct LiveBenchRows: View {
    @State private var selected = 0
    private let items = (0..<1000).map { "Row \($0)" }
    var body: some View {
        VStack {
            Button("Select") { selected += 1 }
            Text("Selected \(selected)")
            List(items, id: \.self) { LiveBenchRow(title: $0, value: 0) }
        }
    }
}
