import TokenGenVocabulary
import TokenGenRead

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A SwiftGen configuration (or a script of `swiftgen run strings` commands: `SwiftGenScript.swift`) read for
/// `tokengen init --from`: each output of its `strings` entries as a
/// tokengen strings job with the same tables, output and names, and what cannot be carried over, each with
/// its line (SwiftGen keeps doing it). Paths are made relative to the folder the new configuration is written
/// in; a key given twice counts its last value, as SwiftGen's YAML reader does.
public struct SwiftGenImport {
    public struct Job: Equatable {
        public var inputs: [String]
        public var baseLanguage: String
        public var output: String
        public var enumName: String?
        public var access: AccessLevel?
        public var separator: String?
        public var names: KeyNames?
        public var forceFileNameEnum = false
        public var lookupFunction: String?
        public var bundle: LookupBundle?
        /// The output is a file of an Xcode project's target (`XcodeTarget.lists`): one file, as SwiftGen wrote.
        public var singleFile = false
        /// Whether the first run replaces SwiftGen's output there; false for a new output beside it.
        public var replacesOutput = true
    }

    public var jobs: [Job] = []
    /// What stays SwiftGen's, as `path:line: what`.
    public var notCarried: [String] = []

    /// Reads the SwiftGen configuration at `path`; the new configuration is written in `folder` (the current
    /// one: `.`). Nil after an error (an unreadable or malformed file).
    public static func read(path: String, into folder: String = ".", diagnostics: DiagnosticCollector) -> SwiftGenImport? {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.bytes(of: path)
        } catch {
            diagnostics.error(.cannotReadConfiguration(path: path, reason: error.reason), at: nil)
            return nil
        }
        // A build phase's script, or any text holding `swiftgen run strings …` commands.
        let script = String(decoding: bytes, as: UTF8.self)
        if SwiftGenImport.isScript(script) { return readScript(script, path: path, into: folder) }
        // SwiftGen's YAML reader takes a key given twice (the later wins): only a file that does not parse is an error.
        let parsing = DiagnosticCollector()
        guard let root = YAMLParser.parse(bytes, path: path, diagnostics: parsing) else {
            parsing.diagnostics.forEach(diagnostics.emit)
            return nil
        }
        guard let mapping = root.mapping else {
            diagnostics.error(.swiftGenConfigurationNotAMapping(kind: root.kindDescription), at: root.location)
            return nil
        }
        var result = SwiftGenImport()
        let configFolder = FileSystem.folder(of: path) ?? "."
        let inputFolder = joined(configFolder, text(last(mapping, "input_dir")?.value) ?? ".")
        let outputFolder = joined(configFolder, text(last(mapping, "output_dir")?.value) ?? ".")
        var lister = TableLister(project: FileSystem.canonicalPath(folder) ?? folder)
        // A key given twice counts once, with its later value.
        let lastIndex = Dictionary(mapping.entries.indices.map { (mapping.entries[$0].key.text, $0) }, uniquingKeysWith: { $1 })
        for (index, entry) in mapping.entries.enumerated() where lastIndex[entry.key.text] == index {
            switch entry.key.text {
            case "input_dir", "output_dir": continue
            case "strings":
                let entries: [DocumentNode] = if case .sequence(let items, _) = entry.value { items } else { [entry.value] }
                for item in entries {
                    result.strings(item, inputFolder: inputFolder, outputFolder: outputFolder, into: folder, lister: &lister)
                }
            default:
                result.notCarried.append(
                    "\(entry.key.location.path):\(entry.key.location.line): SwiftGen's '\(entry.key.text)' parser: SwiftGen keeps generating it"
                )
            }
        }
        return result
    }

    mutating func strings(
        _ node: DocumentNode, inputFolder: String, outputFolder: String, into folder: String, lister: inout TableLister
    ) {
        guard let entry = node.mapping else {
            notCarried.append("\(node.location.path):\(node.location.line): a 'strings' entry that is no mapping")
            return
        }
        func value(_ key: String) -> DocumentNode? { Self.last(entry, key)?.value }
        func texts(_ node: DocumentNode?) -> [String] {
            switch node {
            case .sequence(let items, _)?: items.compactMap { Self.text($0) }
            case let scalar?: Self.text(scalar).map { [$0] } ?? []
            case nil: []
            }
        }
        let separator = Self.text(Self.last(value("options")?.mapping, "separator")?.value)
        var filter: PathPattern?
        if let node = value("filter"), let text = Self.text(node) {
            do throws(PathPattern.Refusal) {
                filter = try PathPattern(text)
            } catch {
                notCarried.append(
                    "\(node.location.path):\(node.location.line): the filter '\(text)', which has \(error.reason) (tokengen matches filters without backtracking); SwiftGen keeps generating this entry"
                )
                return
            }
        }
        var inputs: [String] = []
        var seen: Set<String> = []
        var baseLanguage = "en"
        for input in texts(value("inputs")) {
            let path = Self.joined(inputFolder, input)
            guard lister.isInProject(path) else {
                let place = value("inputs")?.location ?? node.location
                notCarried.append("\(place.path):\(place.line): the input '\(input)', which is outside the project; tokengen reads only inside it")
                continue
            }
            let (files, language) = lister.tables(at: path, filter: &filter) ?? ([path], nil)
            for file in files where seen.insert(file).inserted { inputs.append(file) }
            if let language { baseLanguage = language }
        }
        guard !inputs.isEmpty else {
            notCarried.append("\(node.location.path):\(node.location.line): a 'strings' entry whose inputs name no table inside the project")
            return
        }
        let outputs: [DocumentNode] =
            if case .sequence(let items, _)? = value("outputs") { items } else { value("outputs").map { [$0] } ?? [] }
        for output in outputs {
            guard let mapping = output.mapping else { continue }
            func value(_ key: String) -> DocumentNode? { Self.last(mapping, key)?.value }
            let params = value("params")?.mapping
            func param(_ key: String) -> DocumentNode? { Self.last(params, key)?.value }
            func line(ofParam key: String) -> String {
                let place = Self.last(params, key)?.key.location ?? output.location
                return "\(place.path):\(place.line)"
            }
            let location = "\(output.location.path):\(output.location.line)"
            guard let written = Self.text(value("output")) else {
                notCarried.append("\(location): an output without 'output'")
                continue
            }
            let isCustom = value("templatePath") != nil
            var job = Job(
                inputs: inputs.map { Self.located($0, from: folder) }, baseLanguage: baseLanguage,
                output: Self.located(Self.joined(outputFolder, written), from: folder))
            job.singleFile = XcodeTarget.lists(Self.joined(outputFolder, written), inside: lister.project)
            switch isCustom ? "custom" : Self.text(value("templateName")) ?? "structured-swift5" {
            case "structured-swift5", "structured-swift4", "structured-swift3", "custom": break
            case "flat-swift5", "flat-swift4", "flat-swift3": job.names = .flat
            case let other:
                notCarried.append("\(location): the template '\(other)', which SwiftGen keeps generating into \(written)")
                continue
            }
            job.separator = separator
            job.enumName = Self.text(param("enumName"))
            if Self.isTrue(param("publicAccess")) { job.access = .public }
            job.forceFileNameEnum = Self.isTrue(param("forceFileNameEnum"))
            // The bundles tokengen's bundle lookup finds by itself: SwiftPM's module, else the one the code is in.
            switch Self.text(param("bundle")) {
            case "Bundle.main"?: job.bundle = .main
            case "Bundle.module"?: job.bundle = .module
            default: break
            }
            if let bundle = Self.text(param("bundle")), !["Bundle.module", "Bundle.main", "BundleToken.bundle"].contains(bundle) {
                notCarried.append(
                    "\(line(ofParam: "bundle")): the bundle '\(bundle)': tokengen reads the tables from SwiftPM's module bundle, else the bundle its code is compiled into"
                )
            }
            if let function = Self.text(param("lookupFunction")) {
                if L10nOptions.isFunctionName(function) {
                    job.lookupFunction = function
                } else {
                    notCarried.append(
                        "\(line(ofParam: "lookupFunction")): the lookupFunction '\(function)', which is no Swift function's name")
                }
            }
            if isCustom {
                // What the template wrote is what the app calls: carried over only as far as tokengen's API covers it.
                guard customTemplate(&job, output: Self.joined(outputFolder, written), inputs: inputs, at: location, project: lister.project)
                else { continue }
            }
            jobs.append(job)
        }
    }

    /// A scalar's text as SwiftGen's YAML reader (Yams) reads it: nil for YAML's null (`~`, `null`, nothing).
    static func text(_ node: DocumentNode?) -> String? {
        guard let scalar = node?.scalar, !scalar.isNull else { return nil }
        return scalar.text
    }

    /// Whether a scalar is YAML 1.1's true, as Yams reads it (`true`, `True`, `TRUE`, `yes`, `on`…).
    static func isTrue(_ node: DocumentNode?) -> Bool {
        guard let scalar = node?.scalar, !scalar.isQuoted else { return false }
        return ["true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"].contains(scalar.text)
    }

    /// A key's last entry in a mapping: SwiftGen's YAML reader takes a key given twice with its later value.
    static func last(_ mapping: DocumentMapping?, _ key: String) -> (key: DocumentScalar, value: DocumentNode)? {
        mapping?.entries.last { $0.key.text == key }
    }

    static func joined(_ base: String, _ path: String) -> String {
        let joined = path.hasPrefix("/") || base == "." || base.isEmpty ? path : base + "/" + path
        return FileSystem.normalized(joined) ?? joined
    }

    /// `path` as seen from `folder` (both relative to the current folder), after symbolic links and `..`: the
    /// file's own canonical path, or its folder's for a file not written yet. A path outside `folder` stays as
    /// it is (the configuration refuses it, with its reason).
    static func located(_ path: String, from folder: String) -> String {
        guard let base = FileSystem.canonicalPath(folder) else { return path }
        let target: String
        if let whole = FileSystem.canonicalPath(path) {
            target = whole
        } else if let parent = FileSystem.folder(of: path).flatMap(FileSystem.canonicalPath) {
            target = parent + "/" + PathText.fileName(of: path)
        } else {
            return path
        }
        if target == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : path
    }

    /// The configuration's text: a strings job for each job, which takes over SwiftGen's output.
    public var configuration: String {
        var lines = ["# Written by `tokengen init --from`: SwiftGen's strings outputs, as tokengen jobs. See the README."]
        if !jobs.isEmpty { lines.append("strings:") }
        for job in jobs {
            lines.append("  - inputs:")
            lines += job.inputs.map { "      - \(Setup.quoted($0))" }
            lines.append("    baseLanguage: \(Setup.quoted(job.baseLanguage))")
            lines.append("    output: \(Setup.quoted(job.output))")
            if job.replacesOutput { lines.append("    replacesSwiftGenOutput: true") }
            if let enumName = job.enumName { lines.append("    enumName: \(Setup.quoted(enumName))") }
            if let access = job.access { lines.append("    access: \(access.rawValue)") }
            if let separator = job.separator { lines.append("    separator: \(Setup.quoted(separator))") }
            if let names = job.names { lines.append("    names: \(names.rawValue)") }
            if job.forceFileNameEnum { lines.append("    forceFileNameEnum: true") }
            if let function = job.lookupFunction { lines.append("    lookupFunction: \(Setup.quoted(function))") }
            if let bundle = job.bundle { lines.append("    bundle: \(bundle.rawValue)") }
            if job.singleFile { lines.append("    singleFile: true") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension SwiftGenImport {
    /// The tables SwiftGen's inputs name, found by listing each folder once (however many inputs are in it), one
    /// level at a time, and only inside the project.
    struct TableLister {
        /// Canonical.
        let project: String
        /// A folder's language folders, each with its tables' paths, by the folder's path.
        private var languageFolders: [String: [(folder: String, tables: [String])]] = [:]
        /// How many folders were listed.
        private(set) var listings = 0

        init(project: String) { self.project = project }

        func isInProject(_ path: String) -> Bool { FileSystem.isInside(path, folder: project) }

        /// The tables a SwiftGen input names, in every language: a `.strings` or `.stringsdict` file in an
        /// `.lproj` folder is that table in every `.lproj` folder beside it; an `.lproj` folder is each of its
        /// tables so; nil for any other path (read whole). With the language of the folder named (the base
        /// language). `filter` is SwiftGen's, matched against each table's path.
        mutating func tables(at path: String, filter: inout PathPattern?) -> (files: [String], language: String)? {
            let name = PathText.fileName(of: path)
            let lproj: String
            var tableNames: Set<String>?
            if name.hasSuffix(".lproj") {
                lproj = path
            } else if TableFormat.of(name)?.isCatalog == false, let folder = FileSystem.folder(of: path),
                PathText.fileName(of: folder).hasSuffix(".lproj")
            {
                lproj = folder
                tableNames = [Self.table(name)]
            } else {
                return nil
            }
            let language = String(PathText.fileName(of: lproj).dropLast(".lproj".count))
            let parent = FileSystem.folder(of: lproj) ?? "."
            let folders = languageFolders(in: parent)
            let named = tableNames ?? Set((folders.first { $0.folder == Self.joined(parent, PathText.fileName(of: lproj)) }?.tables ?? []).map(Self.table))
            var files: [String] = []
            for (_, tables) in folders {
                for file in tables where named.contains(Self.table(file)) {
                    if filter?.matches(file) == false { continue }
                    files.append(file)
                }
            }
            return (files.sorted(), language)
        }

        /// The `.lproj` folders in `parent` that are inside the project, each with its tables (regular files).
        private mutating func languageFolders(in parent: String) -> [(folder: String, tables: [String])] {
            if let known = languageFolders[parent] { return known }
            listings += 1
            var found: [(folder: String, tables: [String])] = []
            for name in FileSystem.names(in: parent) ?? [] where name.hasSuffix(".lproj") && !name.hasPrefix(".") {
                let folder = Self.joined(parent, name)
                guard FileSystem.kind(of: folder) == .folder, isInProject(folder) else { continue }
                listings += 1
                let tables = (FileSystem.names(in: folder) ?? []).map { Self.joined(folder, $0) }.filter {
                    TableFormat.of($0)?.isCatalog == false && FileSystem.kind(of: $0) == .file && isInProject($0)
                }
                found.append((folder, tables))
            }
            languageFolders[parent] = found
            return found
        }

        private static func table(_ file: String) -> String {
            TableFormat.of(file)?.table(ofFile: file) ?? PathText.fileName(of: file)
        }

        private static func joined(_ folder: String, _ name: String) -> String {
            folder == "." ? name : folder == "/" ? "/" + name : folder + "/" + name
        }
    }
}

/// Where an output is compiled: by an Xcode project's target, whose `project.pbxproj` lists each file (so a
/// job must write the one file SwiftGen wrote), or by a SwiftPM target, which compiles its folder.
enum XcodeTarget {
    /// Whether no `Package.swift` is in the output's folder or above it inside the project, and an `.xcodeproj`
    /// there lists a file of its name. Each folder on the way is listed once; no project file is read past
    /// `FileSystem`'s input limit.
    static func lists(_ output: String, inside project: String) -> Bool {
        // As Xcode writes every file's entries: `/* Strings.swift */`, `/* Strings.swift in Sources */`.
        let name = Array("/* \(PathText.fileName(of: output)) ".utf8)
        var folder = FileSystem.canonicalPath(FileSystem.folder(of: output) ?? ".")
        var projects: [String] = []
        while let current = folder, FileSystem.isWithin(current, folder: project) {
            let entries = self.entries(of: current)
            if entries.contains("Package.swift") { return false }
            projects += entries.filter { $0.hasSuffix(".xcodeproj") }.map { current + "/" + $0 + "/project.pbxproj" }
            guard current != project, let parent = FileSystem.folder(of: current) else { break }
            folder = parent
        }
        return projects.contains { file in
            guard let bytes = try? FileSystem.bytes(of: file) else { return false }
            return bytes.withUnsafeBufferPointer { ByteText($0).contains(name) }
        }
    }

    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) { names.append(FolderListing.name(of: entry)) }
        return names
    }
}
