import SwiftUI

/// Leading and trailing content that mirrors in right-to-left languages: the avatar stays on
/// the leading side, the time and the unread badge on the trailing side, the text aligned to
/// the leading edge. Compare `trellis layout RightToLeft.swift --layout-direction rtl`.
struct ChatRow: View {
    let avatar: String
    let name: String
    let message: String
    let time: String
    var unread = 0

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(avatar)
                .resizable()
                .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 3) {
                Text(name).font(.headline)
                Text(message).font(.subheadline).foregroundColor(.secondary).lineLimit(2)
            }
            Spacer(minLength: 8)
            VStack(alignment: .trailing, spacing: 6) {
                Text(time).font(.caption).foregroundColor(.secondary)
                if unread > 0 {
                    Text("\(unread)")
                        .font(.caption).bold()
                        .foregroundColor(.white)
                        .padding(.horizontal, 7)
                        .padding(.vertical, 2)
                        .background(.blue, in: Capsule())
                }
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}

struct Chats: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Chats").font(.largeTitle).bold().padding(.horizontal, 16).padding(.bottom, 8)
            ChatRow(avatar: "avatar-grace", name: "Grace", message: "The compiler works! Come see it.", time: "10:24", unread: 3)
            Divider().padding(.leading, 76)
            ChatRow(avatar: "avatar-ada", name: "Ada", message: "I have annotated the memoir; the notes are longer than the paper.", time: "9:02")
            Divider().padding(.leading, 76)
            ChatRow(avatar: "avatar-alan", name: "Alan", message: "Lunch?", time: "Yesterday", unread: 1)
            Spacer()
        }
    }
}

#Preview("Left to right") { Chats() }
#Preview("Right to left") { Chats().environment(\.layoutDirection, .rightToLeft) }
