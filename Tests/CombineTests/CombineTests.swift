import Combine
import Foundation
import SwiftUI
import Testing
import TrellisSession
import TrellisTestSupport

/// A model as apps write one, with `import SwiftUI` and `import Combine` side by side: Trellis's
/// `ObservableObject` and `@Published`, OpenCombine's publishers.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var count = 0
    /// What `$query` subscribers saw the property hold when each value arrived.
    var storedWhenSent: [String] = []
    var cancellables = Set<AnyCancellable>()
}

/// `import Combine` in process: OpenCombine's subjects, subscribers and operators, and Trellis's
/// `@Published` and `objectWillChange` as their publishers.
@Suite struct CombineTests {
    @Test func subjectsSendToTheirSubscribers() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var finished = false
        let subscription = subject.sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        subject.send(3)
        #expect(values == [1, 2] && finished)
        subscription.cancel()

        let current = CurrentValueSubject<String, Never>("a")
        var seen: [String] = []
        let c = current.sink { seen.append($0) }
        current.value = "b"
        current.send("c")
        #expect(seen == ["a", "b", "c"] && current.value == "c")
        c.cancel()
        current.send("d")
        #expect(seen == ["a", "b", "c"])
    }

    @Test func combineLatestSendsOnceEveryPublisherHasAValueThenAtEachValue() {
        let model = SearchModel()
        let flag = PassthroughSubject<Bool, Never>()
        var seen: [String] = []
        var finished = false
        let c = Publishers.CombineLatest3(model.$query, model.$count, flag)
            .map { "\($0)/\($1)/\($2)" }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
        // The published values are there at once; the subject has none yet.
        #expect(seen.isEmpty)
        flag.send(true)
        model.query = "a"
        model.count = 2
        #expect(seen == ["/0/true", "a/0/true", "a/2/true"])
        // The two-publisher form, and the transforming one.
        var pairs: [String] = []
        let d = model.$query.combineLatest(model.$count) { "\($0)\($1)" }.sink { pairs.append($0) }
        model.count = 3
        #expect(pairs == ["a2", "a3"])
        // Finished once every publisher has (a @Published never does: a subject pair here).
        let x = PassthroughSubject<Int, Never>(), y = PassthroughSubject<Int, Never>()
        var sums: [Int] = []
        var done = false
        let e = x.combineLatest(y).sink(receiveCompletion: { _ in done = true }, receiveValue: { sums.append($0 + $1) })
        x.send(1); y.send(10); x.send(2)
        x.send(completion: .finished)
        #expect(!done)
        y.send(20)
        y.send(completion: .finished)
        #expect(sums == [11, 12, 22] && done && !finished)
        c.cancel(); d.cancel(); e.cancel()
    }

    @Test func storedSubscriptionsLastAsLongAsTheirSet() {
        let subject = PassthroughSubject<Int, Never>()
        var cancellables = Set<AnyCancellable>()
        var values: [Int] = []
        subject.sink { values.append($0) }.store(in: &cancellables)
        subject.send(1)
        #expect(cancellables.count == 1)
        cancellables.removeAll()
        subject.send(2)
        #expect(values == [1])
        var list: [AnyCancellable] = []
        subject.sink { values.append($0 * 10) }.store(in: &list)
        subject.send(3)
        #expect(values == [1, 30] && list.count == 1)
    }

    @Test func assignSetsAPropertyOfAnObject() {
        let model = SearchModel()
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.assign(to: \.count, on: model)
        subject.send(4)
        #expect(model.count == 4)
        subscription.cancel()
        subject.send(5)
        #expect(model.count == 4)
    }

    @Test func operatorsChainAndErase() {
        let subject = PassthroughSubject<Int, Never>()
        let evens: AnyPublisher<String, Never> = subject
            .filter { $0.isMultiple(of: 2) }
            .map { "#\($0)" }
            .removeDuplicates()
            .eraseToAnyPublisher()
        var values: [String] = []
        let c = evens.sink { values.append($0) }
        for n in [1, 2, 2, 3, 4, 4, 6] { subject.send(n) }
        #expect(values == ["#2", "#4", "#6"])
        c.cancel()

        var collected: [[Int]] = []
        _ = [1, 2, 3].publisher.collect().sink { collected.append($0) }
        #expect(collected == [[1, 2, 3]])
        var sum = 0
        _ = Just(2).zip(Just(3)).map { $0 * $1 }.sink { sum = $0 }
        #expect(sum == 6)
    }

    @Test func publishedPropertyPublishesBeforeItStores() {
        let model = SearchModel()
        model.query = "a"
        var values: [String] = []
        model.$query.sink { [unowned model] value in
            values.append(value)
            model.storedWhenSent.append(model.query)
        }.store(in: &model.cancellables)
        model.query = "ab"
        model.query = "abc"
        // The current value first, then each new one, sent before the property stores it.
        #expect(values == ["a", "ab", "abc"])
        #expect(model.storedWhenSent == ["a", "a", "ab"])
        #expect(model.query == "abc")

        // Operators on `$property`, a second subscriber.
        var counts: [Int] = []
        model.$query.map(\.count).removeDuplicates().sink { counts.append($0) }.store(in: &model.cancellables)
        model.query = "xyz"
        model.query = "abcd"
        #expect(counts == [3, 4])
        #expect(values == ["a", "ab", "abc", "xyz", "abcd"])
    }

    @Test func objectWillChangeFiresBeforeEachPublishedChange() {
        let model = SearchModel()
        var changes = 0
        var countWhenTold: [Int] = []
        model.objectWillChange.sink { [unowned model] in
            changes += 1
            countWhenTold.append(model.count)
        }.store(in: &model.cancellables)
        model.count = 1
        model.query = "q"
        model.count = 2
        #expect(changes == 3)
        #expect(countWhenTold == [0, 1, 1])
        // One publisher per object, shared by its published properties.
        #expect(model.objectWillChange === model.objectWillChange)
        model.objectWillChange.send()
        #expect(changes == 4)
    }

    @Test func assignToPublishedRepublishesThroughTheProperty() {
        let model = SearchModel()
        var seen: [Int] = []
        model.$count.sink { seen.append($0) }.store(in: &model.cancellables)
        model.$query.map(\.count).assign(to: &model.$count)
        model.query = "four"
        #expect(model.count == 4)
        #expect(seen == [0, 0, 4])
    }

    @Test func justAndFutureDeliverOnce() {
        var values: [Int] = []
        _ = Just(7).sink { values.append($0) }
        let future = Future<Int, Never> { promise in promise(.success(8)) }
        _ = future.sink { values.append($0) }
        _ = future.sink { values.append($0 + 1) }
        #expect(values == [7, 8, 9])

        struct Failure: Error {}
        var failed = false
        _ = Future<Int, Failure> { $0(.failure(Failure())) }
            .sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { _ in })
        #expect(failed)
        var replaced: [Int] = []
        _ = Fail<Int, Failure>(error: Failure()).replaceError(with: -1).sink { replaced.append($0) }
        #expect(replaced == [-1])
    }

    @Test func notificationCenterPublishesPostedNotifications() {
        let center = NotificationCenter()
        let name = Notification.Name("TrellisCombineTestsDidSave")
        var objects: [String] = []
        let c = center.publisher(for: name)
            .compactMap { $0.object as? String }
            .sink { objects.append($0) }
        center.post(name: name, object: "first")
        center.post(name: Notification.Name("Other"), object: "other")
        center.post(name: name, object: "second")
        #expect(objects == ["first", "second"])
        c.cancel()
        center.post(name: name, object: "third")
        #expect(objects == ["first", "second"])
    }

    @Test func timerPublishesOnItsRunLoop() {
        // The spelling apps use, as a stored property's type.
        let timer: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 0.01, on: .current, in: .common).autoconnect()
        var ticks: [Date] = []
        let c = timer.sink { ticks.append($0) }
        let deadline = Date().addingTimeInterval(10)
        while ticks.count < 2 && Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.02)) }
        c.cancel()
        #expect(ticks.count >= 2)
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func debounceOnARunLoopSendsTheLastValue() {
        let model = SearchModel()
        var searched: [String] = []
        model.$query
            .dropFirst()
            .debounce(for: .milliseconds(30), scheduler: RunLoop.current)
            .sink { searched.append($0) }
            .store(in: &model.cancellables)
        model.query = "s"
        model.query = "sw"
        model.query = "swi"
        let deadline = Date().addingTimeInterval(10)
        while searched.isEmpty && Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.02)) }
        #expect(searched == ["swi"])
    }

    @Test func receiveOnADispatchQueueDeliversOnIt() {
        let queue = DispatchQueue(label: "trellis.combine-tests")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let subject = PassthroughSubject<Int, Never>()
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        let c = subject.receive(on: queue).sink { value in
            received.values.append(value)
            received.onQueue = received.onQueue && DispatchQueue.getSpecific(key: key) == true
            if received.values.count == 3 { done.signal() }
        }
        // The subscription reaches the sink on the queue too: let it arrive before sending.
        queue.sync {}
        for n in 1...3 { subject.send(n) }
        #expect(done.wait(timeout: .now() + 10) == .success)
        queue.sync {}
        #expect(received.values == [1, 2, 3] && received.onQueue)
        c.cancel()
    }

    @Test func onReceiveLeavesTheViewAsItIs() {
        let subject = PassthroughSubject<Int, Never>()
        let plain = Color.red.frame(width: 40, height: 30)
        let received = plain.onReceive(subject) { _ in Issue.record("at rest nothing is received") }
            .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in }
        subject.send(1)
        let a = LayoutTree(of: plain, in: CGSize(width: 100, height: 100))
        let b = LayoutTree(of: received, in: CGSize(width: 100, height: 100))
        expectSameTree(a.root, b.root, types: false)
        #expect(sameFrame(b.root.frame.rect, CGRect(x: 30, y: 35, width: 40, height: 30)), "\(b.root.frame)")
    }
}

