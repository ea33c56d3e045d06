import TokenGenVocabulary

/// A JSON value and where it is written, so that every diagnostic about a String Catalog (or a JSON token file)
/// can point at its line and column.
package struct JSONNode: Sendable {
    package enum Value: Sendable {
        /// Members in file order.
        case object([Member])
        case array([JSONNode])
        /// The text, and where its bytes are in the file when it has no escapes (then the text is the file's bytes).
        case string(String, verbatimOffset: Int?)
        /// The number as written, for exact decimal reading by whoever needs it.
        case number(String)
        case bool(Bool)
        case null
    }

    package struct Member: Sendable {
        package var key: String
        var keyLocation: SourceLocation
        package var value: JSONNode
    }

    package var value: Value
    package var location: SourceLocation

    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        // A loop through a pointer, not `last(where:)` or the array's subscript: in a debug build each would copy
        // every member it looks at (see `ByteText`).
        return members.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var index = buffer.count - 1
            while index >= 0 {
                if base[index].key == key { return base[index].value }
                index -= 1
            }
            return nil
        }
    }

    package var string: String? {
        if case .string(let text, _) = value { return text }
        return nil
    }

    package var bool: Bool? {
        if case .bool(let value) = value { return value }
        return nil
    }

    package var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// What a person calls the value in a message: "an object", "a text".
    package var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a text"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// Reads JSON (RFC 8259) with exact positions: UTF-8 with or without a BOM (or UTF-16 with a BOM), escapes
