/// Reads a `.strings` table in any of the forms Apple's reader accepts: the text format, an XML property
/// list or a binary property list.
///
/// The text format is read as CoreFoundation's reader reads it (swift-corelibs-foundation's
/// `CFOldStylePList.c`), so every text is Apple's text; where Apple accepts something that is probably a
/// mistake, a warning says so. Where Apple silently drops part of the file, tokengen reports an error.
/// After an error, reading resumes at the next line, so one run reports every problem of a file.
enum StringsParser {
    /// The entries that could be read; nil only when the file is not text at all.
    static func parse(_ bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) -> LocalizationTable? {
        if bytes.starts(with: Array("bplist".utf8)) {
            return BinaryPropertyList.stringsFile(bytes, path: path, diagnostics: diagnostics)
        }
        guard let utf8 = TextDecoding.utf8(from: bytes, path: path, diagnostics: diagnostics) else { return nil }
        guard utf8.count < Int(Int32.max) / 2 else {
            diagnostics.error(.fileTooLarge, at: SourceLocation(path: path, line: 1, column: 1))
            return nil
        }
        if XMLPropertyList.looksLikeXML(utf8) {
            return XMLPropertyList.stringsFile(utf8, path: path, diagnostics: diagnostics)
        }
        return utf8.withUnsafeBufferPointer { input in
            var scanner = TextScanner(input: ByteText(input), text: utf8, path: path, diagnostics: diagnostics)
            scanner.readEntries()
            let (records, index) = scanner.table.finished(text: scanner.text)
            return LocalizationTable(path: path, text: scanner.text, records: records, index: index)
        }
    }
}

/// The text format: entries `key = value;` or `key;` (the value is the key), where a key or value is a
/// string in double or single quotes or an unquoted word of `A-Z a-z 0-9 _ $ / : . -`, with `/* */` and `//`
/// comments between them; the whole may be wrapped in `{ }`.
private struct TextScanner {
    /// The file's UTF-8, which the scanner reads.
    let input: ByteText
    /// The file's UTF-8 with the unescaped strings appended after `end`.
    var text: [UInt8]
    let end: Int
    let path: String
    let diagnostics: DiagnosticCollector
    var table = RecordTable()
    /// Where the unescaped text of a string is put together before it is appended to `text`.
    var scratch: [UInt8] = []
    var position = 0
    var line = 1
    var column = 1

    init(input: ByteText, text: [UInt8], path: String, diagnostics: DiagnosticCollector) {
        self.input = input
        self.text = text
        self.end = text.count
        self.path = path
        self.diagnostics = diagnostics
    }

    var location: SourceLocation { SourceLocation(path: path, line: line, column: column) }

    /// Moves past one byte, keeping line and column (in Unicode scalars) up to date.
    /// `\r\n` and a lone `\r` both end a line, as `\n` does.
    mutating func advance() {
        var moved = TextPosition(line: line, column: column)
        moved.move(past: input.base[position], next: position + 1 < end ? input.base[position + 1] : nil)
        (line, column) = (moved.line, moved.column)
        position += 1
    }

    var current: UInt8? { position < end ? input.base[position] : nil }

    /// Reads every entry; after an error, resumes at the next line.
    mutating func readEntries() {
        guard var comment = skipTrivia() else { return }
        var braced = false
        if current == UInt8(ascii: "{") {
            braced = true
            advance()
            guard let next = skipTrivia() else { return }
            comment = next
        }
        var afterSemicolon = false
        while position < end {
            if braced, current == UInt8(ascii: "}") {
                advance()
                guard skipTrivia() != nil else { return }
                if position < end {
                    diagnostics.error(
                        .textAfterClosingBrace(found: describe(at: position)),
                        at: location
                    )
                }
                return
            }
            if afterSemicolon, current == UInt8(ascii: ";") {
                diagnostics.error(
                    .emptyEntry,
                    at: location
                )
                advance()
            } else {
                let entryLine = line
                afterSemicolon = entry(comment: comment)
                // After an error, go on at the next line, or right here when the error was found at the start
                // of a later line (a missing ';' is noticed at the next entry's key).
                if !afterSemicolon, !(line > entryLine && atLineStart) { skipToNextLine() }
            }
            guard let next = skipTrivia() else { return }
            comment = next
        }
        if braced {
            diagnostics.error(.unclosedFileBrace, at: location)
        }
    }

    /// True when only blanks come before `position` on its line.
    var atLineStart: Bool {
        var index = position - 1
        while index >= 0, input.base[index] == 0x20 || input.base[index] == 0x09 { index -= 1 }
        return index < 0 || input.base[index] == 0x0A || input.base[index] == 0x0D
    }

    mutating func skipToNextLine() {
        let startLine = line
        while position < end, line == startLine { advance() }
    }

