import Foundation
import SwiftUI
import Testing

/// Apple's Foundation API that Linux's lacks, as the SwiftUI module declares it (its declarations
/// shadow Foundation's unavailable ones): the formatters write Apple's en_US strings, checked
/// against Apple's documented examples and strings real projects' tests expect of Apple's
/// formatters.
@Suite struct FoundationOnLinuxTests {
    /// Sunday 1 January 2006, 00:00 UTC.
    static let reference = Date(timeIntervalSince1970: 1_136_073_600)
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
    static let enUS = Locale(identifier: "en_US")

    // MARK: RelativeDateTimeFormatter

    func relative(_ style: RelativeDateTimeFormatter.UnitsStyle = .full,
                  _ dateTimeStyle: RelativeDateTimeFormatter.DateTimeStyle = .numeric) -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = style
        formatter.dateTimeStyle = dateTimeStyle
        formatter.calendar = Self.utc
        formatter.locale = Self.enUS
        return formatter
    }

    func relative(_ formatter: RelativeDateTimeFormatter, _ seconds: TimeInterval) -> String {
        formatter.localizedString(for: Self.reference.addingTimeInterval(seconds), relativeTo: Self.reference)
    }

    @Test func relativeDatesInEachUnitsStyle() {
        #expect(relative(relative(), 7_200) == "in 2 hours")
        #expect(relative(relative(), -7_200) == "2 hours ago")
        #expect(relative(relative(.short), -7_200) == "2 hr. ago")
        #expect(relative(relative(.abbreviated), -7_200) == "2h ago")
        #expect(relative(relative(.spellOut), 7_200) == "in two hours")
        #expect(relative(relative(), 10) == "in 10 seconds")
        #expect(relative(relative(), 0) == "in 0 seconds")
        #expect(relative(relative(), -86_400) == "1 day ago")
        #expect(relative(relative(), -7 * 86_400) == "1 week ago")
    }

    @Test func namedRelativeDates() {
        let named = relative(.full, .named)
        #expect(relative(named, 0) == "now")
        #expect(named.localizedString(from: DateComponents(day: 0)) == "today")
        #expect(relative(named, -86_400) == "yesterday")
        #expect(relative(named, 86_400) == "tomorrow")
        #expect(relative(named, -7 * 86_400) == "last week")
        #expect(relative(named, 2 * 3_600) == "in 2 hours")
        named.formattingContext = .beginningOfSentence
        #expect(relative(named, -86_400) == "Yesterday")
    }

    @Test func relativeDatesTruncateToTheLargestUnit() {
        // 1 hour 59 minutes is still "in 1 hour"; 90 seconds "in 1 minute"; 10 days "in 1 week".
        #expect(relative(relative(), 3_600 + 59 * 60) == "in 1 hour")
        #expect(relative(relative(), 90) == "in 1 minute")
        #expect(relative(relative(), 10 * 86_400) == "in 1 week")
        #expect(relative(relative(), 40 * 86_400) == "in 1 month")
    }

    @Test func relativeDateComponentsAndIntervals() {
        let formatter = relative()
        #expect(formatter.localizedString(from: DateComponents(day: -2)) == "2 days ago")
        #expect(formatter.localizedString(from: DateComponents(day: 1, hour: 5)) == "in 1 day")
        #expect(formatter.localizedString(fromTimeInterval: -3 * 3_600 - 5) == "3 hours ago")
        #expect(formatter.string(for: "not a date") == nil)
        formatter.locale = Locale(identifier: "de_DE")
        #expect(formatter.localizedString(from: DateComponents(hour: 2)) == "in 2 Stunden")
    }

    // MARK: DateComponentsFormatter

    func components(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = []) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        formatter.calendar = Self.utc
        formatter.referenceDate = Self.reference
        return formatter
    }

    @Test func positionalQuantities() {
        #expect(components(.positional).string(from: 3_903) == "1:05:03")
        #expect(components(.positional, [.hour, .minute, .second]).string(from: 4_200) == "1:10:00")
        #expect(components(.positional, [.minute, .second]).string(from: 75) == "1:15")
        #expect(components(.positional, [.minute, .second]).string(from: 5) == "0:05")
        let padded = components(.positional, [.minute, .second])
        padded.zeroFormattingBehavior = .pad
        #expect(padded.string(from: 75) == "01:15")
        let countdown = components(.positional, [.hour, .minute, .second])
        countdown.zeroFormattingBehavior = .pad
        #expect(countdown.string(from: 75) == "00:01:15")
        #expect(components(.positional, [.hour, .minute, .second]).string(from: -75) == "-1:15")
    }

    @Test func eachUnitsStyleWritesApplesDocumentedExample() {
        // Apple's example for every style: 3 years, 9 months, 26 days, 19 hours and 17 seconds.
        let quantity = DateComponents(year: 3, month: 9, day: 26, hour: 19, second: 17)
        let units: NSCalendar.Unit = [.year, .month, .day, .hour, .minute, .second]
        #expect(components(.full, units).string(from: quantity) == "3 years, 9 months, 26 days, 19 hours, 17 seconds")
        #expect(components(.short, units).string(from: quantity) == "3 yrs, 9 mths, 26 days, 19 hr, 17 sec")
        #expect(components(.brief, units).string(from: quantity) == "3yrs 9mths 26days 19hr 17sec")
        #expect(components(.abbreviated, units).string(from: quantity) == "3y 9mo 26d 19h 17s")
        #expect(components(.spellOut, units).string(from: quantity)
                == "three years, nine months, twenty-six days, nineteen hours, seventeen seconds")
        // And the style table's 9 hours, 41 minutes and 30 seconds.
        #expect(components(.spellOut).string(from: 9 * 3_600 + 41 * 60 + 30) == "nine hours, forty-one minutes, thirty seconds")
    }

    @Test func hoursMinutesAndSecondsInEachStyle() {
        let hms: NSCalendar.Unit = [.hour, .minute, .second]
        #expect(components(.abbreviated, hms).string(from: 3_903) == "1h 5m 3s")
        #expect(components(.short, hms).string(from: 3_903) == "1 hr, 5 min, 3 sec")
        #expect(components(.full, hms).string(from: 3_903) == "1 hour, 5 minutes, 3 seconds")
        #expect(components(.brief, hms).string(from: 3_903) == "1hr 5min 3sec")
        #expect(components(.full, hms).string(from: 63) == "1 minute, 3 seconds")
        // What is less than a second is dropped, not rounded: 66.6 minutes.
        #expect(components(.short).string(from: 66.6 * 60) == "1 hr, 6 min, 35 sec")
        #expect(components(.full).string(from: Self.reference, to: Self.reference.addingTimeInterval(300)) == "5 minutes")
    }

    @Test func zerosUnitCountsAndRounding() {
        let formatter = components(.abbreviated, [.year, .month, .weekOfMonth, .day, .hour, .minute])
        formatter.maximumUnitCount = 2
        formatter.zeroFormattingBehavior = .dropAll
        #expect(formatter.string(from: 0) == "0m")
        #expect(formatter.string(from: 29) == "0m")
        #expect(formatter.string(from: 29 * 60) == "29m")
        #expect(formatter.string(from: 89 * 60) == "1h 29m")
        #expect(formatter.string(from: -89 * 60) == "-1h 29m")

        let padded = components(.abbreviated, [.day, .hour, .minute])
        padded.zeroFormattingBehavior = .pad
        #expect(padded.string(from: DateComponents(hour: 4, minute: 12)) == "0d 4h 12m")
        #expect(padded.string(from: DateComponents(day: 1, hour: 0, minute: 12)) == "1d 0h 12m")

        // One unit: the rest rounds the last kept unit, half up (and Apple keeps a zero unit
        // between, which then counts: 1 day 0 hours 31 minutes is "1d 1h").
        let one = components(.abbreviated, [.hour, .minute])
        one.maximumUnitCount = 1
        #expect(one.string(from: DateComponents(minute: 90)) == "2h")
        #expect(one.string(from: DateComponents(minute: 89)) == "1h")
        let apple = components(.abbreviated)
        apple.maximumUnitCount = 1
        #expect(apple.string(from: DateComponents(day: 1, hour: 0, minute: 31)) == "1d 1h")
    }

    @Test func phrasesAndCollapsing() {
        // Apple's overview example.
        let formatter = components(.full, [.minute])
        formatter.includesApproximationPhrase = true
        formatter.includesTimeRemainingPhrase = true
        #expect(formatter.string(from: 300) == "About 5 minutes remaining")
        let collapsing = components(.abbreviated, [.minute, .second])
        collapsing.collapsesLargestUnit = true
        #expect(collapsing.string(from: 65) == "65s")
        #expect(DateComponentsFormatter.localizedString(from: DateComponents(hour: 2, minute: 5), unitsStyle: .full) == "2 hours, 5 minutes")
        #expect(components(.full).string(for: DateComponents(day: 3)) == "3 days")
        #expect(components(.full).string(from: .infinity) == nil)
    }

    @Test func grocysDaysFormatter() {
        // Grocy's `formatDays`: days, months and years, abbreviated.
        let formatter = components(.abbreviated, [.day, .month, .year])
        #expect(formatter.string(from: DateComponents(day: 5)) == "5d")
        #expect(formatter.string(from: DateComponents(day: 40)) == "1mo 9d")
        #expect(formatter.string(from: DateComponents(day: -3)) == "-3d")
    }

    // MARK: ListFormatter

    @Test func listsJoinAsTheLanguageWritesThem() {
        let formatter = ListFormatter()
        formatter.locale = Self.enUS
        #expect(formatter.string(from: ["a", "b", "c"]) == "a, b, and c")
        #expect(formatter.string(from: ["a", "b"]) == "a and b")
        #expect(formatter.string(from: ["a"]) == "a")
        formatter.locale = Locale(identifier: "de_DE")
        #expect(formatter.string(from: ["a", "b", "c"]) == "a, b und c")
        let numbers = ListFormatter()
        numbers.locale = Self.enUS
        let percent = NumberFormatter()
        percent.numberStyle = .percent
        percent.locale = Self.enUS
        numbers.itemFormatter = percent
        #expect(numbers.string(from: [0.25, 0.5]) == "25% and 50%")
        #expect(!ListFormatter.localizedString(byJoining: ["x", "y", "z"]).isEmpty)
    }

    // MARK: MeasurementFormatter

    func measurement(_ style: Formatter.UnitStyle = .medium, _ options: MeasurementFormatter.UnitOptions = [.providedUnit],
                     _ locale: Locale = Self.enUS) -> MeasurementFormatter {
        let formatter = MeasurementFormatter()
        formatter.unitStyle = style
        formatter.unitOptions = options
        formatter.locale = locale
        return formatter
    }

    @Test func measurementsInTheirOwnUnits() {
        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(measurement().string(from: distance) == "5 km")
        #expect(measurement(.short).string(from: distance) == "5km")
        #expect(measurement(.long).string(from: distance) == "5 kilometers")
        #expect(measurement(.long).string(from: Measurement(value: 1, unit: UnitLength.kilometers)) == "1 kilometer")
        #expect(measurement().string(from: Measurement(value: 72, unit: UnitTemperature.fahrenheit)) == "72°F")
        #expect(measurement(.long).string(from: Measurement(value: 72, unit: UnitTemperature.fahrenheit)) == "72 degrees Fahrenheit")
        #expect(measurement().string(from: Measurement(value: 30, unit: UnitSpeed.milesPerHour)) == "30 mph")
        #expect(measurement().string(from: Measurement(value: 1.5, unit: UnitDuration.hours)) == "1.5 hr")
        #expect(measurement().string(from: Measurement(value: 12, unit: UnitMass.pounds)) == "12 lb")
        // Apple's formatter on g-force in each style.
        let gravity = Measurement(value: 9.8, unit: UnitAcceleration.gravity)
        #expect(measurement(.short).string(from: gravity) == "9.8Gs")
        #expect(measurement().string(from: gravity) == "9.8 G")
        #expect(measurement(.long).string(from: gravity) == "9.8 g-force")
        #expect(measurement().string(from: UnitLength.kilometers) == "km")
    }

    @Test func measurementsInTheLocalesUnits() {
        let kelvin = Measurement(value: 293, unit: UnitTemperature.kelvin)
        #expect(measurement(.medium, []).string(from: kelvin) == "67.73°F")
        #expect(measurement(.medium, [], Locale(identifier: "en_GB")).string(from: kelvin) == "19.85°C")
        #expect(measurement(.medium, []).string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "3.107 mi")
        #expect(measurement(.medium, [], Locale(identifier: "fr_FR")).string(from: Measurement(value: 10, unit: UnitSpeed.milesPerHour))
                == "16,093 km/h")
        #expect(measurement(.medium, [.providedUnit, .naturalScale]).string(from: Measurement(value: 12_000, unit: UnitLength.meters)) == "12 km")
        let rounded = measurement(.short, [.providedUnit, .temperatureWithoutUnit])
        rounded.numberFormatter.maximumFractionDigits = 0
        #expect(rounded.string(from: Measurement(value: 23.4, unit: UnitTemperature.celsius)) == "23°")
        rounded.unitOptions = [.temperatureWithoutUnit]
        #expect(rounded.string(from: Measurement(value: 23.4, unit: UnitTemperature.celsius)) == "74°")
        #expect(measurement(.short).string(from: Measurement(value: 5, unit: UnitDuration.minutes)) == "5m")
        #expect(measurement(.long).string(from: Measurement(value: 1, unit: UnitDuration.minutes)) == "1 minute")
    }

    // MARK: PersonNameComponents

    @Test func personNames() {
        var name = PersonNameComponents(givenName: "John", familyName: "Appleseed")
        name.namePrefix = "Dr."
        #expect(name.formatted() == "John Appleseed")
        #expect(name.formatted(.name(style: .abbreviated)) == "JA")
        #expect(name.formatted(.name(style: .long)) == "Dr. John Appleseed")
        #expect(PersonNameComponentsFormatter.localizedString(from: name, style: .short) == "John")
    }

    // MARK: NSUbiquitousKeyValueStore

    @Test func theICloudStoreKeepsValuesInThisProcess() {
        let store = NSUbiquitousKeyValueStore.default
        store.set("dark", forKey: "FoundationOnLinuxTests.theme")
        store.set(Int64(42), forKey: "FoundationOnLinuxTests.count")
        store.set(2.5, forKey: "FoundationOnLinuxTests.ratio")
        store.set(true, forKey: "FoundationOnLinuxTests.flag")
        store.set(["a", "b"], forKey: "FoundationOnLinuxTests.list")
        store.set(Data([1, 2]), forKey: "FoundationOnLinuxTests.data")
        #expect(store.synchronize())
        #expect(store.string(forKey: "FoundationOnLinuxTests.theme") == "dark")
        #expect(store.longLong(forKey: "FoundationOnLinuxTests.count") == 42)
        #expect(store.double(forKey: "FoundationOnLinuxTests.count") == 42)
        #expect(store.double(forKey: "FoundationOnLinuxTests.ratio") == 2.5)
        #expect(store.bool(forKey: "FoundationOnLinuxTests.flag"))
        #expect(store.array(forKey: "FoundationOnLinuxTests.list") as? [String] == ["a", "b"])
        #expect(store.data(forKey: "FoundationOnLinuxTests.data") == Data([1, 2]))
        #expect(store.dictionaryRepresentation["FoundationOnLinuxTests.theme"] as? String == "dark")
        store.removeObject(forKey: "FoundationOnLinuxTests.theme")
        #expect(store.object(forKey: "FoundationOnLinuxTests.theme") == nil)
        #expect(store.longLong(forKey: "FoundationOnLinuxTests.missing") == 0)
        #expect(NSUbiquitousKeyValueStore.didChangeExternallyNotification.rawValue == "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
        #expect(NSUbiquitousKeyValueStoreChangedKeysKey == "NSUbiquitousKeyValueStoreChangedKeysKey")
        #expect(NSUbiquitousKeyValueStoreAccountChange == 3)
    }

    // MARK: Device state and folders

    @Test func aPreviewRunsOnAnIPhoneWithStandardFolders() {
        let info = ProcessInfo.processInfo
        #expect(!info.isiOSAppOnMac && !info.isMacCatalystApp && !info.isLowPowerModeEnabled)
        #expect(info.thermalState == .nominal)
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
        #expect(URL.documentsDirectory.isFileURL && URL.cachesDirectory.isFileURL)
    }

    /// An app group's container is a folder that exists once asked for, the same each time, so
    /// an app and its widget share their files as on a Simulator.
    @Test func anAppGroupsContainerIsAFolderSharedByItsIdentifier() throws {
        let container = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.achelper.com"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: container.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(container.lastPathComponent == "group.achelper.com")
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.achelper.com") == container)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.other") != container)
    }
}
