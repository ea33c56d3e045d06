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

/// Reads a resolver document among the fixtures, with the fixtures folder left out of the diagnostics.
func readResolver(_ name: String) -> (TokenSet?, String) {
    let diagnostics = DiagnosticCollector()
    let path = fixturePath("tokens/resolver/" + name)
    let bytes = [UInt8](FileManager.default.contents(atPath: path)!)
    let file = TokenSetReader.resolved([(bytes, path)], diagnostics: diagnostics)
    return (diagnostics.hasErrors ? nil : file, report(diagnostics))
}

/// DTCG resolver documents (Resolver Module 2025.10): sets, modifiers with contexts and defaults, the
/// resolution order, `$ref` to files, to parts of files and to other sets, inline tokens.
@Suite struct ResolverTests {
    /// The plugin finds a resolver's sources in its bytes (`InputDiscovery.resolverSources`), the tool with
    /// its JSON reader: where they disagree (an escaped `\/` in a `$ref`), the tool says so.
    @Test func aSourceThePluginCannotSeeIsAWarning() throws {
        let folder = try temporaryFolder(files: [
            "themes/a.tokens.json": #"{"x": {"$type": "number", "$value": 1}}"#,
            "b.tokens.json": #"{"y": {"$type": "number", "$value": 2}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document =
            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "themes\/a.tokens.json"}, {"$ref": "b.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
        #expect(InputDiscovery.resolverSources(Array(document.utf8)) == ["b.tokens.json", "themes"])
        try document.write(toFile: folder + "/app.resolver.json", atomically: true, encoding: .utf8)
        let diagnostics = DiagnosticCollector()
        // The pipeline checks what the plugin sees.
        let tokenSet = try #require(
            Pipeline.tokenSet(
                Configuration.TokensJob(input: folder + "/app.resolver.json", output: folder + "/T.swift"), diagnostics: diagnostics),
            "\(diagnostics.formatted)")
        #expect(tokenSet.tokens.map(\.dottedPath) == ["x", "y"])
        #expect(
            diagnostics.formatted.replacingOccurrences(of: folder, with: "F") == """
                F/app.resolver.json:1:1: warning: the build-tool plugin does not see that this document reads F/themes/a.tokens.json (its "$ref" is written with escapes), so a change to it does not rebuild; write the "$ref" without backslash escapes
                """)
    }

