import Foundation

/// Why a layout file could not be read: the message says what the path is, not only that it failed.
public struct SourceReadError: Error, CustomStringConvertible, LocalizedError {
    public let path: String
    public let reason: String
    public var description: String { reason }
    public var errorDescription: String? { reason }
}

/// Reads layout files: regular files only (a FIFO or a terminal would block, a device has no
/// source), within `SourceReader.maximumBytes`, by the path's bytes (a name that is not
/// UTF-8 is opened as given on the command line).
public enum SourceReader {
    /// Files larger than this are not read: past it only one byte more is, and the loader
    /// reports the size at 1:1.
    public static let maximumBytes = 4 << 20

    /// The bytes of the file at `path`; `rawPath` (the C string as given) when it differs from
    /// `path`'s UTF-8.
    public static func read(_ path: String, rawPath: [CChar]? = nil) throws -> Data {
        let cPath = rawPath ?? Array(path.utf8CString)
        let fd = cPath.withUnsafeBufferPointer { open($0.baseAddress!, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else { throw SourceReadError(path: path, reason: reason(errno, path)) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw SourceReadError(path: path, reason: reason(errno, path)) }
        switch st.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw SourceReadError(path: path, reason: "it is a folder, not a layout file")
        case S_IFCHR: throw SourceReadError(path: path, reason: "it is a character device, not a layout file (give a .swift file)")
        case S_IFBLK: throw SourceReadError(path: path, reason: "it is a block device, not a layout file")
        case S_IFIFO: throw SourceReadError(path: path, reason: "it is a FIFO, not a layout file (give a .swift file)")
        case S_IFSOCK: throw SourceReadError(path: path, reason: "it is a socket, not a layout file")
        default: throw SourceReadError(path: path, reason: "it is not a regular file")
        }
        // Past the limit only one byte more is read: the loader reports the size at 1:1.
        let size = min(Int(st.st_size), SourceReader.maximumBytes + 1)
        var data = Data(count: size)
        var offset = 0
        let ok = data.withUnsafeMutableBytes { raw -> Bool in
            while offset < size {
                let n = Glibc.read(fd, raw.baseAddress! + offset, size - offset)
                if n < 0 { if errno == EINTR || errno == EAGAIN { continue } else { return false } }
                if n == 0 { break }
                offset += n
            }
            return true
        }
        guard ok else { throw SourceReadError(path: path, reason: reason(errno, path)) }
        return data.prefix(offset)
    }

    static func reason(_ code: Int32, _ path: String) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case ENOTDIR: return "a folder in the path is a file"
        case ENAMETOOLONG: return "the path is too long"
        case ELOOP: return "too many symbolic links in the path"
        default: return String(cString: strerror(code))
        }
    }

    /// The command line's own bytes for `argument` when it is not valid UTF-8 (Swift's
    /// `CommandLine.arguments` replaces such bytes with U+FFFD, which names another file).
    public static func rawArgument(for argument: String) -> [CChar]? {
        guard argument.unicodeScalars.contains("\u{FFFD}") else { return nil }
        for i in 0..<Int(CommandLine.argc) {
            guard let p = CommandLine.unsafeArgv[i] else { continue }
            if String(decoding: UnsafeRawBufferPointer(start: p, count: strlen(p)), as: UTF8.self) == argument {
                return Array(UnsafeBufferPointer(start: p, count: strlen(p) + 1))
            }
        }
        return nil
    }
}
