import Foundation
import UIKit

/// The boxes a PDF page defines (Linux: every box is the media box).
public enum PDFDisplayBox: Int, Sendable {
    /// The page's whole medium.
    case mediaBox
    /// What is shown or printed.
    case cropBox
    /// The area for production, with bleed.
    case bleedBox
    /// The finished page, trimmed.
    case trimBox
    /// The page's meaningful content.
    case artBox
}

/// One page of a PDF document: read from a file, or made from an image.
open class PDFPage: NSObject {
    /// The document it is in.
    open internal(set) weak var document: PDFDocument?
    private var size: CGSize
    private let text: String?
    private var image: UIImage?
    /// Its label ("iv", "12"), else its number.
    open var label: String? {
        storedLabel ?? document.map { String($0.index(for: self) + 1) }
    }
    private let storedLabel: String?
    /// Its rotation in degrees, a multiple of 90.
    open var rotation = 0

    /// An empty page, US Letter (612 × 792 points).
    public override init() {
        size = CGSize(width: 612, height: 792)
        text = nil
        storedLabel = nil
        super.init()
    }

    /// A page that shows `image` at its size in points.
    /// - Parameter image: The image.
    public init?(image: UIImage) {
        size = image.size
        text = nil
        storedLabel = nil
        self.image = image
        super.init()
    }

    init(size: CGSize, text: String?, label: String?) {
        self.size = size
        self.text = text
        storedLabel = label
        super.init()
    }

    /// The page's box in points, its origin at zero.
    /// - Parameter box: Which box (Linux: all are the media box).
    /// - Returns: The rectangle.
    open func bounds(for box: PDFDisplayBox) -> CGRect {
        let turned = rotation % 180 != 0
        return CGRect(origin: .zero, size: turned ? CGSize(width: size.height, height: size.width) : size)
    }

    /// Sets a box's rectangle (Linux: the media box, which every box is).
    /// - Parameters:
    ///   - bounds: The rectangle.
    ///   - box: Which box.
    open func setBounds(_ bounds: CGRect, for box: PDFDisplayBox) { size = bounds.size }

    /// The page's text (nil for a page made from an image).
    open var string: String? { text }

    /// How many characters of text it has.
    open var numberOfCharacters: Int { text?.count ?? 0 }

    /// A picture of the page fitting `size` (Linux: its image for a page made from one, else a
    /// blank picture of the page's proportions).
    /// - Parameters:
    ///   - size: The size to fit, in points.
    ///   - box: Which box.
    /// - Returns: The picture.
    open func thumbnail(of size: CGSize, for box: PDFDisplayBox) -> UIImage {
        if let image { return image }
        let page = bounds(for: box).size
        let scale = page.width > 0 && page.height > 0 ? min(size.width / page.width, size.height / page.height) : 0
        return UIGraphicsImageRenderer(size: CGSize(width: page.width * scale, height: page.height * scale)).image { _ in }
    }
}
