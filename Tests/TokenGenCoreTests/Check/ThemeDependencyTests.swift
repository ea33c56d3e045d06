import Foundation
import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

/// A themed set is resolved per group of tokens over the modifiers they depend on (`ModifierDependencies`),
/// never over every combination of every modifier: these tests hold that to what resolving each whole
/// combination on its own gives, and count the work.
@Suite struct ThemeDependencyTests {
    /// Random resolver documents (modifiers of two or three contexts, tokens defined in sets and contexts that
    /// refer to each other exactly, through math, Style Dictionary's `.value`, loosely, to nothing (with a "did you
    /// mean"), to a group, in cycles that only some contexts close, copied by `$extends`, beside files that read
    /// a colour's alpha first, and change type with a context): each kept token's value in every
    /// combination is what that combination alone resolves it to, and a token is kept exactly when every
    /// combination resolves it, with one type; every problem is told as that combination tells it.
    @Test(.tags(.heavy), .notInTheQuickLoop) func everyCombinationGetsWhatResolvingItAloneGives() throws {
        var random = SeededRandom(seed: 0x7468_656D_6573)
        var combinationsChecked = 0, variedTokens = 0, leftOut = 0
        for _ in 0..<600 {
            let document = RandomThemes.make(&random)
            let diagnostics = DiagnosticCollector()
            let raw = try #require(
                TokenSetReader.read([(Array(document.utf8), "random.resolver.json")], diagnostics: diagnostics), "\(document)")
            let set = try #require(raw.themed)
            let tokenSet = try #require(TokenSetResolver.resolve(raw, diagnostics: diagnostics), "\(diagnostics.formatted)\n\(document)")
            let kept = Dictionary(uniqueKeysWithValues: tokenSet.tokens.map { ($0.dottedPath, $0) })

            var everywhere: [String: TokenType]?
            var typeChanges: Set<String> = []
            let told = Set(diagnostics.diagnostics.map(\.formatted))
            for combination in Self.every(set.modifiers.map(\.contexts.count)) {
                let alone = DiagnosticCollector()
                let resolved = try #require(
                    TokenSetResolver.resolve(set.sources(choosing: combination), paths: raw.tokenPaths, diagnostics: alone))
                let values = Dictionary(resolved.tokens.map { ($0.dottedPath, $0.value) }, uniquingKeysWith: { $1 })
                for (path, token) in kept {
                    #expect(Self.value(of: token, in: combination) == values[path], "\(path) in \(combination)\n\(document)")
                }
                // Each problem is told as resolving that combination alone tells it (a form outside the format
                // once per file, by whichever combination meets it first).
                for diagnostic in alone.diagnostics where !diagnostic.message.hasSuffix("(one warning per file)") {
                    #expect(told.contains(diagnostic.formatted), "\(diagnostic.formatted)\n\(document)")
                }
                var types: [String: TokenType] = [:]
                for (path, value) in values where resolved.leftOut[path] == nil { types[path] = value.type }
                if let known = everywhere {
                    for (path, type) in types where known[path].map({ $0 != type }) == true { typeChanges.insert(path) }
                    everywhere = known.filter { types[$0.key] != nil }
                } else {
                    everywhere = types
                }
                combinationsChecked += 1
            }
            let expected = Set(everywhere!.keys).subtracting(typeChanges)
            #expect(Set(kept.keys) == expected, "\(document)\n\(diagnostics.formatted)")
            variedTokens += tokenSet.tokens.filter { $0.variation != nil }.count
            leftOut += expected.count < Set(everywhere!.keys).count ? 1 : 0
        }
        // The documents exercise what they mean to: many combinations, tokens that vary, some left out.
        #expect(combinationsChecked > 4_000)
        #expect(variedTokens > 300)
        #expect(leftOut > 0)
    }

    /// The generated code chooses each kept token's value in every combination: random documents' types
    /// compiled together, strictly, and run.
    @Test(.tags(.compiles), .notInTheQuickLoop) func generatedCodeChoosesEachCombinationsValue() throws {
        var random = SeededRandom(seed: 0x636F_6465)
        var sources: [String: String] = [:]
        var main = "nonisolated func show() {\n"
        var expected = ""
        for number in 0..<60 {
            let document = RandomThemes.make(&random)
            let diagnostics = DiagnosticCollector()
            let tokens = try #require(TokenSetReader.resolved([(Array(document.utf8), "random.resolver.json")], diagnostics: diagnostics))
            let options = ConstantsOptions(typeName: "Themed\(number)")
            let model = try #require(
                ConstantsTranslator.translate(tokens, options: options, diagnostics: diagnostics), "\(diagnostics.formatted)")
            guard !model.properties.isEmpty else { continue }
            sources["Themed\(number).swift"] = ConstantsRenderer.render(model)
            for combination in Self.every(tokens.modifiers.map(\.contexts.count)) {
                let arguments = zip(model.modifiers, combination).map { "\($0.propertyName): .\($0.caseNames[$1])" }
                main +=
                    "    let t\(number)_\(combination.map(String.init).joined()) = Themed\(number)(\(arguments.joined(separator: ", ")))\n"
                for property in model.properties {
                    let value = try #require(Self.value(of: property.token, in: combination))
                    let instance = "t\(number)_\(combination.map(String.init).joined())"
                    switch value {
                    case .color(let color):
                        main += "    print(\"\(number) \(property.name)\", \(instance).\(property.name).hex)\n"
                        expected += "\(number) \(property.name) \(color.hex)\n"
                    case .number(let number2):
                        main += "    print(\"\(number) \(property.name)\", \(instance).\(property.name))\n"
                        expected += "\(number) \(property.name) \(number2)\n"
                    default:
                        Issue.record("unexpected \(value)")
                    }
                }
            }
        }
        main += "}\nshow()\n"
        sources["main.swift"] = main
        #expect(expected.split(separator: "\n").count > 500)
        #expect(try compileAndRun(sources) == expected)
    }

    /// Every combination of contexts, each a context index per modifier.
    static func every(_ counts: [Int]) -> [[Int]] {
        counts.reduce([[]]) { combinations, count in combinations.flatMap { combination in (0..<count).map { combination + [$0] } } }
    }

    /// A kept token's value in one combination of every modifier's contexts.
    static func value(of token: Token, in combination: [Int]) -> TokenValue? {
        guard let variation = token.variation else { return token.value }
        let contexts = variation.modifiers.map { combination[$0] }
        return variation.cases.first { $0.combinations.contains(contexts) }?.value
    }
}

