// libFuzzer entry: the printf format-specifier parser on any text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = FormatSpecifierParser.signature(of: text)
    return 0
}
