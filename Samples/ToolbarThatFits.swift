import SwiftUI

/// ViewThatFits picks the first of its views that fits the width it is offered: a toolbar with
/// labelled buttons where there is room, icons only where there is less, and a single "more"
/// button in a narrow space.
struct ToolButton: View {
    let symbol: String
    let title: String
    var showsTitle = true

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: symbol)
            if showsTitle {
                Text(title)
            }
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(.blue.opacity(0.12), in: Capsule())
        .foregroundStyle(.blue)
    }
}

struct Toolbar: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 8) {
                ToolButton(symbol: "square.and.arrow.up", title: "Share")
                ToolButton(symbol: "pencil", title: "Edit")
                ToolButton(symbol: "bookmark", title: "Save")
                ToolButton(symbol: "trash", title: "Delete")
            }
            HStack(spacing: 8) {
                ToolButton(symbol: "square.and.arrow.up", title: "Share", showsTitle: false)
                ToolButton(symbol: "pencil", title: "Edit", showsTitle: false)
                ToolButton(symbol: "bookmark", title: "Save", showsTitle: false)
                ToolButton(symbol: "trash", title: "Delete", showsTitle: false)
            }
            ToolButton(symbol: "ellipsis", title: "More", showsTitle: false)
        }
    }
}

struct ToolbarWidths: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            ForEach([370, 220, 90], id: \.self) { width in
                VStack(alignment: .leading, spacing: 6) {
                    Text("\(width) points").font(.caption).foregroundStyle(.secondary)
                    Toolbar()
                        .frame(width: CGFloat(width), alignment: .leading)
                        .padding(6)
                        .border(Color.gray.opacity(0.4))
                }
            }
        }
        .padding()
    }
}

#Preview("Three widths") { ToolbarWidths() }
#Preview("Window width") { Toolbar().padding() }
