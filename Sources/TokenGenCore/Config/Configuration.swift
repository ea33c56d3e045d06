import TokenGenVocabulary
import TokenGenRead
import TokenGenCheck
import TokenGenTranslate
import TokenGenRender
import TokenGenReport

/// The jobs of a `tokengen.yml`. Paths in the file are relative to the file's folder.
///
/// ```yaml
/// strings:
///   inputs: [Strings]
///   baseLanguage: en
///   output: Generated/L10n.swift
///   lookup: embedded
///   access: public
/// tokens:
///   - input: Tokens/summary.tokens.yml
///     output: Generated/SummaryConstants.swift
///     typeName: SummaryConstants
/// ```
///
/// `strings` may also be a list of such jobs, each with its own inputs, output and enum name. A top-level
/// `warningsAsErrors: true` makes every warning an error, as `--warnings-as-errors` does, in every command
/// and in the build-tool plugin.
public struct Configuration: Sendable {
    public var strings: [StringsJob]
    public var tokens: [TokensJob]
    public var warningsAsErrors: Bool

    public init(strings: [StringsJob] = [], tokens: [TokensJob] = [], warningsAsErrors: Bool = false) {
        self.strings = strings
        self.tokens = tokens
        self.warningsAsErrors = warningsAsErrors
    }

    public struct StringsJob: Sendable {
        public var inputs: [String]
        public var baseLanguage: String = "en"
        public var output: String
        public var options = L10nOptions()
        /// Where the configuration names `output`; nil for a command line's job.
        public var outputLocation: SourceLocation?
        /// The canonical folder every file the job reads must be inside, after symbolic links: the project's,
        /// for a job of a configuration. Nil for the files a command line names, which are the user's choice.
        public var project: String?
        /// Keys `tokengen report` counts as used though no Swift file names their accessor (read dynamically,
        /// or from another module); `*` matches any characters: `legacy.*`.
        public var usedKeys: [String] = []
        /// Written by `tokengen init --from`: the output may be SwiftGen's, which the first run replaces.
        public var replacesSwiftGenOutput = false

        public init(inputs: [String], baseLanguage: String = "en", output: String, options: L10nOptions = L10nOptions()) {
            self.inputs = inputs
            self.baseLanguage = baseLanguage
            self.output = output
            self.options = options
        }
    }

    public struct TokensJob: Sendable {
        /// The token files, merged in order: a later file's token replaces an earlier one of the same path, and
        /// references reach across files.
        public var inputs: [String]
        public var output: String
        public var options = ConstantsOptions()
        /// Where the configuration names `output`; nil for a command line's job.
        public var outputLocation: SourceLocation?
        /// As `StringsJob.project`: resolver sources must be inside it too.
        public var project: String?
        /// The tool that wrote the files: its forms are read as it means them without a warning each.
        public var tool: TokenTool?
        /// Token paths (`color.brand.*`) that `tokengen report` counts as used whatever the Swift files say.
        public var usedTokens: [String] = []
        /// An asset catalog (`Generated/DesignTokens.xcassets`) to write the colour tokens into, as colour sets.
        public var assetCatalog: String?

        public init(inputs: [String], output: String, options: ConstantsOptions = ConstantsOptions()) {
            self.inputs = inputs
            self.output = output
            self.options = options
        }

        public init(input: String, output: String, options: ConstantsOptions = ConstantsOptions()) {
            self.init(inputs: [input], output: output, options: options)
        }
    }
}

extension Configuration {
    /// The canonical path of a project folder (symbolic links resolved); nil, with the error, when it is no folder.
    public static func projectFolder(_ path: String, diagnostics: DiagnosticCollector) -> String? {
        guard let folder = FileSystem.canonicalPath(path), FileSystem.kind(of: folder) == .folder else {
            diagnostics.error(.projectFolderMissing(path), at: nil)
            return nil
        }
        return folder
    }

