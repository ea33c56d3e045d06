import TokenGenVocabulary
import TokenGenRead

/// A resolver document's set (or a Tokens Studio export's): the default combination of contexts resolved as a
/// whole, then each group of tokens that depend on the same modifiers (`ModifierDependencies`) over the other
/// combinations of those modifiers' contexts alone, merging only the tokens the group needs. Each token's
/// values are then compared to keep the modifiers that really change it.
extension TokenSetResolver {
    /// The tokens any combination has (the default combination's first, in its order, then in the order first
    /// met), with their values over the contexts of their group.
    package struct ThemedTokens {
        package var tokens: [Token] = []
        /// By token: its group, nil for one that depends on no modifier.
        var groupOfToken: [Int?] = []
        /// By token: its value in each combination of its group (nil where it has none); empty for no group.
        package var values: [[TokenValue?]] = []
        var groups: [ModifierDependencies.Group]
        var numberings: [ContextNumbering]
        /// By group, then combination: whether resolving it failed (a limit passed).
        var failed: [[Bool]]
        package var leftOut: [String: UnresolvedToken] = [:]
    }

    /// Every group resolved over its combinations; nil after an error (a bound passed).
    static func resolveThemed(
        _ set: RawTokenSet.Themed, paths: TokenPaths, reusing reuse: ValueResolver.Reuse, work: Work, diagnostics: DiagnosticCollector
    ) -> ThemedTokens? {
        let dependencies = ModifierDependencies(set, paths: paths)
        guard isWithinBounds(set, dependencies, pathCount: paths.count, diagnostics: diagnostics) else { return nil }
        let defaults = set.defaults
        let groups = dependencies.groups
        let numberings = groups.map { group in
            ContextNumbering(
                counts: group.modifiers.map { set.modifiers[$0].contexts.count }, defaults: group.modifiers.map { defaults[$0] })
        }
        var themed = ThemedTokens(
            groups: groups, numberings: numberings, failed: numberings.map { [Bool](repeating: false, count: $0.total) })
        var indexOfPath: [Int] = []
        var forwarded: Set<String> = []

        /// What one combination resolved, kept for the tokens of `group` (all tokens for the default one).
        func record(_ resolved: ResolvedTokens?, _ local: DiagnosticCollector, group: Int?, combination: Int) {
            for (path, token) in resolved?.leftOut ?? [:] where themed.leftOut[path] == nil { themed.leftOut[path] = token }
            for diagnostic in local.diagnostics where forwarded.insert(diagnostic.formatted).inserted { diagnostics.emit(diagnostic) }
            if let group {
                themed.failed[group][combination] = local.hasErrors
            } else {
                for group in groups.indices { themed.failed[group][numberings[group].defaultNumber] = local.hasErrors }
            }
            while indexOfPath.count < paths.count { indexOfPath.append(-1) }
            guard let resolved else { return }
            for (token, path) in zip(resolved.tokens, resolved.pathNumbers) {
                let tokenGroup = dependencies.group(ofPath: path)
                guard group == nil || tokenGroup == group else { continue }
                var index = indexOfPath[path]
                if index < 0 {
                    index = themed.tokens.count
                    indexOfPath[path] = index
                    themed.tokens.append(token)
                    themed.groupOfToken.append(tokenGroup)
                    themed.values.append(tokenGroup.map { [TokenValue?](repeating: nil, count: numberings[$0].total) } ?? [])
                } else if !token.references.isEmpty {
                    themed.tokens[index].references.formUnion(token.references)
                }
                if let tokenGroup { themed.values[index][group == nil ? numberings[tokenGroup].defaultNumber : combination] = token.value }
            }
        }

        let local = DiagnosticCollector()
        let resolved = resolve(set.sources(choosing: defaults), paths: paths, reusing: reuse, work: work, diagnostics: local)
        record(resolved, local, group: nil, combination: 0)
        let definitions = groups.contains { $0.needed != nil } ? Definitions(set.layers, pathCount: paths.count) : nil
        for (number, group) in groups.enumerated() {
            let numbering = numberings[number]
            for combination in numbering.order.dropFirst() {
                var chosen = defaults
                for (position, modifier) in group.modifiers.enumerated() { chosen[modifier] = numbering.contexts[combination][position] }
                let local = DiagnosticCollector()
                let resolved =
                    if let needed = group.needed, let definitions {
                        resolve(needed, of: set, choosing: chosen, definitions: definitions, work: work, diagnostics: local)
                    } else {
                        resolve(set.sources(choosing: chosen), paths: paths, reusing: reuse, work: work, diagnostics: local)
                    }
                record(resolved, local, group: number, combination: combination)
            }
        }
        return themed
    }

