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

/// Everything Apple's reader accepts reads with Apple's text and at most a warning; where Apple silently drops
/// part of a file, tokengen reports an error. Each case is a fixture with its exact texts and diagnostics.
@Suite struct AppleCompatibilityTests {
    func entries(_ name: String) -> ([String: String], String) {
        let (file, diagnostics) = parseStrings(name)
        var entries: [String: String] = [:]
        for entry in file?.entries ?? [] { entries[entry.key] = entry.value }
        return (entries, diagnostics)
    }

    @Test func escapesAsAppleReadsThem() {
        let (entries, diagnostics) = self.entries("apple/escapes.strings")
        #expect(
            entries == [
                "at": "mail@example.com", "interpolation": "Hello (name)", "hebrew": "a\u{5D4}b", "lower_u": "next u203A",
                "single": "it's \"quoted\"", "octal": "AB\u{2CB}1", "short_u": "A!", "pair": "😀", "separated": "by U+2028",
                "word": "value-1", "after": "still read",
            ])
        #expect(
            diagnostics == #"""
                strings/apple/escapes.strings:1:13: warning: unknown escape '\@': Apple's reader drops the backslash and shows '@'; write '@', or '\\@' for a backslash before it
                strings/apple/escapes.strings:2:26: warning: '\(' is not an escape: it looks like a Swift string interpolation that leaked into a translation; Apple's reader drops the backslash and shows '('; pass the value as a placeholder such as %@
                strings/apple/escapes.strings:3:14: warning: unknown escape '\ה': Apple's reader drops the backslash and shows 'ה'; write 'ה', or '\\ה' for a backslash before it
                strings/apple/escapes.strings:4:19: warning: '\u203A' is not an escape: Apple's reader shows 'u203A'; write '\U203A' for the character '›' (U+203A)
                strings/apple/escapes.strings:7:14: warning: '\U41' has fewer than four hexadecimal digits; it is read as U+0041; write four digits, as in '\U00E9'
                strings/apple/escapes.strings:9:16: warning: the value of "dictionary" is a dictionary, not a text; Apple's reader gives no text for it, so the entry is skipped
                strings/apple/escapes.strings:10:11: warning: the value of "array" is an array, not a text; Apple's reader gives no text for it, so the entry is skipped
                strings/apple/escapes.strings:11:10: warning: the value of "data" is data, not a text; Apple's reader gives no text for it, so the entry is skipped
                """#)
    }

    @Test(arguments: ["apple/xml-utf8.strings", "apple/xml-utf16.strings"])
    func xmlPropertyLists(name: String) {
        let (entries, diagnostics) = self.entries(name)
        #expect(entries == ["title": "Zażółć & <gęślą>", "count": "%d items", "empty": ""])
        #expect(diagnostics == "")
    }

    @Test func xmlWithEntitiesCDATAAndValuesThatAreNoText() {
        let (entries, diagnostics) = self.entries("apple/xml-mixed.strings")
        #expect(entries == ["line": "a\r\nb AB <c>"])
        #expect(
            diagnostics == #"""
                strings/apple/xml-mixed.strings:9:2: warning: the value of "flag" is a boolean, not a text; Apple's reader gives no text for it, so the entry is skipped
                strings/apple/xml-mixed.strings:11:2: warning: the value of "list" is an array, not a text; Apple's reader gives no text for it, so the entry is skipped
                """#)
    }

    @Test func binaryPropertyList() {
        let (entries, diagnostics) = self.entries("apple/binary.strings")
        #expect(entries == ["title": "Zażółć 🐶", "ascii": "plain"])
        #expect(
            diagnostics == #"""
                strings/apple/binary.strings:1:1: warning: the value of "number" is an integer, not a text; Apple's reader gives no text for it, so the entry is skipped
                """#)
    }

    @Test func wrappedInBraces() {
        let (entries, diagnostics) = self.entries("apple/braces.strings")
        #expect(entries == ["a": "1", "b": "c"])
        #expect(diagnostics == "")
    }

    /// Apple's reader stops at `;;` and ignores the rest without a word: an error here.
    @Test func doubleSemicolonIsAnError() {
        let (entries, diagnostics) = self.entries("apple/double-semicolon.strings")
        #expect(entries == ["a": "1", "b": "2"])
        #expect(
            diagnostics == #"""
                strings/apple/double-semicolon.strings:1:11: error: an empty entry (';' after ';'): Apple's reader stops at it and silently ignores the rest of the file; remove the extra ';'
                """#)
    }

    /// One run reports every error of the file; the entries between them are read.
    @Test func everyErrorOfAFileInOneRun() {
        let (entries, diagnostics) = self.entries("apple/recovery.strings")
        #expect(entries == ["first": "1", "second": "3", "third": "5", "fourth": "7"])
        #expect(
            diagnostics == #"""
                strings/apple/recovery.strings:3:1: error: expected ';' after "missing", found '"'
                strings/apple/recovery.strings:4:13: error: expected '=' or ';' after "bad key = ", found '4'
                strings/apple/recovery.strings:6:1: error: expected a key (a quoted string or a word), found '@'
                """#)
    }

    /// A `%` that starts no specifier: a warning at the `%` itself. Texts whose base text has no specifier are
    /// shown as written; in formatted texts the stray `%` is kept, where `String(format:)` would drop it.
    @Test(.tags(.compiles), .notInTheQuickLoop) func percentSignsThatAreNoSpecifier() throws {
        let (code, diagnostics) = generateStrings(["percent"])
        #expect(
            diagnostics == #"""
                strings/percent/en.lproj/Localizable.strings:1:18: warning: in the value of "discount": '% n' is a percent sign, not a format specifier (tokengen reads none with the space flag): the text has no placeholder, so it is shown as written; if you add one, write '%%' for a percent sign
                strings/percent/en.lproj/Localizable.strings:2:17: warning: in the value of "progress": '%' is not a format specifier: String(format:) drops it, so the texts compiled in (embedded lookup) show it as written; write '%%' for a percent sign
                strings/percent/en.lproj/Localizable.strings:4:19: warning: in the value of "rate": '%' is not a format specifier: the text has no placeholder, so it is shown as written; if you add one, write '%%' for a percent sign
                strings/percent/en.lproj/Localizable.strings:5:17: warning: in the value of "bad": '%ą' is not a format specifier: String(format:) drops it, so the texts compiled in (embedded lookup) show it as written; write '%%' for a percent sign
                strings/percent/pl.lproj/Localizable.strings:1:18: warning: in the value of "discount": '% n' is a percent sign, not a format specifier (tokengen reads none with the space flag): the text has no placeholder, so it is shown as written; if you add one, write '%%' for a percent sign
                strings/percent/pl.lproj/Localizable.strings:2:18: warning: in the value of "progress": '%' is not a format specifier: String(format:) drops it, so the texts compiled in (embedded lookup) show it as written; write '%%' for a percent sign
                strings/percent/pl.lproj/Localizable.strings:3:13: warning: in the value of "sale": '% zn' is a percent sign, not a format specifier (tokengen reads none with the space flag): String(format:) drops it, so the texts compiled in (embedded lookup) show it as written; write '%%' for a percent sign
                strings/percent/pl.lproj/Localizable.strings:4:21: warning: in the value of "rate": '%%' is shown as two percent signs, since the base text has no placeholder and the text is never formatted; write '%'
                strings/percent/pl.lproj/Localizable.strings:5:15: warning: in the value of "bad": '%ą' is not a format specifier: String(format:) drops it, so the texts compiled in (embedded lookup) show it as written; write '%%' for a percent sign
                """#)
        let source = try #require(code)
        #expect(source.contains(#"\u{FFFF}100% natural\u{FFFF}"#))
        #expect(source.contains(#"\u{FFFF}100% naturalny\u{FFFF}"#))
        #expect(source.contains(#"\u{FFFF}Stawka: 5 %%\u{FFFF}"#))
        let output = try compileAndRun([
            "L10n.swift": source,
            "main.swift": """
            for language in L10n.Language.allCases {
                L10n.withLanguage(language) {
                    print(L10n.discount, L10n.progress(5), L10n.sale, L10n.rate, L10n.bad("x"), separator: "|")
                }
            }
            """,
        ])
        #expect(
            output == """
                100% natural|5%|50% off|Rate: 5 %|x and %ą
                100% naturalny|5 %|50% zniżki|Stawka: 5 %%|x i %ą

                """)
    }

    /// `Base.lproj` fills in the base language's own tables; folder names are language tags, compared as Apple
    /// compares them; `._*` files are ignored; a table only in translations is one warning.
    @Test func baseLprojAndLanguageFolders() throws {
        let (code, diagnostics) = generateStrings(["layouts/app"], lookup: .bundle)
        #expect(
            diagnostics == #"""
                strings/layouts/app/Base.lproj/Localizable.strings:2:1: warning: "b" has no 'pt-BR' translation in strings/layouts/app/pt_BR.lproj/Localizable.strings; the base text is used
                strings/layouts/app/pl-PL.lproj/Main.strings:1:1: warning: table 'Main' exists only in translations (pl-PL, pt-BR), not in the base language 'en', as storyboard tables do; it is ignored
                """#)
        let source = try #require(code)
        #expect(
            source.contains(
                #"""
                        case en = "en"
                        case plPL = "pl-PL"
                        case ptBR = "pt-BR"
                """#))
        #expect(
            source.contains(
                #"""
                            ["en", "Base"],
                            ["pl-PL"],
                            ["pt_BR"],
                """#))
        // The base texts (compiled in as the last fallback), the keys and their tables are in the texts file
        // of the keys' shard.
        #expect(source.contains(#"static var a: Swift.String { __text(5, 0) }"#))
        #expect(source.contains(#"static var b: Swift.String { __text(5, 1) }"#))
        #expect(source.contains(#""\u{FFFF}English A\u{FFFF}Base B","#))
        #expect(source.contains(#""\u{FFFF}a\u{FFFF}b","#))
        #expect(source.contains(#""\u{FFFF}Localizable\u{FFFF}Localizable","#))
    }

    @Test func twoFoldersOfOneLanguageAreAnError() {
        let (code, diagnostics) = generateStrings(["layouts/same-language"])
        #expect(code == nil)
        #expect(
            diagnostics == #"""
                error: strings/layouts/same-language/pt-br.lproj and strings/layouts/same-language/pt_BR.lproj are the same language 'pt-BR' (folder names ignore case, and '_' is '-'); merge them into one folder
                """#)
    }

    /// A folder whose name is no language tag Apple's bundle matches (`sr@latin`, `zh_CN.GB2312`, as
    /// translation platforms name them) is left out with a warning, and never reaches the generated code:
    /// the other languages generate.
    @Test func folderNamesThatAreNoLanguageAreLeftOut() throws {
        let (code, diagnostics) = generateStrings(["layouts/not-a-tag"])
        #expect(
            diagnostics == #"""
                warning: the folder strings/layouts/not-a-tag/Resources.lproj is not named after a language tag that Apple's bundle matches ('en.lproj', 'pt-BR.lproj', 'sr-Latn.lproj'), so no app shows its texts; it is left out (rename it to the language's tag to ship it)
                warning: the folder strings/layouts/not-a-tag/be@tarask.lproj is not named after a language tag that Apple's bundle matches ('en.lproj', 'pt-BR.lproj', 'sr-Latn.lproj'), so no app shows its texts; it is left out (rename it to the language's tag to ship it)
                warning: the folder strings/layouts/not-a-tag/sr@latin.lproj is not named after a language tag that Apple's bundle matches ('en.lproj', 'pt-BR.lproj', 'sr-Latn.lproj'), so no app shows its texts; it is left out (rename it to the language's tag to ship it)
                warning: the folder strings/layouts/not-a-tag/zh_CN.GB2312.lproj is not named after a language tag that Apple's bundle matches ('en.lproj', 'pt-BR.lproj', 'sr-Latn.lproj'), so no app shows its texts; it is left out (rename it to the language's tag to ship it)
                warning: the folder strings/layouts/not-a-tag/zz = 1; case qq.lproj is not named after a language tag that Apple's bundle matches ('en.lproj', 'pt-BR.lproj', 'sr-Latn.lproj'), so no app shows its texts; it is left out (rename it to the language's tag to ship it)
                """#)
        let source = try #require(code)
        #expect(source.contains("case en"))
        for name in ["Resources.lproj", "sr@latin", "Srpski", "GB2312", "tarask", "zz = 1", "qq"] {
            #expect(!source.contains(name), "\(name)")
        }
    }

    /// `baseLanguage: Base`: Base.lproj holds the development language's texts, read as English, with a
    /// warning that says how to name another.
    @Test func baseFolderAsTheBaseLanguage() throws {
        let (code, diagnostics) = generateStrings(["layouts/base-only"], baseLanguage: "Base")
        #expect(
            diagnostics
                == "warning: baseLanguage 'Base' reads Base.lproj's texts as the development language's, which tokengen takes to be English ('en', Xcode's default); if the app's development language is another, set baseLanguage to its tag"
        )
        let source = try #require(code)
        #expect(source.contains("Hello"))
        #expect(source.contains("static func items(_ p1: Swift.Int) -> Swift.String"))
    }

    @Test func baseLanguageThatNoTableHasIsAnError() {
        let (code, diagnostics) = generateStrings(["tables"], baseLanguage: "eng")
        #expect(code == nil)
        #expect(diagnostics == "error: the base language 'eng' has no table; the tables are in en, pl; set baseLanguage to one of them")
    }

    /// `strings:` as a list: one enum per group of tables, as SwiftGen configurations do.
    @Test func severalStringsJobs() throws {
        let diagnostics = DiagnosticCollector()
        let configuration = try #require(
            Configuration.load(path: fixturePath("config/two-strings-jobs.yml"), project: fixtures, diagnostics: diagnostics))
        let jobs = Pipeline.run(configuration, diagnostics: diagnostics)
        #expect(report(diagnostics) == "")
        let heads = jobs.map(\.output)
        #expect(jobs.map(\.files.count) == [17, 17])
        #expect(heads.map { PathText.fileName(of: $0.path) } == ["Tables.swift", "Naming.swift"])
        #expect(jobs.map(\.summary) == ["2 keys, 2 languages", "17 keys, 1 language"])
        #expect(heads[0].contents.contains("enum Tables {"))
        #expect(heads[1].contents.contains("enum Naming {"))
    }
}
