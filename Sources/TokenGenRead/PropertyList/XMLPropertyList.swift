import TokenGenVocabulary

/// Reads XML property lists (`<plist><dict><key>…</key><string>…</string>…`), as Xcode saves translated
/// `.strings` files and every `.stringsdict`, keeping the line and column of every element.
///
/// The XML that property lists use: a prolog (`<?xml …?>`, `<!DOCTYPE …>`), comments, elements with
/// attributes, text with the five named entities and numeric character references, and CDATA sections.
/// Text is kept exactly, line breaks included, as Apple's reader keeps it.
enum XMLPropertyList {
    /// True when the first thing in the file, after whitespace, is markup.
    static func looksLikeXML(_ utf8: [UInt8]) -> Bool {
        utf8.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D } == UInt8(ascii: "<")
    }

    static func stringsFile(_ utf8: [UInt8], path: String, diagnostics: DiagnosticCollector) -> LocalizationTable? {
        guard let root = parse(utf8, path: path, diagnostics: diagnostics) else {
            return LocalizationTable(path: path, text: utf8, records: [], index: KeyIndex())
        }
        return PropertyListNode.stringsFile(root, text: utf8, path: path, diagnostics: diagnostics)
    }

    /// The top-level value; nil after reporting the first error (XML cannot be read past an error).
    package static func parse(_ utf8: [UInt8], path: String, diagnostics: DiagnosticCollector) -> PropertyListNode? {
        var parser = Parser(text: utf8, path: path)
        do {
            return try parser.document()
        } catch {
            diagnostics.error(.invalidXMLPropertyList(error.message), at: error.location)
            return nil
        }
    }

    struct SyntaxError: Error {
        package var message: String
        package var location: SourceLocation
    }

    private struct Parser {
        let text: [UInt8]
        let path: String
        var position = 0
        var line = 1
        var column = 1
        /// Elements may nest this deep; deeper input is an error rather than a stack overflow.
        static let maximumDepth = 512

        init(text: [UInt8], path: String) {
            self.text = text
            self.path = path
        }

        var location: SourceLocation { SourceLocation(path: path, line: line, column: column) }

        func failure(_ message: String, at location: SourceLocation? = nil) -> SyntaxError {
            SyntaxError(message: message, location: location ?? self.location)
        }

        mutating func advance() {
            var moved = TextPosition(line: line, column: column)
            moved.move(past: text[position], next: position + 1 < text.count ? text[position + 1] : nil)
            (line, column) = (moved.line, moved.column)
            position += 1
        }

        func starts(with literal: String) -> Bool {
            var index = position
            for byte in literal.utf8 {
                guard index < text.count, text[index] == byte else { return false }
                index += 1
            }
            return true
        }

        mutating func skip(_ literal: String) {
            for _ in literal.utf8 { advance() }
        }

        mutating func skipWhitespace() {
            while position < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[position]) { advance() }
        }

        /// Moves past `terminator`; throws when the file ends first.
        mutating func skip(past terminator: String, what: String, from start: SourceLocation) throws(SyntaxError) {
            while position < text.count, !starts(with: terminator) { advance() }
            guard position < text.count else { throw failure("\(what) is never closed with '\(terminator)'", at: start) }
            skip(terminator)
        }

        /// The text of the last comment `skipMisc` passed, trimmed: a comment before a `<key>` describes it.
        var lastComment: String?

        /// Skips whitespace, comments, processing instructions and the document type declaration.
        mutating func skipMisc() throws(SyntaxError) {
            lastComment = nil
            while true {
                skipWhitespace()
                let start = location
                if starts(with: "<!--") {
                    let bodyStart = position + 4
                    try skip(past: "-->", what: "the comment", from: start)
                    let body = String(decoding: text[bodyStart..<(position - 3)], as: UTF8.self)
                    lastComment = body.trimmingWhitespace()
                } else if starts(with: "<?") {
                    try skip(past: "?>", what: "the processing instruction", from: start)
                } else if starts(with: "<!DOCTYPE") {
                    // An internal subset in brackets may hold '>'.
                    while position < text.count, text[position] != UInt8(ascii: ">"), text[position] != UInt8(ascii: "[") { advance() }
                    if position < text.count, text[position] == UInt8(ascii: "[") {
                        try skip(past: "]", what: "the document type's internal subset", from: start)
                    }
                    try skip(past: ">", what: "the document type declaration", from: start)
                } else {
                    return
                }
            }
        }

        mutating func document() throws(SyntaxError) -> PropertyListNode {
            try skipMisc()
            guard position < text.count else { throw failure("the property list is empty: expected '<plist>'") }
            let start = location
            let tag = try openTag()
            let root: PropertyListNode
            if tag.name == "plist" {
                guard !tag.selfClosing else { throw failure("'<plist/>' holds no value", at: start) }
                try skipMisc()
                root = try parseValue(depth: 1)
                try skipMisc()
                try closeTag("plist", openedAt: start)
            } else {
                // Apple's reader also takes a bare value without the `plist` element.
                position = 0
                (line, column) = (1, 1)
                try skipMisc()
                root = try parseValue(depth: 1)
            }
            try skipMisc()
            guard position == text.count else { throw failure("unexpected content after the property list") }
            return root
        }

        struct Tag {
            var name: String
            var selfClosing: Bool
        }

        /// `<name attributes>` or `<name/>`; `position` is on `<`.
        mutating func openTag() throws(SyntaxError) -> Tag {
            guard position < text.count, text[position] == UInt8(ascii: "<") else {
                throw failure(
                    position < text.count
                        ? "expected an element such as '<string>', found text" : "expected an element, found the end of the file")
            }
            let start = location
            advance()
            let nameStart = position
            while position < text.count, !isNameEnd(text[position]) { advance() }
            let name = String(decoding: text[nameStart..<position], as: UTF8.self)
            guard !name.isEmpty, !name.hasPrefix("/") else { throw failure("expected an element name after '<'", at: start) }
            // Attributes are read past, honouring quotes (a quoted '>' does not end the tag).
            var quote: UInt8?
            while position < text.count {
                let byte = text[position]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    let selfClosing = position > nameStart && text[position - 1] == UInt8(ascii: "/")
                    advance()
                    return Tag(name: name, selfClosing: selfClosing)
                }
                advance()
            }
            throw failure("the tag '<\(name)' is never closed with '>'", at: start)
        }

        func isNameEnd(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ">")
                || (byte == UInt8(ascii: "/") && position + 1 < text.count && text[position + 1] == UInt8(ascii: ">"))
        }

        mutating func closeTag(_ name: String, openedAt start: SourceLocation) throws(SyntaxError) {
            let here = location
            guard starts(with: "</") else {
                throw failure("expected '</\(name)>' to close the '<\(name)>' at line \(start.line), column \(start.column)", at: here)
            }
            skip("</")
            let nameStart = position
            while position < text.count, text[position] != UInt8(ascii: ">"), !isNameEnd(text[position]) { advance() }
            let found = String(decoding: text[nameStart..<position], as: UTF8.self)
            skipWhitespace()
            guard found == name, position < text.count, text[position] == UInt8(ascii: ">") else {
                throw failure(
                    "expected '</\(name)>' to close the '<\(name)>' at line \(start.line), column \(start.column), found '</\(found)'",
                    at: here)
            }
            advance()
        }

        mutating func parseValue(depth: Int) throws(SyntaxError) -> PropertyListNode {
            guard depth <= Self.maximumDepth else { throw failure("the property list nests more than \(Self.maximumDepth) levels deep") }
            let start = location
            let tag = try openTag()
            switch tag.name {
            case "string", "key":
                let content = location
                if tag.selfClosing {
                    return PropertyListNode(value: .string("", verbatimOffset: nil), location: start, contentLocation: content)
                }
                let (string, verbatim) = try characterData(closing: tag.name, openedAt: start)
                return PropertyListNode(value: .string(string, verbatimOffset: verbatim), location: start, contentLocation: content)
            case "dict":
                var entries: [PropertyListNode.Entry] = []
                if tag.selfClosing { return PropertyListNode(value: .dictionary([]), location: start, contentLocation: start) }
                while true {
                    try skipMisc()
                    if starts(with: "</") { break }
                    let comment = lastComment
                    let keyStart = location
                    guard starts(with: "<key>") || starts(with: "<key/>") else {
                        throw failure(
                            "expected '<key>' in the '<dict>' that starts at line \(start.line), column \(start.column)", at: keyStart)
                    }
                    let key = try parseValue(depth: depth + 1)
                    guard case .string(let name, _) = key.value else { throw failure("expected '<key>'", at: keyStart) }
                    try skipMisc()
                    guard !starts(with: "</") else {
                        throw failure(
                            "the key \"\(name)\" has no value: every '<key>' in a '<dict>' must be followed by a value", at: keyStart)
                    }
                    let item = try parseValue(depth: depth + 1)
                    entries.append(PropertyListNode.Entry(key: name, keyLocation: key.contentLocation, value: item, comment: comment))
                }
                try closeTag("dict", openedAt: start)
                return PropertyListNode(value: .dictionary(entries), location: start, contentLocation: start)
            case "array":
                var items: [PropertyListNode] = []
                if tag.selfClosing { return PropertyListNode(value: .array([]), location: start, contentLocation: start) }
                while true {
                    try skipMisc()
                    if starts(with: "</") { break }
                    items.append(try parseValue(depth: depth + 1))
                }
                try closeTag("array", openedAt: start)
                return PropertyListNode(value: .array(items), location: start, contentLocation: start)
            case "integer", "real", "date", "data", "true", "false":
                if !tag.selfClosing { _ = try characterData(closing: tag.name, openedAt: start) }
                return PropertyListNode(
                    value: .other(kind: tag.name == "true" || tag.name == "false" ? "boolean" : tag.name), location: start,
                    contentLocation: start)
            default:
                throw failure(
                    "'<\(tag.name)>' is not a property list element; expected string, dict, array, integer, real, true, false, date or data",
                    at: start)
            }
        }

        /// The text up to `</name>`, with entities and CDATA sections decoded; also where it is in the file
        /// when it has neither (then the text is the file's own bytes).
        mutating func characterData(closing name: String, openedAt start: SourceLocation) throws(SyntaxError) -> (String, Int?) {
            let contentStart = position
            var out: [UInt8] = []
            var verbatim = true
            var runStart = position
            while position < text.count {
                let byte = text[position]
                if byte == UInt8(ascii: "<") {
                    if starts(with: "<![CDATA[") {
                        verbatim = false
                        out.append(contentsOf: text[runStart..<position])
                        let cdata = location
                        skip("<![CDATA[")
                        let bodyStart = position
                        try skip(past: "]]>", what: "the CDATA section", from: cdata)
                        out.append(contentsOf: text[bodyStart..<(position - 3)])
                        runStart = position
                        continue
                    }
                    if starts(with: "<!--") {
                        verbatim = false
                        out.append(contentsOf: text[runStart..<position])
                        let comment = location
                        try skip(past: "-->", what: "the comment", from: comment)
                        runStart = position
                        continue
                    }
                    let end = position
                    try closeTag(name, openedAt: start)
                    out.append(contentsOf: text[runStart..<end])
                    let string = String(decoding: out, as: UTF8.self)
                    return (string, verbatim ? contentStart : nil)
                }
                if byte == UInt8(ascii: "&") {
                    verbatim = false
                    out.append(contentsOf: text[runStart..<position])
                    try entity(into: &out)
                    runStart = position
                    continue
                }
                advance()
            }
            throw failure("'<\(name)>' is never closed with '</\(name)>'", at: start)
        }

        /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#123;` or `&#x7B;`; `position` is on `&`.
        mutating func entity(into out: inout [UInt8]) throws(SyntaxError) {
            let start = location
            advance()
            let nameStart = position
            while position < text.count, text[position] != UInt8(ascii: ";"), position - nameStart < 12 { advance() }
            guard position < text.count, text[position] == UInt8(ascii: ";") else {
                throw failure("'&' starts no entity: write '&amp;' for an ampersand", at: start)
            }
            let name = String(decoding: text[nameStart..<position], as: UTF8.self)
            advance()
            let scalar: Unicode.Scalar?
            switch name {
            case "amp": scalar = "&"
            case "lt": scalar = "<"
            case "gt": scalar = ">"
            case "quot": scalar = "\""
            case "apos": scalar = "'"
            default:
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if name.hasPrefix("#") {
                    scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
                } else {
                    throw failure("unknown entity '&\(name);': XML knows &amp; &lt; &gt; &quot; &apos; and &#…;", at: start)
                }
            }
            guard let scalar else { throw failure("'&\(name);' is no Unicode character", at: start) }
            UTF8.encode(scalar) { out.append($0) }
        }
    }
}
