import Foundation
import Testing
import TrellisTestSupport

/// A camera screen as Kavsoft's Instagram-style app writes it — an `ObservableObject` model that
/// checks the camera permission, sets up an `AVCaptureSession` in a do/catch and takes photos
/// through `AVCapturePhotoCaptureDelegate`, shown through a `UIViewRepresentable` with an
/// `AVCaptureVideoPreviewLayer` — compiled and run on Linux's Simulator with no camera: the
/// permission is granted, no device is found, the session runs with its photo output alone, and
/// a photo ends with AVFoundation's no-data error; Core Media's arithmetic is exact.
@Suite(.serialized) struct AVFoundationCompiled {
    static let camera = #"""
        import SwiftUI
        import AVFoundation

        class CameraModel: NSObject, ObservableObject, AVCapturePhotoCaptureDelegate {
            @Published var isTaken = false
            @Published var session = AVCaptureSession()
            @Published var alert = false
            @Published var output = AVCapturePhotoOutput()
            @Published var preview: AVCaptureVideoPreviewLayer!
            @Published var picData = Data(count: 0)
            @Published var message = "Starting"
            @Published var isRunning = false

            func check() {
                switch AVCaptureDevice.authorizationStatus(for: .video) {
                case .authorized:
                    setUp()
                case .notDetermined:
                    AVCaptureDevice.requestAccess(for: .video) { status in
                        if status {
                            DispatchQueue.main.async { self.setUp() }
                        }
                    }
                case .denied:
                    alert.toggle()
                default:
                    return
                }
            }

            func setUp() {
                do {
                    session.beginConfiguration()
                    if let device = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) {
                        let input = try AVCaptureDeviceInput(device: device)
                        if session.canAddInput(input) {
                            session.addInput(input)
                        }
                    } else {
                        message = "No camera"
                    }
                    if session.canAddOutput(output) {
                        session.addOutput(output)
                    }
                    session.commitConfiguration()
                } catch {
                    message = error.localizedDescription
                }
                DispatchQueue.global(qos: .background).async {
                    self.session.startRunning()
                    DispatchQueue.main.async {
                        self.isRunning = self.session.isRunning
                    }
                }
            }

            func takePic() {
                output.capturePhoto(with: AVCapturePhotoSettings(), delegate: self)
            }

            func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?) {
                if error != nil { return }
                guard let imageData = photo.fileDataRepresentation() else { return }
                picData = imageData
                isTaken = true
            }

            func photoOutput(_ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: Error?) {
                if let error {
                    message = "Failed: \((error as NSError).code)"
                }
            }
        }

        struct CameraPreview: UIViewRepresentable {
            @ObservedObject var camera: CameraModel

            func makeUIView(context: Context) -> UIView {
                let view = UIView(frame: UIScreen.main.bounds)
                camera.preview = AVCaptureVideoPreviewLayer(session: camera.session)
                camera.preview.frame = view.frame
                camera.preview.videoGravity = .resizeAspectFill
                view.layer.addSublayer(camera.preview)
                return view
            }

            func updateUIView(_ uiView: UIView, context: Context) {}
        }

        struct CameraView: View {
            @StateObject var camera = CameraModel()
            let clip = CMTimeAdd(CMTime(value: 1, timescale: 2), CMTime(value: 1, timescale: 3))

            var body: some View {
                ZStack {
                    CameraPreview(camera: camera)
                        .ignoresSafeArea(.all, edges: .all)
                    VStack {
                        Text(camera.message).id("message-\(camera.message)")
                        Text("running").id("running-\(camera.isRunning)")
                        Text("outputs").id("outputs-\(camera.session.outputs.count)-inputs-\(camera.session.inputs.count)")
                        Text("clip").id("clip-\(clip.value)/\(clip.timescale)")
                        Spacer()
                        Button("Take Photo", action: camera.takePic)
                            .frame(width: 75, height: 75)
                            .background(Circle().fill(Color.white))
                    }
                }
                .onAppear {
                    camera.check()
                }
                .alert(isPresented: $camera.alert) {
                    Alert(title: Text("Please Enable Camera Access"))
                }
            }
        }

        #Preview {
            CameraView()
        }
        """#

    @Test func aCameraScreenRunsWithNoCameraAndItsPhotoFails() throws {
        let url = try Command.temporaryFile(Self.camera, name: "CameraView.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        // Opened, the screen has appeared and its model checked: no camera, a running session with
        // its photo output and no input.
        let still = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(still.status == 0, "\(still.stderr)")
        let stillIDs = try CompiledPath.tree(still.stdout).root.all.compactMap(\.id)
        #expect(stillIDs == ["message-No camera", "running-true", "outputs-1-inputs-0", "clip-5/6"], "\(stillIDs)")
        // Appeared, then the shutter tapped: no camera, a running session with one output, and a
        // capture that ends with AVError.noDataCaptured (−11805).
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled", "--interact", "wait 0.3; tap 'Take Photo'; wait 0.3"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let ids = tree.root.all.compactMap(\.id)
        #expect(ids == ["message-Failed: -11805", "running-true", "outputs-1-inputs-0", "clip-5/6"], "\(ids)")
        // The preview is the representable's placeholder, filling the window.
        let preview = try #require(tree.root.all.first { $0.type == "CameraPreview" })
        #expect(preview.frame.width == 390 && preview.frame.height == 844)
    }
}
