import Foundation
import Testing
@testable import L10nRuntime

/// The runtime with embedded texts, read through the example's accessors (Sources/L10nRuntime/Example.swift).
@Suite struct EmbeddedLookupTests {
    /// A plural text whose variables name themselves (which tokengen never generates, but the runtime does
    /// not trust it) puts at most 1,000 variables in place: each use here shows one `x`.
    @Test func variablesThatNameThemselvesStopAtTheBudget() {
        let forms = "x" + String(repeating: " %1$#@a@", count: 6)
        let plural = L10n.__Plural("%1$#@a@|a|1|%d|other|" + forms)
        let text = plural.render(.en, Locale(identifier: "en"), [5])
        #expect(text.filter { $0 == "x" }.count == 1_000)
    }

    /// A plural text is one literal: `|` between fields, `\` before a `|` or `\` that belongs to a field.
    @Test func pluralTextsAreReadFromOneLiteral() {
        let plural = L10n.__Plural(#"%1$#@n@ \|\\ %2$#@m@|n|1|%d|zero|none|few|%1$d \| few|other|%1$d|m|2|%.1f|other|\\"#)
        #expect(plural.format == #"%1$#@n@ |\ %2$#@m@"#)
        #expect(plural.variables.map(\.name) == ["n", "m"])
        #expect(plural.variables.map(\.argument) == [1, 2])
        #expect(plural.variables.map(\.display) == ["%d", "%.1f"])
        #expect(plural.variables[0].forms == ["none", nil, nil, "%1$d | few", nil])
        #expect(plural.variables.map(\.other) == ["%1$d", #"\"#])
        let plain = L10n.__Plural(#"100 \| %d"#)
        #expect(plain.format == "100 | %d" && plain.variables.isEmpty)
    }

    @Test func eachLanguageShowsItsTextOrTheBase() {
        let titles = L10n.Language.allCases.map { language in L10n.withLanguage(language) { L10n.title } }
        #expect(
            titles == [
                "Report created", "Meldung erstellt", "title (en-GB)", "title (es-419)", "title (fr-CA)", "title (nb)",
                "Zgłoszenie utworzone", "title (pt-BR)", "title (pt-PT)", "title (sr-Latn)", "title (zh-Hans)", "title (zh-Hant)",
                // The pseudo-languages of debug builds: the base text accented and longer, and right to left.
                "[Ŕéþöŕţ çŕéåţéð one two]", "\u{200F}\u{202B}Report created\u{202C}\u{200F}",
            ])
        L10n.withLanguage(.plPL) {
            #expect(L10n.Report.onlyInEnglish == "Only in English")
            // The Polish text reads its argument as an object: the base text shows instead.
            #expect(L10n.Report.wrongInPolish(3) == "3 new reports")
        }
    }

    @Test func formattedTextsUseTheLanguagesLocale() {
        let english = L10n.withLanguage(.en) { [L10n.greeting("Ala"), L10n.distance(2.5), L10n.progress(1, UInt8(3)), L10n.discount] }
        let polish = L10n.withLanguage(.plPL) { [L10n.greeting("Ala"), L10n.distance(Float(2.5)), L10n.progress(1, 3), L10n.discount] }
        #expect(english == ["Hello, Ala!", "2.5 km away", "1 of 3", "50% off"])
        #expect(polish == ["Cześć, Ala!", "2,5 km stąd", "1 z 3", "50% taniej"])
    }

    @Test func pluralFormsFollowEachLanguagesRules() {
        let counts = [0, 1, 2, 5, 22, 25, 112]
        #expect(
            L10n.withLanguage(.en) { counts.map(L10n.files) } == [
                "No files", "1 file", "2 files", "5 files", "22 files", "25 files", "112 files",
            ])
        #expect(
            L10n.withLanguage(.plPL) { counts.map(L10n.files) } == [
                "Brak plików", "1 plik", "2 pliki", "5 plików", "22 pliki", "25 plików", "112 plików",
            ])
        // German has no plural text: the English one shows, with English rules.
        #expect(
            L10n.withLanguage(.de) { counts.map(L10n.files) } == [
                "No files", "1 file", "2 files", "5 files", "22 files", "25 files", "112 files",
            ])
    }

    @Test func withLanguageNestsAndReachesChildTasksOnly() async {
        let outside = L10n.Language.current
        let seen = await L10n.withLanguage(.plPL) { () async -> [String] in
            async let child = L10n.title
            let nested = L10n.withLanguage(.de) { L10n.title }
            let detached = await Task.detached { L10n.Language.current }.value
            let group = await withTaskGroup(of: String.self) { group in
                group.addTask { L10n.title }
                return await group.next() ?? ""
            }
            return [await child, nested, L10n.title, group, detached == outside ? "detached: outside" : "detached: \(detached)"]
        }
        #expect(seen == ["Zgłoszenie utworzone", "Meldung erstellt", "Zgłoszenie utworzone", "Zgłoszenie utworzone", "detached: outside"])
        #expect(L10n.Language.current == outside)
    }

    /// A shard's texts in a language are cut from its literal at the first read of one of them, and only that
    /// language's: a first text costs one language of one shard, whatever the app has.
    @Test func aFirstReadCutsOneLanguageOfOneShard() {
        let texts = L10n.__Texts {
            ["\u{FFFF}Report created\u{FFFF}Done", "\u{FFFF}Zgłoszenie utworzone\u{FFFF}Gotowe", "\u{E000}Meldung erstellt\u{E000}Fertig"]
        }
        #expect(texts.__columnsCut == 0)
        #expect(texts.text(1, 1) == "Gotowe")
        #expect(texts.__columnsCut == 1)
        #expect(texts.text(1, 0) == "Zgłoszenie utworzone")
        #expect(texts.__columnsCut == 1)
        #expect(texts.text(2, 1) == "Fertig")
        #expect(texts.__columnsCut == 2)
        let separate = L10n.__Texts(columns: 3) {
            ["Report created", "Done", "Zgłoszenie utworzone", "Gotowe", "Meldung erstellt", "Fertig"]
        }
        #expect(separate.text(2, 0) == "Meldung erstellt")
        #expect(separate.__columnsCut == 1)
    }

    /// The first reads of a shard's texts, from many tasks at once, in many languages: each cuts a column once,
    /// under the lock (run under `--sanitize=thread` to see it).
    @Test func concurrentFirstReadsAreSafe() async {
        let results = await withTaskGroup(of: (L10n.Language, String).self) { group in
            for round in 0..<200 {
                let language = L10n.Language.allCases[round % L10n.Language.allCases.count]
                group.addTask { (language, L10n.withLanguage(language) { L10n.title + "|" + L10n.greeting("x") }) }
            }
            var results: [L10n.Language: Set<String>] = [:]
            for await (language, text) in group { results[language, default: []].insert(text) }
            return results
        }
        #expect(results.count == 14)
        #expect(results.values.allSatisfy { $0.count == 1 })
        #expect(results[.plPL] == ["Zgłoszenie utworzone|Cześć, x!"])
    }
}
