import Foundation
import SwiftSyntax
@_spi(Interpreter) import Trellis

/// The UTF-8 offsets where the lines of a file start: line and column of a syntax position by
/// binary search. Made once per load (a scan of the bytes), so locating the views of a file costs
/// a lookup each; `SourceLocationConverter` reads the whole tree, too much for every view.
struct LineTable: Sendable {
    private let starts: [Int]

    init(_ source: String) {
        var source = source
        self.starts = source.withUTF8 { bytes in
            var starts = [0]
            starts.reserveCapacity(bytes.count / 32)
            for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") { starts.append(i + 1) }
            return starts
        }
    }

    /// 1-based line and UTF-8 column of `offset`.
    func lineAndColumn(_ offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}

extension FileContext {
    /// The location box of the token or node starting at `node` (after its leading trivia).
    func sourceBox(_ node: some SyntaxProtocol) -> ViewSourceBox {
        let (line, column) = lines.lineAndColumn(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return ViewSourceBox(ViewSourceLocation(file: path, line: line, column: column))
    }
}

extension Evaluator {
    /// The view a call made, located at the call: where `Text`, `VStack`, `Card` or a
    /// modifier's name is written. Text, Color, Image and shapes keep their concrete value and
    /// carry the location until they become a view (`FileView.anyView`); other views are
    /// wrapped, and the engine gives the location to the outermost nodes the call made that
    /// have none. So a node keeps the location of the expression that made it: a modifier
    /// that makes no node (`.font`, `.id`) locates nothing, and the nodes of a custom view's
    /// body keep the lines of its body, which is where its layout is edited; the place
    /// `Card()` was written shows only on an outermost node its body left unlocated.
    func located(_ value: Value, _ call: FunctionCallExprSyntax) -> Value {
        guard case let .view(v) = value else { return value }
        let name: Syntax
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self) { name = Syntax(m.declName) }
        else { name = Syntax(call.calledExpression) }
        switch v {
        case let .any(view, typeName):
            return .view(.any(AnyView(view, locatedAt: file.sourceBox(name)), name: typeName))
        default:
            return v.source == nil ? .view(v.withSource(file.sourceBox(name))) : value
        }
    }

    /// A Text, Color, Image or shape named by a member (`Color.red`) is located there.
    func located(_ value: Value, _ member: MemberAccessExprSyntax) -> Value {
        guard case let .view(v) = value, v.source == nil else { return value }
        switch v {
        case .any: return value
        default: return .view(v.withSource(file.sourceBox(member)))
        }
    }
}

extension Evaluator {
    /// A method that returns a Text, Color, Image or shape from one (`.bold()`, `.opacity(_:)`)
    /// makes no node: the result keeps the receiver's location.
    func keepingSource(of receiver: Value, _ result: Value) -> Value {
        guard case let .view(r) = receiver, let box = r.source, case let .view(v) = result, v.source == nil else { return result }
        if case .any = v { return result }
        return .view(v.withSource(box))
    }
}
