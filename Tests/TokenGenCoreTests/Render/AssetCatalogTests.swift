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

/// The asset catalog of a tokens job, in the format of Apple's Asset Catalog Format Reference ("Named Color
/// Type": https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html,
/// its appearances as "Image Set Type" gives them), written like every output: only when it changes, never over
/// a colour set someone else made, and without the colour sets tokengen wrote for tokens that are gone.
@Suite struct AssetCatalogTests {
    static func project() throws -> String {
        var files = AdaptiveColorTests.files
        files["tokengen.yml"] =
            "tokens:\n  - input: app.resolver.json\n    output: DesignTokens.swift\n    assetCatalog: Generated/DesignTokens.xcassets\n"
        files["Generated/DesignTokens.xcassets/handmade.colorset/Contents.json"] =
            "{\n  \"colors\" : [],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        return try temporaryFolder(files: files)
    }

    /// The lines of a run's output that contain `text` (the token files' own warnings left out).
    static func lines(_ output: String, with text: String) -> String {
        output.split(separator: "\n").filter { $0.contains(text) }.map { $0 + "\n" }.joined()
    }

    static func run(_ folder: String) throws -> [[OutputWriter.Result]]? {
        let diagnostics = DiagnosticCollector()
        let configuration = try #require(Configuration.load(path: folder + "/tokengen.yml", diagnostics: diagnostics))
        return OutputWriter.write(Pipeline.run(configuration, diagnostics: diagnostics), diagnostics: diagnostics)
    }

