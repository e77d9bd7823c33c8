import Foundation

/// An Xcode project's `project.pbxproj`, read for what a preview needs: each native target's
/// name, product type and Swift sources. The file is an old-style (OpenStep) property list;
/// file references are resolved through their groups (`<group>`, `SOURCE_ROOT`, absolute), and
/// Xcode 16's folders that stay in sync with the disk (`PBXFileSystemSynchronizedRootGroup`)
/// give every `.swift` file below them, less the files their exception sets take out of the
/// target (or with the files those sets add to another target). A file that does not parse is
/// nil: the project is then read by its folders.
public struct XcodeProjectFile: Sendable {
    /// One native target.
    public struct Target: Sendable, Equatable {
        /// Its name ("Food Truck").
        public var name: String
        /// Its product type (`com.apple.product-type.application`, `…app-extension`, …).
        public var productType: String
        /// Its Swift sources, absolute and sorted.
        public var sources: [String]
        /// Its Debug build settings over the project's (string values only).
        public var settings: [String: String] = [:]
        /// Resources it takes from synchronised folders of other targets (absolute): files,
        /// asset catalogs, and the `.lproj` folders of a localised file; and the models its
        /// Sources phase compiles (Core ML, Core Data), which may lie outside its folder.
        public var resources: [String] = []

        /// The Swift language mode it compiles in (`SWIFT_VERSION`: 6, else 5).
        public var languageMode: Int { settings["SWIFT_VERSION"]?.hasPrefix("6") == true ? 6 : 5 }

        /// Whether it builds an app (not an extension, a framework or tests).
        public var isApplication: Bool { productType == "com.apple.product-type.application" }
    }

    /// The project's native targets, in the project's order.
    public var targets: [Target]

    /// A product of a remote Swift package the project's targets use.
    public struct RemoteProduct: Sendable, Equatable {
        /// The product's name ("CypherPoetCore.FileSystem").
        public var product: String
        /// The package's repository URL.
        public var url: String
        /// The package's name (the URL's last component, without `.git`).
        public var package: String
        /// The module an `import` names for it: the product's name with characters an
        /// identifier cannot have as `_` ("CypherPoetCore_FileSystem").
        public var moduleName: String {
            String(product.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        }
    }

    /// The products of remote packages (`XCRemoteSwiftPackageReference`) the targets use.
    public var remoteProducts: [RemoteProduct] = []

    /// Reads the project at `url` (a `.xcodeproj` folder); nil when its `project.pbxproj` cannot
    /// be read or does not parse.
    public static func read(_ url: URL) -> XcodeProjectFile? {
        let file = url.appendingPathComponent("project.pbxproj")
        guard let data = try? Data(contentsOf: file), data.count < 64 << 20, let text = String(data: data, encoding: .utf8),
              let plist = OpenStepPlist.parse(text), case let .dictionary(top) = plist,
              case let .dictionary(objects)? = top["objects"], let root = top["rootObject"]?.string else { return nil }
        return XcodeProjectFile(objects: objects, root: root, projectFolder: url.deletingLastPathComponent())
    }

