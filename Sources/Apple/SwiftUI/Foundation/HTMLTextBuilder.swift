// The HTML reader behind `NSAttributedString`'s HTML reading (NSAttributedString+HTML.swift): one
// pass over the tags keeping the styles open at each run — bold, italic, underline, strikethrough,
// links — with browser white-space collapsing, line breaks for blocks and `br`, bullets for list
// items, and character references decoded; `head`, `style` and `script` are left out.
import Foundation
import Trellis
import UIKit

/// Builds an attributed string from HTML: a tag-by-tag pass keeping the styles open at each run.
struct HTMLTextBuilder {
    let baseURL: URL?
    let defaults: [NSAttributedString.Key: Any]
    /// The text read so far as runs of one style each. (Linux's NSMutableAttributedString traps
    /// when a run whose values are objects is appended to an empty string, so the string is made
    /// once from the runs.)
    private var runs: [(text: String, attributes: [NSAttributedString.Key: Any])] = []
    private(set) var title: String?
    private var bold = 0, italic = 0, underline = 0, strike = 0
    private var links: [URL?] = []
    private var skipping: String?
    private var inTitle = false
    private var titleText = ""
    /// Whether the text so far ends at the start of a line (no space is kept there).
    private var atLineStart = true
    /// Whether a collapsed space is owed before the next word.
    private var pendingSpace = false
    private var preformatted = 0

