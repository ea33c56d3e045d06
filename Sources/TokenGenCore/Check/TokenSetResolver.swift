/// Resolves what the Read stage collected: the references, types and values of every token, and for a
/// resolver document every combination of contexts as a token set of its own, each token's values compared
/// across them. A token keeps one value when no modifier changes it, and otherwise records only the modifiers
/// it depends on and its distinct values, which is what keeps the generated code small however many
/// combinations there are.
enum TokenSetResolver {
    /// The token values all combinations make together (combinations × tokens) are bounded.
    static let maximumResolvedValues = 1_000_000

    /// `reuse`: what resolving one combination leaves for the next (a test reads its size).
    static func resolve(_ raw: RawTokenSet, reusing reuse: TokenResolver.Reuse = TokenResolver.Reuse(), diagnostics: DiagnosticCollector) -> TokenSet? {
        guard let set = raw.combinations else {
            guard let resolved = resolve(raw.files, paths: raw.tokenPaths, diagnostics: diagnostics) else { return nil }
            summarize(raw.files, leftOut: resolved.leftOut, diagnostics: diagnostics)
            return TokenSet(tokens: resolved.tokens, paths: raw.paths)
        }
        guard let combined = resolveCombinations(set, paths: raw.tokenPaths, reusing: reuse, diagnostics: diagnostics) else { return nil }
        var leftOut = combined.leftOut
        var kept: [Token] = []
        for (index, token) in combined.tokens.enumerated() where leftOut[token.dottedPath] == nil {
            switch decide(token, values: combined.values.lazy.map { $0[index] }, failed: combined.failed, set) {
            case .kept(let token):
                kept.append(token)
            case .leftOut(let problem):
                diagnostics.warning(.tokenLeftOut(tokens: [token.dottedPath], problem: problem), at: token.location)
                leftOut[token.dottedPath] = LeftOutToken(file: token.location.path, problem: problem)
            }
        }
        guard !diagnostics.hasErrors else { return nil }
        summarize(set.every, leftOut: leftOut, diagnostics: diagnostics)
        if !set.readOnly.isEmpty { kept.removeAll { set.readOnly.contains($0.location.path) } }
        return TokenSet(tokens: kept, paths: raw.paths, modifiers: set.modifiers)
    }

    /// Every combination of contexts resolved as a set of its own, in `numbering.order`: the tokens any of them
    /// has (in the order first met), by combination each token's value there (nil where it has none), which
    /// combinations failed, and the tokens left out in any. Nil when the values would pass the bound.
    private static func resolveCombinations(
        _ set: RawTokenSet.Combinations, paths: TokenPaths, reusing reuse: TokenResolver.Reuse, diagnostics: DiagnosticCollector
    ) -> (tokens: [Token], values: [[TokenValue?]], failed: [Bool], leftOut: [String: LeftOutToken])? {
        let total = set.sources.count
        let order = set.numbering.order
        var tokens: [Token] = []
        /// The index in `tokens` of each path number, -1 for none.
        var indexOfPath: [Int] = []
        var values = [[TokenValue?]](repeating: [], count: total)
        var failed = [Bool](repeating: false, count: total)
        var done = [Bool](repeating: false, count: total)
        var forwarded: Set<String> = []
        var leftOut: [String: LeftOutToken] = [:]
        for combination in order {
            let local = DiagnosticCollector()
            let resolved = resolve(set.sources[combination], paths: paths, reusing: reuse, diagnostics: local)
            for (path, token) in resolved?.leftOut ?? [:] where leftOut[path] == nil { leftOut[path] = token }
            for diagnostic in local.diagnostics where forwarded.insert(diagnostic.formatted).inserted {
                diagnostics.emit(diagnostic)
            }
            failed[combination] = local.hasErrors
            var row = [TokenValue?](repeating: nil, count: tokens.count)
            let found = resolved?.tokens ?? []
            let pathNumbers = resolved?.pathNumbers ?? []
            while indexOfPath.count < paths.count { indexOfPath.append(-1) }
            var position = 0
            while position < found.count {
                let token = found[position], number = pathNumbers[position]
                position += 1
                let index = indexOfPath[number]
                if index >= 0 {
                    row[index] = token.value
                    if !token.references.isEmpty { tokens[index].references.formUnion(token.references) }
                } else {
                    indexOfPath[number] = tokens.count
                    tokens.append(token)
                    row.append(token.value)
                    for other in order where done[other] { values[other].append(nil) }
                }
            }
            values[combination] = row
            done[combination] = true
            // The values all combinations will make, at least: checked after each, as tokens defined only in
            // other contexts than the default ones add to them.
            if tokens.count * total > Self.maximumResolvedValues {
                diagnostics.error(
                    .tooManyResolvedValues(combinations: total, tokens: tokens.count, limit: Self.maximumResolvedValues),
                    at: set.location
                )
                return nil
            }
        }
        return (tokens, values, failed, leftOut)
    }

