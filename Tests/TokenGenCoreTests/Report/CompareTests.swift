import Foundation
import Testing
import TestSupport

/// `tokengen report --compare DIR`: a project and a copy of it as its base branch had it, with tokens changed,
/// added, removed and retyped, a text changed, a key removed and added, a placeholder changed, and a contrast
/// pair that crossed a WCAG level: each reported once in each format, breaking ones marked, what did not
/// change absent.
@Suite struct CompareTests {
    static let configuration = """
        strings:
          inputs: [Strings]
          output: Generated/L10n.swift
          lookup: embedded
          usedKeys: ["*"]
        tokens:
          - input: Tokens/app.resolver.json
            output: Generated/AppTokens.swift
            typeName: AppTokens
            usedTokens: ["*"]
        """
    static let resolver = """
        {
          "version": "2025.10",
          "sets": { "core": { "sources": [{ "$ref": "core.tokens.json" }] } },
          "modifiers": {
            "theme": {
              "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] },
              "default": "light"
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/core" }, { "$ref": "#/modifiers/theme" }]
        }
        """

    /// The base branch's project.
    static let base: [String: String] = [
        "tokengen.yml": configuration,
        "Strings/en.lproj/Localizable.strings": """
        "title" = "Report";
        "count" = "%d reports";
        "old" = "Old";
        "same" = "Unchanged";
        """,
        "Strings/pl.lproj/Localizable.strings": """
        "title" = "Raport";
        "count" = "%d raportów";
        "old" = "Stary";
        "same" = "Bez zmian";
        """,
        "Tokens/app.resolver.json": resolver,
        "Tokens/core.tokens.json": """
        {
          "palette": { "$type": "color", "white": { "$value": "#FFFFFF" }, "gray": { "$value": "#777777" } },
          "spacing": { "$type": "dimension", "small": { "$value": { "value": 8, "unit": "px" } }, "gone": { "$value": { "value": 4, "unit": "px" } } },
          "radius": { "$type": "dimension", "$value": { "value": 6, "unit": "px" } }
        }
        """,
        "Tokens/light.tokens.json": """
        { "button": { "$type": "color", "text": { "$value": "{palette.white}" }, "background": { "$value": "#155DFC" } } }
        """,
        "Tokens/dark.tokens.json": """
        { "button": { "$type": "color", "text": { "$value": "{palette.white}" }, "background": { "$value": "#2F6FEB" } } }
        """,
    ]

    /// The pull request's project.
    static let head: [String: String] = base.merging([
        "Strings/en.lproj/Localizable.strings": """
        "title" = "Report";
        "count" = "%@ reports";
        "same" = "Unchanged";
        "fresh" = "New";
        """,
        "Strings/pl.lproj/Localizable.strings": """
        "title" = "Twój raport";
        "count" = "%@ raportów";
        "same" = "Bez zmian";
        "fresh" = "Nowy";
        """,
        "Tokens/core.tokens.json": """
        {
          "palette": { "$type": "color", "white": { "$value": "#FFFFFF" }, "gray": { "$value": "#777777" }, "red": { "$value": "#FF0000" } },
          "spacing": { "$type": "dimension", "small": { "$value": { "value": 8, "unit": "px" } } },
          "radius": { "$type": "number", "$value": 6 }
        }
        """,
        "Tokens/dark.tokens.json": """
        { "button": { "$type": "color", "text": { "$value": "{palette.white}" }, "background": { "$value": "#5B8DEF" } } }
        """,
    ]) { $1 }

