import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenReport
@testable import TokenGenCore

/// The report's gallery: each token of a tokens job drawn as what it is, in each context, and the contrast
/// pairs its names make.
@Suite struct GalleryTests {
    static func gallery(_ job: Configuration.TokensJob) throws -> String {
        let diagnostics = DiagnosticCollector()
        let model = try #require(Pipeline.constantsModel(job, diagnostics: diagnostics), "\(diagnostics.formatted)")
        return HealthReport.galleryHTML(TokenGallery(model))
    }

    /// The repository's own tokens (the "Report created" screen): reference HTML.
    @Test func galleryOfTheRepositorysTokens() throws {
        let diagnostics = DiagnosticCollector()
        let configuration = try #require(
            Configuration.load(path: repositoryFolder.appendingPathComponent("tokengen.yml").path, diagnostics: diagnostics))
        let html = try Self.gallery(configuration.tokens[0]).replacingOccurrences(
            of: HealthReport.escaped(repositoryFolder.path + "/"), with: "")
        #expect(html == (try expectedOutput("gallery/summary.html", updatedTo: html)))
    }

    /// The report fixture's resolver with light and dark themes: reference HTML, colours side by side.
    @Test func galleryOfAThemedResolver() throws {
        let html = try Self.gallery(
            Configuration.TokensJob(input: fixturePath("report/Tokens/app.resolver.json"), output: "AppTokens.swift")
        ).replacingOccurrences(of: HealthReport.escaped(fixtures + "/"), with: "")
        #expect(html == (try expectedOutput("gallery/app-resolver.html", updatedTo: html)))
        #expect(
            html.contains(
                "<figure><div class=\"swatch\"><span style=\"background: rgb(29 29 31 / 1)\"></span></div><figcaption><strong>theme: light</strong><br>#1D1D1F</figcaption></figure>"
                    + "<figure><div class=\"swatch\"><span style=\"background: rgb(245 245 247 / 1)\"></span></div><figcaption><strong>theme: dark</strong><br>#F5F5F7</figcaption></figure>"
            ))
    }

    /// Apple's HIG export (light, dark and their high-contrast themes, seven text sizes): its gallery is held
    /// as a digest (the export is not copied into the repository), and a few tokens traced by hand in full.
    @Test(.enabled(if: Corpus.folder != nil, "../shared/corpus is not present"))
    func galleryOfAppleHIG() throws {
        let html = try Self.gallery(
            Configuration.TokensJob(input: Corpus.folder! + "/tokens/apple-hig.resolver.json", output: "HIG.swift")
        ).replacingOccurrences(of: HealthReport.escaped(Corpus.folder! + "/"), with: "")
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in html.utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let text = "\(html.utf8.count) bytes, FNV-1a \(String(digest, radix: 16))\n"
        #expect(text == (try expectedOutput("gallery/apple-hig.digest", updatedTo: text)))
        // systemBlue: #007AFF light, #0040DD light high contrast, #0A84FF dark, #409CFF dark high contrast.
        #expect(
            html.contains(
                "<figure><div class=\"swatch\"><span style=\"background: rgb(0 122 255 / 1)\"></span></div><figcaption><strong>theme: light</strong><br>#007AFF</figcaption></figure>"
                    + "<figure><div class=\"swatch\"><span style=\"background: rgb(0 64 221 / 1)\"></span></div><figcaption><strong>theme: light_ax</strong><br>#0040DD</figcaption></figure>"
                    + "<figure><div class=\"swatch\"><span style=\"background: rgb(10 132 255 / 1)\"></span></div><figcaption><strong>theme: dark</strong><br>#0A84FF</figcaption></figure>"
                    + "<figure><div class=\"swatch\"><span style=\"background: rgb(64 156 255 / 1)\"></span></div><figcaption><strong>theme: dark_ax</strong><br>#409CFF</figcaption></figure>"
            ))
        // The body style at the default size and the large one: SF Pro 17 pt on 22 pt lines (the page names SF Pro as the
        // system font).
        #expect(
            html.contains(
                "<figure><p class=\"specimen\" style=\"font-family: system-ui, sans-serif; font-size: 17px; font-weight: 400; line-height: 22px; letter-spacing: 0px\">"
                    + "The quick brown fox jumps over the lazy dog</p><figcaption><strong>size: medium, large</strong><br>SF Pro 17&#47;22 pt, weight 400, letter spacing 0</figcaption></figure>"
            ))
    }

    /// WCAG's own examples: black on white 21:1, #777777 on white just under AA.
    @Test func contrastRatios() {
        func color(_ hex: String, alpha: Double = 1) -> ColorValue {
            let n = Int(hex.dropFirst(), radix: 16)!
            return ColorValue(
                red: Double(n >> 16) / 255, green: Double((n >> 8) & 255) / 255, blue: Double(n & 255) / 255, alpha: alpha, hex: hex,
                colorSpace: "srgb")
        }
        let white = TokenValue.color(color("#FFFFFF"))
        #expect(HealthReport.ratioText(Contrast.lowestRatio(of: color("#000000"), on: white)!) == "21:1")
        #expect(HealthReport.ratioText(Contrast.lowestRatio(of: color("#777777"), on: white)!) == "4.47:1")
        #expect(Contrast.level(Contrast.lowestRatio(of: color("#777777"), on: white)!) == "AA large")
        #expect(Contrast.level(Contrast.lowestRatio(of: color("#767676"), on: white)!) == "AA")
        // Black at 80 % on white is #333333: 12.63:1.
        #expect(HealthReport.ratioText(Contrast.lowestRatio(of: color("#000000", alpha: 0.8), on: white)!) == "12.63:1")
        // Over a gradient, the lowest of its stops: white on #5C33FF (7.0) and #F84BA1 (3.22).
        let gradient = TokenValue.gradient(
            GradientValue(
                stops: [.init(color: color("#5C33FF"), position: 0), .init(color: color("#F84BA1"), position: 1)], direction: .toTrailing))
        #expect(HealthReport.ratioText(Contrast.lowestRatio(of: color("#FFFFFF"), on: gradient)!) == "3.22:1")
        #expect(Contrast.lowestRatio(of: color("#FFFFFF"), on: .dimension(4)) == nil)
    }

    /// The pairs the names make: text on background in one group, `onPrimary` on `primary`; never across
    /// groups, never two backgrounds, never a name that says neither.
    @Test func pairsFromNames() throws {
        let folder = try temporaryFolder(files: [
            "t.tokens.json": """
            {
              "button": { "$type": "color", "text": { "$value": "#FFFFFF" }, "background": { "$value": "#155DFC" }, "border": { "$value": "#000000" } },
              "card": { "$type": "color", "textColor": { "$value": "#111111" }, "surface": { "$value": "#FAFAFA" }, "fill": { "$value": "#EEEEEE" } },
              "brand": { "$type": "color", "primary": { "$value": "#6200EE" }, "onPrimary": { "$value": "#FFFFFF" }, "on-secondary": { "$value": "#000000" }, "secondary": { "$value": "#03DAC6" } },
              "other": { "$type": "color", "background": { "$value": "#000000" } }
            }
            """
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let model = try #require(
            Pipeline.constantsModel(
                Configuration.TokensJob(input: folder + "/t.tokens.json", output: folder + "/T.swift"), diagnostics: diagnostics))
        let pairs = TokenGallery(model).contrastPairs.map {
            "\($0.foreground) on \($0.background): \(HealthReport.ratioText($0.contexts[0].ratio))"
        }
        #expect(
            pairs == [
                "brand.onPrimary on brand.primary: 7.62:1", "brand.on-secondary on brand.secondary: 11.84:1",
                "button.text on button.background: 5.24:1", "card.textColor on card.surface: 18.09:1",
                "card.textColor on card.fill: 16.27:1",
            ])
    }

    /// 600 colours whose names all loosen to `text` on 600 that loosen to `background`: 360,000 pairs by the
    /// names, of which the group's bound (its 1,200 colours and the 48 name pairs) are checked and the rest counted.
    @Test func pairsAreLinearInTheColours() throws {
        let texts = (0..<600).map { "\"text\(String(repeating: "-", count: $0))\": { \"$value\": \"#111111\" }" }
        let grounds = (0..<600).map { "\"background\(String(repeating: "_", count: $0))\": { \"$value\": \"#FFFFFF\" }" }
        let folder = try temporaryFolder(files: [
            "t.tokens.json": "{\"g\": {\"$type\": \"color\", \((texts + grounds).joined(separator: ", "))}}"
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let model = try #require(
            Pipeline.constantsModel(
                Configuration.TokensJob(input: folder + "/t.tokens.json", output: folder + "/T.swift"), diagnostics: DiagnosticCollector()))
        let gallery = TokenGallery(model)
        #expect(gallery.contrastPairs.count == 1_248)
        #expect(gallery.leftOutPairs == 360_000 - 1_248)
        #expect(
            HealthReport.galleryHTML(gallery).contains(
                "<p>358752 more pairs not checked: names that differ only in case or separators (<code>text</code>, <code>Text</code>, <code>t-ext</code>) pair each colour with many; give each colour a name of its own.</p>"
            ))
    }

    /// Contexts said as a reader would: a whole product per modifier, a modifier all of whose contexts are
    /// there left out, else each combination.
    @Test func contextLabels() {
        let location = SourceLocation(path: "r.json", line: 1, column: 1)
        let modifiers = [
            TokenModifier(name: "theme", contexts: ["light", "dark"], location: location),
            TokenModifier(name: "size", contexts: ["s", "m", "l"], location: location),
        ]
        #expect(TokenGallery.label(of: [[1, 0], [1, 1], [1, 2]], modifiers: modifiers) == "theme: dark")
        #expect(TokenGallery.label(of: [[0, 0], [1, 0]], modifiers: modifiers) == "size: s")
        #expect(TokenGallery.label(of: [[0, 0], [0, 1], [1, 0], [1, 1]], modifiers: modifiers) == "size: s, m")
        #expect(TokenGallery.label(of: [[0, 0], [1, 1]], modifiers: modifiers) == "theme: light · size: s; theme: dark · size: m")
        // Fifty modifiers of four contexts, three combinations that differ in every one: the product of what
        // they take (3^50, beyond Int) is never multiplied out.
        let many = (0..<50).map { TokenModifier(name: "m\($0)", contexts: ["a", "b", "c", "d"], location: location) }
        let label = TokenGallery.label(of: (0..<3).map { Array(repeating: $0, count: 50) }, modifiers: many)
        #expect(label.hasPrefix("m0: a · m1: a · ") && label.hasSuffix("m48: c · m49: c"))
    }
}
