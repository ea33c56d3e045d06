import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck

/// Documents as Terrazzo's parser (`packages/parser/test/**`) reads them.
@Suite struct TerrazzoVectorTests {
    /// `cubic-bezier.test.ts` "valid: aliases": each point a number token. Comments in a `.json` file (JSONC)
    /// are skipped, with one warning.
    @Test func cubicBezierOfReferencesInACommentedFile() throws {
        let json = """
            {
              // the standard curve
              "cubic": {"$type": "cubicBezier", "$value": ["{number.a}", "{number.b}", "{number.c}", "{number.d}"]},
              /* its points */
              "number": {"$type": "number", "a": {"$value": 0.33}, "b": {"$value": 1}, "c": {"$value": 0.68}, "d": {"$value": 1}}
            }
            """
        let diagnostics = DiagnosticCollector()
        let set = try #require(TokenSetReader.resolved(Array(json.utf8), path: "t.tokens.json", diagnostics: diagnostics))
        #expect(set.tokens.first { $0.dottedPath == "cubic" }?.value == .cubicBezier(CubicBezierValue(x1: 0.33, y1: 1, x2: 0.68, y2: 1)))
        #expect(
            diagnostics.diagnostics.map(\.formatted) == [
                "t.tokens.json:2:3: warning: JSON has no comments; tokengen skips them, as Terrazzo does: remove them for the tools that read plain JSON"
            ])
    }
}