/// Resolver documents of a few modifiers whose contexts define and redefine a few tokens.
enum RandomThemes {
    static let names = ["a", "b", "c", "g.d", "g.e", "f"]

    static func make(_ random: inout SeededRandom) -> String {
        let modifierCount = Int.random(in: 1...3, using: &random)
        var modifiers: [String] = []
        for modifier in 0..<modifierCount {
            let contextCount = Int.random(in: 2...3, using: &random)
            let contexts = (0..<contextCount).map { context in
                #""c\#(context)": [\#(tokens(&random, count: Int.random(in: 0...3, using: &random)))]"#
            }
            let defaultContext = Int.random(in: 0..<contextCount, using: &random)
            modifiers.append(#""m\#(modifier)": {"default": "c\#(defaultContext)", "contexts": {\#(contexts.joined(separator: ", "))}}"#)
        }
        // The base set first, each modifier then, or a set after a modifier.
        var order = [##"{"$ref": "#/sets/base"}"##] + (0..<modifierCount).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
        var sets = [#""base": {"sources": [\#(tokens(&random, count: names.count, all: true))]}"#]
        if Bool.random(using: &random) {
            sets.append(#""late": {"sources": [\#(tokens(&random, count: 1))]}"#)
            order.insert(##"{"$ref": "#/sets/late"}"##, at: Int.random(in: 1...order.count, using: &random))
        }
        return
            #"{"version": "2025.10", "sets": {\#(sets.joined(separator: ", "))}, "modifiers": {\#(modifiers.joined(separator: ", "))}, "resolutionOrder": [\#(order.joined(separator: ", "))]}"#
    }

    /// Inline tokens: `count` of the names (all of them, once each, for the base set).
    static func tokens(_ random: inout SeededRandom, count: Int, all: Bool = false) -> String {
        var seen: Set<String> = []
        let chosen = all ? names : (0..<count).map { _ in names.randomElement(using: &random)! }.filter { seen.insert($0).inserted }
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for name in chosen {
            let parts = name.split(separator: ".").map(String.init)
            let member = #""\#(parts.last!)": \#(token(&random, all: all))"#
            let group = parts.count > 1 ? parts[0] : ""
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(member)
        }
        var members = order.map { group in
            group.isEmpty ? groups[group]!.joined(separator: ", ") : #""\#(group)": {\#(groups[group]!.joined(separator: ", "))}"#
        }
        // Now and then a group that copies another, or settings that change how every colour reads.
        switch Int.random(in: 0..<12, using: &random) {
        case 0 where all: members.append(#""h": {"$extends": "{g}"}"#)
        case 1: members.append(#""$extensions": {"tokengen": {"hexAlpha": "argb"}}"#)
        default: break
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func token(_ random: inout SeededRandom, all: Bool) -> String {
        let target = names.randomElement(using: &random)!
        let value: String
        let roll = Int.random(in: 0..<(all ? 5 : 12), using: &random)
        switch all && roll == 4 ? 11 : roll {
        case 0, 1: value = String(Int.random(in: 0...9, using: &random))
        case 2: value = #""{\#(target)}""#
        case 3: value = #""{\#(target)} + 1""#
        case 4, 5: value = #""{\#(target)}""#
        case 6: value = #""{\#(target).value}""#
        case 7: value = #""{\#(target.uppercased())}""#
        case 8: value = #""{nothing.here}""#
        case 9: value = #""{\#(target)x}""#
        case 10: value = #""{g}""#
        default: return ##"{"$type": "color", "$value": "#ff000080"}"##
        }
        return #"{"$type": "number", "$value": \#(value)}"#
    }
}

/// A single-file Tokens Studio export as its "Export to file" writes one: token sets as members (`core`, one per
/// theme, `semantic`), `$themes` with each theme's group and the sets it enables or reads as source, and
/// `$metadata`'s set order. Ten theme groups of two to four themes make 27,648 combinations.
@Suite struct ManyThemeGroupsTests {
    static let groups: [(name: String, themes: [String])] = [
        ("mode", ["light", "dark"]), ("brand", ["petspot", "partner", "retail"]),
        ("density", ["compact", "regular", "comfortable", "spacious"]),
        ("contrast", ["standard", "high"]), ("platform", ["ios", "macos", "watchos"]), ("size", ["small", "medium", "large", "xlarge"]),
        ("motion", ["full", "reduced"]), ("season", ["spring", "summer", "autumn"]), ("corner", ["square", "soft", "round", "pill"]),
        ("elevation", ["flat", "raised"]),
    ]

    /// 1,000 palette colours, 150 tokens in each theme of each group (the same paths across a group's themes),
    /// 500 semantic tokens that refer to one group's tokens or compute with two groups': 3,000 tokens.
    static func export() -> String {
        func hex(_ number: Int) -> String { "#" + String(format: "%06X", (number * 2_654_435_761) & 0xFF_FFFF) }
        var sets: [String] = []
        sets.append(
            #""core": {"palette": {\#((0..<1_000).map { #""c\#($0)": {"value": "\#(hex($0))", "type": "color"}"# }.joined(separator: ", "))}}"#
        )
        for (group, (name, themes)) in groups.enumerated() {
            for (theme, themeName) in themes.enumerated() {
                let tokens = (0..<150).map { index in
                    index < 100
                        ? #""s\#(index)": {"value": "{palette.c\#((group * 97 + index * 7 + theme * 13) % 1_000)}", "type": "color"}"#
                        : #""n\#(index)": {"value": "\#(group + index + theme * 2)", "type": "spacing"}"#
                }
                sets.append(#""\#(name)/\#(themeName)": {"\#(name)": {\#(tokens.joined(separator: ", "))}}"#)
            }
        }
        let semantic = (0..<500).map { index in
            let group = groups[index % groups.count].name, other = groups[(index + 3) % groups.count].name
            return index % 2 == 0
                ? #""color\#(index)": {"value": "{\#(group).s\#(index % 100)}", "type": "color"}"#
                : #""space\#(index)": {"value": "{\#(group).n\#(100 + index % 50)} + {\#(other).n\#(100 + (index + 1) % 50)}", "type": "spacing"}"#
        }
        sets.append(#""semantic": {"semantic": {\#(semantic.joined(separator: ", "))}}"#)
        var themes: [String] = []
        for (name, themeNames) in groups {
            for themeName in themeNames {
                themes.append(
                    #"{"id": "\#(name)-\#(themeName)", "name": "\#(themeName)", "group": "\#(name)", "selectedTokenSets": {"core": "source", "\#(name)/\#(themeName)": "enabled", "semantic": "enabled"}}"#
                )
            }
        }
        let order = ["core"] + groups.flatMap { group in group.themes.map { "\(group.name)/\($0)" } } + ["semantic"]
        return "{" + sets.joined(separator: ", ")
            + #", "$themes": [\#(themes.joined(separator: ", "))], "$metadata": {"tokenSetOrder": [\#(order.map { "\"\($0)\"" }.joined(separator: ", "))]}}"#
    }

    @Test func tenThemeGroupsGenerate() throws {
        let folder = try temporaryFolder(files: ["tokens.json": Self.export()])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tokens.json"
        let diagnostics = DiagnosticCollector()
        let raw = try #require(TokenSetReader.read([(try FileSystem.bytes(of: path), path)], diagnostics: diagnostics))
        let work = TokenSetResolver.Work()
        let resolved = TokenSetResolver.resolve(raw, work: work, diagnostics: diagnostics)
        // Only what Tokens Studio writes outside the 2025.10 format is told; nothing is left out.
        #expect(!diagnostics.hasErrors)
        #expect(!diagnostics.formatted.contains("left out"), "\(diagnostics.formatted.prefix(2_000))")
        // Each once for the file, though its 32 sets are read one by one.
        #expect(diagnostics.diagnostics.filter { $0.warning == .styleDictionaryFormat }.count == 1)
        #expect(diagnostics.diagnostics.filter { $0.message.hasPrefix("'spacing' is a type of Tokens Studio") }.count == 1)
        let set = try #require(resolved)
        #expect(set.modifiers.map(\.name) == Self.groups.map(\.name))
        #expect(set.modifiers.map(\.contexts.count).reduce(1, *) == 27_648)
        #expect(set.tokens.count == 3_000)
        // Each group's tokens depend on that group alone; a semantic token on the groups it refers to.
        let byPath = Dictionary(uniqueKeysWithValues: set.tokens.map { ($0.dottedPath, $0) })
        let density = try #require(byPath["density.s2"]?.variation)
        #expect(density.modifiers == [2])
        #expect(density.cases.map(\.combinations) == [[[0]], [[1]], [[2]], [[3]]])
        #expect(byPath["semantic.color2"]?.variation?.modifiers == [2])
        #expect(byPath["semantic.color2"]?.variation?.cases.map(\.value) == density.cases.map(\.value))
        // `{size.n105} + {corner.n106}`: sizes (5 + 105 + 2 × size) and corners (8 + 106 + 2 × corner).
        let space = try #require(byPath["semantic.space5"]?.variation)
        #expect(space.modifiers == [5, 8])
        var sums: Set<String> = [], expected: Set<String> = []
        for spaceCase in space.cases {
            for combination in spaceCase.combinations { sums.insert("\(combination[0])+\(combination[1])=\(spaceCase.value.shown)") }
        }
        for size in 0..<4 {
            for corner in 0..<4 { expected.insert("\(size)+\(corner)=\(TokenValue.dimension(Double(224 + 2 * size + 2 * corner)).shown)") }
        }
        #expect(sums == expected)
        #expect(byPath["palette.c1"]?.variation == nil)
        // Linear in what each token depends on: the default combination whole, then each group's other themes
        // with the tokens they need (every combination whole would be 27,648 × 3,000).
        // 3,000 + 5,600 for the groups' own themes + 6,230 for the pairs of groups the sums add.
        #expect(work.tokensResolved == 14_830)

        // And through the pipeline to Swift: one parameter per theme group, each token switching only over the
        // groups it depends on.
        let model = try #require(
            Pipeline.constantsModel(Configuration.TokensJob(input: path, output: folder + "/T.swift"), diagnostics: DiagnosticCollector()))
        let code = ConstantsRenderer.render(model)
        #expect(
            code.contains(
                "public init(mode: Mode = .light, brand: Brand = .petspot, density: Density = .compact, contrast: Contrast = .standard, platform: Platform = .ios, size: Size = .small, motion: Motion = .full, season: Season = .spring, corner: Corner = .square, elevation: Elevation = .flat)"
            ))
        #expect(
            code.contains(
                """
                    public var semanticSpace5: Swift.Double {
                        switch size {
                        case .medium:
                            switch corner {
                            case .soft: return 228.0
                            case .round: return 230.0
                            case .pill: return 232.0
                """))
    }
}

/// Tokens Studio's themes, held to what Tokens Studio does with them: a combination of one theme per group
/// merges the sets its themes (and every group of one theme) enable or read as source, in `$metadata`'s set
/// order, later sets winning. Each combination is merged here as plain token files in that order.
@Suite struct StudioThemesMergeTests {
    @Test func eachCombinationMergesItsThemesSetsInTheSetOrder() throws {
        var random = SeededRandom(seed: 0x7374_7564_696F)
        var combinationsChecked = 0
        for _ in 0..<150 {
            let export = RandomStudioExport.make(&random)
            let diagnostics = DiagnosticCollector()
            let raw = try #require(TokenSetReader.read([(Array(export.document.utf8), "tokens.json")], diagnostics: diagnostics))
            let tokenSet = try #require(
                TokenSetResolver.resolve(raw, diagnostics: diagnostics), "\(diagnostics.formatted)\n\(export.document)")
            let kept = Dictionary(uniqueKeysWithValues: tokenSet.tokens.map { ($0.dottedPath, $0) })
            let groups = tokenSet.modifiers.map(\.name)
            var everywhere: Set<String>?
            for combination in ThemeDependencyTests.every(tokenSet.modifiers.map(\.contexts.count)) {
                // The sets of the chosen themes (and of single-theme groups), in the set order.
                let chosen = export.themes.filter { theme in
                    guard let group = groups.firstIndex(of: theme.group) else { return true }
                    return tokenSet.modifiers[group].contexts[combination[group]] == theme.name
                }
                let sets = export.order.filter { set in chosen.contains { $0.sets.contains(set) } }
                let files = sets.map { (bytes: Array(export.sets[$0]!.utf8), path: "\($0).json") }
                let alone = DiagnosticCollector()
                let merged = try #require(TokenSetReader.resolved(files, diagnostics: alone))
                let values = Dictionary(merged.tokens.map { ($0.dottedPath, $0.value) }, uniquingKeysWith: { $1 })
                for (path, token) in kept {
                    #expect(
                        ThemeDependencyTests.value(of: token, in: combination) == values[path],
                        "\(path) in \(combination)\n\(export.document)")
                }
                everywhere = everywhere.map { $0.intersection(values.keys) } ?? Set(values.keys)
                combinationsChecked += 1
            }
            // Kept: what every combination has (these tokens keep their type).
            #expect(Set(kept.keys) == everywhere, "\(export.document)")
        }
        #expect(combinationsChecked > 600)
    }
}

/// Single-file Tokens Studio exports: a few sets of numbers that refer to each other, themes in up to three
/// groups each enabling, reading as source or leaving out each set, and a shuffled set order.
enum RandomStudioExport {
    struct Theme {
        var name: String
        var group: String
        var sets: Set<String>
    }

    static func make(_ random: inout SeededRandom) -> (document: String, sets: [String: String], themes: [Theme], order: [String]) {
        let names = ["a", "b", "c", "g.d", "g.e"]
        var sets: [String: String] = [:]
        let setNames = ["base"] + (0..<Int.random(in: 1...4, using: &random)).map { "s\($0)" }
        for set in setNames {
            let defined = set == "base" ? names : names.filter { _ in Bool.random(using: &random) }
            var members: [String] = [], grouped: [String] = []
            for name in defined {
                let target = names.randomElement(using: &random)!
                let value =
                    set != "base" && Bool.random(using: &random) ? #""{\#(target)}""# : #""\#(Int.random(in: 0...9, using: &random))""#
                let token = #"{"value": \#(value), "type": "number"}"#
                if name.hasPrefix("g.") {
                    grouped.append(#""\#(name.dropFirst(2))": \#(token)"#)
                } else {
                    members.append(#""\#(name)": \#(token)"#)
                }
            }
            if !grouped.isEmpty { members.append(#""g": {\#(grouped.joined(separator: ", "))}"#) }
            sets[set] = "{" + members.joined(separator: ", ") + "}"
        }
        var themes: [Theme] = []
        var themeTexts: [String] = []
        for group in 0..<Int.random(in: 1...3, using: &random) {
            for theme in 0..<Int.random(in: 1...3, using: &random) {
                var selected: [String] = [], chosen: Set<String> = []
                for set in setNames {
                    let status = set == "base" ? "enabled" : ["enabled", "source", "disabled", "absent"].randomElement(using: &random)!
                    guard status != "absent" else { continue }
                    selected.append(#""\#(set)": "\#(status)""#)
                    if status != "disabled" { chosen.insert(set) }
                }
                themes.append(Theme(name: "t\(theme)", group: "g\(group)", sets: chosen))
                themeTexts.append(
                    #"{"id": "g\#(group)t\#(theme)", "name": "t\#(theme)", "group": "g\#(group)", "selectedTokenSets": {\#(selected.joined(separator: ", "))}}"#
                )
            }
        }
        let order = setNames.shuffled(using: &random)
        let members = setNames.map { #""\#($0)": \#(sets[$0]!)"# }
        let document =
            "{" + members.joined(separator: ", ")
            + #", "$themes": [\#(themeTexts.joined(separator: ", "))], "$metadata": {"tokenSetOrder": [\#(order.map { "\"\($0)\"" }.joined(separator: ", "))]}}"#
        return (document, sets, themes, order)
    }
}

extension ThemeDependencyTests {
    /// One modifier of many contexts, each giving the same 50 tokens their own values: each combination finds a
    /// token's last definition with one look per modifier that defines it, whatever the number of contexts
    /// (before, it looked through the definitions of every context: 4× the contexts cost 13×).
    @Test(arguments: [64, 256]) func contextsCostLinearWork(contexts: Int) throws {
        let each = (0..<contexts).map { context in
            #""c\#(context)": [{"#
                + (0..<50).map { #""t\#($0)": {"$type": "number", "$value": \#(context * 100 + $0)}"# }.joined(separator: ", ") + "}]"
        }
        let document =
            ##"{"version": "2025.10", "modifiers": {"m": {"default": "c0", "contexts": {"## + each.joined(separator: ", ")
            + ##"}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##
        let diagnostics = DiagnosticCollector()
        let raw = try #require(TokenSetReader.read([(Array(document.utf8), "t.resolver.json")], diagnostics: diagnostics))
        let work = TokenSetResolver.Work()
        let set = try #require(TokenSetResolver.resolve(raw, work: work, diagnostics: diagnostics))
        #expect(set.tokens.allSatisfy { $0.variation?.cases.count == contexts })
        #expect(work.definitionsExamined == (contexts - 1) * 50)
        #expect(work.tokensResolved == contexts * 50)
    }
}
