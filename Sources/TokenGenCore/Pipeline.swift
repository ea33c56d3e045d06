import TokenGenVocabulary
import TokenGenRead
import TokenGenCheck
import TokenGenTranslate
import TokenGenRender
import TokenGenReport

/// A file that a job generates: where it goes and what it holds.
public struct GeneratedFile: Sendable, Equatable {
    public var path: String
    /// UTF-8.
    public var bytes: [UInt8]
    /// Written only where no file is: an asset catalog's own `Contents.json`, which Xcode writes too.
    public var createdOnly = false

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, contents: String) {
        self.init(path: path, bytes: Array(contents.utf8))
    }

    public var contents: String { String(decoding: bytes, as: UTF8.self) }
}

/// What one job of a configuration generated: its files, its output first, and what is true of the job as a
/// whole.
public struct GeneratedJob: Sendable, Equatable {
    /// The output the job names, then the files beside it (a strings job's shards).
    public var files: [GeneratedFile]
    /// What it holds, for the line the CLI prints: `1,234 keys, 2 languages`.
    public var summary: String
    /// The files it was generated from, which it must never overwrite.
    public var inputs: [String]
    /// Where the configuration names the output, for the errors of writing it; nil for a command line's.
    public var location: SourceLocation?
    /// The output as the job names it, before `placed(in:)` moves it, for messages.
    public var configuredOutput: String
    /// The asset catalog a tokens job writes (its files are among `files`): the colour sets in it that tokengen
    /// wrote and the job no longer has are removed.
    public var assetCatalog: String?
    /// The canonical folder every file of the job must be inside after symbolic links: the project's, for a job
    /// of a configuration. A command line's job (nil) writes the output it names, the files beside it inside
    /// the output's folder, and in any case the colour sets inside their catalog.
    public var project: String?
    /// The job takes over SwiftGen's output: its file may be replaced although tokengen did not write it.
    public var replacesSwiftGenOutput = false
    /// Files the job wrote before and writes no more (a strings job's shards, once it is `singleFile`): removed
    /// where tokengen wrote them, as they would declare everything twice.
    public var formerFiles: [String] = []

    public init(files: [GeneratedFile], summary: String = "", inputs: [String] = [], location: SourceLocation? = nil) {
        self.files = files
        self.summary = summary
        self.inputs = inputs
        self.location = location
        configuredOutput = files.first?.path ?? ""
    }

    /// The file the job names.
    public var output: GeneratedFile { files[0] }

    /// Whether `file` is in the job's asset catalog.
    func isInCatalog(_ file: GeneratedFile) -> Bool {
        guard let catalog = assetCatalog else { return false }
        return file.path.hasPrefix(catalog + "/")
    }

    /// Whether `file` is one of the colour sets of the job's asset catalog.
    func isColorSet(_ file: GeneratedFile) -> Bool {
        isInCatalog(file) && file.path.hasSuffix(".colorset/Contents.json")
    }

    /// The same job with every file put into `folder` under its own name, as the build-tool plugin generates;
    /// without its asset catalog, which is committed (a plugin cannot name its colour sets before it runs). The
    /// folder the command line names (in Xcode, a plugin's work folder is outside the project) is then the
    /// one its files must stay in.
    public func placed(in folder: String) -> GeneratedJob {
        var placed = self
        placed.project = FileSystem.canonicalPath(folder)
        placed.files = files.filter { !isInCatalog($0) }
            .map { GeneratedFile(path: folder + "/" + PathText.fileName(of: $0.path), bytes: $0.bytes) }
        placed.assetCatalog = nil
        placed.formerFiles = []
        return placed
    }
}

