import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

/// Typography that follows the user's text size: SwiftUI's `font` relative to a text style, UIKit's `uiFont`
/// through `UIFontMetrics`, the style chosen from the size as Apple's default sizes map or named in the token;
/// the fixed size stays (`fixedFont`, `fixedUIFont`). Compiled and run against the stand-ins.
@Suite struct DynamicTypeTests {
    static let json = ##"""
        {
          "body": {"$type": "typography", "$value": {"fontFamily": "Hind", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.4, "letterSpacing": "0px"}},
          "title": {"$type": "typography", "$value": {"fontFamily": "system", "fontSize": "32px", "fontWeight": 700, "lineHeight": 1.2, "letterSpacing": "0px"}},
          "label": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "17px", "fontWeight": 600, "lineHeight": 1.2, "letterSpacing": "0px"},
                    "$extensions": {"tokengen": {"textStyle": "headline"}}}
        }
        """##

    @Test(.tags(.compiles), .notInTheQuickLoop) func uiKitScalesThroughFontMetrics() throws {
        let diagnostics = DiagnosticCollector()
        let set = try #require(TokenSetReader.resolved(Array(Self.json.utf8), path: "t.tokens.json", diagnostics: diagnostics))
        #expect(diagnostics.diagnostics.allSatisfy { $0.severity == .warning && !$0.message.contains("textStyle") })
        let code = try #require(Pipeline.constants(set, options: ConstantsOptions(), diagnostics: diagnostics))
        #expect(code.contains("lineSpacing: 3.4, textStyle: .headline)"))
        let main = """
            import UIKit

            nonisolated func show() {
                let tokens = DesignTokens()
                for font in [tokens.body, tokens.title, tokens.label] {
                    let scaled = font.uiFont, fixed = font.fixedUIFont
                    print(scaled.fontName, scaled.pointSize, scaled.weight?.name ?? "-", scaled.scaledAs?.rawValue ?? "-", fixed.scaledAs == nil)
                }
            }
            show()
            """
        #expect(
            try compileAndRun(["DesignTokens.swift": code, "main.swift": main], standIns: ["UIKit"]) == """
                Hind 16.0 - UICTFontTextStyleCallout true
                system 32.0 bold UICTFontTextStyleTitle0 true
                system 17.0 semibold UICTFontTextStyleHeadline true

                """)
    }

    /// A text style that is none of Apple's leaves the token out, with an error that lists them.
    @Test func anUnknownTextStyle() throws {
        let json =
            ##"{"x": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "17px", "fontWeight": 400, "lineHeight": 1.2, "letterSpacing": "0px"}, "$extensions": {"tokengen": {"textStyle": "huge"}}}}"##
        let diagnostics = DiagnosticCollector()
        let set = TokenSetReader.resolved(Array(json.utf8), path: "t.tokens.json", diagnostics: diagnostics)
        #expect(set?.tokens.isEmpty == true)
        #expect(
            diagnostics.diagnostics.last?.formatted
                == "t.tokens.json:1:190: warning: 'textStyle' must be one of largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2; the token 'x' is left out"
        )
    }
}
