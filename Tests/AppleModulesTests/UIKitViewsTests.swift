import CoreGraphics
import Foundation
import Testing
import Trellis
import UIKit

/// The "RoundedCorner" shape of SwiftUI tutorials, as apps write it.
private struct RoundedCorner: Shape {
    var radius: CGFloat
    var corners: UIRectCorner
    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

/// The blur wrapper of SwiftUI tutorials.
private struct BlurView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial)) }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}

private final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var scrolls = 0
    var animationsEnded = 0
    var zooms = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { animationsEnded += 1 }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
}

private final class FieldRecorder: NSObject, UITextFieldDelegate, UITextViewDelegate, UISearchBarDelegate {
    var ended = 0
    func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
}

/// UIKit's paths have real geometry; its scroll, text and effect views keep what code sets and
/// compute what UIKit computes.
@Suite struct UIKitViewsTests {
    func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance }
    func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.width - b.width) < tolerance
            && abs(a.height - b.height) < tolerance
    }

    @Test func roundingSomeCornersRoundsOnlyThose() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 30, height: 30))
        #expect(path.bounds == rect)
        // 3 points in from a corner: outside a rounded corner of radius 30, inside a square one.
        #expect(!path.contains(CGPoint(x: 3, y: 3)))
        #expect(path.contains(CGPoint(x: 197, y: 3)))
        #expect(path.contains(CGPoint(x: 3, y: 97)))
        #expect(!path.contains(CGPoint(x: 197, y: 97)))
        #expect(path.contains(CGPoint(x: 100, y: 50)))
        // Just inside the arc: (30, 30) − 29 × (cos 45°, sin 45°).
        #expect(path.contains(CGPoint(x: 30 - 29 * 0.7071, y: 30 - 29 * 0.7071)))
        #expect(!path.contains(CGPoint(x: 30 - 31 * 0.7071, y: 30 - 31 * 0.7071)))

        // SwiftUI draws the same elements: the tutorial's shape is this path.
        let shape = RoundedCorner(radius: 30, corners: [.topLeft, .bottomRight]).path(in: rect)
        #expect(shape == path.cgPath)
        #expect(shape.boundingRect == rect)
        #expect(!shape.contains(CGPoint(x: 3, y: 3)) && shape.contains(CGPoint(x: 197, y: 3)))
        #expect(RoundedCorner(radius: 30, corners: []).path(in: rect).contains(CGPoint(x: 1, y: 1)))

        // UIKit's raw values.
        #expect(UIRectCorner.topLeft.rawValue == 1 && UIRectCorner.topRight.rawValue == 2)
        #expect(UIRectCorner.bottomLeft.rawValue == 4 && UIRectCorner.bottomRight.rawValue == 8)
        #expect(UIRectCorner.allCorners.rawValue == UInt.max && UIRectCorner.allCorners.contains(.bottomLeft))
    }

    @Test func radiiAreClampedToHalfTheSides() {
        // A radius of 80 on a 200 × 100 rectangle is clamped to 50: a capsule.
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 80)
        #expect(capsule.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(capsule.contains(CGPoint(x: 15, y: 50)))  // 35 from the left cap's centre (50, 50)
        #expect(!capsule.contains(CGPoint(x: 3, y: 20)))  // 56 from it
        #expect(capsule.contains(CGPoint(x: 50, y: 1)) && capsule.contains(CGPoint(x: 150, y: 99)))
        // Unequal radii are an ellipse's, each clamped to half its side: 100 × 50 here.
        let oval = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 100), byRoundingCorners: .allCorners,
                                cornerRadii: CGSize(width: 500, height: 500 * 2))
        #expect(oval.contains(CGPoint(x: 100, y: 2)) && !oval.contains(CGPoint(x: 10, y: 10)))
        // Radius 0 is a rectangle.
        #expect(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0).contains(CGPoint(x: 0.5, y: 0.5)))
        let oval2 = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval2.contains(CGPoint(x: 50, y: 25)) && !oval2.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func arcsTurnClockwiseOnScreen() {
        let center = CGPoint(x: 100, y: 100)
        // Clockwise in UIKit's y-down space is increasing angles: 0 to π/2 ends at the bottom.
        let quarter = UIBezierPath(arcCenter: center, radius: 50, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(quarter.currentPoint, CGPoint(x: 100, y: 150)))
        #expect(close(quarter.bounds, CGRect(x: 100, y: 100, width: 50, height: 50)))
        // An open arc encloses nothing; closed, its segment does.
        #expect(!quarter.contains(CGPoint(x: 130, y: 130)))
        quarter.close()
        #expect(quarter.contains(CGPoint(x: 130, y: 130)))
        #expect(!quarter.contains(CGPoint(x: 140, y: 140)))
        #expect(close(quarter.currentPoint, CGPoint(x: 150, y: 100)))

        // Counter-clockwise from 0 to π/2 goes the long way, over the top.
        let long = UIBezierPath(arcCenter: center, radius: 50, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(long.currentPoint, CGPoint(x: 100, y: 150)))
        #expect(close(long.bounds, CGRect(x: 50, y: 50, width: 100, height: 100)))
        // 0 to π clockwise is the lower half.
        let lower = UIBezierPath(arcCenter: center, radius: 50, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(close(lower.bounds, CGRect(x: 50, y: 100, width: 100, height: 50)))
        #expect(close(lower.currentPoint, CGPoint(x: 50, y: 100)))

        // addArc joins the current point to the arc's start with a line.
        let joined = UIBezierPath()
        joined.move(to: .zero)
        joined.addArc(withCenter: center, radius: 50, startAngle: .pi, endAngle: .pi * 1.5, clockwise: true)
        guard case let .line(to: start) = joined.cgPath.elements[1] else { Issue.record("no line to the arc"); return }
        #expect(close(start, CGPoint(x: 50, y: 100)))
        #expect(close(joined.currentPoint, CGPoint(x: 100, y: 50)))
    }

    @Test func pathsAreBuiltAppendedTransformedAndReversed() {
        let path = UIBezierPath()
        path.addLine(to: CGPoint(x: 5, y: 5))  // no current point: ignored, as Core Graphics does
        #expect(path.isEmpty && path.currentPoint == .zero && path.bounds == .zero)
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        path.addQuadCurve(to: CGPoint(x: 50, y: 50), controlPoint: CGPoint(x: 70, y: 30))
        path.addCurve(to: CGPoint(x: 10, y: 50), controlPoint1: CGPoint(x: 40, y: 60), controlPoint2: CGPoint(x: 20, y: 60))
        #expect(path.currentPoint == CGPoint(x: 10, y: 50))
        // Control points count in the bounds.
        #expect(path.bounds == CGRect(x: 10, y: 10, width: 60, height: 50))
        path.close()
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
        path.apply(CGAffineTransform(translationX: 5, y: -10))
        #expect(path.bounds == CGRect(x: 15, y: 0, width: 60, height: 50))

        // Reversing keeps the shape, flips the direction, and twice is the original.
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        let reversed = square.reversing()
        #expect(reversed.bounds == square.bounds && reversed.cgPath != square.cgPath)
        #expect(reversed.cgPath.elements.first == .move(to: CGPoint(x: 0, y: 100)))
        #expect(reversed.reversing().cgPath == square.cgPath)

        // A hole by winding: an inner square drawn the same way fills, drawn reversed cuts out.
        let inner = UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50))
        let same = square.copy() as! UIBezierPath
        same.append(inner)
        #expect(same.contains(CGPoint(x: 50, y: 50)))
        same.usesEvenOddFillRule = true
        #expect(!same.contains(CGPoint(x: 50, y: 50)) && same.contains(CGPoint(x: 10, y: 10)))
        let holed = square.copy() as! UIBezierPath
        holed.append(inner.reversing())
        #expect(!holed.contains(CGPoint(x: 50, y: 50)) && holed.contains(CGPoint(x: 10, y: 10)))

        // Attributes, dashes and the Core Graphics path.
        #expect(square.lineWidth == 1 && square.lineCapStyle == .butt && square.lineJoinStyle == .miter && !square.usesEvenOddFillRule)
        square.setLineDash([4, 2], count: 2, phase: 1)
        var dashes = [CGFloat](repeating: 0, count: 2), count = 0, phase: CGFloat = 0
        square.getLineDash(&dashes, count: &count, phase: &phase)
        #expect(dashes == [4, 2] && count == 2 && phase == 1)
        let rebuilt = UIBezierPath(cgPath: square.cgPath)
        #expect(rebuilt.cgPath == square.cgPath && Path(rebuilt.cgPath) == Path(CGRect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test func scrollViewsScrollAsUIKitComputes() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let recorder = ScrollRecorder()
        scroll.delegate = recorder
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(scroll.bounds == CGRect(x: 0, y: 300, width: 100, height: 200))
        #expect(recorder.scrolls == 1 && recorder.animationsEnded == 0)
        // Already visible: nothing moves.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 350, width: 100, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 300 && recorder.scrolls == 1)
        // Below: scrolled until its bottom edge shows.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 600, width: 100, height: 50), animated: true)
        #expect(scroll.contentOffset.y == 450 && recorder.animationsEnded == 1)
        // Above: its top edge comes to the top.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 100)
        // Past the content: stops at its end.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 100, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 800)
        // The inset lets it scroll above the content.
        scroll.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        #expect(scroll.adjustedContentInset.top == 50)
        scroll.scrollRectToVisible(CGRect(x: 0, y: -50, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset.y == -50)
        #expect(recorder.scrollViewShouldScrollToTop(scroll) && recorder.viewForZooming(in: scroll) == nil)

        scroll.maximumZoomScale = 3
        scroll.zoomScale = 5
        #expect(scroll.zoomScale == 3 && recorder.zooms == 1)
        scroll.zoomScale = 0.5
        #expect(scroll.zoomScale == 1)

        let refresh = UIRefreshControl()
        refresh.addTarget(recorder, action: _sel("reload"), for: .valueChanged)
        #expect(refresh.actions(forTarget: recorder, forControlEvent: .valueChanged) == ["reload"])
        #expect(refresh.allControlEvents == .valueChanged && refresh.allTargets.count == 1)
        scroll.refreshControl = refresh
        #expect(refresh.superview === scroll)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        refresh.removeTarget(recorder, action: nil, for: .valueChanged)
        #expect(refresh.actions(forTarget: recorder, forControlEvent: .valueChanged) == nil)
        scroll.refreshControl = nil
        #expect(refresh.superview == nil)

        UIScrollView.appearance().bounces = false
        #expect(!UIScrollView.appearance().bounces && UIScrollView().bounces)
        #expect(UIScrollView.appearance() !== UIView.appearance() && UITextView.appearance() !== UIScrollView.appearance())
        #expect((UITableView() as UIView) is UIScrollView)
        #expect(UIControl.Event.valueChanged.rawValue == 1 << 12 && UIControl.Event.allEditingEvents.contains(.editingChanged))
    }

    @Test func textViewsMeasureTheirText() {
        let view = UITextView()
        view.text = "Hello"
        #expect(view.attributedText.string == "Hello" && view.selectedRange == NSRange(location: 5, length: 0))
        view.attributedText = NSAttributedString(string: "Bonjour")
        #expect(view.text == "Bonjour")
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5 && view.isEditable && view.isSelectable)

        // Empty: one 12-point line inside the insets, the padding wide.
        view.text = ""
        let empty = view.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        #expect(abs(empty.height - (16 + UIFont.systemFont(ofSize: 12).lineHeight)) < 1e-9)
        #expect(empty.width == 10)
        // One short line: narrower than offered; many words: wrapped onto more lines, as wide as offered at most.
        view.font = .systemFont(ofSize: 17)
        view.text = "Hi"
        let short = view.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        #expect(short.width > 10 && short.width < 300)
        view.text = String(repeating: "lorem ipsum dolor sit amet ", count: 12)
        let long = view.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        #expect(long.width <= 300 && long.height > 2 * short.height)
        view.textContainerInset = UIEdgeInsets(top: 20, left: 10, bottom: 8, right: 10)
        let inset = view.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude))
        #expect(abs(inset.height - (long.height + 12)) < 1e-6)

        let field = UITextField()
        #expect(field.text == "")
        field.text = nil
        #expect(field.text == "" && !field.isEditing && field.borderStyle == .none)
        let recorder = FieldRecorder()
        field.delegate = recorder
        recorder.textFieldDidEndEditing(field, reason: .committed)
        #expect(recorder.ended == 1)
        #expect(recorder.textField(field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "a"))
        #expect(recorder.textViewShouldBeginEditing(view) && recorder.searchBarShouldBeginEditing(UISearchBar()))
        view.delegate = recorder

        let search = UISearchBar()
        search.delegate = recorder
        search.text = "tacos"
        #expect(search.searchTextField.text == "tacos" && search.returnKeyType == .search)
        search.placeholder = "Search"
        #expect(search.searchTextField.placeholder == "Search")
        search.setShowsCancelButton(true, animated: true)
        #expect(search.showsCancelButton && search.searchTextField.superview === search)
        #expect(NSTextAlignment.natural.rawValue == 4 && UIReturnKeyType.done.rawValue == 9)
    }

    @Test func effectsPageDotsSpinnersAndDocuments() {
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        #expect((effect.effect as? UIBlurEffect)?.style == .systemUltraThinMaterial)
        #expect(effect.contentView.superview === effect)
        effect.frame = CGRect(x: 10, y: 10, width: 120, height: 40)
        #expect(effect.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(UIBlurEffect.Style.systemUltraThinMaterial.rawValue == 6 && UIBlurEffect.Style.prominent.rawValue == 5)
        #expect(UIBlurEffect.Style.systemChromeMaterialLight.rawValue == 15 && UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIBlurEffect(style: .dark) == UIBlurEffect(style: .dark) && UIBlurEffect(style: .dark) != UIBlurEffect(style: .light))
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel)
        #expect(vibrancy.style == .secondaryLabel && vibrancy.blurEffect.style == .systemMaterial)
        // The representable is drawn as UIKit views are: flexible, filling the proposal.
        expectFrame(layout(BlurView().id("blur"), 200, 300), "blur", 0, 0, 200, 300)

        let dots = UIPageControl()
        dots.numberOfPages = 3
        dots.currentPage = 5
        #expect(dots.currentPage == 2)
        dots.currentPage = -1
        #expect(dots.currentPage == 0)
        dots.currentPage = 2
        dots.numberOfPages = 2
        #expect(dots.currentPage == 1)
        UIPageControl.appearance().currentPageIndicatorTintColor = .black
        #expect(UIPageControl.appearance().currentPageIndicatorTintColor == .black && dots.currentPageIndicatorTintColor == nil)

        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37) && spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))

        let document = UIDocumentInteractionController(url: URL(fileURLWithPath: "/tmp/Report.PDF"))
        #expect(document.name == "Report.PDF" && document.uti == "com.adobe.pdf")
        #expect(!document.presentPreview(animated: true))
        #expect(!document.presentOpenInMenu(from: .zero, in: UIView(), animated: true))

        let window = UIWindow(frame: .zero)
        let child = UIView()
        window.addSubview(effect)
        effect.contentView.addSubview(child)
        #expect(child.window === window && UIView().window == nil)
    }
}
