import Foundation
import MCP
import Trellis
import TrellisSession

/// `trellis mcp`: the Model Context Protocol over standard input and output, so a coding agent
/// can list, render, lay out, check and explain previews. Each tool runs the `trellis` command
/// that does the same thing (`CommandRunner`), with the same flags, so a tool's answer is what
/// the command prints; a file's error is a tool error at the file's place, and the server goes
/// on serving.
public enum TrellisMCPServer {
    /// The server's name and version, as the `initialize` handshake gives them.
    public static let name = "trellis"
    public static let version = "1.0"

    /// The tools, with their arguments' JSON schemas.
    public static var tools: [Tool] {
        let path: Value = .object(["type": "string", "description": "A SwiftUI file, a folder of .swift files, or a file in a Swift package or an Xcode project (relative to the server's working directory or absolute)."])
        let preview: Value = .object(["type": "string", "description": "The #Preview's name (default: the first); list_previews gives the names."])
        let device: Value = .object(["type": "string", "description": "A device preset: \(DevicePreset.all.map(\.id).joined(separator: ", ")) (its size, size classes and safe area)."])
        var settingsProperties: [String: Value] = [:]
        for (key, _, help) in ToolRequest.settingFlags { settingsProperties[key] = .object(["type": "string", "description": .string(help)]) }
        settingsProperties["scale"] = .object(["type": "number", "description": "render_preview's pixels per point (default 1)."])
        let settings: Value = .object(["type": "object", "properties": .object(settingsProperties), "additionalProperties": false,
                                       "description": "The environment, as the trellis command's flags: colorScheme, dynamicTypeSize, layoutDirection, locale, size classes, size, safeArea, anyLayout, engine."])
        func schema(_ properties: [String: Value], required: [String] = ["path"]) -> Value {
            .object(["type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) })])
        }
        let readOnly = Tool.Annotations(readOnlyHint: true, openWorldHint: false)
        return [
            Tool(name: "list_previews", description: "The previews of a SwiftUI file or folder, by name (#Preview blocks, PreviewProviders, or the file's first view).",
                 inputSchema: schema(["path": path, "device": device, "settings": settings]), annotations: readOnly),
            Tool(name: "render_preview", description: "Renders a preview to a PNG image, laid out as SwiftUI lays it out on the device and in the settings given.",
                 inputSchema: schema(["path": path, "preview": preview, "device": device, "settings": settings]), annotations: readOnly),
            Tool(name: "layout_tree", description: "The frame of every view of a preview (points, window coordinates) with where the file writes it (PATH:LINE:COL), as JSON; format \"text\" gives one view a line; proposals adds the layout negotiation.",
                 inputSchema: schema(["path": path, "preview": preview, "device": device, "settings": settings,
                                      "proposals": .object(["type": "boolean", "description": "Also give each view's placement proposal and every proposal it was asked about, with its answers."]),
                                      "format": .object(["type": "string", "enum": .array(["json", "text"]), "description": "json (default) or text."])]),
                 annotations: readOnly),
            Tool(name: "check", description: "The errors and warnings of a SwiftUI file or folder: compile and evaluation errors at their lines, and the layout lint of every preview (text truncated or given no width, frame bounds out of order, a layout larger than the window).",
                 inputSchema: schema(["path": path, "device": device, "settings": settings]), annotations: readOnly),
            Tool(name: "explain", description: "The view under a point of a preview (the one the preview window's outline labels on hover) and its layout negotiation: every view from the root down to it with its frame, source location, the proposal it was placed with and every proposal it was asked about, with its answers.",
                 inputSchema: schema(["path": path, "preview": preview, "device": device, "settings": settings,
                                      "point": .object(["type": "object", "properties": .object(["x": .object(["type": "number"]), "y": .object(["type": "number"])]),
                                                        "required": .array(["x", "y"]), "description": "In points, window coordinates (the layout tree's)."])],
                                     required: ["path", "point"]),
                 annotations: readOnly),
        ]
    }

    /// Serves on standard input and output until the client closes standard input.
    /// - Parameter executable: The `trellis` command the tools run.
    public static func serve(executable: String) async throws {
        let runner = CommandRunner(executable: executable)
        let server = Server(name: name, version: version,
                            instructions: "Trellis lays out SwiftUI files on Linux as SwiftUI would. list_previews names a file's previews; render_preview shows one as a PNG; layout_tree gives every view's frame and source line; explain says why a view at a point has its size; check reports errors and layout warnings.",
                            capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: tools) }
        await server.withMethodHandler(CallTool.self) { params in
            await call(params.name, arguments: (params.arguments ?? [:]).mapValues(JSONValue.init), runner: runner)
        }
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
    }

    /// One tool call: never throws; a problem is a result with `isError`.
    static func call(_ name: String, arguments: [String: JSONValue], runner: CommandRunner) async -> CallTool.Result {
        let request = ToolRequest(arguments: arguments)
        do {
            switch name {
            case "list_previews": return try await listPreviews(request, runner)
            case "render_preview": return try await render(request, runner)
            case "layout_tree": return try await layoutTree(request, runner)
            case "check": return try await check(request, runner)
            case "explain": return try await explain(request, runner)
            default:
                return failure("unknown tool '\(name)'; the tools are \(tools.map(\.name).joined(separator: ", "))")
            }
        } catch let error as ToolRequest.ArgumentError {
            return failure(error.description)
        } catch {
            return failure("\(error)")
        }
    }

    static func listPreviews(_ request: ToolRequest, _ runner: CommandRunner) async throws -> CallTool.Result {
        let result = await runner.run(try request.listArguments())
        guard result.status == 0, let names = try? JSONDecoder().decode([String].self, from: result.output) else { return failure(result) }
        let path = try request.path()
        return try CallTool.Result(content: [.text(text: names.isEmpty ? "\(path) has no previews" : names.joined(separator: "\n"), annotations: nil, _meta: nil)],
                                   structuredContent: PreviewList(path: path, previews: names))
    }

    struct PreviewList: Codable {
        var path: String
        var previews: [String]
    }

    static func render(_ request: ToolRequest, _ runner: CommandRunner) async throws -> CallTool.Result {
        let result = await runner.run(try request.renderArguments(output: "{folder}/preview.png"))
        guard result.status == 0, let png = result.files["preview.png"] else { return failure(result) }
        let scale = try request.scale()
        var summary = "\(try request.preview().map { "'\($0)' of " } ?? "")\(try request.path())"
        if let (w, h) = pngSize(png) {
            summary += ": \(w) × \(h) pixels (\(LayoutTreeText.number(CGFloat(Double(w) / scale))) × \(LayoutTreeText.number(CGFloat(Double(h) / scale))) points at scale \(JSONValue.format(scale)))"
        }
        return CallTool.Result(content: [.image(data: png.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil),
                                         .text(text: summary + warnings(result), annotations: nil, _meta: nil)])
    }

    static func layoutTree(_ request: ToolRequest, _ runner: CommandRunner) async throws -> CallTool.Result {
        let format = try request.string("format") ?? "json"
        guard format == "json" || format == "text" else { throw ToolRequest.ArgumentError("'format' is json or text") }
        let result = await runner.run(try request.layoutArguments(proposals: try request.flag("proposals")))
        guard result.status == 0, let tree = try? JSONDecoder().decode(LayoutTree.self, from: result.output) else { return failure(result) }
        let text = format == "text" ? LayoutTreeText.text(tree, showsSafeArea: true) : String(decoding: result.output, as: UTF8.self)
        return CallTool.Result(content: [.text(text: text + warnings(result), annotations: nil, _meta: nil)])
    }

    static func check(_ request: ToolRequest, _ runner: CommandRunner) async throws -> CallTool.Result {
        let result = await runner.run(try request.checkArguments())
        let diagnostics = DiagnosticLine.all(in: result.errors)
        // A failure with nothing located (a bad flag, a command that could not start) is the tool's.
        if result.status != 0 && diagnostics.isEmpty || result.timedOut { return failure(result) }
        let errors = diagnostics.filter { $0.severity == "error" }.count, warningCount = diagnostics.filter { $0.severity == "warning" }.count
        var lines = diagnostics.map(\.text)
        lines.append("\(errors) error\(errors == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s")")
        return try CallTool.Result(content: [.text(text: lines.joined(separator: "\n"), annotations: nil, _meta: nil)],
                                   structuredContent: CheckReport(path: try request.path(), errors: errors, warnings: warningCount, diagnostics: diagnostics))
    }

    struct CheckReport: Codable {
        var path: String
        var errors: Int
        var warnings: Int
        var diagnostics: [DiagnosticLine]
    }

    static func explain(_ request: ToolRequest, _ runner: CommandRunner) async throws -> CallTool.Result {
        let point = try request.point()
        let result = await runner.run(try request.layoutArguments(proposals: true))
        guard result.status == 0, let tree = try? JSONDecoder().decode(LayoutTree.self, from: result.output) else { return failure(result) }
        let explanation = LayoutExplanation(tree: tree, point: point)
        return try CallTool.Result(content: [.text(text: explanation.text + warnings(result), annotations: nil, _meta: nil)],
                                   structuredContent: explanation)
    }

    /// A command's failure as a tool error: its located diagnostics (`FILE:LINE:COL: error: …`),
    /// else whatever it printed.
    static func failure(_ result: CommandRunner.Result) -> CallTool.Result {
        let located = DiagnosticLine.all(in: result.errors)
        let text = located.isEmpty ? result.errors.trimmingCharacters(in: .whitespacesAndNewlines) : located.map(\.text).joined(separator: "\n")
        let content: [Tool.Content] = [.text(text: text.isEmpty ? "trellis exited with status \(result.status)" : text, annotations: nil, _meta: nil)]
        if let structured = try? Value(["diagnostics": located]) {
            return CallTool.Result(content: content, structuredContent: Optional.some(structured), isError: true)
        }
        return CallTool.Result(content: content, isError: true)
    }

    static func failure(_ message: String) -> CallTool.Result {
        CallTool.Result(content: [.text(text: "error: \(message)", annotations: nil, _meta: nil)], isError: true)
    }

    /// The warnings a successful command printed, as lines after its answer.
    static func warnings(_ result: CommandRunner.Result) -> String {
        let lines = DiagnosticLine.all(in: result.errors).map(\.text)
        return lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n")
    }

    /// A PNG's size in pixels, from its header.
    static func pngSize(_ png: Data) -> (Int, Int)? {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes[12...15] == [73, 72, 68, 82] else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }
}

extension JSONValue {
    /// A tool argument as the MCP library decoded it.
    init(_ value: Value) {
        switch value {
        case .null: self = .null
        case let .bool(b): self = .bool(b)
        case let .int(i): self = .number(Double(i))
        case let .double(d): self = .number(d)
        case let .string(s): self = .string(s)
        case let .data(_, data): self = .string(data.base64EncodedString())
        case let .array(a): self = .array(a.map(JSONValue.init))
        case let .object(o): self = .object(o.mapValues(JSONValue.init))
        }
    }
}
