// `Text` of a localised resource (`Text(LocalizedStringResource("greeting"))`): the string
// Foundation's `String(localized:)` gives for it (FoundationAdditions' Localization.swift).
import Foundation
import FoundationAdditions
import Trellis

extension Text {
    /// Text of a localised resource: the string its table gives. Disfavoured: a string literal
    /// is a `LocalizedStringKey` (`Text("**Bold**")` reads Markdown), as in SwiftUI, where this
    /// initialiser takes a resource only when one is given.
    /// - Parameter resource: The resource.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: String(localized: resource)) }
}