/// What a sink on another queue received (read after the queue is drained).
final class Received: @unchecked Sendable {
    var values: [Int] = []
    var onQueue = true
}

/// A running total of what a subject sends, times a step its parent passes in.
struct Summing: View {
    let values: PassthroughSubject<Int, Never>
    let step: Int
    @State private var total = 0
    var body: some View {
        Text("Total \(total)").onReceive(values) { total += $0 * step }
    }
}

struct SummingScreen: View {
    let values: PassthroughSubject<Int, Never>
    @State private var step = 1
    @State private var shown = true
    var body: some View {
        VStack {
            if shown { Summing(values: values, step: step) }
            Button("More") { step = 10 }
            Button("Hide") { shown = false }
        }
    }
}

/// `onReceive` in a live preview: subscribed while its view is shown, performing the newest
/// action its view gave.
@MainActor @Suite struct LiveReceiveTests {
    @Test func aViewReceivesWhileShownWithItsNewestAction() throws {
        let values = PassthroughSubject<Int, Never>()
        let live = try LivePreview(session: PreviewSession(size: CGSize(width: 390, height: 844))) {
            AnyView(SummingScreen(values: values))
        }
        #expect(live.graph.runningSubscriptions == 1)
        #expect(live.graph.hasPendingWork)
        values.send(2)
        values.send(3)
        try live.update()
        #expect(live.tree.shownTexts().contains("Total 5"), "\(live.tree.shownTexts())")
        // The parent passes a new step: the action of the new body adds ten times.
        try live.run(InteractionScript(parsing: "tap 'More'"))
        values.send(1)
        try live.update()
        #expect(live.tree.shownTexts().contains("Total 15"), "\(live.tree.shownTexts())")
        #expect(live.graph.runningSubscriptions == 1)
        // Gone, it is unsubscribed.
        try live.run(InteractionScript(parsing: "tap 'Hide'"))
        #expect(live.graph.runningSubscriptions == 0)
        #expect(!live.graph.hasPendingWork)
        values.send(100)
        try live.update()
        #expect(!live.tree.shownTexts().contains { $0.hasPrefix("Total") })
    }
}

