/// Reads the `.strings` format, written from scratch so that comments and exact positions survive.
///
/// Grammar, as Apple's parser accepts it: entries `key = value;` or `key;` (the value is the key), where a key
/// or value is a quoted string or an unquoted word of `A-Z a-z 0-9 _ $ + / : . -`; `/* */` and `//` comments
/// anywhere between tokens. Inside quotes: raw newlines, and the escapes `\" \\ \n \t \r \0 \a \b \f \v` and
/// `\Uxxxx` (two of which may form a surrogate pair).
public enum StringsParser {
    public static func parse(_ bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) -> StringsFile? {
        guard let utf8 = TextDecoding.utf8(from: bytes, path: path, diagnostics: diagnostics) else { return nil }
        var scanner = Scanner(bytes: utf8, path: path, diagnostics: diagnostics)
        guard let entries = scanner.entries() else { return nil }
        return StringsFile(path: path, entries: entries)
    }
}

private struct Scanner {
    let bytes: [UInt8]
    let path: String
    let diagnostics: DiagnosticCollector
    var index = 0
    var line = 1
    var column = 1

    init(bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) {
        self.bytes = bytes
        self.path = path
        self.diagnostics = diagnostics
    }

    var location: SourceLocation { SourceLocation(path: path, line: line, column: column) }

    /// Moves past one byte, keeping line and column (in Unicode scalars) up to date.
    /// `\r\n` and a lone `\r` both end a line, as `\n` does.
    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A || (byte == 0x0D && (index == bytes.count || bytes[index] != 0x0A)) {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80, byte != 0x0D {
            column += 1
        }
    }

