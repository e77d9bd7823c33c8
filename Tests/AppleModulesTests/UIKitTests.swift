import CoreGraphics
import Foundation
import StoreKit
import Testing
import Trellis
import UIKit

/// UIKit's colours are the engine's, both ways; fonts, screen and device are an iPhone's.
@Suite struct UIKitTests {
    func resolved(_ color: Color, _ scheme: ColorScheme) -> Color.Resolved {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return color.resolve(in: environment)
    }

    @Test func systemColoursAreTheEnginesValues() {
        #expect(resolved(Color(uiColor: .systemBackground), .light).bytes == (255, 255, 255))
        #expect(resolved(Color(uiColor: .systemBackground), .dark).bytes == (0, 0, 0))
        #expect(resolved(Color(.secondarySystemBackground), .light).bytes == (242, 242, 247))
        #expect(resolved(Color(.secondarySystemBackground), .dark).bytes == (28, 28, 30))
        #expect(resolved(Color(.label), .dark) == resolved(.primary, .dark))
        #expect(resolved(Color(.secondaryLabel), .light) == resolved(.secondary, .light))
        #expect(resolved(Color(.systemBlue), .dark) == resolved(.blue, .dark))
        #expect(resolved(Color(.systemGroupedBackground), .light).bytes == (242, 242, 247))
        // UIKit's plain red is pure red, not the system red.
        #expect(resolved(Color(.red), .light).bytes == (255, 0, 0))
    }

    @Test func colourConversionsKeepBothSchemes() {
        let ui = UIColor(Color.red)
        #expect(resolved(Color(uiColor: ui), .light) == resolved(.red, .light))
        #expect(resolved(Color(uiColor: ui), .dark) == resolved(.red, .dark))
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(resolved(Color(dynamic), .dark).bytes == (255, 255, 255))
        #expect(resolved(Color(dynamic), .light).bytes == (0, 0, 0))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.2) < 1e-6 && abs(g - 0.4) < 1e-6 && abs(b - 0.6) < 1e-6 && abs(a - 0.5) < 1e-6)
        #expect(UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor.black)
        #expect(UIColor(white: 1, alpha: 1).withAlphaComponent(0.3) == UIColor(red: 1, green: 1, blue: 1, alpha: 0.3))
    }

    @Test func fontsAreSanFranciscosMetrics() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 17)
        // (1950 + 494) / 2048 × 17 = 20.287 points, the body line height on iOS.
        expectClose(body.lineHeight, 20.287, 0.001)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)) == .system(size: 15, weight: .semibold))
        #expect(Font(UIFont(name: "Avenir-Heavy", size: 20)!) == .custom("Avenir-Heavy", size: 20))
    }

    @Test func screenDeviceAndApplicationAtRest() async {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIApplication.openSettingsURLString == "app-settings:")
        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!, options: [:]) { opened = $0 }
        #expect(opened == false)
        #expect(UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
        UIPasteboard.general.string = "copied"
        #expect(UIPasteboard.general.string == "copied" && UIPasteboard.general.hasStrings)
        EnvironmentValues().requestReview()
    }

    @Test func imagesBecomeSwiftUIImages() throws {
        // A 3 × 2 PNG (header only matters for its size): drawn from a file in the temporary folder.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        png += Data("IHDR".utf8) + Data([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
        let image = try #require(UIImage(data: png, scale: 1))
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.pngData() == png)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(named: "surely-missing")?.size == .zero)
        #expect(Image(uiImage: UIImage(systemName: "star")!) == Image(systemName: "star").renderingMode(.template))
        #expect(Image(uiImage: UIImage(named: "logo")!) == Image("logo"))
    }
}

/// CGAffineTransform's arithmetic, as Core Graphics defines it.
@Suite struct CoreGraphicsTests {
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func transformsMapPoints() {
        // x' = a·x + c·y + tx, y' = b·x + d·y + ty; a rotation by θ is (cos θ, sin θ, −sin θ, cos θ).
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: 20)) == CGPoint(x: 11, y: 22))
        // translatedBy applies the translation first, then the scale: (1 + 10) × 2 = 22.
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 3))
        // concatenating applies self first: scale then translate.
        let u = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 7, y: 2))
        #expect(close(CGPoint(x: 7, y: 2).applying(u.inverted()), CGPoint(x: 1, y: 1)))
        #expect(CGAffineTransform.identity.isIdentity && !u.isIdentity)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -10, y: 0, width: 10, height: 20))
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 2)) == CGSize(width: 4, height: 6))
    }

    @Test func codesAsSixNumbers() throws {
        let data = try JSONEncoder().encode(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
    }

    @Test func barAppearancesPickerAndFontMetricsAreKeptAsSet() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        #expect(UINavigationBar.appearance().standardAppearance === appearance)
        #expect(UINavigationBar.appearance().scrollEdgeAppearance?.backgroundColor == .systemIndigo)
        let tabs = UITabBarAppearance()
        tabs.configureWithTransparentBackground()
        #expect(tabs.shadowColor == .clear)
        // The picker: only the (empty) library; no camera.
        let picker = UIImagePickerController()
        #expect(picker.sourceType == .photoLibrary && !picker.allowsEditing)
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(_sel("saveCompleted") == Selector("saveCompleted"))
        // At the default content size, scaling changes nothing.
        #expect(UIFontMetrics.default.scaledValue(for: 88) == 88)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 30).pointSize == 30)
    }

    @Test func accessibilitySettingsAreTheDefaultsAndViewsHaveAProxy() {
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIView.appearance().tintColor = .systemOrange
        #expect(UIView.appearance().tintColor == .systemOrange)
        #expect(UINavigationBar.appearance() !== UIView.appearance())
    }
}