    /// Both checkouts side by side, as a second checkout of the base branch is in CI.
    static func checkouts(head: [String: String] = head) throws -> (root: String, head: String) {
        let root = try temporaryFolder(files: Dictionary(uniqueKeysWithValues: base.map { ("base/" + $0, $1) }))
        for (name, contents) in head {
            let path = root + "/head/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return (root, root + "/head")
    }

    @Test func textListsEachChangeOnceBreakingFirst() throws {
        let (root, head) = try Self.checkouts()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try run(builtTokengen, ["report", "--compare", "../base"], in: head)
        #expect(result.status == 0)
        let section = result.output.components(separatedBy: "\n\n")[1]
        #expect(
            section == """
                changes since ../base: 11 (4 breaking)
                  BREAKING placeholders changed  count  (Int) → (Any)  Strings/en.lproj/Localizable.strings:2
                  BREAKING key removed  old  was "Old"  ../base/Strings/en.lproj/Localizable.strings:3
                  BREAKING token type changed  radius  dimension 6 pt → number 6  Tokens/core.tokens.json:4
                  BREAKING token removed  spacing.gone  was 4 pt  ../base/Tokens/core.tokens.json:3
                  text changed  count  [en]  "%d reports" → "%@ reports"  Strings/en.lproj/Localizable.strings:2
                  text changed  count  [pl]  "%d raportów" → "%@ raportów"  Strings/pl.lproj/Localizable.strings:2
                  key added  fresh  now "New"  Strings/en.lproj/Localizable.strings:4
                  text changed  title  [pl]  "Raport" → "Twój raport"  Strings/pl.lproj/Localizable.strings:1
                  token added  palette.red  now #FF0000  Tokens/core.tokens.json:2
                  token changed  button.background  [theme: dark]  #2F6FEB → #5B8DEF  Tokens/light.tokens.json:1
                  contrast changed  button.text on button.background  [theme: dark]  4.57:1 AA → 3.23:1 AA large  Tokens/light.tokens.json:1
                """)
    }

