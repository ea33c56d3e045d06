import TokenGenVocabulary
import TokenGenRead

/// Resolves what the Read stage collected: the references, types and values of every token, and for a
/// resolver document each token over the contexts of the modifiers it depends on (`TokenSetResolver+Themes`).
/// A token keeps one value when no modifier changes it, and otherwise records only the modifiers that change
/// it and its distinct values, which is what keeps the generated code small however many modifiers there are.
package enum TokenSetResolver {
    /// The token values resolved in all combinations together are bounded, counted before any is resolved.
    static let maximumResolvedValues = 1_000_000
    /// The combinations of contexts of the modifiers a group of tokens depends on, numbered in memory that
    /// grows with them, are bounded too.
    static let maximumCombinations = 65_536

    /// What the combinations of a set share besides a `Reuse`: how many token definitions were merged and
    /// resolved in all (a test reads it), and the forms outside the format told so far (each once per file).
    package final class Work {
        var tokensResolved = 0
        /// The places looked at to find the last definitions of the paths a combination merges (see
        /// `Definitions.last`).
        package var definitionsExamined = 0
        var formsReported: Set<[String]> = []
        package let expressions = MathExpression.Cache()
        package init() {}
    }

    /// `reuse`: what resolving one combination leaves for the next (a test reads its size).
    package static func resolve(
        _ raw: RawTokenSet, reusing reuse: ValueResolver.Reuse = ValueResolver.Reuse(), work: Work = Work(),
        diagnostics: DiagnosticCollector
    ) -> TokenSet? {
        guard let set = raw.themed else {
            guard let resolved = resolve(raw.files, paths: raw.tokenPaths, work: work, diagnostics: diagnostics) else { return nil }
            summarize(raw.files, leftOut: resolved.leftOut, diagnostics: diagnostics)
            return TokenSet(tokens: resolved.tokens, paths: raw.paths, leftOut: resolved.leftOut)
        }
        guard let themed = resolveThemed(set, paths: raw.tokenPaths, reusing: reuse, work: work, diagnostics: diagnostics) else {
            return nil
        }
        var leftOut = themed.leftOut
        var kept: [Token] = []
        // By modifier, the tokens that some of its contexts lack, and those contexts.
        var filled = [(tokens: [String], contexts: Set<Int>)](repeating: ([], []), count: set.modifiers.count)
        for (index, token) in themed.tokens.enumerated() where leftOut[token.dottedPath] == nil {
            switch themed.decide(index, set) {
            case .kept(let token):
                kept.append(token)
            case .filled(let token, let missing):
                kept.append(token)
                for (modifier, contexts) in missing {
                    filled[modifier].tokens.append(token.dottedPath)
                    filled[modifier].contexts.formUnion(contexts)
                }
            case .leftOut(let problem):
                diagnostics.warning(.tokenLeftOut(tokens: [token.dottedPath], problem: problem), at: token.location)
                leftOut[token.dottedPath] = UnresolvedToken(token, problem: problem)
            }
        }
        for (modifier, lacking) in zip(set.modifiers, filled) where !lacking.tokens.isEmpty {
            let contexts = modifier.contexts.indices.filter(lacking.contexts.contains).map { modifier.contexts[$0] }
            diagnostics.warning(
                .filledFromFirstContext(modifier: modifier.name, contexts: contexts, tokens: lacking.tokens), at: modifier.location)
        }
        guard !diagnostics.hasErrors else { return nil }
        summarize(set.every, leftOut: leftOut, diagnostics: diagnostics)
        if !set.readOnly.isEmpty { kept.removeAll { set.readOnly.contains($0.location.path) } }
        return TokenSet(tokens: kept, paths: raw.paths, modifiers: set.modifiers, leftOut: leftOut)
    }

    /// Sources merged in order, then every value resolved, reusing what resolving other sets of the same files
    /// found (see `ValueResolver.Reuse`); nil when nothing could be read. The sources' tokens are numbered by `paths`.
    package static func resolve(
        _ sources: [CollectedTokens], paths: TokenPaths, reusing reuse: ValueResolver.Reuse? = nil, work: Work = Work(),
        diagnostics: DiagnosticCollector
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
        return resolveMerged(
            raw, paths: paths, settings: settings, reusing: extensions.isEmpty ? reuse : nil, work: work, diagnostics: diagnostics)
    }

    /// Merged tokens resolved, the tokens left out found.
    static func resolveMerged(
        _ raw: [RawToken], paths: TokenPaths, settings: TokenSettings, reusing reuse: ValueResolver.Reuse?, work: Work,
        diagnostics: DiagnosticCollector
    ) -> ResolvedTokens {
        work.tokensResolved += raw.count
        var resolver = ValueResolver(
            raw: raw, paths: paths, settings: settings, diagnostics: diagnostics, reusing: reuse, formsReported: work.formsReported,
            expressions: work.expressions)
        let (tokens, pathNumbers) = resolver.resolveAll()
        work.formsReported = resolver.draftFormsReported
        if let reuse { resolver.record(into: reuse) }
        var leftOut: [String: UnresolvedToken] = [:]
        for (path, token) in resolver.leftOut {
            if let index = resolver.index(of: path), !raw[index].isReferenceOnly { leftOut[path] = token }
        }
        return ResolvedTokens(tokens: tokens, pathNumbers: pathNumbers, leftOut: leftOut)
    }

    /// One line per file that had tokens left out, after the warnings: how many tokens it has, how many are
    /// left out, and why (`Light.tokens.json: 409 tokens, 3 left out (2 unknown units, 1 unreadable colour)`).
    package static func summarize(_ sources: [CollectedTokens], leftOut: [String: UnresolvedToken], diagnostics: DiagnosticCollector) {
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
            for problem in problems {
                reasons[problem.plural, default: (0, problem.singular, problem.plural, problem.noSwiftValue)].count += 1
            }
            func listed(noSwiftValue: Bool) -> String {
                reasons.values.filter { $0.noSwiftValue == noSwiftValue }.sorted { ($1.count, $0.plural) < ($0.count, $1.plural) }
                    .map { "\(Wording.grouped($0.count)) \($0.count == 1 ? $0.singular : $0.plural)" }.joined(separator: ", ")
            }
            let unreadable = listed(noSwiftValue: false), webOnly = listed(noSwiftValue: true)
            let reasonsText = [unreadable, webOnly.isEmpty ? "" : "no Swift value: " + webOnly].filter { !$0.isEmpty }.joined(
                separator: "; ")
            diagnostics.summary(
                "\(file): \(Wording.count(counts[file]!, "token")), \(Wording.grouped(problems.count)) left out (\(reasonsText))")
        }
    }
}

