import TokenGenVocabulary
import TokenGenRead

/// How a reference finds what it names: a token, a part of its value, a Style Dictionary `.value`, a token
/// its name matches loosely, or nothing (with a "did you mean").
extension ValueResolver {
    /// A token, and the part of its value (empty for all of it) that a reference names.
    package struct Reference {
        package var path: String
        package var property: [String] = []
        /// Whether it names a group's `$root` as such (`{accent.$root}`, `#/accent/$root`).
        var namesRoot = false
    }

    /// `"{group.token}"`, or `{"$ref": "#/group/token/$value"}` (which may go on into the value); a `$ref`
    /// that is no token's gets an error here, when `reporting`.
    package func reference(in node: DocumentNode, reporting: Bool = true) -> Reference? {
        if let mapping = node.mapping, let pointerNode = mapping["$ref"] {
            guard mapping.entries.count == 1, let pointer = pointerNode.scalar?.text else {
                if reporting { diagnostics.error(.refNotAlone, at: pointerNode.location) }
                return nil
            }
            switch JSONPointer.target(pointer) {
            case .success(let target):
                return Reference(path: target.path.joined(separator: "."), property: target.property, namesRoot: true)
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
            guard bytes.count > 2, bytes.base[0] == UInt8(ascii: "{"), bytes.base[bytes.count - 1] == UInt8(ascii: "}") else {
                return false
            }
            var position = 1
            while position < bytes.count - 1 {
                if bytes.base[position] == UInt8(ascii: "{") || bytes.base[position] == UInt8(ascii: "}") { return false }
                position += 1
            }
            return true
        }
    }

    /// `color.brand` for Style Dictionary 3's `color.brand.value` and `color.brand.$value`: a reference to the
    /// token's value, where the path names no token itself.
    func tokenOfValueReference(_ path: String) -> String? {
        for suffix in [".value", ".$value"] where path.hasSuffix(suffix) {
            let token = String(path.dropLast(suffix.count))
            if index(of: token) != nil { return token }
        }
        return nil
    }

    /// The value a reference names, the referenced token resolved first (with the forms of other tools read and
    /// warned about); nil after an error when there is none.
    mutating func referencedValue(
        _ target: Reference, at location: SourceLocation, expected: TokenType?, in token: RawToken
    ) -> TokenValue? {
        var reference = target.path
        if lookUp(reference) == nil, let named = tokenOfValueReference(reference) {
            draftForm(
                "a reference to a token's value ('{\(reference)}')", kind: "value reference", at: location,
                advice: "write {\(named)}; tokengen reads the token", since2025: false, of: [.styleDictionary]
            )
            reference = named
        }
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
                diagnostics.error(
                    .referenceToNoToken(
                        token: token.dottedPath, reference: reference, suggestion: closest(to: reference, referring: token.dottedPath)),
                    at: location)
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
            if let problem = leftOut[reference]?.problem, problem.isTokenLimit {
                leftOut[token.dottedPath] = UnresolvedToken(token, problem: problem, reportedAt: location)
                return nil
            }
            // A token of a cycle is left out by the cycle's report.
            if !stack.contains(raw[index].pathNumber), leftOut[token.dottedPath] == nil {
                diagnostics.error(.refersToLeftOut(token: token.dottedPath, reference: reference), at: location)
            }
            return nil
        }
        if !target.property.isEmpty {
            return part(target.property[...], of: raw[index], at: location, expected: expected, in: token)
        }
        // Tokens Studio's numbers and lengths are one kind: a number may name a length, and a length a number.
        switch (expected, value) {
        case (.number?, .dimension(let points)):
            draftForm(
                "a number that refers to a dimension", at: location, advice: "tokengen reads its size in points", since2025: false,
                of: [.tokensStudio])
            return .number(points)
        case (.dimension?, .number(let number)):
            draftForm(
                "a dimension that refers to a number", at: location, advice: "tokengen reads the number as px", since2025: false,
                of: [.tokensStudio])
            return .dimension(number)
        // Tokens Studio types its gradients `color`: a token typed so whose whole value names a gradient is one.
        case (.color?, .gradient) where location == token.value.location:
            return value
        // A loosely typed token (Tokens Studio's `text`, Figma's `string`) that is a reference takes its target's type.
        case (.string?, _) where location == token.value.location:
            return value
        // A number may hold a font weight's number, a font weight a number's, and a font family a text's name.
        case (.number?, .fontWeight(let weight)):
            draftForm(
                "a number that refers to a font weight", at: location, advice: "tokengen reads the weight as the number", since2025: false,
                of: [.tokensStudio])
            return .number(weight)
        case (.fontWeight?, .number(let number)) where (1...1000).contains(number):
            draftForm(
                "a font weight that refers to a number", at: location,
                advice: "give the number token $type fontWeight; tokengen reads the number as the weight", since2025: false,
                of: [.tokensStudio])
            return .fontWeight(number)
        case (.fontFamily?, .string(let name)):
            return .fontFamily([name])
        default: break
        }
        if let expected, value.type != expected {
            diagnostics.error(
                .referenceTypeMismatch(
                    reference: reference, type: value.type.rawValue, token: token.dottedPath, expected: expected.rawValue),
                at: location
            )
            return nil
        }
        return value
    }

