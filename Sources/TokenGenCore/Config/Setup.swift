import TokenGenVocabulary
import TokenGenRead
import TokenGenTranslate

/// What `tokengen init` writes: the jobs a team would make of a project's tables and token files, found on
/// disk — one strings job per folder of `.lproj` folders or String Catalogs, one tokens job per Tokens Studio
/// export, resolver document, or folder of token files — as the text of a `tokengen.yml`, with the lines that
/// say what was found and chosen.
public struct Setup {
    public struct StringsJobChoice: Equatable {
        /// Relative to the project, as every path here.
        public var folder: String
        /// What the job reads: the folder, or its `.lproj` folders and catalogs one by one where the folder
        /// holds what init leaves out (a dependency's tables, a link out of the project), which reading the
        /// folder would reach.
        public var inputs: [String]
        public var baseLanguage: String
        /// How the base language was chosen, for the summary.
        public var baseLanguageReason: String
        public var languages: [String]
        public var tables: [String]
        public var enumName: String
        public var output: String
    }

    /// What a tokens job reads: a document that names its own files, or files merged in order.
    public enum TokenInput: String, Equatable {
        case studioExport = "a Tokens Studio export"
        case resolverDocument = "a resolver document"
        case tokenFiles = "token files"
        case styleDictionary = "a Style Dictionary configuration"
    }

    public struct TokensJobChoice: Equatable {
        public var inputs: [String]
        public var kind: TokenInput
        public var typeName: String
        public var output: String
        /// For a Style Dictionary project: its configuration, whose `source` globs found the inputs.
        public var configuration: String?
    }

    public var strings: [StringsJobChoice] = []
    public var tokens: [TokensJobChoice] = []

    /// Folders no team's own tables or tokens are in: dependencies and build products.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "node_modules", "DerivedData", "build", "Generated"]

    /// Surveys `project` (a folder); the files it cannot read are warnings.
    public static func survey(project: String, diagnostics: DiagnosticCollector) -> Setup {
        let root = project.hasSuffix("/") && project.count > 1 ? String(project.dropLast()) : project
        let listing = FolderListing(under: root, skippingHidden: true, inside: FileSystem.canonicalPath(root))
        func relative(_ path: String) -> String { path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path }
        // The folders that hold what init leaves out, and every folder above them: a job reading one of those
        // whole would read it too.
        var holdingLeftOut: Set<String> = []
        func leftOut(_ path: String) {
            var folder = FileSystem.folder(of: path)
            while let current = folder, holdingLeftOut.insert(current).inserted { folder = FileSystem.folder(of: current) }
            holdingLeftOut.insert(".")
        }
        for unreadable in listing.unreadableFolders {
            diagnostics.warning(.unreadableFolderInSetup(path: unreadable.path, reason: unreadable.reason), at: nil)
            leftOut(relative(unreadable.path))
        }
        for path in listing.outside.map(relative) where InputDiscovery.isTable(path) || FileSystem.kind(of: root + "/" + path) == .folder {
            diagnostics.warning(.linkOutOfProjectInSetup(path), at: nil)
            leftOut(path)
        }
        var files: [String] = []
        var unwritable: Set<String> = []
        for path in listing.files {
            let relative = relative(path)
            let isCandidate = InputDiscovery.isTable(relative) || tokenFileKind(relative) != nil
            guard !relative.split(separator: "/").dropLast().contains(where: { skippedFolders.contains(String($0)) }) else {
                if isCandidate { leftOut(relative) }
                continue
            }
            guard Self.isWritable(relative) else {
                let folder = FileSystem.folder(of: relative) ?? relative
                if isCandidate, unwritable.insert(folder).inserted {
                    diagnostics.warning(.unwritablePathInSetup(folder), at: nil)
                }
                if isCandidate { leftOut(relative) }
                continue
            }
            // A FIFO or a device named like a table is no table.
            if isCandidate, FileSystem.kind(of: path) != .file {
                leftOut(relative)
                continue
            }
            files.append(relative)
        }
        var setup = Setup()
        setup.findStrings(in: files, root: root, holdingLeftOut: holdingLeftOut, diagnostics: diagnostics)
        let styleDictionary = setup.findStyleDictionaries(in: files, root: root)
        setup.findTokens(in: files.filter { !styleDictionary.contains($0) })
        return setup
    }

