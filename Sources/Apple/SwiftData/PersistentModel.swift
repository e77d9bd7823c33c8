import Foundation
import Observation

/// A class SwiftData stores; `@Model` makes one. Equal and hashed by identity, identified by its
/// `persistentModelID` unless it declares an `id` of its own.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
    /// The model's identity in its container (here: the object's).
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self)) }
    /// The context the model was inserted into, if any.
    public var modelContext: ModelContext? { ModelContext.owner(of: self) }
    /// True once the model was deleted from its context.
    public var isDeleted: Bool { modelContext == nil && ModelContext.wasDeleted(self) }

    /// The same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension PersistentModel where ID == PersistentIdentifier {
    /// The model's identity, as `Identifiable` asks.
    public var id: PersistentIdentifier { persistentModelID }
}

/// A model's identity in a container.
public struct PersistentIdentifier: Hashable, Sendable, Comparable {
    let value: UInt
    init(object: ObjectIdentifier) { value = UInt(bitPattern: object.hashValue) }
    /// An arbitrary but stable order.
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { lhs.value < rhs.value }
}

/// The models a container stores.
public struct Schema {
    /// The model types.
    public let types: [any PersistentModel.Type]
    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) { self.types = types }
    /// A schema of `types`.
    public init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) { self.types = types }

    /// A schema version.
    public struct Version: Hashable, Sendable {
        /// The major version.
        public let major: Int
        /// The minor version.
        public let minor: Int
        /// The patch version.
        public let patch: Int
        /// The version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) { (self.major, self.minor, self.patch) = (major, minor, patch) }
    }

    /// What `@Attribute` takes.
    public enum Attribute {
        /// How a property is stored.
        public struct Option: Hashable, Sendable {
            let name: String
            /// Values are unique among the models of a type.
            public static let unique = Option(name: "unique")
            /// Large data kept beside the store.
            public static let externalStorage = Option(name: "externalStorage")
            /// Encrypted in CloudKit.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Kept in the history after the model is deleted.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Tracked without being stored.
            public static let ephemeral = Option(name: "ephemeral")
            /// Indexed by Spotlight.
            public static let spotlight = Option(name: "spotlight")
        }
    }

    /// What `@Relationship` takes.
    public enum Relationship {
        /// What deleting a model does to the models it relates to.
        public enum DeleteRule: Hashable, Sendable {
            /// The related models are deleted too.
            case cascade
            /// The model is not deleted while it has related models.
            case deny
            /// Nothing is done to the related models.
            case noAction
            /// The related models' references are set to nil.
            case nullify
        }
        /// How a relationship is stored.
        public struct Option: Hashable, Sendable {
            let name: String
            /// Values are unique.
            public static let unique = Option(name: "unique")
        }
    }
}
