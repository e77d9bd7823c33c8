// Foundation's `ListFormatter` ("a, b, and c"), absent on Linux. The joining words and
// separators come from ICU's list patterns through Linux Foundation's `ListFormatStyle`, so every
// locale ICU knows is written as on Apple platforms ("a, b und c" in German).
import Foundation

/// A formatter that joins items into a list the way a language writes one: "a, b, and c".
open class ListFormatter: Formatter, @unchecked Sendable {
    private var storedLocale: Locale?

    /// The locale the list is written in (the current one unless set; setting nil restores it).
    open var locale: Locale! {
        get { storedLocale ?? .current }
        set { storedLocale = newValue }
    }

    /// The formatter each item is written with (items are described as they print when nil).
    open var itemFormatter: Formatter?

    /// A formatter of the current locale.
    public override init() { super.init() }

    /// Not read from archives on Linux.
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { nil }

    /// Strings joined into a list in the current locale.
    /// - Parameter strings: The items.
    /// - Returns: The list, such as "a, b, and c" (empty for no items).
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().string(from: strings) ?? ""
    }

    /// Items joined into a list, each written with `itemFormatter` when it has one.
    /// - Parameter items: The items.
    /// - Returns: The list, or nil when the item formatter cannot write an item.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            if let itemFormatter {
                guard let text = itemFormatter.string(for: item) else { return nil }
                strings.append(text)
            } else {
                strings.append(item as? String ?? String(describing: item))
            }
        }
        return strings.formatted(.list(type: .and, width: .standard).locale(locale))
    }

    /// The list, when `obj` is an array.
    /// - Parameter obj: The value.
    /// - Returns: The list, or nil.
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
