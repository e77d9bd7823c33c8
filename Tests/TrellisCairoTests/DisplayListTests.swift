import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// The display list built from a laid-out tree: order, identities, what is drawn.
@Suite struct DisplayListTests {
    func list<V: View>(_ view: V, _ w: CGFloat = 200, _ h: CGFloat = 200, _ change: (inout EnvironmentValues) -> Void = { _ in }) -> DisplayList {
        let layout = ResolvedTree(view, environment: pangoEnvironment(change))
        layout.layout(in: CGSize(width: w, height: h))
        return layout.displayList()
    }

    func colour(_ item: DisplayItem) -> Color.Resolved? {
        if case let .shape(s) = item.content, case let .color(c)? = s.fill { return c }
        return nil
    }

    @Test func identitiesAreIndexPathsWithIDs() {
        let l = list(VStack {
            Color.red.frame(width: 10, height: 10)
            HStack { Color.blue; Text("Hi").id("greeting") }
        })
        let ids = l.allItems.map(\.identity)
        #expect(ids == ["0/0/0", "0/1/0", "0/1/1#greeting"], "\(ids)")
        #expect(l.item(identity: "0/1/1#greeting")?.frame == pangoLayout(VStack {
            Color.red.frame(width: 10, height: 10)
            HStack { Color.blue; Text("Hi").id("greeting") }
        }, 200, 200).frame(id: "greeting"))
    }

    @Test func backgroundsDrawBeforeAndOverlaysAfter() {
        let l = list(Color.red.frame(width: 20, height: 20).background(Color.blue).overlay(Color.green))
        let colours = l.allItems.compactMap(colour)
        let env = EnvironmentValues()
        #expect(colours == [Color.blue, .red, .green].map { $0.resolve(in: env) })
    }

    @Test func zIndexOrdersSiblingsStably() {
        let l = list(ZStack {
            Color.red.zIndex(1)
            Color.green
            Color.blue.zIndex(-1)
            Color.yellow
        })
        let env = EnvironmentValues()
        #expect(l.allItems.compactMap(colour) == [Color.blue, .green, .yellow, .red].map { $0.resolve(in: env) })
        // Identities keep the source index.
        #expect(l.allItems.map(\.identity) == ["0/2", "0/1", "0/3", "0/0"])
    }

    @Test func hiddenViewsAreNotDrawnButKeepTheirPlace() {
        let l = list(HStack { Color.red.frame(width: 20).hidden(); Color.blue.frame(width: 20) }.frame(height: 20))
        #expect(l.allItems.count == 1)
        #expect(l.allItems.first?.frame.minX == 104, "after the hidden view and the spacing")
    }

    @Test func effectsMakeGroupsOutermostFirst() {
        let l = list(Color.red.frame(width: 20, height: 20).clipShape(Circle()).shadow(radius: 3).opacity(0.5))
        #expect(l.items.count == 1)
        guard case let .group(g) = l.items[0].content else {
            Issue.record("no group")
            return
        }
        #expect(l.items[0].identity.hasSuffix("@group"))
        #expect(g.opacity == 0.5)
        #expect(g.effects.count == 2)
        if case .shadow = g.effects[0] {} else { Issue.record("shadow outermost") }
        if case let .clip(shape, _) = g.effects[1] { #expect(shape == .ellipse(CGRect(x: 90, y: 90, width: 20, height: 20))) }
        #expect(g.children.count == 1)
    }

    @Test func windowBackgroundFollowsTheColourScheme() {
        #expect(list(EmptyView()).backgroundColor == Color.Resolved(red: 1, green: 1, blue: 1))
        #expect(list(EmptyView()) { $0.colorScheme = .dark }.backgroundColor == Color.Resolved(red: 0, green: 0, blue: 0))
    }

    @Test func shapesCarryTheirOutlineAndPaint() {
        let l = list(HStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 5).fill(.red).frame(width: 20, height: 20)
            Circle().stroke(Color.blue, lineWidth: 3).frame(width: 20, height: 20)
            Capsule().strokeBorder(lineWidth: 2).frame(width: 40, height: 20)
        }, 80, 20)
        let shapes = l.allItems.compactMap { item -> DisplayShapeDrawing? in
            if case let .shape(s) = item.content { return s }
            return nil
        }
        #expect(shapes.count == 3)
        #expect(shapes[0].outline == .roundedRectangle(CGRect(x: 0, y: 0, width: 20, height: 20), cornerSize: CGSize(width: 5, height: 5),
                                                       style: .continuous))
        #expect(shapes[1].fill == nil && shapes[1].strokeStyle.lineWidth == 3)
        #expect(shapes[1].outline == .ellipse(CGRect(x: 20, y: 0, width: 20, height: 20)))
        #expect(shapes[2].outline == .capsule(CGRect(x: 41, y: 1, width: 38, height: 18)), "inset by half the line width")
        #expect(shapes[2].stroke == .color(Color.primary.resolve(in: EnvironmentValues())))
    }

    @Test func customShapesDrawTheirPath() {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.closeSubpath()
                }
            }
        }
        let l = list(Triangle().fill(.green).frame(width: 40, height: 40))
        guard case let .shape(s)? = l.allItems.first?.content, case let .path(p) = s.outline else {
            Issue.record("no path")
            return
        }
        #expect(p.elements.first == .move(to: CGPoint(x: 100, y: 80)))
        #expect(pangoLayout(Triangle().id("t")).root.type == "Triangle")
    }

    @Test func placedItemsMoveTheirGeometry() {
        let item = DisplayItem(identity: "0", frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                               content: .shape(DisplayShapeDrawing(outline: .ellipse(CGRect(x: 0, y: 0, width: 10, height: 10)), fill: nil)))
        let moved = item.placed(in: CGRect(x: 10, y: 20, width: 20, height: 20))
        guard case let .shape(s) = moved.content else { return }
        #expect(s.outline == .ellipse(CGRect(x: 10, y: 20, width: 20, height: 20)))
    }
}