/// including surrogate pairs, any key length. Invalid JSON gets one error at the position where it breaks; a
/// key given twice in one object is a warning (the last one wins, as JSON readers usually do).
package enum JSONParser {
    /// `skipsComments`: `//` and `/* */` comments are white space (JSONC, as Terrazzo reads token files), with
    /// one warning at the first.
    package static func parse(
        _ bytes: [UInt8], path: String, diagnostics: DiagnosticCollector, skipsComments: Bool = false
    ) -> JSONNode? {
        guard let utf8 = TextDecoding.utf8(from: bytes, path: path, diagnostics: diagnostics) else { return nil }
        return utf8.withUnsafeBufferPointer { buffer in
            var parser = Parser(text: ByteText(buffer), path: path, diagnostics: diagnostics)
            parser.skipsComments = skipsComments
            do throws(SyntaxError) {
                parser.skipWhitespace()
                let root = try parser.parseValue(depth: 0)
                parser.skipWhitespace()
                guard parser.position == parser.text.count else {
                    throw parser.failure("unexpected \(parser.describeCurrent()) after the JSON value")
                }
                return root
            } catch {
                diagnostics.error(.invalidJSON(error.message), at: error.location)
                return nil
            }
        }
    }

    struct SyntaxError: Error {
        package var message: String
        package var location: SourceLocation
    }

    private struct Parser {
        let text: ByteText
        let path: String
        let diagnostics: DiagnosticCollector
        var position = 0
        var line = 1
        var column = 1
        var skipsComments = false
        var commentSeen = false
        static let maximumDepth = 256

        init(text: ByteText, path: String, diagnostics: DiagnosticCollector) {
            self.text = text
            self.path = path
            self.diagnostics = diagnostics
        }

        var location: SourceLocation { SourceLocation(path: path, line: line, column: column) }

        func failure(_ message: String, at location: SourceLocation? = nil) -> SyntaxError {
            SyntaxError(message: message, location: location ?? self.location)
        }

        func describeCurrent() -> String {
            guard position < text.count else { return "end of the file" }
            return CharacterDescription.describe(TextDecoding.scalar(in: text.buffer, at: position).scalar)
        }

        mutating func advance() {
            let byte = text.base[position]
            if byte == 0x0A || byte == 0x0D {
                var moved = TextPosition(line: line, column: column)
                moved.move(past: byte, next: position + 1 < text.count ? text.base[position + 1] : nil)
                (line, column) = (moved.line, moved.column)
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }

        mutating func skipWhitespace() {
            while position < text.count {
                switch text.base[position] {
                case 0x20, 0x09:
                    position += 1
                    column += 1
                case 0x0A, 0x0D: advance()
                case UInt8(ascii: "/") where skipsComments && position + 1 < text.count
                    && (text.base[position + 1] == UInt8(ascii: "/") || text.base[position + 1] == UInt8(ascii: "*")):
                    if !commentSeen {
                        commentSeen = true
                        diagnostics.warning(.commentsInJSON, at: location)
                    }
                    let block = text.base[position + 1] == UInt8(ascii: "*")
                    advance()
                    advance()
                    // A block comment that never closes runs to the end, where the value it hid is missing.
                    while position < text.count {
                        if block, text.base[position] == UInt8(ascii: "*"), position + 1 < text.count,
                            text.base[position + 1] == UInt8(ascii: "/")
                        {
                            advance()
                            advance()
                            break
                        }
                        if !block, text.base[position] == 0x0A || text.base[position] == 0x0D { break }
                        advance()
                    }
                default: return
                }
            }
        }

        mutating func expect(_ literal: String) throws(SyntaxError) {
            let start = location
            for byte in literal.utf8 {
                guard position < text.count, text.base[position] == byte else {
                    throw failure("expected '\(literal)', found \(describeCurrent())", at: start)
                }
                advance()
            }
        }

        mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONNode {
            guard depth < Self.maximumDepth else { throw failure("the JSON nests more than \(Self.maximumDepth) levels deep") }
            guard position < text.count else { throw failure("expected a value, found the end of the file") }
            let start = location
            switch text.base[position] {
            case UInt8(ascii: "{"):
                advance()
                var members: [JSONNode.Member] = []
                skipWhitespace()
                if position < text.count, text.base[position] == UInt8(ascii: "}") {
                    advance()
                    return JSONNode(value: .object([]), location: start)
                }
                while true {
                    skipWhitespace()
                    let keyLocation = location
                    guard position < text.count, text.base[position] == UInt8(ascii: "\"") else {
                        throw failure("expected a key in quotes, found \(describeCurrent())")
                    }
                    let key = try string().text
                    skipWhitespace()
                    guard position < text.count, text.base[position] == UInt8(ascii: ":") else {
                        throw failure("expected ':' after the key \"\(key)\", found \(describeCurrent())")
                    }
                    advance()
                    skipWhitespace()
                    let member = try parseValue(depth: depth + 1)
                    members.append(JSONNode.Member(key: key, keyLocation: keyLocation, value: member))
                    skipWhitespace()
                    guard position < text.count else { throw failure("expected ',' or '}', found the end of the file") }
                    if text.base[position] == UInt8(ascii: ",") {
                        advance()
                        continue
                    }
                    guard text.base[position] == UInt8(ascii: "}") else {
                        throw failure("expected ',' or '}' after the value of \"\(key)\", found \(describeCurrent())")
                    }
                    advance()
                    return JSONNode(value: .object(withoutDuplicates(members)), location: start)
                }
            case UInt8(ascii: "["):
                advance()
                var items: [JSONNode] = []
                skipWhitespace()
                if position < text.count, text.base[position] == UInt8(ascii: "]") {
                    advance()
                    return JSONNode(value: .array([]), location: start)
                }
                while true {
                    skipWhitespace()
                    items.append(try parseValue(depth: depth + 1))
                    skipWhitespace()
                    guard position < text.count else { throw failure("expected ',' or ']', found the end of the file") }
                    if text.base[position] == UInt8(ascii: ",") {
                        advance()
                        continue
                    }
                    guard text.base[position] == UInt8(ascii: "]") else { throw failure("expected ',' or ']', found \(describeCurrent())") }
                    advance()
                    return JSONNode(value: .array(items), location: start)
                }
            case UInt8(ascii: "\""):
                let contentStart = position + 1
                let (text, escaped) = try string()
                return JSONNode(value: .string(text, verbatimOffset: escaped ? nil : contentStart), location: start)
            case UInt8(ascii: "t"):
                try expect("true")
                return JSONNode(value: .bool(true), location: start)
            case UInt8(ascii: "f"):
                try expect("false")
                return JSONNode(value: .bool(false), location: start)
            case UInt8(ascii: "n"):
                try expect("null")
                return JSONNode(value: .null, location: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return JSONNode(value: .number(try number()), location: start)
            default:
                throw failure("expected a value, found \(describeCurrent())")
            }
        }

        /// The members, a key given twice kept once (the last), with a warning. Objects are small: a
        /// dictionary only for big ones.
        func withoutDuplicates(_ members: [JSONNode.Member]) -> [JSONNode.Member] {
            var duplicates: [Int] = []
            if members.count <= 16 {
                var index = 1
                while index < members.count {
                    var earlier = 0
                    while earlier < index, members[earlier].key != members[index].key { earlier += 1 }
                    if earlier < index { duplicates.append(index) }
                    index += 1
                }
            } else {
                var seen: Set<String> = []
                for (index, member) in members.enumerated() where !seen.insert(member.key).inserted { duplicates.append(index) }
            }
            guard !duplicates.isEmpty else { return members }
            var result = members
            for index in duplicates {
                let key = members[index].key
                let first = members.first { $0.key == key }!
                diagnostics.warning(.duplicateJSONKey(key: key, firstLine: first.keyLocation.line), at: members[index].keyLocation)
            }
            var kept: [String: Int] = [:]
            for (index, member) in members.enumerated() { kept[member.key] = index }
            result = members.enumerated().filter { kept[$0.element.key] == $0.offset }.map(\.element)
            return result
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        mutating func number() throws(SyntaxError) -> String {
            let start = position
            func digits(_ parser: inout Parser) -> Int {
                var count = 0
                while parser.position < parser.text.count, parser.text.base[parser.position] >= 0x30,
                    parser.text.base[parser.position] <= 0x39
                {
                    parser.advance()
                    count += 1
                }
                return count
            }
            if text.base[position] == UInt8(ascii: "-") { advance() }
            let integerStart = position
            guard digits(&self) > 0 else { throw failure("expected digits in the number") }
            if text.base[integerStart] == UInt8(ascii: "0"), position - integerStart > 1 {
                throw failure(
                    "a number must not start with 0", at: SourceLocation(path: path, line: line, column: column - (position - integerStart))
                )
            }
            if position < text.count, text.base[position] == UInt8(ascii: ".") {
                advance()
                guard digits(&self) > 0 else { throw failure("expected digits after the decimal point") }
            }
            if position < text.count, text.base[position] | 0x20 == UInt8(ascii: "e") {
                advance()
                if position < text.count, text.base[position] == UInt8(ascii: "+") || text.base[position] == UInt8(ascii: "-") { advance() }
                guard digits(&self) > 0 else { throw failure("expected digits in the exponent") }
            }
            return text.string(start..<position)
        }

        /// A string, and whether it had escapes; `position` is on its opening quote.
        mutating func string() throws(SyntaxError) -> (text: String, escaped: Bool) {
            let (openLine, openColumn) = (line, column)
            advance()
            var out: [UInt8] = []
            var runStart = position
            var hadEscape = false
            while position < text.count {
                let byte = text.base[position]
                if byte == UInt8(ascii: "\"") {
                    defer { advance() }
                    guard hadEscape else { return (text.string(runStart..<position), false) }
                    text.append(runStart..<position, to: &out)
                    return (String(decoding: out, as: UTF8.self), true)
                }
                if byte < 0x20 {
                    throw failure(
                        "a control character (\(CharacterDescription.describe(Unicode.Scalar(byte)))) must be escaped inside a string")
                }
                if byte != UInt8(ascii: "\\") {
                    // No line breaks inside a string (they are control characters): only the column moves.
                    position += 1
                    if byte & 0xC0 != 0x80 { column += 1 }
                    continue
                }
                text.append(runStart..<position, to: &out)
                hadEscape = true
                let escape = location
                advance()
                guard position < text.count else { break }
                let kind = text.base[position]
                advance()
                switch kind {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(kind)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var unit = try hex4(escape)
                    var scalar: Unicode.Scalar?
                    if UTF16.isLeadSurrogate(unit), position + 1 < text.count, text.base[position] == UInt8(ascii: "\\"),
                        text.base[position + 1] == UInt8(ascii: "u")
                    {
                        advance(); advance()
                        let low = try hex4(escape)
                        if UTF16.isTrailSurrogate(low) {
                            scalar = Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00))
                        } else {
                            throw failure("'\\u\(String(unit, radix: 16))' is half of a surrogate pair without its other half", at: escape)
                        }
                        unit = 0
                    } else {
                        scalar = Unicode.Scalar(unit)
                    }
                    guard let scalar else {
                        throw failure(
                            "'\\u\(String(unit, radix: 16, uppercase: true))' is half of a surrogate pair without its other half",
                            at: escape)
                    }
                    UTF8.encode(scalar) { out.append($0) }
                default:
                    throw failure(
                        "unknown escape '\\\(String(decoding: [kind], as: UTF8.self))' in a string; JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                        at: escape)
                }
                runStart = position
            }
            throw failure(
                "unterminated string: the quote opened here is never closed",
                at: SourceLocation(path: path, line: openLine, column: openColumn))
        }

        mutating func hex4(_ escape: SourceLocation) throws(SyntaxError) -> UInt16 {
            var value: UInt16 = 0
            for _ in 0..<4 {
                guard position < text.count else { throw failure("'\\u' needs four hexadecimal digits", at: escape) }
                let byte = text.base[position]
                let digit: UInt16
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt16(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt16(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt16(byte - UInt8(ascii: "A") + 10)
                default: throw failure("'\\u' needs four hexadecimal digits", at: escape)
                }
                value = value << 4 | digit
                advance()
            }
            return value
        }
    }
}
