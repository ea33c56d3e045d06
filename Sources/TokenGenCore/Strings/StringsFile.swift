/// One entry of a `.strings` table.
public struct StringsEntry: Equatable, Sendable {
    public var key: String
    public var value: String
    /// The comment right before the entry, trimmed: for translators, and the doc comment of the accessor.
    public var comment: String?
    /// Where the key starts.
    public var location: SourceLocation
}

/// A parsed `.strings` file: one record per key, in file order (the last definition of a key wins).
///
/// Keys, values and comments are spans of one UTF-8 buffer instead of `String`s, so a table costs a few
/// bytes per entry beyond its own text, and the emitter copies texts from it without any conversion.
public struct StringsFile: Sendable {
    public let path: String
    /// The file as UTF-8, then the unescaped text of each quoted string that has escapes.
    let text: [UInt8]
    let records: [Record]
    let index: KeyIndex

    struct Record: Sendable {
        var key: Span
        var value: Span
        /// Empty when the entry has no comment.
        var comment: Span
        var line: Int32
        var column: Int32
    }

    /// The entries as `String`s, for callers that want values rather than speed.
    public var entries: [StringsEntry] {
        records.map { record in
            StringsEntry(
                key: string(record.key), value: string(record.value),
                comment: record.comment.isEmpty ? nil : string(record.comment), location: location(of: record)
            )
        }
    }

    func string(_ span: Span) -> String {
        String(decoding: text[span.range], as: UTF8.self)
    }

    func location(of record: Record) -> SourceLocation {
        SourceLocation(path: path, line: Int(record.line), column: Int(record.column))
    }

    /// The bytes of `span`, for code that copies or compares text without making a `String`.
    func withBytes<Result>(of span: Span, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try text.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[span.range])) }
    }

    /// The record whose key has exactly these bytes.
    func record(forKey key: UnsafeBufferPointer<UInt8>) -> Int? {
        text.withUnsafeBufferPointer { index.find(key, in: $0, records: records) }
    }
}

/// A range of a file's UTF-8 text; 32-bit, since inputs are limited to 2 GiB and tables are big.
struct Span: Sendable, Equatable {
    var start: Int32
    var end: Int32

    init(_ range: Range<Int>) {
        start = Int32(range.lowerBound)
        end = Int32(range.upperBound)
    }

    var range: Range<Int> { Int(start)..<Int(end) }
    var isEmpty: Bool { start == end }
}

/// Finds a record by its key's bytes without creating a `String`: open addressing over record numbers.
///
/// Keys are equal when their bytes are, which is how Apple's reader compares them too (it does not
/// normalize Unicode).
struct KeyIndex: Sendable {
    /// Record number + 1; 0 marks a free slot. The count is a power of two, kept at least twice the records.
    private var slots = [Int32](repeating: 0, count: 16)
    private var count = 0

    /// The record already holding `key`'s bytes, if any; otherwise records `record` under them.
    mutating func insert(_ record: Int, key: Span, in text: [UInt8], records: [StringsFile.Record]) -> Int? {
        text.withUnsafeBufferPointer { text in
            if (count + 1) * 2 > slots.count { grow(text: text, records: records) }
            let bytes = UnsafeBufferPointer(rebasing: text[key.range])
            var slot = Self.hash(bytes) & (slots.count - 1)
            while slots[slot] != 0 {
                let existing = Int(slots[slot] - 1)
                if Self.equal(bytes, text, records[existing].key) { return existing }
                slot = (slot + 1) & (slots.count - 1)
            }
            slots[slot] = Int32(record + 1)
            count += 1
            return nil
        }
    }

    func find(_ key: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, records: [StringsFile.Record]) -> Int? {
        var slot = Self.hash(key) & (slots.count - 1)
        while slots[slot] != 0 {
            let existing = Int(slots[slot] - 1)
            if Self.equal(key, text, records[existing].key) { return existing }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    private mutating func grow(text: UnsafeBufferPointer<UInt8>, records: [StringsFile.Record]) {
        let old = slots
        slots = [Int32](repeating: 0, count: old.count * 2)
        for entry in old where entry != 0 {
            let key = records[Int(entry - 1)].key
            var slot = Self.hash(UnsafeBufferPointer(rebasing: text[key.range])) & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = entry
        }
    }

    /// FNV-1a: a table key is short, and its bytes come straight from the file.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    private static func equal(_ key: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>, _ span: Span) -> Bool {
        key.elementsEqual(UnsafeBufferPointer(rebasing: text[span.range]))
    }
}
