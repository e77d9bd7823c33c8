import Foundation
import Glibc

/// Watches files with inotify. It watches their folders rather than the files themselves: editors
/// often save by writing a new file and renaming it over the old one, which would silently end a
/// watch on the file's inode.
final class FileWatcher {
    /// Readable when something changed; hand it to poll(2).
    let fileDescriptor: Int32
    private var folderByDescriptor: [Int32: String] = [:]
    private var descriptorByFolder: [String: Int32] = [:]

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY)

    init?() {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        fileDescriptor = fd
    }

    deinit { close(fileDescriptor) }

    /// Watches exactly the folders that hold `paths` (files or folders themselves).
    func watch(paths: [String], folders: [String] = []) {
        let wanted = Set(paths.map { ($0 as NSString).deletingLastPathComponent }.map { $0.isEmpty ? "." : $0 } + folders)
        for (folder, wd) in descriptorByFolder where !wanted.contains(folder) {
            inotify_rm_watch(fileDescriptor, wd)
            descriptorByFolder[folder] = nil
            folderByDescriptor[wd] = nil
        }
        for folder in wanted where descriptorByFolder[folder] == nil {
            let wd = inotify_add_watch(fileDescriptor, folder, Self.mask)
            guard wd >= 0 else { continue }  // a missing folder: nothing to watch until it exists
            descriptorByFolder[folder] = wd
            folderByDescriptor[wd] = folder
        }
    }

    /// What changed since the last look: paths (folder + name), and those of them whose last
    /// event ended a write (closed after writing, or renamed into place).
    struct Changes {
        var paths: Set<String> = []
        var written: Set<String> = []
        var isEmpty: Bool { paths.isEmpty }
    }

    /// The paths that changed since the last call.
    func changes() -> Changes {
        var changed = Changes()
        let capacity = 16 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let n = read(fileDescriptor, buffer, capacity)
            if n <= 0 { break }
            var offset = 0
            while offset + 16 <= n {
                let wd = buffer.load(fromByteOffset: offset, as: Int32.self)
                let mask = buffer.load(fromByteOffset: offset + 4, as: UInt32.self)
                let nameLength = Int(buffer.load(fromByteOffset: offset + 12, as: UInt32.self))
                var name = ""
                if nameLength > 0 {
                    let start = buffer.advanced(by: offset + 16).assumingMemoryBound(to: CChar.self)
                    name = String(cString: start)
                }
                if let folder = folderByDescriptor[wd] {
                    let path = name.isEmpty ? folder : folder + "/" + name
                    changed.paths.insert(path)
                    if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 { changed.written.insert(path) } else { changed.written.remove(path) }
                }
                offset += 16 + nameLength
            }
        }
        return changed
    }
}
