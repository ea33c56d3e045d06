/// Writes untrusted text into generated Swift so that it can never break out of its literal or comment.
public enum SwiftSource {
    /// A `"…"` literal whose value is exactly `text`. Backslashes and quotes are escaped (so `\(`, `"""` and
    /// `#"` are inert), and every control, line-separator and bidi character is written as `\u{…}`.
    public static func stringLiteral(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if needsEscape(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    /// `///` lines holding `text`; line breaks start new comment lines, and invisible or direction-changing
    /// characters are shown as `\u{…}` so that the comment reads as what it says.
    public static func docComment(_ text: String, indent: String) -> String {
        var lines: [String] = [""]
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                lines.append("")
            } else if needsEscape(scalar) || scalar == "\t" || scalar == "\0" {
                lines[lines.count - 1] += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                lines[lines.count - 1].unicodeScalars.append(scalar)
            }
        }
        return lines.map { $0.isEmpty ? "\(indent)///\n" : "\(indent)/// \($0)\n" }.joined()
    }

    /// Control characters, line and paragraph separators, and the bidirectional formatting characters
    /// that can make code read differently from how it compiles ("Trojan Source").
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
        case 0xFEFF: true
        default: false
        }
    }
}
