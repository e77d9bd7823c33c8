import Foundation
import Testing
import Trellis

/// A screen written as apps write them with the API of this change — a navigation stack whose
/// path is set at rest (so the pushed statistics screen shows, with its back button), a table,
/// bindings in `ForEach` with delete and move, keyframe and phase animators, a graphical date
/// picker, pinned sections, a canvas, a timeline, an outline, file dialogs, drag and drop,
/// search tokens, materials, scroll transitions, symbol effects, sensory feedback, storage
/// wrappers and the accepted modifiers of iOS 17 — compiled by the real `trellis` command, as a
/// file in Swift 5 and in a tools-version 6 package in Swift 6.
@Suite(.serialized) struct APIViewsCompiled {
    static let screen = #"""
        import SwiftUI
        import UniformTypeIdentifiers

        struct Book: Identifiable, Hashable, Codable {
            let id: Int
            var title: String
            var author: String
            var pages: Int
            var parts: [Book]? = nil
        }

        struct Tag: Identifiable, Hashable {
            let id: Int
            var name: String
        }

        enum Route: Hashable {
            case book(Book)
            case stats
        }

        @Observable final class Library {
            var books: [Book] = [
                Book(id: 1, title: "Dune", author: "Herbert", pages: 412, parts: [Book(id: 11, title: "Book One", author: "Herbert", pages: 120)]),
                Book(id: 2, title: "Emma", author: "Austen", pages: 474),
            ]
        }

