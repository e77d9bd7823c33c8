import Foundation
import SwiftSyntax
import Trellis

/// The environment keys a file can read with `@Environment(\.key)` and set with
/// `.environment(\.key, value)`.
extension Registry {
    func registerEnvironmentKeys() {
        func key<T: FileConvertible>(_ name: String, _ type: T.Type, _ path: WritableKeyPath<EnvironmentValues, T>,
                                     wrap: @escaping (T) -> Value = { .native($0) }) {
            addEnvironmentKey(name, typeName: T.fileTypeName, get: { wrap($0[keyPath: path]) }) { env, v, ev, node in
                env[keyPath: path] = try T.convert(v, ev, node, what: "\\.\(name)")
            }
        }
        func optionalKey<T: FileConvertible>(_ name: String, _ type: T.Type, _ path: WritableKeyPath<EnvironmentValues, T?>,
                                             wrap: @escaping (T) -> Value = { .native($0) }) {
            addEnvironmentKey(name, typeName: T.fileTypeName, get: { $0[keyPath: path].map(wrap) ?? .none }) { env, v, ev, node in
                if case .none = v {
                    env[keyPath: path] = nil
                } else {
                    env[keyPath: path] = try T.convert(v, ev, node, what: "\\.\(name)")
                }
            }
        }
        optionalKey("horizontalSizeClass", UserInterfaceSizeClass.self, \.horizontalSizeClass)
        optionalKey("verticalSizeClass", UserInterfaceSizeClass.self, \.verticalSizeClass)
        key("layoutDirection", LayoutDirection.self, \.layoutDirection)
        key("colorScheme", ColorScheme.self, \.colorScheme)
        key("dynamicTypeSize", DynamicTypeSize.self, \.dynamicTypeSize)
        key("displayScale", CGFloat.self, \.displayScale) { .double(Double($0)) }
        addEnvironmentKey("pixelLength", typeName: "CGFloat", get: { .double(Double($0.pixelLength)) }, set: nil)
        optionalKey("font", Font.self, \.font)
        optionalKey("lineLimit", Int.self, \.lineLimit) { .int($0) }
        key("truncationMode", Text.TruncationMode.self, \.truncationMode)
        key("multilineTextAlignment", TextAlignment.self, \.multilineTextAlignment)
        key("lineSpacing", CGFloat.self, \.lineSpacing) { .double(Double($0)) }
        key("minimumScaleFactor", CGFloat.self, \.minimumScaleFactor) { .double(Double($0)) }
        key("allowsTightening", Bool.self, \.allowsTightening) { .bool($0) }
        optionalKey("textCase", Text.Case.self, \.textCase)
        key("imageScale", Image.Scale.self, \.imageScale)
        key("symbolVariants", SymbolVariants.self, \.symbolVariants)
    }
}
