import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A pantry app's screens in the style of a real iOS 26 grocy client, compiled: iOS 18 tabs with
/// a section and a tab hidden on iPhone in a sidebar-adaptable tab view, and a purchase screen that
/// reads the log store, reads a product note's HTML, checks the torch's camera, asks Core Image
/// (through `import AVFoundation` alone) for QR codes, takes a colour's Core Graphics value and
/// shows a recipe in WebKit for SwiftUI's `WebView`.
@Suite(.serialized) struct GrocyReachCompiled {
    static let screen = #"""
        import SwiftUI
        import OSLog
        import WebKit
        import AVFoundation

        enum PantryScreen: String, Codable {
            case stock, journal, purchase, consume, settings
        }

        struct PantryTabs: View {
            @Environment(\.horizontalSizeClass) var sizeClass
            @State private var selection: PantryScreen = .purchase

            var body: some View {
                TabView(selection: $selection) {
                    Tab("Stock", systemImage: "cabinet", value: PantryScreen.stock) {
                        Text("Stock")
                    }
                    Tab("Journal", systemImage: "list.bullet", value: PantryScreen.journal) {
                        Text("Journal")
                    }
                    .hidden(sizeClass == .compact)
                    TabSection("Stock actions") {
                        Tab("Purchase", systemImage: "cart.badge.plus", value: PantryScreen.purchase) {
                            PurchaseScreen()
                        }
                        Tab("Consume", systemImage: "fork.knife", value: PantryScreen.consume) {
                            Text("Consume")
                        }
                    }
                    .customizationID("stock.actions")
                    Tab("Settings", systemImage: "gear", value: PantryScreen.settings) {
                        Text("Settings")
                    }
                    .customizationID("settings")
                }
                .tabViewStyle(.sidebarAdaptable)
            }
        }

        struct PurchaseScreen: View {
            @State private var recipe = WebPage()
            private let logger = Logger(subsystem: "example.pantry", category: "purchase")

            var logCount: Int {
                guard let store = try? OSLogStore(scope: .currentProcessIdentifier),
                      let entries = try? store.getEntries(at: store.position(date: Date().addingTimeInterval(-3600))) else { return -1 }
                return entries.compactMap { $0 as? OSLogEntryLog }.filter { $0.subsystem == "example.pantry" }.count
            }

            var note: AttributedString {
                let html = "<p>Buy <b>two</b> cartons of <a href=\"https://shop.example/milk\">milk</a></p>"
                guard let data = html.data(using: .utf8),
                      let string = try? NSAttributedString(data: data, options: [.documentType: NSAttributedString.DocumentType.html,
                                                                                 .characterEncoding: String.Encoding.utf8.rawValue],
                                                           documentAttributes: nil) else { return AttributedString("?") }
                return AttributedString(string)
            }

            var qrCount: Int {
                let detector = CIDetector(ofType: CIDetectorTypeQRCode, context: nil, options: [CIDetectorAccuracy: CIDetectorAccuracyHigh])
                let image = CIImage(color: .white).cropped(to: CGRect(x: 0, y: 0, width: 64, height: 64))
                return detector?.features(in: image).count ?? -1
            }

            var body: some View {
                List {
                    Text("Log").id("log \(logCount)")
                    Text(note).id(String(note.characters).trimmingCharacters(in: .newlines))
                    Text("Links").id("links \(note.runs.compactMap(\.link).count)")
                    Text("Torch").id(AVCaptureDevice.userPreferredCamera == nil ? "no camera" : "camera")
                    Text("QR").id("qr \(qrCount)")
                    Text("Tint").id("components \(Color.orange.cgColor?.numberOfComponents ?? 0)")
                    WebView(recipe)
                        .frame(height: 120)
                        .id("recipe")
                        .onAppear { recipe.load(html: "<h1>Pancakes</h1>") }
                }
                .onAppear { logger.info("Purchase screen shown") }
            }
        }

        #Preview {
            PantryTabs()
        }
        """#

    @Test func aPantrysTabsAndPurchaseScreenCompileAndLayOut() throws {
        let url = try Command.temporaryFile(Self.screen, name: "PantryTabs.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let ids = Set(tree.root.all.compactMap(\.id))
        // The section's Purchase tab is shown; the store holds no entries; the note's HTML is its
        // text with one link; there is no camera and no code; the colour has RGB and alpha.
        for id in ["log 0", "Buy two cartons of milk", "links 1", "no camera", "qr 0", "components 4", "recipe"] {
            #expect(ids.contains(id), "\(id) not in \(ids.sorted())")
        }
        // Stock, Purchase, Consume and Settings are in the bar (Journal is hidden on iPhone).
        #expect(tree.root.all.filter { $0.type == "Image" }.count == 4, "\(r.stdout)")
        // The web view is its placeholder, 120 tall.
        #expect(tree.frame(id: "recipe")?.height == 120)
    }
}
