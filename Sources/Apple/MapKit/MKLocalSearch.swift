// MapKit's services that ask Apple's servers: searches, search completions, directions and
// travel times. Linux has no MapKit service, so each request fails as it does on an iPhone that
// cannot reach the servers: asynchronously, after the call returns, on the main queue, with
// `MKError(.serverFailure)` ("the map server was unable to return the desired information");
// the async forms throw that error. Nothing crashes and nothing waits forever.
import CoreLocation
import Foundation

/// The domain of MapKit's errors.
public let MKErrorDomain = "MKErrorDomain"

/// An error of MapKit's services, with Apple's codes.
public struct MKError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    /// What went wrong.
    public enum Code: UInt, Sendable {
        /// An unknown problem.
        case unknown = 1
        /// The map server could not return the information (what every request gives on Linux).
        case serverFailure = 2
        /// Too many requests were made in a short time.
        case loadingThrottled = 3
        /// The placemark was not found.
        case placemarkNotFound = 4
        /// No directions were found.
        case directionsNotFound = 5
        /// The server's answer could not be decoded.
        case decodingFailed = 6
    }

    /// What went wrong.
    public let code: Code
    /// An error of `code`.
    /// - Parameter code: What went wrong.
    public init(_ code: Code) { self.code = code }

    /// The error's domain: "MKErrorDomain".
    public static var errorDomain: String { MKErrorDomain }
    /// The error's code as a number.
    public var errorCode: Int { Int(code.rawValue) }
    /// What went wrong, in words.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: code.summary] }
    /// A readable message.
    public var description: String { "MKErrorDomain error \(code.rawValue) (\(code)): \(code.summary)" }

    /// An unknown problem.
    public static var unknown: Code { .unknown }
    /// The map server could not return the information.
    public static var serverFailure: Code { .serverFailure }
    /// Too many requests were made in a short time.
    public static var loadingThrottled: Code { .loadingThrottled }
    /// The placemark was not found.
    public static var placemarkNotFound: Code { .placemarkNotFound }
    /// No directions were found.
    public static var directionsNotFound: Code { .directionsNotFound }
    /// The server's answer could not be decoded.
    public static var decodingFailed: Code { .decodingFailed }
}

extension MKError.Code {
    var summary: String {
        switch self {
        case .unknown: "An unknown error occurred"
        case .serverFailure: "The map server was unable to return the desired information"
        case .loadingThrottled: "Map data loading was throttled"
        case .placemarkNotFound: "The placemark could not be found"
        case .directionsNotFound: "Directions could not be found"
        case .decodingFailed: "The map data could not be decoded"
        }
    }

    /// `catch MKError.serverFailure`: whether `error` is a MapKit error of `code`.
    /// - Parameters:
    ///   - code: The code to match.
    ///   - error: The error thrown.
    /// - Returns: Whether they match.
    public static func ~= (code: MKError.Code, error: any Error) -> Bool { (error as? MKError)?.code == code }
}

/// A request that fails as an offline iPhone's does: once, on the main queue after the call
/// returns, unless cancelled first.
final class OfflineRequest: @unchecked Sendable {
    private let lock = NSLock()
    private var generation = 0
    private var pending = 0

    /// Whether a failure is still to be delivered.
    var isRunning: Bool { lock.withLock { pending > 0 } }

    /// Schedules `deliver` on the main queue; it runs unless `cancel()` comes first.
    func fail(_ deliver: @escaping @MainActor @Sendable () -> Void) {
        let ticket = begin()
        DispatchQueue.main.async {
            if self.end(ticket) { deliver() }
        }
    }

    /// Schedules `deliver` on a queue; it runs unless `cancel()` comes first.
    func fail(on queue: DispatchQueue, _ deliver: @escaping @Sendable () -> Void) {
        let ticket = begin()
        queue.async {
            if self.end(ticket) { deliver() }
        }
    }

    private func begin() -> Int {
        lock.withLock {
            pending += 1
            return generation
        }
    }

    /// Whether the delivery of `ticket` is still wanted (and it is no longer pending).
    private func end(_ ticket: Int) -> Bool {
        lock.withLock {
            guard ticket == generation else { return false }
            pending -= 1
            return true
        }
    }

    /// Drops what is pending.
    func cancel() {
        lock.withLock {
            generation += 1
            pending = 0
        }
    }
}

