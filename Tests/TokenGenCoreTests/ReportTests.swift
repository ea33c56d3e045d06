import Foundation
import Testing
@testable import TokenGenCore

/// `tokengen report` on `Fixtures/report`: a job of a `.strings` table and a String Catalog, with a missing, a
/// base-shown, a partial, an under-review and an extra translation, and Swift files that use some keys (in
/// code, in an interpolation, across lines; mentioned only in a comment, a literal or a hidden folder).
@Suite struct ReportTests {
    var tokengen: String { builtTokengen }
    var folder: String { fixturePath("report") }

    @Test func textReport() throws {
        let result = try run(tokengen, ["report"], in: folder)
        #expect(result.status == 0)
        #expect(result.output == (try String(contentsOfFile: fixturePath("expected/report.txt"), encoding: .utf8)))
    }

    @Test func jsonReport() throws {
        let result = try run(tokengen, ["report", "--format", "json"], in: folder)
        #expect(result.status == 0)
        #expect(result.output == (try String(contentsOfFile: fixturePath("expected/report.json"), encoding: .utf8)))
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
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run(tokengen, ["report", "--format", "json"], in: folder).output.utf8)) as? [String: Any])
        let job = try #require((json["jobs"] as? [[String: Any]])?.first)
        #expect(page.contains("\(job["keys"]!) keys"))
        for language in try #require(job["languages"] as? [[String: Any]]) {
            let name = language["language"] as! String
            #expect(page.contains("<strong>\(name)</strong><span>\(language["percent"]!)% translated</span>"))
            for (field, label) in [("translated", "translated"), ("partial", "partial"), ("baseShown", "base shown"), ("missing", "missing"),
                                   ("needsReview", "needs review"), ("extra", "only in this language")] {
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
        // Deterministic bytes.
        let again = try run(tokengen, ["report", "--format", "html"], in: folder)
        #expect(again.output == page)
    }

    @Test func strictFailsOnlyWhenSomethingNeedsAttention() throws {
        #expect(try run(tokengen, ["report", "--strict"], in: folder).status == 1)
        let clean = FileManager.default.temporaryDirectory.appendingPathComponent("report-clean-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: clean) }
        for (language, text) in [("en", "Hello"), ("pl", "Cześć")] {
            try FileManager.default.createDirectory(atPath: "\(clean)/Strings/\(language).lproj", withIntermediateDirectories: true)
            try "\"greeting\" = \"\(text)\";\n".write(toFile: "\(clean)/Strings/\(language).lproj/Localizable.strings", atomically: true, encoding: .utf8)
        }
        try "print(L10n.greeting)\n".write(toFile: clean + "/main.swift", atomically: true, encoding: .utf8)
        let result = try run(tokengen, ["report", "Strings", "--strict"], in: clean)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasPrefix("L10n.swift: 1 key, base language en\n"))
        // Unused now: --strict fails, the plain report does not.
        try "print(1)\n".write(toFile: clean + "/main.swift", atomically: true, encoding: .utf8)
        #expect(try run(tokengen, ["report", "Strings", "--strict"], in: clean).status == 1)
        #expect(try run(tokengen, ["report", "Strings"], in: clean).status == 0)
    }

    @Test func inputErrorsExitOne() throws {
        let result = try run(tokengen, ["report", "--config", "no-such.yml"], in: folder)
        #expect(result.status == 1)
        let missing = try run(tokengen, ["report", "--sources", "no-such-folder"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.output == "error: cannot read no-such-folder: no such file or folder\n")
        // A single Swift file is a source too.
        let one = try run(tokengen, ["report", "--sources", "App/ReportView.swift", "--format", "json"], in: folder)
        #expect(one.status == 0)
        #expect(one.output == (try String(contentsOfFile: fixturePath("expected/report.json"), encoding: .utf8)))
    }

    /// What counts as naming a member: Swift tokens, not text.
    @Test func swiftUsageReadsCodeNotCommentsOrLiterals() {
        var usage = SwiftUsage()
        usage.read(Array(##"""
        let a = L10n.A.one /* L10n.A.two /* nested */ L10n.A.three */
        let b = #"L10n.A.four \#(L10n.A.five) \(L10n.A.six)"#
        let c = """
            L10n.A.seven \(L10n.B.eight("x", f(L10n.C.nine)))
            """
        let d = L10n.`Default`.`class`
        // L10n.A.ten
        let e = "\"L10n.A.eleven\" \\" + L10n.A.twelve
        """##.utf8))
        let used = ["L10n.A.one", "L10n.A.five", "L10n.B.eight", "L10n.C.nine", "L10n.Default.class", "L10n.A.twelve", "A.one", "C.nine"]
        let unused = ["L10n.A.two", "L10n.A.three", "L10n.A.four", "L10n.A.six", "L10n.A.seven", "L10n.A.ten", "L10n.A.eleven"]
        for path in used { #expect(usage.contains(path), "\(path)") }
        for path in unused { #expect(!usage.contains(path), "\(path)") }
    }

    @Test func usedKeyPatterns() {
        #expect(TranslationReport.matches("legacy.banner", pattern: "legacy.*"))
        #expect(TranslationReport.matches("a.b.c", pattern: "*.c"))
        #expect(TranslationReport.matches("abc", pattern: "a*b*c"))
        #expect(!TranslationReport.matches("legacy", pattern: "legacy.*"))
        #expect(!TranslationReport.matches("a.b", pattern: "a"))
        #expect(TranslationReport.matches("exact", pattern: "exact"))
    }
}
