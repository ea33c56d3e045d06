import Foundation
import Testing

/// The texts enums of `Generated/` (each a fixture's tables, embedded; see GeneratedCodeReferenceTests) and of
/// the repository, read as an app reads them, from code off the main actor.
@Suite nonisolated struct TextsTests {
    /// SwiftGen's names for every shape of key, keywords escaped.
    @Test func namingMatchesSwiftGen() {
        #expect(
            shown(
                Naming.ReportCreated.bodyParagraph1, Naming.headerTitle, Naming.NavigationBar.title, Naming.objectOwnership,
                Naming.UserProfileSection.name, Naming.WithSpaces.key, Naming._2fa, Naming.`default`, Naming.`repeat`,
                Naming.key1, Naming.Key1.sub, Naming.String.format, Naming.Float.value,
                Naming.`Self`.name, Naming.`init`, Naming.Type_.name, Naming.Protocol_.name) == "a b c d e f g h i j k l m p q n o")
        #expect(Naming.ReportCreated.bodyParagraph1 + Naming.Key1.sub == "ak")
    }

    /// Keys that share an enum keep their members; those left out are absent (GeneratedCodeReferenceTests holds
    /// the file, whose text has no `mySub`).
    @Test func collisionsKeepTheOtherKeys() {
        #expect(shown(Collisions.Header.x, Collisions.Header.y, Collisions._2fa.title) == "1 2 8")
    }

    /// Every escape and every attempt to break out of a literal or comment: the text is exactly the translation.
    @Test func breakoutAttemptsStayText() {
        func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }
        func texts() -> [String] {
            [
                Breakout.backslash, Breakout.quotes, Breakout.interpolation, Breakout.rawDelimiter, Breakout.commentClose,
                Breakout.newlines, Breakout.nul, Breakout.separators, Breakout.bidi, Breakout.emoji, Breakout.percent,
                Breakout.missingInPl, Breakout.format("Ala", 3, 2.5),
            ]
        }
        let english = [
            "C:\\path\\to\\file", "say \"hi\" and \"\"\" triple", "\\(exit(1)) stays text", "#\"raw\"# and \"#",
            "*/ not a comment end /*", "line1\nline2\r\nline3\ttab", "a\0b", "a\u{2028}b\u{2029}c",
            "a\u{202E}b\u{2066}c\u{2069}d\u{200F}e", "🐶 dog", "100% sure", "only English", "Ala has 3 items at 2.50",
        ]
        let polish = [
            "C:\\ścieżka\\plik", "powiedz \"cześć\" i \"\"\" potrójne", "\\(exit(1)) zostaje tekstem", "#\"surowy\"# i \"#",
            "*/ to nie koniec komentarza /*", "linia1\nlinia2\r\nlinia3\ttab", "ą\0ę", "ą\u{2028}b\u{2029}c",
            "ą\u{202E}b\u{2066}c\u{2069}d\u{200F}e", "🐶 pies", "100% pewności", "only English", "3 elementów ma Ala po 2,50",
        ]
        // Scalar by scalar: `==` on strings would take "\r\n" and other canonically equal spellings as equal.
        #expect(texts().map(scalars) == english.map(scalars))
        #expect(Breakout.withLanguage(.pl) { texts() }.map(scalars) == polish.map(scalars))
    }

    /// A base text whose placeholders cannot be typed leaves out only its own key.
    @Test func untypeableBaseTextsLeaveOnlyTheirKeyOut() {
        #expect(
            shown(Untypeable.title, Untypeable.greeting("Ala"), Untypeable.files(1), Untypeable.files(3), separator: "|")
                == "Report created|Hello Ala|1 file|3 files")
    }

    /// The repository's `Generated/L10n.swift`: the brief's title in both languages.
    @Test func repositoryTexts() {
        #expect(L10n.withLanguage(.pl) { L10n.ReportCreated.title } == "Raport utworzony")
        #expect(L10n.withLanguage(.en) { L10n.ReportCreated.title } == "Report created")
    }
}

