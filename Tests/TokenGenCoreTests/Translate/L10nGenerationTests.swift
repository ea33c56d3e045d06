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

@Suite struct L10nGenerationTests {
    /// A translation whose placeholder reads the argument as another type shows the base text (a warning).
    @Test func crossLanguageChecks() {
        let (code, diagnostics) = generateStrings(["cross"])
        #expect(code != nil)
        #expect(
            diagnostics == """
                strings/cross/en.lproj/Localizable.strings:4:1: warning: "only_en" has no 'pl' translation in \(fixturePath("strings/cross/pl.lproj/Localizable.strings").replacingOccurrences(of: fixtures + "/", with: "")); the base text is used
                strings/cross/pl.lproj/Localizable.strings:2:1: warning: the 'pl' text of "items" reads argument 1 as Any, but the call passes Int: 'pl' shows the base text for this key; write its placeholders as the base text does
                strings/cross/en.lproj/Localizable.strings:3:1: note: base text of "items" is here
                strings/cross/pl.lproj/Localizable.strings:3:1: warning: "only_pl" is in 'pl' but not in the base language 'en' (strings/cross/en.lproj/Localizable.strings); it is ignored
                """)
    }

    /// More languages than a byte can number (300, and the pseudo-languages): each shows its own text, plural
    /// and per-device text, or the base text where it has none. The generated code has no `switch` over the
    /// languages and no list of initializer calls, whose type-checks grow with the square of their number.
    @Test(.tags(.compiles), .notInTheQuickLoop) func threeHundredLanguages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // ISO 639's codes for local use, qaa…qtz: no CLDR rules, no digits of their own.
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        let tags = ["en"] + letters.prefix(20).flatMap { first in letters.map { "q" + first + $0 } }.prefix(299)
        func unit(_ text: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(text)"}}"# }
        func each(_ tags: some Sequence<String>, _ value: (String) -> String) -> String {
            tags.map { "\"\($0)\": \(value($0))" }.joined(separator: ", ")
        }
        let titles = each(tags) { unit("Title \($0)") }
        let files = each(tags.enumerated().filter { $0.offset % 7 != 3 }.map(\.element)) {
            #"{"variations": {"plural": {"one": \#(unit("%lld file \($0)")), "other": \#(unit("%lld files \($0)"))}}}"#
        }
        let taps = each(tags.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)) {
            #"{"variations": {"device": {"mac": \#(unit("Click \($0)")), "other": \#(unit("Tap \($0)"))}}}"#
        }
        let catalog =
            #"{"sourceLanguage": "en", "version": "1.0", "strings": {"title": {"localizations": {\#(titles)}}, "#
            + #""files %lld": {"localizations": {\#(files)}}, "tap": {"localizations": {\#(taps)}}}}"#
        try catalog.write(toFile: folder + "/Localizable.xcstrings", atomically: true, encoding: .utf8)
        let job = Configuration.StringsJob(
            inputs: [folder], output: "L10n.swift", options: L10nOptions(lookup: .embedded, pseudoLanguages: true))
        let code = try #require(Pipeline.strings(job, diagnostics: DiagnosticCollector())).contents
        // A language is named only where it is declared (`case qab = "qab"`): no `switch` has a case for it.
        #expect(!code.contains(".qab") && !code.contains("L10n.__Plural("))
        let output = try compileAndRun(
            [
                "L10n.swift": code,
                "main.swift": """
                for language in L10n.Language.allCases {
                    L10n.withLanguage(language) { print(language.rawValue, L10n.title, L10n.filesLld(2), L10n.tap, separator: "|") }
                }
                """,
            ], defines: ["DEBUG"])
        var expected = tags.enumerated().map { index, tag in
            "\(tag)|Title \(tag)|2 files \(index % 7 == 3 ? "en" : tag)|Tap \(index % 2 == 0 ? tag : "en")\n"
        }.joined()
        expected += "en-XA|[Ţîţļé éñ one]|[2 ƒîļéš éñ one]|[Ţåþ éñ one]\n"
        // A plural text's format and its form are each right to left.
        let rightToLeft = { (text: String) in "\u{200F}\u{202B}" + text + "\u{202C}\u{200F}" }
        expected += "ar-XB|\(rightToLeft("Title en"))|\(rightToLeft(rightToLeft("2 files en")))|\(rightToLeft("Tap en"))\n"
        #expect(output == expected, "\(UnifiedDiff.diff(old: expected, new: output, oldName: "expected", newName: "output"))")
    }

    @Test func warningsAsErrors() {
        let diagnostics = DiagnosticCollector(warningsAsErrors: true)
        let job = Configuration.StringsJob(inputs: [fixturePath("strings/duplicate.strings")], output: "x.swift")
        #expect(Pipeline.strings(job, diagnostics: diagnostics) == nil)
        #expect(report(diagnostics).hasPrefix("strings/duplicate.strings:3:1: error: duplicate key \"a\""))
    }

    /// Key parts that make one enum share it; keys that make one member are all left out, with a warning
    /// naming both; keys that would take a name of the runtime or hide a module are left out too (the keys kept:
    /// GeneratedCodeTests).
    @Test func collisionsLeaveKeysOutNamingBoth() throws {
        let (code, diagnostics) = generateStrings(["collisions"])
        #expect(
            diagnostics == """
                strings/collisions/en.lproj/Localizable.strings:4:1: warning: "my-sub" (line 3) and "my_sub" (line 4) both become L10n.mySub, so neither is generated (a call to it fails with 'has no member'); rename one of them
                strings/collisions/en.lproj/Localizable.strings:3:1: note: "my-sub" is here
                strings/collisions/en.lproj/Localizable.strings:5:1: warning: "language.title" would become L10n.Language, which tokengen generates itself, so it is not generated; rename the key
                strings/collisions/en.lproj/Localizable.strings:6:1: warning: "swift.version" would generate 'enum Swift', which hides the Swift module in the generated code, so it is not generated; rename 'swift'
                strings/collisions/en.lproj/Localizable.strings:7:1: warning: "2fa" would become L10n._2fa, the name of the enum of "2fa.title" (line 8), so it is not generated; rename one of them
                strings/collisions/en.lproj/Localizable.strings:8:1: note: "2fa.title" is here
                strings/collisions/en.lproj/Localizable.strings:9:1: warning: the key "" has no name (only dots, or nothing), so it has no accessor; rename it
                """)
        #expect(try #require(code).contains("static var x: Swift.String"))
        #expect(!code!.contains("mySub"))
    }

    /// `--warnings-as-errors` is applied when the run has reported everything: a strict run reports what a
    /// normal one does (the translator's name clashes too), each as an error, and generates nothing.
    @Test func strictRunReportsWhatTheNormalRunDoes() {
        let job = Configuration.StringsJob(inputs: [fixturePath("strings/collisions")], output: "L10n.swift")
        let normal = DiagnosticCollector(), strict = DiagnosticCollector(warningsAsErrors: true)
        #expect(Pipeline.strings(job, diagnostics: normal) != nil)
        #expect(Pipeline.strings(job, diagnostics: strict) == nil)
        #expect(normal.diagnostics.count == 5)
        #expect(strict.diagnostics.map(\.message) == normal.diagnostics.map(\.message))
        #expect(strict.diagnostics.allSatisfy { $0.severity == .error })
    }

    /// The repository's own `Generated/L10n.swift` is what the generator makes of `Strings/`.
    @Test func referenceGeneratedL10n() throws {
        let root = repositoryFolder.path
        let diagnostics = DiagnosticCollector()
        let configuration = try #require(Configuration.load(path: root + "/tokengen.yml", diagnostics: diagnostics))
        let files = Pipeline.run(configuration, diagnostics: diagnostics).flatMap(\.files)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(files.count == 18)
        for file in files {
            if updatingReferences { try file.contents.write(toFile: file.path, atomically: true, encoding: .utf8) }
            let committed = try String(contentsOfFile: file.path, encoding: .utf8)
            #expect(
                committed == file.contents,
                "\(file.path) is stale:\n\(UnifiedDiff.diff(old: committed, new: file.contents, oldName: "committed", newName: "generated"))"
            )
        }
    }

    @Test func referenceGeneratedTablesInBundleMode() throws {
        let (code, diagnostics) = generateStrings(["tables"], lookup: .bundle, access: .public)
        #expect(diagnostics == "")
        let expected = try expectedOutput("tables-bundle.swift", updatedTo: code ?? "")
        #expect(code == expected, "\(UnifiedDiff.diff(old: expected, new: code ?? "", oldName: "expected", newName: "generated"))")
    }

    /// Keys come sorted and share namespaces with the key before them; an error in a shared part must be
    /// reported for every key under it, and keys are compared by their bytes.
    @Test func keyPathsAfterErrorsAndLookAlikeKeys() {
        let (code, diagnostics) = generateStrings(["key-paths.strings"])
        #expect(code != nil)
        let expected = """
            strings/key-paths.strings:1:1: warning: "menu.swift.open" would generate 'enum Swift', which hides the Swift module in the generated code, so it is not generated; rename 'swift'
            strings/key-paths.strings:2:1: warning: "menu.swift.close" would generate 'enum Swift', which hides the Swift module in the generated code, so it is not generated; rename 'swift'
            strings/key-paths.strings:3:1: warning: "menu..title" (line 4) and "menu.title" (line 3) both become L10n.Menu.title, so neither is generated (a call to it fails with 'has no member'); rename one of them
            strings/key-paths.strings:4:1: note: "menu..title" is here
            strings/key-paths.strings:5:1: warning: "cafe\u{301}" (line 6) and "caf\u{E9}" (line 5) both become L10n.caf\u{E9} (the keys differ only in Unicode normalization), so neither is generated (a call to it fails with 'has no member'); rename one of them
            strings/key-paths.strings:6:1: note: "cafe\u{301}" is here
            """
        // Scalar by scalar: `==` on strings would take the two spellings of "café" as equal.
        #expect(Array(diagnostics.unicodeScalars) == Array(expected.unicodeScalars))
    }

    /// SwiftGen's names for every shape of key, without a warning (the names: GeneratedCodeTests).
    @Test func namingHasNoWarnings() {
        #expect(generateStrings(["naming"]).1 == "")
    }

    /// Every escape and every attempt to break out of a literal or comment, in two languages, is read without
    /// a warning but one (the texts at run time, exactly the translations: GeneratedCodeTests).
    @Test func breakoutAttemptsReadAsWritten() {
        let (code, diagnostics) = generateStrings(["breakout"])
        #expect(code != nil)
        #expect(
            diagnostics
                == "strings/breakout/en.lproj/Localizable.strings:14:1: warning: \"missing_in_pl\" has no 'pl' translation in strings/breakout/pl.lproj/Localizable.strings; the base text is used"
        )
    }

    @Test func generatedCodeEscapesEverything() throws {
        let code = try #require(generateStrings(["breakout"]).0)
        // Texts sit in the shards' texts files, each after the separator U+FFFF.
        #expect(code.contains(#"\u{FFFF}C:\\path\\to\\file\u{FFFF}"#))
        #expect(code.contains(#"\u{FFFF}C:\\ścieżka\\plik\u{FFFF}"#))
        #expect(code.contains(#"\u{FFFF}a\u{2028}b\u{2029}c"#))
        #expect(code.contains(#"/// A comment that tries to close itself: */ and "quotes" and \(interpolation) /*"#))
        #expect(!code.unicodeScalars.contains { SwiftSource.needsEscape($0) && $0 != "\n" })
    }
}
