import Foundation
import Testing
@testable import Trellis

// `sameValue` keeps how it compares each type, but an optional's comparison depends on whether
// it holds a value, so optionals are told apart by their metadata's kind rather than by a cast
// (Trellis/Live/BodyReuse.swift).
@Suite struct OptionalMetadataTests {
    private final class Box {}
    private enum Choice { case one, two }

    @Test func optionalsOfEveryKindOfWrappedTypeAreOptionals() {
        #expect(isOptional(Int?.self))
        #expect(isOptional(String?.self))
        #expect(isOptional(Int??.self))
        #expect(isOptional(Box?.self))
        #expect(isOptional(Choice?.self))
        #expect(isOptional((() -> Void)?.self))
        #expect(isOptional(Optional<any View>.self))
        #expect(isOptional(Optional<EnvironmentValues>.self))
    }

    @Test func otherTypesAreNot() {
        #expect(!isOptional(Int.self))
        #expect(!isOptional(String.self))
        #expect(!isOptional(Box.self))
        #expect(!isOptional(Choice.self))
        #expect(!isOptional([Int?].self))
        #expect(!isOptional((Int?, Int?).self))
        #expect(!isOptional((() -> Void).self))
        #expect(!isOptional((any View).self))
        #expect(!isOptional(NSObject.self))
        #expect(!isOptional(Text.self))
    }
}
