import TokenGenVocabulary

/// Every table of a strings job, in every language, as read from disk (`.strings`, `.stringsdict` and String
/// Catalogs alike). Not Apple's String Catalog, which `StringCatalogReader` reads.
package struct LocalizationSet: Sendable {
    package var baseLanguage: String
    /// Canonical language tags (`pt-BR`, `zh-Hans`): the base language first, then the others in order.
    package var languages: [String]
    /// For each language of `languages`, the `.lproj` folder names that hold its tables, as spelled on disk
    /// (`pt_BR`, `zh-hans`; `en` and `Base` for a base language with a `Base.lproj`): what bundle lookup opens.
    package var folders: [[String]]
    /// Sorted by name.
    package var tables: [Table]
    /// The String Catalogs among the inputs.
    package var catalogPaths: [String] = []
    /// Every file read.
    package var inputPaths: [String] = []

    package struct Table: Sendable {
        package var name: String
        /// The parsed file in each language of `languages`, in the same order; nil where a language lacks it.
        package var files: [LocalizationTable?]
        /// Read from a String Catalog, whose keys may be formats themselves.
        package var isStringCatalog = false
        /// The languages whose file of this table could not be read: they show the base texts, also where
        /// Apple's reader would read part of the file.
        package var unreadable: Set<LanguageNumber> = []

        /// The table's file in a language, nil where the language lacks it.
        package func file(in language: LanguageNumber) -> LocalizationTable? { files[language.value] }
    }

    /// Every language's number, the base language first.
    package var languageNumbers: Numbers<LanguageNumber> { Numbers(count: languages.count) }

    /// A language's tag.
    package func tag(of language: LanguageNumber) -> String { languages[language.value] }
}

extension LocalizationSet {
    /// Reads the inputs: folders holding `<lang>.lproj/<Table>.strings` and `.stringsdict` (found at any
    /// depth), or single such files. A file outside any `.lproj` folder is in the base language. A
    /// `.stringsdict` and a `.strings` of one name are one table; where both have a key, the `.stringsdict`
    /// entry wins (with a warning), as on Apple's platforms. A `Base.lproj` table is
    /// the base language's: where the base language's own folder has the same table, its entries win and
    /// `Base.lproj` adds the keys it lacks.
    ///
    /// Every file is read even after errors, so that one run reports every problem; the set holds what
    /// could be read, and is nil only when there is nothing to check.
    ///
    /// With `project`, a file reached through a symbolic link that leads outside it is an error, never read.
    package static func load(
        inputs: [String], baseLanguage: String, project: String? = nil, diagnostics: DiagnosticCollector
    ) -> LocalizationSet? {
        if baseLanguage == "Base" { diagnostics.warning(.baseFolderAsEnglish, at: nil) }
        guard let base = LanguageTag(baseLanguage == "Base" ? "en" : baseLanguage) else {
            diagnostics.error(.baseLanguageNotATag(baseLanguage), at: nil)
            return nil
        }
        let found = discover(inputs, base: base, project: project, diagnostics: diagnostics)
        var (read, unread) = readFiles(found.files, base: base, diagnostics: diagnostics)
        var (tables, baseFolderTables) = merged(read, diagnostics: diagnostics)
        var catalogPaths: [String] = []
        var catalogTables: Set<String> = []
        for path in found.catalogs.sorted() {
            guard let (table, catalog) = readCatalog(path, base: base, beside: read, diagnostics: diagnostics) else { continue }
            catalogPaths.append(path)
            catalogTables.insert(table)
            read[table] = [:]
            for (language, file) in catalog.tables {
                tables[table, default: [:]][language] = file
            }
        }
        for (table, file) in baseFolderTables {
            if let own = tables[table]?[base] {
                tables[table]![base] = own.merged(withFallback: file)
            } else {
                tables[table, default: [:]][base] = file
            }
        }

        guard tables.values.contains(where: { $0[base] != nil }) else {
            // A file that could not be read has been reported: that is the reason, not the base language.
            if diagnostics.hasErrors { return nil }
            let languages = Set(tables.values.flatMap(\.keys)).sorted().map(\.canonical)
            if !languages.isEmpty || found.files.isEmpty == false {
                diagnostics.error(
                    .baseLanguageHasNoTable(base: baseLanguage, languages: languages),
                    at: nil
                )
            }
            return nil
        }
        let others = Set(tables.values.flatMap(\.keys)).union(unread.values.joined()).subtracting([base]).sorted()
        let languages = [base] + others
        return LocalizationSet(
            baseLanguage: base.canonical,
            languages: languages.map(\.canonical),
            folders: languages.map { language in
                (found.folders[language] ?? []).sorted() + (language == base && !baseFolderTables.isEmpty ? ["Base"] : [])
            },
            tables: tables.sorted { $0.key < $1.key }.map { name, files in
                Table(
                    name: name, files: languages.map { files[$0] }, isStringCatalog: catalogTables.contains(name),
                    unreadable: Set(languages.indices.filter { unread[name]?.contains(languages[$0]) ?? false }.map(LanguageNumber.init))
                )
            },
            catalogPaths: catalogPaths,
            inputPaths: found.files.map(\.path) + found.catalogs
        )
    }

