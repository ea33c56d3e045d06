import Foundation
import Testing
@testable import TokenGenVocabulary
@testable import TokenGenCore

/// `tokengen init` as careful as the generator: what it leaves out (dependencies' folders, links out of the
/// project, FIFOs, paths too long to open) is out of reach of the configuration it writes too, which runs at
/// once; names are valid YAML and Swift; the work grows with the tree.
@Suite struct SetupHardeningTests {
    private func survey(_ folder: String) -> (setup: Setup, warnings: String) {
        let diagnostics = DiagnosticCollector()
        let setup = Setup.survey(project: folder, diagnostics: diagnostics)
        return (setup, diagnostics.formatted.replacingOccurrences(of: folder + "/", with: ""))
    }

    /// Runs the written configuration; its errors.
    private func errors(running setup: Setup, in folder: String) throws -> String {
        let diagnostics = DiagnosticCollector()
        #expect(Setup.write(setup.configuration, to: folder + "/tokengen.yml", diagnostics: diagnostics))
        let configuration = try #require(Configuration.load(path: folder + "/tokengen.yml", diagnostics: diagnostics))
        _ = Pipeline.run(configuration, diagnostics: diagnostics)
        return diagnostics.diagnostics.filter { $0.severity == .error }.map(\.formatted).joined(separator: "\n")
    }

    private let table = "\"a\" = \"A\";\n"

    /// An `.lproj` at the project's root: its language folders are the inputs, never `.`, which would read
    /// `Pods/`, `node_modules/` and `.build/`; a group inside a folder that holds a dependency is named so too.
    @Test func skippedFoldersAreOutOfTheConfigurationsReach() throws {
        let folder = try temporaryFolder(files: [
            "en.lproj/Localizable.strings": table, "pl.lproj/Localizable.strings": table,
            "Pods/Lib/en.lproj/Localizable.strings": table, "node_modules/x/en.lproj/Localizable.strings": table,
            ".build/checkouts/Dep/en.lproj/Localizable.strings": table,
            "Feature/Resources/en.lproj/Feature.strings": table, "Feature/Resources/Shared.xcstrings": #"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#,
            "Feature/Resources/Carthage/Checkouts/Kit/en.lproj/Kit.strings": table,
            "Other/en.lproj/Other.strings": table,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (setup, warnings) = survey(folder)
        #expect(warnings == "")
        #expect(setup.strings.map(\.inputs) == [
            ["en.lproj", "pl.lproj"], ["Feature/Resources/en.lproj", "Feature/Resources/Shared.xcstrings"], ["Other"],
        ])
        #expect(setup.strings.map(\.enumName) == ["L10n", "FeatureTexts", "OtherTexts"])
        #expect(try errors(running: setup, in: folder) == "")
    }

