import Foundation
import Testing
import TrellisTestSupport

/// UIKit's gesture recognizers as SwiftUI apps use them, compiled: an iOS 18 pan
/// (`UIGestureRecognizerRepresentable`) whose coordinator is its delegate, beside a
/// `UIViewRepresentable` whose coordinator is a tap's target (`#selector`). The screen lays out as
/// without the gestures, and a scripted drag reaches the pan through the live preview.
@Suite(.serialized) struct UIGestureRecognizerCompiled {
    static let screen = #"""
        import SwiftUI
        import UIKit

        struct PanGesture: UIGestureRecognizerRepresentable {
            var handle: (UIPanGestureRecognizer) -> ()

            func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
                Coordinator()
            }

            func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
                let gesture = UIPanGestureRecognizer()
                gesture.delegate = context.coordinator
                return gesture
            }

            func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {}

            func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
                handle(recognizer)
            }

            class Coordinator: NSObject, UIGestureRecognizerDelegate {
                func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                       shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                    true
                }

                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                    guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
                    let velocity = pan.velocity(in: pan.view)
                    return abs(velocity.x) > abs(velocity.y)
                }
            }
        }

        struct DoubleTapArea: UIViewRepresentable {
            var onDoubleTap: (CGPoint) -> Void

            func makeUIView(context: Context) -> UIView {
                let view = UIView()
                let tap = UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.tapped(_:)))
                tap.numberOfTapsRequired = 2
                view.addGestureRecognizer(tap)
                return view
            }

            func updateUIView(_ uiView: UIView, context: Context) {}

            func makeCoordinator() -> Coordinator { Coordinator(onDoubleTap: onDoubleTap) }

            class Coordinator: NSObject {
                let onDoubleTap: (CGPoint) -> Void
                init(onDoubleTap: @escaping (CGPoint) -> Void) { self.onDoubleTap = onDoubleTap }

                @objc func tapped(_ sender: UITapGestureRecognizer) {
                    onDoubleTap(sender.location(in: sender.view))
                }
            }
        }

        struct SwipeRowView: View {
            @State private var offsetX: CGFloat = 0
            @State private var moved: CGFloat = 0
            @State private var taps = 0

            var body: some View {
                VStack(spacing: 20) {
                    Text("Swipe me")
                        .frame(maxWidth: .infinity)
                        .frame(height: 60)
                        .background(.blue)
                        .offset(x: offsetX)
                        .gesture(PanGesture { gesture in
                            let translation = gesture.translation(in: gesture.view)
                            switch gesture.state {
                            case .began, .changed:
                                offsetX = translation.x
                            default:
                                moved = translation.x
                                withAnimation(.snappy) { offsetX = 0 }
                            }
                        })
                        .id("row")
                    DoubleTapArea { _ in taps += 1 }
                        .frame(height: 100)
                        .id("area")
                    Text("Taps: \(taps)").id("taps-\(taps)")
                    Text("Moved \(Int(moved))").id("moved-\(Int(moved))")
                }
                .padding()
            }
        }

        #Preview {
            SwipeRowView()
        }
        """#

    @Test func aPanRepresentableAndATapTargetCompileLayOutAndTheDragReachesThePan() throws {
        let url = try Command.temporaryFile(Self.screen, name: "SwipeRowView.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let root = try CompiledPath.tree(r.stdout).root
        let row = try #require(root.first(id: "row")), area = try #require(root.first(id: "area"))
        // At rest the gesture changes nothing: the row fills the padded width, 60 high.
        #expect(row.frame.rect.height == 60 && row.frame.rect.minX == 16, "\(row.frame.rect)")
        #expect(area.frame.rect.height == 100 && area.frame.rect.minY == row.frame.rect.maxY + 20, "\(area.frame.rect)")
        #expect(root.first(id: "taps-0") != nil && root.first(id: "moved-0") != nil)
        // A horizontal drag of 100 points: the pan begins 10 points in, so it moved 90.
        let dragged = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled", "--interact", "drag 'Swipe me' by 100,0"])
        #expect(dragged.status == 0, "\(dragged.stderr)")
        let after = try CompiledPath.tree(dragged.stdout).root
        #expect(after.first(id: "moved-90") != nil, "\(after.all.compactMap(\.id))")
    }
}
