import Foundation
import Trellis

/// Text measurements by (request, width, height), bounded: when the current generation is full
/// it becomes the previous one, so a window resized through many widths cannot grow it forever,
/// while the measurements in use survive (a hit in the previous generation is promoted).
struct MeasurementCache {
    struct Key: Hashable {
        var request: TextLayoutRequest
        var width: CGFloat?
        var height: CGFloat?
    }

    let capacity: Int
    private var current: [Key: PangoTextMeasurer.Measured] = [:]
    private var previous: [Key: PangoTextMeasurer.Measured] = [:]
    private(set) var misses = 0

    init(capacity: Int) { self.capacity = max(capacity, 0) }

    subscript(key: Key) -> PangoTextMeasurer.Measured? {
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

    private mutating func insert(_ key: Key, _ value: PangoTextMeasurer.Measured) {
        guard capacity > 0 else { return }
        if current.count >= capacity {
            previous = current
            current = [:]
            current.reserveCapacity(capacity)
        }
        current[key] = value
    }
}
