import Foundation
import Testing
import TrellisTestSupport

/// A screen of a CloudKit app, written as ACHNBrowserUI writes its services (a shared
/// `ObservableObject` service querying the public database with completion handlers and
/// operations), compiled: on a device signed out of iCloud the query fails with
/// `CKError(.notAuthenticated)` on a background queue, the service publishes the error on the
/// main queue, and the screen shows it and an empty list.
@Suite(.serialized) struct CloudKitCompiled {
    static let screen = #"""
        import SwiftUI
        import CloudKit

        struct DodoCode: Identifiable {
            static let RecordType = "DodoCode"
            enum RecordKeys: String { case code, islandName, upvotes }

            let id: String
            var code: String
            var islandName: String
            var upvotes: Int

            init(withRecord record: CKRecord) {
                id = record.recordID.recordName
                code = record[RecordKeys.code.rawValue] as? String ?? ""
                islandName = record[RecordKeys.islandName.rawValue] as? String ?? ""
                upvotes = record[RecordKeys.upvotes.rawValue] as? Int ?? 0
            }

            func toRecord() -> CKRecord {
                let record = CKRecord(recordType: Self.RecordType)
                record[RecordKeys.code.rawValue] = code
                record[RecordKeys.islandName.rawValue] = islandName
                record[RecordKeys.upvotes.rawValue] = upvotes
                return record
            }
        }

        final class DodoCodeService: ObservableObject {
            static let shared = DodoCodeService()
            let database = CKContainer.default().publicCloudDatabase

            @Published var codes: [DodoCode] = []
            @Published var mostRecentError: Error?
            @Published var isSynching = false
            @Published var canAddCode = true
            @Published var operationError = ""

            func refresh() {
                CKContainer.default().accountStatus { status, _ in
                    DispatchQueue.main.async { self.canAddCode = status == .available }
                }
                isSynching = true
                let query = CKQuery(recordType: DodoCode.RecordType, predicate: NSPredicate(value: true))
                query.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
                database.perform(query, inZoneWith: nil) { records, error in
                    DispatchQueue.main.async {
                        self.mostRecentError = error
                        self.codes = records?.map(DodoCode.init(withRecord:)) ?? []
                        self.isSynching = false
                    }
                }
                let record = CKRecord(recordType: DodoCode.RecordType)
                record[DodoCode.RecordKeys.upvotes.rawValue] = 1
                let operation = CKModifyRecordsOperation(recordsToSave: [record], recordIDsToDelete: nil)
                operation.modifyRecordsCompletionBlock = { _, _, error in
                    let code = (error as? CKError)?.code.rawValue ?? 0
                    DispatchQueue.main.async { self.operationError = "op \(code)" }
                }
                database.add(operation)
            }
        }

        struct DodoCodeListView: View {
            @StateObject private var service = DodoCodeService.shared

            var body: some View {
                VStack {
                    if let error = service.mostRecentError {
                        Text(error.localizedDescription).id("error \((error as? CKError)?.code == .notAuthenticated)")
                    }
                    Text(service.operationError).id(service.operationError)
                    Text(service.canAddCode ? "Add" : "Sign in to add").id(service.canAddCode ? "can add" : "cannot add")
                    if service.codes.isEmpty && !service.isSynching {
                        Text("No codes").id("empty")
                    }
                    ForEach(service.codes) { code in
                        Text(code.code)
                    }
                }
                .onAppear { service.refresh() }
            }
        }

        #Preview {
            DodoCodeListView()
        }
        """#

    @Test func aSignedOutQueryShowsItsErrorAndAnEmptyList() throws {
        let url = try Command.temporaryFile(Self.screen, name: "DodoCodeListView.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let ids = try CompiledPath.tree(r.stdout).root.all.compactMap(\.id)
        #expect(ids == ["error true", "op 9", "cannot add", "empty"], "\(ids)")
    }
}
