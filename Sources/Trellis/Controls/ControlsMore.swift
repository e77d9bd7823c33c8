import Foundation

// More of iOS 17's control API: the initialisers that take a style's configuration, symbol
// images from the asset catalog (`ImageResource`), mixed-state sources, axis and formatter text
// fields, labelled progress views, and the styles and behaviours that act on interaction. What
// shows is drawn by the control it builds (facts at the top of each control's file); the
// rest is accepted with no effect at rest.
//
// Progress views with a label (Trellis's reading of iOS 17 screenshots; UIKit has no labelled
// progress view): an indeterminate spinner above its label, 8 pt apart, centred, the label in
// the secondary colour; a bar under its label and above its current-value label, 4 pt apart,
// leading-aligned, the current-value label in the secondary colour at the footnote size.

// MARK: Asset symbols

/// An image in an asset catalog, named by the symbol Xcode generates for it (`Image(.avatar)`).
public struct ImageResource: Hashable, @unchecked Sendable {
    let name: String
    let bundle: Bundle
    /// The image named `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour in an asset catalog, named by the symbol Xcode generates for it (`Color(.brand)`).
public struct ColorResource: Hashable, @unchecked Sendable {
    let name: String
    let bundle: Bundle
    /// The colour named `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The image of an asset catalog's generated symbol.
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Color {
    /// The colour of an asset catalog's generated symbol.
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled by a localized key with an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }
    /// A label titled by a verbatim string with an asset catalog's image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

// MARK: Buttons

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive button style's configuration describes, drawn by the style around
    /// (for a style that only adds a gesture or a modifier to the standard button).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: {}, label: { configuration.label })
    }
}

extension Button where Label == Trellis.Label<Text, Image> {
    /// A button titled by a localized key with an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { Trellis.Label(titleKey, image: image) }
    }
    /// A button titled by a verbatim string with an asset catalog's image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { Trellis.Label(title, image: image) }
    }
    /// A button with a role, titled by a localized key with an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(titleKey, image: image) }
    }
    /// A button with a role, titled by a verbatim string with an asset catalog's image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(title, image: image) }
    }
}

/// Whether holding a button repeats its action.
public struct ButtonRepeatBehavior: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = ButtonRepeatBehavior(kind: 0)
    /// Holding repeats the action.
    public static let enabled = ButtonRepeatBehavior(kind: 1)
    /// Holding does not repeat it.
    public static let disabled = ButtonRepeatBehavior(kind: 2)
}

/// A button that starts renaming with the `renameAction` of its environment: "Rename" with a
/// pencil, drawn as a button.
public nonisolated struct RenameButton<Label: View>: View {
    /// Creates the rename button.
    public init() where Label == Trellis.Label<Text, Image> {}
    /// The button.
    public var body: some View { Button(action: {}) { Trellis.Label("Rename", systemImage: "pencil") } }
}

/// Starts renaming (`@Environment(\.rename)`): nothing at rest.
public struct RenameAction: Sendable {
    /// Starts renaming (does nothing at rest).
    public func callAsFunction() {}
}

