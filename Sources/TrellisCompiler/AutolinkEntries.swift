import Foundation

/// What `swift-autolink-extract` does, in process: the libraries an object file's imports ask
/// for, read from its `.swift1_autolink_entries` section (NUL-separated linker flags) and
/// written one per line, each once (the tool repeats a flag that a section repeats, and orders
/// them its own way: the linker takes shared libraries in any order). Saves a process start (about
/// 50 ms) on every compile; an object file it cannot read is left to the tool.
enum AutolinkEntries {
    /// Writes the flags of `objects` to `output`; false when an object is not a 64-bit
    /// little-endian ELF file it can read.
    static func extract(objects: [String], to output: String) -> Bool {
        var flags: [String] = [], seen: Set<String> = []
        for object in objects {
            guard let data = FileManager.default.contents(atPath: object), let entries = entries(in: data) else { return false }
            for flag in entries where seen.insert(flag).inserted { flags.append(flag) }
        }
        return FileManager.default.createFile(atPath: output, contents: Data(flags.map { $0 + "\n" }.joined().utf8))
    }

    /// The section's flags, or nil when `data` is not an ELF64 little-endian object.
    static func entries(in data: Data) -> [String]? {
        let bytes = [UInt8](data)
        guard bytes.count >= 64, bytes[0] == 0x7f, bytes[1] == 0x45, bytes[2] == 0x4c, bytes[3] == 0x46,
              bytes[4] == 2, bytes[5] == 1 else { return nil }
        func integer(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset + size <= bytes.count else { return nil }
            var value = 0
            for k in (0..<size).reversed() { value = value << 8 | Int(bytes[offset + k]) }
            return value
        }
        guard let sectionsAt = integer(0x28, 8), let entrySize = integer(0x3a, 2), let count = integer(0x3c, 2),
              let namesIndex = integer(0x3e, 2), entrySize >= 64, namesIndex < count,
              let namesAt = integer(sectionsAt + namesIndex * entrySize + 0x18, 8) else { return nil }
        for index in 0..<count {
            let header = sectionsAt + index * entrySize
            guard let nameOffset = integer(header, 4), let offset = integer(header + 0x18, 8), let size = integer(header + 0x20, 8),
                  namesAt + nameOffset < bytes.count else { return nil }
            let name = bytes[(namesAt + nameOffset)...].prefix { $0 != 0 }
            guard String(decoding: name, as: UTF8.self) == ".swift1_autolink_entries" else { continue }
            guard offset + size <= bytes.count else { return nil }
            return bytes[offset..<(offset + size)].split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        }
        return []
    }
}