/// Call sites written against SwiftGen 6.6.3's `structured-swift5` output for the same tables compile unchanged
/// against tokengen's enum and give the same texts: the argument types SwiftGen takes (`Int` for `%u`, `%x`,
/// `%o`; `Float` for `%f`, `%e`, `%g`), its names (`A11Y`, `_8Zzd23`), a plain and a formatted key with one
/// name. Where SwiftGen's own code does not compile (`%p`, a key part `type`), ours does.
@Suite nonisolated struct SwiftGenCallSiteTests {
    @Test func swiftGenCallSitesGiveTheSameTexts() {
        let count: Int = 3
        let ratio: Float = 0.5
        let big: UInt = 7
        let precise: Double = 0.25
        func lines() -> [String] {
            [
                // As SwiftGen's structured-swift5 output is called:
                shown(
                    SwiftGenNames.Count.unsigned(count), SwiftGenNames.Count.hex(255), SwiftGenNames.Count.octal(8),
                    SwiftGenNames.Count.long(1, 2, 3), separator: "|"),
                shown(SwiftGenNames.ratio(ratio), SwiftGenNames.exponent(Float(1.5)), SwiftGenNames.general(Float(2.5)), separator: "|"),
                shown(
                    SwiftGenNames.pointer(UnsafeRawPointer(bitPattern: 0x10)!), SwiftGenNames.cstring("abc"),
                    SwiftGenNames.character(CChar(65)), separator: "|"),
                shown(SwiftGenNames.A11Y.label, SwiftGenNames._8Zzd23, SwiftGenNames.ban, SwiftGenNames.ban("Ala"), separator: "|"),
                // And what SwiftGen's types do not take, but a Swift user passes:
                shown(SwiftGenNames.Count.unsigned(big), SwiftGenNames.ratio(precise), SwiftGenNames.ratio(1), separator: "|"),
                // A key part `type` or `protocol`, where SwiftGen's output does not compile:
                shown(SwiftGenNames.Menu.Type_.open, SwiftGenNames.Menu.Protocol_.close, separator: "|"),
            ]
        }
        // `%e` is upper case in swift-corelibs-foundation's formatting: the expectation asks Foundation too.
        let english = String(format: "%.1e", locale: Locale(identifier: "en"), 1.5)
        let polish = String(format: "%.1e", locale: Locale(identifier: "pl"), 1.5)
        #expect(
            lines() == [
                "3 files|0xff|10|1/2/3", "0.500000%|\(english)|2.5", "at 0x10|abc|A", "Accessible|code|Ban|Ban Ala",
                "7 files|0.250000%|1.000000%", "Open|Close",
            ])
        #expect(
            SwiftGenNames.withLanguage(.pl) { lines() } == [
                "3 plików|0xff|10|1/2/3", "0,500000%|\(polish)|2,5", "at 0x10|abc|A", "Accessible|code|Ban|Zbanuj Ala",
                "7 plików|0,250000%|1,000000%", "Open|Close",
            ])
    }
}

/// A String Catalog's every kind of entry (plural, per device, substitutions, states), in every language.
@Suite nonisolated struct CatalogTextsTests {
    @Test func everyKindOfEntryShowsItsText() {
        func lines() -> [String] {
            [
                CatalogTexts.title,
                [0, 1, 2, 5, 22].map { CatalogTexts.animals($0) }.joined(separator: "|"),
                shown(CatalogTexts.filesInFolders(1, 2), CatalogTexts.filesInFolders(5, 1), separator: "|"),
                shown(CatalogTexts.greeting, CatalogTexts.itemsByDevice(1), CatalogTexts.itemsByDevice(3), separator: "|"),
                shown(
                    CatalogTexts.review, CatalogTexts.fresh, CatalogTexts.brand, CatalogTexts.extractedSentenceWithNoLocalizations,
                    separator: "|"),
                shown(CatalogTexts.nameAndCount("Ala", 1), CatalogTexts.nameAndCount("Ola", 3), separator: "|"),
            ]
        }
        #expect(CatalogTexts.Language.allCases == [.en, .pl])
        #expect(
            CatalogTexts.withLanguage(.en) { lines() } == [
                ##"Report "created" \ */ \(x) #"y"#"##, "0 animals|1 animal|2 animals|5 animals|22 animals",
                "1 file in 2 folders|5 files in 1 folder", "Start|1 item|3 items",
                "Check|New text|PetSpot|Extracted sentence, with no localizations.", "Ala has 1 pet|Ola has 3 pets",
            ])
        #expect(
            CatalogTexts.withLanguage(.pl) { lines() } == [
                "Raport utworzony", "0 zwierząt|1 zwierzę|2 zwierzęta|5 zwierząt|22 zwierzęta",
                "1 plik w 2 folderach|5 plików w 1 folderze", "Zacznij|1 element|3 elementy",
                "Sprawdź|New text|PetSpot|Extracted sentence, with no localizations.", "Ala ma 1 zwierzę|Ola ma 3 zwierzęta",
            ])
    }
}
