import SwiftUI

/// The custom layouts that ship with Trellis (TrellisExamples, Apple's sample layouts), used
/// by name: FlowLayout wraps tags onto lines, MyEqualWidthHStack gives buttons the width of the
/// widest one, and MyRadialLayout places views on a circle in order of their rank.
let tags = ["SwiftUI", "Layout", "Linux", "Pango", "Cairo", "X11", "Grid", "AnyLayout",
            "ViewThatFits", "Dynamic Type", "RTL", "alignment guides"]

struct Tag: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.callout)
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .background(.indigo.opacity(0.12), in: Capsule())
            .foregroundStyle(.indigo)
    }
}

struct LayoutsShowcase: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 22) {
            Text("FlowLayout").font(.headline)
            FlowLayout(spacing: 8, lineSpacing: 8) {
                ForEach(tags, id: \.self) { tag in
                    Tag(title: tag)
                }
            }

            Text("MyEqualWidthHStack").font(.headline)
            MyEqualWidthHStack {
                Text("OK").padding(.vertical, 8).frame(maxWidth: .infinity).background(.blue, in: Capsule()).foregroundStyle(.white)
                Text("Not now").padding(.vertical, 8).frame(maxWidth: .infinity).background(.gray.opacity(0.2), in: Capsule())
                Text("Never").padding(.vertical, 8).frame(maxWidth: .infinity).background(.gray.opacity(0.2), in: Capsule())
            }

            Text("MyRadialLayout").font(.headline)
            MyRadialLayout {
                ForEach(1...6, id: \.self) { n in
                    Text("\(n)")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .frame(width: 36, height: 36)
                        .background(Circle().fill(n == 1 ? Color.orange : Color.teal))
                        .rank(n)
                }
            }
            .frame(height: 200)
        }
        .padding(20)
    }
}

#Preview { LayoutsShowcase() }
