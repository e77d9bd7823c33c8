// `import SafariServices` on Linux: `SFSafariViewController`, the in-app Safari that apps present
// or wrap in a `UIViewControllerRepresentable`, and its delegate. A preview is an iPhone that is
// offline and never shows a controller: a representable that makes one is drawn as UIKit draws
// every representable (a labelled placeholder named after the representable's type, whose
// `makeUIViewController` is never called), and a controller whose view is loaded hears that its
// initial load did not succeed. Apple's SafariServices re-exports UIKit, and so does this module.
@_exported import UIKit
