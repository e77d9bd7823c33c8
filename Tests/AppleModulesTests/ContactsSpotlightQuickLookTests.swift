@testable import Contacts
import ContactsUI
@testable import CoreSpotlight
import Foundation
import FoundationAdditions
@testable import QuickLook
import SwiftUI
import Testing
import Trellis
import TrellisCairo
import UIKit

/// Values a background queue hands back, read once they are there.
private final class Collected<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    func add(_ value: Value) { lock.withLock { values.append(value) } }
    var all: [Value] { lock.withLock { values } }
}

/// Polls until a condition holds, up to 2 s.
private func waitFor(_ condition: () -> Bool) async throws {
    for _ in 0..<400 where !condition() { try await Task.sleep(nanoseconds: 5_000_000) }
}

/// An app's contact sync as apps write one: ask, then enumerate the names and numbers on a
/// background queue and keep the contacts with a number.
private final class ContactSync {
    struct Synced: Equatable {
        let name: String
        let digits: String
    }

    func fetch(completion: @escaping ([Synced]) -> Void) {
        let store = CNContactStore()
        store.requestAccess(for: .contacts) { granted, _ in
            guard granted else { return completion([]) }
            let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneNumbersKey] as [CNKeyDescriptor]
            let request = CNContactFetchRequest(keysToFetch: keys)
            request.sortOrder = .givenName
            var found: [Synced] = []
            do {
                try store.enumerateContacts(with: request) { contact, _ in
                    guard let number = contact.phoneNumbers.first else { return }
                    found.append(Synced(name: "\(contact.givenName) \(contact.familyName)".trimmingCharacters(in: .whitespaces),
                                        digits: number.value.stringValue.filter(\.isWholeNumber)))
                }
                completion(found)
            } catch {
                completion([])
            }
        }
    }
}

/// The contact picker of SwiftUI apps, with its coordinator as the delegate.
private struct ContactPicker: UIViewControllerRepresentable {
    var onSelect: (CNContact) -> Void
    func makeUIViewController(context: Context) -> CNContactPickerViewController {
        let picker = CNContactPickerViewController()
        picker.delegate = context.coordinator
        return picker
    }
    func updateUIViewController(_ uiViewController: CNContactPickerViewController, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator(onSelect: onSelect) }

    final class Coordinator: NSObject, CNContactPickerDelegate {
        let onSelect: (CNContact) -> Void
        init(onSelect: @escaping (CNContact) -> Void) { self.onSelect = onSelect }
        func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) { onSelect(contact) }
    }
}

/// A card for adding a contact, as apps present one.
private struct NewContactCard: UIViewControllerRepresentable {
    let contact: CNContact
    func makeUIViewController(context: Context) -> UINavigationController {
        let card = CNContactViewController(forNewContact: contact)
        card.contactStore = CNContactStore()
        return UINavigationController(rootViewController: card)
    }
    func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
}

/// Quick Look wrapped as apps wrap it: a coordinator as the data source.
private struct FilePreview: UIViewControllerRepresentable {
    let urls: [URL]
    func makeUIViewController(context: Context) -> QLPreviewController {
        let controller = QLPreviewController()
        controller.dataSource = context.coordinator
        return controller
    }
    func updateUIViewController(_ uiViewController: QLPreviewController, context: Context) { uiViewController.reloadData() }
    func makeCoordinator() -> Coordinator { Coordinator(urls: urls) }

    final class Coordinator: NSObject, QLPreviewControllerDataSource, QLPreviewControllerDelegate {
        let urls: [URL]
        init(urls: [URL]) { self.urls = urls }
        func numberOfPreviewItems(in controller: QLPreviewController) -> Int { urls.count }
        func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem {
            index == 0 ? urls[index] as NSURL : urls[index] as QLPreviewItem
        }
    }
}

/// A contact card's delegate that leaves everything to the defaults.
private final class CardDelegate: NSObject, CNContactViewControllerDelegate {}

