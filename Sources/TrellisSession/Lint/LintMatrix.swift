import Foundation
import Trellis

/// One configuration the layout lint runs a preview in: a device, a Dynamic Type size, a layout
/// direction, a colour scheme and a language.
public struct LintConfiguration: Hashable, Sendable {
    /// The device; nil: the size and insets the command's flags give.
    public var device: DevicePreset?
    public var dynamicTypeSize: DynamicTypeSize
    public var layoutDirection: LayoutDirection
    public var colorScheme: ColorScheme
    /// The app's language or a pseudolanguage (`PreviewSettings.locale`); nil: the command's.
    public var locale: String?

    public init(device: DevicePreset?, dynamicTypeSize: DynamicTypeSize = .large,
                layoutDirection: LayoutDirection = .leftToRight, colorScheme: ColorScheme = .light, locale: String? = nil) {
        self.device = device
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.colorScheme = colorScheme
        self.locale = locale
    }

    /// "iPhone SE, accessibility3, rtl, dark": the device, then each value that is not the default.
    public var label: String {
        var parts = [device?.name ?? "the window"]
        if dynamicTypeSize != .large { parts.append("\(dynamicTypeSize)") }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        if colorScheme == .dark { parts.append("dark") }
        if let locale { parts.append(locale) }
        return parts.joined(separator: ", ")
    }

    /// The value on each axis: device, Dynamic Type size, direction, scheme, language.
    public var components: [String] {
        [device?.name ?? "the window", "\(dynamicTypeSize)", layoutDirection == .rightToLeft ? "rtl" : "ltr", colorScheme == .dark ? "dark" : "light",
         locale ?? "the command's language"]
    }

    /// `base` (the flags' session) in this configuration: the device's size, size classes and
    /// insets when there is one, and this configuration's type size, direction, scheme and
    /// language (whose strings views made after `PreviewSettings.applyLanguage()` take).
    public func session(from base: PreviewSession) -> PreviewSession {
        var session = base
        if let device {
            session.device = device
            session.size = device.size
            session.safeAreaOverride = nil
        }
        session.settings.dynamicTypeSize = dynamicTypeSize
        session.settings.layoutDirection = layoutDirection
        session.settings.colorScheme = colorScheme
        if let locale { session.settings.locale = locale }
        return session
    }
}

/// Every configuration of `trellis check --matrix`: the product of the devices, Dynamic Type
/// sizes, directions, colour schemes and languages a specification names.
///
/// A specification is a comma-separated list of names: a device preset (`iphone-se`), a Dynamic
/// Type size (`accessibility3`), `ltr`/`rtl`, `light`/`dark`, a language (`de`, `ar`) or a
/// pseudolanguage (`double-length`), a named preset (`all`, `devices`, `phones`, `ipads`,
/// `type-sizes`, `directions`, `schemes`, `pseudolanguages`), or a preset of the project's
/// `.trellis.json` (`{"matrix": {"ci": ["phones", "accessibility5", "rtl"]}}`). Values of one
/// axis add up; an axis no name mentions keeps the command's value. When no direction is named,
/// a language written right to left is laid out right to left, as the app is in it.
public struct LintMatrix: Hashable, Sendable {
    public var devices: [DevicePreset?]
    public var dynamicTypeSizes: [DynamicTypeSize]
    public var layoutDirections: [LayoutDirection]
    public var colorSchemes: [ColorScheme]
    /// nil: the command's language.
    public var locales: [String?] = [nil]
    /// Whether a right-to-left language is laid out right to left (no direction was named).
    public var directionFollowsLanguage = false

    /// The product, devices outermost.
    public var configurations: [LintConfiguration] {
        devices.flatMap { device in
            dynamicTypeSizes.flatMap { size in
                layoutDirections.flatMap { direction in
                    colorSchemes.flatMap { scheme in
                        locales.map { locale in
                            var settings = PreviewSettings()
                            settings.locale = locale
                            let shown = directionFollowsLanguage && settings.languageIsRightToLeft ? .rightToLeft : direction
                            return LintConfiguration(device: device, dynamicTypeSize: size, layoutDirection: shown, colorScheme: scheme, locale: locale)
                        }
                    }
                }
            }
        }
    }

    /// The values of each axis, as `LintConfiguration.components` names them.
    public var axes: [[String]] {
        let first = configurations.first
        return (0..<(first?.components.count ?? 0)).map { axis in
            var values: [String] = []
            for c in configurations where !values.contains(c.components[axis]) { values.append(c.components[axis]) }
            return first == nil ? [] : values
        }
    }

    /// The one configuration of a plain `check`: the command's own values.
    public static func single(_ session: PreviewSession) -> LintMatrix {
        LintMatrix(devices: [session.device], dynamicTypeSizes: [session.settings.dynamicTypeSize],
                   layoutDirections: [session.settings.layoutDirection], colorSchemes: [session.settings.colorScheme])
    }

    /// The built-in presets. Devices are the iPhones and iPads (a Mac preview compiles for another
    /// platform); the type sizes are the smallest, the default, the largest standard and the
    /// largest accessibility size.
    public static let presets: [String: [String]] = {
        let iOS = DevicePreset.all.filter { $0.platform == .iOS }
        return [
            "all": ["devices", "type-sizes", "directions", "schemes"],
            "devices": iOS.map(\.id),
            "phones": iOS.filter { $0.id.hasPrefix("iphone") }.map(\.id),
            "ipads": iOS.filter { $0.id.hasPrefix("ipad") }.map(\.id),
            "type-sizes": ["xSmall", "large", "xxxLarge", "accessibility5"],
            "directions": ["ltr", "rtl"],
            "schemes": ["light", "dark"],
            "pseudolanguages": ["double-length", "accented", "bounded"],
        ]
    }()

