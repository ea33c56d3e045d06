import Testing
@testable import TokenGenVocabulary

/// The one list of table formats: what a file is by its name, its table, how messages and help list them.
@Suite struct TableFormatTests {
    @Test func formatsByExtension() {
        #expect(TableFormat.of("App/en.lproj/Localizable.strings") == .strings)
        #expect(TableFormat.of("en.lproj/Plurals.stringsdict") == .stringsdict)
        #expect(TableFormat.of("Settings.xcstrings") == .xcstrings)
        #expect(TableFormat.of("en.lproj/._Localizable.strings") == nil)
        #expect(TableFormat.of("Localizable.strings.bak") == nil)
        #expect(TableFormat.of(".strings") == nil)
        #expect(TableFormat.of("tokens.json") == nil)
        #expect(TableFormat.allCases.filter(\.isCatalog) == [.xcstrings])
        #expect(TableFormat.strings.table(ofFile: "a/en.lproj/My.Table.strings") == "My.Table")
        #expect(TableFormat.listed == ".strings, .stringsdict or .xcstrings")
        #expect(Failure.noTablesIn("App").message == "no .strings, .stringsdict or .xcstrings files found in App")
        #expect(InputDiscovery.isTable("x/Settings.xcstrings") && !InputDiscovery.isTable("x/._Settings.xcstrings"))
    }
}
