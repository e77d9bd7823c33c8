import Foundation

// A slider's thumb in a live preview — facts and Trellis's choices:
// 1. UISlider tracks a touch that begins on its thumb and ignores one on the track elsewhere
//    (UIControl tracking: `beginTracking` succeeds only inside the thumb's rect). Trellis counts
//    the thumb's 28-pt circle widened to 44 pt, Apple's minimum hit target (HIG), as the thumb.
// 2. While tracking, the thumb follows the pointer's horizontal movement from the press (so the
//    place the thumb was grabbed stays under the pointer), clamped to the track; the value is
//    the thumb's fraction of the range, snapped to the step (Slider.swift, fact 3).
// 3. `onEditingChanged` hears `true` when tracking begins and `false` when it ends.

/// A slider's thumb following one press (facts above).
final class SliderThumbRecognizer: PointerRecognizer {
    static let hitWidth: CGFloat = 44
    let track: CGRect
    let fraction: Double
    let rightToLeft: Bool
    let setFraction: (Double) -> Void
    let editing: (Bool) -> Void
    private var start: CGPoint?
    override var followsDrags: Bool { true }

    init(track: CGRect, fraction: Double, rightToLeft: Bool, setFraction: @escaping (Double) -> Void, editing: @escaping (Bool) -> Void) {
        self.track = track
        self.fraction = fraction
        self.rightToLeft = rightToLeft
        self.setFraction = setFraction
        self.editing = editing
    }

    /// The distance the thumb's centre travels from one end to the other.
    var travel: CGFloat { max(track.width - SliderMetrics.thumbDiameter, 0) }

    /// The thumb's centre in window coordinates at a fraction of the range.
    static func thumbCentre(in track: CGRect, fraction: Double, rightToLeft: Bool) -> CGPoint {
        let d = SliderMetrics.thumbDiameter, travel = max(track.width - d, 0)
        let along = d / 2 + travel * fraction
        return CGPoint(x: rightToLeft ? track.maxX - along : track.minX + along, y: track.midY)
    }

    override func began(_ sample: PointerSample) {
        let thumb = Self.thumbCentre(in: track, fraction: fraction, rightToLeft: rightToLeft)
        guard abs(sample.location.x - thumb.x) <= Self.hitWidth / 2, abs(sample.location.y - thumb.y) <= Self.hitWidth / 2 else {
            phase = .failed
            return
        }
        start = sample.location
        phase = .active
        editing(true)
    }

    override func moved(_ sample: PointerSample) {
        guard let start, travel > 0 else { return }
        let dx = (sample.location.x - start.x) * (rightToLeft ? -1 : 1)
        setFraction(fraction + Double(dx / travel))
    }

    override func ended(_ sample: PointerSample) {
        moved(sample)
        phase = .recognized
        editing(false)
    }

    override func cancelled() { editing(false) }
}

extension InteractiveView {
    /// For a slider: where its thumb's centre is now, and where it would be at `fraction` of
    /// the range (window coordinates); nil for other views.
    public func sliderThumb(at fraction: Double? = nil) -> CGPoint? {
        guard kind == .slider, let thumb = interaction.recognizer?(frame) as? SliderThumbRecognizer else { return nil }
        return SliderThumbRecognizer.thumbCentre(in: frame, fraction: fraction ?? thumb.fraction, rightToLeft: thumb.rightToLeft)
    }
}

/// A control's part that follows the pointer (a slider's track): the interaction goes on the
/// part's nodes with the recognizer each press gets, adding no node of its own.
nonisolated struct TrackingAttachment: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let kind: InteractionKind
    /// What the control is called (a slider's label, which iOS does not draw).
    var label: String?
    let recognizer: (CGRect) -> PointerRecognizer?

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        content(ctx, &nodes)
        guard let interaction = ctx.interaction(kind, label: label, tap: nil) else { return }
        interaction.recognizer = recognizer
        for n in nodes[start...] { n.interactions.append(interaction) }
    }
}

nonisolated extension View {
    /// This view follows the pointer as a control's part (`TrackingAttachment`).
    func tracking(_ kind: InteractionKind, label: String? = nil, recognizer: @escaping (CGRect) -> PointerRecognizer?) -> some View {
        modifier(TrackingAttachment(kind: kind, label: label, recognizer: recognizer))
    }
}

/// A label that is a text (as written, or with where it was written): what `--interact` calls
/// a control whose label iOS does not draw (a slider's).
protocol LabelText { var labelString: String? { get } }

extension Text: LabelText { var labelString: String? { string } }

extension _LocatedView: LabelText { var labelString: String? { (content as? any LabelText)?.labelString } }
