import TokenGenVocabulary

/// Reads a String Catalog (`<Table>.xcstrings`, versions 1.0 and 1.1 as Xcode writes them) into one table per
/// language, with the texts Xcode compiles from it.
///
/// - A localization with a value is used whatever its `state`; `needs_review` gets a warning. A `new` unit
///   without a value, and an empty value that is not `translated`, is a missing translation: the source text
///   is used (the checks across languages warn).
/// - `shouldTranslate: false`: the source text in every language, never reported as untranslated.
/// - `extractionState: stale`: not generated, with a warning.
/// - No localization at all: the key itself is the source text, as Xcode does for extracted strings.
/// - Plural variations and substitutions become plural texts (the same model as `.stringsdict`); device
///   variations become per-device texts, chosen by platform in the generated code.
enum StringCatalogReader {
    package struct Catalog {
        package var sourceLanguage: LanguageTag
        package var tables: [LanguageTag: LocalizationTable]
    }

    static let states: Set<String> = ["translated", "needs_review", "new", "stale"]
    static let extractionStates: Set<String> = ["manual", "extracted_with_value", "migrated", "stale"]

    package static func read(_ bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) -> Catalog? {
        guard let utf8 = TextDecoding.utf8(from: bytes, path: path, diagnostics: diagnostics),
            let root = JSONParser.parse(utf8, path: path, diagnostics: diagnostics)
        else { return nil }
        guard root.members != nil else {
            diagnostics.error(.catalogNotAnObject(kind: root.kindDescription), at: root.location)
            return nil
        }
        guard let sourceNode = root["sourceLanguage"], let sourceName = sourceNode.string else {
            diagnostics.error(.catalogWithoutSourceLanguage, at: root.location)
            return nil
        }
        guard let source = LanguageTag(sourceName) else {
            diagnostics.error(.sourceLanguageNotATag(sourceName), at: sourceNode.location)
            return nil
        }
        if let version = root["version"], let text = version.string, !["1.0", "1.1"].contains(text) {
            diagnostics.warning(.newerCatalogVersion(text), at: version.location)
        }
        guard let strings = root["strings"]?.members else {
            diagnostics.error(.catalogWithoutStrings, at: root.location)
            return nil
        }
        // Every language of the catalog, so that untranslatable keys can be given to each. Each name is read once.
        var languages: [LanguageTag: SourceLocation] = [source: sourceNode.location]
        var tags: [String: LanguageTag?] = [:]
        for entry in strings {
            for localization in entry.value["localizations"]?.members ?? [] {
                let tag =
                    tags[localization.key]
                    ?? {
                        let tag = LanguageTag(localization.key)
                        tags[localization.key] = tag
                        return tag
                    }()
                guard let language = tag else {
                    diagnostics.error(.localizationNotATag(localization.key), at: localization.keyLocation)
                    continue
                }
                if languages[language] == nil { languages[language] = localization.keyLocation }
            }
        }
        // Languages by number from here on: each localization finds its builder without hashing a tag.
        let catalogLanguages = Array(languages.keys)
        let numbers = Dictionary(uniqueKeysWithValues: catalogLanguages.enumerated().map { ($1, $0) })
        var builders = catalogLanguages.map { _ in Builder(path: path, diagnostics: diagnostics) }
        let numbersByName = tags.compactMapValues { $0.flatMap { numbers[$0] } }
        for entry in strings {
            read(
                entry, source: numbers[source]!, languages: catalogLanguages, numbers: numbersByName, into: &builders,
                diagnostics: diagnostics)
        }
        return Catalog(sourceLanguage: source, tables: Dictionary(uniqueKeysWithValues: zip(catalogLanguages, builders.map(\.file))))
    }