    static let blocks: Set<String> = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "tr", "ul", "ol", "table",
                                      "blockquote", "pre", "section", "article", "header", "footer", "dl", "dt", "dd",
                                      "hr", "address", "figure", "figcaption", "nav", "main", "aside"]
    static let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
                                          "mdash": "\u{2014}", "ndash": "\u{2013}", "hellip": "\u{2026}", "copy": "\u{00A9}",
                                          "reg": "\u{00AE}", "trade": "\u{2122}", "euro": "\u{20AC}", "deg": "\u{00B0}",
                                          "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}",
                                          "bull": "\u{2022}", "middot": "\u{00B7}", "times": "\u{00D7}", "frac12": "\u{00BD}"]

    init(baseURL: URL?, defaults: [NSAttributedString.Key: Any]) {
        self.baseURL = baseURL
        self.defaults = defaults
    }

    mutating func parse(_ html: String) {
        var i = html.startIndex
        while i < html.endIndex {
            if html[i] == "<", let close = html[i...].firstIndex(of: ">") {
                tag(String(html[html.index(after: i)..<close]))
                i = html.index(after: close)
            } else {
                let next = html[i...].firstIndex(of: "<") ?? html.endIndex
                let end = next == i ? html.index(after: i) : next
                text(Self.decode(String(html[i..<end])))
                i = end
            }
        }
    }

    /// Handles one tag (the text between `<` and `>`).
    private mutating func tag(_ raw: String) {
        if raw.hasPrefix("!") || raw.hasPrefix("?") { return }  // comments, doctypes
        let closing = raw.hasPrefix("/")
        let body = closing ? raw.dropFirst() : Substring(raw)
        let name = body.prefix { !$0.isWhitespace && $0 != "/" }.lowercased()
        if name == "title" {
            inTitle = !closing
            if closing { title = titleText.trimmingCharacters(in: .whitespacesAndNewlines) }
            return
        }
        if let skipped = skipping {
            if closing && name == skipped { skipping = nil }
            return
        }
        if !closing && ["head", "style", "script"].contains(name) && !raw.hasSuffix("/") {
            skipping = name
            return
        }
        let delta = closing ? -1 : 1
        switch name {
        case "b", "strong", "h1", "h2", "h3", "h4", "h5", "h6", "th": bold = max(0, bold + delta)
        case "i", "em", "cite", "var", "dfn": italic = max(0, italic + delta)
        case "u", "ins": underline = max(0, underline + delta)
        case "s", "strike", "del": strike = max(0, strike + delta)
        case "pre": preformatted = max(0, preformatted + delta)
        case "a":
            if closing { _ = links.popLast() } else { links.append(Self.attribute("href", in: String(body)).flatMap { URL(string: $0, relativeTo: baseURL)?.absoluteURL }) }
        case "br": lineBreak(force: true)
        default: break
        }
        if Self.blocks.contains(name) { lineBreak(force: false) }
        if name == "li" && !closing { append("\u{2022} ") }
        if name == "td" && !closing && !atLineStart { pendingSpace = true }
    }

    /// Handles text between tags: white space collapses outside `pre`.
    private mutating func text(_ s: String) {
        if inTitle { titleText += s; return }
        guard skipping == nil else { return }
        if preformatted > 0 { append(s); return }
        var word = ""
        for c in s {
            if c.isWhitespace && c != "\u{00A0}" {
                if !word.isEmpty { append(word); word = "" }
                pendingSpace = !atLineStart
            } else {
                word.append(c)
            }
        }
        if !word.isEmpty { append(word) }
    }

    /// Ends the line: always for `br`, once after text for a block.
    private mutating func lineBreak(force: Bool) {
        pendingSpace = false
        guard force || !atLineStart else { return }
        runs.append(("\n", attributes()))
        atLineStart = true
    }

    private mutating func append(_ s: String) {
        let text = (pendingSpace ? " " : "") + s
        pendingSpace = false
        runs.append((text, attributes()))
        atLineStart = text.hasSuffix("\n")
    }

    /// The attributed string of the runs read.
    var result: NSAttributedString {
        let string = NSMutableAttributedString(string: runs.map(\.text).joined())
        var location = 0
        for run in runs {
            let length = (run.text as NSString).length
            string.setAttributes(run.attributes, range: NSRange(location: location, length: length))
            location += length
        }
        return string
    }

    /// The attributes of the text at this point: the defaults, then the open styles. The font is
    /// a SwiftUI `Font` under SwiftUI's attribute name: Linux's Foundation traps when it compares
    /// two object values (a `UIFont` under `.font`) of neighbouring runs, and compares values fine.
    private func attributes() -> [NSAttributedString.Key: Any] {
        var a = defaults
        let given = a.removeValue(forKey: .font) as? UIFont
        var font = given.map(Font.init) ?? Font.system(size: HTMLDocumentReader.defaultFontSize)
        if bold > 0 { font = font.bold() }
        if italic > 0 { font = font.italic() }
        a[HTMLTextBuilder.fontKey] = font
        if underline > 0 { a[NSAttributedString.Key("NSUnderline")] = 1 }
        if strike > 0 { a[NSAttributedString.Key("NSStrikethrough")] = 1 }
        if let link = links.last, let link { a[NSAttributedString.Key("NSLink")] = link }
        return a
    }

    /// The key of a run's SwiftUI font (`AttributeScopes.SwiftUIAttributes.FontAttribute`'s name).
    static let fontKey = NSAttributedString.Key(AttributeScopes.SwiftUIAttributes.FontAttribute.name)

    /// The value of an attribute in a tag's text (`href="…"`, `href='…'` or `href=…`).
    static func attribute(_ name: String, in tag: String) -> String? {
        guard let match = tag.range(of: #"\b\#(name)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)"#, options: [.regularExpression, .caseInsensitive]) else { return nil }
        var value = tag[match].drop { $0 != "=" }.dropFirst().trimmingCharacters(in: .whitespaces)
        if let first = value.first, first == "\"" || first == "'" { value = String(value.dropFirst().dropLast()) }
        return decode(value)
    }

    /// Text with its character references decoded (`&amp;`, `&#233;`, `&#xE9;`).
    static func decode(_ s: String) -> String {
        guard s.contains("&") else { return s }
        var out = ""
        var i = s.startIndex
        while i < s.endIndex {
            if s[i] == "&", let semi = s[i...].prefix(12).firstIndex(of: ";") {
                let entity = s[s.index(after: i)..<semi]
                var decoded: String?
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    decoded = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else if entity.hasPrefix("#") {
                    decoded = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else {
                    decoded = named[String(entity)]
                }
                if let decoded {
                    out += decoded
                    i = s.index(after: semi)
                    continue
                }
            }
            out.append(s[i])
            i = s.index(after: i)
        }
        return out
    }
}
