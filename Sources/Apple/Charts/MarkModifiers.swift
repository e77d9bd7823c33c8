// The mark modifiers of `import Charts`: each keeps what it sets on the marks of its content
// (an inner modifier wins over an outer one, as SwiftUI's do), and `Chart` draws it.
import Foundation
import Trellis


nonisolated extension ChartContent {
    /// Fills or strokes the marks with a style.
    /// - Parameter style: The colour or gradient.
    /// - Returns: The marks.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { if $0.style == nil { $0.style = AnyShapeStyle(style) } } }
    /// Colours the marks by a value, with a legend.
    /// - Parameter value: The value that picks the colour.
    /// - Returns: The marks.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self) { if $0.styleBy == nil { $0.styleBy = value.datum; $0.styleByLabel = value.label } }
    }
    /// Chooses the marks' symbol by a value.
    /// - Parameter value: The value that picks the symbol.
    /// - Returns: The marks.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { if $0.symbolBy == nil { $0.symbolBy = value.datum } } }
    /// Sets the marks' symbol.
    /// - Parameter symbol: The shape.
    /// - Returns: The marks.
    public func symbol(_ symbol: BasicChartSymbolShape) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { if $0.symbolShape == nil { $0.symbolShape = symbol } } }
    /// Sets the marks' symbol to a view.
    /// - Parameter symbol: The view.
    /// - Returns: The marks.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> _ModifiedChartContent<Self> {
        let view = AnyView(symbol())
        return _ModifiedChartContent(content: self) { if $0.symbolView == nil { $0.symbolView = view } }
    }
    /// Sets the size of the marks' symbols.
    /// - Parameter size: The area in square points.
    /// - Returns: The marks.
    public func symbolSize(_ size: CGFloat) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { if $0.symbolSize == nil { $0.symbolSize = size } } }
    /// Sizes the marks' symbols by a value.
    /// - Parameter value: The value that picks the size.
    /// - Returns: The marks.
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self) { $0.unsupported.append("symbolSize(by:)") }
    }
    /// Places the marks side by side by a value.
    /// - Parameters:
    ///   - value: The value that picks the position.
    ///   - axis: The axis to arrange along.
    ///   - span: The width of the group.
    /// - Returns: The marks.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil,
                                       span: MarkDimension = .automatic) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self) { if $0.positionBy == nil { $0.positionBy = value.datum; $0.positionSpan = span } }
    }
    /// Sets how lines and areas join their points.
    /// - Parameter method: The interpolation.
    /// - Returns: The marks.
    public func interpolationMethod(_ method: InterpolationMethod) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { if $0.interpolation == nil { $0.interpolation = method } } }
    /// Sets the stroke of lines and rules.
    /// - Parameter style: The stroke style.
    /// - Returns: The marks.
    public func lineStyle(_ style: StrokeStyle) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { if $0.lineStyle == nil { $0.lineStyle = style } } }
    /// Rounds the marks' corners.
    /// - Parameters:
    ///   - cornerRadius: The radius.
    ///   - style: The corner style.
    /// - Returns: The marks.
    public func cornerRadius(_ cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self) { if $0.cornerRadius == nil { $0.cornerRadius = cornerRadius } }
    }
    /// Sets the marks' opacity.
    /// - Parameter value: The opacity, 0...1.
    /// - Returns: The marks.
    public func opacity(_ value: Double) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { $0.opacity *= value } }
    /// Moves the marks.
    /// - Parameters:
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    /// - Returns: The marks.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { $0.offset.width += x; $0.offset.height += y } }
    /// Orders overlapping marks.
    /// - Parameter value: Higher draws on top.
    /// - Returns: The marks.
    public func zIndex(_ value: Double) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { $0.zIndex += value } }
    /// Adds a view next to each mark.
    /// - Parameters:
    ///   - position: Where it sits.
    ///   - alignment: How it aligns there.
    ///   - spacing: The distance from the mark.
    ///   - content: The view.
    /// - Returns: The marks.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> _ModifiedChartContent<Self> {
        let view = AnyView(content())
        return _ModifiedChartContent(content: self) { $0.annotations.append(MarkAnnotation(position: position, alignment: alignment, spacing: spacing, view: view)) }
    }
    /// Adds a view next to each mark, kept inside the chart as `overflowResolution` says.
    /// - Parameters:
    ///   - position: Where it sits.
    ///   - alignment: How it aligns there.
    ///   - spacing: The distance from the mark.
    ///   - overflowResolution: What it does where it would leave the chart.
    ///   - content: The view.
    /// - Returns: The marks.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: () -> C) -> _ModifiedChartContent<Self> {
        let view = AnyView(content())
        return _ModifiedChartContent(content: self) {
            $0.annotations.append(MarkAnnotation(position: position, alignment: alignment, spacing: spacing, view: view,
                                                 fitsX: overflowResolution.x.fits, fitsY: overflowResolution.y.fits))
        }
    }
    /// Masks the marks with other marks: drawn where the mask's areas are (Linux: area marks make
    /// the mask; other marks in it are not drawn).
    /// - Parameter content: The mask.
    /// - Returns: The marks.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> _ModifiedChartContent<Self> {
        let mask = content()
        return _ModifiedChartContent(content: self) { if $0.mask == nil { $0.mask = mask } }
    }
    /// Blurs the marks (accepted).
    /// - Parameter radius: The blur's radius.
    /// - Returns: The marks.
    public func blur(radius: CGFloat) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { $0.unsupported.append("blur(radius:)") } }
    /// Shadows the marks (accepted).
    /// - Parameters:
    ///   - color: The shadow's colour.
    ///   - radius: Its blur radius.
    ///   - x: Its horizontal offset.
    ///   - y: Its vertical offset.
    /// - Returns: The marks.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { $0.unsupported.append("shadow(color:radius:x:y:)") } }
    /// Whether the marks' gradients span the plot area rather than each mark (not drawn on Linux:
    /// each mark's gradient spans the mark).
    /// - Parameter aligns: Whether they do.
    /// - Returns: The marks.
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self) { if aligns { $0.unsupported.append("alignsMarkStylesWithPlotArea") } }
    }
    /// Sets the marks' accessibility label (no effect on what is drawn).
    /// - Parameter label: The label.
    /// - Returns: The marks.
    public func accessibilityLabel(_ label: Text) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { _ in } }
    /// Sets the marks' accessibility label.
    /// - Parameter label: The label.
    /// - Returns: The marks.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { _ in } }
    /// Sets the marks' accessibility label from a string.
    /// - Parameter label: The label.
    /// - Returns: The marks.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { _ in } }
    /// Sets the marks' accessibility value.
    /// - Parameter value: The value.
    /// - Returns: The marks.
    public func accessibilityValue(_ value: Text) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { _ in } }
    /// Sets the marks' accessibility value.
    /// - Parameter value: The value.
    /// - Returns: The marks.
    public func accessibilityValue(_ value: LocalizedStringKey) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { _ in } }
    /// Sets the marks' accessibility value from a string.
    /// - Parameter value: The value.
    /// - Returns: The marks.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { _ in } }
    /// Hides the marks from accessibility.
    /// - Parameter hidden: Whether they are hidden.
    /// - Returns: The marks.
    public func accessibilityHidden(_ hidden: Bool) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) { _ in } }
}
