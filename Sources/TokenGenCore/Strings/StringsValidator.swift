/// A catalog whose tables have been checked across languages: what the code emitter works from.
public struct CheckedStrings: Sendable {
    public let catalog: StringsCatalog
    /// Every key of every base-language table, sorted by table, then by the key's bytes.
    let keys: [Key]
    /// `catalog.languages.count` record numbers per key, base language first: where the key is in that
    /// language's file of its table, or -1 where the language lacks it. One flat array, so that 200,000
    /// keys do not make 200,000 small arrays.
    let records: [Int32]
    /// For texts that are formatted, the byte offsets of `%` signs that start no specifier, by
    /// `key * languages + language`: the emitter doubles them, so that they show as written instead of
    /// being dropped by `String(format:)`.
    let literalPercents: [Int: [Int]]

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

    /// Whether any table has plural texts, and device texts: most have neither, and then no key needs a look.
    var hasPlurals: Bool { catalog.tables.contains { $0.files.contains { !($0?.plurals.isEmpty ?? true) } } }
    var hasVariants: Bool { catalog.tables.contains { $0.files.contains { !($0?.variants.isEmpty ?? true) } } }

    /// True when some language's text of the key depends on numbers.
    func isPlural(_ key: Int) -> Bool {
        catalog.languages.indices.contains { language in
            guard let (file, record) = entry(key, language: language) else { return false }
            return file.plural(of: record) != nil || file.variants(of: record).contains { file.plural(of: $0.record) != nil }
        }
    }

    /// A platform with its own text of a key: the condition that selects it in Swift, and the devices whose
    /// texts it shows, best first.
    struct Platform: Equatable {
        var condition: String
        var devices: [String]
    }

    static let platforms = [
        Platform(condition: "os(macOS)", devices: ["mac"]),
        Platform(condition: "os(iOS)", devices: ["iphone", "ipod", "ipad"]),
        Platform(condition: "os(tvOS)", devices: ["appletv"]),
        Platform(condition: "os(watchOS)", devices: ["applewatch"]),
        Platform(condition: "os(visionOS)", devices: ["applevision"]),
    ]

