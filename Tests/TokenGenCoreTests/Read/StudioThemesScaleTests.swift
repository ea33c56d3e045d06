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

/// Tokens Studio exports of many themes or sets are read in work linear in the export: themes without a group
/// are joined through an index of the paths each set defines (never every pair of themes), a single file's
/// sets are found through an index of its members, and an export that lists no themes is read alike whether it
/// is one file or a folder.
@Suite struct StudioThemesScaleTests {
    /// The join, on random themes and sets, is the pairwise rule it replaces: two themes are alternatives where
    /// a path is defined by a set only the first enables and by a set only the second enables.
    @Test func joinIsThePairwiseRule() {
        var random = SeededRandom(seed: 0x6A6F_696E)
        for _ in 0..<300 {
            let setCount = Int.random(in: 1...6, using: &random)
            let pathsOfSet = Dictionary(
                uniqueKeysWithValues: (0..<setCount).map { set in
                    ("s\(set)", Set((0..<8).filter { _ in Int.random(in: 0..<3, using: &random) == 0 }))
                })
            let enabled = (0..<Int.random(in: 1...7, using: &random)).map { _ in
                Set(pathsOfSet.keys.filter { _ in Bool.random(using: &random) })
            }
            var components = ThemeComponents(count: enabled.count)
            components.joinAlternatives(enabled: enabled, pathsOfSet: pathsOfSet)
            // The pairwise rule, and its transitive closure.
            var reach = (0..<enabled.count).map { Set([$0]) }
            func defined(_ sets: Set<String>) -> Set<Int> { sets.reduce(into: Set<Int>()) { $0.formUnion(pathsOfSet[$1]!) } }
            for first in enabled.indices {
                for second in enabled.indices where first != second {
                    if !defined(enabled[first].subtracting(enabled[second])).isDisjoint(
                        with: defined(enabled[second].subtracting(enabled[first])))
                    {
                        reach[first].insert(second)
                    }
                }
            }
            var changed = true
            while changed {
                changed = false
                for item in reach.indices {
                    let wider = reach[item].reduce(into: reach[item]) { $0.formUnion(reach[$1]) }
                    if wider != reach[item] { (reach[item], changed) = (wider, true) }
                }
            }
            for first in enabled.indices {
                for second in enabled.indices {
                    #expect(
                        (components.root(first) == components.root(second)) == reach[first].contains(second),
                        "\(enabled) \(pathsOfSet)")
                }
            }
        }
    }

    /// The work of the join for `themes` themes, each enabling a set of its own that defines 20 paths: the same
    /// 20 for every theme (all alternatives) or 20 of its own (none).
    static func joinWork(themes: Int, shared: Bool) -> (work: Int, components: Int) {
        var pathsOfSet: [String: Set<Int>] = [:]
        for theme in 0..<themes { pathsOfSet["s\(theme)"] = Set((0..<20).map { shared ? $0 : theme * 20 + $0 }) }
        var components = ThemeComponents(count: themes)
        components.joinAlternatives(enabled: (0..<themes).map { ["s\($0)"] }, pathsOfSet: pathsOfSet)
        return (components.work, Set((0..<themes).map { components.root($0) }).count)
    }

    /// 4× the themes, at most 4.5× the work (compared pairwise, 16×).
    @Test(arguments: [true, false]) func joinWorkIsLinearInTheThemes(shared: Bool) {
        let small = Self.joinWork(themes: 100, shared: shared), large = Self.joinWork(themes: 400, shared: shared)
        #expect(small.components == (shared ? 1 : 100))
        #expect(large.components == (shared ? 1 : 400))
        #expect(Double(large.work) <= 4.5 * Double(small.work), "\(small.work) → \(large.work)")
    }

    /// A single-file export without themes, of `sets` sets of one token each.
    static func singleFileWithoutThemes(sets: Int) -> String {
        "{" + (0..<sets).map { #""set\#($0)": {"t\#($0)": {"value": "\#($0)", "type": "spacing"}}, "# }.joined() + #""$themes": []}"#
    }

    /// Its sets are found through one index of the document's members: 4× the sets, 4× the members looked at.
    @Test func setsOfASingleFileAreFoundThroughAnIndex() throws {
        func steps(_ sets: Int) throws -> Int {
            let text = Self.singleFileWithoutThemes(sets: sets)
            let diagnostics = DiagnosticCollector()
            let parsed = TokenFileReader.parse(Array(text.utf8), path: "export.json", diagnostics: diagnostics)
            let document = try #require(parsed)
            var reader = ResolverReader(
                path: "export.json", root: DocumentMapping(entries: [], location: document.location), diagnostics: diagnostics)
            reader.trees["export.json"] = (document, Array(text.utf8))
            let read = reader.readStudioThemes(document)
            let set = try #require(read)
            #expect(set.themed?.layers.map(\.tokens.tokens.count) == Array(repeating: 1, count: sets))
            return reader.pointerSteps
        }
        #expect(try steps(1000) == 2 * 1000 + 1)
        #expect(try steps(4000) == 2 * 4000 + 1)
    }

    /// A folder export whose `$themes.json` is `[]` is read as the single-file export without themes is: every
    /// set of `$metadata.json`'s order merged, with the same warning, not "a token file must be a mapping".
    @Test func aFolderExportWithoutThemesMergesEverySet() throws {
        let folder = try temporaryFolder(files: [
            "$themes.json": "[]",
            "$metadata.json": #"{"tokenSetOrder": ["core", "brand"]}"#,
            "core.json": #"{"space": {"value": "4", "type": "spacing"}, "gap": {"value": "8", "type": "spacing"}}"#,
            "brand.json": #"{"space": {"value": "6", "type": "spacing"}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let single = try temporaryFolder(files: [
            "export.json":
                #"{"core": {"space": {"value": "4", "type": "spacing"}, "gap": {"value": "8", "type": "spacing"}}, "brand": {"space": {"value": "6", "type": "spacing"}}, "$themes": [], "$metadata": {"tokenSetOrder": ["core", "brand"]}}"#
        ])
        defer { try? FileManager.default.removeItem(atPath: single) }
        var values: [[String]] = []
        for path in [folder + "/$themes.json", single + "/export.json"] {
            let diagnostics = DiagnosticCollector()
            let bytes = [UInt8](FileManager.default.contents(atPath: path)!)
            let set = try #require(TokenSetReader.resolved([(bytes, path)], diagnostics: diagnostics), "\(diagnostics.formatted)")
            values.append(set.tokens.map { "\($0.dottedPath) \($0.value)" })
            #expect(!diagnostics.hasErrors)
            #expect(
                diagnostics.diagnostics.map(\.message).contains(
                    "the export has no themes, so no theme chooses its sets: all 2 are read and merged in the set order (core, brand; a later set's token replaces an earlier one's); add themes in Tokens Studio to choose them"
                ), "\(diagnostics.formatted)")
        }
        #expect(values[0] == ["gap dimension(8.0)", "space dimension(6.0)"])
        #expect(values[1] == values[0])
    }
}
