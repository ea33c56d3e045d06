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

/// The path from `.strings`/`.stringsdict` to a String Catalog: the repository's own tables, converted into a
/// catalog, generate an `L10n` that behaves exactly as the one generated from `Strings/`.
@Suite struct CatalogMigrationTests {
    let repository = repositoryFolder.path

    @Test(.tags(.compiles), .notInTheQuickLoop) func repositoryTablesAsACatalogBehaveIdentically() throws {
        let diagnostics = DiagnosticCollector()
        let localizations = try #require(
            LocalizationSet.load(inputs: [repository + "/Strings"], baseLanguage: "en", diagnostics: diagnostics))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-migration-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.catalogJSON(localizations)).write(to: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))

        func generate(_ input: String, enumName: String) throws -> String {
            let diagnostics = DiagnosticCollector()
            let job = Configuration.StringsJob(
                inputs: [input], output: "unused.swift", options: L10nOptions(enumName: enumName, lookup: .embedded)
            )
            let file = try #require(Pipeline.strings(job, diagnostics: diagnostics), "\(diagnostics.formatted)")
            #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.formatted)")
            return file.contents
        }
        let program = { (name: String) in
            """
            func texts\(name)() -> [String] {
                var texts: [String] = []
                for language in \(name).Language.allCases {
                    \(name).withLanguage(language) {
                        texts += [
                            \(name).ReportCreated.title, \(name).ReportCreated.bodyParagraph1, \(name).ReportCreated.bodyParagraph2,
                            \(name).ReportCreated.codeCopied, \(name).ReportMissingPet.Button.close, \(name).OwnersDetails.Email.error,
                            \(name).OwnersDetails.Error.NoConnection.message, \(name).OwnersDetails.Error.Generic.message,
                        ]
                        texts += (0...30).map { \(name).OwnersDetails.Phone.error($0) }
                    }
                }
                return texts
            }
            """
        }
        let output = try compileAndRun([
            "Tables.swift": try generate(repository + "/Strings", enumName: "FromTables"),
            "Catalog.swift": try generate(folder, enumName: "FromCatalog"),
            "main.swift": program("FromTables") + "\n" + program("FromCatalog") + """

                print(textsFromTables() == textsFromCatalog(), textsFromTables().count)
                print(textsFromCatalog()[8 + 7], textsFromCatalog()[39 + 8 + 2])
                """,
        ])
        #expect(output == "true 78\nEnter at least 7 digits Wpisz co najmniej 2 cyfry\n")
    }

    /// The catalog Xcode's migration writes for these tables: plain texts as string units, plurals as
    /// substitutions with their argument numbers.
    static func catalogJSON(_ localizations: LocalizationSet) throws -> [UInt8] {
        var strings: [String: Any] = [:]
        for table in localizations.tables {
            for (language, file) in zip(localizations.languages, table.files) {
                guard let file else { continue }
                for record in file.records {
                    let key = file.string(record.key)
                    var entry = strings[key] as? [String: Any] ?? ["extractionState": "manual", "localizations": [String: Any]()]
                    if !record.comment.isEmpty { entry["comment"] = file.string(record.comment) }
                    var localizations = entry["localizations"] as! [String: Any]
                    if let plural = file.plural(of: record) {
                        var format = plural.format
                        var substitutions: [String: Any] = [:]
                        for variable in plural.variables {
                            format = format.replacing("%\(variable.argument)$#@\(variable.name)@", with: "%#@\(variable.name)@")
                            let specifier = String(variable.display.dropFirst())
                            var forms: [String: Any] = [:]
                            for (category, text) in variable.forms {
                                let value = text.replacing("%\(variable.argument)$\(specifier)", with: "%arg")
                                forms[category.rawValue] = ["stringUnit": ["state": "translated", "value": value]]
                            }
                            substitutions[variable.name] = [
                                "argNum": variable.argument, "formatSpecifier": specifier, "variations": ["plural": forms],
                            ]
                        }
                        localizations[language] = ["stringUnit": ["state": "translated", "value": format], "substitutions": substitutions]
                    } else {
                        localizations[language] = ["stringUnit": ["state": "translated", "value": file.string(record.value)]]
                    }
                    entry["localizations"] = localizations
                    strings[key] = entry
                }
            }
        }
        let root: [String: Any] = ["sourceLanguage": localizations.baseLanguage, "strings": strings, "version": "1.0"]
        return [UInt8](try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys]))
    }
}
