import TokenGenVocabulary

/// A YAML or JSON document (a token file, a resolver document, the configuration) as a tree, every node with the
/// position it starts at.
///
/// Scalars keep their text and whether they were quoted: tokengen never retypes a scalar on its own
/// (an unquoted `no` stays the text "no"), each stage decides what a scalar must be.
package indirect enum DocumentNode: Sendable {
    case scalar(DocumentScalar)
    case mapping(DocumentMapping)
    case sequence([DocumentNode], SourceLocation)

    package var location: SourceLocation {
        switch self {
        case .scalar(let scalar): scalar.location
        case .mapping(let mapping): mapping.location
        case .sequence(_, let location): location
        }
    }

    /// What the node is, for messages such as "expected a string, found a mapping".
    package var kindDescription: String {
        switch self {
        case .scalar(let scalar): scalar.isNull ? "nothing" : "a scalar"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    package var scalar: DocumentScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    package var mapping: DocumentMapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }
}

package struct DocumentScalar: Sendable {
    package var text: String
    /// Written in quotes (single or double), or as a block scalar: certainly meant as text.
    package var isQuoted: Bool
    package var location: SourceLocation

    package init(text: String, isQuoted: Bool, location: SourceLocation) {
        self.text = text
        self.isQuoted = isQuoted
        self.location = location
    }

    /// An unquoted empty value, `~` or `null`: YAML's "nothing here".
    package var isNull: Bool {
        !isQuoted && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL")
    }
}

/// A mapping whose keys are scalars, in the file's order. Duplicate keys are rejected by the parser.
package struct DocumentMapping: Sendable {
    package var entries: [(key: DocumentScalar, value: DocumentNode)]
    package var location: SourceLocation

    package init(entries: [(key: DocumentScalar, value: DocumentNode)], location: SourceLocation) {
        self.entries = entries
        self.location = location
    }

    package subscript(key: String) -> DocumentNode? {
        entry(key)?.value
    }

    /// A loop, not `first(where:)`: looked up for every token and value, and a closure per entry costs a debug
    /// build (see `ByteText`).
    func entry(_ key: String) -> (key: DocumentScalar, value: DocumentNode)? {
        var index = 0
        while index < entries.count {
            if entries[index].key.text == key { return entries[index] }
            index += 1
        }
        return nil
    }
}
