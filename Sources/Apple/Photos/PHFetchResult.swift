// An ordered list of fetched assets or collections, read as an array is: count, index,
// enumeration with a stop flag. It is a snapshot: a change to the library does not change it;
// the change details of a change give the fetch result after it.
import Foundation

/// The assets or collections a fetch found, in order.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, NSCopying, FetchedObjects, @unchecked Sendable {
    let objects: [ObjectType]
    /// The fetch, to make again after a change (nil: a result that is not fetched again).
    let query: FetchQuery?

    init(objects: [ObjectType], query: FetchQuery?) {
        self.objects = objects
        self.query = query
        super.init()
    }

    /// Fetches with `query` on the library now.
    convenience init(query: FetchQuery, state: LibraryState) {
        self.init(objects: query.objects(in: state).compactMap { $0 as? ObjectType }, query: query)
    }

    /// An empty fetch result.
    public override init() {
        objects = []
        query = nil
        super.init()
    }

    var fetchedObjects: [Any] { objects }

    /// How many objects there are.
    open var count: Int { objects.count }

    /// The object at an index.
    /// - Parameter index: The index (below `count`).
    /// - Returns: The object.
    open func object(at index: Int) -> ObjectType { objects[index] }

    /// The object at an index.
    /// - Parameter idx: The index (below `count`).
    open subscript(idx: Int) -> ObjectType { objects[idx] }

    /// Whether the result holds an object (the same asset or collection, from any fetch).
    /// - Parameter anObject: The object.
    /// - Returns: Whether it is there.
    open func contains(_ anObject: ObjectType) -> Bool { index(of: anObject) != NSNotFound }

    /// The index of an object.
    /// - Parameter anObject: The object.
    /// - Returns: Its index, or `NSNotFound`.
    open func index(of anObject: ObjectType) -> Int {
        objects.firstIndex { Self.same($0, anObject) } ?? NSNotFound
    }

    /// The index of an object within a range.
    /// - Parameters:
    ///   - anObject: The object.
    ///   - range: The indexes to look in.
    /// - Returns: Its index, or `NSNotFound`.
    open func index(of anObject: ObjectType, in range: NSRange) -> Int {
        let lower = max(0, range.location), upper = min(objects.count, range.location + range.length)
        guard lower < upper else { return NSNotFound }
        return (lower..<upper).first { Self.same(objects[$0], anObject) } ?? NSNotFound
    }

    /// The first object, if any.
    open var firstObject: ObjectType? { objects.first }

    /// The last object, if any.
    open var lastObject: ObjectType? { objects.last }

    /// The objects at indexes, in order.
    /// - Parameter indexes: The indexes (each below `count`).
    /// - Returns: The objects.
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }

    /// Calls a block with each object and its index, first to last, until the block sets `stop`.
    /// - Parameter block: Called with the object, its index and the stop flag.
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        enumerateObjects(at: IndexSet(integersIn: 0..<objects.count), options: [], using: block)
    }

    /// Calls a block with each object, in order or reversed (`.reverse`), until it sets `stop`.
    /// - Parameters:
    ///   - opts: `.reverse` to go last to first (`.concurrent` runs in order here).
    ///   - block: Called with the object, its index and the stop flag.
    open func enumerateObjects(options opts: NSEnumerationOptions = [], using block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        enumerateObjects(at: IndexSet(integersIn: 0..<objects.count), options: opts, using: block)
    }

    /// Calls a block with the objects at indexes, until it sets `stop`.
    /// - Parameters:
    ///   - s: The indexes.
    ///   - opts: `.reverse` to go last to first.
    ///   - block: Called with the object, its index and the stop flag.
    open func enumerateObjects(at s: IndexSet, options opts: NSEnumerationOptions = [],
                               using block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        let indexes = opts.contains(.reverse) ? Array(s.reversed()) : Array(s)
        for index in indexes where index < objects.count {
            block(objects[index], index, &stop)
            if stop.boolValue { break }
        }
    }

    /// How many of the objects are assets of a media type.
    /// - Parameter mediaType: The media type.
    /// - Returns: The count.
    open func countOfAssets(with mediaType: PHAssetMediaType) -> Int {
        objects.filter { ($0 as? PHAsset)?.mediaType == mediaType }.count
    }

    /// The result itself (fetch results are immutable).
    /// - Parameter zone: Not used.
    /// - Returns: The result.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The count and objects.
    open override var description: String { "<PHFetchResult: count=\(objects.count)>" }

    private static func same(_ a: ObjectType, _ b: ObjectType) -> Bool {
        a === b || (a as? NSObject).map { $0.isEqual(b) } == true
    }
}
