import Foundation

// AsyncImage at rest. SwiftUI loads the URL with the shared URLSession and shows a placeholder
// until the image arrives; Apple's documentation says the standard placeholder (of
// `AsyncImage(url:)`) "fills the available space" and draws it as a grey box. A layout at rest
// is taken before anything downloads, so Trellis shows the loading phase (`.empty`): the
// placeholder, or what the phase closure makes of `.empty`. A `file://` URL to a PNG is read
// at once through the engine's image loading (the phase is `.success`; a file that is missing
// or not an image is `.failure`), so previews of local images show them. The grey of the
// standard placeholder is not documented; Trellis fills it with UIColor.secondarySystemFill.

/// A view that loads an image from a URL and shows it, with a placeholder until it has loaded.
///
/// SwiftUI downloads the image. A layout at rest in Trellis shows the loading phase: the
/// standard placeholder, a grey fill that takes all the space it is offered, or your
/// placeholder; a local `file://` URL to a PNG loads at once and shows the image.
///
/// ```swift
/// AsyncImage(url: avatarURL) { image in
///     image.resizable().scaledToFill()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 44, height: 44)
/// .clipShape(Circle())
/// ```
public nonisolated struct AsyncImage<Content: View>: View, PrimitiveView {
    /// The engine builds the view of the current phase; there is no body.
    public typealias Body = Never
    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> Content

    /// Loads and shows the image at `url`, with the standard placeholder until it loads.
    /// - Parameters:
    ///   - url: where the image is; nil shows the placeholder.
    ///   - scale: the image's scale: 2 draws it at half its pixel size.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        // The placeholder is drawn by `makeNodes`; `content` only makes the loaded image.
        content = { $0.image ?? Image(systemName: "") }
    }

    /// Loads the image at `url` and shows `content` made from it, with `placeholder` until it loads.
    /// - Parameters:
    ///   - url: where the image is; nil shows the placeholder.
    ///   - scale: the image's scale: 2 draws it at half its pixel size.
    ///   - content: the view of the loaded image (`image.resizable()`, …).
    ///   - placeholder: the view shown while the image loads, or when it fails.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        self.content = { phase in
            if let image = phase.image {
                ViewBuilder.buildEither(first: content(image)) as _ConditionalContent<I, P>
            } else {
                ViewBuilder.buildEither(second: placeholder()) as _ConditionalContent<I, P>
            }
        }
    }

    /// Loads the image at `url` and shows the view `content` makes of each phase of the load.
    /// - Parameters:
    ///   - url: where the image is; nil stays in the empty phase.
    ///   - scale: the image's scale: 2 draws it at half its pixel size.
    ///   - transaction: how SwiftUI animates a change of phase (nothing changes at rest).
    ///   - content: the view of a phase: `.empty` while loading, `.success` with the image, `.failure` with the error.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.content = content
    }

    /// The phase a layout at rest shows: empty for a remote URL or none, the image (or a
    /// failure) for a local file.
    static func phase(of url: URL?, scale: CGFloat, in env: EnvironmentValues) -> AsyncImagePhase {
        guard let url, url.isFileURL else { return .empty }
        guard ImageLoading.isRegularFile(url.path), env.imageLoader.pixelSize(of: url) != nil else {
            return .failure(URLError(.cannotDecodeContentData))
        }
        return .success(Image(fileURL: url, scale: scale > 0 && scale.isFinite ? scale : 1))
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let phase = Self.phase(of: url, scale: scale, in: ctx.environment)
        let view: AnyView
        if Content.self == Image.self, phase.image == nil {
            view = AnyView(Color.secondarySystemFill)
        } else {
            view = AnyView(content(phase))
        }
        ctx.resolve(ControlNode(name: "AsyncImage", content: view), into: &nodes)
    }
}

/// Where the load of an `AsyncImage` is: loading, loaded with its image, or failed with an error.
public enum AsyncImagePhase: @unchecked Sendable {
    /// Not loaded yet: the phase of every remote image in a layout at rest.
    case empty
    /// Loaded, with the image.
    case success(Image)
    /// The load failed, with the reason.
    case failure(any Error)

    /// The loaded image, or nil before it has loaded or when it failed.
    public var image: Image? {
        if case let .success(image) = self { return image }
        return nil
    }

    /// The error of a failed load, or nil.
    public var error: (any Error)? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
