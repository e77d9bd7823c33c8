import AVFoundation
import AppleOSLog
@testable import CoreImage
import Foundation
import SwiftData
import SwiftUI
import Testing
@testable import UIKit
import WebKit

/// The API a real iOS 26 app (a grocy client) reaches beyond the core: reading the log store,
/// Core Image's detector, SwiftData's pending changes, HTML read into attributed strings, the
/// preferred camera, WebKit for SwiftUI's page, UIKit's image renderer drawing an image, views and
/// controllers made from an archive, and a SwiftUI colour as a Core Graphics one.
@MainActor @Suite struct GrocyReachTests {
    @Test func theLogStoreOfTheProcessOpensWithNoEntries() throws {
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let hourAgo = store.position(date: Date().addingTimeInterval(-3600))
        let entries = try store.getEntries(at: hourAgo)
        #expect(Array(entries).isEmpty)
        #expect(Array(try store.getEntries(with: .reverse, at: store.position(timeIntervalSinceEnd: -60), matching: NSPredicate(value: true))).isEmpty)
        #expect(OSLogStore.Scope.currentProcessIdentifier.rawValue == 1)
        #expect(OSLogEntryLog.Level.error.rawValue == 4)
        #expect(throws: CocoaError.self) { try OSLogStore(url: URL(fileURLWithPath: "/nonexistent/x.logarchive")) }
    }

    @Test func aQRDetectorIsMadeAndFindsNothing() throws {
        let detector = try #require(CIDetector(ofType: CIDetectorTypeQRCode, context: nil, options: [CIDetectorAccuracy: CIDetectorAccuracyHigh]))
        #expect(detector.features(in: CIImage(color: .white).cropped(to: CGRect(x: 0, y: 0, width: 40, height: 40))).isEmpty)
        #expect(CIDetector(ofType: "CIDetectorTypeNothing", context: nil) == nil)
        let feature = CIQRCodeFeature(message: "grocy:p:12", topLeft: CGPoint(x: 10, y: 50), topRight: CGPoint(x: 50, y: 50),
                                      bottomLeft: CGPoint(x: 10, y: 10), bottomRight: CGPoint(x: 50, y: 10))
        #expect(feature.type == CIFeatureTypeQRCode)
        #expect(feature.bounds == CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(feature.messageString == "grocy:p:12")
    }

    @Test func processingPendingChangesKeepsThemUnsaved() throws {
        let container = try ModelContainer(for: Hike.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        context.insert(Hike(name: "Pass", kilometres: 7))
        context.processPendingChanges()
        #expect(context.hasChanges)
        #expect(try context.fetch(FetchDescriptor<Hike>()).map(\.name) == ["Pass"])
    }

    @Test func htmlIsReadWithItsBoldItalicAndLinks() throws {
        let html = "<html><head><title>Soup</title><style>p { color: red }</style></head><body>"
            + "<h1>Tomato   soup</h1><p>Simmer <b>20&nbsp;min</b>, then <i>blend</i>.<br>See <a href=\"/r/1\">recipe &amp; notes</a>.</p>"
            + "<ul><li>Salt</li><li>Pepper</li></ul></body></html>"
        var attributes: NSDictionary?
        let string = try NSAttributedString(data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html,
                                                                               .characterEncoding: String.Encoding.utf8.rawValue,
                                                                               .baseURL: URL(string: "https://grocy.example")!],
                                            documentAttributes: &attributes)
        #expect(string.string == "Tomato soup\nSimmer 20\u{00A0}min, then blend.\nSee recipe & notes.\n\u{2022} Salt\n\u{2022} Pepper\n")
        #expect(attributes?["NSTitleDocumentAttribute"] as? String == "Soup")
        let text = string.string as NSString
        let fontKey = NSAttributedString.Key("SwiftUI.Font")
        #expect(string.attribute(fontKey, at: 0, effectiveRange: nil) as? Font == Font.system(size: 12).bold())
        #expect(string.attribute(fontKey, at: text.range(of: "Simmer").location, effectiveRange: nil) as? Font == Font.system(size: 12))
        #expect(string.attribute(fontKey, at: text.range(of: "20").location, effectiveRange: nil) as? Font == Font.system(size: 12).bold())
        #expect(string.attribute(fontKey, at: text.range(of: "blend").location, effectiveRange: nil) as? Font == Font.system(size: 12).italic())
        let link = string.attribute(NSAttributedString.Key("NSLink"), at: text.range(of: "recipe").location, effectiveRange: nil) as? URL
        #expect(link?.absoluteString == "https://grocy.example/r/1")
        // As an AttributedString: the link and the runs' SwiftUI fonts.
        let converted = AttributedString(string)
        #expect(String(converted.characters) == string.string)
        let linked = converted.runs.compactMap { $0.link }
        #expect(linked.map(\.absoluteString) == ["https://grocy.example/r/1"])
        #expect(converted.runs.compactMap { $0[AttributeScopes.SwiftUIAttributes.FontAttribute.self] }.contains(Font.system(size: 12).italic()))
    }

