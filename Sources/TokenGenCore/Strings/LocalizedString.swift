/// One key of one table, checked across every language: what the code emitter works from.
public struct LocalizedString: Sendable {
    public var table: String
    public var key: String
    /// The key's entry in the base language.
    public var location: SourceLocation
    public var comment: String?
    public var baseText: String
    /// Texts by language, for the languages other than the base that translate this key.
    public var translations: [String: String]
    public var signature: FormatSignature
}

/// Checks a catalog across languages and turns it into `LocalizedString`s, sorted by table and key.
///
/// The base language is the reference: its placeholders define the accessor's parameters, and every other
/// language must take the same parameters, since a mismatch crashes or prints garbage at run time.
public enum StringsValidator {
    public static func validate(_ catalog: StringsCatalog, diagnostics: DiagnosticCollector) -> [LocalizedString] {
        let base = catalog.baseLanguage
        var result: [LocalizedString] = []
        for table in catalog.tables {
            guard let baseFile = table.files[base] else {
                for (language, file) in table.files.sorted(by: { $0.key < $1.key }) {
                    diagnostics.warning(
                        "table '\(table.name)' exists in '\(language)' but not in the base language '\(base)'; it is ignored",
                        at: SourceLocation(path: file.path, line: 1, column: 1)
                    )
                }
                continue
            }
            let others = catalog.languages.dropFirst().compactMap { language in
                table.files[language].map { (language, $0, Dictionary(uniqueKeysWithValues: $0.entries.map { ($0.key, $0) })) }
            }
            let baseKeys = Set(baseFile.entries.map(\.key))
            for entry in baseFile.entries.sorted(by: { $0.key < $1.key }) {
                let signature = checkedSignature(of: entry, diagnostics: diagnostics)
                var translations: [String: String] = [:]
                for (language, file, entries) in others {
                    guard let translated = entries[entry.key] else {
                        diagnostics.warning(
                            "\"\(entry.key)\" has no '\(language)' translation in \(file.path); the base text is used",
                            at: entry.location
                        )
                        continue
                    }
                    let translatedSignature = checkedSignature(of: translated, diagnostics: diagnostics)
                    if translatedSignature.parameters != signature.parameters {
                        diagnostics.error(
                            "the '\(language)' text of \"\(entry.key)\" takes \(translatedSignature.description) but the base language '\(base)' takes \(signature.description)",
                            at: translated.location,
                            notes: [Diagnostic(.note, at: entry.location, "base text of \"\(entry.key)\" is here")]
                        )
                    }
                    translations[language] = translated.value
                }
                result.append(LocalizedString(
                    table: table.name, key: entry.key, location: entry.location, comment: entry.comment,
                    baseText: entry.value, translations: translations,
                    signature: FormatSignature(
                        parameters: signature.parameters,
                        needsFormatting: signature.needsFormatting
                            || translations.values.contains { $0.utf8.contains(UInt8(ascii: "%")) }
                    )
                ))
            }
            for (language, file, _) in others {
                for entry in file.entries where !baseKeys.contains(entry.key) {
                    diagnostics.warning(
                        "\"\(entry.key)\" is in '\(language)' but not in the base language '\(base)' (\(baseFile.path)); it is ignored",
                        at: entry.location
                    )
                }
            }
        }
        return result
    }

    private static func checkedSignature(of entry: StringsEntry, diagnostics: DiagnosticCollector) -> FormatSignature {
        let (signature, problems) = FormatSpecifierParser.signature(of: entry.value)
        for problem in problems {
            diagnostics.emit(Diagnostic(
                problem.isError ? .error : .warning, at: entry.location,
                "in the value of \"\(entry.key)\": \(problem.message)"
            ))
        }
        return signature
    }
}
