import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

@Suite struct KeyIndexTests {
    /// Keys by their bytes, also beyond the capacity it was made with, and the last of two equal ones found.
    @Test func insertsAndFindsPastItsCapacity() {
        let keys = (0..<100).map { "key.\($0)" } + ["", "é", "key.7"]
        var text: [UInt8] = []
        var records: [LocalizationTable.Record] = []
        var index = KeyIndex(capacity: 3)
        var existing: [Int?] = []
        for key in keys {
            let start = text.count
            text += Array(key.utf8)
            let span = Span(start..<text.count)
            let record = LocalizationTable.Record(key: span, value: span, comment: Span(0..<0), line: 1, column: 1, valueSource: .none)
            existing.append(index.insert(records.count, key: span, in: text, records: records))
            records.append(record)
        }
        #expect(existing == Array(repeating: nil, count: 102) + [7])
        text.withUnsafeBufferPointer { text in
            for (number, key) in ["key.0", "key.99", "", "é", "key.100", "key"].enumerated() {
                let found = Array(key.utf8).withUnsafeBufferPointer { index.find($0, in: text, records: records) }
                #expect(found == [0, 99, 100, 101, nil, nil][number])
            }
        }
    }

    /// A translation's record for each base record's key, -1 where it has none.
    @Test func recordsWithTheKeysOfAnotherTable() throws {
        let diagnostics = DiagnosticCollector()
        let base = try #require(
            StringsParser.parse(Array(#""a" = "1"; "b" = "2"; "c" = "3"; "d" = "4";"#.utf8), path: "en.strings", diagnostics: diagnostics))
        let translation = try #require(
            StringsParser.parse(Array(#""d" = "4"; "x" = "0"; "a" = "1";"#.utf8), path: "fr.strings", diagnostics: diagnostics))
        #expect(translation.records(withKeysOf: base) == [2, -1, -1, 0])
        #expect(base.records(withKeysOf: translation) == [3, -1, 0])
        #expect(diagnostics.diagnostics.isEmpty)
    }
}
