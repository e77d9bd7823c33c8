import Foundation

// iOS sliders and steppers at rest — facts, sources, and where Trellis had to choose:
// 1. Slider is UISlider: as wide as offered; a 28-pt white round thumb with a soft shadow
//    (UISlider's default thumb image is 28×28 since iOS 7) whose centre travels from 14 pt to
//    width − 14 pt; a 4-pt capsule track (the same bar as UIProgressView since iOS 14), the
//    part before the thumb in the tint (accent) colour, the rest in systemFill. The control is
//    as tall as its thumb, 28 pt (Trellis's choice: UISlider reports 31 with its touch margin;
//    SwiftUI's frame of a Slider is not published).
// 2. On iOS a Slider does not show its `label` (Apple, Slider docs: the label is used for
//    accessibility); `minimumValueLabel` and `maximumValueLabel` sit before and after the track,
//    spaced as an HStack spaces them (UISlider's minimumValueImage/maximumValueImage).
// 3. The value is clamped into its bounds and, with a step, snapped to lower + k × step
//    (Apple, Slider docs: "the slider's value is a multiple of step"). An empty range draws the
//    thumb at the leading edge.
// 4. Stepper is UIStepper beside its label: label leading, the control trailing; the row takes
//    the width offered (as Toggle does). The control is 94×32 (UIStepper's intrinsic size since
//    iOS 13), tertiarySystemFill with 8-pt corners, a minus and a plus each centred in its half,
//    a 1×18 separator between them; a button that cannot step further (value at a bound) is
//    drawn in the tertiary label colour (UIStepper dims it). `labelsHidden()` shows the control
//    alone.

/// A control for selecting a value from a bounded linear range. Trellis draws it at rest,
/// reading the value once.
///
/// A slider is as wide as proposed and 28 pt tall (its thumb): a 4-pt capsule track, tinted up to
/// a white round thumb whose centre travels from 14 pt to the width less 14 pt. As on iOS, the
/// `label` is not drawn (it is for accessibility); minimum and maximum value labels sit before and
/// after the track in a horizontal stack. The value is clamped into the bounds and, with a step,
/// snapped to a multiple of the step from the lower bound.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) {
///     Text("Volume")
/// } minimumValueLabel: {
///     Image(systemName: "speaker")
/// } maximumValueLabel: {
///     Image(systemName: "speaker.wave.3")
/// }
/// ```
public nonisolated struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    /// A slider is drawn from its track and thumb, not from a body.
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    /// What a drag of the thumb does in a live preview: sets the value at a fraction of the
    /// range (snapped to the step), and tells `onEditingChanged` when it starts and ends.
    let setFraction: (Double) -> Void
    let editing: (Bool) -> Void

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V?, label: Label, minimum: ValueLabel?, maximum: ValueLabel?,
                                 editing: @escaping (Bool) -> Void) {
        self.fraction = Self.fraction(value.wrappedValue, bounds, step)
        self.label = label
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
        self.editing = editing
        setFraction = { f in
            let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
            let raw = V(lower + (upper - lower) * min(max(f, 0), 1))
            value.wrappedValue = V(lower + (upper - lower) * Self.fraction(raw, bounds, step))
        }
    }

    /// Where the thumb sits, 0…1 (fact 3).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>, _ step: V?) -> Double {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        guard upper > lower, value.isFinite else { return 0 }
        var v = min(max(Double(value), lower), upper)
        if let step, step > 0, step.isFinite {
            let s = Double(step)
            v = min(lower + ((v - lower) / s).rounded() * s, upper)
        }
        return (v - lower) / (upper - lower)
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let fraction = self.fraction, setFraction = self.setFraction, editing = self.editing
        let track = SliderTrack(fraction: fraction, tint: ctx.environment.tint ?? .accentColor)
            .tracking(.slider, label: (label as? any LabelText)?.labelString) { frame in
                SliderThumbRecognizer(track: frame, fraction: fraction, rightToLeft: ctx.environment.layoutDirection == .rightToLeft,
                                      setFraction: setFraction, editing: editing)
            }
        let view: AnyView
        if minimumValueLabel == nil && maximumValueLabel == nil {
            view = AnyView(track)
        } else {
            view = AnyView(HStack {
                if let minimumValueLabel { minimumValueLabel }
                track
                if let maximumValueLabel { maximumValueLabel }
            })
        }
        ctx.resolve(ControlNode(name: "Slider", content: view), into: &nodes)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider of `value` within `bounds`.
    /// - Parameters:
    ///   - value: the value the thumb shows (read once at rest).
    ///   - bounds: the range the slider spans; 0...1 by default.
    ///   - onEditingChanged: called when dragging starts and ends (never at rest).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimum: nil, maximum: nil, editing: onEditingChanged)
    }

    /// Creates a slider of `value` within `bounds`, snapped to multiples of `step`.
    /// - Parameters:
    ///   - value: the value the thumb shows (read once at rest).
    ///   - bounds: the range the slider spans.
    ///   - step: the distance between valid values, counted from the lower bound.
    ///   - onEditingChanged: called when dragging starts and ends (never at rest).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: V(step), label: EmptyView(), minimum: nil, maximum: nil, editing: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label, which iOS uses for accessibility only (it is not drawn).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimum: nil, maximum: nil, editing: onEditingChanged)
    }

    /// Creates a slider with a step and a label, which iOS uses for accessibility only (not drawn).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: V(step), label: label(), minimum: nil, maximum: nil, editing: onEditingChanged)
    }
}

