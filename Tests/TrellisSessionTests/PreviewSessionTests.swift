import Foundation
import Testing
import Trellis
import TrellisSession

/// The one place a preview's circumstances become a layout: the canvas, the environment, the
/// safe area, the fit-to-content rule, and the inputs that travel to the host process.
@Suite struct PreviewSessionLayout {
    /// 120 × 40 ideal, flexible inside (a frame with an ideal size).
    static var card: AnyView { AnyView(Color.red.frame(idealWidth: 120, idealHeight: 40).id("card")) }

    @Test func aWindowCanvasIsTheSizeLessTheDevicesSafeArea() throws {
        let iphone = try #require(DevicePreset.named("iphone-15"))
        let session = PreviewSession(device: iphone, size: iphone.size)
        let tree = session.layout(AnyView(Color.blue.id("fill")))
        // 393 × 852 less 59 above and 34 below.
        let frame = try #require(tree.tree.frame(id: "fill"))
        #expect(abs(frame.minY - 59) < 0.01 && abs(frame.height - 759) < 0.01 && abs(frame.width - 393) < 0.01)
        #expect(session.place(tree) == CGSize(width: 393, height: 852))
    }

    @Test func aSizedToFitCanvasIsTheViewsIdealSizeWithNoSafeArea() throws {
        var session = PreviewSession(device: DevicePreset.named("iphone-15"), size: CGSize(width: 393, height: 852))
        session.traits = PreviewLayoutTraits(canvas: .sizeThatFits)
        let tree = session.resolve(Self.card)
        #expect(session.place(tree) == CGSize(width: 120, height: 40))
        let frame = try #require(tree.tree.frame(id: "card"))
        #expect(frame.origin == .zero && frame.size == CGSize(width: 120, height: 40))
        #expect(session.safeArea == EdgeInsets())
    }

    @Test func anUnboundedIdealSizeFitsXcodesDefaultCanvas() {
        var session = PreviewSession(size: CGSize(width: 300, height: 300))
        session.traits = PreviewLayoutTraits(canvas: .sizeThatFits)
        let unbounded = AnyView(Color.green.frame(idealWidth: .infinity, idealHeight: .infinity))
        #expect(session.place(session.resolve(unbounded)) == CGSize(width: 393, height: 852))
        // A colour's own ideal size is SwiftUI's 10 × 10 placeholder.
        #expect(session.place(session.resolve(AnyView(Color.green))) == CGSize(width: 10, height: 10))
    }

    @Test func aFixedCanvasAndALandscapeOrientation() {
        var fixed = PreviewSession(size: CGSize(width: 390, height: 844))
        fixed.traits = PreviewLayoutTraits(canvas: .fixed(width: 200, height: -5))
        #expect(fixed.canvasSize == CGSize(width: 200, height: 0))
        var turned = PreviewSession(size: CGSize(width: 390, height: 844))
        turned.traits = PreviewLayoutTraits(orientation: .landscape)
        #expect(turned.canvasSize == CGSize(width: 844, height: 390))
        // The size classes follow the turned canvas: 844 wide is regular, 390 tall compact.
        #expect(turned.environment.horizontalSizeClass == .regular)
        #expect(turned.environment.verticalSizeClass == .compact)
    }

    @Test func sizeClassesForcedBeatTheDeviceWhichBeatsTheSize() throws {
        var settings = PreviewSettings()
        let ipad = try #require(DevicePreset.named("iPad mini"))
        // An iPad mini's window at a phone's width is still regular: the device says so.
        let byDevice = EnvironmentChoice(settings: settings, device: ipad, size: CGSize(width: 390, height: 844))
        #expect(byDevice.horizontal == .regular && byDevice.horizontalOrigin == .device)
        settings.horizontalSizeClass = .compact
        let forced = EnvironmentChoice(settings: settings, device: ipad, size: ipad.size)
        #expect(forced.horizontal == .compact && forced.horizontalOrigin == .forced)
        let bySize = EnvironmentChoice(settings: PreviewSettings(), device: nil, size: CGSize(width: 700, height: 499))
        #expect(bySize.horizontal == .regular && bySize.vertical == .compact && bySize.verticalOrigin == .auto)
    }

