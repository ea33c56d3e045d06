/// A file that a job generates: where it goes and what it must hold.
public struct GeneratedFile: Sendable, Equatable {
    public var path: String
    /// UTF-8.
    public var bytes: [UInt8]
    /// What it holds, for the line the CLI prints: `1,234 keys, 2 languages`.
    public var summary: String
    /// The files it was generated from, which it must never overwrite.
    public var inputs: [String]
    /// The output its job names, before `placed(in:)` moves it: the same for every file of a strings job.
    public var jobOutput: String
    /// A file a strings job writes beside its output (the accessors and texts of a shard).
    public var isCompanion: Bool
    /// Where the configuration names the output, for the errors of writing it; nil for a command line's.
    public var location: SourceLocation?

    public init(
        path: String, bytes: [UInt8], summary: String = "", inputs: [String] = [], jobOutput: String? = nil,
        location: SourceLocation? = nil
    ) {
        self.path = path
        self.location = location
        self.bytes = bytes
        self.summary = summary
        self.inputs = inputs
        self.jobOutput = jobOutput ?? path
        self.isCompanion = jobOutput.map { $0 != path } ?? false
    }

    public init(path: String, contents: String, summary: String = "", inputs: [String] = []) {
        self.init(path: path, bytes: Array(contents.utf8), summary: summary, inputs: inputs)
    }

    public var contents: String { String(decoding: bytes, as: UTF8.self) }

    /// The same file, put into `folder` under its own name.
    public func placed(in folder: String) -> GeneratedFile {
        var placed = self
        placed.path = folder + "/" + FileSystem.fileName(of: path)
        return placed
    }
}

/// What one job of a configuration generated: its output first (with the summary), then the files beside it.
public struct GeneratedJob: Sendable, Equatable {
    public var files: [GeneratedFile]

    public init(files: [GeneratedFile]) {
        self.files = files
    }

    /// The file the job names.
    public var output: GeneratedFile { files[0] }
}

/// The stages put together: read → check → emit, for each job of a configuration.
public enum Pipeline {

    /// Every file of the job's `OutputLayout`: its `output` (the enum and its runtime, with the summary)
    /// first, then the accessor and text files of each shard.
    public static func strings(_ job: Configuration.StringsJob, diagnostics: DiagnosticCollector) -> [GeneratedFile]? {
        var taken = ResourceNames.Taken()
        return strings(job, taken: &taken, diagnostics: diagnostics)
    }

    /// `taken`: the `LocalizedStringResource` members of the jobs before this one, to which this one's are added.
    static func strings(_ job: Configuration.StringsJob, taken: inout ResourceNames.Taken, diagnostics: DiagnosticCollector) -> [GeneratedFile]? {
        let model = l10nModel(job, taken: taken, diagnostics: diagnostics)
        if diagnostics.warningsAsErrors { diagnostics.treatWarningsAsErrors() }
        guard let model, !diagnostics.hasErrors else { return nil }
        taken.add(model, output: job.output)
        let localizations = model.strings.localizations
        let summary = "\(count(model.strings.keys.count, "key")), \(count(localizations.languages.count, "language"))"
        let layout = OutputLayout(output: job.output)
        return L10nRenderer.render(model).map { rendered in
            GeneratedFile(
                path: layout.path(of: rendered.file), bytes: rendered.bytes, summary: rendered.file == .root ? summary : "",
                inputs: localizations.inputPaths, jobOutput: job.output, location: job.outputLocation
            )
        }
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
        guard let localizations = LocalizationSet.load(inputs: job.inputs, baseLanguage: job.baseLanguage, project: job.project, diagnostics: diagnostics)
        else { return nil }
        if job.options.lookup == .bundle, let path = localizations.catalogPaths.first {
            diagnostics.warning(.bundleLookupOfCatalogs, at: SourceLocation(path: path, line: 1, column: 1))
        }
        let strings = StringsValidator.validate(localizations, diagnostics: diagnostics)
        return L10nTranslator.translate(strings, options: job.options, taken: taken, diagnostics: diagnostics)
    }

    /// Design-token files, merged in order → a constants type.
    public static func tokens(_ job: Configuration.TokensJob, diagnostics: DiagnosticCollector) -> GeneratedFile? {
        let model = constantsModel(job, diagnostics: diagnostics)
        if diagnostics.warningsAsErrors { diagnostics.treatWarningsAsErrors() }
        guard let model, !diagnostics.hasErrors else { return nil }
        return GeneratedFile(
            path: job.output, bytes: Array(ConstantsRenderer.render(model).utf8), summary: count(model.tokens.tokens.count, "token"),
            inputs: model.tokens.paths, location: job.outputLocation
        )
    }

    /// Read, check and translate: what `tokens` renders and `report` reports on. Nil when the files cannot be
    /// read or names clash (check the collector for errors).
    static func constantsModel(_ job: Configuration.TokensJob, diagnostics: DiagnosticCollector) -> ConstantsModel? {
        if let problem = SwiftName.problemWithTypeName(job.options.typeName, reserved: ConstantsTranslator.reservedTypeNames) {
            diagnostics.error(.badTypeName(name: job.options.typeName, problem: problem), at: nil)
            return nil
        }
        var files: [(bytes: [UInt8], path: String)] = []
        for input in job.inputs {
            guard InputDiscovery.isTokenFile(input) else {
                diagnostics.error(.notATokenFile(input), at: nil)
                continue
            }
            do {
                files.append((try FileSystem.bytes(of: input), input))
            } catch {
                diagnostics.error(.cannotRead(path: input, reason: error.reason), at: nil)
            }
        }
        guard !diagnostics.hasErrors else { return nil }
        let read = DiagnosticCollector()
        let raw = TokenSetReader.read(files, options: TokenSetReader.Options(project: job.project), diagnostics: read)
        if let raw, let document = raw.resolverDocument {
            checkPluginSeesSources(Array(raw.paths.dropFirst()), of: files[0], at: document, diagnostics: read)
        }
        let tokens = raw.flatMap { TokenSetResolver.resolve($0, diagnostics: read) }
        diagnostics.emit(from: read) { warning in job.tool.map(warning.isForm(of:)) ?? false }
        guard let tokens, !diagnostics.hasErrors else { return nil }
        return ConstantsTranslator.translate(tokens, options: job.options, diagnostics: diagnostics)
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

    /// `1 key`, `1,234 keys`.
    static func count(_ number: Int, _ noun: String) -> String {
        grouped(number) + " " + noun + (number == 1 ? "" : "s")
    }

    /// `1,234`.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }

    /// Every job of the configuration; the files of the jobs that succeeded, job by job (check the collector
    /// for errors). Each job is checked on its own, so one run reports the problems of every job.
    public static func run(_ configuration: Configuration, diagnostics: DiagnosticCollector) -> [GeneratedJob] {
        var jobs: [GeneratedJob] = []
        func runJob(_ job: (DiagnosticCollector) -> [GeneratedFile]?, named name: String? = nil) {
            let own = DiagnosticCollector(warningsAsErrors: diagnostics.warningsAsErrors || configuration.warningsAsErrors)
            if let files = job(own) { jobs.append(GeneratedJob(files: files)) }
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
            runJob { tokens(job, diagnostics: $0).map { [$0] } }
        }
        // The configuration's own warnings too.
        if diagnostics.warningsAsErrors || configuration.warningsAsErrors { diagnostics.treatWarningsAsErrors() }
        return jobs
    }
}
