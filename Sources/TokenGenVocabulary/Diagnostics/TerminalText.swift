/// Text as tokengen writes it to a terminal or a CI log: a key or a file name must not move the cursor,
/// recolour the screen, reverse what follows or start a line of its own. Control characters (C0, DEL, C1),
/// the bidirectional controls and the line and paragraph separators are written as Swift escapes
/// (`\n`, `\u{1B}`, `\u{202E}`); everything else as it is.
package enum TerminalText {
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }
}
