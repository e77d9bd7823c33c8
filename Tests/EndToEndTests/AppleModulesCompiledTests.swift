import Foundation
import Testing
import Trellis

/// Screens that import Apple's companion modules (CoreLocation, MapKit, StoreKit,
/// UniformTypeIdentifiers, os, UIKit, Charts, AVKit, PhotosUI), compiled unchanged by the real
/// `trellis` command: the modules' .swiftmodule files are found in the build's Modules/ folder and
/// the library binds to the symbols the command exports.
@Suite(.serialized) struct AppleModulesCompiled {
    /// A place screen as apps write it: a model with a `CLLocationCoordinate2D` and a
    /// `Transferable` conformance with its own `UTType`, a `Logger`, `@Environment(\.requestReview)`,
    /// a `#if canImport(UIKit)` branch with a `UIColor`, and a `Map` with a marker.
    static let placeDetail = #"""
        import SwiftUI
        import CoreLocation
        import MapKit
        import StoreKit
        import UniformTypeIdentifiers
        import os
        #if canImport(UIKit)
        import UIKit
        #endif

        extension UTType {
            static let place = UTType(exportedAs: "com.example.place", conformingTo: .json)
        }

        struct Place: Identifiable, Codable, Transferable {
            var id = UUID()
            var name: String
            var latitude: CLLocationDegrees
            var longitude: CLLocationDegrees

            var coordinate: CLLocationCoordinate2D {
                CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
            }

            static var transferRepresentation: some TransferRepresentation {
                CodableRepresentation(contentType: .place)
                ProxyRepresentation(exporting: \.name)
            }
        }

        private let logger = Logger(subsystem: "com.example.places", category: "PlaceDetail")

        struct PlaceDetail: View {
            let place: Place
            let landmark = CLLocation(latitude: 48.8530, longitude: 2.3499)
            @Environment(\.requestReview) private var requestReview

            init(place: Place) {
                self.place = place
                let metres = CLLocation(latitude: place.latitude, longitude: place.longitude).distance(from: landmark)
                logger.info("Showing \(place.name, privacy: .public), \(metres, format: .fixed(precision: 0)) m from Notre-Dame")
            }

            private var cardBackground: Color {
                #if canImport(UIKit)
                Color(uiColor: .secondarySystemBackground)
                #else
                Color.gray
                #endif
            }

