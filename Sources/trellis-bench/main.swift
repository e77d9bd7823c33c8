// trellis-bench: release-mode benchmarks. Each area has its own file and entry point.
//   swift run -c release trellis-bench [layout|text|file|paint|compiled|transport|preview|live|all] [options]
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let area = arguments.first ?? "all"
let rest = Array(arguments.dropFirst())

switch area {
case "layout": runLayoutBench(rest)
case "text": runTextBench(rest)
case "file": runFileBench(rest)
case "paint": runPaintBench(rest)
case "compiled": runCompiledBench(rest)
case "transport": runTransportBench(rest)
case "preview": runPreviewBench(rest)
case "live": runLiveBench(rest)
case "all":
    runLayoutBench([])
    runTextBench([])
    runFileBench([])
    runPaintBench([])
default:
    print("usage: trellis-bench [layout|text|file|paint|compiled|transport|preview|live|all] [options]")
    exit(2)
}