/// The app's one scene and key window, with the iPhone's safe area: tutorials read the insets
/// through every path UIKit has, and force-unwrap the window (an empty `windows` crashed them).
@Suite struct AppWindowTests {
    @Test func theAppsKeyWindowHasTheDevicesSafeAreaByEveryPath() throws {
        let window = try #require(UIApplication.shared.windows.first)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(window.isKeyWindow && window.frame == UIScreen.main.bounds)
        #expect(UIApplication.shared.keyWindow === window)
        let scene = try #require(UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first)
        #expect(scene.keyWindow === window && scene.windows.count == 1 && window.windowScene === scene)
        // A window the app makes is not the key one and has no insets of its own.
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!other.isKeyWindow && other.safeAreaInsets == .zero)
    }
}

/// A navigation controller's bar shows its controllers' items, as a representable that puts a
/// search controller in the bar reads and writes them (`controller.navigationBar.topItem?.searchController`).
@Suite struct NavigationBarItemsTests {
    @Test func theBarsItemsAreTheControllersItems() throws {
        let root = UIViewController()
        root.title = "Inbox"
        let nav = UINavigationController(rootViewController: root)
        let top = try #require(nav.navigationBar.topItem)
        #expect(top === root.navigationItem && top.title == "Inbox" && nav.navigationBar.backItem == nil)
        let search = UISearchController(searchResultsController: nil)
        nav.navigationBar.topItem?.searchController = search
        nav.navigationBar.topItem?.hidesSearchBarWhenScrolling = false
        nav.navigationBar.topItem?.searchController?.searchBar.placeholder = "Search mail"
        #expect(root.navigationItem.searchController === search && search.searchBar.placeholder == "Search mail")
        #expect(!search.isActive && root.navigationController === nav)
        let detail = UIViewController()
        detail.navigationItem.title = "Message"
        nav.pushViewController(detail, animated: true)
        #expect(nav.navigationBar.topItem?.title == "Message" && nav.navigationBar.backItem === root.navigationItem)
        #expect(nav.navigationBar.items?.count == 2 && detail.navigationController === nav)
        // The title follows the controller's unless the item's was set apart.
        root.title = "All Mail"
        #expect(root.navigationItem.title == "All Mail")
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.transform.a == 2 && UIView().transform == .identity)
    }
}

/// An image view over a canvas, as a photo editor puts one behind its drawing: the view takes the
/// image's size, keeps its content mode, and goes behind the other subviews.
@Suite struct ImageViewTests {
    @Test func anImageViewTakesItsImagesSizeAndGoesToTheBack() throws {
        let image = try #require(UIImage(data: PNGFixtures.solid(width: 30, height: 20)))
        let imageView = UIImageView(image: image)
        #expect(imageView.frame.size == CGSize(width: 30, height: 20) && imageView.intrinsicContentSize == CGSize(width: 30, height: 20))
        #expect(UIImageView(image: nil).intrinsicContentSize.width == UIView.noIntrinsicMetric)
        imageView.contentMode = .scaleAspectFit
        #expect(imageView.contentMode == .scaleAspectFit && UIView().contentMode == .scaleToFill)
        let container = UIView(), stroke = UIView()
        container.addSubview(stroke)
        container.addSubview(imageView)
        container.sendSubviewToBack(imageView)
        #expect(container.subviews.first === imageView && container.subviews.last === stroke)
        container.bringSubviewToFront(imageView)
        #expect(container.subviews.last === imageView)
        container.insertSubview(UIView(), at: 0)
        #expect(container.subviews.count == 3 && container.subviews[2] === imageView)
    }
}

/// PNGs made in the tests: one colour, stored (uncompressed) deflate blocks.
enum PNGFixtures {
    static func solid(width: Int, height: Int) -> Data {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return ~c
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(crc(body))
        }
        var raw: [UInt8] = []
        for _ in 0..<height { raw += [0] + [UInt8](repeating: 200, count: width * 3) }
        var adler = (UInt32(1), UInt32(0))
        for b in raw { adler.0 = (adler.0 + UInt32(b)) % 65521; adler.1 = (adler.1 + adler.0) % 65521 }
        let n = UInt16(raw.count)
        let zlib: [UInt8] = [0x78, 0x01, 1, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8(~n >> 8)] + raw + be(adler.1 << 16 | adler.0)
        let header = be(UInt32(width)) + be(UInt32(height)) + [8, 2, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }
}

/// UIKit's older image contexts, as a photo editor saves its canvas: the image has the context's
/// size and scale (0: the screen's), contexts nest, and none is current after the last ends.
@Suite struct ImageContextTests {
    @Test func imageContextsNestAndGiveImagesOfTheirSize() {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 30), false, 0)
        _ = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30)).drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 30), afterScreenUpdates: true)
        UIGraphicsBeginImageContext(CGSize(width: 8, height: 6))
        let inner = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        let outer = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(inner?.size == CGSize(width: 8, height: 6) && inner?.scale == 1)
        #expect(outer?.size == CGSize(width: 40, height: 30) && outer?.scale == UIScreen.main.scale)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }
}
