import Testing

/// Every test that starts an X server: one at a time, so the frame times they measure are not
/// disturbed by each other.
@Suite("trellis preview under Xvfb", .serialized, .enabled(if: VirtualDisplay.missingTools == nil,
       "window tests skipped: \(VirtualDisplay.missingTools ?? "")"))
struct PreviewUnderXvfb {}
