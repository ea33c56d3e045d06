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
            for (file, current) in jobs.flatMap({ OutputWriter.staleFiles(of: $0, diagnostics: diagnostics) }) {
                stale = true
                diagnostics.error(.outOfDate(file.path), at: nil)
                print(UnifiedDiff.diff(
                    old: current.map { String(decoding: $0, as: UTF8.self) } ?? "", new: file.contents,
                    oldName: "a/\(file.path)", newName: "b/\(file.path)"
                ), terminator: "")
            }
        }
        try finish(diagnostics)
        if stale { throw ExitCode.failure }
    }
}