    /// Per table and language (nil for `Base.lproj`): its `.strings` file and its `.stringsdict` file, read.
    private typealias ReadFiles = [String: [LanguageTag?: (strings: LocalizationTable?, stringsdict: LocalizationTable?)]]

    /// The tables and catalogs the inputs name or hold.
    private static func discover(_ inputs: [String], base: LanguageTag, project: String?, diagnostics: DiagnosticCollector) -> FoundFiles {
        var found = FoundFiles(base: base, project: project, diagnostics: diagnostics)
        for input in inputs {
            guard let kind = FileSystem.kind(of: input) else {
                diagnostics.error(.noSuchInput(input), at: nil)
                continue
            }
            if kind == .folder {
                let before = found.files.count + found.catalogs.count
                // A folder whose tables are all outside the project has said so.
                if found.addFolder(input), found.files.count + found.catalogs.count == before {
                    diagnostics.error(.noTablesIn(input), at: nil)
                }
            } else if TableFormat.of(input)?.isCatalog == true {
                found.catalogs.append(input)
            } else {
                found.addFile(input)
            }
        }
        return found
    }

    /// The `.strings` and `.stringsdict` files read, on every core; and by table, the languages whose file
    /// could not be read (their languages are still languages of the app).
    private static func readFiles(
        _ found: [FoundFiles.File], base: LanguageTag, diagnostics: DiagnosticCollector
    ) -> (ReadFiles, unread: [String: Set<LanguageTag>]) {
        var read: ReadFiles = [:]
        var unread: [String: Set<LanguageTag>] = [:]
        let files = found.sorted(by: { $0.path < $1.path })
        let results = files.concurrentMap { parse($0) }
        for (file, (parsed, fileDiagnostics)) in zip(files, results) {
            // Only a base-language file can make output impossible: a translation that cannot be read (Apple's
            // reader fails on it too) is a warning, and its language shows the base texts of that table.
            if let language = file.language, language != base,
                fileDiagnostics.contains(where: { $0.failure.map(Self.translationMayFail) ?? false })
            {
                for diagnostic in fileDiagnostics {
                    if let failure = diagnostic.failure, Self.translationMayFail(failure) {
                        diagnostics.warning(
                            .translationUnreadable(problem: failure, language: language.canonical, table: file.table),
                            at: diagnostic.location ?? SourceLocation(path: file.path, line: 1, column: 1), notes: diagnostic.notes
                        )
                    } else {
                        diagnostics.emit(diagnostic)
                    }
                }
                unread[file.table, default: []].insert(language)
                continue
            }
            fileDiagnostics.forEach(diagnostics.emit)
            guard let parsed else { continue }
            var slot = read[file.table]?[file.language] ?? (nil, nil)
            if let other = file.isStringsdict ? slot.stringsdict : slot.strings {
                diagnostics.error(
                    .tableGivenTwice(table: file.table, language: file.language?.canonical ?? "Base", first: other.path, second: file.path),
                    at: nil
                )
                continue
            }
            if file.isStringsdict { slot.stringsdict = parsed } else { slot.strings = parsed }
            read[file.table, default: [:]][file.language] = slot
        }
        return (read, unread)
    }

    /// Each table's file per language, a `.stringsdict` merged over its `.strings`; `Base.lproj`'s apart.
    private static func merged(
        _ read: ReadFiles, diagnostics: DiagnosticCollector
    ) -> (tables: [String: [LanguageTag: LocalizationTable]], baseFolder: [String: LocalizationTable]) {
        var tables: [String: [LanguageTag: LocalizationTable]] = [:]
        var baseFolderTables: [String: LocalizationTable] = [:]
        for (table, languages) in read {
            for (language, files) in languages {
                let file: LocalizationTable
                switch (files.stringsdict, files.strings) {
                case let (plurals?, strings?): file = plurals.merged(withFallback: strings, diagnostics: diagnostics)
                case let (plurals?, nil): file = plurals
                case let (nil, strings?): file = strings
                case (nil, nil): continue
                }
                if let language {
                    tables[table, default: [:]][language] = file
                } else {
                    baseFolderTables[table] = file
                }
            }
        }
        return (tables, baseFolderTables)
    }

