import ArgumentParser
import TokenGenCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct TokenGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokengen",
        abstract: "Generates typed Swift from localization tables and design-token files.",
        discussion: """
        With no subcommand, runs every job of tokengen.yml (same as `tokengen generate`).
        Diagnostics go to standard error as `path:line:column: error|warning: message`.
        Exit codes: 0 on success (warnings allowed), 1 on input errors or stale output, 64 on bad options.
        """,
        subcommands: [Generate.self, Check.self, Lint.self, Report.self, StringsCommand.self, TokensCommand.self],
        defaultSubcommand: Generate.self
    )
}

struct CommonOptions: ParsableArguments {
    @Flag(help: "Treat warnings as errors.")
    var warningsAsErrors = false

    @Flag(help: "Print only diagnostics, not what was written.")
    var quiet = false
}

struct ConfigOptions: ParsableArguments {
    @Option(help: "The configuration file.")
    var config = "tokengen.yml"

    @Option(help: ArgumentHelp(
        "The folder every input and output of the configuration must be inside (default: the configuration's folder).",
        discussion: "The build-tool plugin passes the package's folder, so that a target's tokengen.yml may name the package's files."
    ))
    var project: String?
}

/// Prints the collected diagnostics (long runs of one kind of warning summarized) and turns errors into
/// exit code 1.
func finish(_ diagnostics: DiagnosticCollector) throws {
    if !diagnostics.diagnostics.isEmpty {
        var text = diagnostics.summarized + "\n"
        text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
    if diagnostics.hasErrors { throw ExitCode.failure }
}

/// Writes the files whose content changed, all or none, and says what it did: one line per job for its
/// output and the files beside it. Nothing is written when an output is one of the inputs, two jobs write one
/// file, or one of them cannot be written (a file tokengen did not write, a folder, …).
func write(_ files: [GeneratedFile], diagnostics: DiagnosticCollector, quiet: Bool, configuration: String? = nil) {
    guard OutputWriter.checkOutputs(files, inputs: files.flatMap(\.inputs) + (configuration.map { [$0] } ?? []), diagnostics: diagnostics) else { return }
    OutputWriter.cleanUpWhenInterrupted()
    guard let results = OutputWriter.write(files, diagnostics: diagnostics), !quiet else { return }
    // A job's output comes first, then its companions (the shard files of a strings job).
    var index = 0
    while index < files.count {
        var end = index + 1
        while end < files.count, files[end].isCompanion { end += 1 }
        let written = results[index..<end].filter { $0 == .written }.count
        let head = files[index], count = end - index
        index = end
        let path = TerminalText.escaped(head.path)
        if written == 0 {
            print("\(path) is up to date")
        } else {
            print("wrote \(path) (\(head.summary)\(count > 1 ? "; \(written) of its \(count) files changed" : ""))")
        }
    }
}

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run every job of the configuration and write its outputs.")

    @OptionGroup var configOptions: ConfigOptions

    @Option(help: ArgumentHelp(
        "Write every output into this folder, under its file name, instead of its configured path.",
        discussion: "The build-tool plugin uses it to generate into its work directory."
    ))
    var outputDirectory: String?

    @OptionGroup var common: CommonOptions

    func run() throws {
        let diagnostics = DiagnosticCollector(warningsAsErrors: common.warningsAsErrors)
        if let configuration = Configuration.load(path: configOptions.config, project: configOptions.project, diagnostics: diagnostics) {
            var files = Pipeline.run(configuration, diagnostics: diagnostics)
            if let outputDirectory {
                files = files.map { $0.placed(in: outputDirectory) }
            }
            if !diagnostics.hasErrors { write(files, diagnostics: diagnostics, quiet: common.quiet, configuration: configOptions.config) }
        }
        try finish(diagnostics)
    }
}

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
            for file in Pipeline.run(configuration, diagnostics: diagnostics) {
                let current = OutputWriter.currentContents(of: file.path)
                guard current != file.bytes else { continue }
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

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report translation and token health: unused keys and tokens, tokens left out; writes only --output.",
        discussion: """
        Counts, per language, the translated, missing, base-shown (placeholders differ), partial (an argument left \
        out), needs-review and extra texts, and lists the keys whose accessor no Swift file under --sources names. \
        For each tokens job, lists the tokens left out (with the reason) and the tokens no Swift file uses. \
        With table paths instead of a configuration, reports on those tables as one job (as `tokengen strings`).
        Exit codes: 0 whatever the report finds (1 with --strict when a language has missing, base-shown or \
        partial texts, a key is unused, or a token is left out or unused), 1 on input errors, 64 on bad options.
        """
    )

    @Argument(help: "Folders or files of tables for one job without a configuration (as `tokengen strings`).")
    var paths: [String] = []

    @OptionGroup var configOptions: ConfigOptions

    @Option(help: "The base language of the tables given as arguments.")
    var baseLanguage = "en"

    @Option(help: "The name of the generated enum, for tables given as arguments.")
    var enumName = "L10n"

    @Option(name: .customLong("sources"), parsing: .upToNextOption, help: "Folders (or single files) of Swift code that uses the keys (default: the configuration's folder, or the current one).")
    var sources: [String] = []

    @Option(help: "text, json or html.")
    var format = ReportFormat.text

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Flag(help: "Exit 1 when a language has missing, base-shown or partial texts, or a key is unused.")
    var strict = false

    func run() throws {
        let diagnostics = DiagnosticCollector()
        var configuration: Configuration?
        var sources = sources
        if paths.isEmpty {
            configuration = Configuration.load(path: configOptions.config, project: configOptions.project, diagnostics: diagnostics)
            if sources.isEmpty { sources = [TranslationReport.sourcesFolder(ofConfiguration: configOptions.config)] }
        } else {
            let job = Configuration.StringsJob(inputs: paths, baseLanguage: baseLanguage, output: enumName + ".swift", options: L10nOptions(enumName: enumName))
            configuration = Configuration(strings: [job])
            if sources.isEmpty { sources = ["."] }
        }
        guard let configuration, let report = TranslationReport.make(configuration, sources: sources, diagnostics: diagnostics) else {
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
        if strict, report.needsAttention { throw ExitCode.failure }
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension LookupMode: ExpressibleByArgument {}
extension AccessLevel: ExpressibleByArgument {}
extension TokenTool: ExpressibleByArgument {}

struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Generate the L10n enum from .strings, .stringsdict and .xcstrings tables, without a configuration file."
    )

    @Argument(help: "Folders holding <lang>.lproj/<Table>.strings and .stringsdict, and <Table>.xcstrings catalogs; or single such files.")
    var paths: [String]

    @Option(help: "The Swift file to write.")
    var output: String

    @Option(help: "The language every key must have; the others are checked against it.")
    var baseLanguage = "en"

    @Option(help: "Where the texts come from at run time: bundle (.lproj resources) or embedded (compiled in).")
    var lookup = LookupMode.bundle

    @Option(help: "The access level of the generated declarations: internal, public or package.")
    var access = AccessLevel.internal

    @Option(help: "The name of the generated enum.")
    var enumName = "L10n"

    @Flag(help: "Add the pseudo-languages en-XA (accented, longer) and ar-XB (right to left), made from the base texts, in debug builds.")
    var pseudoLanguages = false

    @OptionGroup var common: CommonOptions

    func run() throws {
        let diagnostics = DiagnosticCollector(warningsAsErrors: common.warningsAsErrors)
        let job = Configuration.StringsJob(
            inputs: paths, baseLanguage: baseLanguage, output: output,
            options: L10nOptions(enumName: enumName, access: access, lookup: lookup, pseudoLanguages: pseudoLanguages)
        )
        if let files = Pipeline.strings(job, diagnostics: diagnostics), !diagnostics.hasErrors {
            write(files, diagnostics: diagnostics, quiet: common.quiet)
        }
        try finish(diagnostics)
    }
}

struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Generate a constants type from design-token files, without a configuration file."
    )

    @Argument(help: "The token files (W3C Design Tokens format, in YAML or JSON), merged in order.")
    var files: [String]

    @Option(help: "The Swift file to write.")
    var output: String

    @Option(help: "The name of the generated struct.")
    var typeName = "DesignTokens"

    @Option(help: "The access level of the generated declarations: internal, public or package.")
    var access = AccessLevel.public

    @Flag(help: "Read Figma's string and boolean variables (not DTCG types) as String and Bool constants without a warning.")
    var figmaTypes = false

    @Option(help: "The tool that wrote the files: its forms outside the 2025.10 format are read as it means them, without a warning each.")
    var tool: TokenTool?

    @OptionGroup var common: CommonOptions

    func run() throws {
        let diagnostics = DiagnosticCollector(warningsAsErrors: common.warningsAsErrors)
        var job = Configuration.TokensJob(inputs: files, output: output, options: ConstantsOptions(typeName: typeName, access: access))
        job.figmaTypes = figmaTypes || tool == .figma
        job.tool = tool
        if let generated = Pipeline.tokens(job, diagnostics: diagnostics), !diagnostics.hasErrors {
            write([generated], diagnostics: diagnostics, quiet: common.quiet)
        }
        try finish(diagnostics)
    }
}