/// A search for places by name or address with Apple's map search.
///
/// Linux: every search fails with `MKError(.serverFailure)`: the completion handler is called on
/// the main queue after `start` returns, and `start()` throws. `cancel()` before then stops the
/// handler being called.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// What to search for.
    public final class Request: NSObject, NSCopying, @unchecked Sendable {
        /// The kinds of results a search gives.
        public struct ResultType: OptionSet, Hashable, Sendable {
            /// The kinds' bits.
            public let rawValue: UInt
            /// Kinds of these bits.
            /// - Parameter rawValue: The bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Addresses.
            public static let address = ResultType(rawValue: 1 << 0)
            /// Points of interest.
            public static let pointOfInterest = ResultType(rawValue: 1 << 1)
            /// Physical features (rivers, mountains).
            public static let physicalFeature = ResultType(rawValue: 1 << 2)
        }

        /// The text searched for ("coffee", "1 Infinite Loop").
        public var naturalLanguageQuery: String?
        /// The region the results are near.
        public var region = MKCoordinateRegion()
        /// The kinds of results (addresses and points of interest).
        public var resultTypes: ResultType = [.address, .pointOfInterest]
        /// Which points of interest are wanted.
        public var pointOfInterestFilter: MKPointOfInterestFilter?

        /// An empty request.
        public override init() { super.init() }
        /// A request for a text.
        /// - Parameter naturalLanguageQuery: The text.
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }
        /// A request for a text near a region.
        /// - Parameters:
        ///   - naturalLanguageQuery: The text.
        ///   - region: The region.
        public convenience init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
            self.init(naturalLanguageQuery: naturalLanguageQuery)
            self.region = region
        }
        /// A request for a completer's suggestion: its title and subtitle as the query.
        /// - Parameter completion: The suggestion.
        public convenience init(completion: MKLocalSearchCompletion) {
            self.init(naturalLanguageQuery: [completion.title, completion.subtitle].filter { !$0.isEmpty }.joined(separator: ", "))
        }
        /// A copy of the request.
        /// - Parameter zone: Ignored.
        /// - Returns: The copy.
        public func copy(with zone: NSZone? = nil) -> Any {
            let copy = Request()
            copy.naturalLanguageQuery = naturalLanguageQuery
            copy.region = region
            copy.resultTypes = resultTypes
            copy.pointOfInterestFilter = pointOfInterestFilter
            return copy
        }
    }

    /// What a search found.
    public final class Response: NSObject, @unchecked Sendable {
        /// The places found.
        public let mapItems: [MKMapItem]
        /// The region containing them.
        public let boundingRegion: MKCoordinateRegion
        /// An empty response.
        public override init() {
            mapItems = []
            boundingRegion = MKCoordinateRegion()
            super.init()
        }
    }

    /// What a search calls when it ends: the response, or an error.
    public typealias CompletionHandler = (MKLocalSearch.Response?, (any Error)?) -> Void

    private let request: Request
    private let offline = OfflineRequest()

    /// A search for a request (a copy of it: later changes to the request are ignored).
    /// - Parameter request: The request.
    public init(request: Request) {
        self.request = request.copy() as? Request ?? request
        super.init()
    }

    /// Whether the search is running: from `start` until its handler is called.
    open var isSearching: Bool { offline.isRunning }

    /// Starts the search.
    /// - Parameter completionHandler: Called on the main queue after this returns, on Linux with
    ///   nil and `MKError(.serverFailure)`.
    open func start(completionHandler: @escaping @MainActor @Sendable (MKLocalSearch.Response?, (any Error)?) -> Void) {
        offline.fail { completionHandler(nil, MKError(.serverFailure)) }
    }

    /// Searches.
    /// - Returns: The response; on Linux it throws `MKError(.serverFailure)`.
    open func start() async throws -> MKLocalSearch.Response { throw MKError(.serverFailure) }

    /// Cancels the search: its handler will not be called. Nothing happens when none is running.
    open func cancel() { offline.cancel() }
}

/// A suggestion of a search completer: a title and subtitle with the parts that matched.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    /// The suggestion ("Apple Park").
    public let title: String
    /// Where it is or what it is ("Cupertino, CA").
    public let subtitle: String
    /// The ranges of the title that matched the query (`NSRange`s in `NSValue`s).
    public let titleHighlightRanges: [NSValue]
    /// The ranges of the subtitle that matched the query.
    public let subtitleHighlightRanges: [NSValue]

    init(title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
        titleHighlightRanges = []
        subtitleHighlightRanges = []
        super.init()
    }
}

