import SwiftUI

/// A mail inbox: a NavigationStack with a large title, bar buttons on both sides, a search field
/// under the title, a plain List of message rows and a status line in the bottom toolbar.
struct Message: Identifiable {
    let id: Int
    let sender: String
    let subject: String
    let preview: String
    let time: String
    let isUnread: Bool
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Circle()
                .fill(message.isUnread ? Color.blue : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 5)
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(message.sender).font(.headline).lineLimit(1)
                    Spacer()
                    Text(message.time).font(.subheadline).foregroundStyle(.secondary)
                    Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
                }
                Text(message.subject).font(.subheadline).lineLimit(1)
                Text(message.preview).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
            }
        }
    }
}

struct MailInbox: View {
    let messages: [Message] = [
        Message(id: 1, sender: "Ada Lovelace", subject: "Notes on the Analytical Engine",
                preview: "I have attached the translation with my notes; note G has the table for the Bernoulli numbers.",
                time: "9:41", isUnread: true),
        Message(id: 2, sender: "Grace Hopper", subject: "A bug in the Mark II",
                preview: "We found a moth in relay 70, panel F. Taped it into the log book for the record.",
                time: "8:12", isUnread: true),
        Message(id: 3, sender: "Alan Turing", subject: "Computable numbers",
                preview: "A number is computable if its decimal can be written down by a machine.",
                time: "Yesterday", isUnread: false),
        Message(id: 4, sender: "Katherine Johnson", subject: "Trajectory check",
                preview: "The numbers agree to the eighth decimal place. Tell John he is good to go.",
                time: "Yesterday", isUnread: false),
        Message(id: 5, sender: "Edsger Dijkstra", subject: "Go To considered harmful",
                preview: "The quality of programmers is a decreasing function of the density of go to statements.",
                time: "Monday", isUnread: false),
        Message(id: 6, sender: "Margaret Hamilton", subject: "Priority displays",
                preview: "The 1202 alarm was the executive shedding low-priority tasks, as designed.",
                time: "Sunday", isUnread: false),
        Message(id: 7, sender: "Donald Knuth", subject: "A cheque for $2.56",
                preview: "Thank you for finding the error on page 127; your reward is enclosed.",
                time: "Saturday", isUnread: false),
        Message(id: 8, sender: "Barbara Liskov", subject: "Substitutability",
                preview: "Objects of a subtype ought to behave the same as those of the supertype.",
                time: "Friday", isUnread: false),
    ]

    var body: some View {
        NavigationStack {
            List(messages) { message in
                MessageRow(message: message)
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .searchable(text: .constant(""))
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Mailboxes") {}
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Edit") {}
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Image(systemName: "line.3.horizontal").foregroundStyle(.blue)
                    Spacer()
                    Text("Updated Just Now").font(.caption)
                    Spacer()
                    Image(systemName: "square.and.pencil").foregroundStyle(.blue)
                }
            }
        }
    }
}

#Preview("Inbox") { MailInbox() }

#Preview("Inline title") {
    NavigationStack {
        List {
            Section("Today") {
                NavigationLink("Ada Lovelace", value: 1)
                NavigationLink("Grace Hopper", value: 2)
            }
            Section("Earlier") {
                NavigationLink("Alan Turing", value: 3)
            }
        }
        .navigationTitle("Flagged")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button { } label: { Image(systemName: "square.and.pencil") }
            }
        }
    }
}
