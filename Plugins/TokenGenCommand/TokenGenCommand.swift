import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory tokengen [check|lint]`: runs tokengen on the package's
/// `tokengen.yml`, writing the configured outputs into the package, for teams that commit generated code.
@main
struct TokenGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "tokengen").url
        let config = context.package.directoryURL.appendingPathComponent("tokengen.yml")
        let subcommand = ["check", "lint", "generate"].contains(arguments.first ?? "") ? [arguments[0]] : ["generate"]
        let rest = subcommand == ["generate"] && arguments.first != "generate" ? arguments : Array(arguments.dropFirst())
        let process = Process()
        process.executableURL = tool
        process.arguments = subcommand + ["--config", config.path] + rest
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("tokengen \(subcommand[0]) failed with exit code \(process.terminationStatus)")
        }
    }
}
