import TokenGenVocabulary

/// A tokens job's files as read, before any reference is resolved: what `TokenSetResolver` (Check) makes a
/// `TokenSet` of.
package struct RawTokenSet {
    /// The files read, in order (a resolver document first, then the files it names).
    package var paths: [String]
    /// The numbers of every token path the files hold, shared with the resolver, which numbers the tokens
    /// `$extends` copies.
    package var tokenPaths: TokenPaths
    /// Plain token files: their tokens, merged in order.
    package var files: [CollectedTokens] = []
    /// A resolver document's (or a Tokens Studio export's): nil for plain files.
    package var themed: Themed?
    /// Where a resolver document starts (not a Tokens Studio export): the build-tool plugin must find the
    /// files it names too (`Pipeline.checkPluginSeesSources`).
    package var resolverDocument: SourceLocation?

    package init(paths: [String], tokenPaths: TokenPaths, files: [CollectedTokens]) {
        (self.paths, self.tokenPaths, self.files) = (paths, tokenPaths, files)
    }

    package init(paths: [String], tokenPaths: TokenPaths, themed: Themed) {
        (self.paths, self.tokenPaths, self.themed) = (paths, tokenPaths, themed)
    }

    /// A resolver document's set: its sources in merge order, each merged in the combinations of contexts that
    /// choose it. `TokenSetResolver` works out which modifiers each token depends on from them, so that no
    /// combination of every modifier's contexts is ever listed.
    package struct Themed {
        /// In resolution order.
        package var modifiers: [TokenModifier]
        /// In merge order.
        package var layers: [Layer]
        /// Every source read, for the summary of what is left out.
        package var every: [CollectedTokens]
        /// Files read for references only, whose tokens are not generated (Tokens Studio's `source` sets).
        package var readOnly: Set<String>
        /// Where an error about them all points.
        package var location: SourceLocation

        /// Each modifier's default context.
        package var defaults: [Int] { modifiers.map { $0.defaultContext ?? 0 } }

        /// The sources a combination of contexts (one per modifier) merges, in order.
        package func sources(choosing contexts: [Int]) -> [CollectedTokens] {
            layers.filter { $0.isMerged(choosing: contexts) }.map(\.tokens)
        }
    }

    /// One source in the merge order, and the contexts that merge it.
    package struct Layer {
        package var tokens: CollectedTokens
        /// Merged when any of these is chosen; when none is given, in every combination.
        package var chosenBy: [ChosenContext]

        package func isMerged(choosing contexts: [Int]) -> Bool {
            chosenBy.isEmpty || chosenBy.contains { contexts[$0.modifier] == $0.context }
        }
    }

    package struct ChosenContext: Hashable {
        package var modifier: Int
        package var context: Int
    }
}