    /// `source`: the source language's number in `languages`; `numbers`: each localization name's.
    private static func read(
        _ entry: JSONNode.Member, source: Int, languages: [LanguageTag], numbers: [String: Int],
        into builders: inout [Builder], diagnostics: DiagnosticCollector
    ) {
        let key = entry.key
        guard entry.value.members != nil else {
            diagnostics.error(.catalogEntryNotAnObject(key: key, kind: entry.value.kindDescription), at: entry.value.location)
            return
        }
        if let state = entry.value["extractionState"], let text = state.string {
            if text == "stale" {
                let warning = Diagnostic(.staleKey(key), at: entry.keyLocation)
                diagnostics.emit(warning)
                builders[source].keysNeedingReview.append((key, warning))
                return
            }
            if !extractionStates.contains(text) {
                diagnostics.warning(.unknownExtractionState(state: text, key: key), at: state.location)
            }
        }
        let comment = entry.value["comment"]?.string
        let shouldTranslate = entry.value["shouldTranslate"]?.bool ?? true
        let localizations = entry.value["localizations"]?.members ?? []
        var sourceText: Text?
        for localization in localizations {
            guard let language = numbers[localization.key] else { continue }
            guard shouldTranslate || language == source else { continue }
            guard let text = Text.read(localization.value, key: key, language: languages[language].canonical, diagnostics: diagnostics)
            else { continue }
            if language == source { sourceText = text }
            builders[language].addEntry(key: key, keyLocation: entry.keyLocation, comment: comment, text: text)
            builders[language].keysNeedingReview += text.reviews.map { (key, $0) }
        }
        if sourceText == nil {
            // Extracted keys without a localization: the key is the source text.
            let text = Text.plain(PluralSource.Text(text: key, location: entry.keyLocation, verbatim: false))
            sourceText = text
            builders[source].addEntry(key: key, keyLocation: entry.keyLocation, comment: comment, text: text)
        }
        if !shouldTranslate, let sourceText {
            for language in builders.indices where language != source {
                builders[language].addEntry(key: key, keyLocation: entry.keyLocation, comment: comment, text: sourceText)
            }
        }
    }

