import Foundation

/// A layout whose identity is a value rather than its Swift type: layouts declared while the
/// program runs (a layout file's `struct Name: Layout`), which all run as one Swift type. The
/// engine asks it, instead of its type, for what SwiftUI keys on the type: its
/// `layoutProperties`, and whether an `AnyLayout` switching between two values keeps the cache.
@_spi(Interpreter) public protocol DeclaredLayout: Layout {
    /// The same for every value of one declaration, different between declarations.
    var declarationIdentity: ObjectIdentifier { get }
    /// The declaration's `static var layoutProperties`.
    var declaredProperties: LayoutProperties { get }
}

/// What the engine keys on a layout's type, read through `DeclaredLayout` when the value has one.
extension Layout {
    var layoutIdentity: ObjectIdentifier {
        (self as? any DeclaredLayout)?.declarationIdentity ?? ObjectIdentifier(Self.self)
    }

    var resolvedLayoutProperties: LayoutProperties {
        (self as? any DeclaredLayout)?.declaredProperties ?? Self.layoutProperties
    }
}
