// `AttributedString(nsAttributedString)`, absent from Linux's Foundation: each run of the
// NSAttributedString becomes a run with the attributes SwiftUI's `Text` draws — a UIKit font
// (`NSFont`) as the run's SwiftUI font, a UIKit colour (`NSColor`) as its foreground colour,
// underline and strikethrough (`NSUnderline`, `NSStrikethrough`) as single lines, kerning, a
// baseline offset — and a link (`NSLink`, a URL or a string) as Foundation's `link`. Other
// attributes are not carried over.
import Foundation
import UIKit

extension AttributedString {
    /// An attributed string of an `NSAttributedString`'s text and the attributes SwiftUI draws.
    /// - Parameter nsStr: The NSAttributedString.
    public init(_ nsStr: NSAttributedString) {
        self.init()
        let whole = NSRange(location: 0, length: nsStr.length)
        let text = nsStr.string as NSString
        var result = AttributedString()
        nsStr.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var run = AttributedString(text.substring(with: range))
            for (key, value) in attributes {
                switch key.rawValue {
                case "NSFont":
                    if let font = value as? UIFont { run[AttributeScopes.SwiftUIAttributes.FontAttribute.self] = Font(font) }
                case "SwiftUI.Font":
                    if let font = value as? Font { run[AttributeScopes.SwiftUIAttributes.FontAttribute.self] = font }
                case "NSColor":
                    if let color = value as? UIColor { run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] = Color(uiColor: color) }
                case "NSUnderline":
                    if (value as? Int ?? 0) != 0 { run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] = .single }
                case "NSStrikethrough":
                    if (value as? Int ?? 0) != 0 { run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] = .single }
                case "NSKern":
                    if let kern = value as? CGFloat { run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] = kern }
                case "NSBaselineOffset":
                    if let offset = value as? CGFloat { run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self] = offset }
                case "NSLink":
                    if let url = value as? URL ?? (value as? String).flatMap(URL.init(string:)) {
                        run[AttributeScopes.FoundationAttributes.LinkAttribute.self] = url
                    }
                default: break
                }
            }
            result.append(run)
        }
        self = result
    }

    /// An attributed string of an `NSAttributedString`, keeping the attributes of a scope (the
    /// attributes SwiftUI draws and links, on Linux).
    /// - Parameters:
    ///   - nsStr: The NSAttributedString.
    ///   - scope: The scope whose attributes to keep.
    /// - Throws: Never on Linux (kept for Apple's signature).
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(nsStr)
    }
}
