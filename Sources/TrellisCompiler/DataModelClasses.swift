import Foundation

/// What Xcode generates from a Core Data model (`.xcdatamodeld`) for its entities whose codegen
/// is "Class Definition" (a class and its properties) or "Category/Extension" (the properties of
/// a class the app writes), written into the generated file of the compile. Entities with
/// "Manual/None" are the app's own files. Properties get the bodies that `@NSManaged` has
/// on Apple's platforms (`_managedValue(forKey:)`; ModuleSources gives the app's own
/// `@NSManaged` properties the same), since Linux has no Objective-C runtime to supply them.
///
/// Facts, from the files Xcode writes (`Entity+CoreDataClass.swift`, `+CoreDataProperties.swift`):
/// 1. A scalar attribute (`usesScalarValueType="YES"`: integers, floats, booleans) is a
///    non-optional Swift scalar (`Int16`, `Double`, `Bool`) whether or not it is optional in
///    the model; every other attribute is optional (`String?`, `Date?`, `UUID?`) even when the
///    model requires it, which Core Data checks only when saving (an app writes
///    `book.title ?? "Unknown"` of a required title).
/// 2. A to-one relationship is its destination class, optional; a to-many one is an `NSSet?`
///    (`NSOrderedSet?` when ordered), with `addToX(_:)` and `removeFromX(_:)` accessors.
/// 3. `fetchRequest()` returns an `NSFetchRequest` of the class for the entity's name; the class
///    is `Identifiable`.
/// 4. An object starts with the model's default values (`defaultValueString`), stored, so a
///    predicate reads them; an attribute without one is nil (NULL) until set, which `== NO`
///    does not match, as in Core Data's store.
enum DataModelClasses {
    struct Attribute {
        var name: String
        var type: String
        var scalar: Bool
        var customClass: String?
        /// The model's default value, as written (`defaultValueString`).
        var defaultValue: String?
    }
    struct Relationship { var name: String; var destination: String; var toMany: Bool; var ordered: Bool; var optional: Bool }
    struct Entity {
        var name: String
        var className: String
        var codegen: String
        var parent: String?
        var attributes: [Attribute] = []
        var relationships: [Relationship] = []
    }

    /// The declarations Xcode would generate for `models`.
    static func declarations(_ models: [URL]) -> String {
        let all = models.flatMap { entities(in: $0) }
        guard !all.isEmpty else { return "" }
        var out = "\n// Core Data classes Xcode generates from the data model.\nimport CoreData\n"
        for e in all where e.codegen == "class" || e.codegen == "category" {
            if e.codegen == "class" {
                out += "public class \(e.className): \(e.parent.map { className(of: $0, in: all) } ?? "NSManagedObject") {\n"
                let defaults = e.attributes.compactMap { a in defaultLiteral(a).map { "        setPrimitiveValue(\($0), forKey: \(literal(a.name)))\n" } }
                if !defaults.isEmpty {
                    // Fact 4: an inserted object starts with the model's default values.
                    out += "    public override init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {\n"
                    out += "        super.init(entity: entity, insertInto: context)\n" + defaults.joined() + "    }\n"
                }
                out += "}\n"
            }
            out += "extension \(e.className) {\n"
            out += "    public class func fetchRequest() -> NSFetchRequest<\(e.className)> { NSFetchRequest<\(e.className)>(entityName: \(literal(e.name))) }\n"
            for a in e.attributes { out += property(a.name, type: swiftType(a)) }
            for r in e.relationships {
                let destination = className(of: r.destination, in: all)
                let type = r.toMany ? (r.ordered ? "NSOrderedSet?" : "NSSet?") : destination + "?"
                out += property(r.name, type: type)
                if r.toMany {
                    let suffix = r.name.prefix(1).uppercased() + r.name.dropFirst()
                    out += "    public func addTo\(suffix)(_ value: \(destination)) { _addToRelationship(\(literal(r.name)), value) }\n"
                    out += "    public func removeFrom\(suffix)(_ value: \(destination)) { _removeFromRelationship(\(literal(r.name)), value) }\n"
                    out += "    public func addTo\(suffix)(_ values: \(r.ordered ? "NSOrderedSet" : "NSSet")) { _addToRelationship(\(literal(r.name)), values) }\n"
                    out += "    public func removeFrom\(suffix)(_ values: \(r.ordered ? "NSOrderedSet" : "NSSet")) { _removeFromRelationship(\(literal(r.name)), values) }\n"
                }
            }
            out += "}\n"
            if e.codegen == "class" { out += "extension \(e.className): Identifiable {}\n" }
        }
        return out
    }

