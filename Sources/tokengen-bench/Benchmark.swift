import Foundation
import TokenGenVocabulary
import TokenGenRead
import TokenGenCheck
import TokenGenTranslate
import TokenGenRender
import TokenGenReport
import TokenGenCore

/// `swift run -c release tokengen-bench`: times tokengen on deterministic synthetic inputs, in-process and
/// through the CLI, and the cost of type-checking the generated code. Prints a Markdown table. `--compile`
/// compares the compile cost of the generated code with SwiftGen's layout; `--build` measures an app's
/// incremental builds (run from the repository's folder); `--runtime` what reading texts costs at run time;
/// `--report` what `tokengen report` costs beside a generate of the same tables; `--gallery` what the HTML
/// gallery and `--compare` cost beside a generate of the same tokens; `--generator PATH` a
/// debug-built tokengen beside the release one; `--hostile OLD NEW` two builds on hostile token inputs;
/// `--resources [BEFORE [PREVIOUS]]` what the `LocalizedStringResource` members cost, on and off, beside other builds.
@main
enum Benchmark {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        let quick = arguments.contains("--quick")
        let keep = arguments.firstIndex(of: "--keep").map { arguments[$0 + 1] }
        let work = keep ?? FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-bench-\(getpid())").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(atPath: work) } }
        let cli = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tokengen").path
        if arguments.contains("--compile") { return try compileCost(work: work, cli: cli) }
        if arguments.contains("--runtime") { return try RuntimeCost.run(work: work, cli: cli) }
        if arguments.contains("--report") { return try reportCost(work: work, cli: cli) }
        if arguments.contains("--gallery") { return try GalleryCost.run(work: work, cli: cli) }
        if let index = arguments.firstIndex(of: "--generator") {
            let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/corpus")
                .standardized.path
            return try GeneratorBuilds.run(work: work, release: cli, debug: arguments[index + 1], corpus: corpus)
        }
        if let index = arguments.firstIndex(of: "--resources") {
            func build(_ offset: Int) -> String? {
                let position = arguments.index(index, offsetBy: offset)
                return position < arguments.endIndex && !arguments[position].hasPrefix("--") ? arguments[position] : nil
            }
            let before = build(1)
            return try ResourceCost.run(work: work, cli: cli, before: before, previous: before == nil ? nil : build(2))
        }
        if let index = arguments.firstIndex(of: "--hostile") {
            return try HostileInputs.run(work: work, old: arguments[index + 1], new: arguments[index + 2])
        }
        if arguments.contains("--build") {
            return try AppBuild.run(work: work, repository: FileManager.default.currentDirectoryPath, quick: quick)
        }

