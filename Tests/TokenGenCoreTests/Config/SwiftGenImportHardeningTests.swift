import Foundation
import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCore

/// `tokengen init --from swiftgen.yml` as careful as the generator: nothing listed outside the project, each
/// folder listed once, regular files only, SwiftGen's filter without backtracking, and the YAML read as
/// SwiftGen's reader (Yams) reads it.
@Suite struct SwiftGenImportHardeningTests {
    private func read(_ swiftgen: String, files: [String: String] = [:], prepare: (String) throws -> Void = { _ in }) throws -> SwiftGenImport {
        let folder = try temporaryFolder(files: files.merging(["swiftgen.yml": swiftgen]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try prepare(folder)
        let diagnostics = DiagnosticCollector()
        return try #require(SwiftGenImport.read(path: folder + "/swiftgen.yml", into: folder, diagnostics: diagnostics))
    }

    /// What was not carried, each line with its path made `swiftgen.yml`.
    private func notCarried(_ migration: SwiftGenImport) -> [String] {
        migration.notCarried.map { $0.replacing(/^.*swiftgen.yml/, with: "swiftgen.yml") }
    }

    private let tables = [
        "Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n", "Resources/pl.lproj/Localizable.strings": "\"a\" = \"Ą\";\n",
    ]

    /// ICU would try 2²⁴⁰ ways for the second name; a filter nothing passes carries no table.
    @Test func theFilterIsMatchedWithoutBacktracking() throws {
        let long = String(repeating: "a", count: 240)
        var files = tables
        files["Resources/en.lproj/\(long).strings"] = "\"b\" = \"B\";\n"
        files["Resources/en.lproj/\(long)!.strings"] = "\"c\" = \"C\";\n"
        let migration = try read(
            """
            strings:
              - inputs: Resources/en.lproj
                filter: (a|a)+\\.strings$
                outputs: {templateName: structured-swift5, output: L10n.swift}
              - inputs: Resources/en.lproj
                filter: nothing
                outputs: {templateName: structured-swift5, output: None.swift}

            """, files: files)
        #expect(migration.jobs.map(\.inputs) == [["Resources/en.lproj/\(long).strings"]])
        #expect(
            notCarried(migration) == [
                "swiftgen.yml:5: a 'strings' entry whose inputs name no table inside the project"
            ])
    }

    @Test func aFilterOnlyABacktrackingEngineReadsIsNotCarried() throws {
        let migration = try read(
            "strings:\n  inputs: Resources/en.lproj\n  filter: (?=L)\\w+\n  outputs:\n    templateName: structured-swift5\n    output: L10n.swift\n",
            files: tables)
        #expect(migration.jobs == [])
        #expect(
            notCarried(migration) == [
                "swiftgen.yml:3: the filter '(?=L)\\w+', which has a look-around (tokengen matches filters without backtracking); SwiftGen keeps generating this entry"
            ])
    }

