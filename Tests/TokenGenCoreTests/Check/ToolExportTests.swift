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

/// What real exports hold, read as the tools that wrote them read it: a token's type is its own, in any
/// spelling the tools write, or the type its value has; Style Dictionary's references to `.value`, its
/// metadata and its option files; Tokens Studio's own types, `calc(…)` and a set its themes name but the export
/// lacks.
@Suite struct ToolExportTests {
    func read(_ names: [String]) -> (TokenSet?, String) {
        let diagnostics = DiagnosticCollector()
        let files = names.map { name in ([UInt8](FileManager.default.contents(atPath: fixturePath("tokens/tools/" + name))!), name) }
        let set = TokenSetReader.resolved(files, diagnostics: diagnostics)
        return (
            diagnostics.hasErrors ? nil : set,
            ([diagnostics.formatted] + diagnostics.summaries).filter { !$0.isEmpty }.joined(separator: "\n")
        )
    }

    /// A Style Dictionary tree without a `$type` anywhere: free-text types, metadata beside `value`,
    /// `{x.value}` references, an option file of plain values that references read, a font stack filled in
    /// from them, weights, a curve, a transition and shadows as CSS writes them; an SVG path has no Swift value and is left out.
    @Test func styleDictionaryTree() throws {
        let (set, diagnostics) = read(["style-dictionary/options/base.json", "style-dictionary/tokens.json"])
        #expect(
            diagnostics == """
                style-dictionary/options/base.json:3:25: warning: 'one-x' is a value outside a token, as Style Dictionary's option files hold them; it is not generated, but a reference to it reads it, as Style Dictionary does: write it as a token ({"$value": …}) to generate it (one warning per file)
                style-dictionary/options/base.json:3:33: warning: a token without '$type' is not in the 2025.10 format; its value is a length, so tokengen reads it as a dimension; add "$type": "dimension" (one warning per file)
                style-dictionary/options/base.json:3:43: warning: a dimension as a text ("8px") is a form from before the 2025.10 format; write {value: 8, unit: px} (one warning per file)
                style-dictionary/options/base.json:6:9: warning: a token without '$type' is not in the 2025.10 format; its value is a font name under a font family's path, so tokengen reads it as a fontFamily; add "$type": "fontFamily" (one warning per file)
                style-dictionary/options/base.json:7:26: warning: a font family as a CSS font stack (""Graphik fallback", "Helvetica Neue"") is not in the 2025.10 format; write a list of names; tokengen reads each name of the stack (one warning per file)
                style-dictionary/tokens.json:3:5: warning: this file is in Style Dictionary's format ('value' and 'type' without '$'); tokengen reads it as Style Dictionary does: write '$value' and '$type' for the 2025.10 format (one warning per file)
                style-dictionary/tokens.json:3:25: warning: a colour as a "#RRGGBB" text is a form from before the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: "#RRGGBB"} (one warning per file)
                style-dictionary/tokens.json:3:44: warning: a token of the type 'primitive' is not in the 2025.10 format; no tool defines that type; its value is a colour, so tokengen reads it as a color, as the tool that wrote it does: write "$type": "color" (one warning per file)
                style-dictionary/tokens.json:4:23: warning: a reference to a token's value ('{color.brand.value}') is not in the 2025.10 format; write {color.brand}; tokengen reads the token (one warning per file)
                style-dictionary/tokens.json:5:5: warning: a token without '$type' is not in the 2025.10 format; its value is a colour, so tokengen reads it as a color; add "$type": "color" (one warning per file)
                style-dictionary/tokens.json:5:23: warning: a colour as a CSS text ("rgba(0, 0, 0, 0.5)") is not in the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha} (one warning per file)
                style-dictionary/tokens.json:9:25: warning: a value computed with math ("{space.small.value} * 3") is not in the 2025.10 format; tokengen computes it as Tokens Studio does; write the result for the 2025.10 format (one warning per file)
                style-dictionary/tokens.json:12:17: warning: a token without '$type' is not in the 2025.10 format; its value is a font name under a font family's path, so tokengen reads it as a fontFamily; add "$type": "fontFamily" (one warning per file)
                style-dictionary/tokens.json:13:17: warning: a token without '$type' is not in the 2025.10 format; its value is a font weight, so tokengen reads it as a fontWeight; add "$type": "fontWeight" (one warning per file)
                style-dictionary/tokens.json:13:36: warning: a font weight as a text is not in the 2025.10 format; write it without quotes (one warning per file)
                style-dictionary/tokens.json:13:66: warning: a font weight written 'Medium' is not in the 2025.10 format; write 500 or 'medium'; tokengen reads it as 500 (one warning per file)
                style-dictionary/tokens.json:16:5: warning: a token without '$type' is not in the 2025.10 format; its value is a cubic Bézier, so tokengen reads it as a cubicBezier; add "$type": "cubicBezier" (one warning per file)
                style-dictionary/tokens.json:16:24: warning: a cubic Bézier as a CSS text ("cubic-bezier(0.32, 0.94, 0.6, 1)") is not in the 2025.10 format; write [0.32, 0.94, 0.6, 1] (one warning per file)
                style-dictionary/tokens.json:17:5: warning: a token without '$type' is not in the 2025.10 format; its value is a time, so tokengen reads it as a duration; add "$type": "duration" (one warning per file)
                style-dictionary/tokens.json:17:24: warning: a duration as a text ("150ms") is a form from before the 2025.10 format; write {value: 150, unit: ms} (one warning per file)
                style-dictionary/tokens.json:18:5: warning: a token without '$type' is not in the 2025.10 format; its value is a CSS transition, so tokengen reads it as a transition; add "$type": "transition" (one warning per file)
                style-dictionary/tokens.json:18:25: warning: a transition as a CSS text ("opacity 250ms cubic-bezier(0.17, 0.67, 0.83, 0.67) 50ms") is not in the 2025.10 format; write {duration, delay, timingFunction} (one warning per file)
                style-dictionary/tokens.json:21:5: warning: a token without '$type' is not in the 2025.10 format; its value is a CSS shadow, so tokengen reads it as a shadow; add "$type": "shadow" (one warning per file)
                style-dictionary/tokens.json:21:23: warning: '#00000026' has 8 digits, which tokengen reads as CSS does, alpha last (RRGGBBAA); if the file's tool writes the alpha first (ARGB, as Android does), declare it at the file's root: $extensions: { tokengen: { hexAlpha: argb } } (one warning per file)
                style-dictionary/tokens.json:21:23: warning: a shadow as a CSS text ("0px 1px 2px 0px rgba(18, 18, 18, 0.3), inset 0 1px 3px 1px #00000026") is not in the 2025.10 format; write {color, offsetX, offsetY, blur, spread}, or a list of them (one warning per file)
                style-dictionary/tokens.json:26:25: warning: 'assets/icons/close.svg' is an SVG image, which only the web can use and no Swift value holds; give the app its own token if it needs one; the token 'asset.close' is left out
                style-dictionary/tokens.json: 15 tokens, 1 left out (no Swift value: 1 SVG image)
                """)
        let values = Dictionary(uniqueKeysWithValues: try #require(set).tokens.map { ($0.dottedPath, $0.value) })
        #expect(
            set?.tokens.map(\.dottedPath) == [
                "color.brand", "color.ink", "color.old", "space.small", "space.large", "font.family.body", "font.weight.bold",
                "font.weight.medium", "motion.ease", "motion.fast", "motion.enter", "elevation.low", "elevation.x", "elevation.raised",
            ])
        #expect(values["color.ink"]?.colorHex == "#C14242")
        #expect(values["space.large"] == .dimension(24))
        #expect(values["font.family.body"] == .fontFamily(["Graphik", "Graphik fallback", "Helvetica Neue"]))
        #expect(values["font.weight.medium"] == .fontWeight(500))
        #expect(values["motion.ease"] == .cubicBezier(CubicBezierValue(x1: 0.32, y1: 0.94, x2: 0.6, y2: 1)))
        #expect(values["motion.fast"] == .duration(0.15))
        #expect(
            values["motion.enter"]
                == .transition(
                    TransitionValue(duration: 0.25, delay: 0.05, timingFunction: CubicBezierValue(x1: 0.17, y1: 0.67, x2: 0.83, y2: 0.67))))
        guard case .shadows(let low)? = values["elevation.low"], case .shadow(let raised)? = values["elevation.raised"] else {
            Issue.record("CSS shadows not read")
            return
        }
        #expect(
            low.map { [$0.offsetX, $0.offsetY, $0.blur, $0.spread, $0.color.alpha] } == [[0, 1, 2, 0, 0.3], [0, 1, 3, 1, 0.1490196078]])
        #expect(low.map(\.inset) == [false, true])
        #expect([raised.offsetX, raised.offsetY, raised.blur, raised.color.alpha] == [8, 2, 4, 0.5])
        #expect(set?.tokens.first { $0.dottedPath == "color.old" }?.deprecation == "Use color.ink")
    }

    /// Tokens Studio's types (`percentage`, `other`, `text`), the tools' spellings (`font-family`,
    /// `letter-spacing`, `cubic-bezier`), `calc(…)`, gradients typed `color` as CSS writes them (an angle
    /// between sides read as the nearest, with a warning; a token that names one is one), and a group's type that
    /// a token's colour contradicts.
    @Test func tokensStudioTypes() throws {
        let brand = ColorValue(
            red: 0.7568627450980392, green: 0.25882352941176473, blue: 0.25882352941176473, alpha: 1, hex: "#C14242", colorSpace: "srgb")
        let steel = ColorValue(red: 0.2, green: 0.4, blue: 0.6, alpha: 1, hex: "#336699", colorSpace: "srgb")
        let ai = GradientValue(stops: [.init(color: brand, position: 0.1), .init(color: steel, position: 0.9)], direction: .toBottom)
        let black = ColorValue(red: 0, green: 0, blue: 0, alpha: 1, hex: "#000000", colorSpace: "srgb")
        let fade = GradientValue(
            stops: [
                .init(color: ColorValue(red: 0, green: 0, blue: 0, alpha: 0, hex: "#000000", colorSpace: "srgb"), position: 0),
                .init(color: black, position: 1),
            ], direction: .toTrailing)
        let (set, diagnostics) = read(["studio/tokens.json"])
        #expect(
            diagnostics == """
                studio/tokens.json:2:30: warning: 'percentage' is a type of Tokens Studio or Style Dictionary, not of the 2025.10 format; tokengen reads it as 'number', as they mean it: write "$type": "number" (one warning per file and type)
                studio/tokens.json:2:54: warning: a number as a percentage ("50%") is not in the 2025.10 format; write 0.5; tokengen reads a percentage as its hundredth (one warning per file)
                studio/tokens.json:3:23: warning: a token of the type 'other' is not in the 2025.10 format; no tool defines that type; its value is a number, so tokengen reads it as a number, as the tool that wrote it does: write "$type": "number" (one warning per file)
                studio/tokens.json:3:42: warning: a number as a text ("1.5") is not in the 2025.10 format; write it without quotes (one warning per file)
                studio/tokens.json:4:23: warning: 'text' is a type of Tokens Studio or Style Dictionary, not of the 2025.10 format; tokengen reads it as 'string', as they mean it: write "$type": "string" (one warning per file and type)
                studio/tokens.json:5:29: warning: 'font-family' is a type of Tokens Studio or Style Dictionary, not of the 2025.10 format; tokengen reads it as 'fontFamily', as they mean it: write "$type": "fontFamily" (one warning per file and type)
                studio/tokens.json:6:26: warning: 'letter-spacing' is a type of Tokens Studio or Style Dictionary, not of the 2025.10 format; tokengen reads it as 'dimension', as they mean it: write "$type": "dimension" (one warning per file and type)
                studio/tokens.json:6:54: warning: a dimension as a text ("2px") is a form from before the 2025.10 format; write {value: 2, unit: px} (one warning per file)
                studio/tokens.json:7:23: warning: 'cubic-bezier' is a type of Tokens Studio or Style Dictionary, not of the 2025.10 format; tokengen reads it as 'cubicBezier', as they mean it: write "$type": "cubicBezier" (one warning per file and type)
                studio/tokens.json:8:22: warning: 'sizing' is a type of Tokens Studio or Style Dictionary, not of the 2025.10 format; tokengen reads it as 'dimension', as they mean it: write "$type": "dimension" (one warning per file and type)
                studio/tokens.json:8:42: warning: a dimension as a bare number is a form from before the 2025.10 format; write {value: 4, unit: px}; tokengen reads it as px (one warning per file)
                studio/tokens.json:9:42: warning: a value computed with math ("calc({base} * 4)") is not in the 2025.10 format; tokengen computes it as Tokens Studio does; write the result for the 2025.10 format (one warning per file)
                studio/tokens.json:10:42: warning: a colour as a "#RRGGBB" text is a form from before the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: "#RRGGBB"} (one warning per file)
                studio/tokens.json:11:39: warning: a gradient at an angle between two sides ("135deg") is not in the 2025.10 format; tokengen's gradients run from side to side; it reads toBottom, the nearest (one warning per file)
                studio/tokens.json:11:39: warning: a gradient as a CSS text ("linear-gradient(135deg, {brand} 10%, #336699 90%)") is not in the 2025.10 format; write its stops [{color, position}, …], with the direction in $extensions.tokengen.direction (one warning per file)
                studio/tokens.json:13:41: warning: a colour as a CSS text ("rgba(0, 0, 0, 0)") is not in the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha} (one warning per file)
                studio/tokens.json:14:88: warning: a token whose value contradicts its group's type (dimension) is not in the 2025.10 format; its value is a colour, so tokengen reads it as a color: give the token its own "$type": "color" (one warning per file)
                """)
        #expect(
            try #require(set).tokens.map(\.value) == [
                .number(0.5), .number(1.5), .string("Report"), .fontFamily(["Inter"]), .dimension(2),
                .cubicBezier(CubicBezierValue(x1: 0.4, y1: 0, x2: 0.2, y2: 1)), .dimension(4), .dimension(16),
                .color(
                    ColorValue(
                        red: 0.7568627450980392, green: 0.25882352941176473, blue: 0.25882352941176473, alpha: 1, hex: "#C14242",
                        colorSpace: "srgb")),
                .gradient(ai), .gradient(ai), .gradient(fade), .dimension(8),
                .color(ColorValue(red: 0.2, green: 0.4, blue: 0.6, alpha: 1, hex: "#336699", colorSpace: "srgb")),
            ])
        // A strict run makes each inference an error.
        let strict = DiagnosticCollector(warningsAsErrors: true)
        _ = TokenSetReader.resolved(
            [([UInt8](FileManager.default.contents(atPath: fixturePath("tokens/tools/studio/tokens.json"))!), "studio/tokens.json")],
            diagnostics: strict)
        #expect(strict.failed && !strict.hasErrors)
        #expect(strict.diagnostics.allSatisfy { $0.severity == .error })
    }

    /// A resolver's sources as Terrazzo resolves JSON References: a part of a file, the short `file#member`, a
    /// part of the document itself (`#/$defs/light`), and in YAML unquoted; the plugin's byte scan sees the same
    /// files in both.
    @Test func resolverSourcesAsJSONReferences() throws {
        for name in ["app.resolver.json", "app.resolver.yml"] {
            let path = fixturePath("tokens/tools/resolver/" + name)
            let bytes = [UInt8](FileManager.default.contents(atPath: path)!)
            #expect(InputDiscovery.resolverSources(bytes) == ["palette.json", "themes.json"])
            let diagnostics = DiagnosticCollector()
            let tokenSet = try #require(
                Pipeline.tokenSet(Configuration.TokensJob(input: path, output: "/tmp/T.swift"), diagnostics: diagnostics),
                "\(diagnostics.formatted)")
            #expect(tokenSet.tokens.map(\.dottedPath) == (name.hasSuffix(".json") ? ["red", "accent", "surface"] : ["red", "accent"]))
            #expect(
                tokenSet.tokens.map(\.value.colorHex)
                    == (name.hasSuffix(".json") ? ["#C14242", "#FF8800", "#FFFFFF"] : ["#C14242", "#FF8800"]))
            #expect(
                report(diagnostics)
                    == [
                        name.hasSuffix(".json")
                            ? "tokens/tools/resolver/app.resolver.json:3:66: warning: a colour as a \"#RRGGBB\" text is a form from before the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: \"#RRGGBB\"} (one warning per file)"
                            : nil,
                        "tokens/tools/resolver/palette.json:1:62: warning: a colour as a \"#RRGGBB\" text is a form from before the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: \"#RRGGBB\"} (one warning per file)",
                        "tokens/tools/resolver/themes.json:1:55: warning: a colour as a \"#RRGGBB\" text is a form from before the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: \"#RRGGBB\"} (one warning per file)",
                    ].compactMap { $0 }.joined(separator: "\n"))
        }
    }

    /// A set a theme names that the export lacks is a warning at the theme; the export generates.
    @Test func themeNamingAMissingSet() throws {
        let diagnostics = DiagnosticCollector()
        let path = fixturePath("tokens/tools/studio/$themes.json")
        let set = TokenSetReader.resolved([([UInt8](FileManager.default.contents(atPath: path)!), path)], diagnostics: diagnostics)
        #expect(!diagnostics.hasErrors)
        #expect(set?.tokens.map(\.dottedPath) == ["size", "surface"])
        #expect(
            ([report(diagnostics)] + diagnostics.summaries.map { $0.replacingOccurrences(of: fixturePath(""), with: "") }).joined(
                separator: "\n") == """
                    tokens/tools/studio/$themes.json:2:3: warning: 1 token ('surface') has no value in the context 'Dark' of 'mode': each takes the value of the first context that defines it; define it in every context of 'mode', or in a set every context merges
                    tokens/tools/studio/$themes.json:3:3: warning: the theme 'Dark' names the token set 'dark', which the export does not hold (no dark.json); as Tokens Studio does, tokengen skips it: remove it from the theme, or add the set
                    tokens/tools/studio/core.json:1:45: warning: a dimension as a text ("4px") is a form from before the 2025.10 format; write {value: 4, unit: px} (one warning per file)
                    tokens/tools/studio/light.json:1:44: warning: a colour as a "#RRGGBB" text is a form from before the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: "#RRGGBB"} (one warning per file)
                    """)
    }

    /// A token named as a theme group (`theme` beside the group `theme`) would be the initializer's parameter
    /// too: the token is left out with a warning, the file generated (it was an error that failed the file).
    @Test func aTokenNamedAsAThemeGroup() throws {
        let export =
            ##"{"light": {"theme": {"value": "#FFFFFF", "type": "color"}, "bg": {"value": "#FFFFFF", "type": "color"}}, "##
            + ##""dark": {"theme": {"value": "#000000", "type": "color"}, "bg": {"value": "#000000", "type": "color"}}, "##
            + ##""$themes": [{"id": "l", "name": "Light", "group": "theme", "selectedTokenSets": {"light": "enabled"}}, "##
            + ##"{"id": "d", "name": "Dark", "group": "theme", "selectedTokenSets": {"dark": "enabled"}}], "$metadata": {"tokenSetOrder": ["light", "dark"]}}"##
        let folder = try temporaryFolder(files: ["tokens.json": export])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let job = Configuration.TokensJob(inputs: [folder + "/tokens.json"], output: "T.swift", options: ConstantsOptions())
        let code = try #require(Pipeline.tokens(job, diagnostics: diagnostics), "\(diagnostics.formatted)").output.contents
        #expect(
            diagnostics.diagnostics.filter { $0.severity == .warning && $0.message.contains("modifier") }.map(\.formatted) == [
                "\(folder)/tokens.json:1:12: warning: the token 'theme' and the modifier 'theme' both become 'theme', the modifier's parameter; the token is left out: rename one of them"
            ])
        #expect(code.contains("    public let theme: Theme\n") && code.contains("    public var bg: Color {\n"))
    }

    /// A single-file export whose `$themes` is empty reads every set, merged in `tokenSetOrder` (a later set's
    /// token replaces an earlier one's), with one warning; it generated nothing, without a word.
    @Test func anExportWithoutThemesReadsItsSets() throws {
        let export =
            ##"{"reference": {"blue": {"value": "#0000FF", "type": "color"}}, "##
            + ##""dark": {"bg": {"value": "#000000", "type": "color"}, "fg": {"value": "#FFFFFF", "type": "color"}}, "##
            + ##""light": {"bg": {"value": "{blue}", "type": "color"}}, "##
            + ##""$themes": [], "$metadata": {"tokenSetOrder": ["reference", "light", "dark"]}}"##
        let folder = try temporaryFolder(files: ["tokens.json": export])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let tokenSet = try #require(
            Pipeline.tokenSet(
                Configuration.TokensJob(input: folder + "/tokens.json", output: "/tmp/T.swift"), diagnostics: diagnostics),
            "\(diagnostics.formatted)"
        )
        #expect(tokenSet.tokens.map(\.dottedPath) == ["blue", "bg", "fg"])
        #expect(tokenSet.tokens.map(\.value.colorHex) == ["#0000FF", "#000000", "#FFFFFF"])
        #expect(
            diagnostics.diagnostics.filter { $0.severity == .warning && !$0.message.contains("2025.10") }.map(\.formatted) == [
                "\(folder)/tokens.json:1:230: warning: the export has no themes, so no theme chooses its sets: all 3 are read and merged in the set order (reference, light, dark; a later set's token replaces an earlier one's); add themes in Tokens Studio to choose them"
            ])
    }

    /// Theme groups whose names differ only in case are numbered (`theme`, `theme2`) with a warning, as are
    /// contexts of one group that would share a case; the file generates (it failed).
    @Test func themeGroupsThatWouldShareANameAreNumbered() throws {
        let export =
            ##"{"light": {"bg": {"value": "#FFFFFF", "type": "color"}}, "dark": {"bg": {"value": "#000000", "type": "color"}}, "##
            + ##""compact": {"gap": {"value": "4", "type": "spacing"}}, "regular": {"gap": {"value": "8", "type": "spacing"}}, "##
            + ##""$themes": [{"name": "Light", "group": "theme", "selectedTokenSets": {"light": "enabled"}}, "##
            + ##"{"name": "light", "group": "theme", "selectedTokenSets": {"dark": "enabled"}}, "##
            + ##"{"name": "Compact", "group": "Theme", "selectedTokenSets": {"compact": "enabled"}}, "##
            + ##"{"name": "Regular", "group": "Theme", "selectedTokenSets": {"regular": "enabled"}}], "##
            + ##""$metadata": {"tokenSetOrder": ["light", "dark", "compact", "regular"]}}"##
        let folder = try temporaryFolder(files: ["tokens.json": export])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let job = Configuration.TokensJob(inputs: [folder + "/tokens.json"], output: "T.swift", options: ConstantsOptions())
        let code = try #require(Pipeline.tokens(job, diagnostics: diagnostics), "\(diagnostics.formatted)").output.contents
        #expect(
            diagnostics.diagnostics.filter { $0.message.contains("would both become") }.map(\.formatted) == [
                "\(folder)/tokens.json:1:235: warning: the contexts 'Light' and 'light' of 'theme' would both become 'light'; 'light' is 'light2': rename one of them to choose the names",
                "\(folder)/tokens.json:1:394: warning: the modifiers 'theme' and 'Theme' would both become 'theme'; 'Theme' is 'theme2': rename one of them to choose the names",
            ])
        #expect(code.contains("    public let theme: Theme\n") && code.contains("    public let theme2: Theme2\n"))
        #expect(code.contains("        case light = \"Light\"\n        case light2 = \"light\"\n"))
    }

    /// A loosely typed token that is a reference (Tokens Studio's `text`, Figma's `string`, `other`) takes its
    /// target's type; a number may hold a font weight's number, a font family a text's name. Each was left out.
    @Test func looseTypesFollowTheirReferences() throws {
        let export =
            ##"{"family": {"header": {"value": "Inter", "type": "fontFamilies"}, "body": {"value": "Roboto", "type": "text"}}, "##
            + ##""weight": {"bold": {"value": "700", "type": "fontWeights"}, "regular": {"value": 400, "type": "number"}}, "##
            + ##""alias": {"text": {"value": "{family.header}", "type": "text"}, "string": {"value": "{family.header}", "type": "string"}, "##
            + ##""other": {"value": "{family.header}", "type": "other"}, "number": {"value": "{weight.bold}", "type": "number"}, "##
            + ##""family": {"value": "{family.body}", "type": "fontFamilies"}, "weight": {"value": "{weight.regular}", "type": "fontWeights"}}}"##
        let folder = try temporaryFolder(files: ["tokens.json": export])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let tokenSet = try #require(
            Pipeline.tokenSet(
                Configuration.TokensJob(input: folder + "/tokens.json", output: "/tmp/T.swift"), diagnostics: diagnostics),
            "\(diagnostics.formatted)"
        )
        #expect(
            tokenSet.tokens.filter { $0.dottedPath.hasPrefix("alias.") }.map { "\($0.dottedPath) \($0.value)" } == [
                #"alias.text fontFamily(["Inter"])"#, #"alias.string fontFamily(["Inter"])"#, #"alias.other fontFamily(["Inter"])"#,
                "alias.number number(700.0)", #"alias.family fontFamily(["Roboto"])"#, "alias.weight fontWeight(400.0)",
            ])
        #expect(!diagnostics.diagnostics.contains { $0.message.contains("left out") })
    }

    /// Themes without a group are alternatives only where they define the same tokens: a platform's themes and
    /// the colour modes' become two modifiers (`platform`, and `appearance`, so adaptive colours), a theme no
    /// other overrides always applies, with one warning. They were one modifier of five contexts, in none of
    /// which every token was defined.
    @Test func themesWithoutAGroupSplitIntoModifiers() throws {
        let export =
            ##"{"global": {"space": {"value": "8", "type": "spacing"}}, "##
            + ##""ios": {"space": {"value": "10", "type": "spacing"}, "font": {"value": "SF Pro", "type": "fontFamilies"}}, "##
            + ##""android": {"space": {"value": "12", "type": "spacing"}, "font": {"value": "Roboto", "type": "fontFamilies"}}, "##
            + ##""light": {"bg": {"value": "#FFFFFF", "type": "color"}}, "dark": {"bg": {"value": "#000000", "type": "color"}}, "##
            + ##""brand": {"logo": {"value": "#FF0000", "type": "color"}}, "$themes": ["##
            + ##"{"name": "iOS", "selectedTokenSets": {"global": "enabled", "ios": "enabled"}}, "##
            + ##"{"name": "Android", "selectedTokenSets": {"global": "enabled", "android": "enabled"}}, "##
            + ##"{"name": "Light", "selectedTokenSets": {"light": "enabled"}}, {"name": "Dark", "selectedTokenSets": {"dark": "enabled"}}, "##
            + ##"{"name": "Brand", "selectedTokenSets": {"brand": "enabled"}}], "##
            + ##""$metadata": {"tokenSetOrder": ["global", "ios", "android", "light", "dark", "brand"]}}"##
        let folder = try temporaryFolder(files: ["tokens.json": export])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let tokenSet = try #require(
            Pipeline.tokenSet(
                Configuration.TokensJob(input: folder + "/tokens.json", output: "/tmp/T.swift"), diagnostics: diagnostics),
            "\(diagnostics.formatted)"
        )
        #expect(
            tokenSet.modifiers.map { "\($0.name): \($0.contexts.joined(separator: " "))" } == [
                "platform: iOS Android", "appearance: Light Dark",
            ])
        #expect(
            tokenSet.tokens.map { "\($0.dottedPath) \($0.value) \($0.variation?.modifiers ?? [])" } == [
                "space dimension(10.0) [0]", #"font fontFamily(["SF Pro"]) [0]"#, "bg \(tokenSet.tokens[2].value) [1]",
                "logo \(tokenSet.tokens[3].value) []",
            ])
        #expect(tokenSet.tokens.map(\.value.colorHex) == [nil, nil, "#FFFFFF", "#FF0000"])
        #expect(
            diagnostics.diagnostics.filter { $0.message.contains("no group") }.map(\.formatted) == [
                "\(folder)/tokens.json:1:457: warning: the themes have no group, and only those that define the same tokens can be alternatives: tokengen made the modifier 'platform' of 'iOS', 'Android'; the modifier 'appearance' of 'Light', 'Dark'; 'Brand' always applied; give each theme a group in Tokens Studio to choose the modifiers"
            ])
    }

    /// A group's type that no tool defines (`component`, in any case) gives way to each token's value, as a
    /// token's own does: colours, lengths, references and typographies under it generate.
    @Test func aGroupsUnknownTypeGivesWayToTheValues() throws {
        let file =
            ##"{"color": {"x": {"$type": "color", "$value": "#112233"}}, "button": {"$type": "component", "##
            + ##""bg": {"$value": "{color.x}"}, "pad": {"$value": "8px"}, "##
            + ##""text": {"$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0px"}}}, "##
            + ##""card": {"$type": "COMPONENT", "fg": {"$value": "#FFFFFF"}}}"##
        let folder = try temporaryFolder(files: ["c.tokens.json": file])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let tokenSet = try #require(
            Pipeline.tokenSet(
                Configuration.TokensJob(input: folder + "/c.tokens.json", output: "/tmp/T.swift"), diagnostics: diagnostics),
            "\(diagnostics.formatted)"
        )
        #expect(
            tokenSet.tokens.map { "\($0.dottedPath) \($0.value.type.rawValue)" } == [
                "color.x color", "button.bg color", "button.pad dimension", "button.text typography", "card.fg color",
            ])
        #expect(!diagnostics.diagnostics.contains { $0.message.contains("left out") })
    }
}
