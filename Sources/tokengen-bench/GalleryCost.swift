import Foundation

/// `--gallery`: what the HTML report's gallery and `--compare` cost beside a generate of the same tokens, on a
/// resolver with light and dark themes: groups of 100 colours that make contrast pairs, and one group holding
/// as many colours as all the others (the pairs are looked up by name, so it must cost no more than they do).
enum GalleryCost {
    static func run(work: String, cli: String) throws {
        print("| colour tokens (light and dark) | generate | report, HTML | report --compare, HTML | page | peak memory (compare) |")
        print("|---|---|---|---|---|---|")
        for count in [10_000, 40_000] {
            let base = "\(work)/gallery-\(count)/base", head = "\(work)/gallery-\(count)/head"
            try write(count, to: base, darkShift: 0)
            try write(count, to: head, darkShift: 1)
            // `--compare` reads the other checkout's configuration at the same place as this one's in the current folder.
            let current = FileManager.default.currentDirectoryPath
            defer { _ = FileManager.default.changeCurrentDirectoryPath(current) }
            _ = FileManager.default.changeCurrentDirectoryPath(head)
            let (generate, _) = try Benchmark.timeCLI(cli, ["--quiet"])
            let (report, _) = try Benchmark.timeCLI(cli, ["report", "--format", "html", "--output", "report.html"])
            let (compare, peak) = try Benchmark.timeCLI(cli, ["report", "--compare", base, "--format", "html", "--output", "compare.html"])
            let page = (try FileManager.default.attributesOfItem(atPath: head + "/compare.html")[.size] as? Int) ?? 0
            print(
                "| \(count) | \(Benchmark.ms(generate)) | \(Benchmark.ms(report)) | \(Benchmark.ms(compare)) | "
                    + "\(Benchmark.format(Double(page) / 1_000_000)) MB | \(Benchmark.format(peak)) MB |")
        }
    }

    /// `count` colours: half in groups of 100 (text, background, onPrimary, primary and 96 more), half in one
    /// group; text and background differ by theme. `darkShift` changes every dark text.
    static func write(_ count: Int, to folder: String, darkShift: Int) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func hex(_ n: Int) -> String { "#" + String(format: "%06X", (n &* 2_654_435_761) & 0xFF_FFFF) }
        var core: [String] = [], light: [String] = [], dark: [String] = []
        for group in 0..<(count / 200) {
            var members: [String] = []
            for member in 0..<96 { members.append("\"c\(member)\": { \"$value\": \"\(hex(group * 100 + member))\" }") }
            members.append("\"primary\": { \"$value\": \"\(hex(group))\" }")
            members.append("\"onPrimary\": { \"$value\": \"#FFFFFF\" }")
            core.append("\"g\(group)\": { \"$type\": \"color\", \(members.joined(separator: ", ")) }")
            light.append(
                "\"g\(group)\": { \"$type\": \"color\", \"text\": { \"$value\": \"#111111\" }, \"background\": { \"$value\": \"#FFFFFF\" } }"
            )
            dark.append(
                "\"g\(group)\": { \"$type\": \"color\", \"text\": { \"$value\": \"\(hex(group + darkShift))\" }, \"background\": { \"$value\": \"#1C1C1E\" } }"
            )
        }
        let flat = (0..<(count / 2)).map { "\"c\($0)\": { \"$value\": \"\(hex($0))\" }" }
        core.append(
            "\"flat\": { \"$type\": \"color\", \"text\": { \"$value\": \"#000000\" }, \"background\": { \"$value\": \"#FFFFFF\" }, \(flat.joined(separator: ", ")) }"
        )
        try "{ \(core.joined(separator: ",\n")) }".write(toFile: folder + "/core.tokens.json", atomically: true, encoding: .utf8)
        try "{ \(light.joined(separator: ",\n")) }".write(toFile: folder + "/light.tokens.json", atomically: true, encoding: .utf8)
        try "{ \(dark.joined(separator: ",\n")) }".write(toFile: folder + "/dark.tokens.json", atomically: true, encoding: .utf8)
        try """
        {
          "version": "2025.10",
          "sets": { "core": { "sources": [{ "$ref": "core.tokens.json" }] } },
          "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" } },
          "resolutionOrder": [{ "$ref": "#/sets/core" }, { "$ref": "#/modifiers/theme" }]
        }
        """.write(toFile: folder + "/app.resolver.json", atomically: true, encoding: .utf8)
        try "tokens:\n  - input: app.resolver.json\n    output: Tokens.swift\n    usedTokens: [\"*\"]\n".write(
            toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
    }
}
