import Foundation

/// Why an output file was not written.
public struct OutputError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String
    public init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }
    /// `out.png: error: …`, the compiler's format without a line.
    public var description: String { "\(path): error: \(reason)" }
}

/// The one way Trellis writes an image (`render -o`, `render --variants`, the window's `s` key):
/// never over what it reads, never over something that is not a regular file, never half a file.
///
/// `check` refuses a target that is one of the inputs (the layout file, any `.swift` file of a
/// folder, an image the preview reads; compared by device and inode, so another spelling or a
/// hard link is caught too), a directory, or anything but a regular file (a device node, a FIFO,
/// a socket); a symbolic link is followed and its target must pass the same rules. `write`
/// checks again, writes the bytes to a new temporary file beside the target, and renames it into
/// place, so a reader sees the old file or the new one, never a part.
public enum OutputFile {
    /// Throws `OutputError` when `path` may not be written over (see the type's rules).
    public static func check(_ path: String, inputs: [String]) throws {
        guard !path.isEmpty else { throw OutputError(path, "the output path is empty") }
        if path.hasSuffix("/") { throw OutputError(path, "the output is a directory, not a file") }
        var st = stat()
        if stat(path, &st) == 0 {
            let type = st.st_mode & S_IFMT
            if type == S_IFDIR { throw OutputError(path, "the output is a directory, not a file") }
            if type != S_IFREG { throw OutputError(path, "the output is not a regular file (\(kind(type))); refusing to replace it") }
            for input in inputs {
                var other = stat()
                if stat(input, &other) == 0, other.st_dev == st.st_dev, other.st_ino == st.st_ino {
                    throw OutputError(path, "the output is the input file \(input); refusing to overwrite it")
                }
            }
        } else if errno != ENOENT {
            throw OutputError(path, "cannot use the output path (\(String(cString: strerror(errno))))")
        } else {
            // A dangling link would be replaced by the file: only a missing name is fine.
            var link = stat()
            if lstat(path, &link) == 0 { throw OutputError(path, "the output is a symbolic link to a missing file; refusing to replace it") }
        }
        let folder = parentFolder(path)
        var dir = stat()
        guard stat(folder, &dir) == 0 else {
            throw OutputError(path, "the folder \(folder) does not exist")
        }
        guard dir.st_mode & S_IFMT == S_IFDIR else { throw OutputError(path, "\(folder) is not a folder") }
    }

    /// Writes `data` to `path` by the rules above: a temporary file beside the target, renamed into place.
    /// With `replacing` false the file is linked into place instead, which fails rather than
    /// replace a file that appeared meanwhile (the window's `s` key picks a free name).
    public static func write(_ data: Data, to path: String, inputs: [String], replacing: Bool = true) throws {
        try check(path, inputs: inputs)
        // Through a symbolic link to a regular file: replace the file it names, not the link.
        let target = resolvedTarget(path)
        let folder = parentFolder(target)
        let name = (target as NSString).lastPathComponent
        var template = Array((folder + "/." + name + ".trellis-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw OutputError(path, "cannot create a file in \(folder) (\(String(cString: strerror(errno))))") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = false
        defer { if !ok { unlink(temporary) } }
        // Permissions as a newly created file would have (mkstemp makes 0600).
        let mask = umask(0)
        umask(mask)
        fchmod(fd, 0o666 & ~mask)
        var failure: String?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += n
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        close(fd)
        if let failure { throw OutputError(path, "cannot write the file (\(failure))") }
        // The target may have changed meanwhile: check once more right before the rename.
        try check(path, inputs: inputs)
        if replacing {
            guard rename(temporary, target) == 0 else {
                throw OutputError(path, "cannot move the file into place (\(String(cString: strerror(errno))))")
            }
        } else {
            guard link(temporary, target) == 0 else {
                throw OutputError(path, "cannot move the file into place (\(String(cString: strerror(errno))))")
            }
            unlink(temporary)
        }
        ok = true
    }

    /// The files a preview of `input` reads: the file, or every `.swift` file of a folder.
    public static func inputs(of input: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue else { return [input] }
        var found = [input]
        let enumerator = FileManager.default.enumerator(atPath: input)
        while let item = enumerator?.nextObject() as? String {
            if item.hasSuffix(".swift") { found.append((input as NSString).appendingPathComponent(item)) }
        }
        return found
    }

    static func parentFolder(_ path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// `path` with symbolic links of the last component followed (at most 32).
    static func resolvedTarget(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination : (parentFolder(current) as NSString).appendingPathComponent(destination)
        }
        return current
    }

    static func kind(_ type: mode_t) -> String {
        switch type {
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}
