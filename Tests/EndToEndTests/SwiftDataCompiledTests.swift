import Foundation
import Testing
import Trellis

/// An app in the shape of Xcode's SwiftData template (written here: a trip journal): a `@Model`
/// class with `@Attribute`, `@Relationship` and `@Transient` properties, an `App` that builds a
/// `ModelContainer` from a `Schema` and a `ModelConfiguration`, and a list that reads two
/// `@Query`s (sorted by a key path in reverse; filtered by `#Predicate`), inserts into and deletes
/// from `@Environment(\.modelContext)` with `.onDelete`. Its previews give the view an empty
/// in-memory container and one with three trips inserted; the folder opens through the real
/// `trellis` command on the compiled path.
@Suite(.serialized) struct SwiftDataCompiled {
    static let files: [String: String] = [
        "Journey/Trip.swift": """
        import Foundation
        import SwiftData

        @Model
        final class Trip {
            @Attribute(.unique) var name: String
            var start: Date
            var nights: Int
            @Relationship(deleteRule: .cascade) var stops: [String] = []
            @Transient var isSelected = false

            init(name: String, start: Date, nights: Int) {
                self.name = name
                self.start = start
                self.nights = nights
            }
        }
        """,
        "Journey/JourneyApp.swift": """
        import SwiftUI
        import SwiftData

        @main
        struct JourneyApp: App {
            var container: ModelContainer = {
                let schema = Schema([Trip.self])
                let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)
                do {
                    return try ModelContainer(for: schema, configurations: [configuration])
                } catch {
                    fatalError("Could not create ModelContainer: \\(error)")
                }
            }()

            var body: some Scene {
                WindowGroup {
                    TripList()
                }
                .modelContainer(container)
            }
        }
        """,
        "Journey/TripList.swift": """
        import SwiftUI
        import SwiftData

        struct TripList: View {
            @Environment(\\.modelContext) private var modelContext
            @Query(sort: \\Trip.start, order: .reverse) private var trips: [Trip]
            @Query(filter: #Predicate<Trip> { $0.nights > 5 }) private var longTrips: [Trip]

            var body: some View {
                NavigationStack {
                    List {
                        Section("Long trips: \\(longTrips.count)") {
                            ForEach(trips) { trip in
                                HStack {
                                    Text(trip.name)
                                    Spacer()
                                    Text("\\(trip.nights) nights").foregroundStyle(.secondary)
                                }
                                .id(trip.name)
                            }
                            .onDelete(perform: remove)
                        }
                    }
                    .id("long-\\(longTrips.count)")
                    .navigationTitle("Trips")
                    .toolbar {
                        Button("Add", systemImage: "plus", action: add)
                    }
                }
            }

            private func add() {
                modelContext.insert(Trip(name: "New", start: .now, nights: 1))
            }

            private func remove(at offsets: IndexSet) {
                for index in offsets { modelContext.delete(trips[index]) }
            }
        }

        #Preview("Empty") {
            TripList()
                .modelContainer(for: Trip.self, inMemory: true)
        }

        #Preview("Sample") {
            let container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            for (i, name) in ["Lisbon", "Kyoto", "Oslo"].enumerated() {
                container.mainContext.insert(Trip(name: name, start: Date(timeIntervalSince1970: Double(i) * 86_400), nights: 3 * (i + 1)))
            }
            return TripList().modelContainer(container)
        }
        """,
    ]

    /// Latest start first: Oslo (day 2), Kyoto (day 1), Lisbon (day 0), one 44-point row each in
    /// the inset grouped list (content 36 from the left, 318 wide); two trips are longer than 5
    /// nights. The empty container shows no row.
    @Test func theTemplatesShapeOpensWithItsSampleData() throws {
        let root = try Projects.project(Self.files)
        let folder = root.appendingPathComponent("Journey").path
        let r = try CompiledPath.run(["layout", folder, "--json", "--preview", "Sample"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let rows = try ["Oslo", "Kyoto", "Lisbon"].map { try #require(tree.frame(id: $0), "\($0)") }
        #expect(rows.map(\.minX) == [36, 36, 36] && rows.map(\.width) == [318, 318, 318], "\(rows)")
        #expect(rows[1].minY - rows[0].minY == 44 && rows[2].minY - rows[1].minY == 44, "\(rows)")
        #expect(tree.frame(id: "long-2") != nil)

        let empty = try CompiledPath.run(["layout", folder, "--json", "--preview", "Empty"])
        #expect(empty.status == 0, "\(empty.stderr)")
        let emptyTree = try CompiledPath.tree(empty.stdout)
        #expect(emptyTree.frame(id: "Oslo") == nil && emptyTree.frame(id: "long-0") != nil)
    }
}
