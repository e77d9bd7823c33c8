// The objects an intent's parameters hold and a widget's configuration lists (the app's own
// types, which Xcode generates as subclasses), and the collections of them the app provides
// for the person to pick from.
import Foundation

/// A value of the app's own type in an intent: an identifier and what the person sees.
open class INObject: NSObject {
    /// The app's identifier of the value.
    public let identifier: String?
    /// What the person sees.
    public let displayString: String
    /// How to say it, when it is not obvious.
    public let pronunciationHint: String?
    /// A second line.
    open var subtitleString: String?
    /// An image shown beside it.
    open var displayImage: INImage?

    /// An object of every detail.
    /// - Parameters:
    ///   - identifier: The app's identifier.
    ///   - display: What the person sees.
    ///   - pronunciationHint: How to say it.
    ///   - subtitle: A second line.
    ///   - image: An image.
    public init(identifier: String?, display: String, pronunciationHint: String?, subtitle: String?, image: INImage?) {
        self.identifier = identifier
        displayString = display
        self.pronunciationHint = pronunciationHint
        subtitleString = subtitle
        displayImage = image
        super.init()
    }

    /// An object of an identifier and what the person sees.
    /// - Parameters:
    ///   - identifier: The app's identifier.
    ///   - display: What the person sees.
    public convenience init(identifier: String?, display: String) {
        self.init(identifier: identifier, display: display, pronunciationHint: nil, subtitle: nil, image: nil)
    }

    /// An object with a pronunciation hint.
    /// - Parameters:
    ///   - identifier: The app's identifier.
    ///   - display: What the person sees.
    ///   - pronunciationHint: How to say it.
    public convenience init(identifier: String?, display: String, pronunciationHint: String?) {
        self.init(identifier: identifier, display: display, pronunciationHint: pronunciationHint, subtitle: nil, image: nil)
    }

    /// An object with a subtitle and an image.
    /// - Parameters:
    ///   - identifier: The app's identifier.
    ///   - display: What the person sees.
    ///   - subtitle: A second line.
    ///   - image: An image.
    public convenience init(identifier: String?, display: String, subtitle: String?, image: INImage?) {
        self.init(identifier: identifier, display: display, pronunciationHint: nil, subtitle: subtitle, image: image)
    }
}

/// A titled group of objects in a collection.
open class INObjectSection<ObjectType: AnyObject>: NSObject {
    /// The title.
    public let title: String?
    /// The objects.
    public let items: [ObjectType]

    /// A section.
    /// - Parameters:
    ///   - title: The title.
    ///   - items: The objects.
    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
        super.init()
    }
}

/// The objects the app offers for a parameter, in sections.
open class INObjectCollection<ObjectType: AnyObject>: NSObject {
    /// The sections.
    public let sections: [INObjectSection<ObjectType>]
    /// Whether the list shows an index of initials.
    open var usesIndexedCollation = false

    /// A collection of sections.
    /// - Parameter sections: The sections.
    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
        super.init()
    }

    /// A collection of objects in one untitled section.
    /// - Parameter items: The objects.
    public convenience init(items: [ObjectType]) { self.init(sections: [INObjectSection(title: nil, items: items)]) }

    /// Every object, section after section.
    open var allItems: [ObjectType] { sections.flatMap(\.items) }
}
