// `import ContactsUI` on Linux: the system's contact screens that apps present or wrap in a
// `UIViewControllerRepresentable` — the contact picker (`CNContactPickerViewController`) and the
// contact card, for a new, an unknown or a stored contact (`CNContactViewController`). Their
// properties are kept as set; no person picks or edits in a preview, so their delegates are told
// nothing on their own. A representable that makes one is drawn as UIKit draws every
// representable, a labelled placeholder named after its type.
//
// Apple's ContactsUI brings Contacts and UIKit with it; this module re-exports both.
@_exported import Contacts
@_exported import UIKit
