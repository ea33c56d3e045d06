import TokenGenVocabulary

/// A value of a property list (XML or binary) and where it is written, so that every diagnostic about a
/// `.strings` or `.stringsdict` property list can point at its line and column.
package struct PropertyListNode: Sendable {
    package enum Value: Sendable {
        /// The text, and where its bytes are in the file when the text is the file's own bytes (no entities).
        case string(String, verbatimOffset: Int?)
        case dictionary([Entry])
        case array([PropertyListNode])
        /// `integer`, `real`, `true`, `false`, `date` or `data`: no text.
        case other(kind: String)
    }

    package struct Entry: Sendable {
        package var key: String
        var keyLocation: SourceLocation
        package var value: PropertyListNode
        /// An XML comment right before the key.
        package var comment: String?
    }

    package var value: Value
    /// Where the element starts (`<string>`), or the file's start for binary property lists.
    package var location: SourceLocation
    /// Where a string's text starts, inside the element.
    var contentLocation: SourceLocation

    /// What a person calls the value in a message: "a dictionary", "an integer".
    package var kindDescription: String {
        switch value {
        case .string: "a text"
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .other(let kind): (["a", "e", "i", "o", "u"].contains(kind.prefix(1)) ? "an " : "a ") + kind
        }
    }
}

extension PropertyListNode {
    /// A `.strings` table from a property list whose top level is a dictionary of texts. Entries whose value is
    /// no text are skipped with a warning, as Apple's lookup finds no text for them.
    static func stringsFile(
        _ root: PropertyListNode, text fileText: [UInt8], path: String, diagnostics: DiagnosticCollector
    ) -> LocalizationTable {
        var text = fileText
        var table = RecordTable()
        guard case .dictionary(let entries) = root.value else {
            diagnostics.error(
                .propertyListNotADictionary(kind: root.kindDescription),
                at: root.location
            )
            return LocalizationTable(path: path, text: text, records: [], index: KeyIndex())
        }
        func append(_ string: String) -> Span {
            let start = text.count
            text.append(contentsOf: string.utf8)
            return Span(start..<text.count)
        }
        for entry in entries {
            let key = append(entry.key)
            guard case .string(let value, let verbatimOffset) = entry.value.value else {
                diagnostics.warning(.propertyListValueNotText(key: entry.key, kind: entry.value.kindDescription), at: entry.value.location)
                table.removeKey(key, line: entry.keyLocation.line, text: text, path: path, diagnostics: diagnostics)
                continue
            }
            let valueSpan: Span
            let source: LocalizationTable.ValueSource
            let content = entry.value.contentLocation
            if let verbatimOffset {
                valueSpan = Span(verbatimOffset..<(verbatimOffset + value.utf8.count))
                source = .init(offset: verbatimOffset, line: content.line, column: content.column, kind: .verbatim)
            } else {
                valueSpan = append(value)
                source = .init(offset: 0, line: content.line, column: content.column, kind: .startOnly)
            }
            table.insert(
                LocalizationTable.Record(
                    key: key, value: valueSpan, comment: Span(0..<0),
                    line: Int32(entry.keyLocation.line), column: Int32(entry.keyLocation.column), valueSource: source
                ), text: text, path: path, diagnostics: diagnostics)
        }
        let (records, index) = table.finished(text: text)
        return LocalizationTable(path: path, text: text, records: records, index: index)
    }
}
