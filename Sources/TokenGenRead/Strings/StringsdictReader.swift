import TokenGenVocabulary

/// Reads a `.stringsdict` table: a property list whose keys each hold a plural rule
/// (`NSStringLocalizedFormatKey` and its variables), texts by presentation width
/// (`NSStringVariableWidthRuleType`) or texts by device (`NSStringDeviceSpecificRuleType`).
///
/// Width variants have one text in the generated code, the widest, with a warning: Apple picks one by the
/// width the app asks for, which the generated code does not know. Device variants become per-device texts,
/// as a String Catalog's device variations do: the generated code chooses by platform.
enum StringsdictReader {
    package static func read(_ bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) -> LocalizationTable? {
        let root: PropertyListNode?
        var text: [UInt8] = []
        if bytes.starts(with: Array("bplist".utf8)) {
            root = BinaryPropertyList.parse(bytes, path: path, diagnostics: diagnostics)
        } else {
            guard let utf8 = TextDecoding.utf8(from: bytes, path: path, diagnostics: diagnostics) else { return nil }
            text = utf8
            root = XMLPropertyList.parse(utf8, path: path, diagnostics: diagnostics)
        }
        var builder = Builder(text: text, path: path, diagnostics: diagnostics)
        guard let root else { return builder.file }
        guard case .dictionary(let entries) = root.value else {
            diagnostics.error(.stringsdictNotADictionary(kind: root.kindDescription), at: root.location)
            return builder.file
        }
        for entry in entries { builder.readEntry(entry) }
        return builder.file
    }

    package static let devices = ["other", "iphone", "ipad", "ipod", "mac", "appletv", "applewatch", "applevision"]

    private struct Builder: LocalizationTableBuilder {
        var text: [UInt8]
        let path: String
        let diagnostics: DiagnosticCollector
        var table = RecordTable()
        var plurals: [PluralText] = []
        var variants: [[LocalizationTable.DeviceVariant]] = []

        init(text: [UInt8], path: String, diagnostics: DiagnosticCollector) {
            self.text = text
            self.path = path
            self.diagnostics = diagnostics
        }

        static func sourceText(_ node: PropertyListNode) -> PluralSource.Text? {
            guard case .string(let string, let verbatim) = node.value else { return nil }
            return PluralSource.Text(text: string, location: node.contentLocation, verbatim: verbatim != nil)
        }

        mutating func readEntry(_ entry: PropertyListNode.Entry) {
            guard case .dictionary(let fields) = entry.value.value else {
                diagnostics.warning(
                    .stringsdictValueNotDictionary(key: entry.key, kind: entry.value.kindDescription), at: entry.value.location)
                return
            }
            if let format = fields.first(where: { $0.key == "NSStringLocalizedFormatKey" }) {
                addPlural(entry, format: format, fields: fields)
            } else if let widths = fields.first(where: { $0.key == "NSStringVariableWidthRuleType" }) {
                addVariant(entry, variants: widths, kind: "width") { texts in
                    texts.max { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }
                }
            } else if let devices = fields.first(where: { $0.key == "NSStringDeviceSpecificRuleType" }) {
                addVariant(entry, variants: devices, kind: "device") { texts in
                    StringsdictReader.devices.lazy.compactMap { device in texts.first { $0.key == device } }.first ?? texts.first
                }
            } else {
                diagnostics.error(
                    .stringsdictEntryWithoutRule(key: entry.key),
                    at: entry.keyLocation
                )
            }
        }

