/// One entry of a `.strings` table.
public struct StringsEntry: Equatable, Sendable {
    public var key: String
    public var value: String
    /// The comment right before the entry, trimmed: for translators, and the doc comment of the accessor.
    public var comment: String?
    /// Where the key starts.
    public var location: SourceLocation
}

/// A parsed `.strings` file: its entries in file order, one per key (the last definition of a key wins).
public struct StringsFile: Sendable {
    public var path: String
    public var entries: [StringsEntry]
}
