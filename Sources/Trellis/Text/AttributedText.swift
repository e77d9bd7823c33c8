import Foundation

// `Text(AttributedString)`: each run of the string is a run of the text with the run's SwiftUI
// attributes (font, foreground and background colour, kerning, tracking, baseline offset,
// underline, strikethrough). (Foundation on Linux has no inline presentation intents, so
// Markdown parsed into an attributed string is shown unstyled.) SwiftUI's attribute scope is declared here as Apple's
// SwiftUI declares it (`AttributeScopes.SwiftUIAttributes`, `\.swiftUI`), so
// `string[range].kern = 1` and `string.foregroundColor = .red` compile and are drawn. A run's
// background colour is accepted and not drawn (Trellis draws no text backgrounds).

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` reads from an attributed string.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of a run.
        public let font: FontAttribute
        /// The colour of a run's characters.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind a run (accepted, not drawn).
        public let backgroundColor: BackgroundColorAttribute
        /// A run's strikethrough.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A run's underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space after each character of a run, in points (kerning).
        public let kern: KerningAttribute
        /// Extra space between a run's characters, in points.
        public let tracking: TrackingAttribute
        /// How far a run sits above the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font of a run.
        public enum FontAttribute: AttributedStringKey {
            /// The attribute's values.
            public typealias Value = Font
            /// The attribute's name.
            public static let name = "SwiftUI.Font"
        }
        /// The colour of a run's characters.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// The attribute's values.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// The colour behind a run.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// The attribute's values.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// A run's strikethrough.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// The attribute's values.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// A run's underline.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// The attribute's values.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// Kerning, in points.
        public enum KerningAttribute: AttributedStringKey {
            /// The attribute's values.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Kern"
        }
        /// Tracking, in points.
        public enum TrackingAttribute: AttributedStringKey {
            /// The attribute's values.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Tracking"
        }
        /// Baseline offset, in points.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// The attribute's values.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attributes: `AttributeContainer().swiftUI.font(.title)`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name: `string.font`, `string[range].kern`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Shows an attributed string, each run styled by its SwiftUI attributes.
    ///
    /// ```swift
    /// var price = AttributedString("$4.99 / month")
    /// price.font = .headline
    /// Text(price)
    /// ```
    ///
    /// Disfavoured: Foundation on Linux makes `AttributedString` a string literal, and
    /// `Text("Hello")` is a localized key, as on iOS.
    /// - Parameter attributedContent: The string and its attributes.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        let runs = attributedContent.runs.map { run -> Segment in
            var segment = Segment(string: String(attributedContent[run.range].characters))
            segment.font = run.attributes[SwiftUI.FontAttribute.self]
            segment.style = run.attributes[SwiftUI.ForegroundColorAttribute.self].map { AnyShapeStyle($0) }
            segment.underline = run.attributes[SwiftUI.UnderlineStyleAttribute.self]
            segment.strikethrough = run.attributes[SwiftUI.StrikethroughStyleAttribute.self]
            segment.kerning = run.attributes[SwiftUI.KerningAttribute.self]
            segment.tracking = run.attributes[SwiftUI.TrackingAttribute.self]
            segment.baselineOffset = run.attributes[SwiftUI.BaselineOffsetAttribute.self]
            return segment
        }
        self.init(segments: runs.isEmpty ? [Segment(string: "")] : runs)
    }
}
