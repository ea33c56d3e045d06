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

/// What the Translate stage decided for some fixtures, as a reviewer reads it (`L10nModel.dump`,
/// `ConstantsModel.dump`), kept under `Fixtures/expected/models`.
@Suite struct ModelDumpTests {
    @Test(arguments: [("plurals", LookupMode.embedded), ("variants", .bundle), ("collisions", .embedded), ("tables", .bundle)])
    func l10nModel(fixture: String, lookup: LookupMode) throws {
        let job = Configuration.StringsJob(
            inputs: [fixturePath("strings/" + fixture)], output: "L10n.swift", options: L10nOptions(lookup: lookup))
        let model = try #require(Pipeline.l10nModel(job, diagnostics: DiagnosticCollector()))
        #expect(model.dump == (try expectedOutput("models/\(fixture).txt", updatedTo: model.dump)))
    }

    @Test(arguments: ["valid.tokens.yml", "resolver/app.resolver.json", "bad-shapes.tokens.yml", "name-collision.tokens.yml"])
    func constantsModel(fixture: String) throws {
        let job = Configuration.TokensJob(
            inputs: [fixturePath("tokens/" + fixture)], output: "DesignTokens.swift", options: ConstantsOptions())
        let model = try #require(Pipeline.constantsModel(job, diagnostics: DiagnosticCollector()))
        let name = PathText.fileName(of: fixture)
        #expect(model.dump == (try expectedOutput("models/\(name).txt", updatedTo: model.dump)))
    }
}