extension Slider {
    /// Creates a slider with views before and after the track, such as symbols for the bounds.
    /// - Parameters:
    ///   - value: the value the thumb shows (read once at rest).
    ///   - bounds: the range the slider spans; 0...1 by default.
    ///   - label: used for accessibility only (not drawn).
    ///   - minimumValueLabel: drawn before the track.
    ///   - maximumValueLabel: drawn after the track.
    ///   - onEditingChanged: called when dragging starts and ends (never at rest).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel(), editing: onEditingChanged)
    }

    /// Creates a slider with a step and views before and after the track.
    /// - Parameters:
    ///   - value: the value the thumb shows (read once at rest).
    ///   - bounds: the range the slider spans.
    ///   - step: the distance between valid values, counted from the lower bound.
    ///   - label: used for accessibility only (not drawn).
    ///   - minimumValueLabel: drawn before the track.
    ///   - maximumValueLabel: drawn after the track.
    ///   - onEditingChanged: called when dragging starts and ends (never at rest).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: V(step), label: label(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel(), editing: onEditingChanged)
    }
}

// The forms with the label last (deprecated in SwiftUI, which moved `onEditingChanged` after it).
extension Slider where ValueLabel == EmptyView {
    /// A slider with an editing action, then its label (used for accessibility only, not drawn).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimum: nil, maximum: nil, editing: onEditingChanged)
    }
    /// A slider with a step and an editing action, then its label (not drawn).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: V(step), label: label(), minimum: nil, maximum: nil, editing: onEditingChanged)
    }
}

extension Slider {
    /// A slider with an editing action and views before and after the track, then its label (not drawn).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimum: minimumValueLabel,
                  maximum: maximumValueLabel, editing: onEditingChanged)
    }
    /// A slider with a step, an editing action and views before and after the track, then its label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: V(step), label: label(), minimum: minimumValueLabel,
                  maximum: maximumValueLabel, editing: onEditingChanged)
    }
}

/// The metrics of the facts above.
enum SliderMetrics {
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4
    static let stepperSize = CGSize(width: 94, height: 32)
    static let stepperRadius: CGFloat = 8
    static let stepperSeparatorHeight: CGFloat = 18
}

/// The track and thumb (fact 1).
nonisolated struct SliderTrack: View {
    let fraction: Double
    let tint: Color

    var body: some View {
        let d = SliderMetrics.thumbDiameter
        return GeometryReader { proxy in
            let travel = max(proxy.size.width - d, 0)
            let x = d / 2 + travel * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill)
                    .frame(height: SliderMetrics.trackHeight)
                Capsule().fill(tint)
                    .frame(width: x, height: SliderMetrics.trackHeight)
                Circle().fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 2)
                    .overlay(Circle().strokeBorder(Color(white: 0, opacity: 0.04), lineWidth: 0.5))
                    .frame(width: d, height: d)
                    .offset(x: x - d / 2)
            }
            .frame(width: proxy.size.width, height: d)
        }
        .frame(maxWidth: .infinity)
        .frame(height: d)
    }
}