        struct Shelf: FileDocument {
            static var readableContentTypes: [UTType] { [.json] }
            var books: [Book]
            init(books: [Book]) { self.books = books }
            init(configuration: ReadConfiguration) throws {
                books = try JSONDecoder().decode([Book].self, from: configuration.file.regularFileContents ?? Data())
            }
            func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
                FileWrapper(regularFileWithContents: try JSONEncoder().encode(books))
            }
        }

        struct Bounce {
            var scale = 1.0
            var lift = 0.0
        }

        struct BookRow: View {
            @Binding var book: Book
            var body: some View {
                HStack {
                    Text(book.title)
                    Spacer()
                    Text(book.pages, format: .number).foregroundStyle(.secondary)
                }
                .scrollTransition { content, phase in
                    content.opacity(phase.isIdentity ? 1 : 0.4).scaleEffect(phase.isIdentity ? 1 : 0.9)
                }
            }
        }

        struct StatsView: View {
            let books: [Book]
            @Binding var order: [KeyPathComparator<Book>]
            @Binding var selection: Book.ID?

            var body: some View {
                Table(books, selection: $selection, sortOrder: $order) {
                    TableColumn("Cover") { book in
                        Color.blue.frame(width: 30, height: 40).id("cover-\(book.id)")
                    }
                    .width(44)
                    TableColumn("Title", value: \.title)
                    TableColumn("Author", value: \.author) { book in Text(book.author).italic() }
                        .width(min: 80, ideal: 120)
                    TableColumn("Pages") { book in Text(book.pages, format: .number) }
                        .alignment(.numeric)
                }
                .tableColumnHeaders(.visible)
                .navigationTitle("Stats")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Share", systemImage: "square.and.arrow.up") {}
                            .symbolEffect(.bounce, value: books.count)
                    }
                }
            }
        }

        struct BookDetail: View {
            let book: Book
            @State private var likes = 0
            @State private var due = Date(timeIntervalSince1970: 1_795_599_660)
            @State private var exporting = false
            @Environment(\.dismiss) private var dismiss

            var body: some View {
                ScrollView {
                    VStack(spacing: 16) {
                        Image(systemName: "book.fill")
                            .font(.largeTitle)
                            .keyframeAnimator(initialValue: Bounce(), trigger: likes) { content, value in
                                content.scaleEffect(value.scale).offset(y: value.lift)
                            } keyframes: { _ in
                                KeyframeTrack(\.scale) {
                                    SpringKeyframe(1.3, duration: 0.2, spring: .bouncy)
                                    CubicKeyframe(1.0, duration: 0.3)
                                }
                                KeyframeTrack(\.lift) {
                                    LinearKeyframe(-12, duration: 0.2, timingCurve: .easeOut)
                                    MoveKeyframe(0)
                                }
                            }
                        PhaseAnimator([0.0, 1.0], trigger: likes) { phase in
                            Text("♥ \(likes)").opacity(0.5 + phase / 2)
                        } animation: { _ in .smooth }
                        DatePicker("Due", selection: $due, displayedComponents: .date)
                            .datePickerStyle(.graphical)
                        Canvas { context, size in
                            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
                            context.stroke(Path(CGRect(x: 4, y: 4, width: 20, height: 20)), with: .linearGradient(
                                Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 20, y: 20)), lineWidth: 2)
                            context.draw(Text("\(book.pages)"), at: CGPoint(x: size.width / 2, y: size.height / 2))
                        }
                        .frame(width: 80, height: 40)
                        TimelineView(.everyMinute) { context in
                            Text(context.date, style: .time)
                        }
                        ProgressView("Reading", value: 120, total: Double(book.pages))
                        Button("Like") { likes += 1 }
                            .buttonRepeatBehavior(.enabled)
                            .sensoryFeedback(.increase, trigger: likes)
                            .keyboardShortcut("l", modifiers: .command)
                    }
                    .padding()
                    .background(.ultraThinMaterial, in: .rect(cornerRadius: 16))
                }
                .defaultScrollAnchor(.top)
                .contentMargins(.horizontal, 8, for: .scrollContent)
                .scrollDismissesKeyboard(.interactively)
                .navigationTitle(book.title)
                .navigationBarTitleDisplayMode(.inline)
                .fileExporter(isPresented: $exporting, document: Shelf(books: [book]), contentType: .json) { _ in }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Done") { dismiss() } }
                }
            }
        }

        struct LibraryScreen: View {
            @State private var library = Library()
            @State private var path: [Route] = [.stats]
            @State private var order = [KeyPathComparator(\Book.title)]
            @State private var selection: Book.ID?
            @State private var query = ""
            @State private var tags: [Tag] = []
            @State private var importing = false
            @State private var inspecting = false
            @State private var expanded = true
            @AppStorage("compactRows") private var compactRows = false
            @SceneStorage("lastQuery") private var lastQuery = ""
            @FocusState private var searching: Bool

            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        Section("Shelf", isExpanded: $expanded) {
                            ForEach($library.books) { $book in
                                NavigationLink(value: Route.book(book)) { BookRow(book: $book) }
                                    .swipeActions { Button("Delete", role: .destructive) {} }
                                    .draggable(book.title)
                            }
                            .onDelete { library.books.remove(atOffsets: $0) }
                            .onMove { library.books.move(fromOffsets: $0, toOffset: $1) }
                        }
                        Section("Parts") {
                            OutlineGroup(library.books, children: \.parts) { book in Text(book.title) }
                        }
                        ScrollView(.horizontal) {
                            LazyHStack(pinnedViews: [.sectionHeaders, .sectionFooters]) {
                                ForEach(["New", "Old"], id: \.self) { group in
                                    Section {
                                        ForEach(0..<3) { i in Color.gray.frame(width: 40, height: 40) }
                                    } header: {
                                        Text(group)
                                    } footer: {
                                        Text("\(group) end")
                                    }
                                }
                            }
                        }
                    }
                    .listRowSpacing(4)
                    .navigationTitle("Library")
                    .searchable(text: $query, tokens: $tags, prompt: Text("Title or author")) { tag in Text(tag.name) }
                    .searchScopes($query) { Text("All").tag("") }
                    .dropDestination(for: String.self) { items, _ in !items.isEmpty }
                    .fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { _ in }
                    .inspector(isPresented: $inspecting) { Text("Details") }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { EditButton() }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Import", systemImage: "tray.and.arrow.down") { importing = true }
                        }
                    }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .book(let book): BookDetail(book: book)
                        case .stats: StatsView(books: library.books, order: $order, selection: $selection).id("stats")
                        }
                    }
                }
                .onOpenURL { _ in }
                .hoverEffect(.highlight)
                .focusable()
                .accessibilityHeading(.h1)
                .onKeyPress(.escape) { .handled }
                .transition(.blurReplace)
            }
        }

        #Preview { LibraryScreen() }
        """#

    /// What the layout must be at rest: the path's last value, `.stats`, is pushed over the list
    /// (the back button titled "Library"); its table in a compact width is the first column as a
    /// plain list whose scroll view starts under the 44-pt bar, its content 52 pt lower (the large
    /// title inherited from the root). The cover cells: 40 tall rows of 40 + 22 = 62, 16 in.
    static func expectScreen(_ tree: LayoutTree, _ context: String) {
        let types = Set(tree.root.all.map(\.type))
        #expect(types.contains("BackButton") && types.contains("Table"), "\(context): \(types.sorted())")
        expectFrame(tree, "stats", 0, 44, 390, 800, context)
        expectFrame(tree, "cover-1", 16, 44 + 52 + 11, 30, 40, context)
        expectFrame(tree, "cover-2", 16, 44 + 52 + 62 + 11, 30, 40, context)
    }

    @Test func aLibraryScreenCompilesInSwift5() throws {
        let file = try Command.temporaryFile(Self.screen, name: "LibraryScreen.swift")
        let r = try CompiledPath.run(["layout", file.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("warning"), "\(r.stderr)")
        Self.expectScreen(try CompiledPath.tree(r.stdout), "Swift 5")
    }

    @Test func theSameScreenInAPackageCompilesInSwift6() throws {
        let root = try Projects.project([
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Reader",
                    platforms: [.iOS(.v17)],
                    targets: [.target(name: "ReaderUI")]
                )
                """,
            "Sources/ReaderUI/LibraryScreen.swift": Self.screen,
        ])
        let file = root.appendingPathComponent("Sources/ReaderUI/LibraryScreen.swift")
        let r = try CompiledPath.run(["layout", file.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        Self.expectScreen(try CompiledPath.tree(r.stdout), "Swift 6")
    }
}
