// `import CoreMedia` on Linux: media time (`CMTime`, `CMTimeRange` and their functions, computed
// exactly as Core Media computes them), format descriptions and sample buffers. AVFoundation
// re-exports this module, as Apple's does. The types live in their own files.
import Foundation