    /// Folder names that say what a folder holds rather than whose it is.
    static let genericFolders: Set<String> = [
        "resources", "texts", "strings", "localization", "localizations", "localisation", "l10n", "i18n", "supporting files", "tokens",
        "design-tokens", "design tokens", "assets", "sources", "src", ".",
    ]

    /// The name a job of `path` gets: its innermost part that is not generic (`Widgets` for `Widgets/Resources`),
    /// as a type name ending in `suffix` (once: `dialtone-tokens` → `DialtoneTokens`).
    static func name(of path: String, suffix: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        let part = parts.last { !genericFolders.contains($0.lowercased()) && SwiftName.typeName($0).contains(where: \.isLetter) } ?? "App"
        let name = SwiftName.typeName(part)
        // A name Swift reserves (`Self`, `any`) is one no longer once the suffix is part of it.
        return name.hasSuffix(suffix) && !name.hasPrefix("`") ? name : SwiftName.typeName(part + " " + suffix)
    }

    /// The names jobs took, with the next number to try for each: `name`, then `name2`, `name3`…, each
    /// found in one step however many folders share the name.
    struct TakenNames {
        private var taken: Set<String> = []
        private var next: [String: Int] = [:]
        /// The candidates looked at, for tests that bound the work.
        private(set) var candidates = 0

        mutating func unique(_ name: String) -> String {
            var number = next[name] ?? 1
            var candidate = number == 1 ? name : name + String(number)
            candidates += 1
            while !taken.insert(candidate).inserted {
                candidates += 1
                number += 1
                candidate = name + String(number)
            }
            next[name] = number + 1
            return candidate
        }
    }

    // MARK: Tables

    /// The languages, tables and catalogs of a folder of tables.
    private struct TableGroup {
        var languages: Set<String> = []
        var tables: Set<String> = []
        var catalogs: [String] = []
        /// Each `.lproj` folder's tables.
        var languageFolders: [String: [String]] = [:]

        mutating func add(_ other: TableGroup) {
            languages.formUnion(other.languages)
            tables.formUnion(other.tables)
            catalogs += other.catalogs
            languageFolders.merge(other.languageFolders) { $0 + $1 }
        }

        /// What a job reads to read this group and nothing init left out: its folder; else, where the folder
        /// holds what was left out, each `.lproj` folder (each of its tables, where that holds some) and catalog.
        func inputs(folder: String, holdingLeftOut: Set<String>) -> [String] {
            // The project's own folder holds `.build` and the like: it is never read whole.
            guard folder == "." || holdingLeftOut.contains(folder) else { return [folder] }
            let folders = languageFolders.keys.sorted().flatMap { holdingLeftOut.contains($0) ? languageFolders[$0]!.sorted() : [$0] }
            return folders + catalogs.sorted()
        }
    }

    private mutating func findStrings(in files: [String], root: String, holdingLeftOut: Set<String>, diagnostics: DiagnosticCollector) {
        // By the folder that holds the `.lproj` folders or catalogs.
        var groups: [String: TableGroup] = [:]
        for file in files {
            let folder = FileSystem.folder(of: file) ?? "."
            guard let format = TableFormat.of(file) else { continue }
            let table = format.table(ofFile: file)
            if format.isCatalog {
                groups[folder, default: TableGroup()].catalogs.append(file)
                groups[folder]!.tables.insert(table)
            } else if PathText.fileName(of: folder).hasSuffix(".lproj") {
                let group = FileSystem.folder(of: folder) ?? "."
                let language = String(PathText.fileName(of: folder).dropLast(".lproj".count))
                // A folder no language tag names is left out by the run, with a warning.
                guard language == "Base" || LanguageTag(language) != nil else { continue }
                groups[group, default: TableGroup()].languages.insert(language)
                groups[group]!.tables.insert(table)
                groups[group]!.languageFolders[folder, default: []].append(file)
            }
        }
        // A folder inside another group's is read with it when that one is read whole: the outermost such
        // group's job finds its tables. Each folder finds it through its own ancestors, so the work grows with
        // the folders and their depth. A folder that holds what init leaves out is named table by table, so
        // the groups inside it are jobs of their own (the folders above it hold it too).
        var merged: [String: TableGroup] = [:]
        for (folder, group) in groups {
            var outermost = folder
            var current = folder
            while let parent = FileSystem.folder(of: current), !holdingLeftOut.contains(parent) {
                if groups[parent] != nil { outermost = parent }
                current = parent
            }
            merged[outermost, default: TableGroup()].add(group)
        }
        var enumNames = TakenNames()
        for folder in merged.keys.sorted() {
            var group = merged[folder]!
            var (base, reason) = Self.baseLanguage(
                languages: group.languages, catalogs: group.catalogs, root: root, diagnostics: diagnostics)
            if let catalogLanguage = base { group.languages.insert(catalogLanguage) } else { base = "en" }
            let enumName = enumNames.unique(strings.isEmpty ? "L10n" : Self.name(of: folder, suffix: "Texts"))
            strings.append(
                StringsJobChoice(
                    folder: folder, inputs: group.inputs(folder: folder, holdingLeftOut: holdingLeftOut), baseLanguage: base!, baseLanguageReason: reason,
                    languages: group.languages.filter { $0 != "Base" }.sorted(), tables: group.tables.sorted(), enumName: enumName,
                    output: "Generated/\(enumName).swift"))
        }
    }

