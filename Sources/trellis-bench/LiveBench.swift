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
    print("")
    print("Breakpoint crossings: the window's height across 500 pt and back (vertical size class), per frame")
    print("screen                       p50 ms   p90 ms   max ms   bodies/frame")
    crossings("inbox in a stack", AnyView(LiveBenchInbox()), frames: events)
    crossings("  a new preview each time", AnyView(LiveBenchInbox()), frames: events, anew: true)
}

/// A live preview moved between two sizes on either side of the vertical size-class breakpoint,
/// as a drag does: each frame is the update to the new environment, the layout, the display list
/// and the painted frame.
@MainActor private func crossings(_ name: String, _ view: AnyView, frames: Int, anew: Bool = false) {
    let sessions = [CGSize(width: 390, height: 480), CGSize(width: 394, height: 520)]
        .map { PreviewSession(size: $0, backend: CairoBackend.backend()) }
    guard var live = try? LivePreview(session: sessions[0], makeView: { view }) else {
        print("\(name): cannot start")
        return
    }
    var times: [Double] = []
    let bodiesBefore = live.graph.bodyEvaluations
    for i in 0..<frames {
        let start = MonotonicClock.now()
        do {
            if anew {
                // What the host did before it kept the preview across environments.
                live = LivePreview(session: sessions[(i + 1) % 2], graph: live.graph) { view }
            } else {
                try live.update(session: sessions[(i + 1) % 2])
            }
        } catch {
            print("\(name): \(error)")
            return
        }
        _ = try? PNGRenderer.image(live.tree.displayList(), scale: 1)
        times.append((MonotonicClock.now() - start) * 1000)
    }
    report(name, times, bodies: Double(live.graph.bodyEvaluations - bodiesBefore) / Double(frames))
}

private func report(_ name: String, _ times: [Double], bodies: Double) {
    let times = times.sorted()
    func at(_ q: Double) -> Double { times[min(times.count - 1, Int(Double(times.count) * q))] }
    print(name.padding(toLength: 28, withPad: " ", startingAt: 0)
          + String(format: " %7.2f  %7.2f  %7.2f   %.0f", at(0.5), at(0.9), times.last ?? 0, bodies))
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
    report(name, times, bodies: Double(live.graph.bodyEvaluations - bodiesBefore) / Double(events))
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

/// An inbox as mail apps write it: a plain list of rows in a navigation stack with a large
/// title, a search field and bars.
private struct LiveBenchInbox: View {
    private let senders = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Katherine Johnson",
                           "Edsger Dijkstra", "Margaret Hamilton", "Donald Knuth", "Barbara Liskov"]
    var body: some View {
        NavigationStack {
            List(senders.indices, id: \.self) { i in LiveBenchMessage(sender: senders[i], unread: i < 2) }
                .listStyle(.plain)
                .navigationTitle("Inbox")
                .searchable(text: .constant(""))
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Spacer()
                        Text("Updated Just Now").font(.caption)
                        Spacer()
                    }
                }
        }
    }
}

private struct LiveBenchMessage: View {
    let sender: String
    let unread: Bool
    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Circle().fill(unread ? Color.blue : Color.clear).frame(width: 10, height: 10).padding(.top, 5)
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(sender).font(.headline).lineLimit(1)
                    Spacer()
                    Text("9:41").font(.subheadline).foregroundStyle(.secondary)
                }
                Text("A subject line that is long enough").font(.subheadline).lineLimit(1)
                Text("A preview of the message that runs over two lines in a phone's width, as mail does.")
                    .font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
            }
        }
    }
}
