import SwiftUI

/// A form-like column: leading-aligned sections, label/value rows whose labels share one width,
/// and a full-width button at the bottom.
struct Field: View {
    let label: String
    let value: String

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Text(label)
                .foregroundColor(.secondary)
                .frame(width: 96, alignment: .leading)
            Text(value)
            Spacer(minLength: 0)
        }
    }
}

struct SettingsForm: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Account").font(.title2).bold()
            Field(label: "Name", value: "Grace Hopper")
            Field(label: "Email", value: "grace@navy.example")
            Field(label: "Phone", value: "+1 555 0199")
            Divider()
            Text("Preferences").font(.title2).bold()
            Field(label: "Language", value: "English (US)")
            Field(label: "Time zone", value: "Eastern Time")
            Field(label: "Signature", value: "Sent from a compiler, please excuse the brevity")
            Spacer()
            Text("Save changes")
                .font(.headline)
                .foregroundColor(.white)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
                .background(Color.blue)
        }
        .padding(20)
    }
}

#Preview { SettingsForm() }
