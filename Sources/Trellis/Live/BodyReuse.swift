import Foundation
import Observation
import Synchronization

// A live preview re-evaluates only the bodies that read a change, as SwiftUI does: each custom
// view's last resolution is kept (`ResolvedBody`) under its key in the tree's context, and when
// the tree is resolved again a view whose state did not change, whose inputs (its stored
// properties) and environment are the same and whose place is the same keeps its nodes — with
// their measured sizes and placements, so the relayout leaves the subtree where it was. A view
// whose own state changed, or whose `@Observable` reads changed (Observation's tracking), or
// whose inputs differ evaluates its body again; a view above one of those resolves the body it
// evaluated last again, without evaluating it, so only the views on the way down are re-made.
//
// What flows between views besides inputs is covered by the same comparison: environment
// changes flowing down differ in the environment compared; preferences flowing up and the
// traits navigation containers collect are read from the nodes, which are the same nodes with
// the same values; `GeometryReader` and lazy stacks build their content during layout, through
// this same path. Views holding `ObservableObject`s (`@ObservedObject`, `@StateObject`,
// `@EnvironmentObject`), whose changes the graph does not observe, are evaluated every time, and
// the views above them resolve again (the nearest safe ancestors).

/// A custom view's last resolution: what it was resolved from and what it made.
final class ResolvedBody {
    let view: Any
    let body: Any
    let environment: EnvironmentValues
    let circumstances: ResolveCircumstances
    let nodes: [Node]
    /// What outer modifiers may change on `nodes` (an `.id`, a tap, a trait), as the view left them.
    let attributes: [NodeAttributes]
    let records: ViewGraph.ViewRecords
    /// A view in the subtree is evaluated every time: the nodes are never kept whole.
    let mustEvaluate: Bool
    /// The subtree runs actions with preference or geometry values.
    let observesPreferences: Bool
    /// The subtree read a size class, or builds content later (Live/SizeClassReads.swift): it
    /// is kept only while the size classes are the same.
    let readsSizeClasses: Bool
    /// The resolution (`ResolvedBodies.resolution`) that last made or kept the nodes.
    var usedIn: Int
    /// What the subtree presented (a sheet, an open date picker's card): presented again when kept.
    var presentations: [PresentationRequest] = []

    init(view: Any, body: Any, environment: EnvironmentValues, circumstances: ResolveCircumstances, nodes: [Node],
         records: ViewGraph.ViewRecords, mustEvaluate: Bool, observesPreferences: Bool, readsSizeClasses: Bool, usedIn: Int) {
        self.view = view
        self.body = body
        self.environment = environment
        self.circumstances = circumstances
        self.nodes = nodes
        attributes = nodes.map(NodeAttributes.init)
        self.records = records
        self.mustEvaluate = mustEvaluate
        self.observesPreferences = observesPreferences
        self.readsSizeClasses = readsSizeClasses
        self.usedIn = usedIn
    }
}

/// What resolution carries down besides the environment, compared before nodes are kept.
struct ResolveCircumstances: Equatable {
    var stackOrientation: Axis?
    var isGridContent: Bool
    var scrollAxes: Axis.Set
    var inList: Bool
    var listStyle: ListStyleKind?
    var collectsTags: Bool
    var source: ViewSourceLocation?

    init(_ ctx: ResolveContext) {
        stackOrientation = ctx.stackOrientation
        isGridContent = ctx.isGridContent
        scrollAxes = ctx.scrollAxes
        inList = ctx.listMetrics != nil
        listStyle = ctx.listMetrics?.style
        collectsTags = ctx.collectsTags
        source = ctx.enclosingSource?.location
    }
}

/// The attributes of a node that the modifiers around a view set on the view's nodes.
struct NodeAttributes {
    let id: String?
    let traits: Traits
    let interactions: [NodeInteraction]
    let refusesHitTesting: Bool
    let hasContentShape: Bool
    let accessibilityLabel: String?
    let sourceBox: ViewSourceBox?
    let preferenceOps: [PreferenceOp]?
    let drawing: DrawingAttributes
    let stackOrientation: Axis?