    /// The part of `owner`'s value that `property` names, read as `expected`: the pointer is followed through
    /// the value as written, and through the references it meets on the way.
    ///
    /// The parts being followed are counted across tokens (`partDepth`): a part's value may refer to another
    /// token's part, and that token's value is read here, outside `resolve`'s stack, so a per-call count would
    /// let a file of pointers into each other's values deepen the recursion without bound.
    mutating func part(
        _ property: ArraySlice<String>, of owner: RawToken, at location: SourceLocation, expected: TokenType?, in token: RawToken
    ) -> TokenValue? {
        let shown = "#/" + (owner.path + ["$value"] + property).joined(separator: "/")
        guard partDepth < Self.maximumPartDepth else {
            diagnostics.error(.partChainTooLong(shown), at: location)
            return nil
        }
        partDepth += 1
        defer { partDepth -= 1 }
        guard let expected else {
            diagnostics.error(.untypedPartReference(token: token.dottedPath, reference: shown), at: location)
            return nil
        }
        var node = owner.value
        var rest = property
        while let segment = rest.first {
            if let inner = reference(in: node), let next = lookUp(inner.path) {
                return part(inner.property + rest, of: raw[next], at: location, expected: expected, in: token)
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
        return read(node, as: expected, in: owner)
    }

    /// Token paths by their loose form, worked out the first time a reference names no token.

    /// The value a node writes, found through whole-token references (`{a}` → `{b}` → `24`) however long the
    /// chain (as resolving follows it), with the index in `raw` of the token that writes it (nil when the node
    /// is no reference): what that token's file means by the value decides how it is read. Each token's writer
    /// is remembered, so that many tokens through one long chain walk it once; a cycle stops at the token that
    /// closes it (resolving reports it). The token referred to and the writer are recorded as looked up.
    mutating func writtenValue(of node: DocumentNode) -> (node: DocumentNode, holder: Int?) {
        func referredToken(_ node: DocumentNode) -> Int? {
            guard let target = reference(in: node, reporting: false), target.property.isEmpty else { return nil }
            return lookUp(target.path)
        }
        guard var current = referredToken(node) else { return (node, nil) }
        var walked: [Int] = []
        var seen: Set<Int> = []
        var holder = current
        while true {
            if let known = writers[current] {
                holder = known
                break
            }
            holder = current
            guard seen.insert(current).inserted else { break }
            walked.append(current)
            guard let next = referredToken(raw[current].value) else { break }
            current = next
        }
        for index in walked { writers[index] = holder }
        if let reading = stack.last {
            if lookedUp[reading] == nil { lookedUp[reading] = [] }
            lookedUp[reading]!.insert(raw[holder].pathNumber)
        }
        return (raw[holder].value, holder)
    }

    /// The one token whose path differs from `reference` only in case or in separators within names
    /// (`{Color.Brand-Primary}` for `color.brand primary`), as Figma's exports write references; nil when
    /// none or several do.
    mutating func looselyMatching(_ reference: String) -> String? {
        guard let matches = looseIndex[Token.loose(reference)], matches.count == 1 else { return nil }
        return matches[0]
    }

    /// The nearest token path, for "did you mean"; the first 20 unknown references of up to 256 characters
    /// get one, each compared within a bounded number of steps (`maximumSuggestionWork`, counted in
    /// `suggestionWork`), so that a file of thousands of broken references, or of long paths, takes linear time.
    /// Never the token that refers (`referring`): it cannot be what its own value meant.
    mutating func closest(to reference: String, referring: String) -> String? {
        guard suggestionsLeft > 0 else { return nil }
        suggestionsLeft -= 1
        let target = Array(reference.unicodeScalars)
        guard target.count <= Self.maximumSuggestedLength else { return nil }
        var best: (path: String, distance: Int)?
        var budget = Self.maximumSuggestionWork
        for token in raw {
            let limit = min(best?.distance ?? Int.max, max(2, target.count / 3))
            let candidate = token.dottedPath
            guard candidate != referring else { continue }
            let scalars = candidate.unicodeScalars
            guard abs(scalars.count - target.count) <= limit else { continue }
            guard let distance = Self.editDistance(Array(scalars), target, atMost: limit, budget: &budget) else {
                if budget <= 0 { break }
                continue
            }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.path) {
                best = (candidate, distance)
            }
        }
        suggestionWork += Self.maximumSuggestionWork - budget
        return best?.path
    }

    static let maximumSuggestedLength = 256
    /// Steps of the edit distance one suggestion may take: a few thousand paths of a few dozen characters.
    static let maximumSuggestionWork = 2_000_000

    /// The edit distance of `a` and `b` when it is at most `limit`, else nil; computed in the band of
    /// `limit` around the diagonal, each step taken from `budget` (nil once it runs out).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int, budget: inout Int) -> Int? {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        let outside = limit + 1
        var previous = (0...b.count).map { $0 <= limit ? $0 : outside }
        var current = [Int](repeating: outside, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            guard low <= high else { return nil }
            current[low - 1] = low == 1 && i <= limit ? i : outside
            var rowMinimum = current[low - 1]
            for j in low...high {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1, outside)
                rowMinimum = min(rowMinimum, current[j])
            }
            if high < b.count { current[high + 1] = outside }
            budget -= high - low + 1
            guard rowMinimum <= limit, budget > 0 else { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}

/// The groups of a set's tokens, as a tree of names: work and memory linear in the names of the paths, where
/// the set of every group's dotted path grows with the square of their depth.
package struct GroupPaths {
    private struct Child: Hashable {
        var parent: Int
        var name: Substring
    }
    private var children: [Child: Int] = [:]

    package init(_ paths: some Sequence<[String]>) {
        for path in paths where path.count > 1 {
            var node = 0
            for name in path.dropLast() {
                let child = Child(parent: node, name: Substring(name))
                if let known = children[child] {
                    node = known
                } else {
                    node = children.count + 1
                    children[child] = node
                }
            }
        }
    }

    /// Whether `dottedPath` is a group's.
    package func contains(_ dottedPath: String) -> Bool {
        var node = 0
        for name in dottedPath.split(separator: ".", omittingEmptySubsequences: false) {
            guard let child = children[Child(parent: node, name: name)] else { return false }
            node = child
        }
        return node != 0
    }
}
