import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck

/// A resolver document's dependencies and math cost work and memory linear in the document: each group's
/// closure is walked only while the closures stay within the bound, a loose name is one node however many
/// tokens name it, and an expression is parsed once however many combinations evaluate it.
@Suite struct ResolverScaleTests {
    private func document(modifiers: [String], base: [String]) -> String {
        ##"{"version": "2025.10", "sets": {"base": {"sources": [{"## + base.joined(separator: ",") + ##"}]}}, "modifiers": {"##
            + modifiers.enumerated().map { ##""m\##($0.offset)": \##($0.element)"## }.joined(separator: ",")
            + ##"}, "resolutionOrder": [{"$ref": "#/sets/base"}, "##
            + modifiers.indices.map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }.joined(separator: ",") + "]}"
    }

    private func read(_ text: String) throws -> (RawTokenSet, DiagnosticCollector) {
        let diagnostics = DiagnosticCollector()
        let raw = try #require(TokenSetReader.read([(Array(text.utf8), "t.resolver.json")], diagnostics: diagnostics))
        return (raw, diagnostics)
    }

    /// `n` modifiers, each changing a token `t_i` that `u_i` adds to the head of a chain of `n` references: each
    /// of the `n` groups needs the whole chain, n² paths in all.
    private func closures(_ n: Int) -> String {
        document(
            modifiers: (0..<n).map {
                #"{"default": "a", "contexts": {"a": [{"t\#($0)": {"$type": "number", "$value": 0}}], "b": [{"t\#($0)": {"$type": "number", "$value": 1}}]}}"#
            },
            base: (0..<n).map { #""u\#($0)": {"$type": "number", "$value": "{t\#($0)} + {c0}"}"# }
                + (0..<n).map { #""c\#($0)": {"$type": "number", "$value": "{c\#($0 + 1)}"}"# }
                + [#""c\#(n)": {"$type": "number", "$value": 1}"#])
    }

    @Test(.tags(.heavy), .notInTheQuickLoop) func closuresAreWalkedOnlyWithinTheBound() throws {
        for n in [2_500, 5_000] {
            let (raw, _) = try read(closures(n))
            let set = try #require(raw.themed)
            let dependencies = ModifierDependencies(set, paths: raw.tokenPaths)
            #expect(dependencies.groups.count == n)
            // Walked until they pass 1,000,000 paths: at most one group's closure (3n + 1 paths) beyond.
            #expect(dependencies.neededPaths > 1_000_000)
            #expect(dependencies.neededPaths <= 1_000_000 + 3 * n + 1)
            #expect(dependencies.measuredGroups < n)
            let diagnostics = DiagnosticCollector()
            #expect(TokenSetResolver.resolve(raw, diagnostics: diagnostics) == nil)
            #expect(
                diagnostics.diagnostics.filter { $0.severity == .error }.map(\.message) == [
                    "the default contexts' \(Wording.grouped(3 * n + 1)) tokens, with those resolved in other contexts, are more than 1,000,000 values and references to resolve and compare; split the resolver document"
                ])
        }
        // Within the bound, every closure is walked and every token resolves.
        let (raw, _) = try read(closures(300))
        let dependencies = ModifierDependencies(try #require(raw.themed), paths: raw.tokenPaths)
        #expect(dependencies.measuredGroups == 300)
        #expect(dependencies.neededPaths == 300 * (2 + 301))
        let resolved = try #require(TokenSetResolver.resolve(raw, diagnostics: DiagnosticCollector()))
        #expect(resolved.tokens.first { $0.dottedPath == "u7" }?.variation?.cases.map(\.value) == [.number(1), .number(2)])
    }

    /// `n` tokens name `{ab}`, which no token is: each is matched loosely against the `n` paths whose loose name
    /// is `ab` (`a-_-b`, `a__-b`…). One node stands for the name: 3n edges, not n².
    @Test(.tags(.heavy), .notInTheQuickLoop) func aLooseNameIsOneNode() throws {
        for n in [1_000, 4_000] {
            let modifier =
                #"{"default": "a", "contexts": {"a": [{"x": {"$type": "number", "$value": 0}}], "b": [{"x": {"$type": "number", "$value": 1}}]}}"#
            let spelled = (0..<n).map { "a" + String(String($0, radix: 2).map { $0 == "0" ? "-" : "_" }) + "-b" }
            let text = document(
                modifiers: [modifier],
                base: spelled.map { #""\#($0)": {"$type": "number", "$value": "{x}"}"# }
                    + (0..<n).map { #""u\#($0)": {"$type": "number", "$value": "{ab}"}"# })
            let (raw, _) = try read(text)
            let dependencies = ModifierDependencies(try #require(raw.themed), paths: raw.tokenPaths)
            #expect(dependencies.referenceEdgeCount == 3 * n)
            let diagnostics = DiagnosticCollector()
            let resolved = try #require(TokenSetResolver.resolve(raw, diagnostics: diagnostics))
            #expect(resolved.tokens.count == n + 1)
            #expect(resolved.leftOut.count == n)
            #expect(
                diagnostics.diagnostics.first { $0.message.hasPrefix("'u1' ") }?.message
                    == "'u1' refers to '{ab}', which is not a token (did you mean '{a--b}'?); the token 'u1' is left out")
        }
    }

    /// Math that names the changing token 250 times, in each of 64 contexts: parsed once, its value in each
    /// context 250 × the token's.
    @Test func anExpressionIsParsedOnce() throws {
        let contexts = (0..<64).map { #""c\#($0)": [{"x": {"$type": "dimension", "$value": {"value": \#($0 + 1), "unit": "px"}}}]"# }
        let math = Array(repeating: "{x}", count: 250).joined(separator: " + ")
        let text =
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"y": {"$type": "dimension", "$value": "\##(math)"}, "z": {"$type": "dimension", "$value": "floor{x} * 2 - (1rem)"}}]}}, "modifiers": {"m": {"default": "c0", "contexts": {"##
            + contexts.joined(separator: ",") + ##"}}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/m"}]}"##
        let (raw, _) = try read(text)
        let work = TokenSetResolver.Work()
        let resolved = try #require(TokenSetResolver.resolve(raw, work: work, diagnostics: DiagnosticCollector()))
        #expect(work.expressions.parses == 2)
        let y = try #require(resolved.tokens.first { $0.dottedPath == "y" })
        #expect(y.value == .dimension(250))
        let eachY: [TokenValue] = (0..<64).map { .dimension(Double(250 * ($0 + 1))) }
        #expect(y.variation?.cases.map(\.value) == eachY)
        let z = try #require(resolved.tokens.first { $0.dottedPath == "z" })
        let eachZ: [TokenValue] = (0..<64).map { .dimension(Double(2 * ($0 + 1) - 16)) }
        #expect(z.value == .dimension(-14))
        #expect(z.variation?.cases.map(\.value) == eachZ)
    }
}
