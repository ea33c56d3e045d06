import TokenGenVocabulary

/// JSON Schema's inclusion, as Terrazzo reads it: a group or a token that holds `"$ref": "#/color/gray"` (or
/// `"base/colors.json#/base/color"`, or `"#/$defs/red-1"`) gets every member of what the pointer names, merged
/// deeply under the members it writes itself, which win. Worked out on a file's tree before its tokens are
/// collected, so an included group inherits the `$type` of the place it is included at, and the references
/// inside it (`{base.color.white}`) are resolved in the set as if written there.
///
/// A token that is only `{"$ref": …}` naming a token stays an alias (`RawTokenCollector.isAlias`), and a `$ref`
/// inside a `$value` stays a reference to a value (`ValueResolver`, which reads a file name before `#` as one
/// of the set's), unless it names a root `$defs`, which holds no tokens. A pointer that is not a text, names nothing, the whole document or a
/// cycle is ignored with a warning; what the members include is bounded by `maximumIncludedNodes`, as
/// `$extends` is.
package struct RefInclusion {
    /// The folder every included file must be inside, after links.
    let project: String?
    let diagnostics: DiagnosticCollector
    /// Each file read for an inclusion, once; nil after reporting why it cannot be.
    private var files: [String: DocumentNode?] = [:]
    /// Each pointer's target with its own inclusions worked out, by `file#fragment`.
    private var expanded: [String: Expansion] = [:]

    /// A target with its inclusions, and its size: the nodes an inclusion copies, and how deep they go.
    private struct Expansion {
        var node: DocumentNode
        var count: Int
        var height: Int
    }
    /// The files included, in the order first read: the build must run again when one changes.
    package private(set) var includedFiles: [String] = []
    /// Nodes copied into the trees so far, and the most there may be.
    private var includedNodes = 0
    private var limit: Int
    private var reportedLimit = false

    /// Inclusions in a row (`a` includes `b`, which includes `c`…), as `ValueResolver.maximumChain` bounds aliases.
    static let maximumDepth = 128
    /// How deep a tree with its inclusions may be: as deep as the JSON reader reads one.
    static let maximumTreeDepth = 256
    /// How many nodes deep the walk may be, through the targets it works out on the way (each a tree of its
    /// own): bounded so that no chain of deep targets can exhaust the stack.
    static let maximumWalk = 2_048
    private var walking = 0

    /// Linear in the input: a group that includes a group twice, which includes another twice…, doubles at
    /// each level.
    static func maximumIncludedNodes(bytes: Int) -> Int { 16 * bytes + 100_000 }

    package init(project: String?, diagnostics: DiagnosticCollector) {
        self.project = project
        self.diagnostics = diagnostics
        limit = Self.maximumIncludedNodes(bytes: 0)
    }

    /// Whether a file's bytes may hold an inclusion: most files hold no `$ref` and are not walked.
    package static func mayInclude(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { ByteText($0).contains(Array("$ref".utf8)) }
    }

    /// The file's tree with its inclusions in place.
    package mutating func included(_ tree: DocumentNode, path: String, bytes: Int) -> DocumentNode {
        if files[path] == nil { limit += 16 * bytes }
        files[path] = files[path] ?? tree
        return walk(tree, file: path, chain: [], isValue: false, level: 0, isRoot: true) ?? tree
    }

    // MARK: Walking

    /// The node with its inclusions, or nil when it has none (so most of a tree is shared, not copied).
    /// `isValue`: inside a `$value`, where only what the resolver cannot reach is included.
    /// `level`: how deep the node is in the tree being worked out (a file's, or a target's own).
    private mutating func walk(
        _ node: DocumentNode, file: String, chain: [String], isValue: Bool, level: Int, isRoot: Bool = false
    ) -> DocumentNode? {
        walking += 1
        defer { walking -= 1 }
        switch node {
        case .scalar: return nil
        case .sequence(let items, let location):
            var copy = items
            var changed = false
            for index in items.indices {
                if let item = walk(items[index], file: file, chain: chain, isValue: isValue, level: level + 1) {
                    copy[index] = item
                    changed = true
                }
            }
            return changed ? .sequence(copy, location) : nil
        case .mapping(var mapping):
            var changed = false
            if let entry = mapping.entry("$ref") {
                switch include(entry, in: mapping, file: file, chain: chain, isValue: isValue, level: level) {
                case .reference: break
                case .ignored:
                    mapping.entries.removeAll { $0.key.text == "$ref" }
                    changed = true
                case .included(let node):
                    guard let merged = node.mapping else { return node }
                    mapping = merged
                    changed = true
                }
            }
            for index in mapping.entries.indices {
                let key = mapping.entries[index].key.text
                // Tools' own data, and `$extends` (a group's base, read by `TokenSetResolver`), include nothing.
                if key == "$extensions" || key == "$extends" || (isRoot && key == "$defs") { continue }
                if let value = walk(
                    mapping.entries[index].value, file: file, chain: chain, isValue: isValue || key == "$value", level: level + 1)
                {
                    mapping.entries[index].value = value
                    changed = true
                }
            }
            return changed ? .mapping(mapping) : nil
        }
    }

    /// What becomes of a `$ref`.
    private enum Inclusion {
        /// Left as written: a reference the resolver follows.
        case reference
        /// Taken out, after a warning.
        case ignored
        /// The mapping, with what it includes.
        case included(DocumentNode)
    }

    /// What `entry` (the mapping's `$ref`) includes, merged under the mapping's other members.
    private mutating func include(
        _ entry: (key: DocumentScalar, value: DocumentNode), in mapping: DocumentMapping, file: String, chain: [String], isValue: Bool,
        level: Int
    ) -> Inclusion {
        // A number or a boolean is no pointer, quoted or not in YAML's plain style.
        guard let pointer = entry.value.scalar, !pointer.isNull,
            pointer.isQuoted || (Double(pointer.text) == nil && !["true", "false"].contains(pointer.text))
        else {
            let found = entry.value.scalar.map { $0.isNull ? "nothing" : String($0.text.prefix(40)) } ?? entry.value.kindDescription
            ignore(.refNotText(kind: found), at: entry.value.location)
            return .ignored
        }
        let parts = pointer.text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let written = String(parts[0])
        let fragment = parts.count > 1 ? parts[1] : ""
        let segments = fragment == "/" ? [] : ResolverReader.pointerSegments(fragment)
        // What the resolver reaches itself: a pointer from a value, or a token that is only a `$ref` naming a
        // token (or what may be a token of another file of the set).
        if isValue, segments.first != "$defs" { return .reference }
        if written.isEmpty, segments.first != "$defs", !segments.isEmpty {
            if mapping.entries.count == 1 {
                let target = node(at: segments, in: files[file] ?? nil)
                if target == nil || target?.mapping.map(Self.isToken) == true { return .reference }
            }
        }
        guard !segments.isEmpty || !written.isEmpty else {
            ignore(.refIncludesDocument(pointer.text), at: pointer.location)
            return .ignored
        }
        let target = written.isEmpty ? file : ResolverReader.joined(ResolverReader.directory(of: file), written)
        let key = target + "#" + segments.map { "/" + Self.escaped($0) }.joined()
        if chain.contains(key) {
            ignore(.refCycle(chain.map(Self.shown) + [Self.shown(key)]), at: pointer.location)
            return .ignored
        }
        guard chain.count < Self.maximumDepth, walking < Self.maximumWalk else {
            ignore(.refTooDeep(limit: Self.maximumDepth), at: pointer.location)
            return .ignored
        }
        guard let included = targetNode(key, file: target, segments: segments, at: pointer, chain: chain + [key]) else { return .ignored }
        // The tree stays as deep as a file may be, so the stages after this one never recurse deeper.
        guard level + included.height <= Self.maximumTreeDepth else {
            ignore(.refTooDeep(limit: Self.maximumTreeDepth), at: pointer.location)
            return .ignored
        }
        includedNodes += included.count
        guard includedNodes <= limit else {
            if !reportedLimit {
                reportedLimit = true
                diagnostics.error(.refIncludesTooMany(limit: limit), at: pointer.location)
            }
            return .ignored
        }
        var own = mapping
        own.entries.removeAll { $0.key.text == "$ref" }
        guard let base = included.node.mapping else { return .included(included.node) }
        return .included(.mapping(Self.merged(base, under: own)))
    }

    /// The node a pointer names, with its own inclusions; nil after a warning.
    private mutating func targetNode(
        _ key: String, file: String, segments: [String], at pointer: DocumentScalar, chain: [String]
    ) -> Expansion? {
        if let known = expanded[key] { return known }
        guard let tree = self.tree(file, at: pointer.location) else { return nil }
        guard let target = node(at: segments, in: tree) else {
            ignore(.pointerNotInFile(pointer: String(key[key.firstIndex(of: "#")!...]), file: file), at: pointer.location)
            return nil
        }
        let node = walk(target, file: file, chain: chain, isValue: false, level: 0) ?? target
        let (count, height) = Self.size(of: node, upTo: limit + 1)
        let result = Expansion(node: node, count: count, height: height)
        expanded[key] = result
        return result
    }

    private mutating func tree(_ file: String, at location: SourceLocation) -> DocumentNode? {
        if let known = files[file] { return known }
        var result: DocumentNode?
        defer { files[file] = result }
        guard InputDiscovery.isTokenFile(file) else {
            ignore(.sourceNotATokenFile(file), at: location)
            return nil
        }
        let boundary = project ?? FileSystem.canonicalPath(FileSystem.folder(of: location.path) ?? ".")
        if let boundary, !FileSystem.isInside(file, folder: boundary) {
            // Never read: its lines would appear in the diagnostics, and so in build logs.
            ignore(.includedOutsideProject(path: file, project: boundary), at: location)
            return nil
        }
        do {
            let bytes = try FileSystem.bytes(of: file)
            includedFiles.append(file)
            limit += 16 * bytes.count
            result = TokenFileReader.parse(bytes, path: file, diagnostics: diagnostics)
        } catch {
            ignore(.cannotRead(path: file, reason: error.reason), at: location)
        }
        return result
    }

    private func ignore(_ problem: Failure, at location: SourceLocation) {
        diagnostics.warning(.ignoredInTokenFile(problem: problem), at: location)
    }

    // MARK: Trees

    private func node(at segments: [String], in tree: DocumentNode?) -> DocumentNode? {
        var node = tree
        for segment in segments {
            switch node {
            case .mapping(let mapping)?: node = mapping[segment]
            case .sequence(let items, _)?:
                guard let index = Int(segment), items.indices.contains(index) else { return nil }
                node = items[index]
            default: return nil
            }
        }
        return node
    }

    private static func isToken(_ mapping: DocumentMapping) -> Bool {
        mapping["$value"] != nil || RawTokenCollector.isAlias(mapping)
    }

    /// `base` with `own`'s members over it: a mapping over a mapping is merged member by member, anything
    /// else replaces what it is written over (Terrazzo's `mergeObjects`).
    static func merged(_ base: DocumentMapping, under own: DocumentMapping) -> DocumentMapping {
        var result = base
        result.location = own.location
        for entry in own.entries {
            guard let index = result.entries.firstIndex(where: { $0.key.text == entry.key.text }) else {
                result.entries.append(entry)
                continue
            }
            if let inner = result.entries[index].value.mapping, let mine = entry.value.mapping {
                result.entries[index].value = .mapping(merged(inner, under: mine))
            } else {
                result.entries[index] = entry
            }
        }
        return result
    }

    /// The nodes of a tree, counted up to `bound`, and its height: without recursion, as a tree with
    /// inclusions may be deep.
    static func size(of node: DocumentNode, upTo bound: Int) -> (count: Int, height: Int) {
        var count = 0, height = 0
        var pending = [(node, 1)]
        while let (next, depth) = pending.popLast(), count < bound {
            count += 1
            height = max(height, depth)
            switch next {
            case .scalar: break
            case .sequence(let items, _): for item in items { pending.append((item, depth + 1)) }
            case .mapping(let mapping): for entry in mapping.entries { pending.append((entry.value, depth + 1)) }
            }
        }
        return (count, height)
    }

    private static func escaped(_ segment: String) -> String {
        segment.replacing("~", with: "~0").replacing("/", with: "~1")
    }

    private static func shown(_ key: String) -> String {
        guard let hash = key.firstIndex(of: "#") else { return key }
        return PathText.fileName(of: String(key[..<hash])) + key[hash...]
    }
}
