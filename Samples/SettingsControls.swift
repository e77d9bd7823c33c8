import SwiftUI

/// A settings screen built from controls as Xcode writes them: toggles bound to state, text
/// fields, a progress bar, a link and buttons in each style. Previews draw them at rest.
struct SettingsControls: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var name = "Grace Hopper"
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Settings").font(.largeTitle).bold()
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle(isOn: $bluetooth) {
                Label("Notifications", systemImage: "bell")
            }
            Divider()
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            Divider()
            Text("Storage").font(.headline)
            ProgressView(value: 0.62)
            HStack {
                Text("62 GB of 100 GB used").foregroundStyle(.secondary)
                Spacer()
                ProgressView()
            }
            Link("Manage storage", destination: URL(string: "https://example.com/storage")!)
            Spacer()
            HStack {
                Button("Cancel", role: .cancel) { }
                Spacer()
                Button("Reset", role: .destructive) { }
                    .buttonStyle(.bordered)
                Button("Save") { save() }
                    .buttonStyle(.borderedProminent)
            }
            Button(action: {}) {
                Text("Sign Out").frame(maxWidth: .infinity)
            }
            .buttonStyle(.bordered)
            .controlSize(.large)
            .tint(.red)
        }
        .padding(20)
    }

    func save() {}
}

#Preview {
    SettingsControls()
}
