import SnapshotTesting
import SwiftUI
import XCTest

@testable import SampleViews

// The same in XCTest. A main-actor test method is `async` here: XCTest on Linux finds test
// methods by casting them to `() -> ()`, which a synchronous `@MainActor` method is not.
final class ReceiptCardXCTests: XCTestCase {
    @MainActor
    func testOnIPhoneSE() async {
        assertSnapshot(of: ReceiptCard(), as: .image(layout: .device(config: .iPhoneSe)))
    }
}
