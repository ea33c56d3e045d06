/// Writes `.strings` text that `StringsParser` (and Apple's parser) reads back to exactly the same table.
enum StringsWriter {
    /// `"key" = "value";` lines, in the given order.
    static func table(_ entries: [(key: String, value: String)]) -> String {
        entries.map { "\(quoted($0.key)) = \(quoted($0.value));\n" }.joined()
    }

    /// A quoted string: `\\`, `\"` and the usual control escapes; other control characters as `\Uxxxx`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
