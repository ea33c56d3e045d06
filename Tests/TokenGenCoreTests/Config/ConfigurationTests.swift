import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenCore

/// `tokengen.yml`: what a configuration may hold, and its errors, each at its line.
@Suite struct ConfigurationTests {
    /// A broken strings job must not hide what is wrong in the tokens job, which generates without the tokens
    /// it leaves out.
    @Test func everyJobReportsItsOwnProblems() throws {
        let diagnostics = DiagnosticCollector()
        let configuration = try #require(
            Configuration.load(path: fixturePath("config/two-broken-jobs.yml"), project: fixtures, diagnostics: diagnostics))
        #expect(Pipeline.run(configuration, diagnostics: diagnostics).map(\.summary) == ["0 tokens"])
        #expect(
            report(diagnostics) == """
                config/../strings/missing-semicolon.strings:2:1: error: expected ';' after "a", found '"'
                config/../tokens/cycle.tokens.yml:1:1: warning: reference cycle: a (line 1) → b (line 2) → c (line 3) → a (line 1); the tokens 'a', 'b', 'c' are left out
                """)
    }

    @Test func nulInAPathOfTheConfiguration() {
        let diagnostics = DiagnosticCollector()
        #expect(Configuration.load(path: fixturePath("config/nul-path.yml"), diagnostics: diagnostics) == nil)
        #expect(report(diagnostics) == "config/nul-path.yml:2:12: error: the path contains a NUL character")
    }

    @Test func emptyListsInTheConfiguration() {
        let diagnostics = DiagnosticCollector()
        #expect(Configuration.load(path: fixturePath("config/empty-lists.yml"), diagnostics: diagnostics) == nil)
        #expect(
            report(diagnostics) == """
                config/empty-lists.yml:2:11: error: 'inputs' is an empty list; name at least one folder or file
                config/empty-lists.yml:4:9: error: 'tokens' is an empty list; give it at least one job
                """)
    }

    @Test func configurationErrors() {
        let diagnostics = DiagnosticCollector()
        #expect(Configuration.load(path: fixturePath("config/bad.yml"), diagnostics: diagnostics) == nil)
        #expect(
            report(diagnostics) == """
                config/bad.yml:4:11: error: 'lookup' must be one of 'bundle', 'embedded', found 'sideways'
                config/bad.yml:5:3: error: unknown key 'colour' in the 'strings' job; expected \(Configuration.Keys.strings.map { "'\($0)'" }.joined(separator: ", "))
                config/bad.yml:6:9: error: 'tokens' must be a list of jobs, found a scalar
                """)
        let patterns = DiagnosticCollector()
        #expect(Configuration.load(path: fixturePath("config/bad-patterns.yml"), diagnostics: patterns) == nil)
        #expect(
            report(patterns) == """
                config/bad-patterns.yml:4:13: error: 'usedKeys' must be a list of keys ('*' matches any characters), found a scalar
                config/bad-patterns.yml:8:27: error: 'usedTokens' must be a list of token paths ('*' matches any characters), found a list
                """)
    }

    /// Every key the reader allows is documented in the README's configuration section, and the README names
    /// no other in its examples' keys.
    @Test func everyKeyIsDocumented() throws {
        let readme = try String(contentsOf: repositoryFolder.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(
            readme.components(separatedBy: "## Configuration: `tokengen.yml`").dropFirst().first?.components(separatedBy: "\n## ").first)
        let keys = Set(Configuration.Keys.top + Configuration.Keys.strings + Configuration.Keys.tokens + Configuration.Keys.appearance)
        let undocumented = keys.filter { !section.contains($0 + ":") && !section.contains("`\($0)`") }.sorted()
        #expect(undocumented == [])
    }
}
