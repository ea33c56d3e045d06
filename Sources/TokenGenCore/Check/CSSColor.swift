/// The colours CSS writes as text, which Tokens Studio, Style Dictionary and older DTCG files hold as a
/// token's value: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb()`/`rgba()`, `hsl()`/`hsla()` (comma or
/// space syntax, `/ alpha`, percentages) and `transparent`. The rules are CSS Color 4's.
enum CSSColor {
    /// sRGB components and alpha, each in 0…1.
    struct Reading: Equatable {
        var components: [Double]
        var alpha: Double
    }

    /// Whether the text is written as a CSS function or keyword this reader knows (it may still be malformed).
    static func isFunctional(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return ["rgb(", "rgba(", "hsl(", "hsla("].contains { lowered.hasPrefix($0) } || lowered == "transparent"
    }

    /// `rgb(…)`, `rgba(…)`, `hsl(…)`, `hsla(…)` or `transparent`; nil when malformed.
    static func functional(_ text: String) -> Reading? {
        let lowered = text.trimmingWhitespace().lowercased()
        if lowered == "transparent" { return Reading(components: [0, 0, 0], alpha: 0) }
        guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else { return nil }
        let name = lowered[..<open]
        let inside = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
        // `a, b, c, d` or `a b c / d`.
        var parts: [Substring]
        var alphaPart: Substring?
        if inside.contains(",") {
            parts = inside.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            if parts.count == 4 { alphaPart = parts.removeLast() }
        } else {
            let halves = inside.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { return nil }
            parts = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
            if halves.count == 2 { alphaPart = halves[1].trimmingSpaces }
        }
        guard parts.count == 3 else { return nil }
        var alpha = 1.0
        if let alphaPart {
            guard let value = number(alphaPart, percentOf: 1) else { return nil }
            alpha = min(max(value, 0), 1)
        }
        switch name {
        case "rgb", "rgba":
            var components: [Double] = []
            for part in parts {
                guard let value = number(part, percentOf: 255) else { return nil }
                components.append(min(max(value, 0), 255) / 255)
            }
            return Reading(components: components, alpha: alpha)
        case "hsl", "hsla":
            guard let hue = angle(parts[0]), let saturation = number(parts[1], percentOf: 100),
                  let lightness = number(parts[2], percentOf: 100) else { return nil }
            let components = ColorSpaces.displayable("hsl", [hue, min(max(saturation, 0), 100), min(max(lightness, 0), 100)]).components
            return Reading(components: components, alpha: alpha)
        default:
            return nil
        }
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (alpha last, as CSS reads it; `argb` reads 8 digits with the
    /// alpha first); nil when it is not one.
    static func hex(_ text: String, argb: Bool = false) -> (hex: String, alpha: String)? {
        let digits = text.dropFirst()
        guard text.hasPrefix("#"), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }), [3, 4, 6, 8].contains(digits.count) else { return nil }
        var full = digits.uppercased()
        if full.count <= 4 { full = full.map { "\($0)\($0)" }.joined() }
        if full.count == 6 { return (full, "FF") }
        if argb { return (String(full.dropFirst(2)), String(full.prefix(2))) }
        return (String(full.prefix(6)), String(full.suffix(2)))
    }

    /// A number, or a percentage of `whole`.
    private static func number(_ text: Substring, percentOf whole: Double) -> Double? {
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
