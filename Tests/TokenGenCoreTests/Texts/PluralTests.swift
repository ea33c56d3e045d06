import Foundation
import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

/// `.stringsdict` plurals: forms chosen by Unicode CLDR's rules in the generated code, the same on every
/// platform, in both lookup modes; checks of every language against CLDR and the base language.
@Suite struct PluralTests {
    static let polishNumbers = [0, 1, 2, 3, 4, 5, 11, 12, 13, 14, 21, 22, 24, 25, 100, 101, 102, 112, 1002]

    /// The call sites, in SwiftGen's form for `.stringsdict` keys: one typed parameter per argument. `apples`
    /// has the separator of the runtime's plural literals, `|`, and its escape, `\`, in its format and forms.
    static let program = """
        func show() {
            print(\(polishNumbers).map { L10n.Animals.count($0) }.joined(separator: "|"))
            print(L10n.distance(1.5), L10n.distance(1), L10n.distance(Float(2)), L10n.distance(5), separator: "|")
            print(L10n.Files.In.folders(1, 1), L10n.Files.In.folders(2, 5), L10n.Files.In.folders(5, 22), separator: "|")
            print(L10n.documents(1, 1), L10n.documents(3, 2), separator: "|")
            print(L10n.Items.With.name("Ala", 1), L10n.Items.With.name("Ola", 4), separator: "|")
            print(L10n.tabs(0), L10n.tabs(1), L10n.tabs(2), L10n.apples(1), L10n.title, separator: "|")
        }
        for language in L10n.Language.allCases {
            print("[\\(language.rawValue)]")
            L10n.withLanguage(language) { show() }
        }
        // Readable from code that is not on the main actor.
        nonisolated func offTheMainActor() -> String { L10n.withLanguage(.pl) { L10n.Animals.count(2) } }
        print(offTheMainActor())
        """

    /// How Foundation shows numbers in Arabic differs between platforms (Arabic-Indic or Latin digits).
    static func arabic(_ number: Int) -> String { String(format: "%d", locale: Locale(identifier: "ar"), number) }

    static let expected = """
        [en]
        0 animals|1 animal|2 animals|3 animals|4 animals|5 animals|11 animals|12 animals|13 animals|14 animals|21 animals|22 animals|24 animals|25 animals|100 animals|101 animals|102 animals|112 animals|1,002 animals
        1.5 kilometers|1.0 kilometers|2.0 kilometers|5.0 kilometers
        1 file in 1 folder|2 files in 5 folders|5 files in 22 folders
        1 document in one folder|3 documents in 2 folders
        Ala has 1 item|Ola has 4 items
        No tabs|1 tab|2 tabs|1 apple | \\ \\|/|Plurals
        [ar]
        لا حيوانات|حيوان واحد|حيوانان|\(arabic(3)) حيوانات|\(arabic(4)) حيوانات|\(arabic(5)) حيوانات|\(arabic(11)) حيوانًا|\(arabic(12)) حيوانًا|\(arabic(13)) حيوانًا|\(arabic(14)) حيوانًا|\(arabic(21)) حيوانًا|\(arabic(22)) حيوانًا|\(arabic(24)) حيوانًا|\(arabic(25)) حيوانًا|\(arabic(100)) حيوان|\(arabic(101)) حيوان|\(arabic(102)) حيوان|\(arabic(112)) حيوانًا|\(arabic(1002)) حيوان
        1.5 kilometers|1.0 kilometers|2.0 kilometers|5.0 kilometers
        1 file in 1 folder|2 files in 5 folders|5 files in 22 folders
        1 document in one folder|3 documents in 2 folders
        Ala has 1 item|Ola has 4 items
        No tabs|1 tab|2 tabs|1 apple | \\ \\|/|Plurals
        [ja]
        0匹の動物|1匹の動物|2匹の動物|3匹の動物|4匹の動物|5匹の動物|11匹の動物|12匹の動物|13匹の動物|14匹の動物|21匹の動物|22匹の動物|24匹の動物|25匹の動物|100匹の動物|101匹の動物|102匹の動物|112匹の動物|1,002匹の動物
        1.5 kilometers|1.0 kilometers|2.0 kilometers|5.0 kilometers
        1 file in 1 folder|2 files in 5 folders|5 files in 22 folders
        1 document in one folder|3 documents in 2 folders
        Ala has 1 item|Ola has 4 items
        No tabs|1 tab|2 tabs|1 apple | \\ \\|/|Plurals
        [pl]
        0 zwierząt|1 zwierzę|2 zwierzęta|3 zwierzęta|4 zwierzęta|5 zwierząt|11 zwierząt|12 zwierząt|13 zwierząt|14 zwierząt|21 zwierząt|22 zwierzęta|24 zwierzęta|25 zwierząt|100 zwierząt|101 zwierząt|102 zwierzęta|112 zwierząt|1002 zwierzęta
        1,5 kilometra|1,0 kilometra|2,0 kilometra|5,0 kilometra
        1 plik w 1 folderze|2 pliki w 5 folderach|5 plików w 22 folderach
        1 dokument w jednym folderze|3 dokumenty w 2 folderach
        Ala ma 1 element|Ola ma 4 elementy
        No tabs|1 tab|2 tabs|1 apple | \\ \\|/|Plurals
        2 zwierzęta

        """

