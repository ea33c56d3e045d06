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

func readTokens(_ name: String) -> (TokenSet?, String) {
    let diagnostics = DiagnosticCollector()
    let bytes = [UInt8](FileManager.default.contents(atPath: fixturePath("tokens/" + name))!)
    let file = TokenSetReader.resolved(bytes, path: "tokens/" + name, diagnostics: diagnostics)
    // The per-file summaries follow the diagnostics, as the command line prints them.
    return (
        diagnostics.hasErrors ? nil : file, ([report(diagnostics)] + diagnostics.summaries).filter { !$0.isEmpty }.joined(separator: "\n")
    )
}

extension TokenValue {
    var colorHex: String? {
        guard case .color(let color) = self else { return nil }
        return color.hex
    }
}

@Suite struct TokenTests {
    /// Figma's `string` and `boolean` variables (not DTCG types) become `String` and `Bool` constants, with one
    /// warning per file and type; a job of `tool: figma` reads them without a warning (their values:
    /// GeneratedCodeTests).
    @Test func figmaStringAndBooleanTypes() throws {
        let (tokens, diagnostics) = readTokens("figma-types.tokens.json")
        #expect(
            diagnostics == """
                tokens/figma-types.tokens.json:4:16: warning: 'string' is not a type of the 2025.10 format but Figma's, for its text variables; tokens of it are read as String constants (one warning per file; 'tool: figma' in the job reads them without it)
                tokens/figma-types.tokens.json:12:14: warning: 'boolean' is not a type of the 2025.10 format but Figma's, for its switch variables; tokens of it are read as Bool constants (one warning per file; 'tool: figma' in the job reads them without it)
                """)
        let quiet = DiagnosticCollector()
        var job = Configuration.TokensJob(
            inputs: [fixturePath("tokens/figma-types.tokens.json")], output: "F.swift", options: ConstantsOptions())
        job.tool = .figma
        #expect(Pipeline.tokens(job, diagnostics: quiet) != nil)
        #expect(quiet.diagnostics.isEmpty)

