import Foundation
import SwiftSyntax

/// The image names a file uses literally (`Image("photo")`), for the files to watch.
enum ImageReferences {
    static func names(in tree: some SyntaxProtocol) -> [String] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.names
    }

    private final class Finder: SyntaxVisitor {
        var names: [String] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image",
               let first = node.arguments.first, first.label == nil,
               let literal = first.expression.as(StringLiteralExprSyntax.self),
               literal.segments.count == 1, case let .stringSegment(s)? = literal.segments.first {
                names.append(s.content.text)
            }
            return .visitChildren
        }
    }
}
