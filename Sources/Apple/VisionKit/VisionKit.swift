// `import VisionKit` on Linux: the camera scanners apps present or wrap in a
// `UIViewControllerRepresentable` — `DataScannerViewController` (live text and barcodes) and
// `VNDocumentCameraViewController` (document pages). A preview is an iPhone Simulator: it has
// no camera, so both report that they are not supported (`isSupported` and `isAvailable` are
// false), which is what apps check before offering a scanner; starting a data scanner anyway
// throws `ScanningUnavailable.unsupported`, and neither scanner ever calls its delegate. A
// representable that makes one is drawn as UIKit draws every representable: a labelled
// placeholder named after its type. The scanners' item and configuration types are real values.
//
// Apple's VisionKit brings UIKit with it, and its scanners hand out Vision's observations; this
// module re-exports both.
@_exported import UIKit
@_exported import Vision