    /// Whether the values every group makes over its combinations (with the tokens it needs) stay within
    /// `maximumResolvedValues`, and each group's combinations within `maximumCombinations`: counted before
    /// anything is resolved; false after telling which tokens pass them.
    private static func isWithinBounds(
        _ set: RawTokenSet.Themed, _ dependencies: ModifierDependencies, pathCount: Int, diagnostics: DiagnosticCollector
    ) -> Bool {
        let defaults = set.defaults
        var merged = [Bool](repeating: false, count: pathCount)
        var defaultTokens = 0
        for layer in set.layers where layer.isMerged(choosing: defaults) {
            for path in layer.tokens.pathNumbers where !merged[path] {
                merged[path] = true
                defaultTokens += 1
            }
        }
        let everyPath = dependencies.work(of: Array(0..<pathCount))
        var total = defaultTokens
        var largest: (values: Int, failure: Failure) = (
            defaultTokens, .tooManyResolvedValues(tokens: defaultTokens, modifiers: [], combinations: 1, limit: maximumResolvedValues)
        )
        // The groups not measured pass the bound with those that are (see `measuredGroups`).
        for group in dependencies.groups.prefix(dependencies.measuredGroups) {
            let names = group.modifiers.map { set.modifiers[$0].name }
            var combinations = 1
            for modifier in group.modifiers {
                combinations *= set.modifiers[modifier].contexts.count
                guard combinations <= maximumCombinations else {
                    diagnostics.error(
                        .tooManyCombinations(tokens: group.members.count, modifiers: names, limit: maximumCombinations),
                        at: set.modifiers[group.modifiers.last!].location
                    )
                    return false
                }
            }
            // At most 65,535 × the paths and references read: no overflow.
            let values = (combinations - 1) * (group.needed.map(dependencies.work(of:)) ?? everyPath)
            total += values
            if values > largest.values {
                largest = (
                    values,
                    .tooManyResolvedValues(
                        tokens: group.members.count, modifiers: names, combinations: combinations, limit: maximumResolvedValues)
                )
            }
        }
        guard total > maximumResolvedValues || dependencies.measuredGroups < dependencies.groups.count else { return true }
        diagnostics.error(largest.failure, at: set.location)
        return false
    }

    /// Every definition of each path, in merge order: where a combination that merges only some paths finds
    /// each one's last definition, and its settings. Indexed by the contexts that merge them, so that finding one
    /// costs the modifiers that define the path, not its definitions (a path in every context of a modifier of
    /// 1,000 contexts would otherwise be looked through 1,000 times in each of them).
    package struct Definitions {
        private var entries: [(layer: Int, index: Int)] = []
        /// By path number, the last of its entries that every combination merges, -1 where none is.
        private var lastAlways: [Int]
        /// By path number, where its modifiers start in `modifiers` (one more at the end): those whose contexts
        /// merge a definition of it.
        private var modifierStart: [Int]
        private var modifiers: [Int] = []
        /// The last entry of a path that a context merges.
        private var lastChosen: [ChosenPath: Int] = [:]
        /// The layers whose files change the set's settings (`hexAlpha`, a rem's size), in merge order.
        let settingsLayers: [Int]

        private struct ChosenPath: Hashable {
            var path: Int, modifier: Int, context: Int
        }

        package init(_ layers: [RawTokenSet.Layer], pathCount: Int) {
            settingsLayers = layers.indices.filter { layers[$0].tokens.settings != TokenSettings() }
            lastAlways = [Int](repeating: -1, count: pathCount)
            var modifiersOfPath: [Int: Set<Int>] = [:]
            for (layerNumber, layer) in layers.enumerated() {
                for (index, path) in layer.tokens.pathNumbers.enumerated() {
                    let entry = entries.count
                    entries.append((layerNumber, index))
                    if layer.chosenBy.isEmpty {
                        lastAlways[path] = entry
                        continue
                    }
                    for chosen in layer.chosenBy {
                        lastChosen[ChosenPath(path: path, modifier: chosen.modifier, context: chosen.context)] = entry
                        modifiersOfPath[path, default: []].insert(chosen.modifier)
                    }
                }
            }
            modifierStart = [0]
            modifierStart.reserveCapacity(pathCount + 1)
            for path in 0..<pathCount {
                modifiers += (modifiersOfPath[path] ?? []).sorted()
                modifierStart.append(modifiers.count)
            }
        }

        /// The last definition of a path among the layers a combination merges.
        func last(of path: Int, choosing chosen: [Int], work: Work) -> (layer: Int, index: Int)? {
            var last = lastAlways[path]
            for modifier in modifiers[modifierStart[path]..<modifierStart[path + 1]] {
                work.definitionsExamined += 1
                if let entry = lastChosen[ChosenPath(path: path, modifier: modifier, context: chosen[modifier])], entry > last {
                    last = entry
                }
            }
            return last >= 0 ? entries[last] : nil
        }
    }

