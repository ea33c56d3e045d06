import Foundation
import Testing
import TestSupport

/// The `tokengen` executable as CI and build systems run it: exit codes and diagnostics on stderr.
@Suite struct CommandLineTests {
    let root = repositoryFolder.path
    var tokengen: String { builtTokengen }

    /// A folder of its own for a test's output: a strings job writes 16 more files beside it.
    func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Without a configuration, `tokengen` says how to start; `tokengen init` writes one that generates at
    /// once, and never replaces it.
    @Test func initStartsAProject() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let none = try run(tokengen, [], in: folder)
        #expect(none.status == 1)
        #expect(
            none.output
                == "error: there is no tokengen.yml; write one from the project's tables and token files with `tokengen init` (or from a SwiftGen configuration with `tokengen init --from swiftgen.yml`)\n"
        )
        try "strings:\n  inputs: Resources/en.lproj/Localizable.strings\n".write(
            toFile: folder + "/swiftgen.yml", atomically: true, encoding: .utf8)
        #expect(
            try run(tokengen, [], in: folder).output
                == "error: there is no tokengen.yml; write one from SwiftGen's with `tokengen init --from swiftgen.yml`, or from the project's tables and token files with `tokengen init`\n"
        )
        // Nothing to take over, or nothing to set up: no configuration that cannot run is written.
        try "strings:\n  inputs: Resources/en.lproj/Localizable.strings\n  outputs:\n    templatePath: mine.stencil\n    output: S.swift\n".write(
            toFile: folder + "/swiftgen.yml", atomically: true, encoding: .utf8)
        let nothing = try run(tokengen, ["init", "--from", "swiftgen.yml"], in: folder)
        #expect(nothing.status == 1)
        #expect(
            nothing.output == """
                not carried over: swiftgen.yml:2: a 'strings' entry whose inputs name no table inside the project
                error: swiftgen.yml has no strings output tokengen can take over (each is listed above, with why); no tokengen.yml is written, as it would have no job

                """)
        let empty = try run(tokengen, ["init"], in: folder)
        #expect(empty.status == 1)
        #expect(
            empty.output
                == "error: found no tables and no token files under .; no tokengen.yml is written, as it would have no job: name them in one yourself (see the README)\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/tokengen.yml"))
        try FileManager.default.removeItem(atPath: folder + "/swiftgen.yml")
        try FileManager.default.createDirectory(atPath: folder + "/Resources/en.lproj", withIntermediateDirectories: true)
        try "\"hello\" = \"Hello\";\n".write(toFile: folder + "/Resources/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let written = try run(tokengen, ["init"], in: folder)
        #expect(written.status == 0)
        #expect(
            written.output == """
                strings: Resources: 1 table in 1 language (base en, from en.lproj) → L10n in Generated/L10n.swift
                wrote tokengen.yml; run tokengen to generate

                """)
        let generated = try run(tokengen, [], in: folder)
        #expect(generated.status == 0)
        #expect(generated.output.hasPrefix("wrote Generated/L10n.swift (1 key, 1 language;"))
        let again = try run(tokengen, ["init"], in: folder)
        #expect(again.status == 1)
        #expect(
            again.output
                == "error: tokengen.yml exists; tokengen init never replaces a configuration: remove it, or add the jobs to it by hand\n")
    }

    @Test func inputErrorExitsOneWithCompilerStyleDiagnostics() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/L10n.swift"
        let result = try run(tokengen, ["strings", fixturePath("strings/missing-semicolon.strings"), "--output", output])
        #expect(result.status == 1)
        #expect(result.output == "\(fixturePath("strings/missing-semicolon.strings")):2:1: error: expected ';' after \"a\", found '\"'\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    /// `summary-preview --check-fit` (a debug build: the pseudo-languages exist) exits 1 only when a text does
    /// not fit its frame or is too faint.
    @Test func summaryPreviewChecksTheFit() throws {
        let preview = builtExecutable("summary-preview")
        for language in ["en", "pl", "en-XA", "ar-XB"] {
            let result = try run(preview, ["--language", language, "--password", "5216577", "--toast", "--check-fit"])
            #expect(result.status == 0, "\(language)")
            #expect(!result.output.contains("⚠"))
        }
        let long = String(repeating: "7", count: 70)
        let failing = try run(preview, ["--password", long, "--check-fit"])
        #expect(failing.status == 1)
        #expect(failing.output.contains("Problems:\n  summary.password: overflow: password needs 2567.2 pt, has 308\n"))
        #expect(try run(preview, ["--password", long]).status == 0)
    }

    /// `tokengen tokens DIR/$themes.json` reads the sets it names only inside DIR, or inside `--project`: a set
    /// `../secret` is an error that quotes nothing of that file, and nothing is written.
    @Test func themesOnTheCommandLineStayInTheirFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/export", withIntermediateDirectories: true)
        try #"{"topSecretToken": {"$type": "number", "$value": 42}}"#.write(
            toFile: folder + "/secret.json", atomically: true, encoding: .utf8)
        try #"[{"name": "Light", "selectedTokenSets": {"../secret": "enabled"}}]"#.write(
            toFile: folder + "/export/$themes.json", atomically: true, encoding: .utf8)
        let output = folder + "/out/Tokens.swift"
        let outside = try run(tokengen, ["tokens", folder + "/export/$themes.json", "--output", output], in: folder)
        #expect(outside.status == 1)
        #expect(
            outside.output.contains("error: the source ") && outside.output.contains("/secret.json is outside the project folder ")
                && !outside.output.contains("topSecretToken"), "\(outside.output)")
        #expect(!FileManager.default.fileExists(atPath: output))
        let inside = try run(
            tokengen, ["tokens", folder + "/export/$themes.json", "--output", output, "--project", folder, "--quiet"], in: folder)
        #expect(inside.status == 0, "\(inside.output)")
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("public var topSecretToken: Swift.Double { 42.0 }"))
        let missing = try run(
            tokengen, ["tokens", folder + "/export/$themes.json", "--output", output, "--project", folder + "/nowhere"], in: folder)
        #expect(missing.status == 1)
    }

    @Test func failedRunLeavesThePreviousOutputByteForByte() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let previous = "// previous output\n"
        try previous.write(toFile: folder + "/L10n.swift", atomically: true, encoding: .utf8)
        let result = try run(
            tokengen, ["strings", fixturePath("strings/unterminated-comment.strings"), "--output", folder + "/L10n.swift"])
        #expect(result.status == 1)
        #expect(try String(contentsOfFile: folder + "/L10n.swift", encoding: .utf8) == previous)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["L10n.swift"])
    }

    /// `warningsAsErrors: true` in the configuration, as the build-tool plugin runs the tool
    /// (`generate --config … --output-directory …`): the translation's warning is an error, nothing is written.
    @Test func warningsAsErrorsFromTheConfiguration() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: fixturePath("strings/cross"), toPath: folder + "/Strings")
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        for (strict, status) in [(false, Int32(0)), (true, 1)] {
            try """
            warningsAsErrors: \(strict)
            strings:
              inputs: [Strings]
              output: L10n.swift
            """.write(toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
            let result = try run(
                tokengen, ["generate", "--config", folder + "/tokengen.yml", "--output-directory", folder + "/out", "--quiet"])
            #expect(result.status == status)
            #expect(
                result.output.contains(
                    "/Strings/pl.lproj/Localizable.strings:2:1: \(strict ? "error" : "warning"): the 'pl' text of \"items\" reads argument 1 as Any"
                ))
            #expect(
                result.output.hasSuffix("pl: 1 translation shows the base text (placeholders differ), 1 is missing (the base text shows)\n")
            )
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out").isEmpty == strict)
            try? FileManager.default.removeItem(atPath: folder + "/out")
            try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        }
    }

    @Test func warningsAsErrorsAndBadFlags() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/L10n.swift"
        let lenient = try run(tokengen, ["strings", fixturePath("strings/duplicate.strings"), "--output", output])
        #expect(lenient.status == 0)
        let strict = try run(tokengen, ["strings", fixturePath("strings/duplicate.strings"), "--output", output, "--warnings-as-errors"])
        #expect(strict.status == 1)
        #expect(try run(tokengen, ["strings", "--lookup", "sideways"]).status == 64)
    }

    @Test func printsItsVersion() throws {
        let result = try run(tokengen, ["--version"])
        #expect(result.status == 0)
        #expect(result.output == "0.21.0\n")
    }

    /// The manuals' package lines name the version a release of this source has.
    @Test func theManualsNameThisVersion() throws {
        for document in ["README.md", "Docs/Plugin.md"] {
            let text = try String(contentsOf: repositoryFolder.appendingPathComponent(document), encoding: .utf8)
            let versions = text.matches(of: /from: "([^"]*)"/).map { String($0.output.1) }
            #expect(!versions.isEmpty && versions.allSatisfy { $0 == "0.21.0" }, "\(document): \(versions)")
        }
    }

    @Test func checkPassesOnTheRepository() throws {
        let result = try run(tokengen, ["check"], in: root)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "")
    }

    /// One line per output: what was written, or that it was up to date; nothing with `--quiet`.
    @Test func printsWhatItWrote() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/L10n.swift"
        let arguments = ["strings", fixturePath("strings/tables"), "--output", output]
        #expect(try run(tokengen, arguments).output == "wrote \(output) (2 keys, 2 languages; 17 of its 17 files changed)\n")
        #expect(try run(tokengen, arguments).output == "\(output) is up to date\n")
        #expect(try run(tokengen, arguments + ["--quiet"]).output == "")
    }

    /// A warning that repeats more than 20 times: the first five, then one line that counts the rest.
    @Test func repeatedWarningsAreSummarized() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/L10n.swift"
        let result = try run(tokengen, ["strings", fixturePath("strings/many-missing"), "--output", output, "--quiet"])
        #expect(result.status == 0)
        let en = fixturePath("strings/many-missing/en.lproj/Localizable.strings")
        let pl = fixturePath("strings/many-missing/pl.lproj/Localizable.strings")
        let shown = (1...5).map { "\(en):\($0 + 1):1: warning: \"key0\($0)\" has no 'pl' translation in \(pl); the base text is used" }
        #expect(
            result.output
                == (shown + [
                    "warning: 19 more warnings of this kind are not shown (24 in all): missing translations (the base text is used)",
                    "pl: 24 are missing (the base text shows)",
                ]).joined(separator: "\n") + "\n")
    }

    /// Characters in messages are shown whole, and invisible ones by name.
    @Test func charactersInMessages() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/L10n.swift"
        let result = try run(tokengen, ["strings", fixturePath("strings/apple/nbsp.strings"), "--output", output])
        #expect(result.status == 1)
        #expect(
            result.output
                == "\(fixturePath("strings/apple/nbsp.strings")):2:1: error: expected a key (a quoted string or a word), found U+00A0 (no-break space)\n"
        )
    }

    /// The languages' files are parsed on all cores at once; every file's problems are reported, in the
    /// same order on every run.
    @Test func everyLanguageReportedInOneRunInOneOrder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tables = fixturePath("strings/errors-in-every-language")
        let expected = """
            \(tables)/de.lproj/Localizable.strings:2:1: warning: the 'de' text of "b" reads argument 1 as Any, but the call passes Int: 'de' shows the base text for this key; write its placeholders as the base text does
            \(tables)/en.lproj/Localizable.strings:2:1: note: base text of "b" is here
            \(tables)/pl.lproj/Localizable.strings:1:11: warning: expected ';' after "a", found '"': this 'pl' file is not read, so 'pl' shows the base texts of the 'Localizable' table until it is fixed
            de: 1 translation shows the base text (placeholders differ)
            pl: 2 are in a file that cannot be read (the base text shows)

            """
        for _ in 0..<5 {
            let result = try run(tokengen, ["strings", tables, "--output", folder + "/L10n.swift", "--quiet"])
            #expect(result.status == 0)
            #expect(result.output == expected)
        }
    }
}