    mutating func entries() -> [StringsEntry]? {
        var entries: [StringsEntry] = []
        var positionOfKey: [String: Int] = [:]
        while true {
            guard let comment = skipTrivia() else { return nil }
            guard index < bytes.count else { return entries }
            let start = location
            guard let key = string(role: "key") else { return nil }
            guard skipTrivia() != nil else { return nil }
            var value = key
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                advance()
                guard skipTrivia() != nil else { return nil }
                guard index < bytes.count else {
                    diagnostics.error("expected a value after '=', found the end of the file", at: location)
                    return nil
                }
                guard let parsed = string(role: "value") else { return nil }
                value = parsed
                guard skipTrivia() != nil else { return nil }
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                let found = index < bytes.count ? "'\(Character(Unicode.Scalar(bytes[index])))'" : "the end of the file"
                let expected = value == key ? "'=' or ';'" : "';'"
                diagnostics.error("expected \(expected) after \"\(key)\", found \(found)", at: location)
                return nil
            }
            advance()
            let entry = StringsEntry(key: key, value: value, comment: comment.text, location: start)
            if let previous = positionOfKey[key] {
                let first = entries[previous].location
                diagnostics.warning(
                    "duplicate key \"\(key)\": defined at lines \(first.line) and \(start.line); the last one wins",
                    at: start,
                    notes: [Diagnostic(.note, at: first, "earlier definition of \"\(key)\" is here")]
                )
                entries[previous] = entry
            } else {
                positionOfKey[key] = entries.count
                entries.append(entry)
            }
        }
    }

    struct Trivia {
        var text: String?
    }

    /// Skips whitespace and comments, returning the last comment seen (the one attached to the next entry).
    /// Returns nil after reporting an unterminated comment or a NUL byte.
    mutating func skipTrivia() -> Trivia? {
        var comment: String?
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                advance()
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let start = location
                advance(); advance()
                let bodyStart = index
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    advance()
                }
                guard index + 1 < bytes.count else {
                    diagnostics.error("unterminated comment: '/*' without '*/'", at: start)
                    return nil
                }
                comment = trimmed(bytes[bodyStart..<index])
                advance(); advance()
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                advance(); advance()
                let bodyStart = index
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { advance() }
                comment = trimmed(bytes[bodyStart..<index])
            case 0:
                diagnostics.error("unexpected NUL byte; the file is binary or in the wrong encoding", at: location)
                return nil
            default:
                return Trivia(text: comment.flatMap { $0.isEmpty ? nil : $0 })
            }
        }
        return Trivia(text: comment.flatMap { $0.isEmpty ? nil : $0 })
    }

    private func trimmed(_ slice: ArraySlice<UInt8>) -> String {
        String(decoding: slice, as: UTF8.self).trimmingWhitespace()
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    mutating func string(role: String) -> String? {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") { return quoted() }
        if Self.isWordByte(byte) {
            let start = index
            while index < bytes.count, Self.isWordByte(bytes[index]) { advance() }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        let shown = byte < 0x80 ? "'\(Character(Unicode.Scalar(byte)))'" : "a non-ASCII character"
        diagnostics.error("expected a \(role) (a quoted string or a word), found \(shown)", at: location)
        return nil
    }

    /// A quoted string; `index` is on the opening quote.
    mutating func quoted() -> String? {
        let open = location
        advance()
        var output: [UInt8] = []
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                output.append(contentsOf: bytes[runStart..<index])
                advance()
                return String(decoding: output, as: UTF8.self)
            }
            if byte == 0 {
                diagnostics.error("unexpected NUL byte inside a string; write \\0 if it is meant", at: location)
                return nil
            }
            if byte != UInt8(ascii: "\\") {
                if byte == 0x0A || byte == 0x0D {
                    advance()
                } else {
                    // The common case, inlined: no line break, so only the column moves.
                    index += 1
                    if byte & 0xC0 != 0x80 { column += 1 }
                }
                continue
            }
            output.append(contentsOf: bytes[runStart..<index])
            let escapeLocation = location
            advance()
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            advance()
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): output.append(escaped)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "0"): output.append(0x00)
            case UInt8(ascii: "a"): output.append(0x07)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "v"): output.append(0x0B)
            case 0x0A, 0x0D: output.append(escaped)  // a backslash before a raw line break keeps the line break
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                guard let scalar = unicodeEscape(at: escapeLocation) else { return nil }
                UTF8.encode(scalar) { output.append($0) }
            default:
                let shown = escaped < 0x80 ? String(Character(Unicode.Scalar(escaped))) : "…"
                diagnostics.error(
                    "unknown escape sequence '\\\(shown)'; write '\\\\' for a backslash",
                    at: escapeLocation
                )
                return nil
            }
            runStart = index
        }
        diagnostics.error("unterminated string: the quote opened here is never closed", at: open)
        return nil
    }

    /// The four hex digits after `\U`, joined with a following `\Uxxxx` low surrogate when they are a high one.
    mutating func unicodeEscape(at escapeLocation: SourceLocation) -> Unicode.Scalar? {
        guard let unit = hex4() else {
            diagnostics.error("'\\U' must be followed by four hexadecimal digits", at: escapeLocation)
            return nil
        }
        if (0xDC00...0xDFFF).contains(unit) {
            diagnostics.error("'\\U\(hex(unit))' is a lone low surrogate", at: escapeLocation)
            return nil
        }
        if (0xD800...0xDBFF).contains(unit) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                  bytes[index + 1] == UInt8(ascii: "U") || bytes[index + 1] == UInt8(ascii: "u")
            else {
                diagnostics.error(
                    "'\\U\(hex(unit))' is a high surrogate without the low surrogate '\\Uxxxx' after it",
                    at: escapeLocation
                )
                return nil
            }
            advance(); advance()
            guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else {
                diagnostics.error(
                    "'\\U\(hex(unit))' is a high surrogate without the low surrogate '\\Uxxxx' after it",
                    at: escapeLocation
                )
                return nil
            }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        }
        return Unicode.Scalar(unit)
    }

    private func hex(_ unit: UInt32) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    mutating func hex4() -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigit(bytes[index]) else { return nil }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }
}