    /// A specification that cannot be read: the name it stopped on.
    public struct SpecificationError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The matrix `specification` names, `base` giving the axes it leaves out; `project` holds the
    /// project's own presets (`ProjectPresets.near(_:)`).
    public static func parse(_ specification: String, base: PreviewSession, project: [String: [String]] = [:]) throws -> LintMatrix {
        var devices: [DevicePreset?] = [], sizes: [DynamicTypeSize] = [], directions: [LayoutDirection] = [], schemes: [ColorScheme] = []
        var locales: [String?] = []
        func add(_ name: String, expanding: Set<String>) throws {
            let key = name.trimmingCharacters(in: .whitespaces)
            if key.isEmpty { return }
            if let names = project[key] ?? presets[key] {
                guard !expanding.contains(key) else { throw SpecificationError(description: "the matrix preset '\(key)' names itself") }
                for n in names { try add(n, expanding: expanding.union([key])) }
            } else if let device = DevicePreset.named(key) {
                if !devices.contains(device) { devices.append(device) }
            } else if let size = DynamicTypeSize.allCases.first(where: { "\($0)".lowercased() == key.lowercased() }) {
                if !sizes.contains(size) { sizes.append(size) }
            } else if key == "ltr" || key == "rtl" {
                let d: LayoutDirection = key == "rtl" ? .rightToLeft : .leftToRight
                if !directions.contains(d) { directions.append(d) }
            } else if key == "light" || key == "dark" {
                let s: ColorScheme = key == "dark" ? .dark : .light
                if !schemes.contains(s) { schemes.append(s) }
            } else if PreviewSettings.isPseudolanguage(key) || Self.isLanguage(key) {
                if !locales.contains(key) { locales.append(key) }
            } else {
                let known = (presets.keys.sorted() + project.keys.sorted()).joined(separator: ", ")
                throw SpecificationError(description: "--matrix: '\(key)' is not a device (\(DevicePreset.all.map(\.id).joined(separator: ", "))), a Dynamic Type size (xSmall … accessibility5), ltr/rtl, light/dark, a language (de, ar) or pseudolanguage (\(PreviewSettings.pseudolanguages.joined(separator: ", ")))) or a preset (\(known))")
            }
        }
        for name in specification.split(separator: ",") { try add(String(name), expanding: []) }
        let single = Self.single(base)
        return LintMatrix(devices: devices.isEmpty ? single.devices : devices,
                          dynamicTypeSizes: sizes.isEmpty ? single.dynamicTypeSizes : sizes,
                          layoutDirections: directions.isEmpty ? single.layoutDirections : directions,
                          colorSchemes: schemes.isEmpty ? single.colorSchemes : schemes,
                          locales: locales.isEmpty ? single.locales : locales, directionFollowsLanguage: directions.isEmpty)
    }

    /// Whether `name` is a language Foundation knows (`de`, `pt-BR`, `zh-Hans`).
    static func isLanguage(_ name: String) -> Bool {
        let identifier = name.replacingOccurrences(of: "-", with: "_")
        return Locale.availableIdentifiers.contains(identifier) || Locale.availableIdentifiers.contains { $0.hasPrefix(identifier + "_") }
    }
}

/// A project's own matrix presets: `.trellis.json` in the folder of the file or any folder above
/// it, `{"matrix": {"NAME": ["name", …]}}`.
public enum ProjectPresets {
    public static let fileName = ".trellis.json"

    /// The presets of the nearest `.trellis.json` above `path` (none: empty). A file that is not
    /// such JSON is an error at its place.
    public static func near(_ path: String) throws -> [String: [String]] {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            folder.deleteLastPathComponent()
        }
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return try read(candidate) }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return [:] }
            folder = parent
        }
    }

    static func read(_ url: URL) throws -> [String: [String]] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw Diagnostic(file: url.path, line: 1, column: 1, message: "cannot read the lint matrix presets: \(error.localizedDescription)")
        }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            let (line, column) = place(of: error, in: data)
            throw Diagnostic(file: url.path, line: line, column: column, message: "\(fileName) is not valid JSON")
        }
        guard let top = object as? [String: Any] else {
            throw Diagnostic(file: url.path, line: 1, column: 1, message: "\(fileName) must be an object: {\"matrix\": {\"NAME\": [\"iphone-se\", \"rtl\", …]}}")
        }
        guard let matrix = top["matrix"] else { return [:] }
        guard let presets = matrix as? [String: Any] else {
            throw Diagnostic(file: url.path, line: 1, column: 1, message: "\"matrix\" in \(fileName) must map preset names to lists of names")
        }
        var result: [String: [String]] = [:]
        for (name, value) in presets {
            guard let names = value as? [String] else {
                throw Diagnostic(file: url.path, line: 1, column: 1, message: "the matrix preset '\(name)' in \(fileName) must be a list of names")
            }
            result[name] = names
        }
        return result
    }

    /// Line and column of a JSON parse error, from the offset Foundation's message gives
    /// ("… around character 22.", or the end for "Unexpected end of file"); else 1:1.
    private static func place(of error: Error, in data: Data) -> (Int, Int) {
        let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
        let index: Int
        if message.contains("end of file") {
            index = data.count
        } else if let range = message.range(of: "around character "),
                  let offset = Int(message[range.upperBound...].prefix { $0.isNumber }), offset <= data.count {
            index = offset
        } else {
            return (1, 1)
        }
        let head = data.prefix(index)
        let line = head.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = index - (head.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return (line, column)
    }
}

extension Diagnostic: Error {}