/// Combine's `merge`, which OpenCombine lacks: both publishers' values as they arrive, finished
/// once both have finished, failed at the first failure.
@Suite struct CombineMergeTests {
    @Test func mergeDeliversBothAndFinishesWithTheLast() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var finished = false
        let c = a.merge(with: b).sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
        a.send(1); b.send(2); a.send(3)
        a.send(completion: .finished)
        b.send(4)
        #expect(!finished)
        b.send(completion: .finished)
        #expect(seen == [1, 2, 3, 4] && finished)
        c.cancel()
    }

    @Test func mergeFailsAtTheFirstFailureAndMergeManyTakesAnArray() {
        struct Broken: Error {}
        let a = PassthroughSubject<Int, Broken>(), b = PassthroughSubject<Int, Broken>()
        var failed = false
        var seen: [Int] = []
        let c = a.merge(with: b).sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { seen.append($0) })
        a.send(1)
        b.send(completion: .failure(Broken()))
        a.send(2)
        #expect(failed && seen == [1])
        c.cancel()
        var all: [Int] = []
        let d = Publishers.MergeMany([Just(1), Just(2), Just(3)]).collect().sink { all = $0 }
        #expect(all == [1, 2, 3])
        d.cancel()
    }

    /// A custom publisher as apps write one: its subscription counts demand with
    /// `Subscribers.Demand`'s operators (`demand > 0`, `demand -= 1`), which OpenCombine declares
    /// where `import Combine` alone did not find them.
    @Test func demandArithmeticCountsACustomSubscription() {
        var d = Subscribers.Demand.max(2)
        d += 1
        #expect(d == 3 && 3 == d && d != 2)
        d -= 5
        #expect(d == .max(0) && d == 0)
        d += .max(4)
        d *= 2
        #expect(d == 8 && d > 7 && d >= 8 && d < 9 && d <= 8 && 9 > d && 8 >= d && 7 < d && 8 <= d)
        #expect(Subscribers.Demand.unlimited > 1_000 && Subscribers.Demand.unlimited != 0 && 0 < Subscribers.Demand.unlimited)
        #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited && Subscribers.Demand.max(Int.max) * 2 == .unlimited)
        #expect(Subscribers.Demand.max(3) - .unlimited == .max(0) && Subscribers.Demand.unlimited - .unlimited == .unlimited)
        #expect(Subscribers.Demand.max(1) + .max(2) == .max(3) && Subscribers.Demand.max(5) - 2 == .max(3))

        final class Countdown: Subscription {
            var remaining: Int
            var demand = Subscribers.Demand.none
            let send: (Int) -> Subscribers.Demand
            init(from: Int, send: @escaping (Int) -> Subscribers.Demand) { remaining = from; self.send = send }
            func request(_ more: Subscribers.Demand) {
                demand += more
                while demand > 0, remaining > 0 {
                    demand -= 1
                    demand += send(remaining)
                    remaining -= 1
                }
            }
            func cancel() { remaining = 0 }
        }
        final class TakeTwo: Subscriber {
            typealias Input = Int
            typealias Failure = Never
            var received: [Int] = []
            func receive(subscription: any Subscription) { subscription.request(.max(1)) }
            func receive(_ input: Int) -> Subscribers.Demand { received.append(input); return received.count < 2 ? .max(1) : .none }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let subscriber = TakeTwo()
        let subscription = Countdown(from: 5) { subscriber.receive($0) }
        subscriber.receive(subscription: subscription)
        #expect(subscriber.received == [5, 4] && subscription.remaining == 3)
    }
}
