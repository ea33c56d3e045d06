import TokenGenVocabulary
import TokenGenRead

/// Which modifiers each token of a resolver document's set may depend on, worked out from its layers before
/// anything is resolved: those whose contexts define the token, and those of every token its value refers to,
/// transitively. Tokens that depend on the same modifiers make a `Group`, resolved over those modifiers'
/// contexts alone, the others at their defaults: so the work grows with the contexts each token depends on,
/// never with the product of every modifier's.
///
/// Where the files cannot tell, more modifiers are assumed, never fewer (`TokenSetResolver` compares the
/// values to find those that really change a token): a source merged only in some contexts counts for every
/// token it defines, a modifier whose sources change the set's settings (`hexAlpha`, a rem's size) for every
/// token, and `$extends`, whose copies are not known before resolving, makes all tokens one group over every
/// modifier.
package struct ModifierDependencies {
    package struct Group {
        /// Indices of the set's modifiers, ascending.
        package var modifiers: [Int]
        /// The path numbers of its tokens, ascending.
        package var members: [Int]
        /// What a combination merges to resolve the members: their paths and those of every token they refer to,
        /// transitively; nil when it must merge every token (a reference that may name no token in some
        /// combination, which is then matched loosely or given a "did you mean" among all of them).
        var needed: [Int]?
    }

    /// The groups that depend on some modifier, in the order of their first path.
    package private(set) var groups: [Group] = []
    /// By path number, the group of the path; -1 for one that depends on no modifier.
    private var groupOfPath: [Int]
    /// Set for `$extends`: every path, known now or copied later, is in the one group.
    private let oneGroup: Bool
    /// By path number, the references its definitions make: a value's work in each combination grows with them
    /// (math that names a token a thousand times follows a thousand references), so the bound counts them.
    private var references: [Int]
    /// How many of `groups`, from the first, have their `needed` worked out. The others are not: the closures
    /// walked so far already hold more paths than `TokenSetResolver.maximumResolvedValues`, so the set is
    /// refused, and walking on would cost groups × paths (every group can reach every path).
    package private(set) var measuredGroups = 0
    /// The edges between paths (and the nodes of loose names) that the references make (a test reads it).
    package private(set) var referenceEdgeCount = 0

    /// The paths the measured groups' `needed` hold, in all (a test reads it).
    package var neededPaths: Int { groups.prefix(measuredGroups).reduce(0) { $0 + ($1.needed?.count ?? 0) } }

    /// What resolving these paths costs in one combination, as the bound counts it: a value each, and each
    /// reference their definitions make.
    func work(of paths: [Int]) -> Int {
        paths.reduce(0) { $0 + 1 + ($1 < references.count ? references[$1] : 0) }
    }

    /// The group of a path number, nil when the path depends on no modifier.
    package func group(ofPath path: Int) -> Int? {
        if oneGroup { return groups.isEmpty ? nil : 0 }
        return path < groupOfPath.count && groupOfPath[path] >= 0 ? groupOfPath[path] : nil
    }

    package init(_ set: RawTokenSet.Themed, paths: TokenPaths) {
        let pathCount = paths.count
        groupOfPath = [Int](repeating: -1, count: pathCount)
        references = [Int](repeating: 0, count: pathCount)
        var modifiers = [ModifierSet](repeating: ModifierSet(), count: pathCount)
        var everyToken = ModifierSet()
        var defined = [Bool](repeating: false, count: pathCount)
        for layer in set.layers {
            for path in layer.tokens.pathNumbers { defined[path] = true }
            for chosen in layer.chosenBy {
                for path in layer.tokens.pathNumbers { modifiers[path].insert(chosen.modifier) }
                if layer.tokens.settings != TokenSettings() { everyToken.insert(chosen.modifier) }
            }
        }
        oneGroup = set.layers.contains { !$0.tokens.extensions.isEmpty }
        if oneGroup {
            let chosen = Set(set.layers.flatMap { $0.chosenBy.map(\.modifier) }).sorted()
            if !chosen.isEmpty { groups = [Group(modifiers: chosen, members: defined.indices.filter { defined[$0] }, needed: nil)] }
            measuredGroups = groups.count
            return
        }

        let (edges, looseReferences, referenceCounts) = Self.referenceEdges(set, paths: paths, defined: defined)
        references = referenceCounts
        referenceEdgeCount = edges.reduce(0) { $0 + $1.count }
        var loose = looseReferences
        // The nodes after the paths stand for the loose names (see `referenceEdges`).
        let nodeCount = edges.count
        modifiers += [ModifierSet](repeating: ModifierSet(), count: nodeCount - pathCount)
        let isNode = defined + [Bool](repeating: true, count: nodeCount - pathCount)

        // Dependencies first, so each component takes what its references depend on.
        var component = [Int](repeating: -1, count: nodeCount)
        var components = 0
        StronglyConnectedComponents.walk(edges: edges, isNode: isNode, starts: 0..<nodeCount) { members in
            for member in members { component[member] = components }
            var union = everyToken
            var unionLoose = false
            for member in members {
                union.formUnion(modifiers[member])
                unionLoose = unionLoose || loose[member]
                for target in edges[member] where component[target] != components {
                    union.formUnion(modifiers[target])
                    unionLoose = unionLoose || loose[target]
                }
            }
            for member in members {
                modifiers[member] = union
                loose[member] = unionLoose
            }
            components += 1
        }

        var groupOfKey: [ModifierSet: Int] = [:]
        for path in 0..<pathCount where defined[path] && !modifiers[path].members.isEmpty {
            let key = modifiers[path]
            let number: Int
            if let known = groupOfKey[key] {
                number = known
            } else {
                number = groups.count
                groupOfKey[key] = number
                groups.append(Group(modifiers: key.members, members: [], needed: []))
            }
            groupOfPath[path] = number
            groups[number].members.append(path)
            if loose[path] { groups[number].needed = nil }
        }
        closeOverReferences(edges: edges, paths: pathCount)
    }

    /// Each group's `needed`: its members and every path their references reach, walked once per group, until
    /// the paths walked pass the bound (see `measuredGroups`). A group that is not loose reaches no loose name's
    /// node: such a node is loose, and so is whatever reaches it.
    private mutating func closeOverReferences(edges: [[Int]], paths: Int) {
        var reached = [Int](repeating: -1, count: paths)
        var walked = 0
        for number in groups.indices {
            guard walked <= TokenSetResolver.maximumResolvedValues else { return }
            measuredGroups = number + 1
            guard groups[number].needed != nil else { continue }
            var needed = groups[number].members
            for member in needed { reached[member] = number }
            var next = 0
            while next < needed.count {
                for target in edges[needed[next]] where reached[target] != number {
                    reached[target] = number
                    needed.append(target)
                }
                next += 1
            }
            groups[number].needed = needed
            walked += needed.count
        }
    }

    /// The references of every definition, as edges between paths, with the number of references of each path;
    /// a reference that may find nothing in some combination makes its token loose, with an edge to a node after
    /// the paths that stands for its loose name, and from there to every path that the name matches: one edge
    /// per reference, however many tokens name the same loose name.
    private static func referenceEdges(
        _ set: RawTokenSet.Themed, paths: TokenPaths, defined: [Bool]
    ) -> (edges: [[Int]], loose: [Bool], references: [Int]) {
        let pathCount = paths.count
        let everywhere = definedEverywhere(set, paths: pathCount)
        var edges = [[Int]](repeating: [], count: pathCount)
        var loose = [Bool](repeating: false, count: pathCount)
        var references = [Int](repeating: 0, count: pathCount)
        var looseIndex: [String: [Int]]?
        var nodeOfLooseName: [String: Int] = [:]
        for layer in set.layers {
            for (index, token) in layer.tokens.tokens.enumerated() {
                let from = layer.tokens.pathNumbers[index]
                ValueResolver.forEachReference(in: token) { reference, _ in
                    references[from] += 1
                    var exact = false
                    for candidate in [reference] + valueReferenceTargets(reference) {
                        guard let path = paths.existingNumber(of: candidate), path < pathCount, defined[path] else { continue }
                        edges[from].append(path)
                        exact = exact || everywhere[path]
                    }
                    guard !exact else { return }
                    loose[from] = true
                    if looseIndex == nil {
                        looseIndex = Dictionary(grouping: (0..<pathCount).filter { defined[$0] }) { Token.loose(paths.dottedPaths[$0]) }
                    }
                    let name = Token.loose(reference)
                    if let node = nodeOfLooseName[name] {
                        edges[from].append(node)
                    } else if let matches = looseIndex![name] {
                        nodeOfLooseName[name] = edges.count
                        edges[from].append(edges.count)
                        edges.append(matches)
                        loose.append(true)
                    }
                }
            }
        }
        return (edges, loose, references)
    }

    /// Whether each path is defined in every combination: in a source merged in all of them, or in sources
    /// that every context of one modifier merges.
    private static func definedEverywhere(_ set: RawTokenSet.Themed, paths: Int) -> [Bool] {
        var everywhere = [Bool](repeating: false, count: paths)
        var contexts: [Int: Set<Int>] = [:]
        for layer in set.layers {
            for path in layer.tokens.pathNumbers where !everywhere[path] {
                guard !layer.chosenBy.isEmpty else {
                    everywhere[path] = true
                    continue
                }
                for chosen in layer.chosenBy {
                    let key = path * set.modifiers.count + chosen.modifier
                    contexts[key, default: []].insert(chosen.context)
                    if contexts[key]!.count == set.modifiers[chosen.modifier].contexts.count { everywhere[path] = true }
                }
            }
        }
        return everywhere
    }

    /// The token a Style Dictionary 3 value reference names (`color.brand` for `color.brand.value`), as
    /// `ValueResolver.tokenOfValueReference` finds it.
    private static func valueReferenceTargets(_ reference: String) -> [String] {
        [".value", ".$value"].filter(reference.hasSuffix).map { String(reference.dropLast($0.count)) }
    }
}

/// The modifiers a path depends on: the smallest indices, at most `largest` of them. Every modifier that
/// merges a source only in some contexts has two contexts or more, so a path over more than 16 of them passes
/// `TokenSetResolver.maximumCombinations` (65,536) whichever they are: keeping 17 tells that, and keeps the
/// memory and the work of a union bounded per path however many modifiers the document has.
private struct ModifierSet: Hashable {
    static let largest = 17
    /// Ascending.
    private(set) var members: [Int] = []

    mutating func insert(_ modifier: Int) {
        formUnion(ModifierSet(members: [modifier]))
    }

    /// The union, cut to `largest`.
    mutating func formUnion(_ other: ModifierSet) {
        guard !other.members.isEmpty, members != other.members else { return }
        var merged: [Int] = []
        merged.reserveCapacity(min(members.count + other.members.count, Self.largest))
        var (a, b) = (0, 0)
        while merged.count < Self.largest, a < members.count || b < other.members.count {
            let next = b == other.members.count || a < members.count && members[a] <= other.members[b] ? members[a] : other.members[b]
            if a < members.count, members[a] == next { a += 1 }
            if b < other.members.count, other.members[b] == next { b += 1 }
            merged.append(next)
        }
        members = merged
    }
}
