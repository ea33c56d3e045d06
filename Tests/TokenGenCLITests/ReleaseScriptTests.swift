import Foundation
import Testing
import TestSupport

/// `Scripts/artifactbundle.sh` and its merge step take other machines' bundles, which arrive from a CI artifact
/// or a download: they write only inside the bundle, never replace this machine's binary, keep what the other
/// machines serve, and refuse an OUTDIR or a URL that would write where they must not. Each refusal comes before
/// the build (these tests build nothing); `Scripts/check-artifactbundle.sh` builds and merges for real.
@Suite struct ReleaseScriptTests {
    let script = repositoryFolder.appendingPathComponent("Scripts/artifactbundle.sh").path
    let merge = repositoryFolder.appendingPathComponent("Scripts/artifactbundle-merge.py").path
    static let version = "9.9.9"
    static let variant = "tokengen-9.9.9-linux-x86_64"

    func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("release-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/work/tokengen.artifactbundle", withIntermediateDirectories: true)
        return folder
    }

    /// A zip at `folder/name` with `entries` (name → contents; a contents of `link:TARGET` is a symbolic link) and
    /// an `info.json` of `variants` (each `[path, [triples]]`, as JSON).
    func zip(_ folder: String, _ name: String, variants: String, entries: [String: String]) throws -> String {
        let path = folder + "/" + name
        let script = """
            import json, sys, zipfile
            path, variants, entries = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
            info = {"schemaVersion": "1.0", "artifacts": {"tokengen": {"version": "\(Self.version)", "type": "executable",
                "variants": [{"path": p, "supportedTriples": t} for p, t in variants]}}}
            with zipfile.ZipFile(path, "w") as archive:
                archive.writestr("tokengen.artifactbundle/info.json", json.dumps(info))
                for name, contents in entries.items():
                    entry = zipfile.ZipInfo(name)
                    if contents.startswith("link:"):
                        entry.external_attr = 0o120777 << 16
                        contents = contents[5:]
                    else:
                        entry.external_attr = 0o100755 << 16
                    archive.writestr(entry, contents)
            """
        let entriesJSON = String(decoding: try JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys]), as: UTF8.self)
        let result = try run("python3", ["-c", script, path, variants, entriesJSON])
        #expect(result.status == 0, "\(result.output)")
        return path
    }

    /// The merge step for this machine's variant (x86_64 Linux) with `zips`.
    func merged(_ folder: String, _ zips: [String]) throws -> (status: Int32, output: String) {
        try run(
            "python3", [merge, folder + "/work/tokengen.artifactbundle", Self.version, Self.variant, "x86_64-unknown-linux-gnu"] + zips)
    }

    /// Every file under `folder`, relative to it.
    func files(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + $0, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    /// An entry `…/../../../escaped.txt` is refused, and nothing is written, inside or out.
    @Test func anEntryOutsideTheBundleIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let other = try zip(
            folder, "other.zip", variants: #"[["tokengen-9.9.9-macos/bin/tokengen", ["arm64-apple-macosx"]]]"#,
            entries: [
                "tokengen.artifactbundle/tokengen-9.9.9-macos/bin/tokengen": "binary",
                "tokengen.artifactbundle/tokengen-9.9.9-macos/../../../escaped.txt": "escaped",
            ])
        let result = try merged(folder, [other])
        #expect(result.status == 1)
        #expect(
            result.output
                == "error: \(other) has the entry 'tokengen.artifactbundle/tokengen-9.9.9-macos/../../../escaped.txt', outside tokengen.artifactbundle/ or not a plain relative path\n"
        )
        #expect(files(folder) == ["other.zip"])
    }

    /// A variant path with `..`, an absolute one, and a link in the zip are refused.
    @Test(arguments: [
        (
            #"[["../evil/bin/tokengen", ["arm64-apple-macosx"]]]"#, ["tokengen.artifactbundle/evil/bin/tokengen": "binary"],
            "the variant path '../evil/bin/tokengen' is not a relative path inside a variant folder"
        ),
        (
            #"[["/tmp/evil/bin/tokengen", ["arm64-apple-macosx"]]]"#, ["tokengen.artifactbundle/evil/bin/tokengen": "binary"],
            "the variant path '/tmp/evil/bin/tokengen' is not a relative path inside a variant folder"
        ),
        (
            #"[["mac/./bin/tokengen", ["arm64-apple-macosx"]]]"#, ["tokengen.artifactbundle/mac/bin/tokengen": "binary"],
            "the variant path 'mac/./bin/tokengen' is not a relative path inside a variant folder"
        ),
        (
            #"[["mac/bin/tokengen", ["arm64-apple-macosx"]]]"#, ["tokengen.artifactbundle/mac/bin/tokengen": "link:/bin/sh"],
            "has the link 'tokengen.artifactbundle/mac/bin/tokengen': a bundle holds files and folders only"
        ),
        (
            #"[["mac/bin/tokengen", ["arm64-apple-macosx"]]]"#, ["tokengen.artifactbundle/other/bin/tokengen": "binary"],
            "the variant mac/bin/tokengen has no file tokengen.artifactbundle/mac/bin/tokengen"
        ),
        (
            #"[["mac/bin/tokengen", "arm64-apple-macosx"]]"#, ["tokengen.artifactbundle/mac/bin/tokengen": "binary"],
            "the variant mac/bin/tokengen has no list of triples"
        ),
    ])
    func variantPathsStayInsideTheBundle(variants: String, entries: [String: String], problem: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let other = try zip(folder, "other.zip", variants: variants, entries: entries)
        let result = try merged(folder, [other])
        #expect(result.status == 1)
        #expect(result.output == "error: \(other)\(problem.hasPrefix("has") ? " " : ": ")\(problem)\n")
        #expect(files(folder) == ["other.zip"])
    }

    /// A variant in a folder of this machine's variant's name (for another triple) is an error: it would replace
    /// the binary just built.
    @Test func aVariantFolderOfThisMachinesNameIsAnError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let other = try zip(
            folder, "other.zip", variants: #"[["\#(Self.variant)/bin/tokengen", ["aarch64-unknown-linux-gnu"]]]"#,
            entries: ["tokengen.artifactbundle/\(Self.variant)/bin/tokengen": "theirs"])
        let result = try merged(folder, [other])
        #expect(result.status == 1)
        #expect(
            result.output
                == "error: \(other): the variant folder '\(Self.variant)' is also this machine's build's; rename one of them\n")
        #expect(files(folder) == ["other.zip"])
    }

    /// A variant that serves this machine's triple and another is kept for the other; one that serves only
    /// triples already served is left out; the others' files are copied in, and info.json lists each.
    @Test func aVariantIsKeptForTheTriplesNoOtherServes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let both = try zip(
            folder, "both.zip",
            variants: #"[["tokengen-9.9.9-linux-multi/bin/tokengen", ["x86_64-unknown-linux-gnu", "riscv64-unknown-linux-gnu"]]]"#,
            entries: ["tokengen.artifactbundle/tokengen-9.9.9-linux-multi/bin/tokengen": "multi"])
        let again = try zip(
            folder, "again.zip", variants: #"[["tokengen-9.9.9-linux-riscv/bin/tokengen", ["riscv64-unknown-linux-gnu"]]]"#,
            entries: ["tokengen.artifactbundle/tokengen-9.9.9-linux-riscv/bin/tokengen": "riscv"])
        let result = try merged(folder, [both, again])
        #expect(result.status == 0, "\(result.output)")
        #expect(
            files(folder + "/work") == [
                "tokengen.artifactbundle/info.json", "tokengen.artifactbundle/tokengen-9.9.9-linux-multi/bin/tokengen",
            ])
        #expect(
            try String(contentsOfFile: folder + "/work/tokengen.artifactbundle/info.json", encoding: .utf8) == """
                {
                  "schemaVersion": "1.0",
                  "artifacts": {
                    "tokengen": {
                      "version": "9.9.9",
                      "type": "executable",
                      "variants": [
                        {
                          "path": "tokengen-9.9.9-linux-multi/bin/tokengen",
                          "supportedTriples": [
                            "riscv64-unknown-linux-gnu"
                          ]
                        },
                        {
                          "path": "tokengen-9.9.9-linux-x86_64/bin/tokengen",
                          "supportedTriples": [
                            "x86_64-unknown-linux-gnu"
                          ]
                        }
                      ]
                    }
                  }
                }

                """)
    }

    /// OUTDIR inside the repository's Plugins/ or Sources/ (however written), with a line break, or naming a
    /// TokenGenPlugin folder the script did not write; a URL that is not a plain https URL of a .zip: each an
    /// error before anything is built or removed.
    @Test func outdirAndURLAreCheckedFirst() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = repositoryFolder.path
        let before = files(root + "/Plugins")
        try FileManager.default.createDirectory(atPath: folder + "/theirs/TokenGenPlugin", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/plugins-link", withDestinationPath: root + "/Plugins")
        let resolvedRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let refusals: [([String], String)] = [
            (
                [root + "/Plugins"],
                "error: OUTDIR \(resolvedRoot)/Plugins is inside the repository's Plugins/, whose files the script would replace"
            ),
            (
                [root + "/Sources/tokengen/.."],
                "error: OUTDIR \(resolvedRoot)/Sources is inside the repository's Sources/, whose files the script would replace"
            ),
            (
                [folder + "/plugins-link"],
                "error: OUTDIR \(resolvedRoot)/Plugins is inside the repository's Plugins/, whose files the script would replace"
            ),
            ([folder + "/out\n"], "error: OUTDIR must be a plain path, without control characters or line breaks"),
            (
                [folder + "/theirs"],
                "error: \(folder)/theirs/TokenGenPlugin exists and is not a plugin package this script wrote; remove it or choose another OUTDIR"
            ),
            (
                [folder + "/out", "--url", #"https://example.com/a.zip", checksum: "x"), .target(name: "Evil"#],
                #"error: --url must be an https URL of the bundle's .zip (letters, digits and URL punctuation; no quotes, spaces or backslashes): https://example.com/a.zip", checksum: "x"), .target(name: "Evil"#
            ),
            (
                [folder + "/out", "--url", "http://example.com/tokengen.artifactbundle.zip"],
                "error: --url must be an https URL of the bundle's .zip (letters, digits and URL punctuation; no quotes, spaces or backslashes): http://example.com/tokengen.artifactbundle.zip"
            ),
        ]
        for (arguments, message) in refusals {
            let result = try run(script, arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.output == message + "\n", "\(arguments)")
        }
        #expect(files(root + "/Plugins") == before)
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out\n"))
    }
}
