// A GIF's frames as pixels: each frame's LZW-coded colour indices decoded (variable-width codes,
// least significant bit first, up to 12 bits), de-interlaced, and drawn on the canvas over what
// the frames before it left there, as each one's disposal method says; the canvas starts
// transparent. Decoding stops at the first damaged code: the pixels after it stay as they were.
import Trellis

/// Draws a GIF's frames one after another on its canvas.
struct GIFDecoder {
    let gif: GIFStructure
    /// The canvas before the frame `nextFrame` is drawn: straight RGBA, rows from the top.
    private var canvas: [UInt8]
    private var nextFrame = 0

    /// A decoder at the GIF's first frame; nil when the canvas is over the pixel budget.
    init?(_ gif: GIFStructure) {
        guard ImageLoading.withinPixelBudget(width: gif.width, height: gif.height) else { return nil }
        self.gif = gif
        canvas = [UInt8](repeating: 0, count: gif.width * gif.height * 4)
    }

    /// The canvas once frame `index` is drawn (the frames before it drawn and disposed of first).
    mutating func image(at index: Int) -> [UInt8]? {
        guard index >= 0, index < gif.frames.count else { return nil }
        if index < nextFrame {
            canvas = [UInt8](repeating: 0, count: gif.width * gif.height * 4)
            nextFrame = 0
        }
        var shown: [UInt8] = []
        while nextFrame <= index {
            let frame = gif.frames[nextFrame]
            let before = frame.disposal == .restore ? canvas : nil
            draw(frame)
            if nextFrame == index { shown = canvas }
            switch frame.disposal {
            case .keep: break
            case .clear: clear(frame)
            case .restore: canvas = before ?? canvas
            }
            nextFrame += 1
        }
        return shown
    }

    /// Draws a frame's opaque pixels on the canvas, clipped to it.
    private mutating func draw(_ frame: GIFStructure.Frame) {
        guard let table = frame.localColorTable ?? gif.globalColorTable, frame.width > 0, frame.height > 0,
              frame.width * frame.height <= gif.width * gif.height * 4 else { return }
        let indices = Self.indices(frame)
        for (position, colorIndex) in indices.enumerated() {
            let row = Self.row(position / frame.width, of: frame), x = frame.left + position % frame.width, y = frame.top + row
            guard x < gif.width, y < gif.height, Int(colorIndex) != frame.transparentIndex else { continue }
            let entry = Int(colorIndex) * 3
            guard entry + 2 < table.count else { continue }
            let pixel = (y * gif.width + x) * 4
            canvas[pixel] = table[entry]
            canvas[pixel + 1] = table[entry + 1]
            canvas[pixel + 2] = table[entry + 2]
            canvas[pixel + 3] = 255
        }
    }

    /// Clears a frame's area (clipped to the canvas) to transparent.
    private mutating func clear(_ frame: GIFStructure.Frame) {
        for y in frame.top..<min(gif.height, frame.top + frame.height) {
            for x in frame.left..<min(gif.width, frame.left + frame.width) {
                let pixel = (y * gif.width + x) * 4
                canvas.replaceSubrange(pixel..<(pixel + 4), with: [0, 0, 0, 0])
            }
        }
    }

    /// The canvas row of the frame's `decodedRow`th stored row: interlaced frames store rows
    /// 0, 8, 16…, then 4, 12…, then 2, 6…, then 1, 3….
    static func row(_ decodedRow: Int, of frame: GIFStructure.Frame) -> Int {
        guard frame.interlaced else { return decodedRow }
        var remaining = decodedRow
        for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
            let rows = start < frame.height ? (frame.height - start + step - 1) / step : 0
            if remaining < rows { return start + remaining * step }
            remaining -= rows
        }
        return decodedRow
    }

    /// The frame's colour indices, at most width × height of them, in stored order.
    static func indices(_ frame: GIFStructure.Frame) -> [UInt8] {
        let minimum = frame.minimumCodeSize
        guard (1...11).contains(minimum) else { return [] }
        let limit = frame.width * frame.height
        let clearCode = 1 << minimum, endCode = clearCode + 1
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        for code in 0..<clearCode {
            suffix[code] = UInt8(truncatingIfNeeded: code)
            first[code] = UInt8(truncatingIfNeeded: code)
        }
        var codeSize = minimum + 1, nextCode = endCode + 1, previous = -1
        var output: [UInt8] = []
        output.reserveCapacity(limit)
        var string: [UInt8] = []
        var bitBuffer = 0, bitCount = 0, byteIndex = 0
        decoding: while output.count < limit {
            while bitCount < codeSize {
                guard byteIndex < frame.data.count else { break decoding }
                bitBuffer |= Int(frame.data[byteIndex]) << bitCount
                byteIndex += 1
                bitCount += 8
            }
            let code = bitBuffer & ((1 << codeSize) - 1)
            bitBuffer >>= codeSize
            bitCount -= codeSize
            if code == clearCode {
                codeSize = minimum + 1
                nextCode = endCode + 1
                previous = -1
                continue
            }
            if code == endCode { break }
            if previous < 0 {
                guard code < clearCode else { break }
                output.append(UInt8(truncatingIfNeeded: code))
                previous = code
                continue
            }
            guard code <= nextCode, code != clearCode, code != endCode else { break }
            // A code not yet in the table (KwKwK) is the previous string and its first byte.
            let isNew = code == nextCode
            let firstByte = isNew ? first[previous] : first[code]
            string.removeAll(keepingCapacity: true)
            var walk = isNew ? previous : code
            while walk >= 0, string.count < 4096 {
                string.append(suffix[walk])
                walk = prefix[walk]
            }
            output.append(contentsOf: string.reversed())
            if isNew { output.append(firstByte) }
            if nextCode < 4096 {
                prefix[nextCode] = previous
                suffix[nextCode] = firstByte
                first[nextCode] = first[previous]
                nextCode += 1
                if nextCode == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            }
            previous = code
        }
        return Array(output.prefix(limit))
    }
}
