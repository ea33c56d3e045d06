import TokenGenVocabulary

/// Reads a Tokens Studio export as a resolver document is read: `$themes.json` lists themes, each choosing
/// token sets (`enabled`, or `source`: read for references only); themes of one `group` are the contexts
/// of a modifier named after it, and a group with one theme is always on. `$metadata.json` beside it gives
/// the order in which sets are merged (`tokenSetOrder`), each set being `<folder>/<set>.json`. The
/// single-file export holds the sets, `$themes` and `$metadata` as members of one document.
extension ResolverReader {
    /// Whether a document is a Tokens Studio theme list (`$themes.json`, which may list none), or a single-file
    /// export with its themes.
    static func isStudioThemes(_ root: DocumentNode) -> Bool {
        if case .sequence(let items, let location) = root {
            guard !items.isEmpty else { return PathText.fileName(of: location.path) == "$themes.json" }
            return items.allSatisfy { $0.mapping?["selectedTokenSets"] != nil }
        }
        return root.mapping?["$themes"].map { if case .sequence = $0 { true } else { false } } ?? false
    }

    /// A theme: a context of its group's modifier, and the sets it chooses. `group` is nil for a theme without
    /// one until `groupUngrouped` gives it one, with the name of the modifier it made (`modifier`).
    private struct StudioTheme {
        var name: String
        var group: String?
        var modifier: String?
        var sets: [(name: String, isSource: Bool)]
        var location: SourceLocation
    }

