import Foundation
import Testing

/// The screens driven in the window as a person would, by clicks under Xvfb: a list
/// (add a row, delete one), a form (a toggle opens a section), navigation (push, back) and the
/// tab bar that switches between them. Each step is checked by the `--log` line of the tap and by
/// where a coloured view is on screen.
extension PreviewUnderXvfb {
    @Suite("live screens")
    struct LiveScreensWindowTests {
        static let source = """
            import SwiftUI

            struct Screens: View {
                var body: some View {
                    TabView {
                        Groceries().tabItem { Label("List", systemImage: "list.bullet") }
                        Settings().tabItem { Label("Form", systemImage: "gear") }
                        Browse().tabItem { Label("Nav", systemImage: "folder") }
                    }
                }
            }

            struct Groceries: View {
                @State private var items = ["Apples"]
                var body: some View {
                    VStack(spacing: 0) {
                        Button("Add") { items.append("Item \\(items.count + 1)") }.frame(width: 200, height: 44).id("add")
                        ForEach(items, id: \\.self) { item in
                            HStack(spacing: 0) {
                                Color.red.frame(width: 40, height: 30)
                                Button("Delete") { items.removeAll { $0 == item } }.frame(width: 100, height: 30).id("delete-\\(item)")
                            }
                        }
                        Spacer()
                    }
                }
            }

            struct Settings: View {
                @State private var more = false
                var body: some View {
                    VStack(spacing: 0) {
                        Toggle("More", isOn: $more).frame(width: 200, height: 44).id("more")
                        if more { Color.purple.frame(width: 120, height: 60) }
                        Spacer()
                    }
                }
            }

            struct Browse: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            NavigationLink("Open") { Color.orange.frame(width: 100, height: 100).navigationTitle("Detail") }.id("open")
                            Spacer()
                        }
                        .navigationTitle("Browse")
                    }
                }
            }

            #Preview { Screens() }
            """
        static let purple = Screenshot.RGB(175, 82, 222), orange = Screenshot.RGB(255, 149, 0)

        @Test("a list, a form, a navigation stack and the tab bar, clicked")
        func screens() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Screens.swift"
            try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--engine", "compiled", "--size", "390x600", "--scale", "1", "--log"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=Screens.swift ok", timeout: 180)
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - Screens.swift")
            let wait = PreviewUnderXvfb.ScrollPreviewTests.waitForScreen
            func click(_ x: Int, _ y: Int) throws {
                let mark = preview.output.all.count
                preview.xdotool("mousemove", "\(x)", "\(y)", "click", "1")
                _ = try preview.waitForLine(after: mark, prefix: "live event=tap@\(x),\(y) taken=1")
            }
            func box(_ shot: Screenshot, _ colour: Screenshot.RGB) -> String { String(describing: shot.box(of: colour)) }

            // The list: one red row marker (x 125, 40 × 30 under the 44-pt Add button).
            var shot = try wait(window, display) { $0.box(of: Screenshot.red)?.height == 30 }
            #expect(shot.box(of: Screenshot.red).map { $0 == (125, 44, 40, 30) } ?? false, "\(box(shot, Screenshot.red))")
            try click(195, 22)
            shot = try wait(window, display) { $0.box(of: Screenshot.red)?.height == 60 }
            #expect(shot.box(of: Screenshot.red).map { $0 == (125, 44, 40, 60) } ?? false, "\(box(shot, Screenshot.red))")
            // Delete the second row (its button at x 165…265, y 74…104).
            try click(215, 89)
            shot = try wait(window, display) { $0.box(of: Screenshot.red)?.height == 30 }
            #expect(shot.box(of: Screenshot.red).map { $0 == (125, 44, 40, 30) } ?? false, "\(box(shot, Screenshot.red))")

            // The Form tab (the middle of three 130-pt items): the toggle's switch opens the section.
            try click(195, 575)
            shot = try wait(window, display) { $0.box(of: Screenshot.red) == nil }
            #expect(shot.box(of: Screenshot.red) == nil && shot.box(of: Self.purple) == nil)
            try click(269, 22)
            shot = try wait(window, display) { $0.box(of: Self.purple) != nil }
            #expect(shot.box(of: Self.purple).map { $0 == (135, 44, 120, 60) } ?? false, "\(box(shot, Self.purple))")

            // The Nav tab: Open pushes the orange detail; the back button pops it.
            try click(325, 575)
            shot = try wait(window, display) { $0.box(of: Self.purple) == nil }
            try click(195, 106)
            // The push slides the detail in over 0.35 s: wait until it has arrived.
            shot = try wait(window, display) { $0.box(of: Self.orange).map { $0.x == 145 && $0.width == 100 } ?? false }
            let pushed = shot.box(of: Self.orange)
            #expect(pushed.map { $0.x == 145 && $0.width == 100 && abs($0.y - 274) <= 1 && abs($0.height - 100) <= 1 } ?? false, "\(String(describing: pushed))")
            try click(45, 22)
            shot = try wait(window, display) { $0.box(of: Self.orange) == nil }
            #expect(shot.box(of: Self.orange) == nil)
            // Back on the first tab, the list kept its row.
            try click(65, 575)
            shot = try wait(window, display) { $0.box(of: Screenshot.red) != nil }
            #expect(shot.box(of: Screenshot.red).map { $0 == (125, 44, 40, 30) } ?? false, "\(box(shot, Screenshot.red))")
        }
    }
}
