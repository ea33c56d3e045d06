import TokenGenVocabulary
import TokenGenRead

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Resolves every raw token to a typed value: follows references (here: the reference graph, cycles, and
/// "did you mean" for a reference to no token), converts units and checks shapes (the value readers by type,
/// in `ValueResolver+Values`, `+Colors` and `+Composites`).
///
/// One token never fails a file: the value readers report what they cannot read as errors into a collector of
/// the token's own, and the token is then left out, each error becoming a warning that says so; a token that
/// refers to one left out is left out too, with its own warning. Only the limits (Docs/Limits.md) stay errors.
package struct ValueResolver {
    enum State {
        case resolving
        case resolved(TokenValue)
        case failed
    }

    package let raw: [RawToken]
    /// The run's path numbers: `raw`'s tokens are numbered (see `TokenPaths`).
    package let paths: TokenPaths
    package let settings: TokenSettings
    /// Where the diagnostics of the token being resolved go (see `resolve`).
    var diagnostics: DiagnosticCollector
    /// The index in `raw` of the token at each path number (the last one written), -1 where none is.
    let indexOfPath: [Int]
    /// The definition number of the token at each path number, -1 where none is.
    package let definitionOfPath: [Int]
    /// By path number.
    var states: [State?]
    /// The path numbers being resolved, the first one first.
    var stack: [Int] = []
    /// The parts of values being followed, one inside the other (see `part`).
    var partDepth = 0
    /// The forms outside the 2025.10 format reported so far, by file (see `draftForm`): a form is told once
    /// per file, by the first combination that meets it.
    var draftFormsReported: Set<[String]>
    /// The tokens left out, by dotted path, each with its first problem and where its warning points.
    package internal(set) var leftOut: [String: UnresolvedToken] = [:]
    /// The tokens each token's value names, by path number.
    var references: [Set<String>?]
    /// The paths each token's value looked up, found or not, by path number: what its value depends on.
    var lookedUp: [Set<Int>?]
    /// The token that writes each token's value through whole-token references, by index in `raw`, once
    /// found (see `writtenValue`).
    var writers: [Int: Int] = [:]
    /// The tokens whose value depends on every path of the set: each names no token (and is then matched
    /// loosely, told it names a group, or given a "did you mean").
    var dependsOnEveryPath: Set<Int> = []
    /// The run's expressions, each parsed once.
    let expressions: MathExpression.Cache
    /// The path numbers resolved here, not taken from a `Reuse`.
    var resolvedHere: [Int] = []
    /// By path number, the serial of the outcome taken from a `Reuse`, -1 where none was.
    var takenSerial: [Int]

    package init(
        raw: [RawToken], paths: TokenPaths, settings: TokenSettings, diagnostics: DiagnosticCollector, reusing reuse: Reuse? = nil,
        formsReported: Set<[String]> = [], expressions: MathExpression.Cache = MathExpression.Cache()
    ) {
        self.raw = raw
        self.expressions = expressions
        draftFormsReported = formsReported
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
        takenSerial = [Int](repeating: -1, count: paths.count)
        if let reuse, reuse.settings == settings { takeOutcomes(of: reuse) }
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

    /// How deep resolving may recurse: tokens are resolved after the tokens their values name
    /// (`resolveInDependencyOrder`), so only a reference that order cannot see (one matched loosely) recurses,
    /// and a chain of those longer than this leaves its tokens out with a warning.
    static let maximumChain = 128
    /// How many parts of values (`#/a/$value/color`) may be followed inside one another, in all.
    static let maximumPartDepth = 64

    /// Every token that has a value, and the path number of each.
    package mutating func resolveAll() -> (tokens: [Token], pathNumbers: [Int]) {
        resolveInDependencyOrder()
        var tokens: [Token] = []
        var pathNumbers: [Int] = []
        tokens.reserveCapacity(raw.count)
        pathNumbers.reserveCapacity(raw.count)
        for token in raw where !token.isReferenceOnly {
            guard let value = resolve(token.pathNumber) else { continue }
            tokens.append(
                Token(
                    path: token.path, value: value, description: token.description,
                    deprecation: token.deprecation, location: token.location, references: references[token.pathNumber] ?? []
                ))
            pathNumbers.append(token.pathNumber)
        }
        return (tokens, pathNumbers)
    }

    /// Resolves every token after the tokens its value names, wherever in the value (a whole value, math, a
    /// composite's field, a colour modifier): the strongly connected components of the references, found
    /// without recursion (Tarjan's algorithm), come dependencies first. So resolving a token recurses a level
    /// or two however long a chain is, and in whatever order the file lists it; the tokens of a component
    /// that is a cycle are one warning and left out, however many they are.
    private mutating func resolveInDependencyOrder() {
        // Only the token each path resolves to (the last one written), and not those already known.
        var edges = [[Int]](repeating: [], count: raw.count)
        var isNode = [Bool](repeating: false, count: raw.count)
        for index in raw.indices where indexOfPath[raw[index].pathNumber] == index && states[raw[index].pathNumber] == nil {
            isNode[index] = true
            edges[index] = referencedTokens(of: raw[index])
        }
        // A value outside a token is resolved when a token refers to it, not on its own.
        let raw = self.raw
        let starts = raw.indices.lazy.filter { !raw[$0].isReferenceOnly }
        StronglyConnectedComponents.walk(edges: edges, isNode: isNode, starts: starts) { component in
            // The node the component was entered by is the last one left.
            if component.count > 1 || edges[component.last!].contains(component.last!) {
                reportCycle(in: component, edges: edges)
            }
            for member in component.reversed() { _ = resolve(raw[member].pathNumber) }
        }
    }

    /// The indices in `raw` of the tokens a token's value and colour modifier name, in the order written.
    private func referencedTokens(of token: RawToken) -> [Int] {
        var found: [Int] = []
        Self.forEachReference(in: token) { path, isPointer in
            if let index = index(of: path) ?? (isPointer ? nil : tokenOfValueReference(path).flatMap(index(of:))) { found.append(index) }
        }
        return found
    }

    /// Calls `body` with the path each reference in a token's value and colour modifier names, in the order
    /// written: `{group.token}` anywhere in a text (math too), and `$ref` pointers (`isPointer`).
    package static func forEachReference(in token: RawToken, _ body: (_ path: String, _ isPointer: Bool) -> Void) {
        var pending = [token.value] + (token.colorModifier.map { [$0] } ?? [])
        while let node = pending.popLast() {
            switch node {
            case .scalar(let scalar):
                var rest = Substring(scalar.text)
                while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                    var path = rest[rest.index(after: open)..<close]
                    if path.hasSuffix(".$root") { path = path.dropLast(".$root".count) }
                    body(String(path), false)
                    rest = rest[rest.index(after: close)...]
                }
            case .mapping(let mapping):
                if let pointer = mapping["$ref"]?.scalar?.text {
                    if case .success(let target) = JSONPointer.target(pointer) { body(target.path.joined(separator: "."), true) }
                } else {
                    for entry in mapping.entries.reversed() { pending.append(entry.value) }
                }
            case .sequence(let items, _):
                pending += items.reversed()
            }
        }
    }

    /// Reports a component of the references that is a cycle, and leaves its members out: the cycle that
    /// resolving would meet from the member written first, following the first reference that stays in the
    /// component; each member's references in it are what its outcome depends on (see `Reuse`).
    private mutating func reportCycle(in component: [Int], edges: [[Int]]) {
        let members = Set(component)
        var walk: [Int] = []
        var position: [Int: Int] = [:]
        var current = component.min()!
        while position[current] == nil {
            position[current] = walk.count
            walk.append(current)
            current = edges[current].first(where: members.contains)!
        }
        let cycle = Array(walk[position[current]!...])
        leaveOut(cycle: cycle.map { raw[$0].pathNumber })
        for member in cycle {
            let path = raw[member].pathNumber
            lookedUp[path] = Set(edges[member].filter(members.contains).map { raw[$0].pathNumber })
            resolvedHere.append(path)
        }
    }

    /// The value of the token at a path number.
    package mutating func resolve(_ path: Int) -> TokenValue? {
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
            let limit = Failure.referenceChainTooLong(
                token: first.dottedPath, limit: Self.maximumChain, target: token.dottedPath, line: token.location.line)
            diagnostics.error(limit, at: first.location)
            for member in stack {
                states[member] = .failed
                leftOut[paths.dottedPaths[member]] = UnresolvedToken(raw[indexOfPath[member]], problem: limit, reportedAt: first.location)
            }
            return nil
        }
        states[path] = .resolving
        resolvedHere.append(path)
        stack.append(path)
        let outer = diagnostics
        let own = DiagnosticCollector()
        diagnostics = own
        var value = readValue(of: token)
        if let modifier = token.colorModifier, case .color(let base)? = value {
            value = modified(base, by: modifier, in: token).map(TokenValue.color)
        }
        // Every number read or computed above was checked where it was made; this holds for what arithmetic
        // on checked numbers makes (1e-300 × 1e-20 underflows), so that no NaN or subnormal reaches the code.
        if let unwritable = value?.numbers.first(where: { !$0.isWritable }) {
            diagnostics.error(.valueOutOfRange(Wording.number(unwritable)), at: token.value.location)
        }
        diagnostics = outer
        stack.removeLast()
        var problem: (failure: Failure, location: SourceLocation)?
        for diagnostic in own.diagnostics {
            guard diagnostic.severity == .error, let failure = diagnostic.failure, !failure.isTokenLimit else {
                outer.emit(diagnostic)
                continue
            }
            problem = problem ?? (failure, diagnostic.location ?? token.location)
            outer.warning(.tokenLeftOut(tokens: [token.dottedPath], problem: failure), at: diagnostic.location, notes: diagnostic.notes)
        }
        if case .failed? = states[path] { return nil } // part of a cycle, already reported
        if let problem {
            value = nil
            leftOut[token.dottedPath] = UnresolvedToken(token, problem: problem.failure, reportedAt: problem.location)
        }
        states[path] = value.map(State.resolved) ?? .failed
        return value
    }

    /// `a (line 1) → b (line 2) → a (line 1)`; of a long cycle, its first and last members.
    static func cycleDescription(_ members: [(path: String, line: Int)]) -> String {
        let shown = { (member: (path: String, line: Int)) in "\(member.path) (line \(member.line))" }
        guard members.count > 8 else { return (members + [members[0]]).map(shown).joined(separator: " → ") }
        return (members.prefix(4).map(shown) + ["… \(members.count - 6) more …"] + (members.suffix(2) + [members[0]]).map(shown)).joined(
            separator: " → ")
    }

    mutating func reportCycle(from path: Int) {
        guard let start = stack.firstIndex(of: path) else { return }
        leaveOut(cycle: Array(stack[start...]))
    }

    /// Leaves out the tokens of a cycle (path numbers, in the order their references run), with one warning
    /// told from the member written first, whichever member the resolution started from.
    private mutating func leaveOut(cycle members: [Int]) {
        var cycle = members
        if let first = cycle.indices.min(by: { indexOfPath[cycle[$0]] < indexOfPath[cycle[$1]] }) {
            cycle = Array(cycle[first...] + cycle[..<first])
        }
        let chain = Self.cycleDescription(cycle.map { (paths.dottedPaths[$0], raw[indexOfPath[$0]].location.line) })
        let first = raw[indexOfPath[cycle[0]]]
        diagnostics.warning(.tokenLeftOut(tokens: cycle.map { paths.dottedPaths[$0] }, problem: .referenceCycle(chain)), at: first.location)
        for member in cycle {
            states[member] = .failed
            leftOut[paths.dottedPaths[member]] = UnresolvedToken(
                raw[indexOfPath[member]], problem: .referenceCycle(chain), reportedAt: first.location)
        }
    }

    /// A token's value, read as its type; without one, or with one no tool defines (Style Dictionary's free text
    /// `primitive`, Tokens Studio's `other`), read as the type its value has, as the tool that wrote it would.
    package mutating func readValue(of token: RawToken) -> TokenValue? {
        var unknownType: String?
        if let problem = token.problem {
            guard case .unknownType(let found, _) = problem.failure, token.value.scalar?.isNull != true else {
                diagnostics.error(problem.failure, at: problem.location)
                return nil
            }
            unknownType = found
        }
        if let type = token.type {
            // A group's type that the token's own value contradicts unmistakably (a colour under a group of
            // dimensions) gives way to the value's, as the tools that wrote such files read it.
            if token.typeIsInherited, let text = token.value.scalar?.text,
                let (shown, what) = Self.inferredType(of: text.trimmingWhitespace()),
                [.color, .cubicBezier].contains(shown), shown != type
            {
                draftForm(
                    "a token whose value contradicts its group's type (\(type.rawValue))", kind: "contradicted group type",
                    at: token.value.location,
                    advice:
                        "its value is \(what), so tokengen reads it as a \(shown.rawValue): give the token its own \"$type\": \"\(shown.rawValue)\"",
                    since2025: false, of: [.styleDictionary, .tokensStudio]
                )
                return read(token.value, as: shown, in: token)
            }
            return read(token.value, as: type, in: token)
        }
        if let reference = reference(in: token.value) {
            return referencedValue(reference, at: token.value.location, expected: nil, in: token)
        }
        if token.value.mapping?["$ref"] != nil { return nil }
        let inferred = inferredType(of: token)
        // Words side by side, lengths and a colour (references among them), are a CSS shadow.
        if inferred == nil, let scalar = token.value.scalar, Self.splitOutsideParentheses(scalar.text, on: " ").count >= 3 {
            let outer = diagnostics
            diagnostics = DiagnosticCollector()
            let layers = cssShadows(scalar.text, at: token.value.location, in: token)
            let read = diagnostics
            diagnostics = outer
            if let layers {
                read.diagnostics.forEach(outer.emit)
                draftForm(
                    "a token without '$type'", kind: "untyped shadow", at: token.location,
                    advice: "its value is a CSS shadow, so tokengen reads it as a shadow; add \"$type\": \"shadow\"", since2025: false,
                    of: [.styleDictionary]
                )
                return layers.count == 1 ? .shadow(layers[0]) : .shadows(layers)
            }
        }
        if inferred == nil, let scalar = token.value.scalar, !scalar.isQuoted || scalar.text.contains("{"),
            MathExpression.looksLikeMath(scalar.text)
        {
            return computed(scalar.text, as: nil, at: token.value.location, in: token)
        }
        guard let (type, what) = inferred else {
            if let kind = Self.noSwiftValue(token.value) {
                diagnostics.error(
                    .noSwiftValue(value: token.value.scalar?.text ?? "{min, ideal, max}", kind: kind), at: token.value.location)
            } else if let unknownType, unknownType.lowercased().hasPrefix("media") {
                diagnostics.error(.noSwiftValue(value: "$type: \(unknownType)", kind: .mediaQuery), at: token.problem!.location)
            } else if let problem = token.problem {
                diagnostics.error(problem.failure, at: problem.location)
            } else {
                diagnostics.error(.tokenWithoutType(token.dottedPath), at: token.location)
            }
            return nil
        }
        if let unknownType {
            draftForm(
                "a token of the type '\(unknownType)'", kind: "unknown type \(unknownType) as \(type.rawValue)",
                at: token.problem!.location,
                advice:
                    "no tool defines that type; its value is \(what), so tokengen reads it as a \(type.rawValue), as the tool that wrote it does: write \"$type\": \"\(type.rawValue)\"",
                since2025: false, of: [.styleDictionary, .tokensStudio]
            )
        } else {
            draftForm(
                "a token without '$type'", kind: "untyped \(type.rawValue)", at: token.location,
                advice: "its value is \(what), so tokengen reads it as a \(type.rawValue); add \"$type\": \"\(type.rawValue)\"",
                since2025: false, of: [.styleDictionary]
            )
        }
        return read(token.value, as: type, in: token)
    }

    /// The type a token's value shows unmistakably, from its shape and, for names and weights, its path (Style
    /// Dictionary's categories: `font.family.body`, `font.weight.bold`); nil when it shows none.
    package func inferredType(of token: RawToken) -> (TokenType, String)? {
        switch token.value {
        case .mapping(let mapping):
            let keys = Set(mapping.entries.map(\.key.text))
            if keys.isSuperset(of: ["colorSpace", "components"]) { return (.color, "a colour object") }
            if keys == ["value", "unit"], let unit = mapping["unit"]?.scalar?.text {
                return ["ms", "s"].contains(unit) ? (.duration, "a duration object") : (.dimension, "a dimension object")
            }
            if keys.contains("fontFamily") || keys.contains("fontSize") { return (.typography, "a typography object") }
            if keys.isSuperset(of: ["offsetX", "offsetY"]) { return (.shadow, "a shadow object") }
            if keys.isSuperset(of: ["color", "width", "style"]) { return (.border, "a border object") }
            if keys.isSuperset(of: ["duration", "timingFunction"]) { return (.transition, "a transition object") }
            return nil
        case .sequence(let items, _):
            if items.count == 4, items.allSatisfy({ $0.scalar.map { !$0.isQuoted && Double($0.text) != nil } ?? false }) {
                return (.cubicBezier, "four numbers")
            }
            if !items.isEmpty, items.allSatisfy({ $0.scalar?.isQuoted == true }) { return (.fontFamily, "a list of names") }
            if !items.isEmpty, items.allSatisfy({ $0.mapping?["offsetX"] != nil }) { return (.shadow, "a list of shadows") }
            return nil
        case .scalar(let scalar):
            guard !scalar.isNull else { return nil }
            let text = scalar.text.trimmingWhitespace()
            let parts = token.path.map { $0.lowercased().filter { $0 != "-" && $0 != "_" } }
            let underWeight = parts.contains { $0.hasSuffix("weight") || $0.hasSuffix("weights") }
            if underWeight,
                Self.weightNames[Self.compactWeightName(text)] != nil
                    || underWeight && Double(text).map({ (1...1000).contains($0) }) == true
            {
                return (.fontWeight, "a font weight")
            }
            if let inferred = Self.inferredType(of: text) { return inferred }
            if parts.contains(where: { $0.hasSuffix("family") || $0.hasSuffix("families") || $0 == "typeface" || $0 == "fontface" }) {
                return (.fontFamily, "a font name under a font family's path")
            }
            return nil
        }
    }

    /// The type a text value shows unmistakably, and how to say so.
    package static func inferredType(of text: String) -> (TokenType, String)? {
        if Double(text) != nil { return (.number, "a number") }
        if text.hasPrefix("#") || CSSColor.isFunctional(text) { return (.color, "a colour") }
        if cssCubicBezier(text) != nil { return (.cubicBezier, "a cubic Bézier") }
        if cssTransition(text) != nil { return (.transition, "a CSS transition") }
        if text.lowercased().hasPrefix("linear-gradient(") { return (.gradient, "a CSS gradient") }
        let (number, unit) = Self.numberAndUnit(text)
        guard !number.isEmpty, Double(number) != nil else { return nil }
        switch unit {
        case "px", "rem", "pt", "dp": return (.dimension, "a length")
        case "ms", "s": return (.duration, "a time")
        case "%": return (.number, "a percentage")
        default: return nil
        }
    }

    /// How many more references that name no token get a "did you mean" (see `closest`).
    var suggestionsLeft = 20
    /// Steps the "did you mean" suggestions took, for tests to bound.
    package internal(set) var suggestionWork = 0

    /// Every group, worked out the first time a reference names no token.
    package lazy var groupPaths = GroupPaths(raw.lazy.map(\.path))
    /// Token paths by their loose form, worked out the first time a reference names no token.
    package lazy var looseIndex: [String: [String]] = Dictionary(grouping: raw.map(\.dottedPath), by: Token.loose)
}
