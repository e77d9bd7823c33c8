import Foundation
import Testing
import Trellis
@testable import TrellisFile

/// Loading, evaluating and dropping a file again and again (the previewer's live reload) does not
/// keep memory.
@Suite(.serialized) struct Memory {
    static func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        return 0
    }

    static let source = """
        import SwiftUI
        extension VerticalAlignment {
            enum Mid: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] } }
            static let mid = VerticalAlignment(Mid.self)
        }
        struct Adaptive: View {
            @Environment(\\.horizontalSizeClass) var horizontalSizeClass
            let make = { (n: Int) in n * 2 }
            var body: some View {
                let layout = horizontalSizeClass == .regular ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 10))
                layout {
                    Color.red.frame(minWidth: 50, minHeight: CGFloat(make(25)))
                    Color.blue.frame(minWidth: 50, minHeight: 50).alignmentGuide(.mid) { d in d.height / 2 }
                    GeometryReader { proxy in Text("RELOAD").frame(width: proxy.size.width) }
                }
                .padding(20)
            }
        }
        #Preview("Adaptive") { HStack(alignment: .mid) { Adaptive(); Text("x") } }
        """

    @Test func reloadingDoesNotGrow() {
        func cycle(_ i: Int) {
            let file = load(Self.source.replacingOccurrences(of: "RELOAD", with: "reload \(i)"))
            _ = file.diagnostics
            _ = layoutFile(file, 390, 844, placeholders: true)
        }
        for i in 0..<100 { cycle(i) }
        let before = Self.residentKilobytes()
        for i in 100..<600 { cycle(i) }
        let after = Self.residentKilobytes()
        #expect(after - before < 4096, "RSS grew from \(before) kB to \(after) kB over 500 reloads")
    }
}
