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

/// No number can crash tokengen or reach generated code as something Swift cannot compile: every form a file
/// may write (tiny, huge, `nan`, `inf`, hex floats, exponents) in every place a token file holds a number.
@Suite struct NumberFormTests {
    static let forms = [
        "nan", "-nan", "NaN", "inf", "-inf", "infinity", "1e-300", "-1e-300", "1e-307", "1e-310", "4.9e-324", "1e-400",
        "1e308", "1.7976931348623157e308", "1e309", "0x1p3", "0x1p-1070", "1e+3", "1E3", "-0", "0.1", "7",
    ]

    /// Where a token file holds a number, with `N` for it: colours as CSS writes them, math, references in
    /// math, dimensions, durations, typographies (whose line spacing is computed), colour modifiers, `remBase`.
    static let places = [
        #""t": {"$type": "color", "$value": "rgb(N, 0, 0)"}"#,
        #""t": {"$type": "color", "$value": "rgb(N%, 0, 0)"}"#,
        #""t": {"$type": "color", "$value": "rgba(0, 0, 0, N)"}"#,
        #""t": {"$type": "color", "$value": "rgba(0 0 0 / N%)"}"#,
        #""t": {"$type": "color", "$value": "hsl(Ndeg, 50%, 50%)"}"#,
        #""t": {"$type": "color", "$value": "hsl(0, N%, 50%)"}"#,
        #""t": {"$type": "number", "$value": "N * 1"}"#,
        #""t": {"$type": "number", "$value": "N * 1e-20"}"#,
        #""t": {"$type": "dimension", "$value": "N * 1rem"}"#,
        #""r": {"$type": "number", "$value": "N"}, "t": {"$type": "number", "$value": "{r} * 2"}"#,
        #""t": {"$type": "dimension", "$value": "Npx"}"#,
        #""t": {"$type": "dimension", "$value": {"value": "N", "unit": "rem"}}"#,
        #""t": {"$type": "duration", "$value": "Nms"}"#,
        #""t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "Npx", "fontWeight": 400, "lineHeight": 1.4, "letterSpacing": "0px"}}"#,
        #""t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": "N", "letterSpacing": "N%"}}"#,
        ##""t": {"$type": "color", "$value": "#C14242", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "N", "space": "srgb"}}}}"##,
        ##""t": {"$type": "color", "$value": "#C14242", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "N", "space": "lch"}}}}"##,
        #""$extensions": {"tokengen": {"remBase": "N"}}, "t": {"$type": "dimension", "$value": "2rem"}"#,
    ]

    @Test(arguments: places) func everyNumberFormIsWritableOrLeftOut(place: String) throws {
        for form in Self.forms {
            let json = "{" + place.replacingOccurrences(of: "N", with: form) + "}"
            let diagnostics = DiagnosticCollector()
            let set = TokenSetReader.resolved(Array(json.utf8), path: "n.tokens.json", diagnostics: diagnostics)
            // Only `remBase`, a setting of the whole file, may fail it.
            #expect(!diagnostics.hasErrors || place.contains("remBase"), "\(json): \(diagnostics.formatted)")
            guard let set, !diagnostics.hasErrors else { continue }
            for token in set.tokens {
                #expect(token.value.numbers.allSatisfy { $0.isWritable }, "\(json): \(token.value)")
            }
            let code = try #require(Pipeline.constants(set, options: ConstantsOptions(), diagnostics: DiagnosticCollector()))
            for word in ["nan", "inf"] {
                #expect(!code.lowercased().contains(" \(word)"), "\(json)")
            }
        }
    }