        // What the process takes before it reads anything: the Swift runtime and the libraries it loads.
        let (_, startUp) = try timeCLI(cli, ["--help"])
        print("| case | input | in-process | keys/s | MB/s | CLI end to end | CLI peak memory | beyond start-up |")
        print("|---|---|---|---|---|---|---|---|")
        let sizes = quick ? [1_000, 20_000] : [1_000, 20_000, 200_000]
        for keys in sizes {
            for (utf16, plurals) in keys == 20_000 ? [(false, false), (true, false), (false, true)] : [(false, false)] {
                let folder = "\(work)/strings-\(keys)\(utf16 ? "-utf16" : "")\(plurals ? "-plurals" : "")"
                let bytes = try SyntheticInput.writeStrings(keys: keys, to: folder, utf16: utf16, plurals: plurals)
                let job = Configuration.StringsJob(
                    inputs: [folder], output: "\(work)/L10n-\(keys).swift", options: L10nOptions(lookup: .embedded))
                let seconds = try bestOf(3) {
                    let diagnostics = DiagnosticCollector()
                    guard Pipeline.strings(job, diagnostics: diagnostics) != nil else { throw BenchmarkError(diagnostics.formatted) }
                }
                let (cliSeconds, peak) = try timeCLI(
                    cli, ["strings", folder, "--output", "\(work)/cli-\(keys).swift", "--lookup", "embedded"])
                let mb = Double(bytes) / 1_000_000
                print(
                    "| strings \(keys) keys × 2 languages\(utf16 ? " (pl in UTF-16)" : "")\(plurals ? ", a third plural" : "") | \(format(mb)) MB | \(ms(seconds)) | \(Int(Double(keys) / seconds)) | \(format(mb / seconds)) | \(ms(cliSeconds)) | \(format(peak)) MB (\(format(peak / mb))× input) | \(format(peak - startUp)) MB (\(format((peak - startUp) / mb))×) |"
                )
            }
        }
        do {
            let folder = "\(work)/catalog-1000x20"
            let bytes = try SyntheticInput.writeCatalog(keys: 1_000, languages: 20, to: folder)
            let job = Configuration.StringsJob(
                inputs: [folder], output: "\(work)/L10n-catalog.swift", options: L10nOptions(lookup: .embedded))
            let seconds = try bestOf(3) {
                let diagnostics = DiagnosticCollector()
                guard Pipeline.strings(job, diagnostics: diagnostics) != nil else { throw BenchmarkError(diagnostics.formatted) }
            }
            let (cliSeconds, peak) = try timeCLI(cli, ["strings", folder, "--output", "\(work)/cli-catalog.swift", "--lookup", "embedded"])
            let mb = Double(bytes) / 1_000_000
            print(
                "| String Catalog 1000 keys × 20 languages, a tenth plural | \(format(mb)) MB | \(ms(seconds)) | \(Int(1_000 / seconds)) | \(format(mb / seconds)) | \(ms(cliSeconds)) | \(format(peak)) MB | \(format(peak - startUp)) MB |"
            )
        }
        /// A tokens job in-process and through the CLI (into `output`, type-checked below), as one row.
        func tokensRow(_ name: String, path: String, output: String, tokens: Int, bytes: Int) throws {
            let seconds = try bestOf(3) {
                let diagnostics = DiagnosticCollector()
                let job = Configuration.TokensJob(input: path, output: "\(work)/T.swift")
                guard Pipeline.tokens(job, diagnostics: diagnostics) != nil else { throw BenchmarkError(diagnostics.formatted) }
            }
            let (cliSeconds, peak) = try timeCLI(cli, ["tokens", path, "--output", output])
            let mb = Double(bytes) / 1_000_000
            print(
                "| \(name) | \(format(mb)) MB | \(ms(seconds)) | \(Int(Double(tokens) / seconds)) | \(format(mb / seconds)) | \(ms(cliSeconds)) | \(format(peak)) MB | \(format(peak - startUp)) MB |"
            )
        }
        for (tokens, perGroup) in [(1_000, 100), (10_000, 100), (10_000, 10_000)] {
            let path = "\(work)/tokens-\(tokens)-\(perGroup).tokens.yml"
            let bytes = try SyntheticInput.writeTokens(count: tokens, perGroup: perGroup, to: path)
            let shape = perGroup == tokens ? "in one group" : "in groups of \(perGroup)"
            try tokensRow(
                "tokens \(tokens) \(shape), alias chains", path: path, output: "\(work)/cli-tokens-\(tokens)-\(perGroup).swift",
                tokens: tokens, bytes: bytes
            )
        }
        let resolverFolder = "\(work)/resolver-10000"
        let bytes = try SyntheticInput.writeResolver(count: 10_000, to: resolverFolder)
        try tokensRow(
            "tokens 10000 through a resolver, 2 modifiers × 3 contexts", path: resolverFolder + "/tokens.resolver.json",
            output: "\(work)/cli-resolver.swift", tokens: 10_000, bytes: bytes
        )
        print("\nStart-up alone (`tokengen --help`): \(format(startUp)) MB.")

