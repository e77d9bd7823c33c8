import Foundation
import Testing
@testable import TrellisSession

/// Output never destroys input: `render -o` and `render --variants` write through a temporary
/// file renamed into place, and refuse inputs, folders and anything but regular files.
@Suite(.serialized) struct OutputRules {
    static let source = "Text(\"Hello\").padding()\n"

    /// A folder with Layout.swift and pic.png (a 1×1 PNG the layout shows).
    static func folder() throws -> URL {
        let file = try Command.temporaryFile("VStack { Text(\"Hello\"); Image(\"pic\") }\n")
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
                            0x1F, 0x15, 0xC4, 0x89, 0, 0, 0, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0, 0x1F, 0, 0x05,
                            0x00, 0x01, 0xFF, 0x89, 0x99, 0x3D, 0x1D, 0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        try Data(png).write(to: file.deletingLastPathComponent().appendingPathComponent("pic.png"))
        return file
    }

    @Test func refusesToWriteOverTheInputFile() throws {
        let file = try Self.folder()
        let before = try Data(contentsOf: file)
        let r = try Command.run(["render", file.path, "-o", file.path])
        #expect(r.status == 1)
        #expect(r.stderr == "\(file.path): error: the output is the input file \(file.path); refusing to overwrite it\n")
        #expect(try Data(contentsOf: file) == before)
        // Another spelling, a symbolic link and a hard link name the same file.
        let folder = file.deletingLastPathComponent()
        let spelled = folder.path + "/./" + file.lastPathComponent
        #expect(try Command.run(["render", file.path, "-o", spelled]).status == 1)
        let link = folder.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        #expect(try Command.run(["render", file.path, "-o", link.path]).stderr.contains("refusing to overwrite it"))
        let hard = folder.appendingPathComponent("hard.png")
        try FileManager.default.linkItem(at: file, to: hard)
        #expect(try Command.run(["render", file.path, "-o", hard.path]).stderr.contains("refusing to overwrite it"))
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func refusesAnImageThePreviewReads() throws {
        let file = try Self.folder()
        let pic = file.deletingLastPathComponent().appendingPathComponent("pic.png")
        let before = try Data(contentsOf: pic)
        let r = try Command.run(["render", file.path, "-o", pic.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(pic.path): error: the output is the input file \(pic.path)"))
        #expect(try Data(contentsOf: pic) == before)
    }

    @Test func refusesFoldersDevicesAndFIFOs() throws {
        let file = try Command.temporaryFile(Self.source)
        let folder = file.deletingLastPathComponent()
        let r = try Command.run(["render", file.path, "-o", folder.path])
        #expect(r.status == 1)
        #expect(r.stderr == "\(folder.path): error: the output is a directory, not a file\n")
        let null = try Command.run(["render", file.path, "-o", "/dev/null"])
        #expect(null.status == 1)
        #expect(null.stderr == "/dev/null: error: the output is not a regular file (a character device); refusing to replace it\n")
        var st = stat()
        #expect(stat("/dev/null", &st) == 0 && st.st_mode & S_IFMT == S_IFCHR)
        let fifo = folder.appendingPathComponent("pipe.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let f = try Command.run(["render", file.path, "-o", fifo.path], timeout: 20)
        #expect(f.stderr == "\(fifo.path): error: the output is not a regular file (a FIFO); refusing to replace it\n")
        let missing = try Command.run(["render", file.path, "-o", folder.path + "/no/such/folder/out.png"])
        #expect(missing.stderr.contains("error: the folder"))
        // Nothing but the layout file and the FIFO in the folder: no temporary files left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Layout.swift", "pipe.png"])
    }

    @Test func refusesAnyFileOfAFolderInput() throws {
        let file = try Command.temporaryFile("struct A: View { var body: some View { Text(\"a\") } }\n#Preview { A() }\n")
        let folder = file.deletingLastPathComponent()
        let before = try Data(contentsOf: file)
        let r = try Command.run(["render", folder.path, "-o", file.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("refusing to overwrite it"))
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func replacesAnOldImageByRenaming() throws {
        let file = try Command.temporaryFile(Self.source)
        let out = file.deletingLastPathComponent().appendingPathComponent("out.png")
        try Data("old".utf8).write(to: out)
        var before = stat()
        stat(out.path, &before)
        let r = try Command.run(["render", file.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        var after = stat()
        stat(out.path, &after)
        #expect(after.st_ino != before.st_ino)  // a new file renamed into place, not rewritten
        #expect(try Data(contentsOf: out).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path).sorted() == ["Layout.swift", "out.png"])
        // --variants follows the same rules.
        let v = try Command.run(["render", file.path, "-o", file.path, "--variants", "color-scheme"])
        #expect(v.status == 1 && v.stderr.contains("refusing to overwrite it"))
        let sheet = try Command.run(["render", file.path, "-o", out.path, "--variants", "color-scheme"])
        #expect(sheet.status == 0, "\(sheet.stderr)")
    }

    @Test func outputFileRulesInProcess() throws {
        let file = try Command.temporaryFile(Self.source)
        #expect(throws: OutputError.self) { try OutputFile.write(Data("x".utf8), to: file.path, inputs: [file.path]) }
        let out = file.deletingLastPathComponent().appendingPathComponent("a.png")
        try OutputFile.write(Data("x".utf8), to: out.path, inputs: [file.path])
        #expect(try Data(contentsOf: out) == Data("x".utf8))
        // Without replacing (the window's `s` key): an existing file is never overwritten.
        #expect(throws: OutputError.self) { try OutputFile.write(Data("y".utf8), to: out.path, inputs: [], replacing: false) }
        #expect(try Data(contentsOf: out) == Data("x".utf8))
    }
}

/// Inputs that are not layout files are reported as what they are, and never block.
@Suite(.serialized) struct InputRules {
    @Test func devNullIsACharacterDevice() throws {
        let r = try Command.run(["check", "/dev/null"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("/dev/null: error: cannot read the file: it is a character device, not a layout file"))
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try Command.temporaryFile("").deletingLastPathComponent()
        let fifo = folder.appendingPathComponent("pipe.swift")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let r = try Command.run(["check", fifo.path, "--engine", "interpreter"], timeout: 20)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("\(fifo.path): error: cannot read the file: it is a FIFO"))
    }

    @Test func aNameThatIsNotUTF8IsRead() throws {
        let folder = try Command.temporaryFile("").deletingLastPathComponent()
        // "caf\xE9.swift" (Latin-1 é): created and passed by its bytes.
        var name: [CChar] = Array((folder.path + "/caf").utf8CString.dropLast()) + [CChar(bitPattern: 0xE9)] + Array(".swift".utf8CString)
        let fd = open(&name, O_CREAT | O_WRONLY, 0o644)
        #expect(fd >= 0)
        let text = Array("Text(\"x\").frame(width: Int.max + 1)\n".utf8)
        _ = write(fd, text, text.count)
        close(fd)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "exec \"$0\" check \"$(printf 'caf\\351.swift')\" --engine interpreter 2>&1", Command.executable.path]
        shell.currentDirectoryURL = folder
        let pipe = Pipe()
        shell.standardOutput = pipe
        try shell.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        // Read (not "missing"): its error is found at its place; the name shows U+FFFD for the byte.
        #expect(output.hasPrefix("caf\u{FFFD}.swift:1:32: error: arithmetic overflow: 9223372036854775807 + 1 is not an Int"), "\(output)")
    }

    @Test func aFileOverTheSizeLimitIsOneError() throws {
        let file = try Command.temporaryFile("")
        // A 50 MB string literal.
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data("Text(\"".utf8))
        let chunk = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
        for _ in 0..<50 { try handle.write(contentsOf: chunk) }
        try handle.write(contentsOf: Data("\")\n".utf8))
        try handle.close()
        let start = Date()
        let r = try Command.run(["check", file.path])
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(r.stderr == "\(file.path):1:1: error: the file is larger than 4194304 bytes, the limit for layout files\n1 of 1 file with errors\n")
        try? FileManager.default.removeItem(at: file)
    }

    @Test func aMegabyteOfInvalidUTF8InASmallFrame() throws {
        // 1 MB of bytes that are not UTF-8 inside a string literal: each reads as U+FFFD.
        var generator = SystemRandomNumberGenerator()
        var bytes = Array("Text(\"".utf8)
        bytes += (0..<(1 << 20)).map { _ in UInt8.random(in: 0x80...0xFF, using: &generator) }
        bytes += Array("\").frame(width: 40, height: 30)\n".utf8)
        let file = try Command.temporaryFile("")
        try Data(bytes).write(to: file)
        let out = file.deletingLastPathComponent().appendingPathComponent("out.png")
        let start = Date()
        let r = try Command.run(["render", file.path, "-o", out.path, "--engine", "interpreter"])
        #expect(Date().timeIntervalSince(start) < 15)
        #expect(r.status == 0 || r.stderr.contains("\(file.path):1:"), "\(r.stderr)")
        #expect(r.status == 0 || r.status == 1)
    }

    @Test func aBinaryFileGivesABoundedNumberOfErrors() throws {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let file = try Command.temporaryFile("")
        try Data(bytes).write(to: file)
        let r = try Command.run(["check", file.path, "--engine", "interpreter"])
        #expect(r.status == 1)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count <= 102)
        #expect(lines.allSatisfy { $0.hasPrefix(file.path + ":") || $0.hasSuffix("with errors") })
    }
}
