// `import WeatherKit` on Linux: the weather's data types (conditions, current weather, hourly,
// daily and minute forecasts, wind, UV index, the attribution), and `WeatherService`, which on
// Linux has no service to ask: every request throws `WeatherError.permissionDenied`, so a screen
// shows what it shows while it loads or when the weather cannot be had.
import CoreLocation
import Foundation

/// The sky and precipitation at a time.
public enum WeatherCondition: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Snow and strong wind.
    case blizzard
    /// Wind blowing dust.
    case blowingDust
    /// Wind blowing snow.
    case blowingSnow
    /// A breeze.
    case breezy
    /// A clear sky.
    case clear
    /// Clouds.
    case cloudy
    /// Drizzle.
    case drizzle
    /// Flurries.
    case flurries
    /// Fog.
    case foggy
    /// Freezing drizzle.
    case freezingDrizzle
    /// Freezing rain.
    case freezingRain
    /// Very cold.
    case frigid
    /// Hail.
    case hail
    /// Haze.
    case haze
    /// Heavy rain.
    case heavyRain
    /// Heavy snow.
    case heavySnow
    /// Very hot.
    case hot
    /// A hurricane.
    case hurricane
    /// Isolated thunderstorms.
    case isolatedThunderstorms
    /// Mostly clear.
    case mostlyClear
    /// Mostly cloudy.
    case mostlyCloudy
    /// Partly cloudy.
    case partlyCloudy
    /// Rain.
    case rain
    /// Scattered thunderstorms.
    case scatteredThunderstorms
    /// Sleet.
    case sleet
    /// Smoke.
    case smoky
    /// Snow.
    case snow
    /// Strong storms.
    case strongStorms
    /// Flurries with sun.
    case sunFlurries
    /// Showers with sun.
    case sunShowers
    /// Thunderstorms.
    case thunderstorms
    /// A tropical storm.
    case tropicalStorm
    /// Wind.
    case windy
    /// A mix of snow, sleet and rain.
    case wintryMix

    /// The condition in words, capitalised as Apple's Weather shows it ("Partly Cloudy").
    public var description: String {
        var words = ""
        for c in rawValue {
            if c.isUppercase { words += " " }
            words.append(c)
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The condition for assistive technologies (as `description`).
    public var accessibilityDescription: String { description }
}

/// The wind: speed, gusts and the direction it blows from.
public struct Wind: Hashable, Sendable {
    /// The direction it blows from.
    public let direction: Measurement<UnitAngle>
    /// Its speed.
    public let speed: Measurement<UnitSpeed>
    /// Its gusts' speed.
    public let gust: Measurement<UnitSpeed>?
}

/// The ultraviolet index and its category.
public struct UVIndex: Hashable, Sendable {
    /// How much of a risk the index is.
    public enum ExposureCategory: String, Hashable, Sendable, Comparable {
        /// Low.
        case low
        /// Moderate.
        case moderate
        /// High.
        case high
        /// Very high.
        case veryHigh
        /// Extreme.
        case extreme
        /// Lower risks first.
        /// - Parameters:
        ///   - a: A category.
        ///   - b: Another.
        /// - Returns: Whether `a` is the lower risk.
        public static func < (a: Self, b: Self) -> Bool {
            let order: [Self] = [.low, .moderate, .high, .veryHigh, .extreme]
            return order.firstIndex(of: a)! < order.firstIndex(of: b)!
        }
    }
    /// The index.
    public let value: Int
    /// Its category.
    public let category: ExposureCategory
}

/// The weather now.
public struct CurrentWeather: Hashable, Sendable {
    /// When it was observed.
    public let date: Date
    /// The condition.
    public let condition: WeatherCondition
    /// The SF Symbol of the condition.
    public let symbolName: String
    /// The temperature.
    public let temperature: Measurement<UnitTemperature>
    /// What the temperature feels like.
    public let apparentTemperature: Measurement<UnitTemperature>
    /// The dew point.
    public let dewPoint: Measurement<UnitTemperature>
    /// The fraction of the sky clouds cover (0...1).
    public let cloudCover: Double
    /// The relative humidity (0...1).
    public let humidity: Double
    /// Whether it is day.
    public let isDaylight: Bool
    /// The air pressure.
    public let pressure: Measurement<UnitPressure>
    /// The UV index.
    public let uvIndex: UVIndex
    /// How far one can see.
    public let visibility: Measurement<UnitLength>
    /// The wind.
    public let wind: Wind
}

/// The weather of an hour.
public struct HourWeather: Hashable, Sendable {
    /// The hour's start.
    public let date: Date
    /// The condition.
    public let condition: WeatherCondition
    /// The SF Symbol of the condition.
    public let symbolName: String
    /// The temperature.
    public let temperature: Measurement<UnitTemperature>
    /// What the temperature feels like.
    public let apparentTemperature: Measurement<UnitTemperature>
    /// Whether it is day.
    public let isDaylight: Bool
    /// The chance of precipitation (0...1).
    public let precipitationChance: Double
    /// The fraction of the sky clouds cover (0...1).
    public let cloudCover: Double
    /// The relative humidity (0...1).
    public let humidity: Double
    /// The UV index.
    public let uvIndex: UVIndex
    /// The wind.
    public let wind: Wind
}

/// The weather of a day.
public struct DayWeather: Hashable, Sendable {
    /// The day's start.
    public let date: Date
    /// The condition.
    public let condition: WeatherCondition
    /// The SF Symbol of the condition.
    public let symbolName: String
    /// The day's highest temperature.
    public let highTemperature: Measurement<UnitTemperature>
    /// The day's lowest temperature.
    public let lowTemperature: Measurement<UnitTemperature>
    /// The chance of precipitation (0...1).
    public let precipitationChance: Double
    /// The UV index.
    public let uvIndex: UVIndex
    /// The wind.
    public let wind: Wind
}

/// The precipitation of a minute of the next hour.
public struct MinuteWeather: Hashable, Sendable {
    /// The minute.
    public let date: Date
    /// The chance of precipitation (0...1).
    public let precipitationChance: Double
    /// How much falls, per hour.
    public let precipitationIntensity: Measurement<UnitSpeed>
}

/// A severe weather alert.
public struct WeatherAlert: Hashable, Sendable {
    /// What the alert says.
    public let summary: String
    /// Who issued it.
    public let source: String
    /// More about it.
    public let detailsURL: URL
}

/// A forecast: a sequence of hours, days or minutes.
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
    /// The forecast's items, in time order.
    public let forecast: [Element]
    /// The first index.
    public var startIndex: Int { forecast.startIndex }
    /// The index after the last.
    public var endIndex: Int { forecast.endIndex }
    /// The item at an index.
    /// - Parameter position: The index.
    public subscript(position: Int) -> Element { forecast[position] }
}

