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

/// String Catalogs (`.xcstrings`): every key, plural and device variation, substitution and state, compiled
/// and run on Linux with the exact text of every key in every language.
@Suite struct CatalogTests {
    func generate(_ folder: String, lookup: LookupMode = .embedded) -> (String?, String) {
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(
            inputs: [fixturePath("catalogs/" + folder)], output: "unused.swift", options: L10nOptions(lookup: lookup)
        )
        let file = Pipeline.strings(job, diagnostics: diagnostics)
        return (file?.contents, report(diagnostics))
    }

    /// Every kind of entry reads with the warnings Xcode's states call for (the texts of every key in every
    /// language: GeneratedCodeTests, `CatalogTextsTests`).
    @Test func everyKindOfEntryReads() throws {
        let (code, diagnostics) = generate("app")
        #expect(
            diagnostics == #"""
                catalogs/app/Localizable.xcstrings:318:22: warning: the 'pl' text of "review" needs review
                catalogs/app/Localizable.xcstrings:323:5: warning: "fresh" has no 'pl' translation in catalogs/app/Localizable.xcstrings; the base text is used
                catalogs/app/Localizable.xcstrings:349:5: warning: "old" is stale (no longer found in the code); it is not generated
                catalogs/app/Localizable.xcstrings:360:5: warning: "Extracted sentence, with no localizations." has no 'pl' translation in catalogs/app/Localizable.xcstrings; the base text is used
                """#)
        #expect(code != nil)
    }

    /// Device variations: each platform's text under `#if os(…)`, `other` elsewhere (Linux runs the `#else`).
    @Test func deviceVariationsArePlatformBranches() throws {
        let code = try #require(generate("app").0)
        #expect(
            code.contains(
                #"""
                    static var greeting: Swift.String {
                        #if os(macOS)
                        return L10n.__text("Click to start", ["Zacznij"])
                        #elseif os(iOS)
                        return L10n.__text("Tap to start", ["Zacznij"])
                        #else
                        return L10n.__text("Start", ["Zacznij"])
                        #endif
                    }
                """#))
        #expect(code.contains(##"/// Screen title: "quoted", a \ backslash, */ and \(interpolation) and #"raw"#"##))
    }

    @Test func malformedCatalogs() {
        let (code, diagnostics) = generate("errors")
        #expect(code == nil)
        #expect(
            diagnostics == #"""
                catalogs/errors/Broken.xcstrings:7:1: error: invalid JSON: expected ',' or '}', found the end of the file
                catalogs/errors/Errors.xcstrings:10:23: warning: "undefined" uses the variable 'missing', which it does not define; define it (beside NSStringLocalizedFormatKey in a .stringsdict, as a substitution in a String Catalog); no call can show this base text safely, so its key is not generated
                catalogs/errors/Errors.xcstrings:48:23: warning: the 'pl' text of "types" reads argument 1 as Double, but the call passes Int: 'pl' shows the base text for this key; write its placeholders as the base text does
                catalogs/errors/Errors.xcstrings:20:23: note: base text of "types" is here
                catalogs/errors/Errors.xcstrings:51:13: warning: the 'pl' text of "types" has no 'few' or 'many' form for 'n': 2 and 0 show the 'other' text
                catalogs/errors/Errors.xcstrings:83:29: warning: the plural variation of "no_other" has no 'other' form, which every language needs; no call can show this base text safely, so its key is not generated
                """#)
    }

    /// Found by fuzzing: `argNum: 0` crashed the analyzer.
    @Test func argumentZeroLeavesTheKeyOut() {
        let (code, diagnostics) = generate("arg-zero")
        #expect(code?.contains(" n(") == false)
        #expect(
            diagnostics == #"""
                catalogs/arg-zero/Localizable.xcstrings:10:23: warning: argument 0 of "n" (the variable 'n') must be from 1 to 64; no call can show this base text safely, so its key is not generated
                catalogs/arg-zero/Localizable.xcstrings:21:33: warning: argument 0 of "n" ('%lld') must be from 1 to 64; no call can show this base text safely, so its key is not generated
                catalogs/arg-zero/Localizable.xcstrings:27:33: warning: argument 0 of "n" ('%lld') must be from 1 to 64; no call can show this base text safely, so its key is not generated
                """#)
    }

    @Test func aTableFromACatalogAndFromLprojFoldersIsAnError() {
        let (code, diagnostics) = generate("conflict")
        #expect(code == nil)
        #expect(
            diagnostics
                == "error: table 'Localizable' is given twice: by the String Catalog catalogs/conflict/Localizable.xcstrings and by catalogs/conflict/en.lproj/Localizable.strings; keep one of them"
        )
    }

    /// Xcode never writes a device variation inside one; such a text is reported and its `other` text used,
    /// never an empty text.
    @Test func nestedDeviceVariations() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-nested-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func unit(_ value: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"# }
        try #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {"start": {"localizations": {"en": {"variations": {"device": {
          "mac": {"variations": {"device": {"iphone": \#(unit("Tap")), "other": \#(unit("Click"))}}},
          "other": \#(unit("Start"))
        }}}}}}}
        """#.write(toFile: folder + "/Localizable.xcstrings", atomically: true, encoding: .utf8)
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: [folder], output: "L10n.swift", options: L10nOptions(lookup: .embedded))
        let code = try #require(Pipeline.strings(job, diagnostics: diagnostics)).contents
        #expect(
            diagnostics.diagnostics.map(\.formatted) == [
                "\(folder)/Localizable.xcstrings:2:3: warning: the 'mac' text of \"start\" in 'en' has device variations of its own; only its 'other' text is used"
            ])
        #expect(
            code.contains(
                """
                        #if os(macOS)
                        return L10n.__text("Click", [])
                        #else
                        return L10n.__text("Start", [])
                        #endif
                """))
    }

    /// On Linux only the base texts compiled in show; per-device texts pass the languages that must show them.
    @Test(.tags(.compiles), .notInTheQuickLoop) func bundleLookupOfACatalogWarnsAboutLinux() throws {
        let (code, diagnostics) = generate("app", lookup: .bundle)
        #expect(
            diagnostics.hasPrefix(
                "catalogs/app/Localizable.xcstrings:1:1: warning: bundle lookup reads String Catalogs as Xcode and SwiftPM compile them on Apple's platforms"
            ))
        let output = try compileAndRun([
            "L10n.swift": try #require(code),
            "main.swift": "print(L10n.greeting, L10n.withLanguage(.pl) { L10n.greeting })\n",
        ])
        #expect(output == "Start Start\n")
    }
}
