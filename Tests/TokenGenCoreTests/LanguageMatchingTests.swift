import Testing
@testable import TokenGenCore

/// The generated `L10n.Language.match` chooses as Apple's `Bundle.preferredLocalizations(from:forPreferences:)`
/// does: case-insensitive, `_` as `-`, with script and region fallbacks. Compiled once, run on every list.
@Suite struct LanguageMatchingTests {
    /// Preferred languages → the language chosen among the fixture's folders (en, pl-PL, zh-Hans, zh-Hant,
    /// pt-BR, pt-PT, en-GB, de, fr-CA, es-419, nb, sr-Latn), "none" when none matches (then the base is used).
    static let cases: [([String], String)] = [
        (["pl"], "pl-PL"),
        (["pl-US"], "pl-PL"),
        (["pl-PL"], "pl-PL"),
        (["pl_PL.UTF-8"], "pl-PL"),
        (["zh-Hans-CN"], "zh-Hans"),
        (["zh-CN"], "zh-Hans"),
        (["zh"], "zh-Hans"),
        (["zh-TW"], "zh-Hant"),
        (["zh-HK"], "zh-Hant"),
        (["zh-Hant-TW"], "zh-Hant"),
        (["zh_hant"], "zh-Hant"),
        (["pt-BR"], "pt-BR"),
        (["pt_BR"], "pt-BR"),
        (["pt"], "pt-BR"),
        (["pt-PT"], "pt-PT"),
        (["en-GB"], "en-GB"),
        (["EN-gb"], "en-GB"),
        (["en_GB@calendar=gregorian"], "en-GB"),
        (["en-US"], "en"),
        (["en-AU"], "en"),
        (["de-AT"], "de"),
        (["de-CH", "pl"], "de"),
        (["fr"], "fr-CA"),
        (["fr-FR"], "fr-CA"),
        (["es-MX"], "es-419"),
        (["no"], "nb"),
        (["nb-NO"], "nb"),
        (["sr-Latn-RS"], "sr-Latn"),
        (["sr-Cyrl"], "none"),
        (["ja", "pl"], "pl-PL"),
        (["it", "de"], "de"),
        (["ja"], "none"),
        ([], "none"),
        (["", "pt-BR"], "pt-BR"),
    ]

    @Test func preferredLanguagesChooseAsAppleDoes() throws {
        let (code, diagnostics) = generateStrings(["matching"])
        #expect(diagnostics == "")
        let lists = Self.cases.map { list, _ in "[" + list.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        let output = try compileAndRun([
            "L10n.swift": try #require(code),
            "main.swift": """
            let lists: [[String]] = [\(lists.joined(separator: ",\n"))]
            for list in lists { print(L10n.Language.match(list)?.rawValue ?? "none") }
            """,
        ])
        #expect(output.split(separator: "\n").map(String.init) == Self.cases.map(\.1))
    }
}
