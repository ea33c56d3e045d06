#if canImport(Glibc)
import Glibc
#endif

// libFuzzer entry: the token reader (JSON, YAML, resolver documents with inline sources), the resolver and the
// constants emitter on any bytes; the first line is also tried as the type name and as the token file's name,
// which the generated code quotes in a comment. Every number of every value must be one Swift can write (no
// NaN, infinity or subnormal): a trap otherwise, which libFuzzer saves. With FUZZ_SAMPLES=folder, one output
// in 2,000 is written there, for Fuzz/run.sh to compile.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let name = String(decoding: bytes.prefix { $0 != 0x0A }, as: UTF8.self)
    let typeName = SwiftName.problemWithTypeName(name, reserved: ConstantsTranslator.reservedTypeNames) == nil ? name : "DesignTokens"
    let diagnostics = DiagnosticCollector()
    // JSON (a token file or a resolver document with inline sources) when it starts like JSON, else YAML.
    let path = name.filter { $0 != "/" } + (bytes.first == UInt8(ascii: "{") ? ".tokens.json" : ".tokens.yml")
    guard let raw = TokenSetReader.read([(bytes, path)], diagnostics: diagnostics),
        let tokens = TokenSetResolver.resolve(raw, diagnostics: diagnostics), !diagnostics.hasErrors
    else { return 0 }
    for token in tokens.tokens where !token.value.numbers.allSatisfy(\.isWritable) {
        fatalError("\(token.dottedPath) has a number Swift cannot write: \(token.value)")
    }
    if let model = ConstantsTranslator.translate(tokens, options: ConstantsOptions(typeName: typeName), diagnostics: diagnostics) {
        keepSample(ConstantsRenderer.render(model))
    }
    return 0
}

nonisolated(unsafe) private var emitted = 0

/// Writes one emitted file in 2,000 to `FUZZ_SAMPLES`, if set.
private func keepSample(_ code: String) {
    emitted += 1
    guard emitted % 2_000 == 0, let folder = getenv("FUZZ_SAMPLES") else { return }
    let path = String(cString: folder) + "/sample\(emitted).swift"
    guard let file = fopen(path, "w") else { return }
    fputs(code, file)
    fclose(file)
}
