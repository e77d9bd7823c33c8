import SwiftUI

/// One book: a coloured spine, the title and author, the year and rating on the right.
struct BookRow: View {
    var book: Book

    private var spine: Color {
        [Color.indigo, .teal, .orange, .pink][abs(book.title.hashValue) % 4]
    }

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 3)
                .fill(spine)
                .frame(width: 28, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text(book.title).font(.headline).lineLimit(1)
                Text(book.author).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            VStack(alignment: .trailing, spacing: 2) {
                Text(String(book.year)).font(.subheadline.monospacedDigit())
                Text(book.stars).font(.caption).foregroundStyle(.orange)
            }
        }
    }
}
