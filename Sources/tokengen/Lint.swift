import ArgumentParser
import TokenGenCore

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Validate the inputs of every job; writes nothing.")

    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var common: CommonOptions

    func run() throws {
        let diagnostics = DiagnosticCollector(warningsAsErrors: common.warningsAsErrors)
        if let configuration = Configuration.load(path: configOptions.config, project: configOptions.project, diagnostics: diagnostics) {
            _ = Pipeline.run(configuration, diagnostics: diagnostics)
        }
        try finish(diagnostics)
    }
}
