// The marks of Swift Charts, with the initialisers apps use. Each keeps its values as a
// `MarkRecord`, which `Chart` reads and draws.
import Foundation
import Trellis

/// A bar for each value: `BarMark(x: .value("Month", m), y: .value("Sales", s))`.
public nonisolated struct BarMark: ChartContent {
    let record: MarkRecord
    /// Nothing is drawn as a view: the chart draws the mark.
    public var body: some View { EmptyView() }
    /// The mark itself.
    /// - Parameter marks: The marks read so far.
    public func _collectMarks(into marks: inout _ChartMarks) { marks.marks.append(record) }
    /// A bar at x rising to y.
    /// - Parameters:
    ///   - x: The x value.
    ///   - y: The y value.
    ///   - width: The bar's width.
    ///   - height: The bar's height.
    ///   - stacking: How bars at the same x stack.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record = MarkRecord(.bar, x: x.channel, y: y.channel, width: width, height: height, stacking: stacking)
    }
    /// A bar along x only.
    /// - Parameters:
    ///   - x: The x value.
    ///   - height: The bar's height.
    ///   - stacking: How bars stack.
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record = MarkRecord(.bar, x: x.channel, height: height, stacking: stacking)
    }
    /// A bar along y only.
    /// - Parameters:
    ///   - y: The y value.
    ///   - width: The bar's width.
    ///   - stacking: How bars stack.
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record = MarkRecord(.bar, y: y.channel, width: width, stacking: stacking)
    }
    /// A horizontal bar from one x to another at y.
    /// - Parameters:
    ///   - xStart: Where it starts.
    ///   - xEnd: Where it ends.
    ///   - y: The y value.
    ///   - height: The bar's height.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        record = MarkRecord(.bar, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel, height: height)
    }
    /// A vertical bar from one y to another at x.
    /// - Parameters:
    ///   - x: The x value.
    ///   - yStart: Where it starts.
    ///   - yEnd: Where it ends.
    ///   - width: The bar's width.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        record = MarkRecord(.bar, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, width: width)
    }
}

/// A line through the values: `LineMark(x: .value("Day", d), y: .value("Steps", n))`.
public nonisolated struct LineMark: ChartContent {
    let record: MarkRecord
    /// Nothing is drawn as a view: the chart draws the mark.
    public var body: some View { EmptyView() }
    /// The mark itself.
    /// - Parameter marks: The marks read so far.
    public func _collectMarks(into marks: inout _ChartMarks) { marks.marks.append(record) }
    /// A point of a line.
    /// - Parameters:
    ///   - x: The x value.
    ///   - y: The y value.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(.line, x: x.channel, y: y.channel)
    }
    /// A point of one of several lines, told apart by a series value.
    /// - Parameters:
    ///   - x: The x value.
    ///   - y: The y value.
    ///   - series: The line it belongs to.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        record = MarkRecord(.line, x: x.channel, y: y.channel, series: series.datum)
    }
}

/// A symbol at each value (a scatter plot).
public nonisolated struct PointMark: ChartContent {
    let record: MarkRecord
    /// Nothing is drawn as a view: the chart draws the mark.
    public var body: some View { EmptyView() }
    /// The mark itself.
    /// - Parameter marks: The marks read so far.
    public func _collectMarks(into marks: inout _ChartMarks) { marks.marks.append(record) }
    /// A point at x and y.
    /// - Parameters:
    ///   - x: The x value.
    ///   - y: The y value.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(.point, x: x.channel, y: y.channel)
    }
    /// A point along x only.
    /// - Parameter x: The x value.
    public init<X: Plottable>(x: PlottableValue<X>) {
        record = MarkRecord(.point, x: x.channel)
    }
    /// A point along y only.
    /// - Parameter y: The y value.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        record = MarkRecord(.point, y: y.channel)
    }
}

/// A filled area under a line or between two.
public nonisolated struct AreaMark: ChartContent {
    let record: MarkRecord
    /// Nothing is drawn as a view: the chart draws the mark.
    public var body: some View { EmptyView() }
    /// The mark itself.
    /// - Parameter marks: The marks read so far.
    public func _collectMarks(into marks: inout _ChartMarks) { marks.marks.append(record) }
    /// A point of an area from zero to y.
    /// - Parameters:
    ///   - x: The x value.
    ///   - y: The y value.
    ///   - stacking: How areas stack.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        record = MarkRecord(.area, x: x.channel, y: y.channel, stacking: stacking)
    }
    /// A point of one of several areas.
    /// - Parameters:
    ///   - x: The x value.
    ///   - y: The y value.
    ///   - series: The area it belongs to.
    ///   - stacking: How areas stack.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        record = MarkRecord(.area, x: x.channel, y: y.channel, stacking: stacking, series: series.datum)
    }
    /// A point of an area between two y values.
    /// - Parameters:
    ///   - x: The x value.
    ///   - yStart: The lower y.
    ///   - yEnd: The upper y.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(.area, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel)
    }
    /// A point of an area between two x values.
    /// - Parameters:
    ///   - xStart: The lower x.
    ///   - xEnd: The upper x.
    ///   - y: The y value.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(.area, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel)
    }
    /// A point of one of several areas between two y values.
    /// - Parameters:
    ///   - x: The x value.
    ///   - yStart: The lower y.
    ///   - yEnd: The upper y.
    ///   - series: The area it belongs to.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        record = MarkRecord(.area, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, series: series.datum)
    }
    /// A point of one of several areas between two x values.
    /// - Parameters:
    ///   - xStart: The lower x.
    ///   - xEnd: The upper x.
    ///   - y: The y value.
    ///   - series: The area it belongs to.
    public init<X: Plottable, Y: Plottable, S: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        record = MarkRecord(.area, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel, series: series.datum)
    }
}

