import TokenGenVocabulary
import TokenGenRead

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Tokens Studio's colour modifiers (`$extensions["studio.tokens"].modify`): a colour lightened, darkened,
/// mixed with another or given an alpha, in the space the designer chose, computed as
/// `@tokens-studio/sd-transforms` computes it (with colorjs.io) and rounded as it writes its result, in
/// that space.
package struct ColorModifier {
    package enum Kind: String {
        case lighten, darken, mix, alpha
    }

    /// The spaces Tokens Studio offers, by the name it writes, and the space `ColorSpaces` knows it by.
    static let spaces: [String: String] = ["srgb": "srgb", "p3": "display-p3", "hsl": "hsl", "lch": "lch"]

    /// Where the hue is among the components of the polar spaces.
    static let hueIndex = ["hsl": 0, "lch": 2]

    package var kind: Kind
    var amount: Double
    /// A key of `spaces`.
    var space: String
    /// What `mix` mixes in.
    package var other: ColorValue?

    package func applied(to color: ColorValue) throws(ColorSpaces.Unconvertible) -> ColorValue {
        let space = Self.spaces[space]!
        var c = ColorSpaces.converted([color.red, color.green, color.blue], from: color.colorSpace, to: space)
        var alpha = color.alpha
        switch (kind, space) {
        case (.lighten, "lch"):
            c[1] = max(0, c[1] - amount * c[1])
            c[0] = min(100, c[0] + (100 - c[0]) * amount)
        case (.lighten, "hsl"):
            c[2] = min(100, c[2] + (100 - c[2]) * amount)
        case (.lighten, _):
            c = c.map { min(1, $0 + amount * (1 - $0)) }
        case (.darken, "lch"):
            c[1] = max(0, c[1] - amount * c[1])
            c[0] = max(0, c[0] - c[0] * amount)
        case (.darken, "hsl"):
            c[2] = max(0, c[2] - c[2] * amount)
        case (.darken, _):
            c = c.map { max(0, $0 - amount * $0) }
        case (.mix, _):
            guard let other else { break }
            let weight = min(max(amount, 0), 1)
            var end = ColorSpaces.converted([other.red, other.green, other.blue], from: other.colorSpace, to: space)
            if let h = Self.hueIndex[space] {
                // A missing hue takes the other's; then the shorter way round the circle.
                if c[h].isNaN { c[h] = end[h] } else if end[h].isNaN { end[h] = c[h] }
                if end[h] - c[h] > 180 { c[h] += 360 } else if end[h] - c[h] < -180 { end[h] += 360 }
            }
            c = zip(c, end).map { start, end in start.isNaN ? end : end.isNaN ? start : start + (end - start) * weight }
            alpha += (other.alpha - alpha) * weight
        case (.alpha, _):
            alpha = min(max(amount, 0), 1)
        }
        // Rounded as written: sRGB in percent and HSL and LCH in their own units to three significant
        // digits, Display P3 to two decimals (as its tests show); a missing hue as 0.
        c = c.map { component in
            guard !component.isNaN else { return 0 }
            switch space {
            case "srgb": return Self.threeDigits(component * 100) / 100
            case "display-p3": return (component * 100 + 0.5).rounded(.down) / 100
            default: return Self.threeDigits(component)
            }
        }
        if let h = Self.hueIndex[space] { c[h] = c[h].truncatingRemainder(dividingBy: 360) }
        var shown = try ColorSpaces.displayable(space, c)
        shown = try ColorSpaces.nearestDisplayable(shown.space, shown.components)
        let components = shown.components.map(clean)
        return ColorValue(
            red: components[0], green: components[1], blue: components[2], alpha: clean(min(max(alpha, 0), 1)),
            hex: ColorSpaces.hex(components), colorSpace: shown.space
        )
    }

    /// colorjs.io's rounding to a precision of 3: three significant digits of the integer part, else three
    /// decimals.
    static func threeDigits(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value.isNaN ? 0 : value }
        let integer = value.rounded(.towardZero)
        let digits = integer == 0 ? 0 : Int(log10(abs(integer)).rounded(.towardZero)) + 1
        let multiplier = pow(10, Double(3 - digits))
        return (value * multiplier + 0.5).rounded(.down) / multiplier
    }
}
