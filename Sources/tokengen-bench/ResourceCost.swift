import Foundation

/// `--resources [BEFORE [PREVIOUS]]`: what the `LocalizedStringResource` members cost, on 20,000 keys × 2 languages
/// (a third formatted) in both lookup modes: this build's tokengen with them and without (`--no-resources`),
/// beside BEFORE (a build from before the resources) and PREVIOUS (any other build), same run. For each: generation end to end (best of five) and
/// the bytes written; `swiftc -typecheck` of the generated files (best of two) against the Darwin stand-in of
/// `Tests/AppleStandIn`, imported into every file as Foundation's types are on Apple platforms, so that the
/// `canImport(Darwin)` branch is compiled as in every Xcode build. SwiftGen's code of the same tables, same run,
/// for scale.
enum ResourceCost {
    static func run(work: String, cli: String, before: String?, previous: String?) throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.path
        let standIn = "\(work)/stand-in"
        try FileManager.default.createDirectory(atPath: standIn, withIntermediateDirectories: true)
        _ = try Benchmark.timeCLI(
            "/usr/bin/env",
            [
                "swiftc", "-emit-module", "-parse-as-library", "-module-name", "Darwin", "-emit-module-path",
                "\(standIn)/Darwin.swiftmodule",
                "\(repository)/Tests/AppleStandIn/Darwin.swift",
            ], runs: 1)
        let tables = "\(work)/strings-20000-2"
        let swiftGen = "\(work)/swiftgen/L10n.swift"
        try FileManager.default.createDirectory(atPath: "\(work)/swiftgen", withIntermediateDirectories: true)
        _ = try SyntheticInput.writeStrings(keys: 20_000, to: tables, utf16: false, swiftGen: swiftGen)
        let builds: [(String, String, [String])] =
            (before.map { [("before the resources", $0, [])] } ?? []) + (previous.map { [("previous", $0, [])] } ?? [])
            + [("this build", cli, []), ("this build, resources: false", cli, ["--no-resources"])]
        print("| lookup | tokengen | generate | written | swiftc -typecheck (Darwin stand-in) | peak memory |")
        print("|---|---|---|---|---|---|")
        for lookup in ["embedded", "bundle"] {
            for (index, (name, tokengen, options)) in builds.enumerated() {
                let output = "\(work)/resources-\(lookup)-\(index)"
                let arguments = ["strings", tables, "--output", output + "/L10n.swift", "--lookup", lookup, "--quiet"] + options
                _ = try Benchmark.timeCLI(tokengen, arguments, runs: 1)
                // Timed with the output in place, as a build's run that finds it unchanged, and written anew.
                var generate = Double.infinity
                for _ in 0..<5 {
                    try FileManager.default.removeItem(atPath: output)
                    generate = min(generate, try Benchmark.timeCLI(tokengen, arguments, runs: 1).0)
                }
                let (again, _) = try Benchmark.timeCLI(tokengen, arguments, runs: 5)
                let files = try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasSuffix(".swift") }.sorted()
                let bytes = try files.reduce(0) {
                    $0 + (try FileManager.default.attributesOfItem(atPath: "\(output)/\($1)")[.size] as? Int ?? 0)
                }
                if lookup == "bundle" { try Benchmark.readMainBundle(output + "/L10n.swift") }
                let (check, memory) = try Benchmark.timeCLI(
                    "/usr/bin/env",
                    [
                        "swiftc", "-typecheck", "-swift-version", "5", "-parse-as-library", "-module-name", "Texts", "-working-directory",
                        output,
                        "-I", standIn, "-Xfrontend", "-import-module", "-Xfrontend", "Darwin",
                    ] + files, runs: 2)
                print(
                    "| \(lookup) | \(name) | \(Benchmark.ms(generate)) written, \(Benchmark.ms(again)) unchanged | \(Benchmark.format(Double(bytes) / 1_000_000)) MB | \(Benchmark.format(check)) s | \(Benchmark.format(memory)) MB |"
                )
            }
        }
        // SwiftGen's code of the same tables has no resources: what an app type-checks without them.
        let (check, memory) = try Benchmark.timeCLI(
            "/usr/bin/env",
            [
                "swiftc", "-typecheck", "-swift-version", "5", "-parse-as-library", "-module-name", "Texts", swiftGen,
                "-I", standIn, "-Xfrontend", "-import-module", "-Xfrontend", "Darwin",
            ], runs: 2)
        print("| bundle | SwiftGen structured-swift5 | | | \(Benchmark.format(check)) s | \(Benchmark.format(memory)) MB |")
    }
}