    /// A String Catalog read, with its table's name; nil (reported) when it cannot be read, is in another
    /// language than the base, or its table also comes from `.lproj` files.
    private static func readCatalog(
        _ path: String, base: LanguageTag, beside read: ReadFiles, diagnostics: DiagnosticCollector
    ) -> (table: String, catalog: StringCatalogReader.Catalog)? {
        let table = TableFormat.xcstrings.table(ofFile: path)
        if let other = read[table]?.values.first, let otherPath = (other.strings ?? other.stringsdict)?.path {
            diagnostics.error(.tableInCatalogAndFiles(table: table, catalog: path, other: otherPath), at: nil)
            return nil
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.bytes(of: path)
        } catch {
            diagnostics.error(.cannotRead(path: path, reason: error.reason), at: nil)
            return nil
        }
        guard let catalog = StringCatalogReader.read(bytes, path: path, diagnostics: diagnostics) else { return nil }
        guard catalog.sourceLanguage == base else {
            diagnostics.error(.catalogInOtherLanguage(path: path, source: catalog.sourceLanguage.canonical, base: base.canonical), at: nil)
            return nil
        }
        return (table, catalog)
    }

    /// Whether a translation's file may fail this way without failing the build: what its text holds, not
    /// what the machine or the limits refuse.
    private static func translationMayFail(_ failure: Failure) -> Bool {
        switch failure {
        case .cannotRead, .fileTooLarge: false
        default: true
        }
    }

    /// One file read and parsed, with its own diagnostics: files are parsed on all cores at once.
    private static func parse(_ file: FoundFiles.File) -> (LocalizationTable?, [Diagnostic]) {
        let diagnostics = DiagnosticCollector()
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.bytes(of: file.path)
        } catch {
            diagnostics.error(.cannotRead(path: file.path, reason: error.reason), at: nil)
            return (nil, diagnostics.diagnostics)
        }
        let parsed =
            file.isStringsdict
            ? StringsdictReader.read(bytes, path: file.path, diagnostics: diagnostics)
            : StringsParser.parse(bytes, path: file.path, diagnostics: diagnostics)
        return (parsed, diagnostics.diagnostics)
    }

    /// The `.strings` files of the inputs, each with its table and language.
    private struct FoundFiles {
        struct File {
            var path: String
            var table: String
            /// Nil for `Base.lproj`.
            var language: LanguageTag?
            var isStringsdict: Bool
        }

        let base: LanguageTag
        let project: String?
        let diagnostics: DiagnosticCollector
        var files: [File] = []
        /// `.xcstrings` files.
        var catalogs: [String] = []
        /// The folder name (as spelled) of each language's `.lproj`, and the first path seen with it.
        var folders: [LanguageTag: [String]] = [:]
        private var firstFolder: [LanguageTag: (name: String, path: String)] = [:]
        private var rejected: Set<String> = []

        init(base: LanguageTag, project: String?, diagnostics: DiagnosticCollector) {
            self.base = base
            self.project = project
            self.diagnostics = diagnostics
        }

        /// False when a table or folder under it leads outside the project (which is reported).
        mutating func addFolder(_ folder: String) -> Bool {
            let listing = FolderListing(under: folder, inside: project)
            for unreadable in listing.unreadableFolders {
                diagnostics.error(.cannotListFolder(path: unreadable.path, reason: unreadable.reason), at: nil)
            }
            let outside = listing.outside.filter { InputDiscovery.isTable($0) || FileSystem.kind(of: $0) == .folder }
            for path in outside {
                diagnostics.error(.outsideProjectThroughLink(path: path, project: project ?? ""), at: nil)
            }
            for path in listing.files {
                switch TableFormat.of(path) {
                case .xcstrings?: catalogs.append(path)
                case .strings?, .stringsdict?: addFile(path)
                case nil: continue
                }
            }
            return outside.isEmpty
        }

        mutating func addFile(_ path: String) {
            // A file named on the command line is read as a `.strings` file whatever its name.
            let format = TableFormat.of(path)
            let isStringsdict = format == .stringsdict
            let table = format?.table(ofFile: path) ?? PathText.fileName(of: path)
            let folderPath = FileSystem.folder(of: path) ?? "."
            let folder = PathText.fileName(of: folderPath)
            guard folder.hasSuffix(".lproj") else {
                files.append(File(path: path, table: table, language: base, isStringsdict: isStringsdict))
                return
            }
            let folderName = String(folder.dropLast(".lproj".count))
            if folderName == "Base" {
                files.append(File(path: path, table: table, language: nil, isStringsdict: isStringsdict))
                return
            }
            guard let language = LanguageTag(folderName) else {
                if rejected.insert(folderPath).inserted { diagnostics.warning(.folderNotALanguage(folderPath), at: nil) }
                return
            }
            if let first = firstFolder[language] {
                if first.name != folderName {
                    if rejected.insert(folderPath).inserted {
                        diagnostics.error(
                            .sameLanguageTwice(first: first.path, second: folderPath, language: language.canonical),
                            at: nil
                        )
                    }
                    return
                }
            } else {
                firstFolder[language] = (folderName, folderPath)
                folders[language, default: []].append(folderName)
            }
            files.append(File(path: path, table: table, language: language, isStringsdict: isStringsdict))
        }
    }
}
