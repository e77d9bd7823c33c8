/// A layout whose name in the layout tree is not its Swift type's name: layouts made at run
/// time (a layout file's `struct MyLayout: Layout` runs as one generic type) report the name
/// they were declared with.
public protocol NamedLayout: Layout {
    var layoutName: String { get }
}
