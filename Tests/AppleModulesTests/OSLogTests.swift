import Foundation
@testable import AppleOS
import Testing

/// Log messages are built as Apple formats their values; privacy is accepted.
@Suite struct OSLogTests {
    func text(_ message: OSLogMessage) -> String { message.text }

    @Test func interpolationFormatsValues() {
        let count = 3, name = "feed", ratio = 2.0 / 3
        #expect(text("Loaded \(count) items in \(name, privacy: .public)") == "Loaded 3 items in feed")
        #expect(text("\(ratio, format: .fixed(precision: 2))") == "0.67")
        #expect(text("\(ratio)") == "0.666667")
        #expect(text("\(255, format: .hex)") == "ff")
        #expect(text("\(255, format: .hex(includePrefix: true, uppercase: true, minDigits: 4))") == "0x00FF")
        #expect(text("\(8, format: .octal(includePrefix: true))") == "0o10")
        #expect(text("\(5, format: .decimal(explicitPositiveSign: true, minDigits: 3))") == "+005")
        #expect(text("\(-5, format: .decimal(minDigits: 3))") == "-005")
        #expect(text("[\(name, align: .left(columns: 6))]") == "[feed  ]")
        #expect(text("[\(name, align: .right(columns: 6))]") == "[  feed]")
        #expect(text("\(true) \(false, format: .answer)") == "true NO")
        #expect(text("\(name, privacy: .private(mask: .hash)) \(count, privacy: .sensitive)") == "feed 3")
        #expect(text("\(URL(string: "https://example.com")!)") == "https://example.com")
        let optional: Int? = nil
        #expect(text("\(String(describing: optional))") == "nil")
    }

    @Test func linesArePrefixedWithTheCategory() {
        #expect(Logger(subsystem: "com.example", category: "Network").logObject.prefix == "[Network]")
        #expect(Logger().logObject.prefix == "[default]")
        #expect(!OSLog.disabled.isEnabled(type: .info) && OSLog.default.isEnabled(type: .debug))
    }

    @Test func lockGuardsItsState() async {
        let lock = OSAllocatedUnfairLock(initialState: 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 { group.addTask { lock.withLock { $0 += 1 } } }
        }
        #expect(lock.withLock { $0 } == 100)
    }
}

/// Signposts are accepted and recorded nowhere (no Instruments); intervals still pair.
@Suite struct SignpostTests {
    @Test func signpostsAsADataStoreMarksItsWork() {
        let log = OSLog(subsystem: "com.example.shop", category: .pointsOfInterest)
        #expect(log.category == "PointsOfInterest" && !log.signpostsEnabled)
        let id = OSSignpostID(log: log)
        #expect(OSSignpostID(log: log) != id, "each new identifier is unique")
        let store = NSObject()
        #expect(OSSignpostID(log: log, object: store) == OSSignpostID(log: log, object: store))
        os_signpost(.begin, log: log, name: "Processing Items", signpostID: id, "Start %{public}d", 3)
        os_signpost(.end, log: log, name: "Processing Items", signpostID: id)
        let signposter = OSSignposter(logHandle: log)
        let state = signposter.beginInterval("Load", id: signposter.makeSignpostID())
        signposter.endInterval("Load", state)
        #expect(state.signpostID != .exclusive && !signposter.isEnabled)
        #expect(signposter.withIntervalSignpost("Sum") { 1 + 2 } == 3)
    }
}