    mutating func readStudioThemes(_ document: DocumentNode) -> RawTokenSet? {
        let singleFile = document.mapping
        guard var themes = studioThemes(singleFile?["$themes"] ?? document) else { return nil }
        // An export without themes: every set (the single file's members, or the folder's `$metadata.json` set
        // order), merged in the set order as one always-on theme.
        let withoutThemes = themes.isEmpty
        if withoutThemes {
            let sets =
                singleFile.map { file in file.entries.filter { !$0.key.text.hasPrefix("$") && $0.value.mapping != nil }.map(\.key.text) }
                ?? setOrder([], singleFile: nil)
            let location = singleFile?["$themes"]?.location ?? document.location
            if !sets.isEmpty { themes = [StudioTheme(name: "", group: "\u{0}all", sets: sets.map { ($0, false) }, location: location)] }
        }
        let folder = Self.directory(of: path)
        let missing = dropMissingSets(from: &themes, singleFile: singleFile, folder: folder)
        let order = setOrder(themes, singleFile: singleFile).filter { !missing.contains($0) }
        if withoutThemes, let theme = themes.first { diagnostics.warning(.studioWithoutThemes(sets: order), at: theme.location) }

        let document = path, isSingleFile = singleFile != nil
        // Each set's file, worked out once.
        var files: [String: String] = [:]
        for set in order where !isSingleFile { files[set] = Self.joined(folder, set + ".json") }
        let source = { [files] (set: String, location: SourceLocation) -> Source in
            isSingleFile
                ? .file(path: document, pointer: [set], location: location)
                : .file(path: files[set]!, pointer: [], location: location)
        }
        // What each set of a theme without a group defines, for `groupUngrouped`.
        var pathsOfSet: [String: Set<Int>] = [:]
        for theme in themes where theme.group == nil {
            for set in theme.sets where !set.isSource && pathsOfSet[set.name] == nil {
                pathsOfSet[set.name] = Set(load(source(set.name, theme.location))?.pathNumbers ?? [])
            }
        }
        if let warning = Self.groupUngrouped(&themes, pathsOfSet: pathsOfSet) {
            diagnostics.warning(warning, at: themes.first { $0.group?.hasPrefix("\u{0}") == true }!.location)
        }

        // The groups in the order the themes first name them, each with its themes.
        var groupNumbers: [String: Int] = [:]
        var groups: [[StudioTheme]] = []
        for theme in themes {
            let group = theme.group!
            if let number = groupNumbers[group] {
                groups[number].append(theme)
            } else {
                groupNumbers[group] = groups.count
                groups.append([theme])
            }
        }
        let alwaysOn = groups.filter { $0.count == 1 }.flatMap { $0 }
        let modifierGroups = groups.filter { $0.count > 1 }
        let modifiers = modifierGroups.map { themes in
            TokenModifier(name: themes[0].modifier!, contexts: themes.map(\.name), defaultContext: 0, location: themes[0].location)
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
                for set in theme.sets {
                    chosenBy[set.name, default: []].append(RawTokenSet.ChosenContext(modifier: modifier, context: context))
                }
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

    /// The themes of a theme list (`$themes.json`, or a single-file export's `$themes`); nil after an error for
    /// a theme that is not one.
    private func studioThemes(_ list: DocumentNode) -> [StudioTheme]? {
        let nodes: [DocumentNode]
        switch list {
        case .sequence(let items, _): nodes = items
        default: nodes = []
        }
        var themes: [StudioTheme] = []
        for node in nodes {
            guard let mapping = node.mapping, let name = mapping["name"]?.scalar?.text, let selected = mapping["selectedTokenSets"]?.mapping
            else {
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
            let group = mapping["group"]?.scalar?.text
            themes.append(StudioTheme(name: name, group: group, modifier: group, sets: sets, location: node.location))
        }
        return diagnostics.hasErrors ? nil : themes
    }

    /// The sets that themes name but the export lacks, each with a warning, taken out of the themes: such a set
    /// adds nothing, as in Tokens Studio. Each set is looked for once, however many themes name it.
    private func dropMissingSets(from themes: inout [StudioTheme], singleFile: DocumentMapping?, folder: String) -> Set<String> {
        let members = singleFile.map { Set($0.entries.map(\.key.text)) }
        var present: [String: Bool] = [:]
        var missing: Set<String> = []
        for index in themes.indices {
            let theme = themes[index]
            for set in theme.sets {
                if present[set.name] == nil {
                    present[set.name] =
                        members?.contains(set.name) ?? (FileSystem.kind(of: Self.joined(folder, set.name + ".json")) == .file)
                }
                guard present[set.name] == false else { continue }
                missing.insert(set.name)
                diagnostics.warning(
                    .studioSetMissing(
                        set: set.name, theme: theme.name, file: singleFile == nil ? set.name + ".json" : "member '\(set.name)'"),
                    at: theme.location
                )
            }
            themes[index].sets.removeAll { missing.contains($0.name) }
        }
        return missing
    }

    /// The order in which sets are merged: `$metadata`'s `tokenSetOrder`, then any set it leaves out, in the
    /// order the themes name them.
    private mutating func setOrder(_ themes: [StudioTheme], singleFile: DocumentMapping?) -> [String] {
        var order: [String] = []
        let metadata: DocumentNode? = singleFile?["$metadata"] ?? studioMetadata()
        if case .sequence(let items, _)? = metadata?.mapping?["tokenSetOrder"] {
            order = items.compactMap { $0.scalar?.text }
        }
        var ordered = Set(order)
        for theme in themes {
            for set in theme.sets where ordered.insert(set.name).inserted { order.append(set.name) }
        }
        return order
    }

    /// Themes without a group are alternatives (one applies at a time) where they define the same tokens
    /// differently: a token that sets of one define and sets of the other, outside the sets both enable. They
    /// are split by that into modifiers, each named after what its themes are (`appearance` for light and dark,
    /// `platform` for iOS, Android and Web, else `theme`); a theme that is no other's alternative always applies.
    /// Returns the warning that says what was made, where more than one modifier (or an always-on theme) was.
    private static func groupUngrouped(_ themes: inout [StudioTheme], pathsOfSet: [String: Set<Int>]) -> Warning? {
        let ungrouped = themes.indices.filter { themes[$0].group == nil }
        guard !ungrouped.isEmpty else { return nil }
        var components = ThemeComponents(count: ungrouped.count)
        components.joinAlternatives(
            enabled: ungrouped.map { Set(themes[$0].sets.filter { !$0.isSource }.map(\.name)) }, pathsOfSet: pathsOfSet)
        var members: [Int: [Int]] = [:]
        var roots: [Int] = []
        for item in ungrouped.indices {
            let root = components.root(item)
            if members[root] == nil { roots.append(root) }
            members[root, default: []].append(item)
        }
        var made: [(name: String, themes: [String])] = []
        var always: [String] = []
        for (number, component) in roots.map({ members[$0]! }).enumerated() {
            let names = component.map { themes[ungrouped[$0]].name }
            let name = component.count == 1 ? "" : Self.ungroupedModifierName(names)
            for item in component { (themes[ungrouped[item]].group, themes[ungrouped[item]].modifier) = ("\u{0}\(number)", name) }
            if component.count == 1 { always.append(names[0]) } else { made.append((name, names)) }
        }
        guard made.count + always.count > 1 else { return nil }
        return .studioThemesSplit(modifiers: made.map(\.name), themes: made.map(\.themes), alwaysOn: always)
    }

    /// A modifier's name for themes without a group: what they are, by their names.
    private static func ungroupedModifierName(_ themes: [String]) -> String {
        let words = Set(themes.flatMap { $0.lowercased().split { !$0.isLetter }.map(String.init) })
        if !words.isDisjoint(with: ["light", "dark"]) { return "appearance" }
        if !words.isDisjoint(with: ["ios", "android", "web", "desktop", "mobile", "macos", "windows"]) { return "platform" }
        return "theme"
    }

    /// `$metadata.json` beside `$themes.json`, when there is one.
    private mutating func studioMetadata() -> DocumentNode? {
        let file = Self.joined(Self.directory(of: path), "$metadata.json")
        guard FileSystem.kind(of: file) == .file else { return nil }
        return tree(file, at: SourceLocation(path: path, line: 1, column: 1))?.0
    }
}

/// The themes without a group joined into alternatives (union-find over their numbers): two are joined where
/// a token is defined by a set one enables and the other does not, and by a set the other enables and the one
/// does not. Found through an index of the paths each set defines, never by comparing every pair of themes:
/// per path, the themes that define it are told apart by which of its sets they enable (their signature), and
/// two signatures are alternatives when neither holds the other. `work` counts the steps, for the tests.
struct ThemeComponents {
    private var parent: [Int]
    private(set) var work = 0

    init(count: Int) { parent = Array(0..<count) }

    mutating func root(_ item: Int) -> Int {
        var root = item
        while parent[root] != root { root = parent[root] }
        var node = item
        while parent[node] != root { (parent[node], node) = (root, parent[node]) }
        return root
    }

    mutating func join(_ first: Int, _ second: Int) {
        let (a, b) = (root(first), root(second))
        if a != b { parent[b] = a }
    }

    /// `enabled`: each theme's enabled sets; `pathsOfSet`: the token paths each set defines.
    mutating func joinAlternatives(enabled: [Set<String>], pathsOfSet: [String: Set<Int>]) {
        // Each set's number, and by path the (theme, set) pairs that define it.
        var setNumbers: [String: Int] = [:]
        var definers: [Int: [(theme: Int, set: Int)]] = [:]
        for (theme, sets) in enabled.enumerated() {
            for set in sets.sorted() {
                let number = setNumbers[set] ?? setNumbers.count
                setNumbers[set] = number
                for path in pathsOfSet[set] ?? [] {
                    definers[path, default: []].append((theme, number))
                    work += 1
                }
            }
        }
        for pairs in definers.values where pairs.count > 1 {
            // Each theme's signature: the path's sets it enables, sorted. Themes of one signature are one node:
            // they define the path alike, so the path makes them no alternatives of each other.
            var signatureOf: [Int: [Int]] = [:]
            for pair in pairs { signatureOf[pair.theme, default: []].append(pair.set) }
            var nodes: [[Int]: Int] = [:]
            var signatures: [[Int]] = []
            var themesOf: [[Int]] = []
            for (theme, sets) in signatureOf {
                let signature = sets.sorted()
                work += signature.count
                if let node = nodes[signature] {
                    themesOf[node].append(theme)
                } else {
                    nodes[signature] = signatures.count
                    signatures.append(signature)
                    themesOf.append([theme])
                }
            }
            for component in Self.incomparableComponents(signatures, work: &work) where component.count > 1 {
                let first = themesOf[component[0]][0]
                for node in component {
                    for theme in themesOf[node] { join(first, theme) }
                }
            }
        }
    }

    /// The components of the graph whose edges join signatures of which neither holds the other: a search over
    /// the complement of "one holds the other", whose steps are the signatures plus the pairs where one does
    /// hold the other (in real exports, few).
    private static func incomparableComponents(_ signatures: [[Int]], work: inout Int) -> [[Int]] {
        var components: [[Int]] = []
        var unvisited = Array(signatures.indices)
        while let start = unvisited.popLast() {
            var component = [start]
            var queue = [start]
            while let node = queue.popLast() {
                var kept: [Int] = []
                for other in unvisited {
                    work += 1
                    if holds(signatures[node], signatures[other], work: &work) || holds(signatures[other], signatures[node], work: &work) {
                        kept.append(other)
                    } else {
                        component.append(other)
                        queue.append(other)
                    }
                }
                unvisited = kept
            }
            components.append(component)
        }
        return components
    }

    /// Whether the sorted `whole` holds every element of the sorted `part`.
    private static func holds(_ whole: [Int], _ part: [Int], work: inout Int) -> Bool {
        guard part.count <= whole.count else { return false }
        var index = 0
        for element in part {
            while index < whole.count, whole[index] < element {
                index += 1
                work += 1
            }
            guard index < whole.count, whole[index] == element else { return false }
            index += 1
        }
        return true
    }
}
