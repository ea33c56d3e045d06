import Foundation
import TokenGenVocabulary
import TokenGenRead
import TokenGenCheck
import TokenGenTranslate
import TokenGenRender
import TokenGenReport
import TokenGenCore

/// `--build`: what a team's debug builds cost. One package with a target per case (20,000 keys in 2 or 10
/// languages, embedded or bundle lookup), each of 100 source files that use `L10n` through the build-tool
/// plugin; then the wall time of `swift build --target` and the target's files it compiled (the
/// `-primary-file`s of its compiler jobs), for a no-op build and four edits of the tables, in shards and in
/// one file (`singleFile`). Then an app of
/// screens (`Screens`): 200 groups of 100 keys, 40 files that each read texts of 5 groups, and keys added in
/// new groups one after the other.
enum AppBuild {
    static let userFiles = 100

    static func run(work: String, repository: String, quick: Bool) throws {
        let package = work + "/app"
        try? FileManager.default.removeItem(atPath: package)
        var cases: [(target: String, languages: Int, lookup: LookupMode, singleFile: Bool)] = []
        for languages in quick ? [2] : [2, 10] {
            for lookup in LookupMode.allCases {
                cases.append(("App\(languages)\(lookup == .embedded ? "E" : "B")", languages, lookup, false))
            }
        }
        // The same tables in one file (`singleFile: true`), as an Xcode target that lists each file has them.
        cases.append(("App2ES", 2, .embedded, true))
        var targets: [String] = []
        for (target, languages, lookup, singleFile) in cases {
            let folder = "\(package)/Sources/\(target)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var keys: [SyntheticInput.Key] = []
            _ = try SyntheticInput.writeStrings(keys: 20_000, to: folder + "/Strings", utf16: false, languages: languages) {
                keys.append($0)
            }
            try """
            strings:
              inputs: [Strings]
              output: L10n.swift
              lookup: \(lookup.rawValue)
              singleFile: \(singleFile)

            """.write(toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
            try writeUsers(keys, to: folder)
            let resources = lookup == .bundle ? #"resources: [.process("Strings")], "# : ""
            let exclude = lookup == .bundle ? #"["tokengen.yml"]"# : #"["tokengen.yml", "Strings"]"#
            targets.append(
                """
                        .executableTarget(name: "\(target)", exclude: \(exclude), \(resources)plugins: [.plugin(name: "TokenGenPlugin", package: "tokengen")]),
                """)
        }
        // A target of one key: its first build is that of the tool the plugin runs.
        let tool = package + "/Sources/Tool"
        try FileManager.default.createDirectory(atPath: tool + "/Strings/en.lproj", withIntermediateDirectories: true)
        try "\"hello\" = \"Hello\";\n".write(toFile: tool + "/Strings/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try "strings:\n  inputs: [Strings]\n  output: L10n.swift\n  lookup: embedded\n".write(
            toFile: tool + "/tokengen.yml", atomically: true, encoding: .utf8)
        try "print(L10n.hello)\n".write(toFile: tool + "/main.swift", atomically: true, encoding: .utf8)
        targets.append(
            """
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
        for (target, languages, lookup, singleFile) in cases {
            let name = "\(languages) languages, \(lookup.rawValue)\(singleFile ? ", one file" : "")"
            let folder = "\(package)/Sources/\(target)"
            let (full, _) = try build(target, in: package)
            print("| \(name) | first build of the target (warm tool) | \(format(full)) s | all |")
            let steps: [(String, () throws -> Void)] = [
                ("no-op build", {}),
                ("edit one translation", { try edit(folder + "/Strings/pl.lproj/Localizable.strings", "Twój raport", "Wasz raport") }),
                ("edit one base text", { try edit(folder + "/Strings/en.lproj/Localizable.strings", "Your report", "The report") }),
                (
                    "add a key to an existing group",
                    { try append(folder + "/Strings/en.lproj/Localizable.strings", "\"report.pet.new_key\" = \"New\";\n") }
                ),
                (
                    "add a key in a new group",
                    { try append(folder + "/Strings/en.lproj/Localizable.strings", "\"zebra.crossing.new_key\" = \"New\";\n") }
                ),
            ]
            for (step, change) in steps {
                try change()
                let (seconds, recompiled) = try build(target, in: package)
                let users = recompiled.filter { $0.hasPrefix("User") }.count
                let generated = recompiled.filter { $0.hasPrefix("L10n") }.sorted()
                print(
                    "| \(name) | \(step) | \(format(seconds)) s | \(users) users; generated: \(generated.isEmpty ? "none" : generated.joined(separator: ", ")) |"
                )
            }
        }
        try screens(package: package)
    }

    static let newGroups = [
        "onboarding", "settings_privacy", "paywall", "widget_lock", "share_sheet", "checkout_v2", "referral",
        "loyalty", "gift_cards", "map_view", "chat_support", "order_history", "wishlist", "compare_items",
        "store_locator", "coupons", "live_tracking", "returns", "ar_preview", "family_sharing",
    ]

    /// The `Screens` target: 200 groups of 100 keys (`feature12.section3.item_45`), 2 languages, embedded; 40
    /// files that each read two texts of 5 groups chosen at random (with a fixed seed), as screens do; then a
    /// key in a new group, 20 times, each built.
    static func screens(package: String) throws {
        let folder = package + "/Sources/Screens"
        for language in ["en", "pl"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/Strings/\(language).lproj", withIntermediateDirectories: true)
            var table = ""
            for group in 0..<200 {
                for item in 0..<100 {
                    table +=
                        "\"feature\(group).section\(item % 5).item_\(item)\" = \"\(language == "en" ? "Text" : "Tekst") \(group) \(item)\";\n"
                }
            }
            try table.write(toFile: "\(folder)/Strings/\(language).lproj/Localizable.strings", atomically: true, encoding: .utf8)
        }
        try "strings:\n  inputs: [Strings]\n  output: L10n.swift\n  lookup: embedded\n".write(
            toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        var random = SyntheticInput.Generator(state: 40)
        var main = ""
        for file in 0..<40 {
            var groups: [Int] = []
            while groups.count < 5 {
                let group = random.next(200)
                if !groups.contains(group) { groups.append(group) }
            }
            let uses = groups.flatMap { group in [1, 2].map { "L10n.Feature\(group).Section\($0).item\($0)" } }
            try "func user\(file)() -> [String] {\n    [\(uses.joined(separator: ", "))]\n}\n".write(
                toFile: "\(folder)/User\(file).swift", atomically: true, encoding: .utf8)
            main += "print(user\(file)().count)\n"
        }
        try main.write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
        let manifest = package + "/Package.swift"
        try edit(
            manifest, "    ]\n)",
            """
                    .executableTarget(name: "Screens", exclude: ["tokengen.yml", "Strings"], plugins: [.plugin(name: "TokenGenPlugin", package: "tokengen")]),
                ]
            )
            """)
        let (full, _) = try build("Screens", in: package)
        print(
            "\nScreens: 200 groups of 100 keys, 2 languages, embedded; 40 files that each read 5 groups. First build: \(format(full)) s\n")
        print("| key added in a new group | wall time | user files recompiled (of 40) | generated files recompiled |")
        print("|---|---|---|---|")
        var total = 0
        for group in newGroups {
            try append(folder + "/Strings/en.lproj/Localizable.strings", "\"\(group).main.new_key\" = \"New\";\n")
            let (seconds, recompiled) = try build("Screens", in: package)
            let users = recompiled.filter { $0.hasPrefix("User") }.count
            total += users
            print(
                "| \(group) | \(format(seconds)) s | \(users) | \(recompiled.filter { $0.hasPrefix("L10n") }.sorted().joined(separator: ", ")) |"
            )
        }
        print("\nUser files recompiled per new group, on average: \(String(format: "%.2f", Double(total) / Double(newGroups.count))) of 40")
    }

    /// Each user file reads a few texts of one top-level group, as a screen does.
    static func writeUsers(_ keys: [SyntheticInput.Key], to folder: String) throws {
        var main = ""
        for file in 0..<userFiles {
            let uses = keys.indices.filter { $0 % userFiles == file }.prefix(5).map { index -> String in
                let key = keys[index]
                let path =
                    "L10n." + key.parts.dropLast().map(SwiftName.typeName).joined(separator: ".") + "."
                    + SwiftName.memberName(key.parts.last!)
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

    /// `swift build --target`: its wall time and the target's source files it compiled (names without
    /// `.swift`), read from the `-primary-file`s of the compiler jobs `swift build -v` prints. Object files
    /// tell nothing: the compiler does not rewrite one whose bytes did not change.
    static func build(_ target: String, in package: String) throws -> (Double, [String]) {
        let start = DispatchTime.now().uptimeNanoseconds
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "-v", "--target", target]
        process.currentDirectoryURL = URL(fileURLWithPath: package)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard process.terminationStatus == 0 else {
            throw Benchmark.BenchmarkError("swift build \(process.arguments!.dropFirst(2).joined(separator: " ")) failed in \(package)")
        }
        let words = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        var compiled = Set<String>()
        for (option, path) in zip(words, words.dropFirst()) where option == "-primary-file" && path.hasSuffix(".swift") {
            // The target's own files, and the plugin's outputs for it.
            guard path.contains("/Sources/\(target)/") || path.contains("/\(target)/destination/") else { continue }
            compiled.insert(String(path.split(separator: "/").last!.dropLast(6)))
        }
        return (seconds, compiled.sorted())
    }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