    @Test func theInputsTravelAndComeBackEqualWithTheDeviceByItsId() throws {
        var session = PreviewSession(device: DevicePreset.named("ipad-11"), size: CGSize(width: 1194, height: 834),
                                     safeAreaOverride: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        session.settings.colorScheme = .dark
        session.settings.dynamicTypeSize = .accessibility2
        session.traits = PreviewLayoutTraits(canvas: .fixed(width: 10, height: 20), orientation: .portrait)
        let back = try JSONDecoder().decode(PreviewSession.self, from: JSONEncoder().encode(session))
        #expect(back == session)
        #expect(back.device?.name == "iPad 11\"")
    }
}

/// `--engine` and the window choose the path by one rule.
@Suite struct EngineChoiceRule {
    @Test func autoInterpretsAFileAndCompilesAFolder() {
        #expect(EngineChoice.auto.triesInterpreter(isFolder: false))
        #expect(!EngineChoice.auto.triesInterpreter(isFolder: true))
        #expect(EngineChoice.interpreter.triesInterpreter(isFolder: true))
        #expect(!EngineChoice.compiled.triesInterpreter(isFolder: false))
    }

    @Test func autoKeepsTheInterpretersResultUnlessItsErrorsAreItsOwnLimits() {
        #expect(EngineChoice.auto.showsInterpreted(hasErrors: false, hasSyntaxErrors: false))
        // Syntax errors: swiftc would say the same, at once.
        #expect(EngineChoice.auto.showsInterpreted(hasErrors: true, hasSyntaxErrors: true))
        // Anything else the interpreter cannot do: compiled.
        #expect(!EngineChoice.auto.showsInterpreted(hasErrors: true, hasSyntaxErrors: false))
        #expect(EngineChoice.interpreter.showsInterpreted(hasErrors: true, hasSyntaxErrors: false))
        #expect(!EngineChoice.compiled.showsInterpreted(hasErrors: false, hasSyntaxErrors: false))
    }
}

/// Devices are found by key, id or name, and turn with their size.
@Suite struct DevicePresets {
    @Test func aPresetIsFoundByItsKeyIdOrName() {
        #expect(DevicePreset.named("2")?.id == "iphone-15")
        #expect(DevicePreset.named("IPHONE-SE")?.name == "iPhone SE")
        #expect(DevicePreset.named("ipad mini")?.key == "4")
        #expect(DevicePreset.named("iPhone 99") == nil)
        #expect(Set(DevicePreset.all.map(\.key)).count == DevicePreset.all.count)
    }

    @Test func aRotatedPhoneHasTheLandscapeInsetsAndSizeClasses() throws {
        let phone = try #require(DevicePreset.named("iphone-15-pro-max"))
        let landscape = CGSize(width: phone.size.height, height: phone.size.width)
        #expect(phone.safeAreaInsets(at: landscape) == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(phone.sizeClasses(at: landscape).horizontal == .regular)
        #expect(phone.sizeClasses(at: landscape).vertical == .compact)
    }
}

/// `previewDevice("…")` names Xcode's simulators; a preview takes the nearest preset.
@Suite struct XcodeDeviceNames {
    @Test func simulatorNamesMapToTheNearestPreset() {
        let cases: [(String, String?)] = [
            ("iPhone 15 Pro", "iphone-15"), ("iPhone 14", "iphone-15"), ("iPhone SE (3rd generation)", "iphone-se"),
            ("iPhone 15 Pro Max", "iphone-15-pro-max"), ("iPhone 14 Plus", "iphone-15-pro-max"),
            ("iPad mini (6th generation)", "ipad-mini"), ("iPad Pro (12.9-inch) (6th generation)", "ipad-13"),
            ("iPad Pro (13-inch) (M4)", "ipad-13"), ("iPad Air (5th generation)", "ipad-11"), ("Mac", "mac"),
            ("ipad-mini", "ipad-mini"), ("Apple Watch Series 9 (45mm)", nil), ("Apple TV", nil),
        ]
        for (name, id) in cases {
            #expect(DevicePreset.nearest(toDeviceNamed: name)?.id == id, "\(name)")
        }
    }

    @Test func aPreviewsDeviceIsTakenOnlyWhenThePersonChoseNone() throws {
        var session = PreviewSession(size: CGSize(width: 390, height: 844))
        session.adopt(PreviewLayoutTraits(device: "iPad mini (6th generation)"), sizeChosen: false)
        #expect(session.device?.id == "ipad-mini" && session.size == CGSize(width: 744, height: 1133))
        var chosen = PreviewSession(size: CGSize(width: 500, height: 500))
        chosen.adopt(PreviewLayoutTraits(device: "iPad mini (6th generation)"), sizeChosen: true)
        #expect(chosen.device == nil && chosen.size == CGSize(width: 500, height: 500))
        #expect(DevicePreset.named("mac")?.platform == .macOS && DevicePreset.named("ipad-11")?.platform == .iOS)
    }
}
