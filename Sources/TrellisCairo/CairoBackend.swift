import Foundation
import Trellis

/// The Pango/Cairo backend of Trellis.
public enum CairoBackend {
    /// Pango measures every `Text` and Cairo reads image sizes; images are searched in
    /// `imageSearchDirectories` (by default the host's standard folders). Hosts put it in the
    /// environment they lay out in (`EnvironmentValues.layoutBackend`, `PreviewSession.backend`).
    public static func backend(imageSearchDirectories: [URL] = PNGRenderer.standardFolders) -> LayoutBackend {
        LayoutBackend(textMeasurer: PangoTextMeasurer.shared, imageLoader: CairoImageCache.shared,
                      imageSearchDirectories: imageSearchDirectories)
    }
}