    /// A token that depends on many modifiers (8 of two contexts: 256 values) chooses with one `switch` per
    /// modifier, nested, each case returning its value; no `switch` over a tuple, whose type-checking took
    /// 21.6 s for 80 such tokens where this takes 1.5 s (Docs/Benchmarks.md). Counted here: the switches and
    /// their depth.
    @Test func manyModifiersChooseWithNestedSwitches() throws {
        var modifiers: [String] = [], order = [##"{"$ref": "#/sets/base"}"##]
        for index in 0..<8 {
            modifiers.append(
                #""m\#(index)": {"contexts": {"off": [{"d\#(index)": {"$type": "number", "$value": 0}}], "on": [{"d\#(index)": {"$type": "number", "$value": \#(1 << index)}}]}, "default": "off"}"#
            )
            order.append(##"{"$ref": "#/modifiers/m\##(index)"}"##)
        }
        let sum = (0..<8).map { "{d\($0)}" }.joined(separator: " + ")
        let document =
            #"{"version": "2025.10", "sets": {"base": {"sources": [{"t": {"$type": "number", "$value": "\#(sum)"}}]}}, "modifiers": {\#(modifiers.joined(separator: ", "))}, "resolutionOrder": [\#(order.joined(separator: ", "))]}"#
        let folder = try temporaryFolder(files: ["m8.resolver.json": document])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let model = try #require(
            Pipeline.constantsModel(
                Configuration.TokensJob(input: folder + "/m8.resolver.json", output: folder + "/T.swift"),
                diagnostics: DiagnosticCollector()))
        let code = ConstantsRenderer.render(model)
        let body = code[code.range(of: "public var t: Swift.Double {")!.upperBound...].prefix { _ in true }
        let lines = body.split(separator: "\n").prefix { $0 != "    }" }
        #expect(!code.contains("switch ("))
        #expect(lines.filter { $0.contains("switch m") }.count == 255)
        #expect(lines.filter { $0.contains(": return ") }.count == 256)
        #expect(lines.map { $0.prefix { $0 == " " }.count }.max() == 8 + 4 * 7)
        #expect(lines.contains("                                    case .on: return 255.0"))
    }

    /// The files a resolver document or a Tokens Studio `$themes.json` names stay inside its project: without
    /// a job's project (`tokengen tokens`, the library), its own folder. A set `../../secret` or a `$ref` to an
    /// absolute path is an error naming it, and nothing of that file is read.
    @Test func documentsReadOnlyInsideTheirProject() throws {
        let folder = try temporaryFolder(files: [
            "secret.json": #"{"secret": {"$type": "number", "$value": 42}}"#,
            "app/tokens/mine.json": #"{"mine": {"$type": "number", "$value": 1}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let themes = #"[{"name": "Light", "selectedTokenSets": {"mine": "enabled", "../../secret": "enabled"}}]"#
        let resolver =
            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "mine.json"}, {"$ref": "../../secret.json"}, {"$ref": "FOLDER/secret.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
            .replacingOccurrences(of: "FOLDER", with: folder)
        for (name, document) in [("$themes.json", themes), ("app.resolver.json", resolver)] {
            let path = folder + "/app/tokens/" + name
            try document.write(toFile: path, atomically: true, encoding: .utf8)
            let diagnostics = DiagnosticCollector()
            _ = TokenSetReader.resolved([(Array(document.utf8), path)], diagnostics: diagnostics)
            let shown = diagnostics.formatted.replacingOccurrences(of: folder, with: "F")
            #expect(
                shown.contains(
                    "error: the source F/secret.json is outside the project folder F/app/tokens (after symbolic links); a resolver document reads only inside it"
                ), "\(shown)")
            #expect(!shown.contains("42"))
            // With the project above it, the same document reads it.
            let wider = DiagnosticCollector()
            let set = TokenSetReader.resolved(
                [(Array(document.utf8), path)],
                options: TokenSetReader.Options(project: Configuration.projectFolder(folder, diagnostics: wider)), diagnostics: wider)
            #expect(set?.tokens.map(\.dottedPath).sorted() == ["mine", "secret"], "\(wider.formatted)")
        }
    }

    /// A resolver document of one modifier named `name`, with four contexts whose names are awkward too.
    static func modifierDocument(named name: String) -> String {
        ##"{"version": "2025.10", "modifiers": {"\##(name)": {"contexts": {"a": [{"x": {"$type": "number", "$value": 1}}], "日本": [{"x": {"$type": "number", "$value": 2}}], "2x": [{"x": {"$type": "number", "$value": 3}}], "self": [{"x": {"$type": "number", "$value": 4}}]}, "default": "a"}}, "resolutionOrder": [{"$ref": "#/modifiers/\##(name)"}]}"##
    }

    /// Every modifier and context name generates without a warning: `self`, `Self`, `init`, names without
    /// letter case (`1`, `2x`, `日本`), whose enum and property would otherwise share one name (they compile and
    /// choose their values: GeneratedCodeTests, `ModifierNameTests`).
    @Test(arguments: ["self", "Self", "init", "1", "2x", "日本", "Color", "default"])
    func modifierNamesGenerate(name: String) throws {
        let diagnostics = DiagnosticCollector()
        let tokens = try #require(
            TokenSetReader.resolved(Array(Self.modifierDocument(named: name).utf8), path: "m.resolver.json", diagnostics: diagnostics))
        #expect(Pipeline.constants(tokens, options: ConstantsOptions(), diagnostics: diagnostics) != nil)
        #expect(diagnostics.diagnostics.isEmpty)
    }

    /// `.` followed by a combining mark is one Character: names are checked per Unicode scalar, so that
    /// `"a.\u{301}b"` cannot share the path of `"\u{301}b"` inside `a`.
    @Test func aDotWithACombiningMarkIsADot() {
        let json = #"{"a": {"\u0301b": {"$type": "number", "$value": 1}}, "a.\u0301b": {"$type": "number", "$value": 2}}"#
        let diagnostics = DiagnosticCollector()
        #expect(TokenSetReader.resolved(Array(json.utf8), path: "t.tokens.json", diagnostics: diagnostics)?.tokens.count == 1)
        #expect(
            diagnostics.formatted
                == "t.tokens.json:1:54: warning: the name 'a.\u{301}b' must not contain '{', '}' or '.'; tokengen ignores it")
    }

