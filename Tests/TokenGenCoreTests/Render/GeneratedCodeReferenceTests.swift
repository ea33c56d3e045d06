import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenCore

/// `Tests/GeneratedCodeTests/Generated` holds what tokengen generates of fixtures, each job under a name of its
/// own so that all compile in one module: SwiftPM builds them once, strictly, and `GeneratedCodeTests` calls
/// them. These tests keep each file what tokengen generates now (`TOKENGEN_UPDATE_REFERENCES=1` rewrites them).
@Suite struct GeneratedCodeReferenceTests {
    static let folder = repositoryFolder.appendingPathComponent("Tests/GeneratedCodeTests/Generated").path

    typealias Reference = (file: String, generate: @Sendable () throws -> String)

    /// A constants type named `typeName` of the token set `read` returns.
    static func constants(_ typeName: String, of read: @escaping @Sendable () -> TokenSet?) -> Reference {
        (
            typeName + ".swift",
            {
                let set = try #require(read())
                return try #require(
                    Pipeline.constants(set, options: ConstantsOptions(typeName: typeName), diagnostics: DiagnosticCollector()))
            }
        )
    }

    /// An enum named `enumName` of the texts of fixture tables (`strings/…` or `catalogs/…`), embedded, its files
    /// as one.
    static func strings(_ fixture: String, _ enumName: String) -> Reference {
        (
            enumName + ".swift",
            {
                let job = Configuration.StringsJob(
                    inputs: [fixturePath(fixture)], output: enumName + ".swift", options: L10nOptions(enumName: enumName, lookup: .embedded)
                )
                return try #require(Pipeline.strings(job, diagnostics: DiagnosticCollector())).contents
            }
        )
    }

    /// The token set of a resolver document whose one modifier is named `name`.
    static func modifier(named name: String) -> TokenSet? {
        let document = Array(ResolverTests.modifierDocument(named: name).utf8)
        return TokenSetReader.resolved(document, path: "m.resolver.json", diagnostics: DiagnosticCollector())
    }

    static let references: [Reference] = [
        constants("AppTokens") { readResolver("app.resolver.json").0 },
        constants("ModifierSelf") { modifier(named: "self") },
        constants("ModifierSelfType") { modifier(named: "Self") },
        constants("ModifierInit") { modifier(named: "init") },
        constants("ModifierOne") { modifier(named: "1") },
        constants("ModifierTwoX") { modifier(named: "2x") },
        constants("ModifierNihon") { modifier(named: "日本") },
        constants("ModifierColor") { modifier(named: "Color") },
        constants("ModifierDefault") { modifier(named: "default") },
        constants("FigmaTypes") { readTokens("figma-types.tokens.json").0 },
        constants("ExportForms") { readTokens("export-forms.tokens.json").0 },
        constants("SpecDefaults") { readTokens("spec-defaults.tokens.json").0 },
        constants("SpecReferences") { readTokens("spec-references.tokens.json").0 },
        constants("Shadows") { readTokens("shadows.tokens.yml").0 },
        constants("Strokes") { readTokens("strokes.tokens.yml").0 },
        constants("ToolForms") { readTokens("tool-forms.tokens.json").0 },
        constants("StudioModifiers") { readTokens("studio-modifiers.tokens.json").0 },
        constants("SpecCorners") { readTokens("spec-corners.tokens.json").0 },
        constants("CaseNames") { readTokens("case-names.tokens.json").0 },
        constants("Keywords") { readTokens("keyword-names.tokens.yml").0 },
        constants("Valid") { readTokens("valid.tokens.yml").0 },
        strings("strings/naming", "Naming"),
        strings("strings/collisions", "Collisions"),
        strings("strings/breakout", "Breakout"),
        strings("strings/untypeable", "Untypeable"),
        strings("strings/swiftgen", "SwiftGenNames"),
        strings("catalogs/app", "CatalogTexts"),
    ]

    @Test(arguments: references.map(\.file)) func referenceIsWhatTokengenGenerates(file: String) throws {
        let generated = try #require(Self.references.first { $0.file == file }).generate()
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
        #expect(files == Self.references.map(\.file).sorted())
    }
}
