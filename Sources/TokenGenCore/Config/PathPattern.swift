/// A SwiftGen `filter` (an ICU regular expression, searched for anywhere in a path as
/// `NSRegularExpression.firstMatch` does), matched without backtracking: the pattern becomes a small automaton
/// whose states are followed side by side, so the work is at most the path's length times the pattern's size —
/// `(a|a)+$` against a long name costs what `a+$` does. What only a backtracking engine can mean
/// (backreferences, look-around, possessive repeats, inline flags) is refused with what it was, as is a
/// pattern that would grow past `maximumSize` states.
struct PathPattern {
    /// The automaton's states at most (a counted repeat `x{1000}` is a thousand copies of `x`).
    static let maximumSize = 20_000

    private enum Step {
        case scalar((Unicode.Scalar) -> Bool)
        case split(Int, Int)
        case jump(Int)
        case atStart
        case atEnd
        case match
    }

    private let steps: [Step]
    /// The automaton's states: the work of a match is at most twice this for each scalar of the text.
    var size: Int { steps.count }
    /// The states followed by the last `matches`, for tests that bound the work.
    private(set) var work = 0

    /// Throws what the pattern has that this matcher does not read.
    init(_ pattern: String) throws(Refusal) {
        var parser = Parser(scalars: Array(pattern.unicodeScalars))
        let tree = try parser.alternation()
        if parser.index < parser.scalars.count { throw Refusal("an unmatched ')'") }
        var program: [Step] = []
        try Self.emit(tree, into: &program)
        program.append(.match)
        steps = program
    }

    struct Refusal: Error, Equatable {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// Whether the pattern is found anywhere in `text`.
    mutating func matches(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var current = StateSet(capacity: steps.count)
        var next = StateSet(capacity: steps.count)
        work = 0
        for position in 0...scalars.count {
            // A search: a new attempt starts at every position.
            if add(0, at: position, count: scalars.count, to: &current) { return true }
            guard position < scalars.count else { break }
            for state in current.members {
                work += 1
                if case .scalar(let accepts) = steps[state], accepts(scalars[position]),
                    add(state + 1, at: position + 1, count: scalars.count, to: &next)
                {
                    return true
                }
            }
            swap(&current, &next)
            next.removeAll()
        }
        return false
    }

    /// Adds `state` and what it leads to without reading; true when that reaches the match.
    private mutating func add(_ state: Int, at position: Int, count: Int, to set: inout StateSet) -> Bool {
        var pending = [state]
        while let state = pending.popLast() {
            guard set.insert(state) else { continue }
            work += 1
            switch steps[state] {
            case .match: return true
            case .jump(let target): pending.append(target)
            case .split(let first, let second): pending += [second, first]
            case .atStart: if position == 0 { pending.append(state + 1) }
            case .atEnd: if position == count { pending.append(state + 1) }
            case .scalar: break
            }
        }
        return false
    }

    private struct StateSet {
        private var present: [Bool]
        private(set) var members: [Int] = []
        init(capacity: Int) { present = Array(repeating: false, count: capacity) }
        mutating func insert(_ state: Int) -> Bool {
            guard !present[state] else { return false }
            present[state] = true
            members.append(state)
            return true
        }
        mutating func removeAll() {
            for state in members { present[state] = false }
            members.removeAll(keepingCapacity: true)
        }
    }

    // MARK: Reading the pattern

    private indirect enum Node {
        case scalar((Unicode.Scalar) -> Bool)
        case atStart, atEnd
        case sequence([Node])
        case either([Node])
        case repeated(Node, minimum: Int, maximum: Int?)
    }

