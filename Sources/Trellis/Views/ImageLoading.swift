import Foundation

/// Reads the pixel size of image files at layout time (the engine needs sizes before anything is
/// painted). The engine's default reads PNG and JPEG headers; TrellisCairo's backend passes one that decodes
/// the file (Cairo for PNG, libjpeg for JPEG), so an unreadable file is found out at layout time.
/// (Not `ImageLoader`: apps name their own image loaders so, and SwiftUI re-exports this module.)
public protocol ImageSizeReader: Sendable {
    /// The size in pixels of the image (PNG or JPEG) at `url`; nil when it is missing or unreadable.
    func pixelSize(of url: URL) -> CGSize?
}

/// Reads the width and height from an image file's header without decoding it: a PNG's IHDR
/// chunk, or a JPEG's frame header (SOF). These are the formats Trellis draws.
public struct ImageHeaderLoader: ImageSizeReader {
    /// Creates the loader.
    public init() {}

    /// The width and height a PNG or JPEG header declares (a PDF's or SVG's size in points, when
    /// a painter installed `VectorImageSizes`); nil for a missing or non-regular file, a file of
    /// another format, or an image over the pixel budget (with a warning).
    /// - Returns: The pixel size, or nil.
    public func pixelSize(of url: URL) -> CGSize? {
        // Only regular files: a FIFO or /dev/stdin would block the layout pass.
        guard ImageLoading.isRegularFile(url.path), let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        let size = ImageFileHeader.pixelSize { offset, count in
            guard (try? handle.seek(toOffset: UInt64(offset))) != nil, let data = try? handle.read(upToCount: count) else { return [] }
            return [UInt8](data)
        }
        // A PDF or SVG has no header to read: its size in points, when a painter can read it.
        guard let size else { return VectorImageSizes.size(of: url) }
        guard ImageLoading.withinPixelBudget(width: size.width, height: size.height) else {
            DiagnosticLog.once("\(url.path): the image is \(size.width)×\(size.height) pixels, over the budget of \(ImageLoading.maximumPixels) pixels; drawn as a placeholder")
            return nil
        }
        return CGSize(width: size.width, height: size.height)
    }
}

/// The engine's first image loader, under its old name: it reads JPEG headers too now.
public typealias PNGHeaderImageLoader = ImageHeaderLoader

/// The formats and pixel sizes image headers declare (PNG and JPEG), read from a file or from data.
public enum ImageFileHeader {
    /// An image format Trellis decodes.
    public enum Format: Sendable, Equatable {
        /// PNG (decoded by Cairo).
        case png
        /// JPEG, baseline or progressive (decoded by libjpeg).
        case jpeg
    }

    /// The format the first bytes of a file announce: PNG's signature, or JPEG's start of image
    /// followed by a marker; nil for anything else.
    /// - Parameter bytes: At least the first 8 bytes of the file.
    /// - Returns: The format, or nil.
    public static func format(_ bytes: some Collection<UInt8>) -> Format? {
        let b = Array(bytes.prefix(8))
        if b.count == 8, b == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return .png }
        if b.count >= 3, b[0] == 0xFF, b[1] == 0xD8, b[2] == 0xFF { return .jpeg }
        return nil
    }

    /// The pixel size declared by the header of PNG or JPEG data.
    /// - Parameter data: The encoded image (only its header is read).
    /// - Returns: Width and height in pixels, or nil when the data is neither format or its header is damaged.
    public static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        pixelSize { offset, count in
            guard offset >= 0, offset < data.count else { return [] }
            let start = data.startIndex + offset
            return [UInt8](data[start..<min(data.endIndex, start + count)])
        }
    }

    /// The pixel size a header declares, reading through `read(offset, count)` (fewer bytes at the end).
    /// A JPEG is walked segment by segment to its frame header, at most 4,096 segments and 16 MB in.
    static func pixelSize(read: (Int, Int) -> [UInt8]) -> (width: Int, height: Int)? {
        let head = read(0, 24)
        switch format(head) {
        case .png:
            guard head.count == 24, Array(head[12..<16]) == Array("IHDR".utf8) else { return nil }
            func be32(_ i: Int) -> Int { head[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
            let w = be32(16), h = be32(20)
            return w > 0 && h > 0 ? (w, h) : nil
        case .jpeg:
            var offset = 2
            for _ in 0..<4096 where offset < 16 << 20 {
                // A marker: 0xFF, any fill bytes 0xFF, then its code.
                let bytes = read(offset, 10)
                guard bytes.count >= 2, bytes[0] == 0xFF else { return nil }
                var i = 1
                while i < bytes.count, bytes[i] == 0xFF { i += 1 }
                guard i < bytes.count else { offset += i; continue }
                let marker = bytes[i]
                offset += i + 1
                // Markers without a length: restart markers, TEM; the end of the image ends the search.
                if (0xD0...0xD7).contains(marker) || marker == 0x01 { continue }
                if marker == 0xD9 || marker == 0xDA { return nil }  // end of image, or scan data before any frame
                let rest = read(offset, 7)
                guard rest.count >= 2 else { return nil }
                let length = Int(rest[0]) << 8 | Int(rest[1])
                guard length >= 2 else { return nil }
                // Start of frame: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    guard rest.count >= 7 else { return nil }
                    let h = Int(rest[3]) << 8 | Int(rest[4]), w = Int(rest[5]) << 8 | Int(rest[6])
                    return w > 0 && h > 0 ? (w, h) : nil
                }
                offset += length
            }
            return nil
        case nil:
            return nil
        }
    }
}

/// Where `Image("name")` looks for PNG and JPEG files, and how their sizes are read.
public enum ImageLoading {
    /// Images are decoded only up to this many pixels (and 16,384 on a side): 4 bytes each, so
    /// one image takes at most 128 MB.
    public static let maximumPixels = 32 << 20