    /// The shapes that crashed tokengen or wrote `nan` into the code, each read, computed or left out with
    /// its warning; what is read compiles.
    @Test(.tags(.compiles), .notInTheQuickLoop) func numbersThatCrashedOrBrokeTheBuild() throws {
        let json = """
            {
              "c1": {"$type": "color", "$value": "rgb(nan%, 0, 0)"},
              "c2": {"$type": "color", "$value": "hsl(0, nan%, 50%)"},
              "c3": {"$type": "color", "$value": "rgb(1e-300, 0, 0)"},
              "c4": {"$type": "color", "$value": "rgba(0, 0, 0, 1e-300)"},
              "m1": {"$type": "number", "$value": "1e-300 * 1"},
              "m2": {"$type": "number", "$value": "1e-300 * 1e-20"},
              "m3": {"$type": "number", "$value": "1e+3 * 2"},
              "big": {"$type": "number", "$value": 1e17},
              "m4": {"$type": "number", "$value": "{big} * 2"},
              "a": {"$type": "color", "$value": "#C14242", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "1e-300", "space": "srgb"}}}},
              "f": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 3e-308, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.4, "letterSpacing": {"value": 0, "unit": "px"}}}
            }
            """
        let diagnostics = DiagnosticCollector()
        let set = try #require(TokenSetReader.resolved(Array(json.utf8), path: "n.tokens.json", diagnostics: diagnostics))
        #expect(
            diagnostics.formatted == """
                n.tokens.json:2:38: warning: 'rgb(nan%, 0, 0)' is not a colour tokengen reads; write a hex colour, a colour object, or a CSS Color 4 function with three components and an optional '/ alpha': rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color(display-p3 …); the token 'c1' is left out
                n.tokens.json:3:38: warning: 'hsl(0, nan%, 50%)' is not a colour tokengen reads; write a hex colour, a colour object, or a CSS Color 4 function with three components and an optional '/ alpha': rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color(display-p3 …); the token 'c2' is left out
                n.tokens.json:4:38: warning: a colour as a CSS text ("rgb(1e-300, 0, 0)") is not in the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha} (one warning per file)
                n.tokens.json:6:39: warning: a value computed with math ("1e-300 * 1") is not in the 2025.10 format; tokengen computes it as Tokens Studio does; write the result for the 2025.10 format (one warning per file)
                n.tokens.json:11:37: warning: a colour as a "#RRGGBB" text is a form from before the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: "#RRGGBB"} (one warning per file)
                n.tokens.json:11:92: warning: a Tokens Studio colour modifier ('alpha') is not in the 2025.10 format; tokengen computes the colour as Tokens Studio does; write the resulting colour for the 2025.10 format (one warning per file)
                n.tokens.json:12:42: warning: the value 1.2e-308 is out of range: it must be finite, and 0 or at least 2.2250738585072014e-308 in size; the token 'f' is left out
                """)
        // What Tokens Studio computes is written to 4 decimals (math) or 5 digits (a modifier): 1e-300 is 0 there.
        #expect(set.tokens.map(\.dottedPath) == ["c3", "c4", "m1", "m2", "m3", "big", "m4", "a"])
        #expect(
            set.tokens.map(\.value.numbers) == [
                [1e-300 / 255, 0, 0, 1], [0, 0, 0, 1e-300], [0], [0], [2000], [1e17], [2e17], [0.75686, 0.25882, 0.25882, 0],
            ])
        let code = try #require(Pipeline.constants(set, options: ConstantsOptions(), diagnostics: DiagnosticCollector()))
        let output = try compileAndRun([
            "DesignTokens.swift": code,
            "main.swift": "let t = DesignTokens()\nprint(t.c4.alpha, t.m1, t.m3, t.m4, t.a.alpha)",
        ])
        #expect(output == "1e-300 0.0 2000.0 2e+17 0.0\n")
    }

    /// A weight name the format spells otherwise (`semibold` for `semi-bold`) is read with a warning.
    @Test func weightNamesOutsideTheFormat() throws {
        let json =
            #"{"a": {"$type": "fontWeight", "$value": "semibold"}, "b": {"$type": "fontWeight", "$value": "semi-bold"}, "c": {"$type": "fontWeight", "$value": "demi-bold"}}"#
        let diagnostics = DiagnosticCollector()
        let set = try #require(TokenSetReader.resolved(Array(json.utf8), path: "w.tokens.json", diagnostics: diagnostics))
        #expect(set.tokens.map(\.value) == [.fontWeight(600), .fontWeight(600), .fontWeight(600)])
        #expect(
            diagnostics.formatted == """
                w.tokens.json:1:41: warning: a font weight written 'semibold' is not in the 2025.10 format; write 600 or 'semi-bold'; tokengen reads it as 600 (one warning per file)
                """)
    }

    /// A percentage in math is its hundredth where it stands for a number (`50% * 2` is 1), as on its own; with a
    /// length it is one of a container's size, which a constant does not know: no Swift value, never a wrong one
    /// (`calc(100% - 16px)` was -15, `min(100%, 600px)` 1).
    @Test func percentagesInMath() throws {
        let json =
            ##"{"a": {"$type": "dimension", "$value": "calc(100% - 16px)"}, "b": {"$type": "dimension", "$value": "min(100%, 600px)"}, "##
            + ##""c": {"$type": "number", "$value": "50% * 2"}, "d": {"$type": "number", "$value": "calc(20%)"}, "e": {"$type": "dimension", "$value": "calc(50%)"}, "##
            + ##""f": {"$type": "dimension", "$value": "{g} * 2"}, "g": {"$type": "dimension", "$value": "25%"}, "h": {"$type": "number", "$value": "max(10%, 2) / 4"}}"##
        let diagnostics = DiagnosticCollector()
        let set = try #require(TokenSetReader.resolved(Array(json.utf8), path: "t.tokens.json", diagnostics: diagnostics))
        #expect(set.tokens.map { "\($0.dottedPath) \($0.value)" } == ["c number(1.0)", "d number(0.2)", "h number(0.5)"])
        let relative = "the unit '%' is relative to its container, which a constant on its own has no size of; write px or rem"
        #expect(diagnostics.diagnostics.filter { $0.message.hasPrefix(relative) }.count == 4)
        #expect(
            diagnostics.summaries == [
                "t.tokens.json: 8 tokens, 5 left out (1 reference to a token left out; no Swift value: 4 relative units)"
            ])
    }

    /// Every CSS Color 4 function is read into its space, converted as the colour objects of that space are
    /// (sRGB where the colour lies inside it, else Display P3), with `/ alpha`, percentages and `none`; what cannot
    /// be read is left out with a warning that quotes it.
    @Test func cssColor4Texts() throws {
        let folder = try temporaryFolder(files: [
            "c.tokens.json": #"""
            {"c": {"$type": "color",
              "oklch": {"$value": "oklch(0.9779 0.0214 95.33 / 1)"},
              "oklab": {"$value": "oklab(50% 0 0)"},
              "lab": {"$value": "lab(50 0 0 / 0.5)"},
              "lch": {"$value": "lch(50% 0 none)"},
              "hwb": {"$value": "hwb(120 0% 50%)"},
              "p3": {"$value": "color(display-p3 1 0 0)"},
              "linear": {"$value": "color(srgb-linear 0.5 0.5 0.5)"},
              "srgb": {"$value": "color(srgb 100% 0 0 / 50%)"},
              "none": {"$value": "rgb(none 255 0)"},
              "bad": {"$value": "oklch(0.5 0.1)"}}}
            """#
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let tokenSet = try #require(
            Pipeline.tokenSet(
                Configuration.TokensJob(input: folder + "/c.tokens.json", output: "/tmp/T.swift"), diagnostics: diagnostics),
            "\(diagnostics.formatted)"
        )
        let colors = tokenSet.tokens.map { token -> String in
            guard case .color(let color) = token.value else { return "\(token.dottedPath): not a colour" }
            return "\(token.dottedPath) \(color.colorSpace) \(color.hex) \(color.alpha)"
        }
        #expect(
            colors == [
                "c.oklch srgb #FCF8E8 1.0", "c.oklab srgb #636363 1.0", "c.lab srgb #777777 0.5", "c.lch srgb #777777 1.0",
                "c.hwb srgb #008000 1.0", "c.p3 display-p3 #FF0000 1.0", "c.linear srgb #BCBCBC 1.0", "c.srgb srgb #FF0000 0.5",
                "c.none srgb #00FF00 1.0",
            ])
        #expect(
            diagnostics.diagnostics.filter { $0.message.contains("oklch(0.5 0.1)") }.map(\.formatted) == [
                "\(folder)/c.tokens.json:11:21: warning: 'oklch(0.5 0.1)' is not a colour tokengen reads; write a hex colour, a colour object, or a CSS Color 4 function with three components and an optional '/ alpha': rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color(display-p3 …); the token 'c.bad' is left out"
            ])
    }
}
