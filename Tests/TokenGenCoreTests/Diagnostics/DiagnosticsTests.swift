import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

/// Warnings are grouped by what they are (`Warning.kind`), never by their text.
@Suite struct DiagnosticsTests {
    @Test func summaryCountsEachKindOfWarningApart() {
        let diagnostics = DiagnosticCollector()
        for number in 1...22 {
            let location = SourceLocation(path: "en.lproj/L.strings", line: number, column: 1)
            diagnostics.warning(.missingTranslation(key: "k\(number)", language: "pl", path: "pl.lproj/L.strings"), at: location)
            diagnostics.warning(.needsReview(language: "pl", key: "k\(number)"), at: location)
        }
        diagnostics.warning(.staleKey("old"), at: nil)
        let lines = diagnostics.summarized(limit: 20, shown: 2).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "warning: \"old\" is stale (no longer found in the code); it is not generated",
                "en.lproj/L.strings:1:1: warning: \"k1\" has no 'pl' translation in pl.lproj/L.strings; the base text is used",
                "en.lproj/L.strings:1:1: warning: the 'pl' text of \"k1\" needs review",
                "en.lproj/L.strings:2:1: warning: \"k2\" has no 'pl' translation in pl.lproj/L.strings; the base text is used",
                "en.lproj/L.strings:2:1: warning: the 'pl' text of \"k2\" needs review",
                "warning: 20 more warnings of this kind are not shown (22 in all): missing translations (the base text is used)",
                "warning: 20 more warnings of this kind are not shown (22 in all): translations that need review",
            ])
    }

    @Test func warningsAsErrorsKeepTheirIdentity() {
        let diagnostics = DiagnosticCollector(warningsAsErrors: true)
        diagnostics.warning(.unusedModifier("size"), at: nil)
        #expect(diagnostics.diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.failed && !diagnostics.hasErrors)
        #expect(diagnostics.diagnostics.first?.warning == .unusedModifier("size"))
        #expect(diagnostics.formatted == "error: the modifier 'size' is not in 'resolutionOrder', so it changes nothing")
    }

    /// Errors too are what they are, with their values: a caller tells them apart without reading messages.
    @Test func errorsHaveIdentities() {
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: ["/no/such/folder"], output: "L10n.swift")
        #expect(Pipeline.strings(job, diagnostics: diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.failure) == [.noSuchInput("/no/such/folder")])
        #expect(diagnostics.formatted == "error: no such file or folder: /no/such/folder")
    }
}