    /// The base language: a String Catalog's `sourceLanguage`, else `en` when there is an `en.lproj`, `Base`
    /// when there is only a `Base.lproj`, else the first language; with the reason, for the summary.
    static func baseLanguage(
        languages: Set<String>, catalogs: [String], root: String, diagnostics: DiagnosticCollector
    ) -> (String?, String) {
        for catalog in catalogs.sorted() {
            let path = root + "/" + catalog
            guard let bytes = try? FileSystem.bytes(of: path) else {
                diagnostics.warning(.unreadableFolderInSetup(path: path, reason: "cannot be read"), at: nil)
                continue
            }
            if case .string(let language, _)? = JSONParser.parse(bytes, path: path, diagnostics: DiagnosticCollector())?["sourceLanguage"]?
                .value
            {
                return (language, "the sourceLanguage of \(catalog)")
            }
        }
        if let english = languages.first(where: { $0.lowercased() == "en" }) { return (english, "\(english).lproj") }
        if languages.contains("Base") { return ("Base", "Base.lproj, the only folder of the development language") }
        guard let first = languages.sorted().first else { return (nil, "no folder names one") }
        return (first, "the first language folder, \(first).lproj; set baseLanguage if the app's development language is another")
    }

    // MARK: Token files

    /// A file of design tokens by its name: `*.tokens.json` (`.yml`, `.yaml`, `.tokens`), a Tokens Studio
    /// `$themes.json`, or a `*.resolver.json` (`.yml`, `.yaml`).
    static func tokenFileKind(_ path: String) -> TokenInput? {
        let name = PathText.fileName(of: path).lowercased()
        if name == "$themes.json" { return .studioExport }
        if [".resolver.json", ".resolver.yml", ".resolver.yaml"].contains(where: name.hasSuffix) { return .resolverDocument }
        if [".tokens.json", ".tokens.yml", ".tokens.yaml", ".tokens"].contains(where: name.hasSuffix) { return .tokenFiles }
        return nil
    }

