import Foundation

/// `--hostile OLD NEW`: token inputs whose work once grew with the square of their size, and a file of many
/// minimal tokens for the memory per token, each run end to end by two builds of tokengen side by side (the
/// build before a change as the anchor, and the build after), once each; a run past 120 s is stopped.
enum HostileInputs {
    static func run(work: String, old: String, new: String) throws {
        let count = 20_000
        func members(_ make: (Int) -> String) -> String { "{" + (0..<count).map(make).joined(separator: ",") + "}" }
        var cases: [(name: String, arguments: [String])] = []
        func file(_ name: String, _ text: String) throws -> String {
            let path = "\(work)/hostile/\(name)"
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        cases.append(
            ("20,000 empty values", [try file("nulls.tokens.json", members { #""t\#($0)": {"$type": "number", "$value": null}"# })]))
        cases.append(
            (
                "20,000 helper pairs `_tN`/`tN`",
                [
                    try file(
                        "helpers.tokens.json",
                        members { #""_t\#($0)": {"$type": "number", "$value": 1}, "t\#($0)": {"$type": "number", "$value": 2}"# })
                ]
            ))
        let long =
            #"{"\#(String(repeating: "a", count: 32_000))": {"$type": "number", "$value": 1}, "r": {"$type": "number", "$value": "{\#(String(repeating: "b", count: 32_000))}"}}"#
        cases.append(("a broken reference of 32,000 characters", [try file("long.tokens.json", long)]))
        var deep = "{"
        for token in 0..<2_000 {
            deep +=
                "\"g\(token)\": " + String(repeating: #"{"g": "#, count: 199) + #"{"x": {"$type": "number", "$value": 1}}"#
                + String(repeating: "}", count: 199) + ","
        }
        cases.append(
            (
                "a broken reference beside 2,000 tokens 200 deep",
                [try file("deep.tokens.json", deep + #""broken": {"$type": "number", "$value": "{nothing.here}"}}"#)]
            ))
        _ = try file("themes/core.json", #"{"x": {"$type": "number", "$value": 1}}"#)
        let themes =
            "["
            + (0..<count).map { #"{"name": "t\#($0)", "group": "g\#($0)", "selectedTokenSets": {"core": "enabled"}}"# }.joined(
                separator: ",") + "]"
        cases.append(("`$themes.json` of 20,000 themes", [try file("themes/$themes.json", themes)]))
        let sets = members { #""s\#($0)": {"sources": [{"t\#($0)": {"$type": "number", "$value": \#($0)}}]}"# }
        let order = (0..<count).map { ##"{"$ref": "#/sets/s\##($0)"}"## }.joined(separator: ",")
        cases.append(
            (
                "a resolver of 20,000 sets",
                [try file("many.resolver.json", #"{"version": "2025.10", "sets": \#(sets), "resolutionOrder": [\#(order)]}"#)]
            ))
        let chain =
            "{" + (0..<count).map { #""t\#($0)": {"$type": "number", "$value": "{t\#($0 + 1)}"}"# }.joined(separator: ",")
            + #","t\#(count)": {"$type": "number", "$value": 1}}"#
        _ = try file("chain/base.tokens.json", chain)
        _ = try file("chain/light.tokens.json", #"{"x": {"$type": "number", "$value": 1}}"#)
        _ = try file("chain/dark.tokens.json", #"{"x": {"$type": "number", "$value": 2}}"#)
        let chainResolver =
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "modifiers": {"theme": {"default": "light", "contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##
        cases.append(
            (
                "a resolver of one modifier (2 contexts) over a chain of 20,000 references",
                [try file("chain/chain.resolver.json", chainResolver)]
            ))
        cases.append(
            (
                "a Tokens Studio export of 10 theme groups of 2–4 themes (27,648 combinations), 3,000 tokens",
                [
                    try file(
                        "studio/wide.json",
                        studioExport(themes: [2, 3, 4, 2, 3, 4, 2, 3, 4, 2], palette: 1_000, perTheme: 150, semantic: 500))
                ]
            ))
        cases.append(
            (
                "a Tokens Studio export of 10 theme groups of 2 themes (1,024 combinations), 600 tokens",
                [
                    try file(
                        "studio/narrow.json",
                        studioExport(themes: Array(repeating: 2, count: 10), palette: 200, perTheme: 30, semantic: 100))
                ]
            ))
        let modifiers = (0..<3_000).map {
            #""m\#($0)": {"default": "a", "contexts": {"a": [{"t\#($0)": {"$type": "number", "$value": 0}}], "b": [{"t\#($0)": {"$type": "number", "$value": 1}}]}}"#
        }
        let uses = (0..<3_000).map { #""u\#($0)": {"$type": "number", "$value": "{t\#($0)}"}"# }
        let modifierOrder = (0..<3_000).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
        cases.append(
            (
                "a resolver of 3,000 modifiers of 2 contexts, each changing one token another refers to",
                [
                    try file(
                        "modifiers.resolver.json",
                        ##"{"version": "2025.10", "sets": {"base": {"sources": [{"## + uses.joined(separator: ",")
                            + ##"}]}}, "modifiers": {"## + modifiers.joined(separator: ",")
                            + ##"}, "resolutionOrder": [{"$ref": "#/sets/base"}, "## + modifierOrder.joined(separator: ",") + "]}")
                ]
            ))
        for contexts in [250, 1_000] {
            let each = (0..<contexts).map { context in
                #""c\#(context)": [{"#
                    + (0..<50).map { #""t\#($0)": {"$type": "number", "$value": \#(context * 100 + $0)}"# }.joined(separator: ",") + "}]"
            }
            cases.append(
                (
                    "a resolver of one modifier of \(contexts == 250 ? "250" : "1,000") contexts, each giving 50 tokens their own values",
                    [
                        try file(
                            "contexts-\(contexts).resolver.json",
                            ##"{"version": "2025.10", "modifiers": {"m": {"default": "c0", "contexts": {"## + each.joined(separator: ",")
                                + ##"}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##)
                    ]
                ))
        }
        let minimal = #"{"g": {"$type": "number", "# + (0..<360_000).map { #""t\#($0)": {"$value": \#($0)}"# }.joined(separator: ",") + "}}"
        cases.append(("360,000 minimal tokens (9.9 MB)", [try file("minimal.tokens.json", minimal)]))

        print("| input | before: time | before: peak memory | after: time | after: peak memory |")
        print("|---|---|---|---|---|")
        for (index, item) in cases.enumerated() {
            var cells: [String] = []
            for executable in [old, new] {
                let arguments =
                    ["120", executable, "tokens"] + item.arguments + ["--output", "\(work)/hostile/out-\(index).swift", "--quiet"]
                let (seconds, peak) = try Benchmark.timeCLI("/usr/bin/timeout", arguments, runs: 1, allowingFailure: true)
                cells += seconds >= 120 ? ["stopped at 120 s", "—"] : [Benchmark.ms(seconds), "\(Benchmark.format(peak)) MB"]
            }
            print("| \(item.name) | " + cells.joined(separator: " | ") + " |")
        }
    }

    /// A single-file Tokens Studio export: a palette read as source, a set per theme of each group (the same
    /// paths in each, colours that refer to the palette and numbers), semantic tokens that refer to one group
    /// or add two groups' numbers, enabled by every theme.
    static func studioExport(themes: [Int], palette: Int, perTheme: Int, semantic: Int) -> String {
        func hex(_ number: Int) -> String { "#" + String(format: "%06X", (number &* 2_654_435_761) & 0xFF_FFFF) }
        var sets = [
            #""core": {"palette": {\#((0..<palette).map { #""c\#($0)": {"value": "\#(hex($0))", "type": "color"}"# }.joined(separator: ","))}}"#
        ]
        var themeList: [String] = [], order = ["\"core\""]
        let colors = perTheme * 2 / 3
        for (group, count) in themes.enumerated() {
            for theme in 0..<count {
                let tokens = (0..<perTheme).map { index in
                    index < colors
                        ? #""s\#(index)": {"value": "{palette.c\#((group * 97 + index * 7 + theme * 13) % palette)}", "type": "color"}"#
                        : #""n\#(index)": {"value": "\#(group + index + theme * 2)", "type": "spacing"}"#
                }
                sets.append(#""g\#(group)/t\#(theme)": {"g\#(group)": {\#(tokens.joined(separator: ","))}}"#)
                themeList.append(
                    #"{"id": "g\#(group)-t\#(theme)", "name": "t\#(theme)", "group": "g\#(group)", "selectedTokenSets": {"core": "source", "g\#(group)/t\#(theme)": "enabled", "semantic": "enabled"}}"#
                )
                order.append("\"g\(group)/t\(theme)\"")
            }
        }
        let numbers = perTheme - colors
        let tokens = (0..<semantic).map { index in
            let group = index % themes.count, other = (index + 3) % themes.count
            return index % 2 == 0
                ? #""color\#(index)": {"value": "{g\#(group).s\#(index % colors)}", "type": "color"}"#
                : #""space\#(index)": {"value": "{g\#(group).n\#(colors + index % numbers)} + {g\#(other).n\#(colors + (index + 1) % numbers)}", "type": "spacing"}"#
        }
        sets.append(#""semantic": {"semantic": {\#(tokens.joined(separator: ","))}}"#)
        order.append("\"semantic\"")
        return "{" + sets.joined(separator: ",")
            + #", "$themes": [\#(themeList.joined(separator: ","))], "$metadata": {"tokenSetOrder": [\#(order.joined(separator: ","))]}}"#
    }
}
