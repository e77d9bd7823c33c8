import Foundation
import Testing
import TrellisTestSupport

/// A screen in the style of SwiftUI tutorials that reach into Core Animation, compiled: a
/// representable whose UIKit view rounds its layer's corners and pulses a gradient sublayer, a
/// view backed by a gradient layer (`layerClass`), a display link started from a view model with
/// `#selector`, and values of Core Animation's math (a rotation, a perspective tilt, a spring's
/// settling time, a turned layer's frame) read into `.id(...)`.
@Suite(.serialized) struct QuartzCoreCompiled {
    static let screen = #"""
        import SwiftUI
        import QuartzCore

        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
            var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

            override init(frame: CGRect) {
                super.init(frame: frame)
                gradientLayer.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
                gradientLayer.startPoint = CGPoint(x: 0, y: 0)
                gradientLayer.endPoint = CGPoint(x: 1, y: 1)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }

        struct PulseCard: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView {
                let view = UIView()
                view.layer.cornerRadius = 12
                view.layer.masksToBounds = true
                view.layer.shadowOpacity = 0.3
                view.layer.shadowOffset = CGSize(width: 0, height: 4)

                let gradient = CAGradientLayer()
                gradient.colors = [UIColor.blue.cgColor, UIColor.purple.cgColor]
                gradient.locations = [0, 1]
                gradient.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
                view.layer.addSublayer(gradient)

                let pulse = CABasicAnimation(keyPath: "opacity")
                pulse.fromValue = 1
                pulse.toValue = 0.4
                pulse.duration = 0.8
                pulse.autoreverses = true
                pulse.repeatCount = .infinity
                pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                gradient.add(pulse, forKey: "pulse")
                view.addSubview(GradientView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
                return view
            }

            func updateUIView(_ uiView: UIView, context: Context) {}
        }

        final class FrameTicker: ObservableObject {
            @Published var frames = 0
            private var link: CADisplayLink?

            func start() {
                link = CADisplayLink(target: self, selector: #selector(tick))
                link?.preferredFramesPerSecond = 30
                link?.add(to: .main, forMode: .common)
            }

            @objc private func tick(_ link: CADisplayLink) {
                frames += 1
            }

            func stop() {
                link?.invalidate()
                link = nil
            }
        }

        struct SpinnerScreen: View {
            @StateObject private var ticker = FrameTicker()

            var tilt: CATransform3D {
                var transform = CATransform3DIdentity
                transform.m34 = -1 / 500
                return CATransform3DRotate(transform, .pi / 4, 0, 1, 0)
            }

            var badgeFrame: CGRect {
                let badge = CALayer()
                badge.bounds = CGRect(x: 0, y: 0, width: 80, height: 40)
                badge.position = CGPoint(x: 100, y: 60)
                badge.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
                return badge.frame
            }

            var body: some View {
                let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
                let frame = badgeFrame
                VStack(spacing: 12) {
                    PulseCard()
                        .frame(width: 200, height: 120)
                    Text("Quarter turn").id("rotation \(Int(quarter.m12.rounded())) \(Int(quarter.m21.rounded()))")
                    Text("Tilt").id(String(format: "m14 %.6f", tilt.m14))
                    Text("Spring").id(String(format: "settle %.3f", CASpringAnimation().settlingDuration))
                    Text("Badge").id(String(format: "frame %.0f %.0f %.0f %.0f", frame.minX, frame.minY, frame.width, frame.height))
                }
                .onAppear { ticker.start() }
                .onDisappear { ticker.stop() }
            }
        }

        #Preview {
            SpinnerScreen()
        }
        """#

    @Test func coreAnimationMathReachesTheScreenAndTheRepresentableIsAPlaceholder() throws {
        let url = try Command.temporaryFile(Self.screen, name: "SpinnerScreen.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let ids = tree.root.all.compactMap(\.id)
        // A quarter turn about z: m12 = 1, m21 = −1. Turned 45° about y under a 500-point
        // perspective: m14 = sin 45° / 500. The default spring settles in ln(√2 · 1000) / 5 s. An
        // 80 × 40 badge at (100, 60) turned a quarter is 40 × 80 about the same centre.
        #expect(ids == ["rotation 1 -1", "m14 0.001414", "settle 1.451", "frame 80 20 40 80"], "\(ids)")
        #expect(r.stdout.contains("PulseCard"), "\(r.stdout)")
    }
}
