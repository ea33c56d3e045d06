import TokenGenVocabulary
import TokenGenRead

/// Tokens Studio's math in a token's value (`{size.base} * 2`, `floor({unit} * 4)`, `min(4px, 1rem)`): numbers
/// with an optional unit, `+ - * /`, parentheses and the functions its expression evaluator offers. References
/// are replaced by their values before this reads the text; lengths are in points, times in seconds.
package struct MathExpression {
    /// A number and its kind: a plain number, a length (points), a time (seconds) or a percentage (its
    /// hundredth).
    struct Quantity: Equatable {
        package enum Kind { case number, length, time, percentage }
        package var value: Double
        package var kind: Kind
    }

    package struct Problem: Error {
        package var message: String
        /// A percentage with a length or a time (`calc(100% - 16px)`, `min(100%, 600px)`): CSS takes it of a
        /// container's size, which a constant does not know, so it has no value (rather than a wrong one).
        var isPercentageOfUnknownBase = false

        static let percentageOfUnknownBase = Problem(
            message: "a percentage with a length is one of a size it does not know", isPercentageOfUnknownBase: true)
    }

    /// Whether a text is an expression rather than a single value: it holds an operator between operands,
    /// a parenthesis or a reference inside other text.
    static func looksLikeMath(_ text: String) -> Bool {
        if text.hasPrefix("{"), text.hasSuffix("}"), text.dropFirst().firstIndex(of: "{") == nil { return false }
        if text.contains("{") || text.contains("(") || text.contains("*") || text.contains("/") { return true }
        // `+` or `-` after an operand: `4 - 2`, `1rem+2px` (not `-4px`, `1e-3`, `semi-bold`).
        guard text.contains(where: \.isNumber) else { return false }
        var previous: Character?
        for character in text {
            if character == "+" || character == "-", let before = previous, before != "e", before != "E" { return true }
            if character != " " { previous = character }
        }
        return false
    }

    static let maximumDepth = 64
    static let functions: [String: @Sendable ([Double]) -> Double?] = [
        "floor": { $0.count == 1 ? $0[0].rounded(.down) : nil },
        "ceil": { $0.count == 1 ? $0[0].rounded(.up) : nil },
        "round": { $0.count == 1 ? $0[0].rounded(.toNearestOrAwayFromZero) : nil },
        "abs": { $0.count == 1 ? abs($0[0]) : nil },
        "sqrt": { $0.count == 1 && $0[0] >= 0 ? $0[0].squareRoot() : nil },
        "min": { $0.min() },
        // CSS's `calc(…)`, which Tokens Studio computes as its own math.
        "calc": { $0.count == 1 ? $0[0] : nil },
        "max": { $0.max() },
    ]

    private let characters: [Character]
    private var position = 0
    private let remBase: Double

    private init(_ text: String, remBase: Double) {
        characters = Array(text)
        self.remBase = remBase
    }

    /// The value of `text`, in which every reference is already a number with its unit.
    static func evaluate(_ text: String, remBase: Double) -> Result<Quantity, Problem> {
        var reader = MathExpression(text, remBase: remBase)
        do {
            let value = try reader.sum(depth: 0)
            reader.skipSpaces()
            guard reader.position == reader.characters.count else {
                throw Problem(message: "unexpected '\(reader.characters[reader.position])'")
            }
            guard value.value.isFinite else { throw Problem(message: "the result is not a finite number") }
            return .success(value)
        } catch let problem as Problem {
            return .failure(problem)
        } catch {
            return .failure(Problem(message: "\(error)"))
        }
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " || characters[position] == "\t" { position += 1 }
    }

    private mutating func sum(depth: Int) throws -> Quantity {
        var left = try product(depth: depth)
        while true {
            skipSpaces()
            guard position < characters.count, characters[position] == "+" || characters[position] == "-" else { return left }
            let subtract = characters[position] == "-"
            position += 1
            let right = try product(depth: depth)
            left = Quantity(
                value: subtract ? left.value - right.value : left.value + right.value,
                kind: try Self.combined(left.kind, right.kind, adding: true))
        }
    }

    private mutating func product(depth: Int) throws -> Quantity {
        var left = try operand(depth: depth)
        while true {
            skipSpaces()
            guard position < characters.count, characters[position] == "*" || characters[position] == "/" else { return left }
            let divide = characters[position] == "/"
            position += 1
            let right = try operand(depth: depth)
            if divide {
                guard right.value != 0 else { throw Problem(message: "division by zero") }
                // A length divided by a length is a ratio.
                let kind: Quantity.Kind = left.kind == right.kind ? .number : try Self.combined(left.kind, right.kind, adding: false)
                left = Quantity(value: left.value / right.value, kind: kind)
            } else {
                left = Quantity(value: left.value * right.value, kind: try Self.combined(left.kind, right.kind, adding: false))
            }
        }
    }

    /// The kind of a sum or product: a number with a length is a length; a length with a time is nothing; a
    /// percentage with a number is a percentage, and with a length or a time a size of an unknown base.
    private static func combined(_ a: Quantity.Kind, _ b: Quantity.Kind, adding: Bool) throws -> Quantity.Kind {
        let kinds: Set = [a, b]
        if kinds.contains(.percentage) {
            guard kinds.isSubset(of: [.percentage, .number]) else { throw Problem.percentageOfUnknownBase }
            return .percentage
        }
        if a == .number { return b }
        if b == .number || a == b && adding { return a }
        throw Problem(message: a == b ? "a length times a length is no length" : "it mixes lengths and times")
    }

    private mutating func operand(depth: Int) throws -> Quantity {
        guard depth < Self.maximumDepth else { throw Problem(message: "it is nested more than \(Self.maximumDepth) deep") }
        skipSpaces()
        guard position < characters.count else { throw Problem(message: "it ends where a number is expected") }
        let character = characters[position]
        if character == "-" || character == "+" {
            position += 1
            let inner = try operand(depth: depth + 1)
            return character == "-" ? Quantity(value: -inner.value, kind: inner.kind) : inner
        }
        if character == "(" {
            position += 1
            let inner = try sum(depth: depth + 1)
            try expect(")")
            return inner
        }
        if character.isLetter {
            let start = position
            while position < characters.count, characters[position].isLetter { position += 1 }
            let name = String(characters[start..<position])
            guard let function = Self.functions[name] else { throw Problem(message: "unknown function '\(name)'") }
            try expect("(")
            var arguments = [try sum(depth: depth + 1)]
            skipSpaces()
            while position < characters.count, characters[position] == "," {
                position += 1
                arguments.append(try sum(depth: depth + 1))
                skipSpaces()
            }
            try expect(")")
            var kinds = Set(arguments.map(\.kind)).subtracting([.number])
            if kinds.contains(.percentage) {
                guard kinds.count == 1 else { throw Problem.percentageOfUnknownBase }
                kinds = [.percentage]
            }
            guard kinds.count <= 1, let value = function(arguments.map(\.value)) else {
                throw Problem(message: "'\(name)' cannot take these arguments")
            }
            return Quantity(value: value, kind: kinds.first ?? .number)
        }
        return try number()
    }

    private mutating func expect(_ character: Character) throws {
        skipSpaces()
        guard position < characters.count, characters[position] == character else { throw Problem(message: "'\(character)' is missing") }
        position += 1
    }

    /// `12`, `1.5rem`, `4px`, `200ms`, `50%` (a hundredth).
    private mutating func number() throws -> Quantity {
        let start = position
        while position < characters.count, characters[position].isNumber || characters[position] == "." { position += 1 }
        if position < characters.count, characters[position] == "e" || characters[position] == "E",
            position + 1 < characters.count, characters[position + 1].isNumber || "+-".contains(characters[position + 1])
        {
            position += 2
            while position < characters.count, characters[position].isNumber { position += 1 }
        }
        guard let value = Double(finite: String(characters[start..<position])) else {
            throw Problem(message: position < characters.count ? "unexpected '\(characters[position])'" : "a number is missing")
        }
        let unitStart = position
        while position < characters.count, characters[position].isLetter || characters[position] == "%" { position += 1 }
        switch String(characters[unitStart..<position]) {
        case "": return Quantity(value: value, kind: .number)
        case "px", "pt", "dp": return Quantity(value: value, kind: .length)
        case "rem": return Quantity(value: value * remBase, kind: .length)
        case "%": return Quantity(value: value / 100, kind: .percentage)
        case "ms": return Quantity(value: value / 1000, kind: .time)
        case "s": return Quantity(value: value, kind: .time)
        case let unit: throw Problem(message: "the unit '\(unit)' has no size here")
        }
    }
}
