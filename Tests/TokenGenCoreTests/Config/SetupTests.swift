import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenTranslate
@testable import TokenGenCore

/// `tokengen init`: a configuration from what a project holds, or from its SwiftGen configuration, that
/// generates at once; SwiftGen's naming options; never a configuration replaced.
@Suite struct SetupTests {
    private let swiftGenTables = try! String(contentsOfFile: fixturePath("strings/swiftgen/en.lproj/Localizable.strings"), encoding: .utf8)
    private let swiftGenPolish = try! String(contentsOfFile: fixturePath("strings/swiftgen/pl.lproj/Localizable.strings"), encoding: .utf8)

    /// Runs every job of the configuration in `folder` and writes its outputs; the diagnostics and results.
    private func generate(in folder: String) throws -> (jobs: [GeneratedJob], results: [[OutputWriter.Result]]?, diagnostics: String) {
        let diagnostics = DiagnosticCollector()
        let configuration = try #require(
            Configuration.load(path: folder + "/tokengen.yml", diagnostics: diagnostics), "\(diagnostics.formatted)")
        let jobs = Pipeline.run(configuration, diagnostics: diagnostics)
        let results = diagnostics.hasErrors ? nil : OutputWriter.write(jobs, diagnostics: diagnostics)
        return (jobs, results, diagnostics.diagnostics.filter { $0.severity == .error }.map(\.formatted).joined(separator: "\n"))
    }

    private func sources(_ jobs: [GeneratedJob]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: jobs.flatMap(\.files).map { (PathText.fileName(of: $0.path), $0.contents) })
    }

    /// Tables in `.lproj` folders (one named by no language tag), a String Catalog in another folder, token
    /// files, a Tokens Studio export, and a dependency's tables: a job for each group, named after its folder.
    @Test func initFindsTheJobsOfAProject() throws {
        let folder = try temporaryFolder(files: [
            "App/Resources/en.lproj/Localizable.strings": "\"home.title\" = \"Home\";\n",
            "App/Resources/pl.lproj/Localizable.strings": "\"home.title\" = \"Dom\";\n",
            "App/Resources/sr@latin.lproj/Localizable.strings": "\"home.title\" = \"Dom\";\n",
            "Widgets/Resources/Widget.xcstrings":
                #"{"sourceLanguage": "de", "strings": {"w.title": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Titel"}}}}}, "version": "1.0"}"#,
            "Design/base.tokens.json":
                #"{"color": {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}"#,
            "Brand/tokens/$themes.json": #"[{"name": "Light", "selectedTokenSets": {"core": "enabled"}}]"#,
            "Brand/tokens/core.json": #"{"space": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#,
            "Pods/Lib/en.lproj/Localizable.strings": "\"a\" = \"b\";\n",
            "Odd \"quoted\"/en.lproj/Localizable.strings": "\"a\" = \"b\";\n",
            "Themes/brand.resolver.json":
                ##"{"version": "2025.10", "sets": {"base": {"sources": [{"x": {"$type": "number", "$value": 1}}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let surveyed = DiagnosticCollector()
        let setup = Setup.survey(project: folder, diagnostics: surveyed)
        #expect(
            surveyed.formatted
                == "warning: the folder Odd \"quoted\"/en.lproj has a quote, a backslash, a control character or ' #' in its path, which the build-tool plugin reads otherwise; tokengen init leaves its files out: rename it, or add it by hand"
        )
        #expect(
            setup.configuration == """
                # Written by `tokengen init`: the project's tables and token files, as jobs. See the README's configuration.
                strings:
                  - inputs:
                      - "App/Resources"
                    baseLanguage: "en"
                    output: "Generated/L10n.swift"
                    enumName: "L10n"
                  - inputs:
                      - "Widgets/Resources"
                    baseLanguage: "de"
                    output: "Generated/WidgetsTexts.swift"
                    enumName: "WidgetsTexts"
                tokens:
                  - input: "Brand/tokens/$themes.json"
                    output: "Generated/DesignTokens.swift"
                    typeName: "DesignTokens"
                  - input: "Themes/brand.resolver.json"
                    output: "Generated/BrandTokens.swift"
                    typeName: "BrandTokens"
                  - input: "Design/base.tokens.json"
                    output: "Generated/DesignTokens2.swift"
                    typeName: "DesignTokens2"

                """)
        #expect(
            setup.summary == [
                "strings: App/Resources: 1 table in 2 languages (base en, from en.lproj) → L10n in Generated/L10n.swift",
                "strings: Widgets/Resources: 1 table in 1 language (base de, from the sourceLanguage of Widgets/Resources/Widget.xcstrings) → WidgetsTexts in Generated/WidgetsTexts.swift",
                "tokens: a Tokens Studio export, Brand/tokens/$themes.json → DesignTokens in Generated/DesignTokens.swift",
                "tokens: a resolver document, Themes/brand.resolver.json → BrandTokens in Generated/BrandTokens.swift",
                "tokens: 1 token file in Design → DesignTokens2 in Generated/DesignTokens2.swift",
            ])
        // Written, it generates at once; a second init never replaces it.
        let diagnostics = DiagnosticCollector()
        #expect(Setup.write(setup.configuration, to: folder + "/tokengen.yml", diagnostics: diagnostics))
        let (jobs, results, errors) = try generate(in: folder)
        #expect(errors == "")
        #expect(
            jobs.map(\.output.path)
                == ["L10n", "WidgetsTexts", "DesignTokens", "BrandTokens", "DesignTokens2"].map { "\(folder)/Generated/\($0).swift" })
        #expect(results?.allSatisfy { $0.allSatisfy { $0 == .written } } == true)
        #expect(!Setup.write("strings: []\n", to: folder + "/tokengen.yml", diagnostics: diagnostics))
        #expect(
            diagnostics.formatted
                == "error: \(folder)/tokengen.yml exists; tokengen init never replaces a configuration: remove it, or add the jobs to it by hand"
        )
        #expect(try String(contentsOfFile: folder + "/tokengen.yml", encoding: .utf8) == setup.configuration)
    }

    /// A SwiftGen configuration kept in a subfolder, with `input_dir` and `output_dir`, a strings entry naming
    /// its base file, two outputs (structured with `separator` and SwiftGen's parameters, flat with
    /// `forceFileNameEnum`), a custom template, a key given twice and another parser: the jobs carry the same
    /// tables, outputs and names, the rest is printed with its line. The first run replaces SwiftGen's outputs,
    /// and call sites written against SwiftGen's output compile against ours.
    @Test(.tags(.compiles), .notInTheQuickLoop) func initFromSwiftGenTakesItsStringsOver() throws {
        let swiftGenHeader =
            "// swiftlint:disable all\n// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n\nimport Foundation\n"
        let folder = try temporaryFolder(files: [
            "App/Resources/en.lproj/Localizable.strings": swiftGenTables + "\"screen__title\" = \"Screen\";\n",
            "App/Resources/pl.lproj/Localizable.strings": swiftGenPolish,
            "App/Resources/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"App\";\n",
            "App/Resources/en.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files__count</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
            </dict></dict></plist>
            """,
            "App/Sources/Generated/Strings.swift": swiftGenHeader,
            "App/Sources/Generated/FlatStrings.swift": swiftGenHeader,
            "App/Sources/Generated/Other.swift": "// someone's own file\n",
            "Tools/SwiftGen/swiftgen.yml": """
            input_dir: ../../App/
            output_dir: ../../App/Sources/Generated/
            strings:
              inputs: [Resources/en.lproj/Localizable.strings, Resources/en.lproj/Localizable.stringsdict]
              options:
                separator: __
              outputs:
                - templateName: structured-swift5
                  output: Strings.swift
                  params:
                    enumName: "L10n"
                    publicAccess: false
                    publicAccess: true
                    lookupFunction: localizeStringAndFallbackToEn
                    bundle: Bundle.main
                - templateName: flat-swift5
                  output: FlatStrings.swift
                  params:
                    enumName: Flat
                    forceFileNameEnum: true
                - templatePath: Templates/strings.stencil
                  output: Custom.swift
            xcassets:
              inputs: Resources/Assets.xcassets
              outputs:
                templateName: swift5
                output: Assets.swift

            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let migration = try #require(
            SwiftGenImport.read(path: folder + "/Tools/SwiftGen/swiftgen.yml", into: folder, diagnostics: DiagnosticCollector()))
        #expect(
            migration.configuration == """
                # Written by `tokengen init --from`: SwiftGen's strings outputs, as tokengen jobs. See the README.
                strings:
                  - inputs:
                      - "App/Resources/en.lproj/Localizable.strings"
                      - "App/Resources/en.lproj/Localizable.stringsdict"
                      - "App/Resources/pl.lproj/Localizable.strings"
                    baseLanguage: "en"
                    output: "App/Sources/Generated/Strings.swift"
                    replacesSwiftGenOutput: true
                    enumName: "L10n"
                    access: public
                    separator: "__"
                    lookupFunction: "localizeStringAndFallbackToEn"
                    bundle: main
                  - inputs:
                      - "App/Resources/en.lproj/Localizable.strings"
                      - "App/Resources/en.lproj/Localizable.stringsdict"
                      - "App/Resources/pl.lproj/Localizable.strings"
                    baseLanguage: "en"
                    output: "App/Sources/Generated/FlatStrings.swift"
                    replacesSwiftGenOutput: true
                    enumName: "Flat"
                    separator: "__"
                    names: flat
                    forceFileNameEnum: true

                """)
        #expect(
            migration.notCarried == [
                "\(folder)/Tools/SwiftGen/swiftgen.yml:21: a custom template (templatePath) whose output App/Sources/Generated/Custom.swift is not there to compare tokengen's API with; SwiftGen keeps generating into it",
                "\(folder)/Tools/SwiftGen/swiftgen.yml:23: SwiftGen's 'xcassets' parser: SwiftGen keeps generating it",
            ])
        #expect(Setup.write(migration.configuration, to: folder + "/tokengen.yml", diagnostics: DiagnosticCollector()))
        let (jobs, results, errors) = try generate(in: folder)
        #expect(errors == "")
        #expect(results?.map(\.first) == [.replacedSwiftGen, .replacedSwiftGen])
        #expect(try String(contentsOfFile: folder + "/App/Sources/Generated/Other.swift", encoding: .utf8) == "// someone's own file\n")
        // A second run finds its own files: nothing to replace.
        #expect(try generate(in: folder).results?.map(\.first) == [.unchanged, .unchanged])
        var program = sources(jobs)
        program["main.swift"] = """
            /// The app's own lookup (SwiftGen's lookupFunction): it marks what it returns.
            nonisolated func localizeStringAndFallbackToEn(_ key: String, _ table: String, _ value: String) -> String { "*" + value }
            let count: Int = 3
            // As SwiftGen's structured-swift5 output (separator __) and flat-swift5 output (forceFileNameEnum) are called:
            print(L10n.countUnsigned(count), L10n.ratio(Float(0.5)), L10n.a11YLabel, L10n._8Zzd23, L10n.Screen.title, L10n.Files.count(2), separator: "|")
            print(Flat.Localizable.countUnsigned(count), Flat.Localizable.a11YLabel, Flat.Localizable.screenTitle, separator: "|")
            """
        #expect(try compileAndRun(program) == "*3 files|*0.500000%|*Accessible|*code|*Screen|2 files\n3 files|Accessible|Screen\n")
    }

    /// An app that runs SwiftGen from a build phase's script, without a configuration: each `swiftgen run
    /// strings` command is carried over with its template, parameters, inputs and output. Xcode's variables come
    /// from the project beside the script's folder, the script's own from its assignments, and a variable no one
    /// sets is found by the path's literal part; other parsers stay SwiftGen's. The app's call sites compile.
    @Test(.tags(.compiles), .notInTheQuickLoop) func initFromAScriptTakesItsCommandsOver() throws {
        let folder = try temporaryFolder(files: [
            "App/Resources/en.lproj/Localizable.strings": "\"report.title\" = \"Report created\";\n\"hello\" = \"Hello %@\";\n",
            "App/Resources/pl.lproj/Localizable.strings": "\"report.title\" = \"Raport utworzony\";\n\"hello\" = \"Cześć %@\";\n",
            "App/Sources/Generated/Strings.swift": "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n",
            "App.xcodeproj/project.pbxproj": "\t\tA1 /* Strings.swift in Sources */ = {isa = PBXBuildFile; fileRef = B1 /* Strings.swift */; };\n",
            "scripts/swiftgen.sh": #"""
                #!/bin/sh
                set -e
                RESOURCES="$PROJECT_DIR/App/Resources"   # the tables
                if which swiftgen >/dev/null; then
                  swiftgen run strings -t structured-swift5 "$RESOURCES/en.lproj/Localizable.strings"                     --param publicAccess --param enumName=Strings --output "${SRCROOT}/App/Sources/Generated/Strings.swift"
                  Pods/SwiftGen/bin/swiftgen run strings --templateName flat-swift5 $BUILT/Resources/en.lproj/Localizable.strings -o "$OUT/Generated/Flat.swift"
                  swiftgen run strings -t structured-swift5 "$ELSEWHERE/Localizable.strings" -o "$OUT/Generated/Other.swift"
                  swiftgen run xcassets App/Assets.xcassets -t swift5 -o Assets.swift
                fi
                """#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let migration = try #require(SwiftGenImport.read(path: folder + "/scripts/swiftgen.sh", into: folder, diagnostics: DiagnosticCollector()))
        #expect(
            migration.configuration == """
                # Written by `tokengen init --from`: SwiftGen's strings outputs, as tokengen jobs. See the README.
                strings:
                  - inputs:
                      - "App/Resources/en.lproj/Localizable.strings"
                      - "App/Resources/pl.lproj/Localizable.strings"
                    baseLanguage: "en"
                    output: "App/Sources/Generated/Strings.swift"
                    replacesSwiftGenOutput: true
                    enumName: "Strings"
                    access: public
                    singleFile: true
                  - inputs:
                      - "App/Resources/en.lproj/Localizable.strings"
                      - "App/Resources/pl.lproj/Localizable.strings"
                    baseLanguage: "en"
                    output: "App/Sources/Generated/Flat.swift"
                    replacesSwiftGenOutput: true
                    names: flat

                """)
        #expect(
            migration.notCarried == [
                "\(folder)/scripts/swiftgen.sh:7: the input '$ELSEWHERE/Localizable.strings', whose part 'Localizable.strings' ends 2 paths of the project (\(folder)/App/Resources/en.lproj/Localizable.strings, \(folder)/App/Resources/pl.lproj/Localizable.strings); write the path in the configuration yourself",
                "\(folder)/scripts/swiftgen.sh:8: SwiftGen's 'xcassets' parser: SwiftGen keeps generating it",
            ])
        #expect(Setup.write(migration.configuration, to: folder + "/tokengen.yml", diagnostics: DiagnosticCollector()))
        let (jobs, results, errors) = try generate(in: folder)
        #expect(errors == "")
        #expect(results?.map(\.first) == [.replacedSwiftGen, .written])
        var program = sources(jobs)
        program["main.swift"] = #"print(Strings.Report.title, Strings.hello("Ala"), L10n.reportTitle, separator: "|")"#
        #expect(try compileAndRun(program) == "Report created|Hello Ala|Report created\n")
    }

    /// What an app's own template (a variant of structured-swift5: computed properties, its lookup function)
    /// wrote, with one declaration tokengen's API has not when `extra` is given.
    static func customTemplateOutput(extra: String = "") -> String {
        #"""
        // swiftlint:disable all
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

        import Foundation

        internal enum L10n {
          /// Hello %@
          internal static func hello(_ p1: Any) -> String {
            return L10n.tr("Localizable", "hello", String(describing: p1), fallback: "Hello \(p1) {")
          }
          internal enum Report {
            /// Report created
            internal static var title: String { return L10n.tr("Localizable", "report.title", fallback: "Report created") }
            /// %d files
            internal static func files(_ p1: Int) -> String {
              return L10n.tr("Localizable", "report.files", p1, fallback: "%d files")
            }
          }
        \#(extra)
        }

        // MARK: - Implementation Details

        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
            let format = localize(key, table, value)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """#
    }

    /// A template's output read as its API: types, static members with labels and types, lines; neither what is
    /// private, nor what is in bodies and literals. tokengen's wider parameter types take the template's.
    @Test func aTemplatesAPIIsReadFromItsOutput() {
        let declarations = SwiftDeclarations(Array(Self.customTemplateOutput().utf8)).declarations
        #expect(
            declarations.map { "\($0.line) \(SwiftGenImport.shown($0))" } == [
                "6 the type L10n", "8 L10n.hello(_: Any)", "11 the type L10n.Report", "13 L10n.Report.title: String",
                "15 L10n.Report.files(_: Int)",
            ])
        #expect(SwiftGenImport.accepts("any Swift.BinaryInteger", "UInt32") && SwiftGenImport.accepts("Any", "Float"))
        #expect(!SwiftGenImport.accepts("Swift.Int", "Float") && !SwiftGenImport.accepts("Swift.String", "LocalizedStringKey"))
    }

    /// A custom template (`templatePath`) whose output's API tokengen's covers is taken over as a stock one's,
    /// and the app's call sites compile; one that declares more is carried to a new output beside it, with
    /// what differs listed at its line.
    @Test(.tags(.compiles), .notInTheQuickLoop) func customTemplatesAreComparedByTheirAPI() throws {
        func app(_ output: String) throws -> String {
            try temporaryFolder(files: [
                "Resources/en.lproj/Localizable.strings": "\"hello\" = \"Hello %@\";\n\"report.title\" = \"Report created\";\n\"report.files\" = \"%d files\";\n",
                "Sources/Strings.swift": output,
                "swiftgen.yml": "strings:\n  inputs: Resources/en.lproj/Localizable.strings\n  outputs:\n    templatePath: Templates/strings.stencil\n    output: Sources/Strings.swift\n",
            ])
        }
        let matching = try app(Self.customTemplateOutput())
        let differing = try app(Self.customTemplateOutput(extra: "  internal static let version = \"1.0\"\n  internal enum Report2 { internal static func files(count: Int) -> String { \"\" } }"))
        defer { for folder in [matching, differing] { try? FileManager.default.removeItem(atPath: folder) } }

        let taken = try #require(SwiftGenImport.read(path: matching + "/swiftgen.yml", into: matching, diagnostics: DiagnosticCollector()))
        #expect(taken.notCarried == [])
        #expect(
            taken.configuration == """
                # Written by `tokengen init --from`: SwiftGen's strings outputs, as tokengen jobs. See the README.
                strings:
                  - inputs:
                      - "Resources/en.lproj/Localizable.strings"
                    baseLanguage: "en"
                    output: "Sources/Strings.swift"
                    replacesSwiftGenOutput: true

                """)
        #expect(Setup.write(taken.configuration, to: matching + "/tokengen.yml", diagnostics: DiagnosticCollector()))
        let (jobs, results, errors) = try generate(in: matching)
        #expect(errors == "")
        #expect(results?.map(\.first) == [.replacedSwiftGen])
        var program = sources(jobs)
        program["main.swift"] = #"print(L10n.hello("Ala"), L10n.Report.title, L10n.Report.files(3), separator: "|")"#
        #expect(try compileAndRun(program) == "Hello Ala|Report created|3 files\n")

        let beside = try #require(SwiftGenImport.read(path: differing + "/swiftgen.yml", into: differing, diagnostics: DiagnosticCollector()))
        #expect(beside.jobs.map(\.output) == ["Sources/Strings.tokengen.swift"])
        #expect(!beside.configuration.contains("replacesSwiftGenOutput"))
        #expect(
            beside.notCarried == [
                "\(differing)/swiftgen.yml:4: the output of a custom template (templatePath), Sources/Strings.swift, declares what tokengen's API does not (below): the job writes Sources/Strings.tokengen.swift beside it; move the call sites over, then remove SwiftGen's",
                "Sources/Strings.swift:19: L10n.version: String: tokengen declares no L10n.version",
                "Sources/Strings.swift:20: the type L10n.Report2: tokengen declares no L10n.Report2",
                "Sources/Strings.swift:20: L10n.Report2.files(count: Int): tokengen declares no L10n.Report2.files",
            ])
    }

    /// A Style Dictionary project of plain `.json` files, found by its configuration: a job of the files its
    /// `source` globs name, in order, read as Style Dictionary's; a `package.json` that is not one's is no job.
    @Test func initFindsAStyleDictionaryProjectByItsConfiguration() throws {
        let folder = try temporaryFolder(files: [
            "design/config.json": #"{"source": ["tokens/**/*.json", "brand/{light,dark}.json"], "platforms": {"ios-swift": {"transformGroup": "ios-swift"}}}"#,
            "design/tokens/size/font.json": #"{"size": {"font": {"small": {"value": "12"}}}}"#,
            "design/tokens/color/base.json": ##"{"color": {"base": {"red": {"value": "#ff0000"}}}}"##,
            "design/brand/light.json": #"{"color": {"brand": {"value": "{color.base.red.value}"}}}"#,
            "design/brand/other.json": ##"{"color": {"other": {"value": "#00ff00"}}}"##,
            "package.json": #"{"name": "app", "scripts": {"build": "style-dictionary build"}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let setup = Setup.survey(project: folder, diagnostics: DiagnosticCollector())
        #expect(
            setup.configuration == """
                # Written by `tokengen init`: the project's tables and token files, as jobs. See the README's configuration.
                tokens:
                  - inputs:
                      - "design/tokens/color/base.json"
                      - "design/tokens/size/font.json"
                      - "design/brand/light.json"
                    output: "Generated/DesignTokens.swift"
                    typeName: "DesignTokens"
                    tool: style-dictionary

                """)
        #expect(setup.summary == ["tokens: 3 token files of a Style Dictionary configuration, design/config.json → DesignTokens in Generated/DesignTokens.swift"])
        #expect(Setup.write(setup.configuration, to: folder + "/tokengen.yml", diagnostics: DiagnosticCollector()))
        let (jobs, _, errors) = try generate(in: folder)
        #expect(errors == "")
        #expect(jobs.map(\.summary) == ["3 tokens"])
        #expect(Setup.matches("a/**/*.json", "a/b/c/d.json") && Setup.matches("a/**/*.json", "a/d.json") && !Setup.matches("a/*.json", "a/b/d.json"))
    }

    /// A build phase as Xcode stores it in `project.pbxproj` (one quoted string, `\n` between lines, `\"` for
    /// quotes), a continued line, quotes and comments: the words of each SwiftGen command.
    @Test func scriptsAreReadAsAShellReadsThem() {
        let pbxproj = #"\t\t\tshellScript = "if which swiftgen; then\n  swiftgen run strings \"$SRCROOT/A b.strings\" -o Out.swift # gen\nfi\n";"#
        let lines = ScriptCommand.logicalLines(of: pbxproj + "\nswiftgen strings 'x y.strings' \\\n  --output o.swift; echo done\n")
        #expect(lines.flatMap { ScriptCommand.commands(in: $0.1) }.map { "\($0.parser): \($0.arguments)" } == [
            #"strings: ["$SRCROOT/A b.strings", "-o", "Out.swift"]"#, #"strings: ["x y.strings", "--output", "o.swift"]"#,
        ])
        #expect(lines.map(\.0) == [1, 1, 1, 1, 2, 4])
        #expect(ScriptCommand.assignment(#"export RES="$SRCROOT/App""#).map { "\($0.0)=\($0.1)" } == "RES=$SRCROOT/App")
    }

    /// An output that an Xcode project's target lists gets `singleFile: true`, so the target needs no new files;
    /// one in a SwiftPM package (which compiles its folder) keeps the shards.
    @Test func anOutputAnXcodeTargetListsIsOneFile() throws {
        let swiftGen = "input_dir: Resources/\nstrings:\n  inputs: en.lproj/Localizable.strings\n  outputs:\n    templateName: structured-swift5\n    output: Sources/Strings.swift\n"
        let pbxproj = "\t\t1A2B3C4D /* Strings.swift in Sources */ = {isa = PBXBuildFile; fileRef = 5E6F7A8B /* Strings.swift */; };\n"
        let app = try temporaryFolder(files: [
            "Resources/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "swiftgen.yml": swiftGen,
            "App.xcodeproj/project.pbxproj": pbxproj,
        ])
        let package = try temporaryFolder(files: [
            "Resources/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "swiftgen.yml": swiftGen,
            "App.xcodeproj/project.pbxproj": pbxproj, "Sources/Package.swift": "// swift-tools-version: 6.0\n",
        ])
        defer { for folder in [app, package] { try? FileManager.default.removeItem(atPath: folder) } }
        let fromApp = try #require(SwiftGenImport.read(path: app + "/swiftgen.yml", into: app, diagnostics: DiagnosticCollector()))
        let fromPackage = try #require(SwiftGenImport.read(path: package + "/swiftgen.yml", into: package, diagnostics: DiagnosticCollector()))
        #expect(fromApp.jobs.map(\.singleFile) == [true])
        #expect(fromApp.configuration.hasSuffix("    replacesSwiftGenOutput: true\n    singleFile: true\n"))
        #expect(fromPackage.jobs.map(\.singleFile) == [false])
        #expect(Setup.write(fromApp.configuration, to: app + "/tokengen.yml", diagnostics: DiagnosticCollector()))
        let (_, results, errors) = try generate(in: app)
        #expect(errors == "")
        #expect(results?.map(\.count) == [1])
        #expect(try FileManager.default.contentsOfDirectory(atPath: app + "/Sources") == ["Strings.swift"])
    }

    /// `resources: false`, as Xcode's "Generate String Catalog Symbols" off: the accessors, and no
    /// `LocalizedStringResource` member.
    @Test func resourcesCanBeTurnedOff() throws {
        func generated(resources: Bool) throws -> String {
            var options = L10nOptions(lookup: .embedded)
            options.resources = resources
            let job = Configuration.StringsJob(
                inputs: [fixturePath("strings/swiftgen")], baseLanguage: "en", output: "L10n.swift", options: options)
            let files = try #require(Pipeline.strings(job, diagnostics: DiagnosticCollector())).files
            return files.map(\.contents).joined()
        }
        let on = try generated(resources: true), off = try generated(resources: false)
        // The members: `static var name: LocalizedStringResource` and `static func name(…) -> LocalizedStringResource`,
        // not the runtime's own `__` helpers.
        func members(_ code: String) -> Int {
            code.split(separator: "\n").filter { $0.contains("static ") && $0.contains("LocalizedStringResource") && !$0.contains("__") }
                .count
        }
        #expect(members(on) == 9)
        #expect(members(off) == 0)
        #expect(off.contains("static func unsigned(_ p1: any Swift.BinaryInteger) -> Swift.String"))
    }

    /// `lookupFunction` names a Swift function, for bundle lookup; `separator` is not empty: nothing else is read.
    @Test func swiftGenOptionsAreChecked() throws {
        func errors(_ job: String) throws -> String {
            let folder = try temporaryFolder(files: [
                "en.lproj/Localizable.strings": "\"a\" = \"b\";\n", "tokengen.yml": "strings:\n  inputs: [.]\n  output: L10n.swift\n" + job,
            ])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let diagnostics = DiagnosticCollector()
            _ = Configuration.load(path: folder + "/tokengen.yml", diagnostics: diagnostics)
            return diagnostics.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column): " } ?? "")\($0.message)" }.joined(
                separator: "\n")
        }
        #expect(try errors("  lookupFunction: Strings.localize\n  bundle: main\n  separator: __\n") == "")
        #expect(
            try errors("  lookupFunction: \"fatalError(); localize\"\n")
                == "4:19: 'lookupFunction' must name a Swift function (an identifier, or identifiers joined by dots), found 'fatalError(); localize'"
        )
        #expect(
            try errors("  lookupFunction: return\n")
                == "4:19: 'lookupFunction' must name a Swift function (an identifier, or identifiers joined by dots), found 'return'")
        #expect(
            try errors("  lookup: embedded\n  lookupFunction: localize\n")
                == "5:19: 'lookupFunction' is asked by bundle lookup: remove 'lookup: embedded', or the function")
        #expect(
            try errors("  separator: \"\"\n")
                == "4:14: 'separator' must not be empty: it is what splits a key into nested enums, such as \".\" or \"__\"")
        #expect(try errors("  bundle: Bundle.main\n") == "4:11: 'bundle' must be one of 'main', 'module', found 'Bundle.main'")
    }

    /// A file neither tokengen nor SwiftGen wrote is never replaced, even by a job that takes SwiftGen's over.
    @Test func onlySwiftGensOutputIsTakenOver() throws {
        let folder = try temporaryFolder(files: [
            "en.lproj/Localizable.strings": "\"a\" = \"b\";\n",
            "Generated/L10n.swift": "// hand-written\n",
            "tokengen.yml": "strings:\n  inputs: [.]\n  output: Generated/L10n.swift\n  replacesSwiftGenOutput: true\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (_, results, errors) = try generate(in: folder)
        #expect(results == nil)
        #expect(
            errors
                == "\(folder)/tokengen.yml:3:11: error: refusing to replace \(folder)/Generated/L10n.swift: tokengen did not write it (it does not begin with '// Generated by tokengen'); remove it, or choose another output"
        )
        #expect(try String(contentsOfFile: folder + "/Generated/L10n.swift", encoding: .utf8) == "// hand-written\n")
    }
}
