import Foundation
import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

/// The configuration's paths as the build-tool plugin reads them (`ConfigurationPaths`, compiled into the plugin
/// too), against the tool's reader.
@Suite struct ConfigurationPathsTests {
    /// A Windows checkout (`core.autocrlf`) writes `tokengen.yml` with CRLF line ends: the tool and the plugin's
    /// line reader find the same paths.
    @Test func aConfigurationWithCRLFLineEnds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/S/en.lproj", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "\"a\" = \"1\";\n".write(toFile: folder + "/S/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try "strings:\r\n  inputs:\r\n    - S\r\n  output: L10n.swift\r\ntokens:\r\n  - input: t.tokens.yml\r\n    output: T.swift\r\n"
            .write(toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        try "gap:\r\n  $type: number\r\n  $value: 4\r\n".write(toFile: folder + "/t.tokens.yml", atomically: true, encoding: .utf8)
        let diagnostics = DiagnosticCollector()
        let configuration = try #require(Configuration.load(path: folder + "/tokengen.yml", diagnostics: diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(configuration.strings.map(\.inputs) == [[folder + "/S"]])
        let plugin = ConfigurationPaths(text: try String(contentsOfFile: folder + "/tokengen.yml", encoding: .utf8), folder: folder)
        #expect(plugin.inputs == [folder + "/S", folder + "/t.tokens.yml"])
        #expect(plugin.outputs == [folder + "/L10n.swift", folder + "/T.swift"])
    }
}
