import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck

/// Terrazzo's parser suite, type by type (`packages/parser/test/{dimension,duration,number,font-weight,
/// font-family,cubic-bezier,stroke-style,border,transition}.test.ts`), one vector a line: the type and value
/// of a token in a DTCG file with no tool named, the value tokengen holds (nil: left out), and whether it
/// warns. What Terrazzo accepts is read with no warning; what it refuses gets a warning at the token's line,
/// and is read only where the form it bends means one value (an earlier form of the format: `"0.5rem"`), or
/// else left out.
@Suite struct TerrazzoTypeVectorTests {
    static let vectors: [(type: String, value: String, expected: TokenValue?, warns: Bool)] = [
        // 8.2 Dimension: rem, px, negative, 0.
        ("dimension", #"{"value": 0.5, "unit": "rem"}"#, .dimension(8), false),
        ("dimension", #"{"value": 12, "unit": "px"}"#, .dimension(12), false),
        ("dimension", #"{"value": -0.25, "unit": "rem"}"#, .dimension(-4), false),
        ("dimension", #"{"value": 0, "unit": "px"}"#, .dimension(0), false),
        // "legacy format", "no units", "number", "number (zero)": earlier forms, each one length.
        ("dimension", #""0.5rem""#, .dimension(8), true),
        ("dimension", #""16""#, .dimension(16), true),
        ("dimension", "42", .dimension(42), true),
        ("dimension", "0", .dimension(0), true),
        ("dimension", #""""#, nil, true),  // "empty string"
        ("dimension", #""rem""#, nil, true),  // "no number"
        ("dimension", #"{"value": 1, "unit": "vw"}"#, nil, true),  // "unsupported unit"
        ("dimension", #"{"value": 2, "unit": "px", "bad": true}"#, .dimension(2), true),  // "unknown prop", ignored
        // 8.5 Duration.
        ("duration", #"{"value": 100, "unit": "ms"}"#, .duration(0.1), false),
        ("duration", #"{"value": 0.25, "unit": "s"}"#, .duration(0.25), false),
        ("duration", #"{"value": 0, "unit": "ms"}"#, .duration(0), false),
        ("duration", #"{"value": -100, "unit": "ms"}"#, .duration(-0.1), false),
        ("duration", #""100ms""#, .duration(0.1), true),
        ("duration", #""""#, nil, true),
        ("duration", #""ms""#, nil, true),
        ("duration", #""250""#, nil, true),  // no unit: ms or s is a guess
        ("duration", "250", nil, true),
        ("duration", #"{"value": 200, "unit": "ns"}"#, nil, true),
        ("duration", #"{"value": 100, "unit": "ms", "bad": true}"#, .duration(0.1), true),
        // 8.7 Number.
        ("number", "42", .number(42), false),
        ("number", #""100""#, .number(100), true),
        // 8.4 Font weight: a number, every name of the format's table; an unknown name, out of range.
        ("fontWeight", "700", .fontWeight(700), false),
        ("fontWeight", #""thin""#, .fontWeight(100), false),
        ("fontWeight", #""hairline""#, .fontWeight(100), false),
        ("fontWeight", #""extra-light""#, .fontWeight(200), false),
        ("fontWeight", #""ultra-light""#, .fontWeight(200), false),
        ("fontWeight", #""light""#, .fontWeight(300), false),
        ("fontWeight", #""normal""#, .fontWeight(400), false),
        ("fontWeight", #""regular""#, .fontWeight(400), false),
        ("fontWeight", #""book""#, .fontWeight(400), false),
        ("fontWeight", #""medium""#, .fontWeight(500), false),
        ("fontWeight", #""semi-bold""#, .fontWeight(600), false),
        ("fontWeight", #""demi-bold""#, .fontWeight(600), false),
        ("fontWeight", #""bold""#, .fontWeight(700), false),
        ("fontWeight", #""extra-bold""#, .fontWeight(800), false),
        ("fontWeight", #""ultra-bold""#, .fontWeight(800), false),
        ("fontWeight", #""black""#, .fontWeight(900), false),
        ("fontWeight", #""heavy""#, .fontWeight(900), false),
        ("fontWeight", #""extra-black""#, .fontWeight(950), false),
        ("fontWeight", #""ultra-black""#, .fontWeight(950), false),
        ("fontWeight", #""thinnish""#, nil, true),
        ("fontWeight", "9001", nil, true),
        // 8.3 Font family.
        ("fontFamily", #"["Helvetica"]"#, .fontFamily(["Helvetica"]), false),
        ("fontFamily", #"["Helvetica", "system-ui", "sans-serif"]"#, .fontFamily(["Helvetica", "system-ui", "sans-serif"]), false),
        ("fontFamily", #""""#, nil, true),
        ("fontFamily", #"[""]"#, nil, true),
        ("fontFamily", "200", .fontFamily(["200"]), true),
        // 8.6 Cubic Bézier.
        ("cubicBezier", "[0.33, 1, 0.68, 1]", .cubicBezier(CubicBezierValue(x1: 0.33, y1: 1, x2: 0.68, y2: 1)), false),
        ("cubicBezier", "[0.33, 1, 0.68, 1, 5]", nil, true),
        // Deliberate: a percentage is its hundredth, as everywhere a number is.
        ("cubicBezier", #"["33%", "100%", "68%", "100%"]"#, .cubicBezier(CubicBezierValue(x1: 0.33, y1: 1, x2: 0.68, y2: 1)), true),
        // 9.2 Stroke style.
        ("strokeStyle", #""double""#, .strokeStyle(.keyword("double")), false),
        (
            "strokeStyle", #"{"dashArray": [{"value": 0.5, "unit": "rem"}, {"value": 0.25, "unit": "rem"}], "lineCap": "round"}"#,
            .strokeStyle(.dashes([8, 4], lineCap: "round")), false
        ),
        ("strokeStyle", #""thicc""#, nil, true),
        ("strokeStyle", #"{"lineCap": "round", "dashArray": ["0.25rem", "0.5rem"]}"#, .strokeStyle(.dashes([4, 8], lineCap: "round")), true),
        (
            "strokeStyle", #"{"dashArray": [{"value": 0.5, "unit": "rem"}], "lineCap": "round", "bad": true}"#,
            .strokeStyle(.dashes([8], lineCap: "round")), true
        ),
        // 9.3 Border: without a colour, the format's rule (a DTCG file without `tool:`) leaves it out.
        (
            "border", #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "style": "solid", "width": {"value": 1, "unit": "px"}}"#,
            .border(BorderValue(color: black, width: 1, style: .keyword("solid"))), false
        ),
        ("border", #"{"style": "solid", "width": {"value": 1, "unit": "px"}}"#, nil, true),
        // 9.4 Transition: every part is required; an unknown part is ignored.
        (
            "transition", #"{"duration": {"value": 150, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.42, 0, 0.58, 1]}"#,
            .transition(TransitionValue(duration: 0.15, delay: 0, timingFunction: CubicBezierValue(x1: 0.42, y1: 0, x2: 0.58, y2: 1))), false
        ),
        ("transition", #"{"timingFunction": [0.42, 0, 0.58, 1]}"#, nil, true),
        // Deliberate: a missing delay is none, as in CSS and SwiftUI's animations and the format's earlier drafts.
        (
            "transition", #"{"duration": {"value": 150, "unit": "ms"}, "timingFunction": [0.42, 0, 0.58, 1]}"#,
            .transition(TransitionValue(duration: 0.15, delay: 0, timingFunction: CubicBezierValue(x1: 0.42, y1: 0, x2: 0.58, y2: 1))), true
        ),
        ("transition", #"{"duration": {"value": 150, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}}"#, nil, true),
        // 9.5 Shadow: one or a list; `inset`; a bare 0 is an earlier form of 0 px; no colour, left out.
        (
            "shadow", #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.15}, "offsetX": {"value": 0, "unit": "rem"}, "offsetY": {"value": 0.25, "unit": "rem"}, "blur": {"value": 0.5, "unit": "rem"}, "spread": {"value": 0, "unit": "rem"}}"#,
            .shadow(ShadowValue(color: shade, offsetX: 0, offsetY: 4, blur: 8, spread: 0)), false
        ),
        (
            "shadow", #"[{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.15}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true}]"#,
            .shadows([ShadowValue(color: shade, offsetX: 0, offsetY: 4, blur: 8, spread: 0, inset: true)]), false
        ),
        (
            "shadow", #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.15}, "offsetX": 0, "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}"#,
            .shadow(ShadowValue(color: shade, offsetX: 0, offsetY: 4, blur: 8, spread: 0)), true
        ),
        ("shadow", #"{"offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}"#, nil, true),
        (
            "shadow", #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.15}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "bad": true}"#,
            .shadow(ShadowValue(color: shade, offsetX: 0, offsetY: 4, blur: 8, spread: 0)), true
        ),
        // 8.8 Gradient: stops of a colour and a position from 0 to 1; a colour space no one knows, a length as
        // the position, a stop without a position: left out.
        (
            "gradient", #"[{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "position": 0}, {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.15}, "position": 1}]"#,
            .gradient(GradientValue(stops: [.init(color: black, position: 0), .init(color: shade, position: 1)], direction: .toBottom)), false
        ),
        ("gradient", #"[{"color": {"colorSpace": "mud", "components": [0, 0, 0]}, "position": 0}]"#, nil, true),
        ("gradient", #"[{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "position": "12px"}]"#, nil, true),
        ("gradient", #"[{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}}]"#, nil, true),
    ]

    static let shade = ColorValue(red: 0, green: 0, blue: 0, alpha: 0.15, hex: "#000000", colorSpace: "srgb")
    static let black = ColorValue(red: 0, green: 0, blue: 0, alpha: 1, hex: "#000000", colorSpace: "srgb")

    /// Each vector a file of its own, as warnings of a form come once per file.
    @Test func typesAsTerrazzoReadsThem() throws {
        for vector in Self.vectors {
            let json = #"{"t": {"$type": "\#(vector.type)", "$value": \#(vector.value)}}"#
            let diagnostics = DiagnosticCollector()
            let set = TokenSetReader.resolved(Array(json.utf8), path: "t.tokens.json", diagnostics: diagnostics)
            #expect(set?.tokens.first?.value == vector.expected, "\(vector.type) \(vector.value)")
            #expect(!diagnostics.diagnostics.isEmpty == vector.warns, "\(vector.type) \(vector.value)")
        }
    }

    /// 8.1 Colour (`color.test.ts`): the hex tokengen holds and the alpha, or nil when left out.
    static let colors: [(value: String, expected: (hex: String, alpha: Double)?, warns: Bool)] = [
        (#"{"colorSpace": "srgb", "components": [0.3, 0.6, 1], "alpha": 0.8}"#, ("#4D99FF", 0.8), false),
        (#"{"alpha": 1, "components": [218, 50, 67], "colorSpace": "hsl"}"#, ("#81A0D5", 1), false),
        // Terrazzo asks for the object; CSS's own `color()` means one colour, read with a warning.
        (#""color(srgb 0.3 0.6 1)""#, ("#4D99FF", 1), true),
        (#"{"colorSpace": "srgb", "channels": [0.3, 0.6, 1]}"#, nil, true),
        (#""""#, nil, true),
        ("0", nil, true),
        (#"{"components": [0.3, 0.6, 1]}"#, nil, true),
        (#"{"colorSpace": "srgb"}"#, nil, true),
        (#"{"colorSpace": "srgb", "components": [0.3, 0.6, 1, 0.2]}"#, nil, true),
        (#"{"colorSpace": "mondrian", "components": [0.3, 0.6, 1]}"#, nil, true),
        (#"{"colorSpace": "srgb", "components": [0.3, 0.6, 1], "alpha": "quack"}"#, nil, true),
        // The components are the colour; a hex that cannot be read is only the fallback, and is ignored.
        (##"{"colorSpace": "srgb", "hex": "#abcde", "components": [0.3, 0.6, 1]}"##, ("#4D99FF", 1), true),
        (#"{"colorSpace": "srgb", "components": [0.3, 0.6, 1], "bad": true}"#, ("#4D99FF", 1), true),
    ]

    @Test func coloursAsTerrazzoReadsThem() throws {
        for vector in Self.colors {
            let json = #"{"t": {"$type": "color", "$value": \#(vector.value)}}"#
            let diagnostics = DiagnosticCollector()
            let set = TokenSetReader.resolved(Array(json.utf8), path: "t.tokens.json", diagnostics: diagnostics)
            guard case .color(let color)? = set?.tokens.first?.value else {
                #expect(vector.expected == nil, "\(vector.value)")
                #expect(!diagnostics.diagnostics.isEmpty == vector.warns, "\(vector.value)")
                continue
            }
            #expect(color.hex == vector.expected?.hex, "\(vector.value)")
            #expect(color.alpha == vector.expected?.alpha, "\(vector.value)")
            #expect(!diagnostics.diagnostics.isEmpty == vector.warns, "\(vector.value)")
        }
    }
}
