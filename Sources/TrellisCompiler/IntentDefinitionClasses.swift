import Foundation

/// What Xcode generates from an app's intent definitions (`.intentdefinition`, a property list),
/// written into the generated file of the compile: Xcode's widget template of iOS 14 to 16 makes
/// one (`ConfigurationIntent`), and its widget's provider names the class.
///
/// For each custom intent `NAME`: a class `NAMEIntent` (an `INIntent`) with a property per
/// parameter — optional, `NSNumber?` for numbers and booleans, `DateComponents?` for dates,
/// arrays for parameters of several values, the generated enum (not optional, `unknown` at first) for an enum —,
/// `NAMEIntentResponseCode` (the standard codes, then the definition's own from 100) and
/// `NAMEIntentResponse` made with `init(code:userActivity:)`. Each custom type is an `INObject`
/// subclass of its name, each enum an `Int` enum with `unknown` first. The handling protocols
/// are not generated: they serve an Intents extension, not a preview.
enum IntentDefinitionClasses {
    static func declarations(_ files: [URL]) -> String {
        var text = ""
        var declared: Set<String> = []
        for file in files {
            guard let data = try? Data(contentsOf: file),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
            for type in plist["INTypes"] as? [[String: Any]] ?? [] {
                guard let name = identifier(type["INTypeName"]), declared.insert(name).inserted else { continue }
                text += "public class \(name): INObject {}\n"
            }
            var enums: Set<String> = []
            for definition in plist["INEnums"] as? [[String: Any]] ?? [] {
                guard let name = identifier(definition["INEnumName"]), declared.insert(name).inserted else { continue }
                enums.insert(name)
                let cases = (definition["INEnumValues"] as? [[String: Any]] ?? []).compactMap { identifier($0["INEnumValueName"]) }
                text += "public enum \(name): Int, Sendable { case " + (["unknown"] + cases.filter { $0 != "unknown" }).joined(separator: ", ") + " }\n"
            }
            for intent in plist["INIntents"] as? [[String: Any]] ?? [] where (intent["INIntentType"] as? String ?? "Custom") == "Custom" {
                guard let name = identifier(intent["INIntentName"]), declared.insert(name + "Intent").inserted else { continue }
                text += "public class \(name)Intent: INIntent {\n"
                for parameter in intent["INIntentParameters"] as? [[String: Any]] ?? [] {
                    guard let property = identifier(parameter["INIntentParameterName"]) else { continue }
                    let type = propertyType(parameter, enums: enums)
                    text += "    public var \(property): \(type)\(enums.contains(type) ? " = .unknown" : "")\n"
                }
                text += "}\n"
                let standard = ["unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch"]
                let own = ((intent["INIntentResponse"] as? [String: Any])?["INIntentResponseCodes"] as? [[String: Any]] ?? [])
                    .compactMap { identifier($0["INIntentResponseCodeName"]) }.filter { !standard.contains($0) }
                text += "public enum \(name)IntentResponseCode: Int, Sendable { case " + standard.joined(separator: ", ")
                    + own.enumerated().map { ", \($0.element) = \(100 + $0.offset)" }.joined() + " }\n"
                text += """
                    public class \(name)IntentResponse: INIntentResponse {
                        public var code: \(name)IntentResponseCode = .unspecified
                        public convenience init(code: \(name)IntentResponseCode, userActivity: NSUserActivity?) {
                            self.init()
                            self.code = code
                            self.userActivity = userActivity
                        }
                    }

                    """
            }
        }
        return text.isEmpty ? "" : "import Intents\n" + text
    }

    /// The Swift type Xcode gives a parameter.
    static func propertyType(_ parameter: [String: Any], enums: Set<String>) -> String {
        // An enum parameter's type is "Integer", with its enum beside it.
        if let name = identifier(parameter["INIntentParameterEnumType"]), enums.contains(name) { return name }
        let type = parameter["INIntentParameterType"] as? String ?? ""
        let element: String
        switch type {
        case "String": element = "String"
        case "Integer", "Boolean", "Decimal", "Number", "Double": element = "NSNumber"
        case "Date", "DateComponents": element = "DateComponents"
        case "URL": element = "URL"
        case "Object": element = identifier(parameter["INIntentParameterObjectType"]) ?? "INObject"
        default: element = "INObject"
        }
        return (parameter["INIntentParameterSupportsMultipleValues"] as? Bool ?? false) ? "[\(element)]?" : "\(element)?"
    }

    /// A name usable in Swift, or nil.
    static func identifier(_ value: Any?) -> String? {
        guard let name = value as? String, let first = name.unicodeScalars.first,
              CharacterSet.letters.contains(first) || first == "_",
              name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" }) else { return nil }
        return name
    }
}
