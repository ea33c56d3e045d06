import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenTranslate
@testable import TokenGenCore

/// What Quick Help shows for an accessor, as SwiftGen's: the base text (a plural's `other` forms in its
/// format; a long text cut), then the table's comment; nothing of a text can end the comment.
@Suite struct QuickHelpTests {
    @Test func theBaseTextThenTheComment() throws {
        let long = String(repeating: "word ", count: 60)
        let folder = try temporaryFolder(files: [
            "en.lproj/Localizable.strings": """
                /* Report screen: its title */
                "title" = "Report created";
                "long" = "\(long)";
                "breakout" = "one\\ntwo */ \\U202E evil";
                """,
            "en.lproj/Localizable.stringsdict": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>files</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@files@ in %#@folders@</string>
                <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
                <key>folders</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d folder</string><key>other</key><string>%d folders</string></dict>
                </dict></dict></plist>
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let job = Configuration.StringsJob(inputs: [folder], output: "L10n.swift", options: L10nOptions(lookup: .embedded))
        let code = try #require(Pipeline.strings(job, diagnostics: DiagnosticCollector())).files.map(\.contents).joined()
        let cut = String(long.prefix(200))
        #expect(code.contains("    /// Report created\n    ///\n    /// Report screen: its title\n    static var title: Swift.String {"))
        #expect(code.contains("    /// \(cut)…\n    static var long: Swift.String {"))
        #expect(code.contains("    /// one\n    /// two */ \\u{202E} evil\n    static var breakout: Swift.String {"))
        #expect(code.contains("    /// %1$d files in %2$d folders\n    static func files(_ p1: Swift.Int, _ p2: Swift.Int) -> Swift.String {"))
        // The resources show the same.
        #expect(code.contains("    /// Report created\n    ///\n    /// Report screen: its title\n    static var title: LocalizedStringResource {"))
    }
}