    /// What one localization says: a plain text, a plural text, or per-device texts of either.
    package indirect enum Text {
        case plain(PluralSource.Text)
        case plural(PluralSource)
        case devices([(device: String, text: Text)])

        /// The warnings of its texts marked `needs_review`.
        var reviews: [Diagnostic] {
            switch self {
            case .plain(let text): text.review.map { [$0] } ?? []
            case .plural(let source): ([source.format] + source.variables.flatMap { $0.forms.map(\.text) }).compactMap(\.review)
            case .devices(let devices): devices.flatMap(\.text.reviews)
            }
        }

        package static func read(_ node: JSONNode, key: String, language: String, diagnostics: DiagnosticCollector) -> Text? {
            let substitutions = node["substitutions"]?.members ?? []
            if let devices = node["variations"]?["device"]?.members {
                var texts: [(String, Text)] = []
                for device in devices {
                    if !StringsdictReader.devices.contains(device.key) {
                        diagnostics.warning(
                            .unknownDevice(device: device.key, key: key, known: StringsdictReader.devices), at: device.keyLocation)
                    }
                    var inner = device.value
                    if inner["substitutions"] == nil, !substitutions.isEmpty, case .object(var members) = inner.value {
                        members.append(
                            JSONNode.Member(key: "substitutions", keyLocation: device.keyLocation, value: node["substitutions"]!))
                        inner.value = .object(members)
                    }
                    guard let text = read(inner, key: key, language: language, diagnostics: diagnostics) else { continue }
                    if case .devices(let nested) = text {
                        // Xcode never writes a device variation inside one: its `other` (else first) text is used.
                        let used = nested.first { $0.device == "other" } ?? nested[0]
                        diagnostics.warning(
                            .nestedDeviceVariations(device: device.key, key: key, language: language, used: used.device),
                            at: device.keyLocation)
                        texts.append((device.key, used.text))
                    } else {
                        texts.append((device.key, text))
                    }
                }
                return texts.isEmpty ? nil : .devices(texts)
            }
            if let plural = node["variations"]?["plural"]?.members {
                var forms: [(category: PluralCategory, text: PluralSource.Text)] = []
                for form in plural {
                    guard let category = PluralCategory(rawValue: form.key) else {
                        diagnostics.warning(.notAPluralCategory(form: form.key, variable: nil, key: key), at: form.keyLocation)
                        continue
                    }
                    guard let unit = stringUnit(form.value, key: key, language: language, diagnostics: diagnostics) else { continue }
                    forms.append((category, unit))
                }
                guard !forms.isEmpty else { return nil }
                return .plural(
                    pluralOverWholeText(forms, key: key, substitutions: substitutions, language: language, diagnostics: diagnostics))
            }
            guard let unit = stringUnit(node, key: key, language: language, diagnostics: diagnostics) else { return nil }
            if !substitutions.isEmpty || Self.mayHaveVariables(unit.text) {
                return .plural(
                    PluralSource(
                        key: key, format: withSubstitutionPositions(unit, substitutions),
                        variables: variables(substitutions, key: key, language: language, diagnostics: diagnostics)
                    ))
            }
            return .plain(unit)
        }

        /// True when the text holds `#@`, as every variable reference (`%#@name@`, `%1$#@name@`) does.
        static func mayHaveVariables(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { buffer in
                let bytes = ByteText(buffer)
                var at = bytes.firstIndex(of: UInt8(ascii: "@"), from: 1)
                while at < bytes.count {
                    if bytes.base[at - 1] == UInt8(ascii: "#") { return true }
                    at = bytes.firstIndex(of: UInt8(ascii: "@"), from: at + 1)
                }
                return false
            }
        }

        /// The `stringUnit` of a node: its value, where it is, and its state's warning.
        static func stringUnit(
            _ node: JSONNode, key: String, language: String, diagnostics: DiagnosticCollector
        ) -> PluralSource.Text? {
            guard let unit = node["stringUnit"] else { return nil }
            let state = unit["state"]?.string
            if let state, !StringCatalogReader.states.contains(state) {
                diagnostics.warning(.unknownTranslationState(state: state, language: language, key: key), at: unit["state"]!.location)
            }
            guard let valueNode = unit["value"], case .string(let value, let verbatim) = valueNode.value else {
                if state != "new" {
                    diagnostics.warning(.emptyTranslation(language: language, key: key), at: unit.location)
                }
                return nil
            }
            // Xcode adds an empty value beside a new language or a changed source text: not a translation yet.
            if value.isEmpty, let state, state != "translated" { return nil }
            var location = valueNode.location
            location.column += 1
            var text = PluralSource.Text(text: value, location: location, verbatim: verbatim != nil)
            text.byteOffset = verbatim ?? 0
            if state == "needs_review" {
                text.review = Diagnostic(.needsReview(language: language, key: key), at: valueNode.location)
                diagnostics.emit(text.review!)
            }
            return text
        }

        /// A plural variation of the whole text: one variable over the first number the `other` form shows.
        /// The forms' placeholders are given their positions first, so that the other arguments keep theirs.
        static func pluralOverWholeText(
            _ forms: [(category: PluralCategory, text: PluralSource.Text)], key: String,
            substitutions: [JSONNode.Member], language: String, diagnostics: DiagnosticCollector
        ) -> PluralSource {
            let other = forms.first { $0.category == .other }?.text ?? forms[0].text
            var placeholders: [FormatSpecifierParser.Placeholder] = []
            _ = FormatSpecifierParser.signature(utf8: Array(other.text.utf8), variables: true, placeholders: &placeholders)
            let number = placeholders.first { [.int, .uint, .double].contains($0.type) }
            let argument = number?.position ?? 1
            let valueType = number.map { String(decoding: Array(other.text.utf8)[$0.body], as: UTF8.self) } ?? "d"
            let positioned = forms.map { form in
                (form.category, withPositions(withSubstitutionPositions(form.text, substitutions)))
            }
            let variable = PluralSource.Variable(
                name: "__plural", location: other.location,
                valueType: PluralSource.Text(text: valueType, location: other.location, verbatim: false),
                forms: positioned
            )
            return PluralSource(
                key: key,
                format: PluralSource.Text(text: "%\(argument)$#@__plural@", location: other.location, verbatim: false),
                variables: [variable] + variables(substitutions, key: key, language: language, diagnostics: diagnostics)
            )
        }

        /// Every placeholder written with the position it has: `%@ has %lld` → `%1$@ has %2$lld`.
        package static func withPositions(_ text: PluralSource.Text) -> PluralSource.Text {
            let bytes = Array(text.text.utf8)
            var placeholders: [FormatSpecifierParser.Placeholder] = []
            _ = FormatSpecifierParser.signature(utf8: bytes, variables: true, placeholders: &placeholders)
            var out: [UInt8] = []
            var copied = 0
            for placeholder in placeholders where placeholder.explicitPosition == nil {
                out += bytes[copied..<placeholder.range.lowerBound]
                out += Array("%\(placeholder.position)$".utf8) + bytes[placeholder.body]
                copied = placeholder.range.upperBound
            }
            out += bytes[copied...]
            var result = text
            result.text = String(decoding: out, as: UTF8.self)
            result.verbatim = result.verbatim && placeholders.allSatisfy { $0.explicitPosition != nil }
            return result
        }

        /// `%#@name@` of a substitution written as `%N$#@name@`: N is its `argNum`, or, where that is missing,
        /// its place among the text's placeholders, as Xcode infers it.
        package static func withSubstitutionPositions(_ text: PluralSource.Text, _ substitutions: [JSONNode.Member]) -> PluralSource.Text {
            var result = text
            var placeholders: [FormatSpecifierParser.Placeholder] = []
            _ = FormatSpecifierParser.signature(utf8: Array(text.text.utf8), variables: true, placeholders: &placeholders)
            for substitution in substitutions {
                let argument: Int
                if case .number(let number)? = substitution.value["argNum"]?.value, let written = Int(number) {
                    argument = written
                } else if let place = placeholders.firstIndex(where: { $0.variable == substitution.key }) {
                    argument = place + 1
                } else {
                    continue
                }
                let positioned = result.text.replacing("%#@\(substitution.key)@", with: "%\(argument)$#@\(substitution.key)@")
                if positioned != result.text {
                    result.text = positioned
                    result.verbatim = false
                }
            }
            return result
        }

        /// Each substitution as a plural variable: `%arg` in its forms is its own number.
        package static func variables(
            _ substitutions: [JSONNode.Member], key: String, language: String, diagnostics: DiagnosticCollector
        ) -> [PluralSource.Variable] {
            substitutions.map { substitution in
                let specifier = substitution.value["formatSpecifier"]?.string ?? "lld"
                var forms: [(category: PluralCategory, text: PluralSource.Text)] = []
                for form in substitution.value["variations"]?["plural"]?.members ?? [] {
                    guard let category = PluralCategory(rawValue: form.key) else {
                        diagnostics.warning(
                            .notAPluralCategoryInSubstitution(form: form.key, substitution: substitution.key, key: key),
                            at: form.keyLocation)
                        continue
                    }
                    guard var unit = stringUnit(form.value, key: key, language: language, diagnostics: diagnostics) else { continue }
                    let replaced = unit.text.replacing("%arg", with: "%" + specifier)
                    if replaced != unit.text {
                        unit.text = replaced
                        unit.verbatim = false
                    }
                    forms.append((category, unit))
                }
                return PluralSource.Variable(
                    name: substitution.key, location: substitution.keyLocation,
                    valueType: PluralSource.Text(text: specifier, location: substitution.keyLocation, verbatim: false),
                    forms: forms
                )
            }
        }
    }

