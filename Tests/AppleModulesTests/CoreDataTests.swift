import CoreData
import Foundation
import LocalAuthentication
import Testing

/// `import CoreData` as apps wrote it before SwiftData: entity classes (with the accessors the
/// compiled path gives `@NSManaged`), a container in memory, objects inserted, fetched with
/// format predicates and sort descriptors, deleted, saved and rolled back. And
/// LocalAuthentication's device without biometrics.
@Suite struct CoreDataTests {
    final class Ship: NSManagedObject {
        var name: String? { get { _managedValue(forKey: "name") } set { _setManagedValue(newValue, forKey: "name") } }
        var universe: String? { get { _managedValue(forKey: "universe") } set { _setManagedValue(newValue, forKey: "universe") } }
        var crew: Int16 { get { _managedValue(forKey: "crew") } set { _setManagedValue(newValue, forKey: "crew") } }
        var captain: Person? { get { _managedValue(forKey: "captain") } set { _setManagedValue(newValue, forKey: "captain") } }
    }

    final class Person: NSManagedObject {
        var name: String? { get { _managedValue(forKey: "name") } set { _setManagedValue(newValue, forKey: "name") } }
        var ships: NSSet? { get { _managedValue(forKey: "ships") } set { _setManagedValue(newValue, forKey: "ships") } }
        func addToShips(_ value: Ship) { _addToRelationship("ships", value) }
        func removeFromShips(_ value: Ship) { _removeFromRelationship("ships", value) }
    }

    private func fleet() -> NSManagedObjectContext {
        let container = NSPersistentContainer(name: "Fleet")
        container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        var loaded = 0
        container.loadPersistentStores { _, error in
            #expect(error == nil)
            loaded += 1
        }
        #expect(loaded == 1)
        let context = container.viewContext
        for (name, universe, crew) in [("Enterprise", "Star Trek", 430), ("Falcon", "Star Wars", 4), ("Defiant", "Star Trek", 50),
                                       ("Executor", "Star Wars", 280_000 % 30_000)] {
            let ship = Ship(context: context)
            ship.name = name
            ship.universe = universe
            ship.crew = Int16(crew)
        }
        return context
    }

    private func names(_ ships: [Ship]) -> [String] { ships.map { $0.name ?? "?" } }

    @Test func attributesStartEmptyAndKeepWhatIsSet() {
        let ship = Ship(context: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType))
        #expect(ship.name == nil && ship.crew == 0 && ship.captain == nil)
        ship.name = "Voyager"
        ship.crew = 150
        #expect(ship.name == "Voyager" && ship.crew == 150)
        ship.name = nil
        #expect(ship.name == nil)
        #expect(ship.entity.name == "Ship" && ship.isInserted)
    }

    @Test func fetchesFilterWithFormatPredicatesAndSortByKeysAndKeyPaths() throws {
        let context = fleet()
        let request = NSFetchRequest<Ship>(entityName: "Ship")
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        #expect(names(try context.fetch(request)) == ["Defiant", "Enterprise", "Executor", "Falcon"])
        request.predicate = NSPredicate(format: "universe == %@", "Star Wars")
        #expect(names(try context.fetch(request)) == ["Executor", "Falcon"])
        request.predicate = NSPredicate(format: "universe BEGINSWITH[c] %@ AND crew > %d", "star t", 100)
        #expect(names(try context.fetch(request)) == ["Enterprise"])
        request.predicate = NSPredicate(format: "name CONTAINS[cd] 'E' OR crew < 10")
        #expect(names(try context.fetch(request)) == ["Defiant", "Enterprise", "Executor", "Falcon"])
        request.predicate = NSPredicate(format: "NOT (universe == 'Star Trek')")
        #expect(names(try context.fetch(request)) == ["Executor", "Falcon"])
        request.predicate = NSPredicate(format: "name IN %@", ["Falcon", "Defiant"])
        #expect(names(try context.fetch(request)) == ["Defiant", "Falcon"])
        // A key and a collection together, as a helper of predicates writes them.
        let wanted: [String] = ["Executor", "Enterprise"]
        request.predicate = NSPredicate(format: "%K IN %@", "name", wanted)
        #expect(names(try context.fetch(request)) == ["Enterprise", "Executor"])
        request.predicate = NSPredicate(format: "NOT (%K IN %@) AND crew > %d", "name", Set(wanted), 10)
        #expect(names(try context.fetch(request)) == ["Defiant"])
        request.predicate = NSPredicate(format: "name LIKE 'E*e'")
        #expect(names(try context.fetch(request)) == ["Enterprise"])
        // By a key path to an optional attribute, descending, then limited.
        request.predicate = nil
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Ship.name, ascending: false)]
        request.fetchLimit = 2
        #expect(names(try context.fetch(request)) == ["Falcon", "Executor"])
        #expect(try context.count(for: NSFetchRequest<Ship>(entityName: "Ship")) == 4)
    }

    @Test func deletingSavingAndRollingBack() throws {
        let context = fleet()
        try context.save()
        #expect(!context.hasChanges)
        let all = try context.fetch(NSFetchRequest<Ship>(entityName: "Ship"))
        context.delete(all[0])
        #expect(context.hasChanges && all[0].isDeleted && all[0].managedObjectContext == nil)
        #expect(try context.count(for: NSFetchRequest<Ship>(entityName: "Ship")) == 3)
        context.rollback()
        #expect(try context.count(for: NSFetchRequest<Ship>(entityName: "Ship")) == 4)
        _ = Ship(context: context)
        context.rollback()
        #expect(try context.count(for: NSFetchRequest<Ship>(entityName: "Ship")) == 4)
    }

    @Test func relationshipsAddAndRemove() throws {
        let context = fleet()
        let kirk = Person(context: context)
        kirk.name = "Kirk"
        let ships = try context.fetch(NSFetchRequest<Ship>(entityName: "Ship"))
        kirk.addToShips(ships[0])
        kirk.addToShips(ships[2])
        ships[0].captain = kirk
        #expect(kirk.ships?.count == 2 && ships[0].captain === kirk)
        kirk.removeFromShips(ships[0])
        #expect(kirk.ships?.count == 1)
        let commanded = NSFetchRequest<Ship>(entityName: "Ship")
        commanded.predicate = NSPredicate(format: "captain.name == %@", "Kirk")
        #expect(names(try context.fetch(commanded)) == ["Enterprise"])
    }

    @Test func aDeviceWithoutBiometricsSaysSo() async {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue && context.biometryType == .none)
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
            Issue.record("unlocked without biometrics")
        } catch LAError.biometryNotAvailable {
            // What a device without biometrics answers.
        } catch {
            Issue.record("\(error)")
        }
    }
}
