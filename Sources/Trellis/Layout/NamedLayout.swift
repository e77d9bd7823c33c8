/// A layout whose name in the layout tree is not its Swift type's name: layouts made at run
/// time (a layout file's `struct MyLayout: Layout` runs as one generic type) report the name
/// they were declared with.
///
/// Trellis only: SwiftUI names a layout by its type, which is what Trellis does for every other
/// layout.
public protocol NamedLayout: Layout {
    /// The name the layout tree, warnings and the previewer show for this layout.
    var layoutName: String { get }
}
