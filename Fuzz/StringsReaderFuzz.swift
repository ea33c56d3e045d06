// libFuzzer entry: the .strings reader, checker and emitter must never crash or hang on any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let diagnostics = DiagnosticCollector()
    if let file = StringsParser.parse(bytes, path: "fuzz.strings", diagnostics: diagnostics) {
        for entry in file.entries {
            _ = SwiftSource.stringLiteral(entry.value)
            _ = SwiftSource.docComment(entry.comment ?? entry.value, indent: "")
            _ = SwiftName.memberName(entry.key)
        }
    }
    _ = diagnostics.formatted
    return 0
}
