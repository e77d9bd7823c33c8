import Foundation
import TrellisSession

/// A tool call's arguments, read as the `trellis` command's: the path, the preview, the device
/// and the settings become the flags `render`, `layout` and `check` take, so every tool lays out
/// exactly what the command with those flags would. Pure: tested without running anything.
public struct ToolRequest: Sendable, Equatable {
    /// What a call asked for, with the values as the JSON gave them.
    public var arguments: [String: JSONValue]

    public init(arguments: [String: JSONValue]) { self.arguments = arguments }

    /// A call's argument error, said to the client as a tool error.
    public struct ArgumentError: Error, CustomStringConvertible, Equatable {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// The file or folder, required.
    public func path() throws -> String {
        guard case let .string(path)? = arguments["path"], !path.isEmpty else {
            throw ArgumentError("'path' is required: the layout file, a folder, or a file of a Swift package or an Xcode project")
        }
        return path
    }

    /// The preview's name, if given.
    public func preview() throws -> String? { try string("preview") }

    /// The settings a call may give, each the flag of the commands it stands for.
    static let settingFlags: [(key: String, flag: String, help: String)] = [
        ("colorScheme", "--color-scheme", "light or dark"),
        ("dynamicTypeSize", "--dynamic-type-size", "xSmall … xxxLarge, accessibility1 … accessibility5"),
        ("layoutDirection", "--layout-direction", "ltr or rtl (default: the language's)"),
        ("locale", "--locale", "the app's language (de, pt-BR, ar) or a pseudolanguage (double-length, accented, bounded, right-to-left)"),
        ("horizontalSizeClass", "--horizontal-size-class", "compact, regular or auto"),
        ("verticalSizeClass", "--vertical-size-class", "compact, regular or auto"),
        ("size", "--size", "the window in points, WxH (390x844)"),
        ("safeArea", "--safe-area", "insets in points, top,leading,bottom,trailing"),
        ("anyLayout", "--any-layout", "as-written, horizontal or vertical"),
        ("engine", "--engine", "auto, interpreter or compiled"),
    ]

    /// The flags of `device` and `settings` (the scale is render's own, in `renderArguments`).
    public func environmentFlags() throws -> [String] {
        var flags: [String] = []
        if let device = try string("device") { flags += ["--device", device] }
        let settings: [String: JSONValue]
        switch arguments["settings"] {
        case nil, .null?: settings = [:]
        case let .object(values)?: settings = values
        default: throw ArgumentError("'settings' must be an object, such as {\"colorScheme\": \"dark\"}")
        }
        let known = Set(Self.settingFlags.map(\.key) + ["scale"])
        if let unknown = settings.keys.sorted().first(where: { !known.contains($0) }) {
            throw ArgumentError("unknown setting '\(unknown)'; settings are \(known.sorted().joined(separator: ", "))")
        }
        for (key, flag, _) in Self.settingFlags {
            switch settings[key] {
            case nil, .null?: continue
            case let .string(value)?: flags += [flag, value]
            case let .number(value)?: flags += [flag, JSONValue.format(value)]
            default: throw ArgumentError("setting '\(key)' must be a string")
            }
        }
        return flags
    }

    /// The display scale (`settings.scale`), 1 when not given.
    public func scale() throws -> Double {
        guard case let .object(settings)? = arguments["settings"], let value = settings["scale"], value != .null else { return 1 }
        guard case let .number(scale) = value, scale.isFinite, scale > 0, scale <= 4 else {
            throw ArgumentError("setting 'scale' must be a number from 0 to 4")
        }
        return scale
    }

    /// The point of `explain`: `{"x": 120, "y": 300}` or `[120, 300]`, in points.
    public func point() throws -> CGPoint {
        let message = "'point' is required: {\"x\": 120, \"y\": 300} in points, window coordinates"
        switch arguments["point"] {
        case let .object(p)?:
            guard case let .number(x)? = p["x"], case let .number(y)? = p["y"], x.isFinite, y.isFinite else { throw ArgumentError(message) }
            return CGPoint(x: x, y: y)
        case let .array(p)? where p.count == 2:
            guard case let .number(x) = p[0], case let .number(y) = p[1], x.isFinite, y.isFinite else { throw ArgumentError(message) }
            return CGPoint(x: x, y: y)
        default:
            throw ArgumentError(message)
        }
    }

    /// A Boolean argument, false when not given.
    public func flag(_ key: String) throws -> Bool {
        switch arguments[key] {
        case nil, .null?: return false
        case let .bool(value)?: return value
        default: throw ArgumentError("'\(key)' must be true or false")
        }
    }

    func string(_ key: String) throws -> String? {
        switch arguments[key] {
        case nil, .null?: return nil
        case let .string(value)?: return value.isEmpty ? nil : value
        default: throw ArgumentError("'\(key)' must be a string")
        }
    }

    // MARK: The command lines

    /// `trellis layout PATH --list-previews --json [flags]`.
    public func listArguments() throws -> [String] {
        ["layout", try path(), "--list-previews", "--json"] + (try environmentFlags())
    }

    /// `trellis render PATH -o OUTPUT [--preview P] --scale S [flags]`.
    public func renderArguments(output: String) throws -> [String] {
        var args = ["render", try path(), "-o", output]
        if let preview = try preview() { args += ["--preview", preview] }
        args += ["--scale", JSONValue.format(try scale())]
        return args + (try environmentFlags())
    }

    /// `trellis layout PATH --json [--proposals] [--preview P] [flags]`.
    public func layoutArguments(proposals: Bool) throws -> [String] {
        var args = ["layout", try path(), "--json"]
        if proposals { args.append("--proposals") }
        if let preview = try preview() { args += ["--preview", preview] }
        return args + (try environmentFlags())
    }

    /// `trellis check PATH --layout-warnings [flags]`.
    public func checkArguments() throws -> [String] {
        ["check", try path(), "--layout-warnings"] + (try environmentFlags())
    }
}

/// A JSON value as a tool call's arguments hold it.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A number as a flag: integers without a decimal point.
    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
