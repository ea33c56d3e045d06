import Foundation
import Testing
@testable import TokenGenCore

/// What makes an edit of the tables cheap to build: which generated files it changes, byte for byte. A file
/// that does not change is not recompiled, and only a change of what a file declares recompiles the app's
/// files that use it.
@Suite struct BuildCostTests {
    /// The repository's tables in a temporary folder, generated in embedded or bundle mode, before and after
    /// `edit`; the names of the generated files whose bytes differ.
    func changedFiles(lookup: LookupMode, _ edit: (String) throws -> Void) throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-edit-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: root.appendingPathComponent("Strings").path, toPath: folder)
        func generate() throws -> [String: [UInt8]] {
            let diagnostics = DiagnosticCollector()
            let job = Configuration.StringsJob(inputs: [folder], output: "L10n.swift", options: L10nOptions(lookup: lookup))
            let files = try #require(Pipeline.strings(job, diagnostics: diagnostics), "\(diagnostics.formatted)")
            return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
        }
        let before = try generate()
        try edit(folder)
        let after = try generate()
        #expect(before.keys.sorted() == after.keys.sorted())
        return after.keys.filter { before[$0] != after[$0] }.sorted()
    }

    func replace(_ old: String, with new: String, in path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A translation edit changes one texts file; a base-text edit too (in bundle mode the texts file holds the
    /// base texts, the fallback); a comment is the doc comment, so it changes the accessors.
    @Test(arguments: LookupMode.allCases)
    func textEditsChangeOneTextsFile(lookup: LookupMode) throws {
        let polish = try changedFiles(lookup: lookup) {
            try replace("\"Raport utworzony\"", with: "\"Raport gotowy\"", in: $0 + "/pl.lproj/Localizable.strings")
        }
        #expect(polish == (lookup == .embedded ? ["L10n+Texts5.swift"] : []))
        let english = try changedFiles(lookup: lookup) {
            try replace("\"Report created\";", with: "\"Report done\";", in: $0 + "/en.lproj/Localizable.strings")
        }
        #expect(english == ["L10n+Texts5.swift"])
        let comment = try changedFiles(lookup: lookup) {
            try replace("/* Report created screen: title */", with: "/* The title */", in: $0 + "/en.lproj/Localizable.strings")
        }
        #expect(comment == ["L10n+Keys5.swift"])
    }

    /// A new key changes the files of its shard: in an existing group, or in a new top-level group (declared
    /// inside the shard's one extension, so that no extension is added); never `L10n.swift`.
    @Test func newKeysChangeOnlyTheirShard() throws {
        let existing = try changedFiles(lookup: .embedded) {
            let path = $0 + "/en.lproj/Localizable.strings"
            try (try String(contentsOfFile: path, encoding: .utf8) + "\"report_created.subtitle\" = \"Thank you\";\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(existing == ["L10n+Keys5.swift", "L10n+Texts5.swift"])
        let newGroup = try changedFiles(lookup: .embedded) {
            let path = $0 + "/en.lproj/Localizable.strings"
            try (try String(contentsOfFile: path, encoding: .utf8) + "\"settings.title\" = \"Settings\";\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        let shard = L10nTranslator.shard(of: "Settings")
        #expect(newGroup == ["L10n+Keys\(shard).swift", "L10n+Texts\(shard).swift"])
    }

    /// The files of a job compile as separate files (what is used across them is not `private`), under the
    /// strictest settings, and show the same texts.
    @Test(arguments: LookupMode.allCases)
    func shardsCompileAsSeparateFiles(lookup: LookupMode) throws {
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: [fixturePath("strings/plurals")], output: "L10n.swift", options: L10nOptions(lookup: lookup))
        let files = try #require(Pipeline.strings(job, diagnostics: diagnostics))
        var sources = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        sources["main.swift"] = """
        nonisolated func show() {
            print(L10n.title, L10n.Animals.count(1), L10n.withLanguage(.pl) { L10n.Animals.count(5) })
        }
        show()
        """
        #expect(try compileAndRun(sources) == "Plurals 1 animal 5 zwierząt\n")
    }
}
