import Foundation
import PackagePlugin

/// Generates the code of `tokengen.yml` at build time, in the plugin's work directory.
///
/// The configuration is read from the target's folder, else the package root. Every file the tool reads is
/// declared as an input and every generated file as an output, so SwiftPM and Xcode rerun the tool only
/// when an input changed.
@main
struct TokenGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let candidates = [
            target.directoryURL.appendingPathComponent("tokengen.yml"),
            context.package.directoryURL.appendingPathComponent("tokengen.yml"),
        ]
        guard let config = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            Diagnostics.error("tokengen: no tokengen.yml in \(target.directoryURL.path) or the package root")
            return []
        }
        return [
            try BuildCommand.make(
                config: config, project: context.package.directoryURL, tool: try context.tool(named: "tokengen").url,
                workDirectory: context.pluginWorkDirectoryURL, displayName: "tokengen \(target.name)"
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TokenGenPlugin: XcodeBuildToolPlugin {
    /// In an Xcode project the configuration is the target's `tokengen.yml` file, else the project's.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inTarget = target.inputFiles.first { $0.url.lastPathComponent == "tokengen.yml" }?.url
        let config = inTarget ?? context.xcodeProject.directoryURL.appendingPathComponent("tokengen.yml")
        return [
            try BuildCommand.make(
                config: config, project: context.xcodeProject.directoryURL, tool: try context.tool(named: "tokengen").url,
                workDirectory: context.pluginWorkDirectoryURL, displayName: "tokengen \(target.displayName)"
            )
        ]
    }
}
#endif

/// The one implementation behind both entry points.
enum BuildCommand {
    /// `project`: the package's (or Xcode project's) folder, which every input and output must be inside.
    static func make(config: URL, project: URL, tool: URL, workDirectory: URL, displayName: String) throws -> Command {
        let text = try String(contentsOf: config, encoding: .utf8)
        let jobs = ConfigurationPaths(text: text, folder: config.deletingLastPathComponent().path)
        let boundary = FolderListing.physicalPath(project.path) ?? project.path
        var inputs = [config]
        for input in jobs.inputs {
            // The path as the kernel resolves it (`link/../Strings` leaves the link's target, not the link).
            inputs += files(at: URL(fileURLWithPath: FolderListing.physicalPath(input) ?? input), inside: boundary)
        }
        let outputs = jobs.generatedFiles.map {
            workDirectory.appendingPathComponent(URL(fileURLWithPath: $0).lastPathComponent)
        }
        return .buildCommand(
            displayName: displayName,
            executable: tool,
            arguments: ["generate", "--config", config.path, "--project", project.path, "--output-directory", workDirectory.path],
            inputFiles: inputs,
            outputFiles: outputs
        )
    }

    /// The file itself (with the token files it names, when it is a DTCG resolver document, or its export's
    /// JSON files, when it is a Tokens Studio `$themes.json`), or every table below a folder, as the tool finds
    /// them (`InputDiscovery`, `FolderListing`).
    static func files(at url: URL, inside boundary: String) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            guard InputDiscovery.isTokenFile(url.path), let data = FileManager.default.contents(atPath: url.path) else { return [url] }
            if InputDiscovery.isStudioThemes([UInt8](data)) {
                let listing = FolderListing(under: url.deletingLastPathComponent().path, inside: boundary)
                return [url] + listing.files.filter { $0.hasSuffix(".json") && $0 != url.path }.map(URL.init(fileURLWithPath:))
            }
            if let sources = InputDiscovery.resolverSources([UInt8](data)) {
                return [url] + sources.map { URL(fileURLWithPath: $0, relativeTo: url.deletingLastPathComponent()).standardized }
            }
            return included(by: url, data: data, inside: boundary)
        }
        return FolderListing(under: url.path, inside: boundary).files.filter(InputDiscovery.isTable).map(URL.init(fileURLWithPath:))
    }

    /// A token file with the files its `$ref`s include, and the files those include, each once (only inside
    /// the project, as the tool reads no other).
    static func included(by url: URL, data: Data, inside boundary: String) -> [URL] {
        var found = [url]
        var seen: Set<String> = [url.path]
        var index = 0
        var next = Optional(data)
        while index < found.count {
            let file = found[index]
            index += 1
            guard let bytes = next ?? FileManager.default.contents(atPath: file.path) else { continue }
            next = nil
            for reference in InputDiscovery.includedFiles([UInt8](bytes)) where InputDiscovery.isTokenFile(reference) {
                let written = URL(fileURLWithPath: reference, relativeTo: file.deletingLastPathComponent()).standardized
                let included = URL(fileURLWithPath: FolderListing.physicalPath(written.path) ?? written.path)
                guard included.path.hasPrefix(boundary + "/") else { continue }
                if seen.insert(included.path).inserted { found.append(included) }
            }
        }
        return found
    }
}
