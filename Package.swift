// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisExamples", targets: ["TrellisExamples"]),
        .library(name: "TrellisCairo", targets: ["TrellisCairo"]),
        .library(name: "TrellisFile", targets: ["TrellisFile"]),
        .executable(name: "trellis", targets: ["trellis"]),
        .executable(name: "trellis-bench", targets: ["trellis-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // System libraries (pkg-config supplies the flags).
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-xlib", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),

        // The engine: pure Swift, SwiftUI's layout API.
        .target(name: "Trellis"),
        // Apple's custom-layout examples, shipped as sample code and usable from layout files.
        .target(name: "TrellisExamples", dependencies: ["Trellis"]),
        // Pango text measurement and Cairo painting.
        // The painter's pixel loops (image resampling, blur) are optimised even in debug builds:
        // unoptimised, one image at a new size takes most of a second, and the debug previewer
        // that `make test` drives would stall on every resize.
        .target(name: "TrellisCairo", dependencies: ["Trellis", "CCairo", "CPango"],
                swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // Layout files: SwiftSyntax -> interpreter -> views.
        .target(name: "TrellisFile", dependencies: [
            "Trellis", "TrellisExamples",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
        ]),
        // The X11 previewer.
        .target(name: "TrellisPreview", dependencies: ["Trellis", "TrellisCairo", "TrellisFile", "CX11", "CCairo"]),
        .executableTarget(name: "trellis", dependencies: [
            "Trellis", "TrellisCairo", "TrellisFile", "TrellisPreview",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "trellis-bench", dependencies: ["Trellis", "TrellisCairo", "TrellisFile"]),

        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisExamples"]),
        .testTarget(name: "TrellisCairoTests", dependencies: ["Trellis", "TrellisCairo"]),
        .testTarget(name: "TrellisFileTests", dependencies: ["Trellis", "TrellisFile", "TrellisCairo", "TrellisExamples"]),
        .testTarget(name: "TrellisPreviewTests", dependencies: ["Trellis", "TrellisPreview", "CX11"]),
    ],
    swiftLanguageModes: [.v6]
)
