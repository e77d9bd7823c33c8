import SwiftUI

/// A settings screen as apps write it: an ObservableObject model owned by the screen, a Form of
/// sections with toggles, pickers, a stepper, a slider, a date picker and a disclosure group.

enum Appearance: String, CaseIterable, Identifiable {
    case system = "System", light = "Light", dark = "Dark"
    var id: Self { self }
}

final class SettingsModel: ObservableObject {
    @Published var notifications = true
    @Published var sounds = false
    @Published var appearance = Appearance.system
    @Published var textSize = 0.6
    @Published var downloads = 3
    @Published var quality = "High"
    @Published var quietStart = Date(timeIntervalSince1970: 1_764_108_000) // 22:00 UTC
    @Published var showAdvanced = true
}

struct SettingsScreen: View {
    @StateObject private var model = SettingsModel()

    var body: some View {
        Form {
            Section {
                Toggle("Notifications", isOn: $model.notifications)
                Toggle("Sounds", isOn: $model.sounds)
                DatePicker("Quiet from", selection: $model.quietStart, displayedComponents: .hourAndMinute)
            } header: {
                Text("Alerts")
            } footer: {
                Text("Quiet hours silence alerts until the morning.")
            }

            Section("Display") {
                Picker("Appearance", selection: $model.appearance) {
                    ForEach(Appearance.allCases) { Text($0.rawValue) }
                }
                .pickerStyle(.segmented)
                Slider(value: $model.textSize) {
                    Text("Text size")
                } minimumValueLabel: {
                    Text("A").font(.caption)
                } maximumValueLabel: {
                    Text("A").font(.title3)
                }
            }

            Section("Downloads") {
                Stepper("Simultaneous: \(model.downloads)", value: $model.downloads, in: 1...5)
                Picker("Quality", selection: $model.quality) {
                    Text("Low").tag("Low")
                    Text("Medium").tag("Medium")
                    Text("High").tag("High")
                }
                DisclosureGroup("Advanced", isExpanded: $model.showAdvanced) {
                    LabeledContent("Cache", value: "1.2 GB")
                    Button("Clear Cache", role: .destructive) {}
                }
            }
        }
    }
}

#Preview("Settings") { SettingsScreen() }
