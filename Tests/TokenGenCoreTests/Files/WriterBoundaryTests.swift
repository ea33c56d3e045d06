import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

/// tokengen writes, creates and removes only inside the project (a command line's job: the output it names,
/// the files beside it in its folder, the colour sets in their catalog), checked file by file after symbolic
/// links: a pull request can bring links, and tokengen runs in every build.
@Suite struct WriterBoundaryTests {
    var tokengen: String { builtTokengen }
    static let brand = #"{"color": {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}}}}"#
    /// A colour set's `Contents.json` as tokengen writes it, with no colour.
    static let written = "{\n  \"info\" : {\n    \"author\" : \"tokengen\",\n    \"version\" : 1\n  }\n}\n"

    /// A project (`p/`, with `t.tokens.json`) beside a folder outside it (`outside/`).
    func projectBesideOutside(_ files: [String: String] = [:]) throws -> (root: String, project: String, outside: String) {
        var all = ["p/t.tokens.json": Self.brand, "outside/keep.txt": "keep\n"]
        all.merge(files) { $1 }
        let root = try temporaryFolder(files: all)
        return (root, root + "/p", root + "/outside")
    }

    /// Every file under `folder` with its bytes, links as their targets (never followed), folders as "(folder)".
    func snapshot(_ folder: String) -> [String: String] {
        var result: [String: String] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            guard let directory = opendir(folder + relative) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard name != ".", name != ".." else { continue }
                let path = relative + "/" + name, key = String(path.dropFirst())
                var info = stat()
                guard lstat(folder + path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFLNK:
                    var buffer = [CChar](repeating: 0, count: 4_096)
                    let count = readlink(folder + path, &buffer, buffer.count)
                    result[key] = "-> " + String(decoding: buffer.prefix(max(count, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                case S_IFDIR:
                    result[key] = "(folder)"
                    pending.append(path)
                default:
                    result[key] = (try? FileSystem.bytes(of: folder + path)).map { String(decoding: $0, as: UTF8.self) } ?? "(unreadable)"
                }
            }
        }
        return result
    }

    /// 1: an empty path never becomes the folder it is resolved against (the filesystem's root for a catalog);
    /// a catalog must be a `.xcassets` folder.
    @Test func anEmptyPathIsAnErrorAtItsLine() throws {
        let (root, project, _) = try projectBesideOutside()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (catalog, message) in [
            (#""""#, "tokengen.yml:4:19: error: the path of 'assetCatalog' is empty; name a file or folder"),
            (#"" ""#, "tokengen.yml:4:19: error: the path of 'assetCatalog' is empty; name a file or folder"),
            (
                "Gen",
                "tokengen.yml:4:19: error: 'Gen' is not an asset catalog: name a folder that ends in .xcassets (such as Generated/Colors.xcassets), as Xcode's catalogs do"
            ),
            (
                "/",
                "tokengen.yml:4:19: error: '/' is not an asset catalog: name a folder that ends in .xcassets (such as Generated/Colors.xcassets), as Xcode's catalogs do"
            ),
        ] {
            try "tokens:\n  - input: t.tokens.json\n    output: T.swift\n    assetCatalog: \(catalog)\n".write(
                toFile: project + "/tokengen.yml", atomically: true, encoding: .utf8)
            let result = try run(tokengen, ["--quiet"], in: project)
            #expect(result.status == 1)
            #expect(result.output == message + "\n")
        }
        try "tokens:\n  - input: t.tokens.json\n    output: \" \"\n".write(
            toFile: project + "/tokengen.yml", atomically: true, encoding: .utf8)
        #expect(
            try run(tokengen, ["--quiet"], in: project).output
                == "tokengen.yml:3:13: error: the path of 'output' is empty; name a file or folder\n")
        let command = try run(tokengen, ["tokens", "t.tokens.json", "--output", "T.swift", "--asset-catalog", "", "--quiet"], in: project)
        #expect(command.output == "error: the path of '--asset-catalog' is empty; name a file or folder\n")
        #expect(snapshot(project).keys.sorted() == ["t.tokens.json", "tokengen.yml"])
    }

    /// 2, 3, 5: a colour set that is a link to a folder outside is neither written through nor removed, and a
    /// link in the catalog is never walked (one to `/` would walk the disk).
    @Test func aLinkedColourSetIsNeitherWrittenThroughNorRemoved() throws {
        let (root, project, outside) = try projectBesideOutside([
            "outside/brand.colorset/keep.txt": "keep\n",
            "outside/old.colorset/Contents.json": Self.written,
            "p/Gen/A.xcassets/real.colorset/Contents.json": Self.written,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = project + "/Gen/A.xcassets"
        #expect(symlink(outside + "/old.colorset", catalog + "/old.colorset") == 0)
        #expect(symlink("/", catalog + "/disk.colorset") == 0)
        let before = snapshot(outside)
        // A stale colour set of tokengen's that is a link is not one: only `real.colorset` is removed.
        let removed = try run(
            tokengen, ["tokens", "t.tokens.json", "--output", "T.swift", "--asset-catalog", "Gen/A.xcassets", "--quiet"], in: project)
        #expect(removed.status == 0)
        #expect(
            snapshot(catalog).keys.sorted() == [
                "Contents.json", "colorBrand.colorset", "colorBrand.colorset/Contents.json", "disk.colorset", "old.colorset",
            ])
        // A token's colour set that is a link to a folder outside is an error, and nothing is written.
        try FileManager.default.removeItem(atPath: catalog + "/colorBrand.colorset")
        #expect(symlink(outside + "/brand.colorset", catalog + "/colorBrand.colorset") == 0)
        try FileManager.default.removeItem(atPath: project + "/T.swift")
        let canonical = try #require(FileSystem.canonicalPath(root))
        let through = try run(
            tokengen, ["tokens", "t.tokens.json", "--output", "T.swift", "--asset-catalog", "Gen/A.xcassets", "--quiet"], in: project)
        #expect(through.status == 1)
        #expect(
            through.output.hasSuffix(
                """
                error: refusing to write Gen/A.xcassets/colorBrand.colorset/Contents.json: a symbolic link leads it to \(canonical)/outside/brand.colorset/Contents.json, outside \(canonical)/p/Gen/A.xcassets; remove the link

                """))
        #expect(!FileManager.default.fileExists(atPath: project + "/T.swift"))
        #expect(snapshot(outside) == before)
    }

    /// 4: the files beside a strings job's output are checked one by one, like the output.
    @Test func theFilesBesideAnOutputStayInside() throws {
        let (root, project, outside) = try projectBesideOutside([
            "p/S/en.lproj/Localizable.strings": "\"a\" = \"1\";\n",
            "outside/L10n+Keys3.swift": "// Generated by tokengen, for another project\n",
            "p/tokengen.yml": "strings:\n  inputs: [S]\n  output: Gen/L10n.swift\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: project + "/Gen", withIntermediateDirectories: true)
        #expect(symlink(outside + "/L10n+Keys3.swift", project + "/Gen/L10n+Keys3.swift") == 0)
        let canonical = try #require(FileSystem.canonicalPath(root))
        for arguments in [["--quiet"], ["strings", "S", "--output", "Gen/L10n.swift", "--quiet"]] {
            let result = try run(tokengen, arguments, in: project)
            #expect(result.status == 1)
            let location = arguments.count == 1 ? "tokengen.yml:3:11: " : ""
            let bound = arguments.count == 1 ? canonical + "/p" : canonical + "/p/Gen"
            #expect(
                result.output
                    == "\(location)error: refusing to write Gen/L10n+Keys3.swift: a symbolic link leads it to \(canonical)/outside/L10n+Keys3.swift, outside \(bound); remove the link\n"
            )
            #expect(
                try String(contentsOfFile: outside + "/L10n+Keys3.swift", encoding: .utf8)
                    == "// Generated by tokengen, for another project\n")
            #expect(snapshot(project + "/Gen").keys.sorted() == ["L10n+Keys3.swift"])
        }
    }

    /// 17: `Gen/A.xcassets/` names the catalog `Gen/A.xcassets` names; a second run changes nothing.
    @Test func aTrailingSlashNamesTheSameCatalog() throws {
        let (root, project, _) = try projectBesideOutside()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "tokens:\n  - input: t.tokens.json\n    output: T.swift\n    assetCatalog: Gen//./A.xcassets/\n".write(
            toFile: project + "/tokengen.yml", atomically: true, encoding: .utf8)
        for expected in ["wrote T.swift (1 token; 3 of its 3 files changed)\n", "T.swift is up to date\n", "T.swift is up to date\n"] {
            let result = try run(tokengen, [], in: project)
            #expect(result.output == expected)
            #expect(FileManager.default.fileExists(atPath: project + "/Gen/A.xcassets/colorBrand.colorset/Contents.json"))
        }
    }

    /// 18: two jobs on one catalog would remove each other's colour sets.
    @Test func twoJobsOnOneCatalogAreAnError() throws {
        let (root, project, _) = try projectBesideOutside(["p/u.tokens.json": Self.brand])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try """
        tokens:
          - input: t.tokens.json
            output: T.swift
            assetCatalog: Gen/A.xcassets
          - input: u.tokens.json
            output: U.swift
            typeName: U
            assetCatalog: Gen/./A.xcassets/
        """.write(toFile: project + "/tokengen.yml", atomically: true, encoding: .utf8)
        let result = try run(tokengen, ["--quiet"], in: project)
        #expect(result.status == 1)
        #expect(
            result.output
                == "tokengen.yml:6:13: error: two jobs write the asset catalog Gen/A.xcassets: the job of output T.swift and the job of output U.swift; each removes the other's colour sets, so give each its own catalog\n"
        )
        #expect(!FileManager.default.fileExists(atPath: project + "/Gen"))
    }

    /// 19: names that differ only in case would be one folder on macOS's file system, and a name longer than a
    /// file name may be cannot be one; names whose Xcode symbols would be one (#58) would give one symbol: those
    /// tokens get no colour set (their constants are generated), with a warning; the rest of the catalog is written.
    @Test func colourSetNamesThatCannotBeFolders() throws {
        let long = String(repeating: "a", count: 250)
        let tokens =
            ##"{"ab": {"c": {"$type": "color", "$value": "#112233"}}, "a": {"bc": {"$type": "color", "$value": "#445566"}}, "##
            + ##""\##(long)": {"$type": "color", "$value": "#000000"}, "ok": {"$type": "color", "$value": "#FFFFFF"}, "##
            + ##""focus": {"inner": {"$type": "color", "$value": "#111111"}, "innerColor": {"$type": "color", "$value": "#222222"}}}"##
        let (root, project, _) = try projectBesideOutside(["p/t.tokens.json": tokens])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try run(
            tokengen,
            ["tokens", "t.tokens.json", "--output", "T.swift", "--asset-catalog", "A.xcassets", "--tool", "style-dictionary", "--quiet"],
            in: project)
        #expect(result.status == 0)
        #expect(
            result.output.contains(
                "t.tokens.json:1:62: warning: the tokens 'ab.c' and 'a.bc' get no colour set in the asset catalog (the constant is generated): their colour sets, 'abC.colorset' and 'aBc.colorset', differ only in case, and are one folder on macOS's file system; rename one of them\n"
            ), "\(result.output)")
        #expect(
            result.output.contains(
                "warning: the token '\(long)' gets no colour set in the asset catalog (the constant is generated): its colour set's name, '\(long).colorset', is longer than a file name may be (255 bytes); shorten its path\n"
            ))
        // Xcode drops a trailing "Color" from a colour set's symbol: the two would be one.
        #expect(
            result.output.contains(
                "warning: the tokens 'focus.inner' and 'focus.innerColor' get no colour set in the asset catalog (the constant is generated): their colour sets, 'focusInner.colorset' and 'focusInnerColor.colorset', would both be Xcode's symbol '.focusInner' (Xcode drops a trailing 'Color'); rename one of them\n"
            ))
        #expect(snapshot(project + "/A.xcassets").keys.sorted() == ["Contents.json", "ok.colorset", "ok.colorset/Contents.json"])
        let code = try String(contentsOfFile: project + "/T.swift", encoding: .utf8)
        #expect(code.contains("public var abC: Color {") && code.contains("public var aBc: Color {"))
    }

    /// 20: a stale colour set that cannot be removed is a warning; the run's files are written.
    @Test func aStaleColourSetThatCannotBeRemovedIsAWarning() throws {
        let (root, project, _) = try projectBesideOutside(["p/Gen/A.xcassets/old.colorset/Contents.json": Self.written])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let old = project + "/Gen/A.xcassets/old.colorset"
        // Root may remove any file from a folder it cannot write: make it immutable instead.
        let locked = getuid() == 0 ? try run("chattr", ["+i", old]).status == 0 : chmod(old, 0o555) == 0
        try #require(locked)
        defer { if getuid() == 0 { _ = try? run("chattr", ["-i", old]) } else { chmod(old, 0o755) } }
        let result = try run(
            tokengen, ["tokens", "t.tokens.json", "--output", "T.swift", "--asset-catalog", "Gen/A.xcassets", "--quiet"], in: project)
        #expect(result.status == 0)
        #expect(
            result.output
                == "warning: cannot remove Gen/A.xcassets/old.colorset/Contents.json, the colour set of a token that is gone: Operation not permitted; remove it by hand, or `tokengen check` reports it out of date\n"
        )
        #expect(FileManager.default.fileExists(atPath: project + "/T.swift"))
    }

    /// 21: SIGTERM or SIGINT at any moment leaves the old outputs or the new ones, never a mix: the renames of a
    /// run's 501 files finish before a signal ends it. Each attempt moves the outputs from one version to the
    /// other, and is killed the moment its first file is renamed (the output, whose inode changes), or, in
    /// the others, at another moment of the run.
    @Test(.tags(.heavy), .notInTheQuickLoop) func anInterruptedRunLeavesTheOldOutputsOrTheNew() throws {
        func tokens(_ green: Double) -> String {
            "{\"c\": {"
                + (0..<500).map { #""n\#($0)": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5, \#(green), 0.5]}}"# }
                .joined(separator: ", ") + "}}"
        }
        let versions = [tokens(0.25), tokens(0.75)]
        let arguments = ["tokens", "t.tokens.json", "--output", "Gen/T.swift", "--asset-catalog", "Gen/A.xcassets", "--quiet"]
        var expected: [[String: String]] = []
        for version in versions {
            let folder = try temporaryFolder(files: ["t.tokens.json": version])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            #expect(try run(tokengen, arguments, in: folder).status == 0)
            expected.append(snapshot(folder + "/Gen"))
        }
        let folder = try temporaryFolder(files: ["t.tokens.json": versions[0]])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try run(tokengen, arguments, in: folder).status == 0)
        var current = 0
        for attempt in 0..<8 {
            try versions[1 - current].write(toFile: folder + "/t.tokens.json", atomically: true, encoding: .utf8)
            var info = stat()
            _ = stat(folder + "/Gen/T.swift", &info)
            let output = info.st_ino
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tokengen)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            try process.run()
            if attempt < 4 {
                while process.isRunning, stat(folder + "/Gen/T.swift", &info) == 0, info.st_ino == output {}
            } else {
                Thread.sleep(forTimeInterval: Double(attempt * 60) / 1_000)
            }
            kill(process.processIdentifier, attempt % 2 == 0 ? SIGTERM : SIGINT)
            process.waitUntilExit()
            let outputs = snapshot(folder + "/Gen")
            let version = expected.firstIndex(of: outputs)
            #expect(version != nil, "attempt \(attempt): \(outputs.count) files, a mix of the two versions")
            if attempt < 4 { #expect(version == 1 - current) }
            current = version ?? current
        }
    }

    /// Random trees of folders, symbolic links (inside, outside, to `/`, dangling, loops), colour sets that
    /// tokengen or someone else wrote, and outputs: after any run, of a configuration or of a command line with
    /// `--project`, with tokens added and removed between runs, no file outside the project changed, appeared
    /// or went.
    @Test(.tags(.heavy), .notInTheQuickLoop) func nothingOutsideTheProjectChanges() throws {
        var written = 0
        for seed in UInt64(1)...40 {
            var random = SeededRandom(seed: seed)
            let root = try temporaryFolder(files: [
                "outside/keep.txt": "keep\n",
                "outside/L10n+Keys1.swift": "// Generated by tokengen\n",
                "outside/T.swift": "// Generated by tokengen\n",
                "outside/old.colorset/Contents.json": Self.written,
                "outside/hand.colorset/Contents.json": "{}\n",
                "outside/Other.xcassets/colorA.colorset/Contents.json": Self.written,
                "p/S/en.lproj/Localizable.strings": "\"a\" = \"1\";\n",
            ])
            defer { try? FileManager.default.removeItem(atPath: root) }
            let project = root + "/p", outside = root + "/outside"
            let targets = [
                outside, outside + "/old.colorset", outside + "/hand.colorset", outside + "/Other.xcassets", outside + "/T.swift",
                outside + "/L10n+Keys1.swift", outside + "/keep.txt", "/", root, project, project + "/S", outside + "/missing",
            ]
            let names = [
                "colorA.colorset", "colorB.colorset", "colorC.colorset", "old.colorset", "L10n+Keys1.swift", "L10n+Texts2.swift",
                "T.swift", "L10n.swift", "Contents.json", "loop",
            ]
            try FileManager.default.createDirectory(atPath: project + "/Gen", withIntermediateDirectories: true)
            var places = ["Gen"]
            if Int.random(in: 0..<4, using: &random) == 0 {
                _ = symlink(targets.randomElement(using: &random)!, project + "/Gen/A.xcassets")
            } else {
                try FileManager.default.createDirectory(atPath: project + "/Gen/A.xcassets", withIntermediateDirectories: true)
                places.append("Gen/A.xcassets")
            }
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let path = project + "/" + places.randomElement(using: &random)! + "/" + names.randomElement(using: &random)!
                var info = stat()
                guard lstat(path, &info) != 0 else { continue }
                switch Int.random(in: 0..<4, using: &random) {
                case 0: _ = symlink(targets.randomElement(using: &random)!, path)
                case 1: _ = symlink(path, path)
                case 2:
                    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
                    try Self.written.write(toFile: path + "/Contents.json", atomically: true, encoding: .utf8)
                default: try "// Generated by tokengen\n".write(toFile: path, atomically: true, encoding: .utf8)
                }
            }
            func tokens() -> String {
                "{\"color\": {"
                    + ["a", "b", "c"].filter { _ in Bool.random(using: &random) }
                    .map { #""\#($0)": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}}"# }
                    .joined(separator: ", ") + "}, \"d\": {\"$type\": \"number\", \"$value\": 1}}"
            }
            try
                "strings:\n  inputs: [S]\n  output: Gen/L10n.swift\ntokens:\n  - input: t.tokens.json\n    output: Gen/T.swift\n    assetCatalog: Gen/A.xcassets\n"
                .write(toFile: project + "/tokengen.yml", atomically: true, encoding: .utf8)
            let before = snapshot(outside)
            for _ in 0..<3 {
                try tokens().write(toFile: project + "/t.tokens.json", atomically: true, encoding: .utf8)
                let arguments =
                    Bool.random(using: &random)
                    ? ["--quiet"]
                    : [
                        "tokens", "t.tokens.json", "--output", "Gen/T.swift", "--asset-catalog", "Gen/A.xcassets", "--project", ".",
                        "--quiet",
                    ]
                let result = try run(tokengen, arguments, in: project)
                #expect(result.status == 0 || result.status == 1, "seed \(seed): \(result.output)")
                if result.status == 0 { written += 1 }
                #expect(snapshot(outside) == before, "seed \(seed), \(arguments): \(result.output)")
            }
        }
        // Most trees leave something to write: the runs are not all refused.
        #expect(written > 40)
    }
}
