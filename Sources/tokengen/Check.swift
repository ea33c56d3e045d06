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
        var stale: [StaleOutput] = []
        if let configuration = Configuration.load(path: configOptions.config, project: configOptions.project, diagnostics: diagnostics) {
            stale = Pipeline.staleOutputs(of: Pipeline.run(configuration, diagnostics: diagnostics), diagnostics: diagnostics)
            for output in stale { print(output.diff, terminator: "") }
        }
        try finish(diagnostics)
        if !stale.isEmpty { throw ExitCode.failure }
    }
}