/// The weather of a place: now, by minute, by hour, by day, and alerts.
public struct Weather: Sendable {
    /// The weather now.
    public let currentWeather: CurrentWeather
    /// The next hour, by minute, where it is available.
    public let minuteForecast: Forecast<MinuteWeather>?
    /// The next days, by hour.
    public let hourlyForecast: Forecast<HourWeather>
    /// The next days.
    public let dailyForecast: Forecast<DayWeather>
    /// Alerts in effect.
    public let weatherAlerts: [WeatherAlert]?
}

/// What to ask the weather service for.
public struct WeatherQuery<T>: Sendable {
    let name: String
    /// The weather now.
    public static var current: WeatherQuery<CurrentWeather> { WeatherQuery<CurrentWeather>(name: "current") }
    /// The next hour, by minute.
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> { WeatherQuery<Forecast<MinuteWeather>?>(name: "minute") }
    /// The next days, by hour.
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { WeatherQuery<Forecast<HourWeather>>(name: "hourly") }
    /// The next days.
    public static var daily: WeatherQuery<Forecast<DayWeather>> { WeatherQuery<Forecast<DayWeather>>(name: "daily") }
    /// Alerts in effect.
    public static var alerts: WeatherQuery<[WeatherAlert]?> { WeatherQuery<[WeatherAlert]?>(name: "alerts") }
    /// Hours between two dates.
    /// - Parameters:
    ///   - startDate: The first hour.
    ///   - endDate: The end.
    /// - Returns: The query.
    public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<HourWeather>> {
        WeatherQuery<Forecast<HourWeather>>(name: "hourly")
    }
    /// Days between two dates.
    /// - Parameters:
    ///   - startDate: The first day.
    ///   - endDate: The end.
    /// - Returns: The query.
    public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<DayWeather>> {
        WeatherQuery<Forecast<DayWeather>>(name: "daily")
    }
}

/// The attribution an app shows with the weather: the service's name, marks and legal page.
public struct WeatherAttribution: Hashable, Sendable {
    /// The service's name.
    public let serviceName: String
    /// The page of the data's sources.
    public let legalPageURL: URL
    /// The mark for light backgrounds.
    public let combinedMarkLightURL: URL
    /// The mark for dark backgrounds.
    public let combinedMarkDarkURL: URL
    /// The square mark.
    public let squareMarkURL: URL
    /// The attribution's text.
    public let legalAttributionText: String
}

/// Why the weather could not be had.
public enum WeatherError: Error, Hashable, Sendable, LocalizedError {
    /// The app may not use the service (Linux: there is no service).
    case permissionDenied
    /// Something else went wrong.
    case unknown

    /// What went wrong, in words.
    public var errorDescription: String? {
        switch self {
        case .permissionDenied: return "WeatherKit is not available on Linux."
        case .unknown: return "The weather could not be loaded."
        }
    }
}

/// The weather service.
///
/// Linux: there is no service; every request throws `WeatherError.permissionDenied`.
public final class WeatherService: Sendable {
    /// The app's service.
    public static let shared = WeatherService()

    /// A service.
    public init() {}

    /// The weather at a place.
    /// - Parameter location: The place.
    /// - Returns: The weather.
    /// - Throws: `WeatherError.permissionDenied` on Linux.
    public func weather(for location: CLLocation) async throws -> Weather { throw WeatherError.permissionDenied }

    /// One part of the weather at a place.
    /// - Parameters:
    ///   - location: The place.
    ///   - dataSet: What to ask for.
    /// - Returns: That part.
    /// - Throws: `WeatherError.permissionDenied` on Linux.
    public func weather<T>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T {
        throw WeatherError.permissionDenied
    }

    /// Two parts of the weather at a place.
    /// - Parameters:
    ///   - location: The place.
    ///   - dataSet1: The first part.
    ///   - dataSet2: The second part.
    /// - Returns: Both parts.
    /// - Throws: `WeatherError.permissionDenied` on Linux.
    public func weather<T1, T2>(for location: CLLocation, including dataSet1: WeatherQuery<T1>,
                                _ dataSet2: WeatherQuery<T2>) async throws -> (T1, T2) {
        throw WeatherError.permissionDenied
    }

    /// The attribution to show with the weather.
    /// - Throws: `WeatherError.permissionDenied` on Linux.
    public var attribution: WeatherAttribution {
        get async throws { throw WeatherError.permissionDenied }
    }
}
