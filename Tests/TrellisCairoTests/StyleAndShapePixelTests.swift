import Foundation
import Testing
import Trellis

/// Pixels of custom button and toggle styles, UnevenRoundedRectangle and shape statics, a
/// preferred colour scheme, an accent colour, a scroll view that does not clip and a colour's
/// gradient.
@Suite struct StyleAndShapePixelTests {
    struct PillStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding()
                .background(Color.blue)
                .clipShape(Capsule())
        }
    }

    struct SquareCheckStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Rectangle().fill(configuration.isOn ? Color.green : Color.red).frame(width: 20, height: 20)
        }
    }

    static let blueLight = (0, 122, 255), blueDark = (10, 132, 255)

    @Test(arguments: [ColorScheme.light, .dark])
    func aCustomButtonStyleDrawsItsBody(_ scheme: ColorScheme) throws {
        let button = Button(action: {}) { Color.clear.frame(width: 60, height: 20) }.buttonStyle(PillStyle())
        let img = try render(button, 200, 100, name: "style-pill-\(scheme)") { $0.colorScheme = scheme }
        let blue = scheme == .dark ? Self.blueDark : Self.blueLight
        let box = try #require(boundingBox(img.pixels(matching: blue.0, blue.1, blue.2, tolerance: 2)))
        // 60×20 padded 16: 92×52 centred in 200×100, x 54…146, y 24…76.
        #expect((54...56).contains(box.minX) && (143...145).contains(box.maxX) && box.minY == 24 && box.maxY == 75, "\(box)")
        // A capsule: its bounding box's corners are the background, its middle blue.
        let background = scheme == .dark ? (0, 0, 0) : (255, 255, 255)
        #expect(img.rgb(54, 24).map { $0 == background } == true)
        #expect(img.rgb(100, 50).map { $0 == blue } == true)
    }

    @Test func aCustomToggleStyleDrawsTheState() throws {
        let on = try render(Toggle("x", isOn: .constant(true)).toggleStyle(SquareCheckStyle()), 40, 40, name: "style-toggle-on")
        let off = try render(Toggle("x", isOn: .constant(false)).toggleStyle(SquareCheckStyle()), 40, 40, name: "style-toggle-off")
        #expect(on.rgb(20, 20).map { $0 == (52, 199, 89) } == true, "\(String(describing: on.rgb(20, 20)))")
        #expect(off.rgb(20, 20).map { $0 == (255, 59, 48) } == true, "\(String(describing: off.rgb(20, 20)))")
    }

    @Test func unevenRoundedRectangleRoundsOnlyItsCorners() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomLeadingRadius: 0, bottomTrailingRadius: 20, topTrailingRadius: 0)
            .fill(Color.black).frame(width: 100, height: 60)
        let img = try render(shape, 100, 60, name: "shape-uneven")
        // Square corners are filled to the pixel; rounded ones leave the background.
        #expect(img.rgb(99, 0).map { $0 == (0, 0, 0) } == true)
        #expect(img.rgb(0, 59).map { $0 == (0, 0, 0) } == true)
        #expect(img.rgb(1, 1).map { $0 == (255, 255, 255) } == true)
        #expect(img.rgb(98, 58).map { $0 == (255, 255, 255) } == true)
        #expect(img.rgb(50, 30).map { $0 == (0, 0, 0) } == true)
    }

    @Test func shapeStaticsClipAsTheirShapes() throws {
        let view = HStack(spacing: 0) {
            Color.black.frame(width: 50, height: 50).clipShape(.rect(cornerRadius: 16))
            Color.black.frame(width: 50, height: 50).clipShape(.circle)
            Color.black.frame(width: 50, height: 50).clipShape(.rect(topLeadingRadius: 16))
            Color.black.frame(width: 50, height: 50).clipShape(.rect)
        }
        let img = try render(view, 200, 50, name: "shape-statics")
        // Rounded rectangle and circle leave their corner; the uneven one only its top leading
        // corner; the rectangle none.
        #expect(img.rgb(1, 1).map { $0 == (255, 255, 255) } == true)
        #expect(img.rgb(52, 2).map { $0 == (255, 255, 255) } == true)
        #expect(img.rgb(101, 1).map { $0 == (255, 255, 255) } == true)
        #expect(img.rgb(148, 1).map { $0 == (0, 0, 0) } == true)
        #expect(img.rgb(101, 48).map { $0 == (0, 0, 0) } == true)
        #expect(img.rgb(151, 1).map { $0 == (0, 0, 0) } == true)
        // A background in a shape static.
        let background = try render(Color.clear.frame(width: 40, height: 40).background(.red, in: .rect(cornerRadius: 10)), 40, 40,
                                    name: "shape-background-in")
        #expect(background.rgb(0, 0).map { $0 == (255, 255, 255) } == true)
        #expect(background.rgb(20, 20).map { $0 == (255, 59, 48) } == true)
    }

    @Test func preferredColorSchemeTurnsThePreviewDark() throws {
        let view = VStack { Color.clear.frame(width: 10, height: 10); Text("x").preferredColorScheme(.dark) }
        let img = try render(view, 60, 60, name: "preferred-dark")
        #expect(img.rgb(0, 0).map { $0 == (0, 0, 0) } == true, "\(String(describing: img.rgb(0, 0)))")
        let light = try render(view.preferredColorScheme(.light), 60, 60, name: "preferred-light") { $0.colorScheme = .dark }
        #expect(light.rgb(0, 0).map { $0 == (255, 255, 255) } == true)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func accentColorPaintsTheAccent(_ scheme: ColorScheme) throws {
        let img = try render(Color.accentColor.frame(width: 20, height: 20).accentColor(.orange), 20, 20,
                             name: "accent-orange-\(scheme)") { $0.colorScheme = scheme }
        let orange = scheme == .dark ? (255, 159, 10) : (255, 149, 0)
        #expect(img.rgb(10, 10).map { $0 == orange } == true, "\(String(describing: img.rgb(10, 10)))")
    }

    @Test func scrollClipDisabledDrawsBeyondTheBounds() throws {
        func scroll(clipped: Bool) -> some View {
            VStack(spacing: 0) {
                ScrollView { Color.black.frame(width: 40, height: 100) }
                    .frame(height: 30)
                    .scrollClipDisabled(!clipped)
                Spacer()
            }
        }
        let clipped = try render(scroll(clipped: true), 40, 100, name: "scroll-clipped")
        let open = try render(scroll(clipped: false), 40, 100, name: "scroll-unclipped")
        #expect(clipped.rgb(20, 60).map { $0 == (255, 255, 255) } == true)
        #expect(open.rgb(20, 60).map { $0 == (0, 0, 0) } == true)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func aColoursGradientIsLighterAtTheTop(_ scheme: ColorScheme) throws {
        let img = try render(Rectangle().fill(Color.blue.gradient).frame(width: 20, height: 100), 20, 100,
                             name: "gradient-blue-\(scheme)") { $0.colorScheme = scheme }
        let top = try #require(img.rgb(10, 0)), bottom = try #require(img.rgb(10, 99))
        let blue = scheme == .dark ? Self.blueDark : Self.blueLight
        // The bottom is the colour; the top a fifth of the way to white.
        #expect(abs(bottom.0 - blue.0) <= 3 && abs(bottom.1 - blue.1) <= 3 && abs(bottom.2 - blue.2) <= 3, "\(bottom)")
        #expect(top.0 > bottom.0 + 40 && top.1 > bottom.1 + 20, "\(top)")
    }
}

