import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// An app's "About" screen in the style apps write it, compiled: Safari in a representable, a mail
/// button disabled when the device cannot send mail, a tap that plays the keyboard's click, a
/// chime whose completion counts, and a parallax effect fed by a motion manager. A preview is an
/// iPhone Simulator offline: the Safari view is its placeholder, mail cannot be sent, nothing
/// sounds (the completion still runs), and no motion ever arrives, so the parallax rests at 0.
@Suite(.serialized) struct SystemServicesCompiled {
    static let about = #"""
        import SwiftUI
        import SafariServices
        import MessageUI
        import AudioToolbox
        import CoreMotion

        struct SafariView: UIViewControllerRepresentable {
            let url: URL

            func makeUIViewController(context: Context) -> SFSafariViewController {
                let configuration = SFSafariViewController.Configuration()
                configuration.entersReaderIfAvailable = true
                let safari = SFSafariViewController(url: url, configuration: configuration)
                safari.preferredControlTintColor = .systemIndigo
                safari.dismissButtonStyle = .close
                return safari
            }

            func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
        }

        struct MailView: UIViewControllerRepresentable {
            @Environment(\.presentationMode) var presentation
            @Binding var result: Result<MFMailComposeResult, Error>?

            class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
                @Binding var presentation: PresentationMode
                @Binding var result: Result<MFMailComposeResult, Error>?

                init(presentation: Binding<PresentationMode>, result: Binding<Result<MFMailComposeResult, Error>?>) {
                    _presentation = presentation
                    _result = result
                }

                func mailComposeController(_ controller: MFMailComposeViewController,
                                           didFinishWith result: MFMailComposeResult, error: Error?) {
                    defer { $presentation.wrappedValue.dismiss() }
                    if let error {
                        self.result = .failure(error)
                        return
                    }
                    self.result = .success(result)
                }
            }

            func makeCoordinator() -> Coordinator {
                Coordinator(presentation: presentation, result: $result)
            }

            func makeUIViewController(context: UIViewControllerRepresentableContext<MailView>) -> MFMailComposeViewController {
                let vc = MFMailComposeViewController()
                vc.mailComposeDelegate = context.coordinator
                vc.setToRecipients(["support@example.com"])
                vc.setSubject("Feedback")
                vc.setMessageBody("Hello!", isHTML: false)
                return vc
            }

            func updateUIViewController(_ uiViewController: MFMailComposeViewController,
                                        context: UIViewControllerRepresentableContext<MailView>) {}
        }

        class MotionManager: ObservableObject {
            @Published var pitch: Double = 0.0
            @Published var roll: Double = 0.0

            private var manager: CMMotionManager

            init() {
                self.manager = CMMotionManager()
                self.manager.deviceMotionUpdateInterval = 1/60
                self.manager.startDeviceMotionUpdates(to: .main) { (motionData, error) in
                    guard error == nil else {
                        print(error!)
                        return
                    }
                    if let motionData = motionData {
                        self.pitch = motionData.attitude.pitch
                        self.roll = motionData.attitude.roll
                    }
                }
            }
        }

        struct ParallaxMotionModifier: ViewModifier {
            @ObservedObject var manager: MotionManager
            var magnitude: Double

            func body(content: Content) -> some View {
                content
                    .offset(x: CGFloat(manager.roll * magnitude), y: CGFloat(manager.pitch * magnitude))
            }
        }

        struct AboutView: View {
            @StateObject private var motion = MotionManager()
            @State private var mailResult: Result<MFMailComposeResult, Error>? = nil
            @State private var isShowingMailView = false
            @State private var taps = 0
            @State private var chimes = 0
            @State private var soundID: SystemSoundID = 0
            @State private var soundStatus: OSStatus = noErr

            var body: some View {
                VStack(spacing: 12) {
                    Image(systemName: "sparkles")
                        .font(.largeTitle)
                        .modifier(ParallaxMotionModifier(manager: motion, magnitude: 20))
                        .id("parallax \(motion.pitch) \(motion.roll)")
                    Button("Tap") {
                        AudioServicesPlaySystemSound(1104)
                        taps += 1
                    }
                    .id("taps \(taps)")
                    Button("Chime") {
                        AudioServicesPlaySystemSoundWithCompletion(soundID) {
                            chimes += 1
                        }
                    }
                    .id("chimes \(chimes)")
                    Button("Email us") {
                        isShowingMailView = true
                    }
                    .disabled(!MFMailComposeViewController.canSendMail())
                    .id("can send mail \(MFMailComposeViewController.canSendMail())")
                    Text("texts \(MFMessageComposeViewController.canSendText()) motion \(CMMotionManager().isDeviceMotionAvailable)")
                        .id("texts \(MFMessageComposeViewController.canSendText()) steps \(CMPedometer.isStepCountingAvailable())")
                    Text("sound \(soundStatus)").id("sound \(soundStatus)")
                    SafariView(url: URL(string: "https://www.swift.org")!)
                        .frame(height: 200)
                        .id("safari")
                }
                .padding()
                .sheet(isPresented: $isShowingMailView) {
                    MailView(result: $mailResult)
                }
                .onAppear {
                    let url = Bundle.main.url(forResource: "chime", withExtension: "caf") ?? URL(fileURLWithPath: "/missing/chime.caf")
                    soundStatus = AudioServicesCreateSystemSoundID(url as CFURL, &soundID)
                }
            }
        }

        #Preview {
            AboutView()
        }
        """#

    static func run(_ steps: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let url = try Command.temporaryFile(Self.about, name: "AboutView.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled", "--size", "390x844", "--interact", steps])
        return (r.status, r.stdout, r.stderr)
    }

    @Test func theScreenLaysOutAsOnASimulatorOffline() throws {
        // `wait` lets `onAppear`'s state show.
        let r = try Self.run("wait 0.1")
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let ids = tree.root.all.compactMap(\.id)
        // No motion arrives: the parallax rests; nothing can send mail or texts or count steps.
        #expect(ids.contains("parallax 0.0 0.0"), "\(ids)")
        #expect(ids.contains("can send mail false") && ids.contains("texts false steps false"), "\(ids)")
        // The sound file is not there: Core Audio's −1500.
        #expect(ids.contains("sound -1500"), "\(ids)")
        // Safari is the representable's placeholder, 200 high across the padded width.
        let frame = try #require(tree.root.first(id: "safari"))
        let safari = try #require(frame.children.first)
        #expect(safari.type == "SafariView")
        expectClose(safari.frame.rect.height, 200)
        expectClose(safari.frame.rect.width, 390 - 32)
        #expect(r.stderr.contains("SafariView is drawn as a placeholder"), "\(r.stderr)")
    }

    @Test func tapsPlaySoundsAndTheChimesCompletionRuns() throws {
        let r = try Self.run("tap 'Tap'; tap 'Tap'; tap 'Chime'; wait 0.3")
        #expect(r.status == 0, "\(r.stderr)")
        let ids = try CompiledPath.tree(r.stdout).root.all.compactMap(\.id)
        // The click plays (silently) twice; the chime's completion runs on the main queue.
        #expect(ids.contains("taps 2") && ids.contains("chimes 1"), "\(ids)")
    }

    @Test func theMailButtonIsDisabled() throws {
        // `canSendMail()` is false, so the button is disabled and takes no tap: no composer.
        let r = try Self.run("tap 'Email us'")
        #expect(r.status != 0)
        #expect(r.stderr.contains("'Email us' does not take taps"), "\(r.stderr)")
    }
}
