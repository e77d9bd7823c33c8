// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        // `import SwiftUI` on Linux: Trellis, Foundation, Observation and the #Preview macro.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // `import Combine` on Linux: ObservableObject and @Published (the rest of Combine is not there).
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "TrellisExamples", targets: ["TrellisExamples"]),
        .library(name: "TrellisCairo", targets: ["TrellisCairo"]),
        .library(name: "TrellisFile", targets: ["TrellisFile"]),
        .executable(name: "trellis", targets: ["trellis"]),
        .executable(name: "trellis-bench", targets: ["trellis-bench"]),
        .executable(name: "trellis-fuzz", targets: ["trellis-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: `swift package generate-documentation` (a command plugin; plain builds never build it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // System libraries (pkg-config supplies the flags).
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-xlib", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),

        // The engine: pure Swift, SwiftUI's layout API.
        .target(name: "Trellis"),
        // `#Preview` and `@Previewable` (a compiler plugin on swift-syntax).
        .macro(name: "TrellisMacros", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // The module SwiftUI files import on Linux: re-exports Trellis, declares the macros.
        .target(name: "SwiftUI", dependencies: ["Trellis", "TrellisMacros"]),
        // The part of Combine models use with SwiftUI (ObservableObject, @Published), from Trellis.
        .target(name: "Combine", dependencies: ["Trellis"]),
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
        // Compiled previews are libraries that leave Trellis's symbols undefined: the command
        // exports its own (it links Trellis and the SwiftUI module) for them to bind to at dlopen.
        .executableTarget(name: "trellis", dependencies: [
            "Trellis", "SwiftUI", "Combine", "TrellisCairo", "TrellisFile", "TrellisPreview",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .executableTarget(name: "trellis-bench", dependencies: ["Trellis", "TrellisCairo", "TrellisFile", "TrellisPreview", "TrellisPreviewDriver"]),
        // A mutation fuzzer of layout files (load, layout, display list, paint) with worker processes.
        .executableTarget(name: "trellis-fuzz", dependencies: ["Trellis", "TrellisCairo", "TrellisFile"]),

        // Runs the built `trellis` command under Xvfb and reads its log (tests and trellis-bench).
        .target(name: "TrellisPreviewDriver", dependencies: ["CX11"], path: "Tests/TrellisPreviewDriver"),
        // What every test target shares: frame expectations, the package's paths, the preview driver.
        .target(name: "TrellisTestSupport", dependencies: ["Trellis", "TrellisPreviewDriver"], path: "Tests/TrellisTestSupport"),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisExamples", "TrellisTestSupport"]),
        .testTarget(name: "TrellisCairoTests", dependencies: ["Trellis", "TrellisCairo", "TrellisTestSupport"]),
        .testTarget(name: "TrellisFileTests", dependencies: ["Trellis", "TrellisFile", "TrellisCairo", "TrellisExamples", "TrellisTestSupport"]),
        .testTarget(name: "TrellisPreviewTests", dependencies: ["Trellis", "TrellisPreview", "CX11", "TrellisTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