    private enum Decision {
        case kept(Token)
        case leftOut(Failure)
    }

    /// A token kept with its variation across the combinations, or left out: when a combination where nothing
    /// failed lacks it (the files do not define it there), or its type changes with the context.
    private static func decide(
        _ token: Token, values: some Collection<TokenValue?>, failed: [Bool], _ set: RawTokenSet.Combinations
    ) -> Decision {
        func describe(_ combination: Int) -> String {
            zip(set.modifiers, set.numbering.contexts[combination]).map { "\($0.name): \($0.contexts[$1])" }.joined(separator: ", ")
        }
        // One pass over the combinations: the first with a value, the first without one where nothing failed,
        // the first whose value is of another type.
        var present: [TokenValue] = []
        present.reserveCapacity(values.count)
        var first = -1, missing = -1, other = -1
        var type = TokenType.color, otherType = TokenType.color
        for (combination, value) in values.enumerated() {
            if let value {
                if first < 0 {
                    (first, type) = (combination, value.type)
                } else if other < 0, value.type != type {
                    (other, otherType) = (combination, value.type)
                }
                present.append(value)
            } else if missing < 0, !failed[combination] {
                missing = combination
            }
        }
        if missing >= 0 {
            return .leftOut(.missingInSomeContexts(token: token.dottedPath, present: describe(first), missing: describe(missing)))
        }
        if other >= 0 {
            return .leftOut(.typeChangesWithContext(
                token: token.dottedPath, type: type.rawValue, first: describe(first), otherType: otherType.rawValue, other: describe(other)
            ))
        }
        var token = token
        if present.count == values.count {
            token.variation = Self.variation(of: present, set.numbering)
        }
        return .kept(token)
    }

    /// How many distinct values of a token are told apart by class (see `variation`).
    static let classesCompared = 16

    /// The modifiers that change a token's value (changing one of them alone changes the value somewhere), and
    /// its distinct values over their contexts; nil when it is the same everywhere.
    private static func variation(of values: [TokenValue], _ numbering: RawTokenSet.Numbering) -> TokenVariation? {
        // Equal values share a class, found by comparing each value with the few distinct ones before it; a token
        // with more distinct values than that compares pairs of values instead, so that the work stays linear.
        var classes: [Int] = []
        var firstOfClass: [Int] = []
        classes.reserveCapacity(values.count)
        var combination = 0
        while combination < values.count {
            var known = 0
            while known < firstOfClass.count, !(values[firstOfClass[known]] == values[combination]) { known += 1 }
            if known == firstOfClass.count {
                guard firstOfClass.count < Self.classesCompared else { break }
                firstOfClass.append(combination)
            }
            classes.append(known)
            combination += 1
        }
        let classified = classes.count == values.count
        var dependent: [Int] = []
        for modifier in numbering.counts.indices {
            let withDefault = numbering.withDefault[modifier]
            combination = 0
            while combination < values.count {
                let other = withDefault[combination]
                if other != combination, classified ? classes[combination] != classes[other] : !(values[combination] == values[other]) {
                    dependent.append(modifier)
                    break
                }
                combination += 1
            }
        }
        guard !dependent.isEmpty else { return nil }
        var cases: [TokenVariation.Case] = []
        var caseOfClass = [Int](repeating: -1, count: firstOfClass.count)
        var chosen = numbering.defaults
        func visit(_ depth: Int) {
            guard depth < dependent.count else {
                let number = numbering.number(of: chosen)
                let combination = dependent.map { chosen[$0] }
                let index = classified
                    ? caseOfClass[classes[number]]
                    : cases.firstIndex { $0.value == values[number] } ?? -1
                if index >= 0 {
                    cases[index].combinations.append(combination)
                } else {
                    if classified { caseOfClass[classes[number]] = cases.count }
                    cases.append(TokenVariation.Case(combinations: [combination], value: values[number]))
                }
                return
            }
            for context in 0..<numbering.counts[dependent[depth]] {
                chosen[dependent[depth]] = context
                visit(depth + 1)
            }
        }
        visit(0)
        return TokenVariation(modifiers: dependent, cases: cases)
    }

