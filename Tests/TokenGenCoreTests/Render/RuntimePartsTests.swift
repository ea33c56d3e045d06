import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenCore

/// A constants type carries the runtime's value types its tokens use, with those they are made of, and no
/// other: 42 small types no longer each compile every one (Docs/Benchmarks.md).
@Suite struct RuntimePartsTests {
    func declaredTypes(_ json: String) throws -> [String] {
        let diagnostics = DiagnosticCollector()
        let set = try #require(TokenSetReader.resolved(Array(json.utf8), path: "t.tokens.json", diagnostics: diagnostics))
        let code = try #require(Pipeline.constants(set, options: ConstantsOptions(), diagnostics: diagnostics))
        return code.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count >= 3, words[0] == "public" || words[0] == "internal" || words[0] == "package",
                words[1] == "struct" || words[1] == "enum"
            else { return nil }
            return String(words[2].prefix { $0.isLetter })
        }
    }

    @Test(arguments: [
        (##"{"a": {"$type": "dimension", "$value": "4px"}}"##, [String]()),
        (##"{"a": {"$type": "color", "$value": "#102030"}}"##, ["Color"]),
        (##"{"a": {"$type": "border", "$value": {"color": "#102030", "width": "1px", "style": "dashed"}}}"##, ["Color", "StrokeStyle", "Border"]),
        (##"{"a": {"$type": "transition", "$value": {"duration": "100ms", "delay": "0ms", "timingFunction": [0, 0, 1, 1]}}}"##, ["CubicBezier", "Transition"]),
        (##"{"a": {"$type": "shadow", "$value": [{"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"}]}}"##, ["Color", "Shadow"]),
    ])
    func aTypeCarriesWhatItsTokensUse(json: String, expected: [String]) throws {
        // The constants type itself first; then each runtime type (and the enums nested in them) in order.
        let types = try declaredTypes(json).filter { !["DesignTokens", "ColorSpace", "LineCap"].contains($0) }
        #expect(types == expected)
    }
}
