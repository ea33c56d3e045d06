import CYaml
import TokenGenVocabulary

/// Reads YAML with libyaml's event parser into a `DocumentNode` tree.
///
/// Input is untrusted, so the tree is bounded: aliases are rejected (a "billion laughs" file fails at its
/// first alias instead of expanding), and nesting depth and scalar size have hard limits.
package enum YAMLParser {
    static let maximumDepth = 64
    static let maximumScalarBytes = 1 << 20

    /// Returns the document's root node, or `nil` after reporting why it cannot be read.
    /// An empty document is reported as an error too: every YAML input of tokengen needs content.
    package static func parse(_ bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) -> DocumentNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.error(.cannotStartYAMLParser, at: SourceLocation(path: path, line: 1, column: 1))
            return nil
        }
        defer { yaml_parser_delete(&parser) }

        return bytes.withUnsafeBufferPointer { buffer -> DocumentNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = TreeBuilder(path: path, diagnostics: diagnostics)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let mark = parser.problem_mark
                    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
                    let context = parser.context.map { " " + String(cString: $0) } ?? ""
                    // The reader (invalid UTF-8, control characters) gives a byte offset, not a mark.
                    let location =
                        parser.error == YAML_READER_ERROR
                        ? TreeBuilder.location(ofByte: Int(parser.problem_offset), in: buffer, path: path)
                        : SourceLocation(path: path, line: mark.line + 1, column: mark.column + 1)
                    var value = ""
                    if parser.error == YAML_READER_ERROR, parser.problem_value >= 0 {
                        // A byte of invalid UTF-8, else a character that YAML does not allow.
                        value =
                            problem.contains("octet") || problem.contains("UTF-8")
                            ? " (byte 0x\(String(parser.problem_value, radix: 16, uppercase: true)))"
                            : " (\(Unicode.Scalar(UInt32(parser.problem_value)).map(CharacterDescription.describe) ?? String(parser.problem_value)))"
                    }
                    diagnostics.error(.invalidYAML("\(problem)\(value)\(context)"), at: location)
                    return nil
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                guard builder.consume(event) else { return nil }
            }
            guard let root = builder.root else {
                diagnostics.error(.emptyFile, at: SourceLocation(path: path, line: 1, column: 1))
                return nil
            }
            return root
        }
    }
}

private struct TreeBuilder {
    let path: String
    let diagnostics: DiagnosticCollector
    var root: DocumentNode?
    private var stack: [Container] = []
    private var sawDocument = false

    /// A mapping or list still being read. A class, so that adding to the one on top of the stack appends
    /// in place: a value taken off the stack and put back would copy its entries every time.
    private final class Container {
        let isMapping: Bool
        let location: SourceLocation
        var entries: [(key: DocumentScalar, value: DocumentNode)] = []
        var items: [DocumentNode] = []
        var pendingKey: DocumentScalar?
        /// The position of each key in `entries`, to find a duplicate without a scan.
        var keys: [String: Int] = [:]

        init(isMapping: Bool, location: SourceLocation) {
            self.isMapping = isMapping
            self.location = location
        }
    }

    init(path: String, diagnostics: DiagnosticCollector) {
        self.path = path
        self.diagnostics = diagnostics
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(path: path, line: mark.line + 1, column: mark.column + 1)
    }

    /// Returns false when the document must be abandoned (an error has been reported).
    mutating func consume(_ event: yaml_event_t) -> Bool {
        let here = location(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            if sawDocument {
                diagnostics.error(.secondYAMLDocument, at: here)
                return false
            }
            sawDocument = true
        case YAML_ALIAS_EVENT:
            diagnostics.error(
                .yamlAlias,
                at: here
            )
            return false
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            guard scalar.length <= YAMLParser.maximumScalarBytes else {
                diagnostics.error(.valueTooLong(limit: YAMLParser.maximumScalarBytes), at: here)
                return false
            }
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let quoted = scalar.style != YAML_PLAIN_SCALAR_STYLE
            return attach(.scalar(DocumentScalar(text: text, isQuoted: quoted, location: here)))
        case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
            guard stack.count < YAMLParser.maximumDepth else {
                diagnostics.error(.nestedTooDeep(limit: YAMLParser.maximumDepth), at: here)
                return false
            }
            stack.append(Container(isMapping: event.type == YAML_MAPPING_START_EVENT, location: here))
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            let done = stack.removeLast()
            return attach(
                done.isMapping
                    ? .mapping(DocumentMapping(entries: done.entries, location: done.location))
                    : .sequence(done.items, done.location))
        default:
            break
        }
        return true
    }

    private mutating func attach(_ node: DocumentNode) -> Bool {
        guard let top = stack.last else {
            root = node
            return true
        }
        guard top.isMapping else {
            top.items.append(node)
            return true
        }
        if let key = top.pendingKey {
            top.keys[key.text] = top.keys[key.text] ?? top.entries.count
            top.entries.append((key, node))
            top.pendingKey = nil
            return true
        }
        guard case .scalar(let key) = node else {
            diagnostics.error(.mappingKeyNotPlain(kind: node.kindDescription), at: node.location)
            return false
        }
        if let first = top.keys[key.text] {
            let previous = top.entries[first].key.location
            diagnostics.error(
                .duplicateYAMLKey(key: key.text, firstLine: previous.line),
                at: key.location,
                notes: [Diagnostic(.note, at: previous, "'\(key.text)' first defined here")]
            )
        }
        top.pendingKey = key
        return true
    }

    /// Line and column of a byte offset.
    static func location(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>, path: String) -> SourceLocation {
        var position = TextPosition()
        position.move(over: bytes, 0..<min(offset, bytes.count))
        return position.location(in: path)
    }
}
