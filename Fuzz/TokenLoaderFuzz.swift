// libFuzzer entry: the YAML token loader and the constants emitter on any bytes; the first line is also
// tried as the type name and as the token file's name, which the generated code quotes in a comment.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let name = String(decoding: bytes.prefix { $0 != 0x0A }, as: UTF8.self)
    let typeName = SwiftName.problemWithTypeName(name, reserved: Pipeline.reservedTypeNames) == nil ? name : "DesignTokens"
    let diagnostics = DiagnosticCollector()
    // JSON (a token file or a resolver document with inline sources) when it starts like JSON, else YAML.
    let path = name + (bytes.first == UInt8(ascii: "{") ? ".tokens.json" : ".tokens.yml")
    if let file = TokenSetReader.read(bytes, path: path, diagnostics: diagnostics), !diagnostics.hasErrors {
        _ = Pipeline.constants(file, options: ConstantsOptions(typeName: typeName), diagnostics: diagnostics)
    }
    return 0
}
