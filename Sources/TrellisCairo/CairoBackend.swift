import Foundation
import Trellis

/// The Pango/Cairo backend of Trellis.
public enum CairoBackend {
    /// Makes Pango measure every `Text` (`TextMeasurement.defaultMeasurer`) and Cairo read image
    /// sizes (`ImageLoading.defaultLoader`) in this process. Call it once at start-up, before
    /// laying views out; calling it again does nothing new.
    public static func install() {
        TextMeasurement.defaultMeasurer = PangoTextMeasurer.shared
        ImageLoading.defaultLoader = CairoImageCache.shared
    }
}
