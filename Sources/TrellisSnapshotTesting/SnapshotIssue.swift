// Reports a snapshot that could not be taken to the test that asked for it, in either test
// library. (Kept apart from the UIKit and SwiftUI imports: swift-testing declares cross-import
// overlays for Apple's UIKit and CoreGraphics that Linux does not have.)
import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

enum SnapshotIssue {
    /// Records `message` as a failure of the current test.
    static func record(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
            return
        }
        #endif
        XCTFail(message, file: file, line: line)
    }
}
