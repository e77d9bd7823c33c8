import SwiftUI

/// An iPad split view: folders in the sidebar, the notes of a folder in the content column and a
/// note in the detail. In a compact width (an iPhone, or press `h`) it collapses to one stack
/// showing the sidebar.
struct Folder: Identifiable {
    let id: Int
    let name: String
    let count: Int
}

struct NotesSplitView: View {
    let folders: [Folder] = [
        Folder(id: 1, name: "All iCloud", count: 42),
        Folder(id: 2, name: "Notes", count: 31),
        Folder(id: 3, name: "Recipes", count: 7),
        Folder(id: 4, name: "Travel", count: 4),
    ]
    let notes = ["Packing list", "Train times", "Museum hours", "Gelato places"]

    var body: some View {
        NavigationSplitView {
            List(folders) { folder in
                NavigationLink(value: folder.id) {
                    HStack {
                        Label(folder.name, systemImage: "folder")
                        Spacer()
                        Text("\(folder.count)").foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Folders")
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Image(systemName: "folder").foregroundStyle(.blue)
                }
            }
        } content: {
            List(notes, id: \.self) { note in
                VStack(alignment: .leading, spacing: 2) {
                    Text(note).font(.headline)
                    Text("Tuesday  Florence").font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Travel")
        } detail: {
            VStack(alignment: .leading, spacing: 12) {
                Text("Packing list").font(.title).bold()
                Text("Passport, adapters, the good walking shoes, a paperback for the train.")
                Spacer()
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Image(systemName: "square.and.pencil").foregroundStyle(.blue)
                }
            }
        }
    }
}

#Preview("iPad", traits: .fixedLayout(width: 1180, height: 820)) { NotesSplitView() }

#Preview("iPhone") { NotesSplitView() }
