/// How a character is named in a message: `'ą'`, or `U+00A0 (no-break space)` when it cannot be seen.
package enum CharacterDescription {
    /// `text` with each character that cannot be seen (or looks like a plain space) named in brackets:
    /// `"\u{A0} $value"` → `[U+00A0 (no-break space)] $value`.
    package static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let description = describe(scalar)
            if scalar != " ", description.hasPrefix("U+") {
                out += "[" + description + "]"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    package static func describe(_ scalar: Unicode.Scalar) -> String {
        let code =
            "U+" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count))
            + String(scalar.value, radix: 16, uppercase: true)
        let visible = scalar.properties.generalCategory
        switch visible {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark,
            .enclosingMark, .privateUse, .surrogate, .unassigned:
            if let name = scalar.properties.name ?? scalar.properties.nameAlias { return "\(code) (\(name.lowercased()))" }
            return code
        default:
            if scalar == " " { return "' '" }
            return "'\(Character(scalar))'"
        }
    }
}
