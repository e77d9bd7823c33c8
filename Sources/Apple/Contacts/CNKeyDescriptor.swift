// What a fetch asks for: key names (`CNContactGivenNameKey as CNKeyDescriptor`) and descriptors
// that stand for several keys (`CNContactFormatter.descriptorForRequiredKeys(for:)`).
import Foundation

/// A key, or a set of keys, a fetch asks for.
///
/// On Apple's platforms the protocol is Objective-C's and `NSString` conforms, so a key (a
/// `String`) becomes a descriptor by bridging: `CNContactGivenNameKey as CNKeyDescriptor`. Linux
/// has no such bridging, so `String` conforms itself, and the protocol asks nothing of its
/// conforming types (a `String` cannot be an object).
public protocol CNKeyDescriptor {}

extension String: CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}

/// A descriptor standing for several keys, as the formatters and the contact view controller
/// give (ContactsUI makes one too, so it is the package's).
package final class ContactKeysDescriptor: NSObject, CNKeyDescriptor, @unchecked Sendable {
    /// What it stands for, for logs.
    let name: String
    let keys: [String]

    package init(_ name: String, keys: [String]) {
        self.name = name
        self.keys = keys
    }

    package override var description: String { "<CNAggregateKeyDescriptor: \(name)>" }
}

extension Array where Element == any CNKeyDescriptor {
    /// The key names the descriptors stand for.
    var contactKeys: Set<String> {
        var keys = Set<String>()
        for descriptor in self {
            switch descriptor {
            case let key as String: keys.insert(key)
            case let key as NSString: keys.insert(String(key))
            case let aggregate as ContactKeysDescriptor: keys.formUnion(aggregate.keys)
            default: break
            }
        }
        return keys
    }
}