    /// The platforms for which some language of the key has a device variation; empty for most keys.
    func platforms(of key: Int) -> [Platform] {
        var devices: Set<String> = []
        for language in catalog.languages.indices {
            guard let (file, record) = entry(key, language: language) else { continue }
            devices.formUnion(file.variants(of: record).map(\.device))
        }
        return Self.platforms.filter { !devices.isDisjoint(with: $0.devices) }
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
        var literalPercents: [Int: [Int]] = [:]
        for (tableNumber, table) in catalog.tables.enumerated() {
            guard let baseFile = table.files[0] else {
                let present = zip(languages, table.files).filter { $0.1 != nil }
                if let first = present.first?.1 {
                    diagnostics.warning(
                        "table '\(table.name)' exists only in translations (\(present.map(\.0).joined(separator: ", "))), not in the base language '\(languages[0])', as storyboard tables do; it is ignored",
                        at: SourceLocation(path: first.path, line: 1, column: 1)
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
                    let base = checkedText(baseFile, entry, base: nil, language: languages[0], diagnostics: diagnostics)
                    let keyNumber = keys.count
                    if !base.literalPercents.isEmpty, base.signature.needsFormatting {
                        literalPercents[keyNumber * languages.count] = base.literalPercents
                    }
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
                        let translated = checkedText(
                            file, file.records[found], base: (base.signature, baseFile, entry, languages[0]), language: languages[language],
                            diagnostics: diagnostics
                        )
                        if !translated.literalPercents.isEmpty, base.signature.needsFormatting {
                            literalPercents[keyNumber * languages.count + language] = translated.literalPercents
                        }
                        records.append(Int32(found))
                    }
                    keys.append(CheckedStrings.Key(table: Int32(tableNumber), signature: base.signature))
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
        for (number, language) in languages.enumerated() where CLDRPluralRules.rules(for: language) == nil {
            if let file = catalog.tables.lazy.compactMap({ $0.files[number] }).first(where: { !$0.plurals.isEmpty }) {
                diagnostics.warning(
                    "'\(language)' has no plural rules in Unicode CLDR \(CLDRPluralRules.version): its plural texts always show the 'other' form",
                    at: SourceLocation(path: file.path, line: 1, column: 1)
                )
            }
        }
        return CheckedStrings(catalog: catalog, keys: keys, records: records, literalPercents: literalPercents)
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

    /// The placeholders of a text, and the `%` signs in it that are literal, reporting every problem at the
    /// `%` it concerns. `base` is nil for a base text; for a translation, the base text's signature, which the
    /// translation must take too.
    ///
    /// Only what would make the text wrong at run time is an error. A `%` that starts no specifier is shown as
    /// written (a warning). A base text without any specifier is never formatted, in any language, as Apple
    /// shows such texts as written. A translation whose `% la` or `% d` (a percent sign before a word, read as
    /// a specifier with the space flag) is the only difference from the base text reads them as percent signs.
    private static func checkedText(
        _ file: StringsFile, _ entry: StringsFile.Record,
        base: (signature: FormatSignature, file: StringsFile, entry: StringsFile.Record, language: String)?, language: String,
        diagnostics: DiagnosticCollector
    ) -> (signature: FormatSignature, literalPercents: [Int]) {
        if let plural = file.plural(of: entry) {
            checkPlural(plural, of: file.string(entry.key), language: language, diagnostics: diagnostics)
            if let base, plural.signature.parameters != base.signature.parameters {
                mismatch(file, entry, plural.signature, base: base, language: language, diagnostics: diagnostics)
            }
            return (plural.signature, [])
        }
        // Most texts have no `%`: nothing to parse, and no String to make.
        guard file.text[entry.value.range].contains(UInt8(ascii: "%")) else {
            let signature = FormatSignature(parameters: [], needsFormatting: false)
            if let base, base.signature.parameters != [] { mismatch(file, entry, signature, base: base, language: language, diagnostics: diagnostics) }
            return (signature, [])
        }
        let bytes = Array(file.text[entry.value.range])
        var (signature, problems) = FormatSpecifierParser.signature(utf8: bytes)
        let isPlain = !(base?.signature.needsFormatting ?? signature.needsFormatting)
        if problems.isEmpty, base.map({ $0.signature.parameters == signature.parameters }) ?? true,
           !(base != nil && isPlain && signature.needsFormatting) {
            return (signature, [])
        }
        let key = file.string(entry.key)
        var literal = problems.filter(\.isNotASpecifier).map(\.offset)
        if let base, !isPlain, signature.parameters != base.signature.parameters {
            let guesses = problems.filter(\.isSpaceGuess).map(\.offset)
            let reread = FormatSpecifierParser.signature(utf8: bytes, literalAt: Set(guesses)).0
            if !guesses.isEmpty, reread.parameters == base.signature.parameters {
                signature = reread
                literal += guesses
                problems = problems.map { problem in
                    guard problem.isSpaceGuess else { return problem }
                    var literal = problem
                    literal.message = String(problem.message.prefix { $0 != "'" }) + "'"
                        + String(problem.message.dropFirst().prefix { $0 != "'" }) + "' is shown as written: the base text takes no such placeholder; write '%%' to say so"
                    return literal
                }
            }
        }
        for problem in problems {
            let location = file.location(ofValueByte: problem.offset, in: entry)
            if problem.isNotASpecifier {
                let shown = problem.message.prefix { $0 != ";" }
                let why = isPlain
                    ? "the text has no placeholder, so it is shown as written; if you add one, write '%%' for a percent sign"
                    : "String(format:) drops it, so the texts compiled in (embedded lookup) show it as written; write '%%' for a percent sign"
                diagnostics.warning("in the value of \"\(key)\": \(shown): \(why)", at: location)
            } else {
                diagnostics.emit(Diagnostic(problem.isError ? .error : .warning, at: location, "in the value of \"\(key)\": \(problem.message)"))
            }
        }
        if let base, signature.parameters != base.signature.parameters {
            if isPlain {
                diagnostics.warning(
                    "the '\(language)' text of \"\(key)\" has placeholders \(signature.description) but its base text has none, so it is never formatted and they show as written",
                    at: file.location(of: entry)
                )
            } else {
                mismatch(file, entry, signature, base: base, language: language, diagnostics: diagnostics)
            }
        } else if base != nil, isPlain, signature.needsFormatting, let offset = bytes.firstRange(of: Array("%%".utf8))?.lowerBound {
            diagnostics.warning(
                "in the value of \"\(key)\": '%%' is shown as two percent signs, since the base text has no placeholder and the text is never formatted; write '%'",
                at: file.location(ofValueByte: offset, in: entry)
            )
        }
        return (signature, literal)
    }

    private static func mismatch(
        _ file: StringsFile, _ entry: StringsFile.Record, _ signature: FormatSignature,
        base: (signature: FormatSignature, file: StringsFile, entry: StringsFile.Record, language: String), language: String,
        diagnostics: DiagnosticCollector
    ) {
        let name = base.file.string(base.entry.key)
        diagnostics.error(
            "the '\(language)' text of \"\(name)\" takes \(signature.description) but the base language '\(base.language)' takes \(base.signature.description)",
            at: file.location(of: entry),
            notes: [Diagnostic(.note, at: base.file.location(of: base.entry), "base text of \"\(name)\" is here")]
        )
    }

    /// The forms of each variable against the language's CLDR plural rules: `other` is required (checked
    /// when the entry is read); a category the language uses but the entry lacks shows the `other` text
    /// (a warning naming numbers it concerns); a category the language never uses is dead text. `zero` is
    /// never dead: Apple uses it for 0 in every language.
    static func checkPlural(_ plural: PluralText, of key: String, language: String, diagnostics: DiagnosticCollector) {
        guard let rules = CLDRPluralRules.rules(for: language) else { return }
        let used = Set(rules.map(\.category))
        for variable in plural.variables {
            let name = variable.name == "__plural" ? "the plural variation" : "'\(variable.name)'"
            let missing = rules.filter { $0.category != .other && variable.forms[$0.category] == nil }
            if !missing.isEmpty {
                let names = missing.map { "'\($0.category.rawValue)'" }.joined(separator: " or ")
                let numbers = missing.map(\.sample).joined(separator: " and ")
                diagnostics.warning(
                    "the '\(language)' text of \"\(key)\" has no \(names) form for \(name): \(numbers) \(missing.count == 1 ? "shows" : "show") the 'other' text",
                    at: variable.location
                )
            }
            for (category, _) in variable.forms where !used.contains(category) && category != .zero {
                diagnostics.warning(
                    "the '\(category.rawValue)' form of \(name) in \"\(key)\" is never shown: '\(language)' has no '\(category.rawValue)' numbers (its categories are \(rules.map(\.category.rawValue).joined(separator: ", ")))",
                    at: variable.formLocations[category] ?? variable.location
                )
            }
        }
    }
}
