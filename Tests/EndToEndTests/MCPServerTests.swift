import Foundation
import Testing
import TrellisTestSupport

/// `trellis mcp` driven as an agent drives it: JSON-RPC messages, one a line, on the server's
/// standard input and output.
final class MCPClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private var buffer = Data()
    private var nextID = 1
    private let lock = NSLock()
    private let arrived = DispatchSemaphore(value: 0)

    init(arguments: [String] = ["mcp"], directory: URL = packageRoot) throws {
        process.executableURL = Command.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock { self.buffer.append(data) }
            self.arrived.signal()
        }
    }

    deinit { close() }

    func close() {
        if process.isRunning {
            try? input.fileHandleForWriting.close()
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            if process.isRunning { process.terminate() }
        }
        output.fileHandleForReading.readabilityHandler = nil
    }

    func send(_ message: [String: Any]) throws {
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0x0A)
        input.fileHandleForWriting.write(data)
    }

    /// The next message on standard output, within `timeout` seconds.
    func receive(timeout: Double = 120) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let line: Data? = lock.withLock {
                guard let newline = buffer.firstIndex(of: 0x0A) else { return nil }
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                return Data(line)
            }
            if let line {
                if line.isEmpty { continue }
                return (try? JSONSerialization.jsonObject(with: line)) as? [String: Any]
            }
            if Date() >= deadline || arrived.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .timedOut && Date() >= deadline {
                return nil
            }
        }
    }

    /// Sends a request and returns its response's `result` (or the whole response on an error).
    func request(_ method: String, _ params: [String: Any] = [:], timeout: Double = 120) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        while let message = receive(timeout: timeout) {
            guard (message["id"] as? Int) == id else { continue }
            return message["result"] as? [String: Any] ?? message
        }
        Issue.record("no response to \(method) within \(timeout) s")
        return [:]
    }

    /// The MCP handshake.
    func initialize() throws -> [String: Any] {
        let result = try request("initialize", ["protocolVersion": "2025-06-18", "capabilities": [:],
                                                "clientInfo": ["name": "trellis-tests", "version": "1"]])
        try send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        return result
    }

    /// A tool call's result: its content and whether it is an error.
    func call(_ tool: String, _ arguments: [String: Any], timeout: Double = 300) throws -> (content: [[String: Any]], isError: Bool, result: [String: Any]) {
        let result = try request("tools/call", ["name": tool, "arguments": arguments], timeout: timeout)
        return (result["content"] as? [[String: Any]] ?? [], result["isError"] as? Bool ?? false, result)
    }
}

extension Array where Element == [String: Any] {
    /// The text of every text item, joined by line breaks.
    var text: String { compactMap { $0["type"] as? String == "text" ? $0["text"] as? String : nil }.joined(separator: "\n") }
}

@Suite(.serialized) struct MCPServerTests {
    @Test func listsRendersLaysOutExplainsAndReportsLocatedErrors() throws {
        let client = try MCPClient()
        defer { client.close() }
        let hello = try client.initialize()
        #expect((hello["serverInfo"] as? [String: Any])?["name"] as? String == "trellis")

        let tools = (try client.request("tools/list")["tools"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(Set(tools) == ["list_previews", "render_preview", "layout_tree", "check", "explain"])

        let sample = "Samples/ProfileCard.swift"
        let list = try client.call("list_previews", ["path": sample])
        #expect(!list.isError)
        #expect(list.content.text.split(separator: "\n") == ["Preview 1", "Long caption"])

        // A valid PNG of the device's size.
        let started = Date()
        let render = try client.call("render_preview", ["path": sample, "device": "iphone-se", "settings": ["scale": 2, "colorScheme": "dark"]])
        let elapsed = Date().timeIntervalSince(started)
        print("MCP render_preview round trip: \(Int(elapsed * 1000)) ms")
        #expect(!render.isError, "\(render.content.text)")
        let image = try #require(render.content.first { $0["type"] as? String == "image" })
        #expect(image["mimeType"] as? String == "image/png")
        let png = try #require(Data(base64Encoded: image["data"] as? String ?? ""))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 750 && height == 1334)

        // The frames, with where the file writes each view.
        let layout = try client.call("layout_tree", ["path": sample, "preview": "Long caption"])
        #expect(!layout.isError)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(layout.content.text.utf8)) as? [String: Any])
        #expect((json["window"] as? [String: Any])?["width"] as? Double == 390)
        #expect(layout.content.text.contains("\"source\" : \"\(sample):"))

        let text = try client.call("layout_tree", ["path": sample, "format": "text", "proposals": true])
        #expect(text.content.text.hasPrefix("window 390 × 844"))
        #expect(text.content.text.contains("placed with"))

        // The view under the card's photo, and the negotiation down to it.
        let explain = try client.call("explain", ["path": sample, "point": ["x": 195, "y": 300]])
        #expect(!explain.isError, "\(explain.content.text)")
        #expect(explain.content.text.contains("negotiation from the root"))
        let chain = ((explain.result["structuredContent"] as? [String: Any])?["chain"] as? [[String: Any]]) ?? []
        #expect(chain.count >= 3)
        #expect(chain.last?["type"] as? String == "Image")
        #expect((chain.last?["source"] as? String)?.hasPrefix("\(sample):12:") == true)
        #expect(explain.content.text.contains("is in Image"))

        let check = try client.call("check", ["path": sample, "device": "iphone-se"])
        #expect(!check.isError)
        #expect(check.content.text.contains("0 errors"))

        // A broken file: a tool error at its place, and the server goes on.
        let broken = try Command.temporaryFile("""
            import SwiftUI

            struct Broken: View {
                var body: some View {
                    VStack {
                        Txt("Hello")
                    }
                }
            }

            #Preview { Broken() }
            """, name: "Broken.swift")
        let failed = try client.call("render_preview", ["path": broken.path])
        #expect(failed.isError)
        #expect(failed.content.text.contains("Broken.swift:6:13: error:"), "\(failed.content.text)")
        let checked = try client.call("check", ["path": broken.path])
        #expect(!checked.isError)
        #expect(checked.content.text.contains("Broken.swift:6:13: error:"))

        // Arguments the tools cannot take are tool errors too.
        #expect(try client.call("render_preview", [:]).isError)
        #expect(try client.call("explain", ["path": sample, "point": ["x": 1]]).isError)
        #expect(try client.call("no_such_tool", [:]).isError)
        let missing = try client.call("layout_tree", ["path": "Samples/NoSuchFile.swift"])
        #expect(missing.isError && missing.content.text.contains("NoSuchFile.swift"))

        // Still serving.
        #expect(!(try client.call("list_previews", ["path": sample])).isError)
        #expect(client.process.isRunning)
    }
}
