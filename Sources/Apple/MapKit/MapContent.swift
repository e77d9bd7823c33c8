// What `Map { … }` takes (iOS 17): markers, annotations, shapes and the person's location,
// combined by `MapContentBuilder`, `ForEach` over data included. Accepted, not drawn.
import CoreLocation
import Foundation
import Trellis

/// Something a map shows: a marker, an annotation, a shape, or a group of them.
///
/// Linux: every kind of map content is also a `View` that draws nothing, so `ForEach` (a view)
/// can build it from data as it does on iOS; map content is never drawn.
public protocol MapContent: View {}

/// Combines the statements of a `Map { … }` block.
@resultBuilder
public enum MapContentBuilder {
    /// No content.
    /// - Returns: Empty content.
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
    /// One piece of content.
    /// - Parameter content: The content.
    /// - Returns: The same content.
    public static func buildBlock<C: MapContent>(_ content: C) -> C { content }
    /// Several pieces of content.
    /// - Parameter content: The pieces, in order.
    /// - Returns: Them, as one piece.
    public static func buildBlock<each C: MapContent>(_ content: repeat each C) -> TupleMapContent<(repeat each C)> {
        TupleMapContent(value: (repeat each content))
    }
    /// A statement of content.
    /// - Parameter content: The content.
    /// - Returns: The same content.
    public static func buildExpression<C: MapContent>(_ content: C) -> C { content }
    /// Content of an `if` without `else`.
    /// - Parameter content: The content, or nil.
    /// - Returns: The optional content.
    public static func buildOptional<C: MapContent>(_ content: C?) -> C? { content }
    /// The first branch of an `if`/`else`.
    /// - Parameter first: The branch's content.
    /// - Returns: The content.
    public static func buildEither<T: MapContent, F: MapContent>(first: T) -> _ConditionalMapContent<T, F> {
        _ConditionalMapContent(first: first)
    }
    /// The second branch of an `if`/`else`.
    /// - Parameter second: The branch's content.
    /// - Returns: The content.
    public static func buildEither<T: MapContent, F: MapContent>(second: F) -> _ConditionalMapContent<T, F> {
        _ConditionalMapContent(second: second)
    }
    /// Content of an `if #available` block.
    /// - Parameter content: The content.
    /// - Returns: The same content.
    public static func buildLimitedAvailability<C: MapContent>(_ content: C) -> C { content }
}

/// No map content.
public nonisolated struct EmptyMapContent: MapContent {
    /// Empty content.
    public init() {}
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}

/// Several pieces of map content in a row.
public nonisolated struct TupleMapContent<Value>: MapContent {
    let value: Value
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}

/// One of two branches of map content.
public nonisolated struct _ConditionalMapContent<T: MapContent, F: MapContent>: MapContent {
    let first: T?
    let second: F?
    init(first: T) { self.first = first; second = nil }
    init(second: F) { first = nil; self.second = second }
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}

/// Map content with a modifier applied (a tint, a stroke, a tag).
public nonisolated struct _ModifiedMapContent<Content: MapContent>: MapContent {
    let content: Content
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}

nonisolated extension Optional: MapContent where Wrapped: MapContent {}
nonisolated extension ForEach: MapContent where Content: MapContent {}

// Map content from data, several per element (`ForEach(stops) { stop in Marker(…);
// MapCircle(…) }`): MapKit's own initializers, whose closures build map content. Disfavoured,
// so that a view's `ForEach` stays the view builder's.
extension ForEach where Content: MapContent {
    /// Map content for each element of `data`, identified by the property at `id`.
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path to each element's identity.
    ///   - content: Builds the content of one element.
    @_disfavoredOverload
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: id, content: content)
    }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Map content for each element of identifiable `data`.
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: Builds the content of one element.
    @_disfavoredOverload
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content: MapContent, Data == Range<Int>, ID == Int {
    /// Map content for each integer of a constant range.
    /// - Parameters:
    ///   - data: The range.
    ///   - content: Builds the content of one integer.
    @_disfavoredOverload
    public init(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
nonisolated extension _LocatedView: MapContent where Content: MapContent {}
nonisolated extension _ConditionalContent: MapContent where TrueContent: MapContent, FalseContent: MapContent {}

nonisolated extension MapContent {
    /// Tints the content (a marker's balloon).
    /// - Parameter tint: The colour.
    /// - Returns: The content.
    public func tint(_ tint: Color?) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) }
    /// Fills a shape's interior.
    /// - Parameter style: The fill.
    /// - Returns: The content.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) }
    /// Strokes a shape's outline.
    /// - Parameters:
    ///   - style: The stroke's colour or gradient.
    ///   - lineWidth: The width.
    /// - Returns: The content.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) }
    /// Strokes a shape's outline with a stroke style.
    /// - Parameters:
    ///   - style: The stroke's colour or gradient.
    ///   - strokeStyle: The width, dashes, caps and joins.
    /// - Returns: The content.
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> _ModifiedMapContent<Self> {
        _ModifiedMapContent(content: self)
    }
    /// Tags the content for `Map(selection:)`.
    /// - Parameter tag: The tag.
    /// - Returns: The content.
    public func tag<V: Hashable>(_ tag: V) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) }
    /// Shows or hides the titles of annotations.
    /// - Parameter visibility: The visibility.
    /// - Returns: The content.
    public func annotationTitles(_ visibility: Visibility) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) }
    /// Shows or hides the subtitles of annotations.
    /// - Parameter visibility: The visibility.
    /// - Returns: The content.
    public func annotationSubtitles(_ visibility: Visibility) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) }
}

