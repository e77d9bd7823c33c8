import Foundation

/// A view of an Apple framework that Trellis cannot draw yet (MapKit's `Map`, AVKit's
/// `VideoPlayer`, …), as the Apple-named modules (Sources/Apple) declare it. Not SwiftUI
/// API.
///
/// It lays out as those views do: flexible on both axes, it takes the size it is offered; where
/// an axis is proposed nil (its ideal size, as in a scroll view along that axis) it is 10 points,
/// the default SwiftUI gives views with no size of their own, like `Color` and shapes — give it a
/// frame there, as apps do. It draws a light grey rounded rectangle (system grey 5: sRGB 229, 229,
/// 234 in light mode, 44, 44, 46 in dark) with its name centred in the footnote font and the
/// secondary colour, and names its node after the view (`"Map"` in `trellis layout`). The first
/// time a view of a name is resolved, one warning goes to standard error:
/// `trellis: warning: Map is drawn as a placeholder (MapKit is not available on Linux)`.
///
/// With an overlay (`init(_:framework:overlay:)`), the overlay is drawn over the box and
/// proposed its size, as `VideoPlayer` draws its overlay over the video. With content
/// (`init(_:warning:drawnAs:)`), the node of that name lays out and draws its content instead: a
/// `PhotosPicker` is drawn as the button it is at rest.
public nonisolated struct FrameworkPlaceholder<Content: View>: View, PrimitiveView {
    /// The engine resolves the placeholder directly; it has no body.
    public typealias Body = Never

    let name: String
    let warning: String
    let content: Content?
    let replacesBox: Bool

    /// The grey box of the view `name` of `framework`.
    /// - Parameters:
    ///   - name: The view's name, shown in the box and given to its node ("Map").
    ///   - framework: The Apple framework that declares it ("MapKit"), named in the warning.
    public init(_ name: String, framework: String) where Content == Never {
        self.name = name
        self.warning = Self.warning(name, framework)
        self.content = nil
        self.replacesBox = false
    }

    /// The grey box of the view `name` of `framework` with `overlay` drawn over it.
    /// - Parameters:
    ///   - name: The view's name, shown in the box and given to its node ("VideoPlayer").
    ///   - framework: The Apple framework that declares it ("AVKit"), named in the warning.
    ///   - overlay: Views drawn over the box, proposed its size.
    public init(_ name: String, framework: String, @ViewBuilder overlay: () -> Content) {
        self.name = name
        self.warning = Self.warning(name, framework)
        self.content = overlay()
        self.replacesBox = false
    }

    /// A node named `name` that lays out and draws `content`, warning once with `warning`.
    /// - Parameters:
    ///   - name: The node's name ("PhotosPicker").
    ///   - warning: The message printed once per process when such a view is first resolved.
    ///   - content: What the view looks like at rest.
    public init(_ name: String, warning: String, @ViewBuilder drawnAs content: () -> Content) {
        self.name = name
        self.warning = warning
        self.content = content()
        self.replacesBox = true
    }

    static func warning(_ name: String, _ framework: String) -> String {
        "\(name) is drawn as a placeholder (\(framework) is not available on Linux)"
    }

    /// The box's fill: UIKit's system grey 5 in each colour scheme.
    static var fill: Color {
        Color(light: Color.Resolved(bytes: 229, 229, 234), dark: Color.Resolved(bytes: 44, 44, 46), name: "systemGray5")
    }

    /// The corner radius of the box, in points.
    static var cornerRadius: CGFloat { 8 }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        DiagnosticLog.warnOnce(warning)
        if let content, replacesBox {
            ctx.resolve(ControlNode(name: name, content: content), into: &nodes)
            return
        }
        let box = RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous)
            .fill(Self.fill)
            .overlay {
                Text(verbatim: name)
                    .font(.footnote)
                    .foregroundStyle(Color.secondary)
                    .lineLimit(1)
            }
        if let content {
            ctx.resolve(ControlNode(name: name, content: box.overlay { content }), into: &nodes)
        } else {
            ctx.resolve(ControlNode(name: name, content: box), into: &nodes)
        }
    }
}
