// A GIF's blocks, walked without decoding: the logical screen (the canvas size and global colour
// table), each frame's image descriptor with the graphic control extension before it (delay,
// disposal, transparent colour), the NETSCAPE2.0 application extension's loop count, and the
// trailer. A frame counts once all its image data arrived, so a growing GIF gains frames.
import Foundation

/// A GIF's canvas, colour tables and frames.
struct GIFStructure {
    /// How a frame's area is left before the next frame is drawn.
    enum Disposal {
        /// Left as drawn (disposal methods 0 and 1).
        case keep
        /// Cleared to transparent (method 2).
        case clear
        /// Put back as it was before the frame (method 3).
        case restore
    }

    /// One frame: where it is drawn, its colours and how it is shown.
    struct Frame {
        let left: Int
        let top: Int
        let width: Int
        let height: Int
        let interlaced: Bool
        /// The frame's own colour table (RGB triples), else the global one applies.
        let localColorTable: [UInt8]?
        let transparentIndex: Int?
        let disposal: Disposal
        /// The delay after the frame, in hundredths of a second.
        let delay: Int
        let minimumCodeSize: Int
        /// The LZW-coded image data, its sub-blocks joined.
        let data: [UInt8]
    }

    let width: Int
    let height: Int
    let globalColorTable: [UInt8]?
    /// The NETSCAPE2.0 loop count (0: forever), when the GIF has one.
    var loopCount: Int?
    var frames: [Frame] = []
    /// Whether the trailer was reached.
    var isComplete = false

    /// The GIF's structure; `.truncated` before its logical screen arrived.
    static func read(_ bytes: ByteReader) -> FormatReading {
        guard let width = bytes.le16(6), let height = bytes.le16(8), let packed = bytes.u8(10) else { return .truncated }
        guard width > 0, height > 0 else { return .invalid }
        var offset = 13
        var globalTable: [UInt8]?
        if packed & 0x80 != 0 {
            let size = 3 << ((packed & 7) + 1)
            guard let table = bytes.slice(offset, size) else { return .truncated }
            globalTable = Array(table)
            offset += size
        }
        var gif = GIFStructure(width: width, height: height, globalColorTable: globalTable)
        var control: (disposal: Disposal, delay: Int, transparent: Int?)?
        blocks: while let introducer = bytes.u8(offset) {
            switch introducer {
            case 0x3B:
                gif.isComplete = true
                break blocks
            case 0x21:
                guard let label = bytes.u8(offset + 1), let end = subBlocksEnd(bytes, from: offset + 2) else { break blocks }
                if label == 0xF9, bytes.u8(offset + 2) == 4, let flags = bytes.u8(offset + 3), let delay = bytes.le16(offset + 4),
                   let transparent = bytes.u8(offset + 6) {
                    let method = (flags >> 2) & 7
                    control = (method == 2 ? .clear : method == 3 ? .restore : .keep, delay, flags & 1 != 0 ? transparent : nil)
                } else if label == 0xFF, bytes.u8(offset + 2) == 11, bytes.matches("NETSCAPE2.0", at: offset + 3) || bytes.matches("ANIMEXTS1.0", at: offset + 3),
                          bytes.u8(offset + 14) == 3, bytes.u8(offset + 15) == 1, let loops = bytes.le16(offset + 16) {
                    gif.loopCount = loops
                }
                offset = end
            case 0x2C:
                guard let left = bytes.le16(offset + 1), let top = bytes.le16(offset + 3), let frameWidth = bytes.le16(offset + 5),
                      let frameHeight = bytes.le16(offset + 7), let flags = bytes.u8(offset + 9) else { break blocks }
                var at = offset + 10
                var localTable: [UInt8]?
                if flags & 0x80 != 0 {
                    let size = 3 << ((flags & 7) + 1)
                    guard let table = bytes.slice(at, size) else { break blocks }
                    localTable = Array(table)
                    at += size
                }
                guard let codeSize = bytes.u8(at), let end = subBlocksEnd(bytes, from: at + 1) else { break blocks }
                var data: [UInt8] = []
                var block = at + 1
                while let length = bytes.u8(block), length > 0 {
                    data += bytes.bytes[(block + 1)..<(block + 1 + length)]
                    block += 1 + length
                }
                gif.frames.append(Frame(left: left, top: top, width: frameWidth, height: frameHeight, interlaced: flags & 0x40 != 0,
                                        localColorTable: localTable, transparentIndex: control?.transparent,
                                        disposal: control?.disposal ?? .keep, delay: control?.delay ?? 0,
                                        minimumCodeSize: codeSize, data: data))
                control = nil
                offset = end
            default:
                // Anything else is damage: the frames read so far stand, and the GIF ends here.
                break blocks
            }
        }
        return .read(gif.container())
    }

    /// The offset after a run of sub-blocks starting at `offset` (its zero-length terminator
    /// included), or nil when the data stops first.
    static func subBlocksEnd(_ bytes: ByteReader, from offset: Int) -> Int? {
        var at = offset
        while let length = bytes.u8(at) {
            if length == 0 { return at + 1 }
            at += 1 + length
        }
        return nil
    }

    /// A frame's delay in seconds, and the delay ImageIO reports after clamping it to at least 0.1 s.
    static func delays(_ frame: Frame) -> (unclamped: Double, clamped: Double) {
        let seconds = Double(frame.delay) / 100
        return (seconds, max(seconds, 0.1))
    }

    /// The container: one image the canvas's size a frame, with its `{GIF}` dictionary.
    func container() -> ImageContainer {
        let images = frames.map { frame -> ImageProperties in
            var image = ImageProperties(width: width, height: height)
            image.isIndexed = true
            image.hasAlpha = frame.transparentIndex != nil
            let delay = Self.delays(frame)
            var dictionary: [NSString: NSObject] = [
                kCGImagePropertyGIFDelayTime: NSNumber(value: delay.clamped),
                kCGImagePropertyGIFUnclampedDelayTime: NSNumber(value: delay.unclamped),
                kCGImagePropertyGIFHasGlobalColorMap: NSNumber(value: globalColorTable != nil),
            ]
            if let loopCount { dictionary[kCGImagePropertyGIFLoopCount] = NSNumber(value: loopCount) }
            image.dictionaries[kCGImagePropertyGIFDictionary as String] = NSDictionary(dictionary: dictionary)
            return image
        }
        var file: [NSString: NSObject] = [
            kCGImagePropertyGIFHasGlobalColorMap: NSNumber(value: globalColorTable != nil),
            kCGImagePropertyGIFCanvasPixelWidth: NSNumber(value: width),
            kCGImagePropertyGIFCanvasPixelHeight: NSNumber(value: height),
            kCGImagePropertyGIFFrameInfoArray: NSArray(array: frames.map { frame in
                let delay = Self.delays(frame)
                return NSDictionary(dictionary: [kCGImagePropertyGIFDelayTime: NSNumber(value: delay.clamped),
                                                 kCGImagePropertyGIFUnclampedDelayTime: NSNumber(value: delay.unclamped)])
            }),
        ]
        if let loopCount { file[kCGImagePropertyGIFLoopCount] = NSNumber(value: loopCount) }
        return ImageContainer(format: .gif, images: images, isComplete: isComplete,
                              fileDictionaries: [kCGImagePropertyGIFDictionary as String: NSDictionary(dictionary: file)], gif: self)
    }
}