    /// A value computed from finite ones may not be finite: the token is left out, never `inf` in the code.
    @Test func typographyWhoseLineSpacingOverflows() {
        let yaml =
            "big:\n  $type: typography\n  $value: { fontFamily: [A], fontSize: { value: 1e308, unit: px }, fontWeight: 400, letterSpacing: { value: 0, unit: px }, lineHeight: 4 }\n"
        let diagnostics = DiagnosticCollector()
        _ = TokenSetReader.resolved(Array(yaml.utf8), path: "big.tokens.yml", diagnostics: diagnostics)
        #expect(
            diagnostics.formatted
                == "big.tokens.yml:1:1: warning: the typography 'big' computes a letter spacing, line height or line spacing (size × (lineHeight − 1)) too large for a number; use smaller values; the token 'big' is left out"
        )
    }

    /// Two modifiers: each becomes an enum and an initializer parameter with the resolver's default; tokens no
    /// modifier changes stay stored constants, the others switch on just the modifiers they depend on.
    @Test func twoModifiersGenerateAsReferenced() throws {
        let (file, diagnostics) = readResolver("app.resolver.json")
        #expect(diagnostics == "")
        let tokens = try #require(file)
        #expect(
            tokens.paths.map { PathText.fileName(of: $0) } == [
                "app.resolver.json", "palette.tokens.json", "theme-light.tokens.json", "theme-dark.tokens.json",
                "high-contrast.tokens.json", "sizes.tokens.json",
            ])
        #expect(tokens.modifiers.map(\.name) == ["theme", "size"])
        #expect(tokens.tokens.map { $0.variation?.modifiers } == [nil, nil, nil, nil, nil, [0], [0], [0], [1], [0, 1]])
        // The code: Tests/GeneratedCodeTests/Generated/AppTokens.swift, and its values in every context there.
    }

    /// Every problem of the document in one run: its version, set cycles, remote and missing files, pointers
    /// into files, unknown sets and modifiers, a default that is no context, malformed entries.
    @Test func documentErrors() {
        let (file, diagnostics) = readResolver("bad.resolver.json")
        #expect(file == nil)
        #expect(
            diagnostics == """
                tokens/resolver/bad.resolver.json:2:14: error: a resolver document's 'version' must be "2025.10"
                tokens/resolver/bad.resolver.json:5:34: error: sets refer to each other in a cycle: a → b → a
                tokens/resolver/bad.resolver.json:6:39: error: tokengen reads token files on disk; 'https://example.com/tokens.json' is not a relative or absolute file path
                tokens/resolver/bad.resolver.json:6:86: error: a source may refer to a set ("#/sets/name") of this document, not to '#/modifiers/theme'
                tokens/resolver/bad.resolver.json:7:40: error: cannot read tokens/resolver/nope.tokens.json: No such file or directory
                tokens/resolver/bad.resolver.json:7:72: error: 'nowhere' is not in tokens/resolver/palette.tokens.json
                tokens/resolver/bad.resolver.json:10:5: warning: the modifier 'theme' is not in 'resolutionOrder', so it changes nothing
                tokens/resolver/bad.resolver.json:12:18: error: the default of 'theme' must be one of its contexts: light, dark
                tokens/resolver/bad.resolver.json:14:16: error: the modifier 'density' needs 'contexts': a mapping of context names to lists of sources
                tokens/resolver/bad.resolver.json:15:5: warning: the modifier 'unused' is not in 'resolutionOrder', so it changes nothing
                tokens/resolver/bad.resolver.json:19:15: error: there is no set 'nothing' in 'sets'
                tokens/resolver/bad.resolver.json:23:15: error: an entry of 'resolutionOrder' refers to "#/sets/name" or "#/modifiers/name"
                tokens/resolver/bad.resolver.json:24:5: error: an inline entry of 'resolutionOrder' needs "type" ("set" or "modifier") and a "name"
                tokens/resolver/bad.resolver.json:25:5: error: each entry of 'resolutionOrder' must be {"$ref": "#/sets/name"}, {"$ref": "#/modifiers/name"}, or a set or modifier with "type" and "name"
                """)
    }

    /// A token that some contexts do not define takes the value of the first context that does, with one warning
    /// per modifier (it was left out); a token whose type changes with the context is left out.
    @Test func tokensMissingInSomeContextsTakeTheFirstContextsValue() {
        let (file, diagnostics) = readResolver("contexts.resolver.json")
        #expect(
            file?.tokens.map(\.dottedPath) == [
                "palette.white", "palette.black", "palette.violet", "palette.yellow", "color.background", "color.text", "color.accent",
                "only-dark",
            ])
        let onlyDark = file?.tokens.last
        #expect(onlyDark?.variation == nil)
        #expect(
            diagnostics == """
                tokens/resolver/contexts.resolver.json:4:5: warning: 1 token ('only-dark') has no value in the context 'light' of 'theme': each takes the value of the first context that defines it; define it in every context of 'theme', or in a set every context merges
                tokens/resolver/contexts.resolver.json:10:62: warning: 'radius' is a dimension with theme: light but a number with theme: dark; a token keeps its type in every context; the token 'radius' is left out
                """)
    }

    /// Found by fuzzing: a context whose set has an error and no token left (a crash before).
    @Test func aContextWithoutTokens() {
        let (file, diagnostics) = readResolver("failed-context.resolver.json")
        #expect(file?.tokens.map(\.dottedPath) == ["sIpace"])
        #expect(
            diagnostics == """
                tokens/resolver/failed-context.resolver.json:4:95: warning: expected a dimension ({value, unit: px|rem}), found a mapping; the token 'space' is left out
                tokens/resolver/failed-context.resolver.json:4:97: warning: the field 'topSafeAreaInset:value' is not in the 2025.10 format; the value's fields are 'value', 'unit'; tokengen ignores it (one warning per file)
                tokens/resolver/failed-context.resolver.json:7:7: warning: 1 token ('sIpace') has no value in the context 'compact' of 'density': each takes the value of the first context that defines it; define it in every context of 'density', or in a set every context merges
                """)
    }

    /// Sets and modifiers written inside `resolutionOrder`, with inline tokens; without a `default` the
    /// parameter has none.
    @Test func inlineSetsAndModifiers() throws {
        let (file, diagnostics) = readResolver("inline.resolver.json")
        #expect(diagnostics == "")
        let tokens = try #require(file)
        let code = try #require(
            Pipeline.constants(tokens, options: ConstantsOptions(typeName: "Spacing"), diagnostics: DiagnosticCollector()))
        #expect(
            code.contains(
                """
                    public init(density: Density) {
                        self.density = density
                    }
                """))
        #expect(
            code.contains(
                """
                    public var space: Swift.Double {
                        switch density {
                        case .comfortable: return 8.0
                        default: return 4.0
                        }
                    }
                """))
    }

    /// A resolver document names its files itself, so it is a job's only input.
    @Test func resolverIsTheOnlyInput() {
        let diagnostics = DiagnosticCollector()
        let files = ["resolver/app.resolver.json", "resolver/palette.tokens.json"].map { name in
            let path = fixturePath("tokens/" + name)
            return ([UInt8](FileManager.default.contents(atPath: path)!), path)
        }
        #expect(TokenSetReader.resolved(files, diagnostics: diagnostics) == nil)
        #expect(
            report(diagnostics)
                == "tokens/resolver/app.resolver.json:1:1: error: a resolver document names the token files itself; make it the only input of its job"
        )
    }
}

