import TokenGenVocabulary
import TokenGenRead

/// Tokens Studio's math in a token's value (`{size.base} * 2`, `floor({unit} * 4)`, `min(4px, 1rem)`): numbers
/// with an optional unit, `+ - * /`, parentheses and the functions its expression evaluator offers; lengths are
/// in points, times in seconds. A text is parsed once, its references as operands, and evaluated with their
/// values in each combination of contexts (`Cache`).
package struct MathExpression: Sendable {
    /// A number and its kind: a plain number, a length (points), a time (seconds) or a percentage (its
    /// hundredth).
    struct Quantity: Equatable, Sendable {
        package enum Kind { case number, length, time, percentage }
        /// The unit a length was written in: Tokens Studio's math takes a px (pt, dp) length as its number, so
        /// `4px * 7px` is 28px and `2rem * 3px` 6rem; a length from a reference has none known.
        package enum WrittenUnit { case px, rem, ms }
        package var value: Double
        package var kind: Kind
        package var unit: WrittenUnit? = nil
    }

    package struct Problem: Error, Sendable {
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
        // Tokens Studio's (its evaluator's): `x` to `n` decimals, half up, shifted in decimal as it shifts.
        "roundTo": { arguments in
            guard arguments.count == 2, let digits = Int(exactly: arguments[1]), abs(digits) <= 15,
                let shifted = Double("\(arguments[0])e\(digits)")
            else { return nil }
            return Double("\((shifted + 0.5).rounded(.down))e\(-digits)")
        },
        "sqrt": { $0.count == 1 && $0[0] >= 0 ? $0[0].squareRoot() : nil },
        "min": { $0.min() },
        // CSS's `calc(…)`, which Tokens Studio computes as its own math.
        "calc": { $0.count == 1 ? $0[0] : nil },
        "max": { $0.max() },
        // A whole exponent only: the modular scales tokens use (`pow(1.25, 3)`), exact by repeated products.
        "pow": { arguments in
            guard arguments.count == 2, arguments[1] == arguments[1].rounded(), abs(arguments[1]) <= 1_024 else { return nil }
            var (result, base, exponent) = (1.0, arguments[0], Int(abs(arguments[1])))
            while exponent > 0 {
                if exponent & 1 == 1 { result *= base }
                base *= base
                exponent >>= 1
            }
            return arguments[1] < 0 ? 1 / result : result
        },
    ]

    let remBase: Double
    /// The paths the text's references name (`{…}`), in order: the values `evaluate` takes.
    let references: [String]
    /// The parsed text, or why it is not an expression.
    private let root: Result<Node, Problem>

    /// A sum or a product is a list of operands, not a tree one level per operator: a thousand terms nest no
    /// deeper than one, and the depth is bounded by `maximumDepth`.
    private indirect enum Node: Sendable {
        case quantity(Quantity)
        /// The value of `references[index]`.
        case reference(Int)
        case negated(Node)
        case sum(Node, [(subtracts: Bool, operand: Node)])
        case product(Node, [(divides: Bool, operand: Node)])
        case call(name: String, arguments: [Node])
    }

    /// Parses `text`; a `rem` is `remBase` points.
    init(_ text: String, remBase: Double) {
        self.remBase = remBase
        references = Self.referencePaths(in: text)
        var parser = Parser(characters: Array(text), remBase: remBase)
        do {
            root = .success(try parser.whole())
        } catch {
            root = .failure(error)
        }
    }

    /// Each `{…}` of the text, from an opening brace to the next closing one.
    private static func referencePaths(in text: String) -> [String] {
        var paths: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            paths.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return paths
    }

    /// The value, given each reference's (by `references`).
    func evaluate(_ values: [Quantity]) -> Result<Quantity, Problem> {
        do {
            let value = try value(of: root.get(), values)
            guard value.value.isFinite else { return .failure(Problem(message: "the result is not a finite number")) }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private func value(of node: Node, _ values: [Quantity]) throws(Problem) -> Quantity {
        switch node {
        case .quantity(let quantity):
            return quantity
        case .reference(let index):
            return values[index]
        case .negated(let inner):
            let value = try value(of: inner, values)
            return Quantity(value: -value.value, kind: value.kind, unit: value.unit)
        case .sum(let first, let rest):
            var left = try value(of: first, values)
            for (subtracts, operand) in rest {
                let right = try value(of: operand, values)
                left = Quantity(
                    value: subtracts ? left.value - right.value : left.value + right.value,
                    kind: try combined(left.kind, right.kind, adding: true), unit: left.unit == right.unit ? left.unit : nil)
            }
            return left
        case .product(let first, let rest):
            var left = try value(of: first, values)
            for (divides, operand) in rest {
                let right = try value(of: operand, values)
                if divides {
                    guard right.value != 0 else { throw Problem(message: "division by zero") }
                    // A length divided by a length is a ratio.
                    let kind: Quantity.Kind = left.kind == right.kind ? .number : try combined(left.kind, right.kind, adding: false)
                    left = Quantity(
                        value: try nonzero(left.value / right.value, of: [left.value]), kind: kind, unit: right.kind == .number ? left.unit : nil)
                } else if left.kind == .length, right.kind == .length {
                    left = try lengthProduct(left, right)
                } else {
                    left = Quantity(
                        value: try nonzero(left.value * right.value, of: [left.value, right.value]),
                        kind: try combined(left.kind, right.kind, adding: false), unit: left.kind == .length ? left.unit : right.unit)
                }
            }
            return left
        case .call(let name, let argumentNodes):
            var arguments: [Quantity] = []
            for argument in argumentNodes { arguments.append(try value(of: argument, values)) }
            var kinds = Set(arguments.map(\.kind)).subtracting([.number])
            if kinds.contains(.percentage) {
                guard kinds.count == 1 else { throw Problem.percentageOfUnknownBase }
                kinds = [.percentage]
            }
            guard kinds.count <= 1, name != "pow" || kinds.isEmpty, let function = Self.functions[name],
                let value = function(arguments.map(\.value))
            else {
                throw Problem(message: "'\(name)' cannot take these arguments")
            }
            let units = Set(arguments.filter { $0.kind == .length }.map(\.unit))
            return Quantity(
                value: name == "pow" ? try nonzero(value, of: [arguments[0].value]) : value, kind: kinds.first ?? .number,
                unit: units.count == 1 ? units.first! : nil)
        }
    }

    /// The value as Tokens Studio's transforms write what they compute: to 4 decimals in the unit it was
    /// written in (`mathFractionDigits`), so `(15 + 20 - 17 * 8 / 3) * 7px` is -72.3333.
    func rounded(_ quantity: Quantity) -> Double {
        let scale =
            switch (quantity.kind, quantity.unit) {
            case (.percentage, _): 0.01
            case (_, .rem?): remBase
            case (_, .ms?): 0.001
            default: 1.0
            }
        let rounded = fixedDecimals(quantity.value / scale, 4) * scale
        return rounded.isFinite ? rounded : quantity.value
    }

    /// Two lengths multiplied as Tokens Studio's math does: one written in px is its number (`4px * 7px` is
    /// 28px, `2rem * 3px` 6rem), two in rem the product in rem (`2rem * 3rem` is 6rem); a length from a
    /// reference times another with no px in the product has no unit it could be taken in.
    private func lengthProduct(_ left: Quantity, _ right: Quantity) throws(Problem) -> Quantity {
        let product = try nonzero(left.value * right.value, of: [left.value, right.value])
        switch (left.unit, right.unit) {
        case (.px?, let unit), (let unit, .px?): return Quantity(value: product, kind: .length, unit: unit)
        case (.rem?, .rem?): return Quantity(value: try nonzero(product / remBase, of: [product]), kind: .length, unit: .rem)
        default: throw Problem(message: "a length times a length is no length unless one of them is written in px, which Tokens Studio takes as its number")
        }
    }

    /// A product, quotient or power of `operands`, none of them zero, that is zero has underflowed:
    /// `1e-200 * 1e-200` is no more 0 than `1e200 * 1e200` is infinite. (A subnormal result is refused where
    /// every value is, as out of range.)
    private func nonzero(_ result: Double, of operands: [Double]) throws(Problem) -> Double {
        guard result == 0, !operands.contains(0) else { return result }
        throw Problem(message: "the result is too small for a Double (it underflows to 0)")
    }

    /// The kind of a sum or product: a number with a length is a length; a length with a time is nothing; a
    /// percentage with a number is a percentage, and with a length or a time a size of an unknown base.
    private func combined(_ a: Quantity.Kind, _ b: Quantity.Kind, adding: Bool) throws(Problem) -> Quantity.Kind {
        let kinds: Set = [a, b]
        if kinds.contains(.percentage) {
            guard kinds.isSubset(of: [.percentage, .number]) else { throw Problem.percentageOfUnknownBase }
            return .percentage
        }
        if a == .number { return b }
        if b == .number || a == b && adding { return a }
        throw Problem(message: a == b ? "a length times a length is no length" : "it mixes lengths and times")
    }

    /// The expressions of a run, each parsed once: a resolver document resolves a token in every combination of
    /// the contexts it depends on.
    package final class Cache {
        private struct Key: Hashable {
            var text: String
            var remBase: Double
        }
        private var parsed: [Key: MathExpression] = [:]
        /// How many texts were parsed (a test reads it).
        package private(set) var parses = 0

        package init() {}

        func expression(_ text: String, remBase: Double) -> MathExpression {
            let key = Key(text: text, remBase: remBase)
            if let known = parsed[key] { return known }
            parses += 1
            let expression = MathExpression(text, remBase: remBase)
            parsed[key] = expression
            return expression
        }
    }

    private struct Parser {
        let characters: [Character]
        let remBase: Double
        var position = 0
        var referencesRead = 0

        init(characters: [Character], remBase: Double) {
            self.characters = characters
            self.remBase = remBase
        }

        mutating func whole() throws(Problem) -> Node {
            let node = try sum(depth: 0)
            skipSpaces()
            guard position == characters.count else { throw Problem(message: "unexpected '\(characters[position])'") }
            return node
        }

        private mutating func skipSpaces() {
            while position < characters.count, characters[position] == " " || characters[position] == "\t" { position += 1 }
        }

        private mutating func sum(depth: Int) throws(Problem) -> Node {
            let first = try product(depth: depth)
            var rest: [(subtracts: Bool, operand: Node)] = []
            while true {
                skipSpaces()
                guard position < characters.count, characters[position] == "+" || characters[position] == "-" else { break }
                let subtracts = characters[position] == "-"
                position += 1
                rest.append((subtracts, try product(depth: depth)))
            }
            return rest.isEmpty ? first : .sum(first, rest)
        }

        private mutating func product(depth: Int) throws(Problem) -> Node {
            let first = try operand(depth: depth)
            var rest: [(divides: Bool, operand: Node)] = []
            while true {
                skipSpaces()
                guard position < characters.count, characters[position] == "*" || characters[position] == "/" else { break }
                let divides = characters[position] == "/"
                position += 1
                rest.append((divides, try operand(depth: depth)))
            }
            return rest.isEmpty ? first : .product(first, rest)
        }

        private mutating func operand(depth: Int) throws(Problem) -> Node {
            guard depth < maximumDepth else { throw Problem(message: "it is nested more than \(maximumDepth) deep") }
            skipSpaces()
            guard position < characters.count else { throw Problem(message: "it ends where a number is expected") }
            let character = characters[position]
            if character == "-" || character == "+" {
                position += 1
                let inner = try operand(depth: depth + 1)
                return character == "-" ? .negated(inner) : inner
            }
            if character == "(" {
                position += 1
                let inner = try sum(depth: depth + 1)
                try expect(")")
                return inner
            }
            if character == "{", let reference = reference() { return reference }
            if character.isLetter {
                let start = position
                while position < characters.count, characters[position].isLetter { position += 1 }
                let name = String(characters[start..<position])
                guard functions[name] != nil else { throw Problem(message: "unknown function '\(name)'") }
                // `floor{size}`: a reference stands for its value in parentheses.
                if position < characters.count, characters[position] == "{", let reference = reference() {
                    return .call(name: name, arguments: [reference])
                }
                try expect("(")
                var arguments = [try sum(depth: depth + 1)]
                skipSpaces()
                while position < characters.count, characters[position] == "," {
                    position += 1
                    arguments.append(try sum(depth: depth + 1))
                    skipSpaces()
                }
                try expect(")")
                return .call(name: name, arguments: arguments)
            }
            return try number()
        }

        /// A reference at the position (`{…}`, up to the next closing brace), nil where no brace closes it.
        private mutating func reference() -> Node? {
            guard let close = characters[position...].firstIndex(of: "}") else { return nil }
            position = close + 1
            referencesRead += 1
            return .reference(referencesRead - 1)
        }

        private mutating func expect(_ character: Character) throws(Problem) {
            skipSpaces()
            guard position < characters.count, characters[position] == character else {
                throw Problem(message: "'\(character)' is missing")
            }
            position += 1
        }

        /// `12`, `1.5rem`, `4px`, `200ms`, `50%` (a hundredth).
        private mutating func number() throws(Problem) -> Node {
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
            case "": return .quantity(Quantity(value: value, kind: .number))
            case "px", "pt", "dp": return .quantity(Quantity(value: value, kind: .length, unit: .px))
            case "rem": return .quantity(Quantity(value: value * remBase, kind: .length, unit: .rem))
            case "%": return .quantity(Quantity(value: value / 100, kind: .percentage))
            case "ms": return .quantity(Quantity(value: value / 1000, kind: .time, unit: .ms))
            case "s": return .quantity(Quantity(value: value, kind: .time))
            case let unit: throw Problem(message: "the unit '\(unit)' has no size here")
            }
        }
    }
}
