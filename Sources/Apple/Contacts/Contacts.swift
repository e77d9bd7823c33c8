// `import Contacts` on Linux: the person's address book — contacts and their labelled values
// (`CNContact`, `CNMutableContact`, `CNLabeledValue`, `CNPhoneNumber`, `CNPostalAddress`), the
// store that fetches and saves them (`CNContactStore`, `CNContactFetchRequest`, `CNSaveRequest`),
// the keys a fetch asks for (`CNKeyDescriptor`), the name and address formatters and the
// framework's errors (`CNError`).
//
// A preview runs as a fresh Simulator does: the address book holds a handful of sample contacts
// (SampleContacts.swift) and asking for access is answered as the person tapping "Allow" would
// (ContactDatabase.swift), so a contacts screen previews full rather than empty. What an app saves
// is kept in memory for the process, so a save then a fetch finds it.
//
// Apple's Contacts brings Foundation with it; this module re-exports it.
@_exported import Foundation
