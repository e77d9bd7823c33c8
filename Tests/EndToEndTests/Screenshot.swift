import Foundation

/// A window's pixels, grabbed from the X server with ImageMagick's `import` as a PPM.
struct Screenshot {
    let width: Int
    let height: Int
    /// RGB bytes, row by row.
    let pixels: [UInt8]

    struct RGB: Equatable, CustomStringConvertible {
        var r: Int, g: Int, b: Int
        init(_ r: Int, _ g: Int, _ b: Int) { self.r = r; self.g = g; self.b = b }
        func isClose(to other: RGB, tolerance: Int) -> Bool {
            abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
        }
        var description: String { "(\(r),\(g),\(b))" }
    }

    /// SwiftUI's system colours (light and dark) as the painter draws them.
    static let red = RGB(255, 59, 48), blue = RGB(0, 122, 255), green = RGB(52, 199, 89)
    static let darkRed = RGB(255, 69, 58), darkBlue = RGB(10, 132, 255)

    /// Grabs window `window` (an X window id) of `display`.
    static func grab(window: String, display: String) throws -> Screenshot {
        let (status, data) = ExternalTool.run(["import", "-window", window, "-depth", "8", "ppm:-"], display: display, timeout: 10)
        guard status == 0, let shot = Screenshot(ppm: data) else { throw TestFailure("import -window \(window) failed (status \(status))") }
        return shot
    }

    /// Parses a binary PPM (P6, maxval 255).
    init?(ppm data: Data) {
        let bytes = [UInt8](data)
        var index = 0
        func token() -> String? {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "#") {
                    while index < bytes.count && bytes[index] != 10 { index += 1 }
                } else if bytes[index] == 32 || bytes[index] == 10 || bytes[index] == 13 || bytes[index] == 9 {
                    index += 1
                } else { break }
            }
            let start = index
            while index < bytes.count && !(bytes[index] == 32 || bytes[index] == 10 || bytes[index] == 13 || bytes[index] == 9) { index += 1 }
            return start < index ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }
        guard token() == "P6", let w = token().flatMap(Int.init), let h = token().flatMap(Int.init),
              token() == "255" else { return nil }
        index += 1
        guard bytes.count - index >= w * h * 3 else { return nil }
        width = w
        height = h
        pixels = Array(bytes[index..<(index + w * h * 3)])
    }

    func pixel(_ x: Int, _ y: Int) -> RGB {
        let i = (y * width + x) * 3
        return RGB(Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
    }

    /// The smallest pixel rectangle (x, y, width, height) holding every pixel of `color`, or nil.
    func box(of color: RGB, tolerance: Int = 3) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        pixels.withUnsafeBufferPointer { p in
            for y in 0..<height {
                var i = y * width * 3
                for x in 0..<width {
                    if abs(Int(p[i]) - color.r) <= tolerance && abs(Int(p[i + 1]) - color.g) <= tolerance
                        && abs(Int(p[i + 2]) - color.b) <= tolerance {
                        if x < minX { minX = x }
                        if x > maxX { maxX = x }
                        if y < minY { minY = y }
                        if y > maxY { maxY = y }
                    }
                    i += 3
                }
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// How many pixels within `tolerance` of `color` lie in the rectangle (x, y, width, height).
    func count(of color: RGB, tolerance: Int = 3, in rect: (x: Int, y: Int, width: Int, height: Int)) -> Int {
        var n = 0
        for y in max(0, rect.y)..<min(height, rect.y + rect.height) {
            for x in max(0, rect.x)..<min(width, rect.x + rect.width) where pixel(x, y).isClose(to: color, tolerance: tolerance) {
                n += 1
            }
        }
        return n
    }
}
