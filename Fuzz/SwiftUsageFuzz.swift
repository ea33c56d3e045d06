// libFuzzer entry: the report's Swift scanner on any bytes, with paths taken from the input's own names. Its
// work must stay linear: a run that takes more steps than a few per byte is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let names = String(decoding: bytes.prefix(256), as: UTF8.self).split(whereSeparator: { !$0.isLetter }).prefix(8).map(String.init)
    var usage = SwiftUsage(paths: [["L10n"] + names, names, ["L10n", "A", "b"]])
    usage.read(bytes)
    precondition(usage.work <= 16 * (size + 1), "the scanner took \(usage.work) steps for \(size) bytes")
    for path in 0..<3 { _ = usage.isUsed(path) }
    return 0
}
