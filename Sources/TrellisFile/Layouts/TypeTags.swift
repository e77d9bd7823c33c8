import Foundation

/// Distinct Swift types made at run time. The engine tells layouts and layout value keys apart by
/// their Swift type (a layout's `static var layoutProperties`, AnyLayout's cache, a key's trait
/// slot), and a layout file declares any number of them, so each gets a generic type spelled by
/// the binary digits of a counter: `FileLayout<One<Zero<Root>>>`.
protocol TypeTag {}

enum TypeTags {
    enum Root: TypeTag {}
    enum Zero<T: TypeTag>: TypeTag {}
    enum One<T: TypeTag>: TypeTag {}

    private static let lock = NSLock()
    nonisolated(unsafe) private static var next = 0

    /// A tag no other call returned.
    static func make() -> any TypeTag.Type {
        let n: Int = lock.withLock {
            next += 1
            return next
        }
        return spell(n, Root.self)
    }

    /// The bits of `n`, lowest first, around `tag`; the highest bit is always a `One`, so
    /// different numbers give different types.
    private static func spell<T: TypeTag>(_ n: Int, _ tag: T.Type) -> any TypeTag.Type {
        if n == 0 { return tag }
        return n & 1 == 0 ? spell(n >> 1, Zero<T>.self) : spell(n >> 1, One<T>.self)
    }
}
