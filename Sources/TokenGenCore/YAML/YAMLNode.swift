/// A YAML document as a tree, every node with the position it starts at.
///
/// Scalars keep their text and whether they were quoted: tokengen never retypes a scalar on its own
/// (an unquoted `no` stays the text "no"), each stage decides what a scalar must be.
public indirect enum YAMLNode: Sendable {
    case scalar(YAMLScalar)
    case mapping(YAMLMapping)
    case sequence([YAMLNode], SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .scalar(let scalar): scalar.location
        case .mapping(let mapping): mapping.location
        case .sequence(_, let location): location
        }
    }

    /// What the node is, for messages such as "expected a string, found a mapping".
    public var kindDescription: String {
        switch self {
        case .scalar(let scalar): scalar.isNull ? "nothing" : "a scalar"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    public var mapping: YAMLMapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }
}

public struct YAMLScalar: Sendable {
    public var text: String
    /// Written in quotes (single or double), or as a block scalar: certainly meant as text.
    public var isQuoted: Bool
    public var location: SourceLocation

    /// An unquoted empty value, `~` or `null`: YAML's "nothing here".
    public var isNull: Bool {
        !isQuoted && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL")
    }
}

/// A mapping whose keys are scalars, in the file's order. Duplicate keys are rejected by the parser.
public struct YAMLMapping: Sendable {
    public var entries: [(key: YAMLScalar, value: YAMLNode)]
    public var location: SourceLocation

    public subscript(key: String) -> YAMLNode? {
        entries.first { $0.key.text == key }?.value
    }

    public func entry(_ key: String) -> (key: YAMLScalar, value: YAMLNode)? {
        entries.first { $0.key.text == key }
    }
}
