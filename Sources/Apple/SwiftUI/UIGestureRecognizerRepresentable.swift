// SwiftUI's bridge to UIKit's gesture recognizers (iOS 18): a `UIGestureRecognizerRepresentable`
// makes a recognizer, which `gesture(_:)` attaches to a view, and SwiftUI calls the
// representable's `handleUIGestureRecognizerAction` at each of the recognizer's changes of state.
// Linux: at rest (a render, a layout) nothing touches the view, so nothing changes. In a live
// preview the pointer is one finger: the view carries a Trellis drag gesture of minimum distance
// 0, run beside the view's other gestures and controls (as `simultaneousGesture`), whose press,
// moves and release are fed to the recognizer as one touch, in window coordinates. The
// recognizer's `view` is a stand-in `UIView`, in no window, whose frame is the SwiftUI view's frame
// in the window, so `location(in: recognizer.view)` is in the view's coordinates and
// `location(in: nil)` in the window's. A single pointer never pinches nor rotates.
import Foundation
import Trellis
import UIKit

/// A wrapper of a UIKit gesture recognizer for SwiftUI: attach it with `gesture(_:)`.
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
    /// The recognizer's type.
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    /// The type of the object that relays the recognizer's messages (`Void` when there is none).
    associatedtype Coordinator = Void
    /// What the methods are given.
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    /// Converts the recognizer's locations to SwiftUI's coordinate spaces.
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

    /// Makes the recognizer (once for the view's lifetime).
    /// - Parameter context: The coordinator, environment and converter.
    /// - Returns: The recognizer.
    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    /// Reacts to the recognizer's change of state (began, changed, ended or recognized, cancelled).
    /// - Parameters:
    ///   - recognizer: The recognizer.
    ///   - context: The coordinator, environment and converter.
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Updates the recognizer (and coordinator) for the representable's new values.
    /// - Parameters:
    ///   - recognizer: The recognizer.
    ///   - context: The coordinator, environment and converter.
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Makes the coordinator (its recognizer's delegate or extra target, typically).
    /// - Parameter converter: Converts the recognizer's locations to SwiftUI's coordinate spaces.
    /// - Returns: The coordinator.
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

extension UIGestureRecognizerRepresentable {
    /// Does nothing.
    /// - Parameters:
    ///   - recognizer: The recognizer.
    ///   - context: The context.
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
    /// Does nothing.
    /// - Parameters:
    ///   - recognizer: The recognizer.
    ///   - context: The context.
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    /// No coordinator.
    /// - Parameter converter: The converter.
    public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}

/// What a gesture recognizer representable's methods are given.
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    /// The coordinator `makeCoordinator(converter:)` made.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public let environment: EnvironmentValues
    /// Converts the recognizer's locations to SwiftUI's coordinate spaces.
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

/// Converts a represented gesture recognizer's location, translation and velocity to the
/// coordinate spaces of the SwiftUI view it is attached to (`.local`) and its ancestors
/// (`.global`; Trellis reads named spaces as the window, as `GeometryProxy` does).
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    let link: RepresentedGestureLink

    /// The recognizer's location in the view's own coordinates.
    public var localLocation: CGPoint { location(in: .local) }
    /// A pan's translation in the view's own coordinates (nil for other recognizers).
    public var localTranslation: CGPoint? { translation(in: .local) }
    /// A pan's velocity in the view's own coordinates, in points per second (nil for others).
    public var localVelocity: CGPoint? { velocity(in: .local) }

    /// Converts a point in the global (window) space to a coordinate space.
    /// - Parameters:
    ///   - globalPoint: The point in the window.
    ///   - coordinateSpace: The space.
    /// - Returns: The point in that space.
    public func convert(globalPoint: CGPoint, to coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint {
        guard case .local = coordinateSpace.coordinateSpace else { return globalPoint }
        return CGPoint(x: globalPoint.x - link.frame.minX, y: globalPoint.y - link.frame.minY)
    }

    /// The recognizer's location (its touches' centroid) in a coordinate space.
    /// - Parameter coordinateSpace: The space (`.local`: the view's own).
    /// - Returns: The point.
    public func location(in coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint {
        convert(globalPoint: link.recognizer?.location(in: nil) ?? .zero, to: coordinateSpace)
    }

    /// A pan's translation in a coordinate space (a vector: the same in every untransformed space).
    /// - Parameter coordinateSpace: The space.
    /// - Returns: The translation, or nil when the recognizer is not a pan.
    public func translation(in coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint? {
        (link.recognizer as? UIPanGestureRecognizer)?.translation(in: nil)
    }

    /// A pan's velocity in a coordinate space, in points per second.
    /// - Parameter coordinateSpace: The space.
    /// - Returns: The velocity, or nil when the recognizer is not a pan.
    public func velocity(in coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint? {
        (link.recognizer as? UIPanGestureRecognizer)?.velocity(in: nil)
    }
}

/// What ties a represented recognizer to its SwiftUI view: the recognizer, and the view's frame
/// in the window.
final class RepresentedGestureLink {
    weak var recognizer: UIGestureRecognizer?
    var frame = CGRect.zero
}

/// One view's represented recognizer, kept by the view's identity: made once, updated with each
/// body, fed the pointer's touches.
final class RepresentedGestureBridge<Representable: UIGestureRecognizerRepresentable> {
    let link = RepresentedGestureLink()
    /// The stand-in view the recognizer is attached to: the SwiftUI view's frame in the window.
    let standIn = UIView(frame: .zero)
    var representable: Representable?
    var environment = EnvironmentValues()
    var made: (recognizer: Representable.UIGestureRecognizerType, coordinator: Representable.Coordinator)?
    /// Where the touch in progress went down (the drag's start, window coordinates).
    var touchStart: CGPoint?

    var context: UIGestureRecognizerRepresentableContext<Representable>? {
        made.map { .init(coordinator: $0.coordinator, environment: environment, converter: .init(link: link)) }
    }

    /// The body ran: the first time makes the coordinator and recognizer, later ones update it.
    @MainActor func update(_ representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        self.environment = environment
        if let made, let context {
            representable.updateUIGestureRecognizer(made.recognizer, context: context)
            return
        }
        let converter = UIGestureRecognizerRepresentableCoordinateSpaceConverter(link: link)
        let coordinator = representable.makeCoordinator(converter: converter)
        let recognizer = representable.makeUIGestureRecognizer(
            context: .init(coordinator: coordinator, environment: environment, converter: converter))
        made = (recognizer, coordinator)
        link.recognizer = recognizer
        standIn.addGestureRecognizer(recognizer)
        recognizer._addHandler { [weak self] recognizer in self?.handle(recognizer) }
    }

    @MainActor func handle(_ recognizer: UIGestureRecognizer) {
        guard let representable, let made, let context, made.recognizer === recognizer else { return }
        representable.handleUIGestureRecognizerAction(made.recognizer, context: context)
    }

    /// The view's frame in the window, after layout.
    func place(_ frame: CGRect) {
        link.frame = frame
        if standIn.frame != frame { standIn.frame = frame }
    }

    /// The drag changed: a press (a new start), or a move.
    @MainActor func follow(_ value: DragGesture.Value) {
        guard let recognizer = made?.recognizer else { return }
        let point = window(value.location), start = window(value.startLocation)
        let time = value.time.timeIntervalSinceReferenceDate
        if let touchStart, touchStart != start {
            // The release of the last press never came (a new press began): it was cancelled.
            recognizer._feed(.cancelled, at: touchStart, time: time)
            self.touchStart = nil
        }
        if touchStart == nil {
            touchStart = start
            recognizer._feed(.began, at: start, time: time)
            if point != start { recognizer._feed(.moved, at: point, time: time) }
        } else {
            recognizer._feed(.moved, at: point, time: time)
        }
    }

    /// The drag ended: the release.
    @MainActor func end(_ value: DragGesture.Value) {
        guard let recognizer = made?.recognizer, touchStart != nil else { return }
        recognizer._feed(.ended, at: window(value.location), time: value.time.timeIntervalSinceReferenceDate)
        touchStart = nil
    }

    private func window(_ local: CGPoint) -> CGPoint { CGPoint(x: local.x + link.frame.minX, y: local.y + link.frame.minY) }

    /// Whether the recognizer waits for a press held still (a long press): the view then also
    /// takes a live preview's long presses, whose held time reaches it as moves in place.
    var followsHolds: Bool { made?.recognizer is UILongPressGestureRecognizer }
}

/// A view with a represented gesture recognizer (what `gesture(_:)` of a representable makes).
nonisolated struct UIGestureRecognizerRepresentableView<Content: View, Representable: UIGestureRecognizerRepresentable>: View {
    let content: Content
    let representable: Representable
    @State private var bridge = RepresentedGestureBridge<Representable>()
    @Environment(\.self) private var environment

    @MainActor var body: some View {
        let bridge = self.bridge
        bridge.update(representable, environment: environment)
        return content
            .simultaneousGesture(DragGesture(minimumDistance: 0)
                .onChanged { bridge.follow($0) }
                .onEnded { bridge.end($0) })
            .simultaneousGesture(LongPressGesture(minimumDuration: .infinity, maximumDistance: .infinity),
                                 including: bridge.followsHolds ? .all : .subviews)
            .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }, action: { bridge.place($0) })
    }
}

nonisolated extension View {
    /// Attaches a UIKit gesture recognizer, made and handled by a representable.
    ///
    /// Linux: in a live preview the pointer feeds the recognizer (one finger), beside the view's
    /// other gestures; at rest nothing changes.
    /// - Parameter representable: The representable that makes and handles the recognizer.
    /// - Returns: The view with the recognizer attached.
    public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View {
        UIGestureRecognizerRepresentableView(content: self, representable: representable)
    }
}
