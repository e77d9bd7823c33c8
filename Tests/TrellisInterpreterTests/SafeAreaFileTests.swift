import Foundation
import Testing
@testable import Trellis
@testable import TrellisInterpreter

/// Layout files with safe-area modifiers give the frames the same Swift code gives, on an
/// iPhone 15 (393×852, 59 above, 34 below).
@Suite struct SafeAreaFileTests {
    static let size = CGSize(width: 393, height: 852)
    static let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    func frames(_ tree: LayoutTree) -> [String] {
        tree.root.all.map { "\($0.type) \($0.frame.x),\($0.frame.y),\($0.frame.width),\($0.frame.height)" }
    }

    func fileTree(_ body: String) throws -> LayoutTree {
        let file = InterpretedFile(source: "import SwiftUI\n#Preview { \(body) }\n", path: "safe.swift")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        return LayoutTree(of: file.makeView(preview: nil, placeholders: false), in: Self.size, safeArea: Self.insets, environment: realEnvironment)
    }

    func swiftTree<V: View>(_ view: V) -> LayoutTree { LayoutTree(of: view, in: Self.size, safeArea: Self.insets, environment: realEnvironment) }

    @Test func everyFormMatchesSwift() throws {
        let cases: [(String, LayoutTree)] = [
            ("Color.red.ignoresSafeArea()", swiftTree(Color.red.ignoresSafeArea())),
            ("Color.red.ignoresSafeArea(.container, edges: .top)", swiftTree(Color.red.ignoresSafeArea(.container, edges: .top))),
            ("Color.red.ignoresSafeArea(edges: [.top, .bottom])", swiftTree(Color.red.ignoresSafeArea(edges: [.top, .bottom]))),
            ("Color.red.ignoresSafeArea(.keyboard)", swiftTree(Color.red.ignoresSafeArea(.keyboard))),
            ("Color.red.ignoresSafeArea([.container, .keyboard], edges: .all)",
             swiftTree(Color.red.ignoresSafeArea([.container, .keyboard], edges: .all))),
            ("Color.red.edgesIgnoringSafeArea(.bottom)", swiftTree(Color.red.edgesIgnoringSafeArea(.bottom))),
            ("Text(\"Hi\").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue)",
             swiftTree(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue))),
            ("Text(\"Hi\").frame(maxWidth: .infinity, maxHeight: .infinity).background(.blue, ignoresSafeAreaEdges: .bottom)",
             swiftTree(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(.blue, ignoresSafeAreaEdges: .bottom))),
            ("Text(\"Hi\").frame(maxWidth: .infinity, maxHeight: .infinity).background { Color.blue }",
             swiftTree(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background { Color.blue })),
            ("Color.blue.safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50) }",
             swiftTree(Color.blue.safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50) })),
            ("Color.blue.ignoresSafeArea().safeAreaInset(edge: .leading, alignment: .top) { Color.red.frame(width: 30, height: 30) }",
             swiftTree(Color.blue.ignoresSafeArea().safeAreaInset(edge: .leading, alignment: .top) { Color.red.frame(width: 30, height: 30) })),
            ("Color.blue.ignoresSafeArea().safeAreaPadding(20)", swiftTree(Color.blue.ignoresSafeArea().safeAreaPadding(20))),
            ("Color.blue.safeAreaPadding(.horizontal, 12)", swiftTree(Color.blue.safeAreaPadding(.horizontal, 12))),
            ("Color.blue.safeAreaPadding()", swiftTree(Color.blue.safeAreaPadding())),
            ("Color.blue.safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
             swiftTree(Color.blue.safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))),
        ]
        for (source, expected) in cases {
            #expect(frames(try fileTree(source)) == frames(expected), "\(source)")
        }
    }

    @Test func theFileFramesAreTheSafeAreaOnes() throws {
        let t = try fileTree("Color.red.id(\"c\").ignoresSafeArea(edges: .top)")
        let f = t.frame(id: "c")
        #expect(f == CGRect(x: 0, y: 0, width: 393, height: 818))
    }

    @Test func badArgumentsAreClearErrors() throws {
        let file = InterpretedFile(source: "import SwiftUI\n#Preview { Color.red.safeAreaInset(edge: .middle) { Text(\"x\") } }\n", path: "safe.swift")
        _ = LayoutTree(of: file.makeView(preview: nil, placeholders: false), in: Self.size, safeArea: Self.insets, environment: realEnvironment)
        #expect(!file.diagnostics.isEmpty)
    }
}