    /// A bot's pull-request comment reads the same changes, with `breaking` per change and in all.
    @Test func jsonHoldsTheSameChanges() throws {
        let (root, head) = try Self.checkouts()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let text = try run(builtTokengen, ["report", "--compare", "../base"], in: head).output
        let result = try run(builtTokengen, ["report", "--compare", "../base", "--format", "json"], in: head)
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let comparison = try #require(json["comparison"] as? [String: Any])
        #expect(comparison["base"] as? String == "../base")
        #expect(comparison["breaking"] as? Int == 4)
        let changes = try #require(comparison["changes"] as? [[String: Any]])
        let lines = text.components(separatedBy: "\n\n")[1].split(separator: "\n").dropFirst()
        #expect(changes.count == lines.count)
        for (change, line) in zip(changes, lines) {
            let kind = change["kind"] as! String, name = change["name"] as! String
            #expect(line.contains("  \(name)  "), "\(kind) \(name)")
            #expect((change["breaking"] as! Bool) == line.hasPrefix("  BREAKING"), "\(kind) \(name)")
        }
        let kinds = changes.map { "\($0["kind"]!) \($0["name"]!) \($0["context"]!)" }
        #expect(
            kinds == [
                "placeholdersChanged count ", "keyRemoved old ", "tokenTypeChanged radius ", "tokenRemoved spacing.gone ",
                "textChanged count en", "textChanged count pl", "keyAdded fresh ", "textChanged title pl", "tokenAdded palette.red ",
                "tokenChanged button.background theme: dark", "contrastChanged button.text on button.background theme: dark",
            ])
        let placeholders = changes[0]
        #expect(placeholders["before"] as? String == "(Int)")
        #expect(placeholders["after"] as? String == "(Any)")
        #expect(placeholders["path"] as? String == "Strings/en.lproj/Localizable.strings")
        #expect(placeholders["line"] as? Int == 2)
        #expect(changes[1]["after"] is NSNull)
    }

    /// The page shows each change once, breaking ones marked, a colour's value before and after as swatches.
    @Test func pageShowsSwatchBesideSwatch() throws {
        let (root, head) = try Self.checkouts()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let page = try run(builtTokengen, ["report", "--compare", "../base", "--format", "html"], in: head).output
        let section = try #require(page.components(separatedBy: "<h2>Changes since ..&#47;base</h2>\n").dropFirst().first)
        let list = try #require(section.components(separatedBy: "</ul>").first)
        #expect(list.components(separatedBy: "<li>").count - 1 == 11)
        #expect(list.components(separatedBy: "<span class=\"breaking\">breaking</span>").count - 1 == 4)
        #expect(
            list.contains(
                "<li>token changed · <code>button.background</code> · <strong>theme: dark</strong><br><div class=\"values\">"
                    + "<figure><div class=\"swatch\"><span style=\"background: rgb(47 111 235 / 1)\"></span></div><figcaption>before<br>#2F6FEB</figcaption></figure>"
                    + "<figure><div class=\"swatch\"><span style=\"background: rgb(91 141 239 / 1)\"></span></div><figcaption>after<br>#5B8DEF</figcaption></figure>"
                    + "</div><span class=\"where\">Tokens&#47;light.tokens.json:1</span></li>"))
        #expect(
            list.contains(
                "<li><span class=\"breaking\">breaking</span> key removed · <code>old</code><br>was &quot;Old&quot;<br>"
                    + "<span class=\"where\">..&#47;base&#47;Strings&#47;en.lproj&#47;Localizable.strings:3</span></li>"))
        for unchanged in ["<code>same</code>", "<code>palette.gray</code>", "<code>spacing.small</code>", "<code>button.text</code> ·"] {
            #expect(!list.contains(unchanged), "\(unchanged)")
        }
    }

    /// `--strict` fails on a breaking change, not on one that breaks nothing; the same checkout twice has no
    /// changes; nothing is written in the other checkout.
    @Test func strictFailsOnBreakingChangesOnly() throws {
        let (root, head) = try Self.checkouts()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func listing(_ folder: String) throws -> [String] {
            try FileManager.default.subpathsOfDirectory(atPath: folder).sorted().map { path in
                let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/" + path)
                return "\(path) \((attributes[.modificationDate] as! Date).timeIntervalSince1970) \(attributes[.size]!)"
            }
        }
        let before = try listing(root + "/base")
        #expect(try run(builtTokengen, ["report", "--compare", "../base", "--strict"], in: head).status == 1)
        for format in ["json", "html"] {
            #expect(try run(builtTokengen, ["report", "--compare", "../base", "--strict", "--format", format], in: head).status == 1)
        }
        #expect(try listing(root + "/base") == before)

        let same = try run(builtTokengen, ["report", "--compare", ".", "--strict"], in: root + "/base")
        #expect(same.status == 0)
        #expect(same.output.contains("\nchanges since .: 0 (0 breaking)\n\n"))

        let (gentleRoot, gentle) = try Self.checkouts(
            head: Self.base.merging([
                "Strings/pl.lproj/Localizable.strings": Self.base["Strings/pl.lproj/Localizable.strings"]!.replacingOccurrences(
                    of: "Raport", with: "Twój raport"),
                "Tokens/light.tokens.json": Self.base["Tokens/light.tokens.json"]!.replacingOccurrences(of: "#155DFC", with: "#1250D0"),
            ]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: gentleRoot) }
        let result = try run(builtTokengen, ["report", "--compare", "../base", "--strict"], in: gentle)
        #expect(result.status == 0)
        #expect(
            result.output.components(separatedBy: "\n\n")[1] == """
                changes since ../base: 2 (0 breaking)
                  text changed  title  [pl]  "Raport" → "Twój raport"  Strings/pl.lproj/Localizable.strings:1
                  token changed  button.background  [theme: light]  #155DFC → #1250D0  Tokens/light.tokens.json:1
                """)
    }

    /// A checkout that cannot be read is an input error, exit 1, as any.
    @Test func anUnreadableCheckoutExitsOne() throws {
        let (root, head) = try Self.checkouts()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let missing = try run(builtTokengen, ["report", "--compare", "../nowhere"], in: head)
        #expect(missing.status == 1)
        #expect(missing.output.contains("../nowhere/tokengen.yml"))
        try "{".write(toFile: root + "/base/Tokens/core.tokens.json", atomically: true, encoding: .utf8)
        let broken = try run(builtTokengen, ["report", "--compare", "../base"], in: head)
        #expect(broken.status == 1)
        #expect(broken.output.contains("../base/Tokens/core.tokens.json:1:"))
        // A configuration named by its absolute path is read at the same place in the other checkout; one outside
        // the current folder has no such place.
        try FileManager.default.removeItem(atPath: root + "/base/Tokens/core.tokens.json")
        try FileManager.default.copyItem(atPath: head + "/Tokens/core.tokens.json", toPath: root + "/base/Tokens/core.tokens.json")
        let absolute = try run(builtTokengen, ["report", "--compare", "../base", "--config", head + "/tokengen.yml"], in: head)
        #expect(absolute.status == 0)
        #expect(absolute.output.contains("\nchanges since ../base: 8 (2 breaking)\n"))
        let outside = try run(builtTokengen, ["report", "--compare", "../base", "--config", root + "/base/tokengen.yml"], in: head)
        #expect(outside.status == 64)
        #expect(outside.output.contains("is not inside the current folder"))
    }

    /// A language and a modifier's context are cases of the generated API: one removed breaks the code that
    /// names it, one added breaks nothing (and the texts of a language of one checkout are not listed again).
    @Test func languagesAndContexts() throws {
        var head = Self.base
        head["Strings/de.lproj/Localizable.strings"] = head.removeValue(forKey: "Strings/pl.lproj/Localizable.strings")!
        head["Tokens/dim.tokens.json"] = head["Tokens/dark.tokens.json"]
        head["Tokens/app.resolver.json"] = Self.resolver.replacingOccurrences(
            of: "\"dark\": [{ \"$ref\": \"dark.tokens.json\" }]",
            with: "\"dark\": [{ \"$ref\": \"dark.tokens.json\" }], \"dim\": [{ \"$ref\": \"dim.tokens.json\" }]")
        let (root, folder) = try Self.checkouts(head: head)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let forward = try run(builtTokengen, ["report", "--compare", "../base"], in: folder)
        #expect(
            forward.output.components(separatedBy: "\n\n")[1] == """
                changes since ../base: 3 (1 breaking)
                  BREAKING language removed  pl  Generated/L10n.swift
                  language added  de  Generated/L10n.swift
                  context added  theme: dim  Tokens/app.resolver.json:5
                """)
        let backward = try run(builtTokengen, ["report", "--compare", "../head", "--strict"], in: root + "/base")
        #expect(backward.status == 1)
        #expect(
            backward.output.components(separatedBy: "\n\n")[1] == """
                changes since ../head: 3 (2 breaking)
                  BREAKING language removed  de  Generated/L10n.swift
                  BREAKING context removed  theme: dim  ../head/Tokens/app.resolver.json:5
                  language added  pl  Generated/L10n.swift
                """)
    }

    /// Tables given as paths are read at the same paths in the other checkout, as one job each side.
    @Test func tablesGivenAsPaths() throws {
        let (root, head) = try Self.checkouts()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try run(builtTokengen, ["report", "Strings", "--compare", "../base"], in: head)
        #expect(result.status == 0)
        #expect(
            result.output.components(separatedBy: "\n\n")[1] == """
                changes since ../base: 6 (2 breaking)
                  BREAKING placeholders changed  count  (Int) → (Any)  Strings/en.lproj/Localizable.strings:2
                  BREAKING key removed  old  was "Old"  ../base/Strings/en.lproj/Localizable.strings:3
                  text changed  count  [en]  "%d reports" → "%@ reports"  Strings/en.lproj/Localizable.strings:2
                  text changed  count  [pl]  "%d raportów" → "%@ raportów"  Strings/pl.lproj/Localizable.strings:2
                  key added  fresh  now "New"  Strings/en.lproj/Localizable.strings:4
                  text changed  title  [pl]  "Raport" → "Twój raport"  Strings/pl.lproj/Localizable.strings:1
                """)
    }
}