    init?(objects raw: [String: OpenStepPlist.Value], root: String, projectFolder: URL) {
        var objects: [String: [String: OpenStepPlist.Value]] = [:]
        for (id, value) in raw { if case let .dictionary(d) = value { objects[id] = d } }
        guard let project = objects[root] else { return nil }
        var parent: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.array ?? [] { if let c = child.string { parent[c] = id } }
        }
        let projectDir = projectFolder.appendingPathComponent(project["projectDirPath"]?.string ?? "").standardizedFileURL
        let mainGroup = project["mainGroup"]?.string
        var resolved: [String: URL?] = [:]
        /// The folder or file an object stands for.
        func path(_ id: String, depth: Int = 0) -> URL? {
            if let known = resolved[id] { return known }
            guard depth < 64, let object = objects[id] else { return nil }
            let relative = object["path"]?.string
            var result: URL?
            if id == mainGroup {
                result = relative.map { projectDir.appendingPathComponent($0) } ?? projectDir
            } else {
                switch object["sourceTree"]?.string ?? "<group>" {
                case "<group>":
                    let base = parent[id].flatMap { path($0, depth: depth + 1) } ?? projectDir
                    result = relative.map { base.appendingPathComponent($0) } ?? base
                case "SOURCE_ROOT":
                    result = relative.map { projectDir.appendingPathComponent($0) } ?? projectDir
                case "<absolute>":
                    result = relative.map { URL(fileURLWithPath: $0) }
                default:
                    result = nil  // built products, the SDK, the developer folder
                }
            }
            result = result?.standardizedFileURL
            resolved[id] = result
            return result
        }
        // Xcode 16's synchronised folders, and the files their exception sets name per target.
        var synchronized: [String: (folder: URL, exceptions: [(target: String, paths: Set<String>)])] = [:]
        for (id, object) in objects where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = path(id) else { continue }
            var exceptions: [(String, Set<String>)] = []
            for e in object["exceptions"]?.array ?? [] {
                guard let eid = e.string, let set = objects[eid], let target = set["target"]?.string else { continue }
                exceptions.append((target, Set((set["membershipExceptions"]?.array ?? []).compactMap(\.string))))
            }
            synchronized[id] = (folder, exceptions)
        }
        var targets: [Target] = []
        for targetValue in project["targets"]?.array ?? [] {
            guard let id = targetValue.string, let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { continue }
            var sources: Set<String> = [], models: Set<String> = []
            for phase in target["buildPhases"]?.array ?? [] {
                guard let pid = phase.string, let object = objects[pid], object["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for file in object["files"]?.array ?? [] {
                    guard let fid = file.string, let ref = objects[fid]?["fileRef"]?.string, let url = path(ref) else { continue }
                    if url.pathExtension == "swift" {
                        sources.insert(url.path)
                    } else if Self.compiledModelExtensions.contains(url.pathExtension) {
                        // A model Xcode compiles with the sources (its classes generated, the
                        // compiled model copied into the app), wherever the file lies.
                        models.insert(url.path)
                    }
                }
            }
            let own = Set((target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string))
            var resources: [String] = []
            for (gid, group) in synchronized {
                let listed = group.exceptions.filter { $0.target == id }.reduce(into: Set<String>()) { $0.formUnion($1.paths) }
                if own.contains(gid) {
                    for file in Self.swiftFiles(in: group.folder) {
                        let relative = String(file.dropFirst(group.folder.path.count + 1))
                        // An exception may be a folder (a local package inside the app's folder).
                        if !listed.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { sources.insert(file) }
                    }
                } else {
                    for relative in listed where relative.hasSuffix(".swift") {
                        sources.insert(group.folder.appendingPathComponent(relative).standardizedFileURL.path)
                    }
                    resources += listed.filter { !$0.hasSuffix(".swift") }.flatMap { Self.resourcePaths($0, in: group.folder) }
                }
            }
            targets.append(Target(name: target["name"]?.string ?? "", productType: target["productType"]?.string ?? "",
                                  sources: sources.sorted(),
                                  settings: Self.debugSettings(project, objects).merging(Self.debugSettings(target, objects)) { $1 },
                                  resources: (resources + models).sorted()))
        }
        self.targets = targets
        for (_, object) in objects where object["isa"]?.string == "XCSwiftPackageProductDependency" {
            guard let product = object["productName"]?.string, let ref = object["package"]?.string, let package = objects[ref],
                  package["isa"]?.string == "XCRemoteSwiftPackageReference", let url = package["repositoryURL"]?.string else { continue }
            var name = (url as NSString).lastPathComponent
            if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
            remoteProducts.append(RemoteProduct(product: product, url: url, package: name))
        }
        remoteProducts.sort { $0.product < $1.product }
    }

    /// The kinds of files in a Sources phase that Xcode compiles into something beside the
    /// code: Core ML and Core Data models.
    static let compiledModelExtensions: Set<String> = ["mlmodel", "mlpackage", "xcdatamodeld", "xcdatamodel"]

    /// The `.swift` files below a folder (not hidden ones).
    /// The paths of a synchronised folder's member that is not Swift: the file or folder itself,
    /// or for `/Localized: Folder/Name.strings` each `Folder/*.lproj` that holds `Name.strings`.
    static func resourcePaths(_ member: String, in folder: URL) -> [String] {
        let localized = "/Localized: "
        guard member.hasPrefix(localized) else {
            let url = folder.appendingPathComponent(member).standardizedFileURL
            return FileManager.default.fileExists(atPath: url.path) ? [url.path] : []
        }
        let file = folder.appendingPathComponent(String(member.dropFirst(localized.count)))
        let parent = file.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        return names.filter { $0.hasSuffix(".lproj") }.map { parent.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent(file.lastPathComponent).path) }
            .map(\.standardizedFileURL.path).sorted()
    }

    /// The Debug configuration's build settings of an object with a configuration list (else its
    /// first configuration's), string values only.
    static func debugSettings(_ object: [String: OpenStepPlist.Value], _ objects: [String: [String: OpenStepPlist.Value]]) -> [String: String] {
        guard let list = object["buildConfigurationList"]?.string.flatMap({ objects[$0] }) else { return [:] }
        let configurations = (list["buildConfigurations"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }
        guard let chosen = configurations.first(where: { $0["name"]?.string == "Debug" }) ?? configurations.first,
              case let .dictionary(settings)? = chosen["buildSettings"] else { return [:] }
        return settings.compactMapValues(\.string)
    }

    static func swiftFiles(in folder: URL) -> [String] {
        var found: [String] = []
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            return []
        }
        while let url = enumerator.nextObject() as? URL {
            if url.pathExtension == "swift" { found.append(url.standardizedFileURL.path) }
        }
        return found
    }
}

