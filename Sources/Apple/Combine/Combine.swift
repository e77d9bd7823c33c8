// `import Combine` on Linux (this module is built as `AppleCombine`; user code imports it as
// `Combine` under swiftc's `-module-alias Combine=AppleCombine`).
//
// Publishers, subscribers, subjects, operators and schedulers are OpenCombine's, re-exported by
// name. `ObservableObject`, `@Published` and `ObservableObjectPublisher` stay Trellis's (the
// engine's `@StateObject`, `@ObservedObject` and `@EnvironmentObject` take its objects, and
// `import SwiftUI` re-exports them): OpenCombine declares its own of those three names, and is
// never imported whole here, so a file that imports SwiftUI and Combine sees one of each.
// Publishing.swift makes Trellis's `$property` and `objectWillChange` OpenCombine publishers.
//
// OpenCombineFoundation and OpenCombineDispatch add members to Foundation's and Dispatch's types
// (`Timer.publish(every:on:in:)`, `NotificationCenter.publisher(for:)`, `RunLoop` and
// `DispatchQueue` as schedulers, `JSONEncoder` as a `TopLevelEncoder`, `URLSession`'s data task
// publisher); they declare no top-level names, so they are re-exported whole.
@_exported import protocol Trellis.ObservableObject
@_exported import struct Trellis.Published
@_exported import class Trellis.ObservableObjectPublisher

@_exported import protocol OpenCombine.Cancellable
@_exported import protocol OpenCombine.ConnectablePublisher
@_exported import protocol OpenCombine.CustomCombineIdentifierConvertible
@_exported import protocol OpenCombine.Publisher
@_exported import protocol OpenCombine.Scheduler
@_exported import protocol OpenCombine.SchedulerTimeIntervalConvertible
@_exported import protocol OpenCombine.Subject
@_exported import protocol OpenCombine.Subscriber
@_exported import protocol OpenCombine.Subscription
@_exported import protocol OpenCombine.TopLevelDecoder
@_exported import protocol OpenCombine.TopLevelEncoder
@_exported import class OpenCombine.AnyCancellable
@_exported import class OpenCombine.CurrentValueSubject
@_exported import class OpenCombine.Future
@_exported import class OpenCombine.PassthroughSubject
@_exported import struct OpenCombine.AnyPublisher
@_exported import struct OpenCombine.AnySubscriber
@_exported import struct OpenCombine.AsyncPublisher
@_exported import struct OpenCombine.AsyncThrowingPublisher
@_exported import struct OpenCombine.CombineIdentifier
@_exported import struct OpenCombine.Deferred
@_exported import struct OpenCombine.Empty
@_exported import struct OpenCombine.Fail
@_exported import struct OpenCombine.ImmediateScheduler
@_exported import struct OpenCombine.Just
@_exported import struct OpenCombine.Record
@_exported import enum OpenCombine.Publishers
@_exported import enum OpenCombine.Subscribers
@_exported import enum OpenCombine.Subscriptions

@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation

import Foundation

// OpenCombine leaves out RunLoop's and DispatchQueue's Scheduler conformances (and
// `Timer.TimerPublisher`, `NotificationCenter.publisher(for:)`) when a module named `Combine` can
// be imported while it compiles. This package has none, but a build folder from before this
// module was renamed may still hold a `Modules/Combine.swiftmodule`: then this line does not
// compile. Remove that file and OpenCombine's `.build` folders (or the whole build) and build again.
private func schedulersConform(_ runLoop: RunLoop, _ queue: DispatchQueue) -> [any Scheduler] { [runLoop, queue] }
