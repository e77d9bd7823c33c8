import CCairo
import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// A faded group (and a symbol, and a mask) is drawn through an image only as big as what its
/// items can draw (`CairoPainter.inkBounds`), not the whole window: the pixels must be exactly
/// those of the same group drawn through a window-sized image, as Cairo's `push_group` makes it.
@Suite struct GroupBoundsTests {
    /// Views whose faded drawing reaches past their frames: a shadow offset far out, a blur, a
    /// wide stroke, italic text, a symbol, a mask, a rotation and a group in a group.
    @ViewBuilder static var faded: some View {
        VStack(spacing: 18) {
            Text("Faded text, italic and large").font(.largeTitle.italic()).opacity(0.5)
            Image(systemName: "star.fill").font(.largeTitle).foregroundStyle(.orange).opacity(0.6)
            RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 120, height: 60)
                .shadow(color: .black, radius: 20, x: 30, y: 25).opacity(0.7)
            Circle().stroke(.red, lineWidth: 20).frame(width: 80, height: 80).opacity(0.5)
            Text("Blurred").font(.title).blur(radius: 6).opacity(0.8)
            Rectangle().fill(.green).frame(width: 150, height: 40).mask { Text("Masked").font(.largeTitle.bold()) }.opacity(0.9)
            Rectangle().stroke(.black, style: StrokeStyle(lineWidth: 40, lineJoin: .miter)).frame(width: 60, height: 60).opacity(0.4)
            Capsule().fill(.purple).frame(width: 90, height: 30).rotationEffect(.degrees(30)).opacity(0.5)
            HStack { Color.teal.frame(width: 40, height: 20).opacity(0.5).shadow(radius: 8) }.opacity(0.5)
        }
    }

    /// Paints the list at scale 2 on a white surface: with the painter, or with every faded group
    /// drawn through a group as big as the clip (the reference).
    static func pixels(_ list: DisplayList, reference: Bool, measurer: PangoTextMeasurer = .shared) -> [UInt32] {
        paintedPixels(width: Int(list.size.width * 2), height: Int(list.size.height * 2), scale: 2) { cr in
            let painter = CairoPainter(cr: cr, scale: 2, measurer: measurer)
            for item in list.items {
                if reference, case let .group(g) = item.content, g.opacity < 1, g.opacity > 0 {
                    cairo_push_group(cr)
                    painter.paint(DisplayItem(identity: item.identity, frame: item.frame,
                                              content: .group(DisplayGroup(effects: g.effects, children: g.children))))
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, g.opacity)
                } else {
                    painter.paint(item)
                }
            }
        }
    }

    @Test("a faded group's pixels equal those of a window-sized group")
    func fadedGroupsDrawAsWindowSizedGroups() throws {
        let tree = ResolvedTree(Self.faded, environment: pangoEnvironment(scale: 2))
        tree.layout(in: CGSize(width: 390, height: 844))
        let list = tree.displayList()
        let groups = list.allItems.filter { if case let .group(g) = $0.content { return g.opacity < 1 } else { return false } }
        #expect(groups.count >= 9)
        let painted = Self.pixels(list, reference: false), reference = Self.pixels(list, reference: true)
        let differing = zip(painted, reference).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
        // And something was drawn: the shadow's far corner is not white.
        #expect(painted.contains { $0 != 0xFFFFFF })
    }

    @Test("the ink of a group: its items' frames and the margin, grown by shadows and blurs; unknown under a transform")
    func inkBounds() {
        let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let leaf = DisplayItem(identity: "0", frame: frame, content: .shape(DisplayShapeDrawing(outline: .rectangle(frame), fill: .color(.init(red: 1, green: 0, blue: 0)))))
        let m = CairoPainter.cullingMargin
        #expect(CairoPainter.inkBounds(DisplayGroup(opacity: 0.5, children: [leaf])) == frame.insetBy(dx: -m, dy: -m))
        let blurred = CairoPainter.inkBounds(DisplayGroup(opacity: 0.5, effects: [.blur(radius: 4, opaque: false)], children: [leaf]))
        #expect(blurred == frame.insetBy(dx: -m - 13, dy: -m - 13))
        let shadowed = CairoPainter.inkBounds(DisplayGroup(effects: [.shadow(color: .init(red: 0, green: 0, blue: 0), radius: 0, offset: CGSize(width: 100, height: 0))], children: [leaf]))
        #expect(shadowed?.maxX == frame.maxX + m + 101)
        #expect(CairoPainter.inkBounds(DisplayGroup(effects: [.transform(rotation: 1, scaleX: 1, scaleY: 1, anchor: .zero)], children: [leaf])) == nil)
        #expect(CairoPainter.inkBounds(DisplayGroup(children: [])) == .zero)
    }

    @Test("a text in a clear colour draws nothing (Pango would take an alpha of 0 for none and draw it opaque)")
    func clearTextDrawsNothing() throws {
        let image = try render(Text("Invisible").font(.largeTitle).foregroundStyle(.clear), 240, 80, name: "clear-text")
        #expect(image.pixels(matching: 255, 255, 255, tolerance: 0).count == 240 * 80)
    }

    @Test("a one-colour text fading keeps its Pango layout and draws the same glyphs, fainter")
    func fadingTextKeepsItsLayout() throws {
        // A measurer of its own: tests running beside this one make layouts in the shared one.
        let measurer = PangoTextMeasurer()
        func item(_ opacity: Float) -> DisplayList {
            let tree = ResolvedTree(Text("Fading words").font(.title).foregroundStyle(Color.black.opacity(Double(opacity))),
                                    environment: pangoEnvironment(scale: 2) { $0.textMeasurer = measurer })
            tree.layout(in: CGSize(width: 200, height: 60))
            return tree.displayList()
        }
        let solid = Self.pixels(item(1), reference: false, measurer: measurer)
        let layouts = measurer.paintLayoutCount
        let faint = Self.pixels(item(0.5), reference: false, measurer: measurer)
        // The layout measuring made is the one drawn (the text has one colour and no decorations).
        #expect(layouts == 0 && measurer.paintLayoutCount == 0, "no layout of its own for painting, nor for the new opacity")
        // Every inked pixel is inked, fainter; nothing else is.
        let inked = zip(solid, faint).filter { $0.0 != 0xFFFFFF }
        #expect(!inked.isEmpty && inked.allSatisfy { $0.1 != 0xFFFFFF && ($0.1 & 0xFF) >= ($0.0 & 0xFF) })
        #expect(zip(solid, faint).allSatisfy { $0.0 != 0xFFFFFF || $0.1 == 0xFFFFFF })
    }
}