/// An old-style (OpenStep) property list: `{ key = value; }` dictionaries, `( a, b, )` arrays,
/// quoted and bare strings, `<hex>` data, with `/* */` and `//` comments.
enum OpenStepPlist {
    indirect enum Value: Sendable {
        case string(String)
        case array([Value])
        case dictionary([String: Value])
        case data

        var string: String? { if case let .string(s) = self { return s }; return nil }
        var array: [Value]? { if case let .array(a) = self { return a }; return nil }
    }

    /// The property list of `text`, or nil when it does not parse (or nests deeper than 256).
    static func parse(_ text: String) -> Value? {
        var parser = Parser(bytes: Array(text.utf8))
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skip()
        return parser.index == parser.bytes.count ? value : nil
    }

    struct Parser {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skip() {
            while index < bytes.count {
                let c = bytes[index]
                if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                    index += 1
                } else if c == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {  // /*
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                    index = min(bytes.count, index + 2)
                } else if c == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {  // //
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }

        mutating func value(depth: Int) -> Value? {
            guard depth < 256 else { return nil }
            skip()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case 0x7B:  // {
                index += 1
                var result: [String: Value] = [:]
                while true {
                    skip()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == 0x7D { index += 1; return .dictionary(result) }
                    guard case let .string(key)? = value(depth: depth + 1) else { return nil }
                    skip()
                    guard index < bytes.count, bytes[index] == 0x3D else { return nil }  // =
                    index += 1
                    guard let v = value(depth: depth + 1) else { return nil }
                    result[key] = v
                    skip()
                    guard index < bytes.count, bytes[index] == 0x3B else { return nil }  // ;
                    index += 1
                }
            case 0x28:  // (
                index += 1
                var result: [Value] = []
                while true {
                    skip()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == 0x29 { index += 1; return .array(result) }
                    guard let v = value(depth: depth + 1) else { return nil }
                    result.append(v)
                    skip()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == 0x2C { index += 1 } else if bytes[index] != 0x29 { return nil }
                }
            case 0x22:  // "
                index += 1
                var out: [UInt8] = []
                while index < bytes.count, bytes[index] != 0x22 {
                    if bytes[index] == 0x5C, index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case 0x6E: out.append(0x0A)
                        case 0x74: out.append(0x09)
                        case 0x72: out.append(0x0D)
                        default: out.append(bytes[index])
                        }
                    } else {
                        out.append(bytes[index])
                    }
                    index += 1
                }
                guard index < bytes.count else { return nil }
                index += 1
                return .string(String(decoding: out, as: UTF8.self))
            case 0x3C:  // <
                while index < bytes.count, bytes[index] != 0x3E { index += 1 }
                guard index < bytes.count else { return nil }
                index += 1
                return .data
            default:
                let start = index
                while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
                guard index > start else { return nil }
                return .string(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }

        static func isBare(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
                || c == 0x5F || c == 0x24 || c == 0x2F || c == 0x3A || c == 0x2E || c == 0x2D || c == 0x2B
        }
    }
}
