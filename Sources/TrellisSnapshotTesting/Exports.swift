// `import TrellisSnapshotTesting` alone gives swift-snapshot-testing's API too (`assertSnapshot`,
// `Snapshotting`, `withSnapshotTesting`), as `import SnapshotTesting` gives the SwiftUI strategies
// on iOS.
@_exported import SnapshotTesting
