import TokenGenVocabulary

/// The readers that build a table from parsed pieces (`.stringsdict`, String Catalogs): their texts go into one
/// buffer that records point into, and the finished file is made the same way.
protocol LocalizationTableBuilder {
    var text: [UInt8] { get set }
    var path: String { get }
    var table: RecordTable { get }
    var plurals: [PluralText] { get }
    var variants: [[LocalizationTable.DeviceVariant]] { get }
    var keysNeedingReview: [(key: String, warning: Diagnostic)] { get }
}

extension LocalizationTableBuilder {
    package var file: LocalizationTable {
        let (records, index) = table.finished(text: text)
        return LocalizationTable(
            path: path, text: text, records: records, index: index, plurals: plurals, variants: variants,
            keysNeedingReview: keysNeedingReview)
    }

    package var keysNeedingReview: [(key: String, warning: Diagnostic)] { [] }

    package mutating func append(_ string: String) -> Span {
        let start = text.count
        text.append(contentsOf: string.utf8)
        return Span(start..<text.count)
    }
}

/// Collects the records of a file, keeping the last of two equal keys (as Apple's reader does) with a warning.
package struct RecordTable {
    package var records: [LocalizationTable.Record] = []
    var index = KeyIndex()
    /// Records whose key was defined again with a value that is no text: Apple's reader has no text for them.
    private var removed: Set<Int> = []

    package init(records: [LocalizationTable.Record] = [], index: KeyIndex = KeyIndex()) {
        self.records = records
        self.index = index
    }

    /// A later definition of `key` that has no text: the earlier one, if any, is gone too.
    mutating func removeKey(_ key: Span, line: Int, text: [UInt8], path: String, diagnostics: DiagnosticCollector) {
        let found = text.withUnsafeBufferPointer { text in
            index.find(UnsafeBufferPointer(rebasing: text[key.range]), in: text, records: records)
        }
        guard let found, !removed.contains(found) else { return }
        removed.insert(found)
        diagnostics.warning(
            .redefinedWithoutText(key: String(decoding: text[key.range], as: UTF8.self), line: line),
            at: SourceLocation(path: path, line: Int(records[found].line), column: Int(records[found].column))
        )
    }

    /// The records and their index, without removed ones.
    func finished(text: [UInt8]) -> (records: [LocalizationTable.Record], index: KeyIndex) {
        guard !removed.isEmpty else { return (records, index) }
        var table = RecordTable()
        for (number, record) in records.enumerated() where !removed.contains(number) {
            _ = table.index.insert(table.records.count, key: record.key, in: text, records: table.records)
            table.records.append(record)
        }
        return (table.records, table.index)
    }

    mutating func insert(_ record: LocalizationTable.Record, text: [UInt8], path: String, diagnostics: DiagnosticCollector) {
        guard let previous = index.insert(records.count, key: record.key, in: text, records: records) else {
            records.append(record)
            return
        }
        removed.remove(previous)
        let first = records[previous]
        let name = String(decoding: text[record.key.range], as: UTF8.self)
        diagnostics.warning(
            .duplicateKey(key: name, firstLine: Int(first.line), line: Int(record.line)),
            at: SourceLocation(path: path, line: Int(record.line), column: Int(record.column)),
            notes: [
                Diagnostic(
                    .note, at: SourceLocation(path: path, line: Int(first.line), column: Int(first.column)),
                    "earlier definition of \"\(name)\" is here")
            ]
        )
        records[previous] = record
    }
}
