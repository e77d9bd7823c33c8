import Foundation

/// What resolution carries down the view tree: the environment, the enclosing stack's axis and
/// the layout context the new nodes belong to.
struct ResolveContext {
    let context: LayoutContext
    var environment: EnvironmentValues
    var stackOrientation: Axis?
    /// The views being resolved are the direct content of a `Grid`: a `GridRow` there is a row,
    /// anywhere else it is a plain group.
    var isGridContent = false
    /// The axes along which an enclosing scroll view scrolls the views being resolved: a lazy
    /// stack along one of them builds only the rows that can be seen.
    var scrollAxes: Axis.Set = []
    /// The views being resolved are the content of a List or Form with these metrics: a
    /// `Section` there is a list section (elsewhere its header, content and footer in a row).
    var listMetrics: ListMetrics?
    /// The views being resolved are a picker's options: each view a `ForEach` makes is tagged
    /// with its element's ID (unless it has a tag of its own).
    var collectsTags = false
    /// Where the innermost located view expression around the views being resolved was written
    /// (compiled previews and layout files locate their views): what a view's own warning names.
    var enclosingSource: ViewSourceBox?
    /// The structural identity of the views being resolved (Live/ViewIdentity.swift).
    var identity = ViewIdentity.root

    /// Appends the nodes `view` stands for: primitives make their own, other views resolve their body.
    func resolve<V: View>(_ view: V, into nodes: inout [Node]) {
        if let primitive = PrimitiveViewTypes.primitive(V.self) {
            primitive.makeNodes(of: view, self, into: &nodes)
            return
        }
        // A custom view is identified by its type at its place; its state is linked to what
        // the graph keeps there before its body reads it. (Its name as `String(describing:)`
        // prints a type, without the casts that look up each new type's conformances: in a
        // new host process every type of the screen is new.)
        let inner = identified(_typeName(V.self, qualified: false))
        if context.reusesBodies {
            inner.resolveKeeping(view, into: &nodes)
            return
        }
        let body = inner.evaluatingBody(of: view) { v in
            EnvironmentValues.$current.withValue(environment) { onMainActor(v) { $0.body } }
        }
        inner.resolve(body, into: &nodes)
    }

    func nodes<V: View>(of view: V) -> [Node] {
        var nodes: [Node] = []
        resolve(view, into: &nodes)
        return nodes
    }

    func makeNode(_ type: String, _ behavior: any NodeBehavior, children: [Node] = []) -> Node {
        Node(type: type, behavior: behavior, children: children, context: context, environment: environment,
             stackOrientation: stackOrientation)
    }

    /// `evaluate(view)` with the view's state linked to the graph and the evaluation counted.
    func evaluatingBody<V, B>(of view: V, _ evaluate: (V) -> B) -> B {
        let graph = context.graph
        if !context.reusesBodies && !hasGraphLinkedProperties(view) {
            // No state to link, and a tree that keeps no bodies records nothing by key: no key
            // is claimed (a key is the view's whole path; one per view of a tree 100,000 deep
            // kept gigabytes).
            graph.countBody()
            return evaluate(view)
        }
        let key = claimKey()
        graph.linkingEnvironment = environment
        linkGraphProperties(of: view, in: graph, key: key)
        graph.countBody()
        let outer = graph.evaluating
        graph.evaluating = key
        defer { graph.evaluating = outer }
        return evaluate(view)
    }

    /// The context for the content of a container: stacks tell their children their axis.
    func inside(orientation: Axis?) -> ResolveContext {
        var c = self
        c.stackOrientation = orientation
        c.isGridContent = false
        return c
    }
}
