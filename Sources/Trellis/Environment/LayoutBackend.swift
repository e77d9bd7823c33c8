import Foundation

/// What a layout asks of the platform: how text measures, how large image files are, and where
/// `Image("name")` looks. The engine keeps no such state of its own; the host (the command, the
/// previewer, a test) passes one in the environment (`EnvironmentValues.layoutBackend`), and what
/// it does not pass is the engine's stand-ins (`LayoutBackend.approximate`).
public struct LayoutBackend: Sendable, Hashable {
    /// Measures `Text`: its size at a proposal, line by line, and its baselines.
    public var textMeasurer: any TextMeasurer
    /// Reads an image file's size in points (and, for painters, its pixels).
    public var imageLoader: any ImageSizeReader
    /// Searched after a layout file's own folder.
    public var imageSearchDirectories: [URL]

    /// A backend of these parts; `imageSearchDirectories` are searched in order.
    public init(textMeasurer: any TextMeasurer, imageLoader: any ImageSizeReader, imageSearchDirectories: [URL] = []) {
        self.textMeasurer = textMeasurer
        self.imageLoader = imageLoader
        self.imageSearchDirectories = imageSearchDirectories
    }

    /// The engine's stand-ins: an approximate text measurer, PNG and JPEG headers, no image folders.
    public static let approximate = LayoutBackend(textMeasurer: ApproximateTextMeasurer(), imageLoader: ImageHeaderLoader())

    /// Two backends are the same when they measure with the same measurer and read with the same
    /// loader (the same instance of a class, the same type of a value) and search the same folders.
    public static func == (a: LayoutBackend, b: LayoutBackend) -> Bool {
        identity(a.textMeasurer) == identity(b.textMeasurer) && identity(a.imageLoader) == identity(b.imageLoader)
            && a.imageSearchDirectories == b.imageSearchDirectories
    }

    /// Hashes what `==` compares: the measurer's and loader's identities and the folders.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(Self.identity(textMeasurer))
        hasher.combine(Self.identity(imageLoader))
        hasher.combine(imageSearchDirectories)
    }

    private static func identity(_ value: Any) -> ObjectIdentifier {
        if type(of: value) is AnyClass { return ObjectIdentifier(value as AnyObject) }
        return ObjectIdentifier(type(of: value))
    }
}

extension EnvironmentValues {
    /// The backend views are laid out with: `textMeasurer`, `imageLoader` and
    /// `imageSearchDirectories` together.
    public var layoutBackend: LayoutBackend {
        get { LayoutBackend(textMeasurer: textMeasurer, imageLoader: imageLoader, imageSearchDirectories: imageSearchDirectories) }
        set {
            textMeasurer = newValue.textMeasurer
            imageLoader = newValue.imageLoader
            imageSearchDirectories = newValue.imageSearchDirectories
        }
    }
}
