import SwiftUI

/// An app screen built from stacks, Spacers and Dividers: a navigation bar whose title is
/// pushed apart from its buttons, message rows with a Spacer between sender and time, a
/// vertical Spacer that takes the leftover height, and a tab bar of evenly spaced items.
struct Message {
    let sender: String
    let subject: String
    let time: String
}

let messages = [
    Message(sender: "Ada", subject: "Notes on the analytical engine", time: "9:41"),
    Message(sender: "Grace", subject: "Found a moth in relay 70", time: "8:15"),
    Message(sender: "Alan", subject: "Can machines think?", time: "Yesterday"),
    Message(sender: "Edsger", subject: "Goto considered harmful", time: "Mon"),
]

struct Inbox: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Edit").foregroundColor(.blue)
                Spacer()
                Text("Inbox").font(.headline)
                Spacer()
                Text("New").foregroundColor(.blue)
            }
            .padding(.horizontal)
            .padding(.vertical, 12)
            Divider()
            ForEach(messages, id: \.sender) { m in
                row(m)
                Divider().padding(.leading)
            }
            Spacer()
            Divider()
            HStack {
                ForEach(["Mail", "Contacts", "Calendar", "Settings"], id: \.self) { tab in
                    Spacer()
                    Text(tab).font(.caption).foregroundColor(tab == "Mail" ? .blue : .gray)
                    Spacer()
                }
            }
            .padding(.vertical, 10)
            .background(Color(white: 0.97))
        }
    }

    func row(_ m: Message) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(m.sender).font(.headline)
                Spacer()
                Text(m.time).font(.footnote).foregroundColor(.secondary)
            }
            Text(m.subject).font(.subheadline).foregroundColor(.secondary).lineLimit(1)
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}

#Preview { Inbox() }
