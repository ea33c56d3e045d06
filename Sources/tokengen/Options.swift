import ArgumentParser
import TokenGenCore

struct CommonOptions: ParsableArguments {
    @Flag(help: "Treat warnings as errors.")
    var warningsAsErrors = false

    @Flag(help: "Print only diagnostics, not what was written.")
    var quiet = false
}

struct ConfigOptions: ParsableArguments {
    @Option(help: "The configuration file.")
    var config = "tokengen.yml"

    @Option(
        help: ArgumentHelp(
            "The folder every input and output of the configuration must be inside (default: the configuration's folder).",
            discussion: "The build-tool plugin passes the package's folder, so that a target's tokengen.yml may name the package's files."
        ))
    var project: String?
}

/// Tables given on the command line instead of a configuration: the one place their flags become a job, for
/// `tokengen strings` and `tokengen report`.
struct TableOptions: ParsableArguments {
    @Option(help: "The language every key must have; the others are checked against it.")
    var baseLanguage = "en"

    @Option(help: "The name of the generated enum.")
    var enumName = "L10n"

    @Option(help: "What splits a key into nested enums, as SwiftGen's separator option (such as __).")
    var separator = "."

    @Option(help: "structured (a nested enum per part of a key) or flat (one member per key), as SwiftGen's templates.")
    var names = KeyNames.structured

    @Flag(help: "Give each table an enum of its own even when there is one table, as SwiftGen's forceFileNameEnum.")
    var forceFileNameEnum = false

    @Flag(inversion: .prefixedNo, help: "Generate the LocalizedStringResource members (Xcode's String Catalog symbols).")
    var resources = true

    @Option(help: "An app function that bundle lookup asks for each text, with key, table and base text, as SwiftGen's lookupFunction.")
    var lookupFunction: String?

    @Option(help: "The bundle bundle lookup reads: main or module (default: SwiftPM's module, else the bundle the code is in).")
    var bundle: LookupBundle?

    func validate() throws {
        guard !separator.isEmpty else { throw ValidationError("--separator must not be empty") }
        if let lookupFunction, !L10nOptions.isFunctionName(lookupFunction) {
            throw ValidationError("--lookup-function must name a Swift function, found '\(lookupFunction)'")
        }
    }

    func job(
        inputs: [String], output: String, lookup: LookupMode = .bundle, access: AccessLevel = .internal, pseudoLanguages: Bool = false
    ) -> Configuration.StringsJob {
        var options = L10nOptions(enumName: enumName, access: access, lookup: lookup, pseudoLanguages: pseudoLanguages)
        options.separator = separator
        options.names = names
        options.forceFileNameEnum = forceFileNameEnum
        options.resources = resources
        options.lookupFunction = lookupFunction
        options.bundle = bundle
        return Configuration.StringsJob(inputs: inputs, baseLanguage: baseLanguage, output: output, options: options)
    }
}
