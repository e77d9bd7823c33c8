@testable import AudioToolbox
@testable import CoreMotion
import Foundation
@testable import MessageUI
@testable import SafariServices
import Testing
import Trellis

/// Polls on the main actor (whose queue runs meanwhile) until a condition holds, up to 2 s.
@MainActor private func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<400 where !condition() { try await Task.sleep(nanoseconds: 5_000_000) }
}

/// Lets the main queue run what was queued on it.
@MainActor private func settle() async throws { try await Task.sleep(nanoseconds: 50_000_000) }

/// What handlers called on other queues saw, read under a lock.
private final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}

// MARK: - SafariServices

/// `import SafariServices` as apps use it: a Safari view controller in a representable, with a
/// delegate. Offline, its initial load fails once its view is loaded.
@Suite struct SafariServicesTests {
    @MainActor final class Recorder: NSObject, SFSafariViewControllerDelegate {
        var events: [String] = []
        func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
            events.append("initialLoad \(didLoadSuccessfully)")
        }
        func safariViewControllerDidFinish(_ controller: SFSafariViewController) { events.append("finish") }
    }

    struct SafariView: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
        func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
    }

    @Test func theControllerKeepsWhatItWasMadeWith() throws {
        let url = try #require(URL(string: "https://www.swift.org/documentation/"))
        let configuration = SFSafariViewController.Configuration()
        #expect(!configuration.entersReaderIfAvailable && configuration.barCollapsingEnabled)
        configuration.entersReaderIfAvailable = true
        configuration.barCollapsingEnabled = false
        let safari = SFSafariViewController(url: url, configuration: configuration)
        // The controller keeps a copy: changing the configuration afterwards changes nothing.
        configuration.entersReaderIfAvailable = false
        #expect(safari.configuration.entersReaderIfAvailable && !safari.configuration.barCollapsingEnabled)
        safari.configuration.barCollapsingEnabled = true
        #expect(!safari.configuration.barCollapsingEnabled)
        #expect(safari.initialURL == url)
        #expect(safari.dismissButtonStyle == .done)
        safari.dismissButtonStyle = .close
        let orange = UIColor.systemOrange
        safari.preferredControlTintColor = orange
        #expect(safari.dismissButtonStyle.rawValue == 1 && safari.preferredControlTintColor === orange && safari.preferredBarTintColor == nil)
        #expect(SFSafariViewController.DismissButtonStyle.cancel.rawValue == 2)
        let plain = SFSafariViewController(url: url)
        #expect(!plain.configuration.entersReaderIfAvailable && plain.configuration.barCollapsingEnabled)
        let token = SFSafariViewController.prewarmConnections(to: [url])
        token.invalidate()
        #expect(token.isInvalidated)
    }

    @MainActor @Test func theInitialLoadFailsOfflineOnceTheViewLoads() async throws {
        let recorder = Recorder()
        let safari = SFSafariViewController(url: try #require(URL(string: "https://example.com")))
        safari.delegate = recorder
        // Made and kept, never shown: nothing loads.
        try await settle()
        #expect(recorder.events.isEmpty && !safari.initialLoadStarted)
        // Loading the view starts the load; the delegate hears it fail after the call.
        _ = safari.view
        #expect(recorder.events.isEmpty && safari.initialLoadStarted)
        try await waitUntil { !recorder.events.isEmpty }
        _ = safari.view
        safari.loadViewIfNeeded()
        try await settle()
        #expect(recorder.events == ["initialLoad false"])
    }

    @MainActor @Test func aURLSafariRejectsFailsToLoadInsteadOfRaising() async throws {
        let recorder = Recorder()
        let safari = SFSafariViewController(url: URL(fileURLWithPath: "/tmp/page.html"))
        safari.delegate = recorder
        safari.loadViewIfNeeded()
        try await waitUntil { !recorder.events.isEmpty }
        #expect(recorder.events == ["initialLoad false"])
    }

    @MainActor @Test func aRepresentableOfOneIsItsPlaceholder() throws {
        let view = SafariView(url: try #require(URL(string: "https://example.com")))
        let t = layout(VStack(spacing: 0) { view.id("safari"); Color.red.frame(height: 100) }, 300, 400)
        expectFrame(t, "safari", 0, 0, 300, 300)
        #expect(t.root.first(id: "safari")?.type == "SafariView")
    }
}

// MARK: - MessageUI

/// `import MessageUI` as apps use it: the composers guarded by `canSendMail()` and
/// `canSendText()`, false on Linux, with delegates that are never told a result.
@Suite struct MessageUITests {
    @MainActor final class Recorder: NSObject, MFMailComposeViewControllerDelegate, MFMessageComposeViewControllerDelegate {
        var results: [String] = []
        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
            results.append("mail \(result.rawValue)")
            controller.dismiss(animated: true)
        }
        func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
            results.append("message \(result.rawValue)")
        }
    }

    @Test func nothingCanBeSentAsOnASimulator() {
        #expect(!MFMailComposeViewController.canSendMail())
        #expect(!MFMessageComposeViewController.canSendText())
        #expect(!MFMessageComposeViewController.canSendSubject())
        #expect(!MFMessageComposeViewController.canSendAttachments())
        #expect(!MFMessageComposeViewController.isSupportedAttachmentUTI("public.jpeg"))
    }

    @Test func aMailDraftKeepsWhatItIsGiven() {
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["you@example.com", "them@example.com"])
        mail.setCcRecipients(["cc@example.com"])
        mail.setBccRecipients(nil)
        mail.setSubject("Feedback")
        mail.setMessageBody("<p>Hello</p>", isHTML: true)
        mail.addAttachmentData(Data("a,b\n1,2\n".utf8), mimeType: "text/csv", fileName: "log.csv")
        mail.setPreferredSendingEmailAddress("me@example.com")
        #expect(mail.toRecipients == ["you@example.com", "them@example.com"])
        #expect(mail.ccRecipients == ["cc@example.com"] && mail.bccRecipients.isEmpty)
        #expect(mail.subject == "Feedback" && mail.title == "Feedback")
        #expect(mail.messageBody == "<p>Hello</p>" && mail.isHTML)
        #expect(mail.attachments == [MailAttachment(data: Data("a,b\n1,2\n".utf8), mimeType: "text/csv", fileName: "log.csv")])
        #expect(mail.preferredSendingEmailAddress == "me@example.com")
    }

    @MainActor @Test func composersPresentedAnywayNeverReportAResult() async throws {
        let recorder = Recorder()
        let root = UIViewController()
        let mail = MFMailComposeViewController()
        mail.mailComposeDelegate = recorder
        root.present(mail, animated: true)
        #expect(root.presentedViewController === mail)
        let message = MFMessageComposeViewController()
        message.messageComposeDelegate = recorder
        message.recipients = ["+1 555 0100"]
        message.body = "On my way"
        message.subject = "ETA"
        #expect(!message.addAttachmentData(Data([1, 2]), typeIdentifier: "public.png", filename: "a.png"))
        #expect(!message.addAttachmentURL(URL(fileURLWithPath: "/tmp/a.png"), withAlternateFilename: nil))
        #expect(message.attachments == nil)
        #expect(message.recipients == ["+1 555 0100"] && message.body == "On my way" && message.subject == "ETA")
        try await settle()
        #expect(recorder.results.isEmpty)
    }

    @Test func resultsAndErrorsHaveMessageUIsCodes() {
        #expect(MFMailComposeResult.cancelled.rawValue == 0 && MFMailComposeResult.saved.rawValue == 1)
        #expect(MFMailComposeResult.sent.rawValue == 2 && MFMailComposeResult.failed.rawValue == 3)
        #expect(MessageComposeResult.cancelled.rawValue == 0 && MessageComposeResult.sent.rawValue == 1
                && MessageComposeResult.failed.rawValue == 2)
        let error = MFMailComposeError(.sendFailed) as NSError
        #expect(error.domain == "MFMailComposeErrorDomain" && error.code == 1)
        #expect(MFMailComposeError(MFMailComposeError.saveFailed).errorCode == 0)
    }
}

