import Foundation

/// An image: a PNG by name, or a system symbol. Without `resizable()` it has its natural size.
public struct Image: View, PrimitiveView, Equatable {
    public typealias Body = Never

    enum Source: Equatable {
        case named(String)
        case system(String)
    }

    let source: Source
    var isResizable = false

    public init(_ name: String) { source = .named(name) }
    public init(systemName: String) { source = .system(systemName) }

    public func resizable() -> Image {
        var i = self
        i.isResizable = true
        return i
    }

    var typeName: String { "Image" }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let natural = CGSize(width: 20, height: 20)
        let resizable = isResizable
        let node = ctx.makeNode("Image", LeafBehavior { p in
            resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
        })
        nodes.append(node)
    }
}
