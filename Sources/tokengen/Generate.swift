import ArgumentParser
import TokenGenCore

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run every job of the configuration and write its outputs.")

    @OptionGroup var configOptions: ConfigOptions

    @Option(
        help: ArgumentHelp(
            "Write every output into this folder, under its file name, instead of its configured path.",
            discussion: "The build-tool plugin uses it to generate into its work directory."
        ))
    var outputDirectory: String?

    @OptionGroup var common: CommonOptions

    func run() throws {
        let diagnostics = DiagnosticCollector(warningsAsErrors: common.warningsAsErrors)
        if let configuration = Configuration.load(path: configOptions.config, project: configOptions.project, diagnostics: diagnostics) {
            var jobs = Pipeline.run(configuration, diagnostics: diagnostics)
            if let outputDirectory {
                jobs = jobs.map { $0.placed(in: outputDirectory) }
            }
            if !diagnostics.failed {
                writeOutputs(jobs, diagnostics: diagnostics, quiet: common.quiet, configuration: configOptions.config)
            }
        }
        try finish(diagnostics)
    }
}
