#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Rounds away binary noise, so that 16 × 0.4 is 6.4 and not 6.4000000000000004. A number too small or too
/// large to scale (below about 1e-290, above about 1e300) is returned as it is: it has no noise worth removing.
package func clean(_ value: Double) -> Double {
    guard value.isFinite, value != 0 else { return value }
    let scale = pow(10, 9 - floor(log10(abs(value))))
    let scaled = value * scale
    guard scale.isNormal, scaled.isFinite else { return value }
    let rounded = scaled.rounded() / scale
    return rounded.isFinite ? rounded : value
}

/// `value` to `digits` decimals as JavaScript's `Number(x.toFixed(digits))` rounds it: the exact decimal
/// value of the double, half away from zero (so 0.03125 is 0.0313, where 0.03125 * 1e4 rounds to 312 as a
/// product). Values of 1e21 and beyond, which `toFixed` leaves as they are, are returned as they are.
package func fixedDecimals(_ value: Double, _ digits: Int) -> Double {
    guard value.isFinite, abs(value) < 1e21, (0...20).contains(digits) else { return value }
    // 40 decimals are exact enough: no double differs from a tie at the decimal after the kept ones by less
    // than 1e-40.
    var buffer = [CChar](repeating: 0, count: 80)
    let count = withVaList([abs(value)]) { vsnprintf(&buffer, buffer.count, "%.40f", $0) }
    guard count > 0, count < buffer.count else { return value }
    let text = String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let point = text.firstIndex(of: ".") else { return value }
    var kept = Array(text[..<point]) + Array(text[text.index(after: point)...].prefix(digits))
    let next = text[text.index(after: point)...].dropFirst(digits).first ?? "0"
    if next >= "5" {
        var index = kept.count - 1
        while index >= 0, kept[index] == "9" {
            kept[index] = "0"
            index -= 1
        }
        if index >= 0 { kept[index] = Character(String(kept[index].wholeNumberValue! + 1)) } else { kept.insert("1", at: 0) }
    }
    let integerDigits = kept.count - digits
    let written = digits == 0 ? String(kept) : String(kept.prefix(integerDigits)) + "." + String(kept.suffix(digits))
    guard let magnitude = Double(written) else { return value }
    return value < 0 ? -magnitude : magnitude
}

extension Double {
    /// A number as a text writes it (`4`, `-0.5`, `1e-3`), when tokengen can hold it as written: `nan`, `inf`,
    /// numbers beyond the largest `Double`, and numbers so small that they lose precision (subnormal) or become 0
    /// (`1e-400`) are no numbers here. The rule for every number, alone or inside a text.
    package init?(finite text: some StringProtocol) {
        guard let value = Double(String(text)), value.isWritable, value != 0 || !Self.hasNonzeroDigit(text) else { return nil }
        self = value
    }

    /// Whether a number as written has a digit other than 0 before its exponent: if it reads as 0, it underflowed.
    package static func hasNonzeroDigit(_ number: some StringProtocol) -> Bool {
        number.prefix { $0 != "e" && $0 != "E" }.contains { ("1"..."9").contains($0) }
    }

    /// Whether generated Swift can hold it exactly as a literal: finite, and 0 or a normal number (a subnormal
    /// such as 1e-310 loses precision, and Swift rejects the literal).
    package var isWritable: Bool { isFinite && (self == 0 || isNormal) }
}

extension String {
    /// Without the white space (line breaks included) at either end.
    package func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }
}