/// Haptic and audio feedback played when a value changes (never played at rest).
public struct SensoryFeedback: Sendable, Hashable {
    let kind: String
    /// A task succeeded.
    public static let success = SensoryFeedback(kind: "success")
    /// A warning.
    public static let warning = SensoryFeedback(kind: "warning")
    /// An error.
    public static let error = SensoryFeedback(kind: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(kind: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(kind: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(kind: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(kind: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(kind: "stop")
    /// Something was aligned.
    public static let alignment = SensoryFeedback(kind: "alignment")
    /// A level changed.
    public static let levelChange = SensoryFeedback(kind: "levelChange")
    /// An impact.
    public static let impact = SensoryFeedback(kind: "impact")
    /// An impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { .impact }
    /// An impact of a flexibility and intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback { .impact }

    /// How heavy an impact feels.
    public struct Weight: Sendable, Hashable {
        let value: Int
        /// Light.
        public static let light = Weight(value: 0)
        /// Medium.
        public static let medium = Weight(value: 1)
        /// Heavy.
        public static let heavy = Weight(value: 2)
    }

    /// How stiff an impact feels.
    public struct Flexibility: Sendable, Hashable {
        let value: Int
        /// Rigid.
        public static let rigid = Flexibility(value: 0)
        /// Solid.
        public static let solid = Flexibility(value: 1)
        /// Soft.
        public static let soft = Flexibility(value: 2)
    }
}

/// Whether choosing a menu's action closes the menu.
public struct MenuActionDismissBehavior: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = MenuActionDismissBehavior(kind: 0)
    /// It closes.
    public static let enabled = MenuActionDismissBehavior(kind: 1)
    /// It stays open.
    public static let disabled = MenuActionDismissBehavior(kind: 2)
}

/// How a palette shows its selected option.
public struct PaletteSelectionEffect: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = PaletteSelectionEffect(kind: 0)
    /// The option's symbol variant.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect { .init(kind: 1) }
    /// No effect: the option's own look.
    public static let custom = PaletteSelectionEffect(kind: 2)
}

nonisolated extension View {
    /// Whether holding the buttons inside repeats their action. Accepted, no effect at rest.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
    /// A context menu for selected rows. Accepted, no effect at rest.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View { self }
    /// Whether choosing the menu's actions closes it. Accepted, no effect at rest.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
    /// How palettes inside show their selection. Accepted, no effect at rest.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }
    /// What renaming does inside (for `RenameButton`). Accepted, no effect at rest.
    public func renameAction(_ action: @escaping () -> Void) -> some View { self }
    /// What renaming focuses inside (for `RenameButton`). Accepted, no effect at rest.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View { self }
    /// Plays `feedback` when `trigger` changes. Accepted, no effect at rest.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    /// Plays `feedback` when `trigger` changes and `condition` says so. Accepted, no effect at rest.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }
    /// Plays the feedback `feedback` returns when `trigger` changes. Accepted, no effect at rest.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        self
    }
}

// MARK: Toggles

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a toggle style's configuration describes.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle where Label == Trellis.Label<Text, Image> {
    /// A toggle titled by a localized key with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(titleKey, systemImage: systemImage) }
    }
    /// A toggle titled by a verbatim string with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(title, systemImage: systemImage) }
    }
    /// A toggle titled by a localized key with an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(titleKey, image: image) }
    }
    /// A toggle titled by a verbatim string with an asset catalog's image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(title, image: image) }
    }
    /// A toggle of several sources, titled with a symbol: on at rest when every source is on.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(isOn: .constant(sources.allSatisfy { $0[keyPath: isOn].wrappedValue } && !sources.isEmpty)) {
            Trellis.Label(titleKey, systemImage: systemImage)
        }
    }
    /// A toggle of several sources, titled with an asset catalog's image: on when every source is on.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(isOn: .constant(sources.allSatisfy { $0[keyPath: isOn].wrappedValue } && !sources.isEmpty)) {
            Trellis.Label(titleKey, image: image)
        }
    }
}

extension Toggle {
    /// A toggle of several sources (a mixed state when they differ): on at rest when every source
    /// is on.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(sources.allSatisfy { $0[keyPath: isOn].wrappedValue } && !sources.isEmpty), label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle of several sources titled by a localized key: on when every source is on.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }
    /// A toggle of several sources titled by a verbatim string: on when every source is on.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

// MARK: Pickers

extension Picker {
    /// A picker of several sources: shows the first source's selection at rest.
    public init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        if let first = sources.first {
            self.init(selection: first[keyPath: selection], content: content, label: label)
        } else {
            self.init(label: label(), anySelection: AnyHashable(Optional<SelectionValue>.none), content: content())
        }
    }
}

extension Picker where Label == Text {
    /// A picker of several sources titled by a localized key.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }
    /// A picker of several sources titled by a verbatim string.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == Trellis.Label<Text, Image> {
    /// A picker titled by a localized key with an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Trellis.Label(titleKey, image: image) }
    }
    /// A picker titled by a verbatim string with an asset catalog's image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Trellis.Label(title, image: image) }
    }
    /// A picker of several sources titled with a symbol.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Trellis.Label(titleKey, systemImage: systemImage) }
    }
    /// A picker of several sources titled with an asset catalog's image.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Trellis.Label(titleKey, image: image) }
    }
}

// MARK: Menus, groups, gauges, steppers