/// The stages put together, for each job of a configuration; each stage reads only the output of the one before
/// it, and its diagnostics go to the job's collector:
///
/// | stage | a strings job | a tokens job |
/// |---|---|---|
/// | Read | `LocalizationSet.load` → `LocalizationSet` | `TokenSetReader.files`, `.read` → `RawTokenSet` |
/// | Check | `StringsValidator.validate` → `CheckedStrings` | `TokenSetResolver.resolve` → `TokenSet` |
/// | Translate | `L10nTranslator.translate` → `L10nModel` | `ConstantsTranslator.translate` → `ConstantsModel` |
/// | Render | `L10nRenderer.render` → `[RenderedFile]` | `ConstantsRenderer.render` → `String` |
///
/// `GeneratedJob` is what a job gives the CLI and the plugin; `HealthReport` (`Pipeline.report`) reports on the
/// models.
public enum Pipeline {

    /// Every file of the job's `OutputLayout`: its `output` (the enum and its runtime, with the summary)
    /// first, then the accessor and text files of each shard.
    public static func strings(_ job: Configuration.StringsJob, diagnostics: DiagnosticCollector) -> GeneratedJob? {
        var taken = ResourceNames.Taken()
        return strings(job, taken: &taken, diagnostics: diagnostics)
    }

    /// `taken`: the `LocalizedStringResource` members of the jobs before this one, to which this one's are added.
    static func strings(
        _ job: Configuration.StringsJob, taken: inout ResourceNames.Taken, diagnostics: DiagnosticCollector
    ) -> GeneratedJob? {
        guard let model = l10nModel(job, taken: taken, diagnostics: diagnostics), !diagnostics.failed else { return nil }
        taken.takeNames(of: model, output: job.output)
        let summary = "\(Wording.count(model.keyCount, "key")), \(Wording.count(model.languageTags.count, "language"))"
        let layout = OutputLayout(output: job.output, singleFile: job.options.singleFile)
        let files = L10nRenderer.render(model).map { GeneratedFile(path: layout.path(of: $0.file), bytes: $0.bytes) }
        var generated = GeneratedJob(files: files, summary: summary, inputs: model.inputPaths, location: job.outputLocation)
        generated.formerFiles = layout.formerShards
        generated.replacesSwiftGenOutput = job.replacesSwiftGenOutput
        generated.project = job.project
        return generated
    }

    /// Read, check and translate: what `strings` renders and `report` reports on. The translator names the
    /// keys, and reports names two keys would share, even after errors (check the collector).
    static func l10nModel(
        _ job: Configuration.StringsJob, taken: ResourceNames.Taken = ResourceNames.Taken(), diagnostics: DiagnosticCollector
    ) -> L10nModel? {
        if let problem = SwiftName.problemWithTypeName(job.options.enumName, reserved: L10nTranslator.reservedEnumNames) {
            diagnostics.error(.badEnumName(name: job.options.enumName, problem: problem), at: nil)
            return nil
        }
        guard
            let localizations = LocalizationSet.load(
                inputs: job.inputs, baseLanguage: job.baseLanguage, project: job.project, diagnostics: diagnostics)
        else { return nil }
        if job.options.lookup == .bundle, let path = localizations.catalogPaths.first {
            diagnostics.warning(.bundleLookupOfCatalogs, at: SourceLocation(path: path, line: 1, column: 1))
        }
        let strings = StringsValidator.validate(localizations, diagnostics: diagnostics)
        return L10nTranslator.translate(strings, options: job.options, taken: taken, diagnostics: diagnostics)
    }

    /// Design-token files, merged in order → a constants type.
    public static func tokens(_ job: Configuration.TokensJob, diagnostics: DiagnosticCollector) -> GeneratedJob? {
        var job = job
        job.options.colorSets = job.assetCatalog != nil
        guard let model = constantsModel(job, diagnostics: diagnostics), !diagnostics.failed else { return nil }
        var generated = GeneratedJob(
            files: [GeneratedFile(path: job.output, contents: ConstantsRenderer.render(model))],
            summary: Wording.count(model.tokenCount, "token"),
            inputs: model.paths, location: job.outputLocation
        )
        generated.project = job.project
        if let written = job.assetCatalog {
            guard let catalog = Configuration.assetCatalogFolder(written, at: nil, diagnostics: diagnostics) else { return nil }
            generated.files += AssetCatalogRenderer.render(model).enumerated().map { index, file in
                var generated = GeneratedFile(path: catalog + "/" + file.path, contents: file.contents)
                generated.createdOnly = index == 0
                return generated
            }
            generated.assetCatalog = catalog
        }
        return generated
    }

