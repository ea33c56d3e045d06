import Foundation
import TokenGenVocabulary
import TokenGenRead
import TokenGenCheck
import TokenGenTranslate
import TokenGenRender
import TokenGenReport
import TokenGenCore

/// `tokengen-bench --runtime`: what reading texts costs an app, measured in optimized programs over the code
/// generated for 20,000 keys in 10 languages (both lookup modes), beside Foundation's lookup as SwiftGen's
/// code does it (a cached bundle of the language, `localizedString(forKey:value:table:)` per read) on the same
/// tables. Each program reports the first text's time and the memory it adds (`VmRSS`), a warm read, a
/// formatted read, and the first read after switching language; each figure is the best of three runs. Each
/// program names a language its own way: `L10n.Language.pl` for tokengen, `"pl"` for Foundation.
enum RuntimeCost {
    static func run(work: String, cli: String) throws {
        let folder = "\(work)/runtime-strings"
        var plain: SyntheticInput.Key?
        var formatted: SyntheticInput.Key?
        _ = try SyntheticInput.writeStrings(keys: 20_000, to: folder, utf16: false, languages: 10) { key in
            if plain == nil, key.kind > 1 { plain = key }
            if formatted == nil, key.kind == 0 { formatted = key }
        }
        guard let plain, let formatted else { throw Benchmark.BenchmarkError("the synthetic tables have no plain or formatted key") }
        let lprojs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".lproj") }

        print("| lookup | first text | memory it adds | warm read | formatted read | first read after switching language |")
        print("|---|---|---|---|---|---|")
        for lookup in ["embedded", "bundle", "Foundation (SwiftGen's way)"] {
            let program = "\(work)/runtime-\(lookup.prefix(6))"
            try? FileManager.default.removeItem(atPath: program)
            try FileManager.default.createDirectory(atPath: program, withIntermediateDirectories: true)
            var sources = ["\(program)/main.swift"]
            if lookup == "embedded" || lookup == "bundle" {
                _ = try Benchmark.timeCLI(cli, ["strings", folder, "--output", "\(program)/L10n.swift", "--lookup", lookup], runs: 1)
                sources += try FileManager.default.contentsOfDirectory(atPath: program)
                    .filter { $0.hasPrefix("L10n") }.sorted().map { "\(program)/\($0)" }
                try tokengenProgram(plain: plain, formatted: formatted).write(toFile: sources[0], atomically: true, encoding: .utf8)
            } else {
                try foundationProgram(plain: plain, formatted: formatted).write(toFile: sources[0], atomically: true, encoding: .utf8)
            }
            if lookup != "embedded" {
                for lproj in lprojs { try FileManager.default.copyItem(atPath: "\(folder)/\(lproj)", toPath: "\(program)/\(lproj)") }
            }
            _ = try Benchmark.timeCLI(
                "/usr/bin/env", ["swiftc", "-O", "-swift-version", "6", "-o", "\(program)/program"] + sources, runs: 1)
            var best = [Double](repeating: .infinity, count: 5)
            for _ in 0..<3 {
                let figures = try output(of: "\(program)/program").split(separator: " ").compactMap { Double($0) }
                guard figures.count == 5 else { throw Benchmark.BenchmarkError("\(lookup): unexpected output") }
                best = zip(best, figures).map { min($0, $1) }
            }
            print(
                "| \(lookup) | \(Benchmark.format(best[0] / 1e6)) ms | \(Benchmark.format(best[1] / 1024)) MB | \(Int(best[2])) ns | \(Int(best[3])) ns | \(Benchmark.format(best[4] / 1e6)) ms |"
            )
        }
    }

    /// Prints, in nanoseconds and kB: first text, memory it adds, warm read, formatted read, switched read.
    static let measurement = """
        func rss() -> Int {
            let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\\n").first { $0.hasPrefix("VmRSS:") } ?? ""
            return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
        var sink = 0
        let memory = rss()
        var start = now()
        sink &+= plainText(pl).utf8.count
        let first = now() - start
        let added = rss() - memory
        start = now()
        for _ in 0..<100_000 { sink &+= plainText(pl).utf8.count }
        let warm = (now() - start) / 100_000
        start = now()
        for _ in 0..<10_000 { sink &+= formattedText(pl).utf8.count }
        let formatted = (now() - start) / 10_000
        start = now()
        sink &+= plainText(de).utf8.count
        let switched = now() - start
        print(first, added, warm, formatted, switched, sink > 0 ? "" : "-")
        """

    static func tokengenProgram(plain: SyntheticInput.Key, formatted: SyntheticInput.Key) -> String {
        """
        import Foundation
        let pl = L10n.Language.pl, de = L10n.Language.de
        func plainText(_ language: L10n.Language) -> String {
            L10n.withLanguage(language) { \(accessor(plain)) }
        }
        func formattedText(_ language: L10n.Language) -> String {
            L10n.withLanguage(language) { \(accessor(formatted))("Ala", 3) }
        }
        \(measurement)
        """
    }

    static func foundationProgram(plain: SyntheticInput.Key, formatted: SyntheticInput.Key) -> String {
        """
        import Foundation
        let pl = "pl", de = "de"
        nonisolated(unsafe) var bundles: [String: Bundle] = [:]
        func bundle(_ language: String) -> Bundle {
            if let known = bundles[language] { return known }
            let bundle = Bundle(path: Bundle.main.path(forResource: language, ofType: "lproj")!)!
            bundles[language] = bundle
            return bundle
        }
        func plainText(_ language: String) -> String {
            bundle(language).localizedString(forKey: "\(plain.parts.joined(separator: "."))", value: nil, table: "Localizable")
        }
        func formattedText(_ language: String) -> String {
            let format = bundle(language).localizedString(forKey: "\(formatted.parts.joined(separator: "."))", value: nil, table: "Localizable")
            return String(format: format, locale: Locale(identifier: language), "Ala", 3)
        }
        \(measurement)
        """
    }

    /// `L10n.Report.List.title` for the key's parts.
    static func accessor(_ key: SyntheticInput.Key) -> String {
        (["L10n"] + key.parts.dropLast().map(SwiftName.typeName) + [SwiftName.memberName(key.parts.last!)]).joined(separator: ".")
    }

    static func output(of executable: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.currentDirectoryURL = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Benchmark.BenchmarkError("\(executable) failed") }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
