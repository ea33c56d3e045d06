import Foundation
import Testing
import TestSupport
@testable import TokenGenCore

/// The asset catalog of a tokens job, in the format of Apple's Asset Catalog Format Reference ("Named Color
/// Type": https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html,
/// its appearances as "Image Set Type" gives them), written like every output: only when it changes, never over
/// a colour set someone else made, and without the colour sets tokengen wrote for tokens that are gone.
@Suite struct AssetCatalogTests {
    static func project() throws -> String {
        var files = AdaptiveColorTests.files
        files["tokengen.yml"] = "tokens:\n  - input: app.resolver.json\n    output: DesignTokens.swift\n    assetCatalog: Generated/DesignTokens.xcassets\n"
        files["Generated/DesignTokens.xcassets/handmade.colorset/Contents.json"] = "{\n  \"colors\" : [],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        return try temporaryFolder(files: files)
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
        #expect(try String(contentsOfFile: catalog + "/Contents.json", encoding: .utf8) == "{\n  \"info\" : {\n    \"author\" : \"tokengen\",\n    \"version\" : 1\n  }\n}\n")
        func entry(_ appearances: [(String, String)], _ red: String, _ green: String, _ blue: String) -> String {
            var text = "    {\n"
            if !appearances.isEmpty {
                text += "      \"appearances\" : [\n" + appearances.map { "        {\n          \"appearance\" : \"\($0)\",\n          \"value\" : \"\($1)\"\n        }" }.joined(separator: ",\n") + "\n      ],\n"
            }
            return text + "      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n          \"alpha\" : \"1.000\",\n          \"blue\" : \"\(blue)\",\n          \"green\" : \"\(green)\",\n          \"red\" : \"\(red)\"\n        }\n      },\n      \"idiom\" : \"universal\"\n    }"
        }
        // #007AFF, #0A84FF; high contrast #0040DD, #409CFF.
        let expected = "{\n  \"info\" : {\n    \"author\" : \"tokengen\",\n    \"version\" : 1\n  },\n  \"colors\" : [\n" + [
            entry([], "0.000", "0.478", "1.000"),
            entry([("luminosity", "dark")], "0.039", "0.518", "1.000"),
            entry([("contrast", "high")], "0.000", "0.251", "0.867"),
            entry([("luminosity", "dark"), ("contrast", "high")], "0.251", "0.612", "1.000"),
        ].joined(separator: ",\n") + "\n  ]\n}\n"
        #expect(try String(contentsOfFile: catalog + "/systemBlue.colorset/Contents.json", encoding: .utf8) == expected)
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
        #expect(Pipeline.run(configuration, diagnostics: diagnostics).flatMap(OutputWriter.staleColorSets) == [catalog + "/brand.colorset/Contents.json"])
        _ = try Self.run(folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: catalog).sorted() == ["Contents.json", "accent.colorset", "handmade.colorset", "systemBlue.colorset"])
    }

    /// A colour set of the same name that tokengen did not write is never replaced: nothing is written.
    @Test func aHandMadeColourSetIsNeverReplaced() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let handmade = folder + "/Generated/DesignTokens.xcassets/handmade.colorset/Contents.json"
        try FileManager.default.createDirectory(atPath: folder + "/Generated/DesignTokens.xcassets/brand.colorset", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: handmade, toPath: folder + "/Generated/DesignTokens.xcassets/brand.colorset/Contents.json")
        #expect(try Self.run(folder) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder + "/DesignTokens.swift"))
    }
}
