/// A token with its resolved value.
package struct Token: Sendable {
    /// The group names and the token name, e.g. `["title", "color"]`.
    package var path: [String]
    package var value: TokenValue
    package var description: String?
    /// `nil` when not deprecated; the message (possibly empty) otherwise.
    package var deprecation: String?
    package var location: SourceLocation
    /// How the value changes with the set's modifiers; nil when it is the same in every context. `value` is
    /// the value in the default contexts.
    package var variation: TokenVariation?
    /// The tokens its value names, in any context (`{palette.white}` in one theme): what `tokengen report`
    /// counts as used through it.
    package var references: Set<String> = []

    package init(
        path: [String], value: TokenValue, description: String? = nil, deprecation: String? = nil, location: SourceLocation,
        variation: TokenVariation? = nil, references: Set<String> = []
    ) {
        self.path = path
        self.value = value
        self.description = description
        self.deprecation = deprecation
        self.location = location
        self.variation = variation
        self.references = references
    }

    package var dottedPath: String { path.joined(separator: ".") }

    /// A dotted path without case and without the separators inside names (`Brand-Colors.text_color` →
    /// `brandcolors.textcolor`): how Figma's references and Swift names can confuse two paths.
    package static func loose(_ path: String) -> String {
        String(path.lowercased().unicodeScalars.filter { $0 == "." || $0.properties.isAlphabetic || $0.properties.numericType != nil })
    }
}

/// The values a token takes in the contexts of the modifiers it depends on.
package struct TokenVariation: Sendable {
    package struct Case: Sendable {
        /// Each entry is one context index per modifier of `modifiers`.
        package var combinations: [[Int]]
        package var value: TokenValue

        package init(combinations: [[Int]], value: TokenValue) {
            self.combinations = combinations
            self.value = value
        }
    }

    /// Indices into the file's modifiers that change the value, in resolution order.
    package var modifiers: [Int]
    /// One case per distinct value, in the order the combinations first reach it.
    package var cases: [Case]

    package init(modifiers: [Int], cases: [Case]) {
        self.modifiers = modifiers
        self.cases = cases
    }
}