/// Combinations share what they can: a token is resolved again in a combination only when its definition, or
/// that of a token its value reaches (through references of references, or into a part of another token's
/// value), differs from a combination resolved before.
@Suite struct ResolverReuseTests {
    @Test func aTokenFollowsWhatItReaches() throws {
        let (file, diagnostics) = readResolver("reuse.resolver.json")
        #expect(
            diagnostics == """
                tokens/resolver/reuse.resolver.json:30:63: warning: a colour as a "#RRGGBB" text is a form from before the 2025.10 format; write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: "#RRGGBB"} (one warning per file)
                """)
        let values = try #require(file).tokens.map(shownVariation)
        // Combinations are numbered brand × density; the default (one, regular) is resolved first. `chain.a`
        // is defined in the base alone and reaches `chain.c` through `chain.b`; `outline` points into
        // `border.main`'s value, whose colour names `palette.ink`.
        #expect(
            values == [
                "chain.a 0: 1px | 1: 2px",
                "chain.b 0: 1px | 1: 2px",
                "border.main 0: a border | 1: a border",
                "outline 0: #111111 | 1: #222222",
                "fixed same everywhere",
                "chain.c 0: 1px | 1: 2px",
                "palette.ink 0: #111111 | 1: #222222",
                "gap 0: 4px | 1: 8px",
            ])
    }

    /// Values are told apart by class while a token has few distinct ones (16), and compared pair by pair past
    /// that: both give the same cases.
    @Test func aTokenWithManyDistinctValues() throws {
        let (file, diagnostics) = readResolver("many-values.resolver.json")
        #expect(diagnostics == "")
        let values = try #require(file).tokens.map(shownVariation)
        let steps = (0..<20).map { "\($0): \($0)px" }.joined(separator: " | ")
        #expect(
            values == [
                "fixed same everywhere",
                "gap \(steps)",
                "size \(steps)",
                "parity 0,2,4,6,8,10,12,14,16,18: 0 | 1,3,5,7,9,11,13,15,17,19: 1",
                "k 0: 1 | 1: 2",
            ])
    }

    /// A token's path and its cases: the combinations of its modifiers' contexts (`0+1`), then the value.
    func shownVariation(_ token: Token) -> String {
        let shown =
            token.variation.map { variation in
                variation.cases.map {
                    "\($0.combinations.map { $0.map(String.init).joined(separator: "+") }.joined(separator: ",")): \($0.value.shown)"
                }.joined(separator: " | ")
            } ?? "same everywhere"
        return "\(token.dottedPath) \(shown)"
    }
}
