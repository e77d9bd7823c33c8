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
        // `import Combine` on Linux (built as `AppleCombine`, imported under swiftc's
        // `-module-alias Combine=AppleCombine`): OpenCombine's publishers with Trellis's
        // ObservableObject and @Published.
        .library(name: "AppleCombine", targets: ["AppleCombine"]),
        // Apple's companion modules that real screens import beside SwiftUI (Sources/Apple/<Name>):
        // data types implemented for real, platform behaviour accepted with no effect, and the
        // views Trellis cannot draw yet as labelled placeholders that lay out as the real ones.
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "AppleOS", targets: ["AppleOS"]),
        .library(name: "AppleOSLog", targets: ["AppleOSLog"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
        .library(name: "ActivityKit", targets: ["ActivityKit"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "WeatherKit", targets: ["WeatherKit"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "WatchConnectivity", targets: ["WatchConnectivity"]),
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        .library(name: "CoreImage", targets: ["CoreImage"]),
        .library(name: "CoreHaptics", targets: ["CoreHaptics"]),
        .library(name: "CoreML", targets: ["CoreML"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "PencilKit", targets: ["PencilKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        .library(name: "Photos", targets: ["Photos"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "MessageUI", targets: ["MessageUI"]),
        .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
        .library(name: "CoreMotion", targets: ["CoreMotion"]),
        .library(name: "Vision", targets: ["Vision"]),
        .library(name: "VisionKit", targets: ["VisionKit"]),
        .library(name: "EventKit", targets: ["EventKit"]),
        .library(name: "EventKitUI", targets: ["EventKitUI"]),
        .library(name: "PDFKit", targets: ["PDFKit"]),
        .library(name: "MediaPlayer", targets: ["MediaPlayer"]),
        .library(name: "LinkPresentation", targets: ["LinkPresentation"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "Contacts", targets: ["Contacts"]),
        .library(name: "ContactsUI", targets: ["ContactsUI"]),
        .library(name: "CoreSpotlight", targets: ["CoreSpotlight"]),
        .library(name: "QuickLook", targets: ["QuickLook"]),
        .library(name: "CloudKit", targets: ["CloudKit"]),
        .library(name: "AppleSecurity", targets: ["AppleSecurity"]),
        .library(name: "AppleNetwork", targets: ["AppleNetwork"]),
        .library(name: "BackgroundTasks", targets: ["BackgroundTasks"]),
        .library(name: "AppTrackingTransparency", targets: ["AppTrackingTransparency"]),
        .library(name: "AdSupport", targets: ["AdSupport"]),
        .library(name: "TipKit", targets: ["TipKit"]),
        .library(name: "ImageIO", targets: ["ImageIO"]),
        .library(name: "AppleCryptoKit", targets: ["AppleCryptoKit"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "TrellisBundledLayouts", targets: ["TrellisBundledLayouts"]),
        .library(name: "TrellisCairo", targets: ["TrellisCairo"]),
        .library(name: "TrellisSession", targets: ["TrellisSession"]),
        .library(name: "TrellisInterpreter", targets: ["TrellisInterpreter"]),
        .library(name: "TrellisProject", targets: ["TrellisProject"]),
        .library(name: "TrellisCompiler", targets: ["TrellisCompiler"]),
        // swift-snapshot-testing's strategies for views on Linux: `.image(layout:traits:)` with
        // `ViewImageConfig` presets, and `.layoutTree` (Sources/TrellisSnapshotTesting).
        .library(name: "TrellisSnapshotTesting", targets: ["TrellisSnapshotTesting"]),
        .executable(name: "trellis", targets: ["trellis"]),
        .executable(name: "trellis-bench", targets: ["trellis-bench"]),
        .executable(name: "trellis-fuzz", targets: ["trellis-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: `swift package generate-documentation` (a command plugin; plain builds never build it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `import Combine`: publishers, subscribers, subjects and operators (Sources/Apple/Combine).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `TrellisSnapshotTesting`: the snapshot strategies iOS suites use, on Linux.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `trellis mcp`: the Model Context Protocol over stdio.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        // System libraries (pkg-config supplies the flags).
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-xlib", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        // JPEG images (asset catalogs' photos): libjpeg-turbo's libjpeg API.
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        // Vector images (asset catalogs' PDFs and SVGs): poppler's GLib API and librsvg.
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),

        // The engine: pure Swift, SwiftUI's layout API.
        .target(name: "Trellis"),
        // Pango text measurement, Cairo painting, PNG and JPEG images, PDF and SVG images.
        // The painter's pixel loops (image resampling, blur) are optimised even in debug builds:
        // unoptimised, one image at a new size takes most of a second, and the debug previewer
        // that `make test` drives would stall on every resize.
        .target(name: "TrellisCairo", dependencies: ["Trellis", "CCairo", "CPango", "CJPEG", "CPoppler", "CRsvg"],
                swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // Custom layouts that ship with Trellis (Apple's documented examples): usable by name from
        // interpreted files and imported by every compiled preview.
        .target(name: "TrellisBundledLayouts", dependencies: ["Trellis"]),

        // Apple-named modules (Sources/Apple/): what user code imports on Linux.
        // `#Preview` and `@Previewable` (a compiler plugin on swift-syntax).
        .macro(name: "TrellisMacros", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // The module SwiftUI files import on Linux: re-exports Trellis, declares the macros, and
        // re-exports what Apple's SwiftUI does on iOS (CoreGraphics, CoreTransferable, UIKit).
        .target(name: "SwiftUI", dependencies: ["Trellis", "TrellisMacros", "AppleCombine", "CoreGraphics", "CoreTransferable", "UIKit", "CoreData",
                                                "FoundationAdditions"],
                path: "Sources/Apple/SwiftUI"),
        // What Apple's Foundation has and Linux's lacks; every file of a compiled preview imports it.
        .target(name: "FoundationAdditions", dependencies: ["Trellis"], path: "Sources/Apple/FoundationAdditions"),
        // `import Combine`: OpenCombine's publishers, subscribers, subjects, operators and
        // schedulers (Timer, RunLoop, NotificationCenter, DispatchQueue), re-exported by name beside
        // Trellis's ObservableObject and @Published (whose `$property` and `objectWillChange` it
        // makes publishers), and `View.onReceive`. A module named `Combine` in the package's build
        // would make OpenCombine take Apple's code paths (`#if !canImport(Combine)` guards RunLoop's
        // and DispatchQueue's Scheduler conformances, `Timer.TimerPublisher` and
        // `NotificationCenter.publisher(for:)`), so it is built as `AppleCombine` and user code
        // imports it as `Combine` (swiftc's `-module-alias Combine=AppleCombine`).
        .target(name: "AppleCombine", dependencies: [
            "Trellis",
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        ], path: "Sources/Apple/Combine"),
        // Companion modules, one per Apple framework, each named as Apple names it. Compiled
        // previews find their .swiftmodule in Modules/ and bind to the symbols `trellis` exports.
        // UTType with a conformance table of the system's types; the Transferable protocol and
        // its representations (they export and import for real).
        .target(name: "UniformTypeIdentifiers", dependencies: ["Trellis"], path: "Sources/Apple/UniformTypeIdentifiers"),
        .target(name: "CoreTransferable", dependencies: ["Trellis", "UniformTypeIdentifiers", "AppleCombine"],
                path: "Sources/Apple/CoreTransferable",
                swiftSettings: [.unsafeFlags(["-module-alias", "Combine=AppleCombine"])]),
        // Foundation's CG types under CoreGraphics's name, with CGAffineTransform and CGVector.
        .target(name: "CoreGraphics", dependencies: ["Trellis"], path: "Sources/Apple/CoreGraphics"),
        // Coordinates and great-circle distances; the location manager and geocoder accepted.
        .target(name: "CoreLocation", dependencies: ["Trellis"], path: "Sources/Apple/CoreLocation"),
        // `Logger` and `OSLogMessage` (lines on standard error), `OSAllocatedUnfairLock`.
        // `import os`: a module named `os` in the package's build would make swift-syntax and
        // swift-argument-parser (`#if canImport(os)`) take Apple's code paths, so it is built as
        // `AppleOS` and user code imports it as `os` (swiftc's `-module-alias os=AppleOS`).
        .target(name: "AppleOS", dependencies: ["Trellis"], path: "Sources/Apple/os"),
        // `import OSLog`: built as `AppleOSLog` for the same reason as `os` (swift-syntax asks
        // `#if canImport(OSLog)`), imported under `-module-alias OSLog=AppleOSLog`.
        .target(name: "AppleOSLog", dependencies: ["AppleOS"], path: "Sources/Apple/OSLog"),
        // UIColor (the engine's system colours), UIImage, UIFont, UIScreen, UIDevice, UIApplication.
        .target(name: "UIKit", dependencies: ["Trellis", "CoreGraphics", "QuartzCore", "UserNotifications", "FoundationAdditions"], path: "Sources/Apple/UIKit"),
        // Local notifications: kept as pending, never shown; authorisation never granted.
        .target(name: "UserNotifications", path: "Sources/Apple/UserNotifications"),
        // StoreKit 2's products, transactions and store views, `requestReview`: no App Store on
        // Linux (no products, no purchases), the store views as placeholders.
        .target(name: "StoreKit", dependencies: ["Trellis", "UIKit"], path: "Sources/Apple/StoreKit"),
        // `import SwiftData`: models, an in-memory container and context, `@Query`.
        .target(name: "SwiftData", dependencies: ["Trellis", "TrellisMacros"], path: "Sources/Apple/SwiftData"),
        // Sign in with Apple, passwords and passkeys: every request ends as cancelled; the
        // Sign in with Apple button drawn at rest.
        .target(name: "AuthenticationServices", dependencies: ["Trellis", "UIKit"], path: "Sources/Apple/AuthenticationServices"),
        // Live Activities' attributes and content; none ever runs on Linux.
        .target(name: "ActivityKit", path: "Sources/Apple/ActivityKit"),
        // An iPhone with no Apple Watch paired: sessions activate, sending fails as it does there.
        .target(name: "WatchConnectivity", path: "Sources/Apple/WatchConnectivity"),
        .target(name: "LocalAuthentication", path: "Sources/Apple/LocalAuthentication"),
        .target(name: "CoreData", dependencies: ["Trellis"], path: "Sources/Apple/CoreData"),
        // Filters computed in Swift on the processor; images in and out through the painter's
        // PNG codec (Trellis's `PixelCodec`, which the Cairo backend installs).
        .target(name: "CoreImage", dependencies: ["Trellis", "CoreGraphics", "UIKit"], path: "Sources/Apple/CoreImage",
                // Filters run per pixel: optimised in debug builds too, as the rasterizer is.
                swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // A device without haptic hardware: engines never start.
        .target(name: "CoreHaptics", path: "Sources/Apple/CoreHaptics"),
        // Models read from their `.mlmodel` files and evaluated in Swift: pipelines, linear and
        // tree-ensemble regressors and classifiers, as Create ML makes for tables.
        .target(name: "CoreML", path: "Sources/Apple/CoreML"),
        // `WKWebView` and its configuration, delegates and navigation: a web view that loads
        // nothing on Linux, drawn as a labelled placeholder like the other framework views.
        .target(name: "WebKit", dependencies: ["Trellis", "UIKit"], path: "Sources/Apple/WebKit"),
        // `PKCanvasView`, drawings, strokes and tools: a canvas no pencil draws on.
        .target(name: "PencilKit", dependencies: ["Trellis", "UIKit"], path: "Sources/Apple/PencilKit"),
        // Core Animation's layers, display links and animations (re-exported by UIKit, as Apple's is).
        .target(name: "QuartzCore", dependencies: ["Trellis", "CoreGraphics"], path: "Sources/Apple/QuartzCore"),
        // `CMTime` and the media time types (re-exported by AVFoundation, as Apple's is).
        .target(name: "CoreMedia", path: "Sources/Apple/CoreMedia"),
        // The photo library (re-exported by PhotosUI, as Apple's is).
        .target(name: "Photos", dependencies: ["Trellis", "CoreGraphics", "UIKit", "CoreLocation", "AVFoundation", "CoreData"], path: "Sources/Apple/Photos"),
        .target(name: "SafariServices", dependencies: ["Trellis", "UIKit"], path: "Sources/Apple/SafariServices"),
        .target(name: "MessageUI", dependencies: ["Trellis", "UIKit"], path: "Sources/Apple/MessageUI"),
        .target(name: "AudioToolbox", dependencies: ["CoreGraphics"], path: "Sources/Apple/AudioToolbox"),
        .target(name: "CoreMotion", path: "Sources/Apple/CoreMotion"),
        .target(name: "Vision", dependencies: ["Trellis", "CoreGraphics", "CoreImage", "CoreMedia", "UIKit"], path: "Sources/Apple/Vision"),
        .target(name: "VisionKit", dependencies: ["Trellis", "UIKit", "Vision"], path: "Sources/Apple/VisionKit"),
        .target(name: "EventKit", dependencies: ["CoreGraphics", "CoreLocation"], path: "Sources/Apple/EventKit"),
        .target(name: "EventKitUI", dependencies: ["EventKit", "UIKit"], path: "Sources/Apple/EventKitUI"),
        .target(name: "PDFKit", dependencies: ["Trellis", "UIKit"], path: "Sources/Apple/PDFKit"),
        // The now-playing information and remote commands (kept, sent only by `_perform`), artwork,
        // an empty music library whose players keep their queue and state, the volume view.
        .target(name: "MediaPlayer", dependencies: ["UIKit"], path: "Sources/Apple/MediaPlayer"),
        // Link metadata and its view; fetching a web page's fails at once (no network).
        .target(name: "LinkPresentation", dependencies: ["UIKit", "FoundationAdditions"], path: "Sources/Apple/LinkPresentation"),
        // Siri's authorisation (declined), intents, donations and shortcuts (accepted, kept).
        .target(name: "Intents", dependencies: ["FoundationAdditions"], path: "Sources/Apple/Intents"),
        // The address book: sample contacts as a fresh Simulator's, access allowed when asked,
        // saves kept for the process; the formatters.
        .target(name: "Contacts", path: "Sources/Apple/Contacts"),
        // The contact picker and contact card controllers, keeping what they are given.
        .target(name: "ContactsUI", dependencies: ["Contacts", "UIKit"], path: "Sources/Apple/ContactsUI"),
        // Spotlight's index of the app's items, kept in memory, and queries over it.
        .target(name: "CoreSpotlight", dependencies: ["UniformTypeIdentifiers", "FoundationAdditions"], path: "Sources/Apple/CoreSpotlight"),
        // The preview controller and SwiftUI's `quickLookPreview`, presented over the screen.
        .target(name: "QuickLook", dependencies: ["Trellis", "SwiftUI", "UIKit"], path: "Sources/Apple/QuickLook"),
        // iCloud's records, queries, zones, subscriptions and shares as data; a device signed out of
        // iCloud: the account is `.noAccount` and every operation fails as not authenticated.
        .target(name: "CloudKit", dependencies: ["CoreLocation"], path: "Sources/Apple/CloudKit"),
        // The keychain (an in-memory one per process), built as `AppleSecurity` and imported as
        // `Security` (`-module-alias`): packages' `#if canImport(Security)` must not see it.
        .target(name: "AppleSecurity", dependencies: ["CoreGraphics"], path: "Sources/Apple/Security"),
        // The path monitor and connections, built as `AppleNetwork` and imported as `Network`.
        .target(name: "AppleNetwork", path: "Sources/Apple/Network"),
        .target(name: "BackgroundTasks", path: "Sources/Apple/BackgroundTasks"),
        .target(name: "AppTrackingTransparency", path: "Sources/Apple/AppTrackingTransparency"),
        .target(name: "AdSupport", path: "Sources/Apple/AdSupport"),
        // Image sources and destinations (CGImageSource, CGImageDestination) over the encoded data.
        .target(name: "ImageIO", dependencies: ["Trellis", "CoreGraphics"], path: "Sources/Apple/ImageIO"),
        // Tips, their rules and their views.
        .target(name: "TipKit", dependencies: ["Trellis", "SwiftUI", "TrellisMacros"], path: "Sources/Apple/TipKit"),
        // Hashes and message authentication computed in Swift (SHA-2, SHA-1, MD5, HMAC), built as
        // `AppleCryptoKit` and imported by user code as `CryptoKit` (`-module-alias`): a module of
        // that name would make the MCP SDK's `#if canImport(CryptoKit)` code build against it.
        .target(name: "AppleCryptoKit", path: "Sources/Apple/CryptoKit"),
        // Widgets, their timelines and configurations (compiled with their views), the widget
        // family in the environment, previews at a family's size; Live Activities' views.
        .target(name: "WidgetKit", dependencies: ["Trellis", "ActivityKit", "Intents"], path: "Sources/Apple/WidgetKit"),
        // The weather's data types; the service has nothing to give on Linux (requests throw).
        .target(name: "WeatherKit", dependencies: ["CoreLocation"], path: "Sources/Apple/WeatherKit"),
        // Intents, their parameters, results, enums, entities and shortcuts; the Siri tip and
        // Shortcuts link drawn at rest. Nothing runs an intent on Linux.
        .target(name: "AppIntents", dependencies: ["SwiftUI", "Trellis"], path: "Sources/Apple/AppIntents"),
        // Views Trellis draws as placeholders (Trellis/Views/FrameworkPlaceholder.swift).
        .target(name: "MapKit", dependencies: ["Trellis", "CoreLocation", "UIKit"], path: "Sources/Apple/MapKit"),
        .target(name: "Charts", dependencies: ["Trellis"], path: "Sources/Apple/Charts"),
        .target(name: "AVFoundation", dependencies: ["Trellis", "CoreGraphics", "CoreImage", "QuartzCore", "CoreMedia", "AudioToolbox"], path: "Sources/Apple/AVFoundation"),
        .target(name: "AVKit", dependencies: ["Trellis", "AVFoundation", "UIKit"], path: "Sources/Apple/AVKit"),
        // UIKit's picker controller; SwiftUI's module declares `NSItemProvider` on Linux.
        .target(name: "PhotosUI", dependencies: ["Trellis", "UniformTypeIdentifiers", "CoreTransferable", "UIKit", "SwiftUI", "Photos"],
                path: "Sources/Apple/PhotosUI"),

        // The preview session: settings, device presets, the environment choice, the document
        // protocol and the engine choice, diagnostics, the rules for reading and writing files,
        // child processes. Every front end lays out through `PreviewSession`.
        .target(name: "TrellisSession", dependencies: ["Trellis"]),
        // The interpreter: SwiftSyntax → evaluation → Trellis views, in this process.
        .target(name: "TrellisInterpreter", dependencies: [
            "Trellis", "TrellisSession", "TrellisBundledLayouts",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
        ]),
        // The project around a file: manifests (read with SwiftSyntax, never run), an Xcode app's
        // folders, local packages, modules in dependency order, resources and asset catalogs.
        .target(name: "TrellisProject", dependencies: [
            "TrellisSession",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // The compiler path: a module's sources and previews, the swiftc driver (a project's
        // modules in order), the compiled document a child process loads, crash reports, source maps.
        .target(name: "TrellisCompiler", dependencies: [
            "Trellis", "TrellisSession", "TrellisProject", "CoreML",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // The process that runs compiled previews for the window (`trellis preview-host`), its
        // messages and their binary coding, and the window's client of it. Draws nothing.
        .target(name: "TrellisHost", dependencies: ["Trellis", "TrellisCairo", "TrellisSession", "TrellisCompiler"]),
        // Adapters for the tools people already use (docs/ARCHITECTURE.md, "Adapters").
        // Snapshot strategies for views (swift-snapshot-testing's names and parameters): a view laid
        // out through `PreviewSession` and painted by Cairo, or its LayoutTree as text.
        .target(name: "TrellisSnapshotTesting", dependencies: [
            "Trellis", "SwiftUI", "UIKit", "TrellisSession", "TrellisCairo",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // `trellis mcp`: a Model Context Protocol server whose tools run the `trellis` commands.
        .target(name: "TrellisMCP", dependencies: [
            "Trellis", "TrellisSession",
            .product(name: "MCP", package: "swift-sdk"),
        ]),
        // The X11 window.
        .target(name: "TrellisPreview", dependencies: [
            "Trellis", "TrellisCairo", "TrellisSession", "TrellisInterpreter", "TrellisProject", "TrellisCompiler", "TrellisHost",
            "CX11", "CCairo",
        ]),
        // Compiled previews are libraries that leave Trellis's symbols undefined: the command
        // exports its own (it links Trellis, the SwiftUI module and the Apple-named companion
        // modules beside it) for them to bind to at dlopen.
        .executableTarget(name: "trellis", dependencies: [
            "Trellis", "SwiftUI", "AppleCombine", "TrellisCairo", "TrellisSession", "TrellisInterpreter", "TrellisProject", "TrellisCompiler",
            "TrellisHost", "TrellisPreview", "TrellisMCP",
            "UniformTypeIdentifiers", "CoreTransferable", "CoreGraphics", "CoreLocation", "StoreKit", "AppleOS", "AppleOSLog",
            "UIKit", "MapKit", "Charts", "AVFoundation", "AVKit", "PhotosUI", "AuthenticationServices", "ActivityKit", "WidgetKit",
            "WeatherKit", "AppIntents", "UserNotifications", "SwiftData", "WatchConnectivity", "LocalAuthentication", "CoreData", "CoreImage", "CoreHaptics", "CoreML", "WebKit", "PencilKit", "AppleCryptoKit", "QuartzCore", "CoreMedia", "Photos", "SafariServices", "MessageUI", "AudioToolbox", "CoreMotion", "Vision", "VisionKit", "EventKit", "EventKitUI", "PDFKit", "MediaPlayer", "LinkPresentation", "Intents", "Contacts", "ContactsUI", "CoreSpotlight", "QuickLook", "CloudKit", "AppleSecurity", "AppleNetwork", "BackgroundTasks", "AppTrackingTransparency", "AdSupport", "TipKit", "ImageIO",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .executableTarget(name: "trellis-bench", dependencies: [
            "Trellis", "TrellisCairo", "TrellisSession", "TrellisInterpreter", "TrellisCompiler", "TrellisHost", "TrellisPreview",
            "TrellisPreviewDriver",
        ]),
        // A mutation fuzzer of layout files (load, layout, display list, paint) with worker processes.
        .executableTarget(name: "trellis-fuzz", dependencies: ["Trellis", "TrellisCairo", "TrellisSession", "TrellisInterpreter"]),

        // Runs the built `trellis` command under Xvfb and reads its log (tests and trellis-bench).
        .target(name: "TrellisPreviewDriver", dependencies: ["CX11"], path: "Tests/TrellisPreviewDriver"),
        // What every test target shares: frame expectations, the package's paths, the preview driver.
        .target(name: "TrellisTestSupport", dependencies: ["Trellis", "TrellisPreviewDriver"], path: "Tests/TrellisTestSupport"),
        // Unit tests, one target per module: in process, seconds in all (`make test-fast`).
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisBundledLayouts", "TrellisTestSupport"]),
        .testTarget(name: "TrellisCairoTests", dependencies: ["Trellis", "TrellisCairo", "TrellisTestSupport"]),
        .testTarget(name: "TrellisSessionTests", dependencies: ["Trellis", "TrellisSession", "TrellisTestSupport"]),
        .testTarget(name: "TrellisInterpreterTests", dependencies: [
            "Trellis", "TrellisSession", "TrellisInterpreter", "TrellisCairo", "TrellisBundledLayouts", "TrellisTestSupport",
        ]),
        .testTarget(name: "TrellisCompilerTests", dependencies: ["Trellis", "TrellisSession", "TrellisProject", "TrellisCompiler", "TrellisTestSupport"]),
        .testTarget(name: "TrellisHostTests", dependencies: [
            "Trellis", "TrellisSession", "TrellisInterpreter", "TrellisCairo", "TrellisHost", "TrellisTestSupport",
        ]),
        // The Apple-named modules, in process. swift-testing declares cross-import overlays for
        // Apple's CoreGraphics and UIKit (`_Testing_CoreGraphics`, …) that Linux does not have:
        // importing ours beside Testing would look for them, so this target turns them off.
        .testTarget(name: "AppleModulesTests", dependencies: [
            "Trellis", "TrellisTestSupport", "TrellisCairo", "UniformTypeIdentifiers", "CoreTransferable", "CoreGraphics", "CoreLocation",
            "StoreKit", "AppleOS", "AppleOSLog", "UIKit", "MapKit", "Charts", "AVFoundation", "AVKit", "PhotosUI",
            "AuthenticationServices", "ActivityKit", "WidgetKit", "WeatherKit", "AppIntents", "UserNotifications", "SwiftData", "WatchConnectivity", "LocalAuthentication", "CoreData", "CoreImage", "CoreHaptics", "CoreML", "WebKit", "PencilKit", "AppleCryptoKit", "QuartzCore", "CoreMedia", "Photos", "SafariServices", "MessageUI", "AudioToolbox", "CoreMotion", "Vision", "VisionKit", "EventKit", "EventKitUI", "PDFKit", "MediaPlayer", "LinkPresentation", "Intents", "Contacts", "ContactsUI", "CoreSpotlight", "QuickLook", "CloudKit", "AppleSecurity", "AppleNetwork", "BackgroundTasks", "AppTrackingTransparency", "AdSupport", "TipKit", "ImageIO",
        ], swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        // `import Combine` in process, written as apps write it: beside `import SwiftUI`, under the
        // module alias user code compiles with (swift-testing's cross-import overlays off, as above).
        .testTarget(name: "CombineTests", dependencies: ["SwiftUI", "AppleCombine", "TrellisSession", "TrellisTestSupport"],
                    swiftSettings: [.unsafeFlags(["-module-alias", "Combine=AppleCombine", "-Xfrontend", "-disable-cross-import-overlays"])]),
        .testTarget(name: "TrellisMacrosTests", dependencies: [
            "TrellisMacros",
            .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // The adapters, in process (swift-testing's cross-import overlays off, as above: SwiftUI
        // re-exports CoreGraphics).
        .testTarget(name: "TrellisSnapshotTestingTests", dependencies: [
            "Trellis", "SwiftUI", "UIKit", "TrellisSession", "TrellisSnapshotTesting", "TrellisTestSupport",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"], swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        .testTarget(name: "TrellisMCPTests", dependencies: ["Trellis", "TrellisSession", "TrellisMCP", "TrellisTestSupport"]),
        .testTarget(name: "TrellisPreviewTests", dependencies: ["Trellis", "TrellisSession", "TrellisPreview", "CX11", "TrellisTestSupport"]),
        // End-to-end tests: the built `trellis` command, swiftc, the window under Xvfb (`make test`).
        .testTarget(name: "EndToEndTests", dependencies: [
            "Trellis", "TrellisSession", "TrellisInterpreter", "TrellisCompiler", "TrellisCairo", "TrellisHost", "TrellisPreview",
            "TrellisBundledLayouts", "CX11", "TrellisTestSupport",
        ]),
    ],
    swiftLanguageModes: [.v6]
)