// MARK: - AudioToolbox

/// `import AudioToolbox` as apps use it: system sounds played on a tap, and sounds made from the
/// app's files. Nothing sounds; files are read.
@Suite struct AudioToolboxTests {
    /// A 16-bit mono PCM WAV file of `frames` silent frames at 8 kHz, with or without its data
    /// chunk.
    static func wav(frames: Int, dataChunk: Bool = true) -> Data {
        func le(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        let samples = [UInt8](repeating: 0, count: frames * 2)
        let format = Array("fmt ".utf8) + le(16, 4) + le(1, 2) + le(1, 2) + le(8000, 4) + le(16000, 4) + le(2, 2) + le(16, 2)
        let data = dataChunk ? Array("data".utf8) + le(samples.count, 4) + samples : []
        let body = Array("WAVE".utf8) + format + data
        return Data(Array("RIFF".utf8) + le(body.count, 4) + body)
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("SystemSounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aWAVFileGetsAnIDAndCanBeLetGo() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tap = folder.appendingPathComponent("tap.wav")
        try Self.wav(frames: 800).write(to: tap)
        var first: SystemSoundID = 0
        var second: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(tap as CFURL, &first) == kAudioServicesNoError)
        #expect(AudioServicesCreateSystemSoundID(tap as CFURL, &second) == noErr)
        #expect(first >= 4097 && second > first, "\(first) \(second)")
        #expect(SystemSoundRegistry.shared.file(of: first) == tap)
        AudioServicesPlaySystemSound(first)
        #expect(SystemSoundRegistry.shared.played.contains(first))
        #expect(AudioServicesDisposeSystemSoundID(first) == kAudioServicesNoError)
        #expect(AudioServicesDisposeSystemSoundID(first) == kAudioServicesSystemSoundUnspecifiedError)
        #expect(AudioServicesDisposeSystemSoundID(second) == 0)
    }

    @Test func whatIsNotASoundFileGetsNoID() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("notes.wav")
        try Data("just text, not a sound".utf8).write(to: text)
        let headerOnly = folder.appendingPathComponent("empty.wav")
        try Self.wav(frames: 0, dataChunk: false).write(to: headerOnly)
        let missing = folder.appendingPathComponent("missing.caf")
        var id: SystemSoundID = 7
        for url in [text, headerOnly, missing, folder, URL(string: "https://example.com/tap.wav")!] {
            #expect(AudioServicesCreateSystemSoundID(url as CFURL, &id) == -1500, "\(url)")
        }
        #expect(id == 7)
        // Other containers are told by their signature.
        let aiff = folder.appendingPathComponent("chime.aiff")
        try Data(Array("FORM".utf8) + [0, 0, 0, 4] + Array("AIFF".utf8)).write(to: aiff)
        #expect(AudioServicesCreateSystemSoundID(aiff as CFURL, &id) == kAudioServicesNoError && id >= 4097)
        AudioServicesDisposeSystemSoundID(id)
    }

