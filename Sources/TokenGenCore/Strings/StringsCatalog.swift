/// Every `.strings` table of a job, in every language, as read from disk.
public struct StringsCatalog: Sendable {
    public var baseLanguage: String
    /// The base language first, then the others in alphabetical order.
    public var languages: [String]
    /// Sorted by name.
    public var tables: [Table]

    public struct Table: Sendable {
        public var name: String
        /// The parsed file in each language of `languages`, in the same order; nil where a language lacks it.
        public var files: [StringsFile?]
    }
}

extension StringsCatalog {
    /// Reads the inputs: folders holding `<lang>.lproj/<Table>.strings` (found at any depth), or single
    /// `.strings` files. A file outside any `.lproj` folder, or in `Base.lproj`, is in the base language.
    public static func load(
        inputs: [String], baseLanguage: String, diagnostics: DiagnosticCollector
    ) -> StringsCatalog? {
        var files: [(language: String, table: String, path: String)] = []
        for input in inputs {
            guard let kind = FileSystem.kind(of: input) else {
                diagnostics.error("no such file or folder: \(input)", at: nil)
                continue
            }
            if kind == .folder {
                let found = stringsFiles(in: input)
                if found.isEmpty {
                    diagnostics.error("no .strings files found in \(input)", at: nil)
                }
                files += found.map { path in (language(of: path, base: baseLanguage), tableName(of: path), path) }
            } else {
                files.append((language(of: input, base: baseLanguage), tableName(of: input), input))
            }
        }
        guard !diagnostics.hasErrors else { return nil }

        var tables: [String: [String: StringsFile]] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            let bytes: [UInt8]
            do {
                bytes = try FileSystem.bytes(of: file.path)
            } catch {
                diagnostics.error("cannot read \(file.path): \(error.reason)", at: nil)
                continue
            }
            guard let parsed = StringsParser.parse(bytes, path: file.path, diagnostics: diagnostics) else {
                continue
            }
            if let other = tables[file.table]?[file.language] {
                diagnostics.error(
                    "table '\(file.table)' in language '\(file.language)' is given twice: \(other.path) and \(file.path)",
                    at: nil
                )
                continue
            }
            tables[file.table, default: [:]][file.language] = parsed
        }
        guard !diagnostics.hasErrors else { return nil }

        let others = Set(tables.values.flatMap(\.keys)).subtracting([baseLanguage]).sorted()
        let languages = [baseLanguage] + others
        return StringsCatalog(
            baseLanguage: baseLanguage,
            languages: languages,
            tables: tables.sorted { $0.key < $1.key }.map { name, files in
                Table(name: name, files: languages.map { files[$0] })
            }
        )
    }

    private static func stringsFiles(in folder: String) -> [String] {
        FileSystem.files(under: folder).filter { $0.hasSuffix(".strings") }
    }

    private static func tableName(of path: String) -> String {
        let file = FileSystem.fileName(of: path)
        return file.hasSuffix(".strings") ? String(file.dropLast(".strings".count)) : file
    }

    private static func language(of path: String, base: String) -> String {
        let folder = FileSystem.folder(of: path).map(FileSystem.fileName) ?? ""
        guard folder.hasSuffix(".lproj") else { return base }
        let language = String(folder.dropLast(".lproj".count))
        return language == "Base" ? base : language
    }
}
