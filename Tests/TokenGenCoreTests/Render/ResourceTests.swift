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

/// The `LocalizedStringResource` members: named as Xcode 26 names String Catalog symbols, with the accessors'
/// parameters, each carrying its key, table, bundle and the base text as its default value; compiled and run
/// against the stand-in of Foundation's types (`Tests/AppleStandIn/Darwin.swift`).
@Suite struct ResourceTests {
    /// Tables with every kind of accessor: plain, each argument type, arguments out of order, plural, per device,
    /// a catalog key that is itself a format, a second table.
    static let tables: [String: String] = [
        "en.lproj/Localizable.strings": #"""
        /* The screen's title. */
        "report_created.title" = "Report created";
        "report_missing_pet.button.close" = "Close";
        "cart.items" = "%1$lld items for %2$@";
        "price" = "Price: %.2f (%u%% off)";
        "letter" = "Letter %c";
        "ordered" = "%2$@ has %1$lld";
        "done" = "100% done";
        "sale" = "50%% off";
        """#,
        "pl.lproj/Localizable.strings": #"""
        "report_created.title" = "Raport utworzony";
        "cart.items" = "%1$lld pozycji dla %2$@";
        "ordered" = "%1$lld ma %2$@";
        "price" = "Cena: %.2f (%u%% taniej)";
        """#,
        "en.lproj/Localizable.stringsdict": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
            <key>files</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@files@ in %@</string>
                <key>files</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key><string>lld</string>
                    <key>one</key><string>%lld file</string>
                    <key>other</key><string>%lld files</string>
                </dict>
            </dict>
            <key>tap</key>
            <dict>
                <key>NSStringDeviceSpecificRuleType</key>
                <dict>
                    <key>iphone</key><string>Tap here</string>
                    <key>mac</key><string>Click here</string>
                    <key>other</key><string>Select here</string>
                </dict>
            </dict>
        </dict></plist>
        """,
        "Catalog.xcstrings": #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Hello %@": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello %@!"}}}}
        }}
        """#,
    ]

    static let calls = """
        import SwiftUI

        nonisolated struct ReportIntent {
            static let title: LocalizedStringResource = .localizableReportCreatedTitle
        }

        nonisolated func show(_ name: String, _ resource: LocalizedStringResource) {
            let bundle: String
            switch resource.bundle {
            case .main: bundle = "main"
            case .atURL(let url): bundle = url.lastPathComponent
            case .forClass: bundle = "class"
            }
            print(name, "|", resource.key, "|", resource.table ?? "nil", "|", bundle, "|", String(localized: resource))
        }

        nonisolated func showAll() {
            show("title", ReportIntent.title)
            show("text", Text(.localizableReportCreatedTitle).resource)
            show("button", Button(.localizableReportMissingPetButtonClose) {}.label.resource)
            show("cartItems", .localizableCartItems(3, "Ala"))
            show("price", .localizablePrice(2.5, 30 as UInt8))
            show("letter", .localizableLetter(65))
            show("ordered", .localizableOrdered(3, "Ala"))
            show("files 1", .localizableFiles(1, "Docs"))
            show("files 3", .localizableFiles(3, "Docs"))
            show("tap", .localizableTap)
            show("hello", .catalogHello("Ala"))
            show("done", .localizableDone)
            show("sale", .localizableSale)
            L10n.withLanguage(.pl) {
                show("pl title", .localizableReportCreatedTitle)
                show("pl cartItems", .localizableCartItems(3, "Ala"))
                show("pl price", .localizablePrice(2.5, 30 as UInt8))
                show("pl ordered", .localizableOrdered(3, "Ala"))
                show("pl files", .localizableFiles(3, "Docs"))
            }
        }
        showAll()
        """

    @Test(.tags(.compiles), .notInTheQuickLoop, arguments: [(LookupMode.embedded, AccessLevel.public), (.bundle, .internal)])
    func everyAccessorKindCompilesAndCarriesItsText(lookup: LookupMode, access: AccessLevel) throws {
        let folder = try temporaryFolder(files: Self.tables)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: [folder], output: "L10n.swift", options: L10nOptions(access: access, lookup: lookup))
        let files = try #require(Pipeline.strings(job, diagnostics: diagnostics))
        let output = try compileAndRun(["L10n.swift": files.contents, "main.swift": Self.calls], standIns: ["SwiftUI"])
        // Outside SwiftPM, bundle lookup names the bundle of the module the code is in (a framework's), not the app's.
        // The stand-in reads no table: it shows the default value, as Foundation does where no table has the key.
        // With embedded lookup that is what the accessor shows, in the language current when the resource is made;
        // with bundle lookup (where the tables are found) the base text with the arguments interpolated in order.
        let expected =
            lookup == .embedded
            ? """
            title | report_created.title | Localizable | main | Report created
            text | report_created.title | Localizable | main | Report created
            button | report_missing_pet.button.close | Localizable | main | Close
            cartItems | cart.items | Localizable | main | 3 items for Ala
            price | price | Localizable | main | Price: 2.50 (30% off)
            letter | letter | Localizable | main | Letter A
            ordered | ordered | Localizable | main | Ala has 3
            files 1 | files | Localizable | main | 1 file in Docs
            files 3 | files | Localizable | main | 3 files in Docs
            tap | tap | Localizable | main | Select here
            hello | Hello %@ | Catalog | main | Hello Ala!
            done | done | Localizable | main | 100% done
            sale | sale | Localizable | main | 50% off
            pl title | report_created.title | Localizable | main | Raport utworzony
            pl cartItems | cart.items | Localizable | main | 3 pozycji dla Ala
            pl price | price | Localizable | main | Cena: 2,50 (30% taniej)
            pl ordered | ordered | Localizable | main | 3 ma Ala
            pl files | files | Localizable | main | 3 files in Docs

            """
            : """
            title | report_created.title | Localizable | class | Report created
            text | report_created.title | Localizable | class | Report created
            button | report_missing_pet.button.close | Localizable | class | Close
            cartItems | cart.items | Localizable | class | 3 items for Ala
            price | price | Localizable | class | Price: 2.500000 (30% off)
            letter | letter | Localizable | class | Letter 65
            ordered | ordered | Localizable | class | 3 has Ala
            files 1 | files | Localizable | class | 1 file in Docs
            files 3 | files | Localizable | class | 3 files in Docs
            tap | tap | Localizable | class | Select here
            hello | Hello %@ | Catalog | class | Hello Ala!
            done | done | Localizable | class | 100% done
            sale | sale | Localizable | class | 50% off
            pl title | report_created.title | Localizable | class | Report created
            pl cartItems | cart.items | Localizable | class | 3 items for Ala
            pl price | price | Localizable | class | Price: 2.500000 (30% off)
            pl ordered | ordered | Localizable | class | 3 has Ala
            pl files | files | Localizable | class | 3 files in Docs

            """
        #expect(output == expected)
    }

    /// The path flattened as Xcode 26 does (a keyword in it and a first letter beyond ASCII too); a keyword in
    /// backticks; a name two keys would share and an argument a
    /// resource cannot pass leave the resource out (the accessors stay), each with its warning.
    @Test(.tags(.compiles), .notInTheQuickLoop) func namesAndWhatIsLeftOut() throws {
        let folder = try temporaryFolder(files: [
            "en.lproj/Localizable.strings": #"""
            "report_created.title" = "Report created";
            "URLPath.value" = "Path";
            "default" = "Default";
            "report.title" = "One";
            "report_title" = "Two";
            "name" = "Name %s";
            "report.default" = "Report default";
            "report.élan" = "Élan";
            """#
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: [folder], output: "L10n.swift", options: L10nOptions())
        let files = try #require(Pipeline.strings(job, diagnostics: diagnostics))
        let path = folder + "/en.lproj/Localizable.strings"
        #expect(
            report(diagnostics) == """
                \(path):5:1: warning: "report.title" and "report_title" would both become LocalizedStringResource.reportTitle, so neither has a resource (their accessors are generated); rename one of them
                \(path):4:1: note: "report.title" is here
                \(path):6:1: warning: "name" takes a UnsafePointer<CChar>, which a LocalizedStringResource cannot pass, so it has no resource (its accessor is generated); write the argument as %@ to have one
                """)
        let declared = files.contents.split(separator: "\n").filter {
            $0.hasPrefix("    static var ") && $0.contains(": LocalizedStringResource {")
        }
        #expect(
            declared.map { $0.split(separator: ":")[0].trimmingCharacters(in: .whitespaces) }.sorted() == [
                "static var `default`", "static var reportCreatedTitle", "static var reportDefault", "static var reportÉlan",
                "static var urlPathValue",
            ])
        #expect(
            files.contents.contains("static var reportTitle: Swift.String") && files.contents.contains("static var title: Swift.String"))
        let main = """
            print(String(localized: .default), String(localized: .reportCreatedTitle), String(localized: .urlPathValue))
            print(String(localized: .reportDefault), String(localized: .reportÉlan))
            """
        #expect(
            try compileAndRun(["L10n.swift": files.contents, "main.swift": main], standIns: ["Darwin"])
                == "Default Report created Path\nReport default Élan\n")
    }

    /// The jobs of a configuration extend the one type: a name another job declares is left out of the later one.
    @Test(.tags(.compiles), .notInTheQuickLoop) func aNameAnotherJobDeclaresIsLeftOut() throws {
        let folder = try temporaryFolder(files: [
            "A/en.lproj/Localizable.strings": "\"title\" = \"A\";\n\"only_a\" = \"Only A\";\n",
            "B/en.lproj/Localizable.strings": "\"title\" = \"B\";\n\"only_b\" = \"Only B %@\";\n",
            "tokengen.yml": """
            strings:
              - inputs: [A]
                output: A.swift
              - inputs: [B]
                output: B.swift
                enumName: Texts
            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diagnostics = DiagnosticCollector()
        let configuration = try #require(Configuration.load(path: folder + "/tokengen.yml", diagnostics: diagnostics))
        let jobs = Pipeline.run(configuration, diagnostics: diagnostics)
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "\"title\" would become LocalizedStringResource.title, which the job of '\(folder)/A.swift' declares for \"title\", so it has no resource here (its accessor is generated); rename one of them"
            ])
        let code = jobs.map { $0.files.map(\.contents).joined(separator: "\n") }
        #expect(code.map { $0.contains("static var title: LocalizedStringResource") } == [true, false])
        #expect(code[1].contains("static func onlyB(_ p1: Swift.String) -> LocalizedStringResource"))
        let main = """
            print(String(localized: .title), String(localized: .onlyA), String(localized: .onlyB("x")), L10n.title, Texts.title)
            """
        let output = try compileAndRun(["A.swift": code[0], "B.swift": code[1], "main.swift": main], standIns: ["Darwin"])
        #expect(output == "A Only A Only B x A B\n")
    }

    /// The repository's own generated code offers the resources of the issue's call sites.
    @Test(.tags(.compiles), .notInTheQuickLoop) func theRepositorysGeneratedCodeHasTheResources() throws {
        let generated = repositoryFolder.appendingPathComponent("Generated")
        var sources: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: generated.path) where name.hasPrefix("L10n") {
            sources[name] = try String(contentsOf: generated.appendingPathComponent(name), encoding: .utf8)
        }
        sources["main.swift"] = """
            import SwiftUI

            nonisolated func show() {
                let title = Text(.reportCreatedTitle)
                let close = Button(.reportMissingPetButtonClose) {}
                print(String(localized: title.resource), "|", String(localized: close.label.resource), "|", L10n.ReportCreated.title)
            }
            show()
            """
        #expect(try compileAndRun(sources, standIns: ["SwiftUI"]) == "Report created | Close | Report created\n")
    }
}
