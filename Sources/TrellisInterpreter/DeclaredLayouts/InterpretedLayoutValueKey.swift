import Foundation
@_spi(Interpreter) import Trellis

/// A `struct Name: LayoutValueKey` of a layout file as the engine stores it: the declaration
/// itself is the key object (`View.layoutValue(keyObject:value:)`), so two keys on one view keep
/// both values. Readers evaluate the file's `defaultValue` when a subview set none.
enum FileLayoutValueKeys {
    /// `view.layoutValue(key: Key.self, value: v)` for the file's key `decl`.
    static func setting(_ decl: StructDecl, _ value: Value, on view: AnyView) -> any View {
        view.layoutValue(keyObject: decl, value: value)
    }

    /// `subview[Key.self]`: the value the subview set, nil if it set none.
    static func value(_ decl: StructDecl, of subview: LayoutSubview) -> Value? {
        subview[keyObject: decl] as? Value
    }
}
