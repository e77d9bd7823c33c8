// `import WebKit` on Linux: `WKWebView` and its configuration, content controller, data store,
// navigations and delegates, as UIKit apps and SwiftUI representables use them. A preview is an
// iPhone with no network and no JavaScript engine: a web view never draws (the representable
// that holds one is a labelled placeholder), loads of http(s) URLs fail as they do offline
// (`URLError(.notConnectedToInternet)`), and what needs no network — an HTML string, data, a
// file, `about:blank` — "loads": the navigation commits and finishes, and the page's title is
// read from its `<title>`. The delegate hears each step on the main queue, after the call that
// started it, in WebKit's order. Scripts are kept and never run; `evaluateJavaScript` fails.
@_exported import UIKit
import Foundation
#if canImport(FoundationNetworking)
// `URLRequest` and `URLResponse` are Foundation's on Apple's platforms; on Linux they are here.
@_exported import FoundationNetworking
#endif

/// What a navigation asked for: kept with the page it made, so going back or reloading reads it
/// again.
enum PageSource: Sendable {
    /// A URL request: http(s) fails offline, file, data and about URLs are read.
    case request(URLRequest)
    /// An HTML string and the URL it is said to come from.
    case html(String, baseURL: URL?)
    /// Data of a MIME type, in an encoding, said to come from a URL.
    case data(Data, mimeType: String, encodingName: String, baseURL: URL)

    /// The URL the navigation's request is for.
    var url: URL {
        switch self {
        case let .request(request): request.url ?? PageReader.blank
        case let .html(_, baseURL): baseURL ?? PageReader.blank
        case let .data(_, _, _, baseURL): baseURL
        }
    }
}

/// A page as read: what the navigation response and the web view's `url` and `title` say.
struct LoadedPage: Sendable {
    /// The page's URL.
    var url: URL
    /// Its MIME type.
    var mimeType: String
    /// Its text encoding, when it is text.
    var encodingName: String?
    /// Its length in bytes.
    var length: Int
    /// Its title: the HTML's `<title>`, else empty.
    var title: String
}

/// Reads what a navigation asked for as the device would with no network.
enum PageReader {
    /// `about:blank`: the URL of a page with no URL of its own.
    static let blank = URL(string: "about:blank")!

    /// The page a source makes, or why it failed.
    /// - Parameter source: What the navigation asked for.
    /// - Returns: The page, or the error the navigation fails with.
    static func read(_ source: PageSource) -> Result<LoadedPage, any Error> {
        switch source {
        case let .html(html, _):
            let data = Data(html.utf8)
            return .success(LoadedPage(url: source.url, mimeType: "text/html", encodingName: "utf-8", length: data.count, title: title(ofHTML: html)))
        case let .data(data, mimeType, encodingName, baseURL):
            return .success(page(of: data, url: baseURL, mimeType: mimeType, encodingName: encodingName))
        case let .request(request):
            guard let url = request.url else { return .failure(URLError(.badURL)) }
            switch url.scheme?.lowercased() {
            case "http", "https":
                return .failure(offline(url))
            case "file":
                return readFile(url)
            case "about":
                return .success(LoadedPage(url: url, mimeType: "text/html", encodingName: nil, length: 0, title: ""))
            case "data":
                return readDataURL(url)
            default:
                return .failure(cannotShow(url))
            }
        }
    }

    /// The user-info key of a failing URL's string, which URL loading errors carry beside the URL
    /// (`NSURLErrorFailingURLStringErrorKey`, deprecated in Swift for the URL's key).
    static let failingURLStringKey = "NSErrorFailingURLStringKey"

    /// The error a load of an http(s) URL fails with offline: NSURLErrorDomain −1009.
    static func offline(_ url: URL) -> URLError {
        URLError(.notConnectedToInternet, userInfo: [
            NSLocalizedDescriptionKey: "The Internet connection appears to be offline.",
            NSURLErrorFailingURLErrorKey: url,
            failingURLStringKey: url.absoluteString,
        ])
    }

    /// WebKit's error for a URL of a scheme it does not load (WebKitErrorDomain 101).
    static func cannotShow(_ url: URL) -> NSError {
        NSError(domain: "WebKitErrorDomain", code: 101, userInfo: [
            NSLocalizedDescriptionKey: "The URL can’t be shown",
            NSURLErrorFailingURLErrorKey: url,
            failingURLStringKey: url.absoluteString,
        ])
    }

    /// WebKit's error for a navigation a response policy cancelled (WebKitErrorDomain 102).
    static func interruptedByPolicy(_ url: URL) -> NSError {
        NSError(domain: "WebKitErrorDomain", code: 102, userInfo: [
            NSLocalizedDescriptionKey: "Frame load interrupted",
            NSURLErrorFailingURLErrorKey: url,
            failingURLStringKey: url.absoluteString,
        ])
    }