    @MainActor @Test func aCompletionRunsOnTheMainQueueAfterTheCall() async throws {
        var completed: [String] = []
        // Each completion runs on the main queue (the main actor's), once, after the call.
        AudioServicesPlaySystemSoundWithCompletion(1104) { MainActor.assumeIsolated { completed.append("click") } }
        AudioServicesPlayAlertSoundWithCompletion(kSystemSoundID_Vibrate) { MainActor.assumeIsolated { completed.append("vibrate") } }
        AudioServicesPlaySystemSoundWithCompletion(1104, nil)
        #expect(completed.isEmpty)
        try await waitUntil { completed.count == 2 }
        try await settle()
        #expect(completed == ["click", "vibrate"])
        AudioServicesPlayAlertSound(kSystemSoundID_UserPreferredAlert)
        #expect(SystemSoundRegistry.shared.played.contains(1104) && SystemSoundRegistry.shared.played.contains(4095))
    }

    @Test func constantsHaveCoreAudiosValues() {
        #expect(kSystemSoundID_Vibrate == 4095 && kSystemSoundID_UserPreferredAlert == 4096)
        #expect(kAudioServicesSystemSoundUnspecifiedError == -1500 && kAudioServicesSystemSoundClientTimedOutError == -1501)
        // Four characters read as a big-endian number.
        func code(_ text: String) -> OSStatus { OSStatus(bitPattern: text.utf8.reduce(0) { $0 << 8 | UInt32($1) }) }
        #expect(kAudioServicesUnsupportedPropertyError == code("pty?"))
        #expect(kAudioServicesBadPropertySizeError == code("!siz") && kAudioServicesBadSpecifierSizeError == code("!spc"))
    }
}

// MARK: - CoreMotion

/// `import CoreMotion` as apps use it: a motion manager behind a parallax effect, the pedometer,
/// activity and the altimeter. Linux is the Simulator: nothing is available or delivered, and the
/// queries Apple answers with an error are answered with CMErrorDomain 104.
@Suite struct CoreMotionTests {
    /// An attitude of a quaternion, as a test double would be (Core Motion has no initialiser
    /// that takes one).
    final class Fixed: CMAttitude, @unchecked Sendable {
        let q: CMQuaternion
        init(_ q: CMQuaternion) { self.q = q }
        override var quaternion: CMQuaternion { q }
    }

