import SwiftUI

/// The size-class switch: one AnyLayout, a VStack in compact width and an HStack in regular
/// width. The views keep their identity when the layout changes (the previewer animates them),
/// and `--any-layout horizontal|vertical` (the previewer's `a` key) forces either form.
struct Weather: View {
    @Environment(\.horizontalSizeClass) var horizontalSizeClass

    var body: some View {
        let layout = horizontalSizeClass == .compact
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 16))
            : AnyLayout(HStackLayout(alignment: .top, spacing: 16))

        layout {
            Image("landscape")
                .resizable()
                .aspectRatio(16 / 9, contentMode: .fit)
                .frame(maxWidth: 480)
            VStack(alignment: .leading, spacing: 6) {
                Text("Zermatt").font(.largeTitle).bold()
                Text("Sunny, light wind").font(.title3).foregroundColor(.secondary)
                HStack(spacing: 18) {
                    forecast("Mon", "21°")
                    forecast("Tue", "19°")
                    forecast("Wed", "23°")
                    forecast("Thu", "18°")
                }
                .padding(.top, 8)
            }
        }
        .padding(20)
    }

    @ViewBuilder
    func forecast(_ day: String, _ temperature: String) -> some View {
        VStack(spacing: 4) {
            Text(day).font(.caption).foregroundColor(.secondary)
            Text(temperature).font(.headline)
        }
    }
}

#Preview { Weather() }
#Preview("Regular") { Weather().environment(\.horizontalSizeClass, .regular) }