    /// The error a navigation stopped before it finished gets (NSURLErrorDomain −999).
    static func cancelled(_ url: URL?) -> URLError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: "cancelled"]
        if let url {
            info[NSURLErrorFailingURLErrorKey] = url
            info[failingURLStringKey] = url.absoluteString
        }
        return URLError(.cancelled, userInfo: info)
    }

    private static func readFile(_ url: URL) -> Result<LoadedPage, any Error> {
        guard let data = try? Data(contentsOf: url) else {
            return .failure(URLError(.fileDoesNotExist, userInfo: [
                NSLocalizedDescriptionKey: "The requested URL was not found on this server.",
                NSURLErrorFailingURLErrorKey: url,
                failingURLStringKey: url.absoluteString,
            ]))
        }
        return .success(page(of: data, url: url, mimeType: mimeType(ofExtension: url.pathExtension), encodingName: nil))
    }

    /// A `data:[<type>][;base64],<data>` URL's content.
    private static func readDataURL(_ url: URL) -> Result<LoadedPage, any Error> {
        let text = url.absoluteString.dropFirst("data:".count)
        guard let comma = text.firstIndex(of: ",") else { return .failure(cannotShow(url)) }
        var parameters = text[..<comma].split(separator: ";").map(String.init)
        let isBase64 = parameters.last?.lowercased() == "base64"
        if isBase64 { parameters.removeLast() }
        let payload = String(text[text.index(after: comma)...])
        let mimeType = parameters.first.flatMap { $0.isEmpty ? nil : $0.lowercased() } ?? "text/plain"
        let charset = parameters.dropFirst().first { $0.lowercased().hasPrefix("charset=") }.map { String($0.dropFirst("charset=".count)) }
        let decoded = isBase64 ? Data(base64Encoded: payload.removingPercentEncoding ?? payload)
                               : (payload.removingPercentEncoding ?? payload).data(using: .utf8)
        guard let data = decoded else { return .failure(cannotShow(url)) }
        return .success(page(of: data, url: url, mimeType: mimeType, encodingName: charset))
    }

    private static func page(of data: Data, url: URL, mimeType: String, encodingName: String?) -> LoadedPage {
        let isHTML = mimeType.lowercased().contains("html")
        let title = isHTML ? self.title(ofHTML: decode(data, encodingName: encodingName)) : ""
        return LoadedPage(url: url, mimeType: mimeType, encodingName: encodingName, length: data.count, title: title)
    }

    /// Text in a named encoding (UTF-8 when the name is unknown or the bytes are not valid in it).
    static func decode(_ data: Data, encodingName: String?) -> String {
        let encoding: String.Encoding
        switch encodingName?.lowercased() {
        case "utf-16", "utf16": encoding = .utf16
        case "utf-16le": encoding = .utf16LittleEndian
        case "utf-16be": encoding = .utf16BigEndian
        case "iso-8859-1", "latin1", "iso_8859-1": encoding = .isoLatin1
        case "windows-1252", "cp1252": encoding = .windowsCP1252
        case "us-ascii", "ascii": encoding = .ascii
        default: encoding = .utf8
        }
        return String(data: data, encoding: encoding) ?? String(decoding: data, as: UTF8.self)
    }

    /// The MIME type a file's extension names, as WebKit gives a file URL's response.
    static func mimeType(ofExtension pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "html", "htm": "text/html"
        case "xhtml", "xht": "application/xhtml+xml"
        case "txt", "text": "text/plain"
        case "css": "text/css"
        case "js", "mjs": "text/javascript"
        case "json": "application/json"
        case "xml": "text/xml"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "pdf": "application/pdf"
        case "mp4", "m4v": "video/mp4"
        case "mp3": "audio/mpeg"
        default: "application/octet-stream"
        }
    }

    private static let titleElement = try! NSRegularExpression(
        pattern: "<title(?:\\s[^>]*)?>(.*?)</title\\s*>", options: [.caseInsensitive, .dotMatchesLineSeparators])

    /// An HTML document's title as `document.title` gives it: the first `<title>`'s text with its
    /// character references decoded and its ASCII whitespace stripped and collapsed; empty when
    /// there is none.
    /// - Parameter html: The document.
    /// - Returns: The title.
    static func title(ofHTML html: String) -> String {
        let range = NSRange(html.startIndex..., in: html)
        guard let match = titleElement.firstMatch(in: html, range: range),
              let text = Range(match.range(at: 1), in: html) else { return "" }
        let decoded = decodeCharacterReferences(String(html[text]))
        return decoded.split(whereSeparator: { " \t\n\r\u{0C}".contains($0) }).joined(separator: " ")
    }

    private static let namedReferences: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "middot": "·", "bull": "•",
    ]

    /// `&amp;`, `&#39;`, `&#x2014;` and the common named references as their characters; an
    /// unknown reference is kept as written.
    private static func decodeCharacterReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.firstIndex(of: ";"), rest.distance(from: rest.startIndex, to: semicolon) <= 10 else {
                result += "&"
                rest = rest.dropFirst()
                continue
            }
            let name = rest[rest.index(after: rest.startIndex)..<semicolon]
            var character: String?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                character = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
            } else if name.hasPrefix("#") {
                character = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
            } else {
                character = namedReferences[String(name)]
            }
            if let character {
                result += character
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
