// libFuzzer entry: the .strings reader, checker and emitter must never crash or hang on any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let diagnostics = DiagnosticCollector()
    if let file = StringsParser.parse(bytes, path: "fuzz.strings", diagnostics: diagnostics) {
        // The file as both languages of a table: every key found across files, every text emitted.
        let catalog = StringsCatalog(
            baseLanguage: "en", languages: ["en", "pl"],
            tables: [StringsCatalog.Table(name: "Localizable", files: [file, file])]
        )
        let checked = StringsValidator.validate(catalog, diagnostics: diagnostics)
        for lookup in LookupMode.allCases {
            _ = L10nEmitter.emit(checked, options: L10nOptions(lookup: lookup), diagnostics: DiagnosticCollector())
        }
        for entry in file.entries {
            _ = SwiftName.memberName(entry.key)
        }
    }
    _ = diagnostics.formatted
    return 0
}
