import Foundation
import Testing
import TrellisTestSupport

/// A grocery app's scanner tab and a calendar tab, written as apps write them, compiled: the
/// scanner is guarded by `DataScannerViewController.isSupported` and falls back (as on the
/// Simulator) to reading a generated QR code from an image with Vision; the calendar asks for
/// access, saves today's events in the process's calendar database and lists what
/// `events(matching:)` finds, sorted.
@Suite(.serialized) struct VisionEventKitCompiled {
    static let screen = #"""
        import SwiftUI
        import Vision
        import VisionKit
        import EventKit
        import CoreImage.CIFilterBuiltins

        struct CodeResult: Hashable {
            var value: String
            var type: VNBarcodeSymbology
        }

        @MainActor
        struct CodeScannerView: UIViewControllerRepresentable {
            var onCodeFound: (CodeResult) -> Void

            func makeUIViewController(context: Context) -> DataScannerViewController {
                let scanner = DataScannerViewController(
                    recognizedDataTypes: [.barcode(symbologies: [.qr, .ean13, .ean8])],
                    qualityLevel: .balanced,
                    recognizesMultipleItems: false,
                    isHighFrameRateTrackingEnabled: false,
                    isHighlightingEnabled: true
                )
                scanner.delegate = context.coordinator
                try? scanner.startScanning()
                return scanner
            }

            func updateUIViewController(_ uiViewController: DataScannerViewController, context: Context) {}

            func makeCoordinator() -> Coordinator { Coordinator(self) }

            class Coordinator: NSObject, DataScannerViewControllerDelegate {
                var parent: CodeScannerView
                init(_ parent: CodeScannerView) { self.parent = parent }

