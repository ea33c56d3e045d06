import TokenGenRead
import TokenGenReport
import TokenGenTranslate
import TokenGenVocabulary

extension Pipeline {
    /// The report of every job of the configuration, with the Swift files under `sources` (the
    /// configuration's folder by default). Nil when a job cannot be read; the collector says why.
    /// With `comparedTo`, another checkout's configuration (`report --compare DIR`): the report adds what changed
    /// from its jobs to these, matched by their outputs (their places in each project).
    public static func report(
        _ configuration: Configuration, sources: [String], comparedTo other: OtherCheckout? = nil, diagnostics: DiagnosticCollector
    ) -> HealthReport? {
        let stringsJobs = reportedJobs(configuration.strings, diagnostics: diagnostics) { l10nModel($0, diagnostics: $1) }
        let tokensJobs = reportedJobs(configuration.tokens, diagnostics: diagnostics) { constantsModel($0, diagnostics: $1) }
        let paths = stringsJobs.map { HealthReport.accessorPaths($0.model, enumName: $0.job.options.enumName) }
        var usage = SwiftUsage(paths: paths.flatMap { $0.map(\.names) })
        // A constants type's properties are read from an instance (`constants.titleColor`): its name alone is a use.
        var tokenUsage = SwiftUsage(
            paths: tokensJobs.flatMap { $0.model.properties.map { [SwiftName.unescaped($0.name)] } }, namesThatMakeAUse: 1)
        for path in swiftFiles(of: configuration, under: sources, diagnostics: diagnostics) {
            do {
                let bytes = try FileSystem.bytes(of: path)
                if !stringsJobs.isEmpty { usage.read(bytes) }
                if !tokensJobs.isEmpty { tokenUsage.read(bytes) }
            } catch {
                diagnostics.error(.cannotRead(path: path, reason: error.reason), at: nil)
            }
        }
        var report = HealthReport()
        var first = 0
        for ((job, model), paths) in zip(stringsJobs, paths) {
            let unused = paths.indices.filter { !usage.isUsed(first + $0) }.map { paths[$0].key }
            first += paths.count
            report.jobs.append(
                HealthReport.job(output: job.output, usedKeys: job.usedKeys, model: model, unused: unused)
            )
        }
        first = 0
        for (job, model) in tokensJobs {
            let offset = first
            report.tokenJobs.append(
                HealthReport.tokenJob(
                    output: job.output, usedTokens: job.usedTokens, model: model, isUsed: { tokenUsage.isUsed(offset + $0) }))
            first += model.properties.count
        }
        if let other {
            let oldStrings = reportedJobs(other.configuration.strings, diagnostics: diagnostics) { l10nModel($0, diagnostics: $1) }
            let oldTokens = reportedJobs(other.configuration.tokens, diagnostics: diagnostics) { constantsModel($0, diagnostics: $1) }
            // A job is the same job in both checkouts when its output is at the same place in its project.
            func sides<Job, Model>(
                _ jobs: [(job: Job, model: Model)], _ output: KeyPath<Job, String>, _ project: KeyPath<Job, String?>
            )
                -> [ReportComparison.Side<Model>]
            {
                jobs.map { job, model in
                    let path = job[keyPath: output]
                    return .init(output: job[keyPath: project].flatMap { FileSystem.place(of: path, inside: $0) } ?? path, model: model)
                }
            }
            report.comparison = ReportComparison(
                base: other.name,
                strings: (sides(oldStrings, \.output, \.project), sides(stringsJobs, \.output, \.project)),
                tokens: (sides(oldTokens, \.output, \.project), sides(tokensJobs, \.output, \.project)))
        }
        return diagnostics.hasErrors ? nil : report
    }

    /// Another checkout of the project, for `report --compare`: its configuration, read there.
    public struct OtherCheckout: Sendable {
        /// The folder as the command line names it.
        public var name: String
        public var configuration: Configuration

        public init(name: String, configuration: Configuration) { (self.name, self.configuration) = (name, configuration) }
    }

    /// Each job's model, for the jobs that can be read; the errors of the others go to `diagnostics` (the
    /// report is of what the models hold: their warnings are not its).
    private static func reportedJobs<Job, Model>(
        _ jobs: [Job], diagnostics: DiagnosticCollector, model: (Job, DiagnosticCollector) -> Model?
    ) -> [(job: Job, model: Model)] {
        jobs.compactMap { job in
            let own = DiagnosticCollector()
            let made = model(job, own)
            own.diagnostics.filter { $0.severity == .error }.forEach(diagnostics.emit)
            guard let made, !own.hasErrors else { return nil }
            return (job, made)
        }
    }

    /// The Swift files that `sources` name or hold, without the configuration's outputs (the generated code
    /// names every key: it must not count) and without what a link reaches outside the project (or outside a
    /// folder the command line names outside it): those are not the app's, and must not decide what is used.
    private static func swiftFiles(of configuration: Configuration, under sources: [String], diagnostics: DiagnosticCollector) -> [String] {
        let outputs = Set(configuration.strings.flatMap { OutputLayout(output: $0.output, singleFile: $0.options.singleFile).paths }.compactMap(FileSystem.canonicalPath))
            .union(configuration.tokens.compactMap { FileSystem.canonicalPath($0.output) })
        let project = configuration.strings.first?.project ?? configuration.tokens.first?.project
        var files: [String] = []
        for source in sources {
            switch FileSystem.kind(of: source) {
            case .folder?:
                guard let canonical = FileSystem.canonicalPath(source) else { continue }
                let boundary = project.flatMap { FileSystem.isInside(canonical, folder: $0) ? $0 : nil } ?? canonical
                let listing = FolderListing(under: source, skippingHidden: true, inside: boundary)
                for (path, reason) in listing.unreadableFolders { diagnostics.error(.cannotRead(path: path, reason: reason), at: nil) }
                for path in listing.outside { diagnostics.warning(.sourceOutside(path: path, folder: boundary), at: nil) }
                files += listing.files.filter { $0.hasSuffix(".swift") }
            case .file?:
                files.append(source)
            case .other?:
                diagnostics.error(.cannotRead(path: source, reason: "it is neither a file nor a folder"), at: nil)
            case nil:
                diagnostics.error(.cannotRead(path: source, reason: "no such file or folder"), at: nil)
            }
        }
        return files.filter { FileSystem.canonicalPath($0).map { !outputs.contains($0) } ?? false }
    }
}
