// The classes an item provider can be made from (`NSItemProvider(object:)`): what a share
// sheet's link metadata, a drag or the pasteboard offers. Linux keeps no data in a provider, so
// a class only says which types it would write; `UIImage` conforms in UIKit.
import Foundation

#if !canImport(Darwin)
/// A class whose instances an item provider can offer (Foundation's protocol, absent on Linux).
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The type identifiers the class writes, preferred first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
}

extension NSString: NSItemProviderWriting {
    /// Plain text, as UTF-8.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
}

extension NSURL: NSItemProviderWriting {
    /// A URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
}
#endif
