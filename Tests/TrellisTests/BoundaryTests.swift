import Foundation
import Testing
@testable import Trellis

/// Numbers from files at the edges of Int and Double never trap where they become integers,
/// format strings or path segments.
@Suite struct NumericBoundaries {
    @Test func safeNumberClamps() {
        #expect(SafeNumber.int(.nan, in: 0...10) == 0)
        #expect(SafeNumber.int(.infinity, in: 0...10) == 10)
        #expect(SafeNumber.int(-1e300, in: -5...10) == -5)
        #expect(SafeNumber.int(3.9, in: 0...10) == 3)
        #expect(SafeNumber.int32(1e300) == 1 << 30)
        #expect(SafeNumber.clamp(.nan, 0...1, nan: 0.5) == 0.5)
    }

    @Test func numberSpecifiersAreSafe() {
        #expect(NumberFormat.format("%.2f", 3.14159) == "3.14")
        #expect(NumberFormat.format("%d", 42) == "42")
        #expect(NumberFormat.format("%lld items", 7) == "7 items")
        #expect(NumberFormat.format("%.1f", 2) == "2.0")
        #expect(NumberFormat.format("%05.1f%%", 9.5) == "009.5%")
        // Conversions that read other arguments, or memory, or write it, are refused.
        for bad in ["%@", "%s", "%n", "%*d", "%1$d", "%d %d", "%999999999d", "%.9999f", "no conversion", "%"] {
            #expect(NumberFormat.format(bad, 1.5) == nil, "\(bad)")
            #expect(NumberFormat.format(bad, 1) == nil, "\(bad)")
        }
        #expect(NumberFormat.format("%d", Double.infinity) == nil)
    }

    @Test func hugeLengthsPrint() {
        #expect(LayoutTree.formatted(1e300) == "1e+300")
        #expect(LayoutTree.formatted(-1e20) == "-1e+20")
        #expect(LayoutTree.formatted(12.5) == "12.5")
    }

    @Test func arcsWithHugeAnglesEnd() {
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(1e300), clockwise: true)
        p.addArc(center: .zero, radius: 10, startAngle: .radians(-1e300), endAngle: .radians(1e300), clockwise: false)
        p.addArc(center: .zero, radius: 1e308, startAngle: .zero, endAngle: .degrees(1e300), clockwise: true)
        #expect(!p.isEmpty)
    }

    @Test func imagesAreReadOnlyFromRegularFilesWithinThePixelBudget() throws {
        #expect(!ImageLoading.isRegularFile("/dev/null"))
        #expect(!ImageLoading.isRegularFile("/"))
        #expect(PNGHeaderImageLoader().pixelSize(of: URL(fileURLWithPath: "/dev/stdin")) == nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A FIFO is never opened (opening it would block until a writer came).
        let fifo = folder.appendingPathComponent("pipe.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(PNGHeaderImageLoader().pixelSize(of: fifo) == nil)
        #expect(ImageLoading.locate("pipe", in: [folder], displayScale: 1) == nil)
        // A header that claims 16384×16384 pixels (1 GB decoded) is over the budget.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
        header += [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0]
        let huge = folder.appendingPathComponent("huge.png")
        try Data(header).write(to: huge)
        #expect(PNGHeaderImageLoader().pixelSize(of: huge) == nil)
        #expect(!ImageLoading.withinPixelBudget(width: 16384, height: 16384))
        #expect(ImageLoading.withinPixelBudget(width: 4096, height: 4096))
    }
}
