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

/// No text of a table, a token file, a file name or an option becomes markup in the HTML report: the page of a
/// report whose every text is random (prepend scalars, combining marks, controls, `<`, `&`, quotes) has, to an
/// HTML parser, exactly the elements and attributes of the same report with plain texts.
@Suite struct ReportEscapingTests {
    /// Scalars that join a following `<` into one grapheme cluster (Unicode's Prepend), that attach to what
    /// precedes (combining marks, ZWJ, variation selectors), controls, and markup's own characters.
    static let pieces: [String] = [
        "\u{600}", "\u{601}", "\u{605}", "\u{6DD}", "\u{70F}", "\u{8E2}", "\u{110BD}", "\u{110CD}", "\u{D4E}", "\u{111C2}",
        "\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F3FB}", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{202E}", "\u{2028}", "\n", "\r",
        "<", ">", "&", "\"", "'", "/", "=", "`", "<img src=x onerror=alert(1)>", "<svg onload=alert(1)>", "<iframe src=//x>",
        "</style>", "<script>", "<!--", "-->", "<![CDATA[", "&lt;", "&#60;", "a", "key", " ", "é", "日本",
    ]

    static func randomText(_ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// A report of two strings jobs and two tokens jobs, its texts from `text`.
    static func report(_ text: () -> String) -> HealthReport {
        var report = HealthReport()
        for _ in 0..<2 {
            let languages = (0..<2).map { _ in HealthReport.Language(language: text(), translated: 3, missing: 1, percent: 75) }
            report.jobs.append(
                HealthReport.Job(
                    output: text(), baseLanguage: text(), keys: 4, languages: languages,
                    unusedKeys: (0..<2).map { _ in HealthReport.UnusedKey(key: text(), table: text(), path: text(), line: 3) },
                    problems: HealthReport.Kind.allCases.map {
                        HealthReport.Problem(language: languages[0].language, key: text(), kind: $0, path: text(), line: 1, message: text())
                    }))
            report.tokenJobs.append(
                HealthReport.TokenJob(
                    output: text(), tokens: 5, generated: 3,
                    leftOut: (0..<2).map { _ in HealthReport.LeftOutToken(token: text(), reason: text(), path: text(), line: 2) },
                    unused: (0..<2).map { _ in HealthReport.UnusedToken(token: text(), property: text(), path: text(), line: 4) },
                    gallery: gallery(text)))
        }
        return report
    }

    /// A gallery of a token of each type, every name, path, label, family and text from `text`.
    static func gallery(_ text: () -> String) -> TokenGallery {
        let color = ColorValue(red: 0.2, green: 0.4, blue: 1, alpha: 0.5, hex: "#3366FF", colorSpace: "srgb")
        let shadow = ShadowValue(color: color, offsetX: 0, offsetY: 2, blur: 4, spread: 0)
        let curve = CubicBezierValue(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
        let values: [TokenValue] = [
            .color(color), .dimension(8), .number(0.5), .duration(0.2), .fontFamily([text(), "Arial"]), .fontWeight(600),
            .typography(
                TypographyValue(families: [text(), "Inter"], size: 16, weight: 400, letterSpacing: 0, lineHeight: 1.5, textStyle: text())),
            .gradient(GradientValue(stops: [.init(color: color, position: 0), .init(color: color, position: 1)], direction: .toTrailing)),
            .shadow(shadow), .shadows([shadow, shadow]), .cubicBezier(curve), .strokeStyle(.keyword(text())),
            .strokeStyle(.dashes([2, 1], lineCap: text())), .border(BorderValue(color: color, width: 1, style: .keyword("dashed"))),
            .transition(TransitionValue(duration: 0.2, delay: 0, timingFunction: curve)), .string(text()), .boolean(true),
        ]
        let entries = values.map { value in
            TokenGallery.Entry(
                path: [text(), text()], property: text(), location: SourceLocation(path: text(), line: 1, column: 1), description: text(),
                values: [(text(), value), (text(), value)])
        }
        let check = TokenGallery.ContrastPair.Check(contexts: text(), foreground: color, background: .color(color), ratio: 4.5)
        return TokenGallery(
            entries: entries, contrastPairs: [TokenGallery.ContrastPair(foreground: text(), background: text(), contexts: [check])])
    }

    /// The pages that an HTML parser (Python's, which follows the HTML5 tokenizer's rules for tags, comments
    /// and raw text) reads as other elements than the first page's, each with the first element that differs.
    static func pagesWithOtherElements(_ pages: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("escaping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (number, page) in pages.enumerated() {
            try page.write(to: folder.appendingPathComponent("\(number).html"), atomically: true, encoding: .utf8)
        }
        let script = """
            import html.parser, sys, os, re
            # A family a token names reaches a style only as a quoted name of letters, digits, spaces, - _ and .
            # (or not at all): compared apart, so the pages' other markup must be the same.
            family = re.compile(r'font-family: ((?:"[^\\W]+(?:[ ._-][^\\W]*)*", )*)system-ui, sans-serif;')
            def checked(name, value):
                if name != "style" or "font-family" not in value: return value
                assert family.search(value), value
                return family.sub("font-family: …;", value)
            class Elements(html.parser.HTMLParser):
                def __init__(self):
                    super().__init__(convert_charrefs=True); self.found = []
                def handle_starttag(self, tag, attrs): self.found.append("<" + tag + "".join(" " + n + "=" + repr(checked(n, v)) for n, v in attrs) + ">")
                def handle_startendtag(self, tag, attrs): self.handle_starttag(tag, attrs)
                def handle_endtag(self, tag): self.found.append("</" + tag + ">")
                def handle_comment(self, data): self.found.append("<!--" + data + "-->")
                def handle_pi(self, data): self.found.append("<?" + data + ">")
                def unknown_decl(self, data): self.found.append("<![" + data + "]>")
            def elements(number):
                parser = Elements()
                parser.feed(open(os.path.join(sys.argv[1], f"{number}.html"), encoding="utf-8", newline="").read()); parser.close()
                return parser.found
            first = elements(0)
            assert "<span class='where'>" in first and "<h2>" in first, first
            for number in range(1, int(sys.argv[2])):
                found = elements(number)
                if found != first:
                    index = next((i for i, (a, b) in enumerate(zip(found, first)) if a != b), min(len(found), len(first)))
                    print(f"page {number}: {found[index:index + 1]} where the plain page has {first[index:index + 1]}")
            """
        let result = try run("python3", ["-c", script, folder.path, String(pages.count)])
        #expect(result.status == 0, "\(result.output)")
        return result.output
    }

    @Test func noTextBecomesMarkup() throws {
        // Each text ends with a number of its own, so that no two languages share a name by chance.
        var count = 0
        let plain = Self.report {
            count += 1
            return "x\(count)"
        }.rendered(as: .html)
        var random = SeededRandom(seed: 0x6874_6D6C)
        let pages = (0..<60).map { _ in
            count = 0
            return Self.report {
                count += 1
                return Self.randomText(&random) + "\(count)"
            }.rendered(as: .html)
        }
        let different = try Self.pagesWithOtherElements([plain] + pages)
        #expect(different == "")
    }

    /// A key that begins with a prepend scalar followed by a tag: the scalar stays, the tag is text.
    @Test func prependScalarBeforeATagIsEscaped() {
        #expect(HealthReport.escaped("\u{600}<img onerror=x>") == "\u{600}&lt;img onerror=x&gt;")
        #expect(HealthReport.escaped("\u{110BD}<svg/onload='a'>&") == "\u{110BD}&lt;svg&#47;onload=&#39;a&#39;&gt;&amp;")
    }
}
