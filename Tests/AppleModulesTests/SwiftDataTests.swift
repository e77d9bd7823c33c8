import Foundation
import SwiftData
import Testing
import Trellis

/// SwiftData's in-memory store as a preview uses it: a model made with `@Model`, inserted into a
/// container's main context, fetched with a predicate, an order, an offset and a limit; deleted;
/// and read by `@Query` from the context `.modelContainer(_:)` puts in the environment.
@Model
final class Hike {
    @Attribute(.unique) var name: String
    var kilometres: Double
    @Transient var isFavourite = false

    init(name: String, kilometres: Double) {
        self.name = name
        self.kilometres = kilometres
    }
}

/// A repository that works on the container in its own context (nalexn's clean architecture).
@ModelActor
actor HikeRepository {
    func add(_ name: String, _ kilometres: Double) throws {
        try modelContext.transaction { modelContext.insert(Hike(name: name, kilometres: kilometres)) }
    }

    func names(matching text: String) throws -> [String] {
        let descriptor = FetchDescriptor<Hike>(predicate: #Predicate { $0.name.localizedStandardContains(text) }, sortBy: [SortDescriptor(\.name)])
        return try modelContext.fetch(descriptor).map(\.name)
    }
}

@MainActor @Suite struct SwiftDataTests {
    @Test func aModelActorWorksOnTheContainerAndSearchesAsFinderDoes() async throws {
        let container = try Self.container()
        let repository = HikeRepository(modelContainer: container)
        #expect(repository.modelContainer === container)
        try await repository.add("Étang", 3)
        // Case and diacritics ignored: "etang" finds "Étang", "RI" finds "Ridge".
        #expect(try await repository.names(matching: "etang") == ["Étang"])
        #expect(try await repository.names(matching: "RI") == ["Ridge"])
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Hike>()) == 5)
    }

    static func container() throws -> ModelContainer {
        let container = try ModelContainer(for: Hike.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (name, km) in [("Ridge", 12.0), ("Lake", 4.5), ("Summit", 21.0), ("Forest", 8.0)] {
            container.mainContext.insert(Hike(name: name, kilometres: km))
        }
        return container
    }

    @Test func fetchFiltersSortsAndPages() throws {
        let context = try Self.container().mainContext
        var descriptor = FetchDescriptor<Hike>(predicate: #Predicate { $0.kilometres > 5 }, sortBy: [SortDescriptor(\.kilometres, order: .reverse)])
        #expect(try context.fetch(descriptor).map(\.name) == ["Summit", "Ridge", "Forest"])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 1
        #expect(try context.fetch(descriptor).map(\.name) == ["Ridge"])
        #expect(try context.fetchCount(FetchDescriptor<Hike>()) == 4)
    }

    /// Grocy's app makes its container with a migration plan and one configuration, not a list.
    @Test func containersTakeAMigrationPlanBesideOneConfigurationOrAList() throws {
        let schema = Schema([Hike.self])
        let memory = ModelConfiguration(isStoredInMemoryOnly: true)
        let one = try ModelContainer(for: schema, migrationPlan: .none, configurations: memory)
        let list = try ModelContainer(for: schema, migrationPlan: nil, configurations: [memory])
        let types = try ModelContainer(for: Hike.self, migrationPlan: nil, configurations: memory)
        let plain = try ModelContainer(for: schema)
        #expect([one, list, types].allSatisfy { $0.configurations.count == 1 })
        #expect(plain.configurations.count == 1)
        one.mainContext.insert(Hike(name: "Lake", kilometres: 3))
        #expect(try one.mainContext.fetchCount(FetchDescriptor<Hike>()) == 1)
    }

    @Test func deletedModelsLeaveTheContext() throws {
        let context = try Self.container().mainContext
        let lake = try #require(try context.fetch(FetchDescriptor<Hike>(predicate: #Predicate { $0.name == "Lake" })).first)
        #expect(lake.modelContext === context && !lake.isDeleted)
        context.delete(lake)
        #expect(lake.modelContext == nil && lake.isDeleted)
        try context.delete(model: Hike.self, where: #Predicate { $0.kilometres > 20 })
        #expect(try context.fetch(FetchDescriptor<Hike>(sortBy: [SortDescriptor(\.name)])).map(\.name) == ["Forest", "Ridge"])
    }

    struct HikeList: View {
        @Query(sort: \Hike.kilometres) private var hikes: [Hike]
        var body: some View {
            VStack(spacing: 0) {
                ForEach(hikes) { hike in Color.green.frame(width: hike.kilometres * 10, height: 10).id(hike.name) }
            }
        }
    }

    /// Shortest first, 10 points a kilometre, stacked from y 130 (4 × 10 = 40 tall in 300).
    @Test func queryReadsTheContainerOfTheEnvironment() throws {
        let t = layout(HikeList().modelContainer(try Self.container()))
        expectFrame(t, "Lake", 127.5, 130, 45, 10)
        expectFrame(t, "Forest", 110, 140, 80, 10)
        expectFrame(t, "Ridge", 90, 150, 120, 10)
        expectFrame(t, "Summit", 45, 160, 210, 10)
        // No container: an empty list.
        #expect(layout(HikeList()).frame(id: "Lake") == nil)
    }
}
