import Foundation
import Trellis

/// What the previewer shows in place of a view the file could not build: a pale red box with
/// the message, sized to the message, so the rest of the layout still renders around it.
enum Placeholder {
    static func view(_ message: String) -> FileView {
        let label = Text("⚠︎ " + message)
            .font(.caption)
            .foregroundColor(Color(red: 0.62, green: 0.05, blue: 0.05))
        let box = label
            .lineLimit(4)
            .padding(6)
            .background(Color(red: 1, green: 0.88, blue: 0.88))
        return .wrap(box, name: "Placeholder")
    }
}
