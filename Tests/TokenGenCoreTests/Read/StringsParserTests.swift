import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

@Suite struct StringsParserTests {
    @Test func grammar() {
        let (file, diagnostics) = parseStrings("grammar.strings")
        #expect(diagnostics == "")
        let entries = file!.entries
        #expect(entries.map(\.key) == ["title", "escapes", "unquoted_key", "multi", "self"])
        #expect(entries[0].value == "Hello")
        #expect(entries[0].comment == "Title of the screen")
        #expect(entries[0].location == SourceLocation(path: "strings/grammar.strings", line: 4, column: 1))
        #expect(entries[1].comment == "line comment")
        #expect(entries[1].value == "q\" b\\ n\n t\t r\r z\0 u\u{E9} pair\u{1F600}")
        #expect(entries[2].value == "unquoted.value-1")
        #expect(entries[2].comment == nil)
        #expect(entries[2].location.line == 7)
        #expect(entries[3].value == "line one\nline two")
        #expect(entries[4].value == "self")
        #expect(entries[4].location == SourceLocation(path: "strings/grammar.strings", line: 10, column: 1))
    }

    @Test(arguments: ["utf16le.strings", "utf16be.strings", "utf8bom.strings"])
    func encodings(name: String) {
        let (file, diagnostics) = parseStrings(name)
        #expect(diagnostics == "")
        #expect(file?.entries.map(\.value) == ["Zażółć gęślą jaźń", "🐶"])
        #expect(file?.entries.first?.comment == "Polish")
        #expect(file?.entries.last?.location.line == 3)
    }

    @Test func emptyFilesHaveNoEntries() {
        #expect(parseStrings("empty.strings").0?.entries.isEmpty == true)
        #expect(parseStrings("only-bom.strings").0?.entries.isEmpty == true)
    }

    @Test func duplicateKeyWarnsAndLastWins() {
        let (file, diagnostics) = parseStrings("duplicate.strings")
        #expect(file?.entries.map(\.value) == ["3", "2"])
        #expect(
            diagnostics == """
                strings/duplicate.strings:3:1: warning: duplicate key "a": defined at lines 1 and 3; the last one wins
                strings/duplicate.strings:1:1: note: earlier definition of "a" is here
                """)
    }

    /// Lines end at `\n`, `\r\n` and a lone `\r`, inside comments and strings too; U+2028 and U+2029 are blanks
    /// that end no line (U+2029 ends a `//` comment); columns count Unicode scalars.
    @Test func linesAndColumnsOverEveryLineEnd() {
        let (file, diagnostics) = parseStrings("line-ends.strings")
        #expect(
            file?.entries.map { "\($0.key)=\($0.value)@\($0.location.line):\($0.location.column)" } == [
                "a=\u{17C}\r\nb@2:14", "b=x@4:1", "c=\u{E9}q@4:12", "e=z@6:1",
            ])
        #expect(
            diagnostics == """
                strings/line-ends.strings:4:20: warning: unknown escape '\\q': Apple's reader drops the backslash and shows 'q'; write 'q', or '\\\\q' for a backslash before it
                strings/line-ends.strings:6:1: error: expected ';' after "d", found '"'
                """)
    }

    /// After an error the reader goes on at the next entry: every error of a file is reported, and what
    /// could be read is kept.
    @Test(arguments: [
        (
            "unterminated-string.strings", ["a"],
            "strings/unterminated-string.strings:2:7: error: unterminated string: the quote opened here is never closed"
        ),
        (
            "unterminated-comment.strings", ["a"],
            "strings/unterminated-comment.strings:2:1: error: unterminated comment: '/*' without '*/'; Apple's reader silently ignores the rest of the file"
        ),
        ("missing-semicolon.strings", ["b"], "strings/missing-semicolon.strings:2:1: error: expected ';' after \"a\", found '\"'"),
        ("crlf.strings", ["a", "c"], "strings/crlf.strings:3:1: error: expected ';' after \"b\", found '\"'"),
    ])
    func errors(name: String, keys: [String], expected: String) {
        let (file, diagnostics) = parseStrings(name)
        #expect(file?.entries.map(\.key) == keys)
        #expect(diagnostics == expected)
    }

    @Test(arguments: [
        (
            "invalid-utf8.strings",
            "strings/invalid-utf8.strings:2:13: error: the file is not valid UTF-8; save it as UTF-8, or as UTF-16 with a byte order mark"
        ),
        (
            "odd-utf16.strings",
            "strings/odd-utf16.strings:1:1: error: the UTF-16 file has an odd number of bytes (7); it is cut short or not UTF-16"
        ),
    ])
    func notText(name: String, expected: String) {
        let (file, diagnostics) = parseStrings(name)
        #expect(file == nil)
        #expect(diagnostics == expected)
    }

    /// Apple keeps a NUL and half a surrogate pair; Swift shows the half as U+FFFD.
    @Test func nulAndLoneSurrogateAreText() {
        let (nul, nulDiagnostics) = parseStrings("nul.strings")
        #expect(nul?.entries.map(\.value) == ["x\0y"])
        #expect(nulDiagnostics == "")
        let (lone, loneDiagnostics) = parseStrings("lone-surrogate.strings")
        #expect(lone?.entries.map(\.value) == ["lone \u{FFFD} here"])
        #expect(
            loneDiagnostics
                == "strings/lone-surrogate.strings:1:13: warning: '\\UD83D' is half of a surrogate pair without its other half: Apple's reader keeps it, and Swift shows it as U+FFFD '\u{FFFD}'; write the character's full '\\Uxxxx\\Uxxxx' pair"
        )
    }
}
