import SwiftUI

/// The shelf: every book, newest first or by title.
struct ShelfView: View {
    var books: [Book]
    var sortByTitle = false

    private var sorted: [Book] {
        sortByTitle ? books.sorted { $0.title < $1.title } : books.sorted { $0.year > $1.year }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Bookshelf").font(.largeTitle).bold()
            Text("\(books.count) books, average \(averageRating, specifier: "%.1f") stars")
                .foregroundStyle(.secondary)
            ForEach(sorted) { book in
                BookRow(book: book)
                Divider()
            }
            Spacer(minLength: 0)
        }
        .padding()
    }

    private var averageRating: Double {
        Double(books.map(\.rating).reduce(0, +)) / Double(max(books.count, 1))
    }
}

#Preview("Newest first") {
    ShelfView(books: Book.shelf)
}

#Preview("By title") {
    ShelfView(books: Book.shelf, sortByTitle: true)
}
