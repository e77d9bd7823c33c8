// swift-tools-version: 6.0
// A package as an iOS app's would be, with its SwiftUI views and their snapshot tests, that
// builds and tests on Linux through Trellis: `import SwiftUI` is Trellis's SwiftUI module, and
// swift-snapshot-testing's SwiftUI strategies (`.image(layout:traits:)`) come from the
// TrellisSnapshotTesting product. The test file is the one an iOS suite would have.
import PackageDescription

let package = Package(
    name: "SnapshotSample",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [.library(name: "SampleViews", targets: ["SampleViews"])],
    dependencies: [
        // Trellis, this repository (`SwiftUI` and `TrellisSnapshotTesting` on Linux).
        .package(name: "Trellis", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(name: "SampleViews", dependencies: [
            .product(name: "SwiftUI", package: "Trellis", condition: .when(platforms: [.linux])),
        ]),
        .testTarget(
            name: "SampleViewsTests",
            dependencies: [
                "SampleViews",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "TrellisSnapshotTesting", package: "Trellis", condition: .when(platforms: [.linux])),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: [
                // On iOS the SwiftUI strategies come with `import SnapshotTesting`; on Linux they are
                // TrellisSnapshotTesting's, imported into every test file so the files stay iOS's.
                // swift-testing's cross-import overlays for Apple's CoreGraphics (which `SwiftUI`
                // re-exports) do not exist on Linux: turned off.
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "TrellisSnapshotTesting",
                              "-Xfrontend", "-disable-cross-import-overlays"], .when(platforms: [.linux])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
