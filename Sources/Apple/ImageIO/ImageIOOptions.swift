// Reads ImageIO's option dictionaries as apps write them: keys as `CFString` constants or
// `String`s, values as `NSNumber`s (`kCFBooleanTrue`) or as the Swift values a literal bridged
// (`true`, `300`, a `CGFloat` computed from a point size).
import CoreGraphics
import Foundation

/// An option dictionary's values by key.
struct ImageIOOptions {
    private let values: [String: Any]

    /// The options of a dictionary (none for nil).
    init(_ dictionary: CFDictionary?) {
        var values: [String: Any] = [:]
        for (key, value) in dictionary ?? NSDictionary() {
            if let name = key as? String { values[name] = value } else if let name = key as? NSString { values[String(name)] = value }
        }
        self.values = values
    }

    /// Options with `overrides` taking precedence over these.
    private init(values: [String: Any]) { self.values = values }

    /// These options, with the values of `other` in place of theirs.
    func merged(with other: ImageIOOptions) -> ImageIOOptions {
        ImageIOOptions(values: values.merging(other.values) { _, new in new })
    }

    /// The number an option holds, or nil.
    func number(_ key: CFString) -> Double? {
        switch values[String(key)] {
        case let number as NSNumber: number.doubleValue
        case let value as Int: Double(value)
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as Bool: value ? 1 : 0
        case let text as String: Double(text)
        default: nil
        }
    }

    /// The truth value an option holds, or nil.
    func bool(_ key: CFString) -> Bool? {
        switch values[String(key)] {
        case let value as Bool: value
        case let number as NSNumber: number.boolValue
        case let text as String: ["true", "yes", "1"].contains(text.lowercased())
        default: number(key).map { $0 != 0 }
        }
    }

    /// The text an option holds, or nil.
    func string(_ key: CFString) -> String? {
        switch values[String(key)] {
        case let text as String: text
        case let text as NSString: String(text)
        default: nil
        }
    }
}
