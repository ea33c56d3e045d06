/// A job's localizations with their tables checked across languages: what the translator works from.
struct CheckedStrings: Sendable {
    let localizations: LocalizationSet
    /// Every key of every base-language table, sorted by table, then by the key's bytes: a `KeyNumber` is a
    /// place here.
    let keys: [Key]
    /// `localizations.languages.count` record numbers per key, base language first: where the key is in that
    /// language's file of its table, or -1 where the language lacks it. One flat array, so that 200,000
    /// keys do not make 200,000 small arrays; indexed by `cell`.
    let records: [Int32]
    /// For texts that are formatted, the byte offsets of `%` signs that start no specifier, by `cell`: the
    /// renderer doubles them, so that they show as written instead of being dropped by `String(format:)`.
    let literalPercents: [Int: [Int]]
    /// By `cell`: translations that would read an argument the call does not pass, or read one as another
    /// type, so that the base text shows instead. Their records are -1, as for a missing translation; bundle
    /// lookup, which reads the `.lproj` tables at run time, must skip them too.
    let replaced: Set<Int>
    /// Per-device texts of base texts that do not take the accessor's arguments (those of the `other` text):
    /// that device shows the `other` text.
    let droppedVariants: Set<DroppedVariant>
    /// The translations that are missing, show the base text or leave an argument out, with the diagnostics
    /// that say so: what `tokengen report` counts and lists.
    var findings: [Finding] = []
    /// By language, its translations counted (the base language's: every key).
    var health: [StringsValidator.TranslationHealth] = []

    struct Finding: Sendable {
        var key: KeyNumber
        var language: LanguageNumber
        var kind: Kind
        /// The first diagnostic that says so.
        var diagnostic: Diagnostic?

        enum Kind: Sendable {
            /// No text in the language: the base text shows.
            case missing
            /// Placeholders that do not fit the call, or plural forms that cannot be read: the base text shows.
            case baseShown
            /// An argument left out; shown as written.
            case partial
        }
    }

    struct DroppedVariant: Hashable, Sendable {
        var key: KeyNumber
        var device: String
    }

    struct Key: Sendable {
        var table: Int32
        var signature: FormatSignature
    }

    /// Every key's number, in the order of `keys`.
    var keyNumbers: Numbers<KeyNumber> { Numbers(count: keys.count) }

    func signature(of key: KeyNumber) -> FormatSignature { keys[key.value].signature }

    /// Where the flat per-key, per-language arrays (`records`, `literalPercents`, `replaced`) keep a key in a
    /// language: the one place that works it out.
    static func cell(_ key: KeyNumber, _ language: LanguageNumber, languageCount: Int) -> Int {
        key.value * languageCount + language.value
    }

    private func cell(_ key: KeyNumber, _ language: LanguageNumber) -> Int {
        Self.cell(key, language, languageCount: localizations.languages.count)
    }

    /// Whether a key has a text of its own in a language.
    func hasText(_ key: KeyNumber, language: LanguageNumber) -> Bool {
        records[cell(key, language)] >= 0
    }

    /// Whether the key's translation in the language shows the base text instead (see `replaced`).
    func showsBaseText(_ key: KeyNumber, language: LanguageNumber) -> Bool {
        replaced.contains(cell(key, language))
    }

    /// The name of the table a key comes from.
    func tableName(of key: KeyNumber) -> String {
        localizations.tables[Int(keys[key.value].table)].name
    }

    /// The number of the table a key comes from, its place in `localizations.tables`.
    func tableNumber(of key: KeyNumber) -> Int {
        Int(keys[key.value].table)
    }

    /// The file and record of a key in a language, if it has one.
    func entry(_ key: KeyNumber, language: LanguageNumber) -> (file: LocalizationTable, record: LocalizationTable.Record)? {
        let record = records[cell(key, language)]
        guard record >= 0, let file = localizations.tables[Int(keys[key.value].table)].file(in: language) else { return nil }
        return (file, file.records[Int(record)])
    }

