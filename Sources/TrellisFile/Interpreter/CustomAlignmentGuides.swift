import Foundation
import Trellis

/// Alignment identities for guides declared in layout files. The engine identifies a guide by
/// its `AlignmentID` type, and a file can declare any number of them at run time, so each one
/// gets a distinct generic type spelled by the binary digits of a counter
/// (`FileGuide<One<Zero<Root>>>`), whose `defaultValue` calls the file's interpreted function.
enum CustomAlignmentGuides {
    enum Root {}
    enum Zero<T> {}
    enum One<T> {}

    enum FileGuide<Tag>: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            CustomAlignmentGuides.value(of: ObjectIdentifier(Self.self), context)
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var next = 0
    nonisolated(unsafe) private static var functions: [ObjectIdentifier: (ViewDimensions) -> CGFloat] = [:]

    static func make(_ defaultValue: @escaping (ViewDimensions) -> CGFloat) -> any AlignmentID.Type {
        let index: Int = lock.withLock {
            next += 1
            return next
        }
        let type = spell(index, Root.self)
        lock.withLock { functions[ObjectIdentifier(type)] = defaultValue }
        return type
    }

    private static func spell<T>(_ n: Int, _ tag: T.Type) -> any AlignmentID.Type {
        if n == 0 { return FileGuide<T>.self }
        return n & 1 == 0 ? spell(n >> 1, Zero<T>.self) : spell(n >> 1, One<T>.self)
    }

    /// Forgets the guides of a file that is gone.
    static func remove(_ types: [any AlignmentID.Type]) {
        lock.withLock {
            for t in types { functions[ObjectIdentifier(t)] = nil }
        }
    }

    static func value(of id: ObjectIdentifier, _ d: ViewDimensions) -> CGFloat {
        let f = lock.withLock { functions[id] }
        return f?(d) ?? 0
    }
}