/// A screen with a Quick Look preview of one file.
private struct AttachmentScreen: View {
    @State var shown: URL?
    var body: some View {
        Text("Attachment").id("under").quickLookPreview($shown)
    }
}

/// A gallery with a Quick Look preview of one file among several.
private struct GalleryScreen: View {
    @State var selected: URL?
    let files: [URL]
    var body: some View {
        Text("Gallery").quickLookPreview($selected, in: files)
    }
}

/// Contacts' address book, formatters and errors; ContactsUI's controllers; CoreSpotlight's index
/// and queries; QuickLook's controller and `quickLookPreview`. The address book and the index
/// are the process's, so the suite runs one test at a time.
@Suite(.serialized) struct ContactsSpotlightQuickLookTests {
    // MARK: Contacts

    @Test func accessIsAllowedWhenAskedAndTheSampleContactsAreEnumerated() async throws {
        ContactDatabase.shared.reset()
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
        let synced = Collected<[ContactSync.Synced]>()
        ContactSync().fetch { synced.add($0) }
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .authorized)
        let found = try #require(synced.all.first)
        // By given name; the company, with none, by its name (its "name" here is empty).
        #expect(found.map(\.name) == ["Ana Lima", "Benjamin Okafor", "Chloé Martin", "Daniel Weiss", "Emi Tanaka", ""])
        #expect(found.first?.digits == "5556102231")
        #expect(try await CNContactStore().requestAccess(for: .contacts))

