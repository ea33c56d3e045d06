import Foundation
import Testing
@testable import L10nBundleRuntime

/// The runtime with bundle lookup: the texts come from the `.lproj` resources of `L10nBundleRuntime`
/// (`Bundle.module`), the base text compiled in where no table has the key.
@Suite struct BundleLookupTests {
    @Test func textsComeFromTheLanguagesTable() {
        let titles = L10n.Language.allCases.map { language in L10n.withLanguage(language) { L10n.title } }
        #expect(
            titles == [
                "Report created", "Meldung erstellt", "title (en-GB)", "title (es-419)", "title (fr-CA)", "title (nb)",
                "Zgłoszenie utworzone", "title (pt-BR)", "title (pt-PT)", "title (sr-Latn)", "title (zh-Hans)", "title (zh-Hant)",
                // The pseudo-languages of debug builds: the base text accented and longer, and right to left.
                "[Ŕéþöŕţ çŕéåţéð one two]", "\u{200F}\u{202B}Report created\u{202C}\u{200F}",
            ])
        L10n.withLanguage(.plPL) {
            // Not in the Polish table: the English table's text.
            #expect(L10n.Report.onlyInEnglish == "Only in English")
            // The Polish table's text would read the argument as an object: it is skipped.
            #expect(L10n.Report.wrongInPolish(3) == "3 new reports")
            #expect(L10n.greeting("Ala") == "Cześć, Ala!")
            #expect(L10n.distance(2.5) == "2,5 km stąd")
        }
    }

    /// Bundle lookup reads each text once (it keeps what it found): from the literal's bytes, no column cut.
    @Test func textsReadOnceCutNoColumn() {
        let once = L10n.__Texts { ["\u{FFFF}Report created\u{FFFF}\u{FFFF}Done", "\u{E000}Meldung erstellt\u{E000}Fertig\u{E000}", "|a|"] }
        #expect((0..<3).map { once.textOnce(0, $0) } == ["Report created", "", "Done"])
        #expect((0..<3).map { once.textOnce(1, $0) } == ["Meldung erstellt", "Fertig", ""])
        #expect(once.textOnce(2, 0) == "a")
        #expect(once.__columnsCut == 0)
        let separate = L10n.__Texts(columns: 2) { ["Report created", "Done", "Zgłoszenie utworzone", "Gotowe"] }
        #expect(separate.textOnce(1, 1) == "Gotowe")
    }

    @Test func aKeyNoTableHasShowsTheBaseTextCompiledIn() {
        #expect(L10n.withLanguage(.plPL) { L10n.__text("Localizable", "no.such.key", "Compiled in", "") } == "Compiled in")
        #expect(L10n.withLanguage(.de) { L10n.__format("Localizable", "no.such.key", "%d compiled in", "", 3) } == "3 compiled in")
        // A language listed as base-only skips its own table.
        #expect(L10n.withLanguage(.de) { L10n.__text("Localizable", "title", "Compiled in", "de") } == "Report created")
    }

    /// Texts found once are kept (the bundles do not change): reads again, in other languages and from many
    /// tasks at once, give each language its own text.
    @Test func foundTextsAreKeptPerLanguage() async {
        for _ in 0..<3 {
            #expect(L10n.withLanguage(.plPL) { L10n.title } == "Zgłoszenie utworzone")
            #expect(L10n.withLanguage(.de) { L10n.title } == "Meldung erstellt")
            #expect(L10n.withLanguage(.en) { L10n.Report.onlyInEnglish } == "Only in English")
        }
        let results = await withTaskGroup(of: (L10n.Language, String).self) { group in
            for round in 0..<120 {
                let language = L10n.Language.allCases[round % L10n.Language.allCases.count]
                group.addTask { (language, L10n.withLanguage(language) { L10n.title + "|" + L10n.greeting("x") }) }
            }
            var results: [L10n.Language: Set<String>] = [:]
            for await (language, text) in group { results[language, default: []].insert(text) }
            return results
        }
        #expect(results.values.allSatisfy { $0.count == 1 })
        #expect(results[.plPL] == ["Zgłoszenie utworzone|Cześć, x!"])
        #expect(results[.enGB] == ["title (en-GB)|Hello, x!"])
    }

    @Test func pluralFormsOnLinuxFollowTheRulesCompiledIn() {
        let counts = [0, 1, 2, 5, 22]
        #expect(L10n.withLanguage(.plPL) { counts.map(L10n.files) } == ["Brak plików", "1 plik", "2 pliki", "5 plików", "22 pliki"])
    }
}
