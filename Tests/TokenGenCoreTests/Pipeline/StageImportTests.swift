import Foundation
import Testing
import TestSupport

/// What each stage module's files import, from the files themselves: the modules below it (the compiler holds
/// that too), CYaml, the C library, Dispatch; never Foundation, whose module would load in every compile job of
/// every module above (Docs/Benchmarks.md, "The stages as modules").
@Suite struct StageImportTests {
    static let stages = [
        "TokenGenVocabulary", "TokenGenRead", "TokenGenCheck", "TokenGenTranslate", "TokenGenRender", "TokenGenReport", "TokenGenCore",
    ]

    @Test func stagesImportOnlyTheModulesBelowThemAndNoFoundation() throws {
        var found: [String] = []
        for (level, stage) in Self.stages.enumerated() {
            let allowed = Set(Self.stages.prefix(level) + ["CYaml", "Glibc", "Musl", "Darwin", "Dispatch"])
            let folder = repositoryFolder.appendingPathComponent("Sources/\(stage)").path
            let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
            #expect(!files.isEmpty)
            for file in files.sorted() {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@_exported import ") {
                    // `import TokenGenX`, or a scoped `@_exported import struct TokenGenX.Name`.
                    let words = line.split(separator: " ").filter { !["@_exported", "import", "struct", "enum", "class"].contains($0) }
                    let module = String(words.first?.split(separator: ".").first ?? "")
                    if !allowed.contains(module) { found.append("\(stage)/\(file): \(line)") }
                }
            }
        }
        #expect(found == [])
    }
}
