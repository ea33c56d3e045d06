import TokenGenVocabulary
import TokenGenTranslate

/// What the renderer writes differently for each lookup mode, in one place: the runtime's pieces, how a texts
/// file describes its columns, and the arguments by which an accessor names its text.
struct LookupStrategy {
    let mode: LookupMode
    /// The runtime's lookup, and its lookups of per-device and plural texts.
    let lookup: String
    let deviceTexts: String
    package let plural: String
    /// The runtime's `__resource` of a text in a shard, and the resources of texts the accessors hold.
    let resource: String
    /// What only bundle lookup's runtime has: the languages' `.lproj` folders, and the keys, tables and
    /// base-only languages read once per shard.
    package let folders: String?
    let textOnce: String?
    /// How the runtime's `__Texts` describes a shard's texts, and how a texts file names a column.
    let textsDescription: String
    let columnDescription: String

    package init(_ mode: LookupMode) {
        self.mode = mode
        switch mode {
        case .embedded:
            (lookup, deviceTexts, plural) = (
                L10nRuntimeTemplate.embeddedLookup, L10nRuntimeTemplate.embeddedDeviceTexts, L10nRuntimeTemplate.embeddedPlural
            )
            resource = L10nRuntimeTemplate.embeddedResource
            (folders, textOnce) = (nil, nil)
            textsDescription = "for each language of `Language`"
            columnDescription = "language"
        case .bundle:
            (lookup, deviceTexts, plural) = (
                L10nRuntimeTemplate.bundleLookup, L10nRuntimeTemplate.bundleDeviceTexts, L10nRuntimeTemplate.bundlePlural
            )
            resource = L10nRuntimeTemplate.bundleResource
            (folders, textOnce) = (L10nRuntimeTemplate.folders, L10nRuntimeTemplate.textOnce)
            textsDescription = "in four columns: the base texts, the keys, the tables and the languages that show the base text"
            columnDescription = "column (base texts, keys, tables, languages that show the base text)"
        }
    }

    /// Whether an accessor names its text by table and key (bundle lookup reads the `.lproj` tables by them).
    var namesTableAndKey: Bool { mode == .bundle }
}

extension L10nRenderer {
    /// The arguments that say which text: the base text and the other languages' (embedded), or table, key,
    /// base text and the languages that show the base text (bundle).
    mutating func texts(_ key: KeyNumber, base: (text: L10nModel.Text, percents: [Int]?), device: [String]?) {
        guard lookupStrategy.namesTableAndKey else {
            appendValueLiteral(base.text, percents: base.percents)
            append(", [")
            var first = true
            for language in model.languageNumbers.dropFirst() {
                if !first { append(", ") }
                first = false
                if let (text, percents) = model.text(key, language: language, device: device) {
                    appendValueLiteral(text, percents: percents)
                } else {
                    append("nil")
                }
            }
            append("]")
            return
        }
        tableAndKey(key)
        appendValueLiteral(base.text, percents: base.percents)
        append(", ")
        appendLiteral(model.baseOnlyLanguages[key] ?? "")
    }

    /// `"Table", "key", ` of a key, for bundle lookup.
    mutating func tableAndKey(_ key: KeyNumber) {
        var table = model.tableName(of: key)
        table.withUTF8 { SwiftSource.appendStringLiteral($0, to: output) }
        append(", ")
        appendKeyLiteral(model.baseText(key))
        append(", ")
    }
}
