import TokenGenVocabulary

/// Decodes the escapes of quoted strings exactly as Apple's reader does: `\a \b \f \n \r \t \v \" \\ \'`,
/// up to three octal digits (a byte in the NeXTSTEP encoding, `\0` for NUL), `\U` with up to four hex
/// digits, and any other character stands for itself (the backslash is dropped). Apple's strings are UTF-16:
/// two `\U` escapes that are the halves of a surrogate pair make one character.
struct EscapeDecoder {
    struct Escape {
        /// The UTF-16 unit it stands for.
        var unit: UInt16
        /// How many bytes after the backslash it takes.
        var length: Int
        package var problem: Problem?
    }

    package enum Problem {
        case unknown(Unicode.Scalar)
        case lowercaseU(String)
        case shortUnicode(String)
    }

    /// A high surrogate waiting for its low half.
    private var pendingHigh: UInt16?

    /// The escape whose backslash is just before `index`.
    static func decode(_ text: [UInt8], at index: Int, end: Int) -> Escape {
        let byte = text[index]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(byte - UInt8(ascii: "0"))
            var length = 1
            while length < 3, index + length < end, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[index + length]) {
                value = value << 3 + Int(text[index + length] - UInt8(ascii: "0"))
                length += 1
            }
            return Escape(unit: NeXTSTEPEncoding.unit(for: UInt8(truncatingIfNeeded: value)), length: length)
        case UInt8(ascii: "U"):
            var value: UInt16 = 0
            var length = 1
            while length < 5, index + length < end, let digit = hexDigit(text[index + length]) {
                value = value << 4 | digit
                length += 1
            }
            guard length < 5 else { return Escape(unit: value, length: length) }
            let digits = String(decoding: text[(index + 1)..<(index + length)], as: UTF8.self)
            return Escape(unit: value, length: length, problem: .shortUnicode(digits))
        case UInt8(ascii: "a"): return Escape(unit: 0x07, length: 1)
        case UInt8(ascii: "b"): return Escape(unit: 0x08, length: 1)
        case UInt8(ascii: "f"): return Escape(unit: 0x0C, length: 1)
        case UInt8(ascii: "n"): return Escape(unit: 0x0A, length: 1)
        case UInt8(ascii: "r"): return Escape(unit: 0x0D, length: 1)
        case UInt8(ascii: "t"): return Escape(unit: 0x09, length: 1)
        case UInt8(ascii: "v"): return Escape(unit: 0x0B, length: 1)
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"), 0x0A, 0x0D:
            return Escape(unit: UInt16(byte), length: 1)
        case UInt8(ascii: "u"):
            var length = 1
            while length < 5, index + length < end, hexDigit(text[index + length]) != nil { length += 1 }
            let digits = String(decoding: text[(index + 1)..<(index + length)], as: UTF8.self)
            return Escape(unit: UInt16(byte), length: 1, problem: length > 1 ? .lowercaseU(digits) : .unknown("u"))
        default:
            // Any other character stands for itself. A character outside the BMP cannot be one UTF-16 unit:
            // its scalar is copied whole, as Apple's reader copies both of its units.
            let (scalar, length) = text.withUnsafeBufferPointer { TextDecoding.scalar(in: $0, at: index) }
            if scalar.value > 0xFFFF {
                return Escape(unit: 0, length: length, problem: .unknown(scalar))
            }
            return Escape(unit: UInt16(scalar.value), length: length, problem: .unknown(scalar))
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt16? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt16(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt16(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt16(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Appends the escape's text to `out`; says whether a high surrogate before it, or the escape itself,
    /// is half of a pair without the other half.
    mutating func appendDecoded(_ escape: Escape, into out: inout [UInt8]) -> (previous: Bool, this: Bool) {
        if case .unknown(let scalar)? = escape.problem, scalar.value > 0xFFFF {
            let previous = finish(into: &out)
            UTF8.encode(scalar) { out.append($0) }
            return (previous, false)
        }
        let unit = escape.unit
        if UTF16.isLeadSurrogate(unit) {
            let previous = finish(into: &out)
            pendingHigh = unit
            return (previous, false)
        }
        if UTF16.isTrailSurrogate(unit) {
            guard let high = pendingHigh else {
                out.append(contentsOf: [0xEF, 0xBF, 0xBD])
                return (false, true)
            }
            pendingHigh = nil
            let scalar = Unicode.Scalar(0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00))!
            UTF8.encode(scalar) { out.append($0) }
            return (false, false)
        }
        let previous = finish(into: &out)
        UTF8.encode(Unicode.Scalar(unit)!) { out.append($0) }
        return (previous, false)
    }

    /// Writes a high surrogate that no low one followed, as U+FFFD: what Swift makes of it. True if there was one.
    @discardableResult
    mutating func finish(into out: inout [UInt8]) -> Bool {
        guard pendingHigh != nil else { return false }
        out.append(contentsOf: [0xEF, 0xBF, 0xBD])
        pendingHigh = nil
        return true
    }
}

/// The NeXTSTEP encoding, which Apple's reader uses for octal escapes of bytes 0x80–0xFF.
enum NeXTSTEPEncoding {
    static func unit(for byte: UInt8) -> UInt16 {
        byte < 0x80 ? UInt16(byte) : upperHalf[Int(byte - 0x80)]
    }

    /// 0xFE and 0xFF have no character; Apple's reader gives U+0000 for them.
    static let upperHalf: [UInt16] = [
        0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7, 0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
        0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9, 0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7,
        0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7, 0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022, 0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF,
        0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9, 0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7,
        0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
        0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1, 0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,
        0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD, 0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000, 0x0000,
    ]
}