extension Menu where Label == Trellis.Label<Text, Image> {
    /// A menu titled by a localized key with an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(titleKey, image: image) }
    }
    /// A menu titled by a verbatim string with an asset catalog's image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(title, image: image) }
    }
    /// A menu with a primary action, titled by a localized key with an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Trellis.Label(titleKey, image: image) }, primaryAction: primaryAction)
    }
    /// A menu with a primary action, titled by a localized key with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Trellis.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }
    /// A menu with a primary action, titled by a verbatim string with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Trellis.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a menu style's configuration describes.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension ControlGroup {
    /// A group titled by a verbatim string (the title is not drawn by Trellis, as for the other titles).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) }
    /// A group titled with a symbol (not drawn by Trellis: iOS shows it where the group collapses).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
    /// A group titled by a verbatim string with a symbol (not drawn by Trellis).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
    /// A group titled with an asset catalog's image (not drawn by Trellis).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) { self.init(content: content) }
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

extension Gauge {
    /// A gauge with marked values (the marks are not drawn by Trellis).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) where BoundsLabel == EmptyView {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
    /// A gauge with bounds labels and marked values (the marks are not drawn by Trellis).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
                  maximum: maximumValueLabel())
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

// MARK: Text fields

extension TextField where Label == Text {
    /// A field that grows along `axis` (vertical: a multi-line field; at rest as tall as its text).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
    }
    /// A field titled by a verbatim string that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }
    /// A field with a prompt that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleKey, text: text, prompt: prompt)
    }
    /// A field of a value shown through `formatter`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(placeholder: Text(titleKey), text: formatter.string(for: value.wrappedValue) ?? "", isSecure: false)
    }
    /// A field of a value shown through `formatter`, with a prompt.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(placeholder: prompt ?? Text(titleKey), text: formatter.string(for: value.wrappedValue) ?? "", isSecure: false)
    }
    /// A field titled by a verbatim string of a value shown through `formatter`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(placeholder: Text(title), text: formatter.string(for: value.wrappedValue) ?? "", isSecure: false)
    }
}

extension TextField {
    /// A field labelled by a view that grows along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
    }
    /// A field of a value shown through `formatter`, labelled by a view.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(placeholder: prompt, text: formatter.string(for: value.wrappedValue) ?? "", isSecure: false)
    }
}

extension SecureField where Label == Text {
    /// A secure field whose placeholder is `prompt` (else the title).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(placeholder: prompt ?? Text(titleKey), text: text.wrappedValue, isSecure: true)
    }
    /// A secure field titled by a verbatim string whose placeholder is `prompt`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(placeholder: prompt ?? Text(title), text: text.wrappedValue, isSecure: true)
    }
}

extension Text {
    /// The text `formatter` makes of `subject`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject as AnyObject) ?? formatter.string(for: subject) ?? "")
    }
    /// The text `formatter` makes of `subject`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}

// MARK: Style configurations

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

/// A style of disclosure groups (`disclosureGroupStyle(_:)`). Trellis draws the automatic style;
/// custom styles are accepted and not applied yet.
public protocol DisclosureGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the view of a disclosure group.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The automatic disclosure group style.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
    /// Built in: drawn by Trellis.
    public func makeBody(configuration: Configuration) -> some View { DisclosureGroup(isExpanded: configuration.$isExpanded) {
        configuration.content
    } label: { configuration.label } }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The automatic disclosure group style.
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

/// A style of labeled content rows (`labeledContentStyle(_:)`). Trellis draws the automatic
/// style; custom styles are accepted and not applied yet.
public protocol LabeledContentStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the view of a row.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// The automatic labeled content style.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
    /// Built in: drawn by Trellis.
    public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The automatic labeled content style.
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}

/// What a text editor style is given.
public struct TextEditorStyleConfiguration {}

/// A style of text editors (`textEditorStyle(_:)`): iOS has the automatic and plain styles, which
/// look the same at rest.
public protocol TextEditorStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the view of a text editor.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = TextEditorStyleConfiguration
}

/// The automatic text editor style.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
    /// Built in: drawn by Trellis.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// The plain text editor style.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// Creates the style that `.plain` names.
    public init() {}
    /// Built in: drawn by Trellis.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The automatic text editor style.
    public static var automatic: AutomaticTextEditorStyle { .init() }
}
extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// The plain text editor style.
    public static var plain: PlainTextEditorStyle { .init() }
}

/// A control group's content as the labelled form `ControlGroup(_:content:)` makes it.
public nonisolated struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    /// The content.
    public var body: some View { content }
}

nonisolated extension View {
    /// Sets the style of the disclosure groups inside (custom styles are accepted and not applied yet).
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View { self }
    /// Sets the style of the labeled content rows inside (custom styles are accepted and not applied yet).
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View { self }
    /// Sets the style of the text editors inside (both iOS styles look the same at rest).
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }
}