    /// A rotation of `degrees` about an axis.
    static func rotation(_ degrees: Double, _ axis: (Double, Double, Double)) -> CMQuaternion {
        let half = degrees * .pi / 360
        return CMQuaternion(x: axis.0 * sin(half), y: axis.1 * sin(half), z: axis.2 * sin(half), w: cos(half))
    }

    /// The Hamilton product a × b.
    static func product(_ a: CMQuaternion, _ b: CMQuaternion) -> CMQuaternion {
        CMQuaternion(x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
                     y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
                     z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
                     w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
    }

    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

    @MainActor @Test func noSensorIsAvailableAndNothingIsDelivered() async throws {
        let motion = CMMotionManager()
        #expect(!motion.isAccelerometerAvailable && !motion.isGyroAvailable && !motion.isMagnetometerAvailable)
        #expect(!motion.isDeviceMotionAvailable)
        #expect(CMMotionManager.availableAttitudeReferenceFrames().isEmpty)
        motion.deviceMotionUpdateInterval = 1 / 60
        #expect(motion.deviceMotionUpdateInterval == 1.0 / 60)
        var calls = 0
        motion.startDeviceMotionUpdates(using: .xMagneticNorthZVertical, to: .main) { _, _ in calls += 1 }
        motion.startAccelerometerUpdates(to: .main) { _, _ in calls += 1 }
        motion.startGyroUpdates(to: OperationQueue()) { _, _ in calls += 1 }
        motion.startMagnetometerUpdates()
        #expect(motion.attitudeReferenceFrame == .xMagneticNorthZVertical)
        try await settle()
        #expect(calls == 0)
        #expect(!motion.isDeviceMotionActive && !motion.isAccelerometerActive && !motion.isGyroActive && !motion.isMagnetometerActive)
        #expect(motion.deviceMotion == nil && motion.accelerometerData == nil && motion.gyroData == nil && motion.magnetometerData == nil)
        motion.stopDeviceMotionUpdates()
        motion.stopAccelerometerUpdates()
        motion.stopGyroUpdates()
        motion.stopMagnetometerUpdates()
        #expect(CMAttitudeReferenceFrame.xTrueNorthZVertical.rawValue == 8)
    }

    @Test func anAttitudesAnglesAndMatrixComeFromItsQuaternion() {
        let identity = CMAttitude()
        #expect(identity.roll == 0 && identity.pitch == 0 && identity.yaw == 0)
        let m = identity.rotationMatrix
        #expect(m.m11 == 1 && m.m22 == 1 && m.m33 == 1 && m.m12 == 0 && m.m31 == 0)
        // Pitch is about x, roll about y, yaw about z.
        expectClose(Self.degrees(Fixed(Self.rotation(30, (1, 0, 0))).pitch), 30, 1e-9)
        expectClose(Self.degrees(Fixed(Self.rotation(-25, (0, 1, 0))).roll), -25, 1e-9)
        let turned = Fixed(Self.rotation(40, (0, 0, 1)))
        expectClose(Self.degrees(turned.yaw), 40, 1e-9)
        expectClose(turned.pitch, 0, 1e-12)
        // The matrix takes the reference frame to the device's: the transpose of the rotation.
        let r = turned.rotationMatrix
        expectClose(r.m11, cos(40 * .pi / 180), 1e-12)
        expectClose(r.m12, sin(40 * .pi / 180), 1e-12)
        expectClose(r.m21, -sin(40 * .pi / 180), 1e-12)
        expectClose(r.m33, 1, 1e-12)
        // Yaw, then pitch, then roll: each angle comes back.
        let q = Self.product(Self.product(Self.rotation(30, (0, 0, 1)), Self.rotation(20, (1, 0, 0))), Self.rotation(10, (0, 1, 0)))
        let all = Fixed(q)
        expectClose(Self.degrees(all.yaw), 30, 1e-9)
        expectClose(Self.degrees(all.pitch), 20, 1e-9)
        expectClose(Self.degrees(all.roll), 10, 1e-9)
    }

    @Test func multiplyingByAnInverseGivesTheChange() throws {
        let now = try #require(Fixed(Self.rotation(50, (0, 0, 1))).copy() as? CMAttitude)
        now.multiply(byInverseOf: Fixed(Self.rotation(20, (0, 0, 1))))
        expectClose(Self.degrees(now.yaw), 30, 1e-9)
        expectClose(now.quaternion.w, cos(15 * .pi / 180), 1e-12)
        let same = CMAttitude()
        same.multiply(byInverseOf: CMAttitude())
        #expect(same.quaternion.w == 1 && same.yaw == 0)
    }

    @Test func aDeviceMotionMadeByHandIsAtRest() {
        let motion = CMDeviceMotion()
        #expect(motion.gravity.z == -1 && motion.gravity.x == 0 && motion.userAcceleration.z == 0)
        #expect(motion.attitude.quaternion.w == 1 && motion.rotationRate.x == 0)
        #expect(motion.magneticField.accuracy == .uncalibrated && motion.heading == -1 && motion.sensorLocation == .default)
        #expect(CMAcceleration(x: 0.1, y: -0.2, z: -0.98).y == -0.2 && CMRotationRate().z == 0)
    }

    @Test func pedometerQueriesFailWithMotionActivityNotAvailable() async throws {
        #expect(!CMPedometer.isStepCountingAvailable() && !CMPedometer.isDistanceAvailable() && !CMPedometer.isFloorCountingAvailable())
        #expect(!CMPedometer.isPaceAvailable() && !CMPedometer.isCadenceAvailable() && !CMPedometer.isPedometerEventTrackingAvailable())
        #expect(CMPedometer.authorizationStatus() == .notDetermined)
        let pedometer = CMPedometer()
        let calls = Calls()
        // Marks Core Motion's queue, to tell the handlers run on it.
        let onPedometerQueue = DispatchSpecificKey<Bool>()
        CMPedometer.handlerQueue.setSpecific(key: onPedometerQueue, value: true)
        pedometer.queryPedometerData(from: Date().addingTimeInterval(-86400), to: Date()) { data, error in
            let error = error as NSError?
            calls.add("query \(data == nil) \(error?.domain ?? "-") \(error?.code ?? 0) \(DispatchQueue.getSpecific(key: onPedometerQueue) == true)")
        }
        pedometer.startUpdates(from: Date()) { data, error in
            calls.add("updates \(data == nil) \((error as NSError?)?.code ?? 0)")
        }
        pedometer.startEventUpdates { event, error in
            calls.add("events \(event == nil) \((error as NSError?)?.code ?? 0)")
        }
        for _ in 0..<400 where calls.all.count < 3 { try await Task.sleep(nanoseconds: 5_000_000) }
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(calls.all == ["query true CMErrorDomain 104 true", "updates true 104", "events true 104"])
        #expect(CMErrorMotionActivityNotAvailable.rawValue == 104 && CMErrorDomain == "CMErrorDomain")
    }

    @Test func anActivityQueryFailsOnItsQueueAndUpdatesDeliverNothing() async throws {
        #expect(!CMMotionActivityManager.isActivityAvailable())
        let manager = CMMotionActivityManager()
        let queue = OperationQueue()
        let calls = Calls()
        manager.startActivityUpdates(to: queue) { _ in calls.add("update") }
        manager.queryActivityStarting(from: Date().addingTimeInterval(-3600), to: Date(), to: queue) { activities, error in
            let error = error as NSError?
            calls.add("query \(activities == nil) \(error?.domain ?? "-") \(error?.code ?? 0) \(OperationQueue.current === queue)")
        }
        for _ in 0..<400 where calls.all.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(calls.all == ["query true CMErrorDomain 104 true"])
        manager.stopActivityUpdates()
        let activity = CMMotionActivity()
        #expect(!activity.walking && !activity.automotive && activity.confidence == .low)
        #expect(CMMotionActivityConfidence.high.rawValue == 2)
    }

    @Test func theAltimeterIsNotAvailableAndItsUpdatesDoNothing() async throws {
        #expect(!CMAltimeter.isRelativeAltitudeAvailable() && !CMAltimeter.isAbsoluteAltitudeAvailable())
        #expect(CMAltimeter.authorizationStatus() == .notDetermined && CMAuthorizationStatus.authorized.rawValue == 3)
        let altimeter = CMAltimeter()
        let calls = Calls()
        altimeter.startRelativeAltitudeUpdates(to: OperationQueue()) { _, _ in calls.add("relative") }
        altimeter.startAbsoluteAltitudeUpdates(to: OperationQueue()) { _, _ in calls.add("absolute") }
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(calls.all.isEmpty)
        altimeter.stopRelativeAltitudeUpdates()
        altimeter.stopAbsoluteAltitudeUpdates()
        #expect(CMAltitudeData().pressure.doubleValue == 101.325)
    }
}
