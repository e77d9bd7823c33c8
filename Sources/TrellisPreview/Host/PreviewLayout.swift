import Foundation
import Trellis
import TrellisCairo

/// A preview laid out for the window: by the engine in this process (interpreted files) or by
/// the process that runs compiled code (`RemotePreview`). The window reads the same things of
/// both: the placed tree, the display list, the lint and the scroll views.
protocol PreviewLayout: AnyObject {
    var recordsNegotiation: Bool { get set }
    /// Lays out at `size`; a remote preview throws `HostFailure` when its process failed.
    func layout(in size: CGSize, safeArea: EdgeInsets) throws
    /// Lays out at the root's ideal size (`#Preview(traits: .sizeThatFitsLayout)`); returns that size.
    func layoutAtIdealSize() throws -> CGSize
    var tree: LayoutTree { get }
    func displayList() -> DisplayList
    var warnings: [LayoutWarning] { get }
    var scrollViews: [ScrollViewState] { get }
    var scrollOffsets: [String: CGPoint] { get }
    func restoreScrollOffsets(_ offsets: [String: CGPoint])
    @discardableResult func setScrollOffset(_ offset: CGPoint, forScrollViewAt identity: String) -> CGPoint?
    /// The last pass painted at `scale` (the `s` key's PNG).
    func image(scale: CGFloat) throws -> RenderedImage
    /// Laid out right to left (the wheel's horizontal direction follows it).
    var isRightToLeft: Bool { get }
}

extension ViewLayout: PreviewLayout {
    var isRightToLeft: Bool { environment.layoutDirection == .rightToLeft }
    func image(scale: CGFloat) throws -> RenderedImage { try PNGRenderer.image(self, scale: scale) }

    func layoutAtIdealSize() throws -> CGSize {
        let size = PreviewLayoutTraits.fittedCanvas(idealSize())
        layout(in: size)
        return size
    }
}
