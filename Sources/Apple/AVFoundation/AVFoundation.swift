// `import AVFoundation` on Linux. Linux is an iPhone Simulator with no camera, no microphone and
// no media decoder: assets read their real durations, sizes and metadata from their files'
// headers; players keep their items, rates and seek positions but their clocks never move;
// capture sessions run with no devices and deliver nothing; recorders and synthesizers record
// and speak nothing. Each type is in its own file. As on Apple's platforms, the module re-exports
// Audio Toolbox (system sounds), Core Media (CMTime), Core Graphics, Core Image (CIImage,
// CIDetector: a video frame's image, as video compositions filter it) and Quartz Core (the layers
// are CALayers).
@_exported import AudioToolbox
@_exported import CoreGraphics
@_exported import CoreImage
@_exported import CoreMedia
import Foundation
@_exported import QuartzCore
