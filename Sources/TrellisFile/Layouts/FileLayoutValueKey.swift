import Foundation
import Trellis

/// A `struct Name: LayoutValueKey` of a layout file as the engine stores it: one Swift type per
/// declared key (so two keys on one view keep both values), holding the file's value. Its
/// default is nil here; readers evaluate the file's `defaultValue` then.
struct FileLayoutValueKey<Tag: TypeTag>: FileLayoutValueKeyMaking {
    static var defaultValue: LayoutValueBox? { nil }
}

protocol FileLayoutValueKeyMaking: LayoutValueKey where Value == LayoutValueBox? {}

/// A value of the file, as a layout value.
struct LayoutValueBox {
    let value: Value
}

enum FileLayoutValueKeys {
    static func make() -> any FileLayoutValueKeyMaking.Type {
        func keyType<T: TypeTag>(_ tag: T.Type) -> any FileLayoutValueKeyMaking.Type { FileLayoutValueKey<T>.self }
        return keyType(TypeTags.make())
    }

    /// `view.layoutValue(key: K.self, value: v)` for a key type known at run time.
    static func setting(_ key: any FileLayoutValueKeyMaking.Type, _ value: Value, on view: AnyView) -> any View {
        func apply<K: FileLayoutValueKeyMaking>(_ k: K.Type) -> any View {
            view.layoutValue(key: k, value: LayoutValueBox(value: value))
        }
        return apply(key)
    }

    /// `subview[K.self]`: the value the subview set, nil if it set none.
    static func value(_ key: any FileLayoutValueKeyMaking.Type, of subview: LayoutSubview) -> Value? {
        func read<K: FileLayoutValueKeyMaking>(_ k: K.Type) -> Value? { subview[k]?.value }
        return read(key)
    }
}
