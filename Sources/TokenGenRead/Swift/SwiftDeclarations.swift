import TokenGenVocabulary

/// The API a Swift file declares, as far as a strings accessor's call site needs it: its types (enums,
/// structs, classes, and what extensions add to them), and their `static` properties and functions with their
/// parameter labels and types. Read as Swift tokens — comments and string literals do not count — without
/// recursion; what is `private` or `fileprivate`, and what is inside a body, is no part of it.
package struct SwiftDeclarations {
    package struct Declaration: Hashable, Sendable {
        package enum Kind: Hashable, Sendable { case type, property, function }
        /// `["L10n", "ReportCreated", "title"]`.
        package var path: [String]
        package var kind: Kind
        /// A function's argument labels (nil: `_`) and parameter types, as written.
        package var labels: [String?] = []
        package var parameterTypes: [String] = []
        /// A property's type, or a function's result; nil where the file leaves it to be inferred.
        package var type: String?
        package var line: Int

        package var name: String { path.joined(separator: ".") }
    }

    package private(set) var declarations: [Declaration] = []

    package init(_ source: [UInt8]) {
        let tokens = Self.tokens(source)
        // The scopes the tokens are in: a type's path, or nil inside a body or anything private.
        var scopes: [[String]?] = []
        var index = 0
        // The scope the next `{` opens: a type's path, or nil for a private one.
        var pending: [String]??
        var modifiers: [String] = []
        func current() -> [String]? { scopes.isEmpty ? [] : scopes.last! }
        func word(_ offset: Int) -> String? { index + offset < tokens.count ? tokens[index + offset].text : nil }
        while index < tokens.count {
            let token = tokens[index]
            switch token.text {
            case "{":
                scopes.append(pending ?? nil)
                pending = nil
                modifiers = []
            case "}":
                if !scopes.isEmpty { scopes.removeLast() }
                modifiers = []
            case "private", "fileprivate":
                modifiers.append(token.text)
            case "enum", "struct", "class", "actor", "extension", "protocol":
                guard let enclosing = current(), let name = word(1) else { break }
                var path = token.text == "extension" ? [] : enclosing
                var end = index + 1
                // `extension L10n.ReportCreated`: the extended type's whole name.
                path.append(name)
                while end + 2 < tokens.count, tokens[end + 1].text == ".", token.text == "extension" {
                    path.append(tokens[end + 2].text)
                    end += 2
                }
                let isPrivate = modifiers.contains { $0 == "private" || $0 == "fileprivate" }
                if token.text != "extension", !isPrivate {
                    declarations.append(Declaration(path: path, kind: .type, line: token.line))
                }
                pending = .some(isPrivate ? nil : path)
                modifiers = []
                index = end
            case "var", "let", "func":
                defer { modifiers = [] }
                guard let enclosing = current(), !enclosing.isEmpty, modifiers.contains("static"),
                    !modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }), let name = word(1)
                else {
                    // A member's body, a local: skipped as a whole by the braces.
                    break
                }
                var declaration = Declaration(path: enclosing + [Self.unescaped(name)], kind: token.text == "func" ? .function : .property, line: token.line)
                index += 2
                if token.text == "func" {
                    index = Self.parameters(tokens, from: index, into: &declaration)
                    if index < tokens.count, tokens[index].text == "->" {
                        (declaration.type, index) = Self.type(tokens, from: index + 1, until: ["{", "where"])
                    }
                } else if index < tokens.count, tokens[index].text == ":" {
                    (declaration.type, index) = Self.type(tokens, from: index + 1, until: ["{", "="])
                }
                declarations.append(declaration)
                continue
            default:
                if ["static", "public", "internal", "package", "open", "nonisolated", "final"].contains(token.text) {
                    modifiers.append(token.text)
                }
            }
            index += 1
        }
    }

    /// `(_ p1: Int, count p2: Swift.String = "")` after a function's name: the labels and types; the index after `)`.
    private static func parameters(_ tokens: [Token], from start: Int, into declaration: inout Declaration) -> Int {
        var index = start
        // Generic parameters, `<T: …>`.
        if index < tokens.count, tokens[index].text == "<" {
            var depth = 0
            repeat {
                if tokens[index].text == "<" { depth += 1 } else if tokens[index].text == ">" { depth -= 1 }
                index += 1
            } while index < tokens.count && depth > 0
        }
        guard index < tokens.count, tokens[index].text == "(" else { return index }
        index += 1
        while index < tokens.count, tokens[index].text != ")" {
            // `label name:`, `_ name:`, or `name:` (its own label).
            var names: [String] = []
            while index < tokens.count, tokens[index].text != ":", tokens[index].text != ")" {
                names.append(tokens[index].text)
                index += 1
            }
            guard index < tokens.count, tokens[index].text == ":" else { break }
            let label = names.first.map(unescaped)
            declaration.labels.append(label == "_" ? nil : label)
            let (type, end) = type(tokens, from: index + 1, until: [",", ")", "="])
            declaration.parameterTypes.append(type ?? "")
            index = end
            // A default value, up to the next parameter.
            var depth = 0
            while index < tokens.count {
                let text = tokens[index].text
                if depth == 0, text == "," || text == ")" { break }
                if text == "(" || text == "[" { depth += 1 } else if text == ")" || text == "]" { depth -= 1 }
                index += 1
            }
            if index < tokens.count, tokens[index].text == "," { index += 1 }
        }
        return index + 1
    }

    /// A type's tokens, joined, up to one of `ends` outside brackets; and the index after it.
    private static func type(_ tokens: [Token], from start: Int, until ends: Set<String>) -> (String?, Int) {
        var index = start
        var depth = 0
        var text = ""
        let line = start < tokens.count ? tokens[start].line : 0
        while index < tokens.count {
            let token = tokens[index].text
            if depth == 0, ends.contains(token) || (tokens[index].line != line && !text.isEmpty && !text.hasSuffix(".")) { break }
            if ["<", "(", "["].contains(token) { depth += 1 } else if [">", ")", "]"].contains(token) { depth -= 1 }
            if depth < 0 { break }
            if !text.isEmpty, token.first?.isLetter == true || token.first == "_", text.last?.isLetter == true || text.last?.isNumber == true {
                text += " "
            }
            text += token
            index += 1
        }
        return (text.isEmpty ? nil : text, index)
    }

    private static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }

    // MARK: Tokens

    struct Token {
        var text: String
        var line: Int
    }

    /// Names, numbers, and punctuation one character each (`->` as one); comments, string literals and
    /// compiler directives (`#if canImport(Darwin)`, which keep both branches) left out.
    static func tokens(_ source: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        var line = 1
        func at(_ offset: Int) -> UInt8? { index + offset < source.count ? source[index + offset] : nil }
        while index < source.count {
            let byte = source[index]
            switch byte {
            case 0x0A:
                line += 1
                index += 1
            case 0x20, 0x09, 0x0D:
                index += 1
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                while index < source.count, source[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                var depth = 0
                repeat {
                    if source[index] == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if source[index] == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                    } else {
                        if source[index] == 0x0A { line += 1 }
                        index += 1
                    }
                } while index < source.count && depth > 0
            case UInt8(ascii: "#") where at(1).map { ($0 >= 0x61 && $0 <= 0x7A) } ?? false:
                // A directive: to the end of its line.
                while index < source.count, source[index] != 0x0A { index += 1 }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                index = skipString(source, from: index, line: &line)
                tokens.append(Token(text: "\"\"", line: line))
            case UInt8(ascii: "-") where at(1) == UInt8(ascii: ">"):
                tokens.append(Token(text: "->", line: line))
                index += 2
            case UInt8(ascii: "`"):
                let start = index
                index += 1
                while index < source.count, source[index] != UInt8(ascii: "`"), source[index] != 0x0A { index += 1 }
                index += 1
                tokens.append(Token(text: String(decoding: source[start..<min(index, source.count)], as: UTF8.self), line: line))
            case _ where byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || (byte >= 0x30 && byte <= 0x39):
                let start = index
                index += 1
                while index < source.count {
                    let next = source[index]
                    guard next >= 0x80 || next == UInt8(ascii: "_") || (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A) || (next >= 0x30 && next <= 0x39)
                    else { break }
                    index += 1
                }
                tokens.append(Token(text: String(decoding: source[start..<index], as: UTF8.self), line: line))
            default:
                tokens.append(Token(text: String(UnicodeScalar(byte)), line: line))
                index += 1
            }
        }
        return tokens
    }

    /// The index after a string literal that starts at `start` (`"…"`, `"""…"""`, `#"…"#`), interpolations and
    /// all; lines counted.
    private static func skipString(_ source: [UInt8], from start: Int, line: inout Int) -> Int {
        var index = start
        var hashes = 0
        while index < source.count, source[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        guard index < source.count, source[index] == UInt8(ascii: "\"") else { return index }
        let multiline = index + 2 < source.count && source[index + 1] == UInt8(ascii: "\"") && source[index + 2] == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        let quotes = multiline ? 3 : 1
        while index < source.count {
            let byte = source[index]
            if byte == 0x0A {
                line += 1
                if !multiline { return index }
            }
            if byte == UInt8(ascii: "\\"), hashes == 0 {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\""), index + quotes <= source.count,
                source[index..<index + quotes].allSatisfy({ $0 == UInt8(ascii: "\"") })
            {
                var end = index + quotes
                var closing = 0
                while closing < hashes, end < source.count, source[end] == UInt8(ascii: "#") {
                    closing += 1
                    end += 1
                }
                if closing == hashes { return end }
            }
            index += 1
        }
        return index
    }
}