/// A control that performs increment and decrement actions. Trellis draws it at rest.
///
/// The label sits at the leading edge and the 94×32 control (a minus and a plus on a rounded
/// tertiarySystemFill background) at the trailing edge, with a spacer between, so the stepper takes
/// the full proposed width. A button that cannot step further is drawn dimmed. With
/// `labelsHidden()` the control stands alone at 94×32.
public nonisolated struct Stepper<Label: View>: View, PrimitiveView {
    /// A stepper is drawn from its label and control, not from a body.
    public typealias Body = Never
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool
    /// What the halves do in a live preview (nil: that half is disabled).
    var increment: (() -> Void)? = nil
    var decrement: (() -> Void)? = nil

    init(label: Label, canDecrement: Bool, canIncrement: Bool, increment: (() -> Void)? = nil, decrement: (() -> Void)? = nil) {
        self.label = label
        self.canDecrement = canDecrement
        self.canIncrement = canIncrement
        self.increment = increment
        self.decrement = decrement
    }

    /// Creates a stepper that calls your closures to step; a missing closure draws its button dimmed.
    /// - Parameters:
    ///   - label: what the stepper changes.
    ///   - onIncrement: performed by the plus button (never at rest); `nil` dims it.
    ///   - onDecrement: performed by the minus button (never at rest); `nil` dims it.
    ///   - onEditingChanged: called when a press starts and ends (never at rest).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label(), canDecrement: onDecrement != nil, canIncrement: onIncrement != nil,
                  increment: onIncrement, decrement: onDecrement)
    }

    /// Creates a stepper that steps `value` by `step`, without bounds (both buttons enabled).
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label(), canDecrement: true, canIncrement: true,
                  increment: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  decrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
    }

    /// Creates a stepper that steps `value` by `step` within `bounds`; at a bound, the button that would
    /// pass it is drawn dimmed.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let v = value.wrappedValue
        // A step clamps to the bounds, as UIStepper's does.
        self.init(label: label(), canDecrement: v > bounds.lowerBound, canIncrement: v < bounds.upperBound,
                  increment: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
                  decrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) })
    }

    // The forms with the label last (deprecated in SwiftUI, which moved `onEditingChanged` after
    // it), with its default editing action: `Stepper(onIncrement: …, onDecrement: …, label: { … })`;
    // disfavoured, so a trailing label picks the current forms.

    /// A stepper that calls your closures to step, with an editing action, then its label.
    @_disfavoredOverload
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` by `step`, without bounds, with an editing action, then its label.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` by `step` within `bounds`, with an editing action, then its label.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        // A tap on the control's trailing half increments, on its leading half decrements.
        let increment = canIncrement ? self.increment : nil, decrement = canDecrement ? self.decrement : nil
        let control = StepperControl(canDecrement: canDecrement, canIncrement: canIncrement).interactive(.stepper) { point, frame in
            let trailing = (point.x >= frame.midX) != (ctx.environment.layoutDirection == .rightToLeft)
            (trailing ? increment : decrement)?()
        }
        let view = ctx.environment.labelsHidden ? AnyView(control) : AnyView(ControlValueRow(label: label, value: control))
        ctx.resolve(ControlNode(name: "Stepper", content: view), into: &nodes)
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper labelled by a localized key that calls your closures to step.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// Creates a stepper labelled by a verbatim string that calls your closures to step.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// Creates a stepper labelled by a localized key that steps `value` by `step`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    /// Creates a stepper labelled by a verbatim string that steps `value` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(title) }
    }

    /// Creates a stepper labelled by a localized key that steps `value` by `step` within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// Creates a stepper labelled by a verbatim string that steps `value` by `step` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}

/// The 94×32 control (fact 4).
nonisolated struct StepperControl: View {
    let canDecrement: Bool
    let canIncrement: Bool

    var body: some View {
        let size = SliderMetrics.stepperSize
        return HStack(spacing: 0) {
            Image(systemName: "minus")
                .foregroundStyle(canDecrement ? Color.primary : Color.tertiaryLabel)
                .frame(width: size.width / 2, height: size.height)
            Image(systemName: "plus")
                .foregroundStyle(canIncrement ? Color.primary : Color.tertiaryLabel)
                .frame(width: size.width / 2, height: size.height)
        }
        .font(.body.weight(.medium))
        .background(RoundedRectangle(cornerRadius: SliderMetrics.stepperRadius).fill(Color.tertiarySystemFill))
        .overlay(Rectangle().fill(Color.separator).frame(width: 1, height: SliderMetrics.stepperSeparatorHeight))
    }
}

extension Stepper {
    /// A stepper of a formatted value (the format is what assistive technologies read).
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }
    /// A stepper of a formatted value within bounds.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    /// A stepper of a formatted value titled by a localized key.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
    /// A stepper of a formatted value within bounds titled by a localized key.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
}
