import TokenGenVocabulary

/// Reads a DTCG resolver document (Resolver Module 2025.10): named `sets` of token sources, `modifiers` whose
/// contexts each add sources of their own (a light and a dark theme), and the `resolutionOrder` in which they
/// are merged.
///
/// Each file is read once; `TokenSetResolver` resolves the tokens over the contexts of the modifiers each
/// depends on.
package struct ResolverReader {
    static func isResolverDocument(_ root: DocumentNode) -> Bool {
        root.mapping?["resolutionOrder"] != nil
    }

    package enum Source {
        case file(path: String, pointer: [String], location: SourceLocation)
        case inline(DocumentMapping)

        /// Equal for the same file and pointer, or the same inline tokens: loading one again changes nothing
        /// but the order, so only its last place counts.
        var identity: String {
            switch self {
            case .file(let path, let pointer, _): ([path] + pointer).joined(separator: "\u{0}")
            case .inline(let mapping): "\u{0}\(mapping.location.line):\(mapping.location.column)"
            }
        }
    }

    /// How deep sets may name sets (`"#/sets/…"` among a set's sources); each level is a level of recursion.
    static let maximumSetDepth = 64

    /// A set (one list of sources) or a modifier (one list per context) in the resolution order.
    private struct Step {
        var modifier: TokenModifier?
        var contexts: [[Source]]
    }

    package let path: String
    let root: DocumentMapping
    package let options: TokenSetReader.Options
    /// The canonical folder the files the document names must be inside, after symbolic links: the job's
    /// project, or without one (`tokengen tokens`, the library) the document's own folder.
    let project: String?
    let diagnostics: DiagnosticCollector
    /// The files read, in order.
    package var sources: [String] = []
    /// The `$ref`s of its sources that include groups (Terrazzo's JSON Schema inclusion).
    private lazy var inclusion = RefInclusion(project: project, diagnostics: diagnostics)
    var trees: [String: (tree: DocumentNode, bytes: [UInt8])?] = [:]
    var collected: [String: CollectedTokens?] = [:]
    /// By file, its top level's members by name (the first of a name, as `DocumentMapping`'s subscript finds
    /// it): a single-file Tokens Studio export is read set by set, and a search per set would be quadratic.
    private var topLevels: [String: [String: DocumentNode]] = [:]
    /// The members looked at to follow pointers into documents, for the tests' bound on work.
    private(set) var pointerSteps = 0
    /// What each file was warned about once, for its other parts.
    var told: [String: ToldOncePerFile] = [:]
    /// The paths of every source's tokens, numbered as they are read.
    package let paths = TokenPaths()
    /// The `"#/sets/…"` and `"#/modifiers/…"` that `resolutionOrder` names, without `#/`.
    private var referenced: Set<String> = []
    private var visitedSets: Set<String> = []
    /// Each set's sources, with the sets it names put in place: worked out once, however often it is named.
    private var expandedSets: [String: [Source]] = [:]
    /// The sources of each part of this document that a source points at (`#/$defs/light`), expanded once.
    private var expandedPointers: [String: [Source]] = [:]
    /// The entries of `sets` and `modifiers` by name (the first of a name), so that a document of thousands
    /// of sets finds each in constant time.
    private let setEntries: [String: (key: DocumentScalar, value: DocumentNode)]
    private let modifierEntries: [String: (key: DocumentScalar, value: DocumentNode)]

    package init(
        path: String, root: DocumentMapping, options: TokenSetReader.Options = TokenSetReader.Options(), diagnostics: DiagnosticCollector
    ) {
        self.path = path
        self.root = root
        self.options = options
        self.diagnostics = diagnostics
        func entries(_ key: String) -> [String: (key: DocumentScalar, value: DocumentNode)] {
            var byName: [String: (key: DocumentScalar, value: DocumentNode)] = [:]
            for entry in root[key]?.mapping?.entries ?? [] where byName[entry.key.text] == nil { byName[entry.key.text] = entry }
            return byName
        }
        setEntries = entries("sets")
        modifierEntries = entries("modifiers")
        project = options.project ?? FileSystem.canonicalPath(FileSystem.folder(of: path) ?? ".")
    }

    package mutating func read() -> RawTokenSet? {
        for (key, _) in root.entries
        where !["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$extensions", "$defs"].contains(
            key.text)
        {
            diagnostics.warning(.unknownResolverProperty(key.text), at: key.location)
        }
        if let version = root.entry("version") {
            if version.value.scalar?.text != "2025.10" || version.value.scalar?.isQuoted != true {
                diagnostics.error(.badResolverVersion, at: version.value.location)
            }
        } else {
            diagnostics.error(.resolverWithoutVersion, at: root.location)
        }
        var steps = resolutionOrder()
        // A set that neither the order nor any set or context names is read first, beneath everything else:
        // design systems define their base sets so (Apple's typography), and their other files refer to them.
        var unlisted: [Step] = []
        for (key, _) in root["sets"]?.mapping?.entries ?? [] where !visitedSets.contains(key.text) {
            diagnostics.warning(.setOutsideResolutionOrder(key.text), at: key.location)
            if let step = namedSet(key.text, at: key.location) { unlisted.append(step) }
        }
        steps = unlisted + steps
        for (key, _) in root["modifiers"]?.mapping?.entries ?? [] where !referenced.contains("modifiers/" + key.text) {
            diagnostics.warning(.unusedModifier(key.text), at: key.location)
            _ = namedModifier(key.text, at: key.location)
        }
        var modifiers: [TokenModifier] = []
        var layers: [(Source, [RawTokenSet.ChosenContext])] = []
        for step in steps {
            guard let modifier = step.modifier else {
                layers += step.contexts[0].map { ($0, []) }
                continue
            }
            for (context, sources) in step.contexts.enumerated() {
                layers += sources.map { ($0, [RawTokenSet.ChosenContext(modifier: modifiers.count, context: context)]) }
            }
            modifiers.append(modifier)
        }
        // Each source is read here, in resolution order.
        let set = themed(modifiers: modifiers, layers: layers)
        return diagnostics.hasErrors ? nil : set
    }

    // MARK: The document

    private mutating func resolutionOrder() -> [Step] {
        guard let entry = root.entry("resolutionOrder"), case .sequence(let items, _) = entry.value else {
            diagnostics.error(.resolutionOrderNotAList, at: root["resolutionOrder"]?.location ?? root.location)
            return []
        }
        var steps: [Step] = []
        var seenModifiers: [String: SourceLocation] = [:]
        for item in items {
            guard let mapping = item.mapping else {
                diagnostics.error(.badResolutionOrderEntry, at: item.location)
                continue
            }
            var step: Step?
            if let reference = mapping.entry("$ref") {
                let segments = localPointer(reference.value)
                if let segments { referenced.insert(segments.joined(separator: "/")) }
                switch segments?.first {
                case "sets" where segments!.count == 2:
                    step = namedSet(segments![1], at: reference.value.location)
                case "modifiers" where segments!.count == 2:
                    step = namedModifier(segments![1], at: reference.value.location)
                default:
                    diagnostics.error(.badResolutionOrderReference, at: reference.value.location)
                }
            } else {
                let name = mapping["name"]?.scalar?.text
                switch mapping["type"]?.scalar?.text {
                case "set"? where name != nil:
                    step = Step(contexts: [sources(of: mapping, chain: [])])
                case "modifier"? where name != nil:
                    step = modifier(mapping, name: name!, at: mapping.entry("name")!.key.location)
                default:
                    diagnostics.error(.inlineEntryWithoutTypeAndName, at: mapping.location)
                }
            }
            guard let step else { continue }
            if let modifier = step.modifier {
                if let first = seenModifiers[modifier.name] {
                    diagnostics.error(.modifierTwiceInOrder(name: modifier.name, firstLine: first.line), at: item.location)
                    continue
                }
                seenModifiers[modifier.name] = item.location
            }
            steps.append(step)
        }
        return steps
    }

    /// The segments of a `"#/…"` pointer into this document, or nil (reported) when it is none.
    private func localPointer(_ node: DocumentNode) -> [String]? {
        // Quoted or not: in YAML a reference may be written either way.
        guard let text = node.scalar?.text, text.hasPrefix("#/") else {
            diagnostics.error(.badSetReference, at: node.location)
            return nil
        }
        return JSONPointer.segments(text.dropFirst(2))
    }

    private mutating func namedSet(_ name: String, at location: SourceLocation, chain: [String] = []) -> Step? {
        guard let set = setEntries[name]?.value.mapping else {
            diagnostics.error(.noSuchSet(name), at: location)
            return nil
        }
        visitedSets.insert(name)
        if let known = expandedSets[name] { return Step(contexts: [known]) }
        let expanded = sources(of: set, chain: chain + [name])
        expandedSets[name] = expanded
        return Step(contexts: [expanded])
    }

    private mutating func namedModifier(_ name: String, at location: SourceLocation) -> Step? {
        guard let entry = modifierEntries[name], let modifier = entry.value.mapping else {
            diagnostics.error(.noSuchModifier(name), at: location)
            return nil
        }
        return self.modifier(modifier, name: name, at: entry.key.location)
    }

    private mutating func modifier(_ mapping: DocumentMapping, name: String, at location: SourceLocation) -> Step? {
        guard let contexts = mapping["contexts"]?.mapping, !contexts.entries.isEmpty else {
            diagnostics.error(.modifierWithoutContexts(name), at: mapping.location)
            return nil
        }
        var modifier = TokenModifier(name: name, contexts: contexts.entries.map(\.key.text), location: location)
        if let node = mapping["default"] {
            guard let text = node.scalar?.text, let index = modifier.contexts.firstIndex(of: text) else {
                diagnostics.error(.badModifierDefault(modifier: name, contexts: modifier.contexts), at: node.location)
                return nil
            }
            modifier.defaultContext = index
        }
        let sources = contexts.entries.map { context in
            guard case .sequence(let items, _) = context.value else {
                diagnostics.error(.contextNotAList(context.key.text), at: context.value.location)
                return [Source]()
            }
            return items.flatMap { source($0, chain: []) }
        }
        return Step(modifier: modifier, contexts: sources)
    }

    private mutating func sources(of set: DocumentMapping, chain: [String]) -> [Source] {
        guard case .sequence(let items, _)? = set["sources"] else {
            diagnostics.error(.setWithoutSources, at: set["sources"]?.location ?? set.location)
            return []
        }
        return Self.lastOfEach(items.flatMap { source($0, chain: chain) })
    }

    /// Each source once, at its last place: sets that name a set twice, at every level, must not double
    /// the list each time.
    private static func lastOfEach(_ sources: [Source]) -> [Source] {
        var seen: Set<String> = []
        var kept: [Source] = []
        for source in sources.reversed() where seen.insert(source.identity).inserted { kept.append(source) }
        return kept.reversed()
    }

    /// A source, as Terrazzo resolves a JSON Reference: `{"$ref": "file.tokens.json"}`, a part of a file
    /// (`palette.json#/color/brand`, or `themes.json#orange` for a top-level member), `{"$ref": "#/sets/name"}`
    /// (that set's sources), any other part of this document (`#/$defs/light`: the tokens there), or tokens
    /// written inline. In YAML the reference may be unquoted.
    private mutating func source(_ node: DocumentNode, chain: [String]) -> [Source] {
        guard let mapping = node.mapping else {
            diagnostics.error(.badSource(kind: node.kindDescription), at: node.location)
            return []
        }
        guard let reference = mapping["$ref"] else { return [.inline(mapping)] }
        guard let text = reference.scalar?.text, !text.isEmpty else {
            diagnostics.error(.badSourceReference, at: reference.location)
            return []
        }
        if text.hasPrefix("#"), !text.hasPrefix("#/sets/") {
            // A part of this document other than a set: the tokens (or the set) that the pointer names; never a
            // modifier or the resolution order.
            var target: DocumentNode? = .mapping(root)
            for segment in Self.pointerSegments(text.dropFirst()) { target = target?.mapping?[segment] }
            guard !text.hasPrefix("#/modifiers"), !text.hasPrefix("#/resolutionOrder"), let found = target?.mapping else {
                diagnostics.error(.sourceReferencesNonSet(text), at: reference.location)
                return []
            }
            guard found["sources"] != nil else { return [.inline(found)] }
            // Its sources may point back: the same chain and depth as sets'.
            if let known = expandedPointers[text] { return known }
            guard noCycle(chain, to: text, at: reference.location) else { return [] }
            let expanded = sources(of: found, chain: chain + [text])
            expandedPointers[text] = expanded
            return expanded
        }
        if text.hasPrefix("#") {
            let segments = JSONPointer.segments(text.dropFirst(2))
            guard segments.count == 2 else {
                diagnostics.error(.sourceReferencesNonSet(text), at: reference.location)
                return []
            }
            guard noCycle(chain, to: segments[1], at: reference.location) else { return [] }
            return namedSet(segments[1], at: reference.location, chain: chain)?.contexts[0] ?? []
        }
        if text.contains("://") {
            diagnostics.error(.sourceNotAFile(text), at: reference.location)
            return []
        }
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let pointer = parts.count == 2 ? Self.pointerSegments(parts[1]) : []
        return [.file(path: Self.joined(Self.directory(of: path), String(parts[0])), pointer: pointer, location: reference.location)]
    }

    /// Whether `chain` (the sets, or pointers into this document, that led here) may go on to `next`; false
    /// after reporting a cycle or a chain deeper than `maximumSetDepth`.
    private func noCycle(_ chain: [String], to next: String, at location: SourceLocation) -> Bool {
        if chain.contains(next) {
            diagnostics.error(.setCycle(chain + [next]), at: location)
            return false
        }
        guard chain.count < Self.maximumSetDepth else {
            diagnostics.error(.setsTooDeep(limit: Self.maximumSetDepth, from: chain[0], to: next), at: location)
            return false
        }
        return true
    }

    /// A fragment's segments: a JSON Pointer (`/color/brand`), or Terrazzo's short form, one top-level member
    /// (`orange`).
    static func pointerSegments(_ fragment: Substring) -> [String] {
        guard !fragment.isEmpty else { return [] }
        return fragment.hasPrefix("/") ? JSONPointer.segments(fragment.dropFirst()) : [String(fragment)]
    }

    /// `a/b/c.json` → `a/b/`, what `joined` puts a relative path after; empty for a bare name.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `directory` + `relative`, with `.` and `name/..` taken out.
    package static func joined(_ directory: String, _ relative: String) -> String {
        let full = relative.hasPrefix("/") ? relative : directory + relative
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    // MARK: Sources

    package mutating func load(_ source: Source) -> CollectedTokens? {
        switch source {
        case .inline(let mapping):
            // Read once, as files are: every combination that uses it shares the result.
            let key = "\u{0}\(mapping.location.line):\(mapping.location.column)"
            if let known = collected[key] { return known }
            let result = TokenFileReader.collect(
                .mapping(mapping), path: path, source: [], numbering: paths, told: &told[path, default: ToldOncePerFile()],
                tool: options.tool, diagnostics: diagnostics)
            collected[key] = result
            return result
        case .file(let file, let pointer, let location):
            let key = ([file] + pointer).joined(separator: "\u{0}")
            if let known = collected[key] { return known }
            var result: CollectedTokens?
            if let (tree, bytes) = self.tree(file, at: location) {
                var node: DocumentNode? = tree
                for (depth, segment) in pointer.enumerated() {
                    pointerSteps += depth == 0 ? 1 : node?.mapping?.entries.count ?? 0
                    node = depth == 0 ? topLevel(of: file, tree)[segment] : node?.mapping?[segment]
                }
                if let node {
                    result = TokenFileReader.collect(
                        node, path: file, source: bytes, numbering: paths, told: &told[file, default: ToldOncePerFile()],
                        tool: options.tool, diagnostics: diagnostics)
                } else {
                    diagnostics.error(.pointerNotInFile(pointer: pointer.joined(separator: "/"), file: file), at: location)
                }
            }
            collected[key] = result
            return result
        }
    }

    private mutating func topLevel(of file: String, _ tree: DocumentNode) -> [String: DocumentNode] {
        if let known = topLevels[file] { return known }
        let members = Dictionary((tree.mapping?.entries ?? []).map { ($0.key.text, $0.value) }, uniquingKeysWith: { first, _ in first })
        pointerSteps += members.count
        topLevels[file] = members
        return members
    }

    mutating func tree(_ file: String, at location: SourceLocation) -> (DocumentNode, [UInt8])? {
        if let known = trees[file] { return known }
        var result: (tree: DocumentNode, bytes: [UInt8])?
        if !InputDiscovery.isTokenFile(file) {
            diagnostics.error(.sourceNotATokenFile(file), at: location)
            trees[file] = result
            return result
        }
        if let project, !FileSystem.isInside(file, folder: project) {
            // Never read: its lines would appear in the diagnostics, and so in build logs.
            diagnostics.error(.sourceOutsideProject(path: file, project: project), at: location)
            trees[file] = result
            return result
        }
        do {
            let bytes = try FileSystem.bytes(of: file)
            sources.append(file)
            result = TokenFileReader.parse(bytes, path: file, diagnostics: diagnostics).map { tree in
                guard RefInclusion.mayInclude(bytes) else { return (tree, bytes) }
                let included = inclusion.included(tree, path: file, bytes: bytes.count)
                for file in inclusion.includedFiles where !sources.contains(file) { sources.append(file) }
                return (included, bytes)
            }
        } catch {
            diagnostics.error(.cannotRead(path: file, reason: error.reason), at: location)
        }
        trees[file] = result
        return result
    }

    // MARK: Layers

    /// The set of a resolver document or a Tokens Studio export: its sources in merge order, each read once,
    /// with the contexts that merge it.
    package mutating func themed(
        modifiers: [TokenModifier], layers written: [(Source, [RawTokenSet.ChosenContext])], readOnly: Set<String> = []
    ) -> RawTokenSet? {
        var layers: [RawTokenSet.Layer] = []
        for (source, chosenBy) in written {
            guard let tokens = load(source) else { continue }
            // Chosen by every context of a modifier: merged in every combination.
            let always = Dictionary(grouping: chosenBy, by: \.modifier).contains { modifier, chosen in
                Set(chosen.map(\.context)).count == modifiers[modifier].contexts.count
            }
            layers.append(RawTokenSet.Layer(tokens: tokens, chosenBy: always ? [] : chosenBy))
        }
        let every = collected.values.compactMap { $0 }.sorted {
            ($0.tokens.first?.location.path ?? "") < ($1.tokens.first?.location.path ?? "")
        }
        return RawTokenSet(
            paths: [path] + self.sources.filter { $0 != path }, tokenPaths: paths,
            themed: RawTokenSet.Themed(
                modifiers: modifiers, layers: layers, every: every, readOnly: readOnly,
                location: modifiers.last?.location ?? root.location
            )
        )
    }
}
