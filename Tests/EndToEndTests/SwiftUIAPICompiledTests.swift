import Foundation
import Testing
import Trellis

/// A screen written as apps write them, using the SwiftUI API that only acts on interaction or
/// presentation (alerts, action sheets, dialogs, gesture state and composed gestures, scroll
/// readers and targets, transactions, phase animators) beside what shows (a custom button style,
/// a custom toggle style, AsyncImage, an empty state, a text editor, a share link, shape statics,
/// formatted values), compiled by the real `trellis` command.
@Suite(.serialized) struct SwiftUIAPICompiled {
    static let inbox = #"""
        import SwiftUI

        struct Message: Identifiable, Hashable {
            let id: Int
            var sender: String
            var subject: String
            var amount: Double
        }

        struct PillButtonStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(.horizontal, 20)
                    .padding(.vertical, 10)
                    .background(configuration.role == .destructive ? Color.red : Color.blue)
                    .foregroundStyle(.white)
                    .clipShape(Capsule())
                    .opacity(configuration.isPressed ? 0.7 : 1)
            }
        }

        struct HapticButtonStyle: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .onTapGesture { configuration.trigger() }
            }
        }

        struct CheckboxToggleStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button {
                    configuration.isOn.toggle()
                } label: {
                    HStack {
                        Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                        configuration.label
                    }
                }
                .buttonStyle(.plain)
            }
        }

        struct InboxScreen: View {
            @State private var messages = [
                Message(id: 1, sender: "Ada", subject: "Engine notes", amount: 12.5),
                Message(id: 2, sender: "Alan", subject: "Tea on Friday?", amount: 3),
            ]
            @State private var showsDeleteAlert = false
            @State private var showsLegacyAlert = false
            @State private var showsSheet = false
            @State private var selected: Message?
            @State private var scrolledID: Int?
            @State private var draft = "Dear Ada,"
            @State private var tip = 2.5
            @State private var markRead = true
            @GestureState private var dragOffset: CGSize = .zero
            @GestureState private var isPressing = false
            @Namespace private var namespace

            var body: some View {
                let drag = DragGesture(minimumDistance: 5)
                    .updating($dragOffset) { value, state, transaction in
                        state = value.translation
                        transaction.animation = .interactiveSpring
                    }
                    .onChanged { value in _ = (value.location, value.startLocation, value.velocity) }
                    .onEnded { value in _ = value.predictedEndTranslation }
                let press = LongPressGesture(minimumDuration: 0.4)
                    .updating($isPressing) { current, state, _ in state = current }
                    .onEnded { _ in showsDeleteAlert = true }

                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 12) {
                            AsyncImage(url: URL(string: "https://example.com/banner.png")) { image in
                                image.resizable().scaledToFill()
                            } placeholder: {
                                ProgressView()
                            }
                            .frame(height: 80)
                            .clipShape(.rect(cornerRadius: 12))

                            ForEach(messages) { message in
                                HStack {
                                    AsyncImage(url: URL(string: "https://example.com/\(message.id).png"), transaction: Transaction(animation: .default)) { phase in
                                        switch phase {
                                        case .success(let image): image.resizable()
                                        case .failure: Image(systemName: "person.crop.circle.badge.exclamationmark")
                                        case .empty: Color.gray.opacity(0.3)
                                        @unknown default: EmptyView()
                                        }
                                    }
                                    .frame(width: 36, height: 36)
                                    .clipShape(.circle)
                                    VStack(alignment: .leading) {
                                        Text(message.sender).font(.headline)
                                        Text(message.subject).foregroundStyle(.secondary)
                                    }
                                    Spacer()
                                    Text(message.amount, format: .currency(code: "EUR"))
                                }
                                .padding(12)
                                .background(.background, in: .rect(cornerRadius: 12))
                                .matchedGeometryEffect(id: message.id, in: namespace)
                                .offset(dragOffset)
                                .scaleEffect(isPressing ? 0.98 : 1)
                                .gesture(drag.simultaneously(with: press))
                                .highPriorityGesture(TapGesture(count: 2).onEnded { selected = message })
                                .simultaneousGesture(LongPressGesture().sequenced(before: DragGesture()))
                                .transition(.opacity)
                                .id(message.id)
                            }

                            if messages.isEmpty {
                                ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
                            }

                            TextEditor(text: $draft)
                                .frame(height: 100)
                                .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray.opacity(0.4)))

                            TextField("Tip", value: $tip, format: .number.precision(.fractionLength(2)))
                            LabeledContent("Total", value: messages.reduce(0) { $0 + $1.amount } + tip, format: .currency(code: "EUR"))
                            Toggle("Mark as read", isOn: $markRead.animation(.snappy))
                                .toggleStyle(CheckboxToggleStyle())

                            HStack {
                                Button("Delete All", role: .destructive) { showsDeleteAlert = true }
                                    .buttonStyle(PillButtonStyle())
                                Button("Archive") { withAnimation(.spring) { messages.removeAll() } }
                                    .buttonStyle(HapticButtonStyle())
                                ShareLink(item: URL(string: "https://example.com/inbox")!)
                                ShareLink("Export", item: "inbox", subject: Text("Inbox"), message: Text("My messages"))
                                PasteButton(payloadType: String.self) { strings in draft += strings.joined() }
                            }
                            PhaseAnimator([1.0, 1.1]) { scale in
                                Image(systemName: "bell.fill").scaleEffect(scale)
                            }
                            UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 16)
                                .fill(Color.blue.gradient)
                                .frame(height: 24)
                        }
                        .scrollTargetLayout()
                        .padding()
                    }
                    .scrollPosition(id: $scrolledID, anchor: .top)
                    .scrollTargetBehavior(.viewAligned)
                    .scrollBounceBehavior(.basedOnSize)
                    .scrollClipDisabled()
                    .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
                }
                .alert(isPresented: $showsLegacyAlert) {
                    Alert(title: Text("Sent"), message: Text("Your reply is on its way."), dismissButton: .default(Text("OK")))
                }
                .actionSheet(isPresented: $showsSheet) {
                    ActionSheet(title: Text("Move to"), buttons: [.default(Text("Archive")), .destructive(Text("Trash")), .cancel()])
                }
                .alert("Delete all messages?", isPresented: $showsDeleteAlert) {
                    Button("Delete", role: .destructive) { messages.removeAll() }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("This cannot be undone.")
                }
                .alert(Text("Reply"), isPresented: $showsSheet, presenting: selected) { message in
                    Button("Reply to \(message.sender)") {}
                } message: { message in
                    Text(message.subject)
                }
                .confirmationDialog("Move", isPresented: $showsSheet, titleVisibility: .visible) {
                    Button("Archive") {}
                } message: {
                    Text("Choose a folder")
                }
                .tint(.indigo)
                .accentColor(.orange)
                .preferredColorScheme(.dark)
            }
        }

        #Preview { InboxScreen() }
        """#

    @Test func inboxScreenCompilesAndLaysOut() throws {
        let url = try Command.temporaryFile(Self.inbox, name: "InboxScreen.swift")
        let check = try CompiledPath.run(["check", url.path, "--engine", "compiled"])
        #expect(check.status == 0, "\(check.stderr)")
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        #expect(tree.window.width == 390 && tree.window.height == 844)
        let types = Set(tree.root.all.map(\.type))
        #expect(types.contains("ScrollView") && types.contains("Button") && types.contains("AsyncImage") && types.contains("TextEditor"),
                "\(types.sorted())")
    }

    @Test func inboxScreenRendersDark() throws {
        let url = try Command.temporaryFile(Self.inbox, name: "InboxScreen.swift")
        let out = url.deletingLastPathComponent().appendingPathComponent("inbox.png")
        let r = try CompiledPath.run(["render", url.path, "-o", out.path, "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try VariantSheetCommand.pixels(out)
        // `preferredColorScheme(.dark)` turns the whole preview dark: the window's corner is black.
        #expect(image.rgb(1, 843) == (0, 0, 0))
    }
}
