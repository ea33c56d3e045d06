import ArgumentParser
import TokenGenCore

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check that the committed outputs are up to date; writes nothing.",
        discussion: "Exits 1 and prints a unified diff for every output that tokengen would change."
    )

    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var common: CommonOptions

    func run() throws {
        let diagnostics = DiagnosticCollector(warningsAsErrors: common.warningsAsErrors)
        var stale = false
        if let configuration = Configuration.load(path: configOptions.config, project: configOptions.project, diagnostics: diagnostics) {
            let jobs = Pipeline.run(configuration, diagnostics: diagnostics)
            for file in jobs.flatMap(\.files) {
                let current = OutputWriter.currentContents(of: file.path)
                guard current != file.bytes else { continue }
                stale = true
                diagnostics.error(.outOfDate(file.path), at: nil)
                print(UnifiedDiff.diff(
                    old: current.map { String(decoding: $0, as: UTF8.self) } ?? "", new: file.contents,
                    oldName: "a/\(file.path)", newName: "b/\(file.path)"
                ), terminator: "")
            }
            // Colour sets tokengen wrote that a run would remove.
            for path in jobs.flatMap(OutputWriter.staleColorSets) {
                stale = true
                diagnostics.error(.outOfDate(path), at: nil)
                let old = OutputWriter.currentContents(of: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
                print(UnifiedDiff.diff(old: old, new: "", oldName: "a/\(path)", newName: "b/\(path)"), terminator: "")
            }
        }
        try finish(diagnostics)
        if stale { throw ExitCode.failure }
    }
}
