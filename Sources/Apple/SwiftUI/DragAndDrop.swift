import CoreGraphics
import CoreTransferable
import Foundation
import Trellis
import UniformTypeIdentifiers

// Drag and drop and the pasteboard (`draggable`, `dropDestination`, `onDrag`, `onDrop`, drop
// delegates, `PasteButton` of item providers): their signatures name UTType, Transferable and
// NSItemProvider, so the SwiftUI module declares them. Drags, drops and pastes act on
// interaction, so each is accepted and does nothing at rest.

/// What a drop operation does.
public enum DropOperation: Sendable, Hashable {
    /// Nothing: the drop is cancelled.
    case cancel
    /// Not allowed here.
    case forbidden
    /// Copies the data.
    case copy
    /// Moves the data.
    case move
}

/// How a drop target answers a drag over it.
public struct DropProposal: Sendable {
    /// The operation.
    public let operation: DropOperation
    /// A proposal of `operation`.
    public init(operation: DropOperation) { self.operation = operation }
}

/// A drag over a drop target.
public struct DropInfo {
    /// Where the drag is, in the target's coordinates.
    public let location: CGPoint
    /// Whether the drag offers data of any of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
    /// The item providers of the drag for `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
}

/// What a drop target does with drags over it.
public protocol DropDelegate {
    /// Whether a drop would be accepted.
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the drop.
    func performDrop(info: DropInfo) -> Bool
    /// A drag entered the target.
    func dropEntered(info: DropInfo)
    /// A drag moved over the target.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A drag left the target.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Accepts by default.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Does nothing by default.
    public func dropEntered(info: DropInfo) {}
    /// Proposes nothing by default.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Does nothing by default.
    public func dropExited(info: DropInfo) {}
}

/// Whether a drop target opens when a drag rests over it.
public struct SpringLoadingBehavior: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = SpringLoadingBehavior(kind: 0)
    /// It opens.
    public static let enabled = SpringLoadingBehavior(kind: 1)
    /// It does not.
    public static let disabled = SpringLoadingBehavior(kind: 2)
}

/// The modifier `itemProvider(_:)` makes for table rows.
public struct ItemProviderTableRowModifier {}

extension PasteButton {
    /// A button that pastes data of `supportedContentTypes` (never pastes at rest).
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {
        self.init(payloadType: NSItemProvider.self) { _ in }
    }
}

nonisolated extension View {
    /// Lets the view be dragged with `payload`. Accepted, no effect at rest.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    /// Lets the view be dragged with `payload` and a preview. Accepted, no effect at rest.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        self
    }
    /// Takes drops of `payloadType`. Accepted, no effect at rest.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
    /// Gives the view's data to drags and the pasteboard. Accepted, no effect at rest.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View { self }
    /// Lets the view be dragged with the provider's data. Accepted, no effect at rest.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    /// Lets the view be dragged with the provider's data and a preview. Accepted, no effect at rest.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }
    /// Takes drops through a delegate. Accepted, no effect at rest.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }
    /// Takes drops of `supportedContentTypes`. Accepted, no effect at rest.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }
    /// Takes drops of `supportedContentTypes` with their location. Accepted, no effect at rest.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { self }
    /// Whether the view opens when a drag rests over it. Accepted, no effect at rest.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { self }
}
