import TokenGenVocabulary

/// An output that a run would change: its path, and the unified diff from what is on disk to what the run writes.
public struct StaleOutput: Sendable {
    public var path: String
    public var diff: String
}

extension Pipeline {
    /// `tokengen check`: the outputs of `jobs` that differ from what is on disk (colour sets compared as JSON
    /// values), each reported as an error; nothing is written.
    public static func staleOutputs(of jobs: [GeneratedJob], diagnostics: DiagnosticCollector) -> [StaleOutput] {
        jobs.flatMap { OutputWriter.staleFiles(of: $0, diagnostics: diagnostics) }.map { file, current in
            diagnostics.error(.outOfDate(file.path), at: nil)
            let diff = UnifiedDiff.diff(
                old: current.map { String(decoding: $0, as: UTF8.self) } ?? "", new: file.contents,
                oldName: "a/\(file.path)", newName: "b/\(file.path)"
            )
            return StaleOutput(path: file.path, diff: diff)
        }
    }
}
