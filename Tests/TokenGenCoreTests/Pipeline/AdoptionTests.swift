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

/// What translators and real apps write never breaks the build: a translation that reads an argument the call
/// does not pass, or reads one as another type, shows the base text; one that leaves arguments out is used as
/// written; a percent sign before a space is a percent sign; names that two keys would share are left out.
/// Each is a warning at its line, and `--warnings-as-errors` makes every one an error.
@Suite struct AdoptionTests {
    static let program = """
        func show() {
            print(L10n.Items.for(3, "Ala"), L10n.files(2), L10n.greeting("Ola"), L10n.points(5), separator: "|")
            print(L10n.invited("Ala", "Ola"), L10n.liked("Ala", "Ola"), L10n.shared("Ala"), L10n.apps(2, "s"), L10n.ratio(2.5), separator: "|")
            print(L10n.guarantee, L10n.steps(10), L10n.cores, separator: "|")
            print(L10n.DuckPlayer.contingencyTitle, L10n.DuckPlayer.AlwaysEnabled.label, separator: "|")
            print(L10n.tabs(1), L10n.tabs(5), L10n.folders(2), separator: "|")
        }
        for language in L10n.Language.allCases {
            L10n.withLanguage(language) { show() }
        }
        """

    /// The texts each language shows. Bundle lookup reads the `.lproj` tables at run time: it must not read a
    /// translation that was replaced by the base text, nor a formatted one with a stray percent sign, which
    /// Foundation would read as a placeholder (there the base text shows too: 'ko' "items.for", 'pl' "steps").
    static func expected(_ lookup: LookupMode) -> String {
        let embedded = lookup == .embedded
        return """
            3 items for Ala|2 files|Hello, Ola!|5 points
            Ala invited Ola|Ala liked Ola|Ala shared a post|2 apps|2.5% done
            Not 100% guaranteed|Saves 10% in 5% steps|%0 cores
            Duck Player is unavailable|Always on
            1 tab|5 tabs|2 folders
            \(embedded ? "%$11d 항목" : "3 items for Ala")|파일 2개|안녕하세요, Ola님!|5점
            Ala invited Ola|Ala liked Ola|Ala shared a post|2 앱|2.5% 완료
            100% 보장되지 않음|٪ @ 단계|%0 cores
            Duck Player is unavailable|Always on
            1 tab|5 tabs|2 folders
            3 elementów|Pliki|Hello, Ola!|5 points
            Ola zaproszony przez Ala|Ala liked Ola|Ala udostępnił wpis|2 aplikacji|2,5% gotowe
            Nie w 100% gwarantowane|\(embedded ? "Oszczędza 10% co 5% naraz" : "Saves 10% in 5% steps")|%0 rdzeni
            Duck Player jest niedostępny|Zawsze włączony
            1 tab|5 tabs|2 folders

            """
    }

