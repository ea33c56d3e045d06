import TokenGenVocabulary
import TokenGenRead

/// The colours CSS writes as text, which Tokens Studio, Style Dictionary and older DTCG files hold as a
/// token's value: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `transparent`, and CSS Color 4's functions: `rgb()`,
/// `rgba()`, `hsl()`, `hsla()` (comma or space syntax), `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and
/// `color(space …)`, with `/ alpha`, percentages and `none`. The rules are CSS Color 4's.
package enum CSSColor {
    /// The colour in a space of the Design Tokens Color module (`ColorSpaces.components`), and its alpha in 0…1.
    struct Reading: Equatable {
        var space: String
        var components: [Double]
        package var alpha: Double
        /// Commas between the components of a function CSS allows them in only with spaces (`oklch(0.5, 0.1,
        /// 20)`): no colour to a browser, but what the author meant is plain.
        var commasOutsideCSS = false
    }

    /// The functions this reader knows, with the Color module's space each one writes in; `color()` names its own.
    private static let functions: [String: String] = [
        "rgb": "srgb", "rgba": "srgb", "hsl": "hsl", "hsla": "hsl", "hwb": "hwb",
        "lab": "lab", "lch": "lch", "oklab": "oklab", "oklch": "oklch", "color": "",
    ]

    /// The spaces `color()` names, by their CSS names.
    private static let predefined: [String: String] = [
        "srgb": "srgb", "srgb-linear": "srgb-linear", "display-p3": "display-p3", "a98-rgb": "a98-rgb",
        "prophoto-rgb": "prophoto-rgb", "rec2020": "rec2020", "xyz": "xyz-d65", "xyz-d65": "xyz-d65", "xyz-d50": "xyz-d50",
    ]

    /// Whether the text is written as a CSS function or keyword this reader knows (it may still be malformed).
    static func isFunctional(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard let open = lowered.firstIndex(of: "(") else { return lowered == "transparent" }
        return functions[String(lowered[..<open])] != nil
    }

    /// A colour function or `transparent`; nil when malformed.
    static func functional(_ text: String) -> Reading? {
        let lowered = text.trimmingWhitespace().lowercased()
        if lowered == "transparent" { return Reading(space: "srgb", components: [0, 0, 0], alpha: 0) }
        guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")"), var space = functions[String(lowered[..<open])] else {
            return nil
        }
        let name = lowered[..<open]
        let inside = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
        // `a, b, c, d` (rgb and hsl only) or `a b c / d`.
        var parts: [Substring]
        var alphaPart: Substring?
        var commasOutsideCSS = false
        if inside.contains(",") {
            commasOutsideCSS = !["rgb", "rgba", "hsl", "hsla"].contains(name)
            parts = inside.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            if parts.count == 4 { alphaPart = parts.removeLast() }
        } else {
            let halves = inside.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { return nil }
            parts = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
            if halves.count == 2 { alphaPart = halves[1].trimmingSpaces }
        }
        if name == "color" {
            guard let first = parts.first, let named = predefined[String(first)] else { return nil }
            space = named
            parts.removeFirst()
        }
        guard parts.count == 3 else { return nil }
        var alpha = 1.0
        if let alphaPart {
            guard let value = number(alphaPart, percentOf: 1) else { return nil }
            alpha = min(max(value, 0), 1)
        }
        // Each component: a number, a percentage of what 100% is in that place (CSS Color 4's tables), or an angle.
        var components: [Double] = []
        for (index, part) in parts.enumerated() {
            let value: Double?
            switch (space, index) {
            case ("srgb", _) where name != "color": value = number(part, percentOf: 255).map { min(max($0, 0), 255) / 255 }
            case ("hsl", 0), ("hwb", 0), ("lch", 2), ("oklch", 2): value = part == "none" ? 0 : angle(part)
            case ("hsl", _), ("hwb", _): value = number(part, percentOf: 100).map { min(max($0, 0), 100) }
            case ("lab", 0), ("lch", 0): value = number(part, percentOf: 100).map { min(max($0, 0), 100) }
            case ("lab", _): value = number(part, percentOf: 125)
            case ("lch", 1): value = number(part, percentOf: 150).map { max($0, 0) }
            case ("oklab", 0), ("oklch", 0): value = number(part, percentOf: 1).map { min(max($0, 0), 1) }
            case ("oklab", _): value = number(part, percentOf: 0.4)
            case ("oklch", 1): value = number(part, percentOf: 0.4).map { max($0, 0) }
            default: value = number(part, percentOf: 1)
            }
            guard let value else { return nil }
            components.append(value)
        }
        return Reading(space: space, components: components, alpha: alpha, commasOutsideCSS: commasOutsideCSS)
    }

    /// The first number of a colour function that is a number but not one tokengen can hold (`1e-400`,
    /// `1e999`): why `functional` found no colour, if that is why.
    static func unwritableNumber(in text: String) -> String? {
        let words = text.split(whereSeparator: { " \t,/()".contains($0) })
        for word in words {
            var number = word
            if number.hasSuffix("%") { number = number.dropLast() }
            for unit in ["deg", "grad", "rad", "turn"] where number.hasSuffix(unit) { number = number.dropLast(unit.count) }
            // CSS writes a number with a digit, a sign or a point first; `nan` and `inf` are no CSS numbers.
            guard let first = number.first, "+-.0123456789".contains(first) else { continue }
            if Double(String(number)) != nil, Double(finite: number) == nil { return String(word) }
        }
        return nil
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (alpha last, as CSS reads it; `argb` reads 8 digits with the
    /// alpha first); nil when it is not one.
    package static func hex(_ text: String, argb: Bool = false) -> (hex: String, alpha: String)? {
        let digits = text.dropFirst()
        guard text.hasPrefix("#"), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }), [3, 4, 6, 8].contains(digits.count) else {
            return nil
        }
        var full = digits.uppercased()
        if full.count <= 4 { full = full.map { "\($0)\($0)" }.joined() }
        if full.count == 6 { return (full, "FF") }
        if argb { return (String(full.dropFirst(2)), String(full.prefix(2))) }
        return (String(full.prefix(6)), String(full.suffix(2)))
    }

    /// A number, or a percentage of `whole`; `none`, a missing component, is 0 as CSS computes with it.
    private static func number(_ text: Substring, percentOf whole: Double) -> Double? {
        if text == "none" { return 0 }
        if text.hasSuffix("%") {
            return Double(finite: text.dropLast()).map { $0 / 100 * whole }
        }
        return Double(finite: text)
    }

    /// A hue in degrees: a number, or with `deg`, `turn`, `rad` or `grad`, brought into 0..<360.
    static func angle(_ text: Substring) -> Double? {
        let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360)]
        var degrees: Double?
        for (unit, factor) in units where text.hasSuffix(unit) {
            degrees = Double(finite: text.dropLast(unit.count)).map { $0 * factor }
            break
        }
        guard let value = degrees ?? Double(finite: text), value.isFinite else { return nil }
        let turned = value.truncatingRemainder(dividingBy: 360)
        return turned < 0 ? turned + 360 : turned
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
