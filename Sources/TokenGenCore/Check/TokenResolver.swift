#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Resolves every raw token to a typed value: follows references (here: the reference graph, cycles, and
/// "did you mean" for a reference to no token), converts units and checks shapes (the value readers by type,
/// in `TokenResolver+Values`, `+Colors` and `+Composites`).
///
/// One token never fails a file: the value readers report what they cannot read as errors into a collector of
/// the token's own, and the token is then left out, each error becoming a warning that says so; a token that
/// refers to one left out is left out too, with its own warning. Only the limits (Docs/Limits.md) stay errors.
struct TokenResolver {
    enum State {
        case resolving
        case resolved(TokenValue)
        case failed
    }

    let raw: [RawToken]
    /// The run's path numbers: `raw`'s tokens are numbered (see `TokenPaths`).
    let paths: TokenPaths
    let settings: TokenSettings
    /// Where the diagnostics of the token being resolved go (see `resolve`).
    var diagnostics: DiagnosticCollector
    /// The index in `raw` of the token at each path number (the last one written), -1 where none is.
    let indexOfPath: [Int]
    /// The definition number of the token at each path number, -1 where none is.
    let definitionOfPath: [Int]
    /// By path number.
    var states: [State?]
    /// The path numbers being resolved, the first one first.
    var stack: [Int] = []
    /// The forms outside the 2025.10 format reported so far, by file (see `draftForm`).
    var draftFormsReported: Set<[String]> = []
    /// The tokens left out, by dotted path, with the first problem of each.
    private(set) var leftOut: [String: Failure] = [:]
    /// The tokens each token's value names, by path number.
    private var references: [Set<String>?]
    /// The paths each token's value looked up, found or not, by path number: what its value depends on.
    private var lookedUp: [Set<Int>?]
    /// The tokens whose value depends on every path of the set: each names no token (and is then matched
    /// loosely, told it names a group, or given a "did you mean").
    private var dependsOnEveryPath: Set<Int> = []
    /// The path numbers resolved here, not taken from a `Reuse`.
    private var resolvedHere: [Int] = []

    /// What resolving sets of the same files found (a resolver document's combinations), for the next set: a
    /// token whose definition, and that of every path its value looked up on the way (references of
    /// references included), are the same as in a set before keeps its value, problem and references without
    /// being resolved again. Its diagnostics were reported with that set.
    final class Reuse {
        struct Outcome {
            /// Every other path it depends on, and the definition that was there (-1 for none).
            let dependencies: [(path: Int, definition: Int)]
            let state: State
            let leftOut: Failure?
            let references: Set<String>?
            let lookedUp: Set<Int>?
        }
        fileprivate var settings: TokenSettings?
        /// By definition number (see `TokenPaths`).
        fileprivate var outcomes: [[Outcome]] = []
        /// A form is told once per file: the first set that meets it tells it.
        fileprivate var draftFormsReported: Set<[String]> = []

        init() {}
    }

    init(raw: [RawToken], paths: TokenPaths, settings: TokenSettings, diagnostics: DiagnosticCollector, reusing reuse: Reuse? = nil) {
        self.raw = raw
        self.paths = paths
        self.settings = settings
        self.diagnostics = diagnostics
        var indexOfPath = [Int](repeating: -1, count: paths.count)
        var definitionOfPath = [Int](repeating: -1, count: paths.count)
        var index = 0
        while index < raw.count {
            indexOfPath[raw[index].pathNumber] = index
            definitionOfPath[raw[index].pathNumber] = raw[index].definition
            index += 1
        }
        self.indexOfPath = indexOfPath
        self.definitionOfPath = definitionOfPath
        states = [State?](repeating: nil, count: paths.count)
        references = [Set<String>?](repeating: nil, count: paths.count)
        lookedUp = [Set<Int>?](repeating: nil, count: paths.count)
        if let reuse, reuse.settings == settings { take(reuse) }
    }

