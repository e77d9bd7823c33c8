import Foundation

// Pushed views at rest: what a navigation stack shows when its path is not empty, or when a
// destination is presented, before anyone taps (facts 16–17 of NavigationMetrics.swift).
//
// SwiftUI's NavigationStack shows the view of the last value of its path: each value is looked
// up among the `navigationDestination(for:destination:)` registrations of the views in the
// stack (the root and the views already pushed) by its type (Apple, NavigationStack and
// navigationDestination(for:destination:) docs: "the stack displays the destination view for
// the last data item in the path"). A `navigationDestination(isPresented:destination:)` whose
// binding is true, or a `navigationDestination(item:destination:)` whose item is not nil, pushes
// its view on top of the view that declares it (Apple, navigationDestination(isPresented:) docs:
// "When isPresented is true, the view pushes the destination onto the stack"). A value no
// registration takes stops the stack there (SwiftUI logs "A NavigationLink is presenting a
// value of type … but there is no matching navigationDestination declaration" and pushes
// nothing for it; Trellis shows the views before it).

/// A `navigationDestination` modifier's say: a registration by the type of the pushed value, or
/// a view presented now.
enum NavigationDestinationEntry {
    /// Builds the destination of a path value of the registered type (nil for other types).
    case type(ObjectIdentifier, (AnyHashable) -> AnyView?)
    /// A destination shown on top of the view that declares it.
    case presented(AnyView)
}

/// The most views a stack pushes at rest (a presented destination that presents itself again
/// would otherwise push forever).
let maximumPushedViews = 64

nonisolated extension View {
    /// Declares the view a navigation stack pushes for values of type `data`: when the stack's
    /// path holds such a value (a `NavigationLink(value:)` was tapped, or the path was set), the
    /// stack shows `destination(value)`.
    ///
    /// At rest Trellis shows the destination of the last value of the stack's path, found by its
    /// type among the registrations of the root and the views pushed before it.
    /// - Parameters:
    ///   - data: the type of the values this registration takes.
    ///   - destination: the view pushed for a value.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let build: (AnyHashable) -> AnyView? = { value in (value.base as? D).map { AnyView(destination($0)) } }
        return navigationEntry { $0.destinations.append(.type(ObjectIdentifier(D.self), build)) }
    }

    /// Pushes `destination` on the enclosing navigation stack while `isPresented` is true.
    ///
    /// At rest, a true binding shows the destination pushed over this view, with a back button.
    /// - Parameters:
    ///   - isPresented: whether the destination is shown.
    ///   - destination: the view pushed.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view: AnyView? = isPresented.wrappedValue ? AnyView(destination()) : nil
        return navigationEntry { if let view { $0.destinations.append(.presented(view)) } }
    }

    /// Pushes the view `destination` makes of `item` on the enclosing navigation stack while
    /// `item` is not nil.
    ///
    /// At rest, an item that is not nil shows its destination pushed over this view.
    /// - Parameters:
    ///   - item: the value to show, or nil for none.
    ///   - destination: the view pushed for the item.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let view: AnyView? = item.wrappedValue.map { AnyView(destination($0)) }
        return navigationEntry { if let view { $0.destinations.append(.presented(view)) } }
    }
}

/// One view of a stack at rest: its content node and what it says about the bars.
struct NavigationScreen {
    let content: Node
    let info: NavigationInfo
    /// The title display mode it shows (`.automatic` resolved).
    let mode: NavigationBarItem.TitleDisplayMode
}

/// What a tap on a `NavigationLink` pushes in a live preview: a value (looked up among the
/// `navigationDestination(for:)` registrations, as a path's values are) or the link's own
/// destination view.
enum NavigationPush {
    case value(AnyHashable)
    case view(AnyView)
}

/// A stack's pushes and pops in a live preview, given to the views it shows. The closure is
/// only called on the thread that runs the preview's events.
struct NavigationActions: @unchecked Sendable, Equatable {
    /// The stack's identity: a stack's push made anew at each resolution pushes onto the same
    /// state, so the views under it compare their environments equal (Live/BodyReuse.swift).
    let stack: String
    let push: (NavigationPush) -> Void

    static func == (a: Self, b: Self) -> Bool { a.stack == b.stack }
}

private struct NavigationActionsKey: EnvironmentKey { static let defaultValue: NavigationActions? = nil }

extension EnvironmentValues {
    /// The innermost navigation stack's push, for the links inside it.
    var navigationActions: NavigationActions? {
        get { self[NavigationActionsKey.self] }
        set { self[NavigationActionsKey.self] = newValue }
    }
}

enum NavigationPushes {
    /// The screens a stack shows at rest, root first: the root, a destination for each value of
    /// `path` that a registration builds, then the live preview's `pushed` views and values
    /// (links tapped), then the destinations presented by the top view.
    static func screens(root: NavigationScreen, path: [AnyHashable], pushed: [NavigationPush] = [],
                        resolve: (AnyView) -> Node) -> [NavigationScreen] {
        var screens = [root]
        var registrations: [(ObjectIdentifier, (AnyHashable) -> AnyView?)] = []
        func register(_ info: NavigationInfo) {
            for case let .type(id, build) in info.destinations { registrations.append((id, build)) }
        }
        func push(_ view: AnyView) {
            let content = resolve(view)
            let info = NavigationInfo(NavigationTraits.collect(content))
            let previous = screens[screens.count - 1].mode
            var mode = info.displayMode ?? .automatic
            if mode == .automatic { mode = previous }
            if info.titleView != nil { mode = .inline }
            screens.append(NavigationScreen(content: content, info: info, mode: mode))
            register(info)
        }
        register(root.info)
        for value in path where screens.count < maximumPushedViews {
            guard let view = registrations.lazy.compactMap({ $0.1(value) }).first else { break }
            push(view)
        }
        for entry in pushed where screens.count < maximumPushedViews {
            switch entry {
            case let .view(view): push(view)
            case let .value(value):
                guard let view = registrations.lazy.compactMap({ $0.1(value) }).first else { continue }
                push(view)
            }
        }
        var presentedFrom = 0
        while screens.count < maximumPushedViews && presentedFrom < screens.count {
            // The destinations presented by views not asked yet, in order: the root's first.
            let screen = screens[presentedFrom]
            presentedFrom += 1
            for case let .presented(view) in screen.info.destinations where screens.count < maximumPushedViews { push(view) }
        }
        return screens
    }
}

/// The back button of a pushed view (fact 16): the back chevron and the previous view's title,
/// tinted.
nonisolated struct BackButton: View {
    let title: Text

    var body: some View {
        HStack(spacing: NavigationMetrics.backChevronSpacing) {
            Image(systemName: "chevron.backward").font(.body.weight(.semibold)).imageScale(.large)
            title.font(.body).lineLimit(1)
        }
        .foregroundStyle(Color.accentColor)
    }
}
