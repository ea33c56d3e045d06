import ArgumentParser
import TokenGenCore
import TokenGenVocabulary

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a tokengen.yml for the project's tables and token files, or from a SwiftGen configuration.",
        discussion: """
            Finds the .lproj folders, String Catalogs, token files (*.tokens.json, $themes.json, *.resolver.json) \
            and Style Dictionary configurations (config.json, sd.config.json, package.json) under the project and \
            makes a job of each group, with outputs under Generated/. With --from (a swiftgen.yml, or a script of \
            swiftgen run strings commands), takes SwiftGen's strings outputs over (same tables, output and names) \
            and prints what SwiftGen keeps doing. Never replaces an existing configuration.
            """
    )

    @Option(help: "The project folder to write tokengen.yml in and to survey (default: the current folder).")
    var project = "."

    @Option(help: "A SwiftGen configuration (swiftgen.yml), or a script of swiftgen run strings commands, to take the strings outputs over from.")
    var from: String?

    @OptionGroup var common: CommonOptions

    func run() throws {
        let diagnostics = DiagnosticCollector(warningsAsErrors: common.warningsAsErrors)
        let path = (project == "." ? "" : project + "/") + "tokengen.yml"
        let text: String
        var lines: [String]
        if let from {
            guard let imported = SwiftGenImport.read(path: from, into: project, diagnostics: diagnostics) else {
                return try finish(diagnostics)
            }
            text = imported.configuration
            lines = imported.jobs.map {
                "strings: \($0.inputs.count) table files → \($0.output) (replaces SwiftGen's output on the first run)"
            }
            lines += imported.notCarried.map { "not carried over: \($0)" }
            // A configuration without a job cannot run: the next `tokengen` would stop on it.
            guard !imported.jobs.isEmpty else {
                if !common.quiet { for line in lines { print(TerminalText.escaped(line)) } }
                diagnostics.error(.nothingToTakeOver(from: from), at: nil)
                return try finish(diagnostics)
            }
        } else {
            let setup = Setup.survey(project: project, diagnostics: diagnostics)
            text = setup.configuration
            lines = setup.summary
            guard !setup.strings.isEmpty || !setup.tokens.isEmpty else {
                diagnostics.error(.nothingToSetUp(project: project), at: nil)
                return try finish(diagnostics)
            }
        }
        if Setup.write(text, to: path, diagnostics: diagnostics), !common.quiet {
            for line in lines { print(TerminalText.escaped(line)) }
            print("wrote \(TerminalText.escaped(path)); run tokengen to generate")
        }
        try finish(diagnostics)
    }
}
