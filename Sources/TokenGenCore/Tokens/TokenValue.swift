/// The value types of design tokens, after references are resolved and units converted to points and seconds.
public enum TokenType: String, Sendable, CaseIterable {
    case color, dimension, number, duration, fontFamily, fontWeight, typography, gradient, shadow, cubicBezier, strokeStyle, border, transition
}

public struct ColorValue: Equatable, Sendable {
    /// Components in 0…1.
    public var red, green, blue, alpha: Double
    /// `#RRGGBB` as the colour would be written without its alpha.
    public var hex: String
    public var colorSpace: String
}

public struct TypographyValue: Equatable, Sendable {
    public var families: [String]
    public var size: Double
    /// 1 to 1000; fractional weights (350.5) are the format's too.
    public var weight: Double
    public var letterSpacing: Double
    /// A multiplier of the size.
    public var lineHeight: Double
}

public struct GradientValue: Equatable, Sendable {
    public struct Stop: Equatable, Sendable {
        public var color: ColorValue
        public var position: Double
    }
    public var stops: [Stop]
    public var direction: Direction

    /// Where the gradient runs, in a layout-direction-aware way (leading is left in left-to-right languages).
    public enum Direction: String, Sendable, CaseIterable {
        case toTrailing, toLeading, toBottom, toTop
    }
}

/// An easing curve: the control points P1 and P2 of a cubic Bézier from (0, 0) to (1, 1).
public struct CubicBezierValue: Equatable, Sendable {
    public var x1, y1, x2, y2: Double
}

public struct ShadowValue: Equatable, Sendable {
    public var color: ColorValue
    public var offsetX, offsetY, blur, spread: Double
    /// Drawn inside the shape rather than behind it.
    public var inset = false
}

/// How a line is drawn: one of CSS's named styles, or dashes.
public enum StrokeStyleValue: Equatable, Sendable {
    public static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    public static let lineCaps = ["round", "butt", "square"]

    /// One of `keywords`.
    case keyword(String)
    /// Lengths of dashes and gaps in points, alternating; `lineCap` is one of `lineCaps`.
    case dashes([Double], lineCap: String)
}

public struct BorderValue: Equatable, Sendable {
    public var color: ColorValue
    /// Points.
    public var width: Double
    public var style: StrokeStyleValue
}

/// An animated change: seconds, and an easing curve.
public struct TransitionValue: Equatable, Sendable {
    public var duration, delay: Double
    public var timingFunction: CubicBezierValue
}

public enum TokenValue: Equatable, Sendable {
    case color(ColorValue)
    /// Points.
    case dimension(Double)
    case number(Double)
    /// Seconds.
    case duration(Double)
    case fontFamily([String])
    case fontWeight(Double)
    case typography(TypographyValue)
    case gradient(GradientValue)
    case shadow(ShadowValue)
    /// Several shadows drawn together, first on top (a shadow token's `$value` as an array).
    case shadows([ShadowValue])
    case cubicBezier(CubicBezierValue)
    case strokeStyle(StrokeStyleValue)
    case border(BorderValue)
    case transition(TransitionValue)

    public var type: TokenType {
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
        }
    }
}

/// A token with its resolved value.
public struct Token: Sendable {
    /// The group names and the token name, e.g. `["title", "color"]`.
    public var path: [String]
    public var value: TokenValue
    public var description: String?
    /// `nil` when not deprecated; the message (possibly empty) otherwise.
    public var deprecation: String?
    public var location: SourceLocation
    /// How the value changes with the set's modifiers; nil when it is the same in every context. `value` is
    /// the value in the default contexts.
    public var variation: TokenVariation?

    public var dottedPath: String { path.joined(separator: ".") }
}

/// The tokens of a tokens job (its files merged in order, or a resolver document's set), in file order.
public struct TokenSet: Sendable {
    public var tokens: [Token]
    /// The files the tokens were read from, in order (a resolver document first, then the files it names).
    public var paths: [String]

    /// The resolver document's modifiers (themes, sizes…), in resolution order; empty for a plain set.
    public var modifiers: [TokenModifier]

    public init(tokens: [Token], paths: [String], modifiers: [TokenModifier] = []) {
        self.tokens = tokens
        self.paths = paths
        self.modifiers = modifiers
    }
}

/// A modifier of a DTCG resolver document: a choice among named contexts (`theme`: `light`, `dark`), each of
/// which adds its token files to the set.
public struct TokenModifier: Sendable, Equatable {
    public var name: String
    public var contexts: [String]
    /// Index into `contexts`; nil when the resolver names no default.
    public var defaultContext: Int?
    public var location: SourceLocation
}

/// The values a token takes in the contexts of the modifiers it depends on.
public struct TokenVariation: Sendable {
    public struct Case: Sendable {
        /// Each entry is one context index per modifier of `modifiers`.
        public var combinations: [[Int]]
        public var value: TokenValue
    }

    /// Indices into the file's modifiers that change the value, in resolution order.
    public var modifiers: [Int]
    /// One case per distinct value, in the order the combinations first reach it.
    public var cases: [Case]
}