/// Told of a completer's suggestions or failure.
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    /// The suggestions changed (`completer.results`).
    /// - Parameter completer: The completer.
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    /// Finding suggestions failed.
    /// - Parameters:
    ///   - completer: The completer.
    ///   - error: Why.
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    /// Does nothing.
    /// - Parameter completer: The completer.
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    /// Does nothing.
    /// - Parameters:
    ///   - completer: The completer.
    ///   - error: Why.
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Suggests completions of a search text as the person types it.
///
/// Linux: there are never suggestions. Setting a non-empty `queryFragment` fails: on the main
/// queue, after the current turn (so several changes in one turn make one request, as iOS waits
/// for the text to settle), the delegate is told `completer(_:didFailWithError:)` with
/// `MKError(.serverFailure)`. An empty fragment clears the results and the delegate is told
/// `completerDidUpdateResults(_:)`.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    /// The kinds of suggestions a completer gives.
    public struct ResultType: OptionSet, Hashable, Sendable {
        /// The kinds' bits.
        public let rawValue: UInt
        /// Kinds of these bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses.
        public static let address = ResultType(rawValue: 1 << 0)
        /// Points of interest.
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        /// Search texts ("coffee").
        public static let query = ResultType(rawValue: 1 << 2)
        /// Physical features.
        public static let physicalFeature = ResultType(rawValue: 1 << 3)
    }

    private let offline = OfflineRequest()

    /// Told of suggestions and failures.
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    /// The region suggestions are near.
    open var region = MKCoordinateRegion()
    /// The kinds of suggestions (every kind).
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    /// Which points of interest are suggested.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// The suggestions: always none on Linux.
    open private(set) var results: [MKLocalSearchCompletion] = []
    /// Whether suggestions are being looked for.
    open var isSearching: Bool { offline.isRunning }
    /// The text typed so far; setting it looks for suggestions.
    open var queryFragment = "" {
        didSet { lookUp() }
    }

    /// A completer.
    public override init() { super.init() }

    /// Stops looking: the delegate is not told of the pending answer.
    open func cancel() { offline.cancel() }

    private func lookUp() {
        offline.cancel()
        let empty = queryFragment.isEmpty
        offline.fail { [weak self] in
            guard let self else { return }
            self.results = []
            if empty {
                self.delegate?.completerDidUpdateResults(self)
            } else {
                self.delegate?.completer(self, didFailWithError: MKError(.serverFailure))
            }
        }
    }
}

/// The ways directions may travel.
public struct MKDirectionsTransportType: OptionSet, Hashable, Sendable {
    /// The ways' bits.
    public let rawValue: UInt
    /// Ways of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// By car.
    public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
    /// On foot.
    public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
    /// By public transport.
    public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
    /// By bicycle.
    public static let cycling = MKDirectionsTransportType(rawValue: 1 << 3)
    /// Any way.
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// A route between two places, as directions give it.
///
/// Linux: directions are never found, so routes are only made empty; apps' previews may show one.
open class MKRoute: NSObject, @unchecked Sendable {
    /// A part of a route, with its instruction.
    open class Step: NSObject, @unchecked Sendable {
        /// The line of the step.
        public let polyline: MKPolyline
        /// What to do ("Turn right onto Main St").
        public let instructions: String
        /// A notice for the step (a toll, a closure).
        public let notice: String?
        /// Its length in metres.
        public let distance: CLLocationDistance
        /// How it is travelled.
        public let transportType: MKDirectionsTransportType
        /// An empty step.
        public override init() {
            polyline = MKPolyline()
            instructions = ""
            notice = nil
            distance = 0
            transportType = .automobile
            super.init()
        }
    }

    /// The route's name (its main roads).
    public let name: String
    /// Notices for the whole route.
    public let advisoryNotices: [String]
    /// Its length in metres.
    public let distance: CLLocationDistance
    /// The expected travel time in seconds.
    public let expectedTravelTime: TimeInterval
    /// How it is travelled.
    public let transportType: MKDirectionsTransportType
    /// The line of the whole route.
    public let polyline: MKPolyline
    /// Its steps.
    public let steps: [Step]
    /// Whether it has tolls.
    public let hasTolls: Bool
    /// Whether it uses highways.
    public let hasHighways: Bool