    /// Read, check and translate: what `tokens` renders and `report` reports on. Nil when the files cannot be
    /// read or names clash (check the collector for errors).
    static func constantsModel(_ job: Configuration.TokensJob, diagnostics: DiagnosticCollector) -> ConstantsModel? {
        if let problem = SwiftName.problemWithTypeName(job.options.typeName, reserved: ConstantsTranslator.reservedTypeNames) {
            diagnostics.error(.badTypeName(name: job.options.typeName, problem: problem), at: nil)
            return nil
        }
        guard let tokens = tokenSet(job, diagnostics: diagnostics) else { return nil }
        return ConstantsTranslator.translate(tokens, options: job.options, diagnostics: diagnostics)
    }

    /// Read and check: the tokens of the job's files resolved, with those left out. Nil after an error.
    static func tokenSet(_ job: Configuration.TokensJob, diagnostics: DiagnosticCollector) -> TokenSet? {
        guard let files = TokenSetReader.files(job.inputs, diagnostics: diagnostics) else { return nil }
        let read = DiagnosticCollector()
        let raw = TokenSetReader.read(files, options: TokenSetReader.Options(project: job.project, tool: job.tool), diagnostics: read)
        if let raw, let document = raw.resolverDocument {
            checkPluginSeesSources(Array(raw.paths.dropFirst()), of: files[0], at: document, diagnostics: read)
        }
        let tokens = raw.flatMap { TokenSetResolver.resolve($0, diagnostics: read) }
        diagnostics.emit(from: read) { warning in job.tool.map(warning.isForm(of:)) ?? false }
        return diagnostics.hasErrors ? nil : tokens
    }

    /// The build-tool plugin finds a resolver document's sources without a JSON reader
    /// (`InputDiscovery.resolverSources`): a source it does not see would not make the build run again when
    /// it changes.
    private static func checkPluginSeesSources(
        _ sources: [String], of document: (bytes: [UInt8], path: String), at location: SourceLocation, diagnostics: DiagnosticCollector
    ) {
        let folder = document.path.lastIndex(of: "/").map { String(document.path[...$0]) } ?? ""
        let seen = Set((InputDiscovery.resolverSources(document.bytes) ?? []).map { ResolverReader.joined(folder, $0) })
        for source in sources where !seen.contains(source) {
            diagnostics.warning(.resolverSourceUnseenByPlugin(path: source), at: location)
        }
    }

    /// Every job of the configuration; the files of the jobs that succeeded, job by job (check the collector
    /// for errors). Each job is checked on its own, so one run reports the problems of every job.
    public static func run(_ configuration: Configuration, diagnostics: DiagnosticCollector) -> [GeneratedJob] {
        var jobs: [GeneratedJob] = []
        func runJob(_ job: (DiagnosticCollector) -> GeneratedJob?, named name: String? = nil) {
            let own = DiagnosticCollector(warningsAsErrors: diagnostics.warningsAsErrors || configuration.warningsAsErrors)
            if let generated = job(own) { jobs.append(generated) }
            own.diagnostics.forEach(diagnostics.emit)
            own.summaries.forEach { diagnostics.summary((name.map { "\($0): " } ?? "") + $0) }
        }
        // With several strings jobs, each summary line says whose it is.
        let named = configuration.strings.count > 1
        var taken = ResourceNames.Taken()
        for job in configuration.strings {
            runJob({ strings(job, taken: &taken, diagnostics: $0) }, named: named ? job.output : nil)
        }
        for job in configuration.tokens {
            runJob { tokens(job, diagnostics: $0) }
        }
        // The configuration's own warnings too.
        if configuration.warningsAsErrors { diagnostics.warningsAsErrors = true }
        return jobs
    }
}
