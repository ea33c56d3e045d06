import TokenGenVocabulary

/// Reads a `.strings` table in any of the forms Apple's reader accepts: the text format, an XML property
/// list or a binary property list.
///
/// The text format is read as CoreFoundation's reader reads it (swift-corelibs-foundation's
/// `CFOldStylePList.c`), so every text is Apple's text; where Apple accepts something that is probably a
/// mistake, a warning says so. Where Apple silently drops part of the file, tokengen reports an error.
/// After an error, reading resumes at the next line, so one run reports every problem of a file.
enum StringsParser {
    /// The entries that could be read; nil only when the file is not text at all.
    package static func parse(_ bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) -> LocalizationTable? {
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
    /// Where the line of `position` starts; columns are counted from it only when a location is asked for.
    var lineStart = 0
    /// The last column counted, so that counting on along one line stays linear in its length.
    private var counted = (position: 0, column: 1)
    /// The first `\n` or `\r` at or after `position` when it was last found; stale once `position` is past it.
    /// A move that stops at or before it ends no line, and most moves do: the line's end is searched once per
    /// line, not twice per move.
    private var nextBreak = -1

    init(input: ByteText, text: [UInt8], path: String, diagnostics: DiagnosticCollector) {
        self.input = input
        self.text = text
        self.end = text.count
        self.path = path
        self.diagnostics = diagnostics
        // Every entry has one `=` (or none), so the count of them is enough room for the keys, most of the time.
        table = RecordTable(index: KeyIndex(capacity: input.count(of: UInt8(ascii: "="))))
    }

    var location: SourceLocation {
        mutating get { SourceLocation(path: path, line: line, column: column) }
    }

    /// The column of `position` in Unicode scalars, as `TextPosition` counts it.
    var column: Int {
        mutating get {
            var (index, column) = counted
            if index < lineStart || index > position { (index, column) = (lineStart, 1) }
            column += input.scalars(in: index..<position)
            counted = (position, column)
            // A `\r` inside a line is the first half of `\r\n`, which takes no column.
            return position > lineStart && input.base[position - 1] == 0x0D ? column - 1 : column
        }
    }

    /// Where `offset`, on the line that starts at `lineStart`, is: for a message about a place already passed.
    func location(at offset: Int, line: Int, lineStart: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: 1 + input.scalars(in: lineStart..<offset))
    }

    /// Moves past one byte.
    mutating func advance() {
        move(to: position + 1)
    }

    /// Moves to `target`, counting the lines ended on the way: `\n`, `\r\n` and a lone `\r` each end one.
    mutating func move(to target: Int) {
        if nextBreak < position { nextBreak = input.firstLineBreak(from: position) }
        guard target > nextBreak else {
            // Backwards, the line may have ended in between: the next break is found again.
            if target < position { nextBreak = -1 }
            position = target
            return
        }
        // Nothing before `nextBreak` ends a line.
        var newline = input.firstIndex(of: 0x0A, from: nextBreak, before: target)
        var carriage = input.firstIndex(of: 0x0D, from: nextBreak, before: target)
        while newline < target || carriage < target {
            if newline < carriage {
                line += 1
                lineStart = newline + 1
                newline = input.firstIndex(of: 0x0A, from: newline + 1, before: target)
            } else {
                if carriage + 1 >= end || input.base[carriage + 1] != 0x0A {
                    line += 1
                    lineStart = carriage + 1
                }
                carriage = input.firstIndex(of: 0x0D, from: carriage + 1, before: target)
            }
        }
        position = target
    }

