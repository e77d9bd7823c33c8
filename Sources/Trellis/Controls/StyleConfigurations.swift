import Foundation

// What the styles of menus, control groups, group boxes, labeled content, forms, gauges, date
// pickers and disclosure groups are given (their `…StyleConfiguration`s), and the views built
// back from a configuration (`Menu(configuration)`, `GroupBox(configuration)`, …), which a
// custom style's body uses to draw the standard look. Trellis builds those views as the
// standard ones; the configurations' label and content are the views they wrap.

/// What a menu style is given.
public struct MenuStyleConfiguration {
    /// The menu's label.
    public nonisolated struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
    /// The menu's content.
    public nonisolated struct Content: View {
        let content: AnyView
        /// The content.
        public var body: some View { content }
    }
    let label: Label
    let content: Content
}

/// What a control group style is given.
public struct ControlGroupStyleConfiguration {
    /// The group's controls.
    public nonisolated struct Content: View {
        let content: AnyView
        /// The controls.
        public var body: some View { content }
    }
    /// The group's label.
    public nonisolated struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
    /// The controls.
    public let content: Content
    /// The label.
    public let label: Label
}

/// What a group box style is given.
public struct GroupBoxStyleConfiguration {
    /// The box's label.
    public nonisolated struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
    /// The box's content.
    public nonisolated struct Content: View {
        let content: AnyView
        /// The content.
        public var body: some View { content }
    }
    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// What a labeled content style is given.
public struct LabeledContentStyleConfiguration {
    /// The row's label.
    public nonisolated struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
    /// The row's content.
    public nonisolated struct Content: View {
        let content: AnyView
        /// The content.
        public var body: some View { content }
    }
    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// What a form style is given.
public struct FormStyleConfiguration {
    /// The form's content.
    public nonisolated struct Content: View {
        let content: AnyView
        /// The content.
        public var body: some View { content }
    }
    /// The content.
    public let content: Content
}

/// What a gauge style is given.
public struct GaugeStyleConfiguration {
    /// The gauge's label.
    public nonisolated struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
    /// The gauge's current value label.
    public nonisolated struct CurrentValueLabel: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
    /// The value, from 0 to 1.
    public var value: Double
    /// The label.
    public var label: Label
    /// The current value label.
    public var currentValueLabel: CurrentValueLabel?
}

/// What a date picker style is given.
public struct DatePickerStyleConfiguration {
    /// The picker's label.
    public nonisolated struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
    /// The picker's label.
    public let label: Label
    /// The selected date.
    @Binding public var selection: Date
    /// The earliest date that can be chosen.
    public var minimumDate: Date?
    /// The latest date that can be chosen.
    public var maximumDate: Date?
    /// The components shown.
    public var displayedComponents: DatePickerComponents
}

/// What a disclosure group style is given.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label.
    public nonisolated struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
    /// The group's content.
    public nonisolated struct Content: View {
        let content: AnyView
        /// The content.
        public var body: some View { content }
    }
    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
    /// Whether the group is open.
    @Binding public var isExpanded: Bool
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a menu style's configuration describes.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The group a control group style's configuration describes.
    public init(_ configuration: ControlGroupStyleConfiguration) { self.init(content: { configuration.content }) }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a group box style's configuration describes.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The row a labeled content style's configuration describes.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a form style's configuration describes.
    public init(_ configuration: FormStyleConfiguration) { self.init(content: { configuration.content }) }
}
