/// Writes untrusted text into generated Swift so that it can never break out of its literal or comment.
public enum SwiftSource {
    /// A `"…"` literal whose value is exactly `text`. Backslashes and quotes are escaped (so `\(`, `"""` and
    /// `#"` are inert), and every control, line-separator and bidi character is written as `\u{…}`.
    public static func stringLiteral(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        out.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case "\"": out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case "\n": out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case "\r": out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case "\t": out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case "\0": out += [UInt8(ascii: "\\"), UInt8(ascii: "0")]
            default: appendVisible(scalar, to: &out)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    /// `///` lines holding `text`; line breaks start new comment lines, and invisible or direction-changing
    /// characters are shown as `\u{…}` so that the comment reads as what it says.
    public static func docComment(_ text: String, indent: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + indent.utf8.count + 8)
        var lineStart = true
        func startLine() {
            out += indent.utf8
            out += "///".utf8
        }
        for scalar in text.unicodeScalars {
            if lineStart {
                startLine()
                lineStart = false
                if scalar != "\n", scalar != "\r" { out.append(UInt8(ascii: " ")) }
            }
            if scalar == "\n" || scalar == "\r" {
                out.append(UInt8(ascii: "\n"))
                lineStart = true
            } else if scalar == "\t" || scalar == "\0" {
                appendEscaped(scalar, to: &out)
            } else {
                appendVisible(scalar, to: &out)
            }
        }
        if lineStart { startLine() }
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendVisible(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        if scalar.isASCII, scalar.value >= 0x20, scalar.value != 0x7F {
            out.append(UInt8(scalar.value))
        } else if needsEscape(scalar) {
            appendEscaped(scalar, to: &out)
        } else {
            UTF8.encode(scalar) { out.append($0) }
        }
    }

    private static func appendEscaped(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        out += "\\u{".utf8
        out += String(scalar.value, radix: 16, uppercase: true).utf8
        out.append(UInt8(ascii: "}"))
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
