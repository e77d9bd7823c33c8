import Foundation
import Trellis

/// A preview of a compiled module: its name in the browser, the C symbol its `#Preview`
/// expansion exports (`PreviewRegistration.symbol`), and where it is written.
public struct CompiledPreview: Hashable, Sendable, Codable {
    public var name: String
    public var symbol: String
    /// The user's file (as given to the loader) and the position of the preview.
    public var file: String
    public var line: Int
    public var column: Int
    /// A `PreviewProvider`'s `previews`: each view of the list is a preview of its own
    /// (`PreviewList`), found when the library is loaded.
    public var listsPreviews: Bool

    public init(name: String, symbol: String, file: String, line: Int, column: Int, listsPreviews: Bool = false) {
        self.name = name
        self.symbol = symbol
        self.file = file
        self.line = line
        self.column = column
        self.listsPreviews = listsPreviews
    }
}
