import Foundation
import Trellis
import TrellisFile

/// Layout-file benchmark: parse and evaluate a generated file of about 1,000 and 10,000 views.
///   swift run -c release trellis-bench file [--runs N]
/// Reports the median of N runs (default 9) for: parse (SwiftSyntax parse, operator folding,
/// declarations, recursion check), evaluate (interpreting the preview into views, with the
/// engine resolving them into nodes) and, for reference, one layout pass.
func runFileBench(_ arguments: [String]) {
    var runs = 9
    if let i = arguments.firstIndex(of: "--runs"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) { runs = max(1, n) }
    print("File benchmark (median of \(runs) runs; targets: 1,000 views < 10 ms, 10,000 views < 100 ms parse + evaluate)")
    print("views   source    parse ms  evaluate ms  parse+eval ms  layout ms  nodes")
    for target in [1_000, 10_000] {
        let source = FileBenchSource.make(views: target)
        var parse: [Double] = [], evaluate: [Double] = [], layout: [Double] = []
        var nodes = 0
        for _ in 0..<runs {
            let t0 = DispatchTime.now().uptimeNanoseconds
            let file = LayoutFile(source: source, path: "bench.swift")
            let t1 = DispatchTime.now().uptimeNanoseconds
            let resolved = ViewLayout(file.makeView(placeholders: false))
            let t2 = DispatchTime.now().uptimeNanoseconds
            resolved.layout(in: CGSize(width: 390, height: 844))
            let t3 = DispatchTime.now().uptimeNanoseconds
            parse.append(Double(t1 - t0) / 1e6)
            evaluate.append(Double(t2 - t1) / 1e6)
            layout.append(Double(t3 - t2) / 1e6)
            nodes = resolved.nodeCount
            if !file.diagnostics.isEmpty { print("unexpected diagnostics: \(file.diagnostics.prefix(3))") }
        }
        let p = median(parse), e = median(evaluate)
        print(String(format: "%-7d %-9@ %8.2f  %11.2f  %13.2f  %9.2f  %d", target, "\(source.utf8.count / 1024) KB" as NSString,
                     p, e, p + e, median(layout), nodes))
    }
}

private func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s[s.count / 2]
}

/// A generated layout file: a screen of rows, each row ten views (stacks, text, images,
/// shapes, spacers) with typical modifiers, in a struct with a helper and a #Preview.
enum FileBenchSource {
    static func make(views: Int) -> String {
        let rows = max(1, views / 10)
        var s = """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {

            """
        for i in 0..<rows {
            s += """
                        HStack(spacing: 12) {
                            Circle().frame(width: 40, height: 40)
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Row \(i)").font(.headline)
                                Text("Detail for row \(i)").font(.subheadline).foregroundColor(.secondary)
                            }
                            Spacer()
                            Text("\(i % 60) min").font(.caption)
                            RoundedRectangle(cornerRadius: 4).frame(width: 8, height: 8)
                        }
                        .padding(.horizontal, 16)
                        Divider()

                """
        }
        s += """
                    }
                }
            }

            #Preview { Screen() }

            """
        return s
    }
}
