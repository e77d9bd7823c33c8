import Foundation

/// One `#Preview` of compiled code, as its macro expansion hands it to the loader: the name,
/// the layout traits, where it is written and the code that makes its view.
///
/// The `#Preview` macro (module SwiftUI) expands to a C entry point named by
/// `PreviewRegistration.symbol(file:line:column:)` that returns a retained registration; the
/// loader finds the previews of a file by their positions and looks the symbols up.
public final class PreviewRegistration: @unchecked Sendable {
    /// The name given to `#Preview("…")`, or `nil`.
    public let name: String?
    /// What the preview's traits ask of the canvas.
    public let traits: PreviewLayoutTraits
    /// The file's name (`#fileID`'s last part) and the position of `#Preview`.
    public let file: String
    /// The line of `#Preview` in the file, from 1.
    public let line: Int
    /// The column of `#Preview` in its line, from 1.
    public let column: Int
    /// Main-actor isolated, as SwiftUI's `#Preview` body is: it may make `@MainActor` models.
    private let body: @MainActor () -> AnyView

    /// Creates the registration the macro expansion returns.
    /// - Parameters:
    ///   - name: the preview's name, or `nil`.
    ///   - traits: the `#Preview(traits:)` list; only the layout traits are kept.
    ///   - file: the file's name.
    ///   - line: the line of `#Preview`.
    ///   - column: the column of `#Preview`.
    ///   - body: the code that makes the preview's view: a view builder, as Xcode's (`let`s
    ///     before the views are fine).
    public init(name: String?, traits: [PreviewTrait<Preview.ViewTraits>], file: String, line: Int, column: Int,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = PreviewLayoutTraits(traits)
        self.file = file
        self.line = line
        self.column = column
        self.body = { AnyView(body()) }
    }

    /// Creates the registration of a preview whose body returns its view with an explicit
    /// `return` (statements before it set the view up): a plain closure, not a view builder.
    public convenience init(name: String?, traits: [PreviewTrait<Preview.ViewTraits>], file: String, line: Int, column: Int,
                            returning body: @escaping @MainActor () -> any View) {
        self.init(name: name, traits: traits, file: file, line: line, column: column, body: { AnyView(body()) })
    }

    /// Runs the preview's code.
    public func makeView() -> AnyView { onMainActor(body) { $0() } }

    /// A +1 reference for the C entry point.
    public func retainedPointer() -> UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    /// The C symbol of the preview written at `line`:`column` of the file named `file` (the last
    /// path component): `trellis_preview_<file, non-alphanumerics as _>_<line>_<column>`.
    public static func symbol(file: String, line: Int, column: Int) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        let safe = String(base.unicodeScalars.map { $0.isASCII && (CharacterSet.alphanumerics.contains($0)) ? Character($0) : "_" })
        return "trellis_preview_\(safe)_\(line)_\(column)"
    }
}