        // A fetched contact holds the keys asked for: the others read empty and say so.
        let store = CNContactStore()
        var seen: [CNContact] = []
        let request = CNContactFetchRequest(keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
        request.sortOrder = .familyName
        try store.enumerateContacts(with: request) { contact, stop in
            seen.append(contact)
            if seen.count == 2 { stop.pointee = true }
        }
        #expect(seen.map(\.givenName) == ["Ana", "Chloé"])  // Lima, Martin, then Northwind, Okafor, …
        let first = try #require(seen.first)
        #expect(first.isKeyAvailable(CNContactGivenNameKey) && first.isKeyAvailable(CNContactIdentifierKey))
        #expect(!first.isKeyAvailable(CNContactPhoneNumbersKey) && first.phoneNumbers.isEmpty && !(first is CNMutableContact))

        // CNContact's predicates: names by word prefixes ignoring accents, numbers by digits.
        let names = [CNContactGivenNameKey, CNContactFamilyNameKey] as [CNKeyDescriptor]
        #expect(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "chlo MART"), keysToFetch: names)
            .map(\.familyName) == ["Martin"])
        let byNumber = CNContact.predicateForContacts(matching: CNPhoneNumber(stringValue: "+1 555-610-2231"))
        #expect(try store.unifiedContacts(matching: byNumber, keysToFetch: names).map(\.givenName) == ["Ana"])
        let byMail = CNContact.predicateForContacts(matchingEmailAddress: "EMI.TANAKA@example.com")
        #expect(try store.unifiedContacts(matching: byMail, keysToFetch: names).map(\.givenName) == ["Emi"])
        #expect(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "zz"), keysToFetch: names).isEmpty)
        // Any other predicate is refused, as the store refuses it on a device.
        #expect(throws: CNError(.predicateInvalid)) {
            try store.unifiedContacts(matching: NSPredicate(value: true), keysToFetch: names)
        }
    }

    @Test func aSavedContactIsFetchedUpdatedAndDeleted() throws {
        ContactDatabase.shared.reset(records: [], status: .authorized)
        defer { ContactDatabase.shared.reset() }
        let changes = Collected<Notification.Name>()
        let observer = NotificationCenter.default.addObserver(forName: .CNContactStoreDidChange, object: nil, queue: nil) {
            changes.add($0.name)
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        let contact = CNMutableContact()
        contact.givenName = "Sami"
        contact.familyName = "Haddad"
        contact.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "(555) 123-4567"))]
        contact.emailAddresses = [CNLabeledValue(label: CNLabelWork, value: "sami@example.com" as NSString)]
        contact.birthday = DateComponents(year: 1990, month: 5, day: 17)
        contact.imageData = Data([0x89, 0x50, 0x4E, 0x47])
        let address = CNMutablePostalAddress()
        address.street = "5 Pine Road"
        address.city = "Boston"
        contact.postalAddresses = [CNLabeledValue(label: CNLabelHome, value: address)]
        let save = CNSaveRequest()
        save.add(contact, toContainerWithIdentifier: nil)
        let store = CNContactStore()
        try store.execute(save)
        #expect(changes.all == [.CNContactStoreDidChange])

        let keys = [CNContactViewController.descriptorForRequiredKeys()]
        let saved = try store.unifiedContact(withIdentifier: contact.identifier, keysToFetch: keys)
        #expect(saved !== contact && saved.givenName == "Sami" && saved.birthday?.month == 5)
        #expect(saved.phoneNumbers.first?.value.stringValue == "(555) 123-4567" && saved.emailAddresses.first?.value as String? == "sami@example.com")
        #expect(saved.imageDataAvailable && saved.thumbnailImageData == contact.imageData && saved.postalAddresses.first?.value.city == "Boston")
        #expect(saved.areKeysAvailable([CNContactFormatter.descriptorForRequiredKeys(for: .fullName)]))

        // An update writes the keys fetched and those set: the unfetched numbers stay.
        let partial = try store.unifiedContact(withIdentifier: contact.identifier, keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
        let edited = try #require(partial.mutableCopy() as? CNMutableContact)
        edited.givenName = "Samira"
        edited.jobTitle = "Nurse"
        let update = CNSaveRequest()
        update.update(edited)
        try store.execute(update)
        let updated = try store.unifiedContact(withIdentifier: contact.identifier, keysToFetch: keys)
        #expect(updated.givenName == "Samira" && updated.jobTitle == "Nurse" && updated.phoneNumbers.count == 1 && updated.familyName == "Haddad")

        // A contact added twice, or updated once deleted, fails as on a device; nothing is half saved.
        let again = CNSaveRequest()
        again.add(CNMutableContact(), toContainerWithIdentifier: store.defaultContainerIdentifier())
        again.add(contact, toContainerWithIdentifier: nil)
        #expect(throws: CNError(.insertedRecordAlreadyExists, affectedRecordIdentifiers: [contact.identifier])) { try store.execute(again) }
        var count = 0
        try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: [])) { _, _ in count += 1 }
        #expect(count == 1)
        let delete = CNSaveRequest()
        delete.delete(edited)
        try store.execute(delete)
        var missing = false
        do { _ = try store.unifiedContact(withIdentifier: contact.identifier, keysToFetch: []) } catch CNError.recordDoesNotExist { missing = true }
        #expect(missing && changes.all.count == 3)

        // Declined access: the store throws and asking again answers no.
        ContactDatabase.shared.reset(status: .denied)
        #expect(throws: CNError(.authorizationDenied)) {
            try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: [])) { _, _ in }
        }
        var granted = true
        store.requestAccess(for: .contacts) { answer, _ in granted = answer }
        #expect(!granted && (CNError(.authorizationDenied) as NSError).domain == CNErrorDomain && (CNError(.authorizationDenied) as NSError).code == 100)
    }

    @Test func namesAddressesAndLabelsAreWrittenAsTheContactsAppWritesThem() throws {
        let person = CNMutableContact()
        person.namePrefix = "Dr."
        person.givenName = "Daniel"
        person.middleName = "J."
        person.familyName = "Weiss"
        person.nameSuffix = "Jr."
        #expect(CNContactFormatter.string(from: person, style: .fullName) == "Dr. Daniel J. Weiss Jr.")
        #expect(CNContactFormatter.nameOrder(for: person) == .givenNameFirst && CNContactFormatter.delimiter(for: person) == " ")
        let japanese = CNMutableContact()
        japanese.givenName = "太郎"
        japanese.familyName = "山田"
        japanese.phoneticGivenName = "Taro"
        japanese.phoneticFamilyName = "Yamada"
        #expect(CNContactFormatter.string(from: japanese, style: .fullName) == "山田太郎")
        #expect(CNContactFormatter.string(from: japanese, style: .phoneticFullName) == "Yamada Taro")
        let company = CNMutableContact()
        company.contactType = .organization
        company.organizationName = "Northwind"
        let formatter = CNContactFormatter()
        #expect(formatter.string(from: company) == "Northwind" && formatter.string(for: CNContact()) == nil && formatter.string(for: 3) == nil)
        #expect(CNContactFormatter.attributedString(from: person, style: .fullName, defaultAttributes: nil)?.string == "Dr. Daniel J. Weiss Jr.")

        let address = CNMutablePostalAddress()
        address.street = "1 Infinite Loop"
        address.city = "Cupertino"
        address.state = "CA"
        address.postalCode = "95014"
        address.country = "United States"
        #expect(CNPostalAddressFormatter.string(from: address, style: .mailingAddress) == "1 Infinite Loop\nCupertino CA 95014\nUnited States")
        let frozen = try #require(address.copy() as? CNPostalAddress)
        #expect(!(frozen is CNMutablePostalAddress) && frozen == address && CNPostalAddress.localizedString(forKey: CNPostalAddressPostalCodeKey) == "ZIP")

        let mobile = CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "555 0100"))
        let relabelled = mobile.settingLabel(CNLabelWork)
        #expect(relabelled.identifier == mobile.identifier && relabelled.label == CNLabelWork && relabelled.value == mobile.value)
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "mobile")
        #expect(CNLabeledValue<NSString>.localizedString(forLabel: CNLabelHome) == "home" && CNLabeledValue<NSString>.localizedString(forLabel: "Boat") == "Boat")
        #expect(CNLabelPhoneNumberiPhone == "iPhone" && CNLabelHome == "_$!<Home>!$_" && CNContactGivenNameKey == "givenName")
        #expect(CNContact.localizedString(forKey: CNContactFamilyNameKey) == "Last name")

        // Copies: a contact's mutable copy keeps its identifier; contacts archive and read back.
        person.phoneNumbers = [mobile]
        person.dates = [CNLabeledValue(label: CNLabelDateAnniversary, value: { let d = NSDateComponents(); d.month = 6; d.day = 1; return d }())]
        person.contactRelations = [CNLabeledValue(label: CNLabelContactRelationSpouse, value: CNContactRelation(name: "Eva"))]
        let copy = try #require(CNContact().mutableCopy() as? CNMutableContact)
        copy.givenName = "New"
        #expect(copy.givenName == "New" && (person.copy() as? CNContact)?.identifier == person.identifier)
        let data = try NSKeyedArchiver.archivedData(withRootObject: person, requiringSecureCoding: true)
        let restored = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CNContact.self, from: data))
        #expect(restored.identifier == person.identifier && restored.nameSuffix == "Jr." && restored.phoneNumbers.first?.value.stringValue == "555 0100")
        #expect(restored.phoneNumbers.first?.identifier == mobile.identifier && restored.dates.first?.value.month == 6)
        #expect(restored.contactRelations.first?.value.name == "Eva" && restored.contactRelations.first?.label == CNLabelContactRelationSpouse)

        // Sorting by name, family name first by default.
        let sorted = [person, company, japanese].sorted { CNContact.comparator(forNameSortOrder: .userDefault)($0, $1) == .orderedAscending }
        #expect(sorted.map(\.identifier) == [company.identifier, person.identifier, japanese.identifier])
    }

    @MainActor @Test func theContactControllersKeepWhatTheyAreGivenAndDrawAsPlaceholders() {
        let contact = CNMutableContact()
        contact.givenName = "Ana"
        let card = CNContactViewController(forNewContact: contact)
        card.contactStore = CNContactStore()
        card.allowsActions = false
        #expect(card.contact === contact && card.contactStore != nil && card.allowsEditing && !card.allowsActions)
        #expect(CNContactViewController(forNewContact: nil).contact.givenName.isEmpty)
        #expect(CNContactViewController(forUnknownContact: contact).contact === contact && CNContactViewController(for: contact).contact === contact)
        let everything = CNMutableContact(identifier: "x", values: ContactValues(), fetchedKeys: Set(allContactKeys))
        #expect(everything.areKeysAvailable([CNContactViewController.descriptorForRequiredKeys()]))

        let picker = CNContactPickerViewController()
        var picked: [CNContact] = []
        let coordinator = ContactPicker { picked.append($0) }.makeCoordinator()
        picker.delegate = coordinator
        picker.displayedPropertyKeys = [CNContactPhoneNumbersKey]
        picker.predicateForEnablingContact = NSPredicate(value: true)
        picker.delegate?.contactPicker(picker, didSelect: contact)
        picker.delegate?.contactPickerDidCancel(picker)
        #expect(picked.map(\.givenName) == ["Ana"] && picker.displayedPropertyKeys == [CNContactPhoneNumbersKey])
        let property = CNContactProperty(contact: contact, key: CNContactGivenNameKey, value: "Ana")
        let cardDelegate = CardDelegate()
        card.delegate = cardDelegate
        #expect(card.delegate?.contactViewController(card, shouldPerformDefaultActionFor: property) == true)
        card.delegate?.contactViewController(card, didCompleteWith: nil)

        expectFrame(layout(ContactPicker { _ in }.id("picker"), 320, 480), "picker", 0, 0, 320, 480)
        expectFrame(layout(NewContactCard(contact: contact).id("card"), 320, 480), "card", 0, 0, 320, 480)
    }

    // MARK: CoreSpotlight

    @Test func indexedItemsAreKeptAndFoundByQueries() async throws {
        SpotlightIndexStore.shared.reset()
        #expect(CSSearchableIndex.isIndexingAvailable() && CSSearchableIndex.default() === CSSearchableIndex.default())
        // ACHNBrowserUI's items: a text type by name, an identifier, a thumbnail set later.
        let set = CSSearchableItemAttributeSet(itemContentType: "public.text")
        set.title = "Peach"
        set.identifier = "Fruit#Peach"
        set.contentDescription = "Fruit\nNative"
        let peach = CSSearchableItem(uniqueIdentifier: "Fruit#Peach", domainIdentifier: "Fruit", attributeSet: set)
        let answers = Collected<Bool>()
        CSSearchableIndex.default().indexSearchableItems([peach]) { answers.add($0 == nil && !Thread.isMainThread) }
        try await waitFor { !answers.all.isEmpty }
        #expect(answers.all == [true])
        set.thumbnailData = Data([1, 2, 3])  // After indexing: the index kept its own copy.

        let garden = CSSearchableItemAttributeSet(contentType: .plainText)
        garden.title = "Garden Rosé"
        garden.keywords = ["flowers", "summer"]
        garden.rankingHint = 5
        garden.setValue("red" as NSString, forCustomKey: try #require(CSCustomAttributeKey(keyName: "colour")))
        #expect(garden.contentType == "public.plain-text" && garden.contentTypeTree?.contains("public.text") == true)
        try await CSSearchableIndex(name: "plants").indexSearchableItems([
            CSSearchableItem(uniqueIdentifier: "rose", domainIdentifier: "plants.flowers", attributeSet: garden),
            CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: "plants", attributeSet: CSSearchableItemAttributeSet(contentType: .text)),
        ])
        #expect(SpotlightIndexStore.shared.items(in: "plants").count == 2)
        #expect(SpotlightIndexStore.shared.items(in: "default").first?.attributeSet.thumbnailData == nil)

        #expect(try await found("title == \"garden ro*\"cd") == ["rose"])
        #expect(try await found("title == \"rose*\"cdw") == ["rose"])
        #expect(try await found("title == \"rose*\"cw") == [])
        #expect(try await found("keywords == \"summer\" && rankingHint >= 5") == ["rose"])
        #expect(try await found("(title == \"Peach\" || colour == \"red\") && !(domainIdentifier == \"x\")").sorted() == ["Fruit#Peach", "rose"])
        #expect(try await found("* == \"*native*\"c") == ["Fruit#Peach"])
        #expect(try await found("title != \"Peach\" && title == \"*\"") == ["rose"])
        let fetched = try await query("title == \"Peach\"", attributes: ["title"]).first
        #expect(fetched?.attributeSet.title == "Peach" && fetched?.attributeSet.contentDescription == nil)

        // A query this module cannot read, or one cancelled, ends with the framework's error.
        await #expect(throws: CSSearchQueryError(.invalidQuery)) { try await query("title == ", attributes: nil) }
        await #expect(throws: CSSearchQueryError(.invalidQuery)) { try await query("InRange(rating, 1, 3)", attributes: nil) }
        await #expect(throws: CSSearchQueryError(.cancelled)) { try await query("title == \"*\"", attributes: nil, cancelled: true) }

        // Updates merge, expired items are not found, deletions by identifier, domain and all.
        let update = CSSearchableItem(uniqueIdentifier: "rose", domainIdentifier: "plants.flowers",
                                      attributeSet: { let s = CSSearchableItemAttributeSet(contentType: .text); s.displayName = "Rose"; return s }())
        update.isUpdate = true
        let expired = CSSearchableItem(uniqueIdentifier: "old", domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet(contentType: .text))
        expired.expirationDate = Date(timeIntervalSinceNow: -1)
        try await CSSearchableIndex(name: "plants").indexSearchableItems([update, expired])
        let rose = SpotlightIndexStore.shared.items(in: "plants").first { $0.uniqueIdentifier == "rose" }
        #expect(rose?.attributeSet.displayName == "Rose" && rose?.attributeSet.title == "Garden Rosé")
        #expect(!SpotlightIndexStore.shared.items(in: "plants").contains { $0.uniqueIdentifier == "old" })
        try await CSSearchableIndex(name: "plants").deleteSearchableItems(withDomainIdentifiers: ["plants"])
        #expect(SpotlightIndexStore.shared.items(in: "plants").isEmpty)
        CSSearchableIndex.default().deleteSearchableItems(withIdentifiers: ["Fruit#Peach"], completionHandler: nil)
        #expect(SpotlightIndexStore.shared.items(in: "default").isEmpty)
        try await CSSearchableIndex.default().deleteAllSearchableItems()

        // Batches keep the app's state.
        let index = CSSearchableIndex(name: "batches")
        index.beginBatch()
        try await index.endBatch(withClientState: Data("v2".utf8))
        #expect(try await index.fetchLastClientState() == Data("v2".utf8))

        // Spotlight opens the app with these activities; an activity keeps its attributes.
        #expect(CSSearchableItemActionType == "com.apple.corespotlightitem" && CSSearchableItemActivityIdentifier == "kCSSearchableItemActivityIdentifier")
        #expect(CSQueryContinuationActionType == "com.apple.corespotlightquery" && CSSearchQueryString == "kCSSearchQueryString")
        let activity = NSUserActivity(activityType: "com.example.recipe")
        activity.isEligibleForSearch = true
        activity.contentAttributeSet = garden
        #expect(activity.contentAttributeSet === garden)
        #expect(CSCustomAttributeKey(keyName: "kMDItemTitle") == nil)
    }

    /// The unique identifiers a query finds.
    private func found(_ queryString: String) async throws -> [String] {
        try await query(queryString, attributes: nil).map(\.uniqueIdentifier)
    }

    /// The items a query finds, or its error.
    private func query(_ queryString: String, attributes: [String]?, cancelled: Bool = false) async throws -> [CSSearchableItem] {
        let query = CSSearchQuery(queryString: queryString, attributes: attributes)
        let items = Collected<CSSearchableItem>()
        let ends = Collected<(any Error)?>()
        query.foundItemsHandler = { $0.forEach(items.add) }
        query.completionHandler = { ends.add($0) }
        if cancelled { query.cancel() }
        query.start()
        try await waitFor { !ends.all.isEmpty }
        if let error = try #require(ends.all.first) { throw error }
        #expect(query.foundItemCount == items.all.count)
        return items.all
    }

    // MARK: QuickLook

    @MainActor @Test func aPreviewControllerReadsItsItemsFromItsDataSource() {
        let urls = [URL(fileURLWithPath: "/tmp/a.pdf"), URL(fileURLWithPath: "/tmp/b.png")]
        let source = FilePreview(urls: urls).makeCoordinator()
        let controller = QLPreviewController()
        #expect(controller.currentPreviewItem == nil)
        controller.dataSource = source
        controller.delegate = source
        #expect(controller.currentPreviewItem?.previewItemURL == urls[0] && controller.currentPreviewItem?.previewItemTitle == nil)
        controller.currentPreviewItemIndex = 7
        #expect(controller.currentPreviewItemIndex == 1 && controller.currentPreviewItem?.previewItemURL == urls[1])
        #expect(QLPreviewController.canPreview(urls[0] as NSURL) && !QLPreviewController.canPreview(URL(string: "https://example.com")!))
        #expect(source.previewController(controller, editingModeFor: urls[0]) == .disabled)
        expectFrame(layout(FilePreview(urls: urls).id("preview"), 320, 480), "preview", 0, 0, 320, 480)
    }

    @MainActor @Test func quickLookPreviewCoversTheScreenWhileItsBindingHoldsAFile() throws {
        _ = CairoBackend.backend()  // Images are encoded by the painter's codec.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicklook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("photo.png")
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in }
        try #require(image.pngData()).write(to: photo)
        let report = folder.appendingPathComponent("report.pdf")
        try Data("%PDF-1.4".utf8).write(to: report)

        // Nothing is presented without a file.
        #expect(layout(AttachmentScreen(shown: nil), 393, 852).root.type != "Presentation")
        // A document: Quick Look's controller, as a placeholder below the bar with Done.
        let document = layout(AttachmentScreen(shown: report), 393, 852)
        #expect(document.root.type == "Presentation")
        let placeholder = try #require(document.root.all.first { $0.type == "QLPreviewController" })
        #expect(placeholder.frame.width == 393 && placeholder.frame.height > 600)
        // An image file is drawn, not a placeholder.
        let picture = layout(AttachmentScreen(shown: photo), 393, 852)
        #expect(picture.root.type == "Presentation" && !picture.root.all.contains { $0.type == "QLPreviewController" })
        #expect(picture.root.all.contains { $0.type == "Image" })
        // Among several files, only one of them is presented.
        #expect(layout(GalleryScreen(selected: report, files: [photo, report]), 393, 852).root.type == "Presentation")
        #expect(layout(GalleryScreen(selected: folder, files: [photo, report]), 393, 852).root.type != "Presentation")

        // Dismissing (Done) sets the binding to nil.
        var shown: URL? = report
        let binding = Binding(get: { shown }, set: { shown = $0 })
        let presented = QuickLookPresentation.isPresented(binding) { _ in true }
        #expect(presented.wrappedValue)
        presented.wrappedValue = false
        #expect(shown == nil && !presented.wrappedValue)
    }
}