    /// Sources merged in order, then every value resolved, reusing what resolving other sets of the same files
    /// found (see `TokenResolver.Reuse`); nil when nothing could be read. The sources' tokens are numbered by `paths`.
    static func resolve(
        _ sources: [CollectedTokens], paths: TokenPaths, reusing reuse: TokenResolver.Reuse? = nil, diagnostics: DiagnosticCollector
    ) -> ResolvedTokens? {
        // A later source's token replaces every token of that path from the sources before it: each path is
        // kept from the last source that has it.
        var lastSource = [Int](repeating: -1, count: paths.count)
        var source = sources.count - 1
        while source >= 0 {
            let numbers = sources[source].pathNumbers
            var index = 0
            while index < numbers.count {
                if lastSource[numbers[index]] < 0 { lastSource[numbers[index]] = source }
                index += 1
            }
            source -= 1
        }
        var merged: [RawToken] = []
        var extensions: [GroupExtension] = []
        var settings = TokenSettings()
        source = 0
        // One source is merged as it is: its array is shared, not copied.
        if sources.count == 1 {
            merged = sources[0].tokens
            extensions = sources[0].extensions
            settings = sources[0].settings
            source = 1
        } else {
            merged.reserveCapacity(sources.reduce(0) { $0 + $1.tokens.count })
        }
        while source < sources.count {
            settings.hexAlpha = sources[source].settings.hexAlpha ?? settings.hexAlpha
            settings.remBase = sources[source].settings.remBase ?? settings.remBase
            let numbers = sources[source].pathNumbers
            var index = 0
            while index < numbers.count {
                if lastSource[numbers[index]] == source { merged.append(sources[source].tokens[index]) }
                index += 1
            }
            extensions += sources[source].extensions
            source += 1
        }
        var raw = extended(merged, by: extensions, diagnostics: diagnostics)
        if !extensions.isEmpty { paths.number(&raw) }
        guard !diagnostics.hasErrors || !raw.isEmpty else { return nil }
        // Tokens copied by `$extends` are defined where their base is: no outcome is reused across them.
        let reuse = extensions.isEmpty ? reuse : nil
        var resolver = TokenResolver(raw: raw, paths: paths, settings: settings, diagnostics: diagnostics, reusing: reuse)
        let (tokens, pathNumbers) = resolver.resolveAll()
        if let reuse { resolver.record(into: reuse) }
        var leftOut: [String: LeftOutToken] = [:]
        for (path, problem) in resolver.leftOut {
            if let index = resolver.index(of: path), !raw[index].isReferenceOnly { leftOut[path] = LeftOutToken(file: raw[index].location.path, problem: problem) }
        }
        return ResolvedTokens(tokens: tokens, pathNumbers: pathNumbers, leftOut: leftOut)
    }

    /// One line per file that had tokens left out, after the warnings: how many tokens it has, how many are
    /// left out, and why (`Light.tokens.json: 409 tokens, 3 left out (2 unknown units, 1 unreadable colour)`).
    static func summarize(_ sources: [CollectedTokens], leftOut: [String: LeftOutToken], diagnostics: DiagnosticCollector) {
        guard !leftOut.isEmpty else { return }
        var files: [String] = []
        var counts: [String: Int] = [:]
        for source in sources {
            for token in source.tokens where !token.isReferenceOnly {
                if counts[token.location.path] == nil { files.append(token.location.path) }
                counts[token.location.path, default: 0] += 1
            }
        }
        var problemsByFile: [String: [(singular: String, plural: String, noSwiftValue: Bool)]] = [:]
        for token in leftOut.values {
            let problem = token.problem.tokenProblem
            problemsByFile[token.file, default: []].append((problem.singular, problem.plural, token.problem.meansNoSwiftValue))
        }
        for file in files {
            guard let problems = problemsByFile[file] else { continue }
            // What could not be read, then what no Swift value holds, apart.
            var reasons: [String: (count: Int, singular: String, plural: String, noSwiftValue: Bool)] = [:]
            for problem in problems { reasons[problem.plural, default: (0, problem.singular, problem.plural, problem.noSwiftValue)].count += 1 }
            func listed(noSwiftValue: Bool) -> String {
                reasons.values.filter { $0.noSwiftValue == noSwiftValue }.sorted { ($1.count, $0.plural) < ($0.count, $1.plural) }
                    .map { "\(Pipeline.grouped($0.count)) \($0.count == 1 ? $0.singular : $0.plural)" }.joined(separator: ", ")
            }
            let unreadable = listed(noSwiftValue: false), webOnly = listed(noSwiftValue: true)
            let reasonsText = [unreadable, webOnly.isEmpty ? "" : "no Swift value: " + webOnly].filter { !$0.isEmpty }.joined(separator: "; ")
            diagnostics.summary("\(file): \(Pipeline.count(counts[file]!, "token")), \(Pipeline.grouped(problems.count)) left out (\(reasonsText))")
        }
    }
}

/// The tokens of a set, and those left out (by dotted path).
struct ResolvedTokens {
    var tokens: [Token]
    /// Each token's path number (see `TokenPaths`).
    var pathNumbers: [Int]
    var leftOut: [String: LeftOutToken]
}

struct LeftOutToken {
    /// The file the token is written in.
    var file: String
    var problem: Failure
}

