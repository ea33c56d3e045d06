import Foundation
import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck

/// Tokens Studio's math as its transforms' suite (`test/spec/checkAndEvaluateMath.spec.ts`) computes it, one
/// vector a line: the value written, its type, and the Swift value (nil: left out, with the reason).
/// Several values side by side (`8 / 4 * 7px 8 * 5px`) are a CSS shorthand only the web can use: left out.
@Suite struct StudioMathVectorTests {
    static let vectors: [(value: String, type: String, expected: Double?)] = [
        ("4 * 7", "dimension", 28),
        ("4 * 7px", "dimension", 28),
        ("4 * 7rem", "dimension", 448),  // rem is 16 points
        ("4em + 7em", "dimension", nil),  // relative to a font size a constant does not know
        ("4 + 7rem", "dimension", 116),  // the suite keeps it unreduced; a number with a length is a length here
        ("roundTo(4 / 7, 1)", "dimension", 0.6),
        ("roundTo(4px / 7, 1)", "dimension", 0.6),
        ("ceil(roundTo(16/1.2,0)/2)*2", "dimension", 14),
        ("ceil(roundTo(16px/1.2,0)/2)*2", "dimension", 14),
        ("roundTo(4 / 7, 1) * 24", "dimension", 14.4),
        ("roundTo(2.5, 0)", "number", 3),
        ("roundTo(-2.5, 0)", "number", -2),  // half up, as its evaluator rounds
        ("roundTo(1.005, 2)", "number", 1.01),  // shifted in decimal, not 1.00 as 1.005 * 100 rounds
        ("11 * 5", "dimension", 55),
        ("100 * 3", "fontWeight", 300),
        ("6px / 4", "dimension", 1.5),
        ("{space.md} - {space.xs}", "dimension", 12),
        ("{space.md}-{space.xs}", "dimension", 12),
        ("0.5 - 0.3", "number", 0.2),
        ("0.5 + 0.25", "number", 0.75),
        ("8 / 4 * 7px 8 * 5px 2 * 4px", "dimension", nil),  // several values
        ("5px 3 * 2px", "dimension", nil),  // several values
        ("8px 16px", "dimension", nil),  // several values
        ("4*1.5px 4*1.5px 4*1.5px", "dimension", nil),  // several values
        ("(15 + 20 - 17 * 8 / 3) * 7px", "dimension", -72.3333),  // to 4 decimals, as it writes what it computes
        ("{space.md} / 3", "dimension", 5.3333),
        ("1rem / 3", "dimension", 5.3328),  // 0.3333rem
        ("1 / 32", "number", 0.0313),  // half up on the decimal value, as toFixed
        // px is a number to its math: lengths multiply when one of them is px; two in rem give rem.
        ("4px * 7px", "dimension", 28),
        ("4 * 7px * 8px", "dimension", 224),
        ("5px * 4px / 2px", "dimension", 10),
        ("2pt * 4", "dimension", 8),
        ("2rem * 3px", "dimension", 96),  // 6rem
        ("2rem * 3rem", "dimension", 96),  // 6rem
        ("{space.md} * {space.xs}", "dimension", nil),  // references: the unit each was written in is not known
        ("4px * 7em", "dimension", nil),  // em: relative to a font size a constant does not know
        ("2em * 20px", "dimension", nil),
        ("1000 / 20em", "dimension", nil),
        ("10vw + 20vw", "dimension", nil),  // relative to the viewport
        ("2em + 20px", "dimension", nil),
    ]

    @Test func mathAsTheSuiteComputesIt() throws {
        var members = [#""space": {"md": {"$type": "dimension", "$value": "16px"}, "xs": {"$type": "dimension", "$value": "4px"}}"#]
        for (index, vector) in Self.vectors.enumerated() {
            members.append(#""t\#(index)": {"$type": "\#(vector.type)", "$value": "\#(vector.value)"}"#)
        }
        let diagnostics = DiagnosticCollector()
        let set = try #require(
            TokenSetReader.resolved(Array(("{" + members.joined(separator: ",\n") + "}").utf8), path: "t.tokens.json", diagnostics: diagnostics))
        for (index, vector) in Self.vectors.enumerated() {
            let value = set.tokens.first { $0.dottedPath == "t\(index)" }?.value
            let number: Double? =
                switch value {
                case .dimension(let points)?: points
                case .number(let number)?: number
                case .fontWeight(let weight)?: weight
                default: nil
                }
            #expect(number == vector.expected, "\(vector.value)")
        }
    }

    /// A Tokens Studio box shadow of `type: innerShadow` or `inset` is an inner one; `dropShadow` is not.
    @Test(arguments: [("innerShadow", true), ("inset", true), ("dropShadow", false)])
    func shadowTypes(type: String, inset: Bool) throws {
        let json = ##"{"s": {"type": "boxShadow", "value": {"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "#000000", "type": "\##(type)"}}}"##
        let set = try #require(TokenSetReader.resolved(Array(json.utf8), path: "s.json", diagnostics: DiagnosticCollector()))
        guard case .shadow(let shadow)? = set.tokens.first?.value else {
            Issue.record("no shadow")
            return
        }
        #expect(shadow.inset == inset)
    }
}