    /// A link out of the project is reported, and the folder beside it named so that no run reaches it; a FIFO
    /// named like a table is no table, and its language folder is named table by table.
    @Test func linksOutAndFIFOsAreLeftOutAndOutOfReach() throws {
        let folder = try temporaryFolder(files: [
            "App/Resources/en.lproj/Localizable.strings": table, "App/Resources/pl.lproj/Localizable.strings": table,
            "Widget/en.lproj/Widget.strings": table,
        ])
        let outside = try temporaryFolder(files: ["de.lproj/Localizable.strings": table])
        defer { for path in [folder, outside] { try? FileManager.default.removeItem(atPath: path) } }
        try FileManager.default.createSymbolicLink(atPath: folder + "/App/Resources/de.lproj", withDestinationPath: outside + "/de.lproj")
        #expect(mkfifo(folder + "/Widget/en.lproj/Pipe.strings", 0o644) == 0)
        let (setup, warnings) = survey(folder)
        #expect(
            warnings
                == "warning: App/Resources/de.lproj is a link that leads outside the project, where tokengen reads nothing; tokengen init leaves it out and names the tables beside it one by one: copy what it holds into the project to ship it"
        )
        #expect(setup.strings.map(\.inputs) == [["App/Resources/en.lproj", "App/Resources/pl.lproj"], ["Widget/en.lproj/Widget.strings"]])
        #expect(setup.strings.map(\.tables) == [["Localizable"], ["Widget"]])
        #expect(try errors(running: setup, in: folder) == "")
    }

    /// A table deeper than the system can open is reported, by init and by the run.
    @Test func aPathLongerThanTheSystemOpensIsReported() throws {
        let folder = try temporaryFolder(files: ["App/en.lproj/Localizable.strings": table])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 20 folders of 250 characters: 5,000 characters, past PATH_MAX (4,096); made relative to each other.
        var descriptor = open(folder + "/App", O_RDONLY | O_DIRECTORY)
        let name = String(repeating: "d", count: 250)
        for _ in 0..<20 {
            #expect(mkdirat(descriptor, name, 0o755) == 0)
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
        }
        #expect(mkdirat(descriptor, "pl.lproj", 0o755) == 0)
        close(descriptor)
        let (setup, warnings) = survey(folder)
        // The first folder whose path is PATH_MAX long or longer.
        let depth = try #require((1...20).first { (folder + "/App/" + Array(repeating: name, count: $0).joined(separator: "/")).utf8.count >= 4_096 })
        let deep = "App/" + Array(repeating: name, count: depth).joined(separator: "/")
        #expect(warnings == "warning: \(deep) cannot be read (File name too long); tokengen init leaves out what it holds")
        #expect(setup.strings.map(\.inputs) == [["App/en.lproj"]])
        // A job that reads the folder whole stops on it rather than leave its tables out.
        let diagnostics = DiagnosticCollector()
        try "strings:\n  inputs: [App]\n  output: Generated/L10n.swift\n".write(toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        let configuration = try #require(Configuration.load(path: folder + "/tokengen.yml", diagnostics: diagnostics))
        _ = Pipeline.run(configuration, diagnostics: diagnostics)
        #expect(
            diagnostics.diagnostics.filter { $0.severity == .error }.map(\.formatted)
                == ["error: cannot list the folder \(folder)/\(deep): File name too long; its tables would be missing"])
    }

    /// Folders named `~`, `Self`, `any`, `Type`: names that are Swift's and YAML's own make names of their own.
    @Test func namesAreValidYAMLAndSwift() throws {
        let folder = try temporaryFolder(files: [
            "Main/en.lproj/Localizable.strings": table, "~/en.lproj/A.strings": table, "Self/en.lproj/B.strings": table,
            "any/en.lproj/C.strings": table, "Type/en.lproj/D.strings": table, "true/e.tokens.json": #"{"x": {"$type": "number", "$value": 1}}"#,
            "null/f.tokens.json": #"{"y": {"$type": "number", "$value": 1}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (setup, _) = survey(folder)
        #expect(setup.strings.map(\.enumName) == ["L10n", "SelfTexts", "TypeTexts", "AnyTexts", "AppTexts"])
        #expect(setup.tokens.map(\.typeName) == ["DesignTokens", "TrueTokens"])
        #expect(setup.configuration.contains("    enumName: \"SelfTexts\"\n"))
        #expect(try errors(running: setup, in: folder) == "")
    }

    /// 2,000 folders that make one name: each name found in one step, not by counting up from 1.
    @Test func namesAreFoundInOneStepEach() {
        var names = Setup.TakenNames()
        let made = (0..<2_000).map { _ in names.unique("WidgetsTexts") }
        #expect(made.prefix(3) == ["WidgetsTexts", "WidgetsTexts2", "WidgetsTexts3"])
        #expect(made.last == "WidgetsTexts2000")
        #expect(names.candidates == 2_000)
        // A name that is another's numbered one counts up past those taken.
        #expect(names.unique("WidgetsTexts2") == "WidgetsTexts2100")
        #expect(names.candidates == 2_000 + 100)
    }
}
