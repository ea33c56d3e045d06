/// A modifier of a DTCG resolver document: a choice among named contexts (`theme`: `light`, `dark`), each of
/// which adds its token files to the set.
package struct TokenModifier: Sendable, Equatable {
    package var name: String
    package var contexts: [String]
    /// Index into `contexts`; nil when the resolver names no default.
    package var defaultContext: Int?
    package var location: SourceLocation

    package init(name: String, contexts: [String], defaultContext: Int? = nil, location: SourceLocation) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
        self.location = location
    }
}
