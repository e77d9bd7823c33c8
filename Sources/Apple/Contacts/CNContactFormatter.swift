// A contact's name as the Contacts app writes it: prefix, given, middle and family names and
// suffix, in the order the name's script reads (family name first, without spaces, for Chinese
// and Japanese names); an organisation's company name.
import Foundation

/// Which name the formatter writes.
public enum CNContactFormatterStyle: Int, Sendable {
    /// The full name.
    case fullName = 0
    /// How the full name sounds.
    case phoneticFullName = 1
}

/// The order of a contact's names.
public enum CNContactDisplayNameOrder: Int, Sendable {
    /// The person's setting.
    case userDefault = 0
    /// Given name first.
    case givenNameFirst = 1
    /// Family name first.
    case familyNameFirst = 2
}

/// Writes contacts' names.
open class CNContactFormatter: Formatter, @unchecked Sendable {
    /// Which name it writes (`.fullName`).
    open var style = CNContactFormatterStyle.fullName

    /// A formatter of full names.
    public override init() { super.init() }

    /// A formatter read from an archive: a formatter of full names.
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { super.init() }

    /// The keys the formatter reads, to fetch before formatting.
    /// - Parameter style: The style.
    /// - Returns: A descriptor of the name keys.
    open class func descriptorForRequiredKeys(for style: CNContactFormatterStyle) -> any CNKeyDescriptor {
        let keys = style == .fullName
            ? [CNContactTypeKey, CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey, CNContactFamilyNameKey,
               CNContactNameSuffixKey, CNContactOrganizationNameKey]
            : [CNContactTypeKey, CNContactPhoneticGivenNameKey, CNContactPhoneticMiddleNameKey, CNContactPhoneticFamilyNameKey,
               CNContactPhoneticOrganizationNameKey]
        return ContactKeysDescriptor(style == .fullName ? "fullName" : "phoneticFullName", keys: keys)
    }

    /// A contact's name in a style.
    /// - Parameters:
    ///   - contact: The contact.
    ///   - style: The style.
    /// - Returns: The name; an organisation's company; nil when there is no name.
    open class func string(from contact: CNContact, style: CNContactFormatterStyle) -> String? {
        let phonetic = style == .phoneticFullName
        if contact.contactType == .organization {
            let name = phonetic ? contact.phoneticOrganizationName : contact.organizationName
            return name.isEmpty ? nil : name
        }
        let given = phonetic ? contact.phoneticGivenName : contact.givenName
        let middle = phonetic ? contact.phoneticMiddleName : contact.middleName
        let family = phonetic ? contact.phoneticFamilyName : contact.familyName
        let names = nameOrder(for: contact) == .familyNameFirst
            ? [family, given, middle]
            : [phonetic ? "" : contact.namePrefix, given, middle, family, phonetic ? "" : contact.nameSuffix]
        let parts = names.filter { !$0.isEmpty }
        // The names written decide the spacing: a Japanese name's phonetic reading is spaced.
        return parts.isEmpty ? nil : parts.joined(separator: NameScript(names: [given, family]).joinsWithoutSpaces ? "" : " ")
    }

    /// A contact's name as attributed text (Linux: no attributes).
    /// - Parameters:
    ///   - contact: The contact.
    ///   - style: The style.
    ///   - attributes: The attributes of the whole text.
    /// - Returns: The name, or nil.
    open class func attributedString(from contact: CNContact, style: CNContactFormatterStyle,
                                     defaultAttributes attributes: [AnyHashable: Any]?) -> NSAttributedString? {
        string(from: contact, style: style).map { NSAttributedString(string: $0) }
    }

    /// The order of a contact's names: family name first for names in Chinese, Japanese or Korean
    /// scripts, the person's setting otherwise.
    /// - Parameter contact: The contact.
    /// - Returns: The order.
    open class func nameOrder(for contact: CNContact) -> CNContactDisplayNameOrder {
        NameScript(names: [contact.familyName, contact.givenName]).readsFamilyNameFirst ? .familyNameFirst : .givenNameFirst
    }

    /// What goes between a contact's names: nothing for Chinese and Japanese names, a space
    /// otherwise.
    /// - Parameter contact: The contact.
    /// - Returns: The delimiter.
    open class func delimiter(for contact: CNContact) -> String {
        NameScript(names: [contact.familyName, contact.givenName]).joinsWithoutSpaces ? "" : " "
    }

    /// A contact's name in this formatter's style.
    /// - Parameter contact: The contact.
    /// - Returns: The name, or nil.
    open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }

    /// A contact's name in this formatter's style, or nil for anything else.
    /// - Parameter obj: The contact.
    /// - Returns: The name, or nil.
    open override func string(for obj: Any?) -> String? { (obj as? CNContact).flatMap(string(from:)) }
}

/// The script a contact's name is written in, which decides its order and spacing.
private struct NameScript {
    private let scalars: [Unicode.Scalar]

    init(names: [String]) { scalars = Array(names.joined().unicodeScalars) }

    /// Han, kana or Hangul: the family name comes first.
    var readsFamilyNameFirst: Bool { scalars.contains { Self.isHan($0) || Self.isKana($0) || Self.isHangul($0) } }
    /// Han or kana: the names are written together.
    var joinsWithoutSpaces: Bool { scalars.contains { Self.isHan($0) || Self.isKana($0) } }

    private static func isHan(_ s: Unicode.Scalar) -> Bool { (0x4E00...0x9FFF).contains(s.value) || (0x3400...0x4DBF).contains(s.value) }
    private static func isKana(_ s: Unicode.Scalar) -> Bool { (0x3040...0x30FF).contains(s.value) }
    private static func isHangul(_ s: Unicode.Scalar) -> Bool { (0xAC00...0xD7AF).contains(s.value) }
}
