/// A tokens job's files as read, before any reference is resolved: what `TokenSetResolver` (Check) makes a
/// `TokenSet` of.
struct RawTokenSet {
    /// The files read, in order (a resolver document first, then the files it names).
    var paths: [String]
    /// The numbers of every token path the files hold, shared with the resolver, which numbers the tokens
    /// `$extends` copies.
    var tokenPaths: TokenPaths
    /// Plain token files: their tokens, merged in order.
    var files: [CollectedTokens] = []
    /// A resolver document's (or a Tokens Studio export's): nil for plain files.
    var combinations: Combinations?
    /// Where a resolver document starts (not a Tokens Studio export): the build-tool plugin must find the
    /// files it names too (`Pipeline.checkPluginSeesSources`).
    var resolverDocument: SourceLocation?

    init(paths: [String], tokenPaths: TokenPaths, files: [CollectedTokens]) {
        (self.paths, self.tokenPaths, self.files) = (paths, tokenPaths, files)
    }

    init(paths: [String], tokenPaths: TokenPaths, combinations: Combinations) {
        (self.paths, self.tokenPaths, self.combinations) = (paths, tokenPaths, combinations)
    }

    /// Every combination of the modifiers' contexts, each with the sources it merges.
    struct Combinations {
        /// In resolution order.
        var modifiers: [TokenModifier]
        var numbering: Numbering
        /// By combination number: the sources it merges, in order.
        var sources: [[CollectedTokens]]
        /// Every source read, for the summary of what is left out.
        var every: [CollectedTokens]
        /// Files read for references only, whose tokens are not generated (Tokens Studio's `source` sets).
        var readOnly: Set<String>
        /// Where an error about them all points.
        var location: SourceLocation
    }

    /// The combinations' mixed-radix numbering, worked out once: each combination's context in every modifier,
    /// and for every modifier the combination that differs only by that modifier's default.
    struct Numbering {
        let counts: [Int]
        let defaults: [Int]
        /// By combination number.
        let contexts: [[Int]]
        /// By modifier, then combination number.
        let withDefault: [[Int]]

        init(counts: [Int], defaults: [Int]) {
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

        var defaultNumber: Int { Self.number(of: defaults, counts: counts) }

        /// Every combination, the default first: it is resolved first, so that it sets the order of the tokens.
        var order: [Int] { [defaultNumber] + contexts.indices.filter { $0 != defaultNumber } }

        func number(of contexts: [Int]) -> Int { Self.number(of: contexts, counts: counts) }

        static func number(of contexts: [Int], counts: [Int]) -> Int {
            var number = 0
            for modifier in counts.indices { number = number * counts[modifier] + contexts[modifier] }
            return number
        }
    }
}
