/// The type of value a printf-style placeholder takes, named by the Swift type of its parameter.
package enum PlaceholderType: String, Sendable, Hashable {
    /// `%@`: any value; its description is printed.
    case object = "Any"
    case int = "Swift.Int"
    case uint = "Swift.UInt"
    case double = "Swift.Double"
    /// `%c`
    case char = "Swift.CChar"
    /// `%C`, `%lc`: a UTF-16 code unit.
    case unichar = "Swift.UInt16"
    /// `%s`
    case cString = "Swift.UnsafePointer<Swift.CChar>"
    /// `%S`, `%ls`
    case utf16String = "Swift.UnsafePointer<Swift.UInt16>"
    /// `%p`
    case pointer = "Swift.UnsafeRawPointer"

    /// How an argument is read from the list of arguments: types of one kind read the same value, and only
    /// show it differently (`%d` and `%u`, `%c` and `%C`).
    package enum Kind {
        case integer, floatingPoint, object, character, cString, utf16String, pointer
    }

    package var kind: Kind {
        switch self {
        case .int, .uint: .integer
        case .double: .floatingPoint
        case .object: .object
        case .char, .unichar: .character
        case .cString: .cString
        case .utf16String: .utf16String
        case .pointer: .pointer
        }
    }

    /// The name a person reads in a diagnostic.
    package var shortName: String {
        rawValue.replacing("Swift.", with: "")
    }
}

/// The parameters a format string takes, in position order, and whether it needs formatting at all.
package struct FormatSignature: Equatable, Sendable {
    package var parameters: [PlaceholderType]
    /// True when the text holds `%%` or placeholders: it must go through `String(format:)`.
    package var needsFormatting: Bool

    package init(parameters: [PlaceholderType], needsFormatting: Bool) {
        self.parameters = parameters
        self.needsFormatting = needsFormatting
    }

    package var description: String {
        "(" + parameters.map(\.shortName).joined(separator: ", ") + ")"
    }
}