    init(_ n: Node) {
        id = n.id
        traits = n.traits
        interactions = n.interactions
        refusesHitTesting = n.refusesHitTesting
        hasContentShape = n.hasContentShape
        accessibilityLabel = n.accessibilityLabel
        sourceBox = n.sourceBox
        preferenceOps = n.preferenceOps?.ops
        drawing = n.drawing
        stackOrientation = n.stackOrientation
    }

    /// Puts `n` back as its view left it (the modifiers around will set theirs again).
    func restore(_ n: Node) {
        n.id = id
        n.traits = traits
        n.interactions = interactions
        n.refusesHitTesting = refusesHitTesting
        n.hasContentShape = hasContentShape
        n.accessibilityLabel = accessibilityLabel
        n.sourceBox = sourceBox
        if let preferenceOps {
            let ops = PreferenceOps()
            ops.ops = preferenceOps
            n.preferenceOps = ops
        } else {
            n.preferenceOps = nil
        }
        n.drawing = drawing
        n.stackOrientation = stackOrientation
    }
}

/// The kept resolutions of one tree, by view key, and the counters that tell what a subtree holds.
final class ResolvedBodies {
    var byKey: [String: ResolvedBody] = [:]
    /// Views evaluated every time, resolved so far (a subtree holds one when this grows).
    var mustEvaluateCount = 0
    /// Custom views whose nodes were kept, in all resolutions (for tests).
    var kept = 0
    /// Resolutions of the tree begun so far (the tree's own count: other trees may share its graph).
    var resolution = 0
    /// The size-class reads of its resolutions (Live/SizeClassReads.swift).
    let sizeClassReads = SizeClassReads()
    /// Resolutions in other size classes, by view key (Live/SizeClassAlternates.swift).
    var alternates: [String: [SizeClassAlternate]] = [:]
    /// `ViewGraph.changeCount` when they were set aside.
    var alternatesChangeCount: Int?

    /// The nodes the kept resolutions hold, and those set aside: releasing an old tree leaves them whole.
    var heldNodes: Set<ObjectIdentifier> {
        var held = Set<ObjectIdentifier>()
        for entry in byKey.values { for n in entry.nodes { held.insert(ObjectIdentifier(n)) } }
        for kept in alternates.values { for alternate in kept { for n in alternate.entry.nodes { held.insert(ObjectIdentifier(n)) } } }
        return held
    }

    /// Forgets the resolutions no resolution since `resolution` made or kept.
    func prune(before resolution: Int) {
        byKey = byKey.filter { $0.value.usedIn >= resolution }
    }
}

extension ResolveContext {
    /// Resolves a custom view (`self` is at its identity), keeping what its last resolution made
    /// where nothing it depends on changed (see the top of this file).
    func resolveKeeping<V: View>(_ view: V, into nodes: inout [Node]) {
        let graph = context.graph
        let bodies = context.bodies
        let key = graph.peekClaim(identity.path)
        let circumstances = ResolveCircumstances(self)
        // Only a view that was there in the last resolution (or the layout after it) keeps
        // anything: one that went away and came back starts anew, as its state does.
        if let entry = bodies.byKey[key], entry.usedIn == bodies.resolution - 1, !graph.isDirty(key),
           entry.circumstances == circumstances, let old = entry.view as? V, sameInputs(view, old) {
            let subtreeUnchanged = { !graph.hasDirtyView(below: identity.path) && graph.claimsMatch(entry.records) }
            let keepsNodes = { !entry.mustEvaluate && subtreeUnchanged() }
            if sameEnvironment(environment, entry.environment, ignoringSizeClasses: !entry.readsSizeClasses) {
                // Nothing below changed: the nodes are kept.
                if keepsNodes() { return keep(entry, into: &nodes) }
                if let body = entry.body as? V.Body, !holdsObservableObjects(view) {
                    // A view below changed: the body evaluated last is resolved again, unevaluated
                    // (not a body that reads observable objects, which may have changed).
                    return record(view, body: body, into: &nodes) { ctx in
                        linkGraphProperties(of: view, in: graph, key: ctx.claimKey())
                        return body
                    }
                }
            } else if entry.readsSizeClasses, sameEnvironment(environment, entry.environment, ignoringSizeClasses: true) {
                // A breakpoint crossed: the resolution in the classes left is set aside, and one
                // kept from the last time in these classes is taken (Live/SizeClassAlternates.swift).
                // A view evaluated every time (it holds an observable object) is set aside too:
                // it is taken back only while the change count stands, and any change an object
                // announces moves it, so taking it shows what evaluating it again would.
                if subtreeUnchanged() { bodies.setAside(entry, key: key, graph: graph) }
                if let alternate = bodies.takeAlternate(of: view, key: key, environment: environment, circumstances: circumstances,
                                                        graph: graph) {
                    return reuse(alternate, key: key, into: &nodes)
                }
            }
        }
        record(view, body: nil, into: &nodes) { ctx in
            ctx.evaluatingBody(of: view) { ctx.trackedBody(of: $0) }
        }
    }

