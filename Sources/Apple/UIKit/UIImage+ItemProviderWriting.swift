// An image offered by an item provider (`NSItemProvider(object: image)`), as a share sheet's
// link metadata or a drag offers it: PNG first, as UIKit writes images.
import Foundation
import FoundationAdditions

#if !canImport(Darwin)
extension UIImage: NSItemProviderWriting {
    /// PNG, then JPEG.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg"] }
}
#endif
