import TokenGenVocabulary
import TokenGenRead

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks a job's localizations across languages.
///
/// The accessor's arguments come from the base text (for a String Catalog key that is itself a format, from
/// the key, as Xcode builds them). A translation is used as written when it reads some of those arguments,
/// each as the type the call passes (it may leave some out); otherwise the base text shows in its language,
/// since it would crash or print garbage at run time. Both are warnings: only a base text whose arguments
/// cannot be typed is an error.
package enum StringsValidator {
    package static func validate(_ localizations: LocalizationSet, diagnostics: DiagnosticCollector) -> CheckedStrings {
        let languages = localizations.languages
        // The base texts first, in the order of the keys: they decide every accessor's arguments.
        var bases: [CheckedBase] = []
        var keys: [CheckedStrings.Key] = []
        var literalPercents: [Int: [Int]] = [:]
        var droppedVariants: Set<CheckedStrings.DroppedVariant> = []
        for (tableNumber, table) in localizations.tables.enumerated() {
            guard let baseFile = table.file(in: .base) else {
                let present = zip(languages, table.files).filter { $0.1 != nil }
                if let first = present.first?.1 {
                    diagnostics.warning(
                        .tableOnlyInTranslations(table: table.name, languages: present.map(\.0), base: languages[0]),
                        at: SourceLocation(path: first.path, line: 1, column: 1)
                    )
                }
                continue
            }
            for number in sortedByKey(baseFile) {
                let entry = baseFile.records[number]
                let base = checkedBase(
                    baseFile, entry, language: languages[0], keyIsFormat: table.isStringCatalog, diagnostics: diagnostics)
                // A base text no call can show safely is left out with its translations (a warning said why).
                guard !base.isLeftOut else {
                    bases.append(CheckedBase(table: tableNumber, record: Int32(number), text: base, key: nil))
                    continue
                }
                let keyNumber = KeyNumber(keys.count)
                for variant in baseFile.variants(of: entry)
                where !fitsPerDevice(variant, in: baseFile, of: base, language: nil, diagnostics: diagnostics) {
                    droppedVariants.insert(CheckedStrings.DroppedVariant(key: keyNumber, device: variant.device))
                }
                if !base.literalPercents.isEmpty, base.signature.needsFormatting {
                    literalPercents[CheckedStrings.cell(keyNumber, .base, languageCount: languages.count)] = base.literalPercents
                }
                bases.append(CheckedBase(table: tableNumber, record: Int32(number), text: base, key: keyNumber))
                keys.append(CheckedStrings.Key(table: Int32(tableNumber), signature: base.signature))
            }
        }
        // Then each language's translations, on every core: a language reads only its own files.
        let checkedBases = bases
        let keyCount = keys.count
        let columns = Array(localizations.languageNumbers.dropFirst()).concurrentMap { language in
            checkedTranslations(in: language, of: localizations, bases: checkedBases, keyCount: keyCount)
        }
        var records = [Int32](repeating: -1, count: keyCount * languages.count)
        var replaced: Set<Int> = []
        var findings: [CheckedStrings.Finding] = []
        var keysToReview = localizations.languageNumbers.flatMap { language in
            localizations.tables.flatMap { table in
                (table.file(in: language)?.keysNeedingReview ?? []).map {
                    KeyToReview(key: $0.key, language: language, kind: .needsReview, diagnostic: $0.warning)
                }
            }
        }
        for base in bases {
            if let key = base.key { records[CheckedStrings.cell(key, .base, languageCount: languages.count)] = base.record }
        }
        for (language, column) in zip(localizations.languageNumbers.dropFirst(), columns) {
            for key in Numbers<KeyNumber>(count: keyCount) {
                records[CheckedStrings.cell(key, language, languageCount: languages.count)] = column.records[key.value]
            }
            for key in column.replaced { replaced.insert(CheckedStrings.cell(key, language, languageCount: languages.count)) }
            for (key, percents) in column.literalPercents {
                literalPercents[CheckedStrings.cell(key, language, languageCount: languages.count)] = percents
            }
            column.diagnostics.forEach(diagnostics.emit)
            findings += column.findings
            keysToReview += column.keysOnlyHere
        }
        findings.sort { ($0.key, $0.language) < ($1.key, $1.language) }
        for (number, language) in languages.enumerated() where CLDRPluralRules.rules(for: language) == nil {
            if let file = localizations.tables.lazy.compactMap({ $0.files[number] }).first(where: { !$0.plurals.isEmpty }) {
                diagnostics.warning(
                    .noPluralRules(language: language, version: CLDRPluralRules.version),
                    at: SourceLocation(path: file.path, line: 1, column: 1)
                )
            }
        }
        let health = [TranslationHealth(translated: keyCount)] + columns.map(\.health)
        for (language, health) in zip(languages, health) {
            if let line = health.summary { diagnostics.summary("\(language): \(line)") }
        }
        return CheckedStrings(
            localizations: localizations, keys: keys, records: records, literalPercents: literalPercents, replaced: replaced,
            droppedVariants: droppedVariants, findings: findings, keysToReview: keysToReview, health: health
        )
    }

    /// A base text checked, in the order of the keys; `key` is its key's number, nil when it is left out.
    private struct CheckedBase: Sendable {
        var table: Int
        /// Its record in the table's base-language file.
        var record: Int32
        var text: BaseText
        var key: KeyNumber?
    }

    /// One language's translations of every key, checked.
    private struct TranslationColumn: Sendable {
        /// By key number: the record of the translation shown, or -1.
        var records: [Int32]
        /// The keys whose translation shows the base text instead.
        var replaced: [KeyNumber] = []
        var literalPercents: [(key: KeyNumber, offsets: [Int])] = []
        var health = TranslationHealth()
        var findings: [CheckedStrings.Finding] = []
        /// The keys of its files that the base language's lack.
        var keysOnlyHere: [KeyToReview] = []
        var diagnostics: [Diagnostic] = []
    }

    private static func checkedTranslations(
        in language: LanguageNumber, of localizations: LocalizationSet, bases: [CheckedBase], keyCount: Int
    ) -> TranslationColumn {
        let diagnostics = DiagnosticCollector()
        let name = localizations.tag(of: language)
        var column = TranslationColumn(records: [Int32](repeating: -1, count: keyCount))
        // Per table, the language's record of each base record's key (or -1).
        let translations = localizations.tables.map { table in
            table.file(in: .base).flatMap { table.file(in: language)?.records(withKeysOf: $0) } ?? []
        }
        for base in bases {
            let table = localizations.tables[base.table]
            let file = table.file(in: language)
            let record = translations[base.table].isEmpty ? -1 : translations[base.table][Int(base.record)]
            let found = record < 0 ? nil : Int(record)
            // A base text left out generates nothing: its translations are not checked.
            guard let keyNumber = base.key else { continue }
            guard let file else {
                if table.unreadable.contains(language) {
                    column.replaced.append(keyNumber)
                    column.health.inUnreadFile += 1
                } else {
                    // A table with no file in the language: no warning of its own, but missing all the same.
                    column.health.noFile += 1
                    column.findings.append(CheckedStrings.Finding(key: keyNumber, language: language, kind: .missing, diagnostic: nil))
                }
                continue
            }
            guard let found else {
                let missing = Diagnostic(
                    .missingTranslation(key: base.text.key, language: name, path: file.path),
                    at: base.text.file.location(of: base.text.entry)
                )
                diagnostics.emit(missing)
                column.findings.append(CheckedStrings.Finding(key: keyNumber, language: language, kind: .missing, diagnostic: missing))
                column.health.missing += 1
                continue
            }
            let before = diagnostics.diagnostics.count
            let translated = checkedTranslation(file, file.records[found], language: name, base: base.text, diagnostics: diagnostics)
            let first = diagnostics.diagnostics.count > before ? diagnostics.diagnostics[before] : nil
            switch translated.outcome {
            case .asWritten: break
            case .leavesOut:
                column.health.leaveOut += 1
                column.findings.append(CheckedStrings.Finding(key: keyNumber, language: language, kind: .partial, diagnostic: first))
            case .showsBase, .unreadable:
                if translated.outcome == .showsBase { column.health.showBase += 1 } else { column.health.unreadable += 1 }
                column.findings.append(CheckedStrings.Finding(key: keyNumber, language: language, kind: .baseShown, diagnostic: first))
            }
            guard translated.outcome != .showsBase, translated.outcome != .unreadable else {
                column.replaced.append(keyNumber)
                continue
            }
            if !translated.literalPercents.isEmpty, base.text.signature.needsFormatting {
                column.literalPercents.append((keyNumber, translated.literalPercents))
            }
            column.records[keyNumber.value] = Int32(found)
            column.health.translated += 1
        }
        for (tableNumber, table) in localizations.tables.enumerated() {
            guard let baseFile = table.file(in: .base), let file = table.file(in: language) else { continue }
            // The records no base key matched; by position, not `enumerated()`: the loop visits every record.
            var matchedRecords = [Bool](repeating: false, count: file.records.count)
            for record in translations[tableNumber] where record >= 0 { matchedRecords[Int(record)] = true }
            var number = matchedRecords.firstIndex(of: false)
            while let unmatched = number {
                let entry = file.records[unmatched]
                let key = file.string(entry.key)
                let warning = Diagnostic(
                    .keyOnlyInTranslation(key: key, language: name, base: localizations.languages[0], basePath: baseFile.path),
                    at: file.location(of: entry)
                )
                diagnostics.emit(warning)
                column.keysOnlyHere.append(KeyToReview(key: key, language: language, kind: .onlyInTranslation, diagnostic: warning))
                number = matchedRecords[(unmatched + 1)...].firstIndex(of: false)
            }
        }
        column.diagnostics = diagnostics.diagnostics
        return column
    }

    enum TranslationOutcome {
        case asWritten
        /// Used as written, without some of the values the base text shows.
        case leavesOut
        /// Its placeholders do not fit the call: the base text shows.
        case showsBase
        /// Its plural rules cannot be read (no `other` form, an undefined variable, …): the base text shows.
        case unreadable
    }

    /// The record numbers of `file` in the order of their keys' bytes (for valid UTF-8, the order of
    /// Unicode scalars), so that the generated code does not depend on the order of the file.
    private static func sortedByKey(_ file: LocalizationTable) -> [Int] {
        file.text.withUnsafeBufferPointer { sortedByKey(file, text: $0) }
    }

    private static func sortedByKey(_ file: LocalizationTable, text: UnsafeBufferPointer<UInt8>) -> [Int] {
        let count = file.records.count
        guard let base = text.baseAddress, count > 1 else { return Array(file.records.indices) }
        // Each key's first eight bytes as one big-endian number (zero-padded) decide most comparisons; `memcmp`
        // decides the rest. A merge sort over pointers, as the standard library's sort calls a closure through
        // generic code at every comparison in a debug build.
        var starts = [Int](repeating: 0, count: count)
        var lengths = [Int](repeating: 0, count: count)
        var prefixes = [UInt64](repeating: 0, count: count)
        for (number, record) in file.records.enumerated() {
            let range = record.key.range
            var prefix: UInt64 = 0
            for offset in 0..<8 {
                prefix <<= 8
                if offset < range.count { prefix |= UInt64(base[range.lowerBound + offset]) }
            }
            (starts[number], lengths[number], prefixes[number]) = (range.lowerBound, range.count, prefix)
        }
        var order = Array(0..<count)
        var merged = order
        starts.withUnsafeBufferPointer { starts in
            lengths.withUnsafeBufferPointer { lengths in
                prefixes.withUnsafeBufferPointer { prefixes in
                    let starts = starts.baseAddress!, lengths = lengths.baseAddress!, prefixes = prefixes.baseAddress!
                    func precedes(_ a: Int, _ b: Int) -> Bool {
                        if prefixes[a] != prefixes[b] { return prefixes[a] < prefixes[b] }
                        let order = memcmp(base + starts[a], base + starts[b], min(lengths[a], lengths[b]))
                        return order != 0 ? order < 0 : lengths[a] < lengths[b]
                    }
                    order.withUnsafeMutableBufferPointer { order in
                        merged.withUnsafeMutableBufferPointer { merged in
                            var from = order.baseAddress!, to = merged.baseAddress!
                            var width = 1
                            while width < count {
                                var low = 0
                                while low < count {
                                    let middle = min(low + width, count), high = min(low + 2 * width, count)
                                    var left = low, right = middle, next = low
                                    while next < high {
                                        if right == high || (left < middle && !precedes(from[right], from[left])) {
                                            to[next] = from[left]
                                            left += 1
                                        } else {
                                            to[next] = from[right]
                                            right += 1
                                        }
                                        next += 1
                                    }
                                    low = high
                                }
                                swap(&from, &to)
                                width *= 2
                            }
                            if from != order.baseAddress! { order.baseAddress!.update(from: from, count: count) }
                        }
                    }
                }
            }
        }
        return order
    }

    /// The base text of a key, checked, and the arguments of its accessor.
    struct BaseText: Sendable {
        package var file: LocalizationTable
        var entry: LocalizationTable.Record
        /// The accessor's arguments.
        package var signature = FormatSignature(parameters: [], needsFormatting: false)
        /// How many of the arguments the base text itself shows: fewer than the accessor takes where they
        /// come from a String Catalog key (`starred` for `favorites %lld`). A translation may leave out the others.
        package var shown = 0
        /// The byte offsets of its `%` signs that start no specifier.
        var literalPercents: [Int] = []
        /// True when no call can show it safely (a placeholder that cannot be typed, an argument of two types,
        /// variables that never end): the key is left out with a warning, its translations are not checked,
        /// and the rest of the table generates.
        var isLeftOut = false

        package var key: String { file.string(entry.key) }
        package func withKey<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { file.withBytes(of: entry.key, body) }
        package var note: Diagnostic { Diagnostic(.note, at: file.textLocation(of: entry), "base text of \"\(key)\" is here") }
    }

    /// The arguments of a base text (or of its key, see `validate`) and its `%` signs that are literal,
    /// reporting every problem at the `%` it concerns. A placeholder that cannot be typed is an error; a `%`
    /// that starts no specifier is shown as written (a warning). A text without any specifier is never
    /// formatted, as Apple shows such texts as written.
    private static func checkedBase(
        _ file: LocalizationTable, _ entry: LocalizationTable.Record, language: String, keyIsFormat: Bool, diagnostics: DiagnosticCollector
    ) -> BaseText {
        var base = BaseText(file: file, entry: entry)
        // Made only for a message or a String Catalog's key: most keys need neither.
        var key: String { file.string(entry.key) }
        if let plural = file.plural(of: entry) {
            for problem in plural.problems {
                diagnostics.warning(.keyLeftOut(reason: .unsafeText(key: key, problem: problem.message)), at: problem.location)
            }
            base.isLeftOut = !plural.problems.isEmpty
            if !base.isLeftOut { checkPlural(plural, of: key, language: language, diagnostics: diagnostics) }
            base.signature = plural.signature
        } else if file.bytes(of: entry.value, contain: UInt8(ascii: "%")) {
            let problems: [FormatSpecifierParser.Problem]
            (base.signature, problems) = FormatSpecifierParser.signature(utf8: Array(file.text[entry.value.range]))
            base.literalPercents = problems.filter(\.isNotASpecifier).map(\.offset)
            let locations = file.locations(ofValueBytes: problems.map(\.offset), in: entry)
            for (problem, location) in zip(problems, locations) {
                if problem.isNotASpecifier {
                    diagnostics.warning(
                        .literalPercent(key: key, finding: problem.finding, formatted: base.signature.needsFormatting), at: location)
                } else {
                    base.isLeftOut = true
                    diagnostics.warning(
                        .keyLeftOut(reason: .unsafeText(key: key, problem: "in the value of \"\(key)\": " + problem.message)), at: location)
                }
            }
        }
        base.shown = base.signature.parameters.count
        // An extracted String Catalog key is the source format (`favorites %lld`): Xcode takes the arguments
        // from it, and the source text may show fewer of them (`starred`).
        guard keyIsFormat, file.bytes(of: entry.key, contain: UInt8(ascii: "%")) else { return base }
        let (keySignature, keyProblems) = FormatSpecifierParser.signature(of: key)
        guard !keySignature.parameters.isEmpty, keyProblems.allSatisfy(\.isNotASpecifier), keySignature != base.signature
        else { return base }
        switch fit(base.signature.parameters, into: keySignature.parameters) {
        case .fits:
            base.signature = keySignature
        case let misfit:
            diagnostics.warning(
                .sourceTextDoesNotFitKey(
                    key: key, misfit: misfit.description(passing: keySignature), arguments: base.signature.description),
                at: file.textLocation(of: entry)
            )
        }
        return base
    }

    /// Whether a translation can be shown as written with the arguments of its accessor, reporting why not.
    private static func checkedTranslation(
        _ file: LocalizationTable, _ entry: LocalizationTable.Record, language: String, base: BaseText, diagnostics: DiagnosticCollector
    ) -> (outcome: TranslationOutcome, literalPercents: [Int]) {
        if entry.variants >= 0 {
            var fits = true
            for variant in file.variants(of: entry)
            where !fitsPerDevice(variant, in: file, of: base, language: language, diagnostics: diagnostics) {
                fits = false
            }
            if !fits { return (.showsBase, []) }
        }
        // Most translations have no `%` and their key takes no argument: nothing to check.
        let hasPercent = file.bytes(of: entry.value, contain: UInt8(ascii: "%"))
        if !hasPercent, base.signature.parameters.isEmpty, entry.plural < 0 { return (.asWritten, []) }
        var shown: String { "'\(language)' shows the base text for this key" }
        var literal: [Int] = []
        let signature: FormatSignature
        if let plural = file.plural(of: entry) {
            checkPlural(plural, of: base.key, language: language, diagnostics: diagnostics)
            guard plural.problems.isEmpty else {
                for problem in plural.problems {
                    diagnostics.warning(.unreadablePluralText(problem: problem.message, consequence: shown), at: problem.location)
                }
                return (.unreadable, [])
            }
            signature = plural.signature
        } else if hasPercent {
            let (parsed, problems) = file.withBytes(of: entry.value) { FormatSpecifierParser.signature(utf8: $0) }
            let isPlain = !base.signature.needsFormatting
            var unusable = false
            // Most have none, and `zip` and the locations cost a debug build even when they are empty.
            if !problems.isEmpty {
                let locations = file.locations(ofValueBytes: problems.map(\.offset), in: entry)
                for (problem, location) in zip(problems, locations) {
                    if problem.isNotASpecifier {
                        literal.append(problem.offset)
                        diagnostics.warning(.literalPercent(key: base.key, finding: problem.finding, formatted: !isPlain), at: location)
                    } else if !isPlain {
                        unusable = true
                        if let gap = problem.gap {
                            diagnostics.warning(
                                .argumentGap(language: language, key: base.key, gap: gap, consequence: shown),
                                at: file.textLocation(of: entry), notes: [base.note]
                            )
                        } else {
                            diagnostics.warning(
                                .unreadablePlaceholders(key: base.key, problem: problem.message, consequence: shown), at: location,
                                notes: [base.note])
                        }
                    }
                }
            }
            if unusable { return (.showsBase, literal) }
            if isPlain {
                // Never formatted: shown exactly as written.
                if !parsed.parameters.isEmpty {
                    diagnostics.warning(
                        .placeholdersWithoutFormatting(language: language, key: base.key, placeholders: parsed.description),
                        at: file.textLocation(of: entry)
                    )
                } else if parsed.needsFormatting,
                    let offset = Array(file.text[entry.value.range]).firstRange(of: Array("%%".utf8))?.lowerBound
                {
                    diagnostics.warning(
                        .doublePercentNeverFormatted(key: base.key),
                        at: file.location(ofValueByte: offset, in: entry)
                    )
                }
                return (.asWritten, literal)
            }
            signature = parsed
        } else {
            signature = FormatSignature(parameters: [], needsFormatting: false)
        }
        switch fit(signature.parameters, into: base.signature.parameters) {
        case .fits(leavingOut: var leftOut):
            guard !leftOut.isEmpty else { return (.asWritten, literal) }
            leftOut.removeAll { $0 >= base.shown }
            guard !leftOut.isEmpty else { return (.asWritten, literal) }
            let arguments = leftOut.map { "\($0 + 1) (\(base.signature.parameters[$0].shortName))" }
            diagnostics.warning(
                .leavesOutArguments(language: language, key: base.key, arguments: arguments),
                at: file.textLocation(of: entry), notes: [base.note]
            )
            return (.leavesOut, literal)
        case let misfit:
            diagnostics.warning(
                .placeholdersDiffer(
                    language: language, key: base.key, misfit: misfit.description(passing: base.signature), consequence: shown),
                at: file.textLocation(of: entry), notes: [base.note]
            )
            return (.showsBase, literal)
        }
    }

    /// Whether a per-device text (a String Catalog's device variation, a `.stringsdict` device rule) takes the
    /// accessor's arguments, reporting why not: in a translation, its language then shows the base text; in the
    /// base language (`language` nil), that device shows the `other` text. A text that is never formatted
    /// (the accessor takes no arguments, and it is no plural) is shown as written.
    private static func fitsPerDevice(
        _ variant: LocalizationTable.DeviceVariant, in file: LocalizationTable, of base: BaseText, language: String?,
        diagnostics: DiagnosticCollector
    ) -> Bool {
        let record = variant.record
        let reads: [PlaceholderType]?
        if let plural = file.plural(of: record) {
            reads = plural.problems.isEmpty ? plural.signature.parameters : nil
        } else if !base.signature.needsFormatting {
            return true
        } else if file.bytes(of: record.value, contain: UInt8(ascii: "%")) {
            let (signature, problems) = FormatSpecifierParser.signature(utf8: Array(file.text[record.value.range]))
            reads = problems.allSatisfy(\.isNotASpecifier) ? signature.parameters : nil
        } else {
            reads = []
        }
        let misfit: String
        switch reads.map({ fit($0, into: base.signature.parameters) }) {
        case .fits?: return true
        case let other?: misfit = other.description(passing: base.signature)
        case nil: misfit = "has placeholders that cannot be read"
        }
        diagnostics.warning(
            .deviceTextDoesNotFit(language: language, key: base.key, device: variant.device, misfit: misfit),
            at: file.textLocation(of: record), notes: [base.note]
        )
        return false
    }

    /// How the arguments a text reads fit those its accessor passes.
    enum Fit: Equatable {
        /// Every argument it reads is passed, with a type it reads safely; the positions (from 0) it leaves out.
        case fits(leavingOut: [Int])
        /// It reads argument `position` (from 0), which the call does not pass.
        case readsMissing(position: Int, as: PlaceholderType)
        /// It reads argument `position` as `type`, but the call passes another kind of value.
        case readsAsOther(position: Int, as: PlaceholderType)

        package func description(passing accessor: FormatSignature) -> String {
            switch self {
            case .fits: "fits"
            case .readsMissing(let position, let type):
                "reads argument \(position + 1) (\(type.shortName)), which the call does not pass (it passes \(accessor.description))"
            case .readsAsOther(let position, let type):
                "reads argument \(position + 1) as \(type.shortName), but the call passes \(accessor.parameters[position].shortName)"
            }
        }
    }

    /// Reading an argument as another type of the same kind is safe (`%u` of an `Int`, `%C` of a `CChar`):
    /// both are read from the same place, and only show it differently.
    static func fit(_ reads: [PlaceholderType], into passed: [PlaceholderType]) -> Fit {
        var position = 0
        while position < reads.count {
            let type = reads[position]
            guard position < passed.count else { return .readsMissing(position: position, as: type) }
            if type.kind != passed[position].kind { return .readsAsOther(position: position, as: type) }
            position += 1
        }
        return .fits(leavingOut: reads.count < passed.count ? Array(reads.count..<passed.count) : [])
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
                    .missingPluralForms(language: language, key: key, forms: names, variable: name, numbers: numbers, count: missing.count),
                    at: variable.location
                )
            }
            for category in variable.forms.keys.sorted() where !used.contains(category) && category != .zero {
                diagnostics.warning(
                    .pluralFormNeverShown(
                        category: category.rawValue, variable: name, key: key, language: language,
                        categories: rules.map(\.category.rawValue)),
                    at: variable.formLocations[category] ?? variable.location
                )
            }
        }
    }
}
