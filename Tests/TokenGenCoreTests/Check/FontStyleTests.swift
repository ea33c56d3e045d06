import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenCore

/// A typography keeps its style: from `fontStyle`, from a weight's name that carries it (`Bold Italic`,
/// through a reference too), as Tokens Studio's transforms split it (`add-font-styles`, `fontWeightMap`);
/// SwiftUI's `font` and UIKit's `fixedUIFont` draw it slanted. A style that cannot be read leaves its token out.
@Suite struct FontStyleTests {
    /// fontWeight (and fontStyle) as written → weight and style; nil: left out.
    static let vectors: [(weight: String, fontStyle: String?, expected: (Double, FontStyle)?)] = [
        ("Bold Italic", nil, (700, .italic)),
        ("ExtraBold Italic", nil, (800, .italic)),
        ("BoldItalic", nil, (700, .italic)),
        ("Italic", nil, (400, .italic)),
        ("Oblique", nil, (400, .oblique)),
        ("Light Normal", nil, (300, .normal)),
        ("normal", nil, (400, .normal)),
        ("Semi Bold", nil, (600, .normal)),
        ("Leicht", nil, (300, .normal)),
        ("Buch", nil, (400, .normal)),
        ("Kräftig", nil, (500, .normal)),
        ("Halbfett", nil, (600, .normal)),
        ("Dreiviertelfett", nil, (700, .normal)),
        ("Fett", nil, (800, .normal)),
        ("Extrafett", nil, (900, .normal)),
        ("Super", nil, (900, .normal)),
        ("Ultra", nil, (950, .normal)),
        ("Halbfett Italic", nil, (600, .italic)),
        ("700 Italic", nil, (700, .italic)),
        ("400", "italic", (400, .italic)),
        ("400", "Oblique 10deg", (400, .oblique)),
        ("Bold Italic", "normal", (700, .normal)),
        ("400", "slanted", nil),
    ]

    @Test func weightsAndStylesAsTokensStudioSplitsThem() throws {
        var members: [String] = []
        for (index, vector) in Self.vectors.enumerated() {
            let style = vector.fontStyle.map { #", "fontStyle": "\#($0)""# } ?? ""
            members.append(
                #""t\#(index)": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "\#(vector.weight)", "fontSize": "16", "lineHeight": "24"\#(style)}}"#
            )
        }
        let diagnostics = DiagnosticCollector()
        let raw = TokenSetReader.read(
            [(Array(("{" + members.joined(separator: ",\n") + "}").utf8), "t.json")], options: TokenSetReader.Options(tool: .tokensStudio),
            diagnostics: diagnostics)
        let set = try #require(raw.flatMap { TokenSetResolver.resolve($0, diagnostics: diagnostics) })
        for (index, vector) in Self.vectors.enumerated() {
            let value = set.tokens.first { $0.dottedPath == "t\(index)" }?.value
            guard case .typography(let font)? = value else {
                #expect(vector.expected == nil, "\(vector.weight) \(vector.fontStyle ?? "")")
                continue
            }
            #expect(font.weight == vector.expected?.0 && font.style == vector.expected?.1, "\(vector.weight) \(vector.fontStyle ?? "")")
        }
        #expect(
            diagnostics.diagnostics.filter { $0.message.hasSuffix("left out") }.map(\.formatted) == [
                "t.json:23:136: warning: expected a font style (normal, italic or oblique), found the text \"slanted\"; the token 't22' is left out"
            ])
    }

    /// A typography's weight through a reference to a weight token written `ExtraBold Italic` keeps the style.
    @Test func theStyleThroughAReference() throws {
        let json = #"""
            {"w": {"value": "ExtraBold Italic", "type": "fontWeights"},
             "t": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "{w}", "fontSize": "16", "lineHeight": "24"}}}
            """#
        let diagnostics = DiagnosticCollector()
        let set = try #require(TokenSetReader.resolved(Array(json.utf8), path: "t.json", diagnostics: diagnostics))
        guard case .typography(let font)? = set.tokens.first(where: { $0.dottedPath == "t" })?.value else {
            Issue.record("no typography")
            return
        }
        #expect(font.weight == 800 && font.style == .italic)
    }

    /// The generated `Font` holds the style, and SwiftUI's and UIKit's fonts are slanted by it.
    @Test(.tags(.compiles), .notInTheQuickLoop) func swiftUIAndUIKitDrawItSlanted() throws {
        let json = ##"""
            {"plain": {"$type": "typography", "$value": {"fontFamily": "Hind", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0px"}},
             "slanted": {"$type": "typography", "$value": {"fontFamily": "Hind", "fontSize": "16px", "fontWeight": "Bold Italic", "lineHeight": 1.5, "letterSpacing": "0px"}},
             "system": {"$type": "typography", "$value": {"fontFamily": "system", "fontSize": "17px", "fontWeight": 400, "fontStyle": "oblique", "lineHeight": 1.5, "letterSpacing": "0px"}}}
            """##
        let diagnostics = DiagnosticCollector()
        let set = try #require(TokenSetReader.resolved(Array(json.utf8), path: "t.tokens.json", diagnostics: diagnostics))
        let code = try #require(Pipeline.constants(set, options: ConstantsOptions(), diagnostics: diagnostics))
        #expect(
            code.contains(
                #"static let slanted: Font = Font(families: ["Hind"], size: 16.0, weight: 700.0, letterSpacing: 0, lineHeight: 1.5, lineSpacing: 8.0, style: .italic)"#
            ))
        let main = """
            import SwiftUI
            import UIKit

            nonisolated func show() {
                let tokens = DesignTokens()
                for font in [tokens.plain, tokens.slanted, tokens.system] {
                    print(font.style, font.font.isItalic, font.fixedFont.isItalic, font.fixedUIFont.isItalic, font.uiFont.isItalic, font.fixedUIFont.fontName)
                }
            }
            show()
            """
        #expect(
            try compileAndRun(["DesignTokens.swift": code, "main.swift": main], standIns: ["UIKit", "SwiftUI"]) == """
                normal false false false false Hind
                italic true true true true Hind
                oblique true true true true system

                """)
    }
}