    /// Whether any table has plural texts, and device texts: most have neither, and then no key needs a look.
    var hasPlurals: Bool { localizations.tables.contains { $0.files.contains { !($0?.plurals.isEmpty ?? true) } } }
    var hasVariants: Bool { localizations.tables.contains { $0.files.contains { !($0?.variants.isEmpty ?? true) } } }

    /// True when some language's text of the key depends on numbers.
    func isPlural(_ key: KeyNumber) -> Bool {
        // The records' numbers, not their plural texts: this runs for every key and language.
        for language in localizations.languageNumbers {
            guard let (file, record) = entry(key, language: language) else { continue }
            if record.plural >= 0 || (record.variants >= 0 && file.variants(of: record).contains { $0.record.plural >= 0 }) { return true }
        }
        return false
    }

    /// The devices for which some language of the key has its own text; empty for most keys.
    func devices(of key: KeyNumber) -> Set<String> {
        var devices: Set<String> = []
        for language in localizations.languageNumbers {
            guard let (_, record) = entry(key, language: language), record.variants >= 0 else { continue }
            devices.formUnion(variants(of: key, language: language).map(\.device))
        }
        return devices
    }

    /// The per-device texts of a key in a language that are shown.
    func variants(of key: KeyNumber, language: LanguageNumber) -> [LocalizationTable.DeviceVariant] {
        guard let (file, record) = entry(key, language: language) else { return [] }
        let variants = file.variants(of: record)
        guard language == .base, !droppedVariants.isEmpty else { return variants }
        return variants.filter { !droppedVariants.contains(DroppedVariant(key: key, device: $0.device)) }
    }

    /// One text of a key in one language, as the renderer reads it: its bytes, its key's and its comment's,
    /// and its plural forms, without the records of the table it was read from.
    struct Text {
        fileprivate let table: LocalizationTable
        fileprivate let record: LocalizationTable.Record

        func withValue<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { table.withBytes(of: record.value, body) }
        func withKey<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { table.withBytes(of: record.key, body) }
        /// Nil when the table has no comment for it.
        func withComment<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
            record.comment.isEmpty ? nil : table.withBytes(of: record.comment, body)
        }
        var plural: PluralText? { table.plural(of: record) }
        var location: SourceLocation { table.location(of: record) }
    }

    /// The text of a key in a language, for the first of `device` (a platform's devices, best first) that has
    /// its own text, else for `other`; nil where the language has no text of its own.
    func text(_ key: KeyNumber, language: LanguageNumber, device: [String]? = nil) -> Text? {
        guard let (table, record) = entry(key, language: language) else { return nil }
        guard let device else { return Text(table: table, record: record) }
        let variants = variants(of: key, language: language)
        for name in device {
            if let variant = variants.first(where: { $0.device == name }) { return Text(table: table, record: variant.record) }
        }
        return Text(table: table, record: record)
    }

    /// The `%` signs to double in a key's text in a language; nil for none.
    func literalPercents(_ key: KeyNumber, _ language: LanguageNumber) -> [Int]? {
        literalPercents.isEmpty ? nil : literalPercents[cell(key, language)]
    }

    /// The key's base text (for `other`), which every key has.
    func baseText(_ key: KeyNumber) -> Text { text(key, language: .base)! }

    /// The key as its table writes it, for messages.
    func keyText(_ key: KeyNumber) -> String { baseText(key).withKey { String(decoding: $0, as: UTF8.self) } }

    /// Whether any table holds `bytes`, in its texts, keys or comments, or its name.
    func anyTableContains(_ bytes: [UInt8]) -> Bool {
        localizations.tables.contains { table in
            var name = table.name
            return name.withUTF8 { ByteText($0).contains(bytes) }
                || table.files.contains { $0?.text.withUnsafeBufferPointer { ByteText($0).contains(bytes) } ?? false }
        }
    }
}

/// A key of a job: its place in `CheckedStrings.keys`.
struct KeyNumber: TypedNumber {
    let value: Int
    init(_ value: Int) { self.value = value }
}
