/// Reads a Tokens Studio export as a resolver document is read: `$themes.json` lists themes, each choosing
/// token sets (`enabled`, or `source`: read for references only); themes of one `group` are the contexts
/// of a modifier named after it, and a group with one theme is always on. `$metadata.json` beside it gives
/// the order in which sets are merged (`tokenSetOrder`), each set being `<folder>/<set>.json`. The
/// single-file export holds the sets, `$themes` and `$metadata` as members of one document.
extension ResolverReader {
    /// Whether a document is a Tokens Studio theme list, or a single-file export with its themes.
    static func isStudioThemes(_ root: DocumentNode) -> Bool {
        if case .sequence(let items, _) = root {
            return !items.isEmpty && items.allSatisfy { $0.mapping?["selectedTokenSets"] != nil }
        }
        return root.mapping?["$themes"].map { if case .sequence = $0 { true } else { false } } ?? false
    }

    /// A theme: a context of its group's modifier, and the sets it chooses.
    private struct StudioTheme {
        var name: String
        var group: String
        var sets: [(name: String, isSource: Bool)]
        var location: SourceLocation
    }

    mutating func readStudioThemes(_ document: DocumentNode) -> RawTokenSet? {
        let singleFile = document.mapping
        let themeNodes: [DocumentNode]
        switch singleFile?["$themes"] ?? document {
        case .sequence(let items, _): themeNodes = items
        default: themeNodes = []
        }
        var themes: [StudioTheme] = []
        for node in themeNodes {
            guard let mapping = node.mapping, let name = mapping["name"]?.scalar?.text, let selected = mapping["selectedTokenSets"]?.mapping else {
                diagnostics.error(.badStudioTheme, at: node.location)
                continue
            }
            let sets = selected.entries.compactMap { entry -> (String, Bool)? in
                switch entry.value.scalar?.text {
                case "enabled"?: (entry.key.text, false)
                case "source"?: (entry.key.text, true)
                default: nil
                }
            }
            themes.append(StudioTheme(name: name, group: mapping["group"]?.scalar?.text ?? "theme", sets: sets, location: node.location))
        }
        guard !diagnostics.hasErrors else { return nil }
        // A single-file export without themes: every set, merged in the set order as one always-on theme.
        if themes.isEmpty, let singleFile {
            let names = singleFile.entries.map(\.key.text).filter { !$0.hasPrefix("$") && singleFile[$0]?.mapping != nil }
            var metadataOrder: [String] = []
            if case .sequence(let items, _)? = singleFile["$metadata"]?.mapping?["tokenSetOrder"] { metadataOrder = items.compactMap { $0.scalar?.text } }
            let sets = metadataOrder.filter(names.contains) + names.filter { !metadataOrder.contains($0) }
            guard !sets.isEmpty else { return nil }
            let location = singleFile["$themes"]?.location ?? document.location
            diagnostics.warning(.studioWithoutThemes(sets: sets), at: location)
            themes = [StudioTheme(name: "", group: "", sets: sets.map { ($0, false) }, location: location)]
        }
        // A set a theme names but the export lacks adds nothing, as in Tokens Studio.
        // Each set looked for once, however many themes name it.
        let folder = directory(of: path)
        let members = singleFile.map { Set($0.entries.map(\.key.text)) }
        var present: [String: Bool] = [:]
        var missing: Set<String> = []
        for index in themes.indices {
            let theme = themes[index]
            for set in theme.sets {
                if present[set.name] == nil {
                    present[set.name] = members?.contains(set.name) ?? (FileSystem.kind(of: Self.joined(folder, set.name + ".json")) == .file)
                }
                guard present[set.name] == false else { continue }
                missing.insert(set.name)
                diagnostics.warning(
                    .studioSetMissing(set: set.name, theme: theme.name, file: singleFile == nil ? set.name + ".json" : "member '\(set.name)'"),
                    at: theme.location
                )
            }
            themes[index].sets.removeAll { missing.contains($0.name) }
        }

        // The set order: `$metadata`'s, then any set it leaves out, in the order the themes name them.
        var order: [String] = []
        let metadata: DocumentNode? = singleFile?["$metadata"] ?? studioMetadata()
        if case .sequence(let items, _)? = metadata?.mapping?["tokenSetOrder"] {
            order = items.compactMap { $0.scalar?.text }
        }
        var ordered = Set(order)
        for theme in themes {
            for set in theme.sets where ordered.insert(set.name).inserted { order.append(set.name) }
        }
        order.removeAll { missing.contains($0) }

        // The groups in the order the themes first name them, each with its themes.
        var groupNumbers: [String: Int] = [:]
        var groups: [[StudioTheme]] = []
        for theme in themes {
            if let number = groupNumbers[theme.group] {
                groups[number].append(theme)
            } else {
                groupNumbers[theme.group] = groups.count
                groups.append([theme])
            }
        }
        let alwaysOn = groups.filter { $0.count == 1 }.flatMap { $0 }
        let modifierGroups = groups.filter { $0.count > 1 }
        let modifiers = modifierGroups.map { themes in
            TokenModifier(name: themes[0].group, contexts: themes.map(\.name), defaultContext: 0, location: themes[0].location)
        }
        let document = path, isSingleFile = singleFile != nil
        // Each set's file, worked out once.
        var files: [String: String] = [:]
        for set in order where !isSingleFile { files[set] = Self.joined(folder, set + ".json") }
        let source = { [files] (set: String, location: SourceLocation) -> Source in
            isSingleFile
                ? .file(path: document, pointer: [set], location: location)
                : .file(path: files[set]!, pointer: [], location: location)
        }
        // Tokens of sets that no theme enables are read for references only (in the single-file export they
        // share the document's path, and are generated).
        let enabled = Set(themes.flatMap { $0.sets.filter { !$0.isSource }.map(\.name) })
        let readOnly = isSingleFile ? [] : Set(order.filter { !enabled.contains($0) }.map { files[$0]! })

        // Each set in the set order, merged where any theme naming it is chosen (a theme of a group of one is
        // always chosen); read first for the default themes, as those set the order of the tokens.
        let defaultThemes = alwaysOn + modifierGroups.map { $0[0] }
        let always = Set(alwaysOn.flatMap { $0.sets.map(\.name) })
        var chosenBy: [String: [RawTokenSet.ChosenContext]] = [:]
        for (modifier, group) in modifierGroups.enumerated() {
            for (context, theme) in group.enumerated() {
                for set in theme.sets { chosenBy[set.name, default: []].append(RawTokenSet.ChosenContext(modifier: modifier, context: context)) }
            }
        }
        // A set's problems are told at the first theme that names it, a default one first.
        var firstTheme: [String: SourceLocation] = [:]
        for theme in defaultThemes + modifierGroups.flatMap({ $0.dropFirst() }) {
            for set in theme.sets where firstTheme[set.name] == nil { firstTheme[set.name] = theme.location }
        }
        var listed: Set<String> = []
        let named = order.filter { firstTheme[$0] != nil && listed.insert($0).inserted }
        let inDefault = Set(defaultThemes.flatMap { $0.sets.map(\.name) })
        for set in named where inDefault.contains(set) { _ = load(source(set, firstTheme[set]!)) }
        return themed(
            modifiers: modifiers,
            layers: named.map { (source($0, firstTheme[$0]!), always.contains($0) ? [] : chosenBy[$0]!) },
            readOnly: readOnly
        )
    }

    /// `$metadata.json` beside `$themes.json`, when there is one.
    private mutating func studioMetadata() -> DocumentNode? {
        let file = Self.joined(directory(of: path), "$metadata.json")
        guard FileSystem.kind(of: file) == .file else { return nil }
        return tree(file, at: SourceLocation(path: path, line: 1, column: 1))?.0
    }
}