    /// One `key = value;` or `key;`; false after reporting an error.
    mutating func entry(comment: Span) -> Bool {
        let (keyLine, keyColumn) = (line, column)
        guard let key = string(role: "key") else { return false }
        let keyRaw = lastRaw
        guard skipTrivia() != nil else { return false }
        var value: Span? = key
        var valueRaw = keyRaw
        if current == UInt8(ascii: "=") {
            advance()
            guard skipTrivia() != nil else { return false }
            guard position < end else {
                diagnostics.error(.valueMissingAtEnd, at: location)
                return false
            }
            if let open = current, open == UInt8(ascii: "{") || open == UInt8(ascii: "(") || open == UInt8(ascii: "<") {
                let start = location
                guard skipStructure() else { return false }
                let kind = open == UInt8(ascii: "{") ? "a dictionary" : open == UInt8(ascii: "(") ? "an array" : "data"
                diagnostics.warning(.valueIsNotText(key: string(key), kind: kind), at: start)
                table.removeKey(key, line: keyLine, text: text, path: path, diagnostics: diagnostics)
                value = nil
            } else {
                guard let parsed = string(role: "value") else { return false }
                value = parsed
                valueRaw = lastRaw
            }
            guard skipTrivia() != nil else { return false }
        }
        guard current == UInt8(ascii: ";") else {
            let found = position < end ? describe(at: position) : "the end of the file"
            let expected = value == key ? "'=' or ';'" : "';'"
            diagnostics.error(.expectedAfterKey(expected: expected, key: string(key), found: found), at: location)
            return false
        }
        advance()
        guard let value else { return true }
        table.add(LocalizationTable.Record(
            key: key, value: value, comment: comment, line: Int32(keyLine), column: Int32(keyColumn), valueSource: valueRaw
        ), text: text, path: path, diagnostics: diagnostics)
        return true
    }

    func string(_ span: Span) -> String {
        String(decoding: text[span.range], as: UTF8.self)
    }

    /// `'x'` for a character, with its Unicode name when it is invisible or easily mistaken.
    func describe(at index: Int) -> String {
        text.withUnsafeBufferPointer { CharacterDescription.describe(TextDecoding.scalar(in: $0, at: index).scalar) }
    }

