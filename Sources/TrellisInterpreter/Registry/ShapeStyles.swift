import Foundation
import SwiftSyntax
import Trellis

/// Shape styles (`.secondary`, `.background`, gradients), angles, and the shape names used as
/// implicit members (`.clipShape(.capsule)`).
extension Registry {
    func registerShapeStyles() {
        for (name, color) in colors { addStatic("ShapeStyle", name) { .view(.color(color)) } }
        addStaticNative("ShapeStyle", [
            "primary": HierarchicalShapeStyle.primary, "secondary": HierarchicalShapeStyle.secondary,
            "tertiary": HierarchicalShapeStyle.tertiary, "quaternary": HierarchicalShapeStyle.quaternary,
            "foreground": ForegroundStyle(), "background": BackgroundStyle(),
        ])
        addStaticNative("HierarchicalShapeStyle", [
            "primary": HierarchicalShapeStyle.primary, "secondary": HierarchicalShapeStyle.secondary,
            "tertiary": HierarchicalShapeStyle.tertiary, "quaternary": HierarchicalShapeStyle.quaternary,
        ])
        addStaticFunction("ShapeStyle", "linearGradient", "linearGradient(colors:startPoint:endPoint:) or linearGradient(_ gradient:startPoint:endPoint:)") { a, ev in
            .native(try Registry.linearGradient(a, ev))
        }
        addStaticFunction("ShapeStyle", "radialGradient", "radialGradient(colors:center:startRadius:endRadius:)") { a, ev in
            .native(try Registry.radialGradient(a, ev))
        }
        addType("LinearGradient", signatures: ["LinearGradient(colors:startPoint:endPoint:)", "LinearGradient(gradient:startPoint:endPoint:)",
                                               "LinearGradient(stops:startPoint:endPoint:)"]) { a, ev in
            .native(try Registry.linearGradient(a, ev))
        }
        addType("RadialGradient", signatures: ["RadialGradient(colors:center:startRadius:endRadius:)",
                                               "RadialGradient(gradient:center:startRadius:endRadius:)"]) { a, ev in
            .native(try Registry.radialGradient(a, ev))
        }
        addType("AngularGradient", signatures: ["AngularGradient(colors:center:startAngle:endAngle:)",
                                                "AngularGradient(gradient:center:startAngle:endAngle:)",
                                                "AngularGradient(stops:center:startAngle:endAngle:)",
                                                "AngularGradient(colors:center:angle:)"]) { a, ev in
            .native(try Registry.angularGradient(a, ev))
        }
        addStaticFunction("ShapeStyle", "angularGradient", "angularGradient(colors:center:startAngle:endAngle:)") { a, ev in
            .native(try Registry.angularGradient(a, ev))
        }
        addStaticFunction("ShapeStyle", "conicGradient", "conicGradient(colors:center:angle:)") { a, ev in
            .native(try Registry.angularGradient(a, ev, conic: true))
        }
        addType("Gradient", signatures: ["Gradient(colors:)", "Gradient(stops:)"]) { a, ev in
            .native(try Registry.gradient(a, ev, colorsLabel: "colors", stopsLabel: "stops"))
        }
        addType("Gradient.Stop", signatures: ["Gradient.Stop(color:location:)"]) { a, ev in
            let color = try a.require("color", Color.self, ev)
            let location = try a.require("location", CGFloat.self, ev)
            try a.finish()
            return .native(Gradient.Stop(color: color, location: location))
        }
        addMethod("opacity", on: .native("ShapeStyle", { $0 is any ShapeStyle }), "opacity(_ opacity: Double)") { r, a, ev in
            let style = try AnyShapeStyle.convert(r, ev, a.node, what: "")
            let opacity = try a.require(nil, Double.self, ev)
            try a.finish()
            return .native(AnyShapeStyle(style.opacity(opacity)))
        }

        addType("Angle", signatures: ["Angle(degrees:)", "Angle(radians:)"]) { a, ev in
            if let d = try a.take("degrees", Double.self, ev) {
                try a.finish()
                return .native(Angle(degrees: d))
            }
            let r = try a.take("radians", Double.self, ev) ?? 0
            try a.finish()
            return .native(Angle(radians: r))
        }
        addStaticNative("Angle", ["zero": Angle.zero])
        addStaticFunction("Angle", "degrees", "degrees(_:)") { a, ev in
            let d = try a.require(nil, Double.self, ev)
            try a.finish()
            return .native(Angle.degrees(d))
        }
        addStaticFunction("Angle", "radians", "radians(_:)") { a, ev in
            let r = try a.require(nil, Double.self, ev)
            try a.finish()
            return .native(Angle.radians(r))
        }

        addStaticNative("RoundedCornerStyle", ["continuous": RoundedCornerStyle.continuous, "circular": RoundedCornerStyle.circular])
        // `.clipShape(.capsule)`, `.background(.blue, in: .rect(cornerRadius: 8))`
        addStatic("Shape", "rect") { .view(.shape(Rectangle(), name: "Rectangle")) }
        addStatic("Shape", "circle") { .view(.shape(Circle(), name: "Circle")) }
        addStatic("Shape", "capsule") { .view(.shape(Capsule(), name: "Capsule")) }
        addStatic("Shape", "ellipse") { .view(.shape(Ellipse(), name: "Ellipse")) }
        addStaticFunction("Shape", "rect", "rect(cornerRadius:style:)") { a, ev in
            let radius = try a.require("cornerRadius", CGFloat.self, ev)
            let style = try a.take("style", RoundedCornerStyle.self, ev) ?? .continuous
            try a.finish()
            return .view(.shape(RoundedRectangle(cornerRadius: radius, style: style), name: "RoundedRectangle"))
        }
        addStaticNative("FillStyle", [:])
        addType("FillStyle", signatures: ["FillStyle(eoFill:antialiased:)"]) { a, ev in
            let eo = try a.take("eoFill", Bool.self, ev) ?? false
            let aa = try a.take("antialiased", Bool.self, ev) ?? true
            try a.finish()
            return .native(FillStyle(eoFill: eo, antialiased: aa))
        }
        addType("StrokeStyle", signatures: ["StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)"]) { a, ev in
            let width = try a.take("lineWidth", CGFloat.self, ev) ?? 1
            let cap = try a.take("lineCap", CGLineCap.self, ev) ?? .butt
            let join = try a.take("lineJoin", CGLineJoin.self, ev) ?? .miter
            let miter = try a.take("miterLimit", CGFloat.self, ev) ?? 10
            var dash: [CGFloat] = []
            if let (d, node) = a.takeRaw("dash") {
                guard case let .array(items) = d else { throw mismatch(d, "an array of numbers", node, what: "'dash:'") }
                dash = try items.map { try CGFloat.convert($0, ev, node, what: "'dash:'") }
            }
            let phase = try a.take("dashPhase", CGFloat.self, ev) ?? 0
            try a.finish()
            return .native(StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join, miterLimit: miter, dash: dash, dashPhase: phase))
        }
        addStaticNative("CGLineCap", ["butt": CGLineCap.butt, "round": CGLineCap.round, "square": CGLineCap.square])
        addStaticNative("CGLineJoin", ["miter": CGLineJoin.miter, "round": CGLineJoin.round, "bevel": CGLineJoin.bevel])
    }

    static func gradient(_ a: Arguments, _ ev: Evaluator, colorsLabel: String, stopsLabel: String) throws -> Gradient {
        if let (c, node) = a.takeRaw(colorsLabel) {
            guard case let .array(items) = c else { throw mismatch(c, "an array of colours", node, what: "'\(colorsLabel):'") }
            return Gradient(colors: try items.map { try Color.convert($0, ev, node, what: "'\(colorsLabel):'") })
        }
        if let (s, node) = a.takeRaw(stopsLabel) {
            guard case let .array(items) = s else { throw mismatch(s, "an array of Gradient.Stop", node, what: "'\(stopsLabel):'") }
            return Gradient(stops: try items.map { try Gradient.Stop.convert($0, ev, node, what: "'\(stopsLabel):'") })
        }
        if let g = try a.take("gradient", Gradient.self, ev) ?? a.take(nil, Gradient.self, ev) { return g }
        throw EvaluationError(a.node, "\(a.callee) needs colors:, stops: or a gradient")
    }

    static func linearGradient(_ a: Arguments, _ ev: Evaluator) throws -> LinearGradient {
        let g = try gradient(a, ev, colorsLabel: "colors", stopsLabel: "stops")
        let start = try a.require("startPoint", UnitPoint.self, ev)
        let end = try a.require("endPoint", UnitPoint.self, ev)
        try a.finish()
        return LinearGradient(gradient: g, startPoint: start, endPoint: end)
    }

    /// `startAngle:endAngle:` (both default to zero), or a whole turn from `angle:` (conic).
    static func angularGradient(_ a: Arguments, _ ev: Evaluator, conic: Bool = false) throws -> AngularGradient {
        let g = try gradient(a, ev, colorsLabel: "colors", stopsLabel: "stops")
        let center = try a.require("center", UnitPoint.self, ev)
        if conic || a.items.contains(where: { $0.label == "angle" }) {
            let angle = try a.take("angle", Angle.self, ev) ?? .zero
            try a.finish()
            return AngularGradient(gradient: g, center: center, angle: angle)
        }
        let start = try a.take("startAngle", Angle.self, ev) ?? .zero
        let end = try a.take("endAngle", Angle.self, ev) ?? .zero
        try a.finish()
        return AngularGradient(gradient: g, center: center, startAngle: start, endAngle: end)
    }

    static func radialGradient(_ a: Arguments, _ ev: Evaluator) throws -> RadialGradient {
        let g = try gradient(a, ev, colorsLabel: "colors", stopsLabel: "stops")
        let center = try a.take("center", UnitPoint.self, ev) ?? .center
        let startRadius = try a.take("startRadius", CGFloat.self, ev) ?? 0
        let endRadius = try a.require("endRadius", CGFloat.self, ev)
        try a.finish()
        return RadialGradient(gradient: g, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
