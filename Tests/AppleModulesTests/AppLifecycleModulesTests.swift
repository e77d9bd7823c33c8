import ActivityKit
import AppIntents
import AuthenticationServices
import CoreLocation
import Foundation
import StoreKit
import Testing
import Trellis
import UIKit
import UserNotifications
import WeatherKit
import WidgetKit

/// The modules of an app's extensions and services, written as apps use them: widgets,
/// Live Activities, sign-in, the App Store, the weather, notifications and intents. Their data
/// is real; the system behind them is absent on Linux, and each says so the way the app's own
/// error path expects.
@Suite struct AppLifecycleModulesTests {
    struct Entry: TimelineEntry {
        var date: Date
        var count: Int
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, count: 0) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
        }
    }

    struct CountView: View {
        var entry: Entry
        @Environment(\.widgetFamily) private var family
        var body: some View {
            Text(family == .systemMedium ? "medium \(entry.count)" : "other").id("text")
        }
    }

    struct CountWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "count", provider: Provider()) { entry in CountView(entry: entry) }
                .configurationDisplayName("Count")
                .supportedFamilies([.systemSmall, .systemMedium])
        }
    }

    @Test @MainActor func aWidgetPreviewIsTheFamilysSizeWithTheFamilyInTheEnvironment() {
        _ = CountWidget().body
        let preview = CountView(entry: Entry(date: .now, count: 3)).previewContext(WidgetPreviewContext(family: .systemMedium))
        let items = PreviewList.items(AnyView(preview))
        #expect(items.count == 1)
        #expect(items.first?.attributes.layoutTraits.canvas == .fixed(width: 338, height: 158))
        let t = layout(preview, 338, 158)
        #expect(t.root.first(id: "text") != nil)
        #expect(WidgetFamily.systemSmall.previewSize == CGSize(width: 158, height: 158))
        #expect(WidgetFamily.systemLarge.previewSize == CGSize(width: 338, height: 354))
        #expect(WidgetFamily.accessoryRectangular.previewSize == CGSize(width: 172, height: 76))
        WidgetCenter.shared.reloadAllTimelines()
    }

    struct DeliveryAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var minutesLeft: Int }
        var orderID: String
    }

    @Test func noLiveActivityRuns() async {
        #expect(!ActivityAuthorizationInfo().areActivitiesEnabled)
        #expect(Activity<DeliveryAttributes>.activities.isEmpty)
        #expect(throws: ActivityAuthorizationError.denied) {
            try Activity.request(attributes: DeliveryAttributes(orderID: "1"),
                                 content: ActivityContent(state: .init(minutesLeft: 5), staleDate: nil))
        }
    }

    @Test func signingInEndsAsCancelled() async throws {
        let provider = ASAuthorizationAppleIDProvider()
        let request = provider.createRequest()
        request.requestedScopes = [.fullName, .email]
        #expect(request.requestedScopes == [.fullName, .email])
        do {
            _ = try await EnvironmentValues().authorizationController.performRequests([request])
            Issue.record("a request succeeded")
        } catch let error as ASAuthorizationError where error.code == .canceled {
            // The app's own cancellation path.
        } catch {
            Issue.record("unexpected \(error)")
        }
        var matched = false
        do { throw ASAuthorizationError(.canceled) } catch ASAuthorizationError.canceled { matched = true } catch {}
        #expect(matched)
        #expect(try await provider.credentialState(forUserID: "x") == .notFound)
    }

    @Test func theAppStoreSellsNothing() async throws {
        #expect(try await Product.products(for: ["pro.monthly"]).isEmpty)
        #expect(await Transaction.currentEntitlement(for: "pro.monthly") == nil)
        var updates = 0
        for await _ in Transaction.updates { updates += 1 }
        #expect(updates == 0)
        #expect(Product.SubscriptionPeriod.monthly.formatted(Product.SubscriptionPeriod.FormatStyle()) == "1 month")
        #expect(Product.SubscriptionPeriod.Unit.year.localizedDescription == "Year")
    }

    @Test func theWeatherCannotBeHad() async throws {
        #expect(WeatherCondition.partlyCloudy.description == "Partly Cloudy")
        await #expect(throws: WeatherError.permissionDenied) {
            try await WeatherService.shared.weather(for: CLLocation(latitude: 37.3, longitude: -122))
        }
    }

    @Test func notificationsAreKeptPendingAndNeverShown() async throws {
        let center = UNUserNotificationCenter.current()
        #expect(try await center.requestAuthorization(options: [.alert, .sound]) == false)
        let content = UNMutableNotificationContent()
        content.title = "Donuts are done!"
        try await center.add(UNNotificationRequest(identifier: "oven", content: content,
                                                   trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
        #expect(await center.pendingNotificationRequests().map(\.content.title) == ["Donuts are done!"])
        center.removePendingNotificationRequests(withIdentifiers: ["oven"])
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    enum Timeframe: String, AppEnum {
        case today, week
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Timeframe"
        static let caseDisplayRepresentations: [Timeframe: DisplayRepresentation] = [.today: "Today", .week: "This Week"]
    }

    struct ShowTrendsIntent: AppIntent {
        static let title: LocalizedStringResource = "Show Trends"
        @Parameter(title: "Timeframe") var timeframe: Timeframe
        init() {}
        init(timeframe: Timeframe) { self.timeframe = timeframe }
        func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: timeframe.rawValue) }
    }

    struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: ShowTrendsIntent(), phrases: ["Show \(.applicationName) trends for \(\.$timeframe)"])
        }
    }

    @Test func anIntentRunsWhenTheAppRunsIt() async throws {
        _ = try await ShowTrendsIntent(timeframe: .week).perform()
        #expect(ShowTrendsIntent(timeframe: .week).timeframe == .week)
        #expect(Shortcuts.appShortcuts.count == 1)
        #expect(String(localized: ShowTrendsIntent.title) == "Show Trends")
        let tip = layout(SiriTipView(intent: ShowTrendsIntent()).id("tip"), 300, 300)
        #expect((tip.frame(id: "tip")?.width ?? 0) == 300)
    }

    final class Delegate: NSObject, UIApplicationDelegate {}

    @Test func aRepresentableIsAPlaceholderNamedAfterItsType() {
        struct MapRepresentable: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
            func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        let t = layout(VStack(spacing: 0) {
            MapRepresentable().id("map")
            Color.red.frame(height: 100)
        }, 300, 300)
        expectFrame(t, "map", 0, 0, 300, 200)
        #expect(t.root.first(id: "map")?.type == "MapRepresentable")
        #expect(Delegate().application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        let hosting = UIHostingController(rootView: Text("Hi"))
        #expect(hosting.view != nil)
    }
}
