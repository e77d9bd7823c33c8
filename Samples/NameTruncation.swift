import SwiftUI

/// An avatar and two names that don't fit in one row. Without priorities the HStack offers
/// the names equal shares and both truncate; with `layoutPriority(1)` the first name is sized
/// first and only the second one truncates.
struct NameRow: View {
    var first = "Alexandria Catherine"
    var last = "Bartholomew-Fitzgerald"
    var prioritizeFirst = false

    var body: some View {
        HStack(spacing: 10) {
            Image("avatar-ada")
                .resizable()
                .frame(width: 44, height: 44)
            Text(first)
                .font(.headline)
                .lineLimit(1)
                .layoutPriority(prioritizeFirst ? 1 : 0)
            Text(last)
                .font(.headline)
                .foregroundColor(.secondary)
                .lineLimit(1)
        }
        .padding(12)
        .frame(width: 320, alignment: .leading)
        .background(Color(white: 0.95))
    }
}

struct Comparison: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Shared fairly").font(.caption).foregroundColor(.secondary)
            NameRow()
            Text("First name with layoutPriority(1)").font(.caption).foregroundColor(.secondary)
            NameRow(prioritizeFirst: true)
        }
    }
}

#Preview("Both") { Comparison() }
#Preview("Fair") { NameRow() }
#Preview("Priority") { NameRow(prioritizeFirst: true) }
