import Foundation

// The shape styles named for what they colour (`.separator`, `.tint`, `.link`, `.placeholder`,
// `.selection`, `.windowBackground`, `.fill`): each resolves to the system colour of that role
// in the environment (UIKit's semantic colours: separator, placeholderText, systemBackground,
// systemFill; the tint or the accent colour), so they follow the colour scheme as SwiftUI's do.

/// The style of separators (UIColor.separator).
public struct SeparatorShapeStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.separator` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color.separator.resolve(in: environment)) }
}

/// The tint of the view (`.tint(_:)`, else the accent colour).
public struct TintShapeStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.tint` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color((environment.tint ?? .accentColor).resolve(in: environment))
    }
}

/// The style of links: the tint.
public struct LinkShapeStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.link` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color.accentColor.resolve(in: environment)) }
}

/// The style of placeholder text (UIColor.placeholderText: the tertiary label colour).
public struct PlaceholderTextShapeStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.placeholder` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color.tertiaryLabel.resolve(in: environment)) }
}

/// The style of selected content: the tint.
public struct SelectionShapeStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.selection` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color.accentColor.resolve(in: environment)) }
}

/// The window's background (the system background on iOS).
public struct WindowBackgroundShapeStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.windowBackground` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color.systemBackground.resolve(in: environment)) }
}

/// The fill colours of shapes (UIColor.systemFill and its levels).
public struct FillShapeStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.fill` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color.systemFill.resolve(in: environment)) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator style.
    public static var separator: SeparatorShapeStyle { .init() }
}
extension ShapeStyle where Self == TintShapeStyle {
    /// The tint style.
    public static var tint: TintShapeStyle { .init() }
}
extension ShapeStyle where Self == LinkShapeStyle {
    /// The link style.
    public static var link: LinkShapeStyle { .init() }
}
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The placeholder text style.
    public static var placeholder: PlaceholderTextShapeStyle { .init() }
}
extension ShapeStyle where Self == SelectionShapeStyle {
    /// The selection style.
    public static var selection: SelectionShapeStyle { .init() }
}
extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The window background style.
    public static var windowBackground: WindowBackgroundShapeStyle { .init() }
}
extension ShapeStyle where Self == FillShapeStyle {
    /// The fill style.
    public static var fill: FillShapeStyle { .init() }
}
