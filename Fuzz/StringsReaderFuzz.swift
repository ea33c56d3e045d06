#if canImport(Glibc)
import Glibc
#endif

// libFuzzer entry: the readers of .strings, .stringsdict and .xcstrings, the checker and both emitters must
// never crash or hang on any bytes. The input's first line is also used as a language folder name and as an
// enum name, as a careless or hostile configuration would give them: only names that pass the checks reach
// the emitters. With FUZZ_SAMPLES=folder, one output in 2,000 is written there, for Fuzz/run.sh to compile.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let diagnostics = DiagnosticCollector()
    let firstLine = bytes.prefix { $0 != 0x0A }
    let name = String(decoding: firstLine, as: UTF8.self)
    let second = LanguageTag(name)?.canonical ?? "pl"
    let enumName = SwiftName.problemWithTypeName(name, reserved: L10nTranslator.reservedEnumNames) == nil ? name : "L10n"
    var files: [LocalizationTable] = []
    if let file = StringsParser.parse(bytes, path: "fuzz.strings", diagnostics: diagnostics) { files.append(file) }
    if let file = StringsdictReader.read(bytes, path: "fuzz.stringsdict", diagnostics: diagnostics) { files.append(file) }
    if let catalog = StringCatalogReader.read(bytes, path: "fuzz.xcstrings", diagnostics: diagnostics) {
        files += catalog.tables.values
    }
    for file in files where second != "en" {
        // The file as both languages of a table: every key found across files, every text emitted.
        let catalog = LocalizationSet(
            baseLanguage: "en", languages: ["en", second], folders: [["en"], [name]],
            tables: [LocalizationSet.Table(name: "Localizable", files: [file, file])]
        )
        let checked = StringsValidator.validate(catalog, diagnostics: diagnostics)
        for lookup in LookupMode.allCases {
            let options = L10nOptions(enumName: enumName, lookup: lookup)
            guard let model = L10nTranslator.translate(checked, options: options, diagnostics: DiagnosticCollector()) else { continue }
            // The enum and its shard files, one after the other: one source that compiles as they do together.
            sample(Array(L10nRenderer.render(model).map(\.bytes).joined(separator: [0x0A])))
        }
        for record in file.records {
            _ = SwiftName.memberName(file.string(record.key))
        }
    }
    _ = diagnostics.summarized
    return 0
}

nonisolated(unsafe) var emitted = 0

/// Writes one emitted file in 2,000 to `FUZZ_SAMPLES`, if set.
func sample(_ code: [UInt8]) {
    emitted += 1
    guard emitted % 2_000 == 0, let folder = getenv("FUZZ_SAMPLES") else { return }
    let path = String(cString: folder) + "/sample-\(emitted).swift"
    guard let file = fopen(path, "w") else { return }
    _ = code.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}