        let set = try #require(tokens)
        let code = try #require(Pipeline.constants(set, options: ConstantsOptions(), diagnostics: DiagnosticCollector()))
        #expect(code.contains("    public var featureDarkMode: Swift.Bool { true }\n"))
    }

    /// Forms real exports hold that bend the 2025.10 format, read with one warning per file and form: a token
    /// without `$type` whose value is a colour or dimension object, a `hex` of 8 or 3 digits beside
    /// `components` (the components win), a zero with an empty unit, a property without `$` beside `$value`;
    /// and the format's own forms: a reference without `$type` takes the referenced token's type, `"none"` as a
    /// JSON string is a missing component (the values: GeneratedCodeTests).
    @Test func exportFormsReadWithWarnings() throws {
        let (tokens, diagnostics) = readTokens("export-forms.tokens.json")
        #expect(
            diagnostics == """
                tokens/export-forms.tokens.json:4:3: warning: a token without '$type' is not in the 2025.10 format; its value is a colour object, so tokengen reads it as a color; add "$type": "color" (one warning per file)
                tokens/export-forms.tokens.json:6:97: warning: a colour object's 'hex' of 8 digits is not in the 2025.10 format; the format's 'hex' is "#RRGGBB"; tokengen uses the components (one warning per file)
                tokens/export-forms.tokens.json:8:45: warning: a zero with an empty unit is not in the 2025.10 format; write a unit, as in {"value": 0, "unit": "px"}; tokengen reads it as 0 (one warning per file)
                tokens/export-forms.tokens.json:9:46: warning: the token 'stray' has a property 'alpha' without '$', which no tool reads beside '$value'; it is ignored: remove it, or put it in '$extensions' (one warning per file)
                tokens/export-forms.tokens.json:10:3: warning: a token without '$type' is not in the 2025.10 format; its value is a dimension object, so tokengen reads it as a dimension; add "$type": "dimension" (one warning per file)
                """)
        #expect(tokens?.tokens.count == 9)
    }

    /// What the format's modules require but files leave out or bend is read with the format's natural value and
    /// a warning at its line: a hue of 360 (hues are below 360), a font family that is a number, a shadow
    /// without `blur`, a transition without `delay`, a typography without `letterSpacing` (the values read:
    /// GeneratedCodeTests).
    @Test func specRequirementsWarnAndReadDefaults() throws {
        let (tokens, diagnostics) = readTokens("spec-defaults.tokens.json")
        #expect(
            diagnostics == """
                tokens/spec-defaults.tokens.json:2:78: warning: a hue of 360 is not in the 2025.10 format; a hue is from 0 to less than 360; tokengen reads it as 0, the same angle (one warning per file)
                tokens/spec-defaults.tokens.json:3:57: warning: a font family name that is not a text is not in the 2025.10 format; quote it; tokengen reads 12 as the name "12" (one warning per file)
                tokens/spec-defaults.tokens.json:4:42: warning: a shadow without 'blur' is not in the 2025.10 format; the format requires it; tokengen reads it as 0 (one warning per file)
                tokens/spec-defaults.tokens.json:5:46: warning: a transition without 'delay' is not in the 2025.10 format; the format requires it; tokengen reads it as 0 (one warning per file)
                tokens/spec-defaults.tokens.json:6:46: warning: a typography without 'letterSpacing' is not in the 2025.10 format; the format requires it; tokengen reads letterSpacing as 0 (one warning per file)
                """)
        #expect(tokens?.tokens.count == 5)
    }

    /// A group that extends its own ancestor would contain itself: the `$extends` is ignored with a warning.
    @Test func extendingAnAncestorIsIgnored() throws {
        let (tokens, diagnostics) = readTokens("extends-ancestor.tokens.json")
        #expect(
            diagnostics
                == "tokens/extends-ancestor.tokens.json:4:26: warning: the group 'base.ext' extends 'base', which contains it, so it would contain itself; the '$extends' is ignored: extend a group outside it"
        )
        #expect(try #require(tokens).tokens.map(\.dottedPath) == ["base.a", "base.ext.b"])
    }

    /// References everywhere the Format module allows them: a token that is only `{"$ref": …}` (an alias), a
    /// `$ref` or curly reference as a colour component (also to a part of another value), references as the
    /// elements of a shadow list, and `{group.$root}` / `#/group/$root` for a group's own token: read without a
    /// warning (the values they resolve to: GeneratedCodeTests).
    @Test func referencesEverywhereTheFormatAllows() throws {
        let (tokens, diagnostics) = readTokens("spec-references.tokens.json")
        #expect(diagnostics == "")
        #expect(tokens?.tokens.count == 9)
    }

    /// `figmaTypes: true` in a tokens job of the configuration, the older spelling of `tool: figma`, with a warning
    /// that says so; anything but true or false is an error.
    @Test func figmaTypesConfigurationKey() throws {
        let diagnostics = DiagnosticCollector()
        #expect(Configuration.load(path: fixturePath("config/figma-types.yml"), project: fixtures, diagnostics: diagnostics) == nil)
        #expect(
            report(diagnostics) == """
                config/figma-types.yml:4:17: warning: 'figmaTypes' is an older spelling of 'tool: figma', which reads Figma's types and its other forms: write 'tool: figma' instead
                config/figma-types.yml:7:17: error: 'figmaTypes' must be one of 'true', 'false', found 'yes'
                """)
        let text = try String(contentsOfFile: fixturePath("config/figma-types.yml"), encoding: .utf8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/config", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/tokens", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(
            atPath: fixturePath("tokens/figma-types.tokens.json"), toPath: folder + "/tokens/figma-types.tokens.json")
        try String(text.split(separator: "\n").prefix(4).joined(separator: "\n")).write(
            toFile: folder + "/config/t.yml", atomically: true, encoding: .utf8)
        let quiet = DiagnosticCollector()
        let configuration = try #require(Configuration.load(path: folder + "/config/t.yml", project: folder, diagnostics: quiet))
        #expect(configuration.tokens.map(\.tool) == [.figma])
        #expect(quiet.diagnostics.count == 1)
        #expect(Pipeline.run(configuration, diagnostics: quiet).count == 1)
        #expect(quiet.diagnostics.count == 1)
    }

    /// A Figma variable whose value is not of its type is left out, the rest generates.
    @Test func figmaTypesNeedTheirShape() {
        let (tokens, diagnostics) = readTokens("bad-figma-types.tokens.json")
        #expect(tokens?.tokens.isEmpty == true)
        #expect(
            diagnostics == """
                tokens/bad-figma-types.tokens.json:2:22: warning: 'boolean' is not a type of the 2025.10 format but Figma's, for its switch variables; tokens of it are read as Bool constants (one warning per file; 'tool: figma' in the job reads them without it)
                tokens/bad-figma-types.tokens.json:2:43: warning: expected true or false, found the text "true"; the token 'flag' is left out
                tokens/bad-figma-types.tokens.json:3:23: warning: 'string' is not a type of the 2025.10 format but Figma's, for its text variables; tokens of it are read as String constants (one warning per file; 'tool: figma' in the job reads them without it)
                tokens/bad-figma-types.tokens.json:3:43: warning: expected a text, found a mapping; the token 'label' is left out
                tokens/bad-figma-types.tokens.json: 2 tokens, 2 left out (2 unreadable values)
                """)
    }

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
        #expect(
            broken == #"tokens/broken.tokens.json:3:28: error: invalid JSON: expected ',' or '}' after the value of "$type", found '"'"#)
    }

    /// A token set in several files, merged in order: references across files, a later file's token
    /// replaces an earlier one, JSON and YAML mixed; as a configuration job with `inputs`.
    @Test func tokenSetsInSeveralFiles() throws {
        let diagnostics = DiagnosticCollector()
        let configuration = try #require(
            Configuration.load(path: fixturePath("config/token-set.yml"), project: fixtures, diagnostics: diagnostics))
        let jobs = Pipeline.run(configuration, diagnostics: diagnostics)
        #expect(report(diagnostics) == "")
        let job = try #require(jobs.first)
        let file = job.output
        #expect(job.summary == "4 tokens")
        #expect(job.inputs.map { PathText.fileName(of: $0) } == ["palette.tokens.json", "theme.tokens.yml"])
        #expect(file.contents.hasPrefix("// Generated by tokengen from palette.tokens.json, theme.tokens.yml."))
        #expect(
            file.contents.contains(
                "public var accent: Color { Color(red: 0.36, green: 0.2, blue: 1.0, alpha: 1.0, hex: \"#5C33FF\", colorSpace: .sRGB) }"))
        #expect(file.contents.contains("public var spaceSmall: Swift.Double { 6.0 }"))
        #expect(!file.contents.contains("= 4.0"))
    }

    /// `$root` is a group's own token; a group's `$deprecated` applies to its tokens unless they say otherwise.
    @Test func rootTokensAndDeprecatedGroups() throws {
        let (file, diagnostics) = readTokens("root-and-deprecated.tokens.yml")
        #expect(diagnostics == "")
        let tokens = try #require(file).tokens
        #expect(tokens.map(\.dottedPath) == ["color.accent", "color.accent.light", "color.link", "legacy.opacity", "legacy.kept"])
        #expect(tokens[2].value == tokens[0].value)
        #expect(tokens.map(\.deprecation) == [nil, nil, nil, "Use color.accent.", nil])
    }

    /// A group's `$extends` inherits the tokens of its base group (and their types) that it does not define;
    /// chains work, cycles and unknown groups are errors.
    @Test func groupsExtendingGroups() throws {
        let (file, diagnostics) = readTokens("extends.tokens.yml")
        #expect(diagnostics == "")
        let values = Dictionary(uniqueKeysWithValues: try #require(file).tokens.map { ($0.dottedPath, $0.value) })
        #expect(values.count == 7)
        #expect(values["button-danger.text"] == values["button.text"])
        #expect(values["button-danger.background"] != values["button.background"])
        #expect(values["button-danger-small.background"] == values["button-danger.background"])
        #expect(values["button-danger-small.radius"] == .dimension(4))
        let (_, cycle) = readTokens("extends-cycle.tokens.yml")
        #expect(
            cycle == """
                tokens/extends-cycle.tokens.yml:5:13: warning: '$extends' cycle: a → b → a; tokengen ignores it
                tokens/extends-cycle.tokens.yml:8:13: warning: '$extends' names '{missing}', which is no group; tokengen ignores it
                """)
    }

    /// A shadow token's value may be a list of shadows (drawn together, first on top) and a shadow may be
    /// `inset`; both hold their values (and compile: GeneratedCodeTests).
    @Test func layeredAndInsetShadows() throws {
        let (file, diagnostics) = readTokens("shadows.tokens.yml")
        #expect(
            diagnostics
                == "tokens/shadows.tokens.yml:5:9: warning: a shadow without 'spread' is not in the 2025.10 format; the format requires it; tokengen reads it as 0 (one warning per file)"
        )
        let tokens = try #require(file).tokens
        guard case .shadows(let layers) = tokens[0].value, case .shadow(let pressed) = tokens[1].value else {
            Issue.record("expected a list of shadows and one shadow, found \(tokens.map(\.value))")
            return
        }
        #expect(layers.map(\.offsetY) == [1, 4])
        #expect(layers.map(\.color.alpha) == [0.2, 0.1])
        #expect(pressed.inset)
    }

    /// Stroke styles (named or dashed), borders and transitions, with references inside them, hold their values
    /// (and compile: GeneratedCodeTests); a transition's `delay`, which the format requires, reads as 0 with a warning.
    @Test func strokesBordersAndTransitions() throws {
        let (file, diagnostics) = readTokens("strokes.tokens.yml")
        #expect(
            diagnostics
                == "tokens/strokes.tokens.yml:20:13: warning: a transition without 'delay' is not in the 2025.10 format; the format requires it; tokengen reads it as 0 (one warning per file)"
        )
        let tokenFile = try #require(file)
        let values = Dictionary(uniqueKeysWithValues: tokenFile.tokens.map { ($0.dottedPath, $0.value) })
        let dotted = StrokeStyleValue.dashes([4, 2], lineCap: "round")
        #expect(values["stroke.dashed"] == .strokeStyle(.keyword("dashed")))
        #expect(values["stroke.dotted-line"] == .strokeStyle(dotted))
        #expect(
            values["border.card"]
                == .border(
                    BorderValue(
                        color: ColorValue(red: 0.2, green: 0.4, blue: 0.6, alpha: 1, hex: "#336699", colorSpace: "srgb"), width: 1,
                        style: dotted
                    )))
        #expect(
            values["motion.fade"]
                == .transition(
                    TransitionValue(
                        duration: 0.2, delay: 0.1, timingFunction: CubicBezierValue(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
                    )))
        #expect(
            values["motion.slide"]
                == .transition(
                    TransitionValue(
                        duration: 0.15, delay: 0, timingFunction: CubicBezierValue(x1: 0, y1: 0, x2: 0.2, y2: 1)
                    )))
    }

    /// The format's gradient is a list of stops whose positions are clamped to 0…1; tokengen's earlier
    /// `{direction, stops}` form still reads, with a warning that says how to write it now.
    @Test func gradientForms() throws {
        let (file, diagnostics) = readTokens("gradients.tokens.yml")
        #expect(
            diagnostics == """
                tokens/gradients.tokens.yml:8:11: warning: {direction, stops} is tokengen's earlier gradient form; write the stops as the $value and the direction as $extensions: { tokengen: { direction: toTop } }
                """)
        let values = Dictionary(uniqueKeysWithValues: try #require(file).tokens.map { ($0.dottedPath, $0.value) })
        let black = ColorValue(red: 0, green: 0, blue: 0, alpha: 1, hex: "#000000", colorSpace: "srgb")
        let white = ColorValue(red: 1, green: 1, blue: 1, alpha: 1, hex: "#FFFFFF", colorSpace: "srgb")
        let stops = [GradientValue.Stop(color: black, position: 0), GradientValue.Stop(color: white, position: 1)]
        #expect(values["fade"] == .gradient(GradientValue(stops: stops, direction: .toBottom)))
        #expect(values["legacy"] == .gradient(GradientValue(stops: stops, direction: .toTop)))
    }

    /// Every colour space of the Color module becomes sRGB, or Display P3 when it lies outside sRGB. The
    /// expected components are coloraide 8.13's conversions (CSS Color 4's maths, rec2020 with gamma 2.4).
    /// Components whose conversion overflows are left out (`absurd`), not clamped.
    @Test func colorSpaces() throws {
        let (file, diagnostics) = readTokens("color-spaces.tokens.yml")
        #expect(
            diagnostics == """
                tokens/color-spaces.tokens.yml:17:50: warning: this lab colour lies outside Display P3; it is clipped to the nearest Display P3 colour
                tokens/color-spaces.tokens.yml:18:56: warning: this xyz-d65 colour's x, 1e+308, is too large to convert to sRGB or Display P3 (its maths overflows); write a colour within the space's gamut; the token 'c.absurd' is left out
                tokens/color-spaces.tokens.yml: 16 tokens, 1 left out (1 unreadable colour)
                """)
        let colors = Dictionary(
            uniqueKeysWithValues: try #require(file).tokens.compactMap { token -> (String, ColorValue)? in
                guard case .color(let color) = token.value else { return nil }
                return (token.path.last!, color)
            })
        let expected: [(String, String, [Double])] = [
            ("hsl", "srgb", [0.2, 0.4, 0.6]),
            ("hwb", "srgb", [0.2, 0.7, 0.2]),
            ("lab", "srgb", [0.521154642, 0.4236569531, 0.6685103407]),
            ("lch", "srgb", [0.4883317689, 0.6031810016, 0.3163219711]),
            ("oklab", "srgb", [0.6579189933, 0.3981731277, 0.6128733137]),
            ("oklch", "srgb", [0.2518309413, 0.6942495946, 0.7170636889]),
            ("a98", "display-p3", [0.1984660974, 0.5955349191, 0.2147107604]),
            ("prophoto", "srgb", [0.419415726, 0.5921118421, 0.3270857386]),
            ("rec2020", "srgb", [0.2907997811, 0.4849416163, 0.2241507028]),
            ("xyz65", "srgb", [0.5445482833, 0.7138221133, 0.4188878701]),
            ("xyz50", "srgb", [0.479043114, 0.7217248817, 0.4967802875]),
            ("lin", "srgb", [0.4845292045, 0.7353569831, 0.9063317533]),
            ("wide", "display-p3", [0.3178130546, 0.7366958771, 0.3791405947]),
            ("none", "srgb", [0.5, 0.5, 0.5]),
            ("huge", "display-p3", [1, 0, 0.5041537855]),
        ]
        for (name, space, components) in expected {
            let color = try #require(colors[name])
            #expect(color.colorSpace == space, "\(name)")
            // ProPhoto differs from coloraide by 2e-6 (its D50 white is computed, CSS's is rounded).
            for (actual, wanted) in zip([color.red, color.green, color.blue], components) {
                #expect(abs(actual - wanted) < 5e-6, "\(name): \(actual) vs \(wanted)")
            }
        }
        #expect(colors["wide"]?.hex == "#00C060")
        #expect(colors["hsl"]?.hex == "#336699")
    }

    /// JSON Pointer references (`{"$ref": "#/group/token/$value"}`) work wherever a curly reference does: as a
    /// token's value, inside a composite, in `$extends`, with `~0`/`~1` escapes and a file name before '#';
    /// and they may point at a part of a value (`#/glow/$value/0/color`, `#/blue/$value/components/2`).
    @Test func pointerReferences() throws {
        let (file, diagnostics) = readTokens("pointer-references.tokens.json")
        #expect(
            diagnostics
                == "tokens/pointer-references.tokens.json:10:5: warning: a shadow without 'spread' is not in the 2025.10 format; the format requires it; tokengen reads it as 0 (one warning per file)"
        )
        let values = Dictionary(uniqueKeysWithValues: try #require(file).tokens.map { ($0.dottedPath, $0.value) })
        let blue = ColorValue(red: 0, green: 0, blue: 1, alpha: 1, hex: "#0000FF", colorSpace: "srgb")
        let red = ColorValue(red: 1, green: 0, blue: 0, alpha: 1, hex: "#FF0000", colorSpace: "srgb")
        #expect(values["alias"] == .color(blue))
        #expect(values["typed"] == .color(red))
        #expect(values["edge"] == .border(BorderValue(color: blue, width: 1, style: .keyword("solid"))))
        #expect(values["theme.blue"] == .color(blue))
        #expect(values["escaped"] == .number(3))
        // Pointers into values: through a list of shadows, an alias, a reference inside the value, components.
        #expect(values["parts.firstColor"] == .color(red))
        #expect(values["parts.secondBlur"] == .dimension(8))
        #expect(values["parts.blueLevel"] == .number(1))
        #expect(values["parts.edgeColor"] == .color(blue))
        #expect(
            readTokens("bad-pointer-references.tokens.json").1 == """
                tokens/bad-pointer-references.tokens.json:3:44: warning: '#/base/blue/$value/components/7' points at nothing: the value of 'base.blue' has no '7' there; the token 'inside' is left out
                tokens/bad-pointer-references.tokens.json:4:51: warning: a '$ref' must be a JSON Pointer such as "#/group/token"; the token 'path' is left out
                tokens/bad-pointer-references.tokens.json:5:44: warning: 'missing' refers to '{base.green}', which is not a token (did you mean '{base.red}'?); the token 'missing' is left out
                tokens/bad-pointer-references.tokens.json:6:52: warning: a '$ref' must be alone in its object, and a text; the token 'extra' is left out
                tokens/bad-pointer-references.tokens.json:7:26: warning: 'untyped' refers to a part of a value ('#/base/blue/$value/components/0'); give it a $type; the token 'untyped' is left out
                tokens/bad-pointer-references.tokens.json:8:33: warning: '$extends' must point at a group, not into a value; tokengen ignores it
                tokens/bad-pointer-references.tokens.json:9:33: warning: '$extends' names '{base.blue}', which is a token, not a group; tokengen ignores it
                tokens/bad-pointer-references.tokens.json: 7 tokens, 5 left out (5 broken references)
                """)
    }

    /// A letterSpacing in em (before 2025.10) is read as that many times the font size, with one warning
    /// for the file.
    @Test func letterSpacingInEm() throws {
        let (file, diagnostics) = readTokens("em-letter-spacing.tokens.yml")
        #expect(
            diagnostics == """
                tokens/em-letter-spacing.tokens.yml:4:100: warning: a letterSpacing relative to the font size (em or %) is a form from before the 2025.10 format; write a dimension in px or rem; tokengen multiplies the font size by it (one warning per file)
                """)
        let values = Dictionary(uniqueKeysWithValues: try #require(file).tokens.map { ($0.dottedPath, $0.value) })
        #expect(
            values["text.title"]
                == .typography(TypographyValue(families: ["Hind"], size: 20, weight: 700, letterSpacing: 1, lineHeight: 1.2)))
        #expect(
            values["text.body"]
                == .typography(TypographyValue(families: ["Hind"], size: 16, weight: 400, letterSpacing: -8, lineHeight: 1.4)))
    }

    /// A lineHeight given as a dimension (before 2025.10) becomes the multiple of the font size that it is,
    /// with one warning for the file; with a font size of 0 it means nothing, and is an error.
    @Test func lineHeightAsADimension() throws {
        let (file, diagnostics) = readTokens("line-height-dimension.tokens.yml")
        #expect(
            diagnostics == """
                tokens/line-height-dimension.tokens.yml:1:33: warning: a typography without 'letterSpacing' is not in the 2025.10 format; the format requires it; tokengen reads letterSpacing as 0 (one warning per file)
                tokens/line-height-dimension.tokens.yml:1:117: warning: a lineHeight as a dimension is a form from before the 2025.10 format; write it as a number, the multiple of the font size; tokengen divides it by the font size (one warning per file)
                """)
        let heights = try #require(file).tokens.compactMap { token -> Double? in
            guard case .typography(let typography) = token.value else { return nil }
            return typography.lineHeight
        }
        #expect(heights == [1.5, 1.5, 1.5])
        #expect(
            readTokens("line-height-zero-size.tokens.yml").1 == """
                tokens/line-height-zero-size.tokens.yml:1:33: warning: a typography without 'letterSpacing' is not in the 2025.10 format; the format requires it; tokengen reads letterSpacing as 0 (one warning per file)
                tokens/line-height-zero-size.tokens.yml:1:116: warning: a lineHeight as a dimension is a form from before the 2025.10 format; write it as a number, the multiple of the font size; tokengen divides it by the font size (one warning per file)
                tokens/line-height-zero-size.tokens.yml:1:116: warning: a lineHeight in points needs a font size above 0; the token 'd' is left out
                tokens/line-height-zero-size.tokens.yml: 1 token, 1 left out (1 unreadable value)
                """)
    }

    /// The forms other tools write, each read as that tool means it with one warning per file and form: CSS
    /// colours, `dp`, numbers as texts, Tokens Studio's types, math and percentages, weight spellings, Style
    /// Dictionary's `value`/`type`/`comment`; a relative unit leaves its token out, and what refers to it.
    @Test func formsOfOtherTools() throws {
        let (file, diagnostics) = readTokens("tool-forms.tokens.json")
        #expect(
            diagnostics == """
                tokens/tool-forms.tokens.json:4:25: warning: a colour as a CSS text ("rgba(20, 20, 20, 0.4)") is not in the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha} (one warning per file)
                tokens/tool-forms.tokens.json:7:26: warning: a colour as a "#RRGGBB" text is a form from before the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: "#RRGGBB"} (one warning per file)
                tokens/tool-forms.tokens.json:8:25: warning: '#00000033' has 8 digits, which tokengen reads as CSS does, alpha last (RRGGBBAA); if the file's tool writes the alpha first (ARGB, as Android does), declare it at the file's root: $extensions: { tokengen: { hexAlpha: argb } } (one warning per file)
                tokens/tool-forms.tokens.json:13:23: warning: a dimension as a text ("8dp") is a form from before the 2025.10 format; write {value: 8, unit: dp} (one warning per file)
                tokens/tool-forms.tokens.json:13:23: warning: the unit 'dp' is not in the 2025.10 format; its units are px and rem; write px, the same size on Apple's platforms (one warning per file)
                tokens/tool-forms.tokens.json:14:25: warning: a dimension as a bare number is a form from before the 2025.10 format; write {value: 4, unit: px}; tokengen reads it as px (one warning per file)
                tokens/tool-forms.tokens.json:15:38: warning: a number as a text ("3") is not in the 2025.10 format; write it without quotes (one warning per file)
                tokens/tool-forms.tokens.json:16:25: warning: a value computed with math ("floor({size.text} * 2.6)") is not in the 2025.10 format; tokengen computes it as Tokens Studio does; write the result for the 2025.10 format (one warning per file)
                tokens/tool-forms.tokens.json:17:25: warning: the unit 'vw' is relative to the width of a web page's viewport, which a constant on its own has no size of; write px or rem; the token 'size.wide' is left out
                tokens/tool-forms.tokens.json:20:27: warning: 'spacing' is a type of Tokens Studio or Style Dictionary, not of the 2025.10 format; tokengen reads it as 'dimension', as they mean it: write "$type": "dimension" (one warning per file and type)
                tokens/tool-forms.tokens.json:21:27: warning: 'opacity' is a type of Tokens Studio or Style Dictionary, not of the 2025.10 format; tokengen reads it as 'number', as they mean it: write "$type": "number" (one warning per file and type)
                tokens/tool-forms.tokens.json:21:48: warning: a number as a percentage ("40%") is not in the 2025.10 format; write 0.4; tokengen reads a percentage as its hundredth (one warning per file)
                tokens/tool-forms.tokens.json:22:26: warning: 'fontWeights' is a type of Tokens Studio or Style Dictionary, not of the 2025.10 format; tokengen reads it as 'fontWeight', as they mean it: write "$type": "fontWeight" (one warning per file and type)
                tokens/tool-forms.tokens.json:22:51: warning: a font weight written 'Semi Bold' is not in the 2025.10 format; write 600 or 'semi-bold'; tokengen reads it as 600 (one warning per file)
                tokens/tool-forms.tokens.json:23:48: warning: 'studio.after' refers to '{size.wide}', which is left out; the token 'studio.after' is left out
                tokens/tool-forms.tokens.json:25:11: warning: this file is in Style Dictionary's format ('value' and 'type' without '$'); tokengen reads it as Style Dictionary does: write '$value' and '$type' for the 2025.10 format (one warning per file)
                tokens/tool-forms.tokens.json: 16 tokens, 2 left out (1 reference to a token left out; no Swift value: 1 relative unit)
                """)
        let tokens = try #require(file).tokens
        let values = Dictionary(uniqueKeysWithValues: tokens.map { ($0.dottedPath, $0.value) })
        let colors = values.compactMapValues { value -> String? in
            guard case .color(let color) = value else { return nil }
            return "\(color.hex) \(color.alpha)"
        }
        #expect(
            colors == [
                "css.rgba": "#141414 0.4", "css.rgbSpace": "#FF0000 0.5", "css.hsl": "#00FF00 1.0",
                "css.short": "#FF0000 0.5333333333", "css.long": "#000000 0.2", "css.clear": "#000000 0.0",
            ])
        #expect(values["size.dp"] == .dimension(8))
        #expect(values["size.text"] == .dimension(4))
        #expect(values["size.object"] == .dimension(3))
        #expect(values["size.math"] == .dimension(10))
        #expect(values["studio.spacing"] == .dimension(12))
        #expect(values["studio.opacity"] == .number(0.4))
        #expect(values["studio.weight"] == .fontWeight(600))
        #expect(values["sd.gap"] == .dimension(12))
        #expect(tokens.first { $0.dottedPath == "sd.gap" }?.description == "Between cards.")
        #expect(values["size.wide"] == nil && values["studio.after"] == nil)
        // `--warnings-as-errors` makes each of them an error, and nothing is generated.
        let strict = DiagnosticCollector(warningsAsErrors: true)
        #expect(
            Pipeline.tokens(
                Configuration.TokensJob(input: fixturePath("tokens/tool-forms.tokens.json"), output: "x.swift"), diagnostics: strict) == nil
        )
        #expect(strict.diagnostics.count == 16 && strict.diagnostics.allSatisfy { $0.severity == .error })
    }

    /// Tokens Studio's colour modifiers, computed as `@tokens-studio/sd-transforms` computes them: each value
    /// is the hex of the result its own tests expect (`hsl(0 50.598% 60.627%)` for lighten 0.2 in HSL, …).
    /// A modifier Tokens Studio would not apply leaves the colour unchanged, with a warning.
    @Test func tokensStudioColorModifiers() throws {
        let (file, diagnostics) = readTokens("studio-modifiers.tokens.json")
        #expect(
            diagnostics == """
                tokens/studio-modifiers.tokens.json:4:24: warning: a colour as a "#RRGGBB" text is a form from before the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: "#RRGGBB"} (one warning per file)
                tokens/studio-modifiers.tokens.json:11:84: warning: a Tokens Studio colour modifier ('lighten') is not in the 2025.10 format; tokengen computes the colour as Tokens Studio does; write the resulting colour for the 2025.10 format (one warning per file)
                tokens/studio-modifiers.tokens.json:25:112: warning: a value computed with math ("0.5 + 6 * 0.04") is not in the 2025.10 format; tokengen computes it as Tokens Studio does; write the result for the 2025.10 format (one warning per file)
                tokens/studio-modifiers.tokens.json:37:5: warning: this file is in Style Dictionary's format ('value' and 'type' without '$'); tokengen reads it as Style Dictionary does: write '$value' and '$type' for the 2025.10 format (one warning per file)
                tokens/studio-modifiers.tokens.json:41:102: warning: 'saturate' is not a Tokens Studio colour modifier (lighten, darken, mix, alpha), so Tokens Studio leaves the colour as it is; tokengen ignores it
                tokens/studio-modifiers.tokens.json:42:88: warning: a Tokens Studio colour modifier needs a 'space' (srgb, p3, hsl or lch); without one Tokens Studio leaves the colour as it is; tokengen ignores it
                tokens/studio-modifiers.tokens.json:43:95: warning: a Tokens Studio 'mix' modifier needs a 'color' to mix in; without one Tokens Studio leaves the colour as it is; tokengen ignores it
                tokens/studio-modifiers.tokens.json:45:105: warning: a Tokens Studio colour modifier needs a 'value': the amount, from 0 to 1; the token 'noAmount' is left out
                tokens/studio-modifiers.tokens.json: 24 tokens, 1 left out (1 unreadable value)
                """)
        let colors = try #require(file).tokens.reduce(into: [String: String]()) { colors, token in
            guard case .color(let color) = token.value, token.path[0] != "base" else { return }
            colors[token.dottedPath] = color.alpha < 1 ? "\(color.hex) \(color.alpha)" : color.hex
        }
        #expect(
            colors == [
                "lighten.hsl": "#CD6868", "lighten.lch": "#D26B64", "lighten.p3": "#CF6A69", "lighten.srgb": "#CD6868",
                "darken.hsl": "#9C3333", "darken.lch": "#983735", "darken.p3": "#9B3535", "darken.srgb": "#9A3535",
                "mix.hsl": "#839FD7", "mix.lch": "#7F98E7", "mix.p3": "#769AE6", "mix.srgb": "#759AE6", "mix.grey": "#777777",
                "alpha.hsl": "#C14242 0.2", "alpha.ofModified": "#CD6868 0.5", "legacy.hover": "#9A3535",
                "unchanged.unknownType": "#C14242", "unchanged.noSpace": "#C14242", "unchanged.mixWithNothing": "#C14242",
            ])
    }

    /// The spec's corners: a `$ref` to the number inside another dimension's value, a curly reference to a
    /// group with a `$root` (read, with a warning), references that differ in case or separators only.
    @Test func specCorners() throws {
        let (file, diagnostics) = readTokens("spec-corners.tokens.json")
        #expect(
            diagnostics == """
                tokens/spec-corners.tokens.json:20:26: warning: '{accent}' names a group, which a reference cannot; tokengen reads the group's '$root' token (#CC0000): write '{accent.$root}'
                tokens/spec-corners.tokens.json:32:25: warning: '{brand-colors.text color}' is not a token, but 'Brand Colors.Text Color' is, and differs from it only in case or separators; tokengen reads it as '{Brand Colors.Text Color}': write that
                tokens/spec-corners.tokens.json:33:26: warning: '{Accent.Light}' is not a token, but 'accent.light' is, and differs from it only in case or separators; tokengen reads it as '{accent.light}': write that
                tokens/spec-corners.tokens.json:34:30: warning: 'figma.ambiguous' refers to '{brand colors.primary blue}', which is not a token (did you mean '{Brand Colors.Primary-Blue}'?); the token 'figma.ambiguous' is left out
                tokens/spec-corners.tokens.json: 17 tokens, 1 left out (1 broken reference)
                """)
        let values = Dictionary(uniqueKeysWithValues: try #require(file).tokens.map { ($0.dottedPath, $0.value) })
        #expect(values["spacing.large"] == .dimension(1))
        #expect(values["spacing.twice"] == .dimension(32))
        #expect(values["slow"] == .duration(200))
        #expect(["link.group", "link.root", "link.pointer"].map { values[$0]?.colorHex } == ["#CC0000", "#CC0000", "#CC0000"])
        #expect(values["figma.text"]?.colorHex == "#1A1A1A" && values["figma.light"]?.colorHex == "#FF6666")
        #expect(values["figma.ambiguous"] == nil)
    }

    /// A job that names its tool (`tool:`) reads the tool's forms without a warning each; the warnings about
    /// what is left out or ignored stay.
    @Test func jobThatNamesItsTool() throws {
        var job = Configuration.TokensJob(input: fixturePath("tokens/tool-forms.tokens.json"), output: "/tmp/Unused.swift")
        job.tool = .tokensStudio
        let diagnostics = DiagnosticCollector()
        #expect(Pipeline.tokens(job, diagnostics: diagnostics) != nil)
        #expect(
            report(diagnostics) == """
                tokens/tool-forms.tokens.json:13:23: warning: the unit 'dp' is not in the 2025.10 format; its units are px and rem; write px, the same size on Apple's platforms (one warning per file)
                tokens/tool-forms.tokens.json:17:25: warning: the unit 'vw' is relative to the width of a web page's viewport, which a constant on its own has no size of; write px or rem; the token 'size.wide' is left out
                tokens/tool-forms.tokens.json:23:48: warning: 'studio.after' refers to '{size.wide}', which is left out; the token 'studio.after' is left out
                """)
        job.tool = .styleDictionary
        let styleDictionary = DiagnosticCollector()
        #expect(Pipeline.tokens(job, diagnostics: styleDictionary) != nil)
        // Its forms are CSS colours and lengths as texts, its types and format, `dp`: Tokens Studio's math,
        // number texts, percentages and weight names, and what is left out, stay.
        #expect(styleDictionary.diagnostics.count == 6)

        // In the configuration: the tool's name, else an error; `figma` also reads Figma's types.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["a", "b"] { try "{}".write(toFile: folder + "/\(name).tokens.json", atomically: true, encoding: .utf8) }
        let jobs =
            "tokens:\n  - input: a.tokens.json\n    output: A.swift\n    tool: tokens-studio\n  - input: b.tokens.json\n    output: B.swift\n    tool: figma\n"
        try jobs.write(toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        let configuration = try #require(Configuration.load(path: folder + "/tokengen.yml", diagnostics: diagnostics))
        #expect(configuration.tokens.map(\.tool) == [.tokensStudio, .figma])
        try (jobs + "  - input: a.tokens.json\n    output: C.swift\n    tool: terrazzo\n").write(
            toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        let wrong = DiagnosticCollector()
        #expect(Configuration.load(path: folder + "/tokengen.yml", diagnostics: wrong) == nil)
        #expect(
            wrong.formatted
                == "\(folder)/tokengen.yml:10:11: error: 'tool' must be one of 'tokens-studio', 'style-dictionary', 'figma', 'figma-design-tokens', found 'terrazzo'"
        )
    }

    /// A Tokens Studio export read from its `$themes.json`: a group of themes is a modifier, a group of one is
    /// always on, `source` sets are read for references only, `$metadata.json` orders the sets.
    @Test func tokensStudioThemes() throws {
        let diagnostics = DiagnosticCollector()
        let path = fixturePath("tokens/studio/$themes.json")
        let file = TokenSetReader.resolved(try FileSystem.bytes(of: path), path: path, diagnostics: diagnostics)
        // The build-tool plugin declares the export's JSON files as inputs when it sees a `$themes.json`.
        #expect(InputDiscovery.isStudioThemes(try FileSystem.bytes(of: path)))
        #expect(!InputDiscovery.isStudioThemes(try FileSystem.bytes(of: fixturePath("tokens/studio/core.json"))))
        #expect(
            report(diagnostics) == """
                tokens/studio/core.json:1:42: warning: a colour as a "#RRGGBB" text is a form from before the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: "#RRGGBB"} (one warning per file)
                tokens/studio/core.json:1:124: warning: 'sizing' is a type of Tokens Studio or Style Dictionary, not of the 2025.10 format; tokengen reads it as 'dimension', as they mean it: write "$type": "dimension" (one warning per file and type)
                tokens/studio/core.json:1:144: warning: a dimension as a bare number is a form from before the 2025.10 format; write {value: 4, unit: px}; tokengen reads it as px (one warning per file)
                tokens/studio/semantic.json:1:21: warning: 'spacing' is a type of Tokens Studio or Style Dictionary, not of the 2025.10 format; tokengen reads it as 'dimension', as they mean it: write "$type": "dimension" (one warning per file and type)
                tokens/studio/semantic.json:1:42: warning: a value computed with math ("{unit} * 3") is not in the 2025.10 format; tokengen computes it as Tokens Studio does; write the result for the 2025.10 format (one warning per file)
                tokens/studio/semantic.json:1:97: warning: a colour as a CSS text ("rgba(0, 0, 0, 50%)") is not in the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha} (one warning per file)
                """)
        let set = try #require(file)
        #expect(set.modifiers.map(\.name) == ["Mode"])
        #expect(set.modifiers.first?.contexts == ["Light", "Dark"])
        #expect(set.tokens.map(\.dottedPath) == ["background", "text", "gap", "scrim"])
        let background = try #require(set.tokens.first?.variation)
        #expect(background.cases.map { $0.value.colorHex } == ["#FFFFFF", "#141414"])
        #expect(set.tokens[2].value == .dimension(12))
    }

    @Test func everyTypeAndForm() throws {
        let (file, diagnostics) = readTokens("valid.tokens.yml")
        // Forms from before 2025.10 (hex texts, bare numbers and texts for dimensions and durations) read with
        // one warning per file and form; `pt` is read as px (the same size on Apple's platforms) but is not one
        // of the format's units.
        #expect(
            diagnostics == """
                tokens/valid.tokens.yml:7:20: warning: a colour as a "#RRGGBB" text is a form from before the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: "#RRGGBB"} (one warning per file)
                tokens/valid.tokens.yml:15:19: warning: a dimension as a bare number is a form from before the 2025.10 format; write {value: 12, unit: px}; tokengen reads it as px (one warning per file)
                tokens/valid.tokens.yml:16:17: warning: a dimension as a text ("16px") is a form from before the 2025.10 format; write {value: 16, unit: px} (one warning per file)
                tokens/valid.tokens.yml:17:17: warning: the unit 'pt' is not in the 2025.10 format; its units are px and rem; write px, the same size on Apple's platforms (one warning per file)
                tokens/valid.tokens.yml:24:36: warning: a duration as a text ("2s") is a form from before the 2025.10 format; write {value: 2, unit: s} (one warning per file)
                tokens/valid.tokens.yml:50:11: warning: a shadow without 'offsetX', 'offsetY' and 'spread' is not in the 2025.10 format; the format requires them; tokengen reads them as 0 (one warning per file)
                tokens/valid.tokens.yml:50:20: warning: a colour object without 'components' is not in the 2025.10 format; add components: [red, green, blue] from 0 to 1; tokengen reads the hex (one warning per file)
                """)
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
        #expect(values["misc.ease"] == .cubicBezier(CubicBezierValue(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
        #expect(values["misc.short"] == .duration(0.25))
        #expect(values["misc.long"] == .duration(2))
        #expect(values["misc.object"] == .duration(0.3))
        #expect(values["misc.family"] == .fontFamily(["Hind"]))
        #expect(values["misc.families"] == .fontFamily(["Hind", "system"]))
        #expect(values["misc.weight"] == .fontWeight(600))
        #expect(values["misc.named"] == .fontWeight(800))
        #expect(values["misc.fractional"] == .fontWeight(350.5))
        #expect(values["misc.float"] == .fontWeight(400))
        #expect(values["misc.heavy"] == .fontWeight(900))
        #expect(
            values["text.body"]
                == .typography(TypographyValue(families: ["Hind", "system"], size: 16, weight: 400, letterSpacing: -0.5, lineHeight: 1.4)))
        #expect(
            values["fill"]
                == .gradient(
                    GradientValue(
                        stops: [
                            .init(
                                color: ColorValue(
                                    red: 92.0 / 255, green: 51.0 / 255, blue: 1, alpha: 1, hex: "#5C33FF", colorSpace: "srgb"), position: 0),
                            .init(color: ColorValue(red: 1, green: 1, blue: 1, alpha: 1, hex: "#FFFFFF", colorSpace: "srgb"), position: 1),
                        ], direction: .toTrailing)))
        #expect(
            values["glow"]
                == .shadow(
                    ShadowValue(
                        color: ColorValue(
                            red: 251.0 / 255, green: 100.0 / 255, blue: 182.0 / 255, alpha: 0.2, hex: "#FB64B6", colorSpace: "srgb"),
                        offsetX: 0, offsetY: 0, blur: 20, spread: 0
                    )))
    }

    @Test(arguments: [
        (
            "no-alpha-convention.tokens.yml",
            """
            tokens/no-alpha-convention.tokens.yml:3:11: warning: a colour as a "#RRGGBB" text is a form from before the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: "#RRGGBB"} (one warning per file)
            tokens/no-alpha-convention.tokens.yml:3:11: warning: '#CC000000' has 8 digits, which tokengen reads as CSS does, alpha last (RRGGBBAA); if the file's tool writes the alpha first (ARGB, as Android does), declare it at the file's root: $extensions: { tokengen: { hexAlpha: argb } } (one warning per file)
            """
        ),
        (
            "transparent.tokens.yml",
            """
            tokens/transparent.tokens.yml:4:11: warning: a colour as a "#RRGGBB" text is a form from before the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: "#RRGGBB"} (one warning per file)
            tokens/transparent.tokens.yml:4:11: warning: '#00FF0080' is fully transparent when read as ARGB (as this file declares); read the other way it would be visible
            """
        ),
        (
            "unquoted-hex.tokens.yml",
            """
            tokens/unquoted-hex.tokens.yml:3:3: warning: '$value' is empty: an unquoted '#' starts a YAML comment; quote the colour: "#5C33FF"; the token 'brand' is left out
            tokens/unquoted-hex.tokens.yml: 1 token, 1 left out (1 unreadable value)
            """
        ),
        (
            "unquoted-reference.tokens.yml",
            """
            tokens/unquoted-reference.tokens.yml:4:11: warning: an unquoted {brand} is a YAML mapping; quote the reference: "{brand}"; the token 'title' is left out
            tokens/unquoted-reference.tokens.yml: 2 tokens, 1 left out (1 broken reference)
            """
        ),
        (
            "no-type.tokens.yml",
            """
            tokens/no-type.tokens.yml:1:1: warning: a token without '$type' is not in the 2025.10 format; its value is a number, so tokengen reads it as a number; add "$type": "number" (one warning per file)
            """
        ),
        (
            "cycle.tokens.yml",
            """
            tokens/cycle.tokens.yml:1:1: warning: reference cycle: a (line 1) → b (line 2) → c (line 3) → a (line 1); the tokens 'a', 'b', 'c' are left out
            tokens/cycle.tokens.yml: 3 tokens, 3 left out (3 tokens in reference cycles)
            """
        ),
        (
            "missing-reference.tokens.yml",
            """
            tokens/missing-reference.tokens.yml:4:20: warning: 'color.title' refers to '{color.brnd}', which is not a token (did you mean '{color.brand}'?); the token 'color.title' is left out
            tokens/missing-reference.tokens.yml: 2 tokens, 1 left out (1 broken reference)
            """
        ),
        (
            "reference-to-group.tokens.json",
            """
            tokens/reference-to-group.tokens.json:3:44: warning: 'gap' refers to '{space}', which is a group, not a token; refer to one of its tokens, or give the group a '$root' token and refer to '{space.$root}'; the token 'gap' is left out
            tokens/reference-to-group.tokens.json: 2 tokens, 1 left out (1 broken reference)
            """
        ),
        (
            "wrong-type-reference.tokens.yml",
            """
            tokens/wrong-type-reference.tokens.yml:2:32: warning: '{size}' is a dimension, but 'title' needs a color here; the token 'title' is left out
            tokens/wrong-type-reference.tokens.yml: 2 tokens, 1 left out (1 broken reference)
            """
        ),
        (
            "bad-cubic-bezier.tokens.yml",
            """
            tokens/bad-cubic-bezier.tokens.yml:1:38: warning: the x coordinate 1.5 of a cubic Bézier must be from 0 to 1; the token 'ease' is left out
            tokens/bad-cubic-bezier.tokens.yml:2:38: warning: expected a cubic Bézier [x1, y1, x2, y2], found a list; the token 'short' is left out
            tokens/bad-cubic-bezier.tokens.yml: 2 tokens, 2 left out (2 unreadable values)
            """
        ),
        (
            "invalid-utf8.tokens.yml",
            """
            tokens/invalid-utf8.tokens.yml:4:4: error: invalid YAML: invalid leading UTF-8 octet (byte 0xFF)
            """
        ),
        (
            "control-character.tokens.yml",
            """
            tokens/control-character.tokens.yml:4:4: error: invalid YAML: control characters are not allowed (U+0001)
            """
        ),
        (
            "nbsp-key.tokens.yml",
            """
            tokens/nbsp-key.tokens.yml:3:11: warning: '[U+00A0 (no-break space)] $value' is a value outside a token, as Style Dictionary's option files hold them; it is not generated, but a reference to it reads it, as Style Dictionary does: write it as a token ({"$value": …}) to generate it (one warning per file)
            """
        ),
        (
            "cr-only.tokens.yml",
            """
            tokens/cr-only.tokens.yml:3:11: warning: expected a number, found the text "x"; the token 'a' is left out
            tokens/cr-only.tokens.yml: 1 token, 1 left out (1 unreadable value)
            """
        ),
        (
            "out-of-range.tokens.yml",
            """
            tokens/out-of-range.tokens.yml:1:28: warning: '#１２３' is not a hex colour; write #RGB, #RGBA, #RRGGBB or #RRGGBBAA; the token 'a' is left out
            tokens/out-of-range.tokens.yml:2:32: warning: '1e308rem' is a number with an exponent before its unit, which no unit form allows; write the number out, as in "1e+308rem" or {value, unit}; the token 'b' is left out
            tokens/out-of-range.tokens.yml:3:32: warning: the value inf is out of range: it must be finite, and 0 or at least 2.2250738585072014e-308 in size; the token 'c' is left out
            tokens/out-of-range.tokens.yml:5:32: warning: '1e3px' is a number with an exponent before its unit, which no unit form allows; write the number out, as in "1000px" or {value, unit}; the token 'e' is left out
            tokens/out-of-range.tokens.yml:6:29: warning: expected a number, found '.inf'; the token 'f' is left out
            tokens/out-of-range.tokens.yml: 6 tokens, 5 left out (4 unreadable values, 1 unreadable colour)
            """
        ),
        (
            "bad-unit.tokens.yml",
            """
            tokens/bad-unit.tokens.yml:1:32: warning: the unit 'em' is relative to a font size, which a constant on its own has no size of; write px or rem, or use it inside a typography; the token 'a' is left out
            tokens/bad-unit.tokens.yml:2:31: warning: unknown unit 'h'; expected one of ms, s; the token 'b' is left out
            tokens/bad-unit.tokens.yml:3:32: warning: the unit 'vw' is relative to the width of a web page's viewport, which a constant on its own has no size of; write px or rem; the token 'c' is left out
            tokens/bad-unit.tokens.yml: 3 tokens, 3 left out (1 unknown unit; no Swift value: 2 relative units)
            """
        ),
        (
            "bad-weight.tokens.yml",
            """
            tokens/bad-weight.tokens.yml:1:33: warning: a font weight must be from 1 to 1000, found 1200.0; the token 'a' is left out
            tokens/bad-weight.tokens.yml:2:33: warning: expected a font weight (1 to 1000, or thin, extra-light, light, normal, medium, semi-bold, bold, extra-bold, black), found 'fat'; the token 'b' is left out
            tokens/bad-weight.tokens.yml: 2 tokens, 2 left out (2 unreadable values)
            """
        ),
        (
            "bad-shapes.tokens.yml",
            """
            tokens/bad-shapes.tokens.yml:1:29: warning: a number as a text ("0.5") is not in the 2025.10 format; write it without quotes (one warning per file)
            tokens/bad-shapes.tokens.yml:2:28: warning: '#12345' is not a hex colour; write #RGB, #RGBA, #RRGGBB or #RRGGBBAA; the token 'b' is left out
            tokens/bad-shapes.tokens.yml:3:33: warning: the typography 'c' needs 'fontWeight'; the token 'c' is left out
            tokens/bad-shapes.tokens.yml:3:33: warning: a typography without 'letterSpacing' and 'lineHeight' is not in the 2025.10 format; the format requires them; tokengen reads letterSpacing as 0 and lineHeight as 1 (one warning per file)
            tokens/bad-shapes.tokens.yml:4:142: warning: 'direction' must be one of toTrailing, toLeading, toBottom, toTop; the token 'd' is left out
            tokens/bad-shapes.tokens.yml:5:29: warning: '3' is not a shadow tokengen reads; write {color, offsetX, offsetY, blur, spread}, or CSS's [inset] x y [blur [spread]] colour; the token 'e' is left out
            tokens/bad-shapes.tokens.yml:6:42: warning: 'colorSpace' must be one of a98-rgb, display-p3, hsl, hwb, lab, lch, oklab, oklch, prophoto-rgb, rec2020, srgb, srgb-linear, xyz-d50, xyz-d65; the token 'f' is left out
            tokens/bad-shapes.tokens.yml: 6 tokens, 5 left out (3 unreadable values, 2 unreadable colours)
            """
        ),
        (
            "bad-strokes.tokens.yml",
            """
            tokens/bad-strokes.tokens.yml:1:34: warning: expected a stroke style (solid, dashed, dotted, double, groove, ridge, outset, inset, or {dashArray, lineCap}), found 'wavy'; the token 'a' is left out
            tokens/bad-strokes.tokens.yml:2:47: warning: 'dashArray' needs at least one length; the token 'b' is left out
            tokens/bad-strokes.tokens.yml:3:63: warning: 'lineCap' must be one of round, butt, square; the token 'c' is left out
            tokens/bad-strokes.tokens.yml:4:29: warning: the border 'd' needs 'width'; the token 'd' is left out
            tokens/bad-strokes.tokens.yml:5:137: warning: 'e' refers to '{a.b}', which is not a token (did you mean '{a}'?); the token 'e' is left out
            tokens/bad-strokes.tokens.yml:6:33: warning: a transition without 'delay' is not in the 2025.10 format; the format requires it; tokengen reads it as 0 (one warning per file)
            tokens/bad-strokes.tokens.yml:6:85: warning: the x coordinate 2.0 of a cubic Bézier must be from 0 to 1; the token 'f' is left out
            tokens/bad-strokes.tokens.yml:7:33: warning: the transition 'g' needs 'duration', 'timingFunction'; the token 'g' is left out
            tokens/bad-strokes.tokens.yml: 7 tokens, 7 left out (6 unreadable values, 1 broken reference)
            """
        ),
        (
            "unknown-type.tokens.yml",
            """
            tokens/unknown-type.tokens.yml:1:13: warning: a token of the type 'colour' is not in the 2025.10 format; no tool defines that type; its value is a colour object, so tokengen reads it as a color, as the tool that wrote it does: write "$type": "color" (one warning per file)
            """
        ),
        (
            "duplicate-key.tokens.yml",
            """
            tokens/duplicate-key.tokens.yml:2:1: error: duplicate key 'a' (first at line 1)
            tokens/duplicate-key.tokens.yml:1:1: note: 'a' first defined here
            """
        ),
        (
            "billion-laughs.tokens.yml",
            """
            tokens/billion-laughs.tokens.yml:2:10: error: YAML aliases (*name) are not supported; write the value out, or use a token reference "{group.token}"
            """
        ),
        (
            "deep.tokens.yml",
            """
            tokens/deep.tokens.yml:1:67: error: the YAML is nested more than 64 levels deep
            """
        ),
    ])
    func diagnostics(name: String, expected: String) {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(readTokens(name).1 == expected)
        }
        #expect(elapsed < .seconds(1))
    }

    /// Two valid tokens whose Swift names would be the same: neither is generated, with a warning (choosing
    /// one would be a guess); the build goes on.
    @Test func nameCollisionLeavesBothOut() throws {
        let (file, _) = readTokens("name-collision.tokens.yml")
        let diagnostics = DiagnosticCollector()
        let tokens = try #require(file)
        let code = try #require(Pipeline.constants(tokens, options: ConstantsOptions(), diagnostics: diagnostics))
        #expect(!code.contains("titleColor"))
        #expect(
            report(diagnostics) == """
                tokens/name-collision.tokens.yml:3:1: warning: 'title.color' (line 2) and 'titleColor' (line 3) both become 'titleColor', so neither is generated; rename one of them
                tokens/name-collision.tokens.yml:2:3: note: 'title.color' is here
                """)
    }

    /// Names that differ only in case or separators are distinct tokens (the Format module compares names as
    /// written): the first in file order gets the camel-case name, the others their path as written, or the
    /// first its own when theirs is the same name (Tokens Studio's helper group `_size`).
    @Test func namesThatDifferOnlyInCaseStayDistinct() throws {
        let (file, diagnostics) = readTokens("case-names.tokens.json")
        #expect(diagnostics == "")
        let set = try #require(file)
        let model = try #require(ConstantsTranslator.translate(set, options: ConstantsOptions(), diagnostics: DiagnosticCollector()))
        #expect(model.properties.map(\.name) == ["fontSize", "FONT_SIZE", "Font_Size", "_size_0", "size_0"])
    }

    /// A deprecated token is marked so, its description a comment that cannot end early (the keyword names
    /// and these compile: GeneratedCodeTests).
    @Test func deprecationAndDescriptions() throws {
        let (valid, _) = readTokens("valid.tokens.yml")
        let validFile = try #require(valid)
        let all = try #require(
            Pipeline.constants(validFile, options: ConstantsOptions(typeName: "Valid"), diagnostics: DiagnosticCollector()))
        #expect(
            all.contains(
                """
                    /// Line one */ still comment
                    /// line two
                    @available(*, deprecated, message: "Use misc.opacity.")
                    public var miscOld: Swift.Double { 1.0 }
                """))
    }
}