    @Test(.tags(.compiles), .notInTheQuickLoop, arguments: LookupMode.allCases)
    func eachLanguageShowsWhatIsSafe(lookup: LookupMode) throws {
        let (code, _) = generateStrings(["adoption"], lookup: lookup)
        let folder = fixturePath("strings/adoption")
        let output = try compileAndRun(
            ["L10n.swift": try #require(code), "main.swift": Self.program],
            resources: lookup == .bundle ? ["en", "pl", "ko"].map { "\(folder)/\($0).lproj" } : []
        )
        #expect(output == Self.expected(lookup))
    }

    /// Translations that cannot be read (two byte-order marks, a missing `;`) are warnings at their line; their
    /// languages stay and show the base texts of the table, in both lookup modes.
    @Test(.tags(.compiles), .notInTheQuickLoop, arguments: LookupMode.allCases)
    func unreadableTranslationsShowTheBaseTexts(lookup: LookupMode) throws {
        let (code, diagnostics) = generateStrings(["unreadable-translations"], lookup: lookup)
        #expect(
            diagnostics == """
                strings/unreadable-translations/de.lproj/Localizable.strings:2:1: warning: expected ';' after "greeting", found '"': this 'de' file is not read, so 'de' shows the base texts of the 'Localizable' table until it is fixed
                strings/unreadable-translations/pl.lproj/Localizable.strings:1:1: warning: expected a key (a quoted string or a word), found U+FEFF (zero width no-break space): this 'pl' file is not read, so 'pl' shows the base texts of the 'Localizable' table until it is fixed
                """)
        let folder = fixturePath("strings/unreadable-translations")
        let program = """
            for language in L10n.Language.allCases {
                L10n.withLanguage(language) { print(language.rawValue, L10n.greeting, L10n.farewell) }
            }
            """
        let output = try compileAndRun(
            ["L10n.swift": try #require(code), "main.swift": program],
            resources: lookup == .bundle ? ["en", "de", "fr", "pl"].map { "\(folder)/\($0).lproj" } : []
        )
        #expect(output == "en Hello Goodbye\nde Hello Goodbye\nfr Bonjour Au revoir\npl Hello Goodbye\n")
    }

    @Test func everyProblemIsAWarningAtItsLine() throws {
        let (code, diagnostics) = generateStrings(["adoption"])
        #expect(code != nil)
        let lines = diagnostics.split(separator: "\n").map(String.init).filter { !$0.contains("has no 'ko' translation") }
        #expect(
            lines == [
                #"strings/adoption/en.lproj/Localizable.strings:13:23: warning: in the value of "guarantee": '% g' is a percent sign, not a format specifier (tokengen reads none with the space flag): the text has no placeholder, so it is shown as written; if you add one, write '%%' for a percent sign"#,
                #"strings/adoption/en.lproj/Localizable.strings:14:20: warning: in the value of "steps": '% i' is a percent sign, not a format specifier (tokengen reads none with the space flag): String(format:) drops it, so the texts compiled in (embedded lookup) show it as written; write '%%' for a percent sign"#,
                #"strings/adoption/en.lproj/Localizable.strings:14:26: warning: in the value of "steps": '% s' is a percent sign, not a format specifier (tokengen reads none with the space flag): String(format:) drops it, so the texts compiled in (embedded lookup) show it as written; write '%%' for a percent sign"#,
                #"strings/adoption/en.lproj/Localizable.strings:15:12: warning: in the value of "cores": '%0 c' is a percent sign, not a format specifier (tokengen reads none with the space flag): the text has no placeholder, so it is shown as written; if you add one, write '%%' for a percent sign"#,
                #"strings/adoption/en.lproj/Localizable.strings:21:1: warning: "Edited by" (line 20) and "edited by" (line 21) both become L10n.editedBy, so neither is generated (a call to it fails with 'has no member'); rename one of them"#,
                #"strings/adoption/en.lproj/Localizable.strings:20:1: note: "Edited by" is here"#,
                #"strings/adoption/en.lproj/Localizable.strings:23:1: warning: "To" (line 22) and "To:" (line 23) both become L10n.to, so neither is generated (a call to it fails with 'has no member'); rename one of them"#,
                #"strings/adoption/en.lproj/Localizable.strings:22:1: note: "To" is here"#,
                #"strings/adoption/ko.lproj/Localizable.strings:1:1: warning: the 'ko' text of "items.for" leaves out arguments 1 (Int), 2 (Any) of the base text; it is shown without those values"#,
                #"strings/adoption/en.lproj/Localizable.strings:2:1: note: base text of "items.for" is here"#,
                #"strings/adoption/ko.lproj/Localizable.strings:1:16: warning: in the value of "items.for": '%$' is not a format specifier: String(format:) drops it, so the texts compiled in (embedded lookup) show it as written; write '%%' for a percent sign"#,
                #"strings/adoption/ko.lproj/Localizable.strings:5:1: warning: the 'ko' text of "shared" reads argument 2 (Any), which the call does not pass (it passes (Any)): 'ko' shows the base text for this key; write its placeholders as the base text does"#,
                #"strings/adoption/en.lproj/Localizable.strings:8:1: note: base text of "shared" is here"#,
                #"strings/adoption/ko.lproj/Localizable.strings:6:1: warning: the 'ko' text of "apps" leaves out argument 2 (Any) of the base text; it is shown without that value"#,
                #"strings/adoption/en.lproj/Localizable.strings:9:1: note: base text of "apps" is here"#,
                #"strings/adoption/ko.lproj/Localizable.strings:8:19: warning: in the value of "guarantee": '% 보' is not a format specifier: the text has no placeholder, so it is shown as written; if you add one, write '%%' for a percent sign"#,
                #"strings/adoption/ko.lproj/Localizable.strings:9:1: warning: the 'ko' text of "steps" leaves out argument 1 (Int) of the base text; it is shown without that value"#,
                #"strings/adoption/en.lproj/Localizable.strings:14:1: note: base text of "steps" is here"#,
                #"strings/adoption/pl.lproj/Localizable.strings:1:1: warning: the 'pl' text of "items.for" leaves out argument 2 (Any) of the base text; it is shown without that value"#,
                #"strings/adoption/en.lproj/Localizable.strings:2:1: note: base text of "items.for" is here"#,
                #"strings/adoption/pl.lproj/Localizable.strings:2:1: warning: the 'pl' text of "files" leaves out argument 1 (Int) of the base text; it is shown without that value"#,
                #"strings/adoption/en.lproj/Localizable.strings:3:1: note: base text of "files" is here"#,
                #"strings/adoption/pl.lproj/Localizable.strings:3:1: warning: the 'pl' text of "greeting" reads argument 2 (Any), which the call does not pass (it passes (Any)): 'pl' shows the base text for this key; write its placeholders as the base text does"#,
                #"strings/adoption/en.lproj/Localizable.strings:4:1: note: base text of "greeting" is here"#,
                #"strings/adoption/pl.lproj/Localizable.strings:4:1: warning: the 'pl' text of "points" reads argument 1 as Any, but the call passes Int: 'pl' shows the base text for this key; write its placeholders as the base text does"#,
                #"strings/adoption/en.lproj/Localizable.strings:5:1: note: base text of "points" is here"#,
                #"strings/adoption/pl.lproj/Localizable.strings:6:1: warning: the 'pl' text of "liked" leaves out argument 1 but shows a later one, which String(format:) cannot skip (it would show the wrong argument): 'pl' shows the base text for this key; show argument 1 too, or leave out only the last arguments"#,
                #"strings/adoption/en.lproj/Localizable.strings:7:1: note: base text of "liked" is here"#,
                #"strings/adoption/pl.lproj/Localizable.strings:8:1: warning: the 'pl' text of "apps" leaves out argument 2 (Any) of the base text; it is shown without that value"#,
                #"strings/adoption/en.lproj/Localizable.strings:9:1: note: base text of "apps" is here"#,
                #"strings/adoption/pl.lproj/Localizable.strings:10:25: warning: in the value of "guarantee": '% g' is a percent sign, not a format specifier (tokengen reads none with the space flag): the text has no placeholder, so it is shown as written; if you add one, write '%%' for a percent sign"#,
                #"strings/adoption/pl.lproj/Localizable.strings:11:24: warning: in the value of "steps": '% c' is a percent sign, not a format specifier (tokengen reads none with the space flag): String(format:) drops it, so the texts compiled in (embedded lookup) show it as written; write '%%' for a percent sign"#,
                #"strings/adoption/pl.lproj/Localizable.strings:11:30: warning: in the value of "steps": '% n' is a percent sign, not a format specifier (tokengen reads none with the space flag): String(format:) drops it, so the texts compiled in (embedded lookup) show it as written; write '%%' for a percent sign"#,
                #"strings/adoption/pl.lproj/Localizable.strings:12:12: warning: in the value of "cores": '%0 r' is not a format specifier: the text has no placeholder, so it is shown as written; if you add one, write '%%' for a percent sign"#,
                #"strings/adoption/pl.lproj/Localizable.stringsdict:9:8: warning: the variable 'tabs' of "tabs" has no 'other' form, which every language needs; 'pl' shows the base text for this key"#,
                #"strings/adoption/pl.lproj/Localizable.stringsdict:23:7: warning: the 'pl' text of "folders" reads argument 2 (Any), which the call does not pass (it passes (Int)): 'pl' shows the base text for this key; write its placeholders as the base text does"#,
                #"strings/adoption/en.lproj/Localizable.stringsdict:21:7: note: base text of "folders" is here"#,
            ])
    }

