import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck

/// Tokens Studio's colour modifiers as its transforms' suite computes them
/// (`test/spec/color-modifiers/transformColorModifiers.spec.ts`, `test/integration/color-modifier-references.test.ts`),
/// one vector a line: the colour, the modifier, and the colour the suite expects, as sd-transforms writes it
/// (colorjs.io's five significant digits, in the modifier's space or its `format`'s).
@Suite struct StudioColorModifierVectorTests {
    static let vectors: [(color: String, modify: String, expected: String)] = [
        ("#C14242", ##""type": "lighten", "value": "0.2", "space": "hsl""##, "hsl(0 50.598% 60.627%)"),
        ("#C14242", ##""type": "lighten", "value": "0.2", "space": "lch""##, "lch(57.685 47.48 29.704)"),
        ("#C14242", ##""type": "lighten", "value": "0.2", "space": "p3""##, "color(display-p3 0.76016 0.43532 0.42213)"),
        ("#C14242", ##""type": "lighten", "value": "0.2", "space": "srgb""##, "rgb(80.549% 40.706% 40.706%)"),
        ("#C14242", ##""type": "lighten", "value": "0.2", "space": """##, "#C14242"),  // no space: the colour as it is
        ("#C14242", ##""type": "lighten", "value": "0.5 - 0.3", "space": "hsl""##, "hsl(0 50.598% 60.627%)"),
        ("#C14242", ##""type": "lighten", "value": "0.5 - 0.3", "space": "lch""##, "lch(57.685 47.48 29.704)"),
        ("#C14242", ##""type": "lighten", "value": "0.5 - 0.3", "space": "p3""##, "color(display-p3 0.76016 0.43532 0.42213)"),
        ("#C14242", ##""type": "lighten", "value": "0.5 - 0.3", "space": "srgb""##, "rgb(80.549% 40.706% 40.706%)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "hsl""##, "hsl(0 50.598% 40.627%)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "lch""##, "lch(37.685 47.48 29.704)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "p3""##, "color(display-p3 0.56016 0.23532 0.22213)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "srgb""##, "rgb(60.549% 20.706% 20.706%)"),
        ("#C14242", ##""type": "darken", "value": "0.5 - 0.3", "space": "lch""##, "lch(37.685 47.48 29.704)"),
        ("#000000", ##""type": "mix", "value": "0.5", "color": "#FFFFFF", "space": "hsl""##, "hsl(none 0% 50%)"),
        ("#000000", ##""type": "mix", "value": "0.5", "color": "#FFFFFF", "space": "lch""##, "lch(50 0 none)"),
        ("#000000", ##""type": "mix", "value": "0.5", "color": "#FFFFFF", "space": "p3""##, "color(display-p3 0.5 0.5 0.5)"),
        ("#000000", ##""type": "mix", "value": "0.5", "color": "#FFFFFF", "space": "srgb""##, "rgb(50% 50% 50%)"),
        ("#FFFFFF", ##""type": "mix", "value": "0.5 + 6 * 0.04", "color": "#4477DD", "space": "hsl""##, "hsl(220 51.231% 67.933%)"),
        ("#FFFFFF", ##""type": "mix", "value": "0.5 + 6 * 0.04", "color": "#4477DD", "space": "lch""##, "lch(63.417 43.678 278.69)"),
        ("#FFFFFF", ##""type": "mix", "value": "0.5 + 6 * 0.04", "color": "#4477DD", "space": "p3""##, "color(display-p3 0.49226 0.60164 0.88112)"),
        ("#FFFFFF", ##""type": "mix", "value": "0.5 + 6 * 0.04", "color": "#4477DD", "space": "srgb""##, "rgb(45.733% 60.533% 90.133%)"),
        ("#FFFFFF", ##""type": "mix", "value": "0.5 + 6 * 0.04", "color": "#4477DD", "space": "srgb", "format": "hex""##, "#759ae6"),
        ("#C14242", ##""type": "alpha", "value": "0.2", "space": "hsl""##, "hsl(0 50.598% 50.784% / 0.2)"),
        ("#C14242", ##""type": "alpha", "value": "0.2", "space": "lch""##, "lch(47.107 59.35 29.704 / 0.2)"),
        ("#C14242", ##""type": "alpha", "value": "0.2", "space": "p3""##, "color(display-p3 0.7002 0.29415 0.27766 / 0.2)"),
        ("#C14242", ##""type": "alpha", "value": "0.5 - 0.3", "space": "srgb""##, "rgb(75.686% 25.882% 25.882% / 0.2)"),
        // A type it does not know changes nothing, but the colour is written in the space.
        ("#C14242", ##""type": "", "value": "0.2", "space": "hsl""##, "hsl(0 50.598% 50.784%)"),
        ("#C14242", ##""type": "", "value": "0.2", "space": """##, "#C14242"),
        // An output format: the result written in another space, or as a hex.
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "srgb", "format": "hsl""##, "hsl(0 49.035% 40.627%)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "srgb", "format": "hex""##, "#9a3535"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "hsl", "format": "hex""##, "#9c3333"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "lch", "format": "hex""##, "#983735"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "p3", "format": "hex""##, "#9b3535"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "hsl", "format": "hsl""##, "hsl(0 50.598% 40.627%)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "lch", "format": "hsl""##, "hsl(0.84955 47.88% 40.252%)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "p3", "format": "hsl""##, "hsl(0.05177 48.997% 40.665%)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "hsl", "format": "lch""##, "lch(37.824 50.982 29.805)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "lch", "format": "lch""##, "lch(37.685 47.48 29.704)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "p3", "format": "lch""##, "lch(37.854 49.384 29.403)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "srgb", "format": "lch""##, "lch(37.805 49.408 29.373)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "hsl", "format": "p3""##, "color(display-p3 0.56519 0.23007 0.21637)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "lch", "format": "p3""##, "color(display-p3 0.5509 0.24058 0.22405)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "p3", "format": "p3""##, "color(display-p3 0.56016 0.23532 0.22213)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "srgb", "format": "p3""##, "color(display-p3 0.55975 0.23469 0.22176)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "hsl", "format": "srgb""##, "rgb(61.184% 20.071% 20.071%)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "lch", "format": "srgb""##, "rgb(59.525% 21.525% 20.979%)"),
        ("#C14242", ##""type": "darken", "value": "0.2", "space": "p3", "format": "srgb""##, "rgb(60.59% 20.775% 20.741%)"),
        // The integration suite's references: an amount, a colour to mix and math from other tokens.
        ("#FFFFFF", ##""type": "alpha", "value": "{alpha}", "space": "srgb", "format": "hex""##, "#ffffff4d"),
        ("#FFFFFF", ##""type": "mix", "value": "0.5", "space": "srgb", "color": "#4477DD", "format": "hex""##, "#a1bbee"),
        ("#FFFFFF", ##""type": "mix", "value": "0.5 + 6 * 0.04", "space": "srgb", "color": "{mixColor}", "format": "hex""##, "#759ae6"),
        ("{baseColor}", ##""type": "mix", "value": "({treshhold} + 6 * {increment})", "space": "srgb", "color": "{mixColor}", "format": "hex""##, "#3b64b3"),
        ("{baseColor}", ##""type": "alpha", "value": "({treshhold} + 6 * {increment})", "space": "srgb", "format": "hex""##, "#202d3bbd"),
        ("{baseColor}", ##""type": "lighten", "value": "({treshhold} + 6 * {increment})", "space": "srgb", "format": "hex""##, "#c5c8cc"),
        ("#FFFFFF", ##""type": "darken", "value": "({treshhold} + 6 * {increment})", "space": "srgb", "format": "hex""##, "#424242"),
    ]

    /// The tokens the vectors refer to, as the integration suite writes them.
    static let shared = ##"""
        "alpha": {"value": 0.3, "type": "other"}, "treshhold": {"value": 0.5, "type": "number"},
        "increment": {"value": 0.04, "type": "number"}, "baseColor": {"value": "#202D3B", "type": "color"},
        "mixColor": {"value": "#4477DD", "type": "color"},
        "modifier": {"value": {"type": "alpha", "value": "{alpha}", "space": "srgb", "format": "hex"}},
        "color2": {"value": "#000000", "type": "color", "$extensions": {"studio.tokens": {"modify": "{modifier}"}}}
        """##

    @Test func modifiersAsTheSuiteComputesThem() throws {
        var members = [Self.shared]
        for (index, vector) in Self.vectors.enumerated() {
            members.append(
                ##""t\##(index)": {"value": "\##(vector.color)", "type": "color", "$extensions": {"studio.tokens": {"modify": {\##(vector.modify)}}}}"##)
        }
        let set = try #require(
            TokenSetReader.resolved(Array(("{" + members.joined(separator: ",\n") + "}").utf8), path: "t.json", diagnostics: DiagnosticCollector()))
        func value(_ path: String) -> ColorValue? {
            guard case .color(let color)? = set.tokens.first(where: { $0.dottedPath == path })?.value else { return nil }
            return color
        }
        for (index, vector) in Self.vectors.enumerated() {
            #expect(value("t\(index)") == (try Self.written(vector.expected)), "\(vector.modify) → \(vector.expected)")
        }
        // A modifier that is a token of its own, holding a reference.
        #expect(value("color2") == (try Self.written("#0000004d")))
    }

    /// The colour a CSS text the suite expects is, shown as tokengen shows every computed colour.
    static func written(_ css: String) throws -> ColorValue {
        if let hex = CSSColor.hex(css) {
            // A hex is the colour it names, as tokengen reads one.
            let digits = Array(hex.hex + hex.alpha)
            let bytes = stride(from: 0, to: 8, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) / 255 }
            return ColorValue(
                red: bytes[0], green: bytes[1], blue: bytes[2], alpha: clean(bytes[3]), hex: "#" + hex.hex, colorSpace: "srgb")
        }
        let reading = try #require(CSSColor.functional(css))
        var shown = try ColorSpaces.displayable(reading.space, reading.components)
        shown = try ColorSpaces.nearestDisplayable(shown.space, shown.components)
        let components = shown.components.map(clean)
        return ColorValue(
            red: components[0], green: components[1], blue: components[2], alpha: clean(reading.alpha), hex: ColorSpaces.hex(components),
            colorSpace: shown.space)
    }
}
