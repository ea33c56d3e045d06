import TokenGenVocabulary

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One table in one language, whatever file it was read from (a `.strings` file with its `.stringsdict`, or
/// one language of a String Catalog): one record per key, in file order (the last definition of a key wins).
///
/// Keys, values and comments are spans of one UTF-8 buffer instead of `String`s, so a table costs a few
/// bytes per entry beyond its own text, and the renderer copies texts from it without any conversion. A class:
/// the renderer passes a table along with each of its texts, and copying a struct of seven arrays is not free.
package final class LocalizationTable: Sendable {
    package let path: String
    /// The file as UTF-8, then the unescaped text of each quoted string that has escapes.
    package let text: [UInt8]
    package let records: [Record]
    let index: KeyIndex
    /// The texts of plural records (`Record.plural`).
    package let plurals: [PluralText]
    /// Per-device texts of records that have them (`Record.variants`): String Catalogs' device variations.
    /// The record itself holds the `other` device's text.
    package let variants: [[DeviceVariant]]
    /// The files the records were read from (`Record.file`); `path` is the first.
    package let paths: [String]
    /// The keys a String Catalog marks for review in this language (`needs_review`, once per text so marked;
    /// `stale`, in the source language), each with the warning that says so.
    package let keysNeedingReview: [(key: String, warning: Diagnostic)]

    package convenience init(
        path: String, text: [UInt8], records: [Record], index: KeyIndex, plurals: [PluralText] = [],
        variants: [[DeviceVariant]] = [], keysNeedingReview: [(key: String, warning: Diagnostic)] = []
    ) {
        self.init(
            paths: [path], text: text, records: records, index: index, plurals: plurals, variants: variants,
            keysNeedingReview: keysNeedingReview)
    }

    private init(
        paths: [String], text: [UInt8], records: [Record], index: KeyIndex, plurals: [PluralText], variants: [[DeviceVariant]],
        keysNeedingReview: [(key: String, warning: Diagnostic)]
    ) {
        self.path = paths[0]
        self.text = text
        self.records = records
        self.index = index
        self.plurals = plurals
        self.variants = variants
        self.paths = paths
        self.keysNeedingReview = keysNeedingReview
    }

    /// A text for one kind of device (`iphone`, `mac`, …).
    package struct DeviceVariant: Sendable {
        package var device: String
        package var record: Record
    }

    /// The per-device texts of a record, empty when it has none.
    package func variants(of record: Record) -> [DeviceVariant] {
        record.variants >= 0 ? variants[Int(record.variants)] : []
    }

    /// The plural text of a record, if it has one.
    package func plural(of record: Record) -> PluralText? {
        record.plural >= 0 ? plurals[Int(record.plural)] : nil
    }

    /// This table, plus the records of `fallback` whose keys it lacks: how a `Base.lproj` table fills in the
    /// base language's own table, and a `.strings` table the `.stringsdict` of its name. With `diagnostics`,
    /// each key of `fallback` that this table has gets a warning that this table's entry wins.
    func merged(withFallback fallback: LocalizationTable, diagnostics: DiagnosticCollector? = nil) -> LocalizationTable {
        var text = self.text
        var table = RecordTable(records: records, index: index)
        let shift = Int32(text.count)
        text += fallback.text
        func shifted(_ span: Span) -> Span { Span(Int(span.start + shift)..<Int(span.end + shift)) }
        for record in fallback.records {
            let found = text.withUnsafeBufferPointer { text in
                table.index.find(UnsafeBufferPointer(rebasing: text[shifted(record.key).range]), in: text, records: table.records)
            }
            if let found {
                if let diagnostics {
                    let name = fallback.string(record.key)
                    diagnostics.warning(
                        .keyInTwoFiles(key: name, usedPath: path(of: table.records[found]), otherPath: fallback.path(of: record)),
                        at: fallback.location(of: record),
                        notes: [Diagnostic(.note, at: location(of: table.records[found]), "the entry that is used is here")]
                    )
                }
                continue
            }
            var moved = record
            moved.key = shifted(record.key)
            moved.value = shifted(record.value)
            moved.comment = record.comment.isEmpty ? record.comment : shifted(record.comment)
            moved.valueSource.offset += shift
            moved.file += UInt8(paths.count)
            if moved.plural >= 0 { moved.plural += Int32(plurals.count) }
            if moved.variants >= 0 { moved.variants += Int32(variants.count) }
            _ = table.index.insert(table.records.count, key: moved.key, in: text, records: table.records)
            table.records.append(moved)
        }
        let shiftedVariants = fallback.variants.map { list in
            list.map { variant in
                var moved = variant
                moved.record.key = shifted(variant.record.key)
                moved.record.value = shifted(variant.record.value)
                moved.record.valueSource.offset += shift
                moved.record.file += UInt8(paths.count)
                if moved.record.plural >= 0 { moved.record.plural += Int32(plurals.count) }
                return moved
            }
        }
        return LocalizationTable(
            paths: paths + fallback.paths, text: text, records: table.records, index: table.index,
            plurals: plurals + fallback.plurals, variants: variants + shiftedVariants,
            keysNeedingReview: keysNeedingReview + fallback.keysNeedingReview
        )
    }

    package struct Record: Sendable {
        package var key: Span
        package var value: Span
        /// Empty when the entry has no comment.
        package var comment: Span
        package var line: Int32
        package var column: Int32
        /// Where the value is written in the file, for diagnostics that point inside it.
        var valueSource: ValueSource
        /// Which of `paths` it was read from.
        package var file: UInt8 = 0
        /// Its number in `plurals`, or -1 for a plain text.
        package var plural: Int32 = -1
        /// Its number in `variants`, or -1 when it has no per-device texts.
        package var variants: Int32 = -1
    }

    /// The file a record was read from.
    package func path(of record: Record) -> String {
        paths[Int(record.file)]
    }

    /// Where a value starts in the file, and whether its text is the file's bytes from there (so that an
    /// offset in the text is an offset in the file) or was unescaped from the text format.
    struct ValueSource: Sendable {
        package enum Kind: UInt8, Sendable {
            /// The value's span is the file's own bytes.
            case verbatim
            /// The value was unescaped from a quoted string starting at `offset`.
            case escaped
            /// Only the start is known (XML with entities; binary property lists).
            case startOnly
        }

        package var offset: Int32
        package var line: Int32
        package var column: Int32
        package var kind: Kind

        static let none = ValueSource(offset: 0, line: 1, column: 1, kind: .startOnly)

        package init(offset: Int, line: Int, column: Int, kind: Kind) {
            self.offset = Int32(offset)
            self.line = Int32(line)
            self.column = Int32(column)
            self.kind = kind
        }
    }

    package func string(_ span: Span) -> String {
        String(decoding: text[span.range], as: UTF8.self)
    }

    package func location(of record: Record) -> SourceLocation {
        SourceLocation(path: path(of: record), line: Int(record.line), column: Int(record.column))
    }

    /// Where a diagnostic about a record's text points: its key, except in a String Catalog, where every
    /// language's text follows one key: there, the text itself.
    package func textLocation(of record: Record) -> SourceLocation {
        guard TableFormat.of(path(of: record))?.isCatalog == true else { return location(of: record) }
        return SourceLocation(path: path(of: record), line: Int(record.valueSource.line), column: Int(record.valueSource.column))
    }

    /// Where the byte at `offset` of the record's value text is written in the file.
    package func location(ofValueByte offset: Int, in record: Record) -> SourceLocation {
        locations(ofValueBytes: [offset], in: record)[0]
    }

    /// Where each byte at `offsets` of the record's value text is written, in one walk over the value: a text
    /// with 100,000 stray `%` must not be walked 100,000 times.
    package func locations(ofValueBytes offsets: [Int], in record: Record) -> [SourceLocation] {
        let source = record.valueSource
        var position = TextPosition(line: Int(source.line), column: Int(source.column))
        let path = path(of: record)
        guard source.kind != .startOnly else { return offsets.map { _ in position.location(in: path) } }
        var result = [SourceLocation](repeating: position.location(in: path), count: offsets.count)
        var raw = Int(source.offset)
        var unescaped = 0
        for index in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
            let offset = offsets[index]
            while unescaped < offset, raw < text.count {
                let byte = text[raw]
                var length = 1
                if source.kind == .escaped, byte == UInt8(ascii: "\\"), raw + 1 < text.count {
                    let escape = EscapeDecoder.decode(text, at: raw + 1, end: text.count)
                    length = 1 + escape.length
                    if case .unknown(let scalar)? = escape.problem, scalar.value > 0xFFFF {
                        unescaped += 4
                    } else {
                        unescaped +=
                            UTF16.isLeadSurrogate(escape.unit)
                            ? 0
                            : UTF16.isTrailSurrogate(escape.unit)
                                ? 4
                                : UTF8.width(Unicode.Scalar(escape.unit)!)
                    }
                } else {
                    unescaped += 1
                }
                position.move(over: text, raw..<min(raw + length, text.count))
                raw += length
            }
            result[index] = position.location(in: path)
        }
        return result
    }

    /// The bytes of `span`, for code that copies or compares text without making a `String`.
    package func withBytes<Result>(of span: Span, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try text.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[span.range])) }
    }

    /// Whether the bytes of `span` contain `byte`.
    package func bytes(of span: Span, contain byte: UInt8) -> Bool {
        withBytes(of: span) { bytes in ByteText(bytes).firstIndex(of: byte, from: 0) < bytes.count }
    }

    /// For each record of `other`, the record of this table with the same key, or -1.
    package func records(withKeysOf other: LocalizationTable) -> [Int32] {
        text.withUnsafeBufferPointer { text in
            other.text.withUnsafeBufferPointer { otherText in
                other.records.withUnsafeBufferPointer { index.find($0, of: otherText, in: text, records: records) }
            }
        }
    }
}