    @Test(.tags(.compiles), .notInTheQuickLoop, arguments: LookupMode.allCases)
    func formsFollowCLDRInEveryLanguage(lookup: LookupMode) throws {
        let (code, _) = generateStrings(["plurals"], lookup: lookup)
        let output = try compileAndRun(["L10n.swift": try #require(code), "main.swift": Self.program])
        #expect(output == Self.expected)
    }

    @Test func diagnosticsAgainstCLDRAndTheBaseLanguage() {
        let (code, diagnostics) = generateStrings(["plural-errors"])
        #expect(code?.contains("static func fine(") == true)
        #expect(code?.contains("noOther") == false)
        #expect(
            diagnostics == #"""
                strings/plural-errors/en.lproj/Localizable.stringsdict:9:8: warning: the variable 'n' of "no.other" has no 'other' form, which every language needs; no call can show this base text safely, so its key is not generated
                strings/plural-errors/en.lproj/Localizable.stringsdict:22:11: warning: "undefined" uses the variable 'missing', which it does not define; define it (beside NSStringLocalizedFormatKey in a .stringsdict, as a substitution in a String Catalog); no call can show this base text safely, so its key is not generated
                strings/plural-errors/en.lproj/Localizable.stringsdict:50:8: warning: the variable 'spare' of "unused" is defined but the format never uses it; use it as %#@spare@ or remove it; no call can show this base text safely, so its key is not generated
                strings/plural-errors/en.lproj/Localizable.stringsdict:73:12: warning: in "wrong.type", '%.1f' shows the number of 'n' as Double, but its NSStringFormatValueTypeKey says Int; no call can show this base text safely, so its key is not generated
                strings/plural-errors/en.lproj/Localizable.stringsdict:92:7: warning: "two.args" has no 'ja' translation in strings/plural-errors/ja.lproj/Localizable.stringsdict; the base text is used
                strings/plural-errors/en.lproj/Localizable.stringsdict:92:7: warning: "two.args" has no 'tlh' translation in strings/plural-errors/tlh.lproj/Localizable.stringsdict; the base text is used
                strings/plural-errors/ja.lproj/Localizable.stringsdict:16:12: warning: the 'one' form of 'n' in "fine" is never shown: 'ja' has no 'one' numbers (its categories are other)
                strings/plural-errors/pl.lproj/Localizable.stringsdict:9:8: warning: the 'pl' text of "fine" has no 'few' form for 'n': 2 shows the 'other' text
                strings/plural-errors/pl.lproj/Localizable.stringsdict:23:7: warning: the 'pl' text of "two.args" reads argument 2 (Any), which the call does not pass (it passes (Int)): 'pl' shows the base text for this key; write its placeholders as the base text does
                strings/plural-errors/en.lproj/Localizable.stringsdict:92:7: note: base text of "two.args" is here
                strings/plural-errors/tlh.lproj/Localizable.stringsdict:1:1: warning: 'tlh' has no plural rules in Unicode CLDR 41: its plural texts always show the 'other' form
                """#)
    }

    /// One key never fails a table: a base text whose placeholders cannot be typed (`%n`, a gap, position 0,
    /// `%Lf`), a plural whose count is shown as an object, or whose value type is `@`, leaves out its own key
    /// with a warning that says why; the rest of the table generates (and shows its texts: GeneratedCodeTests).
    @Test func untypeableBaseTextsLeaveOnlyTheirKeyOut() throws {
        let (code, diagnostics) = generateStrings(["untypeable"])
        let suffix = "; no call can show this base text safely, so its key is not generated"
        #expect(
            diagnostics
                == [
                    #"strings/untypeable/en.lproj/Localizable.strings:2:20: warning: in the value of "written": '%n' writes to memory through an argument, which no text may do; write '%%n' for a percent sign and an n"#,
                    #"strings/untypeable/en.lproj/Localizable.strings:3:10: warning: in the value of "gap": placeholder position 1 is never used, so its type is unknown; positions must run from 1 to 2"#,
                    #"strings/untypeable/en.lproj/Localizable.strings:4:11: warning: in the value of "zero": placeholder position 0$ must be between 1 and 64"#,
                    #"strings/untypeable/en.lproj/Localizable.strings:5:18: warning: in the value of "long.double": '%Lf' reads a long double, which Swift cannot pass; write '%f' without the L"#,
                    #"strings/untypeable/en.lproj/Localizable.stringsdict:16:12: warning: in "count.as.object", '%1$@' shows the number of 'COUNT' as Any, but its NSStringFormatValueTypeKey says Int"#,
                    #"strings/untypeable/en.lproj/Localizable.stringsdict:18:12: warning: in "count.as.object", '%1$@' shows the number of 'COUNT' as Any, but its NSStringFormatValueTypeKey says Int"#,
                    #"strings/untypeable/en.lproj/Localizable.stringsdict:30:12: warning: NSStringFormatValueTypeKey '@' of 'people' in "object.plural" is no number format; write d, ld, u, f or g"#,
                    #"strings/untypeable/en.lproj/Localizable.stringsdict:34:12: warning: in "object.plural", '%@' shows the number of 'people' as Any, but its NSStringFormatValueTypeKey says Int"#,
                ].map { $0 + suffix }.joined(separator: "\n"))
        #expect(code != nil)
    }

    /// A specifier no text may hold (`%Lf`, `%n`, a huge width) in a plural form makes the text unusable.
    @Test func forbiddenSpecifiersInForms() {
        let location = SourceLocation(path: "t.stringsdict", line: 1, column: 1)
        func text(_ value: String) -> PluralSource.Text { PluralSource.Text(text: value, location: location, verbatim: false) }
        let source = PluralSource(
            key: "km", format: text("%#@n@"),
            variables: [
                PluralSource.Variable(
                    name: "n", location: location, valueType: text("d"), forms: [(.one, text("%d km")), (.other, text("%d km, %Lf"))])
            ])
        let plural = PluralAnalyzer.analyze(source, diagnostics: DiagnosticCollector())
        #expect(
            plural.problems.map(\.message).first
                == "in \"km\": '%Lf' reads a long double, which Swift cannot pass; write '%f' without the L")
    }

    /// Variables that name each other: a chain of 6,000 (each a level of the analysis) stops at the nesting
    /// limit with one error; a fan where each level names the next twice makes a text of linear size.
    @Test func longAndDoublingChainsOfVariables() {
        let location = SourceLocation(path: "t.stringsdict", line: 1, column: 1)
        func text(_ value: String) -> PluralSource.Text { PluralSource.Text(text: value, location: location, verbatim: false) }
        func variable(_ name: String, other: String) -> PluralSource.Variable {
            PluralSource.Variable(name: name, location: location, valueType: text("d"), forms: [(.other, text(other))])
        }
        let chain = PluralSource(
            key: "chain", format: text("%#@v0@"), variables: (0..<6_000).map { variable("v\($0)", other: "%#@v\($0 + 1)@") })
        let deep = PluralAnalyzer.analyze(chain, diagnostics: DiagnosticCollector())
        #expect(
            deep.problems.map(\.message) == [
                "the variable 'v8' of \"chain\" is nested 9 deep; variables nest at most 8 deep"
            ])
        let fan = PluralSource(
            key: "fan", format: text("%#@v0@"),
            variables: (0..<7).map { variable("v\($0)", other: "[%#@v\($0 + 1)@ %#@v\($0 + 1)@]") } + [variable("v7", other: "%d")])
        let doubled = PluralAnalyzer.analyze(fan, diagnostics: DiagnosticCollector())
        #expect(doubled.problems.isEmpty)
        #expect(doubled.otherText == "[[[[[[[%8$d %8$#@v7@] %7$#@v6@] %6$#@v5@] %5$#@v4@] %4$#@v3@] %3$#@v2@] %2$#@v1@]")
    }

    /// Texts that no call can show safely: variables that name themselves or each other, a fan-out that would
    /// put 6^7 variables in place, an argument of two types (in a plural and in a plain text). In the base
    /// language the key is left out with a warning, in a translation the base text shows; the rest generates.
    @Test(.tags(.compiles), .notInTheQuickLoop) func unsafePluralsLeaveTheirKeyOut() throws {
        let (code, diagnostics) = generateStrings(["unsafe-plurals"])
        #expect(
            diagnostics == #"""
                strings/unsafe-plurals/en.lproj/Localizable.strings:2:21: warning: in the value of "twice": placeholder position 1 is used as Int and as Any ('%1$@'); show each argument as one type wherever it appears; no call can show this base text safely, so its key is not generated
                strings/unsafe-plurals/en.lproj/Localizable.stringsdict:8:11: warning: "fan.out" puts more than 1000 variables in place (its forms name variables whose forms name variables, each several times); name fewer variables in each form; no call can show this base text safely, so its key is not generated
                strings/unsafe-plurals/en.lproj/Localizable.stringsdict:111:8: warning: the variables of "mutual" name each other (a → b → a), so the text would never end; a form must not name a variable that names it; no call can show this base text safely, so its key is not generated
                strings/unsafe-plurals/en.lproj/Localizable.stringsdict:143:12: warning: in "names", argument 1 is used as Int and as Any ('%1$@'); show each argument as one type wherever it appears; no call can show this base text safely, so its key is not generated
                strings/unsafe-plurals/en.lproj/Localizable.stringsdict:150:8: warning: the variable 'a' of "self" names itself in its forms, so its text would never end; remove %#@a@ from the forms of 'a'; no call can show this base text safely, so its key is not generated
                strings/unsafe-plurals/pl.lproj/Localizable.stringsdict:9:8: warning: the variable 'n' of "files" names itself in its forms, so its text would never end; remove %#@n@ from the forms of 'n'; 'pl' shows the base text for this key
                """#)
        let program = """
            for language in L10n.Language.allCases {
                L10n.withLanguage(language) { print(L10n.files(1), L10n.files(3), L10n.files(5), L10n.greeting, separator: "|") }
            }
            """
        let output = try compileAndRun(["L10n.swift": try #require(code), "main.swift": program])
        #expect(output == "1 file|3 files|5 files|Hello\n1 file|3 files|5 files|Cześć\n")
        for key in ["fanOut", "mutual", "names", "self", "twice"] { #expect(!(code ?? "").contains("func \(key)")) }
    }

    /// The forms as generated: every placeholder with its position; the doc comment is the `other` text.
    @Test func generatedDeclarations() throws {
        let code = try #require(generateStrings(["plurals"]).0)
        #expect(
            code.contains(
                #"""
                    /// %1$d file in %2$d folder
                """#) == false)
        #expect(
            code.contains(
                #"""
                            /// %1$d files in %2$d folders
                            static func folders(_ p1: Swift.Int, _ p2: Swift.Int) -> Swift.String {
                """#))
        #expect(
            code.contains(
                #""%1$#@documents@|documents|1|%d|one|%1$d document in %2$#@folders@|other|%1$d documents in %2$#@folders@|folders|2|%d|one|one folder|other|%2$d folders""#
            ))
        #expect(code.contains(#""%1$#@km@|km|1|%.1f|one|%1$.1f kilometer|other|%1$.1f kilometers""#))
        #expect(code.contains("static func name(_ p1: Any, _ p2: Swift.Int) -> Swift.String"))
    }

    /// `.stringsdict` width variants: the widest text, with a warning; device variants: a text per platform,
    /// chosen by `#if os(…)` (Linux runs `other`), as for String Catalogs.
    @Test(.tags(.compiles), .notInTheQuickLoop) func widthAndDeviceVariants() throws {
        let (code, diagnostics) = generateStrings(["variants"])
        #expect(
            diagnostics
                == "strings/variants/en.lproj/Localizable.stringsdict:5:7: warning: \"welcome\" has a text per width; Apple picks one by the width the app asks for, tokengen uses the widest (width 100) everywhere"
        )
        let source = try #require(code)
        #expect(
            source.contains(
                """
                    static var tap: Swift.String {
                        #if os(macOS)
                        return L10n.__text("Click here", [])
                        #elseif os(iOS)
                        return L10n.__text("Tap here", [])
                        #else
                        return L10n.__text("Select here", [])
                        #endif
                    }
                """))
        let output = try compileAndRun(["L10n.swift": source, "main.swift": "print(L10n.tap, L10n.welcome, separator: \"|\")"])
        #expect(output == "Select here|Welcome to PetSpot, the app that finds pets\n")
    }

    /// The rules are CLDR's, generated by `Scripts/generate-plural-rules.py`; a few spot checks of the data.
    @Test func cldrRules() throws {
        #expect(CLDRPluralRules.version == "41")
        #expect(try #require(CLDRPluralRules.rules(for: "pl")).map(\.category) == [.one, .few, .many, .other])
        #expect(try #require(CLDRPluralRules.rules(for: "pl-PL")).map(\.category) == [.one, .few, .many, .other])
        #expect(try #require(CLDRPluralRules.rules(for: "ar")).map(\.category) == [.zero, .one, .two, .few, .many, .other])
        #expect(try #require(CLDRPluralRules.rules(for: "ja")).map(\.category) == [.other])
        #expect(try #require(CLDRPluralRules.rules(for: "pt-PT")).map(\.category) == [.one, .many, .other])
        #expect(CLDRPluralRules.rules(for: "tlh") == nil)
        #expect(CLDRPluralRules.rules.count > 200)
    }

    /// Forms a language never shows are told in the order of the categories, whatever the order of a
    /// dictionary's keys in this process: the report names the first diagnostic of a key.
    @Test func formsNeverShownAreToldInCategoryOrder() throws {
        let folder = try temporaryFolder(files: [
            "en.lproj/Localizable.stringsdict":
                #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d one</string><key>other</key><string>%d other</string></dict></dict></dict></plist>"#,
            "ja.lproj/Localizable.stringsdict":
                #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>many</key><string>%d many</string><key>few</key><string>%d few</string><key>two</key><string>%d two</string><key>one</key><string>%d one</string><key>other</key><string>%d other</string></dict></dict></dict></plist>"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let set = try #require(LocalizationSet.load(inputs: [folder], baseLanguage: "en", diagnostics: diagnostics))
        _ = StringsValidator.validate(set, diagnostics: diagnostics)
        let told = diagnostics.diagnostics.compactMap { diagnostic -> String? in
            guard case .pluralFormNeverShown(let category, _, _, _, _)? = diagnostic.warning else { return nil }
            return category
        }
        #expect(told == ["one", "two", "few", "many"])
    }
}