    /// A combination's merge of only the paths a group needs, each from the last source that defines it there,
    /// in merge order, numbered apart from the run's paths so that the work is that of those paths alone.
    /// Returns the run's path numbers.
    private static func resolve(
        _ needed: [Int], of set: RawTokenSet.Themed, choosing chosen: [Int], definitions: Definitions, work: Work,
        diagnostics: DiagnosticCollector
    ) -> ResolvedTokens {
        var found: [(layer: Int, index: Int, path: Int)] = []
        found.reserveCapacity(needed.count)
        for path in needed {
            if let definition = definitions.last(of: path, choosing: chosen, work: work) {
                found.append((definition.layer, definition.index, path))
            }
        }
        found.sort { ($0.layer, $0.index) < ($1.layer, $1.index) }
        var settings = TokenSettings()
        for layer in definitions.settingsLayers.lazy.map({ set.layers[$0] }) where layer.isMerged(choosing: chosen) {
            settings.hexAlpha = layer.tokens.settings.hexAlpha ?? settings.hexAlpha
            settings.remBase = layer.tokens.settings.remBase ?? settings.remBase
        }
        var raw = found.map { definition in
            var token = set.layers[definition.layer].tokens.tokens[definition.index]
            (token.pathNumber, token.definition) = (-1, -1)
            return token
        }
        let local = TokenPaths()
        local.number(&raw)
        var resolved = resolveMerged(raw, paths: local, settings: settings, reusing: nil, work: work, diagnostics: diagnostics)
        // `local` numbered the paths in `raw`'s order.
        resolved.pathNumbers = resolved.pathNumbers.map { found[$0].path }
        return resolved
    }
}

extension TokenSetResolver.ThemedTokens {
    package enum Decision {
        case kept(Token)
        /// Kept, with the value of the first combination that defines it wherever a combination lacks it (the
        /// files do not define it there): by modifier number, the contexts that lack it.
        case filled(Token, missing: [Int: Set<Int>])
        case leftOut(Failure)
    }