/// The tokens of a set, and those left out (by dotted path).
package struct ResolvedTokens {
    package var tokens: [Token]
    /// Each token's path number (see `TokenPaths`).
    package var pathNumbers: [Int]
    package var leftOut: [String: UnresolvedToken]
}

/// A token the resolver leaves out: where it is written, its first problem and where that is reported.
package struct UnresolvedToken: Sendable {
    /// Its dotted path.
    package var token: String
    /// The file the token is written in.
    package var file: String
    package var problem: Failure
    /// Where the warning that leaves it out points: in its value, or at the first member of its cycle.
    package var location: SourceLocation

    package init(_ token: RawToken, problem: Failure, reportedAt location: SourceLocation? = nil) {
        (self.token, file, self.problem, self.location) = (token.dottedPath, token.location.path, problem, location ?? token.location)
    }

    package init(_ token: Token, problem: Failure) {
        (self.token, file, self.problem, location) = (token.dottedPath, token.location.path, problem, token.location)
    }
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
    package static func extended(_ raw: [RawToken], by written: [GroupExtension], diagnostics: DiagnosticCollector) -> [RawToken] {
        let extensions = withoutAncestors(written, diagnostics: diagnostics)
        guard !extensions.isEmpty else { return raw }
        var copier = GroupCopier(raw, limit: maximumExtendedTokens(raw.count + extensions.count))

        // An extension copies its base after every extension inside that base has been applied: a depth-first
        // walk over "needs", without recursion.
        var inside: [[String]: [Int]] = [:]
        for (number, `extension`) in extensions.enumerated() {
            for length in 1...max(`extension`.group.count, 1) {
                inside[Array(`extension`.group.prefix(length)), default: []].append(number)
            }
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
                    if !copier.apply(extensions[number], diagnostics: diagnostics) { return copier.tokens }
                    continue
                }
                stack[stack.count - 1].next += 1
                let need = needs[next]
                switch visits[need] {
                case .open?:
                    // Back to a group on the walk: a cycle, told from that group on.
                    let from = stack.firstIndex { $0.number == need } ?? 0
                    let members =
                        stack[from...].map { extensions[$0.number].group.joined(separator: ".") } + [
                            extensions[need].group.joined(separator: ".")
                        ]
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
        return copier.tokens
    }

    /// The extensions without those of a group that extends its own ancestor, which would contain itself (the
    /// format forbids it): each ignored, with a warning.
    private static func withoutAncestors(_ written: [GroupExtension], diagnostics: DiagnosticCollector) -> [GroupExtension] {
        written.filter { `extension` in
            guard `extension`.group.starts(with: `extension`.base) else { return true }
            diagnostics.warning(
                .extendsAncestor(group: `extension`.group.joined(separator: "."), base: `extension`.base.joined(separator: ".")),
                at: `extension`.location
            )
            return false
        }
    }

    /// The tokens as extensions copy their bases' tokens into their groups, up to a limit.
    private struct GroupCopier {
        private(set) var tokens: [RawToken]
        private let limit: Int
        private var paths: Set<[String]>
        /// The tokens below each group, by the group's path.
        private var below: [[String]: [Int]] = [:]

        init(_ raw: [RawToken], limit: Int) {
            tokens = raw
            self.limit = limit
            paths = Set(raw.map(\.path))
            for number in tokens.indices { index(number) }
        }

        private mutating func index(_ number: Int) {
            let path = tokens[number].path
            for length in 1..<max(path.count, 1) { below[Array(path.prefix(length)), default: []].append(number) }
        }

        /// Copies the base's tokens into the group; false when the tokens would pass the limit.
        mutating func apply(_ extension: GroupExtension, diagnostics: DiagnosticCollector) -> Bool {
            let prefix = `extension`.base
            guard let inherited = below[prefix], !inherited.isEmpty else {
                let what = paths.contains(prefix) ? "a token, not a group" : "no group"
                diagnostics.warning(
                    .ignoredInTokenFile(problem: .extendsNamesNoGroup(reference: prefix.joined(separator: "."), what: what)),
                    at: `extension`.location)
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
                    diagnostics.error(.extendsMakesTooMany(limit: limit), at: `extension`.location)
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
    }

    /// How many tokens `$extends` may make from a file of `count` tokens and extensions.
    static func maximumExtendedTokens(_ count: Int) -> Int { 16 * count + 10_000 }
}