    private static func emit(_ node: Node, into program: inout [Step]) throws(Refusal) {
        guard program.count < maximumSize else { throw Refusal("more than \(maximumSize) states (a large counted repeat)") }
        switch node {
        case .scalar(let accepts): program.append(.scalar(accepts))
        case .atStart: program.append(.atStart)
        case .atEnd: program.append(.atEnd)
        case .sequence(let nodes): for node in nodes { try emit(node, into: &program) }
        case .either(let branches):
            var jumps: [Int] = []
            for (index, branch) in branches.enumerated() {
                if index == branches.count - 1 {
                    try emit(branch, into: &program)
                } else {
                    let split = program.count
                    program.append(.match)
                    try emit(branch, into: &program)
                    jumps.append(program.count)
                    program.append(.match)
                    program[split] = .split(split + 1, program.count)
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
        case .repeated(let body, let minimum, let maximum):
            for _ in 0..<minimum { try emit(body, into: &program) }
            if let maximum {
                // Each optional copy may be skipped to the end.
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(program.count)
                    program.append(.match)
                    try emit(body, into: &program)
                }
                for split in splits { program[split] = .split(split + 1, program.count) }
            } else {
                let loop = program.count
                program.append(.match)
                try emit(body, into: &program)
                program.append(.jump(loop))
                program[loop] = .split(loop + 1, program.count)
            }
        }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0

        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func alternation() throws(Refusal) -> Node {
            var branches = [try sequence()]
            while peek == "|" {
                index += 1
                branches.append(try sequence())
            }
            return branches.count == 1 ? branches[0] : .either(branches)
        }

        mutating func sequence() throws(Refusal) -> Node {
            var nodes: [Node] = []
            while let scalar = peek, scalar != "|", scalar != ")" {
                let atom = try self.atom()
                nodes.append(try quantified(atom))
            }
            return .sequence(nodes)
        }

        mutating func quantified(_ atom: Node) throws(Refusal) -> Node {
            var node = atom
            while let scalar = peek {
                let bounds: (Int, Int?)
                switch scalar {
                case "*": bounds = (0, nil)
                case "+": bounds = (1, nil)
                case "?": bounds = (0, 1)
                case "{": bounds = try countedRepeat()
                default: return node
                }
                if scalar != "{" { index += 1 }
                if case .atStart = node { throw Refusal("a repeated anchor") }
                if case .atEnd = node { throw Refusal("a repeated anchor") }
                // A lazy repeat finds a match where the greedy one does; a possessive one may not.
                if peek == "?" {
                    index += 1
                } else if peek == "+" {
                    throw Refusal("a possessive repeat")
                }
                node = .repeated(node, minimum: bounds.0, maximum: bounds.1)
            }
            return node
        }

        /// `{n}`, `{n,}`, `{n,m}` at the current `{`; anything else there is refused, as ICU refuses it.
        mutating func countedRepeat() throws(Refusal) -> (Int, Int?) {
            var cursor = index + 1
            func number() -> Int? {
                var value: Int?
                while cursor < scalars.count, scalars[cursor].isASCII, let digit = Int(String(scalars[cursor])) {
                    value = min((value ?? 0) * 10 + digit, PathPattern.maximumSize + 1)
                    cursor += 1
                }
                return value
            }
            guard let minimum = number() else { throw Refusal("a '{' that starts no counted repeat") }
            var maximum: Int? = minimum
            if cursor < scalars.count, scalars[cursor] == "," {
                cursor += 1
                maximum = number()
            }
            guard cursor < scalars.count, scalars[cursor] == "}", maximum.map({ $0 >= minimum }) ?? true else {
                throw Refusal("a counted repeat that is not '{n}', '{n,}' or '{n,m}' with n ≤ m")
            }
            index = cursor + 1
            return (minimum, maximum)
        }

        mutating func atom() throws(Refusal) -> Node {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case ".": return .scalar { $0 != "\n" && $0 != "\r" }
            case "^": return .atStart
            case "$": return .atEnd
            case "[": return .scalar(try characterClass())
            case "(":
                if peek == "?" {
                    index += 1
                    switch peek {
                    case ":": index += 1
                    case "<" where index + 1 < scalars.count && scalars[index + 1] != "=" && scalars[index + 1] != "!":
                        // A named group: `(?<name>…)`.
                        while let next = peek, next != ">" { index += 1 }
                        guard peek == ">" else { throw Refusal("an unfinished group name") }
                        index += 1
                    case "=", "!", "<": throw Refusal("a look-around")
                    default: throw Refusal("an inline flag or group option")
                    }
                }
                let inner = try alternation()
                guard peek == ")" else { throw Refusal("an unmatched '('") }
                index += 1
                return inner
            case "*", "+", "?", "{": throw Refusal("a repeat of nothing")
            case "}": throw Refusal("a '}' that ends no counted repeat")
            case "\\": return try escape(inClass: false)
            default: return .scalar { $0 == scalar }
            }
        }

        mutating func escape(inClass: Bool) throws(Refusal) -> Node {
            guard let scalar = peek else { throw Refusal("a '\\' at the end") }
            index += 1
            switch scalar {
            case "d": return .scalar { $0.properties.numericType == .decimal }
            case "D": return .scalar { $0.properties.numericType != .decimal }
            case "w": return .scalar(Self.isWordScalar)
            case "W": return .scalar { !Self.isWordScalar($0) }
            case "s": return .scalar { $0.properties.isWhitespace }
            case "S": return .scalar { !$0.properties.isWhitespace }
            case "t": return .scalar { $0 == "\t" }
            case "n": return .scalar { $0 == "\n" }
            case "A" where !inClass: return .atStart
            case "z" where !inClass: return .atEnd
            default:
                if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    throw Refusal("the escape '\\\(scalar)'")
                }
                return .scalar { $0 == scalar }
            }
        }

        static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal || scalar == "_"
                || scalar.properties.generalCategory == .nonspacingMark
        }

        /// After `[`: the members up to `]`.
        mutating func characterClass() throws(Refusal) -> (Unicode.Scalar) -> Bool {
            let negated = peek == "^"
            if negated { index += 1 }
            var tests: [(Unicode.Scalar) -> Bool] = []
            var first = true
            while let scalar = peek, scalar != "]" || first {
                first = false
                index += 1
                let low: Unicode.Scalar
                if scalar == "[" {
                    throw Refusal("a nested or POSIX character class")
                } else if scalar == "\\" {
                    guard let next = peek else { throw Refusal("a '\\' at the end") }
                    if "dDwWsS".unicodeScalars.contains(next) {
                        guard case .scalar(let test) = try escape(inClass: true) else { continue }
                        tests.append(test)
                        continue
                    }
                    guard case .scalar = try escape(inClass: true) else { continue }
                    low = next == "t" ? "\t" : next == "n" ? "\n" : next
                } else {
                    low = scalar
                }
                if peek == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                    index += 1
                    var high = scalars[index]
                    index += 1
                    if high == "\\" {
                        guard let next = peek, !next.properties.isAlphabetic else { throw Refusal("a range ending in an escape") }
                        high = next
                        index += 1
                    }
                    guard low <= high else { throw Refusal("a range out of order") }
                    tests.append { (low...high).contains($0) }
                } else {
                    tests.append { $0 == low }
                }
            }
            guard peek == "]" else { throw Refusal("an unfinished '['") }
            index += 1
            return { scalar in tests.contains { $0(scalar) } != negated }
        }
    }
}
