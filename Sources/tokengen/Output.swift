import ArgumentParser
import TokenGenCore
import TokenGenVocabulary
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints the collected diagnostics (long runs of one kind of warning summarized) and turns errors into
/// exit code 1.
func finish(_ diagnostics: DiagnosticCollector) throws {
    if !diagnostics.diagnostics.isEmpty {
        // What was printed comes first, as it was said first (`nil`: every stream).
        fflush(nil)
        var text = diagnostics.summarized + "\n"
        text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
    if diagnostics.failed { throw ExitCode.failure }
}

/// Writes the files whose content changed, all or none, and says what it did: one line per job for its
/// output and the files beside it. Nothing is written when an output is one of the inputs, two jobs write one
/// file, or one of them cannot be written (a file tokengen did not write, a folder, …).
func writeOutputs(_ jobs: [GeneratedJob], diagnostics: DiagnosticCollector, quiet: Bool, configuration: String? = nil) {
    guard OutputWriter.checkOutputs(jobs, inputs: configuration.map { [$0] } ?? [], diagnostics: diagnostics) else { return }
    OutputWriter.cleanUpWhenInterrupted()
    guard let results = OutputWriter.write(jobs, diagnostics: diagnostics), !quiet else { return }
    for (job, results) in zip(jobs, results) {
        let count = job.files.count
        let written = results.filter { $0 != .unchanged }.count
        let path = TerminalText.escaped(job.output.path)
        if written == 0 {
            print("\(path) is up to date")
        } else {
            let replaced = results.contains(.replacedSwiftGen) ? ", in place of SwiftGen's output" : ""
            print("wrote \(path) (\(job.summary)\(count > 1 ? "; \(written) of its \(count) files changed" : "")\(replaced))")
        }
    }
}
