import Foundation

/// The `Info.plist` Xcode writes into an app, for `Bundle.main` in compiled previews: apps read
/// their version (`CFBundleShortVersionString`) for an About screen and unwrap their bundle
/// identifier for a logger's subsystem (`Bundle.main.bundleIdentifier!`), and in Xcode's canvas
/// both are the app's.
///
/// Made as Xcode's build makes it, from the target's build settings:
/// 1. the keys every app has: `CFBundleIdentifier` (`PRODUCT_BUNDLE_IDENTIFIER`),
///    `CFBundleShortVersionString` (`MARKETING_VERSION`), `CFBundleVersion`
///    (`CURRENT_PROJECT_VERSION`), `CFBundleName`, `CFBundleExecutable`, … (Xcode's app template
///    writes them as `$(…)` of these settings);
/// 2. with `GENERATE_INFOPLIST_FILE`, each `INFOPLIST_KEY_<Key>` setting as `<Key>`;
/// 3. the target's own file (`INFOPLIST_FILE`, relative to the project's folder), its `$(NAME)`
///    and `${NAME}` references replaced by the settings' values, over both. Xcode's documentation
///    does not say which of a file's key and a generated one wins; the file's does here, since it
///    is what the developer wrote for that target.
/// A reference to a setting the project does not define is empty, as in Xcode (settings from
/// `.xcconfig` files are not read). Without an Xcode target (a package's app, a loose folder) the
/// identifier is `com.example.<name>`, so code that unwraps it still runs.
public enum InfoPropertyList {
    /// The file's name in a bundle.
    public static let fileName = "Info.plist"

    /// What a setting the target does not give is: Xcode's derivations, and values that keep
    /// code that unwraps them running.
    static let defaults = [
        "TARGET_NAME": "App", "PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
        "EXECUTABLE_NAME": "$(PRODUCT_NAME)", "DEVELOPMENT_LANGUAGE": "en", "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL",
        "PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(PRODUCT_NAME:rfc1034identifier)", "MARKETING_VERSION": "1.0",
        "CURRENT_PROJECT_VERSION": "1",
    ]

    /// The property list of an app whose target has `settings` (with `TARGET_NAME`, and
    /// `SRCROOT` when `INFOPLIST_FILE` is relative).
    public static func contents(settings given: [String: String]) -> [String: Any] {
        let settings = given.merging(defaults) { own, _ in own }
        let expand = { (text: String) in expanded(text, settings: settings) }

        var plist: [String: Any] = [
            "CFBundleIdentifier": expand("$(PRODUCT_BUNDLE_IDENTIFIER)"),
            "CFBundleName": expand("$(PRODUCT_NAME)"),
            "CFBundleExecutable": expand("$(EXECUTABLE_NAME)"),
            "CFBundleDevelopmentRegion": expand("$(DEVELOPMENT_LANGUAGE)"),
            "CFBundlePackageType": expand("$(PRODUCT_BUNDLE_PACKAGE_TYPE)"),
            "CFBundleShortVersionString": expand("$(MARKETING_VERSION)"),
            "CFBundleVersion": expand("$(CURRENT_PROJECT_VERSION)"),
            "CFBundleInfoDictionaryVersion": "6.0",
        ]
        if settings["GENERATE_INFOPLIST_FILE"] == "YES" {
            let prefix = "INFOPLIST_KEY_"
            for (name, value) in settings where name.hasPrefix(prefix) && name.count > prefix.count {
                let key = String(name.dropFirst(prefix.count))
                // `…_Generation` asks Xcode to generate a section (a launch screen, a scene
                // manifest); it is no key of the list.
                guard !key.hasSuffix("_Generation") else { continue }
                let text = expand(value)
                if key.hasPrefix("UISupportedInterfaceOrientations") {
                    plist[key] = text.split(separator: " ").map(String.init)
                } else {
                    plist[key] = text == "YES" ? true as Any : text == "NO" ? false as Any : text
                }
            }
        }
        if let path = settings["INFOPLIST_FILE"].map(expand), !path.isEmpty {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                : URL(fileURLWithPath: settings["SRCROOT"] ?? FileManager.default.currentDirectoryPath).appendingPathComponent(path)
            if let data = try? Data(contentsOf: url), data.count < 4 << 20,
               let file = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] {
                for (key, value) in file { plist[key] = substituted(value, expand) }
            }
        }
        return plist
    }

    /// Writes the app's `Info.plist` into its bundle folder, in place of any file of that name.
    public static func write(settings: [String: String], into folder: URL) {
        let url = folder.appendingPathComponent(fileName)
        try? FileManager.default.removeItem(at: url)
        guard let data = try? PropertyListSerialization.data(fromPropertyList: contents(settings: settings), format: .xml, options: 0) else { return }
        try? data.write(to: url)
    }

    /// `value` with the settings referenced in its strings (at any depth) put in.
    static func substituted(_ value: Any, _ expand: (String) -> String) -> Any {
        switch value {
        case let text as String: return expand(text)
        case let array as [Any]: return array.map { substituted($0, expand) }
        case let dictionary as [String: Any]: return dictionary.mapValues { substituted($0, expand) }
        default: return value
        }
    }

    /// `text` with `$(NAME)`, `${NAME}` and `$(NAME:modifier)` replaced by the setting's value,
    /// itself expanded (to a depth of 8, against cycles); `$(inherited)` and unknown names are
    /// empty.
    static func expanded(_ text: String, settings: [String: String], depth: Int = 0) -> String {
        guard text.contains("$"), depth < 8 else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let open = rest.index(after: dollar)
            guard open < rest.endIndex, rest[open] == "(" || rest[open] == "{",
                  let close = rest[open...].firstIndex(of: rest[open] == "(" ? ")" : "}") else {
                result.append("$")
                rest = rest[open...]
                continue
            }
            let reference = rest[rest.index(after: open)..<close].split(separator: ":", maxSplits: 1).map(String.init)
            let name = reference.first ?? ""
            var value = settings[name].map { expanded($0, settings: settings, depth: depth + 1) } ?? ""
            if reference.count > 1 { value = modified(value, by: reference[1]) }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// A setting's value through one of Xcode's modifiers: `rfc1034identifier` (letters, digits,
    /// `-` and `.`; anything else `-`), `c99extidentifier` (letters, digits and `_`, not starting
    /// with a digit), `lower`, `upper`; any other is left as the value.
    static func modified(_ value: String, by modifier: String) -> String {
        switch modifier {
        case "rfc1034identifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
        case "c99extidentifier":
            let name = String(value.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
            return name.first?.isNumber == true ? "_" + name : name
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default: return value
        }
    }
}
