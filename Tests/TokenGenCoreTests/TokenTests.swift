import Foundation
import Testing
@testable import TokenGenCore

func readTokens(_ name: String) -> (TokenFile?, String) {
    let diagnostics = DiagnosticCollector()
    let bytes = [UInt8](FileManager.default.contents(atPath: fixturePath("tokens/" + name))!)
    let file = TokenFileReader.read(bytes, path: "tokens/" + name, diagnostics: diagnostics)
    return (diagnostics.hasErrors ? nil : file, report(diagnostics))
}

@Suite struct TokenTests {
    /// JSON token files read with tokengen's JSON reader: a BOM, CRLF, a root `$schema`, a surrogate-pair
    /// escape and a key of 1,100 characters (both of which libyaml rejects), with exact positions.
    @Test func jsonTokenFiles() throws {
        let (file, diagnostics) = readTokens("json-edges.tokens.json")
        #expect(diagnostics == "")
        let tokens = try #require(file).tokens
        #expect(tokens.map(\.dottedPath) == ["color.brand", "color.alias", "size." + String(repeating: "k", count: 1_100), "opacity"])
        #expect(tokens[0].description == "Palette 🎨 brand")
        #expect(tokens[0].value == .color(ColorValue(red: 0.36, green: 0.2, blue: 1, alpha: 1, hex: "#5C33FF", colorSpace: "srgb")))
        #expect(tokens[1].value == tokens[0].value)
        #expect(tokens[2].value == .dimension(4))
        #expect(tokens[3].deprecation == "")
        let (_, broken) = readTokens("broken.tokens.json")
        #expect(broken == #"tokens/broken.tokens.json:3:28: error: invalid JSON: expected ',' or '}' after the value of "$type", found '"'"#)
    }

