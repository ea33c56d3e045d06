import Foundation
import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck

/// Documents as Terrazzo's parser (`packages/parser/test/**`) reads them.
@Suite struct TerrazzoVectorTests {
    /// `cubic-bezier.test.ts` "valid: aliases": each point a number token. Comments in a `.json` file (JSONC)
    /// are skipped, with one warning.
    @Test func cubicBezierOfReferencesInACommentedFile() throws {
        let json = """
            {
              // the standard curve
              "cubic": {"$type": "cubicBezier", "$value": ["{number.a}", "{number.b}", "{number.c}", "{number.d}"]},
              /* its points */
              "number": {"$type": "number", "a": {"$value": 0.33}, "b": {"$value": 1}, "c": {"$value": 0.68}, "d": {"$value": 1}}
            }
            """
        let diagnostics = DiagnosticCollector()
        let set = try #require(TokenSetReader.resolved(Array(json.utf8), path: "t.tokens.json", diagnostics: diagnostics))
        #expect(set.tokens.first { $0.dottedPath == "cubic" }?.value == .cubicBezier(CubicBezierValue(x1: 0.33, y1: 1, x2: 0.68, y2: 1)))
        #expect(
            diagnostics.diagnostics.map(\.formatted) == [
                "t.tokens.json:2:3: warning: JSON has no comments; tokengen skips them, as Terrazzo does: remove them for the tools that read plain JSON"
            ])
    }
}