    /// Takes `entry`'s nodes as the view's, and records again what their resolution recorded.
    func keep(_ entry: ResolvedBody, into nodes: inout [Node]) {
        let bodies = context.bodies
        context.graph.replay(entry.records, keptAt: identity.path)
        context.presentations += entry.presentations
        // The old parent may be gone (a released tree, rows a lazy stack dropped): the
        // reference is cleared unread, and the new parent adopts the nodes.
        // Each node is placed in full once more (its children may be left in place): a
        // lazy stack places rows before it adopts them, and a row left in place then
        // would keep an origin relative to no parent.
        for (n, a) in zip(entry.nodes, entry.attributes) {
            n.parent = nil
            n.placedEpoch = -1
            a.restore(n)
        }
        nodes += entry.nodes
        entry.usedIn = bodies.resolution
        // The views inside are there too.
        for (_, inner) in entry.records.claims { bodies.byKey[inner]?.usedIn = bodies.resolution }
        if entry.observesPreferences { context.hasPreferenceObservers = true }
        // The views around read what it read.
        if entry.readsSizeClasses { environment.noteSizeClassRead() }
        bodies.kept += 1
    }

    /// `view`'s body, evaluated in this context's environment on the main actor, with
    /// Observation's tracking: a change to what it read marks the view for evaluation.
    func trackedBody<V: View>(of view: V) -> V.Body {
        trackingObservation(key: context.graph.peekKey(ofEvaluating: self)) {
            EnvironmentValues.$current.withValue(environment) { onMainActor(view) { $0.body } }
        }
    }

    /// Resolves the body `make` gives and keeps the resolution under the view's key.
    private func record<V: View>(_ view: V, body given: V.Body?, into nodes: inout [Node],
                                 _ make: (ResolveContext) -> V.Body) {
        let graph = context.graph, bodies = context.bodies
        let key = graph.peekClaim(identity.path)
        let start = nodes.count
        let marks = graph.recordMarks
        let mustEvaluateBefore = bodies.mustEvaluateCount
        let observersBefore = context.preferenceObserverCount
        let ownMustEvaluate = holdsObservableObjects(view)
        if ownMustEvaluate { bodies.mustEvaluateCount += 1 }
        let presentationsBefore = context.presentations.count
        let readsBefore = environment.sizeClassReads?.count
        let body = make(self)
        resolve(body, into: &nodes)
        let presented = context.presentations.count > presentationsBefore ? Array(context.presentations[presentationsBefore...]) : []
        bodies.byKey[key] = ResolvedBody(
            view: view, body: body, environment: environment, circumstances: ResolveCircumstances(self),
            nodes: Array(nodes[start...]), records: graph.records(since: marks),
            mustEvaluate: bodies.mustEvaluateCount != mustEvaluateBefore,
            observesPreferences: context.preferenceObserverCount != observersBefore,
            readsSizeClasses: environment.sizeClassReads?.count != readsBefore || !presented.isEmpty, usedIn: bodies.resolution)
        bodies.byKey[key]?.presentations = presented
    }

    /// Runs `evaluate` (a body) with Observation's tracking: a change to an `@Observable`
    /// property it read marks the view at `key` for evaluation.
    func trackingObservation<B>(key: String, _ evaluate: () -> B) -> B {
        let graph = context.graph
        return withObservationTracking(evaluate, onChange: { [weak graph] in graph?.observedChange(key) })
    }
}

