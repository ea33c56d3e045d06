import ArgumentParser
import TokenGenCore

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
        version: TokenGenVersion.current,
        subcommands: [Generate.self, Check.self, Lint.self, Report.self, Strings.self, Tokens.self, Init.self],
        defaultSubcommand: Generate.self
    )
}

extension ReportFormat: ExpressibleByArgument {}
extension LookupMode: ExpressibleByArgument {}
extension AccessLevel: ExpressibleByArgument {}
extension TokenTool: ExpressibleByArgument {}
extension KeyNames: ExpressibleByArgument {}
extension LookupBundle: ExpressibleByArgument {}