    @Test func colourSetsInEachAppearance() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Self.run(folder)?.first?.allSatisfy { $0 == .written } == true)
        let catalog = folder + "/Generated/DesignTokens.xcassets"
        let sets = try FileManager.default.contentsOfDirectory(atPath: catalog).sorted()
        #expect(sets == ["Contents.json", "brand.colorset", "handmade.colorset", "systemBlue.colorset"])
        // The catalog's own, as Xcode writes it.
        #expect(
            try String(contentsOfFile: catalog + "/Contents.json", encoding: .utf8)
                == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        func entry(_ appearances: [(String, String)], _ red: String, _ green: String, _ blue: String) -> String {
            var text = "    {\n"
            if !appearances.isEmpty {
                text +=
                    "      \"appearances\" : [\n"
                    + appearances.map { "        {\n          \"appearance\" : \"\($0)\",\n          \"value\" : \"\($1)\"\n        }" }
                    .joined(separator: ",\n") + "\n      ],\n"
            }
            return text
                + "      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n          \"alpha\" : \"1.000\",\n          \"blue\" : \"\(blue)\",\n          \"green\" : \"\(green)\",\n          \"red\" : \"\(red)\"\n        }\n      },\n      \"idiom\" : \"universal\"\n    }"
        }
        // #007AFF, #0A84FF; high contrast #0040DD, #409CFF.
        func colorSet(_ entries: [String]) -> String {
            "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n")
                + "\n  ],\n  \"info\" : {\n    \"author\" : \"tokengen\",\n    \"version\" : 1\n  }\n}\n"
        }
        // In Xcode's key order and format (as element-x's catalog in ../shared/corpus/xcassets holds it).
        let expected = colorSet([
            entry([], "0.000", "0.478", "1.000"),
            entry([("luminosity", "dark")], "0.039", "0.518", "1.000"),
            entry([("contrast", "high")], "0.000", "0.251", "0.867"),
            entry([("luminosity", "dark"), ("contrast", "high")], "0.251", "0.612", "1.000"),
        ])
        #expect(try String(contentsOfFile: catalog + "/systemBlue.colorset/Contents.json", encoding: .utf8) == expected)
        // A colour the same in every appearance: one entry. #5C33FF.
        #expect(
            try String(contentsOfFile: catalog + "/brand.colorset/Contents.json", encoding: .utf8)
                == colorSet([entry([], "0.361", "0.200", "1.000")]))
    }

    /// A second run changes nothing; a token that is gone takes its colour set with it, but not one someone
    /// else made; `check` (the stale colour sets) sees the catalog out of date before.
    @Test func rewrittenOnlyWhenItChanges() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try Self.run(folder)
        #expect(try Self.run(folder)?.first?.allSatisfy { $0 == .unchanged } == true)
        let base = folder + "/base.tokens.json"
        try String(contentsOfFile: base, encoding: .utf8).replacingOccurrences(of: #""brand""#, with: #""accent""#)
            .replacingOccurrences(of: "{brand}", with: "{accent}").write(toFile: base, atomically: true, encoding: .utf8)
        let diagnostics = DiagnosticCollector()
        let configuration = try #require(Configuration.load(path: folder + "/tokengen.yml", diagnostics: diagnostics))
        let catalog = folder + "/Generated/DesignTokens.xcassets"
        #expect(
            Pipeline.run(configuration, diagnostics: diagnostics).flatMap(OutputWriter.staleColorSets) == [
                catalog + "/brand.colorset/Contents.json"
            ])
        _ = try Self.run(folder)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: catalog).sorted() == [
                "Contents.json", "accent.colorset", "handmade.colorset", "systemBlue.colorset",
            ])
    }

    /// A colour set of a token's name that someone else made is kept, with a warning: that token gets none, the
    /// rest is written, and `check` passes.
    @Test func aHandMadeColourSetIsNeverReplaced() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let handmade = folder + "/Generated/DesignTokens.xcassets/handmade.colorset/Contents.json"
        let brand = folder + "/Generated/DesignTokens.xcassets/brand.colorset/Contents.json"
        try FileManager.default.createDirectory(
            atPath: folder + "/Generated/DesignTokens.xcassets/brand.colorset", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: handmade, toPath: brand)
        let result = try TestSupport.run(builtTokengen, ["--quiet"], in: folder)
        #expect(result.status == 0)
        #expect(
            Self.lines(result.output, with: "colour set")
                == "tokengen.yml:3:13: warning: Generated/DesignTokens.xcassets/brand.colorset/Contents.json is a colour set someone else made (its info.author is not 'tokengen'): it is kept, and the token of its name gets none; rename one of them, or remove it to let tokengen write it\n"
        )
        #expect(try String(contentsOfFile: brand, encoding: .utf8) == String(contentsOfFile: handmade, encoding: .utf8))
        #expect(FileManager.default.fileExists(atPath: folder + "/DesignTokens.swift"))
        #expect(try TestSupport.run(builtTokengen, ["check"], in: folder).status == 0)
    }

    /// A catalog as Xcode writes it (its own `Contents.json`, `AccentColor`, a group with its own): tokengen's
    /// colour sets go beside them and every file Xcode wrote keeps its bytes. A colour set of tokengen's that Xcode
    /// re-saved (its keys in another order, other spacing) is the same value: the next run and `check` leave it.
    @Test func besideWhatXcodeWrote() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = folder + "/Generated/DesignTokens.xcassets"
        let xcode = [
            "Contents.json":
                "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n  \"properties\" : {\n    \"compression-type\" : \"lossless\"\n  }\n}\n",
            "AccentColor.colorset/Contents.json":
                "{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n",
            "Brand/Contents.json":
                "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n",
            "Brand/logo.colorset/Contents.json":
                "{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n",
        ]
        for (path, contents) in xcode {
            try FileManager.default.createDirectory(atPath: FileSystem.folder(of: catalog + "/" + path)!, withIntermediateDirectories: true)
            try contents.write(toFile: catalog + "/" + path, atomically: true, encoding: .utf8)
        }
        #expect(Self.lines(try TestSupport.run(builtTokengen, ["--quiet"], in: folder).output, with: "warning: Generated") == "")
        for (path, contents) in xcode { #expect(try String(contentsOfFile: catalog + "/" + path, encoding: .utf8) == contents, "\(path)") }
        #expect(FileManager.default.fileExists(atPath: catalog + "/systemBlue.colorset/Contents.json"))
        // Re-saved as an older Xcode wrote it: `info` first, `version` before `author`, other spacing.
        let brand = catalog + "/brand.colorset/Contents.json"
        let resaved = """
            {
              "info" : { "version" : 1, "author" : "tokengen" },
              "colors" : [ { "idiom" : "universal", "color" : { "components" : { "red" : "0.361", "alpha" : "1.000", "blue" : "1.000", "green" : "0.200" }, "color-space" : "srgb" } } ]
            }
            """
        try resaved.write(toFile: brand, atomically: true, encoding: .utf8)
        #expect(
            Self.lines(try TestSupport.run(builtTokengen, [], in: folder).output, with: "DesignTokens.swift")
                == "DesignTokens.swift is up to date\n")
        #expect(try String(contentsOfFile: brand, encoding: .utf8) == resaved)
        #expect(try TestSupport.run(builtTokengen, ["check"], in: folder).status == 0)
        // Another value is tokengen's to replace.
        try resaved.replacingOccurrences(of: "0.361", with: "0.5").write(toFile: brand, atomically: true, encoding: .utf8)
        #expect(try TestSupport.run(builtTokengen, ["check"], in: folder).status == 1)
        #expect(
            Self.lines(try TestSupport.run(builtTokengen, [], in: folder).output, with: "DesignTokens.swift")
                == "wrote DesignTokens.swift (5 tokens; 1 of its 4 files changed)\n")
    }

    /// Real catalogs as Xcode wrote them (../shared/corpus/xcassets: NetNewsWire's, with a group and an older
    /// Xcode's key order; element-x's, with high contrast): tokengen's colour sets are added, every file Xcode
    /// wrote keeps its bytes, a second run and `check` change nothing.
    @Test(
        .enabled(if: Corpus.folder != nil, "../shared/corpus is not present"),
        arguments: [
            "NetNewsWire/iOS/Resources/Assets.xcassets", "element-x-ios/ElementX/Resources/Assets.xcassets",
        ])
    func realCatalogs(catalog: String) throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/Generated/DesignTokens.xcassets"
        try FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(atPath: try #require(Corpus.folder) + "/xcassets/" + catalog, toPath: target)
        func files() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for path in FileManager.default.subpaths(atPath: target) ?? [] where path.hasSuffix(".json") {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: target + "/" + path))
            }
            return files
        }
        let before = try files()
        #expect(
            Self.lines(try TestSupport.run(builtTokengen, [], in: folder).output, with: "DesignTokens.swift")
                == "wrote DesignTokens.swift (5 tokens; 3 of its 4 files changed)\n")
        let after = try files()
        #expect(before.allSatisfy { after[$0.key] == $0.value })
        #expect(Set(after.keys).subtracting(before.keys).sorted() == ["brand.colorset/Contents.json", "systemBlue.colorset/Contents.json"])
        #expect(
            Self.lines(try TestSupport.run(builtTokengen, [], in: folder).output, with: "DesignTokens.swift")
                == "DesignTokens.swift is up to date\n")
        #expect(try TestSupport.run(builtTokengen, ["check"], in: folder).status == 0)
    }

    /// Xcode drops a trailing `Color` from a colour set's symbol: a token `brand` beside the app's own
    /// `BrandColor` (or `accent` beside `AccentColor`) would be one symbol, so its colour set is not written (a
    /// warning names both); one in a group that provides a namespace has its own.
    @Test func aSymbolTheCatalogHasIsNotTaken() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = folder + "/Generated/DesignTokens.xcassets"
        let xcode =
            "{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        for path in ["Colors/BrandColor.colorset", "Namespaced/systemBlueColor.colorset"] {
            try FileManager.default.createDirectory(atPath: catalog + "/" + path, withIntermediateDirectories: true)
            try xcode.write(toFile: catalog + "/" + path + "/Contents.json", atomically: true, encoding: .utf8)
        }
        try "{\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n".write(
            toFile: catalog + "/Namespaced/Contents.json", atomically: true, encoding: .utf8)
        let result = try TestSupport.run(builtTokengen, [], in: folder)
        #expect(result.status == 0)
        #expect(
            Self.lines(result.output, with: "symbol")
                == "tokengen.yml:3:13: warning: Generated/DesignTokens.xcassets/brand.colorset/Contents.json is not written: Xcode would give it the symbol of Generated/DesignTokens.xcassets/Colors/BrandColor.colorset (it drops a trailing 'Color'), and generate one of the two; the token gets no colour set: rename one of them\n"
        )
        #expect(!FileManager.default.fileExists(atPath: catalog + "/brand.colorset"))
        #expect(FileManager.default.fileExists(atPath: catalog + "/systemBlue.colorset/Contents.json"))
        let check = try TestSupport.run(builtTokengen, ["check"], in: folder)
        #expect(check.status == 0 && Self.lines(check.output, with: "symbol").contains("brand.colorset/Contents.json is not written"))
    }
}