    private static func property(_ name: String, type: String) -> String {
        "    public var \(name): \(type) { get { _managedValue(forKey: \(literal(name))) } set { _setManagedValue(newValue, forKey: \(literal(name))) } }\n"
    }

    private static func className(of entity: String, in entities: [Entity]) -> String {
        entities.first { $0.name == entity }?.className ?? entity
    }

    /// The Swift scalar of each scalar attribute type (fact 1).
    static let scalarTypes = ["Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64", "Double": "Double", "Float": "Float",
                              "Boolean": "Bool"]

    /// Fact 4: the model's default of a number, a truth value or a string, as Swift.
    static func defaultLiteral(_ a: Attribute) -> String? {
        guard let v = a.defaultValue else { return nil }
        switch a.type {
        case "Integer 16", "Integer 32", "Integer 64":
            return Int(v).map { "\(scalarTypes[a.type]!)(\($0))" }
        case "Double", "Float":
            return Double(v).map { "\(a.type)(\($0))" }
        case "Boolean": return ["YES": "true", "NO": "false"][v.uppercased()]
        case "String": return literal(v)
        default: return nil
        }
    }

    /// Fact 1.
    static func swiftType(_ a: Attribute) -> String {
        if a.scalar, let s = scalarTypes[a.type] { return s }
        let objects = ["String": "String", "Date": "Date", "Binary": "Data", "UUID": "UUID", "URI": "URL",
                       "Decimal": "NSDecimalNumber", "Integer 16": "NSNumber", "Integer 32": "NSNumber", "Integer 64": "NSNumber",
                       "Double": "NSNumber", "Float": "NSNumber", "Boolean": "NSNumber", "ObjectID": "NSManagedObjectID"]
        // A custom class is a transformable attribute's; Xcode ignores one left on an attribute
        // whose type was changed since (`attributeType="String" customClassName="[String]"`).
        let base = (a.type == "Transformable" ? a.customClass : nil) ?? objects[a.type] ?? "NSObject"
        return base + "?"
    }

    /// The entities of a model: of its current version (`.xccurrentversion`), else of its last.
    static func entities(in model: URL) -> [Entity] {
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: model.path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        var chosen = versions.last
        if let plist = try? String(contentsOf: model.appendingPathComponent(".xccurrentversion"), encoding: .utf8),
           let match = plist.firstMatch(of: /<string>([^<]+\.xcdatamodel)<\/string>/), versions.contains(String(match.1)) {
            chosen = String(match.1)
        }
        guard let chosen, let xml = try? String(contentsOf: model.appendingPathComponent(chosen).appendingPathComponent("contents"), encoding: .utf8)
        else { return [] }
        return parse(xml)
    }

    /// The entities of a model's `contents` XML.
    static func parse(_ xml: String) -> [Entity] {
        var entities: [Entity] = []
        for block in xml.matches(of: /<entity\b([^>]*?)(\/>|>([\s\S]*?)<\/entity>)/) {
            let attrs = attributes(String(block.1))
            guard let name = attrs["name"] else { continue }
            var e = Entity(name: name, className: attrs["representedClassName"] ?? name, codegen: attrs["codeGenerationType"] ?? "",
                           parent: attrs["parentEntity"])
            let body = block.3.map(String.init) ?? ""
            for a in body.matches(of: /<attribute\b([^>]*?)\/?>/) {
                let x = attributes(String(a.1))
                guard let n = x["name"] else { continue }
                e.attributes.append(Attribute(name: n, type: x["attributeType"] ?? "String",
                                              scalar: x["usesScalarValueType"] == "YES", customClass: x["customClassName"],
                                              defaultValue: x["defaultValueString"]))
            }
            for r in body.matches(of: /<relationship\b([^>]*?)\/?>/) {
                let x = attributes(String(r.1))
                guard let n = x["name"], let d = x["destinationEntity"] else { continue }
                e.relationships.append(Relationship(name: n, destination: d, toMany: x["toMany"] == "YES", ordered: x["ordered"] == "YES",
                                                    optional: x["optional"] == "YES"))
            }
            entities.append(e)
        }
        return entities
    }

    private static func attributes(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        for m in text.matches(of: /([A-Za-z]+)="([^"]*)"/) { out[String(m.1)] = String(m.2) }
        return out
    }

    private static func literal(_ s: String) -> String { ModuleSources.literal(s) }
}
