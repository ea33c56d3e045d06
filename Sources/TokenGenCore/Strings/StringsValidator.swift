/// A catalog whose tables have been checked across languages: what the code emitter works from.
public struct CheckedStrings: Sendable {
    public let catalog: StringsCatalog
    /// Every key of every base-language table, sorted by table, then by the key's bytes.
    let keys: [Key]
    /// `catalog.languages.count` record numbers per key, base language first: where the key is in that
    /// language's file of its table, or -1 where the language lacks it. One flat array, so that 200,000
    /// keys do not make 200,000 small arrays.
    let records: [Int32]

    struct Key: Sendable {
        var table: Int32
        var signature: FormatSignature
    }

    /// The file and record of key number `key` in language number `language`, if it has one.
    func entry(_ key: Int, language: Int) -> (file: StringsFile, record: StringsFile.Record)? {
        let record = records[key * catalog.languages.count + language]
        guard record >= 0, let file = catalog.tables[Int(keys[key].table)].files[language] else { return nil }
        return (file, file.records[Int(record)])
    }

    /// The key's base-language entry, which every key has.
    func baseEntry(_ key: Int) -> (file: StringsFile, record: StringsFile.Record) {
        entry(key, language: 0)!
    }
}

/// Checks a catalog across languages.
///
/// The base language is the reference: its placeholders define the accessor's parameters, and every other
/// language must take the same parameters, since a mismatch crashes or prints garbage at run time.
public enum StringsValidator {
    public static func validate(_ catalog: StringsCatalog, diagnostics: DiagnosticCollector) -> CheckedStrings {
        let languages = catalog.languages
        var keys: [CheckedStrings.Key] = []
        var records: [Int32] = []
        for (tableNumber, table) in catalog.tables.enumerated() {
            guard let baseFile = table.files[0] else {
                for case let (language, file?) in zip(languages, table.files) {
                    diagnostics.warning(
                        "table '\(table.name)' exists in '\(language)' but not in the base language '\(languages[0])'; it is ignored",
                        at: SourceLocation(path: file.path, line: 1, column: 1)
                    )
                }
                continue
            }
            // Per other language, which of its records some base key matched.
            var matched = table.files.map { [Bool](repeating: false, count: $0?.records.count ?? 0) }
            baseFile.text.withUnsafeBufferPointer { baseText in
                for number in sortedByKey(baseFile, text: baseText) {
                    let entry = baseFile.records[number]
                    let key = UnsafeBufferPointer(rebasing: baseText[entry.key.range])
                    let signature = checkedSignature(baseFile, entry, diagnostics: diagnostics)
                    var needsFormatting = signature.needsFormatting
                    records.append(Int32(number))
                    for language in 1..<languages.count {
                        guard let file = table.files[language] else {
                            records.append(-1)
                            continue
                        }
                        guard let found = file.record(forKey: key) else {
                            diagnostics.warning(
                                "\"\(baseFile.string(entry.key))\" has no '\(languages[language])' translation in \(file.path); the base text is used",
                                at: baseFile.location(of: entry)
                            )
                            records.append(-1)
                            continue
                        }
                        matched[language][found] = true
                        let translated = file.records[found]
                        let translatedSignature = checkedSignature(file, translated, diagnostics: diagnostics)
                        if translatedSignature.parameters != signature.parameters {
                            let name = baseFile.string(entry.key)
                            diagnostics.error(
                                "the '\(languages[language])' text of \"\(name)\" takes \(translatedSignature.description) but the base language '\(languages[0])' takes \(signature.description)",
                                at: file.location(of: translated),
                                notes: [Diagnostic(.note, at: baseFile.location(of: entry), "base text of \"\(name)\" is here")]
                            )
                        }
                        needsFormatting = needsFormatting || translatedSignature.needsFormatting
                        records.append(Int32(found))
                    }
                    keys.append(CheckedStrings.Key(
                        table: Int32(tableNumber),
                        signature: FormatSignature(parameters: signature.parameters, needsFormatting: needsFormatting)
                    ))
                }
            }
            for language in 1..<languages.count {
                guard let file = table.files[language] else { continue }
                for (number, entry) in file.records.enumerated() where !matched[language][number] {
                    diagnostics.warning(
                        "\"\(file.string(entry.key))\" is in '\(languages[language])' but not in the base language '\(languages[0])' (\(baseFile.path)); it is ignored",
                        at: file.location(of: entry)
                    )
                }
            }
        }
        return CheckedStrings(catalog: catalog, keys: keys, records: records)
    }

    /// The record numbers of `file` in the order of their keys' bytes (for valid UTF-8, the order of
    /// Unicode scalars), so that the generated code does not depend on the order of the file.
    private static func sortedByKey(_ file: StringsFile, text: UnsafeBufferPointer<UInt8>) -> [Int] {
        file.records.indices.sorted { a, b in
            precedes(
                UnsafeBufferPointer(rebasing: text[file.records[a].key.range]),
                UnsafeBufferPointer(rebasing: text[file.records[b].key.range])
            )
        }
    }

    /// Byte order, eight bytes at a time: keys are short, but often share long prefixes.
    private static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(a.count, b.count)
        var index = 0
        while index + 8 <= common {
            let left = UInt64(bigEndian: UnsafeRawPointer(a.baseAddress! + index).loadUnaligned(as: UInt64.self))
            let right = UInt64(bigEndian: UnsafeRawPointer(b.baseAddress! + index).loadUnaligned(as: UInt64.self))
            if left != right { return left < right }
            index += 8
        }
        while index < common {
            if a[index] != b[index] { return a[index] < b[index] }
            index += 1
        }
        return a.count < b.count
    }

    private static func checkedSignature(
        _ file: StringsFile, _ entry: StringsFile.Record, diagnostics: DiagnosticCollector
    ) -> FormatSignature {
        // Most texts have no `%`: nothing to parse, and no String to make.
        guard file.text[entry.value.range].contains(UInt8(ascii: "%")) else {
            return FormatSignature(parameters: [], needsFormatting: false)
        }
        let (signature, problems) = FormatSpecifierParser.signature(utf8: Array(file.text[entry.value.range]))
        for problem in problems {
            diagnostics.emit(Diagnostic(
                problem.isError ? .error : .warning, at: file.location(of: entry),
                "in the value of \"\(file.string(entry.key))\": \(problem.message)"
            ))
        }
        return signature
    }
}