    /// After the warnings, one line per language says what a team needs to know.
    @Test func oneSummaryLinePerLanguage() {
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: [fixturePath("strings/adoption")], output: "L10n.swift")
        _ = Pipeline.strings(job, diagnostics: diagnostics)
        #expect(
            diagnostics.summaries == [
                "ko: 1 translation shows the base text (placeholders differ), 3 leave an argument out, 11 are missing (the base text shows)",
                "pl: 4 translations show the base text (placeholders differ), 3 leave an argument out, 1 plural text cannot be read (the base text shows)",
            ])
        #expect(
            diagnostics.summarized.hasSuffix(
                "\npl: 4 translations show the base text (placeholders differ), 3 leave an argument out, 1 plural text cannot be read (the base text shows)"
            ))
    }

    /// With `--warnings-as-errors`, each of those warnings is an error, and nothing is generated.
    @Test func warningsAsErrorsMakesEachAnError() {
        let lenient = DiagnosticCollector()
        let strict = DiagnosticCollector(warningsAsErrors: true)
        let job = Configuration.StringsJob(inputs: [fixturePath("strings/adoption")], output: "L10n.swift")
        #expect(Pipeline.strings(job, diagnostics: lenient) != nil)
        #expect(Pipeline.strings(job, diagnostics: strict) == nil)
        let warnings = lenient.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 35)
        #expect(strict.diagnostics.map(\.message) == lenient.diagnostics.map(\.message))
        #expect(strict.diagnostics.allSatisfy { $0.severity == .error })
    }

    /// `warningsAsErrors: true` in the configuration does what the flag does, for every command and the plugin.
    @Test func warningsAsErrorsInTheConfiguration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-strict-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: fixturePath("strings/cross"), toPath: folder + "/Strings")
        let configuration = folder + "/tokengen.yml"
        for (strict, status) in [("false", 0), ("true", 1)] {
            try """
            warningsAsErrors: \(strict)
            strings:
              inputs: [Strings]
              output: L10n.swift
            """.write(toFile: configuration, atomically: true, encoding: .utf8)
            let diagnostics = DiagnosticCollector()
            let loaded = try #require(Configuration.load(path: configuration, diagnostics: diagnostics))
            _ = Pipeline.run(loaded, diagnostics: diagnostics)
            #expect(diagnostics.hasErrors == (status == 1))
            #expect(diagnostics.diagnostics.filter { $0.severity != .note }.count == 3)
        }
    }

    /// A String Catalog key that is a format gives the arguments, as Xcode builds them: English "starred" takes
    /// the count and leaves it out; a source text that does not fit its key gives them itself. Empty values
    /// that are not translated (`new`, `needs_review`) are missing. A per-device text that does not fit: in
    /// the base language that device shows the `other` text, in a translation the base text shows.
    @Test(.tags(.compiles), .notInTheQuickLoop) func catalogKeyFormatsAndEmptyValues() throws {
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(
            inputs: [fixturePath("catalogs/adoption")], output: "L10n.swift", options: L10nOptions(lookup: .embedded)
        )
        let code = try #require(Pipeline.strings(job, diagnostics: diagnostics)).contents
        #expect(
            report(diagnostics) == #"""
                catalogs/adoption/Localizable.xcstrings:4:5: warning: "notifications.favorite %lld" has no 'pl' translation in catalogs/adoption/Localizable.xcstrings; the base text is used
                catalogs/adoption/Localizable.xcstrings:49:5: warning: "greeting %@" has no 'de' translation in catalogs/adoption/Localizable.xcstrings; the base text is used
                catalogs/adoption/Localizable.xcstrings:66:24: warning: the 'pl' text of "greeting %@" reads argument 1 as Int, but the call passes Any: 'pl' shows the base text for this key; write its placeholders as the base text does
                catalogs/adoption/Localizable.xcstrings:60:24: note: base text of "greeting %@" is here
                catalogs/adoption/Localizable.xcstrings:71:5: warning: "visits %lld" has no 'de' translation in catalogs/adoption/Localizable.xcstrings; the base text is used
                catalogs/adoption/Localizable.xcstrings:71:5: warning: "visits %lld" has no 'pl' translation in catalogs/adoption/Localizable.xcstrings; the base text is used
                catalogs/adoption/Localizable.xcstrings:76:24: warning: the source text of "visits %lld" does not fit the arguments of its key, which Xcode takes them from: it reads argument 1 as Any, but the call passes Int; tokengen takes the arguments from the text, (Any); make the text and the key agree
                catalogs/adoption/Localizable.xcstrings:81:5: warning: "taps %lld" has no 'de' translation in catalogs/adoption/Localizable.xcstrings; the base text is used
                catalogs/adoption/Localizable.xcstrings:95:30: warning: the base text of "taps %lld" for 'mac' reads argument 1 as Any, but the call passes Int: 'mac' shows the 'other' text; write its placeholders as the 'other' text does
                catalogs/adoption/Localizable.xcstrings:101:30: note: base text of "taps %lld" is here
                catalogs/adoption/Localizable.xcstrings:113:30: warning: the 'pl' text of "taps %lld" for 'iphone' reads argument 1 as Any, but the call passes Int: 'pl' shows the base text for this key; write its placeholders as the 'other' text does
                catalogs/adoption/Localizable.xcstrings:101:30: note: base text of "taps %lld" is here
                catalogs/adoption/Localizable.xcstrings:144:23: warning: the 'pl' text of "title" needs review
                catalogs/adoption/Localizable.xcstrings:149:5: warning: "Accuracy %lld%% in 5% steps" has no 'de' translation in catalogs/adoption/Localizable.xcstrings; the base text is used
                catalogs/adoption/Localizable.xcstrings:154:44: warning: in the value of "Accuracy %lld%% in 5% steps": '% s' is a percent sign, not a format specifier (tokengen reads none with the space flag): String(format:) drops it, so the texts compiled in (embedded lookup) show it as written; write '%%' for a percent sign
                catalogs/adoption/Localizable.xcstrings:160:24: warning: the 'pl' text of "Accuracy %lld%% in 5% steps" reads argument 1 as Any, but the call passes Int: 'pl' shows the base text for this key; write its placeholders as the base text does
                catalogs/adoption/Localizable.xcstrings:154:24: note: base text of "Accuracy %lld%% in 5% steps" is here
                """#)
        #expect(
            diagnostics.summaries == [
                "de: 4 are missing (the base text shows)",
                "pl: 3 translations show the base text (placeholders differ), 2 are missing (the base text shows)",
            ])
        #expect(code.contains("static func favoriteLld(_ p1: Swift.Int) -> Swift.String"))
        // No `mac` text (it does not fit), and no Polish `iphone` text (Polish shows the base text).
        #expect(
            code.contains(
                """
                        #if os(iOS)
                        return L10n.__format("Tapped %lld times", [nil, nil], p1)
                        #else
                        return L10n.__format("Pressed %lld times", [nil, nil], p1)
                        #endif
                """))
        let output = try compileAndRun([
            "L10n.swift": code,
            "main.swift": """
            for language in L10n.Language.allCases {
                L10n.withLanguage(language) {
                    print(L10n.Notifications.favoriteLld(1), L10n.Notifications.favoriteLld(5), L10n.greeting("Ala"), L10n.title, L10n.accuracyLldIn5Steps(90), L10n.visitsLld("7"), L10n.tapsLld(3), separator: "|")
                }
            }
            """,
        ])
        #expect(
            output == """
                starred|starred|Hello, Ala!|Title|Accuracy 90% in 5% steps|Visits: 7|Pressed 3 times
                einmal favorisiert|5-mal favorisiert|Hello, Ala!|Titel|Accuracy 90% in 5% steps|Visits: 7|Pressed 3 times
                starred|starred|Hello, Ala!|Tytuł|Accuracy 90% in 5% steps|Visits: 7|Pressed 3 times

                """)
    }
}