    @Test func fromHTMLReadsAStringAsync() async throws {
        let (string, attributes) = try await NSAttributedString.fromHTML("<p>Buy <strong>milk</strong></p><p>Eggs</p>")
        #expect(string.string == "Buy milk\nEggs\n")
        #expect(attributes[.documentType] as? NSAttributedString.DocumentType == .html)
        let (plain, _) = try NSAttributedString.fromPlainData()
        #expect(plain.string == "a < b")
    }

    @Test func thereIsNoPreferredCamera() {
        #expect(AVCaptureDevice.userPreferredCamera == nil)
        #expect(AVCaptureDevice.systemPreferredCamera == nil)
    }

    @Test func aWebPageLoadsHTMLAtOnceAndFailsOnlineLoads() async throws {
        let page = WebPage()
        #expect(page.url == nil && page.title.isEmpty && page.estimatedProgress == 0)
        var events: [WebPage.NavigationEvent] = []
        for try await event in page.load(html: "<title>Recipe</title><p>Cook</p>", baseURL: URL(string: "about:blank")!) { events.append(event) }
        #expect(events == [.startedProvisionalNavigation, .committed, .finished])
        #expect(page.title == "Recipe" && page.url?.absoluteString == "about:blank")
        #expect(page.estimatedProgress == 1 && !page.isLoading)
        var failure: (any Error)?
        do { for try await _ in page.load(URL(string: "https://grocy.example")!) {} } catch { failure = error }
        #expect((failure as? URLError)?.code == .notConnectedToInternet)
        #expect(page.url?.absoluteString == "about:blank")
    }

    @Test func drawingAnImageIntoARendererResizesIt() throws {
        let symbol = try #require(UIImage(systemName: "cart"))
        let format = symbol.imageRendererFormat
        format.opaque = true
        #expect(format.scale == symbol.scale)
        let canvas = CGSize(width: 30, height: 20)
        let resized = UIGraphicsImageRenderer(size: canvas, format: format).image { _ in symbol.draw(in: CGRect(origin: .zero, size: canvas)) }
        #expect(resized.size == canvas)
        guard case let .system(name) = resized.source else { Issue.record("not the symbol: \(resized.source)"); return }
        #expect(name == "cart")
        // Drawn into a corner only: nothing is drawn.
        let corner = UIGraphicsImageRenderer(size: canvas).image { _ in symbol.draw(at: .zero) }
        guard case .empty = corner.source else { Issue.record("drew \(corner.source)"); return }
    }

    @Test func viewsAndControllersAreMadeFromAnArchive() throws {
        final class Card: UIView {
            let title: String
            init(title: String) {
                self.title = title
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) {
                title = "archived"
                super.init(coder: coder)
            }
        }
        final class Scanner: UIViewController {
            var isPaused = false
            required init?(coder: NSCoder) {
                isPaused = true
                super.init(coder: coder)
            }
        }
        let coder = NSCoder()
        #expect(Card(coder: coder)?.title == "archived")
        #expect(Scanner(coder: coder)?.isPaused == true)
        #expect(UILabel(coder: coder)?.frame == .zero)
    }

    @Test func aColourIsACoreGraphicsColour() throws {
        let red = try #require(Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.5).cgColor)
        #expect(red.components == [1, 0.5, 0, 0.5])
        let blue = try #require(Color.blue.cgColor)
        let resolved = Color.blue.resolve(in: EnvironmentValues())
        #expect(blue.components == [CGFloat(resolved.red), CGFloat(resolved.green), CGFloat(resolved.blue), CGFloat(resolved.opacity)])
    }
}

private extension NSAttributedString {
    /// Plain text read as a document: kept as it is.
    static func fromPlainData() throws -> (NSAttributedString, NSDictionary?) {
        var attributes: NSDictionary?
        let string = try NSAttributedString(data: Data("a < b".utf8), options: [.documentType: NSAttributedString.DocumentType.plain],
                                            documentAttributes: &attributes)
        return (string, attributes)
    }
}