    /// A token kept with its variation over its group's combinations, filled where a combination in which
    /// nothing failed lacks it (the files do not define it there), or left out when its type changes with the
    /// context.
    package func decide(_ index: Int, _ set: RawTokenSet.Themed) -> Decision {
        let token = tokens[index]
        guard let group = groupOfToken[index] else { return .kept(token) }
        let values = self.values[index], failed = self.failed[group], numbering = numberings[group]
        let modifiers = groups[group].modifiers
        func describe(_ combination: Int) -> String {
            var contexts = set.defaults
            for (position, modifier) in modifiers.enumerated() { contexts[modifier] = numbering.contexts[combination][position] }
            return zip(set.modifiers, contexts).map { "\($0.name): \($0.contexts[$1])" }.joined(separator: ", ")
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
        if other >= 0 {
            return .leftOut(
                .typeChangesWithContext(
                    token: token.dottedPath, type: type.rawValue, first: describe(first), otherType: otherType.rawValue,
                    other: describe(other)
                ))
        }
        var kept = token
        guard missing >= 0 else {
            if present.count == values.count, let variation = Self.variation(of: present, numbering) {
                kept.variation = TokenVariation(modifiers: variation.modifiers.map { modifiers[$0] }, cases: variation.cases)
            }
            return .kept(kept)
        }
        // Each combination without a value takes the first one's; its contexts that differ from that one's lack it.
        var filled: [TokenValue] = []
        filled.reserveCapacity(values.count)
        var lacking: [Int: Set<Int>] = [:]
        for (combination, value) in values.enumerated() {
            if let value {
                filled.append(value)
                continue
            }
            if failed[combination] { break }
            filled.append(values[first]!)
            for (position, modifier) in modifiers.enumerated()
            where numbering.contexts[combination][position] != numbering.contexts[first][position] {
                lacking[modifier, default: []].insert(numbering.contexts[combination][position])
            }
        }
        kept.value = values[first]!
        if filled.count == values.count {
            kept.value = filled[numbering.number(of: numbering.defaults)]
            if let variation = Self.variation(of: filled, numbering) {
                kept.variation = TokenVariation(modifiers: variation.modifiers.map { modifiers[$0] }, cases: variation.cases)
            }
        }
        return .filled(kept, missing: lacking)
    }

    /// The modifiers of the numbering that change a token's value (changing one of them alone changes the
    /// value somewhere), and its distinct values over their contexts; nil when it is the same everywhere.
    private static func variation(of values: [TokenValue], _ numbering: ContextNumbering) -> TokenVariation? {
        // Equal values share a class, found by hashing: linear however many distinct values a token has.
        var classOfValue: [TokenValue: Int] = [:]
        let classes = values.map { value in
            if let known = classOfValue[value] { return known }
            classOfValue[value] = classOfValue.count
            return classOfValue.count - 1
        }
        var dependent: [Int] = []
        for modifier in numbering.counts.indices {
            let withDefault = numbering.withDefault[modifier]
            var combination = 0
            while combination < values.count {
                let other = withDefault[combination]
                if other != combination, classes[combination] != classes[other] {
                    dependent.append(modifier)
                    break
                }
                combination += 1
            }
        }
        guard !dependent.isEmpty else { return nil }
        var cases: [TokenVariation.Case] = []
        var caseOfClass = [Int](repeating: -1, count: classOfValue.count)
        var chosen = numbering.defaults
        func visit(_ depth: Int) {
            guard depth < dependent.count else {
                let number = numbering.number(of: chosen)
                let combination = dependent.map { chosen[$0] }
                let index = caseOfClass[classes[number]]
                if index >= 0 {
                    cases[index].combinations.append(combination)
                } else {
                    caseOfClass[classes[number]] = cases.count
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
}

/// The combinations of some modifiers' contexts in mixed-radix numbering, worked out once: each combination's
/// context in every modifier, and for every modifier the combination that differs only by that modifier's
/// default.
package struct ContextNumbering {
    let counts: [Int]
    let defaults: [Int]
    /// By combination number.
    package let contexts: [[Int]]
    /// By modifier, then combination number.
    let withDefault: [[Int]]

    package init(counts: [Int], defaults: [Int]) {
        self.counts = counts
        self.defaults = defaults
        let total = counts.reduce(1, *)
        var contexts: [[Int]] = []
        contexts.reserveCapacity(total)
        var chosen = [Int](repeating: 0, count: counts.count)
        for _ in 0..<total {
            contexts.append(chosen)
            var modifier = counts.count - 1
            while modifier >= 0 {
                chosen[modifier] += 1
                if chosen[modifier] < counts[modifier] { break }
                chosen[modifier] = 0
                modifier -= 1
            }
        }
        self.contexts = contexts
        var withDefault: [[Int]] = []
        for modifier in counts.indices {
            var row: [Int] = []
            row.reserveCapacity(total)
            for combination in 0..<total {
                var changed = contexts[combination]
                changed[modifier] = defaults[modifier]
                row.append(Self.number(of: changed, counts: counts))
            }
            withDefault.append(row)
        }
        self.withDefault = withDefault
    }

    var total: Int { contexts.count }

    var defaultNumber: Int { Self.number(of: defaults, counts: counts) }

    /// Every combination, the default first.
    var order: [Int] { [defaultNumber] + contexts.indices.filter { $0 != defaultNumber } }

    package func number(of contexts: [Int]) -> Int { Self.number(of: contexts, counts: counts) }

    package static func number(of contexts: [Int], counts: [Int]) -> Int {
        var number = 0
        for modifier in counts.indices { number = number * counts[modifier] + contexts[modifier] }
        return number
    }
}
