import Foundation
import Synchronization

/// The app's resources in a compiled preview of an app (what its `Bundle.main` is), and its
/// strings tables: `Text("homeTitle")` and `String(localized: "homeTitle")` show the development
/// language's entry of `Localizable.strings` there, as on iOS. Anywhere else (the interpreter,
/// a lone file) there is no app bundle, and a key is its own text.
@_spi(Hosts) public enum AppStrings {
    private static let registered = Mutex<Bundle?>(nil)

    /// The app's bundle, set by the host before a compiled app's views are made (nil: none).
    public static var bundle: Bundle? {
        get { registered.withLock { $0 } }
        set { registered.withLock { $0 = newValue } }
    }

    /// The entry of `key` in `table` (`Localizable` when nil) of `bundle`, else of the app's
    /// bundle; nil when no table has it.
    public static func entry(_ key: String, table: String? = nil, bundle: Bundle? = nil) -> String? {
        guard let bundle = bundle ?? self.bundle else { return nil }
        let missing = "\u{FFFF}missing"
        let value = bundle.localizedString(forKey: key, value: missing, table: table)
        return value == missing ? nil : value
    }
}

extension LocalizedStringKey {
    /// The key as its table entry writes it: each interpolation as `%@` (SwiftUI writes numbers
    /// as `%lld` and `%lf`; those keys are not found and show as written).
    var tableKey: String { format.replacingOccurrences(of: String(Self.placeholder), with: "%@") }

    /// The key with its text from the strings table of `bundle` (else the app's), when the table
    /// has it; the interpolations keep their places.
    func translated(table: String?, bundle: Bundle?) -> LocalizedStringKey {
        guard let entry = AppStrings.entry(tableKey, table: table, bundle: bundle), entry != tableKey else { return self }
        var format = ""
        var rest = Substring(entry)
        // Each `%@` (`%1$@` too, in order) of the entry takes the next argument's place.
        while let range = rest.range(of: #"%(\d+\$)?@"#, options: .regularExpression) {
            format += rest[..<range.lowerBound] + String(Self.placeholder)
            rest = rest[range.upperBound...]
        }
        format += rest
        guard format.filter({ $0 == Self.placeholder }).count == arguments.count else { return self }
        return LocalizedStringKey(format: format, arguments: arguments)
    }
}
