import Foundation
import Testing
import WatchConnectivity

/// `import WatchConnectivity` as an iPhone app with a Watch app writes it: a delegate set, the
/// session activated, the state sent. With no watch paired the session activates and sending
/// fails with the real framework's errors.
@Suite struct WatchConnectivityTests {
    final class Link: NSObject, WCSessionDelegate, @unchecked Sendable {
        var activated: [WCSessionActivationState] = []
        var finished: [WCError.Code] = []

        func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?) {
            activated.append(activationState)
        }

        func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?) {
            if let error = error as? WCError { finished.append(error.code) }
        }
    }

    @MainActor @Test func activatesAndFailsToSendWithNoWatchPaired() async throws {
        #expect(WCSession.isSupported())
        let session = WCSession.default
        let link = Link()
        session.delegate = link
        // Before activation, nothing can be sent.
        #expect(throws: WCError(.sessionNotActivated)) { try session.updateApplicationContext(["habits": [1, 2]]) }
        session.activate()
        #expect(session.activationState == .activated)
        #expect(!session.isPaired && !session.isWatchAppInstalled && !session.isReachable)
        do {
            try session.updateApplicationContext(["habits": [1, 2]])
            Issue.record("sent with no watch paired")
        } catch WCError.deviceNotPaired {
            // The error an iPhone with no watch gives.
        }
        let reply: WCError.Code? = await withCheckedContinuation { done in
            session.sendMessage(["ping": 1], replyHandler: { _ in done.resume(returning: nil) },
                                errorHandler: { done.resume(returning: ($0 as? WCError)?.code) })
        }
        #expect(reply == .notReachable)
        session.transferUserInfo(["count": 3])
        // The delegate hears on the main queue, after this turn.
        for _ in 0..<50 where link.finished.isEmpty { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(link.activated == [.activated])
        #expect(link.finished == [.deviceNotPaired])
        #expect(WCError.errorDomain == "WCErrorDomain" && WCError.Code.notReachable.rawValue == 7007)
    }
}
