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

/// `L10nRuntimeTemplate.swift` is what `Sources/L10nRuntime/L10n.swift`, the runtime as real Swift, says
/// (`Scripts/runtime-templates.py` writes it): the renderer copies the runtime the compiler and
/// `L10nRuntimeTests` have seen, never a hand-kept copy of it.
@Suite struct RuntimeTemplateTests {
    static let repository = repositoryFolder

    /// The runtime of L10n as real Swift, which the templates are extracted from.
    static let l10nRuntime = "Sources/L10nRuntime/L10n.swift"

    /// `Scripts/runtime-templates.py` wrote the templates and the declared names from the runtimes as they are.
    @Test func committedTemplatesAreFresh() throws {
        let script = Self.repository.appendingPathComponent("Scripts/runtime-templates.py").path
        let (status, output) = try run("/usr/bin/env", ["python3", script] + (updatingReferences ? [] : ["--check"]))
        #expect(status == 0, "\(output)")
    }

    /// The example's type name becomes `⟪type⟫` in code and comments and `public ` becomes `⟪access⟫` in code,
    /// never inside a string literal (whose interpolations are code), on one line or several.
    @Test func holesAreNeverMadeInsideStringLiterals() throws {
        let script = Self.repository.appendingPathComponent("Scripts/runtime-templates.py").path
        let lines = FileManager.default.temporaryDirectory.appendingPathComponent("holes-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: lines) }
        try #"""
            public static let a = "L10n public \(L10n.b) x" // public L10n
            let s = """
            L10n public
            """; L10n.c
            let LL10n = L10nX + L10n
        """#.write(toFile: lines, atomically: true, encoding: .utf8)
        let (status, output) = try run("/bin/sh", ["-c", "python3 \"$0\" --holes L10n < \"$1\"", script, lines])
        #expect(status == 0)
        #expect(
            output == #"""
                    ⟪access⟫static let a = "L10n public \(⟪type⟫.b) x" // public ⟪type⟫
                    let s = """
                    L10n public
                    """; ⟪type⟫.c
                    let LL10n = L10nX + ⟪type⟫

                """#)
    }

    @Test func reservedNamesComeFromTheRuntime() {
        #expect(
            L10nRuntimeNames.declaredTypes == [
                "Language", "__BundleToken", "__Bundles", "__Found", "__Operands", "__Plural",
                "__Specifier", "__Texts", "__Variable",
            ])
        #expect(
            L10nRuntimeNames.declaredMembers.isSuperset(of: [
                "withLanguage", "__language", "__text", "__format", "__shard", "__lookUp", "__bundles",
            ]))
        #expect(
            L10nRuntimeNames.languageMembers == ["__Tag", "__folders", "__index", "__shown", "current", "locale", "match", "preferred"])
        #expect(
            ConstantsRuntimeNames.declaredTypes == [
                "AdaptiveColor", "AdaptiveValue", "Border", "Color", "CubicBezier", "Font", "Gradient", "Shadow", "StrokeStyle",
                "Transition",
            ])
    }

    /// The example around each runtime is what tokengen generates for the example tables now, so the runtime
    /// is tested with the accessors and texts files it really gets.
    @Test(arguments: [(LookupMode.embedded, "L10nRuntime"), (.bundle, "L10nBundleRuntime")])
    func examplesAreWhatTokengenGenerates(lookup: LookupMode, target: String) throws {
        let tables = Self.repository.appendingPathComponent("Sources/L10nBundleRuntime/Resources").path
        let job = Configuration.StringsJob(inputs: [tables], output: "L10n.swift", options: L10nOptions(access: .public, lookup: lookup))
        let files = try #require(Pipeline.strings(job, diagnostics: DiagnosticCollector()))
        var expected = """
            // What tokengen generates beside the runtime for the tables of Sources/L10nBundleRuntime/Resources (\(lookup.rawValue) lookup,
            // public): the accessors and texts of the example, concatenated.

            """
        for file in files.files.dropFirst() { expected += "\n" + file.contents }
        let example = Self.repository.appendingPathComponent("Sources/\(target)/Example.swift")
        if updatingReferences {
            try expected.write(to: example, atomically: true, encoding: .utf8)
        }
        #expect(
            try String(contentsOf: example, encoding: .utf8) == expected,
            "Sources/\(target)/Example.swift is stale: run TOKENGEN_UPDATE_REFERENCES=1 swift test --filter RuntimeTemplateTests")
    }

    /// The runtime's bundle lookup reads a texts file's columns by number: the renderer writes them in that order.
    @Test func bundleLookupReadsTheColumnsTheRendererWrites() {
        let read =
            "__lookUp(language, shardTexts.textOnce(2, index), shardTexts.textOnce(1, index), shardTexts.textOnce(0, index), shardTexts.textOnce(3, index))"
        #expect(L10nRuntimeTemplate.bundleLookup.contains(read))
        // `__lookUp(language, table, key, baseText, baseOnly)`.
        let order: [L10nModel.Column] = [.tables, .keys, .texts(language: .base), .baseOnly]
        #expect(order.map { L10nModel.bundleColumns.firstIndex(of: $0) } == [2, 1, 0, 3])
    }

    @Test func everyTemplateIsKnownToTheRenderer() throws {
        let source = try String(contentsOf: Self.repository.appendingPathComponent(Self.l10nRuntime), encoding: .utf8)
        // The templates, in order: Scripts/runtime-templates.py reads the same markers.
        let marker = "// tokengen:template "
        let names = source.split(separator: "\n").compactMap { line in
            line.drop { $0 == " " }.hasPrefix(marker) ? String(line.drop { $0 == " " }.dropFirst(marker.count)) : nil
        }
        #expect(
            names == [
                "language", "folders", "pseudo", "specifier", "texts", "textOnce", "bundleLookup", "bundleDeviceTexts", "embeddedLookup",
                "embeddedDeviceTexts", "plurals", "bundlePlural", "embeddedPlural", "pluralTypes", "pseudoPlural", "resources",
                "bundleResource", "pluralResource", "embeddedResource",
            ])
        // The runtime names the CLDR version of the rules the renderer writes into it.
        #expect(L10nRuntimeTemplate.plurals.contains("(Unicode CLDR \(CLDRPluralRules.version))"))
        // A slot line is the only kind of marker left in a template.
        for template in [L10nRuntimeTemplate.language, L10nRuntimeTemplate.texts, L10nRuntimeTemplate.bundleLookup] {
            #expect(!template.contains("// tokengen:template") && !template.contains("// tokengen:end"))
        }
    }
}
