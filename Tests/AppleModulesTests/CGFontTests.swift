import CoreGraphics
import Foundation
import Testing

/// An app that ships a font registers it at launch: the font is read from its file's tables.
@Suite struct CGFontTests {
    /// DejaVu Sans, which the Makefile installs (fonts-dejavu-core): a TrueType file.
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test func aBundledFontIsReadAndRegisteredAsAnAppDoesAtLaunch() throws {
        let url = NSURL(fileURLWithPath: Self.dejaVu)
        let provider = try #require(CGDataProvider(url: url))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName.map { $0 as String } == "DejaVuSans")
        #expect(font.fullName.map { $0 as String } == "DejaVu Sans")
        #expect(font.unitsPerEm == 2048)
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error) && error == nil)
        #expect(CTFontManagerRegisterFontsForURL(url, .process, &error))
    }

    @Test func whatIsNotAFontIsNone() throws {
        #expect(CGDataProvider(url: NSURL(fileURLWithPath: "/nonexistent/font.ttf")) == nil)
        let text = try #require(CGDataProvider(data: Data("not a font".utf8) as NSData))
        #expect(CGFont(text) == nil)
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(NSURL(fileURLWithPath: "/nonexistent/font.ttf"), .process, &error))
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == 105)
    }
}
