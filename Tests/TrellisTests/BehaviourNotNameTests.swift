import Foundation
import Testing
@testable import Trellis

/// What a view draws and how a container treats it follows from what the view is, never from
/// its name: views named like the engine's modifiers ("background", "overlay", "mask",
/// "Divider", "Section", "AnyLayout") behave as any other view with that layout.
@Suite struct BehaviourNotNameTests {
    /// Stacks its subviews on top of one another in the whole bounds, under any name.
    struct Layered: NamedLayout {
        let layoutName: String
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for s in subviews { s.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
        }
    }

    func displayList<V: View>(_ view: V, _ change: (inout EnvironmentValues) -> Void = { _ in }) -> DisplayList {
        var env = EnvironmentValues()
        change(&env)
        let layout = ResolvedTree(view, environment: env)
        layout.layout(in: CGSize(width: 100, height: 100))
        return layout.displayList()
    }

    func colours(_ list: DisplayList) -> [Color.Resolved] {
        list.allItems.compactMap {
            if case let .shape(s) = $0.content, case let .color(c)? = s.fill { return c }
            return nil
        }
    }

    let light = EnvironmentValues()

    @Test func aLayoutNamedBackgroundDrawsItsSubviewsInSourceOrder() {
        let view = Layered(layoutName: "background") { Color.red; Color.green }
        #expect(LayoutTree(of: view, in: CGSize(width: 100, height: 100)).root.type == "background")
        #expect(colours(displayList(view)) == [Color.red, .green].map { $0.resolve(in: light) })
        // The modifier still draws its background first.
        #expect(colours(displayList(Color.red.background(Color.green))) == [Color.green, .red].map { $0.resolve(in: light) })
    }

    @Test func aLayoutNamedOverlayDrawsItsSubviewsInZIndexOrder() {
        let view = Layered(layoutName: "overlay") { Color.red.zIndex(1); Color.green }
        #expect(colours(displayList(view)) == [Color.green, .red].map { $0.resolve(in: light) })
    }

    @Test func aLayoutNamedMaskDrawsEverySubview() {
        let list = displayList(Layered(layoutName: "mask") { Color.red; Color.green })
        #expect(colours(list) == [Color.red, .green].map { $0.resolve(in: light) })
        #expect(!list.allItems.contains { $0.identity.hasSuffix("@mask") }, "\(list.allItems.map(\.identity))")
        // The modifier still draws its view through the mask.
        let masked = displayList(Color.red.mask(Circle()))
        guard let item = masked.items.first, item.identity == "0@mask", case let .group(g) = item.content,
              case let .mask(mask)? = g.effects.first else {
            Issue.record("no mask group: \(masked.items.map(\.identity))")
            return
        }
        #expect(g.children.count == 1 && mask.count == 1)
    }

    @Test func aLayoutNamedDividerDrawsNoLine() {
        #expect(displayList(Layered(layoutName: "Divider") {}).allItems.isEmpty)
        // A divider draws the separator colour across its frame.
        let line = displayList(Divider())
        #expect(colours(line) == [Color.separator.resolve(in: light)])
        #expect(line.allItems.first?.frame == CGRect(x: 0, y: 49.5, width: 100, height: 1))
    }

    @Test func aLayoutNamedSectionInAListIsARow() {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        func frame(_ content: some View) -> CGRect? {
            LayoutTree(of: List { content.id("c") }, in: CGSize(width: 300, height: 300), environment: env).frame(id: "c")
        }
        let named = frame(Layered(layoutName: "Section") { Color.red.frame(height: 20) })
        let plain = frame(Layered(layoutName: "Rows") { Color.red.frame(height: 20) })
        #expect(named != nil && named == plain, "\(String(describing: named)) vs \(String(describing: plain))")
        // A real section is not a row: its rows are.
        let section = frame(Section { Color.red.frame(height: 20) })
        #expect(section != nil && section != plain)
    }

    @Test func anyLayoutIsFoundByWhatItIsNotItsName() {
        let tree = LayoutTree(of: VStack {
            AnyLayout(HStackLayout()) { Color.red; Color.green }
            Layered(layoutName: "AnyLayout") { Color.blue }
        }, in: CGSize(width: 100, height: 100))
        let children = tree.root.children
        #expect(children.map(\.type) == ["AnyLayout", "AnyLayout"])
        #expect(children.map(\.isAnyLayout) == [true, nil])
        let json = String(decoding: try! JSONEncoder().encode(tree), as: UTF8.self)
        #expect(json.components(separatedBy: "\"anyLayout\":true").count == 2, "\(json)")
    }

    @Test func aShadowResolvesItsColourInTheViewsColourScheme() {
        func shadowColour(_ scheme: ColorScheme) -> Color.Resolved? {
            let list = displayList(Color.red.frame(width: 20, height: 20).shadow(color: .primary, radius: 2)) { $0.colorScheme = scheme }
            guard case let .group(g)? = list.items.first?.content, case let .shadow(color, _, _)? = g.effects.first else { return nil }
            return color
        }
        #expect(shadowColour(.light) == Color.Resolved(red: 0, green: 0, blue: 0))
        #expect(shadowColour(.dark) == Color.Resolved(red: 1, green: 1, blue: 1))
        // A scheme set on the view itself counts, not the window's.
        let list = displayList(Color.red.frame(width: 20, height: 20).shadow(color: .primary, radius: 2)
            .environment(\.colorScheme, .dark))
        guard case let .group(g)? = list.items.first?.content, case let .shadow(color, _, _)? = g.effects.first else {
            Issue.record("no shadow")
            return
        }
        #expect(color == Color.Resolved(red: 1, green: 1, blue: 1))
    }
}
