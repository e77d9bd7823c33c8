import SwiftUI

/// A tab-based app: four tabs with the iOS 18 `Tab` API, each a NavigationStack with a large
/// title; the tab bar sits at the bottom inside the safe area, the first tab selected.
struct Album: Identifiable {
    let id: Int
    let title: String
    let artist: String
    let color: Color
}

struct AlbumTile: View {
    let album: Album

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            RoundedRectangle(cornerRadius: 8)
                .fill(album.color)
                .aspectRatio(1, contentMode: .fit)
                .overlay { Image(systemName: "music.note").font(.largeTitle).foregroundStyle(.white) }
            Text(album.title).font(.subheadline).lineLimit(1)
            Text(album.artist).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
        }
    }
}

struct HomeTab: View {
    let albums: [Album] = [
        Album(id: 1, title: "Blue Hours", artist: "The Tides", color: .blue),
        Album(id: 2, title: "Paper Suns", artist: "Marigold", color: .orange),
        Album(id: 3, title: "Night Drive", artist: "Neon Coast", color: .purple),
        Album(id: 4, title: "Green Rooms", artist: "Fern & Moss", color: .green),
        Album(id: 5, title: "Red Letter", artist: "Postmark", color: .red),
        Album(id: 6, title: "Still Water", artist: "Lake Effect", color: .teal),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible(), spacing: 16), GridItem(.flexible())], spacing: 20) {
                    ForEach(albums) { album in
                        AlbumTile(album: album)
                    }
                }
                .padding(.horizontal, 16)
            }
            .navigationTitle("Home")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Image(systemName: "person.crop.circle").font(.title2).foregroundStyle(.blue)
                }
            }
        }
    }
}

struct MusicTabs: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                HomeTab()
            }
            Tab("Browse", systemImage: "square.grid.2x2") {
                NavigationStack { Text("Browse").navigationTitle("Browse") }
            }
            Tab("Library", systemImage: "music.note") {
                NavigationStack { Text("Library").navigationTitle("Library") }
            }
            Tab(role: .search) {
                NavigationStack { Text("Search").navigationTitle("Search") }
            }
        }
    }
}

#Preview("Tabs") { MusicTabs() }

#Preview("tabItem and selection") {
    @Previewable @State var selection = 2
    TabView(selection: $selection) {
        Text("Inbox").tabItem { Label("Inbox", systemImage: "envelope") }.badge(3).tag(1)
        NavigationStack {
            List {
                Text("Notifications")
                Text("Privacy")
                Text("Accounts")
            }
            .navigationTitle("Settings")
        }
        .tabItem { Label("Settings", systemImage: "gearshape") }
        .tag(2)
        Text("Profile").tabItem {
            Image(systemName: "person")
            Text("Profile")
        }
        .tag(3)
    }
}
