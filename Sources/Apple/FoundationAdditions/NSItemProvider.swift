// Foundation's `NSItemProvider`, absent on Linux, which SwiftUI's drag-and-drop and file
// dialog signatures name: nothing is dragged or pasted in a preview, so a provider only carries
// what it was made with.
import Foundation

#if !canImport(Darwin)
/// Data offered for a drag, a drop or the pasteboard (Foundation's `NSItemProvider`, absent on
/// Linux): nothing is dragged or pasted at rest, so it only carries what it was made with.
open class NSItemProvider: @unchecked Sendable {
    /// The type identifiers of the data offered.
    open private(set) var registeredTypeIdentifiers: [String] = []
    /// An empty provider.
    public init() {}
    /// A provider of `item` with a type identifier.
    public init(item: Any?, typeIdentifier: String?) { registeredTypeIdentifiers = typeIdentifier.map { [$0] } ?? [] }
    /// A provider of the file at `url`.
    public convenience init?(contentsOf url: URL) { self.init(item: url, typeIdentifier: nil) }
    /// A provider of an object (an image, a string, a URL) in the types its class writes.
    /// - Parameter object: The object.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registeredTypeIdentifiers = type(of: object).writableTypeIdentifiersForItemProvider
    }
    /// Whether it offers data of `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { registeredTypeIdentifiers.contains(typeIdentifier) }
}
#endif