    @Test func everyTypeAndForm() throws {
        let (file, diagnostics) = readTokens("valid.tokens.yml")
        #expect(diagnostics == "")
        let values = Dictionary(uniqueKeysWithValues: try #require(file).tokens.map { ($0.dottedPath, $0.value) })
        func color(_ hex: String, _ r: Double, _ g: Double, _ b: Double, _ a: Double, _ space: String = "srgb") -> TokenValue {
            .color(ColorValue(red: r, green: g, blue: b, alpha: a, hex: hex, colorSpace: space))
        }
        #expect(values["color.short"] == color("#FF00AA", 1, 0, 170.0 / 255, 1))
        #expect(values["color.long"] == color("#5C33FF", 92.0 / 255, 51.0 / 255, 1, 1))
        #expect(values["color.argb"] == color("#000000", 0, 0, 0, 0.8))
        #expect(values["color.object"] == color("#FF8000", 1, 0.5, 0, 0.25, "display-p3"))
        #expect(values["color.chained"] == values["color.long"])
        #expect(values["size.bare"] == .dimension(12))
        #expect(values["size.px"] == .dimension(16))
        #expect(values["size.pt"] == .dimension(8))
        #expect(values["size.rem"] == .dimension(15))
        #expect(values["size.object"] == .dimension(4))
        #expect(values["misc.opacity"] == .number(0.2))
        #expect(values["misc.short"] == .duration(0.25))
        #expect(values["misc.long"] == .duration(2))
        #expect(values["misc.object"] == .duration(0.3))
        #expect(values["misc.family"] == .fontFamily(["Hind"]))
        #expect(values["misc.families"] == .fontFamily(["Hind", "system"]))
        #expect(values["misc.weight"] == .fontWeight(600))
        #expect(values["misc.named"] == .fontWeight(800))
        #expect(values["text.body"] == .typography(TypographyValue(families: ["Hind", "system"], size: 16, weight: 400, letterSpacing: -0.5, lineHeight: 1.4)))
        #expect(values["fill"] == .gradient(GradientValue(stops: [
            .init(color: ColorValue(red: 92.0 / 255, green: 51.0 / 255, blue: 1, alpha: 1, hex: "#5C33FF", colorSpace: "srgb"), position: 0),
            .init(color: ColorValue(red: 1, green: 1, blue: 1, alpha: 1, hex: "#FFFFFF", colorSpace: "srgb"), position: 1),
        ], direction: .toTrailing)))
        #expect(values["glow"] == .shadow(ShadowValue(
            color: ColorValue(red: 251.0 / 255, green: 100.0 / 255, blue: 182.0 / 255, alpha: 0.2, hex: "#FB64B6", colorSpace: "srgb"),
            offsetX: 0, offsetY: 0, blur: 20, spread: 0
        )))
    }

    @Test(arguments: [
        ("no-alpha-convention.tokens.yml", """
        tokens/no-alpha-convention.tokens.yml:3:11: error: '#CC000000' has 8 digits, which tools read differently (ARGB or RGBA); declare the file's reading at its root: $extensions: { tokengen: { hexAlpha: argb } } (or rgba)
        """),
        ("transparent.tokens.yml", """
        tokens/transparent.tokens.yml:4:11: warning: '#00FF0080' is fully transparent when read as ARGB (as this file declares); read the other way it would be visible
        """),
        ("unquoted-hex.tokens.yml", """
        tokens/unquoted-hex.tokens.yml:3:3: error: '$value' is empty: an unquoted '#' starts a YAML comment; quote the colour: "#5C33FF"
        """),
        ("unquoted-reference.tokens.yml", """
        tokens/unquoted-reference.tokens.yml:4:11: error: an unquoted {brand} is a YAML mapping; quote the reference: "{brand}"
        """),
        ("no-type.tokens.yml", """
        tokens/no-type.tokens.yml:1:1: error: the token 'spacing' has no type: add '$type' to it or to its group
        """),
        ("cycle.tokens.yml", """
        tokens/cycle.tokens.yml:1:1: error: reference cycle: a (line 1) → b (line 2) → c (line 3) → a (line 1)
        """),
        ("missing-reference.tokens.yml", """
        tokens/missing-reference.tokens.yml:4:20: error: 'color.title' refers to '{color.brnd}', which is not a token; did you mean '{color.brand}'?
        """),
        ("wrong-type-reference.tokens.yml", """
        tokens/wrong-type-reference.tokens.yml:2:32: error: '{size}' is a dimension, but 'title' needs a color here
        """),
        ("invalid-utf8.tokens.yml", "tokens/invalid-utf8.tokens.yml:4:4: error: invalid YAML: invalid leading UTF-8 octet (byte 0xFF)"),
        ("control-character.tokens.yml", "tokens/control-character.tokens.yml:4:4: error: invalid YAML: control characters are not allowed (U+0001)"),
        ("nbsp-key.tokens.yml", "tokens/nbsp-key.tokens.yml:3:11: error: '[U+00A0 (no-break space)] $value' must be a token (a mapping with '$value') or a group, found a scalar"),
        ("cr-only.tokens.yml", #"tokens/cr-only.tokens.yml:3:11: error: expected a number, found the text "x""#),
        ("out-of-range.tokens.yml", #"""
        tokens/out-of-range.tokens.yml:1:28: error: '#１２３' is not a hex colour; write #RGB, #RRGGBB or, with a declared hexAlpha, 8 digits
        tokens/out-of-range.tokens.yml:2:32: error: '1e308rem' is a number with an exponent before its unit, which no unit form allows; write the number out, as in "1e+308rem" or {value, unit}
        tokens/out-of-range.tokens.yml:3:32: error: the value inf is out of range: it must be finite, and 0 or at least 2.2250738585072014e-308 in size
        tokens/out-of-range.tokens.yml:5:32: error: '1e3px' is a number with an exponent before its unit, which no unit form allows; write the number out, as in "1000px" or {value, unit}
        tokens/out-of-range.tokens.yml:6:29: error: expected a number, found '.inf'
        """#),
        ("bad-unit.tokens.yml", """
        tokens/bad-unit.tokens.yml:1:32: error: unknown unit 'em'; expected one of pt, px, rem
        tokens/bad-unit.tokens.yml:2:31: error: unknown unit 'h'; expected one of ms, s
        tokens/bad-unit.tokens.yml:3:32: error: unknown unit 'vw'; expected one of pt, px, rem
        """),
        ("bad-weight.tokens.yml", """
        tokens/bad-weight.tokens.yml:1:33: error: a font weight must be from 1 to 1000, found 1200
        tokens/bad-weight.tokens.yml:2:33: error: expected a font weight (1 to 1000, or thin, extra-light, light, normal, medium, semi-bold, bold, extra-bold, black), found 'fat'
        """),
        ("bad-shapes.tokens.yml", """
        tokens/bad-shapes.tokens.yml:1:29: error: expected a number, found the text "0.5"
        tokens/bad-shapes.tokens.yml:2:28: error: '#12345' is not a hex colour; write #RGB, #RRGGBB or, with a declared hexAlpha, 8 digits
        tokens/bad-shapes.tokens.yml:3:33: error: the typography 'c' needs 'fontWeight'
        tokens/bad-shapes.tokens.yml:4:72: error: a stop position must be from 0 to 1, found 2.0
        tokens/bad-shapes.tokens.yml:5:29: error: expected a shadow {color, offsetX, offsetY, blur, spread}, found '3'
        tokens/bad-shapes.tokens.yml:6:42: error: 'colorSpace' must be 'srgb' or 'display-p3'
        """),
        ("unknown-type.tokens.yml", """
        tokens/unknown-type.tokens.yml:1:13: error: unknown $type 'colour'; expected one of color, dimension, number, duration, fontFamily, fontWeight, typography, gradient, shadow
        """),
        ("duplicate-key.tokens.yml", """
        tokens/duplicate-key.tokens.yml:2:1: error: duplicate key 'a' (first at line 1)
        tokens/duplicate-key.tokens.yml:1:1: note: 'a' first defined here
        """),
        ("billion-laughs.tokens.yml", """
        tokens/billion-laughs.tokens.yml:2:10: error: YAML aliases (*name) are not supported; write the value out, or use a token reference "{group.token}"
        """),
        ("deep.tokens.yml", """
        tokens/deep.tokens.yml:1:67: error: the YAML is nested more than 64 levels deep
        """),
    ])
    func diagnostics(name: String, expected: String) {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(readTokens(name).1 == expected)
        }
        #expect(elapsed < .seconds(1))
    }

    @Test func nameCollisionIsAnError() throws {
        let (file, _) = readTokens("name-collision.tokens.yml")
        let diagnostics = DiagnosticCollector()
        let tokens = try #require(file)
        #expect(ConstantsEmitter.emit(tokens, options: ConstantsOptions(), diagnostics: diagnostics) == nil)
        #expect(report(diagnostics) == """
        tokens/name-collision.tokens.yml:3:1: error: 'title.color' (line 2) and 'titleColor' (line 3) both become 'titleColor'; rename one of them
        tokens/name-collision.tokens.yml:2:3: note: 'title.color' is here
        """)
    }

    /// The committed `Generated/SummaryConstants.swift` compiled under the strict flags, used from nonisolated code.
    @Test func summaryConstantsCompileAndHoldTheBriefsValues() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let output = try compileAndRun([
            "SummaryConstants.swift": try String(contentsOfFile: root + "/Generated/SummaryConstants.swift", encoding: .utf8),
            "main.swift": """
            nonisolated func values() -> String {
                let constants = SummaryConstants()
                let title = constants.titleColor
                return "\\(title.red) \\(title.green) \\(title.blue) \\(title.alpha) \\(constants.bodyFont.lineSpacing) \\(constants.passwordFont.letterSpacing) \\(constants.toastDuration)"
            }
            print(values())
            """,
        ])
        #expect(output == "0.0 0.0 0.0 0.8 6.4 -1.5 2.0\n")
    }

    @Test func keywordsAndDeprecationCompile() throws {
        let (file, _) = readTokens("keyword-names.tokens.yml")
        let (valid, _) = readTokens("valid.tokens.yml")
        let diagnostics = DiagnosticCollector()
        let keywordFile = try #require(file)
        let validFile = try #require(valid)
        let keywords = try #require(ConstantsEmitter.emit(keywordFile, options: ConstantsOptions(typeName: "Keywords"), diagnostics: diagnostics))
        let all = try #require(ConstantsEmitter.emit(validFile, options: ConstantsOptions(typeName: "Valid"), diagnostics: diagnostics))
        #expect(all.contains("""
            /// Line one */ still comment
            /// line two
            @available(*, deprecated, message: "Use misc.opacity.")
            public let miscOld: Swift.Double = 1.0
        """))
        let output = try compileAndRun([
            "Keywords.swift": keywords,
            "Valid.swift": all,
            "main.swift": "print(Keywords().`default`, Keywords()._2x, Valid().textBody.lineSpacing, Valid().sizeRem)",
        ])
        #expect(output == "1.0 2.0 6.4 15.0\n")
    }
}
