import SwiftUI

/// A photo library screen: a large title, a horizontal "Albums" row whose cards are a third of
/// the scroll view's width (`containerRelativeFrame`), and a grid of square photo tiles, three
/// flexible columns 2 apart, as the iOS Photos app lays its library out. Both containers are lazy:
/// only the tiles the scroll view shows (plus a margin) are built, whatever the photo count.
struct Photo: Identifiable {
    let id: Int
    var color: Color {
        let palette: [Color] = [.blue, .orange, .green, .purple, .teal, .pink, .indigo, .brown, .mint, .red]
        return palette[(id * 7 + id / 3) % palette.count]
    }
}

struct PhotoAlbum: Identifiable {
    let id: Int
    let title: String
    let count: Int
    let color: Color
}

struct PhotoGrid: View {
    let photos = (0..<3_000).map { Photo(id: $0) }
    let albums = [
        PhotoAlbum(id: 0, title: "Recents", count: 3_000, color: .blue),
        PhotoAlbum(id: 1, title: "Favorites", count: 128, color: .pink),
        PhotoAlbum(id: 2, title: "Holidays", count: 412, color: .orange),
        PhotoAlbum(id: 3, title: "Screenshots", count: 96, color: .gray),
        PhotoAlbum(id: 4, title: "Family", count: 230, color: .green),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Albums").font(.title2).bold().padding(.horizontal, 16)
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 16) {
                            ForEach(albums) { album in
                                VStack(alignment: .leading, spacing: 2) {
                                    RoundedRectangle(cornerRadius: 8)
                                        .fill(album.color)
                                        .aspectRatio(1, contentMode: .fit)
                                    Text(album.title).font(.subheadline).lineLimit(1)
                                    Text("\(album.count)").font(.subheadline).foregroundStyle(.secondary)
                                }
                                .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 16)
                            }
                        }
                        .padding(.horizontal, 16)
                    }
                    Text("Library").font(.title2).bold().padding(.horizontal, 16)
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: 3), spacing: 2) {
                        ForEach(photos) { photo in
                            // The usual square-tile idiom: a square of the column's width, the
                            // photo filling it and clipped to it.
                            Color.clear
                                .aspectRatio(1, contentMode: .fit)
                                .overlay { photo.color.aspectRatio(1, contentMode: .fill) }
                                .clipped()
                        }
                    }
                }
            }
            .navigationTitle("Photos")
        }
    }
}

#Preview { PhotoGrid() }