/// Parses printf-style specifiers with the grammar Foundation's `String(format:)` uses:
/// `%[position$][flags][width][.precision][length]conversion`.
package enum FormatSpecifierParser {
    /// A problem of a text's placeholders: what it is, with the values its message names. The message is built
    /// here; callers decide what a problem means by its kind, never by its text.
    package struct Problem: Equatable, Sendable {
        package enum Kind: Equatable, Sendable {
            /// One position read as two types.
            case conflictingTypes(position: Int, first: PlaceholderType, second: PlaceholderType)
            case positionOutOfRange(Int)
            case tooManyPlaceholders
            /// `% d`: the space flag, which tokengen reads as a percent sign before a space.
            case spaceFlag
            /// `%n`.
            case writesMemory
            /// A `%` that starts no specifier (`100% of`).
            case notASpecifier
            /// `%Lf`; `conversion` is the specifier without the L.
            case longDouble(conversion: String)
            case tooWide
            /// A position that no placeholder uses although a later one is used.
            case unusedPosition(Int, of: Int)
        }

        package var kind: Kind
        /// The specifier as written (`%Lf`), where there is one.
        var specifier: String
        /// The byte offset in the text of the `%` that starts the specifier.
        package var offset: Int

        /// A `%` that starts no specifier (rather than a specifier that is used wrongly): a percent sign.
        package var isNotASpecifier: Bool { kind == .spaceFlag || kind == .notASpecifier }
        /// A position that no placeholder uses although a later one is used.
        package var gap: Int? {
            if case .unusedPosition(let position, _) = kind { return position }
            return nil
        }
        /// A specifier that no text may hold, wherever it is (`%n`, `%Lf`, a huge width).
        package var isForbidden: Bool {
            switch kind {
            case .writesMemory, .longDouble, .tooWide: true
            default: false
            }
        }

        /// What was found, without advice: `'% d' is a percent sign, …`.
        package var finding: String {
            switch kind {
            case .conflictingTypes(let position, let first, let second):
                "placeholder position \(position) is used as \(first.shortName) and as \(second.shortName) ('\(specifier)')"
            case .positionOutOfRange(let position): "placeholder position \(position)$ must be between 1 and \(maximumPosition)"
            case .tooManyPlaceholders: "more than \(maximumPosition) placeholders"
            case .spaceFlag: "'\(specifier)' is a percent sign, not a format specifier (tokengen reads none with the space flag)"
            case .writesMemory: "'\(specifier)' writes to memory through an argument, which no text may do"
            case .notASpecifier: "'\(specifier)' is not a format specifier"
            case .longDouble: "'\(specifier)' reads a long double, which Swift cannot pass"
            case .tooWide: "'\(specifier)' asks for more than \(maximumWidth) characters, which every call would allocate"
            case .unusedPosition(let position, _): "placeholder position \(position) is never used, so its type is unknown"
            }
        }

        package var message: String {
            switch kind {
            case .writesMemory: finding + "; write '%%n' for a percent sign and an n"
            case .notASpecifier: finding + "; write '%%' for a literal percent sign"
            case .longDouble(let conversion): finding + "; write '%\(conversion)' without the L"
            case .tooWide: finding + "; write a width and precision of at most \(maximumWidth)"
            case .unusedPosition(_, let count): finding + "; positions must run from 1 to \(count)"
            case .conflictingTypes: finding + "; show each argument as one type wherever it appears"
            default: finding
            }
        }
    }

    /// Positions beyond this are certainly a mistake, and would make huge signatures.
    package static let maximumPosition = 64
    /// A field width or precision beyond this is a mistake, and would make every call allocate that much.
    static let maximumWidth = 1_000

    package static func signature(of text: String) -> (FormatSignature, [Problem]) {
        signature(utf8: Array(text.utf8))
    }

    /// A placeholder found in a text.
    package struct Placeholder: Sendable {
        /// From the `%` to the end of the conversion (or of the variable's closing `@`).
        package var range: Range<Int>
        /// The position written in it (`%2$d`, `%1#@name@`), if any.
        package var explicitPosition: Int?
        /// The argument it takes: the written position, else the next one in order.
        package var position: Int
        /// Nil for a variable.
        package var type: PlaceholderType?
        /// Flags, width, precision, length and conversion: `.2f` of `%1$.2f`.
        package var body: Range<Int>
        /// The name of a `.stringsdict` variable, `%#@name@`.
        package var variable: String?
    }

    /// The signature of `bytes`; a `%` at one of `literalAt` (byte offsets) is read as a literal percent sign.
    package static func signature(utf8 bytes: [UInt8], literalAt literal: Set<Int> = []) -> (FormatSignature, [Problem]) {
        var placeholders: [Placeholder]? = nil
        return signature(utf8: bytes, literalAt: literal, variables: false, collecting: &placeholders)
    }

    /// The signature of a text that `buffer` holds while the call lasts.
    package static func signature(utf8 buffer: UnsafeBufferPointer<UInt8>) -> (FormatSignature, [Problem]) {
        var placeholders: [Placeholder]? = nil
        return signature(ByteText(buffer), literalAt: [], variables: false, collecting: &placeholders)
    }

    /// `signature`, also collecting every placeholder; with `variables`, `%#@name@` and `%N$#@name@` (and
    /// Apple's `%N#@name@`) are variables of a `.stringsdict` format, each taking one argument.
    package static func signature(
        utf8 bytes: [UInt8], literalAt literal: Set<Int> = [], variables: Bool, placeholders: inout [Placeholder]
    ) -> (FormatSignature, [Problem]) {
        var collected: [Placeholder]? = []
        defer { placeholders = collected ?? [] }
        return signature(utf8: bytes, literalAt: literal, variables: variables, collecting: &collected)
    }

    /// The parser; `placeholders` is nil when the caller needs only the signature (the common case).
    private static func signature(
        utf8 array: [UInt8], literalAt literal: Set<Int>, variables: Bool, collecting placeholders: inout [Placeholder]?
    ) -> (FormatSignature, [Problem]) {
        array.withUnsafeBufferPointer { buffer in
            signature(ByteText(buffer), literalAt: literal, variables: variables, collecting: &placeholders)
        }
    }

    private static func signature(
        _ source: ByteText, literalAt literal: Set<Int>, variables: Bool, collecting placeholders: inout [Placeholder]?
    ) -> (FormatSignature, [Problem]) {
        // Read through the pointer: see `ByteText`.
        let bytes = source.base
        let count = source.count
        var problems: [Problem] = []
        // The type at each position (index 0 is position 1), nil for a position not used yet.
        var types: [PlaceholderType?] = []
        var nextPosition = 1
        var needsFormatting = false
        var i = 0

        // The helpers below take what they change as arguments: a nested function that captured these
        // variables would put them in heap boxes, which a debug build pays for at every access.
        func text(_ range: Range<Int>) -> String { source.string(range) }
        func number(_ at: inout Int) -> Int? { Self.number(in: source, at: &at) }

        while i < count {
            guard bytes[i] == UInt8(ascii: "%") else {
                i = source.firstIndex(of: UInt8(ascii: "%"), from: i)
                continue
            }
            guard literal.isEmpty || !literal.contains(i) else {
                i += 1
                continue
            }
            let start = i
            var j = i + 1
            if j < count, bytes[j] == UInt8(ascii: "%") {
                needsFormatting = true
                i = j + 1
                continue
            }
            // position
            var position: Int?
            var probe = j
            if let n = number(&probe), probe < count, bytes[probe] == UInt8(ascii: "$") {
                position = n
                j = probe + 1
            }
            if variables, let variable = variable(in: source, at: start, after: j, position: position, next: nextPosition) {
                if variable.explicitPosition == nil { nextPosition += 1 }
                placeholders?.append(variable)
                needsFormatting = true
                i = variable.range.upperBound
                continue
            }
            if let n = position, !(1...maximumPosition).contains(n) {
                problems.append(Problem(kind: .positionOutOfRange(n), specifier: "", offset: start))
                i = j
                continue
            }
            let parts = Self.parts(in: source, from: j)
            j = parts.conversionAt
            let (conversion, hasSpaceFlag, widest, isLongDouble, starPositions) = (
                parts.conversion, parts.hasSpaceFlag, parts.widest, parts.isLongDouble, parts.stars
            )
            let type = Self.type(of: conversion, isLong: parts.isLong)
            // The specifier's text ends after the conversion character, all of it when it is not ASCII.
            var specEnd = min(j + 1, count)
            while specEnd < count, bytes[specEnd] & 0xC0 == 0x80 { specEnd += 1 }
            let spec = start..<specEnd
            // The space flag (`% d`, `%0 c`) is all but unheard of in interface texts, while a percent sign before
            // a word (`100% of`, `in 5% steps`) is everywhere: such a `%` is a percent sign.
            if hasSpaceFlag, type != nil || conversion == UInt8(ascii: "n") {
                problems.append(Problem(kind: .spaceFlag, specifier: text(spec), offset: start))
                i = start + 1
                continue
            }
            if conversion == UInt8(ascii: "n") {
                problems.append(Problem(kind: .writesMemory, specifier: text(spec), offset: start))
                i = j + 1
                continue
            }
            guard let type else {
                problems.append(Problem(kind: .notASpecifier, specifier: text(spec), offset: start))
                i = max(start + 1, j)
                continue
            }
            // Swift has no `long double` to pass: the text would show garbage.
            if isLongDouble, type == .double {
                problems.append(Problem(kind: .longDouble(conversion: text(j..<(j + 1))), specifier: text(spec), offset: start))
            }
            // Each call would make a text that wide.
            if widest > maximumWidth {
                problems.append(Problem(kind: .tooWide, specifier: text(spec), offset: start))
            }
            needsFormatting = true
            for star in starPositions {
                if let star {
                    use(star, .int, spec, in: source, types: &types, problems: &problems)
                } else {
                    use(nextPosition, .int, spec, in: source, types: &types, problems: &problems)
                    nextPosition += 1
                }
            }
            let bodyStart = position == nil ? start + 1 : source.firstIndex(of: UInt8(ascii: "$"), from: start + 1) + 1
            placeholders?.append(
                Placeholder(
                    range: spec, explicitPosition: position, position: position ?? nextPosition, type: type,
                    body: bodyStart..<spec.upperBound, variable: nil
                ))
            if let position {
                use(position, type, spec, in: source, types: &types, problems: &problems)
            } else if nextPosition > maximumPosition {
                problems.append(Problem(kind: .tooManyPlaceholders, specifier: "", offset: start))
                break
            } else {
                use(nextPosition, type, spec, in: source, types: &types, problems: &problems)
                nextPosition += 1
            }
            i = j + 1
        }

        var parameters: [PlaceholderType] = []
        parameters.reserveCapacity(types.count)
        for index in types.indices {
            if let type = types[index] {
                parameters.append(type)
            } else {
                problems.append(Problem(kind: .unusedPosition(index + 1, of: types.count), specifier: "", offset: 0))
                parameters.append(.object)
            }
        }
        return (FormatSignature(parameters: parameters, needsFormatting: needsFormatting), problems)
    }

    /// A `.stringsdict` variable starting at `start` (`%#@name@`, with a position as `%2$#@name@` or Apple's
    /// `%2#@name@`); `after`: past the `%` and any `N$`. Nil when there is none.
    private static func variable(in source: ByteText, at start: Int, after: Int, position: Int?, next: Int) -> Placeholder? {
        let bytes = source.base, count = source.count
        var j = after
        var probe = j
        let written = position ?? number(in: source, at: &probe)
        if position == nil, written != nil { j = probe }
        guard j + 1 < count, bytes[j] == UInt8(ascii: "#"), bytes[j + 1] == UInt8(ascii: "@"),
            case let close = source.firstIndex(of: UInt8(ascii: "@"), from: j + 2), close < count
        else { return nil }
        return Placeholder(
            range: start..<(close + 1), explicitPosition: written, position: written ?? next, type: nil,
            body: j..<(close + 1), variable: source.string((j + 2)..<close)
        )
    }

    /// What follows a specifier's `%` and position: flags, width and precision, length modifier, conversion.
    private struct SpecifierParts {
        var hasSpaceFlag = false
        /// Each `*` of the width and precision: its own position (`*2$`), or nil for the next argument.
        var stars: [Int?] = []
        var widest = 0
        /// A single `l`, the only length modifier that changes the type (`%lc`, `%ls`).
        var isLong = false
        var isLongDouble = false
        var conversion: UInt8?
        var conversionAt: Int
    }

    private static func parts(in source: ByteText, from start: Int) -> SpecifierParts {
        let bytes = source.base, count = source.count
        var j = start
        var parts = SpecifierParts(conversionAt: start)
        while j < count, Self.isFlag(bytes[j]) {
            if bytes[j] == UInt8(ascii: " ") { parts.hasSpaceFlag = true }
            j += 1
        }
        // Width and precision, each a number or '*' (optionally '*n$').
        widthOrPrecision(in: source, at: &j, stars: &parts.stars, widest: &parts.widest)
        if j < count, bytes[j] == UInt8(ascii: ".") {
            j += 1
            widthOrPrecision(in: source, at: &j, stars: &parts.stars, widest: &parts.widest)
        }
        // Length modifier: hh, ll, h, l, q, z, t, j or L.
        parts.isLongDouble = j < count && bytes[j] == UInt8(ascii: "L")
        if j < count {
            switch bytes[j] {
            case UInt8(ascii: "h"), UInt8(ascii: "l"):
                let doubled = j + 1 < count && bytes[j + 1] == bytes[j]
                parts.isLong = bytes[j] == UInt8(ascii: "l") && !doubled
                j += doubled ? 2 : 1
            case UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"), UInt8(ascii: "L"):
                j += 1
            default:
                break
            }
        }
        parts.conversion = j < count ? bytes[j] : nil
        parts.conversionAt = j
        return parts
    }

    /// The type of the argument a conversion reads; nil for a character that is no conversion.
    private static func type(of conversion: UInt8?, isLong: Bool) -> PlaceholderType? {
        switch conversion {
        case UInt8(ascii: "@"): .object
        case UInt8(ascii: "d"), UInt8(ascii: "i"): .int
        case UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"): .uint
        case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"), UInt8(ascii: "F"),
            UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            .double
        case UInt8(ascii: "c"): isLong ? .unichar : .char
        case UInt8(ascii: "C"): .unichar
        case UInt8(ascii: "s"): isLong ? .utf16String : .cString
        case UInt8(ascii: "S"): .utf16String
        case UInt8(ascii: "p"): .pointer
        default: nil
        }
    }

    /// Records that `spec` reads argument `position` as `type`: a problem when another placeholder reads it
    /// as another type.
    private static func use(
        _ position: Int, _ type: PlaceholderType, _ spec: Range<Int>, in source: ByteText,
        types: inout [PlaceholderType?], problems: inout [Problem]
    ) {
        while types.count < position { types.append(nil) }
        if let existing = types[position - 1], existing != type {
            problems.append(
                Problem(
                    kind: .conflictingTypes(position: position, first: existing, second: type), specifier: source.string(spec),
                    offset: spec.lowerBound))
        } else {
            types[position - 1] = type
        }
    }

    /// The decimal number at `at` (capped at a million), moving past it; nil when there is no digit.
    private static func number(in source: ByteText, at: inout Int) -> Int? {
        var value = 0
        var digits = 0
        while at < source.count, source.base[at] >= UInt8(ascii: "0"), source.base[at] <= UInt8(ascii: "9") {
            value = min(value * 10 + Int(source.base[at] - UInt8(ascii: "0")), 1_000_000)
            at += 1
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    /// A field width or precision at `j`: a number, or `*` (optionally `*n$`), which takes an argument.
    private static func widthOrPrecision(in source: ByteText, at j: inout Int, stars: inout [Int?], widest: inout Int) {
        if j < source.count, source.base[j] == UInt8(ascii: "*") {
            j += 1
            var probe = j
            if let n = number(in: source, at: &probe), probe < source.count, source.base[probe] == UInt8(ascii: "$") {
                stars.append(min(max(n, 1), maximumPosition))
                j = probe + 1
            } else {
                stars.append(nil)
            }
        } else if let n = number(in: source, at: &j) {
            widest = max(widest, n)
        }
    }

    private static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"): true
        default: false
        }
    }
}
