import Foundation

/// The command's answer on standard output, apart from what the user's code prints. In the child
/// that runs a compiled preview the user's code runs (`onAppear`, tasks, initializers) and may
/// print; its output goes to standard error, as in the window's preview host, so standard output
/// carries only the answer (`layout --json` stays JSON).
enum CommandOutput {
    /// Where answers are written: standard output, or its copy once the user's output is diverted.
    nonisolated(unsafe) private static var answers: Int32 = STDOUT_FILENO

    /// From now on, what is printed to standard output goes to standard error; answers still
    /// reach standard output.
    static func divertUserOutput() {
        guard answers == STDOUT_FILENO else { return }
        fflush(nil)
        answers = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
    }

    /// Writes `text` and a newline to standard output.
    static func print(_ text: String) {
        fflush(nil)  // what the user's code printed is written first, to standard error
        FileHandle(fileDescriptor: answers, closeOnDealloc: false).write(Data((text + "\n").utf8))
    }
}
