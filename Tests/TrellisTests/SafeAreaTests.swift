import Foundation
import Testing
@testable import Trellis

/// iPhone 15 in portrait: 393×852 points, 59 on top (Dynamic Island) and 34 below (home indicator).
private let phone = CGSize(width: 393, height: 852)
private let phoneInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

private func laidOut<V: View>(_ view: V, _ size: CGSize = phone, _ insets: EdgeInsets = phoneInsets,
                              rtl: Bool = false) -> LayoutTree {
    var env = EnvironmentValues()
    if rtl { env.layoutDirection = .rightToLeft }
    return LayoutTree(of: view, in: size, safeArea: insets, environment: env)
}

/// The frame of the first node of `type` (a shape-style background's colour has no id).
private func frame(_ tree: LayoutTree, type: String) -> CGRect? {
    tree.root.all.first { $0.type == type }?.frame.rect
}

private func expectRect(_ r: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    guard let r else { Issue.record("no such node", sourceLocation: sourceLocation); return }
    let ok = abs(r.minX - x) < 0.01 && abs(r.minY - y) < 0.01 && abs(r.width - w) < 0.01 && abs(r.height - h) < 0.01
    #expect(ok, "got \(r), expected (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
}

@Suite struct SafeAreaLayout {
    // MARK: The root

    @Test func rootIsProposedTheSafeAreaAndPlacedInIt() {
        let t = laidOut(Color.red.id("c"))
        expectFrame(t, "c", 0, 59, 393, 759)
    }

    @Test func zeroInsetsGiveTheWholeWindowAsBefore() {
        expectFrame(laidOut(Color.red.id("c"), phone, EdgeInsets()), "c", 0, 0, 393, 852)
        expectFrame(laidOut(Color.red.id("c").ignoresSafeArea(), phone, EdgeInsets()), "c", 0, 0, 393, 852)
        let plain = LayoutTree(of: Color.red.frame(width: 100, height: 100).id("c"), in: phone)
        expectFrame(plain, "c", 146.5, 376, 100, 100)
    }

    @Test func smallerRootIsCentredInTheSafeArea() {
        let t = laidOut(Color.red.frame(width: 100, height: 100).id("c"))
        expectFrame(t, "c", 146.5, 59 + (759 - 100) / 2, 100, 100)
    }