    /// The table of one language.
    private struct Builder: LocalizationTableBuilder {
        /// The keys, comments and texts of this language; a text without escapes is marked verbatim, so that
        /// diagnostics inside it count its columns.
        var text: [UInt8] = []
        let path: String
        let diagnostics: DiagnosticCollector
        var table = RecordTable()
        var plurals: [PluralText] = []
        var variants: [[LocalizationTable.DeviceVariant]] = []
        var keysNeedingReview: [(key: String, warning: Diagnostic)] = []

        init(path: String, diagnostics: DiagnosticCollector) {
            self.path = path
            self.diagnostics = diagnostics
        }

        mutating func addEntry(key: String, keyLocation: SourceLocation, comment: String?, text content: Text) {
            let keySpan = append(key)
            let commentSpan = comment.map { append($0) } ?? Span(0..<0)
            guard var record = record(content, key: keySpan, keyLocation: keyLocation, comment: commentSpan) else { return }
            if case .devices(let devices) = content {
                var list: [LocalizationTable.DeviceVariant] = []
                for (device, text) in devices {
                    guard let variant = self.record(text, key: keySpan, keyLocation: keyLocation, comment: commentSpan) else { continue }
                    list.append(LocalizationTable.DeviceVariant(device: device, record: variant))
                }
                // The record itself is the `other` device's text, else the first device's.
                guard let main = list.first(where: { $0.device == "other" }) ?? list.first else { return }
                record = main.record
                record.variants = Int32(variants.count)
                variants.append(list)
            }
            table.insert(record, text: text, path: path, diagnostics: diagnostics)
        }

        mutating func record(_ content: Text, key: Span, keyLocation: SourceLocation, comment: Span) -> LocalizationTable.Record? {
            let base = LocalizationTable.Record(
                key: key, value: Span(0..<0), comment: comment, line: Int32(keyLocation.line), column: Int32(keyLocation.column),
                valueSource: .none
            )
            switch content {
            case .plain(let unit):
                var record = base
                record.value = append(unit.text)
                let location = unit.location
                if unit.verbatim {
                    record.valueSource = .init(
                        offset: Int(record.value.start), line: location.line, column: location.column, kind: .verbatim)
                } else {
                    record.valueSource = .init(offset: 0, line: location.line, column: location.column, kind: .startOnly)
                }
                return record
            case .plural(let source):
                let plural = PluralAnalyzer.analyze(source, diagnostics: diagnostics)
                var record = base
                record.value = append(plural.otherText)
                record.valueSource = .init(
                    offset: 0, line: source.format.location.line, column: source.format.location.column, kind: .startOnly)
                record.plural = Int32(plurals.count)
                plurals.append(plural)
                return record
            case .devices(let devices):
                return devices.isEmpty ? nil : base
            }
        }
    }
}