        mutating func addPlural(_ entry: PropertyListNode.Entry, format: PropertyListNode.Entry, fields: [PropertyListNode.Entry]) {
            guard let formatText = Self.sourceText(format.value) else {
                diagnostics.error(.formatKeyNotText(key: entry.key, kind: format.value.kindDescription), at: format.value.location)
                return
            }
            var variables: [PluralSource.Variable] = []
            for field in fields where field.key != "NSStringLocalizedFormatKey" {
                guard case .dictionary(let rule) = field.value.value else {
                    diagnostics.warning(
                        .variableNotDictionary(field: field.key, key: entry.key, kind: field.value.kindDescription), at: field.keyLocation)
                    continue
                }
                var variable = PluralSource.Variable(name: field.key, location: field.keyLocation, valueType: nil, forms: [])
                for item in rule {
                    switch item.key {
                    case "NSStringFormatSpecTypeKey":
                        if case .string(let type, _) = item.value.value, type != "NSStringPluralRuleType" {
                            diagnostics.error(
                                .variableNotPluralRule(variable: field.key, key: entry.key, type: type), at: item.value.contentLocation)
                        }
                    case "NSStringFormatValueTypeKey":
                        variable.valueType = Self.sourceText(item.value)
                    default:
                        guard let category = PluralCategory(rawValue: item.key) else {
                            diagnostics.warning(
                                .notAPluralCategory(form: item.key, variable: field.key, key: entry.key), at: item.keyLocation)
                            continue
                        }
                        guard let text = Self.sourceText(item.value) else {
                            diagnostics.error(
                                .pluralFormNotText(form: item.key, variable: field.key, key: entry.key), at: item.value.location)
                            continue
                        }
                        variable.forms.append((category, text))
                    }
                }
                variables.append(variable)
            }
            let source = PluralSource(key: entry.key, format: formatText, variables: variables)
            let plural = PluralAnalyzer.analyze(source, diagnostics: diagnostics)
            let key = append(entry.key)
            let value = append(plural.otherText)
            let comment = entry.comment.map { append($0) } ?? Span(0..<0)
            plurals.append(plural)
            table.insert(
                LocalizationTable.Record(
                    key: key, value: value, comment: comment,
                    line: Int32(entry.keyLocation.line), column: Int32(entry.keyLocation.column),
                    valueSource: .init(offset: 0, line: formatText.location.line, column: formatText.location.column, kind: .startOnly),
                    plural: Int32(plurals.count - 1)
                ), text: text, path: path, diagnostics: diagnostics)
        }

        mutating func addVariant(
            _ entry: PropertyListNode.Entry, variants: PropertyListNode.Entry, kind: String,
            choose: ([PropertyListNode.Entry]) -> PropertyListNode.Entry?
        ) {
            guard case .dictionary(let texts) = variants.value.value, let chosen = choose(texts),
                case .string(let string, let verbatim) = chosen.value.value
            else {
                diagnostics.error(.variantsNotTexts(kind: kind, key: entry.key), at: variants.value.location)
                return
            }
            if kind == "width", texts.count > 1 {
                diagnostics.warning(.textPerWidth(key: entry.key, width: chosen.key), at: entry.keyLocation)
            }
            let key = append(entry.key)
            let comment = entry.comment.map { append($0) } ?? Span(0..<0)
            var record = self.record(key: key, comment: comment, entry: entry, string: string, verbatim: verbatim, node: chosen.value)
            if kind == "device", texts.count > 1 {
                var list: [LocalizationTable.DeviceVariant] = []
                for device in texts {
                    guard case .string(let text, let offset) = device.value.value else { continue }
                    if !StringsdictReader.devices.contains(device.key) {
                        diagnostics.warning(
                            .unknownDevice(device: device.key, key: entry.key, known: StringsdictReader.devices), at: device.keyLocation)
                    }
                    let variant = self.record(key: key, comment: comment, entry: entry, string: text, verbatim: offset, node: device.value)
                    list.append(LocalizationTable.DeviceVariant(device: device.key, record: variant))
                }
                record.variants = Int32(self.variants.count)
                self.variants.append(list)
            }
            table.insert(record, text: text, path: path, diagnostics: diagnostics)
        }

        /// A plain record of `string`, whose text is the file's bytes at `verbatim` when it has no entities.
        mutating func record(
            key: Span, comment: Span, entry: PropertyListNode.Entry, string: String, verbatim: Int?, node: PropertyListNode
        ) -> LocalizationTable.Record {
            let location = node.contentLocation
            let value: Span
            let source: LocalizationTable.ValueSource
            if let verbatim {
                value = Span(verbatim..<(verbatim + string.utf8.count))
                source = .init(offset: verbatim, line: location.line, column: location.column, kind: .verbatim)
            } else {
                value = append(string)
                source = .init(offset: 0, line: location.line, column: location.column, kind: .startOnly)
            }
            return LocalizationTable.Record(
                key: key, value: value, comment: comment,
                line: Int32(entry.keyLocation.line), column: Int32(entry.keyLocation.column), valueSource: source
            )
        }
    }
}
