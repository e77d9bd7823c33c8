// Views titled by a localised resource (`Text(.pickACity)`, `Button(.close) { … }`, as Xcode 26's
// string catalog symbols are used): the string Foundation's `String(localized:)` gives for it
// (FoundationAdditions' Localization.swift). Each is disfavoured: a string literal is a
// `LocalizedStringKey` (`Text("**Bold**")` reads Markdown), as in SwiftUI, where these take a
// resource only when one is given.
import Foundation
import FoundationAdditions
import Trellis

extension Text {
    /// Text of a localised resource: the string its table gives.
    /// - Parameter resource: The resource.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: String(localized: resource)) }
}

extension Button where Label == Text {
    /// A button titled by a localised resource.
    /// - Parameters:
    ///   - titleResource: The title's resource.
    ///   - action: What the button does.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
        self.init(String(localized: titleResource), action: action)
    }

    /// A button with a role, titled by a localised resource.
    /// - Parameters:
    ///   - titleResource: The title's resource.
    ///   - role: The button's role.
    ///   - action: What the button does.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(String(localized: titleResource), role: role, action: action)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by a localised resource.
    /// - Parameters:
    ///   - titleResource: The title's resource.
    ///   - isOn: Whether it is on.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(String(localized: titleResource), isOn: isOn)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled by a localised resource, with a system symbol.
    /// - Parameters:
    ///   - titleResource: The title's resource.
    ///   - systemImage: The symbol's name.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String) {
        self.init(String(localized: titleResource), systemImage: systemImage)
    }

    /// A label titled by a localised resource, with an image of the app's.
    /// - Parameters:
    ///   - titleResource: The title's resource.
    ///   - image: The image's name.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: String) {
        self.init(String(localized: titleResource), image: image)
    }
}

extension TextField where Label == Text {
    /// A text field whose placeholder is a localised resource.
    /// - Parameters:
    ///   - titleResource: The placeholder's resource.
    ///   - text: The text it edits.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
        self.init(String(localized: titleResource), text: text)
    }
}

extension View {
    /// The navigation title, of a localised resource.
    /// - Parameter resource: The title's resource.
    /// - Returns: A view with that title.
    @_disfavoredOverload
    public func navigationTitle(_ resource: LocalizedStringResource) -> some View {
        navigationTitle(String(localized: resource))
    }
}
