/// Properties a layout reports to the views inside it.
public struct LayoutProperties: Sendable {
    /// The stack axis, if the layout is a stack: Spacer and Divider orient themselves by it.
    public var stackOrientation: Axis?
    /// Properties with no stack axis.
    public init() {}
}
