import AVFoundation
import Foundation
import Testing

/// Capture, recording and speech as camera, scanner, voice-memo and learning apps use them, on
/// Linux's iPhone Simulator with no camera and no microphone: no device is found, a session with
/// no inputs runs and delivers nothing, captures and recordings end with AVFoundation's errors,
/// recorders record nothing, and the synthesizer finishes each utterance at once, in order.
@Suite struct AVFoundationCaptureTests {
    /// Records a photo capture's delegate calls, in order.
    final class PhotoDelegate: NSObject, AVCapturePhotoCaptureDelegate, @unchecked Sendable {
        let calls = Answers<String>()
        var settingsID: Int64 = 0
        var error: NSError?
        func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings) { calls.append("willBegin") }
        func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?) { calls.append("photo") }
        func photoOutput(_ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: (any Error)?) {
            settingsID = resolvedSettings.uniqueID
            self.error = error.map { $0 as NSError }
            calls.append("didFinishCapture")
        }
    }

    /// Records a recording's delegate calls.
    final class RecordingDelegate: NSObject, AVCaptureFileOutputRecordingDelegate, @unchecked Sendable {
        let calls = Answers<String>()
        var error: NSError?
        var url: URL?
        func fileOutput(_ output: AVCaptureFileOutput, didStartRecordingTo fileURL: URL, from connections: [AVCaptureConnection]) { calls.append("start") }
        func fileOutput(_ output: AVCaptureFileOutput, didFinishRecordingTo outputFileURL: URL, from connections: [AVCaptureConnection], error: (any Error)?) {
            url = outputFileURL
            self.error = error.map { $0 as NSError }
            calls.append("finish")
        }
    }

    /// A scanner's and a filter's delegate, never told anything.
    final class FrameDelegate: NSObject, AVCaptureMetadataOutputObjectsDelegate, AVCaptureVideoDataOutputSampleBufferDelegate, @unchecked Sendable {
        let calls = Answers<String>()
        func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) { calls.append("metadata") }
        func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) { calls.append("frame") }
    }

    /// Records what a synthesizer tells.
    final class SpeechDelegate: NSObject, AVSpeechSynthesizerDelegate, @unchecked Sendable {
        let calls = Answers<String>()
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) { calls.append("start \(utterance.speechString)") }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) { calls.append("finish \(utterance.speechString)") }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) { calls.append("cancel \(utterance.speechString)") }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) { calls.append("pause \(utterance.speechString)") }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) { calls.append("continue \(utterance.speechString)") }
    }

    @Test func theSimulatorHasNoCameraOrMicrophone() async {
        #expect(AVCaptureDevice.default(for: .video) == nil && AVCaptureDevice.default(for: .audio) == nil)
        #expect(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) == nil)
        #expect(AVCaptureDevice.default(.builtInTrueDepthCamera, for: .video, position: .front) == nil)
        let discovery = AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera, .builtInDualCamera, .builtInUltraWideCamera],
                                                         mediaType: .video, position: .unspecified)
        #expect(discovery.devices.isEmpty && discovery.deviceTypes.count == 3 && discovery.position == .unspecified)
        #expect(AVCaptureDevice(uniqueID: "com.apple.avfoundation.avcapturedevice.built-in_video:0") == nil)
        // The camera is allowed without asking, as on the Simulator; the microphone is not.
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .authorized)
        #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .notDetermined)
        let camera = await withCheckedContinuation { done in AVCaptureDevice.requestAccess(for: .video) { done.resume(returning: $0) } }
        #expect(camera)
        let cameraAsync = await AVCaptureDevice.requestAccess(for: .video)
        let microphone = await AVCaptureDevice.requestAccess(for: .audio)
        #expect(cameraAsync && !microphone)
        #expect(AVCaptureDevice.DeviceType.builtInWideAngleCamera.rawValue == "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        #expect(AVAuthorizationStatus.authorized.rawValue == 3 && AVCaptureDevice.Position.back.rawValue == 1)
    }

    @Test func aSessionWithNoInputsRunsAndPostsItsNotifications() {
        let session = AVCaptureSession()
        let photo = AVCapturePhotoOutput(), metadata = AVCaptureMetadataOutput()
        #expect(session.sessionPreset == .high && session.canSetSessionPreset(.photo))
        session.beginConfiguration()
        session.sessionPreset = .photo
        #expect(session.canAddOutput(photo))
        session.addOutput(photo)
        session.addOutput(metadata)
        session.commitConfiguration()
        #expect(session.outputs.count == 2 && session.inputs.isEmpty && session.connections.isEmpty && session.sessionPreset == .photo)
        // An output belongs to one session.
        #expect(!session.canAddOutput(photo) && !AVCaptureSession().canAddOutput(photo))
        session.addOutput(photo)
        #expect(session.outputs.count == 2)
        // No camera: nothing is connected.
        #expect(photo.connection(with: .video) == nil && photo.connections.isEmpty && metadata.availableMetadataObjectTypes.isEmpty)

        let posted = Answers<String>()
        let tokens = [AVCaptureSession.didStartRunningNotification, .AVCaptureSessionDidStopRunning].map { name in
            NotificationCenter.default.addObserver(forName: name, object: session, queue: nil) { posted.append($0.name.rawValue) }
        }
        defer { tokens.forEach { NotificationCenter.default.removeObserver($0) } }
        session.startRunning()
        #expect(session.isRunning && !session.isInterrupted)
        session.startRunning()
        session.stopRunning()
        #expect(!session.isRunning)
        #expect(posted.values == ["AVCaptureSessionDidStartRunningNotification", "AVCaptureSessionDidStopRunningNotification"])
        session.removeOutput(metadata)
        #expect(session.outputs.count == 1 && AVCaptureSession().canAddOutput(metadata))
    }

    @MainActor @Test func aPhotoCaptureEndsWithAnErrorAndNoPhoto() async throws {
        let session = AVCaptureSession()
        let output = AVCapturePhotoOutput()
        session.addOutput(output)
        let first = AVCapturePhotoSettings(), second = AVCapturePhotoSettings(format: [AVVideoCodecKey: AVVideoCodecType.hevc])
        #expect(second.uniqueID > first.uniqueID && AVCapturePhotoSettings(from: second).uniqueID > second.uniqueID)
        first.flashMode = .auto
        #expect(output.supportedFlashModes.isEmpty && output.availablePhotoCodecTypes.isEmpty)
        // Not running: the session is not running.
        let idle = PhotoDelegate()
        output.capturePhoto(with: first, delegate: idle)
        #expect(idle.calls.values.isEmpty)
        try await Task.sleep(for: .milliseconds(50))
        #expect(idle.calls.values == ["didFinishCapture"] && idle.settingsID == first.uniqueID)
        #expect(idle.error?.domain == AVFoundationErrorDomain && idle.error?.code == AVError.Code.sessionNotRunning.rawValue)
        // Running with no camera: no data was captured; no photo is ever delivered.
        session.startRunning()
        let running = PhotoDelegate()
        output.capturePhoto(with: second, delegate: running)
        try await Task.sleep(for: .milliseconds(50))
        #expect(running.calls.values == ["didFinishCapture"] && running.error?.code == -11805)
        session.stopRunning()
    }

    @MainActor @Test func aRecordingFinishesAtOnceWithNoData() async throws {
        let session = AVCaptureSession()
        let movie = AVCaptureMovieFileOutput()
        session.addOutput(movie)
        session.startRunning()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).mov")
        let delegate = RecordingDelegate()
        movie.startRecording(to: url, recordingDelegate: delegate)
        #expect(!movie.isRecording && movie.outputFileURL == nil && movie.recordedDuration == .zero)
        try await Task.sleep(for: .milliseconds(50))
        #expect(delegate.calls.values == ["finish"] && delegate.url == url && delegate.error?.code == AVError.Code.noDataCaptured.rawValue)
        #expect(delegate.error?.userInfo[AVErrorRecordingSuccessfullyFinishedKey] as? Bool == false)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        movie.stopRecording()
        session.stopRunning()
    }

    @MainActor @Test func scannersAndFiltersAreToldNothing() async throws {
        let session = AVCaptureSession()
        let metadata = AVCaptureMetadataOutput(), frames = AVCaptureVideoDataOutput()
        let delegate = FrameDelegate()
        session.addOutput(metadata)
        session.addOutput(frames)
        metadata.setMetadataObjectsDelegate(delegate, queue: .main)
        metadata.metadataObjectTypes = [.qr, .ean13]
        frames.setSampleBufferDelegate(delegate, queue: DispatchQueue(label: "frames"))
        frames.videoSettings = [kCVPixelBufferPixelFormatTypeKey as String: kCVPixelFormatType_32BGRA]
        #expect(metadata.metadataObjectsDelegate === delegate && metadata.metadataObjectTypes == [.qr, .ean13])
        #expect(frames.sampleBufferDelegate === delegate && frames.videoSettings[kCVPixelBufferPixelFormatTypeKey] as? UInt32 == 0x4247_5241)
        #expect(frames.availableVideoPixelFormatTypes.contains(kCVPixelFormatType_32BGRA))
        #expect(AVMetadataObject.ObjectType.qr.rawValue == "org.iso.QRCode" && AVMetadataObject.ObjectType.ean13.rawValue == "org.gs1.EAN-13")
        session.startRunning()
        try await Task.sleep(for: .milliseconds(100))
        #expect(delegate.calls.values.isEmpty)
        session.stopRunning()
    }

    @MainActor @Test func thePreviewLayerKeepsItsSessionAndConvertsPoints() {
        let session = AVCaptureSession()
        let layer = AVCaptureVideoPreviewLayer(session: session)
        layer.videoGravity = .resizeAspectFill
        layer.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        #expect(layer.session === session && layer.videoGravity == .resizeAspectFill && layer.connection == nil && !layer.isPreviewing)
        #expect(layer.frame.size == CGSize(width: 300, height: 600))
        // The camera's coordinates run landscape: the layer's top right is the device's origin.
        #expect(layer.captureDevicePointConverted(fromLayerPoint: CGPoint(x: 300, y: 0)) == .zero)
        #expect(layer.captureDevicePointConverted(fromLayerPoint: CGPoint(x: 150, y: 150)) == CGPoint(x: 0.25, y: 0.5))
        #expect(layer.layerPointConverted(fromCaptureDevicePoint: CGPoint(x: 0.25, y: 0.5)) == CGPoint(x: 150, y: 150))
        let interest = layer.metadataOutputRectConverted(fromLayerRect: CGRect(x: 0, y: 300, width: 150, height: 300))
        #expect(interest == CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5))
        #expect(layer.layerRectConverted(fromMetadataOutputRect: interest) == CGRect(x: 0, y: 300, width: 150, height: 300))
        let detached = AVCaptureVideoPreviewLayer(sessionWithNoConnection: session)
        #expect(detached.session === session && detached.videoGravity == .resizeAspect)
    }

    @Test func aRecorderHasNoMicrophoneToRecordFrom() throws {
        let folder = FileManager.default.temporaryDirectory
        let url = folder.appendingPathComponent("memo-\(UUID().uuidString).m4a")
        let settings: [String: Any] = [AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 12000, AVNumberOfChannelsKey: 1,
                                       AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue]
        let recorder = try AVAudioRecorder(url: url, settings: settings)
        recorder.isMeteringEnabled = true
        #expect(recorder.url == url && recorder.settings[AVSampleRateKey] as? Int == 12000)
        #expect(!recorder.prepareToRecord() && !recorder.record() && !recorder.isRecording && recorder.currentTime == 0)
        recorder.updateMeters()
        #expect(recorder.averagePower(forChannel: 0) == -160 && recorder.peakPower(forChannel: 0) == -160)
        recorder.stop()
        #expect(!recorder.deleteRecording() && !FileManager.default.fileExists(atPath: url.path))
        // A format it cannot record: 'fmt?'; a folder that is not there: 'wht?'.
        func code(_ make: () throws -> AVAudioRecorder) -> Int? {
            do { _ = try make(); return nil } catch { return (error as NSError).code }
        }
        #expect(code { try AVAudioRecorder(url: url, settings: [AVFormatIDKey: Int(kAudioFormatMPEGLayer3)]) } == 1_718_449_215)
        #expect(code { try AVAudioRecorder(url: url, settings: [AVNumberOfChannelsKey: 0]) } == 1_718_449_215)
        #expect(code { try AVAudioRecorder(url: folder.appendingPathComponent("nowhere-\(UUID().uuidString)/memo.m4a"), settings: [:]) } == 2_003_334_207)
        #expect(kAudioFormatMPEG4AAC == 0x6161_6320 && kAudioFormatLinearPCM == 0x6C70_636D && AVAudioQuality.high.rawValue == 0x60)
        #expect(AVAudioApplication.shared.recordPermission == .undetermined && !AVAudioApplication.shared.isInputMuted)
    }

    @MainActor @Test func speechFinishesEachUtteranceAtOnceInOrder() async throws {
        let synthesizer = AVSpeechSynthesizer()
        let delegate = SpeechDelegate()
        synthesizer.delegate = delegate
        let hello = AVSpeechUtterance(string: "Hello")
        hello.voice = AVSpeechSynthesisVoice(language: "en-US")
        hello.rate = AVSpeechUtteranceDefaultSpeechRate
        synthesizer.speak(hello)
        synthesizer.speak(AVSpeechUtterance(string: "World"))
        #expect(synthesizer.isSpeaking && delegate.calls.values.isEmpty)
        try await Task.sleep(for: .milliseconds(100))
        #expect(delegate.calls.values == ["start Hello", "finish Hello", "start World", "finish World"])
        #expect(!synthesizer.isSpeaking && !synthesizer.stopSpeaking(at: .immediate))
        // Stopping drops what is queued; pausing holds it until continued.
        synthesizer.speak(AVSpeechUtterance(string: "Dropped"))
        #expect(synthesizer.stopSpeaking(at: .word) && !synthesizer.isSpeaking)
        synthesizer.speak(AVSpeechUtterance(string: "Held"))
        #expect(synthesizer.pauseSpeaking(at: .immediate) && synthesizer.isPaused)
        try await Task.sleep(for: .milliseconds(50))
        #expect(synthesizer.isSpeaking && synthesizer.continueSpeaking())
        try await Task.sleep(for: .milliseconds(50))
        #expect(Array(delegate.calls.values.dropFirst(4)) == ["cancel Dropped", "pause Held", "continue Held", "start Held", "finish Held"])
        // The standard voices.
        #expect(hello.voice?.name == "Samantha" && hello.voice?.identifier == "com.apple.voice.compact.en-US.Samantha")
        #expect(AVSpeechSynthesisVoice(language: "fr")?.language == "fr-FR" && AVSpeechSynthesisVoice(language: "de")?.name == "Anna")
        #expect(AVSpeechSynthesisVoice(language: "xx-YY") == nil && AVSpeechSynthesisVoice(language: "en-US")?.gender == .female)
        #expect(AVSpeechSynthesisVoice(identifier: "com.apple.voice.compact.ja-JP.Kyoko")?.language == "ja-JP")
        #expect(AVSpeechSynthesisVoice.speechVoices().count > 30)
    }
}
