import Foundation
import Testing
@testable import TrellisCompiler

/// What the compiled path does for Core Data, which Linux cannot do through Objective-C: the
/// app's `@NSManaged` declarations get accessors and its `@objc` attributes go, without moving a
/// line; and the classes Xcode generates from a data model are written (`DataModelClasses`).
@Suite struct CoreDataSourcesTests {
    @Test func managedDeclarationsGetBodiesAndObjectiveCAttributesGoInPlace() {
        let source = """
            import CoreData

            @objc(Candy)
            public class Candy: NSManagedObject {}

            extension Candy {
                @nonobjc public class func fetchRequest() -> NSFetchRequest<Candy> { NSFetchRequest<Candy>(entityName: "Candy") }
                @NSManaged public var name: String?
                @NSManaged public var origin: Country?
                @objc(addCandyObject:)
                @NSManaged public func addToCandy(_ value: Candy)
                @NSManaged public func removeFromCandy(_ values: NSSet)
                @NSManaged public func replaceCandy(at idx: Int, with value: Candy)
            }
            """
        let file = ModuleSources(files: [(path: "Candy+CoreData.swift", source: source)]).files[0]
        let lines = file.compiledSource.components(separatedBy: "\n")
        let original = source.components(separatedBy: "\n")
        // The user's lines stay where they were; after them, the calls of the file's `@objc`
        // methods by their selectors' names (SelectorTargets).
        #expect(lines.count > original.count && lines[original.count...].joined().contains("_TrellisObjCMethods0"))
        #expect(lines[2].trimmingCharacters(in: .whitespaces).isEmpty && lines[2].count == original[2].count)
        #expect(lines[6].hasPrefix("             public class func fetchRequest()"))
        #expect(lines[7] == #"               public var name: String? { get { _managedValue(forKey: "name") } set { _setManagedValue(newValue, forKey: "name") } }"#)
        #expect(lines[8].hasSuffix(#"{ get { _managedValue(forKey: "origin") } set { _setManagedValue(newValue, forKey: "origin") } }"#))
        #expect(lines[10] == #"               public func addToCandy(_ value: Candy) { _addToRelationship("candy", value) }"#)
        #expect(lines[11].hasSuffix(#"public func removeFromCandy(_ values: NSSet) { _removeFromRelationship("candy", values) }"#))
        #expect(lines[12].hasSuffix("public func replaceCandy(at idx: Int, with value: Candy) {}"))
        // Every column before an insertion is where it was.
        for (a, b) in zip(lines, original) where !b.contains("@") { #expect(a == b) }
    }

    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="Book" representedClassName="Book" syncable="YES" codeGenerationType="class">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="rating" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="date" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="id" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
                <attribute name="genre" optional="YES" attributeType="String" customClassName="[String]"/>
                <attribute name="tags" optional="YES" attributeType="Transformable" customClassName="[String]"/>
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/>
            </entity>
            <entity name="Shelf" representedClassName="ShelfMO" syncable="YES" codeGenerationType="category">
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/>
            </entity>
            <entity name="Note" representedClassName="Note" syncable="YES">
                <attribute name="text" optional="YES" attributeType="String"/>
            </entity>
        </model>
        """

    @Test func aModelsClassesAreWrittenAsXcodeWritesThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("model-\(UUID().uuidString)/Library.xcdatamodeld")
        let version = folder.appendingPathComponent("Library 2.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        try Self.model.write(to: version.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        // An older version that is not the current one.
        let old = folder.appendingPathComponent("Library.xcdatamodel")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try #"<model><entity name="Old" representedClassName="Old" codeGenerationType="class"/></model>"#
            .write(to: old.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Library 2.xcdatamodel</string></dict></plist>
            """.write(to: folder.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }

        let code = DataModelClasses.declarations([folder])
        #expect(!code.contains("Old"))
        // Class Definition: the class and its properties; scalars non-optional, others as the model says.
        #expect(code.contains("public class Book: NSManagedObject {"))
        // The model's defaults are stored when an object is made.
        #expect(code.contains(#"setPrimitiveValue(Int16(0), forKey: "rating")"#))
        #expect(code.contains(#"public var title: String? { get { _managedValue(forKey: "title") }"#))
        #expect(code.contains("public var rating: Int16 {"))
        // Required in the model, optional in Swift, as Xcode generates it.
        #expect(code.contains("public var date: Date? {"))
        #expect(code.contains("public var id: UUID? {"))
        // A custom class is a transformable's; one left on a string (the course's Bookworm) is not.
        #expect(code.contains("public var genre: String? {"))
        #expect(code.contains("public var tags: [String]? {"))
        #expect(code.contains("public var shelf: ShelfMO? {"))
        #expect(code.contains("extension Book: Identifiable {}"))
        #expect(code.contains(#"NSFetchRequest<Book>(entityName: "Book")"#))
        // Category/Extension: the properties of the app's own class, with the to-many accessors.
        #expect(!code.contains("public class ShelfMO"))
        #expect(code.contains("extension ShelfMO {"))
        #expect(code.contains("public var books: NSSet? {"))
        #expect(code.contains(#"public func addToBooks(_ value: Book) { _addToRelationship("books", value) }"#))
        // Manual/None: nothing.
        #expect(!code.contains("Note"))
    }
}