extension TokenSetResolver {
    /// The tokens with those that groups inherit through `$extends` (DTCG 2025.10): each group gets the
    /// tokens of its base group (which may itself extend another) that it does not define; the copies keep
    /// their values, references included. A chain that comes back to a group is an error.
    ///
    /// Bounded for any input: chains of bases are walked without recursion, the tokens under each group are
    /// indexed (scanning every token for each group is quadratic in a long chain), and groups that copy
    /// groups that copy others may make at most `maximumExtendedTokens` tokens in all (each level of a fan
    /// doubles them).
    static func extended(_ raw: [RawToken], by written: [GroupExtension], diagnostics: DiagnosticCollector) -> [RawToken] {
        // A group that extends its own ancestor would contain itself (the format forbids it): the `$extends` is
        // ignored, with a warning.
        let extensions = written.filter { `extension` in
            guard `extension`.group.starts(with: `extension`.base) else { return true }
            diagnostics.warning(
                .extendsAncestor(group: `extension`.group.joined(separator: "."), base: `extension`.base.joined(separator: ".")),
                at: `extension`.location
            )
            return false
        }
        guard !extensions.isEmpty else { return raw }
        var tokens = raw
        let limit = maximumExtendedTokens(raw.count + extensions.count)
        var paths = Set(raw.map(\.path))
        // The tokens below each group, by the group's path.
        var below: [[String]: [Int]] = [:]
        func index(_ number: Int) {
            let path = tokens[number].path
            for length in 1..<max(path.count, 1) { below[Array(path.prefix(length)), default: []].append(number) }
        }
        for number in tokens.indices { index(number) }

        /// Copies the base's tokens into the group; false when the tokens would pass the limit.
        func apply(_ extension: GroupExtension) -> Bool {
            let prefix = `extension`.base
            guard let inherited = below[prefix], !inherited.isEmpty else {
                let what = paths.contains(prefix) ? "a token, not a group" : "no group"
                diagnostics.warning(.ignoredInTokenFile(problem: .extendsNamesNoGroup(reference: prefix.joined(separator: "."), what: what)), at: `extension`.location)
                return true
            }
            var baseTypes: [ArraySlice<String>: TokenType] = [:]
            for number in inherited {
                let relative = tokens[number].path.dropFirst(prefix.count)
                if let type = tokens[number].type { baseTypes[relative] = type }
                var copy = tokens[number]
                copy.path = `extension`.group + relative
                guard paths.insert(copy.path).inserted else { continue }
                guard tokens.count < limit else {
                    diagnostics.error(
                        .extendsMakesTooMany(limit: limit),
                        at: `extension`.location
                    )
                    return false
                }
                tokens.append(copy)
                index(tokens.count - 1)
            }
            // The group's own tokens without a type take the type of the token they replace.
            for number in below[`extension`.group] ?? [] where tokens[number].type == nil {
                tokens[number].type = baseTypes[tokens[number].path.dropFirst(`extension`.group.count)]
            }
            return true
        }

        // An extension copies its base after every extension inside that base has been applied: a depth-first
        // walk over "needs", without recursion.
        var inside: [[String]: [Int]] = [:]
        for (number, `extension`) in extensions.enumerated() {
            for length in 1...max(`extension`.group.count, 1) { inside[Array(`extension`.group.prefix(length)), default: []].append(number) }
        }
        enum Visit { case open, done }
        var visits: [Int: Visit] = [:]
        for start in extensions.indices where visits[start] == nil {
            var stack: [(number: Int, next: Int)] = [(start, 0)]
            visits[start] = .open
            while let (number, next) = stack.last {
                let needs = inside[extensions[number].base] ?? []
                guard next < needs.count else {
                    stack.removeLast()
                    visits[number] = .done
                    if !apply(extensions[number]) { return tokens }
                    continue
                }
                stack[stack.count - 1].next += 1
                let need = needs[next]
                switch visits[need] {
                case .open?:
                    // Back to a group on the walk: a cycle, told from that group on.
                    let from = stack.firstIndex { $0.number == need } ?? 0
                    let members = stack[from...].map { extensions[$0.number].group.joined(separator: ".") } + [extensions[need].group.joined(separator: ".")]
                    diagnostics.warning(.ignoredInTokenFile(problem: .extendsCycle(members)), at: extensions[number].location)
                    for member in stack { visits[member.number] = .done }
                    stack.removeAll()
                case .done?:
                    continue
                case nil:
                    visits[need] = .open
                    stack.append((need, 0))
                }
            }
        }
        return tokens
    }

    /// How many tokens `$extends` may make from a file of `count` tokens and extensions.
    static func maximumExtendedTokens(_ count: Int) -> Int { 16 * count + 10_000 }
}
