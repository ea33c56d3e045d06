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

/// `tokengen report` on `Fixtures/report`: a job of a `.strings` table and a String Catalog, with a missing, a
/// base-shown, a partial, an under-review and an extra translation, and Swift files that use some keys (in
/// code, in an interpolation, across lines; mentioned only in a comment, a literal or a hidden folder); and a
/// tokens job with light and dark themes: tokens used, used only through another token's value in one theme,
/// listed in `usedTokens`, mentioned only in a comment, and left out for three reasons.
@Suite struct ReportTests {
    var tokengen: String { builtTokengen }
    var folder: String { fixturePath("report") }

    @Test func textReport() throws {
        let result = try run(tokengen, ["report"], in: folder)
        #expect(result.status == 0)
        #expect(result.output == (try expectedOutput("report.txt", updatedTo: result.output)))
    }

    @Test func jsonReport() throws {
        let result = try run(tokengen, ["report", "--format", "json"], in: folder)
        #expect(result.status == 0)
        #expect(result.output == (try expectedOutput("report.json", updatedTo: result.output)))
        let parsed = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect((parsed?["jobs"] as? [Any])?.count == 1)
    }

    /// The page shows every figure of the JSON, and loads nothing from elsewhere.
    @Test func htmlReportHoldsTheFiguresAndNoExternalReference() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try run(tokengen, ["report", "--format", "html", "--output", output], in: folder)
        #expect(result.status == 0)
        let page = try String(contentsOfFile: output, encoding: .utf8)
        for external in ["http", "//", "src=", "@import", "url("] { #expect(!page.contains(external), "\(external)") }
        #expect(page.contains("@media (prefers-color-scheme: dark)"))
        #expect(page.contains("<meta name=\"viewport\""))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run(tokengen, ["report", "--format", "json"], in: folder).output.utf8))
                as? [String: Any])
        let job = try #require((json["jobs"] as? [[String: Any]])?.first)
        #expect(page.contains("\(job["keys"]!) keys"))
        for language in try #require(job["languages"] as? [[String: Any]]) {
            let name = language["language"] as! String
            #expect(page.contains("<strong>\(name)</strong><span>\(language["percent"]!)% translated</span>"))
            for (field, label) in [
                ("translated", "translated"), ("partial", "partial"), ("baseShown", "base shown"), ("missing", "missing"),
                ("needsReview", "needs review"), ("extra", "only in this language"),
            ] {
                #expect(page.contains("\(language[field]!) \(label)</span>"), "\(name) \(field)")
            }
        }
        for problem in try #require(job["problems"] as? [[String: Any]]) {
            let path = (problem["path"] as! String).replacingOccurrences(of: "/", with: "&#47;")
            #expect(page.contains("<code>\(problem["key"]!)</code>"))
            #expect(page.contains("\(path):\(problem["line"]!)"))
        }
        for unused in try #require(job["unusedKeys"] as? [[String: Any]]) {
            #expect(page.contains("<code>\(unused["key"]!)</code> (\(unused["table"]!))"))
        }
        for tokenJob in try #require(json["tokenJobs"] as? [[String: Any]]) {
            #expect(
                page.contains(
                    "<p>\(tokenJob["tokens"]!) tokens, \(tokenJob["generated"]!) generated, \((tokenJob["leftOut"] as! [Any]).count) left out</p>"
                ))
            for token in try #require(tokenJob["leftOut"] as? [[String: Any]]) {
                #expect(page.contains("<li><code>\(token["token"]!)</code> · \(token["reason"]!)<br>"))
            }
            for token in try #require(tokenJob["unusedTokens"] as? [[String: Any]]) {
                #expect(page.contains("<li><code>\(token["token"]!)</code> (<code>\(token["property"]!)</code>)<br>"))
            }
        }
        // Deterministic bytes.
        let again = try run(tokengen, ["report", "--format", "html"], in: folder)
        #expect(again.output == page)
    }

    /// What counts as a use of a token: its property named in code (`tokens.colorText`), its path in
    /// `usedTokens` (`spacing.l*`), or a used token's value naming it in any theme: `color.text` is
    /// `{palette.black}` in light and `{palette.white}` in dark, so both are used. A property named only in a
    /// comment (`colorAccent`) and tokens nothing names (`palette.gray`, `color.glow`, which only the dark
    /// theme defines) are unused.
    @Test func tokensUsedThroughCodeListsAndReferences() throws {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run(tokengen, ["report", "--format", "json"], in: folder).output.utf8))
                as? [String: Any])
        let job = try #require((json["tokenJobs"] as? [[String: Any]])?.first)
        #expect(
            (job["unusedTokens"] as? [[String: Any]])?.map { $0["token"] as! String } == ["palette.gray", "color.glow", "color.accent"])
        #expect(
            (job["leftOut"] as? [[String: Any]])?.map { "\($0["token"]!): \($0["reason"]!)" } == [
                "spacing.huge: unknown unit", "radius: broken reference",
            ])
    }

    /// The tokens left out are the model's, once each: with its first problem (a shadow with two bad fields has
    /// two warnings), at the first member of its cycle (in another file for `b`), and left out by Translate
    /// (named as a modifier, or as another token).
    @Test func leftOutTokensOnceEachWithTheirFirstProblem() throws {
        let folder = try temporaryFolder(files: [
            "tokengen.yml": "tokens:\n  - input: a.resolver.json\n    output: Out.swift\n",
            "a.resolver.json": ##"""
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}, {"$ref": "other.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"c": {"$type": "number", "$value": 1}}], "dark": [{"c": {"$type": "number", "$value": 2}}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """##,
            "base.tokens.json": #"""
            {
              "theme": {"$type": "number", "$value": 1},
              "shadow": {"$type": "shadow", "$value": {"color": "nope", "offsetX": "1qq", "offsetY": "0px", "blur": "0px", "spread": "0px"}},
              "a": {"$type": "number", "$value": "{b}"},
              "sizeL": {"$type": "number", "$value": 1},
              "size-l": {"$type": "number", "$value": 2},
              "size_l": {"$type": "number", "$value": 3}
            }
            """#,
            "other.tokens.json": #"{"b": {"$type": "number", "$value": "{a}"}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try run(tokengen, ["report", "--format", "json"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.output.split(separator: "\n").filter { $0.contains("\"reason\"") || $0.contains("\"tokens\"") } == [
                #"      "tokens": 8,"#,
                #"        {"token": "theme", "reason": "name 'theme' shared with modifier 'theme'", "path": "base.tokens.json", "line": 2},"#,
                #"        {"token": "shadow", "reason": "unreadable value", "path": "base.tokens.json", "line": 3},"#,
                #"        {"token": "a", "reason": "token in a reference cycle", "path": "base.tokens.json", "line": 4},"#,
                #"        {"token": "b", "reason": "token in a reference cycle", "path": "base.tokens.json", "line": 4},"#,
                #"        {"token": "size-l", "reason": "name 'size_l' shared with 'size_l'", "path": "base.tokens.json", "line": 6},"#,
                #"        {"token": "size_l", "reason": "name 'size_l' shared with 'size-l'", "path": "base.tokens.json", "line": 7}"#,
            ])
    }

    /// Keys to review are the model's: each plural form marked `needs_review`, a stale key (for the base
    /// language), a key only in a translation.
    @Test func keysToReviewFromCatalogsAndTranslations() throws {
        let folder = try temporaryFolder(files: [
            "Strings/Localizable.xcstrings": #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "files": {"localizations": {
                "en": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
                "pl": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "needs_review", "value": "%lld plik"}},
                  "few": {"stringUnit": {"state": "translated", "value": "%lld pliki"}},
                  "many": {"stringUnit": {"state": "translated", "value": "%lld plików"}},
                  "other": {"stringUnit": {"state": "needs_review", "value": "%lld pliku"}}}}}}},
              "old": {"extractionState": "stale", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Old"}}}}}}
            """#,
            "Strings/en.lproj/Other.strings": #""title" = "Title";"#,
            "Strings/pl.lproj/Other.strings": "\"title\" = \"Tytuł\";\n\"only\" = \"Tylko\";\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try run(tokengen, ["report", "Strings"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.output == """
                # Generated by tokengen report

                L10n.swift: 2 keys, base language en

                language  translated  missing  base shown  partial  needs review  extra  translated %
                en                 2        0           0        0             1      0        100.0%
                pl                 2        0           0        0             2      1        100.0%

                needs review: 3
                  en  old  Strings/Localizable.xcstrings:11
                  pl  files  Strings/Localizable.xcstrings:7
                  pl  files  Strings/Localizable.xcstrings:10

                only in a translation: 1
                  pl  only  Strings/pl.lproj/Other.strings:2

                unused keys: 2
                  files  (Localizable)  Strings/Localizable.xcstrings:2
                  title  (Other)  Strings/en.lproj/Other.strings:1

                """)
    }

    @Test func strictFailsOnlyWhenSomethingNeedsAttention() throws {
        #expect(try run(tokengen, ["report", "--strict"], in: folder).status == 1)
        let clean = FileManager.default.temporaryDirectory.appendingPathComponent("report-clean-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: clean) }
        for (language, text) in [("en", "Hello"), ("pl", "Cześć")] {
            try FileManager.default.createDirectory(atPath: "\(clean)/Strings/\(language).lproj", withIntermediateDirectories: true)
            try "\"greeting\" = \"\(text)\";\n".write(
                toFile: "\(clean)/Strings/\(language).lproj/Localizable.strings", atomically: true, encoding: .utf8)
        }
        try "print(L10n.greeting)\n".write(toFile: clean + "/main.swift", atomically: true, encoding: .utf8)
        let result = try run(tokengen, ["report", "Strings", "--strict"], in: clean)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasPrefix("# Generated by tokengen report\n\nL10n.swift: 1 key, base language en\n"))
        // Unused now: --strict fails, the plain report does not.
        try "print(1)\n".write(toFile: clean + "/main.swift", atomically: true, encoding: .utf8)
        #expect(try run(tokengen, ["report", "Strings", "--strict"], in: clean).status == 1)
        #expect(try run(tokengen, ["report", "Strings"], in: clean).status == 0)
    }

    /// Swift files reached through a symbolic link out of the project do not decide what is used, and a link
    /// to `/` does not walk the disk.
    @Test func linksOutOfTheProjectAreNotFollowed() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("report-links-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let project = base + "/project"
        try FileManager.default.createDirectory(atPath: project + "/Strings/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/elsewhere", withIntermediateDirectories: true)
        try "\"greeting\" = \"Hello\";\n".write(
            toFile: project + "/Strings/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try "strings:\n  inputs: [Strings]\n  output: L10n.swift\n".write(
            toFile: project + "/tokengen.yml", atomically: true, encoding: .utf8)
        try "print(L10n.greeting)\n".write(toFile: base + "/elsewhere/Uses.swift", atomically: true, encoding: .utf8)
        #expect(symlink(base + "/elsewhere", project + "/Elsewhere") == 0)
        #expect(symlink("/", project + "/Root") == 0)
        let output = project + "/report.txt"
        let result = try run(tokengen, ["report", "--output", output], in: project)
        #expect(result.status == 0)
        let canonical = try #require(FileSystem.canonicalPath(project))
        #expect(
            result.output == """
                warning: ./Elsewhere leads outside \(canonical) (through a symbolic link): the report does not read the Swift files there
                warning: ./Root leads outside \(canonical) (through a symbolic link): the report does not read the Swift files there

                """)
        #expect(
            try String(contentsOfFile: output, encoding: .utf8).hasSuffix(
                "unused keys: 1\n  greeting  (Localizable)  Strings/en.lproj/Localizable.strings:1\n"))
    }

    /// The report replaces the file it wrote before (and only such a file), in every format.
    @Test func theReportReplacesItsOwnOutput() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        for format in ["text", "json", "html", "text"] {
            let result = try run(tokengen, ["report", "--format", format, "--output", output], in: folder)
            #expect(result.status == 0, "\(format): \(result.output)")
            #expect(
                try String(contentsOfFile: output, encoding: .utf8)
                    == (try run(tokengen, ["report", "--format", format], in: folder)).output)
        }
        try "notes\n".write(toFile: output, atomically: true, encoding: .utf8)
        let refused = try run(tokengen, ["report", "--output", output], in: folder)
        #expect(refused.status == 1)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "notes\n")
    }

    @Test func inputErrorsExitOne() throws {
        let result = try run(tokengen, ["report", "--config", "no-such.yml"], in: folder)
        #expect(result.status == 1)
        let missing = try run(tokengen, ["report", "--sources", "no-such-folder"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.output == "error: cannot read no-such-folder: no such file or folder\n")
        // Single Swift files are sources too.
        let one = try run(
            tokengen, ["report", "--sources", "App/ReportView.swift", "--sources", "App/ThemeView.swift", "--format", "json"], in: folder)
        #expect(one.status == 0)
        #expect(one.output == (try expectedOutput("report.json", updatedTo: one.output)))
    }

    /// What counts as naming a member: Swift tokens, not text.
    @Test func swiftUsageReadsCodeNotCommentsOrLiterals() {
        let used = [
            "L10n.A.one", "L10n.A.five", "L10n.B.eight", "L10n.C.nine", "L10n.Default.class", "L10n.A.twelve", "X.A.one", "Y.C.nine",
        ]
        let unused = [
            "L10n.A.two", "L10n.A.three", "L10n.A.four", "L10n.A.six", "L10n.A.seven", "L10n.A.ten", "L10n.A.eleven", "L10n.Z.one",
        ]
        var usage = SwiftUsage(paths: (used + unused).map { $0.split(separator: ".").map(String.init) })
        usage.read(
            Array(
                ##"""
                let a = L10n.A.one /* L10n.A.two /* nested */ L10n.A.three */
                let b = #"L10n.A.four \#(L10n.A.five) \(L10n.A.six)"#
                let c = """
                    L10n.A.seven \(L10n.B.eight("x", f(L10n.C.nine)))
                    """
                let d = L10n.`Default`.`class`
                // L10n.A.ten
                let e = "\"L10n.A.eleven\" \\" + L10n.A.twelve
                """##.utf8))
        for (number, path) in (used + unused).enumerated() { #expect(usage.isUsed(number) == (number < used.count), "\(path)") }
    }

    /// Every way Swift reads a member counts as a use: after a call, a subscript, `?`, `!`, a closing
    /// parenthesis or a line break before the dot; for tokens (one name makes a use) and keys alike.
    @Test func membersReadAfterCallsAndSubscriptsAreUsed() {
        let tokens = ["brandInk", "colorText", "spaceSmall", "spaceLarge", "radius", "shadow", "border", "unusedToken"]
        var tokenUsage = SwiftUsage(paths: tokens.map { [$0] }, namesThatMakeAUse: 1)
        tokenUsage.read(
            Array(
                """
                let ink = AppTokens().brandInk
                let text = DesignTokens(theme: .dark).colorText
                let small = themes[0].spaceSmall
                let large = optionalTokens?.spaceLarge
                let r = forced!.radius
                let s = (AppTokens()).shadow
                let b = AppTokens()
                    .border
                let c = flag ? unusedToken : 0
                """.utf8))
        for (number, token) in tokens.enumerated() { #expect(tokenUsage.isUsed(number) == (token != "unusedToken"), "\(token)") }

        let keys = ["L10n.A.title", "L10n.B.title", "L10n.C.title"]
        var keyUsage = SwiftUsage(paths: keys.map { $0.split(separator: ".").map(String.init) })
        keyUsage.read(
            Array(
                """
                let a = L10n
                    .A.title
                let b = L10n.withLanguage(.pl) { L10n.B
                    .title }
                let c = f().title
                """.utf8))
        #expect((0..<keys.count).map(keyUsage.isUsed) == [true, true, false])
    }

    /// The scanner's work and depth stay linear on hostile sources: runs of `#`, deep interpolations, long
    /// chains (counted in steps, not timed).
    @Test func swiftUsageIsLinear() {
        let size = 400_000
        let sources: [[UInt8]] = [
            Array(repeating: UInt8(ascii: "#"), count: size),
            Array(String(repeating: "\"\\(", count: size / 3).utf8),
            Array(("L10n" + String(repeating: ".A", count: size / 2)).utf8),
            Array(String(repeating: "L10n.A.one.", count: size / 11).utf8),
        ]
        for source in sources {
            var usage = SwiftUsage(paths: [["L10n", "A", "one"], ["L10n", "A", "A"]])
            usage.read(source)
            #expect(usage.work <= 4 * source.count)
        }
        var nested = SwiftUsage(paths: [["L10n", "A", "one"]])
        nested.read(Array((String(repeating: "\"\\(", count: 60_000) + "L10n.A.one").utf8))
        #expect(nested.isUsed(0))
    }

    @Test func usedKeyPatterns() {
        let cases: [(String, String, Bool)] = [
            ("legacy.banner", "legacy.*", true), ("a.b.c", "*.c", true), ("abc", "a*b*c", true), ("legacy", "legacy.*", false),
            ("a.b", "a", false), ("exact", "exact", true), ("aba", "ab*ba", false), ("abba", "ab*ba", true), ("a", "a*", true),
            ("x.aab.y", "*aab*", true), ("aaab", "*a*a*a*b", true), ("aab", "*a*a*a*b", false), ("", "*", true), ("", "", true),
        ]
        for (key, pattern, expected) in cases { #expect(KeyPattern(pattern).matches(key) == expected, "\(key) \(pattern)") }
        // A pattern of many stars against a long key is one pass per part, not one per pair of positions.
        let key = String(repeating: "a", count: 200_000)
        #expect(!KeyPattern(String(repeating: "*a", count: 1000) + "*b").matches(key))
    }
}
