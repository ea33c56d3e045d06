@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

// Conveniences for tests: production code reads tables, specifiers and token files in other ways.

/// One entry of a `.strings` table, as `String`s.
struct StringsEntry: Equatable, Sendable {
    var key: String
    var value: String
    /// The comment right before the entry, trimmed: for translators, and the doc comment of the accessor.
    var comment: String?
    /// Where the key starts.
    var location: TokenGenCore.SourceLocation
}

extension LocalizationTable {
    /// The entries as `String`s.
    var entries: [StringsEntry] {
        records.map { record in
            StringsEntry(
                key: string(record.key), value: string(record.value),
                comment: record.comment.isEmpty ? nil : string(record.comment), location: location(of: record)
            )
        }
    }
}

extension FormatSpecifierParser.Problem {
    /// Whether no text may hold it; percent signs are not errors.
    var isError: Bool { kind != .spaceFlag }
}

extension TokenSetReader {
    /// Token files read and resolved, as the pipeline does.
    static func resolved(
        _ files: [(bytes: [UInt8], path: String)], options: Options = Options(), diagnostics: DiagnosticCollector
    ) -> TokenSet? {
        read(files, options: options, diagnostics: diagnostics).flatMap { TokenSetResolver.resolve($0, diagnostics: diagnostics) }
    }

    /// One token file, read and resolved.
    static func resolved(_ bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) -> TokenSet? {
        resolved([(bytes, path)], diagnostics: diagnostics)
    }
}
