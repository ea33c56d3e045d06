/// Reads the `.strings` format, written from scratch so that comments and exact positions survive.
///
/// Grammar, as Apple's parser accepts it: entries `key = value;` or `key;` (the value is the key), where a key
/// or value is a quoted string or an unquoted word of `A-Z a-z 0-9 _ $ + / : . -`; `/* */` and `//` comments
/// anywhere between tokens. Inside quotes: raw newlines, and the escapes `\" \\ \n \t \r \0 \a \b \f \v` and
/// `\Uxxxx` (two of which may form a surrogate pair).
public enum StringsParser {
    public static func parse(_ bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) -> StringsFile? {
        guard let utf8 = TextDecoding.utf8(from: bytes, path: path, diagnostics: diagnostics) else { return nil }
        guard utf8.count < Int(Int32.max) / 2 else {
            diagnostics.error("the file is larger than 1 GiB; split the table", at: SourceLocation(path: path, line: 1, column: 1))
            return nil
        }
        var scanner = Scanner(text: utf8, path: path, diagnostics: diagnostics)
        guard scanner.readEntries() else { return nil }
        return StringsFile(path: path, text: scanner.text, records: scanner.records, index: scanner.index)
    }
}

private struct Scanner {
    /// The file's UTF-8; unescaped strings are appended after `end`.
    var text: [UInt8]
    let end: Int
    let path: String
    let diagnostics: DiagnosticCollector
    var records: [StringsFile.Record] = []
    var index = KeyIndex()
    /// Where the unescaped text of a string is put together before it is appended to `text`.
    var scratch: [UInt8] = []
    var position = 0
    var line = 1
    var column = 1

    init(text: [UInt8], path: String, diagnostics: DiagnosticCollector) {
        self.text = text
        self.end = text.count
        self.path = path
        self.diagnostics = diagnostics
    }

    var location: SourceLocation { SourceLocation(path: path, line: line, column: column) }

    /// Moves past one byte, keeping line and column (in Unicode scalars) up to date.
    /// `\r\n` and a lone `\r` both end a line, as `\n` does.
    mutating func advance() {
        let byte = text[position]
        position += 1
        if byte == 0x0A || (byte == 0x0D && (position == end || text[position] != 0x0A)) {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80, byte != 0x0D {
            column += 1
        }
    }

    /// Reads every entry into `records`; false after reporting an error.
    mutating func readEntries() -> Bool {
        while true {
            guard let comment = skipTrivia() else { return false }
            guard position < end else { return true }
            let (keyLine, keyColumn) = (line, column)
            guard let key = string(role: "key") else { return false }
            guard skipTrivia() != nil else { return false }
            var value = key
            if position < end, text[position] == UInt8(ascii: "=") {
                advance()
                guard skipTrivia() != nil else { return false }
                guard position < end else {
                    diagnostics.error("expected a value after '=', found the end of the file", at: location)
                    return false
                }
                guard let parsed = string(role: "value") else { return false }
                value = parsed
                guard skipTrivia() != nil else { return false }
            }
            guard position < end, text[position] == UInt8(ascii: ";") else {
                let found = position < end ? "'\(Character(Unicode.Scalar(text[position])))'" : "the end of the file"
                let expected = value == key ? "'=' or ';'" : "';'"
                diagnostics.error("expected \(expected) after \"\(string(key))\", found \(found)", at: location)
                return false
            }
            advance()
            let record = StringsFile.Record(
                key: key, value: value, comment: comment, line: Int32(keyLine), column: Int32(keyColumn)
            )
            if let previous = index.insert(records.count, key: key, in: text, records: records) {
                let first = records[previous]
                let here = SourceLocation(path: path, line: keyLine, column: keyColumn)
                let name = string(key)
                diagnostics.warning(
                    "duplicate key \"\(name)\": defined at lines \(first.line) and \(keyLine); the last one wins",
                    at: here,
                    notes: [Diagnostic(.note, at: SourceLocation(path: path, line: Int(first.line), column: Int(first.column)), "earlier definition of \"\(name)\" is here")]
                )
                records[previous] = record
            } else {
                records.append(record)
            }
        }
    }

    func string(_ span: Span) -> String {
        String(decoding: text[span.range], as: UTF8.self)
    }

    /// Skips whitespace and comments, returning the last comment seen (the one attached to the next entry),
    /// trimmed; an empty span when there is none. Returns nil after reporting an unterminated comment or a NUL.
    mutating func skipTrivia() -> Span? {
        var comment = Span(0..<0)
        while position < end {
            let byte = text[position]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                advance()
            case UInt8(ascii: "/") where position + 1 < end && text[position + 1] == UInt8(ascii: "*"):
                let start = location
                advance(); advance()
                let bodyStart = position
                while position + 1 < end, !(text[position] == UInt8(ascii: "*") && text[position + 1] == UInt8(ascii: "/")) {
                    advance()
                }
                guard position + 1 < end else {
                    diagnostics.error("unterminated comment: '/*' without '*/'", at: start)
                    return nil
                }
                comment = trimmed(bodyStart..<position)
                advance(); advance()
            case UInt8(ascii: "/") where position + 1 < end && text[position + 1] == UInt8(ascii: "/"):
                advance(); advance()
                let bodyStart = position
                while position < end, text[position] != 0x0A, text[position] != 0x0D { advance() }
                comment = trimmed(bodyStart..<position)
            case 0:
                diagnostics.error("unexpected NUL byte; the file is binary or in the wrong encoding", at: location)
                return nil
            default:
                return comment
            }
        }
        return comment
    }

