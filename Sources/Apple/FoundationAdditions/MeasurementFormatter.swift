// Foundation's `MeasurementFormatter` ("5 km", "72°F", "3 miles per hour"), which Linux's
// Foundation declares unavailable: this declaration shadows it in files that import the SwiftUI
// module. Numbers are written by its `numberFormatter` in the formatter's locale; unit names are
// Apple's (CLDR's) English ones in every locale. As on Apple platforms, without `.providedUnit`
// a measurement is converted to the unit its locale's measurement system prefers: temperatures
// to °F in the US and °C elsewhere; lengths, masses and speeds to miles, feet, inches, pounds,
// ounces and miles per hour in the US (speeds in the UK too) and to metric units elsewhere.
// `.naturalScale` picks the unit of a length or mass whose value reads best (12,000 m as 12 km).
import Foundation

/// A formatter that writes measurements with their units, in a locale's preferred units.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// How the unit of a measurement is chosen and written.
    public struct UnitOptions: OptionSet, Sendable, Hashable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of `rawValue`'s bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The measurement's own unit, not the locale's preferred one.
        public static let providedUnit = UnitOptions(rawValue: 1)
        /// A unit of the same system whose value reads best (12 km rather than 12,000 m).
        public static let naturalScale = UnitOptions(rawValue: 2)
        /// Temperatures written without their scale ("72°").
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
    }

    /// How the unit is chosen; none by default (the locale's preferred unit).
    open var unitOptions: UnitOptions = []
    /// How long unit names are; `.medium` ("5 km") by default.
    open var unitStyle = Formatter.UnitStyle.medium

    private var storedLocale: Locale?
    private var storedNumberFormatter: NumberFormatter?

    /// The locale numbers and preferred units follow (the current one unless set).
    open var locale: Locale! {
        get { storedLocale ?? .current }
        set {
            storedLocale = newValue
            storedNumberFormatter?.locale = newValue
        }
    }

    /// The formatter numbers are written with (decimal, up to three fraction digits, by default).
    open var numberFormatter: NumberFormatter! {
        get {
            if let storedNumberFormatter { return storedNumberFormatter }
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            formatter.locale = locale
            storedNumberFormatter = formatter
            return formatter
        }
        set { storedNumberFormatter = newValue }
    }

    /// A formatter of medium unit names in the current locale.
    public override init() { super.init() }

    /// Not read from archives on Linux.
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { nil }

    /// A measurement written with its unit.
    /// - Parameter measurement: The measurement.
    /// - Returns: The string, such as "5 km" or "72°F".
    open func string<UnitType>(from measurement: Measurement<UnitType>) -> String where UnitType: Unit {
        let (value, unit) = chosen(measurement.value, measurement.unit)
        let number = numberFormatter.string(from: NSNumber(value: value)) ?? String(value)
        let names = Self.names(of: unit)
        if unit is UnitTemperature, unitOptions.contains(.temperatureWithoutUnit) {
            return unitStyle == .long ? number + " degrees" : number + "°"
        }
        switch unitStyle {
        case .short: return number + names.narrow
        case .long: return number + " " + (value == 1 ? names.one : names.many)
        default:
            return names.medium.hasPrefix("°") ? number + names.medium : number + " " + names.medium
        }
    }

    /// A unit's name.
    /// - Parameter unit: The unit.
    /// - Returns: Its symbol ("km"), or its plural name ("kilometers") in the long style.
    open func string(from unit: Unit) -> String {
        let names = Self.names(of: unit)
        switch unitStyle {
        case .short: return names.narrow
        case .long: return names.many
        default: return names.medium
        }
    }

    /// The measurement written, when `obj` is a measurement.
    /// - Parameter obj: The value.
    /// - Returns: The string, or nil.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let m as Measurement<UnitLength>: return string(from: m)
        case let m as Measurement<UnitMass>: return string(from: m)
        case let m as Measurement<UnitTemperature>: return string(from: m)
        case let m as Measurement<UnitSpeed>: return string(from: m)
        case let m as Measurement<UnitDuration>: return string(from: m)
        case let m as Measurement<UnitVolume>: return string(from: m)
        case let m as Measurement<UnitEnergy>: return string(from: m)
        case let m as Measurement<UnitPressure>: return string(from: m)
        case let m as Measurement<UnitArea>: return string(from: m)
        case let m as Measurement<UnitAngle>: return string(from: m)
        case let m as Measurement<Unit>: return string(from: m)
        case let unit as Unit: return string(from: unit)
        default: return nil
        }
    }

    // MARK: - Choosing the unit

    private func chosen(_ value: Double, _ unit: Unit) -> (Double, Unit) {
        guard let dimension = unit as? Dimension else { return (value, unit) }
        var target = dimension
        if !unitOptions.contains(.providedUnit), let preferred = Self.preferred(for: dimension, value: value, locale: locale) {
            target = preferred
        }
        var converted = Self.convert(value, from: dimension, to: target)
        if unitOptions.contains(.naturalScale), let scaled = Self.natural(for: target, value: converted) {
            converted = Self.convert(converted, from: target, to: scaled)
            target = scaled
        }
        return (converted, target)
    }

    static func convert(_ value: Double, from: Dimension, to: Dimension) -> Double {
        guard from != to else { return value }
        return to.converter.value(fromBaseUnitValue: from.converter.baseUnitValue(fromValue: value))
    }

    /// The unit a locale's measurement system prefers for a measurement, if it differs.
    static func preferred(for unit: Dimension, value: Double, locale: Locale) -> Dimension? {
        let system = locale.measurementSystem
        let us = system == .us
        let usOrUK = us || system == .uk
        switch unit {
        case let temperature as UnitTemperature:
            return us ? (temperature == .fahrenheit ? nil : UnitTemperature.fahrenheit)
                : (temperature == .celsius ? nil : UnitTemperature.celsius)
        case let speed as UnitSpeed:
            if speed == .knots { return nil }
            return usOrUK ? (speed == .milesPerHour ? nil : UnitSpeed.milesPerHour)
                : (speed == .kilometersPerHour ? nil : UnitSpeed.kilometersPerHour)
        case let length as UnitLength:
            let metric: [UnitLength] = [.megameters, .kilometers, .hectometers, .decameters, .meters, .decimeters, .centimeters, .millimeters]
            let imperial: [UnitLength] = [.miles, .yards, .feet, .inches]
            if us, metric.contains(length) {
                if [UnitLength.megameters, .kilometers].contains(length) { return UnitLength.miles }
                if [UnitLength.centimeters, .millimeters].contains(length) { return UnitLength.inches }
                return UnitLength.feet
            }
            if !usOrUK, imperial.contains(length) {
                if length == .miles { return UnitLength.kilometers }
                if length == .inches { return UnitLength.centimeters }
                return UnitLength.meters
            }
            return nil
        case let mass as UnitMass:
            if us, [UnitMass.kilograms, .metricTons].contains(mass) { return UnitMass.pounds }
            if us, [UnitMass.grams, .milligrams].contains(mass) { return UnitMass.ounces }
            if !usOrUK, [UnitMass.pounds, .stones].contains(mass) { return UnitMass.kilograms }
            if !usOrUK, mass == .ounces { return UnitMass.grams }
            return nil
        default:
            return nil
        }
    }

    /// The unit of the same system whose value reads best, if it differs.
    static func natural(for unit: Dimension, value: Double) -> Dimension? {
        let magnitude = abs(value)
        switch unit {
        case let length as UnitLength:
            let meters = UnitLength.baseUnit().converter.value(fromBaseUnitValue: length.converter.baseUnitValue(fromValue: magnitude))
            let choice: UnitLength
            if [UnitLength.miles, .yards, .feet, .inches].contains(length) {
                let feet = meters / 0.3048
                choice = feet >= 5_280 ? .miles : feet >= 1 ? .feet : .inches
            } else {
                choice = meters >= 1_000 ? .kilometers : meters >= 1 ? .meters : meters >= 0.01 ? .centimeters : .millimeters
            }
            return choice == length ? nil : choice
        case let mass as UnitMass:
            let grams = mass.converter.baseUnitValue(fromValue: magnitude) * 1_000
            let choice: UnitMass
            if [UnitMass.pounds, .ounces, .stones].contains(mass) {
                choice = grams >= 453.59237 ? .pounds : .ounces
            } else {
                choice = grams >= 1_000 ? .kilograms : grams >= 1 ? .grams : .milligrams
            }
            return choice == mass ? nil : choice
        default:
            return nil
        }
    }

    // MARK: - Unit names

    /// A unit's names: medium (abbreviated), short (narrow), and long singular and plural.
    struct Names {
        var medium: String
        var narrow: String
        var one: String
        var many: String
    }

    /// CLDR's English names of the units apps format, by Foundation's unit symbol.
    static let table: [String: Names] = {
        var table: [String: Names] = [:]
        func add(_ symbol: String, _ medium: String, _ narrow: String, _ one: String, _ many: String) {
            table[symbol] = Names(medium: medium, narrow: narrow, one: one, many: many)
        }
        // Length.
        add("km", "km", "km", "kilometer", "kilometers")
        add("m", "m", "m", "meter", "meters")
        add("dm", "dm", "dm", "decimeter", "decimeters")
        add("cm", "cm", "cm", "centimeter", "centimeters")
        add("mm", "mm", "mm", "millimeter", "millimeters")
        add("mi", "mi", "mi", "mile", "miles")
        add("yd", "yd", "yd", "yard", "yards")
        add("ft", "ft", "′", "foot", "feet")
        add("in", "in", "″", "inch", "inches")
        add("NM", "nmi", "nmi", "nautical mile", "nautical miles")
        // Mass.
        add("kg", "kg", "kg", "kilogram", "kilograms")
        add("g", "g", "g", "gram", "grams")
        add("mg", "mg", "mg", "milligram", "milligrams")
        add("t", "t", "t", "metric ton", "metric tons")
        add("lb", "lb", "#", "pound", "pounds")
        add("oz", "oz", "oz", "ounce", "ounces")
        add("st", "st", "st", "stone", "stones")
        // Temperature.
        add("°F", "°F", "°", "degree Fahrenheit", "degrees Fahrenheit")
        add("°C", "°C", "°C", "degree Celsius", "degrees Celsius")
        add("K", "K", "K", "kelvin", "kelvins")
        // Speed.
        add("km/h", "km/h", "km/h", "kilometer per hour", "kilometers per hour")
        add("mph", "mph", "mph", "mile per hour", "miles per hour")
        add("m/s", "m/s", "m/s", "meter per second", "meters per second")
        add("kn", "kn", "kn", "knot", "knots")
        // Volume.
        add("L", "L", "L", "liter", "liters")
        add("mL", "mL", "mL", "milliliter", "milliliters")
        add("gal", "gal", "gal", "gallon", "gallons")
        add("fl oz", "fl oz", "fl oz", "fluid ounce", "fluid ounces")
        add("cup", "c", "c", "cup", "cups")
        add("qt", "qt", "qt", "quart", "quarts")
        add("pt", "pt", "pt", "pint", "pints")
        add("tsp", "tsp", "tsp", "teaspoon", "teaspoons")
        add("tbsp", "tbsp", "tbsp", "tablespoon", "tablespoons")
        // Energy.
        add("kCal", "kcal", "kcal", "kilocalorie", "kilocalories")
        add("cal", "cal", "cal", "calorie", "calories")
        add("kJ", "kJ", "kJ", "kilojoule", "kilojoules")
        add("J", "J", "J", "joule", "joules")
        add("kWh", "kWh", "kWh", "kilowatt-hour", "kilowatt hours")
        // Pressure.
        add("hPa", "hPa", "hPa", "hectopascal", "hectopascals")
        add("inHg", "inHg", "″ Hg", "inch of mercury", "inches of mercury")
        add("mbar", "mbar", "mb", "millibar", "millibars")
        add("psi", "psi", "psi", "pound-force per square inch", "pounds-force per square inch")
        // Area.
        add("m²", "m²", "m²", "square meter", "square meters")
        add("km²", "km²", "km²", "square kilometer", "square kilometers")
        add("ft²", "ft²", "ft²", "square foot", "square feet")
        add("ac", "ac", "ac", "acre", "acres")
        add("ha", "ha", "ha", "hectare", "hectares")
        // Angle and power (gravity, whose symbol is a gram's, is told apart in `names(of:)`).
        add("°", "deg", "°", "degree", "degrees")
        add("W", "W", "W", "watt", "watts")
        add("kW", "kW", "kW", "kilowatt", "kilowatts")
        return table
    }()

    /// A unit's names (symbols some units share, such as "m" for meters and minutes and "g" for
    /// grams and g-force, are told apart by the unit's type).
    static func names(of unit: Unit) -> Names {
        if unit is UnitDuration {
            switch unit.symbol {
            case "h", "hr": return Names(medium: "hr", narrow: "h", one: "hour", many: "hours")
            case "m", "min": return Names(medium: "min", narrow: "m", one: "minute", many: "minutes")
            case "s", "sec": return Names(medium: "sec", narrow: "s", one: "second", many: "seconds")
            case "ms": return Names(medium: "ms", narrow: "ms", one: "millisecond", many: "milliseconds")
            default: break
            }
        }
        if unit is UnitAcceleration, unit.symbol == "g" {
            return Names(medium: "G", narrow: "Gs", one: "g-force", many: "g-force")
        }
        if unit is UnitMass, unit.symbol == "g" { return Names(medium: "g", narrow: "g", one: "gram", many: "grams") }
        return table[unit.symbol] ?? Names(medium: unit.symbol, narrow: unit.symbol, one: unit.symbol, many: unit.symbol)
    }
}