        print("\n| type-check of the generated tokens, 10,000 tokens | time | peak memory |")
        print("|---|---|---|")
        for (name, output) in [
            ("one file, groups of 100", "\(work)/cli-tokens-10000-100.swift"),
            ("resolver, 2 modifiers × 3 contexts", "\(work)/cli-resolver.swift"),
        ] {
            let (seconds, peak) = try timeCLI(
                "/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "6", "-strict-concurrency=complete", output])
            print("| \(name) | \(format(seconds)) s | \(format(peak)) MB |")
        }

        print("\n| type-check of the generated L10n, 20,000 keys | time | peak memory |")
        print("|---|---|---|")
        for (lookup, folder) in LookupMode.allCases.map({ ($0, "\(work)/strings-20000") }) + [(.embedded, "\(work)/strings-20000-plurals")]
        {
            let plurals = folder.hasSuffix("plurals")
            let directory = "\(work)/L10n-typecheck-\(lookup.rawValue)\(plurals ? "-plurals" : "")"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            _ = try timeCLI(cli, ["strings", folder, "--output", directory + "/L10n.swift", "--lookup", lookup.rawValue])
            let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }.map {
                directory + "/" + $0
            }
            if lookup == .bundle { try readMainBundle(directory + "/L10n.swift") }
            // All files of the job in one compiler process, as the one file was before.
            let (seconds, peak) = try timeCLI(
                "/usr/bin/env",
                ["swiftc", "-typecheck", "-wmo", "-module-name", "Texts", "-swift-version", "6", "-strict-concurrency=complete"]
                    + files.sorted())
            print("| \(lookup.rawValue)\(plurals ? ", a third of the keys plural" : "") | \(format(seconds)) s | \(format(peak)) MB |")
        }
    }

    /// `--compile`: what the generated code of 20,000 keys costs the compiler, in 2 and 10 languages and both
    /// lookup modes, beside the same keys in SwiftGen's layout: `swiftc -c -Onone` of all generated files (two
    /// jobs in parallel, as SwiftPM on this machine) and `swiftc -typecheck`, best of two.
    static func compileCost(work: String, cli: String) throws {
        print("| layout | languages | files | swiftc -c -Onone | peak memory | swiftc -typecheck | peak memory |")
        print("|---|---|---|---|---|---|---|")
        for languages in [2, 10] {
            let folder = "\(work)/strings-20000-\(languages)"
            let swiftGen = "\(work)/swiftgen-\(languages)/L10n.swift"
            try FileManager.default.createDirectory(atPath: "\(work)/swiftgen-\(languages)", withIntermediateDirectories: true)
            _ = try SyntheticInput.writeStrings(keys: 20_000, to: folder, utf16: false, languages: languages, swiftGen: swiftGen)
            var layouts: [(String, String)] = []
            for lookup in LookupMode.allCases {
                let output = "\(work)/tokengen-\(lookup.rawValue)-\(languages)"
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                _ = try timeCLI(cli, ["strings", folder, "--output", output + "/L10n.swift", "--lookup", lookup.rawValue], runs: 1)
                if lookup == .bundle { try readMainBundle(output + "/L10n.swift") }
                layouts.append(("tokengen, \(lookup.rawValue)", output))
            }
            if languages == 2 { layouts.append(("SwiftGen structured-swift5 (bundle)", "\(work)/swiftgen-\(languages)")) }
            for (name, directory) in layouts {
                let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }.sorted()
                let common = ["-swift-version", "5", "-parse-as-library", "-module-name", "Texts", "-working-directory", directory]
                let (compile, compileMemory) = try timeCLI("/usr/bin/env", ["swiftc", "-c", "-Onone", "-j", "2"] + common + files, runs: 2)
                let (check, checkMemory) = try timeCLI("/usr/bin/env", ["swiftc", "-typecheck"] + common + files, runs: 2)
                print(
                    "| \(name) | \(languages) | \(files.count) | \(format(compile)) s | \(format(compileMemory)) MB | \(format(check)) s | \(format(checkMemory)) MB |"
                )
            }
        }
    }

    /// Outside SwiftPM `Bundle.module` does not exist: bundle-mode code compiled on its own reads Bundle.main.
    static func readMainBundle(_ path: String) throws {
        let source = try String(contentsOfFile: path, encoding: .utf8)
        try source.replacingOccurrences(of: "#if SWIFT_PACKAGE", with: "#if TOKENGEN_NEVER").write(
            toFile: path, atomically: true, encoding: .utf8)
    }

    struct BenchmarkError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// `tokengen report` on 20,000 keys × 10 languages with 500 Swift files that each read 10 keys, beside a
    /// generate of the same tables (embedded), in-process and through the CLI, best of three.
    static func reportCost(work: String, cli: String) throws {
        let folder = "\(work)/report"
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        var keys: [SyntheticInput.Key] = []
        _ = try SyntheticInput.writeStrings(keys: 20_000, to: folder + "/Strings", utf16: false, languages: 10) { keys.append($0) }
        for file in 0..<500 {
            let uses = (0..<10).map { keys[(file * 37 + $0 * 101) % keys.count] }.map { key in
                RuntimeCost.accessor(key) + (key.kind == 0 ? "(\"x\", 1)" : key.kind == 1 ? "(\"x\", 2.5)" : "")
            }
            try """
            // Screen \(file): the texts it shows.
            struct Screen\(file) {
                var texts: [String] { [\(uses.joined(separator: ",\n        "))] }
                var label: String { "Screen \\(\(file)) of \\(texts.count)" }
            }

            """.write(toFile: "\(folder)/App/Screen\(file).swift", atomically: true, encoding: .utf8)
        }
        try "strings:\n  inputs: [Strings]\n  output: Generated/L10n.swift\n  lookup: embedded\n".write(
            toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        let job = Configuration.StringsJob(
            inputs: [folder + "/Strings"], output: folder + "/Generated/L10n.swift", options: L10nOptions(lookup: .embedded))
        let generate = try bestOf(3) {
            let diagnostics = DiagnosticCollector()
            guard Pipeline.strings(job, diagnostics: diagnostics) != nil else { throw BenchmarkError(diagnostics.formatted) }
        }
        let report = try bestOf(3) {
            let diagnostics = DiagnosticCollector()
            guard Pipeline.report(Configuration(strings: [job]), sources: [folder], diagnostics: diagnostics) != nil else {
                throw BenchmarkError(diagnostics.formatted)
            }
        }
        let (generateCLI, generatePeak) = try timeCLI(cli, ["--config", folder + "/tokengen.yml", "--quiet"])
        let (reportCLI, reportPeak) = try timeCLI(
            cli, ["report", "--config", folder + "/tokengen.yml", "--format", "json", "--output", folder + "/report.json"])
        print("| 20,000 keys × 10 languages, 500 Swift files | in-process | CLI end to end | CLI peak memory |")
        print("|---|---|---|---|")
        print("| generate (embedded) | \(ms(generate)) | \(ms(generateCLI)) | \(format(generatePeak)) MB |")
        print("| report (JSON) | \(ms(report)) | \(ms(reportCLI)) | \(format(reportPeak)) MB |")
        print("\nreport / generate: \(format(report / generate))× in-process, \(format(reportCLI / generateCLI))× through the CLI")
    }

    static func bestOf(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// Wall time and peak resident memory (MB) of a child process, best of three runs.
    ///
    /// The child runs under `/usr/bin/time`: on Linux a spawned child's peak memory counts the parent's
    /// pages, so only a small intermediate process reads it right.
    static func timeCLI(
        _ executable: String, _ arguments: [String], runs: Int = 3, allowingFailure: Bool = false
    ) throws -> (Double, Double) {
        var best = (Double.infinity, 0.0)
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-bench-rss-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            var pid: pid_t = 0
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            let argv = (["/usr/bin/time", "-f", "%M", "-o", report, executable] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            guard posix_spawn(&pid, "/usr/bin/time", &actions, nil, argv, environ) == 0 else {
                throw BenchmarkError("cannot start \(executable)")
            }
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            guard status == 0 || allowingFailure else {
                throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) failed (\(status))")
            }
            let kilobytes =
                (try? String(contentsOfFile: report, encoding: .utf8)).flatMap {
                    Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
                } ?? 0
            if seconds < best.0 { best = (seconds, kilobytes / 1024) }
        }
        return best
    }

    static func ms(_ seconds: Double) -> String { "\(format(seconds * 1000)) ms" }

    static func format(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : String(format: "%.1f", value)
    }
}
