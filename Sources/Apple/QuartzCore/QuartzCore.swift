// `import QuartzCore` (Core Animation) on Linux: layers, their transforms, animations,
// transactions and the display link. It re-exports CoreGraphics, as Apple's QuartzCore does, so
// `CGRect`, `CGColor`, `CGPath` and `CGAffineTransform` come with it, and declares Core
// Foundation's `CFTimeInterval`, which Linux's Foundation does not export. There is no render
// server: layers keep what code sets and compute their geometry for real, animations run on the
// clock (their delegates are told on the main queue), and nothing is drawn on screen.
@_exported import CoreGraphics
import Foundation

/// A time interval in seconds, as Core Foundation declares it (`Double`).
public typealias CFTimeInterval = Double
