import Foundation
import Testing
import Trellis

/// A Core Data app as Xcode's template makes it, opened unchanged: a data model whose entity
/// Xcode generates a class for, a `PersistenceController` whose in-memory `preview` inserts
/// sample objects, and a list of them through `@FetchRequest` with a format predicate and a
/// key-path sort descriptor. A tap on "Add" inserts into the environment's context, and the list
/// shows the new object. Before, every file stopped at `import CoreData`.
@Suite(.serialized) struct CoreDataAppCompiled {
    static let files: [String: String] = [
        "Chores.xcodeproj/project.pbxproj": ProjectReach.pbxproj(
            [(name: "Chores", type: "application", files: ["Chores/Persistence.swift", "Chores/ChoreList.swift"])]),
        "Chores/Chores.xcdatamodeld/Chores.xcdatamodel/contents": """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
                <entity name="Chore" representedClassName="Chore" syncable="YES" codeGenerationType="class">
                    <attribute name="title" optional="YES" attributeType="String"/>
                    <attribute name="done" optional="YES" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                    <attribute name="minutes" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                </entity>
            </model>
            """,
        "Chores/Persistence.swift": """
            import CoreData

            struct PersistenceController {
                static let shared = PersistenceController()

                static var preview: PersistenceController = {
                    let result = PersistenceController(inMemory: true)
                    let viewContext = result.container.viewContext
                    for (title, done, minutes) in [("Water the plants", false, 5), ("Bins", true, 10), ("Dishes", false, 20)] {
                        let chore = Chore(context: viewContext)
                        chore.title = title
                        chore.done = done
                        chore.minutes = Int16(minutes)
                    }
                    do {
                        try viewContext.save()
                    } catch {
                        let nsError = error as NSError
                        fatalError("Unresolved error \\(nsError), \\(nsError.userInfo)")
                    }
                    return result
                }()

                let container: NSPersistentContainer

                init(inMemory: Bool = false) {
                    container = NSPersistentContainer(name: "Chores")
                    if inMemory {
                        container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
                    }
                    container.loadPersistentStores(completionHandler: { (storeDescription, error) in
                        if let error = error as NSError? {
                            fatalError("Unresolved error \\(error), \\(error.userInfo)")
                        }
                    })
                    container.viewContext.automaticallyMergesChangesFromParent = true
                }
            }
            """,
        "Chores/ChoreList.swift": """
            import SwiftUI
            import CoreData

            struct ChoreList: View {
                @Environment(\\.managedObjectContext) private var viewContext
                @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \\Chore.title, ascending: true)],
                              predicate: NSPredicate(format: "done == NO"),
                              animation: .default)
                private var chores: FetchedResults<Chore>

                var body: some View {
                    NavigationView {
                        List {
                            ForEach(chores) { chore in
                                HStack {
                                    Text(chore.title ?? "Untitled")
                                    Spacer()
                                    Text("\\(chore.minutes) min")
                                }
                                .id(chore.title ?? "?")
                            }
                        }
                        .navigationTitle("\\(chores.count) chores")
                        .toolbar {
                            Button("Add") {
                                let chore = Chore(context: viewContext)
                                chore.title = "Cook"
                                chore.minutes = 30
                                try? viewContext.save()
                            }
                        }
                    }
                }
            }

            // Every chore, unsorted, as the course's Bookworm asks (`[]` is either kind of descriptor).
            struct ChoreCount: View {
                @FetchRequest(sortDescriptors: []) var all: FetchedResults<Chore>
                var body: some View { Text("\\(all.count)") }
            }

            struct ChoreList_Previews: PreviewProvider {
                static var previews: some View {
                    ChoreList().environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
                }
            }
            """,
    ]

    @Test func aCoreDataAppsListShowsItsPreviewObjectsAndWhatATapInserts() throws {
        let root = try Projects.project(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Chores/ChoreList.swift")
        let r = try CompiledPath.run(["layout", file.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let rows = tree.root.all.compactMap(\.id).filter { ["Water the plants", "Bins", "Dishes", "Cook"].contains($0) }
        // Not the one done, in the order of their titles.
        #expect(rows == ["Dishes", "Water the plants"], "\(rows)")
        let tapped = try CompiledPath.run(["layout", file.path, "--json", "--interact", "tap 'Add'"])
        #expect(tapped.status == 0, "\(tapped.stderr)")
        let after = try CompiledPath.tree(tapped.stdout).root.all.compactMap(\.id).filter { ["Water the plants", "Bins", "Dishes", "Cook"].contains($0) }
        #expect(after == ["Cook", "Dishes", "Water the plants"], "\(after)")
    }
}
