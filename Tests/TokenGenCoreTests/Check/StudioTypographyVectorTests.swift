import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck

/// Tokens Studio's typographies as its transforms' suite reads their parts (`transformLineHeight.spec.ts`,
/// `css/transformLetterSpacing.spec.ts`) and as Tokens Studio applies them, one vector a line on a 16 pt font:
/// the parts written, and the line height (a multiple of the size), the letter spacing in points and the
/// weight tokengen holds (nil: left out, with a warning).
@Suite struct StudioTypographyVectorTests {
    static let vectors: [(parts: String, expected: (lineHeight: Double, letterSpacing: Double, weight: Double, families: [String])?)] = [
        (#""lineHeight": "50%""#, (0.5, 0, 400, ["Inter"])),
        (#""lineHeight": "150%""#, (1.5, 0, 400, ["Inter"])),
        // A number is points, as in Figma's field — unless no font could use it so (below half the size) and it
        // is a multiple fonts use: the suite passes `1` and `2.2` on as CSS's unitless multiplier.
        (#""lineHeight": 1"#, (1, 0, 400, ["Inter"])),
        (#""lineHeight": "1.125""#, (1.125, 0, 400, ["Inter"])),
        (#""lineHeight": 2.2"#, (2.2, 0, 400, ["Inter"])),
        (#""lineHeight": "24""#, (1.5, 0, 400, ["Inter"])),
        (#""lineHeight": "{lh.points}""#, (1.5, 0, 400, ["Inter"])),
        (#""lineHeight": "{lh.unitless}""#, (1.25, 0, 400, ["Inter"])),
        (#""lineHeight": "{fs} * 1.5""#, (1.5, 0, 400, ["Inter"])),
        (#""lineHeight": "AUTO""#, (1, 0, 400, ["Inter"])),
        (#""lineHeight": 6"#, nil),  // 6 points on 16: 0.375 of the size, which no font uses
        (#""lineHeight": "100""#, nil),  // 100 points: 6.25 times the size
        (#""letterSpacing": "50%""#, (1, 8, 400, ["Inter"])),  // 0.5em
        (#""letterSpacing": "-2%""#, (1, -0.32, 400, ["Inter"])),
        (#""letterSpacing": "0.5""#, (1, 0.5, 400, ["Inter"])),
        // What Tokens Studio fills: no family is the system font, no weight the regular one.
        (#""fontWeight": null"#, nil),
        (#""fontFamily": null"#, nil),
    ]

    @Test func typographiesAsTheSuiteReadsThem() throws {
        var members = [
            #""fs": {"value": "16", "type": "fontSizes"}, "lh": {"points": {"value": "24", "type": "lineHeights"}, "unitless": {"value": "1.25", "type": "lineHeights"}}"#
        ]
        for (index, vector) in Self.vectors.enumerated() {
            members.append(
                #""t\#(index)": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "Regular", "fontSize": "{fs}", \#(vector.parts)}}"#)
        }
        members.append(#""noWeight": {"type": "typography", "value": {"fontFamily": "Inter", "fontSize": "{fs}", "lineHeight": "150%"}}"#)
        members.append(#""noFamily": {"type": "typography", "value": {"fontWeight": "Bold", "fontSize": "{fs}", "lineHeight": "150%"}}"#)
        members.append(#""noSize": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "Bold"}}"#)
        let diagnostics = DiagnosticCollector()
        let raw = TokenSetReader.read(
            [(Array(("{" + members.joined(separator: ",\n") + "}").utf8), "t.json")], options: .init(tool: nil), diagnostics: diagnostics)
        let set = try #require(raw.flatMap { TokenSetResolver.resolve($0, diagnostics: diagnostics) })
        func font(_ path: String) -> (lineHeight: Double, letterSpacing: Double, weight: Double, families: [String])? {
            guard case .typography(let font)? = set.tokens.first(where: { $0.dottedPath == path })?.value else { return nil }
            return (font.lineHeight, font.letterSpacing, font.weight, font.families)
        }
        for (index, vector) in Self.vectors.enumerated() {
            let found = font("t\(index)")
            #expect(found?.lineHeight == vector.expected?.lineHeight, "\(vector.parts)")
            #expect(found?.letterSpacing == vector.expected?.letterSpacing, "\(vector.parts)")
            #expect(found?.weight == vector.expected?.weight, "\(vector.parts)")
            #expect(found?.families == vector.expected?.families, "\(vector.parts)")
        }
        #expect(font("noWeight").map { [$0.lineHeight, $0.weight] } == [1.5, 400])
        #expect(font("noFamily").map(\.families) == [])
        #expect(font("noFamily").map(\.weight) == 700)
        #expect(font("noSize") == nil)
        #expect(
            diagnostics.diagnostics.filter { $0.message.contains("without 'font") || $0.message.contains("needs 'fontSize'") }.map(\.formatted) == [
                "t.json:19:45: warning: a Tokens Studio typography without 'fontWeight' is not in the 2025.10 format; Tokens Studio applies the regular weight; tokengen reads 400: write it for the 2025.10 format (one warning per file)",
                "t.json:20:45: warning: a Tokens Studio typography without 'fontFamily' is not in the 2025.10 format; Tokens Studio applies the system font; tokengen reads the system font: write it for the 2025.10 format (one warning per file)",
                "t.json:21:43: warning: the typography 'noSize' needs 'fontSize'; the token 'noSize' is left out",
            ])
    }

    /// A Tokens Studio border without a style is drawn solid, as Tokens Studio draws it; in a 2025.10 file it is
    /// left out, as the format requires one.
    @Test func aBorderWithoutAStyle() throws {
        let studio = ##"{"b": {"type": "border", "value": {"color": "#000000", "width": "{w}"}}, "w": {"value": "1", "type": "borderWidth"}}"##
        let dtcg = ##"{"b": {"$type": "border", "$value": {"color": "#000000", "width": {"value": 1, "unit": "px"}}}}"##
        for (json, expected) in [(studio, StrokeStyleValue.keyword("solid") as StrokeStyleValue?), (dtcg, nil)] {
            let diagnostics = DiagnosticCollector()
            let raw = TokenSetReader.read([(Array(json.utf8), "b.json")], options: .init(tool: nil), diagnostics: diagnostics)
            let set = raw.flatMap { TokenSetResolver.resolve($0, diagnostics: diagnostics) }
            guard case .border(let border)? = set?.tokens.first(where: { $0.dottedPath == "b" })?.value else {
                #expect(expected == nil)
                #expect(diagnostics.diagnostics.contains { $0.message.contains("needs 'style'") || $0.message.contains("style") })
                continue
            }
            #expect(border.style == expected)
            #expect(border.width == 1)
        }
    }
}
