import Foundation
import Testing
@testable import Trellis

/// SwiftUI API that real screens use: presentations, custom button and toggle styles, gestures,
/// programmatic scrolling, AsyncImage, empty states, text editors, share links, shape statics,
/// phase animators and formatted values. What acts only on interaction leaves the layout at rest
/// as it was; what shows lays out as the frames below.
@MainActor @Suite struct PresentationStyleAPITests {
    struct Item: Identifiable { var id: Int }
    struct Failure: LocalizedError { var errorDescription: String? { "Failed" } }

    /// Every accepted-only modifier of this change on one 50×30 view.
    struct Screen: View {
        @State var isPresented = false
        @State var item: Item?
        @State var selection: Int?
        @GestureState var drag = CGSize.zero
        @GestureState var pressing = false
        var body: some View {
            let press = LongPressGesture(minimumDuration: 1).updating($pressing) { value, state, _ in state = value }
            let dragging = DragGesture().updating($drag) { value, state, _ in state = value.translation }
                .onEnded { value in _ = (value.location, value.startLocation, value.predictedEndTranslation, value.velocity) }
            return Color.red.frame(width: 50 + drag.width, height: pressing ? 60 : 30)
                .alert(isPresented: $isPresented) {
                    Alert(title: Text("Saved"), message: Text("Done"), dismissButton: .default(Text("OK")))
                }
                .alert(item: $item) { _ in
                    Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) {}, secondaryButton: .cancel())
                }
                .actionSheet(isPresented: $isPresented) {
                    ActionSheet(title: Text("Share"), message: nil, buttons: [.default(Text("Mail")), .cancel()])
                }
                .alert(Text("Title"), isPresented: $isPresented) { Button("OK") {} } message: { Text("Message") }
                .alert("Title", isPresented: $isPresented, presenting: item) { i in Button("\(i.id)") {} } message: { _ in Text("m") }
                .alert(isPresented: $isPresented, error: Failure?.none) { Button("OK") {} }
                .confirmationDialog(Text("Title"), isPresented: $isPresented) { Button("A") {} } message: { Text("m") }
                .confirmationDialog("Title", isPresented: $isPresented, titleVisibility: .visible, presenting: item) { _ in Button("A") {} }
                .gesture(dragging.simultaneously(with: press))
                .simultaneousGesture(press.sequenced(before: dragging))
                .highPriorityGesture(TapGesture(count: 2).exclusively(before: TapGesture()))
                .gesture(MagnifyGesture().onChanged { _ in }.simultaneously(with: RotateGesture()))
                .scrollPosition(id: $selection, anchor: .top)
                .scrollTargetBehavior(.viewAligned)
                .scrollTargetBehavior(.paging)
                .scrollTargetLayout()
                .scrollBounceBehavior(.basedOnSize, axes: .vertical)
                .transaction { $0.disablesAnimations = true }
                .containerShape(.rect(cornerRadius: 12))
                .contentShape(.rect)
                .id("v")
        }
    }

    @Test func acceptedModifiersLeaveTheLayoutAsItWas() {
        let t = layout(Screen())
        expectFrame(t, "v", 75, 85, 50, 30)
    }

    @Test func animationValuesAreThoseAtRest() {
        let flag = Binding.constant(true)
        #expect(flag.animation().wrappedValue && flag.animation(.spring).wrappedValue)
        #expect(withAnimation(.easeIn) { 3 } == 3)
        #expect(withTransaction(Transaction(animation: .default)) { "x" } == "x")
        let state = GestureState(wrappedValue: CGSize(width: 2, height: 3))
        #expect(state.wrappedValue == CGSize(width: 2, height: 3))
    }

    // MARK: Custom styles

    struct PillStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding()
                .background(Color.blue)
                .clipShape(Capsule())
                .opacity(configuration.isPressed ? 0.5 : 1)
        }
    }

    struct TapStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(4).onTapGesture { configuration.trigger() }
        }
    }

    struct WrappingStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            BorderedButtonStyle().makeBody(configuration: configuration).padding(10)
        }
    }

    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 6) {
                Rectangle().frame(width: configuration.isOn ? 20 : 10, height: 20).id("box")
                configuration.label
            }
        }
    }

    @Test func aButtonStyleLaysOutItsBody() {
        let label = Color.clear.frame(width: 40, height: 20).id("label")
        let t = layout(Button(action: {}) { label }.buttonStyle(PillStyle()).id("b"))
        // 40×20 padded 16 on each side, centred in 200×200.
        expectFrame(t, "b", 64, 74, 72, 52)
        expectFrame(t, "label", 80, 90, 40, 20)
        #expect(t.root.all.contains { $0.type == "Button" })
    }

    @Test func aPrimitiveButtonStyleLaysOutItsBody() {
        let t = layout(Button(action: {}) { Color.clear.frame(width: 40, height: 20).id("label") }.buttonStyle(TapStyle()).id("b"))
        expectFrame(t, "b", 76, 86, 48, 28)
        expectFrame(t, "label", 80, 90, 40, 20)
    }

    @Test func aBuiltInStyleDrawsAsItDidThroughItsBody() {
        let label = Color.clear.frame(width: 40, height: 20).id("label")
        let plain = layout(Button(action: {}) { label }.buttonStyle(.bordered))
        let wrapped = layout(Button(action: {}) { label }.buttonStyle(WrappingStyle()))
        // Bordered pads 12×7 at the regular size; the wrapping style adds 10 around.
        expectFrame(plain, "label", 80, 90, 40, 20)
        expectFrame(wrapped, "label", 80, 90, 40, 20)
        expectClose(plain.root.frame.width, 64)
        expectClose(wrapped.root.frame.width, 84)
    }

    @Test func theClosestStyleWinsAndBuiltInStylesReplaceCustomOnes() {
        let label = Color.clear.frame(width: 40, height: 20)
        let t = layout(VStack(spacing: 0) {
            Button(action: {}) { label }.id("custom")
            Button(action: {}) { label }.buttonStyle(.plain).id("plain")
        }.buttonStyle(PillStyle()))
        #expect(abs((t.frame(id: "custom")?.width ?? 0) - 72) < 0.01)
        #expect(abs((t.frame(id: "plain")?.width ?? 0) - 40) < 0.01)
    }

    @Test func aToggleStyleLaysOutItsBodyWithTheState() {
        let on = layout(Toggle(isOn: .constant(true)) { Color.clear.frame(width: 30, height: 10).id("label") }
            .toggleStyle(CheckboxStyle()))
        expectFrame(on, "box", 72, 90, 20, 20)
        expectFrame(on, "label", 98, 95, 30, 10)
        let off = layout(Toggle(isOn: .constant(false)) { Color.clear.frame(width: 30, height: 10).id("label") }
            .toggleStyle(CheckboxStyle()))
        expectFrame(off, "box", 77, 90, 10, 20)
        // A built-in style set closer wins over the custom one: the switch row fills the width.
        let builtIn = layout(Toggle("T", isOn: .constant(true)).toggleStyle(.switch).toggleStyle(CheckboxStyle()).id("t"))
        expectClose(builtIn.frame(id: "t")?.width ?? 0, 200)
    }

    // MARK: Scrolling

    @Test func aScrollViewReaderLaysOutAsItsContent() {
        let reader = layout(ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 30).id("a")
                Color.blue.frame(width: 50, height: 30).onAppear { proxy.scrollTo("a", anchor: .center) }
            }
        })
        expectFrame(reader, "a", 75, 70, 50, 30)
        expectRoot(reader, 75, 70, 50, 60)
    }

    // MARK: AsyncImage

    @Test func aRemoteAsyncImageShowsItsPlaceholder() {
        let url = URL(string: "https://example.com/photo.png")
        // The standard placeholder fills what it is offered.
        expectFrame(layout(AsyncImage(url: url).frame(width: 120, height: 80).id("i")), "i", 40, 60, 120, 80)
        expectRoot(layout(AsyncImage(url: url, scale: 2)), 0, 0, 200, 200)
        expectRoot(layout(AsyncImage(url: nil)), 0, 0, 200, 200)
        // A placeholder of its own lays out as itself.
        let custom = layout(AsyncImage(url: url) { image in image.resizable() } placeholder: {
            Color.gray.frame(width: 30, height: 30).id("p")
        })
        expectFrame(custom, "p", 85, 85, 30, 30)
        // The phase is `.empty` at rest.
        let phased = layout(AsyncImage(url: url, transaction: Transaction()) { phase in
            switch phase {
            case .empty: Color.gray.frame(width: 10, height: 10).id("empty")
            case .success(let image): image
            case .failure: Color.red.frame(width: 20, height: 20).id("failure")
            @unknown default: EmptyView()
            }
        })
        expectFrame(phased, "empty", 95, 95, 10, 10)
    }

    @Test func aLocalAsyncImageLoads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-asyncimage-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("pixel.png")
        try Self.pngHeader(width: 60, height: 40).write(to: file)
        let t = layout(AsyncImage(url: file) { image in image.id("image") } placeholder: { Color.gray })
        expectFrame(t, "image", 70, 80, 60, 40)
        // At scale 2, half the pixel size.
        expectRoot(layout(AsyncImage(url: file, scale: 2)), 85, 90, 30, 20)
        // A missing file fails.
        let missing = layout(AsyncImage(url: folder.appendingPathComponent("none.png")) { phase in
            if phase.error != nil { Color.red.frame(width: 20, height: 20).id("failure") }
        })
        expectFrame(missing, "failure", 90, 90, 20, 20)
    }

    /// The signature and IHDR chunk of a PNG: all `PNGHeaderImageLoader` reads.
    static func pngHeader(width: Int, height: Int) -> Data {
        var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        d.append(contentsOf: Array("IHDR".utf8))
        for v in [width, height] { d.append(contentsOf: [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]) }
        d.append(contentsOf: [8, 6, 0, 0, 0, 0, 0, 0, 0])
        return d
    }

    // MARK: Views

    @Test func contentUnavailableViewFillsItsSpaceAndCentresItsParts() {
        let t = layout(ContentUnavailableView {
            Label { Color.clear.frame(width: 80, height: 20).id("title") } icon: { Color.clear.frame(width: 40, height: 40).id("icon") }
        } description: {
            Color.clear.frame(width: 100, height: 30).id("description")
        } actions: {
            Color.clear.frame(width: 60, height: 20).id("action")
        }, 300, 400)
        expectRoot(t, 0, 0, 300, 400)
        // 40 + 8 + 20 = 68 of label, 12, 30, 12, 20: 142 tall, centred in 400.
        expectFrame(t, "icon", 130, 129, 40, 40)
        expectFrame(t, "title", 110, 177, 80, 20)
        expectFrame(t, "description", 100, 209, 100, 30)
        expectFrame(t, "action", 120, 251, 60, 20)
        expectRoot(layout(ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))), 0, 0, 200, 200)
        expectRoot(layout(ContentUnavailableView.search), 0, 0, 200, 200)
        expectRoot(layout(ContentUnavailableView.search(text: "abc")), 0, 0, 200, 200)
    }

    @Test func textEditorFillsItsSpaceWithItsTextInset() {
        let t = layout(TextEditor(text: .constant("Notes")).frame(width: 120, height: 90).id("e"))
        expectFrame(t, "e", 40, 55, 120, 90)
        let text = t.root.all.first { $0.type == "Text" }
        #expect(text.map { abs($0.frame.x - 45) < 0.01 && abs($0.frame.y - 63) < 0.01 } == true, "\(String(describing: text?.frame))")
        expectRoot(layout(TextEditor(text: .constant(""))), 0, 0, 200, 200)
    }

    @Test func shareLinkAndPasteButtonAreButtons() {
        let link = layout(ShareLink(item: URL(string: "https://example.com")!) { Color.clear.frame(width: 30, height: 20).id("l") })
        expectFrame(link, "l", 85, 90, 30, 20)
        #expect(link.root.all.contains { $0.type == "Button" })
        let titled = layout(ShareLink("Share", item: "text", subject: Text("S"), message: Text("M")))
        let label = layout(Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up") })
        expectSameTree(titled.root, label.root, types: false)
        let plain = layout(ShareLink(item: "text"))
        expectSameTree(plain.root, label.root, types: false)
        let paste = layout(PasteButton(payloadType: String.self) { _ in })
        let prominent = layout(Button(action: {}) { Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.borderedProminent).buttonBorderShape(.capsule))
        expectSameTree(paste.root, prominent.root, types: false)
    }

    @Test func phaseAnimatorShowsTheFirstPhase() {
        let t = layout(PhaseAnimator([30.0, 60.0]) { side in Color.red.frame(width: side, height: side).id("p") })
        expectFrame(t, "p", 85, 85, 30, 30)
        let modifier = layout(Color.red.frame(width: 10, height: 10).phaseAnimator([2.0, 3.0], trigger: 1) { content, scale in
            content.frame(width: 10 * scale, height: 10).id("m")
        })
        expectFrame(modifier, "m", 90, 95, 20, 10)
    }

    // MARK: Shapes

    @Test func shapeStaticsAndUnevenRoundedRectanglesFillTheirFrames() {
        let t = layout(VStack(spacing: 0) {
            UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 20).frame(width: 100, height: 40).id("u")
            Color.red.frame(width: 50, height: 20).clipShape(.rect(cornerRadius: 8)).id("r")
            Text("x").padding().background(.blue, in: .rect(cornerRadius: 12)).id("t")
            // Backyard Birds' viewport: clipped to its container's shape.
            Color.green.frame(width: 30, height: 10).clipShape(.containerRelative).id("c")
        })
        expectFrame(t, "u", 50, t.frame(id: "u")?.minY ?? 0, 100, 40)
        expectFrame(t, "r", 75, (t.frame(id: "u")?.maxY ?? 0), 50, 20)
        #expect(ContainerRelativeShape.containerRelative.path(in: CGRect(x: 0, y: 0, width: 30, height: 10)).boundingRect.width == 30)
        #expect(t.frame(id: "c")?.size == CGSize(width: 30, height: 10))
    }

    @Test func unevenCornersAreWhereTheirRadiiSay() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 10, bottomLeadingRadius: 0, bottomTrailingRadius: 20, topTrailingRadius: 0,
                                           style: .circular)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        var points: [CGPoint] = []
        path.forEachPoint { points.append($0) }
        // Square corners are on the path; rounded ones are not.
        #expect(points.contains(CGPoint(x: 100, y: 0)) && points.contains(CGPoint(x: 0, y: 60)))
        #expect(!points.contains(CGPoint(x: 0, y: 0)) && !points.contains(CGPoint(x: 100, y: 60)))
        #expect(points.contains(CGPoint(x: 10, y: 0)) && points.contains(CGPoint(x: 0, y: 10)))
        #expect(points.contains(CGPoint(x: 100, y: 40)) && points.contains(CGPoint(x: 80, y: 60)))
        // A radius larger than half the shorter side is clamped to it.
        var big: [CGPoint] = []
        UnevenRoundedRectangle(topLeadingRadius: 500, style: .circular).path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
            .forEachPoint { big.append($0) }
        #expect(big.contains(CGPoint(x: 30, y: 0)) && big.contains(CGPoint(x: 0, y: 30)))
    }

    // MARK: Environment

    @Test func preferredColorSchemeAppliesToTheWholeTree() {
        struct Probe: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Color.red.frame(width: scheme == .dark ? 20 : 10, height: 10).id("probe") }
        }
        let tree = ResolvedTree(VStack { Probe(); Text("x").preferredColorScheme(.dark) })
        #expect(tree.environment.colorScheme == .dark)
        tree.layout(in: CGSize(width: 200, height: 200))
        #expect(abs((LayoutTree(tree).frame(id: "probe")?.width ?? 0) - 20) < 0.01)
        // The first preference wins; nil asks for nothing.
        #expect(ResolvedTree(VStack { Text("a").preferredColorScheme(.light); Text("b").preferredColorScheme(.dark) },
                             environment: { var e = EnvironmentValues(); e.colorScheme = .dark; return e }()).environment.colorScheme == .light)
        #expect(ResolvedTree(Text("a").preferredColorScheme(nil)).environment.colorScheme == .light)
    }

    @Test func accentColorSetsTheAccentAround() {
        var env = EnvironmentValues()
        env.accentColorOverride = .orange
        #expect(Color.accentColor.resolve(in: env) == Color.orange.resolve(in: env))
        #expect(Color.accentColor.opacity(0.5).resolve(in: env) == Color.orange.opacity(0.5).resolve(in: env))
        #expect(Color.accentColor.resolve(in: EnvironmentValues()) == Color.blue.resolve(in: EnvironmentValues()))
    }

    // MARK: Values

    @Test func formattedValuesShowAsTheirText() {
        let field = layout(TextField("Amount", value: .constant(1234.5), format: .number).id("f"))
        let text = layout(TextField("Amount", text: .constant("1,234.5")).id("f"))
        expectSameTree(field.root, text.root)
        let empty = layout(TextField("Amount", value: .constant(Int?.none), format: .number).id("f"))
        expectSameTree(empty.root, layout(TextField("Amount", text: .constant("")).id("f")).root)
        let row = layout(LabeledContent("Price", value: 2.5, format: .currency(code: "USD")))
        expectSameTree(row.root, layout(LabeledContent("Price", value: "$2.50")).root)
    }
}
