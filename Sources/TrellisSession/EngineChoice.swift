/// Which path turns a file into views: the interpreter (instant, a subset of Swift) or swiftc
/// (all of Swift, in a separate process). `trellis … --engine` and the window choose alike.
public enum EngineChoice: String, Sendable, CaseIterable, Codable {
    /// The interpreter when it takes the whole file without an error, else the compiler; a
    /// folder, or a file in a project, is always compiled.
    case auto
    case interpreter
    case compiled

    /// Whether to read the file with the interpreter before anything else: under `auto`, a lone
    /// file; a folder, or a file of a project (a module of many files, packages, resources), is compiled.
    public func triesInterpreter(isFolder: Bool, inProject: Bool = false) -> Bool {
        switch self {
        case .interpreter: return true
        case .compiled: return false
        case .auto: return !isFolder && !inProject
        }
    }

    /// The one `auto` rule: a file the interpreter read is shown from it when it has no error, or
    /// when its errors are syntax errors (swiftc would report the same ones, at once); any other
    /// error is the interpreter's limit, and the file is compiled. (A file that ran out of time
    /// in the interpreter is compiled too: the child that runs it has a budget of its own.)
    public func showsInterpreted(hasErrors: Bool, hasSyntaxErrors: Bool) -> Bool {
        switch self {
        case .interpreter: return true
        case .compiled: return false
        case .auto: return !hasErrors || hasSyntaxErrors
        }
    }
}
