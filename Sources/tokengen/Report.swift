import ArgumentParser
import TokenGenCore
import TokenGenVocabulary

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Report translation and token health, show the tokens, and (with --compare) what changed since another checkout; writes only --output.",
        discussion: """
            Counts, per language, the translated, missing, base-shown (placeholders differ), partial (an argument left \
            out), needs-review and extra texts, and lists the keys whose accessor no Swift file under --sources names. \
            For each tokens job, lists the tokens left out (with the reason) and the tokens no Swift file uses; the \
            HTML page also shows each token as it looks, in each context, and the contrast of the pairs its names make. \
            With table paths instead of a configuration, reports on those tables as one job (as `tokengen strings`).
            --compare DIR (a checkout of the base branch, say) adds the keys, texts, placeholders and tokens that \
            changed since DIR, those that break call sites marked; DIR's configuration is read at the same place \
            as this one's in the current folder, and nothing is written there.
            Exit codes: 0 whatever the report finds (1 with --strict when a language has missing, base-shown or \
            partial texts, a key is unused, a token is left out or unused, or a change breaks call sites), 1 on \
            input errors, 64 on bad options.
            """
    )

    @Argument(help: "Folders or files of tables for one job without a configuration (as `tokengen strings`).")
    var paths: [String] = []

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup var tables: TableOptions
    @Option(
        name: .customLong("sources"), parsing: .upToNextOption,
        help: "Folders (or single files) of Swift code that uses the keys (default: the configuration's folder, or the current one).")
    var sources: [String] = []

    @Option(help: "text, json or html.")
    var format = ReportFormat.text

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(
        help: ArgumentHelp(
            "Another checkout of the project (such as the base branch): add what changed since it.",
            discussion: "Its configuration and inputs are read there, with the same rules; nothing is written there.",
            valueName: "dir"))
    var compare: String?

    @Flag(
        help:
            "Exit 1 when a language has missing, base-shown or partial texts, a key or a token is unused, a token is left out, or (with --compare) a change breaks call sites."
    )
    var strict = false

    func run() throws {
        let diagnostics = DiagnosticCollector()
        var configuration: Configuration?
        var sources = sources
        if paths.isEmpty {
            configuration = Configuration.load(path: configOptions.config, project: configOptions.project, diagnostics: diagnostics)
            if sources.isEmpty { sources = [HealthReport.sourcesFolder(ofConfiguration: configOptions.config)] }
        } else {
            configuration = Configuration(strings: [tables.job(inputs: paths, output: tables.enumName + ".swift")])
            if sources.isEmpty { sources = ["."] }
        }
        var other: Pipeline.OtherCheckout?
        if let compare, configuration != nil {
            other = try otherCheckout(compare, diagnostics: diagnostics)
            if other == nil {
                try finish(diagnostics)
                throw ExitCode.failure
            }
        }
        guard let configuration, let report = Pipeline.report(configuration, sources: sources, comparedTo: other, diagnostics: diagnostics)
        else {
            try finish(diagnostics)
            throw ExitCode.failure
        }
        let text = report.rendered(as: format)
        if let output {
            _ = OutputWriter.write(text, to: output, diagnostics: diagnostics)
        } else {
            print(text, terminator: "")
        }
        try finish(diagnostics)
        if strict, report.needsAttention || report.comparison?.hasBreakingChange == true { throw ExitCode.failure }
    }

    /// The same jobs in `folder`, a checkout of what the current folder holds: its configuration at the same
    /// place in it (or the tables given as paths).
    func otherCheckout(_ folder: String, diagnostics: DiagnosticCollector) throws -> Pipeline.OtherCheckout? {
        let current = FileSystem.canonicalPath(".") ?? "."
        func there(_ path: String) throws -> String {
            guard path.hasPrefix("/") else { return folder + "/" + path }
            guard let place = FileSystem.place(of: path, inside: current), !place.isEmpty else {
                throw ValidationError("--compare reads '\(path)' at the same place in \(folder), but it is not inside the current folder")
            }
            return folder + "/" + place
        }
        if !paths.isEmpty {
            let job = tables.job(inputs: try paths.map(there), output: tables.enumName + ".swift")
            return Pipeline.OtherCheckout(name: folder, configuration: Configuration(strings: [job]))
        }
        let path = try there(configOptions.config)
        let project = try configOptions.project.map(there)
        guard let other = Configuration.load(path: path, project: project, diagnostics: diagnostics)
        else { return nil }
        return Pipeline.OtherCheckout(name: folder, configuration: other)
    }
}