    @Test func landscapeInsetsOnBothSidesAndBelow() {
        let t = laidOut(Color.red.id("c"), CGSize(width: 852, height: 393), EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        expectFrame(t, "c", 59, 0, 734, 372)
    }

    @Test func jsonCarriesTheSafeAreaOnlyWhenThereIsOne() throws {
        let with = String(decoding: try JSONEncoder().encode(laidOut(Color.red)), as: UTF8.self)
        let without = String(decoding: try JSONEncoder().encode(laidOut(Color.red, phone, EdgeInsets())), as: UTF8.self)
        #expect(with.contains("\"safeArea\""))
        #expect(with.contains("\"top\":59"))
        #expect(!without.contains("safeArea"))
    }

    // MARK: ignoresSafeArea

    @Test func ignoresSafeAreaReachesTheScreenEdgesWhileTheModifierStaysInside() {
        let t = laidOut(Color.red.id("c").ignoresSafeArea().id("i"))
        expectFrame(t, "c", 0, 0, 393, 852)
        expectFrame(t, "i", 0, 59, 393, 759)
    }

    @Test func ignoresSafeAreaOnlyOnTheGivenEdges() {
        expectFrame(laidOut(Color.red.id("c").ignoresSafeArea(edges: .top)), "c", 0, 0, 393, 818)
        expectFrame(laidOut(Color.red.id("c").ignoresSafeArea(.container, edges: .bottom)), "c", 0, 59, 393, 793)
        expectFrame(laidOut(Color.red.id("c").edgesIgnoringSafeArea(.bottom)), "c", 0, 59, 393, 793)
        expectFrame(laidOut(Color.red.id("c").edgesIgnoringSafeArea(.all)), "c", 0, 0, 393, 852)
    }

    @Test func keyboardRegionAloneExpandsNothingWithoutAKeyboard() {
        expectFrame(laidOut(Color.red.id("c").ignoresSafeArea(.keyboard)), "c", 0, 59, 393, 759)
        #expect(SafeAreaRegions.all.contains(.container) && SafeAreaRegions.all.contains(.keyboard))
    }

    @Test func onlyAViewTouchingTheSafeAreaEdgeExpands() {
        let t = laidOut(VStack(spacing: 0) {
            Color.red.id("a").frame(height: 100).id("f").ignoresSafeArea()
            Color.blue.id("b").ignoresSafeArea()
        })
        // The header touches the top: it is proposed 159 high, keeps its fixed 100 and moves up.
        expectFrame(t, "f", 0, 0, 393, 100)
        expectFrame(t, "a", 0, 0, 393, 100)
        // The rest starts below the header: it reaches down only.
        expectFrame(t, "b", 0, 159, 393, 693)
    }

    @Test func paddingOutsideKeepsTheViewAwayFromTheEdge() {
        expectFrame(laidOut(Color.red.id("c").ignoresSafeArea().padding(10)), "c", 10, 69, 373, 739)
        expectFrame(laidOut(Color.red.id("c").padding(10).ignoresSafeArea()), "c", 10, 10, 373, 832)
    }

    @Test func frameInsideTheIgnoringViewIsProposedTheGrownSize() {
        let t = laidOut(Color.red.id("c").frame(maxWidth: .infinity, maxHeight: .infinity).id("f").ignoresSafeArea())
        expectFrame(t, "f", 0, 0, 393, 852)
        expectFrame(t, "c", 0, 0, 393, 852)
    }

    @Test func zStackBackgroundColourIgnoringWhileContentStaysInside() {
        let t = laidOut(ZStack {
            Color.blue.id("bg").ignoresSafeArea()
            Color.red.frame(width: 50, height: 50).id("fg")
        })
        expectFrame(t, "bg", 0, 0, 393, 852)
        expectFrame(t, "fg", 171.5, 59 + 354.5, 50, 50)
    }

    @Test func rightToLeftMirrorsLeadingAndTrailingInsets() {
        let insets = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        let size = CGSize(width: 200, height: 200)
        // Leading is on the right in right-to-left: 10 there, 30 on the left.
        expectFrame(laidOut(Color.red.id("c"), size, insets, rtl: true), "c", 30, 0, 160, 200)
        expectFrame(laidOut(Color.red.id("c"), size, insets, rtl: false), "c", 10, 0, 160, 200)
        expectFrame(laidOut(Color.red.id("c").ignoresSafeArea(edges: .leading), size, insets, rtl: true), "c", 30, 0, 170, 200)
        expectFrame(laidOut(Color.red.id("c").ignoresSafeArea(edges: .trailing), size, insets, rtl: true), "c", 0, 0, 190, 200)
        expectFrame(laidOut(Color.red.id("c").ignoresSafeArea(edges: .leading), size, insets, rtl: false), "c", 0, 0, 170, 200)
    }

    // MARK: Backgrounds

    @Test func shapeStyleBackgroundReachesIntoTheSafeArea() {
        let v = Capsule().frame(maxWidth: .infinity, maxHeight: .infinity)
        expectRect(frame(laidOut(v.background(Color.red)), type: "Color"), 0, 0, 393, 852)
        expectRect(frame(laidOut(v.background(.red)), type: "Color"), 0, 0, 393, 852)
        expectRect(frame(laidOut(v.background(Color.red, ignoresSafeAreaEdges: .top)), type: "Color"), 0, 0, 393, 818)
        expectRect(frame(laidOut(v.background(Color.red, ignoresSafeAreaEdges: [])), type: "Color"), 0, 59, 393, 759)
        expectRect(frame(laidOut(v.overlay(Color.red)), type: "Color"), 0, 0, 393, 852)
    }

    @Test func viewBackgroundStaysInTheSafeArea() {
        let v = Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
        expectFrame(laidOut(v.background { Color.red.id("bg") }), "bg", 0, 59, 393, 759)
        expectFrame(laidOut(v.background(Color.red.id("bg"), alignment: .center)), "bg", 0, 59, 393, 759)
    }

    @Test func shapeBackgroundStaysInTheSafeArea_choiceNoSourceSaysItIgnoresTheSafeArea() {
        let v = Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
        expectRect(frame(laidOut(v.background(Color.red, in: RoundedRectangle(cornerRadius: 8))), type: "RoundedRectangle"), 0, 59, 393, 759)
    }

    @Test func backgroundOfAViewAwayFromTheEdgesDoesNotGrow() {
        let t = laidOut(Color.clear.frame(width: 100, height: 100).background(Color.red))
        expectRect(frame(t, type: "Color"), 146.5, 388.5, 100, 100)
    }

    // MARK: safeAreaInset and safeAreaPadding

    @Test func safeAreaInsetPlacesTheBarAndShrinksTheMainView() {
        let size = CGSize(width: 200, height: 200)
        let t = laidOut(Color.blue.id("main").safeAreaInset(edge: .bottom) { Color.red.frame(height: 50).id("bar") }, size, EdgeInsets())
        // Default spacing between two colours: 8.
        expectFrame(t, "main", 0, 0, 200, 142)
        expectFrame(t, "bar", 0, 150, 200, 50)
        let top = laidOut(Color.blue.id("main").safeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 50).id("bar") }, size, EdgeInsets())
        expectFrame(top, "main", 0, 50, 200, 150)
        expectFrame(top, "bar", 0, 0, 200, 50)
        let side = laidOut(Color.blue.id("main").safeAreaInset(edge: .leading, alignment: .top, spacing: 4) {
            Color.red.frame(width: 30, height: 40).id("bar")
        }, size, EdgeInsets())
        expectFrame(side, "main", 34, 0, 166, 200)
        expectFrame(side, "bar", 0, 0, 30, 40)
    }

    @Test func safeAreaInsetBarIsAlignedAcross() {
        let t = laidOut(Color.blue.safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 40, height: 20).id("bar")
        }, CGSize(width: 200, height: 200), EdgeInsets())
        expectFrame(t, "bar", 160, 180, 40, 20)
    }

    @Test func mainViewIgnoringTheSafeAreaReachesUnderTheBarAndTheScreenEdges() {
        let t = laidOut(Color.blue.id("main").ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) {
            Color.red.frame(height: 50).id("bar")
        })
        expectFrame(t, "main", 0, 0, 393, 852)
        expectFrame(t, "bar", 0, 768, 393, 50)
    }

    @Test func geometryReaderSeesTheInsetAddedToTheWindowsInsets() {
        let t = laidOut(GeometryReader { p in
            Color.red.frame(width: p.safeAreaInsets.top, height: p.safeAreaInsets.bottom).id("g")
        }.safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50) })
        let g = t.frame(id: "g")
        #expect(g?.width == 59 && g?.height == 84, "\(String(describing: g))")
    }

    @Test func safeAreaPaddingLaysOutAsPaddingAndAddsToTheSafeArea() {
        let size = CGSize(width: 200, height: 200)
        expectFrame(laidOut(Color.blue.id("c").safeAreaPadding(20), size, EdgeInsets()), "c", 20, 20, 160, 160)
        expectFrame(laidOut(Color.blue.id("c").ignoresSafeArea().safeAreaPadding(20), size, EdgeInsets()), "c", 0, 0, 200, 200)
        expectFrame(laidOut(Color.blue.id("c").safeAreaPadding(.horizontal), size, EdgeInsets()), "c", 16, 0, 168, 200)
        expectFrame(laidOut(Color.blue.id("c").safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), size, EdgeInsets()),
                    "c", 2, 1, 194, 196)
        // Inside a device: the padding adds to the window's insets.
        expectFrame(laidOut(Color.blue.id("c").ignoresSafeArea(edges: .top).safeAreaPadding(.top, 10)), "c", 0, 0, 393, 818)
    }

    // MARK: GeometryProxy.safeAreaInsets

    @Test func geometryReaderAtTheRootSeesTheWindowsInsets() {
        let t = laidOut(GeometryReader { p in
            Color.red.frame(width: p.safeAreaInsets.top + p.safeAreaInsets.leading,
                            height: p.safeAreaInsets.bottom + p.safeAreaInsets.trailing).id("g")
        })
        expectFrame(t, "g", 0, 59, 59, 34)
    }

    @Test func geometryReaderAwayFromTheEdgesHasNoInsets() {
        let t = laidOut(GeometryReader { p in
            Color.red.frame(width: p.safeAreaInsets.top + 1, height: p.safeAreaInsets.bottom + 1).id("g")
        }.padding(10))
        expectFrame(t, "g", 10, 69, 1, 1)
    }

    @Test func geometryReaderInRightToLeftReportsLeadingOnTheRight() {
        let insets = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        let t = laidOut(GeometryReader { p in
            Color.red.frame(width: p.safeAreaInsets.leading, height: p.safeAreaInsets.trailing).id("g")
        }, CGSize(width: 200, height: 200), insets, rtl: true)
        let g = t.frame(id: "g")
        #expect(g?.width == 10 && g?.height == 30)
    }
}
