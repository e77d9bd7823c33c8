import Foundation
import Testing
@testable import TrellisCompiler

/// The Swift types Xcode gives an intent definition's parameters (IntentDefinitionClasses.swift).
@Suite struct IntentDefinitionClassesTests {
    @Test func parametersHaveTheTypesXcodeGivesThem() {
        func type(_ parameter: [String: Any]) -> String { IntentDefinitionClasses.propertyType(parameter, enums: ["Flavor"]) }
        #expect(type(["INIntentParameterType": "String"]) == "String?")
        #expect(type(["INIntentParameterType": "Boolean"]) == "NSNumber?" && type(["INIntentParameterType": "Decimal"]) == "NSNumber?")
        #expect(type(["INIntentParameterType": "Date"]) == "DateComponents?" && type(["INIntentParameterType": "URL"]) == "URL?")
        #expect(type(["INIntentParameterType": "Object", "INIntentParameterObjectType": "Truck"]) == "Truck?")
        #expect(type(["INIntentParameterType": "String", "INIntentParameterSupportsMultipleValues": true]) == "[String]?")
        #expect(type(["INIntentParameterType": "Integer", "INIntentParameterEnumType": "Flavor"]) == "Flavor")
        #expect(type(["INIntentParameterType": "Person"]) == "INObject?")
    }

    @Test func aDefinitionThatDoesNotReadGivesNothing() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).intentdefinition")
        try Data("not a property list".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(IntentDefinitionClasses.declarations([url]).isEmpty)
        #expect(IntentDefinitionClasses.identifier("9lives") == nil && IntentDefinitionClasses.identifier("truck name") == nil)
    }
}
