import Foundation
import Trellis

/// The Pango/Cairo backend of Trellis.
public enum CairoBackend {
    /// Pango measures every `Text` and Cairo reads image sizes; images are searched in
    /// `imageSearchDirectories` (by default the host's standard folders). Hosts put it in the
    /// environment they lay out in (`EnvironmentValues.layoutBackend`, `PreviewSession.backend`).
    public static func backend(imageSearchDirectories: [URL] = PNGRenderer.standardFolders) -> LayoutBackend {
        _ = rasterizerInstalled
        _ = codecInstalled
        _ = vectorSizesInstalled
        _ = pdfPagesInstalled
        return LayoutBackend(textMeasurer: PangoTextMeasurer.shared, imageLoader: CairoImageCache.shared,
                             imageSearchDirectories: imageSearchDirectories)
    }

    /// Installs Cairo as the process's `ViewRasterizer` (what `ImageRenderer` draws with) once,
    /// the first time the process lays out or paints with Cairo. The view is laid out at the size
    /// it takes for the proposal, in the default environment at the scale, and painted.
    static let rasterizerInstalled: Void = ViewRasterizer.install { view, proposal, scale in
        let tree = ResolvedTree(view, environment: PNGRenderer.renderingEnvironment(EnvironmentValues(), scale: scale))
        tree.layout(in: tree.sizeThatFits(proposal))
        guard let image = try? PNGRenderer.image(tree, scale: scale), let png = try? image.pngData() else { return nil }
        return RasterizedView(png: png, width: image.width, height: image.height)
    }

    /// Installs poppler's and librsvg's reading of vector images' sizes once, with the rasterizer
    /// (`ImageHeaderLoader`, which sizes `UIImage(named:)`, has no header of theirs to read).
    static let vectorSizesInstalled: Void = VectorImageSizes.install { url in VectorImage.size(of: url) }

    /// Installs Poppler's reading of PDF documents' pages once (PDFKit's `PDFDocument`).
    static let pdfPagesInstalled: Void = PDFDocumentPages.install { data in PDFPageReader.pages(data) }

    /// Installs Cairo's PNG reading and writing as the process's `PixelCodec` once, with the
    /// rasterizer (CoreImage's filters read and write pixels with it).
    static let codecInstalled: Void = PixelCodec.install(
        decode: { data in
            guard let image = try? RenderedImage(pngData: data) else { return nil }
            return RGBAImage(width: image.width, height: image.height, bytes: image.rgbaBytes())
        },
        encode: { pixels in
            try? RenderedImage(width: pixels.width, height: pixels.height, rgba: pixels.bytes).pngData()
        })
}
