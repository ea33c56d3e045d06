/// A token with its resolved value.
struct Token: Sendable {
    /// The group names and the token name, e.g. `["title", "color"]`.
    var path: [String]
    var value: TokenValue
    var description: String?
    /// `nil` when not deprecated; the message (possibly empty) otherwise.
    var deprecation: String?
    var location: SourceLocation
    /// How the value changes with the set's modifiers; nil when it is the same in every context. `value` is
    /// the value in the default contexts.
    var variation: TokenVariation?
    /// The tokens its value names, in any context (`{palette.white}` in one theme): what `tokengen report`
    /// counts as used through it.
    var references: Set<String> = []

    var dottedPath: String { path.joined(separator: ".") }

    /// A dotted path without case and without the separators inside names (`Brand-Colors.text_color` →
    /// `brandcolors.textcolor`): how Figma's references and Swift names can confuse two paths.
    static func loose(_ path: String) -> String {
        String(path.lowercased().unicodeScalars.filter { $0 == "." || $0.properties.isAlphabetic || $0.properties.numericType != nil })
    }
}

/// The tokens of a tokens job (its files merged in order, or a resolver document's set), in file order.
struct TokenSet: Sendable {
    var tokens: [Token]
    /// The files the tokens were read from, in order (a resolver document first, then the files it names).
    var paths: [String]

    /// The resolver document's modifiers (themes, sizes…), in resolution order; empty for a plain set.
    var modifiers: [TokenModifier]

    init(tokens: [Token], paths: [String], modifiers: [TokenModifier] = []) {
        self.tokens = tokens
        self.paths = paths
        self.modifiers = modifiers
    }
}

/// A modifier of a DTCG resolver document: a choice among named contexts (`theme`: `light`, `dark`), each of
/// which adds its token files to the set.
struct TokenModifier: Sendable, Equatable {
    var name: String
    var contexts: [String]
    /// Index into `contexts`; nil when the resolver names no default.
    var defaultContext: Int?
    var location: SourceLocation
}

/// The values a token takes in the contexts of the modifiers it depends on.
struct TokenVariation: Sendable {
    struct Case: Sendable {
        /// Each entry is one context index per modifier of `modifiers`.
        var combinations: [[Int]]
        var value: TokenValue
    }

    /// Indices into the file's modifiers that change the value, in resolution order.
    var modifiers: [Int]
    /// One case per distinct value, in the order the combinations first reach it.
    var cases: [Case]
}