                func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]) {
                    for item in addedItems {
                        if case .barcode(let code) = item, let payload = code.payloadStringValue {
                            parent.onCodeFound(CodeResult(value: payload, type: code.observation.symbology))
                        }
                    }
                }
            }
        }

        struct ScannerTab: View {
            @State private var lastCode: CodeResult?
            private var scannerAvailable: Bool { DataScannerViewController.isSupported && DataScannerViewController.isAvailable }

            var body: some View {
                VStack(spacing: 8) {
                    if scannerAvailable {
                        CodeScannerView { lastCode = $0 }
                    } else {
                        Label("Scanner not available", systemImage: "barcode.viewfinder").id("scanner-unavailable")
                        Text("Code: \(lastCode?.value ?? "none")").id("code:\(lastCode?.value ?? "none")")
                        Text(lastCode?.type.rawValue ?? "").id("type:\(lastCode?.type.rawValue ?? "")")
                        Text("\(supportedCount) symbologies").id("symbologies:\(supportedCount)")
                    }
                }
                .onAppear(perform: readSampleImage)
            }

            var supportedCount: Int { (try? VNDetectBarcodesRequest().supportedSymbologies().count) ?? 0 }

            /// "Scan from a photo": Vision on an image of a generated code.
            func readSampleImage() {
                let filter = CIFilter.qrCodeGenerator()
                filter.message = Data("4006381333931".utf8)
                guard let image = filter.outputImage?.transformed(by: CGAffineTransform(scaleX: 8, y: 8)) else { return }
                let request = VNDetectBarcodesRequest { request, error in
                    guard error == nil, let result = request.results?.first as? VNBarcodeObservation,
                          let payload = result.payloadStringValue else { return }
                    lastCode = CodeResult(value: payload, type: result.symbology)
                }
                request.symbologies = [.qr, .ean13]
                do {
                    try VNImageRequestHandler(ciImage: image, options: [:]).perform([request])
                } catch {
                    print("Vision failed: \(error)")
                }
            }
        }

        @MainActor
        final class CalendarModel: ObservableObject {
            let store = EKEventStore()
            @Published var status = "unknown"
            @Published var events: [EKEvent] = []

            func load() async {
                do {
                    let granted = try await store.requestFullAccessToEvents()
                    status = granted ? "granted" : "denied"
                } catch {
                    status = "error"
                }
                guard EKEventStore.authorizationStatus(for: .event) == .fullAccess else { return }
                let start = Calendar.current.startOfDay(for: Date())
                let end = Calendar.current.date(byAdding: .day, value: 1, to: start)!
                let predicate = store.predicateForEvents(withStart: start, end: end, calendars: nil)
                if store.events(matching: predicate).isEmpty {
                    for (title, hour) in [("Team lunch", 12), ("Standup", 9)] {
                        let event = EKEvent(eventStore: store)
                        event.title = title
                        event.startDate = Calendar.current.date(byAdding: .hour, value: hour, to: start)
                        event.endDate = event.startDate.addingTimeInterval(1800)
                        event.calendar = store.defaultCalendarForNewEvents
                        try? store.save(event, span: .thisEvent, commit: false)
                    }
                    try? store.commit()
                }
                events = store.events(matching: predicate).sorted { $0.startDate < $1.startDate }
            }
        }

        struct CalendarTab: View {
            @StateObject private var model = CalendarModel()

            var body: some View {
                List {
                    Text("Access: \(model.status)").id("access:\(model.status)")
                    ForEach(model.events, id: \.eventIdentifier) { event in
                        HStack {
                            Text(event.title)
                            Spacer()
                            Text(event.calendar.title)
                        }
                        .id("event:\(event.title ?? ""):\(Calendar.current.component(.hour, from: event.startDate)):\(event.calendar.title)")
                    }
                }
                .task { await model.load() }
            }
        }

        struct ContentView: View {
            var body: some View {
                VStack {
                    ScannerTab().frame(height: 160)
                    CalendarTab()
                }
            }
        }

        #Preview {
            ContentView()
        }
        """#

    @Test func aScannerFallsBackToVisionAndACalendarListsSavedEvents() throws {
        let url = try Command.temporaryFile(Self.screen, name: "ContentView.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled", "--interact", "wait 1"])
        #expect(r.status == 0, "\(r.stderr)")
        let ids = try CompiledPath.tree(r.stdout).root.all.compactMap(\.id)
        // No camera: the fallback, with the code Vision read from the generated image.
        #expect(ids.contains("scanner-unavailable"), "\(ids)")
        #expect(ids.contains("code:4006381333931") && ids.contains("type:VNBarcodeSymbologyQR"), "\(ids)")
        #expect(ids.contains("symbologies:24"), "\(ids)")
        // Access granted when asked; the two saved events, found and sorted by start.
        #expect(ids.contains("access:granted"), "\(ids)")
        let events = ids.filter { $0.hasPrefix("event:") }
        #expect(events == ["event:Standup:9:Calendar", "event:Team lunch:12:Calendar"], "\(ids)")
    }

    /// SwiftUI-WorkoutApp's two representables (an event editor and a zoomable photo in a PDF
    /// view), compiled in Swift 6 as written there: each is a labelled placeholder, and the
    /// screen around them lays out.
    @Test func anEventEditorAndAPDFViewAreRepresentables() throws {
        let url = try Command.temporaryFile(#"""
            import EventKit
            import EventKitUI
            import PDFKit
            import SwiftUI

            struct EventEditor: UIViewControllerRepresentable {
                @Environment(\.dismiss) private var dismiss
                let eventStore: EKEventStore

                func makeUIViewController(context: Context) -> EKEventEditViewController {
                    let controller = EKEventEditViewController()
                    controller.eventStore = eventStore
                    controller.editViewDelegate = context.coordinator
                    let event = EKEvent(eventStore: eventStore)
                    event.title = "Workout"
                    event.addAlarm(.init(relativeOffset: -3600))
                    controller.event = event
                    return controller
                }

                func updateUIViewController(_: EKEventEditViewController, context _: Context) {}

                func makeCoordinator() -> Coordinator { .init(parent: self) }

                final class Coordinator: NSObject, @preconcurrency EKEventEditViewDelegate {
                    private let parent: EventEditor
                    init(parent: EventEditor) { self.parent = parent }

                    @MainActor
                    func eventEditViewController(_: EKEventEditViewController, didCompleteWith _: EKEventEditViewAction) {
                        parent.dismiss()
                    }
                }
            }

            struct ZoomablePhoto: UIViewRepresentable {
                let image: UIImage

                func makeUIView(context _: Context) -> PDFView {
                    let view = PDFView()
                    view.document = PDFDocument()
                    guard let page = PDFPage(image: image) else { return view }
                    view.document?.insert(page, at: 0)
                    view.autoScales = true
                    return view
                }

                func updateUIView(_: PDFView, context _: Context) {}
            }

            #Preview {
                VStack(spacing: 0) {
                    EventEditor(eventStore: EKEventStore()).frame(height: 300).id("editor")
                    ZoomablePhoto(image: UIImage(systemName: "book")!).id("photo")
                }
            }
            """#, name: "Representables.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled", "--size", "390x844"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        expectFrame(tree, "editor", 0, 0, 390, 300)
        expectFrame(tree, "photo", 0, 300, 390, 544)
        #expect(r.stderr.contains("EventEditor is drawn as a placeholder") && r.stderr.contains("ZoomablePhoto is drawn as a placeholder"), "\(r.stderr)")
    }
}