            var body: some View {
                VStack(spacing: 0) {
                    Map(initialPosition: .region(MKCoordinateRegion(center: place.coordinate,
                                                                    latitudinalMeters: 1000, longitudinalMeters: 1000))) {
                        Marker(place.name, coordinate: place.coordinate)
                    }
                    .frame(height: 240)
                    Text(place.name)
                        .font(.title)
                        .frame(maxWidth: .infinity, minHeight: 60)
                        .background(cardBackground)
                    Text("\(CLLocation(latitude: place.latitude, longitude: place.longitude).distance(from: landmark) / 1000, specifier: "%.1f") km from Notre-Dame")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity, minHeight: 30)
                    Button("Rate this app") {
                        requestReview()
                    }
                    .frame(maxWidth: .infinity, minHeight: 44)
                    Spacer()
                }
            }
        }

        #Preview {
            PlaceDetail(place: Place(name: "Eiffel Tower", latitude: 48.8584, longitude: 2.2945))
        }
        """#

    static func expect(_ e: LayoutTree.Element?, _ type: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        guard let e else {
            Issue.record("no \(type)", sourceLocation: sourceLocation)
            return
        }
        #expect(e.type == type, "\(e.type) is not \(type)", sourceLocation: sourceLocation)
        #expect(sameFrame(e.frame.rect, CGRect(x: x, y: y, width: w, height: h)), "\(type): \(e.frame.rect)", sourceLocation: sourceLocation)
    }

    @Test func placeScreenLaysOutWithTheMapAsAPlaceholder() throws {
        let url = try Command.temporaryFile(Self.placeDetail, name: "PlaceDetail.swift")
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        // The default window, 390 × 844 without safe area, is proposed to the VStack, which takes
        // the width of its widest child (the infinite-width frames: 390) and the whole height
        // because of the Spacer. Spacing 0, so the children are stacked exactly:
        //   the map's frame, height 240: y 0…240, its flexible Map taking 390 × 240;
        //   the title's frame, min height 60 (a title line is 34 high): y 240…300;
        //   the footnote's frame, min height 30 (a footnote line is 16 high): y 300…330;
        //   the button's frame, min height 44: y 330…374;
        //   the Spacer takes the rest, 844 − 374 = 470, zero wide at the middle, x 195.
        #expect(tree.window.width == 390 && tree.window.height == 844)
        let root = tree.root
        Self.expect(root, "VStack", 0, 0, 390, 844)
        #expect(root.children.count == 5, "\(root.children.map(\.type))")
        Self.expect(root.children.first, "frame", 0, 0, 390, 240)
        Self.expect(root.children.first?.children.first, "Map", 0, 0, 390, 240)
        Self.expect(root.children.dropFirst(1).first, "background", 0, 240, 390, 60)
        Self.expect(root.children.dropFirst(2).first, "frame", 0, 300, 390, 30)
        Self.expect(root.children.dropFirst(3).first, "frame", 0, 330, 390, 44)
        Self.expect(root.children.dropFirst(4).first, "Spacer", 195, 374, 0, 470)
        // The logger's line: haversine distance of the Eiffel Tower from Notre-Dame, 4,097.39 m.
        #expect(r.stderr.contains("[PlaceDetail] Showing Eiffel Tower, 4097 m from Notre-Dame"), "\(r.stderr)")
        #expect(r.stderr.components(separatedBy: "Map is drawn as a placeholder (MapKit is not available on Linux)").count == 2,
                "one warning: \(r.stderr)")
    }

    @Test func placeScreenRendersTheGreyBoxAndTheUIKitColour() throws {
        let url = try Command.temporaryFile(Self.placeDetail, name: "PlaceDetail.swift")
        let out = url.deletingLastPathComponent().appendingPathComponent("place.png")
        let r = try CompiledPath.run(["render", url.path, "-o", out.path, "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try VariantSheetCommand.pixels(out)
        #expect(image.width == 390 && image.height == 844)
        // Inside the map's box, away from its caption: system grey 5.
        #expect(image.rgb(20, 20) == (229, 229, 234))
        #expect(image.rgb(370, 220) == (229, 229, 234))
        // The box's rounded corner leaves the window's white background at its very corner.
        #expect(image.rgb(0, 0) == (255, 255, 255))
        // The title's background took the UIKit branch: secondarySystemBackground, not gray.
        #expect(image.rgb(5, 245) == (242, 242, 247))
    }

    @Test func chartVideoAndPhotosScreen() throws {
        let url = try Command.temporaryFile(#"""
            import SwiftUI
            import Charts
            import AVKit
            import PhotosUI

            struct Sample: Identifiable {
                let id = UUID()
                let day: String
                let steps: Int
            }

            struct Activity: View {
                let samples = [Sample(day: "Mon", steps: 4200), Sample(day: "Tue", steps: 8100)]
                let player = AVPlayer(url: URL(string: "https://example.com/intro.mp4")!)
                @State private var photo: PhotosPickerItem?

                var body: some View {
                    VStack(spacing: 8) {
                        Chart(samples) { sample in
                            BarMark(x: .value("Day", sample.day), y: .value("Steps", sample.steps))
                                .foregroundStyle(by: .value("Day", sample.day))
                        }
                        .chartYAxis(.hidden)
                        .frame(height: 200)
                        VideoPlayer(player: player)
                            .aspectRatio(16 / 9, contentMode: .fit)
                        PhotosPicker(selection: $photo, matching: .images) {
                            Label("Choose a photo", systemImage: "photo")
                        }
                    }
                    .padding(16)
                }
            }
            """#, name: "Activity.swift")
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled", "--size", "320x600"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let all = tree.root.all
        // 320 wide less 16 on each side: 288 for the stack's children.
        let chart = try #require(all.first { $0.type == "Chart" })
        #expect(chart.frame.rect.width == 288 && chart.frame.rect.height == 200)
        // 16:9 at the full 288 width: 162 high.
        let video = try #require(all.first { $0.type == "VideoPlayer" })
        expectClose(video.frame.rect.width, 288)
        expectClose(video.frame.rect.height, 162)
        let picker = try #require(all.first { $0.type == "PhotosPicker" })
        #expect(picker.children.first?.type == "Button")
        // The chart draws its marks (one bar a day, coloured by day: a legend), not a placeholder.
        #expect(chart.all.filter { $0.type == "BarMark" }.count == 2 && chart.all.contains { $0.type == "ChartLegend" })
        #expect(!r.stderr.contains("Chart is drawn as a placeholder") && r.stderr.contains("VideoPlayer is drawn as a placeholder"))
    }

    @Test func swiftUIAloneGivesTransferableAndCoreGraphics() throws {
        // Apple's SwiftUI re-exports CoreTransferable and CoreGraphics; UTType's members are found
        // through the representations' parameter types.
        let url = try Command.temporaryFile("""
            import SwiftUI

            struct Snapshot: Transferable {
                var png: Data
                static var transferRepresentation: some TransferRepresentation {
                    DataRepresentation(exportedContentType: .png) { $0.png }
                }
            }

            struct Tilted: View {
                var body: some View {
                    let t = CGAffineTransform(rotationAngle: .pi / 2)
                    Color.blue.frame(width: CGPoint(x: 40, y: 0).applying(t).y, height: 20)
                }
            }

            #Preview { Tilted() }
            """, name: "Tilted.swift")
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let color = try #require(try CompiledPath.tree(r.stdout).root.all.first { $0.type == "Color" })
        // (40, 0) rotated by 90°: (0, 40).
        expectClose(color.frame.rect.width, 40)
    }
}