    /// `range` without the whitespace (any Unicode whitespace) at its ends.
    private func trimmed(_ range: Range<Int>) -> Span {
        text.withUnsafeBufferPointer { text in
            var lower = range.lowerBound
            var upper = range.upperBound
            while lower < upper {
                let (scalar, length) = TextDecoding.scalar(in: text, at: lower)
                guard Self.isWhitespace(scalar) else { break }
                lower += length
            }
            while lower < upper {
                var start = upper - 1
                while text[start] & 0xC0 == 0x80 { start -= 1 }
                guard Self.isWhitespace(TextDecoding.scalar(in: text, at: start).scalar) else { break }
                upper = start
            }
            return Span(lower..<upper)
        }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
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

    mutating func string(role: String) -> Span? {
        let byte = text[position]
        if byte == UInt8(ascii: "\"") { return quoted() }
        if Self.isWordByte(byte) {
            let start = position
            while position < end, Self.isWordByte(text[position]) { advance() }
            return Span(start..<position)
        }
        let shown = byte < 0x80 ? "'\(Character(Unicode.Scalar(byte)))'" : "a non-ASCII character"
        diagnostics.error("expected a \(role) (a quoted string or a word), found \(shown)", at: location)
        return nil
    }

    /// A quoted string; `position` is on the opening quote. Without escapes its span is inside the file's
    /// text; with escapes, the unescaped text is appended to `text` and that is its span.
    mutating func quoted() -> Span? {
        let open = location
        advance()
        let contentStart = position
        var hasEscapes = false
        var runStart = position
        while position < end {
            let byte = text[position]
            if byte == UInt8(ascii: "\"") {
                let contentEnd = position
                advance()
                guard hasEscapes else { return Span(contentStart..<contentEnd) }
                scratch.append(contentsOf: text[runStart..<contentEnd])
                let start = text.count
                text.append(contentsOf: scratch)
                scratch.removeAll(keepingCapacity: true)
                return Span(start..<text.count)
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
                    position += 1
                    if byte & 0xC0 != 0x80 { column += 1 }
                }
                continue
            }
            hasEscapes = true
            scratch.append(contentsOf: text[runStart..<position])
            let escapeLocation = location
            advance()
            guard position < end else { break }
            let escaped = text[position]
            advance()
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): scratch.append(escaped)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "0"): scratch.append(0x00)
            case UInt8(ascii: "a"): scratch.append(0x07)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "v"): scratch.append(0x0B)
            case 0x0A, 0x0D: scratch.append(escaped)  // a backslash before a raw line break keeps the line break
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                guard let scalar = unicodeEscape(at: escapeLocation) else { return nil }
                UTF8.encode(scalar) { scratch.append($0) }
            default:
                let shown = escaped < 0x80 ? String(Character(Unicode.Scalar(escaped))) : "…"
                diagnostics.error(
                    "unknown escape sequence '\\\(shown)'; write '\\\\' for a backslash",
                    at: escapeLocation
                )
                return nil
            }
            runStart = position
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
            guard position + 1 < end, text[position] == UInt8(ascii: "\\"),
                  text[position + 1] == UInt8(ascii: "U") || text[position + 1] == UInt8(ascii: "u")
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
            guard position < end, let digit = hexDigit(text[position]) else { return nil }
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
