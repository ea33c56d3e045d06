public struct ConstantsOptions: Sendable {
    public var typeName: String
    public var access: AccessLevel

    public init(typeName: String = "DesignTokens", access: AccessLevel = .public) {
        self.typeName = typeName
        self.access = access
    }
}

/// What `ConstantsRenderer` writes, decided by `ConstantsTranslator`: a stored property per token and an enum
/// and property per resolver modifier, with names no two share.
struct ConstantsModel: Sendable {
    let tokens: TokenSet
    let options: ConstantsOptions
    let properties: [Property]
    let modifiers: [Modifier]

    /// A token as a property of the constants type.
    struct Property: Sendable {
        var name: String
        var token: Token
        /// For a token whose value varies with the modifiers, its case written as `default:`: the most frequent
        /// value (on a tie, the value in the default contexts), so that only the values that differ are spelled out.
        var defaultCase: Int?
    }

    /// A resolver's modifier as Swift: a stored property of an enum type with one case per context.
    struct Modifier: Sendable {
        var source: TokenModifier
        var propertyName: String
        var typeName: String
        var caseNames: [String]
    }
}