    /// Skips whitespace (including U+2028 and U+2029, as Apple's reader does) and comments, returning the last
    /// comment seen (the one attached to the next entry), trimmed; an empty span when there is none.
    /// Returns nil after reporting an unterminated comment, which hides the rest of the file from Apple's reader.
    mutating func skipTrivia() -> Span? {
        var comment = Span(0..<0)
        while position < end {
            let byte = input.base[position]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                advance()
            case 0xE2 where position + 2 < end && input.base[position + 1] == 0x80 && (input.base[position + 2] == 0xA8 || input.base[position + 2] == 0xA9):
                advance(); advance(); advance()
            case UInt8(ascii: "/") where position + 1 < end && input.base[position + 1] == UInt8(ascii: "*"):
                let start = location
                advance(); advance()
                let bodyStart = position
                while position + 1 < end, !(input.base[position] == UInt8(ascii: "*") && input.base[position + 1] == UInt8(ascii: "/")) {
                    advance()
                }
                guard position + 1 < end else {
                    diagnostics.error(
                        .unterminatedComment,
                        at: start
                    )
                    return nil
                }
                comment = trimmed(bodyStart..<position)
                advance(); advance()
            case UInt8(ascii: "/") where position + 1 < end && input.base[position + 1] == UInt8(ascii: "/"):
                advance(); advance()
                let bodyStart = position
                while position < end, !isLineEnd(at: position) { advance() }
                comment = trimmed(bodyStart..<position)
            default:
                return comment
            }
        }
        return comment
    }

    /// `\n`, `\r`, U+2028 or U+2029: what ends a `//` comment for Apple's reader.
    private func isLineEnd(at index: Int) -> Bool {
        let byte = input.base[index]
        if byte == 0x0A || byte == 0x0D { return true }
        return byte == 0xE2 && index + 2 < end && input.base[index + 1] == 0x80 && (input.base[index + 2] == 0xA8 || input.base[index + 2] == 0xA9)
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
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// Where the last string read starts in the file, for positions inside it.
    var lastRaw = LocalizationTable.ValueSource.none

    mutating func string(role: String) -> Span? {
        let byte = input.base[position]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return quoted() }
        if Self.isWordByte(byte) {
            lastRaw = LocalizationTable.ValueSource(offset: position, line: line, column: column, kind: .verbatim)
            let start = position
            while position < end, Self.isWordByte(input.base[position]) { advance() }
            return Span(start..<position)
        }
        diagnostics.error(.expectedString(role: role, found: describe(at: position)), at: location)
        return nil
    }

    /// Skips a dictionary, array or data value (`{…}`, `(…)`, `<…>`), nested and with quoted strings inside.
    mutating func skipStructure() -> Bool {
        let start = location
        var closers: [UInt8] = []
        repeat {
            guard skipTrivia() != nil else { return false }
            guard let byte = current else { break }
            switch byte {
            case UInt8(ascii: "{"): closers.append(UInt8(ascii: "}")); advance()
            case UInt8(ascii: "("): closers.append(UInt8(ascii: ")")); advance()
            case UInt8(ascii: "<"): closers.append(UInt8(ascii: ">")); advance()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let open = location
                guard quotedSkipping() else {
                    diagnostics.error(.unterminatedString, at: open)
                    return false
                }
            case closers.last:
                closers.removeLast()
                advance()
            default:
                advance()
            }
        } while !closers.isEmpty
        guard closers.isEmpty else {
            diagnostics.error(.unclosedValue(closer: String(Character(Unicode.Scalar(closers.last!)))), at: start)
            return false
        }
        return true
    }

    /// Moves past a quoted string without keeping it; false when it is never closed.
    mutating func quotedSkipping() -> Bool {
        let quote = input.base[position]
        advance()
        while position < end {
            let byte = input.base[position]
            if byte == quote { advance(); return true }
            advance()
            if byte == UInt8(ascii: "\\"), position < end { advance() }
        }
        return false
    }

    /// A quoted string; `position` is on the opening quote. Without escapes its span is inside the file's
    /// text; with escapes, the unescaped text is appended to `text` and that is its span.
    mutating func quoted() -> Span? {
        let quote = input.base[position]
        let open = location
        advance()
        let contentStart = position
        lastRaw = LocalizationTable.ValueSource(offset: position, line: line, column: column, kind: .verbatim)
        var hasEscapes = false
        var runStart = position
        var decoder = EscapeDecoder()
        // The last high surrogate escape, for the message when no low one follows it.
        var pending: (location: SourceLocation, text: String)?
        func flush(_ scanner: inout TextScanner) {
            if decoder.finish(into: &scanner.scratch), let pending {
                scanner.reportLoneSurrogate(pending.text, at: pending.location)
            }
        }
        while position < end {
            let byte = input.base[position]
            if byte == quote {
                let contentEnd = position
                advance()
                guard hasEscapes else { return Span(contentStart..<contentEnd) }
                flush(&self)
                input.append(runStart..<contentEnd, to: &scratch)
                lastRaw.kind = .escaped
                let start = text.count
                text.append(contentsOf: scratch)
                scratch.removeAll(keepingCapacity: true)
                return Span(start..<text.count)
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
            if !hasEscapes { scratch.removeAll(keepingCapacity: true) }
            hasEscapes = true
            if runStart < position { flush(&self) }
            input.append(runStart..<position, to: &scratch)
            let escapeLocation = location
            let escapeStart = position
            advance()
            guard position < end else { break }
            let escape = EscapeDecoder.decode(text, at: position, end: end)
            while position < escapeStart + 1 + escape.length { advance() }
            let lone = decoder.add(escape, into: &scratch)
            if lone.previous, let pending { reportLoneSurrogate(pending.text, at: pending.location) }
            // What the escape looks like in the file, made only when a message or a pending surrogate needs it.
            if escape.problem != nil || lone.this || UTF16.isLeadSurrogate(escape.unit) {
                let written = input.string(escapeStart..<position)
                if let problem = escape.problem { report(problem, written: written, at: escapeLocation) }
                if lone.this { reportLoneSurrogate(written, at: escapeLocation) }
                if UTF16.isLeadSurrogate(escape.unit) { pending = (escapeLocation, written) }
            }
            runStart = position
        }
        diagnostics.error(.unterminatedString, at: open)
        return nil
    }

    func reportLoneSurrogate(_ written: String, at location: SourceLocation) {
        diagnostics.warning(.loneSurrogate(written: written), at: location)
    }

    private func report(_ problem: EscapeDecoder.Problem, written: String, at location: SourceLocation) {
        switch problem {
        case .unknown(let scalar):
            let shown = String(Character(scalar))
            if scalar == "(" {
                diagnostics.warning(.interpolationLeaked, at: location)
            } else {
                diagnostics.warning(.unknownEscape(written: written, shown: shown), at: location)
            }
        case .lowercaseU(let digits):
            let character = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init).map { CharacterDescription.describe($0) + " " } ?? ""
            diagnostics.warning(.lowercaseUnicodeEscape(written: written, digits: digits, character: character), at: location)
        case .shortUnicode(let digits):
            diagnostics.warning(.shortUnicodeEscape(written: written, digits: digits), at: location)
        }
    }
}
