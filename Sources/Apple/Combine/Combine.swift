// `import Combine` on Linux, for the part of Combine SwiftUI apps use with their models:
// `ObservableObject`, `@Published` and `ObservableObjectPublisher` (declared in Trellis, read
// once at rest: Environment/ObservableObject.swift). Publishers, subscribers and operators are
// not provided.
@_exported import protocol Trellis.ObservableObject
@_exported import struct Trellis.Published
@_exported import class Trellis.ObservableObjectPublisher
