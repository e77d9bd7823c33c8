import Foundation

/// A type whose values can be interpolated.
///
/// Animations interpolate values of such types between a start and an end; ``Animatable`` types
/// expose one as their `animatableData`. Trellis's engine computes the state at rest, where an
/// animation ends (the previewer animates between two layouts on its own), so these types are
/// there for source compatibility and for layouts and shapes that declare animatable data.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies the value by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var s = self
        s.scale(by: rhs)
        return s
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the number.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the number.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the number.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// The animatable data of a type that has none.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The empty value.
    public init() {}
    /// The empty value.
    public static var zero: EmptyAnimatableData { .init() }
    /// The empty value.
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    /// The empty value.
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    /// Does nothing.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values as one, for a type with two animatable properties.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// A pair of two values.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// The pair of zeros.
    public static var zero: Self { .init(.zero, .zero) }
    /// The pairwise sum.
    public static func + (l: Self, r: Self) -> Self { .init(l.first + r.first, l.second + r.second) }
    /// The pairwise difference.
    public static func - (l: Self, r: Self) -> Self { .init(l.first - r.first, l.second - r.second) }
    /// Scales both values by `rhs`.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A type whose appearance can be animated by interpolating `animatableData`.
///
/// Shapes, layouts and modifiers conform; Trellis lays out and draws the state at rest, so the
/// engine never interpolates the data over time.
public protocol Animatable {
    /// The type of the data to interpolate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to interpolate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No data: nothing animates.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
