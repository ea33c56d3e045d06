import TokenGenVocabulary

/// The tokens of a tokens job: its files merged in order (DTCG's token sets), or the set a DTCG resolver
/// document describes. Reads plain files with `TokenFileReader` and resolver documents with `ResolverReader`.
package enum TokenSetReader {
    /// How a job's token files are read: one value through the readers.
    package struct Options: Sendable {
        /// The folder a resolver document's sources must be inside (see `StringsJob.project`).
        var project: String?
        /// The job's `tool:`: what wrote a file that bears no tool's mark (see `RawToken.writtenBy`).
        var tool: TokenTool?

        package init(project: String? = nil, tool: TokenTool? = nil) {
            self.project = project
            self.tool = tool
        }
    }

    /// The files a tokens job names, read from disk; nil after reporting each that is no token file or
    /// cannot be read.
    package static func files(_ inputs: [String], diagnostics: DiagnosticCollector) -> [(bytes: [UInt8], path: String)]? {
        var files: [(bytes: [UInt8], path: String)] = []
        var fine = true
        for input in inputs {
            guard InputDiscovery.isTokenFile(input) else {
                diagnostics.error(.notATokenFile(input), at: nil)
                fine = false
                continue
            }
            do {
                files.append((try FileSystem.bytes(of: input), input))
            } catch {
                diagnostics.error(.cannotRead(path: input, reason: error.reason), at: nil)
                fine = false
            }
        }
        return fine ? files : nil
    }

    /// Several token files as one set, merged in order: a later file's token replaces an earlier one of the
    /// same path, settings of later files add to earlier ones, and references reach across files.
    /// A file may also be a resolver document, which names the set's files itself: then it is the only one.
    /// What is read is resolved by `TokenSetResolver`.
    package static func read(
        _ files: [(bytes: [UInt8], path: String)], options: Options = Options(), diagnostics: DiagnosticCollector
    ) -> RawTokenSet? {
        var trees = files.map { TokenFileReader.parse($0.bytes, path: $0.path, diagnostics: diagnostics) }
        if let index = trees.firstIndex(where: { $0.map(ResolverReader.isStudioThemes) == true }), let document = trees[index] {
            guard files.count == 1 else {
                diagnostics.error(.resolverWithOtherInputs, at: document.location)
                return nil
            }
            let empty = DocumentMapping(entries: [], location: document.location)
            var studio = options
            studio.tool = .tokensStudio
            var reader = ResolverReader(path: files[index].path, root: empty, options: studio, diagnostics: diagnostics)
            // A single-file export's sets are members of the document read here: not read again.
            reader.trees[files[index].path] = (document, files[index].bytes)
            return reader.readStudioThemes(document)
        }
        if let index = trees.firstIndex(where: { $0.map(ResolverReader.isResolverDocument) == true }), let root = trees[index]?.mapping {
            guard files.count == 1 else {
                diagnostics.error(.resolverWithOtherInputs, at: root.location)
                return nil
            }
            var reader = ResolverReader(path: files[index].path, root: root, options: options, diagnostics: diagnostics)
            var set = reader.read()
            set?.resolverDocument = root.location
            return set
        }
        var inclusion = RefInclusion(project: options.project, diagnostics: diagnostics)
        for index in trees.indices where RefInclusion.mayInclude(files[index].bytes) {
            trees[index] = trees[index].map { inclusion.included($0, path: files[index].path, bytes: files[index].bytes.count) }
        }
        let paths = TokenPaths()
        let sources = zip(trees, files).compactMap { tree, file in
            var told = ToldOncePerFile()
            return tree.flatMap {
                TokenFileReader.collect(
                    $0, path: file.path, source: file.bytes, numbering: paths, told: &told, tool: options.tool, diagnostics: diagnostics)
            }
        }
        let included = inclusion.includedFiles.filter { !files.map(\.path).contains($0) }
        return RawTokenSet(paths: files.map(\.path) + included, tokenPaths: paths, files: sources)
    }
}