    /// The folder an asset catalog's path names, normalised (`Gen/A.xcassets/` → `Gen/A.xcassets`, so that the
    /// colour sets a run writes and those it finds are named alike), or why it cannot be one: an empty path would
    /// be the folder it is resolved against, and only a folder named `….xcassets` is a catalog Xcode reads.
    static func assetCatalogFolder(_ path: String, at location: SourceLocation?, diagnostics: DiagnosticCollector) -> String? {
        guard let folder = FileSystem.normalized(path) else {
            diagnostics.error(.emptyPath(what: location == nil ? "--asset-catalog" : "assetCatalog"), at: location)
            return nil
        }
        let name = PathText.fileName(of: folder)
        guard name.hasSuffix(".xcassets"), name.count > ".xcassets".count else {
            diagnostics.error(.notAnAssetCatalog(path), at: location)
            return nil
        }
        return folder
    }

    /// Reads the configuration at `path`. Every input and output it names must be inside `project` (the
    /// configuration's own folder unless given; the build-tool plugin gives the package's), after symbolic
    /// links: a configuration comes with any pull request, and must not read or write the rest of the disk.
    /// The keys a configuration may hold, each list in the order messages name them: the one place a key is
    /// added (then read in `Reader`, documented in the README; `ConfigurationTests` holds them to both).
    public enum Keys {
        public static let top = ["strings", "tokens", "warningsAsErrors"]
        public static let strings = [
            "inputs", "baseLanguage", "output", "lookup", "access", "enumName", "usedKeys", "pseudoLanguages", "separator", "names",
            "forceFileNameEnum", "replacesSwiftGenOutput", "resources", "lookupFunction", "bundle", "singleFile",
        ]
        public static let tokens = [
            "input", "inputs", "output", "typeName", "access", "figmaTypes", "tool", "usedTokens", "appearance", "assetCatalog",
        ]
        /// A tokens job's `appearance:`.
        public static let appearance = ["modifier", "light", "dark", "lightHighContrast", "darkHighContrast"]
    }

