// How a player mixes an item's audio tracks; Photos hands one back beside a video's asset (always
// nil on Linux: a video's own audio is played as recorded).
import Foundation

/// How a player mixes a video's audio tracks (none is ever made on Linux).
open class AVAudioMix: NSObject, @unchecked Sendable {}