    @Test func nothingOutsideTheProjectIsListed() throws {
        let migration = try read(
            "strings:\n  inputs: [/zz.lproj, ../en.lproj/Localizable.strings, Resources/en.lproj]\n  outputs:\n    templateName: structured-swift5\n    output: L10n.swift\n",
            files: tables)
        #expect(migration.jobs.map(\.inputs) == [["Resources/en.lproj/Localizable.strings", "Resources/pl.lproj/Localizable.strings"]])
        #expect(
            notCarried(migration) == [
                "swiftgen.yml:2: the input '/zz.lproj', which is outside the project; tokengen reads only inside it",
                "swiftgen.yml:2: the input '../en.lproj/Localizable.strings', which is outside the project; tokengen reads only inside it",
            ])
    }

    /// 200 inputs in one folder of language folders: that folder and each language folder listed once.
    @Test func eachFolderIsListedOnce() throws {
        var files: [String: String] = [:]
        for index in 0..<200 {
            files["R/en.lproj/T\(index).strings"] = "\"a\" = \"A\";\n"
            files["R/pl.lproj/T\(index).strings"] = "\"a\" = \"Ą\";\n"
        }
        let folder = try temporaryFolder(files: files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var lister = SwiftGenImport.TableLister(project: try #require(FileSystem.canonicalPath(folder)))
        var filter: PathPattern?
        var found = 0
        for index in 0..<200 { found += lister.tables(at: folder + "/R/en.lproj/T\(index).strings", filter: &filter)?.files.count ?? 0 }
        #expect(found == 400)
        #expect(lister.listings == 3)
    }

    @Test func onlyRegularFilesAreTables() throws {
        let migration = try read(
            "strings:\n  inputs: Resources/en.lproj\n  outputs:\n    templateName: structured-swift5\n    output: L10n.swift\n",
            files: tables
        ) { folder in
            #expect(mkfifo(folder + "/Resources/pl.lproj/Errors.strings", 0o644) == 0)
            #expect(mkfifo(folder + "/Resources/en.lproj/Errors.strings", 0o644) == 0)
        }
        #expect(migration.jobs.map(\.inputs) == [["Resources/en.lproj/Localizable.strings", "Resources/pl.lproj/Localizable.strings"]])
    }

    /// Yams reads YAML 1.1's booleans and nulls; a key given twice counts with its later value.
    @Test func scalarsAndKeysAsYamsReadsThem() throws {
        let migration = try read(
            """
            strings:
              inputs: Resources/en.lproj
              outputs:
                templateName: structured-swift5
                output: First.swift
            strings:
              inputs: Resources/en.lproj
              outputs:
                - templateName: structured-swift5
                  output: Second.swift
                  params: {publicAccess: True, forceFileNameEnum: TRUE, enumName: ~, lookupFunction: null}
                - templateName: structured-swift5
                  output: Third.swift
                  params: {publicAccess: "true", enumName: "null", forceFileNameEnum: yes}

            """, files: tables)
        #expect(migration.jobs.map(\.output) == ["Second.swift", "Third.swift"])
        #expect(migration.jobs.map(\.access) == [.public, nil])
        #expect(migration.jobs.map(\.forceFileNameEnum) == [true, true])
        #expect(migration.jobs.map(\.enumName) == [nil, "null"])
        #expect(migration.jobs.map(\.lookupFunction) == [nil, nil])
    }

    static let header = "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen"

    /// SwiftGen's line, whole, anywhere in the opening comments; nothing that only begins like it.
    @Test(arguments: [
        ("// swiftlint:disable all\n\(header)\n\nimport Foundation\n", true),
        ("\u{FEFF}// swiftlint:disable all\r\n\(header)\r\n\r\nimport Foundation\r\n", true),
        ("//\n//  Copyright © 2024 Acme. All rights reserved.\n//\n\n\(header)\n", true),
        ("/*\n * Licensed under the Apache License 2.0\n */\n// swiftlint:disable all\n\(header)\n", true),
        ("// Generated using SwiftGen, by O.Halligon — https://github.com/SwiftGen/SwiftGen  \nimport UIKit\n", true),
        ("", true),
        ("// Generated using SwiftGenerator 2.0\nimport Foundation\n", false),
        ("// Generated using SwiftGen\nenum L10n {}\n", false),
        ("import Foundation\n\(header)\n", false),
        ("/* \(header)", false),
        ("/*\n\(header)\n*/\n", true),
        ("// swiftlint:disable all\nlet x = 1 // \(header)\n", false),
    ])
    func swiftGensOutputByItsWholeLine(head: String, isSwiftGens: Bool) {
        #expect(SwiftGenHeader.isInOpeningComments(Array(head.utf8)) == isSwiftGens)
    }

    /// SwiftGen's output checked out with CRLF and a BOM below a licence header is taken over.
    @Test func swiftGensOutputWithALicenceIsTakenOver() throws {
        let folder = try temporaryFolder(files: tables.merging([
            "Generated/L10n.swift": "\u{FEFF}// Copyright Acme\r\n\r\n// swiftlint:disable all\r\n\(Self.header)\r\nimport Foundation\r\n",
            "Generated/Mine.swift": "// Generated using SwiftGenerator\n",
            "tokengen.yml": """
            strings:
              - inputs: [Resources]
                output: Generated/L10n.swift
                replacesSwiftGenOutput: true
              - inputs: [Resources]
                output: Generated/Mine.swift
                replacesSwiftGenOutput: true
                enumName: Mine

            """,
        ]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let configuration = try #require(Configuration.load(path: folder + "/tokengen.yml", diagnostics: diagnostics), "\(diagnostics.formatted)")
        let jobs = Pipeline.run(configuration, diagnostics: diagnostics)
        _ = OutputWriter.write(jobs, diagnostics: diagnostics)
        #expect(
            diagnostics.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [
                "\(folder)/tokengen.yml:6:13: error: refusing to replace \(folder)/Generated/Mine.swift: tokengen did not write it (it does not begin with '// Generated by tokengen'); remove it, or choose another output"
            ])
    }
}
