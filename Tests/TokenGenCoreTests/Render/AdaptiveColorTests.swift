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

/// Colours that follow the system's appearance (`adaptiveColors(…)`, `adaptive(…)`), compiled and run against
/// the stand-ins of UIKit, AppKit and SwiftUI: resolved with a trait collection or an appearance as the system
/// would resolve them.
@Suite struct AdaptiveColorTests {
    /// A theme of four appearances (high contrast as Apple's `_ax` contexts) and a second modifier.
    static let files: [String: String] = [
        "app.resolver.json": ##"""
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {
           "Appearance": {"contexts": {"Light": [{"$ref": "light.tokens.json"}], "Dark": [{"$ref": "dark.tokens.json"}],
                                       "light-hc": [{"$ref": "light-hc.tokens.json"}], "dark-hc": [{"$ref": "dark-hc.tokens.json"}]}, "default": "Light"},
           "size": {"contexts": {"small": [{"gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}],
                                 "large": [{"gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}]}, "default": "small"}
         },
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/Appearance"}, {"$ref": "#/modifiers/size"}]}
        """##,
        "base.tokens.json": ##"""
        {"brand": {"$type": "color", "$value": "#5C33FF"},
         "focus": {"$type": "border", "$value": {"color": "{systemBlue}", "width": {"value": 2, "unit": "px"}, "style": "solid"}},
         "fade": {"$type": "gradient", "$value": [{"color": "{systemBlue}", "position": 0}, {"color": "{brand}", "position": 1}]}}
        """##,
        "light.tokens.json": ##"{"systemBlue": {"$type": "color", "$value": "#007AFF"}}"##,
        "dark.tokens.json": ##"{"systemBlue": {"$type": "color", "$value": "#0A84FF"}}"##,
        "light-hc.tokens.json": ##"{"systemBlue": {"$type": "color", "$value": "#0040DD"}}"##,
        "dark-hc.tokens.json": ##"{"systemBlue": {"$type": "color", "$value": "#409CFF"}}"##,
    ]

    static func generated(_ files: [String: String] = files) throws -> String {
        let folder = try temporaryFolder(files: files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let job = Configuration.TokensJob(
            inputs: [folder + "/app.resolver.json"], output: "DesignTokens.swift", options: ConstantsOptions())
        return try #require(Pipeline.tokens(job, diagnostics: diagnostics), "\(diagnostics.formatted)").output.contents
    }

    @Test(.tags(.compiles), .notInTheQuickLoop) func uiKitResolvesByTheTraitCollection() throws {
        let main = """
            import SwiftUI
            import UIKit

            nonisolated func hex(_ color: UIColor) -> String {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
                return String(format: "#%02X%02X%02X", Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()))
            }

            nonisolated func show() {
                let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
                let high = UITraitCollection(accessibilityContrast: .high)
                let colors = DesignTokens.adaptiveColors()
                let swiftUI = DesignTokens.adaptive()
                for traits in [light, dark, UITraitCollection(traitsFrom: [light, high]), UITraitCollection(traitsFrom: [dark, high])] {
                    print(hex(colors.systemBlue.uiColor.resolvedColor(with: traits)), hex(UIColor(swiftUI.systemBlue).resolvedColor(with: traits)),
                          hex(UIColor(swiftUI.brand).resolvedColor(with: traits)))
                }
                print(swiftUI.brand.uiColor == nil, swiftUI.systemBlue.uiColor != nil, DesignTokens.adaptiveColors(size: .large) == colors)
                // The colours inside a border and a gradient adapt too.
                let focus = colors.focus.color(\\.color).uiColor, stops = colors.fade.linearGradient.stops
                for traits in [light, dark] {
                    print(hex(focus.resolvedColor(with: traits)), stops.map { hex(UIColor($0.color).resolvedColor(with: traits)) + "@\\($0.location)" })
                }
            }
            show()
            """
        let output = try compileAndRun(["DesignTokens.swift": try Self.generated(), "main.swift": main], standIns: ["UIKit", "SwiftUI"])
        #expect(
            output == """
                #007AFF #007AFF #5C33FF
                #0A84FF #0A84FF #5C33FF
                #0040DD #0040DD #5C33FF
                #409CFF #409CFF #5C33FF
                true true true
                #007AFF ["#007AFF@0.0", "#5C33FF@1.0"]
                #0A84FF ["#0A84FF@0.0", "#5C33FF@1.0"]

                """)
    }

    @Test(.tags(.compiles), .notInTheQuickLoop) func appKitResolvesByTheAppearance() throws {
        let main = """
            import AppKit

            nonisolated func show() {
                let blue = DesignTokens.adaptiveColors().systemBlue.nsColor
                for name in [NSAppearance.Name.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua] {
                    NSAppearance(named: name)!.performAsCurrentDrawingAppearance {
                        let color = blue.usingColorSpace(.sRGB)!
                        print(String(format: "#%02X%02X%02X", Int((color.redComponent * 255).rounded()), Int((color.greenComponent * 255).rounded()), Int((color.blueComponent * 255).rounded())))
                    }
                }
            }
            show()
            """
        let output = try compileAndRun(["DesignTokens.swift": try Self.generated(), "main.swift": main], standIns: ["AppKit", "SwiftUI"])
        #expect(output == "#007AFF\n#0A84FF\n#0040DD\n#409CFF\n")
    }

    /// The members, for the set's other modifier; without high-contrast contexts those show the plain ones; a set
    /// without light and dark has none.
    @Test func whatIsGenerated() throws {
        let code = try Self.generated()
        #expect(
            code.contains(
                """
                    public static func adaptiveColors(size: Size = .small) -> AdaptiveColors {
                        AdaptiveColors(
                            light: Self(appearance: .light, size: size), dark: Self(appearance: .dark, size: size),
                            lightHighContrast: Self(appearance: .lightHc, size: size), darkHighContrast: Self(appearance: .darkHc, size: size)
                        )
                    }
                """))
        var plain = Self.files
        plain["app.resolver.json"] = plain["app.resolver.json"]!
            .replacingOccurrences(of: #""light-hc": ["#, with: #""sepia": ["#).replacingOccurrences(
                of: #""dark-hc": ["#, with: #""dim": ["#)
        #expect(
            try Self.generated(plain).contains(
                "lightHighContrast: Self(appearance: .light, size: size), darkHighContrast: Self(appearance: .dark, size: size)"))
        var unthemed = Self.files
        unthemed["app.resolver.json"] = unthemed["app.resolver.json"]!.replacingOccurrences(of: "Light", with: "Day").replacingOccurrences(
            of: "Dark", with: "Night")
        let other = try Self.generated(unthemed)
        #expect(!other.contains("adaptive") && !other.contains("AdaptiveColor"))
    }

    /// `appearance:` in the job names the modifier and its contexts where their names do not say so; a name the
    /// set lacks is an error that lists what it has.
    @Test func aJobNamesTheAppearances() throws {
        var files = Self.files
        files["app.resolver.json"] = files["app.resolver.json"]!.replacingOccurrences(of: "Light", with: "Day").replacingOccurrences(
            of: "Dark", with: "Night")
        files["tokengen.yml"] = """
            tokens:
              - input: app.resolver.json
                output: DesignTokens.swift
                appearance:
                  modifier: Appearance
                  light: Day
                  dark: Night
                  darkHighContrast: dark-hc
            """
        let folder = try temporaryFolder(files: files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let configuration = try #require(Configuration.load(path: folder + "/tokengen.yml", diagnostics: diagnostics))
        let code = try #require(Pipeline.run(configuration, diagnostics: diagnostics).first).output.contents
        #expect(
            code.contains("lightHighContrast: Self(appearance: .day, size: size), darkHighContrast: Self(appearance: .darkHc, size: size)"))
        try (files["tokengen.yml"]! + "\n      lightHighContrast: bright\n").write(
            toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        let wrong = DiagnosticCollector()
        let misnamed = try #require(Configuration.load(path: folder + "/tokengen.yml", diagnostics: wrong))
        #expect(Pipeline.run(misnamed, diagnostics: wrong).isEmpty)
        #expect(
            wrong.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [
                "\(folder)/tokengen.yml:5:7: error: 'appearance' names the context of 'Appearance' 'bright', which the set does not have; it has 'Day', 'Night', 'light-hc', 'dark-hc'"
            ])
    }

    /// Apple's HIG colours through the corpus's resolver (systemBlue as Apple documents it in each appearance),
    /// and designsystemet's through its Tokens Studio `$themes.json` (its light/dark colour scheme).
    @Test(
        .tags(.compiles), .notInTheQuickLoop,
        .enabled(if: Corpus.folder != nil, "../shared/corpus is not present"),
        arguments: [
            ("apple-hig.resolver.json", "colorSystemBlue", "#007AFF\n#0A84FF\n"),
            ("designsystemet/design-tokens/$themes.json", "colorNeutralBackgroundDefault", "#FFFFFF\n#17181A\n"),
        ])
    func corpusThroughItsThemes(input: String, color: String, expected: String) throws {
        let path = try #require(Corpus.folder) + "/tokens/" + input
        let job = Configuration.TokensJob(inputs: [path], output: "DesignTokens.swift", options: ConstantsOptions())
        let code = try #require(Pipeline.tokens(job, diagnostics: DiagnosticCollector())).output.contents
        let main = """
            import SwiftUI
            import UIKit

            nonisolated func show() {
                let blue = UIColor(DesignTokens.adaptive().\(color))
                for style in [UIUserInterfaceStyle.light, .dark] {
                    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                    _ = blue.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(&r, green: &g, blue: &b, alpha: &a)
                    print(String(format: "#%02X%02X%02X", Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded())))
                }
            }
            show()
            """
        #expect(try compileAndRun(["DesignTokens.swift": code, "main.swift": main], standIns: ["UIKit", "SwiftUI"]) == expected)
    }

    /// Tokens and modifiers named as what `adaptiveColors(…)` and `adaptive(…)` declare and read (`light`, `self`,
    /// `colors`, a modifier `for`, `inout`, `AdaptiveColors` or the type's own name), in random sets: the code
    /// compiles under `-warnings-as-errors` against UIKit's and AppKit's stand-ins and chooses each colour by
    /// the appearance; a token named as a modifier is left out with a warning, the file generated.
    @Test(.tags(.compiles), .notInTheQuickLoop) func hostileNamesAlwaysCompile() throws {
        let tokenNames = [
            "light", "dark", "self", "colors", "lightHighContrast", "darkHighContrast", "adaptiveColors", "adaptive", "init",
            "color", "uiColor", "default", "for", "case", "inout", "Self", "mode", "AdaptiveColors", "Type",
        ]
        let modifierNames = [
            "for", "Default", "case", "inout", "AdaptiveColors", "Adaptive", "DesignTokens1", "self", "colors", "Color", "light", "let",
        ]
        var random = SeededRandom(seed: 57)
        var sources: [String: String] = [:]
        var calls: [String] = []
        var warnings: [String] = []
        for number in 0..<4 {
            let tokens = tokenNames.shuffled(using: &random).prefix(8)
            let modifiers = modifierNames.shuffled(using: &random).prefix(3)
            func set(_ hex: String) -> String {
                "[{" + tokens.map { ##""\##($0)": {"$type": "color", "$value": "\##(hex)"}"## }.joined(separator: ", ") + "}]"
            }
            let document =
                #"{"version": "2025.10", "modifiers": {"mode": {"contexts": {"light": "# + set("#111111") + #", "dark": "# + set("#222222")
                + #"}, "default": "light"}, "#
                + modifiers.map { #""\#($0)": {"contexts": {"a": [], "b": []}, "default": "a"}"# }.joined(separator: ", ")
                + ##"}, "resolutionOrder": [{"$ref": "#/modifiers/mode"}, "##
                + modifiers.map { ##"{"$ref": "#/modifiers/\##($0)"}"## }.joined(separator: ", ") + "]}"
            let folder = try temporaryFolder(files: ["t.resolver.json": document])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let diagnostics = DiagnosticCollector()
            let job = Configuration.TokensJob(
                inputs: [folder + "/t.resolver.json"], output: "T.swift", options: ConstantsOptions(typeName: "DesignTokens\(number)"))
            sources["T\(number).swift"] = try #require(Pipeline.tokens(job, diagnostics: diagnostics), "\(diagnostics.formatted)").output
                .contents
            warnings += diagnostics.diagnostics.filter { $0.message.contains("modifier") }.map(\.message)
            let shown = tokens.first { name in
                !(modifiers + ["mode"]).contains {
                    SwiftName.lowerFirstWord(SwiftName.pretty($0)) == SwiftName.lowerFirstWord(SwiftName.pretty(name))
                }
            }!
            let member = SwiftName.escaped(SwiftName.lowerFirstWord(SwiftName.pretty(shown)))
            calls.append(
                "DesignTokens\(number).adaptiveColors().\(member).light.hex, DesignTokens\(number).adaptiveColors().\(member).dark.hex")
        }
        func sharing(_ token: String, _ name: String) -> String {
            "the token '\(token)' and the modifier '\(token)' both become '\(name)', the modifier's parameter; the token is left out: rename one of them"
        }
        #expect(
            warnings == [
                sharing("mode", "mode"), sharing("mode", "mode"), sharing("inout", "inout"), sharing("case", "case"),
                sharing("mode", "mode"),
                sharing("AdaptiveColors", "adaptiveColors"),
            ])
        let main = "print(" + calls.joined(separator: ", ") + ")\n"
        let expected = Array(repeating: "#111111 #222222", count: 4).joined(separator: " ") + "\n"
        #expect(try compileAndRun(sources.merging(["main.swift": main]) { $1 }, standIns: ["UIKit", "SwiftUI"]) == expected)
        #expect(try compileAndRun(sources.merging(["main.swift": main]) { $1 }, standIns: ["AppKit", "SwiftUI"]) == expected)
    }
}
