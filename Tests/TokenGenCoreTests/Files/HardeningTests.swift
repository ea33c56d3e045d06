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

/// Nothing from a name becomes code, no file is clobbered, no input is endless: the CLI as a build runs it, on
/// FIFOs, devices, symbolic links and outputs that are inputs (a run that would hang is killed by `run`, and
/// its test fails on the output, not on the machine's speed).
@Suite struct HardeningTests {
    let root = repositoryFolder.path
    var tokengen: String { builtTokengen }

    /// A folder with `S/en.lproj/Localizable.strings` holding one key.
    func project() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/S/en.lproj", withIntermediateDirectories: true)
        try "\"a\" = \"1\";\n".write(toFile: folder + "/S/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func fifosAndDevicesAreNeverReadNorWritten() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        let readFIFO = try run(tokengen, ["strings", "fifo", "--output", "out.swift"], in: folder)
        #expect(readFIFO.status == 1)
        #expect(
            readFIFO.output
                == "error: cannot read fifo: it is not a regular file (a FIFO, a device or a socket); tokengen reads only regular files\n")
        for device in ["/dev/zero", "/dev/urandom"] {
            let result = try run(tokengen, ["strings", device, "--output", "out.swift"], in: folder)
            #expect(
                result.output
                    == "error: cannot read \(device): it is not a regular file (a FIFO, a device or a socket); tokengen reads only regular files\n"
            )
        }
        let writeFIFO = try run(tokengen, ["strings", "S", "--output", "fifo"], in: folder)
        #expect(
            writeFIFO.output
                == "error: cannot write fifo: it is not a regular file (a FIFO, a device or a socket); tokengen writes only regular files\n"
        )
        let devNull = try run(tokengen, ["strings", "S", "--output", "/dev/null"], in: folder)
        #expect(devNull.status == 1)
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        let config = try run(tokengen, ["--config", "fifo"], in: folder)
        #expect(
            config.output
                == "error: cannot read the configuration file fifo: it is not a regular file (a FIFO, a device or a socket); tokengen reads only regular files\n"
        )
    }

    @Test func anOutputThatIsAnInputIsRefused() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let table = "S/en.lproj/Localizable.strings"
        let result = try run(tokengen, ["strings", "S", "--output", table], in: folder)
        #expect(result.status == 1)
        #expect(result.output == "error: refusing to write \(table): it is an input (\(table)); choose another output\n")
        #expect(try String(contentsOfFile: folder + "/" + table, encoding: .utf8) == "\"a\" = \"1\";\n")
        let config = "strings:\n  inputs: [S]\n  output: tokengen.yml\n"
        try config.write(toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        let overConfig = try run(tokengen, [], in: folder)
        #expect(
            overConfig.output
                == "tokengen.yml:3:11: error: refusing to write tokengen.yml: it is an input (tokengen.yml); choose another output\n")
        #expect(try String(contentsOfFile: folder + "/tokengen.yml", encoding: .utf8) == config)
    }

    /// An output path that names a folder is an error before anything is created.
    @Test func anOutputEndingInASlashIsAnError() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try run(tokengen, ["strings", "S", "--output", "Generated/"], in: folder)
        #expect(result.status == 1)
        #expect(result.output == "error: cannot write 'Generated/': an output must name a file, not a folder\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Generated"))
    }

    /// A configuration comes with any pull request: an output that names a file tokengen did not write (a
    /// shell's start-up file, a source file) is an error, and nothing is written; through a link too.
    @Test func aFileTokengenDidNotWriteIsNeverReplaced() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let victim = "export PATH=/usr/bin\n"
        try victim.write(toFile: folder + "/bashrc", atomically: true, encoding: .utf8)
        try "let answer = 42\n".write(toFile: folder + "/Answer.swift", atomically: true, encoding: .utf8)
        #expect(symlink("Answer.swift", folder + "/Link.swift") == 0)
        try """
        strings:
          inputs: [S]
          output: bashrc
        tokens:
          - input: t.tokens.yml
            output: Link.swift
        """.write(toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        try "gap:\n  $type: number\n  $value: 4\n  $description: 'rm -rf ~'\n".write(
            toFile: folder + "/t.tokens.yml", atomically: true, encoding: .utf8)
        let result = try run(tokengen, [], in: folder)
        #expect(result.status == 1)
        #expect(
            result.output == """
                tokengen.yml:3:11: error: refusing to replace bashrc: tokengen did not write it (it does not begin with '// Generated by tokengen'); remove it, or choose another output
                tokengen.yml:6:13: error: refusing to replace Link.swift: tokengen did not write it (it does not begin with '// Generated by tokengen'); remove it, or choose another output

                """)
        #expect(try String(contentsOfFile: folder + "/bashrc", encoding: .utf8) == victim)
        #expect(try String(contentsOfFile: folder + "/Answer.swift", encoding: .utf8) == "let answer = 42\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/bashrc+Keys0.swift"))
        // The library's writer refuses on its own too.
        let diagnostics = DiagnosticCollector()
        #expect(OutputWriter.write("// Generated by tokengen\n", to: folder + "/bashrc", diagnostics: diagnostics) == nil)
        #expect(try String(contentsOfFile: folder + "/bashrc", encoding: .utf8) == victim)
    }

    /// A configuration reads and writes only inside its project (its own folder, or what `--project` names, as
    /// the build-tool plugin gives the package's), after symbolic links; a file outside is never read, so none
    /// of its lines reach the build log. The command line's own paths stay free.
    @Test func theProjectIsTheBoundary() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outside = folder + "-outside"
        try FileManager.default.createDirectory(atPath: outside + "/en.lproj", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try "\"secret\" = \"hunter2\";\n".write(toFile: outside + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try "root:x:0:0\n".write(toFile: outside + "/shadow.tokens.json", atomically: true, encoding: .utf8)
        let outsideName = PathText.fileName(of: outside)
        try FileManager.default.createDirectory(atPath: folder + "/Linked", withIntermediateDirectories: true)
        #expect(symlink(outside + "/en.lproj", folder + "/Linked/en.lproj") == 0)
        try """
        strings:
          - inputs: [../\(outsideName)]
            output: A.swift
          - inputs: [Linked]
            output: B.swift
            enumName: B
          - inputs: [S]
            output: ../\(outsideName)/L10n.swift
            enumName: C
        tokens:
          - input: themes.resolver.json
            output: T.swift
        """.write(toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        try
            #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "../\#(outsideName)/shadow.tokens.json"}]}]}"#
            .write(toFile: folder + "/themes.resolver.json", atomically: true, encoding: .utf8)
        let result = try run(tokengen, ["--quiet"], in: folder)
        #expect(result.status == 1)
        let canonical = try #require(FileSystem.canonicalPath(folder))
        #expect(
            result.output == """
                tokengen.yml:2:14: error: the input '../\(outsideName)' is outside the project folder \(canonical) (after symbolic links); a configuration reads and writes only inside it
                tokengen.yml:8:13: error: the output '../\(outsideName)/L10n.swift' is outside the project folder \(canonical) (after symbolic links); a configuration reads and writes only inside it

                """)
        // Without those two jobs: the linked folder and the resolver's source are refused, and never read.
        try """
        strings:
          inputs: [Linked]
          output: B.swift
        tokens:
          - input: themes.resolver.json
            output: T.swift
        """.write(toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        let second = try run(tokengen, ["--quiet"], in: folder)
        #expect(second.status == 1)
        #expect(!second.output.contains("hunter2") && !second.output.contains("root:x"))
        #expect(
            second.output.contains(
                "error: Linked/en.lproj leads outside the project folder \(canonical) (through a symbolic link); it is not read"))
        #expect(
            second.output.contains(
                "themes.resolver.json:1:97: error: the source ../\(outsideName)/shadow.tokens.json is outside the project folder \(canonical) (after symbolic links); a resolver document reads only inside it"
            ))
        #expect(!FileManager.default.fileExists(atPath: outside + "/L10n.swift"))
        // `--project` widens the boundary, as the plugin does for a target's configuration.
        try FileManager.default.createDirectory(atPath: folder + "/Sources/App", withIntermediateDirectories: true)
        try "strings:\n  inputs: [../../S]\n  output: L10n.swift\n".write(
            toFile: folder + "/Sources/App/tokengen.yml", atomically: true, encoding: .utf8)
        #expect(try run(tokengen, ["--config", "Sources/App/tokengen.yml", "--quiet"], in: folder).status == 1)
        #expect(try run(tokengen, ["--config", "Sources/App/tokengen.yml", "--project", ".", "--quiet"], in: folder).status == 0)
        // `..` after a folder that does not exist yet leaves the folder before it, as the kernel will once
        // writing has created it: outside, or onto a file tokengen did not write; nothing is created.
        try "strings:\n  inputs: [S]\n  output: nx/../../\(outsideName)/L10n.swift\n".write(
            toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        let escaping = try run(tokengen, ["--quiet"], in: folder)
        #expect(
            escaping.output == """
                tokengen.yml:3:11: error: the output 'nx/../../\(outsideName)/L10n.swift' is outside the project folder \(canonical) (after symbolic links); a configuration reads and writes only inside it

                """)
        #expect(FileSystem.canonicalPath(folder + "/nx/./a/../../b.swift") == canonical + "/b.swift")
        #expect(FileSystem.canonicalPath(folder + "/nx/../../x.swift") == FileSystem.folder(of: canonical)! + "/x.swift")
        #expect(!FileManager.default.fileExists(atPath: outside + "/L10n.swift") && !FileManager.default.fileExists(atPath: folder + "/nx"))
        try "strings:\n  inputs: [S]\n  output: nx/../tokengen.yml\n".write(
            toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        let configuration = try String(contentsOfFile: folder + "/tokengen.yml", encoding: .utf8)
        #expect(
            try run(tokengen, ["--quiet"], in: folder).output
                == "tokengen.yml:3:11: error: refusing to write \(canonical)/tokengen.yml: it is an input (tokengen.yml); choose another output\n"
        )
        #expect(try String(contentsOfFile: folder + "/tokengen.yml", encoding: .utf8) == configuration)
        #expect(!FileManager.default.fileExists(atPath: folder + "/nx"))
        // The command line's own paths are the user's choice.
        #expect(try run(tokengen, ["strings", outside, "--output", outside + "/Out.swift", "--quiet"], in: folder).status == 0)
    }

    /// A file that is not a token file by its name is never read as one, so no line of it reaches a build log.
    @Test func onlyTokenFilesAreReadAsTokenFiles() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "SECRET=hunter2\n".write(toFile: folder + "/.env", atomically: true, encoding: .utf8)
        try #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": ".env"}]}]}"#
            .write(toFile: folder + "/t.resolver.json", atomically: true, encoding: .utf8)
        try "tokens:\n  - input: .env\n    output: A.swift\n  - input: t.resolver.json\n    output: B.swift\n"
            .write(toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        let result = try run(tokengen, ["--quiet"], in: folder)
        #expect(result.status == 1)
        #expect(!result.output.contains("hunter2"))
        #expect(
            result.output == """
                error: .env is not a token file (.tokens.json, .json, .tokens, .yml or .yaml), so it is not read
                t.resolver.json:1:94: error: the source .env is not a token file (.tokens.json, .json, .tokens, .yml or .yaml), so it is not read

                """)
    }

    @Test func twoJobsWritingOneFileIsAnError() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
        strings:
          - inputs: [S]
            output: A/L10n.swift
          - inputs: [S]
            output: B/L10n.swift
            enumName: Texts
        """.write(toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        let result = try run(tokengen, ["--output-directory", "out"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.output == """
                S/en.lproj/Localizable.strings:1:1: warning: "a" would become LocalizedStringResource.a, which the job of 'A/L10n.swift' declares for "a", so it has no resource here (its accessor is generated); rename one of them
                tokengen.yml:5:13: error: two jobs write out/L10n.swift: the job of output A/L10n.swift and the job of output B/L10n.swift; give them outputs with different file names

                """)
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    /// A run writes all its files or none: when one output cannot be written, the others keep their bytes, and
    /// the folders and temporary files the run created are gone.
    @Test func aFailedRunChangesNothing() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "gap:\n  $type: number\n  $value: 4\n".write(toFile: folder + "/t.tokens.yml", atomically: true, encoding: .utf8)
        func configure(tokensOutput: String) throws {
            try "strings:\n  inputs: [S]\n  output: Gen/L10n.swift\ntokens:\n  - input: t.tokens.yml\n    output: \(tokensOutput)\n"
                .write(toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: folder + "/Folder.swift", withIntermediateDirectories: false)
        try configure(tokensOutput: "Folder.swift")
        let first = try run(tokengen, ["--quiet"], in: folder)
        #expect(first.status == 1)
        #expect(first.output == "tokengen.yml:6:13: error: cannot write Folder.swift: it is a folder\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Gen"))

        try configure(tokensOutput: "Gen/T.swift")
        #expect(try run(tokengen, ["--quiet"], in: folder).status == 0)
        let generated = try FileManager.default.contentsOfDirectory(atPath: folder + "/Gen").sorted()
        let before = try generated.map { try Data(contentsOf: URL(fileURLWithPath: folder + "/Gen/" + $0)) }
        #expect(generated.count == 18)
        try "\"a\" = \"2\";\n\"b\" = \"3\";\n".write(toFile: folder + "/S/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try configure(tokensOutput: "Folder.swift")
        #expect(try run(tokengen, ["--quiet"], in: folder).status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/Gen").sorted() == generated)
        #expect(try generated.map { try Data(contentsOf: URL(fileURLWithPath: folder + "/Gen/" + $0)) } == before)

        // The temporary name of the first shard's file is too long for the file system (whatever the process
        // number): found only while writing, after the folder was created and the root file was staged.
        let stem = String(repeating: "L", count: 227)
        let long = try run(tokengen, ["strings", "S", "--output", "New/\(stem).swift"], in: folder)
        #expect(long.status == 1)
        #expect(long.output == "error: cannot write New/\(stem)+Keys0.swift: File name too long\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/New"))

        let climbing = try run(tokengen, ["strings", "S", "--output", "nx/.."], in: folder)
        #expect(climbing.output == "error: cannot write nx/..: it is a folder\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/nx"))
        let git = try run(tokengen, ["strings", "S", "--output", ".git/hooks/L10n.swift"], in: folder)
        #expect(
            git.output
                == "error: refusing to write .git/hooks/L10n.swift: it is inside a .git folder, which belongs to Git; choose another output\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder + "/.git"))
    }

    /// Keys with escape sequences, a right-to-left override or a line break reach the terminal escaped, in
    /// diagnostics and in the text report: they can neither recolour a CI log nor forge a line of it.
    @Test func controlCharactersAreEscapedForTheTerminal() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try
            "\"\u{1B}[31mred\" = \"A\";\n\"\u{1B}[31mred\" = \"B\";\n\"rlo\u{202E}evil\" = \"C\";\n\"line\\nbreak\" = \"E\";\n\"line\\nbreak\" = \"F\";\n"
            .write(toFile: folder + "/S/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let generated = try run(tokengen, ["strings", "S", "--output", "L10n.swift", "--quiet"], in: folder)
        #expect(
            generated.output == #"""
                S/en.lproj/Localizable.strings:2:1: warning: duplicate key "\u{1B}[31mred": defined at lines 1 and 2; the last one wins
                S/en.lproj/Localizable.strings:1:1: note: earlier definition of "\u{1B}[31mred" is here
                S/en.lproj/Localizable.strings:5:1: warning: duplicate key "line\nbreak": defined at lines 4 and 5; the last one wins
                S/en.lproj/Localizable.strings:4:1: note: earlier definition of "line\nbreak" is here

                """#)
        let report = try run(tokengen, ["report", "S"], in: folder)
        #expect(
            report.output.hasSuffix(
                #"""
                unused keys: 3
                  \u{1B}[31mred  (Localizable)  S/en.lproj/Localizable.strings:2
                  rlo\u{202E}evil  (Localizable)  S/en.lproj/Localizable.strings:3
                  line\nbreak  (Localizable)  S/en.lproj/Localizable.strings:5

                """#))
        #expect(!report.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    }

    /// A configuration that begins with a byte-order mark reads as YAML reads it, in the tool and in the
    /// plugin's line reader; one the line reader cannot follow names only the paths the two find differently.
    @Test func aConfigurationWithAByteOrderMarkOrFlowStyle() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "\u{FEFF}strings:\n  inputs: [S]\n  output: L10n.swift\n".write(
            toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        let marked = try run(tokengen, ["--quiet"], in: folder)
        #expect(marked.status == 0 && marked.output.isEmpty, "\(marked.output)")
        #expect(FileManager.default.fileExists(atPath: folder + "/L10n.swift"))
        try "strings: {inputs: [S], output: L10n.swift}\n".write(toFile: folder + "/tokengen.yml", atomically: true, encoding: .utf8)
        let flow = try run(tokengen, ["--quiet"], in: folder)
        #expect(flow.status == 1)
        #expect(
            flow.output == """
                tokengen.yml:1:1: error: the build-tool plugin, which reads this file line by line, finds the inputs [] where the configuration names ["S"], the outputs [] where the configuration names ["L10n.swift"], the outputs of strings jobs [] where the configuration names ["L10n.swift"]; write it in block style: one 'key: value' per line, lists as '[a, b]' on one line or as '- item' lines, no '{…}'

                """)
    }

    /// A symbolic link as output is written through (the link stays); an existing output keeps its mode.
    @Test func symbolicLinksAndModes() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(
            atPath: folder + "/real.swift", contents: Data("// Generated by tokengen, once".utf8), attributes: [.posixPermissions: 0o600])
        #expect(symlink("real.swift", folder + "/link.swift") == 0)
        let result = try run(tokengen, ["strings", "S", "--output", "link.swift", "--quiet"], in: folder)
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.swift") == "real.swift")
        #expect(try String(contentsOfFile: folder + "/real.swift", encoding: .utf8).hasPrefix("// Generated by tokengen"))
        #expect(try FileManager.default.attributesOfItem(atPath: folder + "/real.swift")[.posixPermissions] as? Int == 0o600)
    }

    /// A folder that links to itself is listed once; a file reached twice is read once.
    @Test func symbolicLinkLoopsEnd() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(symlink("..", folder + "/S/en.lproj/loop") == 0)
        #expect(symlink("en.lproj", folder + "/S/again") == 0)
        let result = try run(tokengen, ["strings", "S", "--output", "L10n.swift"], in: folder)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "wrote L10n.swift (1 key, 1 language; 17 of its 17 files changed)\n")
    }

    @Test func namesFromOptionsAreValidated() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases: [(String, String)] = [
            ("Swift", "the enum name 'Swift' (enumName, --enum-name) cannot be used: the generated code needs the name 'Swift' for itself"),
            ("class", "the enum name 'class' (enumName, --enum-name) cannot be used: it is a Swift keyword"),
            (
                "L10n; print(1)",
                "the enum name 'L10n; print(1)' (enumName, --enum-name) cannot be used: it is not a Swift identifier (letters, digits and '_', not starting with a digit)"
            ),
            (
                "9Texts",
                "the enum name '9Texts' (enumName, --enum-name) cannot be used: it is not a Swift identifier (letters, digits and '_', not starting with a digit)"
            ),
        ]
        for (name, message) in cases {
            let result = try run(tokengen, ["strings", "S", "--output", "L10n.swift", "--enum-name", name], in: folder)
            #expect(result.status == 1)
            #expect(result.output == "error: \(message)\n")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/L10n.swift"))
    }

    /// Keys that would shadow what the generated code names (`TaskLocal`, `Sendable`, `String`) compile and
    /// run; keys that differ only by invisible characters are a collision, not two look-alike names.
    /// A texts file separates its texts with a character no text of its shard uses. A text that uses every
    /// candidate makes each text a literal of its own: texts never shift, and no accessor formats with its
    /// neighbour's text (`"%1$s"` beside `"%d"` crashed in `strlen`).
    @Test(.tags(.compiles), .notInTheQuickLoop) func aTextWithEveryCandidateSeparatorShiftsNothing() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var every = String.UnicodeScalarView()
        for range in [0xFFFF...0xFFFF, 0xFFFE...0xFFFE, 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD] {
            every.append(contentsOf: range.map { Unicode.Scalar(UInt32($0))! })
        }
        try "\"a\" = \"\(String(every))\";\n\"b\" = \"%d points\";\n\"c\" = \"%1$s!\";\n"
            .write(toFile: folder + "/S/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: [folder + "/S"], output: "L10n.swift", options: L10nOptions(lookup: .embedded))
        let files = try #require(Pipeline.strings(job, diagnostics: diagnostics))
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "\"c\" takes a UnsafePointer<CChar>, which a LocalizedStringResource cannot pass, so it has no resource (its accessor is generated); write the argument as %@ to have one"
            ])
        let texts = try #require(files.files.first { $0.path == "L10n+Texts\(L10nTranslator.position(of: "").shard)" + ".swift" })
        #expect(texts.contents.contains("__Texts(columns: 1, __data"))
        let output = try compileAndRun([
            "L10n.swift": files.contents,
            "main.swift": #"print(L10n.a.unicodeScalars.count, L10n.b(42), "x".withCString { L10n.c($0) })"#,
        ])
        #expect(output == "137470 42 points x!\n")
    }

    /// The separator is found in one pass over the texts, whatever they use.
    @Test func theSeparatorIsTheFirstUnusedCandidate() {
        func separator(_ texts: [String]) -> Unicode.Scalar? {
            L10nRenderer.separator { visit in
                for var text in texts { text.withUTF8 { visit($0) } }
            }
        }
        #expect(separator(["plain"]) == "\u{FFFF}")
        #expect(separator(["a\u{FFFF}", "b"]) == "\u{FFFE}")
        #expect(separator(["\u{FFFF}\u{FFFE}\u{E000}"]) == "\u{E001}")
        #expect(
            separator(["\u{FFFF}", String(String.UnicodeScalarView((0xE000...0xF8FF).map { Unicode.Scalar(UInt32($0))! })), "\u{FFFE}"])
                == "\u{F0000}")
    }

    /// 100,000 stray `%` in one text: each warning's position is found in one walk over the text, and each
    /// `%` is doubled in one pass (both were quadratic: 32 s).
    @Test func manyStrayPercentSigns() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ("\"a\" = \"%d " + String(repeating: "%!", count: 100_000) + "\";\n")
            .write(toFile: folder + "/S/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: [folder + "/S"], output: "L10n.swift", options: L10nOptions(lookup: .embedded))
        let files = try #require(Pipeline.strings(job, diagnostics: diagnostics))
        #expect(diagnostics.diagnostics.count == 100_000)
        #expect(diagnostics.diagnostics.last?.location?.column == 11 + 2 * 99_999)
        #expect(files.contents.contains("%d " + String(repeating: "%%!", count: 100_000)))
    }

    @Test(.tags(.compiles), .notInTheQuickLoop) func keysThatShadowOrHide() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
        "task_local.title" = "t";
        "sendable.title" = "s";
        "string.title" = "x";
        "locale.title" = "l";
        "a\u{200D}b" = "joined";
        "ab" = "plain";
        """.write(toFile: folder + "/S/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: [folder + "/S"], output: "L10n.swift")
        let generated = try #require(Pipeline.strings(job, diagnostics: diagnostics))
        #expect(diagnostics.formatted.contains("both become L10n.ab, so neither is generated"))
        #expect(!generated.contents.contains("static var ab"))
        try """
        "task_local.title" = "t";
        "sendable.title" = "s";
        "string.title" = "x";
        "locale.title" = "l";
        "\u{3021}y.z" = "h";
        """.write(toFile: folder + "/S/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let code = try #require(Pipeline.strings(job, diagnostics: DiagnosticCollector()))
        let output = try compileAndRun([
            "L10n.swift": code.contents,
            "main.swift":
                "print(L10n.TaskLocal.title, L10n.Sendable.title, L10n.String.title, L10n.Locale.title, L10n._\u{3021}y.z, L10n.withLanguage(.en) { L10n.TaskLocal.title })",
        ])
        #expect(output == "t s x l h t\n")
    }

    /// SIGTERM or SIGINT at any moment of a run, writing included, leaves no temporary file beside the output.
    @Test(.tags(.heavy), .notInTheQuickLoop) func interruptedRunsLeaveNoTemporaryFile() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The delays span a debug build's run of these 20,000 keys, from its start to its last write.
        let table = (0..<20_000).map { "\"key.number_\($0)\" = \"Text number \($0) with some words\";\n" }.joined()
        try table.write(toFile: folder + "/S/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        for (attempt, delay) in [15, 50, 100, 150, 200, 270, 330, 430].enumerated() {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tokengen)
            process.arguments = ["strings", "S", "--output", "out/L10n-\(attempt).swift", "--quiet"]
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: Double(delay) / 1_000)
            kill(process.processIdentifier, attempt % 2 == 0 ? SIGTERM : SIGINT)
            process.waitUntilExit()
        }
        let left = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/out")) ?? []
        #expect(left.allSatisfy { !$0.hasSuffix(".tmp") }, "\(left)")
    }

    /// Language folders become `Language` cases: a folder named like a member of `Language` is an error.
    @Test func languageFoldersThatWouldBeMembers() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/S/current.lproj", withIntermediateDirectories: true)
        try "\"a\" = \"2\";\n".write(toFile: folder + "/S/current.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let result = try run(tokengen, ["strings", "S", "--output", "L10n.swift"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.output
                == "S/current.lproj/Localizable.strings:1:1: error: the language of current.lproj would become L10n.Language.current, which tokengen generates itself\n"
        )
        // Found by fuzzing: a language named like the enum would hide it inside `Language`.
        try FileManager.default.moveItem(atPath: folder + "/S/current.lproj", toPath: folder + "/S/la.lproj")
        let named = try run(tokengen, ["strings", "S", "--output", "L10n.swift", "--base-language", "la", "--enum-name", "la"], in: folder)
        #expect(named.status == 1)
        #expect(
            named.output
                == "S/la.lproj/Localizable.strings:1:1: error: the language of la.lproj would become la.Language.la, the name of the enum itself; choose another enumName\n"
        )
    }

    /// A token file's name is written into a comment: a line break in it cannot put code at file level.
    @Test func fileNamesInCommentsCannotEndTheComment() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = folder + "/evil\nprint(\"PWNED\")\n.tokens.yml"
        try "size:\n  $type: number\n  $value: 4\n".write(toFile: name, atomically: true, encoding: .utf8)
        let file = try #require(
            Pipeline.tokens(Configuration.TokensJob(input: name, output: "x.swift"), diagnostics: DiagnosticCollector()))
        #expect(!file.contents.contains("\nprint(\"PWNED\")"))
        #expect(file.contents.contains(#"evil\u{A}print("PWNED")\u{A}.tokens.yml"#))
    }
}
