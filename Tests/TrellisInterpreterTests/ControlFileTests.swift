import Foundation
import Testing
import Trellis

/// Controls in layout files lay out exactly as the same views written in Swift, with `$state`
/// and `.constant` bindings, every style, and clear errors for bad arguments.
@Suite struct ControlFileTests {
    private func compare<V: View>(_ source: String, _ swift: V, _ w: CGFloat = 300, _ h: CGFloat = 400,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        expectFileLaysOutLike(source, swift, w, h, sourceLocation: sourceLocation)
    }

    @Test func buttonsInEveryFormAndStyle() {
        let source = """
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                VStack {
                    Button("Save") { print("never run") }
                    Button(action: {}) { Text("Label") }
                    Button { } label: { Image(systemName: "star") }
                    Button("Add", systemImage: "plus") { }
                    Button("Delete", role: .destructive) { }.buttonStyle(.bordered)
                    Button("Plain") { }.buttonStyle(.plain)
                    Button("Small") { }.buttonStyle(.bordered).controlSize(.small)
                    Button("Large") { }.buttonStyle(.borderedProminent).controlSize(.large).tint(.orange)
                    Button("Capsule") { }.buttonStyle(BorderedButtonStyle()).buttonBorderShape(.capsule)
                    Button("R") { }.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle(radius: 4))
                }
            }
        }
        """
        let swift = VStack {
            Button("Save") {}
            Button(action: {}) { Text("Label") }
            Button {} label: { Image(systemName: "star") }
            Button("Add", systemImage: "plus") {}
            Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
            Button("Plain") {}.buttonStyle(.plain)
            Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
            Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large).tint(.orange)
            Button("Capsule") {}.buttonStyle(BorderedButtonStyle()).buttonBorderShape(.capsule)
            Button("R") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle(radius: 4))
        }
        compare(source, swift)
    }

    @Test func stateBindingsAndConstantsReadTheirCurrentValue() {
        let source = """
        import SwiftUI
        struct Settings: View {
            @State private var wifi = true
            @State private var name = "Ada"
            @State private var password = ""
            var body: some View {
                Form2(wifi: $wifi, name: $name, password: $password)
            }
        }
        struct Form2: View {
            @Binding var wifi: Bool
            @Binding var name: String
            @Binding var password: String
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Toggle(isOn: .constant(false)) { Text("Bluetooth") }
                    TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                    SecureField("Password", text: $password)
                    Toggle("Hidden", isOn: $wifi).labelsHidden()
                }
            }
        }
        """
        let swift = VStack {
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle(isOn: .constant(false)) { Text("Bluetooth") }
            TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder)
            SecureField("Password", text: .constant(""))
            Toggle("Hidden", isOn: .constant(true)).labelsHidden()
        }
        compare(source, swift)
    }

    @Test func progressLinkAndToggleButtonStyle() {
        let source = """
        import SwiftUI
        struct V: View {
            @State var on = true
            var body: some View {
                VStack {
                    ProgressView()
                    ProgressView(value: 0.25)
                    ProgressView(value: 3, total: 4)
                    Link("Apple", destination: URL(string: "https://www.apple.com")!)
                    Toggle("Bold", isOn: $on).toggleStyle(.button)
                }
            }
        }
        """
        let swift = VStack {
            ProgressView()
            ProgressView(value: 0.25)
            ProgressView(value: 3.0, total: 4)
            Link("Apple", destination: URL(string: "https://www.apple.com")!)
            Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
        }
        compare(source, swift)
    }

    @Test func aToggleBoundToAStringIsAnErrorAtItsArgument() {
        let p = problems("""
        import SwiftUI
        struct V: View {
            @State var name = "x"
            var body: some View {
                Toggle("On", isOn: $name)
            }
        }
        """)
        #expect(p.count == 1)
        #expect(p.first?.hasPrefix("5:28: ") == true, "\(p)")
        #expect(p.first?.contains("expects Bool, found String") == true, "\(p)")
    }

    @Test func aToggleGivenAPlainBoolAsksForABinding() {
        let p = problems("""
        import SwiftUI
        struct V: View {
            var body: some View {
                Toggle("On", isOn: true)
            }
        }
        """)
        #expect(p.first?.hasPrefix("4:28: ") == true, "\(p)")
        #expect(p.first?.contains("expects Binding, found Bool") == true, "\(p)")
    }

    @Test func anUnknownButtonStyleNamesTheKnownOnes() {
        let p = problems("""
        import SwiftUI
        struct V: View {
            var body: some View {
                Button("A") { }.buttonStyle(.fancy)
            }
        }
        """)
        #expect(p.first?.hasPrefix("4:37: ") == true, "\(p)")
        #expect(p.first?.contains("borderedProminent") == true, "\(p)")
    }
}
