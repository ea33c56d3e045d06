import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

/// What makes an edit of the tables cheap to build: which generated files it changes, byte for byte. A file
/// that does not change is not recompiled, and only a change of what a file declares recompiles the app's
/// files that use it.
@Suite struct BuildCostTests {
    /// The repository's tables in a temporary folder, generated in embedded or bundle mode, before and after
    /// `edit`; the names of the generated files whose bytes differ (`code`: outside doc comments).
    func changedFiles(lookup: LookupMode, code: Bool = false, _ edit: (String) throws -> Void) throws -> [String] {
        let root = repositoryFolder
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-edit-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: root.appendingPathComponent("Strings").path, toPath: folder)
        func generate() throws -> [String: [UInt8]] {
            let diagnostics = DiagnosticCollector()
            let job = Configuration.StringsJob(inputs: [folder], output: "L10n.swift", options: L10nOptions(lookup: lookup))
            let files = try #require(Pipeline.strings(job, diagnostics: diagnostics), "\(diagnostics.formatted)")
            return Dictionary(
                uniqueKeysWithValues: files.files.map { file in
                    guard code else { return (file.path, file.bytes) }
                    let lines = file.contents.split(separator: "\n").filter { !$0.drop(while: { $0 == " " }).hasPrefix("///") }
                    return (file.path, Array(lines.joined(separator: "\n").utf8))
                })
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
    /// base texts, the fallback), and the accessor's doc comment, which shows it in Quick Help, as a comment's
    /// edit does: the accessors' code stays as it was.
    @Test(arguments: LookupMode.allCases)
    func textEditsChangeOneTextsFile(lookup: LookupMode) throws {
        let polish = try changedFiles(lookup: lookup) {
            try replace("\"Raport utworzony\"", with: "\"Raport gotowy\"", in: $0 + "/pl.lproj/Localizable.strings")
        }
        #expect(polish == (lookup == .embedded ? ["L10n+Texts5.swift"] : []))
        let english = try changedFiles(lookup: lookup) {
            try replace("\"Report created\";", with: "\"Report done\";", in: $0 + "/en.lproj/Localizable.strings")
        }
        #expect(english == ["L10n+Keys5.swift", "L10n+Texts5.swift"])
        let englishCode = try changedFiles(lookup: lookup, code: true) {
            try replace("\"Report created\";", with: "\"Report done\";", in: $0 + "/en.lproj/Localizable.strings")
        }
        #expect(englishCode == ["L10n+Texts5.swift"])
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
            try (try String(contentsOfFile: path, encoding: .utf8) + "\"report_created.subtitle\" = \"Thank you\";\n").write(
                toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(existing == ["L10n+Keys5.swift", "L10n+Texts5.swift"])
        let newGroup = try changedFiles(lookup: .embedded) {
            let path = $0 + "/en.lproj/Localizable.strings"
            try (try String(contentsOfFile: path, encoding: .utf8) + "\"settings.title\" = \"Settings\";\n").write(
                toFile: path, atomically: true, encoding: .utf8)
        }
        let shard = L10nTranslator.position(of: "Settings").shard
        #expect(newGroup == ["L10n+Keys\(shard).swift", "L10n+Texts\(shard).swift"])
    }

    /// What the compiler's incremental build does when a key comes in a new group: it recompiles the files
    /// that use a group declared in the same extension of the root (the extension's body changed), and no
    /// other, though their groups are in the same shard, and so in the same file.
    @Test(.tags(.compiles), .notInTheQuickLoop) func aNewGroupRecompilesOnlyTheUsersOfItsExtension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-incremental-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Strings/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/objects", withIntermediateDirectories: true)
        let groups = (0..<40).map { "feature\($0)" }
        let table = folder + "/Strings/en.lproj/Localizable.strings"
        try groups.map { "\"\($0).title\" = \"Title\";\n\"\($0).body\" = \"Body\";\n" }.joined().write(
            toFile: table, atomically: true, encoding: .utf8)
        // A new group that shares its extension with one of the groups.
        let position = { (group: String) in L10nTranslator.position(of: SwiftName.typeName(group)) }
        let newGroup = try #require((0..<10_000).map { "screen\($0)" }.first { name in groups.contains { position($0) == position(name) } })
        let sameShard = groups.filter { position($0).shard == position(newGroup).shard }
        let sameExtension = groups.filter { position($0) == position(newGroup) }
        #expect(sameShard.count > sameExtension.count)

        var sources: [String] = []
        for (number, group) in groups.enumerated() {
            let path = folder + "/User\(number).swift"
            try "func user\(number)() -> String { L10n.\(SwiftName.typeName(group)).title }\n".write(
                toFile: path, atomically: true, encoding: .utf8)
            sources.append(path)
        }
        func generate() throws {
            let diagnostics = DiagnosticCollector()
            let job = Configuration.StringsJob(inputs: [folder + "/Strings"], output: folder + "/L10n.swift", options: L10nOptions())
            for file in try #require(Pipeline.strings(job, diagnostics: diagnostics)).files
            where (try? String(contentsOfFile: file.path, encoding: .utf8)) != file.contents {
                try file.contents.write(toFile: file.path, atomically: true, encoding: .utf8)
            }
        }
        try generate()
        sources += OutputLayout(output: folder + "/L10n.swift").paths
        var map: [String: [String: String]] = ["": ["swift-dependencies": folder + "/objects/module.swiftdeps"]]
        for source in sources {
            let base = folder + "/objects/" + (source as NSString).lastPathComponent
            map[source] = ["object": base + ".o", "swift-dependencies": base + ".swiftdeps"]
        }
        try JSONSerialization.data(withJSONObject: map).write(to: URL(fileURLWithPath: folder + "/map.json"))
        /// The user files the build compiled: the `-primary-file`s of the compiler jobs it ran (the object files
        /// tell nothing, as the compiler does not rewrite an object file whose bytes did not change).
        func build() throws -> Set<String> {
            let result = try run(
                "swiftc",
                ["-module-name", "App", "-parse-as-library", "-incremental", "-c", "-v", "-output-file-map", folder + "/map.json"]
                    + sources, in: folder)
            #expect(result.status == 0, "\(result.output)")
            let words = result.output.split(whereSeparator: \.isWhitespace)
            return Set(
                zip(words, words.dropFirst()).compactMap { option, path in
                    let name = ((path as Substring).split(separator: "/").last ?? "").dropLast(6)
                    return option == "-primary-file" && name.hasPrefix("User") ? String(name) : nil
                })
        }
        #expect(try build().count == groups.count)
        try (try String(contentsOfFile: table, encoding: .utf8) + "\"\(newGroup).title\" = \"New\";\n").write(
            toFile: table, atomically: true, encoding: .utf8)
        try generate()
        let recompiled = try build()
        #expect(recompiled == Set(sameExtension.map { "User\(groups.firstIndex(of: $0)!)" }))
    }

    /// `pseudoLanguages: true`: `en-XA` and `ar-XB` compile strictly in both lookup modes, with plural and
    /// per-device texts, and exist in debug builds only.
    @Test(.tags(.compiles), .notInTheQuickLoop, arguments: LookupMode.allCases)
    func pseudoLanguagesExistInDebugBuildsOnly(lookup: LookupMode) throws {
        var sources: [String: String] = [:]
        for fixture in ["strings/plurals", "catalogs/app"] {
            let diagnostics = DiagnosticCollector()
            let name = fixture == "catalogs/app" ? "Catalog" : "L10n"
            let job = Configuration.StringsJob(
                inputs: [fixturePath(fixture)], output: name + ".swift",
                options: L10nOptions(enumName: name, lookup: lookup, pseudoLanguages: true)
            )
            for file in try #require(Pipeline.strings(job, diagnostics: diagnostics), "\(diagnostics.formatted)").files {
                sources[file.path] = file.contents
            }
        }
        sources["main.swift"] = """
            nonisolated func show() {
                print(L10n.Language.allCases.map(\\.rawValue), Catalog.Language.allCases.count)
                #if DEBUG
                print(L10n.withLanguage(.enXA) { [L10n.title, L10n.Animals.count(5)] })
                print(L10n.withLanguage(.arXB) { L10n.title }.unicodeScalars.map { String($0.value, radix: 16) })
                print(Catalog.withLanguage(.enXA) { Catalog.itemsByDevice(2) })
                #endif
            }
            show()
            """
        let debug = try compileAndRun(sources, defines: ["DEBUG"])
        #expect(
            debug == """
                ["en", "ar", "ja", "pl", "en-XA", "ar-XB"] 4
                ["[Þļûŕåļš one]", "[5 åñîɱåļš one]"]
                ["200f", "202b", "50", "6c", "75", "72", "61", "6c", "73", "202c", "200f"]
                [2 îţéɱš one]

                """)
        let release = try compileAndRun(sources)
        #expect(release == "[\"en\", \"ar\", \"ja\", \"pl\"] 2\n")
    }

    /// A table folder of a pseudo-language's tag would take its case.
    @Test func aTableOfAPseudoLanguageTagIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-pseudo-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for language in ["en", "ar-XB"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(language).lproj", withIntermediateDirectories: true)
            try "\"a\" = \"A\";\n".write(toFile: "\(folder)/\(language).lproj/Localizable.strings", atomically: true, encoding: .utf8)
        }
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: [folder], output: "L10n.swift", options: L10nOptions(pseudoLanguages: true))
        #expect(Pipeline.strings(job, diagnostics: diagnostics) == nil)
        #expect(
            diagnostics.formatted
                == "\(folder)/ar-XB.lproj/Localizable.strings:1:1: error: the languages of the pseudo-language ar-XB and ar-XB.lproj would both become L10n.Language.arXB"
        )
    }

    /// The files of a job compile as separate files (what is used across them is not `private`), under the
    /// strictest settings, and show the same texts.
    @Test(.tags(.compiles), .notInTheQuickLoop, arguments: LookupMode.allCases)
    func shardsCompileAsSeparateFiles(lookup: LookupMode) throws {
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(
            inputs: [fixturePath("strings/plurals")], output: "L10n.swift", options: L10nOptions(lookup: lookup))
        let files = try #require(Pipeline.strings(job, diagnostics: diagnostics))
        var sources = Dictionary(uniqueKeysWithValues: files.files.map { ($0.path, $0.contents) })
        sources["main.swift"] = """
            nonisolated func show() {
                print(L10n.title, L10n.Animals.count(1), L10n.withLanguage(.pl) { L10n.Animals.count(5) })
            }
            show()
            """
        #expect(try compileAndRun(sources) == "Plurals 1 animal 5 zwierząt\n")
    }

    /// A shadow of 1,000 layers and a gradient of 1,000 stops compile within 1 GB of address space (as a literal,
    /// 300 layers took 1.9 GB to type-check, 3,000 more than 24 GB): long lists are built one element per
    /// statement, and the values are the file's.
    @Test(.tags(.compiles), .notInTheQuickLoop) func longListsTypeCheckInMemoryProportionalToThem() throws {
        let layers = (0..<1_000).map {
            ##"{"color": "#102030", "offsetX": "\##($0)px", "offsetY": "1px", "blur": "2px", "spread": "0px"}"##
        }
        let stops = (0..<1_000).map { ##"{"color": "#102030", "position": \##(Double($0) / 1_000)}"## }
        let folder = try temporaryFolder(files: [
            "t.tokens.json": #"{"s": {"$type": "shadow", "$value": ["# + layers.joined(separator: ", ")
                + #"]}, "g": {"$type": "gradient", "$value": ["# + stops.joined(separator: ", ") + "]}}"
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let job = Configuration.TokensJob(inputs: [folder + "/t.tokens.json"], output: folder + "/T.swift", options: ConstantsOptions())
        let code = try #require(Pipeline.tokens(job, diagnostics: DiagnosticCollector())).output.contents
        #expect(
            code.contains("    public var s: [Shadow] { Stored.s }\n")
                && code.contains("        static let s: [Shadow] = DesignTokens._s()\n")
                && code.contains("    private static func _g() -> Gradient {\n"))
        let main =
            "let tokens = DesignTokens()\nprint(tokens.s.count, tokens.s[999].offsetX, tokens.g.stops.count, tokens.g.stops[500].position)\n"
        #expect(try compileAndRun(["T.swift": code, "main.swift": main], addressSpace: 1_000_000) == "1000 999.0 1000 0.5\n")
    }

    /// The compiler's definite initialization costs the square of the stored properties an initializer sets
    /// (GitHub Primer's 1,354 tokens, each stored, took 205 s to compile; Docs/Benchmarks.md): the constants
    /// type stores its modifiers' contexts only, `AdaptiveColors` its four appearances, `Adaptive` its colours,
    /// however many tokens there are; every token is computed from them.
    @Test(.tags(.compiles), .notInTheQuickLoop) func storedPropertiesDoNotGrowWithTheTokens() throws {
        let count = 500
        let colors = (0..<count).map { "\"c\($0)\": { \"$value\": \"#\(String(format: "%06X", $0 * 97))\" }" }.joined(separator: ", ")
        let folder = try temporaryFolder(files: [
            "app.resolver.json": """
            { "version": "2025.10", "sets": { "core": { "sources": [{ "$ref": "core.tokens.json" }] } },
              "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/sets/core" }, { "$ref": "#/modifiers/theme" }] }
            """,
            "core.tokens.json":
                "{ \"palette\": { \"$type\": \"color\", \(colors) }, \"size\": { \"$type\": \"dimension\", \"$value\": { \"value\": 4, \"unit\": \"px\" } } }",
            "light.tokens.json": ##"{ "text": { "$type": "color", "$value": "#111111" } }"##,
            "dark.tokens.json": ##"{ "text": { "$type": "color", "$value": "#EEEEEE" } }"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let job = Configuration.TokensJob(inputs: [folder + "/app.resolver.json"], output: folder + "/T.swift", options: ConstantsOptions())
        let code = try #require(Pipeline.tokens(job, diagnostics: DiagnosticCollector())).output.contents
        let stored = code.split(separator: "\n").filter { line in
            let words = line.split(separator: " ")
            return words.count > 1 && ["public", "private"].contains(words[0]) && words[1] == "let"
        }
        #expect(
            stored == [
                "    public let theme: Theme",
                "        private let inLight: DesignTokens, inDark: DesignTokens, inLightHighContrast: DesignTokens, inDarkHighContrast: DesignTokens",
                "        private let colors: AdaptiveColors",
            ])
        #expect(code.components(separatedBy: "\n    public var paletteC").count - 1 == count)
        let main = """
            let light = DesignTokens(), colors = DesignTokens.adaptiveColors()
            print(light.paletteC499.hex, light.text.hex, DesignTokens(theme: .dark).text.hex, colors.text.dark.hex, colors.paletteC5.light.hex, light.size)
            print(colors == DesignTokens.adaptiveColors(), light == DesignTokens(theme: .dark))
            """
        #expect(try compileAndRun(["T.swift": code, "main.swift": main]) == "#00BD13 #111111 #EEEEEE #EEEEEE #0001E5 4.0\ntrue false\n")
    }
}
