import ArgumentParser
import TokenGenCore

struct Tokens: ParsableCommand {
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

    @Flag(help: ArgumentHelp("The older spelling of --tool figma.", visibility: .hidden))
    var figmaTypes = false

    @Option(help: "The tool that wrote the files: its forms outside the 2025.10 format are read as it means them, without a warning each.")
    var tool: TokenTool?

    @Option(
        help:
            "The folder that a resolver document's sources and every file written must be inside, after symbolic links (default: the sources stay in the document's folder; the output and catalog are yours to name)."
    )
    var project: String?

    @Option(help: "An asset catalog (Colors.xcassets) to write the colour tokens into, as colour sets.")
    var assetCatalog: String?

    @OptionGroup var common: CommonOptions

    func run() throws {
        let diagnostics = DiagnosticCollector(warningsAsErrors: common.warningsAsErrors)
        var job = Configuration.TokensJob(inputs: files, output: output, options: ConstantsOptions(typeName: typeName, access: access))
        job.tool = tool ?? (figmaTypes ? .figma : nil)
        job.assetCatalog = assetCatalog
        if let project {
            guard let folder = Configuration.projectFolder(project, diagnostics: diagnostics) else { return try finish(diagnostics) }
            job.project = folder
        }
        if let generated = Pipeline.tokens(job, diagnostics: diagnostics), !diagnostics.failed {
            writeOutputs([generated], diagnostics: diagnostics, quiet: common.quiet)
        }
        try finish(diagnostics)
    }
}