extension ResolvedTree {
    /// The comparisons the next update makes of every kept resolution, made once ahead, in
    /// steps of `batch` resolutions: the runtime's first look for a type's conformance (the
    /// casts `sameValue` makes) scans every conformance the process has, and a preview's first
    /// update (a tap, a breakpoint crossed) paid tens of milliseconds for them. The compiled
    /// host runs them while the preview is idle (TrellisSession/Live/IdleWarmUp.swift).
    public func bodyReuseWarmUp(batch: Int = 8) -> [() -> Void] {
        let entries = Array(context.bodies.byKey.values)
        return stride(from: 0, to: entries.count, by: batch).map { start in
            let slice = entries[start..<min(start + batch, entries.count)]
            return {
                for entry in slice {
                    for child in Mirror(reflecting: entry.view).children { warmCasts(child.value) }
                    warmCasts(entry.environment)
                }
            }
        }
    }
}

/// Makes the casts `sameValue` makes of `a` and of the parts it may reach (comparing a value
/// with itself would stop at its bytes): an inputs' part differs at an update when a closure
/// inside it was made anew, so every level is compared. A collection's first elements stand
/// for the rest, which are mostly of their types.
private func warmCasts(_ a: Any, depth: Int = 0) {
    if let environment = a as? EnvironmentValues {
        environment.forEachValue { warmCasts($0, depth: depth + 1) }
        return
    }
    guard depth < 24, !(a is any GraphLinkedProperty || a is any EnvironmentReader || a is any Equatable),
          !(type(of: a) is AnyClass) else { return }
    let mirror = Mirror(reflecting: a)
    switch mirror.displayStyle {
    case .struct?, .tuple?, .optional?, .enum?: for child in mirror.children { warmCasts(child.value, depth: depth + 1) }
    case .collection?, .dictionary?, .set?: for child in mirror.children.prefix(8) { warmCasts(child.value, depth: depth + 1) }
    default: return
    }
}

extension ViewGraph {
    /// The key of the view whose body is being evaluated (claimed just before the body runs).
    func peekKey(ofEvaluating ctx: ResolveContext) -> String { evaluating ?? ctx.identity.path }
}

// MARK: Comparing inputs

/// Whether two values of a view type hold the same inputs: every stored property the same, the
/// properties the graph links (`@State`, `@StateObject`, `@FocusState`) and `@Environment`
/// readers aside. A property compares with `==` when Equatable, by identity when an object,
/// else by its bytes (closures made anew differ, as SwiftUI's comparison finds them).
func sameInputs<V>(_ a: V, _ b: V) -> Bool {
    if bytesEqual(a, b) { return true }
    let x = Mirror(reflecting: a).children, y = Mirror(reflecting: b).children
    guard x.count == y.count else { return false }
    for (p, q) in zip(x, y) where !sameValue(p.value, q.value) { return false }
    return true
}

/// Whether two environments hold the same values under the same keys (the size classes aside,
/// when `ignoringSizeClasses`).
func sameEnvironment(_ a: EnvironmentValues, _ b: EnvironmentValues, ignoringSizeClasses: Bool = false) -> Bool {
    a.storageIsEqual(to: b, ignoring: ignoringSizeClasses ? EnvironmentValues.sizeClassKeys : [], by: sameValue)
}

/// Whether two values are the same: `==` when Equatable, identity for objects, else bytes, else
/// (a struct holding a view with `@State`, say) part by part.
func sameValue(_ a: Any, _ b: Any) -> Bool {
    switch ValueComparison.of(a) {
    case .alwaysSame:
        return true
    case .environment:
        // A view that keeps its environment (a button's style reads it): compared by its
        // values, as the resolution's own environments are, not by walking its storage's parts.
        guard let a = a as? EnvironmentValues, let b = b as? EnvironmentValues else { return false }
        return sameEnvironment(a, b)
    case let .equatable(equal):
        return equal(a, b)
    case .identity:
        return type(of: b) is AnyClass && (a as AnyObject) === (b as AnyObject)
    case .parts:
        // Opened, so the bytes compared are the value's, not the existential box's.
        func opened<T>(_ a: T) -> Bool { openedBytesEqual(a, b) }
        return _openExistential(a, do: opened) || partsEqual(a, b)
    }
}