/// A range of a file's UTF-8 text; 32-bit, since inputs are limited to 2 GiB and tables are big.
package struct Span: Sendable, Equatable {
    var start: Int32
    var end: Int32

    package init(_ range: Range<Int>) {
        start = Int32(range.lowerBound)
        end = Int32(range.upperBound)
    }

    package var range: Range<Int> { Int(start)..<Int(end) }
    package var isEmpty: Bool { start == end }
}

/// Finds a record by its key's bytes without creating a `String`: open addressing over record numbers.
///
/// Keys are equal when their bytes are, which is how Apple's reader compares them too (it does not
/// normalize Unicode).
package struct KeyIndex: Sendable {
    /// Record number + 1; 0 marks a free slot. The count is a power of two, kept at least twice the records.
    private var slots: [Int32]
    private var count = 0

    /// An index that holds `capacity` keys without growing.
    package init(capacity: Int = 0) {
        var slotCount = 16
        while slotCount < capacity * 2 { slotCount *= 2 }
        slots = [Int32](repeating: 0, count: slotCount)
    }

    /// The record already holding `key`'s bytes, if any; otherwise records `record` under them.
    mutating func insert(_ record: Int, key: Span, in text: [UInt8], records: [LocalizationTable.Record]) -> Int? {
        text.withUnsafeBufferPointer { text in
            records.withUnsafeBufferPointer { records in
                if (count + 1) * 2 > slots.count { grow(text: text, records: records) }
                let (text, records) = (Self.start(of: text), Self.start(of: records))
                return slots.withUnsafeMutableBufferPointer { slots in
                    let slotStart = slots.baseAddress!, mask = slots.count - 1
                    let (existing, free) = Self.probe(
                        text + Int(key.start), count: Int(key.end - key.start), slots: slotStart, mask: mask, text: text, records: records
                    )
                    if existing == nil {
                        slotStart[free] = Int32(record + 1)
                        count += 1
                    }
                    return existing
                }
            }
        }
    }

    func find(_ key: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, records: [LocalizationTable.Record]) -> Int? {
        records.withUnsafeBufferPointer { records in
            slots.withUnsafeBufferPointer { slots in
                Self.probe(
                    Self.start(of: key), count: key.count, slots: slots.baseAddress!, mask: slots.count - 1,
                    text: Self.start(of: text), records: Self.start(of: records)
                ).existing
            }
        }
    }

    /// For each of `keys`, spans of `keyText`, the record holding the same bytes, or -1: one call for a
    /// whole table, where `find` is called per key.
    func find(
        _ keys: UnsafeBufferPointer<LocalizationTable.Record>, of keyText: UnsafeBufferPointer<UInt8>,
        in text: UnsafeBufferPointer<UInt8>, records: [LocalizationTable.Record]
    ) -> [Int32] {
        var found = [Int32](repeating: -1, count: keys.count)
        records.withUnsafeBufferPointer { records in
            slots.withUnsafeBufferPointer { slots in
                found.withUnsafeMutableBufferPointer { found in
                    let (keys, keyText, foundStart) = (Self.start(of: keys), Self.start(of: keyText), Self.start(of: found))
                    let (text, records, slotStart, mask) = (
                        Self.start(of: text), Self.start(of: records), slots.baseAddress!, slots.count - 1
                    )
                    var number = 0
                    while number < found.count {
                        let key = keys[number].key
                        let (existing, _) = Self.probe(
                            keyText + Int(key.start), count: Int(key.end - key.start), slots: slotStart, mask: mask, text: text,
                            records: records
                        )
                        if let existing { foundStart[number] = Int32(existing) }
                        number += 1
                    }
                }
            }
        }
        return found
    }

    /// The record holding the `count` bytes at `key`, or the free slot where they would go. Everything is
    /// read through pointers, whose subscripts a debug build inlines (see `ByteText`).
    private static func probe(
        _ key: UnsafePointer<UInt8>, count: Int, slots: UnsafePointer<Int32>, mask: Int,
        text: UnsafePointer<UInt8>, records: UnsafePointer<LocalizationTable.Record>
    ) -> (existing: Int?, free: Int) {
        var slot = hash(key, count: count) & mask
        while slots[slot] != 0 {
            let existing = Int(slots[slot] - 1)
            let span = records[existing].key
            if Int(span.end - span.start) == count, memcmp(key, text + Int(span.start), count) == 0 { return (existing, slot) }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    /// The first element of `buffer`; an empty one has no address, and nothing is ever read through this one.
    private static func start<Element>(of buffer: UnsafeBufferPointer<Element>) -> UnsafePointer<Element> {
        buffer.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }

    private static func start<Element>(of buffer: UnsafeMutableBufferPointer<Element>) -> UnsafeMutablePointer<Element> {
        buffer.baseAddress ?? UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }

    private mutating func grow(text: UnsafeBufferPointer<UInt8>, records: UnsafeBufferPointer<LocalizationTable.Record>) {
        let old = slots
        slots = [Int32](repeating: 0, count: old.count * 2)
        let (text, records) = (Self.start(of: text), Self.start(of: records))
        old.withUnsafeBufferPointer { old in
            slots.withUnsafeMutableBufferPointer { slots in
                let (oldStart, slotStart, mask) = (old.baseAddress!, slots.baseAddress!, slots.count - 1)
                var number = 0
                while number < old.count {
                    let entry = oldStart[number]
                    number += 1
                    guard entry != 0 else { continue }
                    let key = records[Int(entry - 1)].key
                    var slot = Self.hash(text + Int(key.start), count: Int(key.end - key.start)) & mask
                    while slotStart[slot] != 0 { slot = (slot + 1) & mask }
                    slotStart[slot] = entry
                }
            }
        }
    }

    /// FNV-1a over words: a table key is short, and its bytes come straight from the file.
    private static func hash(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        // Eight bytes at a time, each word's high bytes folded down so that they reach the slot's bits.
        var index = 0
        while index + 8 <= count {
            hash = (hash ^ UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)) &* 0x0000_0100_0000_01B3
            hash ^= hash >> 32
            index += 8
        }
        while index < count {
            hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3
            index += 1
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
