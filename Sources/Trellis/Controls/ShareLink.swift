import Foundation

// ShareLink and PasteButton at rest. Both are buttons: SwiftUI draws a share link as a button
// whose default label is the "Share" title with the square.and.arrow.up symbol (so it takes
// the button style around it: the accent colour when automatic), and a paste button as the
// system's "Paste" button (doc.on.clipboard, the bordered-prominent look). Trellis draws them so
// and never shares or pastes. Apple's `Transferable` lives in CoreTransferable, a module built
// on this one, so the items here are not required to be `Transferable`: Trellis accepts more
// than SwiftUI does, never less.

/// A button that shows the share sheet for an item, or several.
///
/// Trellis draws it as a button: your label, or "Share" with the share symbol; it never shares.
///
/// ```swift
/// ShareLink(item: articleURL)
/// ShareLink("Export", item: report, subject: Text("Weekly report"))
/// ```
public nonisolated struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View>: View {
    let label: Label

    /// The share link drawn as a button of its label.
    public var body: some View { Button(action: {}) { label } }
}

/// The label of a share link that has none of its own: "Share" with the share symbol.
public nonisolated struct DefaultShareLinkLabel: View {
    /// The title and the square-and-arrow-up symbol.
    public var body: some View { Trellis.Label("Share", systemImage: "square.and.arrow.up") }
}

/// What a share sheet shows of the item it shares: a title, an image and an icon.
/// Trellis keeps nothing of it: no sheet is shown at rest.
public struct SharePreview<Image, Icon> {
    /// Creates a preview with a title only.
    public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never {}
    /// Creates a preview with a verbatim title only.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never {}
    /// Creates a preview with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) where Icon == Never {}
    /// Creates a preview with a verbatim title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) where Icon == Never {}
    /// Creates a preview with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) where Image == Never {}
    /// Creates a preview with a title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
}

extension ShareLink {
    /// A link that shares `item`, labelled by `label`.
    /// - Parameters:
    ///   - item: what to share.
    ///   - subject: a title for the share (an email's subject).
    ///   - message: a description of the share (an email's body).
    ///   - label: the link's label.
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never {
        self.label = label()
    }

    /// A link that shares `items`, labelled by `label`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where PreviewImage == Never, PreviewIcon == Never {
        self.label = label()
    }

    /// A link that shares `item` with a preview of it, labelled by `label`.
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                   @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.label = label()
    }

    /// A link that shares `items`, each with a preview, labelled by `label`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link that shares `items`, each with a preview, with the standard label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.label = DefaultShareLinkLabel()
    }
}

extension ShareLink where Label == Trellis.Label<Text, Image> {
    /// A link that shares `items`, each with a preview, titled by a localized key beside the share symbol.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.label = Trellis.Label(titleKey, systemImage: "square.and.arrow.up")
    }
    /// A link that shares `items`, each with a preview, titled by a verbatim string beside the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
                                   preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.label = Trellis.Label(title, systemImage: "square.and.arrow.up")
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link that shares `item`, labelled "Share" with the share symbol.
    /// - Parameters:
    ///   - item: what to share.
    ///   - subject: a title for the share (an email's subject).
    ///   - message: a description of the share (an email's body).
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never {
        self.label = DefaultShareLinkLabel()
    }

    /// A link that shares `items`, labelled "Share" with the share symbol.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never {
        self.label = DefaultShareLinkLabel()
    }

    /// A link that shares `item` with a preview of it, labelled "Share" with the share symbol.
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.label = DefaultShareLinkLabel()
    }
}

extension ShareLink where Label == Trellis.Label<Text, Image> {
    /// A link that shares `item`, titled by a localized key beside the share symbol.
    public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never {
        self.label = Trellis.Label(titleKey, systemImage: "square.and.arrow.up")
    }

    /// A link that shares `item`, titled by a string beside the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, I>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never {
        self.label = Trellis.Label(title, systemImage: "square.and.arrow.up")
    }

    /// A link that shares `items`, titled by a localized key beside the share symbol.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil)
    where PreviewImage == Never, PreviewIcon == Never {
        self.label = Trellis.Label(titleKey, systemImage: "square.and.arrow.up")
    }

    /// A link that shares `item` with a preview, titled by a localized key beside the share symbol.
    public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                   preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.label = Trellis.Label(titleKey, systemImage: "square.and.arrow.up")
    }
}

/// The system button that pastes what the pasteboard holds, without asking the user first.
///
/// Trellis draws it as iOS does at rest: "Paste" with the clipboard symbol on a filled capsule
/// of the tint, as a bordered prominent button; it never pastes.
public nonisolated struct PasteButton: View {
    /// Creates a button that pastes values of `payloadType`.
    /// - Parameters:
    ///   - payloadType: the type of the values to paste.
    ///   - onPaste: called with the pasted values (never at rest).
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// The "Paste" button.
    public var body: some View {
        Button(action: {}) { Trellis.Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
    }
}

nonisolated extension View {
    /// Shares the document at `url` from the navigation title's menu (iPadOS and macOS; nothing
    /// is shared at rest).
    public func navigationDocument(_ url: URL) -> some View { self }
    /// Shares the document at `url`, with a preview, from the navigation title's menu.
    public func navigationDocument<I, C>(_ url: URL, preview: SharePreview<I, C>) -> some View { self }
    /// Shares `document` from the navigation title's menu.
    public func navigationDocument<D>(_ document: D) -> some View { self }
    /// Shares `document`, with a preview, from the navigation title's menu.
    public func navigationDocument<D, I, C>(_ document: D, preview: SharePreview<I, C>) -> some View { self }
}