/// A straight line across the chart at a value, or a segment.
public nonisolated struct RuleMark: ChartContent {
    let record: MarkRecord
    /// Nothing is drawn as a view: the chart draws the mark.
    public var body: some View { EmptyView() }
    /// The mark itself.
    /// - Parameter marks: The marks read so far.
    public func _collectMarks(into marks: inout _ChartMarks) { marks.marks.append(record) }
    /// A vertical rule at x.
    /// - Parameter x: The x value.
    public init<X: Plottable>(x: PlottableValue<X>) {
        record = MarkRecord(.rule, x: x.channel)
    }
    /// A horizontal rule at y.
    /// - Parameter y: The y value.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        record = MarkRecord(.rule, y: y.channel)
    }
    /// A horizontal segment at y.
    /// - Parameters:
    ///   - xStart: Where it starts.
    ///   - xEnd: Where it ends.
    ///   - y: The y value.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(.rule, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel)
    }
    /// A vertical segment at x.
    /// - Parameters:
    ///   - x: The x value.
    ///   - yStart: Where it starts.
    ///   - yEnd: Where it ends.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(.rule, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel)
    }
}

/// A rectangle at a value (heat maps).
public nonisolated struct RectangleMark: ChartContent {
    let record: MarkRecord
    /// Nothing is drawn as a view: the chart draws the mark.
    public var body: some View { EmptyView() }
    /// The mark itself.
    /// - Parameter marks: The marks read so far.
    public func _collectMarks(into marks: inout _ChartMarks) { marks.marks.append(record) }
    /// A rectangle at x and y.
    /// - Parameters:
    ///   - x: The x value.
    ///   - y: The y value.
    ///   - width: Its width.
    ///   - height: Its height.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        record = MarkRecord(.rectangle, x: x.channel, y: y.channel, width: width, height: height)
    }
    /// A rectangle between values.
    /// - Parameters:
    ///   - xStart: Its left.
    ///   - xEnd: Its right.
    ///   - yStart: Its bottom.
    ///   - yEnd: Its top.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
                                            yEnd: PlottableValue<Y>) {
        record = MarkRecord(.rectangle, xStart: xStart.channel, xEnd: xEnd.channel, yStart: yStart.channel, yEnd: yEnd.channel)
    }
    /// A rectangle at x between two y values.
    /// - Parameters:
    ///   - x: The x value.
    ///   - yStart: Its bottom.
    ///   - yEnd: Its top.
    ///   - width: Its width.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        record = MarkRecord(.rectangle, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, width: width)
    }
    /// A rectangle at y between two x values.
    /// - Parameters:
    ///   - xStart: Its left.
    ///   - xEnd: Its right.
    ///   - y: The y value.
    ///   - height: Its height.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        record = MarkRecord(.rectangle, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel, height: height)
    }
    /// A band between two x values, over the plot's height or between two y positions in points.
    /// - Parameters:
    ///   - xStart: Its left.
    ///   - xEnd: Its right.
    ///   - yStart: Its bottom in points (nil: the plot's bottom).
    ///   - yEnd: Its top in points (nil: the plot's top).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        var r = MarkRecord(kind: .rectangle)
        r.xStart = xStart.channel
        r.xEnd = xEnd.channel
        r.yStartPoints = yStart
        r.yEndPoints = yEnd
        record = r
    }
    /// A band between two y values, across the plot's width or between two x positions in points.
    /// - Parameters:
    ///   - xStart: Its left in points (nil: the plot's left).
    ///   - xEnd: Its right in points (nil: the plot's right).
    ///   - yStart: Its bottom.
    ///   - yEnd: Its top.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var r = MarkRecord(kind: .rectangle)
        r.xStartPoints = xStart
        r.xEndPoints = xEnd
        r.yStart = yStart.channel
        r.yEnd = yEnd.channel
        record = r
    }
}

/// A slice of a pie or donut chart.
public nonisolated struct SectorMark: ChartContent {
    let record: MarkRecord
    /// Nothing is drawn as a view: the chart draws the mark.
    public var body: some View { EmptyView() }
    /// The mark itself.
    /// - Parameter marks: The marks read so far.
    public func _collectMarks(into marks: inout _ChartMarks) { marks.marks.append(record) }
    /// A slice whose angle is its value's share.
    /// - Parameters:
    ///   - angle: The value.
    ///   - innerRadius: The hole's radius (`.ratio(0.6)` for a donut).
    ///   - outerRadius: The slice's radius.
    ///   - angularInset: The gap between slices in points.
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                              angularInset: CGFloat? = nil) {
        var r = MarkRecord(kind: .sector)
        r.angle = angle.datum
        r.innerRadius = innerRadius
        r.outerRadius = outerRadius
        r.angularInset = angularInset
        record = r
    }
}