    /// Style Dictionary projects, by their configuration (`config.json`, `sd.config.json`, or the
    /// `style-dictionary` key of a `package.json`): a job of the files its `include` and `source` globs name, in
    /// the order Style Dictionary merges them (each glob's files sorted; a later one's tokens win). The files
    /// those jobs read.
    private mutating func findStyleDictionaries(in files: [String], root: String) -> Set<String> {
        var claimed: Set<String> = []
        let configurations = files.filter {
            ["config.json", "sd.config.json", "style-dictionary.config.json", "package.json"].contains(PathText.fileName(of: $0).lowercased())
        }
        for configuration in configurations.sorted() {
            guard let bytes = try? FileSystem.bytes(of: root + "/" + configuration), bytes.count < 1 << 20,
                let document = TokenFileReader.parse(bytes, path: configuration, diagnostics: DiagnosticCollector())?.mapping
            else { continue }
            let isPackage = PathText.fileName(of: configuration).lowercased() == "package.json"
            guard let settings = isPackage ? document["style-dictionary"]?.mapping : document,
                isPackage || settings["platforms"]?.mapping != nil
            else { continue }
            let globs = ["include", "source"].flatMap { key -> [String] in
                guard case .sequence(let items, _)? = settings[key] else { return [] }
                return items.compactMap { $0.scalar?.text }
            }
            guard !globs.isEmpty else { continue }
            let folder = FileSystem.folder(of: configuration)
            var inputs: [String] = []
            for glob in globs {
                let pattern = (folder.map { $0 + "/" } ?? "") + (glob.hasPrefix("./") ? String(glob.dropFirst(2)) : glob)
                for file in files.filter({ Self.matches(pattern, $0) && InputDiscovery.isTokenFile($0) }).sorted() where !inputs.contains(file) {
                    inputs.append(file)
                }
            }
            guard !inputs.isEmpty else { continue }
            claimed.formUnion(inputs)
            let name = Self.name(of: folder ?? ".", suffix: "Tokens")
            tokens.append(
                TokensJobChoice(
                    inputs: inputs, kind: .styleDictionary, typeName: tokens.isEmpty ? "DesignTokens" : name,
                    output: "Generated/\(tokens.isEmpty ? "DesignTokens" : name).swift", configuration: configuration))
        }
        return claimed
    }

    /// Whether `path` matches a glob as Style Dictionary's (node-glob) reads one: `**` any folders, `*` and `?`
    /// within a name, `{a,b}` either.
    static func matches(_ glob: String, _ path: String) -> Bool {
        if let open = glob.firstIndex(of: "{"), let close = glob[open...].firstIndex(of: "}") {
            return glob[glob.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false).contains {
                matches(String(glob[..<open]) + $0 + String(glob[glob.index(after: close)...]), path)
            }
        }
        let patterns = glob.split(separator: "/").map(String.init), names = path.split(separator: "/").map(String.init)
        // Which names each prefix of the pattern can end at: linear in both, no backtracking.
        var reachable = Set([0])
        for pattern in patterns {
            var next: Set<Int> = []
            for start in reachable {
                if pattern == "**" {
                    next.formUnion(start...names.count)
                } else if start < names.count, matchesName(Array(pattern), Array(names[start])) {
                    next.insert(start + 1)
                }
            }
            reachable = next
        }
        return reachable.contains(names.count)
    }

    private static func matchesName(_ pattern: [Character], _ name: [Character]) -> Bool {
        // `*` any run, `?` one character, by the positions the pattern can be at.
        var positions: Set<Int> = [0]
        func closure(_ set: Set<Int>) -> Set<Int> {
            var result = set
            for position in set where position < pattern.count && pattern[position] == "*" {
                var next = position
                while next < pattern.count, pattern[next] == "*" {
                    next += 1
                    result.insert(next)
                }
            }
            return result
        }
        positions = closure(positions)
        for character in name {
            var next: Set<Int> = []
            for position in positions where position < pattern.count {
                switch pattern[position] {
                case "*": next.insert(position)
                case "?": next.insert(position + 1)
                case let literal where literal == character: next.insert(position + 1)
                default: break
                }
            }
            positions = closure(next)
        }
        return positions.contains(pattern.count)
    }

