import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck

/// Tokens Studio's lengths and opacities as its transforms' suite reads them (`transformDimension.spec.ts`,
/// `transformOpacity.spec.ts`, `compose/transformTypographyForCompose.spec.ts`), one vector a line: the type
/// and value written in a Tokens Studio file, and the numbers tokengen holds — a dimension's points, a number,
/// each shadow layer's offsets, blur and spread, a border's width, a typography's size, line height (a
/// multiple of the size) and weight. Nil: left out, with a warning.
@Suite struct StudioDimensionVectorTests {
    static let vectors: [(type: String, value: String, expected: [Double]?)] = [
        // "transforms unitless dimensions, by suffixing with px"; "already suffixed"; "it is 0".
        ("dimension", #""4""#, [4]),
        ("dimension", "4", [4]),
        ("dimension", #""4px""#, [4]),
        ("dimension", #""0""#, [0]),
        ("dimension", "0", [0]),
        // Deliberate: "supports multiple values" (`4 8` → `4px 8px`) is a CSS shorthand no one Swift value
        // holds, and `4em` is relative to a font size a constant has not: the suite passes both on to CSS.
        ("dimension", #""4 8""#, nil),
        ("dimension", #""4em""#, nil),
        // Composites: the lengths of a shadow, a list of shadows, a border, a typography.
        ("boxShadow", ##"{"x": "1", "y": 2, "blur": "3", "spread": "4", "color": "#000"}"##, [1, 2, 3, 4]),
        ("shadow", ##"{"offsetX": "1", "offsetY": 2, "blur": "3", "spread": "4", "color": "#000"}"##, [1, 2, 3, 4]),
        (
            "boxShadow", ##"[{"x": "1", "y": "2", "blur": "3", "spread": "4", "color": "#000"}, {"x": "5", "y": "6", "blur": "7", "spread": "8", "color": "#fff"}]"##,
            [1, 2, 3, 4, 5, 6, 7, 8]
        ),
        ("boxShadow", ##"{"x": "1 2", "y": "3 4", "blur": "5 6", "spread": "7 8", "color": "#000"}"##, nil),  // shorthands, as above
        ("border", ##"{"width": "4", "color": "#000"}"##, [4]),
        ("border", ##"{"width": "4 8", "color": "#000"}"##, nil),
        ("typography", #"{"fontSize": "4", "fontFamily": "Arial", "lineHeight": "150%"}"#, [4, 1.5, 400]),
        ("typography", #"{"fontSize": "4 8", "fontFamily": "Arial"}"#, nil),
        // Compose: `500`, `light`; a unitless line height is the multiplier; an unknown part is ignored.
        ("typography", #"{"fontWeight": "500", "fontSize": "20px", "lineHeight": "1.5", "fontFamily": "Arial"}"#, [20, 1.5, 500]),
        ("typography", #"{"fontWeight": "light", "fontSize": "20px", "lineHeight": "1.5", "fontFamily": "Arial"}"#, [20, 1.5, 300]),
        ("typography", #"{"fontWeight": "light", "foo": "20px", "fontSize": "20px", "lineHeight": "1.5", "fontFamily": "Arial"}"#, [20, 1.5, 300]),
        // "transforms opacity % to unit-less decimal value"; `100` stays 100 (CSS and SwiftUI clamp it to 1).
        ("opacity", #""50%""#, [0.5]),
        ("opacity", #""100""#, [100]),
        ("opacity", #""not-a-float%""#, nil),
    ]

    @Test func lengthsAsTheSuiteReadsThem() throws {
        let members = Self.vectors.enumerated().map { index, vector in
            #""t\#(index)": {"type": "\#(vector.type)", "value": \#(vector.value)}"#
        }
        let diagnostics = DiagnosticCollector()
        let raw = TokenSetReader.read(
            [(Array(("{" + members.joined(separator: ",\n") + "}").utf8), "t.json")], options: .init(tool: .tokensStudio),
            diagnostics: diagnostics)
        let set = try #require(raw.flatMap { TokenSetResolver.resolve($0, diagnostics: diagnostics) })
        func numbers(_ value: TokenValue?) -> [Double]? {
            switch value {
            case .dimension(let points)?, .number(let points)?: [points]
            case .shadow(let shadow)?: [shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread]
            case .shadows(let layers)?: layers.flatMap { [$0.offsetX, $0.offsetY, $0.blur, $0.spread] }
            case .border(let border)?: [border.width]
            case .typography(let font)?: [font.size, font.lineHeight, font.weight]
            default: nil
            }
        }
        for (index, vector) in Self.vectors.enumerated() {
            #expect(numbers(set.tokens.first { $0.dottedPath == "t\(index)" }?.value) == vector.expected, "\(vector.type) \(vector.value)")
        }
    }
}
