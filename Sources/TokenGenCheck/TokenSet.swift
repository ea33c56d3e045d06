import TokenGenVocabulary
import TokenGenRead

/// The tokens of a tokens job (its files merged in order, or a resolver document's set), in file order.
package struct TokenSet: Sendable {
    package var tokens: [Token]
    /// The files the tokens were read from, in order (a resolver document first, then the files it names).
    package var paths: [String]

    /// The resolver document's modifiers (themes, sizes…), in resolution order; empty for a plain set.
    package var modifiers: [TokenModifier]

    /// The tokens of the files left out, in the order of their warnings' places.
    package var leftOut: [UnresolvedToken]

    package init(tokens: [Token], paths: [String], modifiers: [TokenModifier] = [], leftOut: [String: UnresolvedToken] = [:]) {
        self.tokens = tokens
        self.paths = paths
        self.modifiers = modifiers
        self.leftOut = leftOut.values.sorted { ($0.location, $0.token) < ($1.location, $1.token) }
    }
}
