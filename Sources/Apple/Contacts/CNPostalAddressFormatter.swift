// An address as an envelope shows it. Linux writes the United States' layout for every
// country (street; city, state and postal code on one line; country), where Apple's follows the
// address's country.
import Foundation

/// How the formatter lays an address out.
public enum CNPostalAddressFormatterStyle: Int, Sendable {
    /// As on an envelope.
    case mailingAddress = 0
}

/// Writes postal addresses out.
open class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
    /// The layout (`.mailingAddress`).
    open var style = CNPostalAddressFormatterStyle.mailingAddress

    /// A formatter of mailing addresses.
    public override init() { super.init() }

    /// A formatter read from an archive: a formatter of mailing addresses.
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { super.init() }

    /// An address as lines: street, "city state postal code", country; empty parts left out.
    /// - Parameters:
    ///   - postalAddress: The address.
    ///   - style: The layout.
    /// - Returns: The lines, joined by newlines.
    open class func string(from postalAddress: CNPostalAddress, style: CNPostalAddressFormatterStyle) -> String {
        let place = [postalAddress.city, postalAddress.state, postalAddress.postalCode].filter { !$0.isEmpty }.joined(separator: " ")
        return [postalAddress.street, place, postalAddress.country].filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// An address in this formatter's style.
    /// - Parameter postalAddress: The address.
    /// - Returns: The lines.
    open func string(from postalAddress: CNPostalAddress) -> String { Self.string(from: postalAddress, style: style) }

    /// An address in this formatter's style, or nil for anything else.
    /// - Parameter obj: The address.
    /// - Returns: The lines, or nil.
    open override func string(for obj: Any?) -> String? { (obj as? CNPostalAddress).map(string(from:)) }
}
