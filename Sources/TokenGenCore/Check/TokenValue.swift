/// The value types of design tokens, after references are resolved and units converted to points and seconds.
enum TokenType: String, Sendable, CaseIterable {
    case color, dimension, number, duration, fontFamily, fontWeight, typography, gradient, shadow, cubicBezier, strokeStyle, border, transition
    /// Not DTCG types: Figma's text and switch variables, which every Figma export with them holds.
    case string, boolean

    /// The types of the 2025.10 format.
    static let dtcg = allCases.filter { !figma.contains($0) }
    static let figma: [TokenType] = [.string, .boolean]
    /// The types of Tokens Studio and Style Dictionary, by the 2025.10 type they mean.
    static let otherTools: [String: TokenType] = [
        "sizing": .dimension, "spacing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "fontSizes": .dimension, "fontSize": .dimension, "size": .dimension, "paragraphSpacing": .dimension,
        "paragraphIndent": .dimension, "letterSpacing": .dimension,
        "opacity": .number, "lineHeights": .number, "lineHeight": .number,
        "fontFamilies": .fontFamily, "fontWeights": .fontWeight, "boxShadow": .shadow,
        // Tokens Studio's texts and numbers, and Style Dictionary's usual categories.
        "text": .string, "textCase": .string, "textDecoration": .string, "percentage": .number, "float": .number,
        "time": .duration, "ratio": .number, "opacities": .number, "durations": .duration,
    ]

    /// Every type above by its spelling without case, `-`, `_`, spaces or a plural `s`: `cubic-bezier`,
    /// `font_family`, `Colors`, `letter-spacing` are the tools' spellings of `cubicBezier`, `fontFamily`,
    /// `color` and `letterSpacing`.
    static func spelledLoosely(_ text: String) -> TokenType? {
        looseSpellings[loose(text)] ?? (text.hasSuffix("s") ? looseSpellings[loose(String(text.dropLast()))] : nil)
    }

