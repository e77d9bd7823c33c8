import Foundation
import Synchronization

/// The live previews' states that outlive an edit, by preview symbol, as the hosts last sent
/// them (`KeptStates` as JSON): a host started after a save gets them with its first request.
enum KeptStateStore {
    private static let states = Mutex<[String: String]>([:])

    static func keep(_ json: String, of preview: String) { states.withLock { $0[preview] = json } }
    static func states(of preview: String) -> String? { states.withLock { $0[preview] } }
    static func forget(_ preview: String) { _ = states.withLock { $0.removeValue(forKey: preview) } }
}
