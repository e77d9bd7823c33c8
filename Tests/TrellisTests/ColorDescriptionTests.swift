import Foundation
import Testing
import Trellis

/// `Color.description`, which apps show (`Text(currentColor.description.capitalized)`).
@Suite struct ColorDescriptionTests {
    @Test func namedColoursSayTheirNamesOthersTheirComponents() {
        #expect(Color.purple.description == "purple")
        #expect(Text(Color.red.description.capitalized) == Text("Red"))
        #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
        #expect(Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 0.5).description == "#0000FF80")
    }
}