/// Materials draw their translucent layer (the blur is not drawn): over red, `.regularMaterial`
/// is white at 0.72 in light mode (255·0.72 + 255·0.28 = 255, 0 + 255·0.72 = 183.6), and the
/// dark tint 28 28 30 at 0.72 in dark mode (28·0.72 + 255·0.28 = 91.6, 28·0.72 = 20.2, 30·0.72 = 21.6);
/// thicker materials are more opaque; `.bar` is the regular one.
@Suite struct MaterialPixelTests {
    static func sample(_ material: Material, _ scheme: ColorScheme) throws -> (Int, Int, Int) {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40)
            .overlay { Rectangle().fill(material).frame(width: 20, height: 20) }
        let img = try render(view, 40, 40, name: "material-\(material)-\(scheme)") { $0.colorScheme = scheme }
        return try #require(img.rgb(20, 20))
    }

    @Test func regularMaterialIsATranslucentBackgroundLayer() throws {
        let light = try Self.sample(.regular, .light), dark = try Self.sample(.regular, .dark)
        #expect(abs(light.0 - 255) <= 1 && abs(light.1 - 184) <= 1 && abs(light.2 - 184) <= 1, "\(light)")
        #expect(abs(dark.0 - 92) <= 1 && abs(dark.1 - 20) <= 1 && abs(dark.2 - 22) <= 1, "\(dark)")
        #expect(try Self.sample(.bar, .light) == light)
    }

    @Test func thickerMaterialsAreMoreOpaque() throws {
        let greens = try [Material.ultraThin, .thin, .regular, .thick, .ultraThick].map { try Self.sample($0, .light).1 }
        #expect(greens == greens.sorted() && Set(greens).count == 5, "\(greens)")
    }

    @Test func materialsAreShapeStylesOfTheBackgroundModifiers() throws {
        let view = Color.red.frame(width: 40, height: 40).background(.ultraThinMaterial, in: .rect(cornerRadius: 8))
            .padding(4).background(.thinMaterial).background(Color.blue)
        let img = try render(view, 60, 60, name: "material-background")
        // The padding ring shows the thin material over blue: 0 + 255·0.55 = 140 red.
        let ring = try #require(img.rgb(8, 30))
        #expect(abs(ring.0 - 140) <= 1 && ring.2 == 255, "\(ring)")
    }
}
