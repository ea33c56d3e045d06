import Foundation

/// `--generator PATH`: the `tokengen` at PATH (a debug build: the plugin runs the generator built in the
/// app's configuration) beside the release `tokengen` next to this benchmark, end to end, best of three,
/// on 20,000 keys × 10 languages and on every input of `../shared/corpus` (when it is there), with its
/// output already written (a plugin run after an edit) and in both lookup modes for the tables.
enum GeneratorBuilds {
    static func run(work: String, release: String, debug: String, corpus: String) throws {
        var cases: [(name: String, arguments: [String])] = []
        let folder = "\(work)/strings-20000-10"
        _ = try SyntheticInput.writeStrings(keys: 20_000, to: folder, utf16: false, languages: 10)
        for lookup in ["bundle", "embedded"] {
            cases.append(("20,000 keys × 10 languages, \(lookup)", ["strings", folder, "--lookup", lookup]))
        }
        if FileManager.default.fileExists(atPath: corpus) {
            let apps = ["Automattic+pocket-casts-ios", "element-hq+element-ios", "kiwix+apple", "duckduckgo+iOS-plurals", "exelban+stats"]
            for app in apps {
                let folders = try FileManager.default.contentsOfDirectory(atPath: "\(corpus)/\(app)").filter { $0.hasSuffix(".lproj") }
                    .sorted()
                cases.append((app, ["strings"] + folders.map { "\(corpus)/\(app)/\($0)" }))
            }
            for lookup in ["bundle", "embedded"] {
                cases.append(
                    (
                        "IceCubes catalog, \(lookup)",
                        ["strings", "\(corpus)/Dimillian+IceCubesApp/Localizable.xcstrings", "--lookup", lookup]
                    ))
            }
            let tokens = "\(corpus)/tokens"
            for resolver in try FileManager.default.contentsOfDirectory(atPath: tokens).filter({ $0.hasSuffix(".resolver.json") }).sorted()
            {
                cases.append((resolver, ["tokens", "\(tokens)/\(resolver)"]))
            }
            for mode in ["Light", "Dark"] {
                cases.append(("figma-bison \(mode)", ["tokens", "\(tokens)/figma-bison/\(mode).tokens.json"]))
            }
            cases.append(("designsystemet $themes.json", ["tokens", "\(tokens)/designsystemet/design-tokens/$themes.json"]))
            let redHat =
                FileManager.default.enumerator(atPath: "\(tokens)/redhat")?.compactMap { $0 as? String }
                .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted().map { "\(tokens)/redhat/\($0)" } ?? []
            cases.append(("Red Hat, \(redHat.count) YAML files", ["tokens"] + redHat))
        }
        print("| input | release | debug | debug / release | exit |")
        print("|---|---|---|---|---|")
        for (index, item) in cases.enumerated() {
            let output = ["--output", "\(work)/generator-\(index)/Out.swift", "--quiet"]
            // The first run writes the output; the timed runs find it (and compare), as a plugin run does.
            let status = runOnce(release, item.arguments + output)
            let releaseTime = try Benchmark.timeCLI(release, item.arguments + output, allowingFailure: true).0
            let debugTime = try Benchmark.timeCLI(debug, item.arguments + output, allowingFailure: true).0
            print(
                "| \(item.name) | \(Benchmark.ms(releaseTime)) | \(Benchmark.ms(debugTime)) | \(Benchmark.format(debugTime / releaseTime))× | \(status) |"
            )
        }
    }

    private static func runOnce(_ executable: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
