// `import LinkPresentation` on Linux: rich links — a link's metadata (`LPLinkMetadata`: title,
// icon, image, video, kept as set and archived with `NSKeyedArchiver` as apps cache it), the
// provider that fetches it (`LPMetadataProvider`) and the view that shows it (`LPLinkView`).
//
// A preview has no network: fetching a web page's metadata fails at once with the framework's
// error (`LPError.metadataFetchFailed`), as it does on a device offline, so an app's fallback
// (its own title, a plain link) is what draws; a file on disk gives its name as the title. The
// link view, wrapped in a `UIViewRepresentable`, is drawn as UIKit draws every representable, a
// labelled placeholder named after its type.
//
// Apple's LinkPresentation brings UIKit with it (share sheets ask for a link's metadata, its
// view is UIKit's); this module re-exports it.
@_exported import UIKit
