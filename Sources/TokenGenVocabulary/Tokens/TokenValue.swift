/// The value types of design tokens, after references are resolved and units converted to points and seconds.
package enum TokenType: String, Sendable, CaseIterable {
    case color, dimension, number, duration, fontFamily, fontWeight, typography, gradient, shadow, cubicBezier, strokeStyle, border,
        transition
    /// Not DTCG types: Figma's text and switch variables, which every Figma export with them holds.
    case string, boolean

    /// The types of the 2025.10 format.
    package static let dtcg = allCases.filter { !figma.contains($0) }
    package static let figma: [TokenType] = [.string, .boolean]
    /// The types of Tokens Studio and Style Dictionary, by the 2025.10 type they mean.
    package static let otherTools: [String: TokenType] = [
        "sizing": .dimension, "spacing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "fontSizes": .dimension, "fontSize": .dimension, "size": .dimension, "paragraphSpacing": .dimension,
        "paragraphIndent": .dimension, "letterSpacing": .dimension,
        "opacity": .number, "lineHeights": .number, "lineHeight": .number,
        "fontFamilies": .fontFamily, "fontWeights": .fontWeight, "boxShadow": .shadow,
        // Tokens Studio's texts and numbers, and Style Dictionary's usual categories.
        "text": .string, "textCase": .string, "textDecoration": .string, "percentage": .number, "float": .number,
        "time": .duration, "ratio": .number, "opacities": .number, "durations": .duration,
        // The Figma plugin "Design Tokens"'s own.
        "custom-shadow": .shadow, "custom-gradient": .gradient, "custom-fontStyle": .typography, "custom-transition": .transition,
        "custom-stroke": .border,
    ]

    /// Every type above by its spelling without case, `-`, `_`, spaces or a plural `s`: `cubic-bezier`,
    /// `font_family`, `Colors`, `letter-spacing` are the tools' spellings of `cubicBezier`, `fontFamily`,
    /// `color` and `letterSpacing`.
    package static func spelledLoosely(_ text: String) -> TokenType? {
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

package struct ColorValue: Hashable, Sendable {
    /// Components in 0…1.
    package var red, green, blue, alpha: Double
    /// `#RRGGBB` as the colour would be written without its alpha.
    package var hex: String
    package var colorSpace: String

    package init(red: Double, green: Double, blue: Double, alpha: Double, hex: String, colorSpace: String) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.hex = hex
        self.colorSpace = colorSpace
    }
}

/// CSS's font styles, as a typography's `fontStyle` or a weight's name (`Bold Italic`) gives them.
package enum FontStyle: String, Hashable, Sendable, CaseIterable {
    case normal, italic, oblique

    /// As CSS writes it: `normal`, `italic`, `oblique` (with an angle or not), in any case.
    package init?(css text: String) {
        let text = text.lowercased().trimmingWhitespace()
        switch text {
        case "normal": self = .normal
        case "italic": self = .italic
        default:
            guard text == "oblique" || text.hasPrefix("oblique ") else { return nil }
            self = .oblique
        }
    }
}

package struct TypographyValue: Hashable, Sendable {
    package var families: [String]
    package var size: Double
    /// 1 to 1000; fractional weights (350.5) are the format's too.
    package var weight: Double
    package var letterSpacing: Double
    /// A multiplier of the size.
    package var lineHeight: Double
    /// The Apple text style it scales with, where the token names one (`$extensions.tokengen.textStyle`).
    package var textStyle: String? = nil
    package var style: FontStyle = .normal

    package init(
        families: [String], size: Double, weight: Double, letterSpacing: Double, lineHeight: Double, textStyle: String? = nil,
        style: FontStyle = .normal
    ) {
        self.families = families
        self.size = size
        self.weight = weight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.textStyle = textStyle
        self.style = style
    }

    /// Apple's text styles, the names `$extensions.tokengen.textStyle` takes.
    package static let textStyles = [
        "largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption", "caption2",
    ]

    /// The line heights, as multiples of the font size, that fonts use: from half the size to a spacing of four
    /// sizes. Outside them a number was read in the wrong unit (a line height in points taken for a ratio, or
    /// the other way round).
    package static let lineHeights = 0.5...5.0

    /// The space between lines that `lineHeight` leaves, in points: 16 × (1.4 − 1) is 6.4.
    package var lineSpacing: Double { clean(size * (lineHeight - 1)) }
}

package struct GradientValue: Hashable, Sendable {
    package struct Stop: Hashable, Sendable {
        package var color: ColorValue
        package var position: Double

        package init(color: ColorValue, position: Double) {
            self.color = color
            self.position = position
        }
    }
    package var stops: [Stop]
    package var direction: Direction

    package init(stops: [Stop], direction: Direction) {
        self.stops = stops
        self.direction = direction
    }

    /// Where the gradient runs, in a layout-direction-aware way (leading is left in left-to-right languages).
    package enum Direction: String, Sendable, CaseIterable {
        case toTrailing, toLeading, toBottom, toTop
    }
}

/// An easing curve: the control points P1 and P2 of a cubic Bézier from (0, 0) to (1, 1).
package struct CubicBezierValue: Hashable, Sendable {
    package var x1, y1, x2, y2: Double

    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}

package struct ShadowValue: Hashable, Sendable {
    package var color: ColorValue
    package var offsetX, offsetY, blur, spread: Double
    /// Drawn inside the shape rather than behind it.
    package var inset = false

    package init(color: ColorValue, offsetX: Double, offsetY: Double, blur: Double, spread: Double, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

/// How a line is drawn: one of CSS's named styles, or dashes.
package enum StrokeStyleValue: Hashable, Sendable {
    package static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    package static let lineCaps = ["round", "butt", "square"]

    /// One of `keywords`.
    case keyword(String)
    /// Lengths of dashes and gaps in points, alternating; `lineCap` is one of `lineCaps`.
    case dashes([Double], lineCap: String)
}

package struct BorderValue: Hashable, Sendable {
    package var color: ColorValue
    /// Points.
    package var width: Double
    package var style: StrokeStyleValue

    package init(color: ColorValue, width: Double, style: StrokeStyleValue) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// An animated change: seconds, and an easing curve.
package struct TransitionValue: Hashable, Sendable {
    package var duration, delay: Double
    package var timingFunction: CubicBezierValue

    package init(duration: Double, delay: Double, timingFunction: CubicBezierValue) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// The composites are stored out of line (`indirect`), so that a token of a number takes 17 bytes, not
/// the 104 of the largest composite.
package enum TokenValue: Hashable, Sendable {
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
    package var shown: String {
        switch self {
        case .color(let color): color.alpha < 1 ? "\(color.hex) at alpha \(Wording.number(color.alpha))" : color.hex
        case .dimension(let points): Wording.number(points) + "px"
        case .number(let number), .fontWeight(let number): Wording.number(number)
        case .duration(let seconds): Wording.number(clean(seconds * 1000)) + "ms"
        case .fontFamily(let families): "\"" + families.joined(separator: ", ") + "\""
        case .string(let text): "\"" + text + "\""
        case .boolean(let value): value ? "true" : "false"
        default: "a " + type.rawValue
        }
    }

    /// Every number the generated code writes for the value (a typography's line spacing too).
    package var numbers: [Double] {
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

    package var type: TokenType {
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
