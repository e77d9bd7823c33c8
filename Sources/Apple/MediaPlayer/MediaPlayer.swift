// `import MediaPlayer` on Linux: what a player app tells the system and hears from it — the
// Lock Screen's now-playing information (`MPNowPlayingInfoCenter`), the remote commands of the
// Lock Screen, Control Center and headphones (`MPRemoteCommandCenter`), artwork made on demand
// (`MPMediaItemArtwork`) — and the music library with its players (`MPMediaQuery`,
// `MPMusicPlayerController`) and the volume view (`MPVolumeView`).
//
// A preview has no Lock Screen, no headphones and no music library: what an app sets is kept
// and reads back as set, no command ever arrives on its own (`_perform(_:)` sends one, as a
// tap would), the library is empty and asking for access is declined, and the music players
// keep their queue and state without sound. `MPVolumeView`, wrapped in a `UIViewRepresentable`,
// is drawn as UIKit draws every representable, a labelled placeholder named after its type.
//
// Apple's MediaPlayer brings UIKit with it (its artwork and volume view are UIKit's); this
// module re-exports it.
@_exported import UIKit
