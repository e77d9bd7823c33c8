import SwiftUI

/// A Dynamic-Type-sensitive layout: text styles grow with the user's text size, and at the
/// accessibility sizes the byline stacks vertically instead of sitting in one row.
/// Try `--dynamic-type-size xSmall` and `--dynamic-type-size accessibility3`.
struct Article: View {
    @Environment(\.dynamicTypeSize) var dynamicTypeSize

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("FIELD NOTES").font(.caption).bold().foregroundColor(.orange)
            Text("Why mountains look blue from far away")
                .font(.title)
                .bold()
            byline
            Text("Light scattered by the air between you and a distant ridge adds blue to everything you see; the farther the ridge, the more air, the bluer it gets. Painters call it aerial perspective.")
                .font(.body)
            Text("4 min read").font(.footnote).foregroundColor(.secondary)
        }
        .padding(20)
    }

    @ViewBuilder
    var byline: some View {
        if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 8) {
                Image("avatar-alan").resizable().frame(width: 44, height: 44)
                Text("Alan Turing").font(.headline)
                Text("March 12").font(.subheadline).foregroundColor(.secondary)
            }
        } else {
            HStack(spacing: 10) {
                Image("avatar-alan").resizable().frame(width: 32, height: 32)
                Text("Alan Turing").font(.headline)
                Spacer()
                Text("March 12").font(.subheadline).foregroundColor(.secondary)
            }
        }
    }
}

#Preview { Article() }
#Preview("Accessibility 3") { Article().dynamicTypeSize(.accessibility3) }
