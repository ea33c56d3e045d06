import Foundation
import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

/// tokengen's reading of `.strings` files against Apple's (swift-corelibs-foundation's property-list parser):
/// the same keys and the same texts, byte for byte, on random tables in every form Apple reads.
@Suite struct AppleOracleTests {
    @Test func randomTablesReadAsAppleReadsThem() throws {
        var random = SeededRandom(seed: 0x70_6B_65_6E_67_65_6E)
        var compared = 0
        for number in 0..<600 {
            let (bytes, form) = RandomTable.make(&random)
            let path = "random-\(number).strings"
            let apple = try #require(
                AppleReader.read(bytes), "Apple's reader rejects table \(number) (\(form)):\n\(String(decoding: bytes, as: UTF8.self))")
            let diagnostics = DiagnosticCollector()
            let file = try #require(StringsParser.parse(bytes, path: path, diagnostics: diagnostics))
            #expect(
                !diagnostics.hasErrors, "table \(number) (\(form)): \(diagnostics.formatted)\n\(String(decoding: bytes, as: UTF8.self))")
            let ours = file.textsByKey
            let appleTexts = apple.compactMapValues { $0 }
            let differences = Set(ours.keys).union(appleTexts.keys).filter { ours[$0] != appleTexts[$0] }.map { key in
                "key \(String(decoding: key, as: UTF8.self).debugDescription): ours \(ours[key].map { String(decoding: $0 ?? [], as: UTF8.self).debugDescription } ?? "none"), Apple's \(appleTexts[key].map { String(decoding: $0, as: UTF8.self).debugDescription } ?? "none")"
            }
            #expect(
                differences.isEmpty,
                "table \(number) (\(form)) differs:\n\(differences.joined(separator: "\n"))\n\(String(decoding: bytes, as: UTF8.self).debugDescription)"
            )
            compared += appleTexts.count
        }
        #expect(compared > 2_500)
    }

    /// Octal escapes of bytes 0x80–0xFF are NeXTSTEP characters; the table is checked against Apple's reader.
    @Test func octalEscapesUseTheNeXTSTEPEncoding() throws {
        let escapes = (0x80...0xFF).map { "\\" + String($0, radix: 8) }.joined()
        let bytes = Array("\"a\" = \"\(escapes)\";".utf8)
        let apple = try #require(AppleReader.read(bytes))
        let file = try #require(StringsParser.parse(bytes, path: "octal.strings", diagnostics: DiagnosticCollector()))
        #expect(file.textsByKey == apple.compactMapValues { $0 })
    }
}

/// SplitMix64: the same tables on every run and machine.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random `.strings` files that Apple's reader accepts, in the text format (every escape, both quotes,
/// comments, unquoted words, line and paragraph separators, four encodings) and as XML and binary property lists.
enum RandomTable {
    static func make(_ random: inout SeededRandom) -> (bytes: [UInt8], form: String) {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return (propertyList(&random, format: .xml), "XML property list")
        case 1: return (propertyList(&random, format: .binary), "binary property list")
        default:
            let text = textFormat(&random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return ([0xEF, 0xBB, 0xBF] + Array(text.utf8), "text, UTF-8 with BOM")
            case 1: return ([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "text, UTF-16LE")
            case 2: return ([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, "text, UTF-16BE")
            default: return (Array(text.utf8), "text, UTF-8")
            }
        }
    }

    static let plainCharacters: [String] = {
        // The closures' types are written out: inferred, they are slow to type-check.
        let ascii = (0x20...0x7E).map { (code: Int) -> String in String(UnicodeScalar(UInt8(code))) }.filter { (text: String) -> Bool in
            text != "\\" && text != "\"" && text != "'"
        }
        return ascii + [
            "ą", "ę", "ł", "ż", "Ź", "é", "e\u{301}", "🐶", "👩‍👩‍👧", "中", "ה", "\u{A0}", "\u{2028}", "\u{202E}", "\t", "\n", "\r\n", "%", "%@",
            "%d",
        ]
    }()

    static let escapes: [String] = [
        "\\n", "\\t", "\\r", "\\\"", "\\'", "\\\\", "\\a", "\\b", "\\f", "\\v", "\\0", "\\\n",
        "\\101", "\\7", "\\12", "\\377", "\\241", "\\3012", "\\U00E9", "\\U41", "\\U", "\\Uzz", "\\U1F6",
        "\\UD83D\\UDE00", "\\UD83D", "\\UDE00x", "\\u203A", "\\u", "\\@", "\\(", "\\q", "\\ה", "\\🐶", "\\%",
    ]

    static func quotedText(_ random: inout SeededRandom, quote: Character) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0..<12, using: &random) {
            if Int.random(in: 0..<4, using: &random) == 0 {
                text += escapes.randomElement(using: &random)!
            } else {
                text += plainCharacters.randomElement(using: &random)!
            }
        }
        // The other kind of quote may appear unescaped.
        if Bool.random(using: &random) { text += quote == "\"" ? "'" : "\"" }
        return text
    }

    static func word(_ random: inout SeededRandom) -> String {
        let characters = Array("abcXYZ019_$:.-")
        return String((0..<Int.random(in: 1..<8, using: &random)).map { _ in characters.randomElement(using: &random)! })
    }

    static func string(_ random: inout SeededRandom) -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return word(&random)
        case 1: return "'" + quotedText(&random, quote: "'") + "'"
        default: return "\"" + quotedText(&random, quote: "\"") + "\""
        }
    }

    static func space(_ random: inout SeededRandom) -> String {
        ["", " ", "  ", "\t", "\n", "\r\n", "\u{2028}", "\u{2029}", " /* c */ ", "\n// line\n"].randomElement(using: &random)!
    }

    static func textFormat(_ random: inout SeededRandom) -> String {
        var out = Bool.random(using: &random) ? "" : "/* Header */\n"
        for _ in 0..<Int.random(in: 1..<12, using: &random) {
            if Int.random(in: 0..<3, using: &random) == 0 { out += "/* " + word(&random) + " ą */\n" }
            let key = string(&random)
            switch Int.random(in: 0..<12, using: &random) {
            case 0:
                out += key + space(&random) + ";"
            case 1:
                out += key + " = { \"a\" = \"b\"; }" + space(&random) + ";"
            case 2:
                out += key + " = (\"a\", b)" + space(&random) + ";"
            default:
                out += key + space(&random) + "=" + space(&random) + string(&random) + space(&random) + ";"
            }
            out += ["\n", "\r\n", " ", "\u{2028}", "\n\n"].randomElement(using: &random)!
        }
        return out
    }

    static func propertyList(_ random: inout SeededRandom, format: PropertyListSerialization.PropertyListFormat) -> [UInt8] {
        var dictionary: [String: Any] = [:]
        let characters = plainCharacters.filter { $0 != "\r\n" } + ["&", "<", ">", "]]>", "&amp;"]
        for _ in 0..<Int.random(in: 1..<10, using: &random) {
            let key = word(&random) + (Bool.random(using: &random) ? "ż" : "")
            let value = (0..<Int.random(in: 0..<10, using: &random)).map { _ in characters.randomElement(using: &random)! }.joined()
            dictionary[key] = Int.random(in: 0..<8, using: &random) == 0 ? 42 as Any : value as Any
        }
        return [UInt8](try! PropertyListSerialization.data(fromPropertyList: dictionary, format: format, options: 0))
    }
}
