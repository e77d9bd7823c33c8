// `import SwiftData` on Linux: the models, container, context and `@Query` a SwiftUI screen and its
// previews use (Xcode's app template with SwiftData storage, `#Preview { V().modelContainer(for:
// Item.self, inMemory: true) }`, sample data inserted into a preview's container). Every container
// is in memory: nothing is written to disk, so a preview shows what its code inserts and a
// container asked for on-disk storage starts empty.
@_exported import Foundation
@_exported import Observation
import Trellis

/// Makes a class a SwiftData model: it conforms to `PersistentModel` (and so is `Observable`,
/// `Hashable` and `Identifiable`). Linux: the stored properties stay plain stored properties.
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "TrellisMacros", type: "ModelMacro")

/// How SwiftData stores a property (`@Attribute(.unique) var name: String`). Linux: accepted,
/// no effect.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "TrellisMacros", type: "ModelPropertyMacro")

/// A relationship between models (`@Relationship(deleteRule: .cascade, inverse: \Trip.stops)`).
/// Linux: accepted, no effect.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "TrellisMacros", type: "ModelPropertyMacro")

/// A property SwiftData does not store. Linux: accepted, no effect.
@attached(peer)
public macro Transient() = #externalMacro(module: "TrellisMacros", type: "ModelPropertyMacro")
