import TokenGenVocabulary
import TokenGenRead
import TokenGenTranslate
import TokenGenReport

extension Pipeline {
    /// The report of every job of the configuration, with the Swift files under `sources` (the
    /// configuration's folder by default). Nil when a job cannot be read; the collector says why.
    public static func report(_ configuration: Configuration, sources: [String], diagnostics: DiagnosticCollector) -> TranslationReport? {
        let outputs = Set(configuration.strings.flatMap { OutputLayout(output: $0.output).paths }.compactMap(FileSystem.canonicalPath))
            .union(configuration.tokens.compactMap { FileSystem.canonicalPath($0.output) })
        var report = TranslationReport()
        var models:
            [(job: Configuration.StringsJob, model: L10nModel, diagnostics: [Diagnostic], paths: [TranslationReport.AccessorPath])] = []
        for job in configuration.strings {
            let own = DiagnosticCollector()
            let model = l10nModel(job, diagnostics: own)
            own.diagnostics.filter { $0.severity == .error }.forEach(diagnostics.emit)
            guard let model, !own.hasErrors else { continue }
            models.append((job, model, own.diagnostics, TranslationReport.accessorPaths(model, enumName: job.options.enumName)))
        }
        var usage = SwiftUsage(paths: models.flatMap { $0.paths.map(\.names) })
        var tokenModels: [(job: Configuration.TokensJob, model: ConstantsModel, diagnostics: [Diagnostic])] = []
        for job in configuration.tokens {
            let own = DiagnosticCollector()
            let model = constantsModel(job, diagnostics: own)
            own.diagnostics.filter { $0.severity == .error }.forEach(diagnostics.emit)
            guard let model, !own.hasErrors else { continue }
            tokenModels.append((job, model, own.diagnostics))
        }
        // A constants type's properties are read from an instance (`constants.titleColor`): its name alone is a use.
        var tokenUsage = SwiftUsage(
            paths: tokenModels.flatMap { $0.model.properties.map { [SwiftName.unescaped($0.name)] } }, namesThatMakeAUse: 1)
        let project = configuration.strings.first?.project ?? configuration.tokens.first?.project
        for source in sources {
            var files: [String]
            switch FileSystem.kind(of: source) {
            case .folder?:
                // Swift files reached through a link out of the project (or out of a folder the command line
                // names outside it) are not the app's: they must not decide what is used.
                guard let canonical = FileSystem.canonicalPath(source) else { continue }
                let boundary = project.flatMap { FileSystem.isInside(canonical, folder: $0) ? $0 : nil } ?? canonical
                let listing = FolderListing(under: source, skippingHidden: true, inside: boundary)
                for (path, reason) in listing.unreadableFolders { diagnostics.error(.cannotRead(path: path, reason: reason), at: nil) }
                for path in listing.outside { diagnostics.warning(.sourceOutside(path: path, folder: boundary), at: nil) }
                files = listing.files.filter { $0.hasSuffix(".swift") }
            case .file?:
                files = [source]
            case .other?:
                diagnostics.error(.cannotRead(path: source, reason: "it is neither a file nor a folder"), at: nil)
                continue
            case nil:
                diagnostics.error(.cannotRead(path: source, reason: "no such file or folder"), at: nil)
                continue
            }
            for path in files {
                // The generated code names every key: it must not count.
                guard let canonical = FileSystem.canonicalPath(path), !outputs.contains(canonical) else { continue }
                do {
                    let bytes = try FileSystem.bytes(of: path)
                    if !models.isEmpty { usage.read(bytes) }
                    if !tokenModels.isEmpty { tokenUsage.read(bytes) }
                } catch {
                    diagnostics.error(.cannotRead(path: path, reason: error.reason), at: nil)
                }
            }
        }
        var first = 0
        for (job, model, jobDiagnostics, paths) in models {
            let unused = paths.indices.filter { !usage.isUsed(first + $0) }.map { paths[$0].key }
            first += paths.count
            report.jobs.append(
                TranslationReport.job(output: job.output, usedKeys: job.usedKeys, model: model, unused: unused, diagnostics: jobDiagnostics)
            )
        }
        first = 0
        for (job, model, jobDiagnostics) in tokenModels {
            let offset = first
            report.tokenJobs.append(
                TranslationReport.tokenJob(
                    output: job.output, usedTokens: job.usedTokens, model: model, isUsed: { tokenUsage.isUsed(offset + $0) },
                    diagnostics: jobDiagnostics))
            first += model.properties.count
        }
        return diagnostics.hasErrors ? nil : report
    }
}
