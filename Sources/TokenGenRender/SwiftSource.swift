import TokenGenVocabulary
import TokenGenTranslate

/// Writes untrusted text into generated Swift so that it can never break out of its literal or comment.
///
/// Works on UTF-8 bytes, appending to the renderer's `SourceBuffer`: tables are large, and this runs for
/// every text of every language.
package enum SwiftSource {
    /// A `"…"` literal whose value is exactly `text`. Backslashes and quotes are escaped (so `\(`, `"""` and
    /// `#"` are inert), and every control, line-separator and bidi character is written as `\u{…}`.
    package static func stringLiteral(_ text: String) -> String {
        let out = SourceBuffer(capacity: text.utf8.count + 2)
        var text = text
        text.withUTF8 { appendStringLiteral($0, to: out) }
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// `///` lines holding `text`; line breaks start new comment lines, and invisible or direction-changing
    /// characters are shown as `\u{…}` so that the comment reads as what it says.
    static func docComment(_ text: String, indent: String) -> String {
        let out = SourceBuffer()
        var text = text
        text.withUTF8 { appendDocComment($0, indent: indent, to: out) }
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// `text` for a `//` comment: line breaks and every other character that `needsEscape` are written as
    /// `\u{…}`, so that a file name cannot end the comment's line.
    static func lineComment(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A template's line (`RuntimeTemplateTests`) with its holes filled: `⟪type⟫` the generated type's name,
    /// `⟪access⟫` the access level's modifier.
    static func fillHoles(_ line: Substring, type: String, access: String, into out: SourceBuffer) {
        var rest = line
        while let hole = rest.firstIndex(of: "⟪") {
            out.append(contentsOf: String(rest[..<hole]))
            rest = rest[hole...]
            if rest.hasPrefix("⟪type⟫") {
                out.append(contentsOf: type)
                rest = rest.dropFirst("⟪type⟫".count)
            } else if rest.hasPrefix("⟪access⟫") {
                out.append(contentsOf: access)
                rest = rest.dropFirst("⟪access⟫".count)
            } else {
                out.append(contentsOf: "⟪")
                rest = rest.dropFirst()
            }
        }
        out.append(contentsOf: String(rest))
    }

    /// `stringLiteral` of valid UTF-8, appended to `out`.
    static func appendStringLiteral(_ text: UnsafeBufferPointer<UInt8>, to out: SourceBuffer) {
        out.append(UInt8(ascii: "\""))
        appendEscaped(text, to: out)
        out.append(UInt8(ascii: "\""))
    }

    /// The inside of `appendStringLiteral`: the text escaped, without the quotes.
    static func appendEscaped(_ text: UnsafeBufferPointer<UInt8>, to out: SourceBuffer) {
        guard let base = text.baseAddress else { return }
        var index = 0
        while index < text.count {
            // Most text is printable ASCII: append such runs whole. (`base[index]`, not `text[index]`: see `ByteText`.)
            let runStart = index
            while index < text.count, base[index] >= 0x20, base[index] < 0x7F, base[index] != 0x5C, base[index] != 0x22 {
                index += 1
            }
            if runStart < index { out.append(UnsafeBufferPointer(start: base + runStart, count: index - runStart)) }
            guard index < text.count else { break }
            let byte = base[index]
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""):
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            case 0x0A: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
            case 0x00: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "0"))
            default:
                index += appendVisible(text, at: index, to: out)
                continue
            }
            index += 1
        }
    }

    /// `docComment` of valid UTF-8, appended to `out`.
    static func appendDocComment(_ text: UnsafeBufferPointer<UInt8>, indent: String, to out: SourceBuffer) {
        var lineStart = true
        var index = 0
        while index < text.count {
            let byte = text[index]
            if lineStart {
                out.append(contentsOf: indent)
                out.append("///")
                lineStart = false
                if byte != 0x0A, byte != 0x0D { out.append(UInt8(ascii: " ")) }
            }
            let runStart = index
            while index < text.count, text[index] >= 0x20, text[index] < 0x7F { index += 1 }
            if runStart < index {
                out.append(UnsafeBufferPointer(rebasing: text[runStart..<index]))
                continue
            }
            if byte == 0x0A || byte == 0x0D {
                out.append(0x0A)
                lineStart = true
            } else if byte == 0x09 || byte == 0x00 {
                appendEscaped(Unicode.Scalar(byte), to: out)
            } else {
                index += appendVisible(text, at: index, to: out)
                continue
            }
            index += 1
        }
        if lineStart {
            out.append(contentsOf: indent)
            out.append("///")
        }
        out.append(0x0A)
    }

    /// Appends the scalar starting at `index` as it is, or as `\u{…}` when it must not appear raw;
    /// returns its length in bytes.
    private static func appendVisible(_ text: UnsafeBufferPointer<UInt8>, at index: Int, to out: SourceBuffer) -> Int {
        let (scalar, length) = TextDecoding.scalar(in: text, at: index)
        if needsEscape(scalar) {
            appendEscaped(scalar, to: out)
        } else {
            out.append(UnsafeBufferPointer(rebasing: text[index..<index + length]))
        }
        return length
    }

    private static func appendEscaped(_ scalar: Unicode.Scalar, to out: SourceBuffer) {
        out.append("\\u{")
        out.append(contentsOf: String(scalar.value, radix: 16, uppercase: true))
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
