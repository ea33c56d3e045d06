// libFuzzer entry: the YAML token loader and the constants emitter on any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let diagnostics = DiagnosticCollector()
    if let file = TokenFileReader.read(bytes, path: "fuzz.tokens.yml", diagnostics: diagnostics), !diagnostics.hasErrors {
        _ = ConstantsEmitter.emit(file, options: ConstantsOptions(), diagnostics: diagnostics)
    }
    return 0
}
