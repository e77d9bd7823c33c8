import CoreLocation
import Foundation
import MapKit
import Testing
import TrellisCairo
import UIKit

/// MapKit's services as apps call them: search, completion, directions and snapshots. The
/// requests that need Apple's servers fail as on an offline iPhone — after the call returns, on
/// the main queue, with MapKit's error — and snapshots succeed with a placeholder image whose
/// projection is real.
@MainActor @Suite struct MapKitServicesTests {
    /// What the handlers saw, in order.
    @MainActor final class Log {
        var events: [String] = []
    }

    /// A completer's delegate, recording what it is told.
    final class Listener: NSObject, MKLocalSearchCompleterDelegate, @unchecked Sendable {
        var events: [String] = []
        func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
            events.append("updated \(completer.results.count) on \(MapKitServicesTests.currentQueue())")
        }
        func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {
            events.append("failed \((error as? MKError)?.code.rawValue ?? 0) on \(MapKitServicesTests.currentQueue())")
        }
    }

    /// What a handler on another queue saw.
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var value: (queue: String, snapshot: Bool)?
        func set(_ v: (queue: String, snapshot: Bool)) { lock.withLock { value = v } }
        var get: (queue: String, snapshot: Bool)? { lock.withLock { value } }
    }

    nonisolated static let queueKey = DispatchSpecificKey<String>()

    /// The queue a handler runs on, by the name set on it (the main queue is "main"). Not
    /// `Thread.isMainThread`: under `swift test` the main queue may be drained by another thread.
    nonisolated static func currentQueue() -> String {
        DispatchQueue.main.setSpecific(key: queueKey, value: "main")
        return DispatchQueue.getSpecific(key: queueKey) ?? "other"
    }

    /// Lets the main queue run until `done` holds (at most a second).
    func settle(_ done: () -> Bool) async {
        for _ in 0..<200 where !done() { try? await Task.sleep(nanoseconds: 5_000_000) }
    }

    static let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)

    // MARK: Errors

    @Test func errorsHaveApplesDomainAndCodes() {
        #expect(MKError.Code.unknown.rawValue == 1 && MKError.Code.serverFailure.rawValue == 2)
        #expect(MKError.Code.loadingThrottled.rawValue == 3 && MKError.Code.placemarkNotFound.rawValue == 4)
        #expect(MKError.Code.directionsNotFound.rawValue == 5 && MKError.Code.decodingFailed.rawValue == 6)
        #expect(MKError.errorDomain == "MKErrorDomain" && MKErrorDomain == "MKErrorDomain")
        let error = MKError(.serverFailure)
        #expect(error.errorCode == 2 && error.code == MKError.serverFailure)
        let ns = error as NSError
        #expect(ns.domain == "MKErrorDomain" && ns.code == 2)
    }

    // MARK: Local search

    @Test func localSearchFailsAfterReturningOnTheMainQueue() async {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = "coffee"
        request.region = MKCoordinateRegion(center: Self.paris, latitudinalMeters: 2000, longitudinalMeters: 2000)
        request.resultTypes = .pointOfInterest
        request.pointOfInterestFilter = MKPointOfInterestFilter(including: [.cafe])
        let search = MKLocalSearch(request: request)
        // The search keeps a copy: later changes to the request do not matter.
        request.naturalLanguageQuery = "tea"
        let log = Log()
        #expect(!search.isSearching)
        search.start { response, error in
            log.events.append("completed: response \(response == nil ? "nil" : "set"), "
                + "code \((error as? MKError)?.code.rawValue ?? 0), on \(Self.currentQueue())")
        }
        log.events.append("returned")
        #expect(search.isSearching)
        await settle { log.events.count == 2 }
        #expect(log.events == ["returned", "completed: response nil, code 2, on main"])
        #expect(!search.isSearching)
    }

    @Test func asyncSearchThrowsServerFailure() async {
        let search = MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "1 Infinite Loop"))
        do {
            _ = try await search.start()
            Issue.record("a search succeeded offline")
        } catch MKError.serverFailure {
            // What an offline iPhone gives.
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func cancelledSearchNeverCallsBack() async throws {
        let search = MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "museum"))
        let log = Log()
        search.start { _, _ in log.events.append("called") }
        search.cancel()
        #expect(!search.isSearching)
        // A second search proves the main queue has run past the first's turn.
        let other = MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "park"))
        other.start { _, _ in log.events.append("other") }
        await settle { log.events.contains("other") }
        #expect(log.events == ["other"])
    }

    @Test func requestsKeepWhatAppsSet() {
        let request = MKLocalSearch.Request(naturalLanguageQuery: "pizza",
                                            region: MKCoordinateRegion(center: Self.paris, latitudinalMeters: 500, longitudinalMeters: 500))
        #expect(request.naturalLanguageQuery == "pizza" && request.region.center.latitude == 48.8566)
        #expect(request.resultTypes == [.address, .pointOfInterest])
        #expect(MKLocalSearch.Request.ResultType.physicalFeature.rawValue == 4)
        let response = MKLocalSearch.Response()
        #expect(response.mapItems.isEmpty)
    }

    // MARK: Completer

    @Test func completerTellsItsDelegateOfFailure() async {
        let completer = MKLocalSearchCompleter()
        let listener = Listener()
        completer.delegate = listener
        completer.resultTypes = .address
        completer.region = MKCoordinateRegion(center: Self.paris, latitudinalMeters: 5000, longitudinalMeters: 5000)
        // Typed in one turn: one request.
        completer.queryFragment = "Ei"
        completer.queryFragment = "Eif"
        completer.queryFragment = "Eiff"
        #expect(listener.events.isEmpty && completer.isSearching)
        await settle { !listener.events.isEmpty }
        try? await Task.sleep(nanoseconds: 20_000_000)
        #expect(listener.events == ["failed 2 on main"])
        #expect(completer.results.isEmpty && !completer.isSearching)
        // Clearing the text clears the results.
        completer.queryFragment = ""
        await settle { listener.events.count == 2 }
        #expect(listener.events.last == "updated 0 on main")
        // Cancelled: nothing is told.
        completer.queryFragment = "Louvre"
        completer.cancel()
        try? await Task.sleep(nanoseconds: 30_000_000)
        #expect(listener.events.count == 2)
    }

    // MARK: Directions

    @Test func directionsFailAfterReturning() async {
        let request = MKDirections.Request()
        request.source = MKMapItem(placemark: MKPlacemark(coordinate: Self.paris))
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 51.5074, longitude: -0.1278)))
        #expect(request.transportType == .any && !request.requestsAlternateRoutes)
        request.transportType = .walking
        let directions = MKDirections(request: request)
        let log = Log()
        directions.calculate { response, error in
            log.events.append("routes \(response?.routes.count ?? -1), code \((error as? MKError)?.code.rawValue ?? 0)")
        }
        directions.calculateETA { response, error in
            log.events.append("eta \(response == nil ? "nil" : "set"), code \((error as? MKError)?.code.rawValue ?? 0)")
        }
        log.events.append("returned")
        #expect(directions.isCalculating)
        await settle { log.events.count == 3 }
        #expect(log.events == ["returned", "routes -1, code 2", "eta nil, code 2"])
        #expect(!directions.isCalculating)
        await #expect(throws: MKError(.serverFailure)) { try await directions.calculate() }
        await #expect(throws: MKError(.serverFailure)) { try await directions.calculateETA() }
        // An app's preview route: empty, with an empty line.
        let route = MKRoute()
        #expect(route.polyline.pointCount == 0 && route.steps.isEmpty && route.distance == 0)
    }

    // MARK: Snapshots

    @Test func snapshotIsAMapColouredImageOfTheSizeAndScale() async throws {
        let options = MKMapSnapshotter.Options()
        #expect(options.size == CGSize(width: 256, height: 256))
        options.region = MKCoordinateRegion(center: Self.paris, latitudinalMeters: 1000, longitudinalMeters: 1000)
        options.size = CGSize(width: 300, height: 200)
        options.scale = 2
        let snapshot = try await MKMapSnapshotter(options: options).start()
        #expect(snapshot.image.size == CGSize(width: 300, height: 200) && snapshot.image.scale == 2)
        let pixels = try RenderedImage(pngData: try #require(snapshot.image.pngData()))
        #expect(pixels.width == 600 && pixels.height == 400)
        let light = try #require(pixels.pixel(x: 599, y: 399))
        #expect(light.red == 249 && light.green == 245 && light.blue == 237 && light.alpha == 255)
        // Dark appearance: dark land.
        options.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        options.scale = 1
        let dark = try await MKMapSnapshotter(options: options).start()
        let darkPixels = try RenderedImage(pngData: try #require(dark.image.pngData()))
        #expect(darkPixels.width == 300 && darkPixels.pixel(x: 0, y: 0)?.red == 44)
    }

    @Test func snapshotPlacesCoordinatesByTheProjection() async throws {
        // A 0.1° square region at Paris is 0.1/360 · 2²⁸ = 74,565.40 map points wide and
        // y(48.8066°) − y(48.9066°) = 113,330.66 tall (1.51988 times as tall). On an image of
        // that shape the centre is the image's centre and the east and west edges its sides;
        // the north and south edges sit 0.114 points above the image's, as Mercator places the
        // centre's latitude below the middle of the edges'.
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(center: Self.paris, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
        let height = 300 * 1.5198825902840163
        options.size = CGSize(width: 300, height: height)
        let snapshot = try await MKMapSnapshotter(options: options).start()
        let centre = snapshot.point(for: Self.paris)
        #expect(abs(centre.x - 150) < 1e-6 && abs(centre.y - height / 2) < 1e-6, "\(centre)")
        let northWest = snapshot.point(for: CLLocationCoordinate2D(latitude: 48.9066, longitude: 2.3022))
        #expect(abs(northWest.x) < 1e-6 && abs(northWest.y + 0.11385740) < 1e-4, "\(northWest)")
        let southEast = snapshot.point(for: CLLocationCoordinate2D(latitude: 48.8066, longitude: 2.4022))
        #expect(abs(southEast.x - 300) < 1e-6 && abs(southEast.y - 455.85091968) < 1e-4, "\(southEast)")
        // A region of another shape is widened to the image's: 10° × 10° at the equator
        // (7,456,540 × 7,466,023 map points) on a 300 × 150 image shows 2 × 7,466,023 map points
        // across, so 5° west is 150 − 150 · 7,456,540/7,466,023 = 75.0953 points from the left.
        options.region = MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))
        options.size = CGSize(width: 300, height: 150)
        let wide = try await MKMapSnapshotter(options: options).start()
        let west = wide.point(for: CLLocationCoordinate2D(latitude: 5, longitude: -5))
        #expect(abs(west.x - 75.09525345) < 1e-6 && abs(west.y) < 1e-6, "\(west)")
        // The options' map rectangle is the region's.
        #expect(abs(options.mapRect.width - 7_456_540.444444) < 1e-3)
    }

    @Test func snapshotCompletesAfterReturningOnTheMainQueueOrTheQueueGiven() async {
        let options = MKMapSnapshotter.Options()
        options.mapRect = MKMapRect(x: 0, y: 0, width: 1000, height: 1000)
        options.size = CGSize(width: 10, height: 10)
        let snapshotter = MKMapSnapshotter(options: options)
        let log = Log()
        snapshotter.start { snapshot, error in
            log.events.append("done: \(snapshot?.image.size.width ?? 0), error \(error == nil ? "nil" : "set"), on \(Self.currentQueue())")
        }
        log.events.append("returned")
        #expect(snapshotter.isLoading)
        await settle { log.events.count == 2 }
        #expect(log.events == ["returned", "done: 10.0, error nil, on main"])
        #expect(!snapshotter.isLoading)

        let queue = DispatchQueue(label: "snapshots")
        queue.setSpecific(key: Self.queueKey, value: "snapshots")
        let seen = Seen()
        MKMapSnapshotter(options: options).start(with: queue) { snapshot, _ in
            seen.set((MapKitServicesTests.currentQueue(), snapshot != nil))
        }
        await settle { seen.get != nil }
        #expect(seen.get?.queue == "snapshots" && seen.get?.snapshot == true)

        // Cancelled before it ends: never called.
        let cancelled = MKMapSnapshotter(options: options)
        cancelled.start { _, _ in log.events.append("cancelled one called") }
        cancelled.cancel()
        MKMapSnapshotter(options: options).start { _, _ in log.events.append("last") }
        await settle { log.events.contains("last") }
        #expect(!log.events.contains("cancelled one called"))
    }

    /// SwiftUI-WorkoutApp's map package (MapView991): clusters told apart from the person's
    /// location, a tracking button added to the map, a zoom range, markers' title visibility.
    @Test @MainActor func clustersTrackingButtonsAndZoomRangesAsAMapPackageUsesThem() throws {
        let a = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 55, longitude: 37))
        let b = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 57, longitude: 39))
        let cluster = MKClusterAnnotation(memberAnnotations: [a, b])
        #expect(cluster.coordinate.latitude == 56 && cluster.coordinate.longitude == 38 && cluster.title == "2 items")
        let annotations: [any MKAnnotation] = [cluster, MKUserLocation(), a]
        #expect(annotations.filter { type(of: $0) != MKClusterAnnotation.self && type(of: $0) != MKUserLocation.self }.count == 1)
        #expect(!CLLocationCoordinate2DIsValid(MKClusterAnnotation(memberAnnotations: []).coordinate))
        let map = MKMapView()
        let button = MKUserTrackingButton(mapView: map)
        map.addSubview(button)
        #expect(button.mapView === map && map.subviews.contains { $0 is MKUserTrackingButton })
        map.cameraZoomRange = MKMapView.CameraZoomRange(maxCenterCoordinateDistance: 10_000)
        #expect(map.cameraZoomRange.minCenterCoordinateDistance == 0 && map.cameraZoomRange.maxCenterCoordinateDistance == 10_000)
        #expect(MKMapView.CameraZoomRange(minCenterCoordinateDistance: 500, maxCenterCoordinateDistance: 100) == nil)
        let marker = MKMarkerAnnotationView(annotation: a, reuseIdentifier: "park")
        #expect(marker.titleVisibility == .adaptive)
        marker.titleVisibility = .visible
        marker.clusteringIdentifier = "parks"
        #expect(marker.titleVisibility == .visible && marker.clusteringIdentifier == "parks")
    }
}
