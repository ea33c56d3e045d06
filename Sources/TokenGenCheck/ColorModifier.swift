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

    /// Nil: a type Tokens Studio does not know, which changes nothing but still writes the colour in the space.
    package var kind: Kind?
    var amount: Double
    /// A key of `spaces`.
    var space: String
    /// What `mix` mixes in.
    package var other: ColorValue?
    /// The space the result is written in (a key of `spaces`, or `hex`); nil: `space`.
    var format: String?

    package func applied(to color: ColorValue) throws(ColorSpaces.Unconvertible) -> ColorValue {
        let space = Self.spaces[space]!
        var c = ColorSpaces.converted([color.red, color.green, color.blue], from: color.colorSpace, to: space)
        var alpha = color.alpha
        switch (kind, space) {
        case (nil, _): break
        case (.lighten?, "lch"):
            c[1] = max(0, c[1] - amount * c[1])
            c[0] = min(100, c[0] + (100 - c[0]) * amount)
        case (.lighten?, "hsl"):
            c[2] = min(100, c[2] + (100 - c[2]) * amount)
        case (.lighten?, _):
            c = c.map { min(1, $0 + amount * (1 - $0)) }
        case (.darken?, "lch"):
            c[1] = max(0, c[1] - amount * c[1])
            c[0] = max(0, c[0] - c[0] * amount)
        case (.darken?, "hsl"):
            c[2] = max(0, c[2] - c[2] * amount)
        case (.darken?, _):
            c = c.map { max(0, $0 - amount * $0) }
        case (.mix?, _):
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
        case (.alpha?, _):
            alpha = min(max(amount, 0), 1)
        }
        alpha = min(max(alpha, 0), 1)
        // A missing hue is 0; then the colour is written in the format's space, as sd-transforms writes it.
        c = c.map { $0.isNaN ? 0 : $0 }
        let output = format == "hex" ? "srgb" : format.flatMap { Self.spaces[$0] } ?? space
        if output != space {
            let shown = try ColorSpaces.displayable(space, c)
            c = ColorSpaces.converted(shown.components, from: shown.space, to: output).map { $0.isNaN ? 0 : $0 }
        }
        if format == "hex" {
            // `#rrggbb(aa)`: each channel (and an alpha below 1) to five digits, then in 255ths rounded half up,
            // inside sRGB — the colour that hex is.
            c = c.map { (min(max(Self.significantDigits($0), 0), 1) * 255 + 0.5).rounded(.down) / 255 }
            if alpha < 1 { alpha = clean((Self.significantDigits(alpha) * 255 + 0.5).rounded(.down) / 255) }
            return ColorValue(red: c[0], green: c[1], blue: c[2], alpha: alpha, hex: ColorSpaces.hex(c), colorSpace: "srgb")
        } else {
            // colorjs.io's default precision, 5 significant digits: sRGB in percent, HSL and LCH in their
            // own units, Display P3 from 0 to 1.
            c = c.map { output == "srgb" ? Self.significantDigits($0 * 100) / 100 : Self.significantDigits($0) }
            alpha = Self.significantDigits(alpha)
            if let h = Self.hueIndex[output] { c[h] = c[h].truncatingRemainder(dividingBy: 360) }
        }
        var shown = try ColorSpaces.displayable(output, c)
        shown = try ColorSpaces.nearestDisplayable(shown.space, shown.components)
        let components = shown.components.map(clean)
        return ColorValue(
            red: components[0], green: components[1], blue: components[2], alpha: clean(min(max(alpha, 0), 1)),
            hex: ColorSpaces.hex(components), colorSpace: shown.space
        )
    }

    /// colorjs.io's rounding to a precision (`toPrecision`): that many significant digits of the integer part,
    /// else that many decimals; half up.
    static func significantDigits(_ value: Double, _ precision: Int = 5) -> Double {
        guard value != 0, value.isFinite else { return value.isNaN ? 0 : value }
        let integer = value.rounded(.towardZero)
        let digits = integer == 0 ? 0 : Int(log10(abs(integer)).rounded(.towardZero)) + 1
        let multiplier = pow(10, Double(precision - digits))
        return (value * multiplier + 0.5).rounded(.down) / multiplier
    }
}
