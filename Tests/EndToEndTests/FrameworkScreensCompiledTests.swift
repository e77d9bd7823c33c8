import Foundation
import Testing
import TrellisTestSupport

/// Screens of the "100 Days of SwiftUI" course's later projects, in their style, compiled: a card
/// game's haptics (Core Haptics on a device without haptic hardware), a contact card's QR code
/// (Core Image's generator, read back by a real decoder), and an import of a framework Trellis
/// lacks, which says so at the import.
@Suite(.serialized) struct FrameworkScreensCompiled {
    static let haptics = #"""
        import SwiftUI
        import CoreHaptics

        struct CardView: View {
            @State private var engine: CHHapticEngine?
            @State private var status = "Ready"

            var body: some View {
                Text(status)
                    .frame(width: 300, height: 200)
                    .background(.orange)
                    .onTapGesture(perform: complexSuccess)
                    .onAppear(perform: prepareHaptics)
            }

            func prepareHaptics() {
                guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else {
                    print("[CardView] no haptics")
                    return
                }
                do {
                    engine = try CHHapticEngine()
                    try engine?.start()
                } catch {
                    print("[CardView] engine: \(error.localizedDescription)")
                }
            }

            func complexSuccess() {
                var events = [CHHapticEvent]()
                for i in stride(from: 0, to: 1, by: 0.1) {
                    let intensity = CHHapticEventParameter(parameterID: .hapticIntensity, value: Float(i))
                    let sharpness = CHHapticEventParameter(parameterID: .hapticSharpness, value: Float(i))
                    events.append(CHHapticEvent(eventType: .hapticTransient, parameters: [intensity, sharpness], relativeTime: i))
                }
                do {
                    let pattern = try CHHapticPattern(events: events, parameters: [])
                    let player = try CHHapticEngine().makePlayer(with: pattern)
                    try player.start(atTime: 0)
                } catch {
                    status = "Failed to play pattern: \(error.localizedDescription)"
                }
            }
        }

        #Preview {
            CardView()
        }
        """#

    @Test func aHapticPatternCompilesAndFailsToPlayAsOnAPhoneWithoutHaptics() throws {
        let url = try Command.temporaryFile(Self.haptics, name: "CardView.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--engine", "compiled", "--interact", "tap 'Ready'"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("[CardView] no haptics") || r.stderr.contains("[CardView] no haptics"), "\(r.stdout)\n\(r.stderr)")
        // The tap's error is what the text shows now: its width is the long message's.
        let untapped = try CompiledPath.run(["layout", url.path, "--engine", "compiled"])
        #expect(untapped.status == 0 && untapped.stdout != r.stdout, "\(untapped.stdout)")
    }

    static let qrCard = #"""
        import SwiftUI
        import CoreImage.CIFilterBuiltins

        struct MeView: View {
            @State private var name = "Anonymous"
            @State private var emailAddress = "you@yoursite.com"

            let context = CIContext()
            let filter = CIFilter.qrCodeGenerator()

            var body: some View {
                Image(uiImage: generateQRCode(from: "\(name)\n\(emailAddress)"))
                    .interpolation(.none)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 200, height: 200)
            }

            func generateQRCode(from string: String) -> UIImage {
                filter.message = Data(string.utf8)
                if let outputImage = filter.outputImage {
                    if let cgimg = context.createCGImage(outputImage, from: outputImage.extent) {
                        return UIImage(cgImage: cgimg)
                    }
                }
                return UIImage(systemName: "xmark.circle") ?? UIImage()
            }
        }

        #Preview {
            MeView()
        }
        """#

    @Test func aContactCardsQRCodeReadsBackAsItsText() throws {
        let url = try Command.temporaryFile(Self.qrCard, name: "MeView.swift")
        let folder = url.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("me.png")
        let r = try CompiledPath.run(["render", url.path, "-o", png.path, "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        // zbar, a real decoder, reads the rendered window.
        let decoded = ExternalTool.run(["zbarimg", "--quiet", "--raw", png.path])
        #expect(decoded.status == 0, "zbarimg found no code (is zbar-tools installed? `make test` installs it)")
        #expect(String(decoding: decoded.output, as: UTF8.self) == "Anonymous\nyou@yoursite.com\n")
    }

    /// Kavsoft's Marvel API screen signs its requests with an MD5 of the time stamp and keys,
    /// through `import CryptoKit` (built as `AppleCryptoKit`, imported by Apple's name).
    @Test func cryptoKitHashesAsAppleDocumentsThem() throws {
        let url = try Command.temporaryFile("""
            import CryptoKit
            import SwiftUI

            struct SignView: View {
                var hash: String { Insecure.MD5.hash(data: Data("abc".utf8)).map { String(format: "%02hhx", $0) }.joined() }
                var mac: String { HMAC<SHA256>.authenticationCode(for: Data("what do ya want for nothing?".utf8), using: SymmetricKey(data: Data("Jefe".utf8))).map { String(format: "%02x", $0) }.joined() }
                var body: some View {
                    VStack { Text(hash).id(hash); Text(mac).id(mac) }
                }
            }

            #Preview { SignView() }
            """, name: "SignView.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let ids = try CompiledPath.tree(r.stdout).root.all.compactMap(\.id)
        // RFC 1321's "abc"; RFC 4231's test case 2.
        #expect(ids == ["900150983cd24fb0d6963f7d28e17f72", "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"], "\(ids)")
    }

    @Test func anAppleFrameworkTrellisLacksIsNamedAtItsImport() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI
            import ARKit

            struct ScanView: View {
                var body: some View { Text("Scan") }
            }
            """, name: "ScanView.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--engine", "compiled"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("ScanView.swift:2:8: error: 'ARKit' is an Apple framework Trellis does not have on Linux yet"), "\(r.stderr)")
    }
}
