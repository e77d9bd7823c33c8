import Foundation
@_spi(Interpreter) import Trellis

/// A view produced by a layout file. Text, Color, Image and shapes keep their concrete value,
/// because some modifiers return the same type for them (`Text.bold()` is a Text, so it can
/// still be concatenated; `Color.opacity(_:)` is a Color); they carry where they were written
/// until they become a view (other views are located by a wrapper, see `Evaluator.located`).
enum FileView {
    case text(Text, source: ViewSourceBox? = nil)
    case color(Color, source: ViewSourceBox? = nil)
    case image(Image, source: ViewSourceBox? = nil)
    case shape(any Shape, ShapeTag)
    case any(AnyView, name: String)

    var anyView: AnyView {
        switch self {
        case let .text(t, source): return Self.erase(t, source)
        case let .color(c, source): return Self.erase(c, source)
        case let .image(i, source): return Self.erase(i, source)
        case let .shape(s, tag): return Self.erase(AnyView(s), tag.source)
        case let .any(v, _): return v
        }
    }

    private static func erase<V: View>(_ view: V, _ source: ViewSourceBox?) -> AnyView {
        guard let source else { return AnyView(view) }
        return AnyView(AnyView(view), locatedAt: source)
    }

    /// Where a Text, Color, Image or shape was written (nil for other views: they are wrapped).
    var source: ViewSourceBox? {
        switch self {
        case let .text(_, s), let .color(_, s), let .image(_, s): return s
        case let .shape(_, tag): return tag.source
        case .any: return nil
        }
    }

    /// The same concrete view located at `box` (other views unchanged).
    func withSource(_ box: ViewSourceBox?) -> FileView {
        switch self {
        case let .text(t, _): return .text(t, source: box)
        case let .color(c, _): return .color(c, source: box)
        case let .image(i, _): return .image(i, source: box)
        case let .shape(s, tag): return .shape(s, ShapeTag(name: tag.name, source: box))
        case .any: return self
        }
    }

    /// The type as SwiftUI would name it in a message.
    var typeName: String {
        switch self {
        case .text: return "Text"
        case .color: return "Color"
        case .image: return "Image"
        case let .shape(_, tag): return tag.name
        case let .any(_, name): return name
        }
    }

    /// A shape named `name` (not located yet).
    static func shape(_ shape: any Shape, name: String) -> FileView { .shape(shape, ShapeTag(name: name, source: nil)) }

    static func wrap(_ view: any View, name: String = "some View") -> FileView {
        .any(AnyView(view), name: name)
    }

    static var empty: FileView { .any(AnyView(EmptyView()), name: "EmptyView") }
}

/// Several views produced by one builder block, resolved as siblings (like SwiftUI's TupleView:
/// a modifier on the result applies to each of them).
nonisolated struct ViewList: View {
    let views: [AnyView]
    var body: some View {
        ForEach(0..<views.count) { views[$0] }
    }
}

/// A shape's name as messages show it, and where it was written: one reference, so that the
/// shape case is no larger than the others (a FileView is copied with every `Value`).
final class ShapeTag {
    let name: String
    let source: ViewSourceBox?

    init(name: String, source: ViewSourceBox?) {
        self.name = name
        self.source = source
    }
}