    /// Reads every entry; after an error, resumes at the next line.
    mutating func readEntries() {
        guard var comment = skipTrivia() else { return }
        var braced = false
        if input.byte(at: position) == UInt8(ascii: "{") {
            braced = true
            advance()
            guard let next = skipTrivia() else { return }
            comment = next
        }
        var afterSemicolon = false
        while position < end {
            if braced, input.byte(at: position) == UInt8(ascii: "}") {
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
            if afterSemicolon, input.byte(at: position) == UInt8(ascii: ";") {
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
        while position < end, line == startLine {
            move(to: min(input.firstLineBreak(from: position), end - 1) + 1)
        }
    }

    /// One `key = value;` or `key;`; false after reporting an error.
    mutating func entry(comment: Span) -> Bool {
        let (keyLine, keyColumn) = (line, column)
        guard let key = string(role: "key") else { return false }
        let keyRaw = lastRaw
        guard skipTrivia() != nil else { return false }
        var value: Span? = key
        var valueRaw = keyRaw
        if input.byte(at: position) == UInt8(ascii: "=") {
            advance()
            guard skipTrivia() != nil else { return false }
            guard position < end else {
                diagnostics.error(.valueMissingAtEnd, at: location)
                return false
            }
            if let open = input.byte(at: position), open == UInt8(ascii: "{") || open == UInt8(ascii: "(") || open == UInt8(ascii: "<") {
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
        guard input.byte(at: position) == UInt8(ascii: ";") else {
            let found = position < end ? describe(at: position) : "the end of the file"
            let expected = value == key ? "'=' or ';'" : "';'"
            diagnostics.error(.expectedAfterKey(expected: expected, key: string(key), found: found), at: location)
            return false
        }
        advance()
        guard let value else { return true }
        table.insert(
            LocalizationTable.Record(
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
            case 0x20, 0x09, 0x0B, 0x0C:
                position += 1
            case 0x0A:
                position += 1
                line += 1
                lineStart = position
            case 0x0D:
                advance()
            case 0xE2
            where position + 2 < end && input.base[position + 1] == 0x80
                && (input.base[position + 2] == 0xA8 || input.base[position + 2] == 0xA9):
                position += 3
            case UInt8(ascii: "/") where position + 1 < end && input.base[position + 1] == UInt8(ascii: "*"):
                let start = (position: position, line: line, lineStart: lineStart)
                let bodyStart = position + 2
                var close = input.firstIndex(of: UInt8(ascii: "*"), from: bodyStart)
                while close + 1 < end, input.base[close + 1] != UInt8(ascii: "/") {
                    close = input.firstIndex(of: UInt8(ascii: "*"), from: close + 1)
                }
                guard close + 1 < end else {
                    diagnostics.error(
                        .unterminatedComment,
                        at: location(at: start.position, line: start.line, lineStart: start.lineStart)
                    )
                    // The comment hides the rest of the file: stop before its last byte, where reading ends.
                    move(to: max(bodyStart, end - 1))
                    return nil
                }
                comment = trimmed(bodyStart..<close)
                move(to: close + 2)
            case UInt8(ascii: "/") where position + 1 < end && input.base[position + 1] == UInt8(ascii: "/"):
                let bodyStart = position + 2
                // Up to the line's end, which moves no line.
                position = lineEnd(from: bodyStart)
                comment = trimmed(bodyStart..<position)
            default:
                return comment
            }
        }
        return comment
    }

    /// The first `\n`, `\r`, U+2028 or U+2029 at or after `start` (else `end`): what ends a `//` comment for
    /// Apple's reader.
    private func lineEnd(from start: Int) -> Int {
        let limit = input.firstLineBreak(from: start)
        var candidate = input.firstIndex(of: 0xE2, from: start, before: limit)
        while candidate < limit {
            if candidate + 2 < end, input.base[candidate + 1] == 0x80,
                input.base[candidate + 2] == 0xA8 || input.base[candidate + 2] == 0xA9
            {
                return candidate
            }
            candidate = input.firstIndex(of: 0xE2, from: candidate + 1, before: limit)
        }
        return limit
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
            // A word holds no line break.
            while position < end, Self.isWordByte(input.base[position]) { position += 1 }
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
            guard let byte = input.byte(at: position) else { break }
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
        let open = (position: position, line: line, lineStart: lineStart)
        position += 1
        let contentStart = position
        lastRaw = LocalizationTable.ValueSource(offset: position, line: line, column: column, kind: .verbatim)
        var hasEscapes = false
        var runStart = position
        var decoder = EscapeDecoder()
        // The last high surrogate escape, for the message when no low one follows it.
        var pending: (location: SourceLocation, text: String)?
        var close = input.firstIndex(of: quote, from: position)
        while position < end {
            // An escaped quote may have been the one found.
            if close < position { close = input.firstIndex(of: quote, from: position) }
            let backslash = input.firstIndex(of: UInt8(ascii: "\\"), from: position, before: close)
            guard backslash < close else {
                guard close < end else { move(to: end); break }
                move(to: close + 1)
                guard hasEscapes else { return Span(contentStart..<close) }
                flush(&decoder, pending: pending)
                input.append(runStart..<close, to: &scratch)
                lastRaw.kind = .escaped
                let start = text.count
                text.append(contentsOf: scratch)
                scratch.removeAll(keepingCapacity: true)
                return Span(start..<text.count)
            }
            move(to: backslash)
            if !hasEscapes { scratch.removeAll(keepingCapacity: true) }
            hasEscapes = true
            if runStart < position { flush(&decoder, pending: pending) }
            input.append(runStart..<position, to: &scratch)
            let escapeStart = position
            guard escapeStart + 1 < end else { move(to: end); break }
            let escape = EscapeDecoder.decode(text, at: escapeStart + 1, end: end)
            let lone = decoder.appendDecoded(escape, into: &scratch)
            // What the escape looks like in the file, made only when a message or a pending surrogate needs it.
            if escape.problem != nil || lone.this || UTF16.isLeadSurrogate(escape.unit) {
                let escapeLocation = location
                move(to: escapeStart + 1 + escape.length)
                if lone.previous, let pending { reportLoneSurrogate(pending.text, at: pending.location) }
                let written = input.string(escapeStart..<position)
                if let problem = escape.problem { report(problem, written: written, at: escapeLocation) }
                if lone.this { reportLoneSurrogate(written, at: escapeLocation) }
                if UTF16.isLeadSurrogate(escape.unit) { pending = (escapeLocation, written) }
            } else {
                move(to: escapeStart + 1 + escape.length)
                if lone.previous, let pending { reportLoneSurrogate(pending.text, at: pending.location) }
            }
            runStart = position
        }
        diagnostics.error(.unterminatedString, at: location(at: open.position, line: open.line, lineStart: open.lineStart))
        return nil
    }

    /// Ends a run of escapes: a high surrogate left waiting is a lone one.
    private mutating func flush(_ decoder: inout EscapeDecoder, pending: (location: SourceLocation, text: String)?) {
        if decoder.finish(into: &scratch), let pending {
            reportLoneSurrogate(pending.text, at: pending.location)
        }
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
