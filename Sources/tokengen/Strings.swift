import ArgumentParser
import TokenGenCore
import TokenGenVocabulary

struct Strings: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Generate the L10n enum from \(TableFormat.listed) tables, without a configuration file."
    )

    @Argument(help: "Folders of tables (\(TableFormat.listed), in <lang>.lproj folders but for catalogs); or single tables.")
    var paths: [String]

    @Option(help: "The Swift file to write.")
    var output: String

    @OptionGroup var tables: TableOptions

    @Option(help: "Where the texts come from at run time: bundle (.lproj resources) or embedded (compiled in).")
    var lookup = LookupMode.bundle

    @Option(help: "The access level of the generated declarations: internal, public or package.")
    var access = AccessLevel.internal

    @Flag(help: "Add the pseudo-languages en-XA (accented, longer) and ar-XB (right to left), made from the base texts, in debug builds.")
    var pseudoLanguages = false

    @Flag(help: "Write everything in the one output file, for an Xcode project whose target lists each file (else its shards beside it).")
    var singleFile = false

    @OptionGroup var common: CommonOptions

    func run() throws {
        let diagnostics = DiagnosticCollector(warningsAsErrors: common.warningsAsErrors)
        var job = tables.job(inputs: paths, output: output, lookup: lookup, access: access, pseudoLanguages: pseudoLanguages)
        job.options.singleFile = singleFile
        if let generated = Pipeline.strings(job, diagnostics: diagnostics), !diagnostics.failed {
            writeOutputs([generated], diagnostics: diagnostics, quiet: common.quiet)
        }
        try finish(diagnostics)
    }
}