    public static func load(path: String, project: String? = nil, diagnostics: DiagnosticCollector) -> Configuration? {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.bytes(of: path)
        } catch {
            if FileSystem.kind(of: path) == nil {
                // No configuration yet: say how to start.
                let swiftGen = ["swiftgen.yml", "swiftgen.yaml"].map { (FileSystem.folder(of: path).map { $0 + "/" } ?? "") + $0 }
                diagnostics.error(.noConfiguration(path: path, swiftGen: swiftGen.first { FileSystem.kind(of: $0) == .file }), at: nil)
            } else {
                diagnostics.error(.cannotReadConfiguration(path: path, reason: error.reason), at: nil)
            }
            return nil
        }
        guard let root = YAMLParser.parse(bytes, path: path, diagnostics: diagnostics) else { return nil }
        let folder = FileSystem.folder(of: path) ?? ""
        guard let projectFolder = projectFolder(project ?? (folder.isEmpty ? "." : folder), diagnostics: diagnostics) else { return nil }
        var reader = Reader(folder: folder, project: projectFolder, diagnostics: diagnostics)
        let configuration = reader.configuration(root)
        guard !diagnostics.hasErrors, let configuration else { return nil }
        // The build-tool plugin reads the same file line by line: both must find the same paths.
        let plugin = ConfigurationPaths(text: String(decoding: bytes, as: UTF8.self), folder: folder)
        let inputs = configuration.strings.flatMap(\.inputs) + configuration.tokens.flatMap(\.inputs)
        let outputs = configuration.strings.map(\.output) + configuration.tokens.map(\.output)
        // Outputs with `..` are canonical in the configuration (see `resolveInside`).
        let pluginOutputs = plugin.outputs.map(FileSystem.physicalIfClimbing),
            pluginStringsOutputs = plugin.stringsOutputs.map(FileSystem.physicalIfClimbing)
        if plugin.inputs.sorted() != inputs.sorted() || pluginOutputs.sorted() != outputs.sorted()
            || pluginStringsOutputs.sorted() != configuration.strings.map(\.output).sorted()
            || plugin.singleFileOutputs.map(FileSystem.physicalIfClimbing).sorted()
                != configuration.strings.filter(\.options.singleFile).map(\.output).sorted()
        {
            diagnostics.error(
                .pluginReadsOtherPaths(
                    plugin: [plugin.inputs, plugin.outputs, plugin.stringsOutputs],
                    configuration: [inputs, outputs, configuration.strings.map(\.output)]
                ),
                at: SourceLocation(path: path, line: 1, column: 1)
            )
            return nil
        }
        return configuration
    }

    private struct Reader {
        let folder: String
        let project: String
        let diagnostics: DiagnosticCollector

        func resolve(_ path: String) -> String {
            path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
        }

        /// `resolve(path)`, when it is inside the project after symbolic links; nil after reporting it. An
        /// output with `..` is given as the canonical path that was checked: written as it is,
        /// `nx/../tokengen.yml` would only be found to be the configuration once writing had created `nx`.
        func resolveInside(_ path: String, _ what: String, at location: SourceLocation) -> String? {
            guard FileSystem.normalized(path) != nil else {
                diagnostics.error(.emptyPath(what: what), at: location)
                return nil
            }
            let resolved = resolve(path)
            guard FileSystem.isInside(resolved, folder: project) else {
                diagnostics.error(
                    .outsideProject(what: what, path: path, project: project),
                    at: location
                )
                return nil
            }
            return what == "output" ? FileSystem.physicalIfClimbing(resolved) : resolved
        }

        func mapping(_ node: DocumentNode, _ what: String, allowed: [String]) -> DocumentMapping? {
            guard let mapping = node.mapping else {
                diagnostics.error(.notAMapping(what: what, kind: node.kindDescription), at: node.location)
                return nil
            }
            for (key, _) in mapping.entries where !allowed.contains(key.text) {
                diagnostics.error(
                    .unknownConfigurationKey(key: key.text, what: what, allowed: allowed),
                    at: key.location
                )
            }
            return mapping
        }

        func string(_ mapping: DocumentMapping, _ key: String, in what: String, required: Bool) -> String? {
            guard let node = mapping[key] else {
                if required { diagnostics.error(.missingConfigurationKey(what: what, key: key), at: mapping.location) }
                return nil
            }
            guard let scalar = node.scalar, !scalar.isNull else {
                diagnostics.error(.notAText(key: key, kind: node.kindDescription), at: node.location)
                return nil
            }
            guard !scalar.text.utf8.contains(0) else {
                diagnostics.error(.nulInValue(key: key), at: node.location)
                return nil
            }
            return scalar.text
        }

        /// `true` or `false`; nil when the key is absent (or its value is neither, with an error).
        func boolean(_ mapping: DocumentMapping, _ key: String, in what: String) -> Bool? {
            guard let text = string(mapping, key, in: what, required: false) else { return nil }
            switch text {
            case "true": return true
            case "false": return false
            default:
                diagnostics.error(.notOneOf(key: key, allowed: "'true', 'false'", found: text), at: mapping[key]!.location)
                return nil
            }
        }

        /// Each item of a list of inputs as a path inside the project; an item that is no path is an error.
        func paths(_ items: [DocumentNode]) -> [String] {
            items.compactMap { item in
                guard let scalar = item.scalar, !scalar.isNull else {
                    diagnostics.error(.inputNotAPath(kind: item.kindDescription), at: item.location)
                    return nil
                }
                guard !scalar.text.utf8.contains(0) else {
                    diagnostics.error(.nulInPath, at: item.location)
                    return nil
                }
                return resolveInside(scalar.text, "input", at: item.location)
            }
        }

        func choice<T: RawRepresentable & CaseIterable>(
            _ mapping: DocumentMapping, _ key: String, in what: String
        ) -> T? where T.RawValue == String {
            guard let text = string(mapping, key, in: what, required: false) else { return nil }
            guard let value = T(rawValue: text) else {
                let allowed = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                diagnostics.error(.notOneOf(key: key, allowed: "\(allowed)", found: text), at: mapping[key]!.location)
                return nil
            }
            return value
        }

        mutating func configuration(_ root: DocumentNode) -> Configuration? {
            guard let top = mapping(root, "the configuration", allowed: Keys.top) else { return nil }
            var configuration = Configuration()
            configuration.warningsAsErrors = boolean(top, "warningsAsErrors", in: "the configuration") ?? false
            switch top["strings"] {
            case .sequence(let items, _)?:
                if items.isEmpty {
                    diagnostics.error(.emptyJobList(section: "strings"), at: top["strings"]!.location)
                }
                configuration.strings = items.compactMap(stringsJob)
            case let node?:
                configuration.strings = stringsJob(node).map { [$0] } ?? []
            case nil:
                break
            }
            if let node = top["tokens"] {
                guard case .sequence(let items, _) = node else {
                    diagnostics.error(.tokensNotAList(kind: node.kindDescription), at: node.location)
                    return nil
                }
                if items.isEmpty {
                    diagnostics.error(.emptyJobList(section: "tokens"), at: node.location)
                }
                configuration.tokens = items.compactMap(tokensJob)
            }
            if top["strings"] == nil, top["tokens"] == nil {
                diagnostics.error(.noJobs, at: root.location)
            }
            return configuration
        }

        func stringsJob(_ node: DocumentNode) -> StringsJob? {
            let what = "the 'strings' job"
            guard
                let job = mapping(
                    node, what,
                    allowed: Keys.strings)
            else { return nil }
            var inputs: [String] = []
            switch job["inputs"] {
            case .sequence(let items, let location)?:
                if items.isEmpty {
                    diagnostics.error(.emptyInputs(what: "folder or file"), at: location)
                }
                inputs = paths(items)
            case let node? where node.scalar.map({ !$0.isNull }) ?? false:
                inputs = paths([node])
            case let other?:
                diagnostics.error(.inputsNotAList(of: "paths", kind: other.kindDescription), at: other.location)
            case nil:
                diagnostics.error(.missingConfigurationKey(what: what, key: "inputs"), at: job.location)
            }
            guard let written = string(job, "output", in: what, required: true),
                let output = resolveInside(written, "output", at: job["output"]!.location)
            else { return nil }
            var options = L10nOptions()
            if let access: AccessLevel = choice(job, "access", in: what) { options.access = access }
            if let lookup: LookupMode = choice(job, "lookup", in: what) { options.lookup = lookup }
            if let name = string(job, "enumName", in: what, required: false) { options.enumName = name }
            options.pseudoLanguages = boolean(job, "pseudoLanguages", in: what) ?? false
            if let separator = string(job, "separator", in: what, required: false) {
                guard !separator.isEmpty else {
                    diagnostics.error(.emptySeparator, at: job["separator"]!.location)
                    return nil
                }
                options.separator = separator
            }
            if let names: KeyNames = choice(job, "names", in: what) { options.names = names }
            options.forceFileNameEnum = boolean(job, "forceFileNameEnum", in: what) ?? false
            options.resources = boolean(job, "resources", in: what) ?? true
            options.singleFile = boolean(job, "singleFile", in: what) ?? false
            options.bundle = choice(job, "bundle", in: what)
            if let function = string(job, "lookupFunction", in: what, required: false) {
                guard L10nOptions.isFunctionName(function), options.lookup == .bundle else {
                    diagnostics.error(
                        L10nOptions.isFunctionName(function) ? .lookupFunctionNeedsBundle : .notAFunctionName(function),
                        at: job["lookupFunction"]!.location)
                    return nil
                }
                options.lookupFunction = function
            }
            var stringsJob = StringsJob(
                inputs: inputs,
                baseLanguage: string(job, "baseLanguage", in: what, required: false) ?? "en",
                output: output,
                options: options
            )
            stringsJob.project = project
            stringsJob.outputLocation = job["output"]?.location
            stringsJob.usedKeys = patterns(job, "usedKeys", of: "keys")
            stringsJob.replacesSwiftGenOutput = boolean(job, "replacesSwiftGenOutput", in: what) ?? false
            return stringsJob
        }

        /// `usedKeys`, `usedTokens`: a list of names where `*` matches any characters.
        func patterns(_ job: DocumentMapping, _ key: String, of what: String) -> [String] {
            switch job[key] {
            case .sequence(let items, _)?:
                return items.compactMap { item in
                    guard let scalar = item.scalar, !scalar.isNull else {
                        diagnostics.error(.patternsNotAList(key: key, of: what, kind: item.kindDescription), at: item.location)
                        return nil
                    }
                    return scalar.text
                }
            case let other?:
                diagnostics.error(.patternsNotAList(key: key, of: what, kind: other.kindDescription), at: other.location)
                return []
            case nil:
                return []
            }
        }

        func tokensJob(_ node: DocumentNode) -> TokensJob? {
            let what = "a 'tokens' job"
            guard
                let job = mapping(
                    node, what,
                    allowed: Keys.tokens)
            else { return nil }
            var inputs: [String] = []
            switch (job["input"], job["inputs"]) {
            case (_?, _?):
                diagnostics.error(.inputAndInputs(what: what), at: job.location)
                return nil
            case (let input?, nil):
                inputs = paths([input])
                guard !inputs.isEmpty else { return nil }
            case (nil, .sequence(let items, let location)?):
                if items.isEmpty { diagnostics.error(.emptyInputs(what: "token file"), at: location) }
                inputs = paths(items)
            case (nil, let other?):
                diagnostics.error(.inputsNotAList(of: "token files", kind: other.kindDescription), at: other.location)
                return nil
            case (nil, nil):
                diagnostics.error(.tokensJobWithoutInputs(what: what), at: job.location)
                return nil
            }
            guard let written = string(job, "output", in: what, required: true),
                let output = resolveInside(written, "output", at: job["output"]!.location)
            else { return nil }
            var options = ConstantsOptions()
            if let name = string(job, "typeName", in: what, required: false) { options.typeName = name }
            if let access: AccessLevel = choice(job, "access", in: what) { options.access = access }
            var tokensJob = TokensJob(inputs: inputs, output: output, options: options)
            tokensJob.project = project
            tokensJob.outputLocation = job["output"]?.location
            tokensJob.tool = choice(job, "tool", in: what)
            if let figmaTypes = boolean(job, "figmaTypes", in: what) {
                // The spelling before `tool: figma`, which reads Figma's types and its other forms.
                diagnostics.warning(.figmaTypesSuperseded, at: job["figmaTypes"]!.location)
                if figmaTypes, tokensJob.tool == nil { tokensJob.tool = .figma }
            }
            tokensJob.usedTokens = patterns(job, "usedTokens", of: "token paths")
            if let catalog = string(job, "assetCatalog", in: what, required: false) {
                let location = job["assetCatalog"]!.location
                if let folder = Configuration.assetCatalogFolder(catalog, at: location, diagnostics: diagnostics) {
                    tokensJob.assetCatalog = resolveInside(folder, "assetCatalog", at: location)
                }
            }
            if let node = job["appearance"],
                let appearance = mapping(
                    node, "'appearance'", allowed: Keys.appearance),
                let modifier = string(appearance, "modifier", in: "'appearance'", required: true),
                let light = string(appearance, "light", in: "'appearance'", required: true),
                let dark = string(appearance, "dark", in: "'appearance'", required: true)
            {
                tokensJob.options.appearance = AppearanceContexts(
                    modifier: modifier, light: light, dark: dark,
                    lightHighContrast: string(appearance, "lightHighContrast", in: "'appearance'", required: false),
                    darkHighContrast: string(appearance, "darkHighContrast", in: "'appearance'", required: false),
                    location: node.location
                )
            }
            return tokensJob
        }
    }
}
