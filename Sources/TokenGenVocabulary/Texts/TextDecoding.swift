/// Turns the bytes of an input file into UTF-8, rejecting what is not text instead of repairing it.
///
/// `.strings` files come as UTF-8 (with or without a BOM) or UTF-16 with a BOM; anything that does not decode
/// cleanly is reported with the line and column where it breaks.
package enum TextDecoding {
    package static func utf8(from bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) -> [UInt8]? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return validatedUTF8(Array(bytes.dropFirst(3)), path: path, diagnostics: diagnostics)
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return utf16(bytes.dropFirst(2), bigEndian: false, path: path, diagnostics: diagnostics)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return utf16(bytes.dropFirst(2), bigEndian: true, path: path, diagnostics: diagnostics)
        }
        return validatedUTF8(bytes, path: path, diagnostics: diagnostics)
    }

    private static func validatedUTF8(_ bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) -> [UInt8]? {
        // The standard library's validation is fast; decoding scalar by scalar only finds where it breaks.
        if String(validating: bytes, as: UTF8.self) != nil { return bytes }
        var position = Position()
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                position.move(past: scalar)
            case .emptyInput:
                return bytes
            case .error:
                diagnostics.error(
                    .notUTF8,
                    at: position.location(in: path)
                )
                return nil
            }
        }
    }

    private static func utf16(
        _ bytes: ArraySlice<UInt8>, bigEndian: Bool, path: String, diagnostics: DiagnosticCollector
    ) -> [UInt8]? {
        guard bytes.count % 2 == 0 else {
            diagnostics.error(
                .oddUTF16(byteCount: bytes.count + 2),
                at: SourceLocation(path: path, line: 1, column: 1)
            )
            return nil
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var position = Position()
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                UTF8.encode(scalar) { output.append($0) }
                position.move(past: scalar)
            case .emptyInput:
                return output
            case .error:
                diagnostics.error(
                    .loneUTF16Surrogate,
                    at: position.location(in: path)
                )
                return nil
            }
        }
    }

    /// Where decoding has got to, for the error's line and column.
    private struct Position {
        var line = 1
        var column = 1

        mutating func move(past scalar: Unicode.Scalar) {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }

        func location(in path: String) -> SourceLocation {
            SourceLocation(path: path, line: line, column: column)
        }
    }
}

extension TextDecoding {
    /// The scalar that starts at `index` of valid UTF-8, and its length in bytes.
    package static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