    /// Takes the outcome of every token defined where it was before, with every path it depends on.
    private mutating func take(_ reuse: Reuse) {
        // Plain loops: this runs for every token of every combination, in the debug build the plugin uses too.
        let known = definitionOfPath.count
        var path = 0
        while path < known {
            let definition = definitionOfPath[path]
            path += 1
            guard definition >= 0, definition < reuse.outcomes.count else { continue }
            let outcomes = reuse.outcomes[definition]
            var candidate = 0
            while candidate < outcomes.count {
                let outcome = outcomes[candidate]
                candidate += 1
                var dependency = 0
                while dependency < outcome.dependencies.count {
                    let (other, definition) = outcome.dependencies[dependency]
                    guard (other < known ? definitionOfPath[other] : -1) == definition else { break }
                    dependency += 1
                }
                guard dependency == outcome.dependencies.count else { continue }
                states[path - 1] = outcome.state
                if let problem = outcome.leftOut { leftOut[paths.dottedPaths[path - 1]] = problem }
                references[path - 1] = outcome.references
                lookedUp[path - 1] = outcome.lookedUp
                break
            }
        }
        draftFormsReported = reuse.draftFormsReported
    }

    /// Adds the outcome of every token resolved here, unless its value depends on every path of the set.
    func record(into reuse: Reuse) {
        if reuse.settings != settings {
            reuse.settings = settings
            reuse.outcomes = []
        }
        reuse.draftFormsReported = draftFormsReported
        for path in resolvedHere {
            guard let state = states[path] else { continue }
            let definition = definitionOfPath[path]
            var dependencies: [(path: Int, definition: Int)] = []
            var seen: Set<Int> = [path]
            var pending = Array(lookedUp[path] ?? [])
            var dependsOnEveryPath = self.dependsOnEveryPath.contains(path)
            while !dependsOnEveryPath, let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                dependencies.append((next, next < definitionOfPath.count ? definitionOfPath[next] : -1))
                if self.dependsOnEveryPath.contains(next) { dependsOnEveryPath = true }
                if next < lookedUp.count, let paths = lookedUp[next] { pending += paths }
            }
            guard !dependsOnEveryPath else { continue }
            while reuse.outcomes.count <= definition { reuse.outcomes.append([]) }
            reuse.outcomes[definition].append(Reuse.Outcome(
                dependencies: dependencies, state: state,
                leftOut: leftOut[paths.dottedPaths[path]], references: references[path], lookedUp: lookedUp[path]
            ))
        }
    }

    /// The index in `raw` of the token at a dotted path.
    func index(of path: String) -> Int? {
        paths.existingNumber(of: path).flatMap(index(atPath:))
    }

    /// The index in `raw` of the token at a path number; nil where none is, or for a path numbered after this
    /// set was made (a reference to no token).
    private func index(atPath number: Int) -> Int? {
        number < indexOfPath.count && indexOfPath[number] >= 0 ? indexOfPath[number] : nil
    }

    /// The index of the token at `path`, recorded as a path the value being resolved depends on.
    mutating func lookUp(_ path: String) -> Int? {
        let number = paths.number(of: path)
        if let current = stack.last {
            if lookedUp[current] == nil { lookedUp[current] = [] }
            lookedUp[current]!.insert(number)
        }
        return index(atPath: number)
    }

    /// How many references a chain may go through before it is an error: each is a level of recursion, and
    /// no design system chains more than a handful.
    static let maximumChain = 128

    /// Every token that has a value, and the path number of each.
    mutating func resolveAll() -> (tokens: [Token], pathNumbers: [Int]) {
        // A token whose whole value names another is resolved after it, the chain walked without recursion, so
        // that chains of any length (`t0 → … → t5000`) cost no depth; what is left recurses at most
        // `maximumChain` deep.
        for index in raw.indices where states[raw[index].pathNumber] == nil {
            var chain = [index]
            var seen: Set<Int> = [index]
            while let next = directTarget(of: raw[chain.last!]), states[raw[next].pathNumber] == nil, seen.insert(next).inserted {
                chain.append(next)
            }
            for member in chain.reversed() { _ = resolve(raw[member].pathNumber) }
        }
        var tokens: [Token] = []
        var pathNumbers: [Int] = []
        tokens.reserveCapacity(raw.count)
        pathNumbers.reserveCapacity(raw.count)
        for token in raw {
            guard let value = resolve(token.pathNumber) else { continue }
            tokens.append(Token(
                path: token.path, value: value, description: token.description,
                deprecation: token.deprecation, location: token.location, references: references[token.pathNumber] ?? []
            ))
            pathNumbers.append(token.pathNumber)
        }
        return (tokens, pathNumbers)
    }

    /// The token that a token's whole value names, if it is only a reference; no diagnostics.
    func directTarget(of token: RawToken) -> Int? {
        guard let target = reference(in: token.value, reporting: false), target.property.isEmpty else { return nil }
        return index(of: target.path)
    }

    /// The value of the token at a path number.
    mutating func resolve(_ path: Int) -> TokenValue? {
        switch states[path] {
        case .resolved(let value)?: return value
        case .failed?: return nil
        case .resolving?:
            reportCycle(from: path)
            return nil
        case nil: break
        }
        let token = raw[indexOfPath[path]]
        guard stack.count < Self.maximumChain else {
            let first = raw[indexOfPath[stack[0]]]
            let limit = Failure.referenceChainTooLong(token: first.dottedPath, limit: Self.maximumChain, target: token.dottedPath, line: token.location.line)
            diagnostics.error(limit, at: first.location)
            for member in stack {
                states[member] = .failed
                leftOut[paths.dottedPaths[member]] = limit
            }
            return nil
        }
        states[path] = .resolving
        resolvedHere.append(path)
        stack.append(path)
        let outer = diagnostics
        let own = DiagnosticCollector()
        diagnostics = own
        var value = self.value(of: token)
        if let modifier = token.colorModifier, case .color(let base)? = value {
            value = modified(base, by: modifier, in: token).map(TokenValue.color)
        }
        // Every number read or computed above was checked where it was made; this holds for what arithmetic
        // on checked numbers makes (1e-300 × 1e-20 underflows), so that no NaN or subnormal reaches the code.
        if let unwritable = value?.numbers.first(where: { !$0.isWritable }) {
            diagnostics.error(.valueOutOfRange(Self.shown(unwritable)), at: token.value.location)
        }
        diagnostics = outer
        stack.removeLast()
        var problem: Failure?
        for diagnostic in own.diagnostics {
            guard diagnostic.severity == .error, let failure = diagnostic.failure, !failure.isTokenLimit else {
                outer.emit(diagnostic)
                continue
            }
            problem = problem ?? failure
            outer.warning(.tokenLeftOut(tokens: [token.dottedPath], problem: failure), at: diagnostic.location, notes: diagnostic.notes)
        }
        if case .failed? = states[path] { return nil }  // part of a cycle, already reported
        if let problem {
            value = nil
            leftOut[token.dottedPath] = problem
        }
        states[path] = value.map(State.resolved) ?? .failed
        return value
    }

    mutating func reportCycle(from path: Int) {
        guard let start = stack.firstIndex(of: path) else { return }
        // Told from the member written first, whichever member the resolution started from.
        var cycle = Array(stack[start...])
        if let first = cycle.indices.min(by: { indexOfPath[cycle[$0]] < indexOfPath[cycle[$1]] }) {
            cycle = Array(cycle[first...] + cycle[..<first])
        }
        let chain = (cycle + [cycle[0]]).map { member in
            "\(paths.dottedPaths[member]) (line \(raw[indexOfPath[member]].location.line))"
        }.joined(separator: " → ")
        let first = raw[indexOfPath[cycle[0]]]
        diagnostics.warning(.tokenLeftOut(tokens: cycle.map { paths.dottedPaths[$0] }, problem: .referenceCycle(chain)), at: first.location)
        for member in cycle {
            states[member] = .failed
            leftOut[paths.dottedPaths[member]] = .referenceCycle(chain)
        }
    }

    mutating func value(of token: RawToken) -> TokenValue? {
        if let problem = token.problem {
            diagnostics.error(problem.failure, at: problem.location)
            return nil
        }
        if let type = token.type {
            return value(token.value, as: type, in: token)
        }
        if let reference = reference(in: token.value) {
            return follow(reference, at: token.value.location, expected: nil, in: token)
        }
        if token.value.mapping?["$ref"] != nil { return nil }
        // Exports leave out `$type` where the value says it unmistakably; Style Dictionary needs no types at all.
        var inferred: (type: TokenType, what: String)?
        if let mapping = token.value.mapping {
            if mapping["colorSpace"] != nil, mapping["components"] != nil {
                inferred = (.color, "a colour object")
            } else if mapping.entries.count == 2, mapping["value"] != nil, let unit = mapping["unit"]?.scalar?.text {
                inferred = ["ms", "s"].contains(unit) ? (.duration, "a duration object") : (.dimension, "a dimension object")
            }
        } else if let scalar = token.value.scalar, !scalar.isNull {
            inferred = Self.inferredType(of: scalar.text.trimmingWhitespace())
        }
        if let (type, what) = inferred {
            draftForm(
                "a token without '$type'", kind: "untyped \(type.rawValue)", at: token.location,
                advice: "its value is \(what), so tokengen reads it as a \(type.rawValue); add \"$type\": \"\(type.rawValue)\"", since2025: false, of: [.styleDictionary]
            )
            return value(token.value, as: type, in: token)
        }
        diagnostics.error(
            .tokenWithoutType(token.dottedPath),
            at: token.location
        )
        return nil
    }

    /// The type a text value shows unmistakably, and how to say so.
    static func inferredType(of text: String) -> (TokenType, String)? {
        if Double(text) != nil { return (.number, "a number") }
        if text.hasPrefix("#") || CSSColor.isFunctional(text) { return (.color, "a colour") }
        let (number, unit) = Self.numberAndUnit(text)
        guard !number.isEmpty, Double(number) != nil else { return nil }
        switch unit {
        case "px", "rem", "pt", "dp": return (.dimension, "a length")
        case "ms", "s": return (.duration, "a time")
        case "%": return (.number, "a percentage")
        default: return nil
        }
    }

    // MARK: References

    /// A token, and the part of its value (empty for all of it) that a reference names.
    struct Reference {
        var path: String
        var property: [String] = []
        /// Whether it names a group's `$root` as such (`{accent.$root}`, `#/accent/$root`).
        var namesRoot = false
    }

    /// `"{group.token}"`, or `{"$ref": "#/group/token/$value"}` (which may go on into the value); a `$ref`
    /// that is no token's gets an error here, when `reporting`.
    func reference(in node: DocumentNode, reporting: Bool = true) -> Reference? {
        if let mapping = node.mapping, let pointerNode = mapping["$ref"] {
            guard mapping.entries.count == 1, let pointer = pointerNode.scalar?.text else {
                if reporting { diagnostics.error(.refNotAlone, at: pointerNode.location) }
                return nil
            }
            switch JSONPointer.target(pointer) {
            case .success(let target): return Reference(path: target.path.joined(separator: "."), property: target.property, namesRoot: true)
            case .failure(let error):
                if reporting { diagnostics.error(.badPointer(error.message), at: pointerNode.location) }
                return nil
            }
        }
        guard let scalar = node.scalar, Self.isOneReference(scalar.text) else { return nil }
        var path = scalar.text.dropFirst().dropLast()
        // `{accent.$root}` names the group's own token, `accent`.
        let namesRoot = path.hasSuffix(".$root")
        if namesRoot { path = path.dropLast(".$root".count) }
        return Reference(path: String(path), namesRoot: namesRoot)
    }

    /// Whether a text is `{…}` with something between and no other brace: `{a} * {b}` is math, not a reference.
    static func isOneReference(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            let bytes = ByteText(buffer)
            guard bytes.count > 2, bytes.base[0] == UInt8(ascii: "{"), bytes.base[bytes.count - 1] == UInt8(ascii: "}") else { return false }
            var position = 1
            while position < bytes.count - 1 {
                if bytes.base[position] == UInt8(ascii: "{") || bytes.base[position] == UInt8(ascii: "}") { return false }
                position += 1
            }
            return true
        }
    }

    var suggestionsLeft = 20

    /// Every group's dotted path, worked out the first time a reference names no token.
    lazy var groupPaths: Set<String> = {
        var paths: Set<String> = []
        for token in raw where token.path.count > 1 {
            for length in 1..<token.path.count { paths.insert(token.path.prefix(length).joined(separator: ".")) }
        }
        return paths
    }()

    mutating func follow(_ target: Reference, at location: SourceLocation, expected: TokenType?, in token: RawToken) -> TokenValue? {
        var reference = target.path
        if lookUp(reference) == nil {
            if let current = stack.last { dependsOnEveryPath.insert(current) }
            if !groupPaths.contains(reference), let only = looselyMatching(reference) {
                diagnostics.warning(.referenceMatchedLoosely(reference: reference, token: only), at: location)
                reference = only
            }
        }
        guard let index = index(of: reference) else {
            if groupPaths.contains(reference) {
                diagnostics.error(.referenceToGroup(token: token.dottedPath, reference: reference), at: location)
            } else {
                diagnostics.error(.referenceToNoToken(token: token.dottedPath, reference: reference, suggestion: closest(to: reference)), at: location)
            }
            return nil
        }
        let resolved = resolve(raw[index].pathNumber)
        if resolved != nil {
            if references[token.pathNumber] == nil { references[token.pathNumber] = [] }
            references[token.pathNumber]!.insert(reference)
        }
        if raw[index].isGroupRoot, !target.namesRoot {
            diagnostics.warning(.referenceToGroupRoot(reference: reference, value: resolved?.shown), at: location)
        }
        guard let value = resolved else {
            // Past a limit the run fails with one error: what depends on it goes without a warning of its own.
            if let problem = leftOut[reference], problem.isTokenLimit {
                leftOut[token.dottedPath] = problem
                return nil
            }
            // A token of a cycle is left out by the cycle's report.
            if !stack.contains(raw[index].pathNumber), leftOut[token.dottedPath] == nil {
                diagnostics.error(.refersToLeftOut(token: token.dottedPath, reference: reference), at: location)
            }
            return nil
        }
        if !target.property.isEmpty {
            return part(target.property[...], of: raw[index], at: location, expected: expected, in: token, depth: 0)
        }
        // Tokens Studio's numbers and lengths are one kind: a number may name a length, and a length a number.
        switch (expected, value) {
        case (.number?, .dimension(let points)):
            draftForm("a number that refers to a dimension", at: location, advice: "tokengen reads its size in points", since2025: false, of: [.tokensStudio])
            return .number(points)
        case (.dimension?, .number(let number)):
            draftForm("a dimension that refers to a number", at: location, advice: "tokengen reads the number as px", since2025: false, of: [.tokensStudio])
            return .dimension(number)
        default: break
        }
        if let expected, value.type != expected {
            diagnostics.error(
                .referenceTypeMismatch(reference: reference, type: value.type.rawValue, token: token.dottedPath, expected: expected.rawValue),
                at: location
            )
            return nil
        }
        return value
    }

    /// The part of `owner`'s value that `property` names, read as `expected`: the pointer is followed through
    /// the value as written, and through the references it meets on the way.
    mutating func part(
        _ property: ArraySlice<String>, of owner: RawToken, at location: SourceLocation, expected: TokenType?, in token: RawToken, depth: Int
    ) -> TokenValue? {
        let shown = "#/" + (owner.path + ["$value"] + property).joined(separator: "/")
        guard depth < 64 else {
            diagnostics.error(.partChainTooLong(shown), at: location)
            return nil
        }
        guard let expected else {
            diagnostics.error(.untypedPartReference(token: token.dottedPath, reference: shown), at: location)
            return nil
        }
        var node = owner.value
        var rest = property
        while let segment = rest.first {
            if let inner = reference(in: node), let next = lookUp(inner.path) {
                return part(inner.property + rest, of: raw[next], at: location, expected: expected, in: token, depth: depth + 1)
            }
            var child: DocumentNode?
            if let mapping = node.mapping {
                child = mapping[segment]
            } else if case .sequence(let items, _) = node, let index = Int(segment), items.indices.contains(index) {
                child = items[index]
            }
            guard let child else {
                diagnostics.error(.partPointsAtNothing(reference: shown, owner: owner.dottedPath, segment: segment), at: location)
                return nil
            }
            node = child
            rest = rest.dropFirst()
        }
        if expected == .number, let scalar = node.scalar, !scalar.isQuoted, scalar.text == "none" { return .number(0) }
        return value(node, as: expected, in: owner)
    }

    /// Token paths by their loose form, worked out the first time a reference names no token.
    lazy var looseIndex: [String: [String]] = Dictionary(grouping: raw.map(\.dottedPath), by: Token.loose)

    /// The one token whose path differs from `reference` only in case or in separators within names
    /// (`{Color.Brand-Primary}` for `color.brand primary`), as Figma's exports write references; nil when
    /// none or several do.
    mutating func looselyMatching(_ reference: String) -> String? {
        guard let matches = looseIndex[Token.loose(reference)], matches.count == 1 else { return nil }
        return matches[0]
    }

    /// The nearest token path, for "did you mean"; the first 20 unknown references get one, so that a file
    /// of thousands of broken references still takes linear time.
    mutating func closest(to reference: String) -> String? {
        guard suggestionsLeft > 0 else { return nil }
        suggestionsLeft -= 1
        let limit = max(2, reference.count / 3)
        let candidates = raw.map(\.dottedPath).filter { abs($0.count - reference.count) <= limit }
            .map { ($0, editDistance($0, reference)) }
        guard let best = candidates.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }),
              best.1 <= max(2, reference.count / 3) else { return nil }
        return best.0
    }

    func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// Rounds away binary noise, so that 16 × 0.4 is 6.4 and not 6.4000000000000004. A number too small or too
/// large to scale (below about 1e-290, above about 1e300) is returned as it is: it has no noise worth removing.
func clean(_ value: Double) -> Double {
    guard value.isFinite, value != 0 else { return value }
    let scale = pow(10, 9 - floor(log10(abs(value))))
    let scaled = value * scale
    guard scale.isNormal, scaled.isFinite else { return value }
    let rounded = scaled.rounded() / scale
    return rounded.isFinite ? rounded : value
}

extension Double {
    /// A number as a text writes it (`4`, `-0.5`, `1e-3`), when it is finite: `nan`, `inf` and numbers beyond
    /// the largest `Double` are no numbers here.
    init?(finite text: some StringProtocol) {
        guard let value = Double(String(text)), value.isFinite else { return nil }
        self = value
    }

    /// Whether generated Swift can hold it exactly as a literal: finite, and 0 or a normal number (a subnormal
    /// such as 1e-310 loses precision, and Swift rejects the literal).
    var isWritable: Bool { isFinite && (self == 0 || isNormal) }
}

extension String {
    /// Without the white space (line breaks included) at either end.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }
}
