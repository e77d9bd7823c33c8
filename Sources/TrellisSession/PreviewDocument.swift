import Foundation
import Trellis

/// A source of previews: a file read by the interpreter (`InterpretedFile`), or a compiled module
/// loaded into a disposable process (`CompiledDocument`). The session lays out what it makes.
public protocol PreviewDocument: AnyObject, Sendable {
    /// The path diagnostics name.
    var path: String { get }
    /// The previews' names, default first.
    var previews: [String] { get }
    var diagnostics: [Diagnostic] { get }
    func makeView(preview: String?, placeholders: Bool) -> AnyView
    /// How big the preview's canvas is and how its device is held (`#Preview(traits:)`).
    func layoutTraits(preview: String?) -> PreviewLayoutTraits
    /// Says that the work budget ran out while showing `preview`, with `message` at the best place
    /// the document knows.
    func reportBudgetSpent(_ message: String, preview: String?)
}

extension PreviewDocument {
    /// Adds the spent work budget (`WorkBudget.exceeded`), if any, to what the document reports;
    /// true when it was spent.
    @discardableResult
    public func reportSpentBudget(preview: String?) -> Bool {
        guard let message = WorkBudget.exceeded else { return false }
        reportBudgetSpent(message, preview: preview)
        return true
    }
}