/// A balloon marker at a coordinate, with a title and a glyph.
public nonisolated struct Marker: MapContent {
    /// A marker with a title.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - coordinate: Where it points.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {}
    /// A marker with a title string.
    /// - Parameters:
    ///   - title: The title.
    ///   - coordinate: Where it points.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {}
    /// A marker with a title and a system symbol.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - systemImage: The symbol's name.
    ///   - coordinate: Where it points.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    /// A marker with a title string and a system symbol.
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The symbol's name.
    ///   - coordinate: Where it points.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    /// A marker with a title and an image.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - image: The image's name.
    ///   - coordinate: Where it points.
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {}
    /// A marker with a title and up to three letters.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - monogram: The letters.
    ///   - coordinate: Where it points.
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {}
    /// A marker for a map item.
    /// - Parameter item: The item.
    public init(item: MKMapItem) {}
    /// A marker with a label view.
    /// - Parameters:
    ///   - coordinate: Where it points.
    ///   - label: The label.
    public init<L: View>(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> L) {}
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}

/// A view placed on the map at a coordinate, with a title.
public nonisolated struct Annotation<Label: View, Content: View>: MapContent {
    /// An annotation with a title.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - coordinate: Where it is.
    ///   - anchor: The point of the view placed on the coordinate.
    ///   - content: The view.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                @ViewBuilder content: () -> Content) where Label == Text {}
    /// An annotation with a title string.
    /// - Parameters:
    ///   - title: The title.
    ///   - coordinate: Where it is.
    ///   - anchor: The point of the view placed on the coordinate.
    ///   - content: The view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                   @ViewBuilder content: () -> Content) where Label == Text {}
    /// An annotation with a label view.
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - anchor: The point of the view placed on the coordinate.
    ///   - content: The view.
    ///   - label: The label.
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {}
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}

/// A circle on the map.
public nonisolated struct MapCircle: MapContent {
    /// A circle.
    /// - Parameters:
    ///   - center: Its centre.
    ///   - radius: Its radius in metres.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
    /// The circle of an overlay.
    /// - Parameter circle: The circle.
    public init(_ circle: MKCircle) {}
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}

/// A line through coordinates on the map.
public nonisolated struct MapPolyline: MapContent {
    /// How a line runs between its points.
    public struct ContourStyle: Sendable {
        let geodesic: Bool
        /// Straight on the flat map.
        public static let straight = ContourStyle(geodesic: false)
        /// Along great circles, the shortest way on the globe.
        public static let geodesic = ContourStyle(geodesic: true)
    }
    /// A line.
    /// - Parameters:
    ///   - coordinates: Its points.
    ///   - contourStyle: How it runs between them.
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {}
    /// A line through map points.
    /// - Parameters:
    ///   - points: Its points.
    ///   - contourStyle: How it runs between them.
    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) {}
    /// The line of an overlay.
    /// - Parameters:
    ///   - polyline: The overlay.
    ///   - contourStyle: How it runs between its points.
    public init(_ polyline: MKPolyline, contourStyle: ContourStyle = .straight) {}
    /// The line of a route (`MapPolyline(route)`, with directions).
    /// - Parameter route: The route.
    public init(_ route: MKRoute) {}
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}

/// A polygon on the map.
public nonisolated struct MapPolygon: MapContent {
    /// A polygon.
    /// - Parameter coordinates: Its corners.
    public init(coordinates: [CLLocationCoordinate2D]) {}
    /// A polygon of map points.
    /// - Parameter points: Its corners.
    public init(points: [MKMapPoint]) {}
    /// The polygon of an overlay.
    /// - Parameter polygon: The overlay.
    public init(_ polygon: MKPolygon) {}
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}

/// The person's location on the map (unknown on Linux).
public nonisolated struct UserAnnotation: MapContent {
    /// The standard location dot.
    /// - Parameter anchor: The point of the dot placed on the location.
    public init(anchor: UnitPoint = .center) {}
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}
