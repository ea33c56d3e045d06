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

/// The tables of real apps as they ship (`../shared/corpus`, beside the repository; not part of it): each
/// generates with warnings at most, every text equals Apple's reading of the same file, in every language,
/// and the generated code compiles with the strictest settings. Skipped where the corpus is not present.
@Suite(.enabled(if: Corpus.folder != nil, "../shared/corpus is not present"))
struct CorpusTests {
    @Test(arguments: Corpus.apps)
    func appGeneratesWithApplesTexts(app: String) throws {
        let folder = try #require(Corpus.folder) + "/" + app
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: [folder], output: "L10n.swift", options: L10nOptions(lookup: .embedded))
        let generated = Pipeline.strings(job, diagnostics: diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.formatted)")
        let file = try #require(generated)

        var texts = 0
        for path in FolderListing(under: folder).files where path.hasSuffix(".strings") {
            let bytes = try FileSystem.bytes(of: path)
            let apple = try #require(AppleReader.read(bytes), "Apple's reader rejects \(path)")
            let ours = try #require(StringsParser.parse(bytes, path: path, diagnostics: DiagnosticCollector())).textsByKey
            let appleTexts = apple.compactMapValues { $0 }
            let differing = Set(ours.keys).union(appleTexts.keys).filter { ours[$0] != appleTexts[$0] }
            #expect(
                differing.isEmpty,
                "\(path): \(differing.count) texts differ from Apple's, such as \(differing.first.map { String(decoding: $0, as: UTF8.self) } ?? "")"
            )
            texts += appleTexts.count
        }
        let compile = try typecheck(file.contents)
        #expect(compile.status == 0, "\(compile.output)")
        print(
            "corpus \(app): \(file.summary), \(texts) texts equal Apple's, \(diagnostics.diagnostics.filter { $0.severity == .warning }.count) warnings, strict type-check passed"
        )
    }

    /// DuckDuckGo's English and Polish plurals, texts worked out by hand with CLDR's rules: what Foundation on
    /// Apple's platforms shows for them.
    @Test(.tags(.compiles), .notInTheQuickLoop) func duckDuckGoPlurals() throws {
        let folder = try #require(Corpus.folder) + "/duckduckgo+iOS-plurals"
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: [folder], output: "L10n.swift", options: L10nOptions(lookup: .embedded))
        let file = try #require(Pipeline.strings(job, diagnostics: diagnostics))
        let output = try compileAndRun([
            "L10n.swift": file.contents,
            "main.swift": """
            for language in [L10n.Language.en, .pl] {
                L10n.withLanguage(language) {
                    print([1, 3, 5, 22].map { L10n.Bookmark.DeleteFolderAlert.message($0) }.joined(separator: "|"))
                    print([0, 1, 22, 25].map { L10n.Number.Of.tabs($0) }.joined(separator: "|"))
                    print(L10n.Autofill.Delete.All.Passwords.Confirmation.body(1, 5))
                    print(L10n.Dax.Onboarding.Browsing.Multiple.trackers(1, "A", "B").prefix(40))
                }
            }
            """,
        ])
        #expect(
            output == """
                Are you sure you want to delete this folder and 1 item?|Are you sure you want to delete this folder and 3 items?|Are you sure you want to delete this folder and 5 items?|Are you sure you want to delete this folder and 22 items?
                No Private Tabs|1 Private Tab|22 Private Tabs|25 Private Tabs
                Your password will be deleted from this device. Make sure you still have a way to access your accounts.
                *A, B* and *1 other* were trying to trac
                Czy na pewno chcesz usunąć ten folder i 1 element?|Czy na pewno chcesz usunąć ten folder i 3 elementy?|Czy na pewno chcesz usunąć ten folder i 5 elementów?|Czy na pewno chcesz usunąć ten folder i 22 elementy?
                0 prywatnych kart|1 prywatna karta|22 prywatne karty|25 prywatnych kart
                Twoje hasła zostaną usunięte z tego urządzenia. Upewnij się, że nadal masz możliwość dostępu do swojego kont.
                *A, B* i *1 inny* próbowali Cię tutaj śl

                """)
    }

    /// Figma's Simple Design System as a token set in several files, with the light and with the dark theme:
    /// every token generates (the only finding is its letterSpacing in em, a pre-2025.10 form) and compiles.
    @Test(arguments: ["theme-light", "theme-dark"])
    func figmaSimpleDesignSystem(theme: String) throws {
        let folder = try #require(Corpus.folder) + "/tokens/figma-sds/"
        let files = try ["color", "size", "typography", theme].map { name in
            let path = folder + name + ".tokens.json"
            return (bytes: try FileSystem.bytes(of: path), path: path)
        }
        let diagnostics = DiagnosticCollector()
        let tokens = try #require(TokenSetReader.resolved(files, diagnostics: diagnostics))
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "a letterSpacing relative to the font size (em or %) is a form from before the 2025.10 format; write a dimension in px or rem; tokengen multiplies the font size by it (one warning per file)"
            ])
        #expect(tokens.tokens.count == 298)
        let code = try #require(Pipeline.constants(tokens, options: ConstantsOptions(), diagnostics: diagnostics))
        let compile = try typecheck(code)
        #expect(compile.status == 0, "\(compile.output)")
    }

    /// The same design system through its resolver document: one type with a `theme` parameter, light by
    /// default, compiled strictly and run in both themes.
    @Test(.tags(.compiles), .notInTheQuickLoop) func figmaSimpleDesignSystemResolver() throws {
        let path = try #require(Corpus.folder) + "/tokens/figma-sds.resolver.json"
        let diagnostics = DiagnosticCollector()
        let tokens = try #require(TokenSetReader.resolved([(try FileSystem.bytes(of: path), path)], diagnostics: diagnostics))
        #expect(diagnostics.diagnostics.count == 1)
        #expect(tokens.tokens.count == 298)
        #expect(
            tokens.modifiers == [
                TokenModifier(name: "theme", contexts: ["light", "dark"], defaultContext: 0, location: tokens.modifiers[0].location)
            ])
        #expect(tokens.tokens.filter { $0.variation != nil }.count == 109)
        let code = try #require(Pipeline.constants(tokens, options: ConstantsOptions(), diagnostics: diagnostics))
        let output = try compileAndRun([
            "DesignTokens.swift": code,
            "main.swift": """
            nonisolated func show(_ tokens: DesignTokens) {
                print(tokens.theme, tokens.colorBackgroundBrand.hex, tokens.colorTextDefault.hex)
            }
            show(DesignTokens())
            show(DesignTokens(theme: .dark))
            """,
        ])
        #expect(output == "light #2C2C2C #1E1E1E\ndark #FFFFFF #FFFFFF\n")
    }

    /// Figma's own variables export (flutter-bison), one file per mode: the collections with the light and
    /// with the dark mode generate, with only the warning for Figma's `string` type, and compile strictly.
    @Test(arguments: ["Light", "Dark"])
    func figmaVariablesExport(mode: String) throws {
        let folder = try #require(Corpus.folder) + "/tokens/figma-bison/"
        let names = [
            "ColorBaseTokens.json", "ColorAliasTokens.json", mode + ".tokens.json", "Spacing.json", "Shape.json", "TypescaleTokens.json",
            "Baseline.tokens.json",
        ]
        let files = try names.map { (bytes: try FileSystem.bytes(of: folder + $0), path: folder + $0) }
        let diagnostics = DiagnosticCollector()
        let tokens = try #require(TokenSetReader.resolved(files, diagnostics: diagnostics), "\(diagnostics.formatted)")
        #expect(diagnostics.diagnostics.map(\.warning) == [.figmaType("string"), .figmaType("string")])
        #expect(tokens.tokens.count == 409)
        let code = try #require(Pipeline.constants(tokens, options: ConstantsOptions(), diagnostics: diagnostics))
        let compile = try typecheck(code)
        #expect(compile.status == 0, "\(compile.output)")
    }

    /// The same export as one type with a `theme`, through the resolver document Docs/Tokens.md shows for a
    /// Figma export (the collections as a set, the mode files as the contexts of a modifier), with
    /// `tool: figma`: no warning, and the dark colours in `DesignTokens(theme: .dark)`.
    @Test(.tags(.compiles), .notInTheQuickLoop) func figmaVariablesExportThroughAResolver() throws {
        let corpus = try #require(Corpus.folder) + "/tokens/figma-bison/"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in [
            "ColorBaseTokens.json", "ColorAliasTokens.json", "Spacing.json", "Shape.json", "TypescaleTokens.json", "Baseline.tokens.json",
            "Light.tokens.json", "Dark.tokens.json",
        ] {
            try FileManager.default.copyItem(atPath: corpus + name, toPath: folder + "/" + name)
        }
        let document = ##"""
            {
              "version": "2025.10",
              "sets": {
                "collections": {
                  "sources": [
                    { "$ref": "ColorBaseTokens.json" }, { "$ref": "ColorAliasTokens.json" }, { "$ref": "Spacing.json" },
                    { "$ref": "Shape.json" }, { "$ref": "TypescaleTokens.json" }, { "$ref": "Baseline.tokens.json" }
                  ]
                }
              },
              "modifiers": {
                "theme": {
                  "contexts": { "light": [{ "$ref": "Light.tokens.json" }], "dark": [{ "$ref": "Dark.tokens.json" }] },
                  "default": "light"
                }
              },
              "resolutionOrder": [{ "$ref": "#/sets/collections" }, { "$ref": "#/modifiers/theme" }]
            }
            """##
        let path = folder + "/figma.resolver.json"
        try document.write(toFile: path, atomically: true, encoding: .utf8)
        let diagnostics = DiagnosticCollector()
        var job = Configuration.TokensJob(inputs: [path], output: "DesignTokens.swift", options: ConstantsOptions())
        job.tool = .figma
        let tokens = try #require(Pipeline.tokenSet(job, diagnostics: diagnostics), "\(diagnostics.formatted)")
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(tokens.tokens.count == 409)
        let code = try #require(Pipeline.constants(tokens, options: ConstantsOptions(), diagnostics: diagnostics))
        let output = try compileAndRun([
            "DesignTokens.swift": code,
            "main.swift": """
            nonisolated func show(_ tokens: DesignTokens) { print(tokens.theme, tokens.borderPlain.hex) }
            show(DesignTokens())
            show(DesignTokens(theme: .dark))
            """,
        ])
        #expect(output == "light #B6B6B6\ndark #484848\n")
    }

    /// Every design system of the corpus, as its tools export it, generates without an error (only warnings,
    /// and the tokens a Swift app cannot use left out), and all of it compiles strictly and runs: Apple's
    /// colours and text styles through its resolver, designsystemet's themes through Tokens Studio's
    /// `$themes.json`, Red Hat's YAML as one set.
    @Test(.tags(.compiles), .notInTheQuickLoop) func everyTokenInputGenerates() throws {
        let corpus = try #require(Corpus.folder) + "/tokens/"
        let redHat = try FileManager.default.subpathsOfDirectory(atPath: corpus + "redhat/tokens")
            .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted().map { corpus + "redhat/tokens/" + $0 }
        let inputs: [(type: String, files: [String])] = [
            ("AdobeSpectrum", [corpus + "adobe-spectrum.resolver.json"]),
            ("AppleHIG", [corpus + "apple-hig.resolver.json"]),
            ("FigmaSDS", [corpus + "figma-sds.resolver.json"]),
            ("GitHubPrimer", [corpus + "github-primer.resolver.json"]),
            ("IBMCarbon", [corpus + "ibm-carbon.resolver.json"]),
            ("MicrosoftFluent", [corpus + "microsoft-fluent.resolver.json"]),
            ("ShopifyPolaris", [corpus + "shopify-polaris.resolver.json"]),
            ("Designsystemet", [corpus + "designsystemet/design-tokens/$themes.json"]),
            ("RedHat", redHat),
        ]
        var sources: [String: String] = [:]
        var counts: [String: Int] = [:]
        for input in inputs {
            let diagnostics = DiagnosticCollector()
            let files = try input.files.map { (bytes: try FileSystem.bytes(of: $0), path: $0) }
            let set = try #require(TokenSetReader.resolved(files, diagnostics: diagnostics), "\(input.type)")
            #expect(!diagnostics.hasErrors, "\(input.type): \(diagnostics.formatted)")
            counts[input.type] = set.tokens.count
            sources[input.type + ".swift"] = Pipeline.constants(
                set, options: ConstantsOptions(typeName: input.type), diagnostics: diagnostics)
        }
        #expect(
            counts == [
                "AdobeSpectrum": 1_577, "AppleHIG": 34, "FigmaSDS": 298, "GitHubPrimer": 1_354, "IBMCarbon": 353,
                "MicrosoftFluent": 178, "ShopifyPolaris": 67, "Designsystemet": 518, "RedHat": 373,
            ])
        sources["main.swift"] = """
            nonisolated func show() {
                print(AppleHIG(theme: .dark).colorSystemBlue.hex, AppleHIG().colorSystemBlue.hex)
                print(AppleHIG(size: .large).fontTextStyleLargeTitle.size, AppleHIG(size: .xSmall).fontTextStyleLargeTitle.size)
                let light = Designsystemet(size: .small, typography: .primary, colorScheme: .light, color: .accent)
                let dark = Designsystemet(size: .large, typography: .secondary, colorScheme: .dark, color: .brand1)
                print(light.backgroundDefault.hex, dark.backgroundDefault.hex)
                print(light.sizeModeFontSize, dark.sizeModeFontSize, light.fontFamily, dark.fontFamily)
                print(RedHat().colorBrandRed_.hex, RedHat().lengthMd)
            }
            show()
            """
        let output = try compileAndRun(sources)
        #expect(
            output == """
                #0A84FF #007AFF
                34.0 31.0
                #FFFFFF #0D1A16
                16.0 21.0 ["Inter"] ["Inter"]
                #EE0000 8.0

                """)
    }

    /// Exports whose tools need no types: a Style Dictionary tree with none (mozaic, `{x.value}` references),
    /// one with metadata beside `value` (pharos), `$value` without `$type` beside made-up types and option
    /// files (rei-cedar), a Tokens Studio export with `$themes.json` (dialtone). Each generates what a Swift app
    /// can use and compiles strictly; what is left out has no Swift value (SVG paths, `clamp()` with `vw`, CSS
    /// shorthands of two lengths), but for rei-cedar's reference to a font style.
    @Test(.tags(.compiles), .notInTheQuickLoop) func exportsWithoutTypesGenerate() throws {
        let corpus = try #require(Corpus.folder) + "/tokens/"
        func tree(_ folder: String) throws -> [String] {
            try FileManager.default.subpathsOfDirectory(atPath: corpus + folder).filter { $0.hasSuffix(".json") }.sorted().map {
                corpus + folder + "/" + $0
            }
        }
        let inputs: [(type: String, files: [String])] = [
            ("Mozaic", try tree("mozaic")), ("Pharos", try tree("pharos")), ("Cedar", try tree("rei-cedar")),
            ("Dialtone", [corpus + "dialtone/packages/dialtone-tokens/tokens/$themes.json"]),
        ]
        var counts: [String: [Int]] = [:]
        for input in inputs {
            let diagnostics = DiagnosticCollector()
            let files = try input.files.map { (bytes: try FileSystem.bytes(of: $0), path: $0) }
            let set = try #require(TokenSetReader.resolved(files, diagnostics: diagnostics), "\(input.type)")
            #expect(!diagnostics.hasErrors, "\(input.type): \(diagnostics.formatted)")
            // `file: 409 tokens, 3 left out (…)`.
            let leftOut = diagnostics.summaries.compactMap { line in
                line.range(of: " left out (").flatMap { Int(line[..<$0.lowerBound].split(separator: " ").last!.filter(\.isNumber)) }
            }.reduce(0, +)
            // Of what a Swift app can use (all but what no Swift value holds), at least 95 % generates.
            let noSwiftValue = diagnostics.summaries.compactMap { line in
                line.range(of: "no Swift value: ").map {
                    line[$0.upperBound...].split(separator: ", ").compactMap { Int($0.prefix { $0.isNumber }) }.reduce(0, +)
                }
            }.reduce(0, +)
            #expect(Double(set.tokens.count) >= 0.95 * Double(set.tokens.count + leftOut - noSwiftValue), "\(input.type)")
            counts[input.type] = [set.tokens.count, leftOut, noSwiftValue]
            let code = try #require(Pipeline.constants(set, options: ConstantsOptions(typeName: input.type), diagnostics: diagnostics))
            let checked = try typecheck(code)
            #expect(checked.status == 0, "\(input.type): \(checked.output.prefix(2_000))")
        }
        print("exports without types: \(counts)")
        #expect(counts == ["Mozaic": [591, 1, 0], "Pharos": [344, 155, 155], "Cedar": [683, 62, 61], "Dialtone": [644, 36, 36]])
    }

    func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString).swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try run("swiftc", ["-typecheck", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors", path])
    }
}

enum Corpus {
    static let folder: String? = {
        let root = repositoryFolder
        let path = root.deletingLastPathComponent().appendingPathComponent("shared/corpus").standardized.path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    /// The corpus folders that hold `.strings` or `.stringsdict` tables, or String Catalogs.
    static let apps: [String] = {
        guard let folder else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter { app in
            FolderListing(under: folder + "/" + app).files.contains {
                $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") || $0.hasSuffix(".xcstrings")
            }
        }
    }()
}