/// How `sameValue` compares values of one dynamic type, found by casting the first value of
/// each type and kept: a type's conformances never change, and the casts that ask (protocol
/// conformance lookups) cost more than most comparisons — a breakpoint compares the whole
/// environment of every view it keeps. An optional is classified anew each time, since a cast
/// looks through `some` to the wrapped value; it is told by its metadata (`isOptional`), since
/// asking by a cast would be one more conformance lookup for every type.
private enum ValueComparison: @unchecked Sendable {
    /// A property that reads the graph or the environment when the body runs (compared elsewhere).
    case alwaysSame
    case environment
    /// `==`, for the type found.
    case equatable((Any, Any) -> Bool)
    /// An object: the same one.
    case identity
    /// Bytes, else part by part.
    case parts

    static func of(_ value: Any) -> ValueComparison {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let known = known.withLock({ $0[type] }) { return known }
        let comparison = classify(value)
        if !isOptional(Swift.type(of: value)) { known.withLock { $0[type] = comparison } }
        return comparison
    }

    private static func classify(_ value: Any) -> ValueComparison {
        if value is any GraphLinkedProperty || value is any EnvironmentReader { return .alwaysSame }
        if value is EnvironmentValues { return .environment }
        if let value = value as? any Equatable { return .equatable(equality(of: value)) }
        if Swift.type(of: value) is AnyClass { return .identity }
        return .parts
    }

    private static func equality<E: Equatable>(of _: E) -> (Any, Any) -> Bool {
        { a, b in
            guard let a = a as? E, let b = b as? E else { return false }
            return a == b
        }
    }

    private static let known = Mutex<[ObjectIdentifier: ValueComparison]>([:])
}

/// Whether `type` is an `Optional`: the kind its metadata begins with (Swift's stable ABI gives
/// optionals 0x202; a class's metadata begins with a pointer). A cast to a protocol would look
/// the type's conformances up, and the first lookup for a type scans every conformance record
/// of the process: a size-class crossing meets dozens of types for the first time.
func isOptional(_ type: Any.Type) -> Bool {
    unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee == 0x202
}

private func openedBytesEqual<T>(_ a: T, _ b: Any) -> Bool {
    guard let b = b as? T else { return false }
    // A value boxed in a generic context is still in its protocol's box (an `any TextMeasurer`
    // in the environment): its bytes would be the box's; its parts are compared instead.
    if type(of: a as Any) != T.self { return false }
    return bytesEqual(a, b)
}

/// Whether two values of one dynamic type have the same stored parts, found by reflection.
private func partsEqual(_ a: Any, _ b: Any) -> Bool {
    guard type(of: a) == type(of: b) else { return false }
    let x = Mirror(reflecting: a), y = Mirror(reflecting: b)
    // Closures have no parts to compare: they differ unless their bytes were the same.
    switch x.displayStyle {
    case .struct?, .tuple?, .optional?, .enum?, .collection?, .dictionary?, .set?: break
    case .class?: return (a as AnyObject) === (b as AnyObject)
    default: return false
    }
    guard x.children.count == y.children.count else { return false }
    return zip(x.children, y.children).allSatisfy { sameValue($0.value, $1.value) }
}

/// Whether two values have the same bytes (the same references, for what they point to).
func bytesEqual<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
}

/// A property that reads the environment when the body runs (`@Environment` and its kin): the
/// environment is compared as a whole.
protocol EnvironmentReader {}

/// A property holding an `ObservableObject`, whose changes the graph does not observe: its
/// view's body is evaluated at every resolution. Public for the Apple-named modules' wrappers
/// that read changing data (SwiftData's `@Query`, Core Data's `@FetchRequest`).
public protocol _ObservableObjectHolder {}

/// Whether `view` holds an observable object (PropertyReflection.swift).
func holdsObservableObjects<V>(_ view: V) -> Bool { viewType(of: view, holds: .observableObject) }

extension Environment: EnvironmentReader {}
extension StateObject: _ObservableObjectHolder {}
extension ObservedObject: _ObservableObjectHolder {}
extension EnvironmentObject: _ObservableObjectHolder {}
