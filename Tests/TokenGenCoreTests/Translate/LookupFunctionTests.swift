import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenTranslate
@testable import TokenGenCore

/// SwiftGen's `lookupFunction`: the app's function is reached by a name no key can take, a key that would take
/// the function's own path inside the enum is left out, and the option is a Swift function's name or nothing.
@Suite struct LookupFunctionTests {
    func job(_ table: String, function: String) throws -> (folder: String, job: Configuration.StringsJob) {
        let folder = try temporaryFolder(files: ["S/en.lproj/Localizable.strings": table])
        var options = L10nOptions(lookup: .bundle)
        options.lookupFunction = function
        options.bundle = .main
        return (folder, Configuration.StringsJob(inputs: [folder + "/S"], output: "L10n.swift", options: options))
    }

    /// A key named as the function (`localize`, or `texts.…` beside `Texts.localize`) keeps its accessor and
    /// never answers for the function: the texts come from the app's function, once each.
    @Test(.tags(.compiles), .notInTheQuickLoop) func keysNamedLikeTheFunctionNeverAnswerForIt() throws {
        let table = """
            "localize" = "%@ %@ %@";
            "texts.title" = "Title";
            "plain" = "Plain";
            """
        for (function, declaration) in [
            ("localize", "nonisolated func localize(_ key: String, _ table: String, _ value: String) -> String { \"*\" + value }"),
            (
                "Texts.localize",
                "nonisolated enum Texts { static func localize(_ key: String, _ table: String, _ value: String) -> String { \"+\" + value } }"
            ),
        ] {
            let (folder, job) = try job(table, function: function)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let diagnostics = DiagnosticCollector()
            let generated = try #require(Pipeline.strings(job, diagnostics: diagnostics))
            #expect(diagnostics.formatted == "")
            let output = try compileAndRun([
                "L10n.swift": generated.contents,
                "main.swift": declaration + "\nprint(L10n.plain, L10n.Texts.title, L10n.localize(\"a\", \"b\", \"c\"), separator: \"|\")\n",
            ])
            let mark = function == "localize" ? "*" : "+"
            #expect(output == "\(mark)Plain|\(mark)Title|\(mark)a b c\n")
        }
    }

    /// A function the app declares in its extension of the enum (`L10n.localize`, `L10n.Texts.localize`): the
    /// key that would become it is left out with a warning, the others compile and ask the function.
    @Test(.tags(.compiles), .notInTheQuickLoop) func aKeyOnTheFunctionsPathIsLeftOut() throws {
        let table = """
            "localize" = "%@ %@ %@";
            "texts.localize" = "Nested";
            "texts.title" = "Title";
            """
        for (function, declaration, leftOut, call) in [
            (
                "L10n.localize",
                "extension L10n { nonisolated static func localize(_ key: String, _ table: String, _ value: String) -> String { \"*\" + value } }",
                "\"localize\" would become L10n.localize", "L10n.Texts.localize"
            ),
            (
                "L10n.Texts.localize",
                "extension L10n.Texts { nonisolated static func localize(_ key: String, _ table: String, _ value: String) -> String { \"*\" + value } }",
                "\"texts.localize\" would become L10n.Texts.localize", "L10n.localize(\"a\", \"b\", \"c\")"
            ),
        ] {
            let (folder, job) = try job(table, function: function)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let diagnostics = DiagnosticCollector()
            let generated = try #require(Pipeline.strings(job, diagnostics: diagnostics))
            let line = function == "L10n.localize" ? 1 : 2
            #expect(
                diagnostics.formatted.replacingOccurrences(of: folder + "/", with: "")
                    == "S/en.lproj/Localizable.strings:\(line):1: warning: \(leftOut), the app's own lookup function (lookupFunction), so it is not generated; rename the key or the function"
            )
            let output = try compileAndRun([
                "L10n.swift": generated.contents,
                "main.swift": declaration + "\nprint(\(call), L10n.Texts.title, separator: \"|\")\n",
            ])
            let first = function == "L10n.localize" ? "*Nested" : "*a b c"
            #expect(output == "\(first)|*Title\n")
        }
    }

    /// What Swift's grammar reads as one function's name, and nothing else.
    @Test func theNameIsAFunctionsName() {
        for name in ["localize", "Strings.localize", "_localize", "L10n.Texts.tr", "länder"] {
            #expect(L10nOptions.isFunctionName(name), "\(name)")
        }
        for name in [
            "", "deinit", "associatedtype", "precedencegroup", "_", "x.Type", "x.Protocol", "x.self", "Self.x", "a..b", "a.", "9a",
            "fatalError(); localize", "a b", "a\u{200B}b", "init", "subscript",
        ] {
            #expect(!L10nOptions.isFunctionName(name), "\(name)")
        }
    }
}