    private mutating func findTokens(in files: [String]) {
        // An export or a resolver document names its own files: the token files in its folder are its.
        let documents = files.filter { Self.tokenFileKind($0).map { $0 != .tokenFiles } ?? false }
        let documentFolders = Set(documents.map { FileSystem.folder(of: $0) ?? "." })
        /// Whether `folder` is a document's folder or inside one: found through its ancestors.
        func isADocumentsFolder(_ folder: String) -> Bool {
            var current: String? = folder
            while let folder = current {
                if documentFolders.contains(folder) { return true }
                current = FileSystem.folder(of: folder)
            }
            return documentFolders.contains(".")
        }
        var loose: [String: [String]] = [:]
        for file in files where Self.tokenFileKind(file) == .tokenFiles {
            let folder = FileSystem.folder(of: file) ?? "."
            guard !isADocumentsFolder(folder) else { continue }
            loose[folder, default: []].append(file)
        }
        var typeNames = TakenNames()
        for job in tokens { _ = typeNames.unique(job.typeName) }
        func typeName(_ path: String) -> String {
            typeNames.unique(tokens.isEmpty ? "DesignTokens" : Self.name(of: path, suffix: "Tokens"))
        }
        for document in documents.sorted() {
            // A resolver document by its name (`adobe-spectrum.resolver.json`), an export by its folder.
            let file = PathText.fileName(of: document)
            let stem = file.lowercased().hasPrefix("$themes") ? nil : file.split(separator: ".").first.map(String.init)
            let name = typeName(
                stem.map { (FileSystem.folder(of: document).map { $0 + "/" } ?? "") + $0 } ?? FileSystem.folder(of: document) ?? ".")
            tokens.append(
                TokensJobChoice(inputs: [document], kind: Self.tokenFileKind(document)!, typeName: name, output: "Generated/\(name).swift"))
        }
        for folder in loose.keys.sorted() {
            let name = typeName(folder)
            tokens.append(
                TokensJobChoice(inputs: loose[folder]!.sorted(), kind: .tokenFiles, typeName: name, output: "Generated/\(name).swift"))
        }
    }

    // MARK: Writing

    /// Writes a new configuration at `path`, never over an existing file; false after an error.
    public static func write(_ text: String, to path: String, diagnostics: DiagnosticCollector) -> Bool {
        do {
            try FileSystem.createNew(Array(text.utf8), at: path)
            return true
        } catch let error where error.reason == FileSystem.SystemError.exists.reason {
            diagnostics.error(.configurationExists(path), at: nil)
        } catch {
            diagnostics.error(.cannotWrite(path: path, reason: error.reason), at: nil)
        }
        return false
    }

    /// The configuration's text.
    public var configuration: String {
        var lines = ["# Written by `tokengen init`: the project's tables and token files, as jobs. See the README's configuration."]
        if !strings.isEmpty {
            lines.append("strings:")
            for job in strings {
                lines += ["  - inputs:"] + job.inputs.map { "      - \(Self.quoted($0))" }
                lines += [
                    "    baseLanguage: \(Self.quoted(job.baseLanguage))", "    output: \(Self.quoted(job.output))",
                    "    enumName: \(Self.quoted(job.enumName))",
                ]
            }
        }
        if !tokens.isEmpty {
            lines.append("tokens:")
            for job in tokens {
                lines +=
                    job.inputs.count == 1
                    ? ["  - input: \(Self.quoted(job.inputs[0]))"] : ["  - inputs:"] + job.inputs.map { "      - \(Self.quoted($0))" }
                lines += ["    output: \(Self.quoted(job.output))", "    typeName: \(Self.quoted(job.typeName))"]
                if job.kind == .styleDictionary { lines.append("    tool: \(TokenTool.styleDictionary.rawValue)") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What was found and chosen, a line each.
    public var summary: [String] {
        strings.map { job in
            "strings: \(job.folder): \(Wording.count(job.tables.count, "table")) in \(Wording.count(job.languages.count, "language")) (base \(job.baseLanguage), from \(job.baseLanguageReason)) → \(job.enumName) in \(job.output)"
        }
            + tokens.map { job in
                "tokens: \(Self.found(job)) → \(job.typeName) in \(job.output)"
            }
    }

    private static func found(_ job: TokensJobChoice) -> String {
        switch job.kind {
        case .tokenFiles: Wording.count(job.inputs.count, "token file") + " in " + (FileSystem.folder(of: job.inputs[0]) ?? ".")
        case .styleDictionary: "\(Wording.count(job.inputs.count, "token file")) of \(job.kind.rawValue), \(job.configuration ?? "")"
        default: job.kind.rawValue + ", " + job.inputs[0]
        }
    }

    /// Whether `path` reads the same through the build-tool plugin's line reader as through YAML once quoted: no
    /// quote, backslash, control character or ` #` (which that reader takes for a comment), no space at either
    /// end.
    static func isWritable(_ path: String) -> Bool {
        !path.contains(" #") && path.first?.isWhitespace != true && path.last?.isWhitespace != true
            && !path.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
    }

    /// A YAML double-quoted scalar: every path and name is written as text, never as YAML.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
