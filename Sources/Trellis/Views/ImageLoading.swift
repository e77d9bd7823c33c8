import Foundation

/// Reads the pixel size of image files at layout time (the engine needs sizes before anything is
/// painted). The engine's default reads PNG headers; TrellisCairo's backend passes one that decodes
/// the file with Cairo, so an unreadable file is found out at layout time.
public protocol ImageLoader: Sendable {
    /// The size in pixels of the PNG at `url`; nil when it is missing or unreadable.
    func pixelSize(of url: URL) -> CGSize?
}

/// Reads the width and height from a PNG's header (IHDR), without decoding the image.
public struct PNGHeaderImageLoader: ImageLoader {
    /// Creates the loader.
    public init() {}

    /// The width and height a PNG's header declares; nil for a missing or non-regular file, a
    /// file that is not a PNG, or an image over the pixel budget (with a warning).
    /// - Returns: The pixel size, or nil.
    public func pixelSize(of url: URL) -> CGSize? {
        // Only regular files: a FIFO or /dev/stdin would block the layout pass.
        guard ImageLoading.isRegularFile(url.path), let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24 else { return nil }
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let w = be32(16), h = be32(20)
        guard w > 0, h > 0 else { return nil }
        guard ImageLoading.withinPixelBudget(width: w, height: h) else {
            DiagnosticLog.once("\(url.path): the image is \(w)×\(h) pixels, over the budget of \(ImageLoading.maximumPixels) pixels; drawn as a placeholder")
            return nil
        }
        return CGSize(width: w, height: h)
    }
}

/// Where `Image("name")` looks for PNG files, and how their sizes are read.
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
    /// display scale wins, then the larger ones. A name with an extension (or a path) is used as it is.
    /// - Parameters:
    ///   - name: The image name, as given to `Image(_:)`.
    ///   - directories: The directories to search, in order.
    ///   - displayScale: The pixels per point of the display.
    /// - Returns: The file and its scale, or nil when no directory has it.
    public static func locate(_ name: String, in directories: [URL], displayScale: CGFloat) -> (url: URL, scale: CGFloat)? {
        func exists(_ u: URL) -> Bool { isRegularFile(u.path) }
        if name.isEmpty { return nil }
        let hasExtension = !(name as NSString).pathExtension.isEmpty
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
                let u = dir.appendingPathComponent(s == 1 ? "\(name).png" : "\(name)@\(s)x.png")
                if exists(u) { return (u, CGFloat(s)) }
            }
            let u = dir.appendingPathComponent("\(name)@1x.png")
            if exists(u) { return (u, 1) }
        }
        return nil
    }

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
    static let defaultValue: any ImageLoader = PNGHeaderImageLoader()
}
private struct ImageSearchDirectoriesKey: EnvironmentKey { static let defaultValue: [URL] = [] }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// Reads image sizes at layout time.
    public var imageLoader: any ImageLoader {
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
