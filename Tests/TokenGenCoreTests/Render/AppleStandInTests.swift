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

/// The generated code's Apple-only branches, compiled and run on Linux against the stand-ins of
/// `Tests/AppleStandIn` (modules named as Apple's, each declaration as its documentation page gives it).
@Suite struct AppleStandInTests {
    /// The SwiftUI bridges of the constants type: a colour keeps its space, components and opacity; a font is
    /// the system font or the family, at its size, with the weight the design's number maps to; a gradient
    /// runs from the edge its direction starts at, its stops in place.
    @Test(.tags(.compiles), .notInTheQuickLoop) func swiftUIBridgesOfTheConstants() throws {
        let json = ##"""
            {
              "ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6], "alpha": 0.8}},
              "vivid": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}},
              "body": {"$type": "typography", "$value": {"fontFamily": "Hind", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.4, "letterSpacing": "0px"}},
              "title": {"$type": "typography", "$value": {"fontFamily": "system", "fontSize": "32px", "fontWeight": 700, "lineHeight": 1.2, "letterSpacing": "0px"}},
              "fade": {"$type": "gradient", "$value": [{"color": "#000000", "position": 0}, {"color": "#FFFFFF", "position": 1}], "$extensions": {"tokengen": {"direction": "toTop"}}}
            }
            """##
        let diagnostics = DiagnosticCollector()
        let set = try #require(TokenSetReader.resolved(Array(json.utf8), path: "t.tokens.json", diagnostics: diagnostics))
        let code = try #require(Pipeline.constants(set, options: ConstantsOptions(), diagnostics: diagnostics))
        let main = """
            import SwiftUI

            nonisolated func show() {
                let tokens = DesignTokens()
                for color in [tokens.ink.color, tokens.vivid.color] { print(color.colorSpace, color.red, color.green, color.blue, color.opacity) }
                for font in [tokens.body.font, tokens.title.font, tokens.body.fixedFont, tokens.title.fixedFont] {
                    print(font.name, font.size, font.fontWeight?.name ?? "none", font.relativeTo.map { "\\($0)" } ?? "fixed")
                }
                let styles = [11, 12, 13, 15, 16, 17, 19, 20, 21, 22, 28, 34, 60].map { size in
                    DesignTokens.Font(families: ["x"], size: Double(size), weight: 400, letterSpacing: 0, lineHeight: 1, lineSpacing: 0).scalingStyle.rawValue
                }
                print(styles.joined(separator: " "))
                let weights = [100, 200, 300, 400, 500, 600, 700, 800, 900].map { weight in
                    DesignTokens.Font(families: ["x"], size: 1, weight: Double(weight), letterSpacing: 0, lineHeight: 1, lineSpacing: 0).fontWeight.name
                }
                print(weights.joined(separator: " "))
                let gradient = tokens.fade.linearGradient
                print(gradient.startPoint, gradient.endPoint, gradient.stops.map { "\\($0.location)@\\($0.color.red)" })
            }
            show()
            """
        let output = try compileAndRun(["DesignTokens.swift": code, "main.swift": main], standIns: ["SwiftUI"])
        #expect(
            output == """
                sRGB 0.2 0.4 0.6 0.8
                displayP3 1.0 0.0 0.0 1.0
                Hind 16.0 regular callout
                system 0.0 bold largeTitle
                Hind 16.0 regular fixed
                system 32.0 bold fixed
                caption2 caption footnote subheadline callout body title3 title3 title2 title2 title largeTitle largeTitle
                ultraLight thin light regular medium semibold bold heavy black
                UnitPoint(x: 0.5, y: 1.0) UnitPoint(x: 0.5, y: 0.0) ["0.0@0.0", "1.0@1.0"]

                """)
    }

    /// Every `#if canImport(…)` of the generated code (constants with and without appearances, and L10n in both
    /// lookup modes, plurals included) names a module the tests have a stand-in of, and the code type-checks strictly with each: a
    /// branch for a new framework fails here until it has one.
    @Test(.tags(.compiles), .notInTheQuickLoop) func everyAppleOnlyBranchIsTypeChecked() throws {
        let tokens = try #require(readTokens("valid.tokens.yml").0)
        let constants = try #require(Pipeline.constants(tokens, options: ConstantsOptions(), diagnostics: DiagnosticCollector()))
        var generated = ["constants": constants, "constants with appearances": try AdaptiveColorTests.generated()]
        for lookup in LookupMode.allCases {
            let code: String = try #require(generateStrings(["plurals"], lookup: lookup).0)
            generated["L10n \(lookup)"] = code
        }
        let standIns = try FileManager.default.contentsOfDirectory(
            atPath: repositoryFolder.appendingPathComponent("Tests/AppleStandIn").path
        )
        .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
        let pattern = /canImport\((\w+)\)/
        var checked: Set<String> = []
        for (name, code) in generated.sorted(by: { $0.key < $1.key }) {
            let modules = Set(code.matches(of: pattern).map { String($0.1) }).subtracting(["Glibc", "Musl", "WinSDK", "Android"])
            for module in modules.sorted() {
                #expect(standIns.contains(module), "\(name) branches on \(module), which has no stand-in in Tests/AppleStandIn")
                guard standIns.contains(module) else { continue }
                let output = try compileAndRun(
                    [name.replacingOccurrences(of: " ", with: "") + ".swift": code, "main.swift": "print(\"ok\")"], standIns: [module])
                #expect(output == "ok\n", "\(name) with the stand-in of \(module)")
                checked.insert(module)
            }
        }
        #expect(checked == ["AppKit", "Darwin", "SwiftUI", "UIKit"])
    }
}
