import Foundation
import Trellis

/// A bounded cache in two generations: when the current generation is full it becomes the
/// previous one, so a window resized through many widths cannot grow it forever, while the
/// entries in use survive (a hit in the previous generation is promoted).
struct GenerationalCache<Key: Hashable, Value> {
    let capacity: Int
    private var current: [Key: Value] = [:]
    private var previous: [Key: Value] = [:]
    private(set) var misses = 0

    init(capacity: Int) { self.capacity = max(capacity, 0) }

    subscript(key: Key) -> Value? {
        mutating get {
            if let hit = current[key] { return hit }
            if let hit = previous[key] {
                insert(key, hit)
                return hit
            }
            misses += 1
            return nil
        }
        set {
            if let newValue { insert(key, newValue) }
        }
    }

    private mutating func insert(_ key: Key, _ value: Value) {
        guard capacity > 0 else { return }
        if current.count >= capacity {
            previous = current
            current = [:]
            current.reserveCapacity(capacity)
        }
        current[key] = value
    }
}

/// Text measurements by (request, width, height).
typealias MeasurementCache = GenerationalCache<MeasurementKey, PangoTextMeasurer.Measured>

struct MeasurementKey: Hashable {
    var request: TextLayoutRequest
    var width: CGFloat?
    var height: CGFloat?
}
