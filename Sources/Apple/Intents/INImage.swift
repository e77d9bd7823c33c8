// An image an intent, its parameters or a shortcut shows: a named image of the app, an SF
// Symbol, image data, or an image on the web. It keeps where its picture comes from.
import Foundation

/// An image for Siri and Shortcuts.
open class INImage: NSObject, @unchecked Sendable {
    /// Where the picture comes from.
    enum Source: Equatable {
        case named(String)
        case system(String)
        case data(Data)
        case url(URL, width: Double?, height: Double?)
    }

    let source: Source

    init(source: Source) {
        self.source = source
        super.init()
    }

    /// An image of the app's, by name.
    /// - Parameter name: The name in its asset catalog.
    public convenience init(named name: String) { self.init(source: .named(name)) }

    /// An image of PNG or JPEG data.
    /// - Parameter imageData: The data.
    public convenience init(imageData: Data) { self.init(source: .data(imageData)) }

    /// An image on the web (nil when the URL is not one).
    /// - Parameter url: The URL.
    public convenience init?(url: URL) {
        guard url.scheme != nil else { return nil }
        self.init(source: .url(url, width: nil, height: nil))
    }

    /// An image on the web, of a size.
    /// - Parameters:
    ///   - url: The URL.
    ///   - width: Its width in points.
    ///   - height: Its height in points.
    public convenience init?(url: URL, width: Double, height: Double) {
        guard url.scheme != nil else { return nil }
        self.init(source: .url(url, width: width, height: height))
    }

    /// An SF Symbol.
    /// - Parameter systemImageName: The symbol's name.
    /// - Returns: The image.
    open class func systemImageNamed(_ systemImageName: String) -> INImage { INImage(source: .system(systemImageName)) }
}
