import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenCore

/// `Tests/GeneratedCodeTests/Generated` holds what tokengen generates of fixtures, each job under a name of its
/// own so that all compile in one module: SwiftPM builds them once, strictly, and `GeneratedCodeTests` calls
/// them. These tests keep each file what tokengen generates now (`TOKENGEN_UPDATE_REFERENCES=1` rewrites them).
@Suite struct GeneratedCodeReferenceTests {
    static let folder = repositoryFolder.appendingPathComponent("Tests/GeneratedCodeTests/Generated").path

    /// A constants type of one token file of the fixtures.
    static func constants(_ file: String, _ typeName: String) -> (String, @Sendable () throws -> String) {
        (
            typeName + ".swift",
            {
                let set = try #require(readTokens(file).0)
                return try #require(
                    Pipeline.constants(set, options: ConstantsOptions(typeName: typeName), diagnostics: DiagnosticCollector()))
            }
        )
    }

    /// An enum of the texts of fixture tables (`strings/…`, or a catalog's folder `catalogs/…`), embedded, its
    /// files as one.
    static func strings(_ folder: String, _ enumName: String) -> (String, @Sendable () throws -> String) {
        (
            enumName + ".swift",
            {
                let job = Configuration.StringsJob(
                    inputs: [fixturePath(folder.hasPrefix("catalogs/") ? folder : "strings/" + folder)], output: enumName + ".swift",
                    options: L10nOptions(enumName: enumName, lookup: .embedded))
                return try #require(Pipeline.strings(job, diagnostics: DiagnosticCollector())).contents
            }
        )
    }

    /// A constants type of a resolver document of the fixtures.
    static func resolver(_ file: String, _ typeName: String) -> (String, @Sendable () throws -> String) {
        (
            typeName + ".swift",
            {
                let set = try #require(readResolver(file).0)
                return try #require(
                    Pipeline.constants(set, options: ConstantsOptions(typeName: typeName), diagnostics: DiagnosticCollector()))
            }
        )
    }

    /// A constants type of a resolver document whose one modifier is named `name`.
    static func modifier(named name: String, _ typeName: String) -> (String, @Sendable () throws -> String) {
        (
            typeName + ".swift",
            {
                let document = Array(ResolverTests.modifierDocument(named: name).utf8)
                let set = try #require(TokenSetReader.resolved(document, path: "m.resolver.json", diagnostics: DiagnosticCollector()))
                return try #require(
                    Pipeline.constants(set, options: ConstantsOptions(typeName: typeName), diagnostics: DiagnosticCollector()))
            }
        )
    }

    static let references = [
        resolver("app.resolver.json", "AppTokens"),
        modifier(named: "self", "ModifierSelf"),
        modifier(named: "Self", "ModifierSelfType"),
        modifier(named: "init", "ModifierInit"),
        modifier(named: "1", "ModifierOne"),
        modifier(named: "2x", "ModifierTwoX"),
        modifier(named: "日本", "ModifierNihon"),
        modifier(named: "Color", "ModifierColor"),
        modifier(named: "default", "ModifierDefault"),
        constants("figma-types.tokens.json", "FigmaTypes"),
        constants("export-forms.tokens.json", "ExportForms"),
        constants("spec-defaults.tokens.json", "SpecDefaults"),
        constants("spec-references.tokens.json", "SpecReferences"),
        constants("shadows.tokens.yml", "Shadows"),
        constants("strokes.tokens.yml", "Strokes"),
        constants("tool-forms.tokens.json", "ToolForms"),
        constants("studio-modifiers.tokens.json", "StudioModifiers"),
        constants("spec-corners.tokens.json", "SpecCorners"),
        constants("case-names.tokens.json", "CaseNames"),
        constants("keyword-names.tokens.yml", "Keywords"),
        constants("valid.tokens.yml", "Valid"),
        strings("naming", "Naming"),
        strings("collisions", "Collisions"),
        strings("breakout", "Breakout"),
        strings("untypeable", "Untypeable"),
        strings("swiftgen", "SwiftGenNames"),
        strings("catalogs/app", "CatalogTexts"),
    ]

    @Test(arguments: references.map(\.0)) func referenceIsWhatTokengenGenerates(file: String) throws {
        let generated = try #require(Self.references.first { $0.0 == file }).1()
        let path = Self.folder + "/" + file
        if updatingReferences { try generated.write(toFile: path, atomically: true, encoding: .utf8) }
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            committed == generated,
            "\(file) is stale:\n\(UnifiedDiff.diff(old: committed, new: generated, oldName: "committed", newName: "generated"))")
    }

    /// No file is left there that no reference generates.
    @Test func everyFileIsAReference() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).sorted()
        #expect(files == Self.references.map(\.0).sorted())
    }
}
