import Foundation
import SwiftSyntax
import Testing
import Trellis
@testable import TrellisInterpreter

/// The resolver pass binds every plain name once, with Swift's precedence: a local of the
/// declaration, then a member of the enclosing struct, then the file's declarations, then the
/// engine's types and functions.
@Suite struct NameResolution {
    static let source = """
        let width: CGFloat = 10
        func half(_ x: CGFloat) -> CGFloat { x / 2 }
        struct Row: View {
            var width: CGFloat = 20
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: width, height: 1).id("member")
                    let width: CGFloat = 30
                    Color.red.frame(width: width, height: 1).id("local")
                    Color.red.frame(width: half(width), height: 1).id("function")
                }
            }
        }
        #Preview { VStack(spacing: 0) { Row(); Color.red.frame(width: width, height: 1).id("global") } }
        """

    /// The bindings of the plain names `name` in the file, in source order.
    private func bindings(_ name: String, in file: InterpretedFile) -> [NameBinding] {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: [DeclReferenceExprSyntax] = []
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                if node.baseName.text == name, node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id { found.append(node) }
                return .skipChildren
            }
        }
        let finder = Finder(name)
        finder.walk(file.context.program.tree)
        return finder.found.map { file.context.program.binding(of: $0) }
    }

    private func describe(_ b: NameBinding) -> String {
        let target: String
        switch b.target {
        case .member: target = "member"
        case .global: target = "global"
        case let .globalFunction(fn): target = "function \(fn.name)"
        case .type: target = "type"
        case .unbound: target = "unbound"
        }
        return b.mayBeLocal ? "local or \(target)" : target
    }

    @Test func eachNameIsBoundOnceInSwiftsOrder() {
        let file = load(Self.source)
        // In Row: the member (a local of that name is declared further down), the local twice;
        // in the preview: the global.
        #expect(bindings("width", in: file).map(describe) == ["local or member", "local or member", "local or member", "global"])
        #expect(bindings("half", in: file).map(describe) == ["function half"])
        #expect(bindings("Row", in: file).map(describe) == ["type"])
        #expect(bindings("VStack", in: file).map(describe) == ["type", "type"])
        // `x` is the parameter of `half`; no member or global has that name.
        #expect(bindings("x", in: file).map(describe) == ["local or unbound"])
    }

    @Test func evaluationFollowsTheBindings() {
        let file = load(Self.source)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.description))")
        let tree = layoutFile(file, 100, 100)
        expectFrame(tree, "member", 40, 48, 20, 1)
        expectFrame(tree, "local", 35, 49, 30, 1)
        expectFrame(tree, "function", 42.5, 50, 15, 1)
        expectFrame(tree, "global", 45, 51, 10, 1)
    }

    /// A local of one declaration does not hide a member in another: locals are per declaration.
    @Test func localsStayInTheirDeclaration() {
        let file = load("""
            struct Box: View {
                var side: CGFloat = 8
                func grown(_ side: CGFloat) -> CGFloat { side * 2 }
                var body: some View { Color.red.frame(width: side, height: grown(side)).id("box") }
            }
            #Preview { Box() }
            """)
        #expect(bindings("side", in: file).map(describe) == ["local or member", "member", "member"])
        expectFrame(layoutFile(file, 100, 100), "box", 46, 42, 8, 16)
    }
}
