// `import Photos` on Linux: PhotoKit over an in-memory photo library, one per process, as an app
// sees the library of an iPhone Simulator. Fetches, fetch results, change requests, change
// observers and the image manager work for real on what the library holds: a saved UIImage
// becomes an asset with its pixel size and creation date, observers are told what changed with
// real change details, and `requestImage` returns the image scaled to the size asked for.
//
// The library starts empty, so a preview shows what an app with no photos shows — unless the
// `TRELLIS_PHOTO_LIBRARY` environment variable names a folder, whose PNG and JPEG images and
// MOV/MP4 videos become its assets (PhotoLibraryStore.swift). Authorization is `.notDetermined`
// until the app asks (or first touches the library), and the person then allows full access.
//
// Apple's Photos brings UIKit (UIImage), Core Location (CLLocation) and AVFoundation (the video
// requests' players) with it; so does this module.
@_exported import AVFoundation
@_exported import CoreGraphics
@_exported import CoreLocation
@_exported import Foundation
@_exported import UIKit
