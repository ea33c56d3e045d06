import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck

/// A number means what the tool that wrote it means: a line height is points in Tokens Studio's and the Figma
/// plugin "Design Tokens"'s files, a ratio in the 2025.10 format; the plugin's own types; no token dropped
/// without a warning; what no Swift value holds counted as such; the other tools' forms with exact values.
private struct Unexpected: Error {}

@Suite struct ToolValueTests {
    private func resolve(_ json: String, tool: TokenTool? = nil, path: String = "t.json") -> (TokenSet?, DiagnosticCollector) {
        let diagnostics = DiagnosticCollector()
        let raw = TokenSetReader.read([(Array(json.utf8), path)], options: TokenSetReader.Options(tool: tool), diagnostics: diagnostics)
        return (raw.flatMap { TokenSetResolver.resolve($0, diagnostics: diagnostics) }, diagnostics)
    }

    private func font(_ set: TokenSet?, _ path: String) -> [Double]? {
        guard case .typography(let font)? = set?.tokens.first(where: { $0.dottedPath == path })?.value else { return nil }
        return [font.size, font.lineHeight, font.lineSpacing]
    }

    /// Each tool's line height on a 16 pt font, as size, ratio and spacing.
    @Test func lineHeightsAsEachToolMeansThem() {
        // Tokens Studio: its types mark the file; a number is points, a percentage the ratio, AUTO the font's own.
        let studio = #"""
            {"fs": {"value": "16", "type": "fontSizes"},
             "points": {"value": "24", "type": "lineHeights"}, "percent": {"value": "150%", "type": "lineHeights"},
             "auto": {"value": "AUTO", "type": "lineHeights"},
             "a": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{fs}", "lineHeight": "{points}"}},
             "b": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{fs}", "lineHeight": "{percent}"}},
             "c": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{fs}", "lineHeight": "{auto}"}},
             "d": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{fs}", "lineHeight": "20"}},
             "e": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{fs}", "lineHeight": "{fs} * 1.5"}}}
            """#
        let (studioSet, _) = resolve(studio)
        #expect(font(studioSet, "a") == [16, 1.5, 8])
        #expect(font(studioSet, "b") == [16, 1.5, 8])
        #expect(font(studioSet, "c") == [16, 1, 0])
        #expect(font(studioSet, "d") == [16, 1.25, 4])
        #expect(font(studioSet, "e") == [16, 1.5, 8])
        // The 2025.10 format: a number is the ratio, a length (a dimension token, px, rem) points.
        let dtcg = #"""
            {"size": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}},
             "tall": {"$type": "dimension", "$value": {"value": 2, "unit": "rem"}},
             "a": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": "{size}", "lineHeight": 1.5, "letterSpacing": {"value": 0, "unit": "px"}}},
             "b": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": "{size}", "lineHeight": "{tall}", "letterSpacing": {"value": 0, "unit": "px"}}},
             "c": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": "{size}", "lineHeight": "40px", "letterSpacing": {"value": 0, "unit": "px"}}},
             "d": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": "{size}", "lineHeight": 24, "letterSpacing": {"value": 0, "unit": "px"}}},
             "e": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": "{size}", "lineHeight": 0.2, "letterSpacing": {"value": 0, "unit": "px"}}}}
            """#
        let (dtcgSet, diagnostics) = resolve(dtcg, path: "t.tokens.json")
        #expect(font(dtcgSet, "a") == [16, 1.5, 8])
        #expect(font(dtcgSet, "b") == [16, 2, 16])
        #expect(font(dtcgSet, "c") == [16, 2.5, 24])
        // A point value read as a ratio would be 24 × 16: left out, never generated.
        #expect(font(dtcgSet, "d") == nil)
        #expect(font(dtcgSet, "e") == nil)
        #expect(
            diagnostics.diagnostics.filter { $0.message.contains("outside what fonts use") }.map(\.formatted) == [
                "t.tokens.json:6:120: warning: a line height 24 times the font size (16 pt) is outside what fonts use (from 0.5 to 5 times); a line height in points needs a unit (\"24px\"), or the job's 'tool:' when the tool that wrote it means points; the token 'd' is left out",
                "t.tokens.json:7:120: warning: a line height 0.2 times the font size (16 pt) is outside what fonts use (from 0.5 to 5 times); a line height in points needs a unit (\"24px\"), or the job's 'tool:' when the tool that wrote it means points; the token 'e' is left out",
            ])
        // The same number in a file of no tool's marks means points when the job names Tokens Studio.
        let (named, _) = resolve(dtcg, tool: .tokensStudio, path: "t.tokens.json")
        #expect(font(named, "d") == [16, 1.5, 8])
    }

    /// A percentage reached through 300 references is still the ratio (the walk follows the chain as
    /// resolving does, and remembers it: a thousand typographies through it walk it once).
    @Test func aLineHeightsPercentageThroughALongChain() {
        var tokens = [#""fs": {"value": "16", "type": "fontSizes"}"#, #""lh0": {"value": "300%", "type": "lineHeights"}"#]
        tokens += (1...300).map { #""lh\#($0)": {"value": "{lh\#($0 - 1)}", "type": "lineHeights"}"# }
        tokens += (0..<1_000).map {
            #""t\#($0)": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{fs}", "lineHeight": "{lh300}"}}"#
        }
        let (set, diagnostics) = resolve("{" + tokens.joined(separator: ",\n") + "}")
        #expect(diagnostics.diagnostics.filter { $0.severity == .warning }.count == 7)  // the draft forms, once each
        #expect(font(set, "t0") == [16, 3, 32])
        #expect(font(set, "t999") == [16, 3, 32])
    }

    /// The Figma plugin "Design Tokens": its font style's line height is points, its shadow's radius the blur
    /// and `innerShadow` an inset one, its linear gradient's rotation CSS's angle; a radial one has no value.
    @Test func figmaDesignTokensPluginTypes() throws {
        let json = #"""
            {"font": {"body": {"type": "custom-fontStyle", "value": {"fontSize": 16, "textDecoration": "none", "fontFamily": "Inter", "fontWeight": 400, "fontStyle": "normal", "fontStretch": "normal", "letterSpacing": 0.5, "lineHeight": 24, "paragraphIndent": 0, "paragraphSpacing": 0, "textCase": "none"},
               "extensions": {"org.lukasoppermann.figmaDesignTokens": {"styleId": "S:1,", "exportKey": "font"}}}},
             "effect": {"card": {"type": "custom-shadow", "value": {"shadowType": "innerShadow", "radius": 8, "color": "#0000001a", "offsetX": 0, "offsetY": 2, "spread": 1}},
               "lift": {"type": "custom-shadow", "value": {"shadowType": "dropShadow", "radius": 4, "color": "#ffffff1a", "offsetX": 0, "offsetY": 2, "spread": 0}}},
             "gradient": {"brand": {"type": "custom-gradient", "value": {"gradientType": "linear", "rotation": 180, "stops": [{"position": 0, "color": "#ff0000ff"}, {"position": 1, "color": "#0000ff80"}]}},
               "glow": {"type": "custom-gradient", "value": {"gradientType": "radial", "rotation": 0, "stops": [{"position": 0, "color": "#ff0000ff"}, {"position": 1, "color": "#0000ff80"}]}}},
             "motion": {"fade": {"type": "custom-transition", "value": {"transitionType": "dissolve", "duration": 0.3, "easing": "ease-in-out", "direction": "left", "easingFunction": {"x1": 0.42, "x2": 0.58, "y1": 0, "y2": 1}}}},
             "border": {"solid": {"type": "custom-stroke", "value": {"align": "inside", "dashPattern": "0, 0", "lineCap": "none", "lineJoin": "miter", "miterLimit": 4, "weight": 1, "color": "#000000ff"}},
               "dashed": {"type": "custom-stroke", "value": {"align": "center", "dashPattern": "4, 2", "lineCap": "round", "lineJoin": "miter", "miterLimit": 4, "weight": 2, "color": "#000000ff"}}},
             "spacing": {"card": {"type": "custom-spacing", "value": {"top": 8, "bottom": 8, "left": 16, "right": 16}}}}
            """#
        let (set, diagnostics) = resolve(json, tool: .figmaDesignTokens)
        let values = Dictionary(uniqueKeysWithValues: try #require(set).tokens.map { ($0.dottedPath, $0.value) })
        #expect(font(set, "font.body") == [16, 1.5, 8])
        guard case .typography(let body)? = values["font.body"] else { throw Unexpected() }
        #expect(body.letterSpacing == 0.5)
        #expect(
            values["effect.card"]
                == .shadow(ShadowValue(color: try color("#0000001a"), offsetX: 0, offsetY: 2, blur: 8, spread: 1, inset: true)))
        #expect(values["effect.lift"] == .shadow(ShadowValue(color: try color("#ffffff1a"), offsetX: 0, offsetY: 2, blur: 4, spread: 0)))
        #expect(
            values["gradient.brand"]
                == .gradient(
                    GradientValue(
                        stops: [.init(color: try color("#ff0000ff"), position: 0), .init(color: try color("#0000ff80"), position: 1)],
                        direction: .toBottom)))
        #expect(values["gradient.glow"] == nil)
        #expect(
            values["motion.fade"]
                == .transition(TransitionValue(duration: 0.3, delay: 0, timingFunction: CubicBezierValue(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
        )
        let black = try color("#000000ff")
        #expect(values["border.solid"] == .border(BorderValue(color: black, width: 1, style: .keyword("solid"))))
        #expect(values["border.dashed"] == .border(BorderValue(color: black, width: 2, style: .dashes([4, 2], lineCap: "round"))))
        #expect(values["spacing.card"] == nil)
        #expect(
            diagnostics.diagnostics.filter { $0.severity == .warning }.map(\.message).filter { $0.contains("radial") } == [
                "'radial gradient' has no value tokengen generates: its gradients are linear; give the app a linear one if it needs one; the token 'gradient.glow' is left out"
            ])
        #expect(
            diagnostics.diagnostics.map(\.formatted).filter { $0.contains("custom-spacing") } == [
                "t.json:10:31: warning: 'custom-spacing' is the Figma plugin Design Tokens' padding, corner radii or layout grid, which no one Swift value holds; give the app a dimension token for each side or corner it needs; the token 'spacing.card' is left out"
            ])
        #expect(
            diagnostics.summaries == [
                "t.json: 9 tokens, 2 left out (no Swift value: 1 gradient that is not linear, 1 padding, radii or grid of the Figma plugin)"
            ])
    }

    /// A stroke's dash pattern as a text or as a list is the same dashes; what is neither is left out with a
    /// warning, never drawn solid.
    @Test func figmaPluginDashPatternAsAList() throws {
        func stroke(_ pattern: String) -> String {
            ##"{"type": "custom-stroke", "value": {"dashPattern": \##(pattern), "lineCap": "round", "weight": 2, "color": "#000000ff"}}"##
        }
        let json = "{\"text\": \(stroke("\"4, 2\"")), \"list\": \(stroke("[4, 2]")), \"empty\": \(stroke("[]")),\n\"word\": \(stroke("[4, \"x\"]")), \"nested\": \(stroke("[[4]]"))}"
        let (set, diagnostics) = resolve(json, tool: .figmaDesignTokens)
        let values = Dictionary(uniqueKeysWithValues: try #require(set).tokens.map { ($0.dottedPath, $0.value) })
        let black = try color("#000000ff")
        #expect(values["text"] == .border(BorderValue(color: black, width: 2, style: .dashes([4, 2], lineCap: "round"))))
        #expect(values["list"] == values["text"])
        #expect(values["empty"] == .border(BorderValue(color: black, width: 2, style: .keyword("solid"))))
        #expect(values["word"] == nil && values["nested"] == nil)
        #expect(
            diagnostics.diagnostics.filter { $0.message.hasSuffix("left out") }.map(\.formatted) == [
                "t.json:2:60: warning: expected a dash pattern of lengths (\"4, 2\" or [4, 2]), found a list; the token 'word' is left out",
                "t.json:2:188: warning: expected a dash pattern of lengths (\"4, 2\" or [4, 2]), found a list; the token 'nested' is left out",
            ])
    }

    private func color(_ hex: String) throws -> ColorValue {
        let (set, _) = resolve(#"{"c": {"$type": "color", "$value": "\#(hex)"}}"#, path: "c.tokens.json")
        guard case .color(let value)? = set?.tokens.first?.value else { throw Unexpected() }
        return value
    }

    /// A member named `value` in a `$value` file is a group, unless a `type` beside it makes a Style
    /// Dictionary token; every token of the file is generated or named in a warning.
    @Test func valueMembersOfDollarValueFilesAreGroups() throws {
        let json = #"""
            {"badge": {"value": {"rest": {"bg": {"$type": "color", "$value": "#ff0000"}, "fg": {"$type": "color", "$value": "#ffffff"}}}},
             "sd": {"gap": {"value": "12px", "type": "spacing"}}}
            """#
        let (set, diagnostics) = resolve(json, path: "t.tokens.json")
        #expect(try #require(set).tokens.map(\.dottedPath).sorted() == ["badge.value.rest.bg", "badge.value.rest.fg", "sd.gap"])
        #expect(diagnostics.summaries == [])
    }

    /// An empty value and a CSS keyword have no Swift value: counted so, never as a type problem, never
    /// generated (an empty font family too); a Figma text may be empty.
    @Test func emptyValuesAndKeywordsHaveNoSwiftValue() throws {
        let json = #"""
            {"a": {"$type": "color", "$value": ""}, "b": {"$value": ""}, "c": {"$type": "fontFamily", "$value": ""},
             "d": {"$value": "auto"}, "e": {"$type": "dimension", "$value": "inherit"}, "f": {"$type": "string", "$value": ""}}
            """#
        let (set, diagnostics) = resolve(json, path: "t.tokens.json")
        #expect(try #require(set).tokens.map(\.dottedPath) == ["f"])
        #expect(
            diagnostics.diagnostics.filter { $0.message.hasSuffix("left out") }.map(\.formatted) == [
                "t.tokens.json:1:36: warning: the value is empty (\"\"), a placeholder that no Swift value holds; give the token a value, or remove it; the token 'a' is left out",
                "t.tokens.json:1:57: warning: the value is empty (\"\"), a placeholder that no Swift value holds; give the token a value, or remove it; the token 'b' is left out",
                "t.tokens.json:1:101: warning: the value is empty (\"\"), a placeholder that no Swift value holds; give the token a value, or remove it; the token 'c' is left out",
                "t.tokens.json:2:18: warning: 'auto' is a CSS keyword, which only the web can use and no Swift value holds; give the app its own token if it needs one; the token 'd' is left out",
                "t.tokens.json:2:65: warning: 'inherit' is a CSS keyword, which only the web can use and no Swift value holds; give the app its own token if it needs one; the token 'e' is left out",
            ])
        #expect(diagnostics.summaries == ["t.tokens.json: 6 tokens, 5 left out (no Swift value: 3 empty values, 2 CSS keywords)"])
    }

    /// The other tools' forms with a Swift value, each exact.
    @Test func otherToolsFormsWithExactValues() throws {
        let json = #"""
            {"brand": {"$type": "color", "$value": "#B061F2"},
             "hexRgba": {"$type": "color", "$value": "rgba(#B061F2, .4)"},
             "refRgba": {"$type": "color", "$value": "rgba({brand}, 40%)"},
             "refAlpha": {"$type": "color", "$value": "{brand}66"},
             "wrongAlpha": {"$type": "color", "$value": "{hexRgba}66"},
             "ease": {"$type": "cubicBezier", "$value": "ease-in-out"},
             "ratio": {"$type": "number", "$value": "16 / 9"},
             "scale": {"$type": "number", "$value": "pow(1.5, 2)"},
             "root": {"$type": "number", "$value": "pow(2, 0.5)"},
             "commas": {"$type": "color", "$value": "oklch(0.5, 0.1, 20)"},
             "spaces": {"$type": "color", "$value": "oklch(0.5 0.1 20)"},
             "s1": {"$type": "shadow", "$value": "0 1px 2px #000000"},
             "s2": {"$type": "shadow", "$value": "inset 0 4px 8px #ffffff"},
             "both": {"$type": "shadow", "$value": "{s1}, {s2}"},
             "named": {"$type": "number", "$value": "{named2}"}}
            """#
        let (set, diagnostics) = resolve(json, path: "t.tokens.json")
        let values = Dictionary(uniqueKeysWithValues: try #require(set).tokens.map { ($0.dottedPath, $0.value) })
        var purple = try color("#B061F2")
        purple.alpha = 0.4
        #expect(values["hexRgba"] == .color(purple))
        #expect(values["refRgba"] == .color(purple))
        #expect(values["refAlpha"] == .color(purple))
        #expect(values["wrongAlpha"] == nil)
        #expect(values["ease"] == .cubicBezier(CubicBezierValue(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
        #expect(values["ratio"] == .number(1.7778))  // to 4 decimals, as Tokens Studio's transforms write math
        #expect(values["scale"] == .number(2.25))
        #expect(values["root"] == nil)
        #expect(values["commas"] != nil)
        #expect(values["commas"] == values["spaces"])
        guard case .shadow(let s1)? = values["s1"], case .shadow(let s2)? = values["s2"] else { throw Unexpected() }
        #expect(values["both"] == .shadows([s1, s2]))
        let warnings = diagnostics.diagnostics.filter { $0.message.hasSuffix("left out") }.map(\.formatted)
        #expect(
            warnings == [
                "t.tokens.json:5:45: warning: '{hexRgba}66' is not a hex colour; write #RGB, #RGBA, #RRGGBB or #RRGGBBAA; the token 'wrongAlpha' is left out",
                "t.tokens.json:9:40: warning: cannot compute 'pow(2, 0.5)': 'pow' cannot take these arguments; write numbers, units (px, rem, ms, s, %), references, + - * /, parentheses and floor, ceil, round, abs, sqrt, min, max, roundTo, pow (a whole exponent); the token 'root' is left out",
                // The hint never names the token that refers.
                "t.tokens.json:15:41: warning: 'named' refers to '{named2}', which is not a token; the token 'named' is left out",
            ])
    }

    /// A product, quotient or power that underflows is left out with a warning, as one that overflows is;
    /// a zero operand makes zero, and a result below 0.00005 is 0, as Tokens Studio writes it to 4 decimals.
    @Test func underflowIsLeftOutAsOverflowIs() throws {
        let json = #"""
            {"a": {"$type": "number", "$value": "pow(1e-200, 2)"},
             "b": {"$type": "number", "$value": "1e-200 * 1e-200"},
             "c": {"$type": "number", "$value": "1e-200 / 1e200"},
             "d": {"$type": "number", "$value": "1e-160 * 1e-160"},
             "e": {"$type": "number", "$value": "1e200 * 1e200"},
             "zero": {"$type": "number", "$value": "0 * 1e-200"},
             "small": {"$type": "number", "$value": "1e-150 * 1e-150"}}
            """#
        let (set, diagnostics) = resolve(json, path: "t.tokens.json")
        let values = Dictionary(uniqueKeysWithValues: try #require(set).tokens.map { ($0.dottedPath, $0.value) })
        #expect(values == ["zero": .number(0), "small": .number(0), "d": .number(0)])
        let advice = "write numbers, units (px, rem, ms, s, %), references, + - * /, parentheses and floor, ceil, round, abs, sqrt, min, max, roundTo, pow (a whole exponent)"
        #expect(
            diagnostics.diagnostics.filter { $0.message.hasSuffix("left out") }.map(\.formatted) == [
                "t.tokens.json:1:37: warning: cannot compute 'pow(1e-200, 2)': the result is too small for a Double (it underflows to 0); \(advice); the token 'a' is left out",
                "t.tokens.json:2:37: warning: cannot compute '1e-200 * 1e-200': the result is too small for a Double (it underflows to 0); \(advice); the token 'b' is left out",
                "t.tokens.json:3:37: warning: cannot compute '1e-200 / 1e200': the result is too small for a Double (it underflows to 0); \(advice); the token 'c' is left out",
                "t.tokens.json:5:37: warning: cannot compute '1e200 * 1e200': the result is not a finite number; \(advice); the token 'e' is left out",
            ])
    }
}
