import TokenGenVocabulary
import TokenGenRead

/// A job's localizations with their tables checked across languages: what the translator works from.
package struct CheckedStrings: Sendable {
    let localizations: LocalizationSet
    /// Every key of every base-language table, sorted by table, then by the key's bytes: a `KeyNumber` is a
    /// place here.
    package let keys: [Key]
    /// `localizations.languages.count` record numbers per key, base language first: where the key is in that
    /// language's file of its table, or -1 where the language lacks it. One flat array, so that 200,000
    /// keys do not make 200,000 small arrays; indexed by `cell`.
    package let records: [Int32]
    /// For texts that are formatted, the byte offsets of `%` signs that start no specifier, by `cell`: the
    /// renderer doubles them, so that they show as written instead of being dropped by `String(format:)`.
    package let literalPercents: [Int: [Int]]
    /// By `cell`: translations that would read an argument the call does not pass, or read one as another
    /// type, so that the base text shows instead. Their records are -1, as for a missing translation; bundle
    /// lookup, which reads the `.lproj` tables at run time, must skip them too.
    package let replaced: Set<Int>
    /// Per-device texts of base texts that do not take the accessor's arguments (those of the `other` text):
    /// that device shows the `other` text.
    let droppedVariants: Set<DroppedVariant>
    /// The translations that are missing, show the base text or leave an argument out, with the diagnostics
    /// that say so: what `tokengen report` counts and lists.
    package var findings: [Finding] = []
    /// The keys marked for review, and those only in a translation: what `tokengen report` lists beside.
    package var keysToReview: [KeyToReview] = []
    /// By language, its translations counted (the base language's: every key).
    package var health: [TranslationHealth] = []

    package typealias Finding = TranslationFinding

    package struct DroppedVariant: Hashable, Sendable {
        package var key: KeyNumber
        package var device: String
    }

    package struct Key: Sendable {
        package var table: Int32
        package var signature: FormatSignature
    }

    /// Every key's number, in the order of `keys`.
    package var keyNumbers: Numbers<KeyNumber> { Numbers(count: keys.count) }

    package func signature(of key: KeyNumber) -> FormatSignature { keys[key.value].signature }

    /// Where the flat per-key, per-language arrays (`records`, `literalPercents`, `replaced`) keep a key in a
    /// language: the one place that works it out.
    package static func cell(_ key: KeyNumber, _ language: LanguageNumber, languageCount: Int) -> Int {
        key.value * languageCount + language.value
    }

    private func cell(_ key: KeyNumber, _ language: LanguageNumber) -> Int {
        Self.cell(key, language, languageCount: localizations.languages.count)
    }

    /// Whether a key has a text of its own in a language.
    package func hasText(_ key: KeyNumber, language: LanguageNumber) -> Bool {
        records[cell(key, language)] >= 0
    }

    /// Whether the key's translation in the language shows the base text instead (see `replaced`).
    package func showsBaseText(_ key: KeyNumber, language: LanguageNumber) -> Bool {
        replaced.contains(cell(key, language))
    }

    /// The name of the table a key comes from.
    package func tableName(of key: KeyNumber) -> String {
        localizations.tables[Int(keys[key.value].table)].name
    }

    /// The number of the table a key comes from, its place in `localizations.tables`.
    package func tableNumber(of key: KeyNumber) -> Int {
        Int(keys[key.value].table)
    }

    /// The file and record of a key in a language, if it has one.
    package func entry(_ key: KeyNumber, language: LanguageNumber) -> (file: LocalizationTable, record: LocalizationTable.Record)? {
        let record = records[cell(key, language)]
        guard record >= 0, let file = localizations.tables[Int(keys[key.value].table)].file(in: language) else { return nil }
        return (file, file.records[Int(record)])
    }

    /// Whether any table has plural texts, and device texts: most have neither, and then no key needs a look.
    // What the translator reads of the job's tables and languages: the checked strings are all it reads.
    package var languageTags: [String] { localizations.languages }
    /// By language, its `.lproj` folders as named on disk.
    package var languageFolders: [[String]] { localizations.folders }
    package var languageNumbers: Numbers<LanguageNumber> { localizations.languageNumbers }
    package func tag(of language: LanguageNumber) -> String { localizations.tag(of: language) }
    package var inputPaths: [String] { localizations.inputPaths }
    package var baseLanguage: String { localizations.baseLanguage }
    package var tableNames: [String] { localizations.tables.map(\.name) }
    package func tableName(number: Int) -> String { localizations.tables[number].name }
    /// The first file of a language (by number), where a problem of the language itself is reported.
    package func firstFile(ofLanguage language: Int) -> String? {
        localizations.tables.lazy.compactMap { $0.files[language]?.path }.first
    }

    package var hasPlurals: Bool { localizations.tables.contains { $0.files.contains { !($0?.plurals.isEmpty ?? true) } } }
    package var hasVariants: Bool { localizations.tables.contains { $0.files.contains { !($0?.variants.isEmpty ?? true) } } }

    /// True when some language's text of the key depends on numbers.
    package func isPlural(_ key: KeyNumber) -> Bool {
        // The records' numbers, not their plural texts: this runs for every key and language.
        for language in localizations.languageNumbers {
            guard let (file, record) = entry(key, language: language) else { continue }
            if record.plural >= 0 || (record.variants >= 0 && file.variants(of: record).contains { $0.record.plural >= 0 }) { return true }
        }
        return false
    }

    /// The devices for which some language of the key has its own text; empty for most keys.
    package func devices(of key: KeyNumber) -> Set<String> {
        var devices: Set<String> = []
        for language in localizations.languageNumbers {
            guard let (_, record) = entry(key, language: language), record.variants >= 0 else { continue }
            devices.formUnion(variants(of: key, language: language).map(\.device))
        }
        return devices
    }

    /// The per-device texts of a key in a language that are shown.
    package func variants(of key: KeyNumber, language: LanguageNumber) -> [LocalizationTable.DeviceVariant] {
        guard let (file, record) = entry(key, language: language) else { return [] }
        let variants = file.variants(of: record)
        guard language == .base, !droppedVariants.isEmpty else { return variants }
        return variants.filter { !droppedVariants.contains(DroppedVariant(key: key, device: $0.device)) }
    }

    /// One text of a key in one language, as the renderer reads it: its bytes, its key's and its comment's,
    /// and its plural forms, without the records of the table it was read from.
    package struct Text {
        fileprivate let table: LocalizationTable
        fileprivate let record: LocalizationTable.Record

        package func withValue<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { table.withBytes(of: record.value, body) }
        package func withKey<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { table.withBytes(of: record.key, body) }
        /// Nil when the table has no comment for it.
        package func withComment<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
            record.comment.isEmpty ? nil : table.withBytes(of: record.comment, body)
        }
        package var plural: PluralText? { table.plural(of: record) }
        package var location: SourceLocation { table.location(of: record) }
    }

    /// The text of a key in a language, for the first of `device` (a platform's devices, best first) that has
    /// its own text, else for `other`; nil where the language has no text of its own.
    package func text(_ key: KeyNumber, language: LanguageNumber, device: [String]? = nil) -> Text? {
        guard let (table, record) = entry(key, language: language) else { return nil }
        guard let device else { return Text(table: table, record: record) }
        let variants = variants(of: key, language: language)
        for name in device {
            if let variant = variants.first(where: { $0.device == name }) { return Text(table: table, record: variant.record) }
        }
        return Text(table: table, record: record)
    }

    /// The `%` signs to double in a key's text in a language; nil for none.
    package func literalPercents(_ key: KeyNumber, _ language: LanguageNumber) -> [Int]? {
        literalPercents.isEmpty ? nil : literalPercents[cell(key, language)]
    }

    /// The key's base text (for `other`), which every key has.
    package func baseText(_ key: KeyNumber) -> Text { text(key, language: .base)! }

    /// The key as its table writes it, for messages.
    package func keyText(_ key: KeyNumber) -> String { baseText(key).withKey { String(decoding: $0, as: UTF8.self) } }

    /// Whether any table holds `bytes`, in its texts, keys or comments, or its name.
    package func anyTableContains(_ bytes: [UInt8]) -> Bool {
        localizations.tables.contains { table in
            var name = table.name
            return name.withUTF8 { ByteText($0).contains(bytes) }
                || table.files.contains { $0?.text.withUnsafeBufferPointer { ByteText($0).contains(bytes) } ?? false }
        }
    }
}
