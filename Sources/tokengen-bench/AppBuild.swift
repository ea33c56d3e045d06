import Foundation
import TokenGenCore

/// `--build`: what a team's debug builds cost. One package with a target per case (20,000 keys in 2 or 10
/// languages, embedded or bundle lookup), each of 100 source files that use `L10n` through the build-tool
/// plugin; then the wall time of `swift build --target` and the number of the target's files it recompiled
/// (object files rewritten), for a no-op build and four edits of the tables.
enum AppBuild {
    static let userFiles = 100

    static func run(work: String, repository: String, quick: Bool) throws {
        let package = work + "/app"
        try? FileManager.default.removeItem(atPath: package)
        var cases: [(target: String, languages: Int, lookup: LookupMode)] = []
        for languages in quick ? [2] : [2, 10] {
            for lookup in LookupMode.allCases {
                cases.append(("App\(languages)\(lookup == .embedded ? "E" : "B")", languages, lookup))
            }
        }
        var targets: [String] = []
        for (target, languages, lookup) in cases {
            let folder = "\(package)/Sources/\(target)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var keys: [SyntheticInput.Key] = []
            _ = try SyntheticInput.writeStrings(keys: 20_000, to: folder + "/Strings", utf16: false, languages: languages) { keys.append($0) }
            try """
            strings:
              inputs: [Strings]
              output: L10n.swift
              lookup: \(lookup.rawValue)

            """.write(toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
            try writeUsers(keys, to: folder)
            let resources = lookup == .bundle ? #"resources: [.process("Strings")], "# : ""
            let exclude = lookup == .bundle ? #"["tokengen.yml"]"# : #"["tokengen.yml", "Strings"]"#
            targets.append("""
                    .executableTarget(name: "\(target)", exclude: \(exclude), \(resources)plugins: [.plugin(name: "TokenGenPlugin", package: "tokengen")]),
            """)
        }
        // A target of one key: its first build is that of the tool the plugin runs.
        let tool = package + "/Sources/Tool"
        try FileManager.default.createDirectory(atPath: tool + "/Strings/en.lproj", withIntermediateDirectories: true)
        try "\"hello\" = \"Hello\";\n".write(toFile: tool + "/Strings/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try "strings:\n  inputs: [Strings]\n  output: L10n.swift\n  lookup: embedded\n".write(toFile: tool + "/tokengen.yml", atomically: true, encoding: .utf8)
        try "print(L10n.hello)\n".write(toFile: tool + "/main.swift", atomically: true, encoding: .utf8)
        targets.append("""
                .executableTarget(name: "Tool", exclude: ["tokengen.yml", "Strings"], plugins: [.plugin(name: "TokenGenPlugin", package: "tokengen")]),
        """)
        try """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "App",
            defaultLocalization: "en",
            dependencies: [.package(name: "tokengen", path: \(SwiftSource.stringLiteral(repository)))],
            targets: [
        \(targets.joined(separator: "\n"))
            ]
        )

        """.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)

        // The tool itself is built once, first (debug, as the app is), and is not part of any case's time.
        let (toolSeconds, _) = try build("Tool", in: package)
        print("First build of the plugin's tool and a target of one key: \(format(toolSeconds)) s\n")
        print("| case | step | wall time | files recompiled (of \(userFiles) users + generated) |")
        print("|---|---|---|---|")
        for (target, languages, lookup) in cases {
            let name = "\(languages) languages, \(lookup.rawValue)"
            let folder = "\(package)/Sources/\(target)"
            let (full, _) = try build(target, in: package)
            print("| \(name) | first build of the target (warm tool) | \(format(full)) s | all |")
            let steps: [(String, () throws -> Void)] = [
                ("no-op build", {}),
                ("edit one translation", { try edit(folder + "/Strings/pl.lproj/Localizable.strings", "Twój raport", "Wasz raport") }),
                ("edit one base text", { try edit(folder + "/Strings/en.lproj/Localizable.strings", "Your report", "The report") }),
                ("add a key to an existing group", { try append(folder + "/Strings/en.lproj/Localizable.strings", "\"report.pet.new_key\" = \"New\";\n") }),
                ("add a key in a new group", { try append(folder + "/Strings/en.lproj/Localizable.strings", "\"zebra.crossing.new_key\" = \"New\";\n") }),
            ]
            for (step, change) in steps {
                try change()
                let (seconds, recompiled) = try build(target, in: package)
                let users = recompiled.filter { $0.hasPrefix("User") }.count
                let generated = recompiled.filter { $0.hasPrefix("L10n") }.sorted()
                print("| \(name) | \(step) | \(format(seconds)) s | \(users) users; generated: \(generated.isEmpty ? "none" : generated.joined(separator: ", ")) |")
            }
        }
    }

    /// Each user file reads a few texts of one top-level group, as a screen does.
    static func writeUsers(_ keys: [SyntheticInput.Key], to folder: String) throws {
        var main = ""
        for file in 0..<userFiles {
            let uses = keys.indices.filter { $0 % userFiles == file }.prefix(5).map { index -> String in
                let key = keys[index]
                let path = "L10n." + key.parts.dropLast().map(SwiftName.typeName).joined(separator: ".") + "." + SwiftName.memberName(key.parts.last!)
                return switch key.kind {
                case 0: path + "(\"x\", 1)"
                case 1: path + "(\"x\", 2.5)"
                default: path
                }
            }
            try """
            func user\(file)() -> [String] {
                [\(uses.joined(separator: ", "))]
            }

            """.write(toFile: "\(folder)/User\(file).swift", atomically: true, encoding: .utf8)
            main += "print(user\(file)().count)\n"
        }
        try main.write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
    }

    static func edit(_ path: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let range = text.range(of: old) else { throw Benchmark.BenchmarkError("\(old) is not in \(path)") }
        try text.replacingCharacters(in: range, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func append(_ path: String, _ line: String) throws {
        try (try String(contentsOfFile: path, encoding: .utf8) + line).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// `swift build --target`: its wall time and the target's source files whose object file it rewrote.
    static func build(_ target: String, in package: String) throws -> (Double, [String]) {
        let objects = "\(package)/.build/debug/\(target).build"
        func dates() -> [String: Date] {
            var result: [String: Date] = [:]
            for file in (try? FileManager.default.contentsOfDirectory(atPath: objects)) ?? [] where file.hasSuffix(".swift.o") {
                result[String(file.dropLast(8))] = (try? FileManager.default.attributesOfItem(atPath: objects + "/" + file))?[.modificationDate] as? Date
            }
            return result
        }
        let before = dates()
        let start = DispatchTime.now().uptimeNanoseconds
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--target", target]
        process.currentDirectoryURL = URL(fileURLWithPath: package)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard process.terminationStatus == 0 else { throw Benchmark.BenchmarkError("swift build \(process.arguments!.dropFirst(2).joined(separator: " ")) failed in \(package)") }
        let after = dates()
        return (seconds, after.keys.filter { before[$0] != after[$0] }.sorted())
    }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