    /// Whether an image of `width`×`height` pixels may be decoded.
    /// - Returns: True when both sides are positive and at most 16,384 and the area is within
    ///   `maximumPixels`.
    public static func withinPixelBudget(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= 16384 && height <= 16384 && width * height <= maximumPixels
    }

    /// True when `path` names a regular file (after symbolic links): images are read only from
    /// those, never from a FIFO, a device or a directory.
    /// - Returns: Whether `path` is a regular file.
    public static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG
    }

    /// The folders a host searches after a file's own when it names none: `Resources` in the
    /// current directory, then one found from the running executable — beside it or in an
    /// ancestor (`.build/debug/trellis` in a checkout finds the package's), or `share/trellis/Resources`
    /// of an installation prefix (`/usr/local/bin/trellis` finds `/usr/local/share/trellis/Resources`).
    /// The engine never searches them on its own: hosts pass them in `imageSearchDirectories`.
    public static func standardSearchDirectories(currentDirectory: String = FileManager.default.currentDirectoryPath,
                                                 executable: URL? = executableURL()) -> [URL] {
        var folders = [URL(fileURLWithPath: currentDirectory).appendingPathComponent("Resources").standardizedFileURL]
        var folder = executable?.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            guard let f = folder, f.path != "/" else { break }
            if let found = [f.appendingPathComponent("Resources"), f.appendingPathComponent("share/trellis/Resources")]
                .first(where: { isDirectory($0.path) }) {
                if !folders.contains(found.standardizedFileURL) { folders.append(found.standardizedFileURL) }
                break
            }
            folder = f.deletingLastPathComponent()
        }
        return folders
    }

    /// The running executable (`/proc/self/exe` on Linux).
    public static func executableURL() -> URL? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return URL(fileURLWithPath: path) }
        return Bundle.main.executableURL
    }

    static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFDIR
    }

    /// The file for an image name, and the scale it was made for. As UIKit does with bundle
    /// files: "name@3x.png" is for 3 pixels per point; "name.png" is 1x; the variant matching the
    /// display scale wins, then the larger ones; at each scale a PNG, then a JPEG (`.jpg`, `.jpeg`).
    /// A name with an image file's extension (or a path) is used as it is.
    /// - Parameters:
    ///   - name: The image name, as given to `Image(_:)`.
    ///   - directories: The directories to search, in order.
    ///   - displayScale: The pixels per point of the display.
    /// - Returns: The file and its scale, or nil when no directory has it.
    public static func locate(_ name: String, in directories: [URL], displayScale: CGFloat) -> (url: URL, scale: CGFloat)? {
        func exists(_ u: URL) -> Bool { isRegularFile(u.path) }
        if name.isEmpty { return nil }
        // "photo.jpg" names a file; "donut.glazed" is a name with a dot in it.
        let hasExtension = ["png", "jpg", "jpeg", "gif", "heic", "pdf", "svg", "webp", "tif", "tiff"]
            .contains((name as NSString).pathExtension.lowercased())
        if name.hasPrefix("/") {
            let u = URL(fileURLWithPath: name)
            return exists(u) ? (u, scaleSuffix(of: name)) : nil
        }
        let display = Int(displayScale.isFinite ? min(max(displayScale.rounded(), 1), 3) : 1)
        let order = [display] + [3, 2, 1].filter { $0 != display }
        for dir in directories {
            if hasExtension {
                let u = dir.appendingPathComponent(name)
                if exists(u) { return (u, scaleSuffix(of: name)) }
                continue
            }
            for s in order {
                for ext in fileExtensions {
                    let u = dir.appendingPathComponent(s == 1 ? "\(name).\(ext)" : "\(name)@\(s)x.\(ext)")
                    if exists(u) { return (u, CGFloat(s)) }
                }
            }
            for ext in fileExtensions {
                let u = dir.appendingPathComponent("\(name)@1x.\(ext)")
                if exists(u) { return (u, 1) }
            }
        }
        return nil
    }

    /// The extensions a name without one is looked up with, in order: bitmaps, then vector
    /// images (an asset catalog's single-scale PDF or SVG is linked as `name.pdf`, 1x).
    static let fileExtensions = ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG", "pdf", "svg", "PDF", "SVG"]

    /// 2 for "icon@2x.png", else 1.
    static func scaleSuffix(of name: String) -> CGFloat {
        let base = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        if base.hasSuffix("@2x") { return 2 }
        if base.hasSuffix("@3x") { return 3 }
        return 1
    }
}

private struct ImageLoaderKey: EnvironmentKey {
    /// The engine's header reader; a host puts its loader in the environment (`LayoutBackend`).
    static let defaultValue: any ImageSizeReader = ImageHeaderLoader()
}
private struct ImageSearchDirectoriesKey: EnvironmentKey { static let defaultValue: [URL] = [] }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// Reads image sizes at layout time.
    public var imageLoader: any ImageSizeReader {
        get { self[ImageLoaderKey.self] }
        set { self[ImageLoaderKey.self] = newValue }
    }
    /// The folders `Image("name")` searches, in order: a layout file's folder, then the ones the
    /// host passes (`LayoutBackend.imageSearchDirectories`, e.g. `ImageLoading.standardSearchDirectories()`).
    public var imageSearchDirectories: [URL] {
        get { self[ImageSearchDirectoriesKey.self] }
        set { self[ImageSearchDirectoriesKey.self] = newValue }
    }
    /// The size of symbol images relative to the font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Scales symbol images relative to the font: small, medium (the default) or large.
    /// - Parameter scale: The symbol scale.
    /// - Returns: A view whose symbol images use `scale`.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