extension TerrazzoVectorTests {
    /// Three documents Terrazzo refuses (`font-family.test.ts` "invalid: empty string in array",
    /// `string.test.ts`'s number, `alias.test.ts`'s "wrong type"), which tokengen read without a word: now
    /// each is read as what it shows, with a warning; `[""]` is a placeholder, as `""` is. And a `number`
    /// written `"4px"` (Tokens Studio's numbers and lengths are one kind) is its size in points, and so is
    /// what refers to it.
    @Test func shapesTerrazzoRefusesAreReported() throws {
        let json = ##"""
            {
              "family": {"$type": "fontFamily", "some": {"$value": ["Inter", ""]}, "none": {"$value": [""]}},
              "label": {"$type": "string", "$value": 42},
              "n": {"$type": "number", "w": {"$value": 400}, "px": {"$value": "4px"}, "rem": {"$value": "1.5rem"}},
              "weight": {"$type": "fontWeight", "$value": "{n.w}"},
              "gap": {"$type": "dimension", "$value": "{n.px}"}
            }
            """##
        let diagnostics = DiagnosticCollector()
        let set = try #require(TokenSetReader.resolved(Array(json.utf8), path: "t.tokens.json", diagnostics: diagnostics))
        let values = Dictionary(uniqueKeysWithValues: set.tokens.map { ($0.dottedPath, $0.value) })
        #expect(
            values == [
                "family.some": .fontFamily(["Inter"]), "label": .string("42"), "n.w": .number(400), "n.px": .number(4),
                "n.rem": .number(24), "weight": .fontWeight(400), "gap": .dimension(4),
            ])
        #expect(
            diagnostics.diagnostics.map(\.formatted) == [
                "t.tokens.json:3:22: warning: 'string' is not a type of the 2025.10 format but Figma's, for its text variables; tokens of it are read as String constants (one warning per file; 'tool: figma' in the job reads them without it)",
                "t.tokens.json:2:66: warning: the font family 'family.some' has an empty name (\"\"), which no font has; tokengen leaves it out of the list: remove it",
                "t.tokens.json:2:91: warning: the value is empty (\"\"), a placeholder that no Swift value holds; give the token a value, or remove it; the token 'family.none' is left out",
                "t.tokens.json:3:42: warning: a string token's value that is not a text is not in the 2025.10 format; quote it; tokengen reads 42 as the text \"42\" (one warning per file)",
                "t.tokens.json:4:67: warning: a number with a unit (\"4px\") is not in the 2025.10 format; write the number alone; tokengen reads its size in points (one warning per file)",
                "t.tokens.json:5:47: warning: a font weight that refers to a number is not in the 2025.10 format; give the number token $type fontWeight; tokengen reads the number as the weight (one warning per file)",
                "t.tokens.json:6:43: warning: a dimension that refers to a number is not in the 2025.10 format; tokengen reads the number as px (one warning per file)",
            ])
    }
}

/// `json-refs.test.ts`: a group or token that includes another by JSON Schema's `$ref` (`RefInclusion`). Each
/// document is compared with the one written out by hand that Terrazzo's test says it means.
@Suite struct TerrazzoRefTests {
    /// The resolved value of every token, by path; the warnings, formatted.
    func read(_ files: [(String, String)], project: String? = nil) -> (values: [String: TokenValue], warnings: [String]) {
        let diagnostics = DiagnosticCollector()
        let set = TokenSetReader.resolved(
            files.map { (Array($0.1.utf8), $0.0) }, options: .init(project: project), diagnostics: diagnostics)
        let values = Dictionary((set?.tokens ?? []).map { ($0.dottedPath, $0.value) }, uniquingKeysWith: { first, _ in first })
        return (values, diagnostics.diagnostics.map(\.formatted))
    }

    func read(_ json: String) -> (values: [String: TokenValue], warnings: [String]) {
        read([("t.tokens.json", json)])
    }

    static let gray = ##"{"colorSpace": "srgb", "components": [0.2, 0.2, 0.2]}"##
    static let gray3 = ##"{"colorSpace": "srgb", "components": [0.3, 0.3, 0.3]}"##

    /// "token $refs": a token that is only a `$ref` is an alias of the token.
    @Test func tokenRef() {
        let found = read(##"{"color": {"$type": "color", "gray": {"1": {"$value": \##(Self.gray)}}, "grey": {"1": {"$ref": "#/color/gray/1"}}}}"##)
        let meant = read(##"{"color": {"$type": "color", "gray": {"1": {"$value": \##(Self.gray)}}, "grey": {"1": {"$value": \##(Self.gray)}}}}"##)
        #expect(found.values == meant.values)
        #expect(found.values.count == 2)
        #expect(found.warnings == [])
    }

    /// "group $refs": the group gets the members of the one it points at, under its own; the original is untouched.
    @Test func groupRef() {
        let found = read(
            ##"{"color": {"$type": "color", "gray": {"1": {"$value": \##(Self.gray)}}, "grey": {"$ref": "#/color/gray", "2": {"$value": \##(Self.gray3)}}}}"##)
        let meant = read(
            ##"{"color": {"$type": "color", "gray": {"1": {"$value": \##(Self.gray)}}, "grey": {"1": {"$value": \##(Self.gray)}, "2": {"$value": \##(Self.gray3)}}}}"##)
        #expect(found.values == meant.values)
        #expect(found.values.keys.sorted() == ["color.gray.1", "color.grey.1", "color.grey.2"])
        #expect(found.warnings == [])
    }

    /// "string $refs (literal)": `$type` and `$description` taken from another token.
    @Test func stringRefs() {
        let diagnostics = DiagnosticCollector()
        let json = ##"""
            {"a": {"$description": "Default description", "$type": {"$ref": "#/b/$type"}, "$value": {"colorSpace": "srgb", "components": [0.4, 0.2, 0.6]}},
             "b": {"$description": {"$ref": "#/a/$description"}, "$type": "color", "$value": {"colorSpace": "srgb", "components": [0.4, 0.2, 0.6]}}}
            """##
        let set = TokenSetReader.resolved(Array(json.utf8), path: "t.tokens.json", diagnostics: diagnostics)
        #expect(set?.tokens.map(\.dottedPath) == ["a", "b"])
        #expect(set?.tokens.map { $0.value.type } == [.color, .color])
        #expect(set?.tokens.map(\.description) == ["Default description", "Default description"])
        #expect(diagnostics.diagnostics.map(\.formatted) == [])
    }

    /// "local $refs + $defs + $type inheritance": `$defs` is no group of tokens; what is included takes the
    /// `$type` of where it is.
    @Test func definitionsTakeTheTypeOfWhereTheyAreIncluded() {
        let found = read(
            ##"{"color": {"$type": "color", "red": {"1": {"$ref": "#/$defs/red-1"}}}, "$defs": {"red-1": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.1, 0]}}}}"##)
        let meant = read(##"{"color": {"$type": "color", "red": {"1": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.1, 0]}}}}}"##)
        #expect(found.values == meant.values)
        #expect(found.values.keys.sorted() == ["color.red.1"])
        #expect(found.warnings == [])
    }

    /// "flattens $refs correctly" (`fixtures/refs/dark.json`): groups included from other files, overridden
    /// member by member, the references inside them resolved where they are included.
    @Test func groupsFromOtherFiles() throws {
        let folder = try temporaryFolder(files: [
            "base/colors-light.json": ##"""
                {"base": {"color": {
                  "black": {"$value": {"colorSpace": "srgb", "components": [0.12, 0.14, 0.16]}, "$type": "color"},
                  "inset": {"$value": "{base.color.white}"},
                  "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}, "$type": "color"},
                  "blue": {"0": {"$value": {"colorSpace": "srgb", "components": [0.87, 0.96, 1]}, "$type": "color"},
                           "2": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.8, 1]}, "$type": "color"}}}}}
                """##,
            "base/size.json": ##"{"base": {"size": {"2": {"$value": {"value": 2, "unit": "px"}, "$type": "dimension"}}}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dark = ##"""
            {"base": {
              "color": {"$ref": "./base/colors-light.json#/base/color",
                "black": {"$value": {"colorSpace": "srgb", "components": [0, 0.02, 0.04]}, "$type": "color"},
                "blue": {"0": {"$value": {"colorSpace": "srgb", "components": [0.78, 0.91, 1]}, "$type": "color"},
                         "$ref": "./base/colors-light.json#/base/color/blue"}},
              "size": {"$ref": "./base/size.json#/base/size"}}}
            """##
        let meant = ##"""
            {"base": {
              "color": {
                "black": {"$value": {"colorSpace": "srgb", "components": [0, 0.02, 0.04]}, "$type": "color"},
                "inset": {"$value": "{base.color.white}"},
                "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}, "$type": "color"},
                "blue": {"0": {"$value": {"colorSpace": "srgb", "components": [0.78, 0.91, 1]}, "$type": "color"},
                         "2": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.8, 1]}, "$type": "color"}}},
              "size": {"2": {"$value": {"value": 2, "unit": "px"}, "$type": "dimension"}}}}
            """##
        let found = read([(folder + "/dark.json", dark)], project: folder)
        #expect(found.values == read(meant).values)
        #expect(found.values.keys.sorted() == ["base.color.black", "base.color.blue.0", "base.color.blue.2", "base.color.inset", "base.color.white", "base.size.2"])
        #expect(found.warnings == [])
    }

    /// "root $refs", "circular $refs", "invalid $refs": Terrazzo stops; tokengen ignores the `$ref` with a
    /// warning and keeps the file's other tokens (a cycle is broken where it closes: `grey` gets `gray`'s own).
    @Test func brokenRefsAreIgnoredWithAWarning() {
        let found = read(##"""
            {"color": {"$type": "color",
              "base": {"$value": "#000000"},
              "whole": {"$ref": "#/"},
              "gray": {"$ref": "#/color/grey", "1": {"$value": "#333333"}},
              "grey": {"$ref": "#/color/gray"},
              "blue": {"100": {"$ref": 23}},
              "none": {"$ref": "#/color/nowhere", "1": {"$value": "#111111"}}}}
            """##)
        #expect(found.values.keys.sorted() == ["color.base", "color.gray.1", "color.grey.1", "color.none.1"])
        #expect(
            found.warnings.filter { !$0.contains("before the 2025.10 format") } == [
                ##"t.tokens.json:3:21: warning: '$ref' "#/" would include the whole document in a part of itself; point at a group, as "#/color/gray"; tokengen ignores it"##,
                ##"t.tokens.json:4:20: warning: '$ref' cycle: t.tokens.json#/color/grey → t.tokens.json#/color/gray → t.tokens.json#/color/grey; break the cycle; tokengen ignores it"##,
                ##"t.tokens.json:6:28: warning: '$ref' must be a quoted pointer such as "#/group/token" or "base.tokens.json#/color", found 23; tokengen ignores it"##,
                ##"t.tokens.json:7:20: warning: '#/color/nowhere' is not in t.tokens.json; tokengen ignores it"##,
            ])
    }

    /// A file outside the project is never read, and quoted nowhere; the plugin finds what a file includes
    /// as the tool does, without a JSON reader.
    @Test func includesOnlyInsideTheProject() throws {
        let folder = try temporaryFolder(files: ["outside/secret.json": ##"{"a": {"$value": "#000000", "$type": "color"}}"##])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let json = ##"{"color": {"$ref": "../outside/secret.json#/", "b": {"$ref": "base.json#/b"}}}"##
        let found = read([(folder + "/project/t.tokens.json", json)], project: folder + "/project")
        #expect(found.values == [:])
        let canonical = try #require(FileSystem.canonicalPath(folder))
        #expect(
            found.warnings == [
                "\(folder)/project/t.tokens.json:1:20: warning: the file \(folder)/outside/secret.json is outside the project folder \(canonical)/project (after symbolic links); a token file includes only files inside it; tokengen ignores it",
                "\(folder)/project/t.tokens.json:1:62: warning: cannot read \(folder)/project/base.json: No such file or directory; tokengen ignores it",
            ])
        #expect(InputDiscovery.includedFiles(Array(json.utf8)) == ["../outside/secret.json", "base.json"])
    }

    /// Groups that include a group twice, which includes another twice…: bounded in the nodes copied, as
    /// `$extends` is, and an error, as every limit is.
    @Test func inclusionsThatMultiplyAreBounded() {
        var levels = [##""g0": {"a": {"$value": 1}, "b": {"$value": 2}}"##]
        for level in 1...40 { levels.append(##""g\##(level)": {"x": {"$ref": "#/g\##(level - 1)"}, "y": {"$ref": "#/g\##(level - 1)"}}"##) }
        let json = ##"{"$type": "number", \##(levels.joined(separator: ", "))}"##
        let found = read(json)
        let limit = RefInclusion.maximumIncludedNodes(bytes: json.utf8.count)
        // Each token copied is at least two nodes (the token and its value).
        #expect(found.values.count <= limit / 2)
        #expect(
            found.warnings.filter { $0.contains("error:") } == [
                "t.tokens.json:1:770: error: '$ref's would copy more than \(Wording.grouped(limit)) parts into the file (groups that include groups that include others multiply them); include fewer groups"
            ])
    }

    /// Inclusions in a row are bounded as aliases are (128), and the tree they make as deep as a JSON file
    /// may be (256), so no later stage recurses deeper: past either, the `$ref` is ignored with a warning.
    @Test func chainsAndDepthsAreBounded() {
        let chain = (0..<200).map { ##""g\##($0)": {"$ref": "#/g\##($0 + 1)", "x\##($0)": {"$value": 1}}"## }.joined(separator: ", ")
        let chained = read(##"{"$type": "number", \##(chain), "g200": {"end": {"$value": 2}}}"##)
        #expect(chained.warnings.filter { $0.contains("include each other more than 128 deep") }.count == 1)
        #expect(chained.values["g0.x0"] == .number(1))
        func nested(_ depth: Int, _ leaf: String) -> String {
            (0..<depth).reduce(leaf) { inner, level in ##"{"n\##(level)": \##(inner)}"## }
        }
        let deep = read(##"{"$type": "number", "a": \##(nested(200, ##"{"$ref": "#/b"}"##)), "b": \##(nested(100, ##"{"$value": 3}"##))}"##)
        #expect(deep.warnings.filter { $0.contains("include each other more than 256 deep") }.count == 1)
    }
}
