import Foundation
import Trellis

/// A view produced by a layout file. Text, Color, Image and shapes keep their concrete value,
/// because some modifiers return the same type for them (`Text.bold()` is a Text, so it can
/// still be concatenated; `Color.opacity(_:)` is a Color).
enum FileView {
    case text(Text)
    case color(Color)
    case image(Image)
    case shape(any Shape, name: String)
    case any(AnyView, name: String)

    var anyView: AnyView {
        switch self {
        case let .text(t): return AnyView(t)
        case let .color(c): return AnyView(c)
        case let .image(i): return AnyView(i)
        case let .shape(s, _): return AnyView(s)
        case let .any(v, _): return v
        }
    }

    /// The type as SwiftUI would name it in a message.
    var typeName: String {
        switch self {
        case .text: return "Text"
        case .color: return "Color"
        case .image: return "Image"
        case let .shape(_, name): return name
        case let .any(_, name): return name
        }
    }

    static func wrap(_ view: any View, name: String = "some View") -> FileView {
        .any(AnyView(view), name: name)
    }

    static var empty: FileView { .any(AnyView(EmptyView()), name: "EmptyView") }
}

/// Several views produced by one builder block, resolved as siblings (like SwiftUI's TupleView:
/// a modifier on the result applies to each of them).
struct ViewList: View {
    let views: [AnyView]
    var body: some View {
        ForEach(0..<views.count) { views[$0] }
    }
}
