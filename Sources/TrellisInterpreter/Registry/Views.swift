import Foundation
import SwiftSyntax
@_spi(Interpreter) import Trellis

/// The views of the engine, by their SwiftUI names and initializers.
extension Registry {
    func registerColors() {
        let named: [(String, Color)] = [
            ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal),
            ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown),
            ("gray", .gray), ("black", .black), ("white", .white), ("clear", .clear), ("primary", .primary),
            ("secondary", .secondary), ("accentColor", .accentColor),
        ]
        for (name, color) in named { addColor(name, color) }
        addType("Color", signatures: ["Color(_ colorSpace:red:green:blue:opacity:)", "Color(_ colorSpace:white:opacity:)",
                                      "Color(hue:saturation:brightness:opacity:)"]) { a, ev in
            if a.hasUnlabeled, case .string? = a.items.first?.value {
                throw EvaluationError(a.node, "named asset colours are not supported; use Color(red:green:blue:) or a named colour like Color.blue")
            }
            let space = try a.take(nil, Color.RGBColorSpace.self, ev) ?? .sRGB
            if a.has("white") {
                let white = try a.require("white", Double.self, ev)
                let opacity = try a.take("opacity", Double.self, ev) ?? 1
                try a.finish()
                return .view(.color(Color(space, white: white, opacity: opacity)))
            }
            if a.has("hue") {
                let hue = try a.require("hue", Double.self, ev)
                let saturation = try a.require("saturation", Double.self, ev)
                let brightness = try a.require("brightness", Double.self, ev)
                let opacity = try a.take("opacity", Double.self, ev) ?? 1
                try a.finish()
                return .view(.color(Color(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity)))
            }
            let red = try a.require("red", Double.self, ev)
            let green = try a.require("green", Double.self, ev)
            let blue = try a.require("blue", Double.self, ev)
            let opacity = try a.take("opacity", Double.self, ev) ?? 1
            try a.finish()
            return .view(.color(Color(space, red: red, green: green, blue: blue, opacity: opacity)))
        }
        addStaticNative("Color.RGBColorSpace", ["sRGB": Color.RGBColorSpace.sRGB, "sRGBLinear": Color.RGBColorSpace.sRGBLinear,
                                                "displayP3": Color.RGBColorSpace.displayP3])
    }

    func registerViews() {
        addType("Text", signatures: ["Text(_ content: String)", "Text(verbatim:)", "Text(_ image: Image)"]) { a, ev in
            if let s = try a.take("verbatim", String.self, ev) {
                try a.finish()
                return .view(.text(Text(verbatim: s)))
            }
            // A string literal is a LocalizedStringKey (Markdown, SwiftUI's number formats);
            // a String value is shown as it is — the overloads Swift picks.
            if let item = a.items.first(where: { $0.label == nil && !$0.used }),
               let literal = item.node.as(StringLiteralExprSyntax.self), let frame = a.frame {
                _ = a.takeRaw(nil)
                _ = a.takeRaw("tableName")
                _ = a.takeRaw("bundle")
                _ = a.takeRaw("comment")
                try a.finish()
                return .view(.text(try ev.localizedText(literal, frame)))
            }
            // `Text(Image(systemName: "star"))`: the image in a line of text.
            if let item = a.items.first(where: { $0.label == nil && !$0.used }), case let .view(.image(image, _)) = item.value {
                _ = a.takeRaw(nil)
                try a.finish()
                return .view(.text(Text(image)))
            }
            let s = try a.require(nil, String.self, ev)
            try a.finish()
            return .view(.text(Text(s)))
        }
        addType("Image", signatures: ["Image(_ name:)", "Image(decorative:)", "Image(systemName:)"]) { a, ev in
            if let name = try a.take("systemName", String.self, ev) {
                try a.finish()
                return .view(.image(Image(systemName: name)))
            }
            if let name = try a.take("decorative", String.self, ev) {
                try a.finish()
                return .view(.image(Image(decorative: name)))
            }
            let name = try a.require(nil, String.self, ev)
            try a.finish()
            return .view(.image(Image(name)))
        }
        addStaticNative("Image.TemplateRenderingMode", ["template": Image.TemplateRenderingMode.template,
                                                        "original": Image.TemplateRenderingMode.original])
        addStaticNative("Image.Interpolation", ["none": Image.Interpolation.none, "low": Image.Interpolation.low,
                                                "medium": Image.Interpolation.medium, "high": Image.Interpolation.high])
        addStaticNative("Image.ResizingMode", ["tile": Image.ResizingMode.tile, "stretch": Image.ResizingMode.stretch])
        addType("Rectangle", signatures: ["Rectangle()"]) { a, _ in
            try a.finish()
            return .view(.shape(Rectangle(), name: "Rectangle"))
        }
        addType("RoundedRectangle", signatures: ["RoundedRectangle(cornerRadius:style:)", "RoundedRectangle(cornerSize:style:)"]) { a, ev in
            let style = try a.take("style", RoundedCornerStyle.self, ev) ?? .continuous
            if let size = try a.take("cornerSize", CGSize.self, ev) {
                try a.finish()
                return .view(.shape(RoundedRectangle(cornerSize: size, style: style), name: "RoundedRectangle"))
            }
            let radius = try a.require("cornerRadius", CGFloat.self, ev)
            try a.finish()
            return .view(.shape(RoundedRectangle(cornerRadius: radius, style: style), name: "RoundedRectangle"))
        }
        addType("Circle", signatures: ["Circle()"]) { a, _ in
            try a.finish()
            return .view(.shape(Circle(), name: "Circle"))
        }
        addType("Ellipse", signatures: ["Ellipse()"]) { a, _ in
            try a.finish()
            return .view(.shape(Ellipse(), name: "Ellipse"))
        }
        addType("Capsule", signatures: ["Capsule(style:)"]) { a, ev in
            let style = try a.take("style", RoundedCornerStyle.self, ev) ?? .continuous
            try a.finish()
            return .view(.shape(Capsule(style: style), name: "Capsule"))
        }
        addType("Spacer", signatures: ["Spacer(minLength:)"]) { a, ev in
            let min = try a.take("minLength", CGFloat.self, ev)
            try a.finish()
            return .view(.wrap(Spacer(minLength: min), name: "Spacer"))
        }
        addType("Divider", signatures: ["Divider()"]) { a, _ in
            try a.finish()
            return .view(.wrap(Divider(), name: "Divider"))
        }
        addType("EmptyView", signatures: ["EmptyView()"]) { a, _ in
            try a.finish()
            return .view(.empty)
        }
        addType("AnyView", signatures: ["AnyView(_ view:)"]) { a, ev in
            let v = try a.require(nil, AnyView.self, ev)
            try a.finish()
            return .view(.any(v, name: "AnyView"))
        }
        addType("Group", signatures: ["Group { content }"]) { a, ev in
            let content = try Registry.content(a, ev)
            try a.finish()
            return .view(.any(content, name: "Group"))
        }
        addType("TupleView", signatures: ["TupleView(_ value:)"]) { a, ev in
            // A tuple of views, written out (`TupleView((Text("a"), Text("b")))`): siblings.
            guard let (value, node) = a.takeRaw(nil) else {
                throw EvaluationError(a.node, "missing argument of type tuple in call to TupleView(_ value:)")
            }
            try a.finish()
            let elements: [Value]
            if case let .tuple(items) = value { elements = items.map(\.value) } else { elements = [value] }
            let views = try elements.map { element -> FileView in
                guard case let .view(view) = element else {
                    throw EvaluationError(node, "cannot convert \(element.typeDescription) to a view in TupleView's tuple")
                }
                return view
            }
            return .view(.any(AnyView(ViewList(views: views.map(\.anyView))), name: "TupleView"))
        }
        addType("HStack", signatures: ["HStack(alignment:spacing:content:)"]) { a, ev in
            let alignment = try a.take("alignment", VerticalAlignment.self, ev) ?? .center
            let spacing = try a.take("spacing", CGFloat.self, ev)
            let content = try Registry.content(a, ev)
            try a.finish()
            return .view(.wrap(HStack(alignment: alignment, spacing: spacing) { content }, name: "HStack"))
        }
        addType("VStack", signatures: ["VStack(alignment:spacing:content:)"]) { a, ev in
            let alignment = try a.take("alignment", HorizontalAlignment.self, ev) ?? .center
            let spacing = try a.take("spacing", CGFloat.self, ev)
            let content = try Registry.content(a, ev)
            try a.finish()
            return .view(.wrap(VStack(alignment: alignment, spacing: spacing) { content }, name: "VStack"))
        }
        addType("ZStack", signatures: ["ZStack(alignment:content:)"]) { a, ev in
            let alignment = try a.take("alignment", Alignment.self, ev) ?? .center
            let content = try Registry.content(a, ev)
            try a.finish()
            return .view(.wrap(ZStack(alignment: alignment) { content }, name: "ZStack"))
        }
        addType("GeometryReader", signatures: ["GeometryReader { proxy in … }"]) { a, ev in
            guard let c = a.takeClosure("content") else {
                throw EvaluationError(a.node, "GeometryReader needs its content in a closure: GeometryReader { proxy in … }")
            }
            try a.finish()
            let build: (GeometryProxy) -> AnyView = ev.lateViewBuilder(c) { .native($0) }
            return .view(.wrap(GeometryReader { proxy in build(proxy) }, name: "GeometryReader"))
        }
        addType("ForEach", signatures: ["ForEach(_ data:id:content:)", "ForEach(_ range:content:)"]) { a, ev in
            try Registry.forEach(a, ev)
        }
        registerScrollView()
        registerLabel()
        registerControls()
    }

    /// `ScrollView`, in every form of its initializer, and the scroll modifiers that are accepted
    /// as no-ops for layout.
    private func registerScrollView() {
        addType("ScrollView", signatures: ["ScrollView(_ axes:showsIndicators:content:)"]) { a, ev in
            let axes = try a.take(nil, Axis.Set.self, ev) ?? .vertical
            let showsIndicators = try a.take("showsIndicators", Bool.self, ev) ?? true
            let content = try Registry.content(a, ev)
            try a.finish()
            return .view(.wrap(ScrollView(axes, showsIndicators: showsIndicators) { content }, name: "ScrollView"))
        }
        addStaticNative("ScrollIndicatorVisibility", ["automatic": ScrollIndicatorVisibility.automatic,
                                                      "visible": ScrollIndicatorVisibility.visible,
                                                      "hidden": ScrollIndicatorVisibility.hidden,
                                                      "never": ScrollIndicatorVisibility.never])
        addModifier("scrollDisabled", "scrollDisabled(_ disabled: Bool)") { v, a, ev in
            v.scrollDisabled(try a.require(nil, Bool.self, ev))
        }
        addModifier("scrollIndicators", "scrollIndicators(_ visibility:axes:)") { v, a, ev in
            let visibility = try a.require(nil, ScrollIndicatorVisibility.self, ev)
            return v.scrollIndicators(visibility, axes: try a.take("axes", Axis.Set.self, ev) ?? [.vertical, .horizontal])
        }
    }

    /// `Label` with a string title (a literal is a localized key, as for `Text`) and a system or
    /// named image, or with title and icon closures; `labelStyle` with the built-in styles.
    private func registerLabel() {
        addType("Label", signatures: ["Label(_ title:systemImage:)", "Label(_ title:image:)", "Label(title:icon:)"]) { a, ev in
            if a.hasClosure {
                guard let titleClosure = a.takeClosure("title"), let iconClosure = a.takeClosure("icon") else {
                    throw EvaluationError(a.node, "Label needs both closures: Label { Text(\"Title\") } icon: { Image(systemName: \"star\") }")
                }
                let title = try ev.viewBuilderResult(titleClosure, arguments: []).anyView
                let icon = try ev.viewBuilderResult(iconClosure, arguments: []).anyView
                try a.finish()
                return .view(.wrap(Label { title } icon: { icon }, name: "Label"))
            }
            let title: Text
            if let item = a.items.first(where: { $0.label == nil && !$0.used && !$0.isTrailing }),
               let literal = item.node.as(StringLiteralExprSyntax.self), let frame = a.frame {
                _ = a.takeRaw(nil)
                title = try ev.localizedText(literal, frame)
            } else {
                title = Text(try a.require(nil, String.self, ev))
            }
            let icon: Image
            if let name = try a.take("systemImage", String.self, ev) {
                icon = Image(systemName: name)
            } else if let name = try a.take("image", String.self, ev) {
                icon = Image(name)
            } else {
                throw EvaluationError(a.node, "Label needs an icon: Label(\"Title\", systemImage: \"star\") or Label(\"Title\", image: \"name\")")
            }
            try a.finish()
            return .view(.wrap(Label { title } icon: { icon }, name: "Label"))
        }
        let styles: [(String, String, any LabelStyle)] = [
            ("automatic", "DefaultLabelStyle", DefaultLabelStyle()), ("titleAndIcon", "TitleAndIconLabelStyle", TitleAndIconLabelStyle()),
            ("titleOnly", "TitleOnlyLabelStyle", TitleOnlyLabelStyle()), ("iconOnly", "IconOnlyLabelStyle", IconOnlyLabelStyle()),
        ]
        registerStyles("LabelStyle", styles)
        addModifier("labelStyle", "labelStyle(_ style:) with .automatic, .titleAndIcon, .titleOnly or .iconOnly") { v, a, ev in
            v.labelStyle(try a.requireConforming(nil, (any LabelStyle).self, protocolName: "LabelStyle", ev))
        }
    }

    /// The `content` closure of a container, built now.
    static func content(_ a: Arguments, _ ev: Evaluator) throws -> AnyView {
        guard let c = a.takeClosure("content") else {
            throw EvaluationError(a.node, "\(a.callee) needs its content in a trailing closure: \(a.callee) { … }")
        }
        return try ev.viewBuilderResult(c, arguments: []).anyView
    }

    static func forEach(_ a: Arguments, _ ev: Evaluator) throws -> Value {
        guard let (data, dataNode) = a.takeRaw(nil) else {
            throw EvaluationError(a.node, "ForEach needs data: ForEach(0..<3) { i in … } or ForEach(items, id: \\.self) { item in … }")
        }
        let id = a.takeRaw("id")
        guard let content = a.takeClosure("content") else {
            throw EvaluationError(a.node, "ForEach needs its content in a closure: ForEach(…) { item in … }")
        }
        try a.finish()
        let items: [Value]
        switch data {
        case let .range(r):
            try checkCount(r.count, dataNode)
            items = r.map { .int($0) }
        case let .array(values):
            try checkCount(values.count, dataNode)
            items = values
            if id == nil, !values.allSatisfy({ Registry.hasIdentity($0) }) {
                throw EvaluationError(dataNode, "ForEach over an array needs 'id:' (for example id: \\.self), unless its elements have an 'id'")
            }
        default:
            throw mismatch(data, "a range or an array", dataNode, what: "the data of ForEach")
        }
        if let (idPath, idNode) = id {
            guard case let .keyPath(path) = idPath else {
                throw mismatch(idPath, "a key path like \\.self", idNode, what: "'id:' of ForEach")
            }
            if path != ["self"], let first = items.first {
                _ = try ev.property(of: first, path.joined(separator: "."), node: idNode)
            }
        }
        var views: [AnyView] = []
        views.reserveCapacity(items.count)
        // In a Picker, each view is tagged with its element's ID, which the picker compares with
        // its selection.
        guard ev.pickerContentDepth > 0 else {
            for item in items { views.append(try ev.viewBuilderResult(content, arguments: [item]).anyView) }
            return .view(.any(AnyView(ViewList(views: views)), name: "ForEach"))
        }
        var isRange = false
        if case .range = data { isRange = true }
        let idPath = id.flatMap { if case let .keyPath(p) = $0.0 { return p } else { return nil } } ?? (items.first.map(hasIdentity) == true ? ["id"] : nil)
        for item in items {
            let view = try ev.viewBuilderResult(content, arguments: [item]).anyView
            let idValue: Value? = idPath.flatMap { path in
                path == ["self"] ? item : try? ev.property(of: item, path.joined(separator: "."), node: dataNode)
            } ?? (isRange ? item : nil)
            if let tag = idValue.flatMap(FileTag.of) {
                views.append(AnyView(view._implicitTag(tag)))
            } else {
                views.append(view)
            }
        }
        return .view(.any(AnyView(ViewList(views: views)), name: "ForEach"))
    }

    private static func checkCount(_ count: Int, _ node: Syntax) throws {
        if count > EvaluationLimits.maximumForEachItems {
            throw EvaluationError(node, "ForEach over \(count) items is over the limit of \(EvaluationLimits.maximumForEachItems)")
        }
    }

    private static func hasIdentity(_ v: Value) -> Bool {
        if case let .instance(i) = v { return i.decl.property("id") != nil }
        return false
    }
}

extension ScrollIndicatorVisibility: NativeConvertible { static var fileTypeName: String { "ScrollIndicatorVisibility" } }
