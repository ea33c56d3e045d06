/// The tokens of a tokens job: its files merged in order (DTCG's token sets), or the set a DTCG resolver
/// document describes. Reads plain files with `TokenFileReader` and resolver documents with `ResolverReader`.
enum TokenSetReader {
    /// How a job's token files are read: one value through the readers.
    struct Options: Sendable {
        /// The folder a resolver document's sources must be inside (see `StringsJob.project`).
        var project: String?
        /// Read Figma's `string` and `boolean` types without a warning (`TokensJob.figmaTypes`).
        var figmaTypes = false
    }

    /// Several token files as one set, merged in order: a later file's token replaces an earlier one of the
    /// same path, settings of later files add to earlier ones, and references reach across files.
    /// A file may also be a resolver document, which names the set's files itself: then it is the only one.
    static func read(_ files: [(bytes: [UInt8], path: String)], options: Options = Options(), diagnostics: DiagnosticCollector) -> TokenSet? {
        let trees = files.map { TokenFileReader.parse($0.bytes, path: $0.path, diagnostics: diagnostics) }
        if let index = trees.firstIndex(where: { $0.map(ResolverReader.isStudioThemes) == true }), let document = trees[index] {
            guard files.count == 1 else {
                diagnostics.error(.resolverWithOtherInputs, at: document.location)
                return nil
            }
            let empty = DocumentMapping(entries: [], location: document.location)
            var reader = ResolverReader(path: files[index].path, root: empty, options: options, diagnostics: diagnostics)
            return reader.readStudioThemes(document)
        }
        if let index = trees.firstIndex(where: { $0.map(ResolverReader.isResolverDocument) == true }), let root = trees[index]?.mapping {
            guard files.count == 1 else {
                diagnostics.error(.resolverWithOtherInputs, at: root.location)
                return nil
            }
            var reader = ResolverReader(path: files[index].path, root: root, options: options, diagnostics: diagnostics)
            let set = reader.read()
            checkPluginSeesSources(reader.sources, of: files[index], at: root.location, diagnostics: diagnostics)
            return set
        }
        let paths = TokenPaths()
        let sources = zip(trees, files).compactMap { tree, file in
            tree.flatMap { TokenFileReader.collect($0, path: file.path, source: file.bytes, figmaTypes: options.figmaTypes, numbering: paths, diagnostics: diagnostics) }
        }
        guard let resolved = TokenFileReader.resolve(sources, paths: paths, diagnostics: diagnostics) else { return nil }
        TokenFileReader.summarize(sources, leftOut: resolved.leftOut, diagnostics: diagnostics)
        return TokenSet(tokens: resolved.tokens, paths: files.map(\.path))
    }

    /// The build-tool plugin finds a resolver document's sources without a JSON reader
    /// (`InputDiscovery.resolverSources`): a source it does not see would not make the build run again when
    /// it changes.
    static func checkPluginSeesSources(
        _ sources: [String], of document: (bytes: [UInt8], path: String), at location: SourceLocation, diagnostics: DiagnosticCollector
    ) {
        let folder = document.path.lastIndex(of: "/").map { String(document.path[...$0]) } ?? ""
        let seen = Set((InputDiscovery.resolverSources(document.bytes) ?? []).map { ResolverReader.joined(folder, $0) })
        for source in sources where !seen.contains(source) {
            diagnostics.warning(.resolverSourceUnseenByPlugin(path: source), at: location)
        }
    }
}
