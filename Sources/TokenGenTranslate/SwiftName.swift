import TokenGenVocabulary
import TokenGenCheck

/// Turns key parts and token paths into Swift identifiers with SwiftGen's "structured-swift5" rules, so
/// call sites written for SwiftGen compile unchanged: `report_created` → `ReportCreated` (a type),
/// `body_paragraph_1` → `bodyParagraph1` (a member), `HEADER_TITLE` → `headerTitle`, `2fa` → `_2fa`.
package enum SwiftName {
    /// The name of a nested enum: `navigation-bar` → `NavigationBar`. `Type` and `Protocol` become `Type_`
    /// and `Protocol_`: after a dot Swift reads them as metatypes, even in backticks.
    package static func typeName(_ part: String) -> String {
        let name = pretty(part)
        return name == "Type" || name == "Protocol" ? name + "_" : escaped(name)
    }

    /// The name of a property or function: `ObjectOwnership` → `objectOwnership`.
    package static func memberName(_ part: String) -> String {
        escaped(lowerFirstWord(pretty(part)))
    }

    /// `memberName` of a key part given as UTF-8, without a detour through `String` for ASCII.
    package static func memberName(utf8 part: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let part = UnsafeBufferPointer(rebasing: part)
        guard isASCII(part) else { return memberName(String(decoding: part, as: UTF8.self)) }
        var bytes = prettyASCII(part)
        lowerFirstWordASCII(&bytes)
        return escaped(String(decoding: bytes, as: UTF8.self))
    }

    /// Characters that cannot be in an identifier break words; each word gets an upper-case first letter.
    /// A text without lower-case letters (`HEADER_TITLE`) is read as upper snake case and lower-cased first.
    static func pretty(_ text: String) -> String {
        var text = text
        if let pretty = text.withUTF8({ isASCII($0) ? prettyASCII($0) : nil }) { return String(decoding: pretty, as: UTF8.self) }
        // Invisible characters (joiners, variation selectors, fillers) would make different keys look alike.
        let visible = String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }))
        let words = visible.unicodeScalars.split { !isIdentifierCharacter($0) || $0 == "_" }.map(String.init)
        let allUpper = !visible.unicodeScalars.contains { $0.properties.isLowercase }
        var result = words.map { word -> String in
            if allUpper { return capitalized(word) }
            guard let first = word.unicodeScalars.first else { return "" }
            return String(first).uppercased() + String(word.unicodeScalars.dropFirst())
        }.joined()
        if result.isEmpty { result = "_" }
        // Swift reads `.〡` (the Hangzhou numerals U+3021–U+3029) after a dot as an operator: such names get
        // a leading `_`, as names starting with a digit do.
        if let first = result.unicodeScalars.first, !isIdentifierHead(first) || (0x3021...0x3029).contains(first.value) {
            result = "_" + result
        }
        return result
    }

    /// Foundation's `capitalized`, which SwiftGen applies to words written in capitals: a letter after a
    /// non-letter (the start, or a digit) is upper case, every other letter lower case: `A11Y` → `A11Y`,
    /// `8ZZD23` → `8Zzd23`.
    static func capitalized(_ word: String) -> String {
        var result = ""
        var afterLetter = false
        for character in word {
            let isLetter = character.isLetter
            result += isLetter && !afterLetter ? character.uppercased() : character.lowercased()
            afterLetter = isLetter
        }
        return result
    }

    /// Lower-cases the leading run of capitals, keeping the last one when a lower-case letter follows it:
    /// `ReportCreated` → `reportCreated`, `URLPath` → `urlPath`, `HTMLParser` → `htmlParser`.
    static func lowerFirstWord(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes = Array(text.utf8)
            lowerFirstWordASCII(&bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        let scalars = Array(text.unicodeScalars)
        var end = 0
        while end < scalars.count, scalars[end].properties.isUppercase { end += 1 }
        if end > 1, end < scalars.count, scalars[end].properties.isLowercase { end -= 1 }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: String(String.UnicodeScalarView(scalars[..<end])).lowercased().unicodeScalars)
        result.append(contentsOf: scalars[end...])
        return String(result)
    }

    private static func lowerFirstWordASCII(_ bytes: inout [UInt8]) {
        var end = 0
        while end < bytes.count, isUpper(bytes[end]) { end += 1 }
        if end > 1, end < bytes.count, isLower(bytes[end]) { end -= 1 }
        for index in 0..<end { bytes[index] |= 0x20 }
    }

    /// `pretty` for ASCII text, on bytes: the common case, and much faster than Unicode properties.
    /// Loops over the bytes by pointer, as every per-byte loop of tokengen does: see `ByteText`.
    private static func prettyASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 1)
        if let base = bytes.baseAddress {
            var allUpper = true
            var index = 0
            while index < bytes.count, allUpper {
                allUpper = !isLower(base[index])
                index += 1
            }
            var wordStart = true
            var afterDigit = false
            index = 0
            while index < bytes.count {
                var byte = base[index]
                index += 1
                guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                    wordStart = true
                    continue
                }
                if allUpper, isUpper(byte) { byte |= 0x20 }
                // In capitals, a letter after a digit starts a word too (see `capitalized`).
                if wordStart || (allUpper && afterDigit), isLower(byte) { byte &= ~0x20 }
                wordStart = false
                afterDigit = isDigit(byte)
                out.append(byte)
            }
        }
        if out.isEmpty || isDigit(out[0]) { out.insert(UInt8(ascii: "_"), at: 0) }
        return out
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        while index < bytes.count {
            if base[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Why `name`, given by an option, cannot name a generated type; nil when it can. `reserved` are the names
    /// the generated code itself uses.
    package static func problemWithTypeName(_ name: String, reserved: Set<String>) -> String? {
        guard let first = name.unicodeScalars.first else { return "it is empty" }
        guard isIdentifierHead(first), name.unicodeScalars.allSatisfy(isIdentifierCharacter),
            !name.unicodeScalars.contains(where: { $0.properties.isDefaultIgnorableCodePoint })
        else {
            return "it is not a Swift identifier (letters, digits and '_', not starting with a digit)"
        }
        if keywords.contains(name) { return "it is a Swift keyword" }
        if reserved.contains(name) { return "the generated code needs the name '\(name)' for itself" }
        return nil
    }

    package static func escaped(_ name: String) -> String {
        // No keyword is longer than `precedencegroup`: longer names skip the hashing.
        name.utf8.count <= 15 && keywords.contains(name) ? "`\(name)`" : name
    }

    /// The symbol Xcode generates for a colour set's name (`ColorResource.accent` for `AccentColor`): its words in
    /// camel case, without a trailing `Color` (SwiftGen#1078 lists Xcode's rule; a name that is only `Color`
    /// keeps it).
    package static func assetSymbol(ofColorSet name: String) -> String {
        let symbol = lowerFirstWord(pretty(name))
        return symbol.hasSuffix("Color") && symbol.count > 5 ? String(symbol.dropLast(5)) : symbol
    }

    /// A property's name as the label of an argument in a call: without backticks, which a keyword there does
    /// not need (and which `-warnings-as-errors` refuses), except `inout`, which a label cannot be.
    package static func argumentLabel(_ name: String) -> String {
        let bare = unescaped(name)
        return bare == "inout" ? "`inout`" : bare
    }

    /// A name as code spells it without backticks (which `escaped` puts around a whole name).
    package static func unescaped(_ name: String) -> String {
        name.utf8.first == UInt8(ascii: "`") ? String(name.dropFirst().dropLast()) : name
    }

    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isXIDStart
    }

    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isXIDContinue
    }

    /// Swift's reserved words: a name equal to one of them is written in backticks.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "Type", "Protocol", "consume", "borrowing", "consuming",
        "package", "some", "any", "nonisolated", "isolated", "actor", "macro", "each",
    ]
}