    private static func loose(_ text: String) -> String {
        String(text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    private static let looseSpellings: [String: TokenType] = {
        var spellings: [String: TokenType] = [:]
        for (name, type) in otherTools { spellings[loose(name)] = type }
        for type in allCases { spellings[loose(type.rawValue)] = type }
        return spellings
    }()
}

struct ColorValue: Hashable, Sendable {
    /// Components in 0…1.
    var red, green, blue, alpha: Double
    /// `#RRGGBB` as the colour would be written without its alpha.
    var hex: String
    var colorSpace: String
}

struct TypographyValue: Hashable, Sendable {
    var families: [String]
    var size: Double
    /// 1 to 1000; fractional weights (350.5) are the format's too.
    var weight: Double
    var letterSpacing: Double
    /// A multiplier of the size.
    var lineHeight: Double
    /// The Apple text style it scales with, where the token names one (`$extensions.tokengen.textStyle`).
    var textStyle: String? = nil

    /// Apple's text styles, the names `$extensions.tokengen.textStyle` takes.
    static let textStyles = ["largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption", "caption2"]

    /// The space between lines that `lineHeight` leaves, in points: 16 × (1.4 − 1) is 6.4.
    var lineSpacing: Double { clean(size * (lineHeight - 1)) }
}

struct GradientValue: Hashable, Sendable {
    struct Stop: Hashable, Sendable {
        var color: ColorValue
        var position: Double
    }
    var stops: [Stop]
    var direction: Direction

    /// Where the gradient runs, in a layout-direction-aware way (leading is left in left-to-right languages).
    enum Direction: String, Sendable, CaseIterable {
        case toTrailing, toLeading, toBottom, toTop
    }
}

/// An easing curve: the control points P1 and P2 of a cubic Bézier from (0, 0) to (1, 1).
struct CubicBezierValue: Hashable, Sendable {
    var x1, y1, x2, y2: Double
}

struct ShadowValue: Hashable, Sendable {
    var color: ColorValue
    var offsetX, offsetY, blur, spread: Double
    /// Drawn inside the shape rather than behind it.
    var inset = false
}

/// How a line is drawn: one of CSS's named styles, or dashes.
enum StrokeStyleValue: Hashable, Sendable {
    static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    static let lineCaps = ["round", "butt", "square"]

    /// One of `keywords`.
    case keyword(String)
    /// Lengths of dashes and gaps in points, alternating; `lineCap` is one of `lineCaps`.
    case dashes([Double], lineCap: String)
}

struct BorderValue: Hashable, Sendable {
    var color: ColorValue
    /// Points.
    var width: Double
    var style: StrokeStyleValue
}

/// An animated change: seconds, and an easing curve.
struct TransitionValue: Hashable, Sendable {
    var duration, delay: Double
    var timingFunction: CubicBezierValue
}

/// The composites are stored out of line (`indirect`), so that a token of a number takes 17 bytes, not
/// the 104 of the largest composite.
enum TokenValue: Hashable, Sendable {
    indirect case color(ColorValue)
    /// Points.
    case dimension(Double)
    case number(Double)
    /// Seconds.
    case duration(Double)
    case fontFamily([String])
    case fontWeight(Double)
    indirect case typography(TypographyValue)
    indirect case gradient(GradientValue)
    indirect case shadow(ShadowValue)
    /// Several shadows drawn together, first on top (a shadow token's `$value` as an array).
    case shadows([ShadowValue])
    indirect case cubicBezier(CubicBezierValue)
    indirect case strokeStyle(StrokeStyleValue)
    indirect case border(BorderValue)
    indirect case transition(TransitionValue)
    /// Figma's text and switch variables (`TokenType.figma`).
    case string(String)
    case boolean(Bool)

    /// The value in a few characters, for a diagnostic: `#CC0000`, `16px`, `a typography`.
    var shown: String {
        switch self {
        case .color(let color): color.alpha < 1 ? "\(color.hex) at alpha \(TokenResolver.shown(color.alpha))" : color.hex
        case .dimension(let points): TokenResolver.shown(points) + "px"
        case .number(let number), .fontWeight(let number): TokenResolver.shown(number)
        case .duration(let seconds): TokenResolver.shown(clean(seconds * 1000)) + "ms"
        case .fontFamily(let families): "\"" + families.joined(separator: ", ") + "\""
        case .string(let text): "\"" + text + "\""
        case .boolean(let value): value ? "true" : "false"
        default: "a " + type.rawValue
        }
    }

    /// Every number the generated code writes for the value (a typography's line spacing too).
    var numbers: [Double] {
        func color(_ c: ColorValue) -> [Double] { [c.red, c.green, c.blue, c.alpha] }
        func shadow(_ s: ShadowValue) -> [Double] { color(s.color) + [s.offsetX, s.offsetY, s.blur, s.spread] }
        func bezier(_ b: CubicBezierValue) -> [Double] { [b.x1, b.y1, b.x2, b.y2] }
        func stroke(_ s: StrokeStyleValue) -> [Double] {
            if case .dashes(let lengths, _) = s { return lengths }
            return []
        }
        switch self {
        case .color(let value): return color(value)
        case .dimension(let number), .number(let number), .duration(let number), .fontWeight(let number): return [number]
        case .typography(let font): return [font.size, font.weight, font.letterSpacing, font.lineHeight, font.lineSpacing]
        case .gradient(let gradient): return gradient.stops.flatMap { color($0.color) + [$0.position] }
        case .shadow(let value): return shadow(value)
        case .shadows(let layers): return layers.flatMap(shadow)
        case .cubicBezier(let value): return bezier(value)
        case .strokeStyle(let value): return stroke(value)
        case .border(let border): return color(border.color) + [border.width] + stroke(border.style)
        case .transition(let transition): return [transition.duration, transition.delay] + bezier(transition.timingFunction)
        case .fontFamily, .string, .boolean: return []
        }
    }

    var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .number: .number
        case .duration: .duration
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .typography: .typography
        case .gradient: .gradient
        case .shadow, .shadows: .shadow
        case .cubicBezier: .cubicBezier
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .string: .string
        case .boolean: .boolean
        }
    }
}
