import Testing
@testable import L10nRuntime

/// `L10n.Language.match` chooses as Apple's `Bundle.preferredLocalizations(from:forPreferences:)` does:
/// case-insensitive, `_` as `-`, with script and region fallbacks. The example's languages: en, de, en-GB,
/// es-419, fr-CA, nb, pl-PL, pt-BR, pt-PT, sr-Latn, zh-Hans, zh-Hant.
@Suite struct MatchingTests {
    /// Preferred languages → the language chosen, "none" when none matches (then the base is used).
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
        (["iw"], "none"),
        (["ZH-hant-hk"], "zh-Hant"),
    ]

    @Test(arguments: cases)
    func preferredLanguagesChooseAsAppleDoes(preferences: [String], expected: String) {
        #expect((L10n.Language.match(preferences)?.rawValue ?? "none") == expected)
    }
}
