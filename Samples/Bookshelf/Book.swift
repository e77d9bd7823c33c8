import Foundation

// The model of a three-file app: a book, a shelf of them, and what the views need to show.

struct Book: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var author: String
    var year: Int
    var rating: Int

    var stars: String { String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating) }
}

extension Book {
    static let shelf: [Book] = [
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969, rating: 5),
        Book(title: "Invisible Cities", author: "Italo Calvino", year: 1972, rating: 4),
        Book(title: "Piranesi", author: "Susanna Clarke", year: 2020, rating: 5),
        Book(title: "The Remains of the Day", author: "Kazuo Ishiguro", year: 1989, rating: 4),
    ]
}