    /// An empty route.
    public override init() {
        name = ""
        advisoryNotices = []
        distance = 0
        expectedTravelTime = 0
        transportType = .automobile
        polyline = MKPolyline()
        steps = []
        hasTolls = false
        hasHighways = false
        super.init()
    }
}

/// Directions between two places with Apple's routing.
///
/// Linux: directions and travel times are never found: the completion handlers are called on the
/// main queue after the call returns with nil and `MKError(.serverFailure)`, and the async forms
/// throw it. `cancel()` before then stops the handler being called.
open class MKDirections: NSObject, @unchecked Sendable {
    /// Where from, where to and how.
    public final class Request: NSObject, NSCopying, @unchecked Sendable {
        /// Where from.
        public var source: MKMapItem?
        /// Where to.
        public var destination: MKMapItem?
        /// How (any way by default, as Apple's).
        public var transportType: MKDirectionsTransportType = .any
        /// Whether several routes are wanted (false by default).
        public var requestsAlternateRoutes = false
        /// When to leave.
        public var departureDate: Date?
        /// When to arrive.
        public var arrivalDate: Date?
        /// An empty request.
        public override init() { super.init() }
        /// A request read from a Maps directions URL (none can be read on Linux).
        /// - Parameter url: The URL.
        public convenience init(contentsOf url: URL) { self.init() }
        /// Whether a URL is a Maps directions request: false on Linux.
        /// - Parameter url: The URL.
        /// - Returns: False.
        public class func isDirectionsRequest(_ url: URL) -> Bool { false }
        /// A copy of the request.
        /// - Parameter zone: Ignored.
        /// - Returns: The copy.
        public func copy(with zone: NSZone? = nil) -> Any {
            let copy = Request()
            copy.source = source
            copy.destination = destination
            copy.transportType = transportType
            copy.requestsAlternateRoutes = requestsAlternateRoutes
            copy.departureDate = departureDate
            copy.arrivalDate = arrivalDate
            return copy
        }
    }

    /// The routes found.
    public final class Response: NSObject, @unchecked Sendable {
        /// Where from.
        public let source: MKMapItem
        /// Where to.
        public let destination: MKMapItem
        /// The routes, best first.
        public let routes: [MKRoute]
        init(source: MKMapItem, destination: MKMapItem, routes: [MKRoute]) {
            self.source = source
            self.destination = destination
            self.routes = routes
            super.init()
        }
    }

    /// The travel time found.
    public final class ETAResponse: NSObject, @unchecked Sendable {
        /// Where from.
        public let source: MKMapItem
        /// Where to.
        public let destination: MKMapItem
        /// The expected travel time in seconds.
        public let expectedTravelTime: TimeInterval
        /// The distance in metres.
        public let distance: CLLocationDistance
        /// When one would arrive.
        public let expectedArrivalDate: Date
        /// When one would leave.
        public let expectedDepartureDate: Date
        /// How.
        public let transportType: MKDirectionsTransportType
        init(source: MKMapItem, destination: MKMapItem) {
            self.source = source
            self.destination = destination
            expectedTravelTime = 0
            distance = 0
            expectedArrivalDate = Date()
            expectedDepartureDate = Date()
            transportType = .automobile
            super.init()
        }
    }

    private let request: Request
    private let offline = OfflineRequest()

    /// Directions for a request (a copy of it).
    /// - Parameter request: The request.
    public init(request: Request) {
        self.request = request.copy() as? Request ?? request
        super.init()
    }

    /// Whether a calculation is running: from `calculate` until its handler is called.
    open var isCalculating: Bool { offline.isRunning }

    /// Calculates routes.
    /// - Parameter completionHandler: Called on the main queue after this returns, on Linux with
    ///   nil and `MKError(.serverFailure)`.
    open func calculate(completionHandler: @escaping @MainActor @Sendable (MKDirections.Response?, (any Error)?) -> Void) {
        offline.fail { completionHandler(nil, MKError(.serverFailure)) }
    }

    /// Calculates routes.
    /// - Returns: The routes; on Linux it throws `MKError(.serverFailure)`.
    open func calculate() async throws -> MKDirections.Response { throw MKError(.serverFailure) }

    /// Calculates the travel time.
    /// - Parameter completionHandler: Called on the main queue after this returns, on Linux with
    ///   nil and `MKError(.serverFailure)`.
    open func calculateETA(completionHandler: @escaping @MainActor @Sendable (MKDirections.ETAResponse?, (any Error)?) -> Void) {
        offline.fail { completionHandler(nil, MKError(.serverFailure)) }
    }

    /// Calculates the travel time.
    /// - Returns: The travel time; on Linux it throws `MKError(.serverFailure)`.
    open func calculateETA() async throws -> MKDirections.ETAResponse { throw MKError(.serverFailure) }

    /// Cancels the calculation: its handler will not be called.
    open func cancel() { offline.cancel() }
}
