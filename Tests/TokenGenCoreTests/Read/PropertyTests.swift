import Foundation
import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

/// Random keys and values of hostile Unicode: written with `StringsWriter`, they read back to the same table,
/// and the embedded-mode code generated from them compiles under the strict flags and returns each text exactly.
@Suite struct PropertyTests {
    /// A seeded generator, so a failure reproduces.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let pieces: [String] = [
        "\"", "\\", "*/", "/*", "\\(", "#", "#\"", "\"\"\"", "\n", "\r", "\r\n", "\t", "\0", "\u{7}", "\u{7F}",
        "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{FEFF}", "\u{85}",
        "ą", "ż", "🐶", "👩‍👩‍👧", "e\u{301}", " ", "=", ";", "//", "${x}", "a", "Z", "9",
    ]

    func randomText(_ random: inout Random, length: Int) -> String {
        var text = ""
        for _ in 0..<length {
            if random.next(4) == 0 {
                // Any scalar of the BMP outside the surrogates, or of the astral planes.
                var value = UInt32(random.next(0x10FFFF))
                if (0xD800...0xDFFF).contains(value) { value = 0xE000 }
                text.unicodeScalars.append(Unicode.Scalar(value)!)
            } else {
                text += Self.pieces[random.next(Self.pieces.count)]
            }
        }
        return text.replacingOccurrences(of: "%", with: "") // placeholders are tested on their own
    }

    @Test(.tags(.compiles), .notInTheQuickLoop, arguments: [1 as UInt64, 2, 3])
    func roundTripAndExactRuntimeText(seed: UInt64) throws {
        var random = Random(state: seed)
        var english: [(key: String, value: String)] = []
        var polish: [(key: String, value: String)] = []
        for index in 0..<60 {
            // A unique word first keeps every Swift name distinct; the rest of the key is hostile.
            let key = "k\(index)x " + randomText(&random, length: 4).replacingOccurrences(of: ".", with: "")
            english.append((key, randomText(&random, length: random.next(12))))
            if index % 5 != 0 { polish.append((key, randomText(&random, length: random.next(12)))) }
        }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-property-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (language, table) in [("en", english), ("pl", polish)] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(language).lproj", withIntermediateDirectories: true)
            try StringsWriter.table(table).write(
                toFile: "\(folder)/\(language).lproj/Localizable.strings", atomically: true, encoding: .utf8)
        }

        // Round trip through our own escaping.
        for (language, table) in [("en", english), ("pl", polish)] {
            let diagnostics = DiagnosticCollector()
            let bytes = [UInt8](FileManager.default.contents(atPath: "\(folder)/\(language).lproj/Localizable.strings")!)
            let file = try #require(StringsParser.parse(bytes, path: language, diagnostics: diagnostics))
            #expect(file.entries.map(\.key) == table.map(\.key))
            #expect(file.entries.map(\.value) == table.map(\.value))
        }

        // Generated code, compiled and run.
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: [folder], output: "L10n.swift", options: L10nOptions(lookup: .embedded))
        let code = try #require(Pipeline.strings(job, diagnostics: diagnostics), "\(diagnostics.formatted)")
        let names = english.map { "L10n." + SwiftName.memberName($0.key) }
        let dumps = names.map { "dump(\($0))" }.joined(separator: "\n")
        let output = try compileAndRun([
            "L10n.swift": code.contents,
            "main.swift": """
            func dump(_ text: String) { print(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")) }
            \(dumps)
            L10n.withLanguage(.pl) {
            \(dumps)
            }
            """,
        ])
        let polishByKey = Dictionary(uniqueKeysWithValues: polish.map { ($0.key, $0.value) })
        let expected = english.map(\.value) + english.map { polishByKey[$0.key] ?? $0.value }
        let hex = expected.map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
        #expect(output.components(separatedBy: "\n").dropLast() == hex[...])
    }
}
