#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the generated `L10n` finds its texts at run time.
public enum LookupMode: String, Sendable, CaseIterable {
    /// The `.lproj` tables are resources: `Bundle.module` under SwiftPM, the main bundle otherwise.
    case bundle
    /// Every language's text is compiled into the generated file: no resources, the same on every platform.
    case embedded
}

public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`, `public`, `package`

    /// The modifier to write before a declaration, with its trailing space; nothing for `internal`.
    var modifier: String { self == .internal ? "" : rawValue + " " }
}

public struct L10nOptions: Sendable {
    public var enumName: String
    public var access: AccessLevel
    public var lookup: LookupMode

    public init(enumName: String = "L10n", access: AccessLevel = .internal, lookup: LookupMode = .bundle) {
        self.enumName = enumName
        self.access = access
        self.lookup = lookup
    }
}

/// Renders the checked strings as the `L10n` enum: nested enums along the key's `.`-separated parts,
/// a `static var` per plain text and a `static func` per formatted one, plus the language runtime.
///
/// Laid out for incremental builds (see the README's "Build cost of the generated code"): the enum and its
/// runtime in one file; the accessors in shards by the key's first part, each shard's top-level enums nested
/// inside one extension of the root; the texts of each shard in a file of their own, as one string literal
/// per language inside a function body, which accessors read by index. A text edit then changes one small
/// file that nothing depends on, and a new key or group changes only its shard's files.
public enum L10nEmitter {
    /// Members of the generated `Language` enum, which no language case may take.
    static let languageMembers: Set<String> = ["base", "current", "preferred", "match", "locale", "allCases", "rawValue", "init", "__folders"]

    /// The files of `L10n`: the enum with its runtime, then the accessor files (`Keys0`…) and the text files
    /// (`Texts0`…) of every shard, in the order of `ConfigurationPaths.companions(of:)`.
    public static func emit(_ strings: CheckedStrings, options: L10nOptions, diagnostics: DiagnosticCollector) -> [[UInt8]]? {
        // Language folders become `Language` cases: none may take a member's name or another language's.
        var cases: [String: String] = [:]
        for (language, folders) in zip(strings.catalog.languages, strings.catalog.folders) {
            let name = Writer.caseName(language)
            let folder = (folders.first ?? language) + ".lproj"
            if languageMembers.contains(name.filter { $0 != "`" }) {
                diagnostics.error("the language of \(folder) would become \(options.enumName).Language.\(name), which tokengen generates itself", at: nil)
            } else if name.filter({ $0 != "`" }) == options.enumName {
                // Inside `Language`, the case would hide the enum that the runtime names.
                diagnostics.error("the language of \(folder) would become \(options.enumName).Language.\(name), the name of the enum itself; choose another enumName", at: nil)
            } else if let other = cases[name] {
                diagnostics.error("the languages of \(other) and \(folder) would both become \(options.enumName).Language.\(name)", at: nil)
            }
            cases[name] = folder
        }
        var tree = NamespaceTree(strings: strings, enumName: options.enumName, diagnostics: diagnostics)
        let underTable = Set(strings.keys.map(\.table)).count > 1
        for key in strings.keys.indices {
            tree.add(key, underTable: underTable)
        }
        guard !diagnostics.hasErrors else { return nil }

        var writer = Writer(strings: strings, options: options)
        writer.header()
        writer.line("\(options.access.modifier)nonisolated enum \(options.enumName) {")
        writer.runtime()
        writer.argumentProtocols()
        writer.line("}")
        writer.argumentConformances()
        var files = [writer.take()]
        // Each top-level enum goes to the shard its name hashes to, so that its file is the same whatever other
        // keys come and go; the root's own members go to the shard of the empty name.
        var shards = [[Int]](repeating: [], count: ConfigurationPaths.shardCount)
        for child in tree.children(of: 0) { shards[shard(of: tree.namespaces[child].swiftName)].append(child) }
        let rootShard = shard(of: "")
        for (number, namespaces) in shards.enumerated() {
            writer.keysFile(number, of: tree, namespaces: namespaces, withRootMembers: number == rootShard)
            files.append(writer.take())
        }
        // The texts files, the largest, are written on all cores.
        let textsWriter = writer
        files += Array(shards.indices).concurrentMap { number in
            var writer = textsWriter
            writer.textsFile(number)
            return writer.take()
        }
        return files
    }

    /// The separator of a texts file: the first of U+FFFF, U+FFFE and the private-use characters (U+E000…,
    /// U+F0000…, U+100000…) that none of the texts `forEachText` visits contains; nil when they use every one.
    /// Almost no text has U+FFFF, found with `memchr`; else one pass marks every candidate the texts use.
    /// Swift rejects U+FDD0…U+FDEF in `\u{…}` escapes, so those noncharacters are not candidates.
    static func separator(_ forEachText: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) -> Unicode.Scalar? {
        let preferred = Array("\u{FFFF}".utf8)
        var usesPreferred = false
        forEachText { text in
            if !usesPreferred, contains(text, preferred) { usesPreferred = true }
        }
        guard usesPreferred else { return "\u{FFFF}" }
        var used = [UInt64](repeating: 0, count: 0x110000 / 64)
        forEachText { text in
            var index = 0
            while index < text.count {
                let lead = text[index]
                // Every candidate's UTF-8 starts with EE, EF (3 bytes), F3 or F4 (4 bytes).
                if lead >= 0xEE, lead != 0xF0, lead != 0xF1, lead != 0xF2 {
                    let length = lead >= 0xF0 ? 4 : 3
                    if index + length <= text.count {
                        var value = UInt32(lead & (length == 4 ? 0x07 : 0x0F))
                        for offset in 1..<length { value = value << 6 | UInt32(text[index + offset] & 0x3F) }
                        if value < 0x110000 { used[Int(value >> 6)] |= 1 << (value & 63) }
                    }
                    index += length
                } else {
                    index += 1
                }
            }
        }
        for range in [0xFFFE...0xFFFE, 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD] {
            for value in range where used[value >> 6] & (1 << (value & 63)) == 0 {
                return Unicode.Scalar(UInt32(value))
            }
        }
        return nil
    }

    /// Whether `text` contains the bytes of `needle` (three bytes here): a scan for its first byte.
    static func contains(_ text: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard text.count >= needle.count, let base = text.baseAddress else { return false }
        var start = 0
        while start + needle.count <= text.count {
            guard let found = memchr(base + start, Int32(needle[0]), text.count - start - needle.count + 1) else { return false }
            let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + offset, needle, needle.count) == 0 { return true }
            start = offset + 1
        }
        return false
    }

    /// FNV-1a of the name's UTF-8, modulo the number of shards: stable across runs and machines.
    static func shard(of name: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % UInt32(ConfigurationPaths.shardCount))
    }
}

/// The nested enums of `L10n`, built key by key. Key parts that make one Swift name share its enum
/// (`duck-player.title` and `duckPlayer.label`: `L10n.DuckPlayer`). Keys that would make one member are left
/// out, all of them, with a warning: any choice between them would be a guess. A member that would take the
/// name of an enum is left out too, as is a key that would take a name of the runtime.
private struct NamespaceTree {
    struct Namespace {
        let swiftName: String
        /// The key that made it (nil for the root); other keys whose parts make the same name share it.
        let origin: Int?
        let parent: Int
        /// Every member added, also those of keys left out later (`NamespaceTree.members(of:)` skips them).
        var members: [(name: String, key: Int)] = []
        var children: [Int] = []
        /// Every name declared inside.
        var names: [String: Declaration] = [:]
        /// Members declared under a name after its first (`static func ban(_:)` beside `static var ban`).
        var overloads: [String: [Int]] = [:]
    }

    enum Declaration {
        /// Declared by tokengen itself, such as `L10n.Language`.
        case runtime
        case namespace(Int)
        case member(key: Int)

    }

    let strings: CheckedStrings
    let enumName: String
    let diagnostics: DiagnosticCollector
    /// The root is namespace 0.
    private(set) var namespaces: [Namespace]
    /// Keys whose member is not generated, since another key would make the same one.
    private(set) var leftOut: Set<Int> = []
    /// Key parts repeat across keys (`button`, `title`, …): each is named once.
    private var typeNames: [String: String] = [:]
    /// The previous key, and the namespaces its parts made or found (its table's first, under tables).
    private var previous: (key: Int, table: Int32)?
    private var previousPath: [Int] = []
    /// The byte ranges of the current key's parts; kept to reuse its storage.
    private var partRanges: [Range<Int>] = []

    init(strings: CheckedStrings, enumName: String, diagnostics: DiagnosticCollector) {
        self.strings = strings
        self.enumName = enumName
        self.diagnostics = diagnostics
        var root = Namespace(swiftName: enumName, origin: nil, parent: 0)
        root.names["Language"] = .runtime
        root.names["withLanguage"] = .runtime
        root.names["IntegerArgument"] = .runtime
        root.names["FloatArgument"] = .runtime
        namespaces = [root]
    }

    /// How many `.`-separated parts a key may have: each is a nested enum, whose extension names the whole
    /// path, so the code of a deeper key would grow with the square of its depth.
    static let maximumDepth = 64

    /// Names that would hide a module or the root enum from the generated code inside `L10n`.
    private var shadowingNames: Set<String> { ["Swift", "Foundation", enumName] }

    mutating func add(_ key: Int, underTable: Bool) {
        let (file, record) = strings.baseEntry(key)
        let table = strings.keys[key].table
        let text = file.text
        // The key's parts, without empty ones: `a..b` is `a.b`.
        partRanges.removeAll(keepingCapacity: true)
        var partStart = record.key.range.lowerBound
        for index in record.key.range where text[index] == UInt8(ascii: ".") {
            if partStart < index { partRanges.append(partStart..<index) }
            partStart = index + 1
        }
        if partStart < record.key.range.upperBound { partRanges.append(partStart..<record.key.range.upperBound) }
        guard let memberPart = partRanges.popLast() else {
            leaveOut(key, "the key \"\(file.string(record.key))\" has no name (only dots, or nothing), so it has no accessor; rename it")
            return
        }
        guard partRanges.count < Self.maximumDepth else {
            error(key, "the key \"\(file.string(record.key).prefix(80))…\" has \(partRanges.count + 1) parts; tokengen nests keys at most \(Self.maximumDepth) parts deep")
            return
        }

        // Keys come sorted, so most share their first parts with the previous key: those namespaces are
        // in `previousPath` and cost no lookup. A part is shared when the dot after it is in the common prefix.
        var shared = 0
        if let previous, previous.table == table {
            let other = strings.baseEntry(previous.key).record.key.range
            let mine = record.key.range
            var common = 0
            while common < min(mine.count, other.count), text[mine.lowerBound + common] == text[other.lowerBound + common] {
                common += 1
            }
            shared = partRanges.prefix { $0.upperBound < mine.lowerBound + common }.count + (underTable ? 1 : 0)
        }
        previous = (key, table)
        previousPath.removeSubrange(min(shared, previousPath.count)...)

        var namespace = previousPath.last ?? 0
        if underTable && previousPath.isEmpty {
            guard let child = child(named: strings.catalog.tables[Int(table)].name, of: namespace, for: key) else { return }
            previousPath.append(child)
            namespace = child
        }
        for range in partRanges[(previousPath.count - (underTable ? 1 : 0))...] {
            guard let child = child(named: String(decoding: text[range], as: UTF8.self), of: namespace, for: key) else { return }
            previousPath.append(child)
            namespace = child
        }

        let name = SwiftName.memberName(utf8: text[memberPart])
        // A `static var` and `static func`s of the same name can live side by side (`"Ban"` and `"Ban %@"`),
        // as long as no two take the same parameters. Such overloads are rare: one lookup for the others.
        if let taken = namespaces[namespace].names[name] {
            guard case .member(let first) = taken else {
                conflict(key, taken, path(namespace, name))
                return
            }
            let parameters = strings.keys[key].signature.parameters
            let others = [first] + (namespaces[namespace].overloads[name] ?? [])
            if let same = others.first(where: { strings.keys[$0].signature.parameters == parameters }) {
                collision(key, same, path(namespace, name))
                return
            }
            namespaces[namespace].overloads[name, default: []].append(key)
        } else {
            namespaces[namespace].names[name] = .member(key: key)
        }
        namespaces[namespace].members.append((name, key))
    }

    /// The namespace for `part` inside `parent`, made if needed; nil after reporting why there cannot be one.
    private mutating func child(named part: String, of parent: Int, for key: Int) -> Int? {
        let name = typeNames[part] ?? {
            let name = SwiftName.typeName(part)
            typeNames[part] = name
            return name
        }()
        switch namespaces[parent].names[name] {
        case .namespace(let existing):
            return existing
        case .runtime:
            conflict(key, .runtime, path(parent, name))
            return nil
        case .member(let member):
            // The enum holds keys of its own: the members of that name make way for it.
            for other in [member] + (namespaces[parent].overloads[name] ?? []) where !leftOut.contains(other) {
                leaveOut(other, "\"\(keyText(other))\" would become \(path(parent, name)), the name of the enum of \"\(keyText(key))\" (line \(location(key).line)), so it is not generated; rename one of them", note: key)
            }
        case nil:
            break
        }
        if shadowingNames.contains(name) {
            let hidden = name == enumName ? "the enum '\(name)'" : "the \(name) module"
            leaveOut(key, "\"\(keyText(key))\" would generate 'enum \(name)', which hides \(hidden) in the generated code, so it is not generated; rename '\(part)'")
            return nil
        }
        let child = namespaces.count
        namespaces.append(Namespace(swiftName: name, origin: key, parent: parent))
        namespaces[parent].names[name] = .namespace(child)
        namespaces[parent].children.append(child)
        return child
    }

    /// The members of `namespace` that are generated.
    func members(of namespace: Int) -> [(name: String, key: Int)] {
        leftOut.isEmpty ? namespaces[namespace].members : namespaces[namespace].members.filter { !leftOut.contains($0.key) }
    }

    /// The child enums of `namespace`, sorted by name.
    func children(of namespace: Int) -> [Int] {
        namespaces[namespace].children.sorted { namespaces[$0].swiftName < namespaces[$1].swiftName }
    }

    /// `L10n.A.B.name`: the Swift path of `name` inside `namespace`, for messages.
    private func path(_ namespace: Int, _ name: String) -> String {
        var names = [name]
        var current = namespace
        while current != 0 {
            names.append(namespaces[current].swiftName)
            current = namespaces[current].parent
        }
        names.append(enumName)
        return names.reversed().joined(separator: ".")
    }

    private func keyText(_ key: Int) -> String {
        let (file, record) = strings.baseEntry(key)
        return file.string(record.key)
    }

    private func location(_ key: Int) -> SourceLocation {
        let (file, record) = strings.baseEntry(key)
        return file.location(of: record)
    }

    private func error(_ key: Int, _ message: String) {
        diagnostics.error(message, at: location(key))
    }

    /// Reports why the key has no accessor, and leaves it out.
    private mutating func leaveOut(_ key: Int, _ message: String, note other: Int? = nil) {
        leftOut.insert(key)
        let notes = other.map { [Diagnostic(.note, at: location($0), "\"\(keyText($0))\" is here")] } ?? []
        diagnostics.warning(message, at: location(key), notes: notes)
    }

    private mutating func conflict(_ key: Int, _ taken: Declaration, _ path: String) {
        switch taken {
        case .runtime:
            leaveOut(key, "\"\(keyText(key))\" would become \(path), which tokengen generates itself, so it is not generated; rename the key")
        case .namespace(let namespace):
            leaveOut(key, "\"\(keyText(key))\" would become \(path), the name of the enum of \"\(keyText(namespaces[namespace].origin!))\", so it is not generated; rename one of them", note: namespaces[namespace].origin!)
        case .member(let other):
            collision(key, other, path)
        }
    }

    /// Two keys that make one member: neither gets it, as either would be a guess.
    private mutating func collision(_ key: Int, _ other: Int, _ path: String) {
        let (here, there) = (location(key), location(other))
        let lookAlike = keyText(key) == keyText(other) ? " (the keys differ only in Unicode normalization)" : ""
        leftOut.insert(other)
        leaveOut(
            key,
            "\"\(keyText(other))\" (line \(there.line)) and \"\(keyText(key))\" (line \(here.line)) both become \(path)\(lookAlike), so neither is generated (a call to it fails with 'has no member'); rename one of them",
            note: other
        )
    }
}

/// Writes the generated file into one byte buffer: 200,000 accessors are a lot of small appends.
private struct Writer {
    let strings: CheckedStrings
    let options: L10nOptions
    let languages: [String]
    var output: [UInt8] = []
    /// The indentation of the members being written.
    var indent = "    "
    /// The keys whose texts each shard's text file holds, in the order of their indices.
    var shardKeys = [[Int]](repeating: [], count: ConfigurationPaths.shardCount)
    var shard = 0

    /// Whether any text has plural forms or per-device texts (see `CheckedStrings.hasPlurals`).
    let hasPlurals: Bool
    let hasVariants: Bool

    init(strings: CheckedStrings, options: L10nOptions) {
        self.strings = strings
        self.options = options
        self.hasPlurals = strings.hasPlurals
        self.hasVariants = strings.hasVariants
        self.languages = strings.catalog.languages
        // Generated code is about twice the size of the texts it holds.
        let textBytes = strings.catalog.tables.reduce(0) { $0 + $1.files.reduce(0) { $0 + ($1?.text.count ?? 0) } }
        output.reserveCapacity(textBytes * 2 + 1 << 14)
    }

    var access: String { options.access.modifier }
    var root: String { options.enumName }

    /// The file written so far; the writer starts a new one.
    mutating func take() -> [UInt8] {
        defer { output = [] }
        return output
    }

    mutating func line(_ text: String = "") {
        output.append(contentsOf: text.utf8)
        output.append(0x0A)
    }

    mutating func append(_ text: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    mutating func header() {
        let catalog = strings.catalog
        line("// Generated by tokengen. Do not edit: change the .strings tables and run tokengen again.")
        line("// Languages: \(catalog.languages.joined(separator: ", ")) (base: \(catalog.baseLanguage)). Lookup: \(options.lookup.rawValue).")
        line()
        line("import Foundation")
        line()
    }

    /// The accessors of one shard: its top-level enums with everything below them nested inside, all in one
    /// extension of the root. Adding a key or a group then changes what this file declares but adds no
    /// extension, which would make every file that uses the root enum recompile.
    mutating func keysFile(_ number: Int, of tree: NamespaceTree, namespaces: [Int], withRootMembers: Bool) {
        shard = number
        line("// Generated by tokengen. Do not edit: change the .strings tables and run tokengen again.")
        line("// The keys of \(root) in shard \(number) of \(ConfigurationPaths.shardCount); their texts are in \(root)+Texts\(number).swift.")
        line()
        line("import Foundation")
        line()
        line("nonisolated extension \(root) {")
        indent = "    "
        var first = true
        if withRootMembers {
            for (name, key) in tree.members(of: 0) {
                if !first { line() }
                first = false
                member(name, key)
            }
        }
        for namespace in namespaces {
            if !first { line() }
            first = false
            nested(tree, namespace)
        }
        line("}")
    }

    /// An enum with its members and, inside it, its child enums.
    mutating func nested(_ tree: NamespaceTree, _ namespace: Int) {
        let outer = indent
        line("\(outer)\(access)nonisolated enum \(tree.namespaces[namespace].swiftName) {")
        indent = outer + "    "
        var first = true
        for (name, key) in tree.members(of: namespace) {
            if !first { line() }
            first = false
            member(name, key)
        }
        for child in tree.children(of: namespace) {
            if !first { line() }
            first = false
            nested(tree, child)
        }
        indent = outer
        line("\(outer)}")
    }

    /// The texts of one shard: for each language (the base only in bundle mode) one string literal inside a
    /// function body, so that editing a text recompiles this small file and nothing that depends on it. Each
    /// text follows a separator, the string's first character, which no text of the shard contains.
    mutating func textsFile(_ number: Int) {
        let keys = shardKeys[number]
        // Embedded: each language's texts (a language without the key shows the base text, as the accessor
        // would). Bundle: the base texts, the keys, their tables' names, and the languages whose tables the
        // lookup must not read for the key (see `baseOnlyLanguages`).
        enum Column { case texts(language: Int), keys, tables, baseOnly }
        let columns: [Column] = options.lookup == .embedded ? languages.indices.map { .texts(language: $0) } : [.texts(language: 0), .keys, .tables, .baseOnly]
        var baseOnly: [Int: String] = [:]
        if options.lookup == .bundle {
            for key in keys {
                let tags = baseOnlyLanguages(key)
                if !tags.isEmpty { baseOnly[key] = tags }
            }
        }
        func text(_ key: Int, _ language: Int) -> (file: StringsFile, record: StringsFile.Record, percents: [Int]?) {
            if let (file, record) = entry(key, language: language) { return (file, record, literalPercents(key, language)) }
            let (file, record) = entry(key, language: 0)!
            return (file, record, literalPercents(key, 0))
        }
        /// The bytes of one cell, with the `%` signs at `percents` to double.
        func withCell<R>(_ column: Column, _ key: Int, _ body: (UnsafeBufferPointer<UInt8>, [Int]?) -> R) -> R {
            switch column {
            case .texts(let language):
                let (file, record, percents) = text(key, language)
                return file.withBytes(of: record.value) { body($0, percents) }
            case .keys:
                let base = strings.baseEntry(key)
                return base.file.withBytes(of: base.record.key) { body($0, nil) }
            case .tables:
                var name = strings.catalog.tables[Int(strings.keys[key].table)].name
                return name.withUTF8 { body($0, nil) }
            case .baseOnly:
                var tags = baseOnly[key] ?? ""
                return tags.withUTF8 { body($0, nil) }
            }
        }
        let separator = L10nEmitter.separator { visit in
            for column in columns {
                for key in keys { withCell(column, key) { bytes, _ in visit(bytes) } }
            }
        }
        let what = options.lookup == .embedded ? "language" : "column (base texts, keys, tables, languages that show the base text)"
        // When the texts use every candidate separator, each text is a literal of its own, column after column.
        let escape = separator.map { "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" }
        func appendText(_ column: Column, _ key: Int) {
            withCell(column, key) { bytes, percents in
                Self.withDoubledPercents(bytes, at: percents) { SwiftSource.appendEscaped($0, to: &output) }
            }
        }
        line("// Generated by tokengen. Do not edit: change the .strings tables and run tokengen again.")
        line("// The texts of \(root)+Keys\(number).swift, " + (escape == nil
            ? "\(keys.count) per \(what), each a literal of its own."
            : "one string per \(what), each text after the string's first character."))
        line()
        line("nonisolated extension \(root) {")
        line("    static let __texts\(number) = __Texts(\(escape == nil ? "columns: \(columns.count), " : "")__data\(number))")
        line()
        line("    private static func __data\(number)() -> [Swift.String] {")
        line("        [")
        for column in columns {
            guard let escape else {
                for key in keys {
                    append("            \"")
                    appendText(column, key)
                    line("\",")
                }
                continue
            }
            append("            \"")
            if keys.isEmpty { append(escape) }
            for key in keys {
                append(escape)
                appendText(column, key)
            }
            line("\",")
        }
        line("        ]")
        line("    }")
        line("}")
    }

    /// An accessor. Its doc comment is the table's comment for the key; the base text only where the
    /// accessor holds its texts itself (plural and per-device texts), as other texts live in the shard's texts
    /// file, and a text edit must leave this file as it was.
    mutating func member(_ name: String, _ key: Int) {
        let base = strings.baseEntry(key)
        let signature = strings.keys[key].signature
        let plural = hasPlurals && strings.isPlural(key)
        let platforms = hasVariants ? strings.platforms(of: key) : []
        let documentation = !base.record.comment.isEmpty ? base.record.comment : plural || !platforms.isEmpty ? base.record.value : nil
        if let documentation {
            let indentBytes = Array(indent.utf8)
            base.file.withBytes(of: documentation) { SwiftSource.appendDocComment($0, indent: indentBytes, to: &output) }
        }
        append(indent)
        append(access)
        if signature.parameters.isEmpty, !plural {
            append("static var ")
            append(name)
            append(": Swift.String {")
        } else {
            append("static func ")
            append(name)
            append("(")
            for (index, type) in signature.parameters.enumerated() {
                append(index == 0 ? "_ p" : ", _ p")
                append(String(index + 1))
                append(": ")
                append(parameterType(type))
            }
            append(") -> Swift.String {")
        }
        let inner = "\n" + indent + "    "
        guard !platforms.isEmpty else {
            append(signature.parameters.isEmpty && !plural ? " " : inner)
            if plural {
                body(key, signature: signature, plural: plural)
            } else {
                indexedBody(key, signature: signature)
            }
            append(signature.parameters.isEmpty && !plural ? " }\n" : "\n" + indent + "}\n")
            return
        }
        // Per-device texts (String Catalogs): the variation of the platform the code runs on, else `other`.
        for (index, platform) in platforms.enumerated() {
            append(index == 0 ? inner + "#if " : inner + "#elseif ")
            append(platform.condition)
            append(inner + "return ")
            device = platform.devices
            body(key, signature: signature, plural: plural)
        }
        device = nil
        append(inner + "#else" + inner + "return ")
        body(key, signature: signature, plural: plural)
        append(inner + "#endif\n" + indent + "}\n")
    }

    /// The expression that gives a text kept in the shard's texts file: the shard and its index there. The
    /// names are not qualified with the root enum: the compiler finds them while walking out of the nested
    /// enums anyway, and no member made from a key starts with `__` (measured: 20,000 accessors type-check in
    /// 3.8 s rather than 4.5 s with `L10n.__text(L10n.__texts6, 17)`).
    mutating func indexedBody(_ key: Int, signature: FormatSignature) {
        let index = shardKeys[shard].count
        shardKeys[shard].append(key)
        append(signature.parameters.isEmpty && !signature.needsFormatting ? "__text(" : "__format(")
        append(String(shard))
        append(", ")
        append(String(index))
        for (number, type) in signature.parameters.enumerated() {
            append(", ")
            argument(type, "p" + String(number + 1))
        }
        append(")")
    }

    /// The languages, as tags separated by spaces, whose `.lproj` tables bundle lookup must not read for the
    /// key: their translation is replaced by the base text (`CheckedStrings.replaced`), or Foundation would
    /// read a percent sign of it as a placeholder (`CheckedStrings.literalPercents`). They show the base text
    /// compiled in; for the base language, every language that falls back to it does. Empty for most keys.
    func baseOnlyLanguages(_ key: Int) -> String {
        guard !strings.replaced.isEmpty || !strings.literalPercents.isEmpty else { return "" }
        return languages.indices.filter { language in
            let index = key * languages.count + language
            return strings.replaced.contains(index) || strings.literalPercents[index] != nil
        }.map { languages[$0] }.joined(separator: " ")
    }

    /// The `%` signs to double in a text (see `CheckedStrings.literalPercents`); per-device texts have none.
    func literalPercents(_ key: Int, _ language: Int) -> [Int]? {
        guard device == nil, !strings.literalPercents.isEmpty else { return nil }
        return strings.literalPercents[key * languages.count + language]
    }

    /// The devices whose texts the body uses (see `CheckedStrings.platforms(of:)`); nil for `other`.
    var device: [String]?

    /// The entry of a key in a language, for `device` where it has its own text.
    func entry(_ key: Int, language: Int) -> (file: StringsFile, record: StringsFile.Record)? {
        guard let (file, record) = strings.entry(key, language: language) else { return nil }
        guard let device else { return (file, record) }
        let variants = strings.variants(of: key, language: language)
        for name in device {
            if let variant = variants.first(where: { $0.device == name }) { return (file, variant.record) }
        }
        return (file, record)
    }

    /// The expression that gives the text.
    mutating func body(_ key: Int, signature: FormatSignature, plural: Bool) {
        if plural {
            pluralCall(key, signature: signature)
            return
        }
        let base = entry(key, language: 0)!
        append(root)
        if signature.parameters.isEmpty {
            append(signature.needsFormatting ? ".__format(" : ".__text(")
            texts(key, base: base)
            append(")")
            return
        }
        append(".__format(")
        texts(key, base: base)
        // Variadic arguments rather than an array literal: about 7 % less type-checking for big tables.
        for (index, type) in signature.parameters.enumerated() {
            append(", ")
            argument(type, "p" + String(index + 1))
        }
        append(")")
    }

    /// A text that depends on numbers: every language's format and forms (after the table and key in bundle
    /// mode), then the arguments.
    mutating func pluralCall(_ key: Int, signature: FormatSignature) {
        append(root)
        append(".__plural(")
        if options.lookup == .bundle {
            var table = strings.catalog.tables[Int(strings.keys[key].table)].name
            table.withUTF8 { SwiftSource.appendStringLiteral($0, to: &output) }
            append(", ")
            let base = strings.baseEntry(key)
            appendLiteral(base.record.key, of: base.file)
            append(", ")
        }
        for language in languages.indices {
            if language > 0 { append(",") }
            append("\n" + indent + "        ")
            guard let (file, record) = entry(key, language: language) else {
                append("nil")
                continue
            }
            pluralLiteral(file, record, percents: literalPercents(key, language))
        }
        for (index, type) in signature.parameters.enumerated() {
            append(",\n" + indent + "        ")
            argument(type, "p" + String(index + 1))
        }
        append("\n" + indent + "    )")
    }

    /// `L10n.__Plural(format, L10n.__Variable(name, argument, display, one: …, other: …), …)`; a text that does
    /// not depend on numbers in this language is a format without variables.
    mutating func pluralLiteral(_ file: StringsFile, _ record: StringsFile.Record, percents: [Int]?) {
        append(root)
        append(".__Plural(")
        guard let plural = file.plural(of: record) else {
            appendLiteral(record.value, of: file, percents: percents)
            append(")")
            return
        }
        appendLiteral(plural.format)
        // Variadic variables rather than an array literal: about 12 % less type-checking.
        for variable in plural.variables {
            append(", ")
            append(root)
            append(".__Variable(")
            appendLiteral(variable.name)
            append(", ")
            append(String(variable.argument))
            append(", ")
            appendLiteral(variable.display)
            for category in PluralCategory.allCases {
                guard let form = variable.forms[category] else { continue }
                append(", ")
                append(category.rawValue)
                append(": ")
                appendLiteral(form)
            }
            append(")")
        }
        append(")")
    }

    mutating func appendLiteral(_ text: String) {
        var text = text
        text.withUTF8 { SwiftSource.appendStringLiteral($0, to: &output) }
    }

    /// A parameter as the variadic `CVarArg` it is passed as.
    mutating func argument(_ type: PlaceholderType, _ parameter: String) {
        switch type {
        case .object: append("__describing("); append(parameter); append(")")
        case .uint: append(parameter); append(".__unsigned")
        case .double: append(parameter); append(".__double")
        case .pointer: append("Swift.OpaquePointer("); append(parameter); append(")")
        default: append(parameter)
        }
    }

    /// The type of a parameter. As SwiftGen's call sites pass `Int` for `%u`, `%x`, `%o` and `Float` for
    /// `%f`, `%e`, `%g`, those take any integer or floating-point type, through a protocol of the generated
    /// code rather than generics: a generic parameter doubles the type-checking time of a big table.
    func parameterType(_ type: PlaceholderType) -> String {
        switch type {
        case .uint: "any \(root).IntegerArgument"
        case .double: "any \(root).FloatArgument"
        default: type.rawValue
        }
    }

    /// The protocols behind `parameterType`, when some text needs them.
    mutating func argumentProtocols() {
        let types = Set(strings.keys.flatMap(\.signature.parameters))
        if types.contains(.uint) {
            line()
            line("    /// An integer passed for `%u`, `%x` or `%o`: any of Swift's integer types.")
            line("    \(access)protocol IntegerArgument { var __unsigned: Swift.UInt { get } }")
        }
        if types.contains(.double) {
            line()
            line("    /// A number passed for `%f`, `%e`, `%g` or `%a`: `Double` or `Float`.")
            line("    \(access)protocol FloatArgument { var __double: Swift.Double { get } }")
        }
    }

    /// The conformances of Swift's number types to the protocols of `argumentProtocols`, at file level.
    mutating func argumentConformances() {
        let types = Set(strings.keys.flatMap(\.signature.parameters))
        if types.contains(.uint) {
            line()
            for type in ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"] {
                line("nonisolated extension Swift.\(type): \(root).IntegerArgument { \(access)var __unsigned: Swift.UInt { Swift.UInt(truncatingIfNeeded: self) } }")
            }
        }
        if types.contains(.double) {
            line()
            line("nonisolated extension Swift.Double: \(root).FloatArgument { \(access)var __double: Swift.Double { self } }")
            line("nonisolated extension Swift.Float: \(root).FloatArgument { \(access)var __double: Swift.Double { Swift.Double(self) } }")
        }
    }

    /// The arguments that say which text: every language's text (embedded), or table, key and base text (bundle).
    mutating func texts(_ key: Int, base: (file: StringsFile, record: StringsFile.Record)) {
        switch options.lookup {
        case .embedded:
            appendLiteral(base.record.value, of: base.file, percents: literalPercents(key, 0))
            for language in languages.indices.dropFirst() {
                append(", ")
                if let (file, record) = entry(key, language: language) {
                    appendLiteral(record.value, of: file, percents: literalPercents(key, language))
                } else {
                    append("nil")
                }
            }
        case .bundle:
            var table = strings.catalog.tables[Int(strings.keys[key].table)].name
            table.withUTF8 { SwiftSource.appendStringLiteral($0, to: &output) }
            append(", ")
            appendLiteral(base.record.key, of: base.file)
            append(", ")
            appendLiteral(base.record.value, of: base.file, percents: literalPercents(key, 0))
            append(", ")
            appendLiteral(baseOnlyLanguages(key))
        }
    }

    /// The text as a literal, with its `%` signs at `percents` doubled.
    mutating func appendLiteral(_ span: Span, of file: StringsFile, percents: [Int]? = nil) {
        file.withBytes(of: span) { bytes in
            Self.withDoubledPercents(bytes, at: percents) { SwiftSource.appendStringLiteral($0, to: &output) }
        }
    }

    /// `text` with each `%` at one of `percents` (byte offsets) doubled, so that formatting shows it as written.
    static func withDoubledPercents<R>(
        _ text: UnsafeBufferPointer<UInt8>, at percents: [Int]?, _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R {
        guard let percents else { return body(text) }
        var doubled: [UInt8] = []
        doubled.reserveCapacity(text.count + percents.count)
        var copied = 0
        for offset in percents.sorted() where offset >= copied && offset < text.count {
            doubled += text[copied..<offset]
            doubled.append(UInt8(ascii: "%"))
            copied = offset
        }
        doubled += text[copied...]
        return doubled.withUnsafeBufferPointer(body)
    }

    mutating func runtime() {
        let base = languages[0]
        line()
        line("    // MARK: - Languages")
        line()
        line("    /// The languages of the tables; `base` is the one every key has.")
        line("    \(access)enum Language: Swift.String, Swift.CaseIterable, Swift.Sendable {")
        for language in languages {
            line("        case \(caseName(language)) = \(SwiftSource.stringLiteral(language))")
        }
        line()
        line("        \(access)static let base: Language = .\(caseName(base))")
        line()
        line("        /// The innermost `\(root).withLanguage` language, else the best match of the user's preferred languages.")
        line("        \(access)static var current: Language { \(root).__language.get() ?? preferred }")
        line()
        line("        /// The best match of the process's preferred languages, else the base language.")
        line("        \(access)static let preferred: Language = match(Foundation.Locale.preferredLanguages) ?? base")
        line()
        line("        /// The language that Apple's `Bundle.preferredLocalizations(from:forPreferences:)` chooses: the first")
        line("        /// preference that matches a language wins. A preference matches its own tag (ignoring case, `_` is `-`),")
        line("        /// then each shorter form (`zh-Hans-CN` → `zh-Hans` → `zh`; Chinese gets its script from the region),")
        line("        /// then a language with the same language code and no other script (`pl` → `pl-PL`, `en-GB` → `en`).")
        line("        \(access)static func match(_ preferences: [Swift.String]) -> Language? {")
        line("            let tags = allCases.map { ($0, __Tag($0.rawValue)) }")
        line("            for preference in preferences {")
        line("                let wanted = __Tag(preference)")
        line("                guard !wanted.subtags.isEmpty else { continue }")
        line("                for form in wanted.fallbacks {")
        line("                    if let (language, _) = tags.first(where: { $0.1.subtags == form }) { return language }")
        line("                }")
        line("                let related = tags.filter { $0.1.subtags[0] == wanted.subtags[0] && ($0.1.script == nil || wanted.script == nil || $0.1.script == wanted.script) }")
        line("                if let (language, _) = related.min(by: { $0.1.subtags.count < $1.1.subtags.count }) { return language }")
        line("            }")
        line("            return nil")
        line("        }")
        line()
        line("        /// A language tag cut into lower-case subtags, without a POSIX suffix (`pl_PL.UTF-8`), with the")
        line("        /// current codes for old ones (`iw` → `he`, `no` → `nb`) and the script of Chinese.")
        line("        private struct __Tag {")
        line("            var subtags: [Swift.String]")
        line("            var script: Swift.String?")
        line()
        line("            init(_ identifier: Swift.String) {")
        line("                let tag = identifier.split(omittingEmptySubsequences: false) { $0 == \".\" || $0 == \"@\" }[0]")
        line("                subtags = tag.lowercased().split { $0 == \"-\" || $0 == \"_\" }.map(Swift.String.init)")
        line("                guard let code = subtags.first else { return }")
        line("                subtags[0] = [\"iw\": \"he\", \"in\": \"id\", \"ji\": \"yi\", \"no\": \"nb\", \"tl\": \"fil\"][code] ?? code")
        line("                if subtags.count > 1, subtags[1].count == 4 {")
        line("                    script = subtags[1]")
        line("                } else if code == \"zh\" {")
        line("                    script = subtags.count > 1 && [\"tw\", \"hk\", \"mo\"].contains(subtags[1]) ? \"hant\" : \"hans\"")
        line("                }")
        line("            }")
        line()
        line("            /// The tag itself, then with its script added, then each shorter form.")
        line("            var fallbacks: [[Swift.String]] {")
        line("                var withScript = subtags")
        line("                if let script, !(subtags.count > 1 && subtags[1] == script) { withScript.insert(script, at: 1) }")
        line("                var forms = [subtags]")
        line("                for tag in [withScript, subtags] {")
        line("                    for length in Swift.stride(from: tag.count, to: 0, by: -1) where !forms.contains(Swift.Array(tag.prefix(length))) {")
        line("                        forms.append(Swift.Array(tag.prefix(length)))")
        line("                    }")
        line("                }")
        line("                return forms")
        line("            }")
        line("        }")
        line()
        line("        /// The place of this language's texts in a shard's texts.")
        line("        var __index: Swift.Int {")
        line("            switch self {")
        for (index, language) in languages.enumerated() {
            line("            case .\(caseName(language)): \(index)")
        }
        line("            }")
        line("        }")
        line()
        line("        /// The locale that formats numbers and dates for this language: `%.2f` of 2.5 is `2,50` in `pl`.")
        line("        \(access)var locale: Foundation.Locale { Foundation.Locale(identifier: rawValue) }")
        if options.lookup == .bundle {
            line()
            line("        /// The `.lproj` folders of this language, as named in the bundle.")
            line("        fileprivate var __folders: [Swift.String] {")
            line("            switch self {")
            for (language, folders) in zip(languages, strings.catalog.folders) {
                let names = (folders.isEmpty ? [language] : folders).map(SwiftSource.stringLiteral).joined(separator: ", ")
                line("            case .\(caseName(language)): [\(names)]")
            }
            line("            }")
            line("        }")
        }
        line("    }")
        line()
        line("    // A task-local value without the @TaskLocal macro, whose expansion names `TaskLocal` unqualified.")
        line("    private static let __language = Swift.TaskLocal<Language?>(wrappedValue: nil)")
        line()
        line("    /// Resolves every text inside `body` in `language`, and returns `body`'s result.")
        line("    /// Nestable; it affects only the current task and the tasks it creates.")
        line("    \(access)static func withLanguage<Result>(_ language: Language, _ body: () throws -> Result) rethrows -> Result {")
        line("        try __language.withValue(language, operation: body)")
        line("    }")
        line()
        line("    /// Resolves every text inside `body` in `language`, and returns `body`'s result.")
        line("    \(access)static func withLanguage<Result>(")
        line("        _ language: Language,")
        line("        isolation: isolated (any Swift.Actor)? = #isolation,")
        line("        _ body: () async throws -> Result")
        line("    ) async rethrows -> Result {")
        line("        try await __language.withValue(language, operation: body, isolation: isolation)")
        line("    }")
        line()
        line("    static func __describing(_ value: Any) -> any Swift.CVarArg {")
        line("        Swift.String(describing: value) as Foundation.NSString")
        line("    }")
        line()
        switch options.lookup {
        case .embedded: embeddedLookup()
        case .bundle: bundleLookup()
        }
        if hasPlurals, strings.keys.indices.contains(where: strings.isPlural) { pluralRuntime() }
    }

    /// Chooses and shows plural forms: the same code in both lookup modes, as Foundation on Linux ignores
    /// `.stringsdict` rules. Only emitted for tables with plurals.
    mutating func pluralRuntime() {
        let parameters = languages.indices.map { "_ t\($0): __Plural\($0 == 0 ? "" : "?")" }.joined(separator: ", ")
        line()
        line("    // MARK: - Plurals")
        line()
        if options.lookup == .embedded {
            line("    static func __plural(\(parameters), _ arguments: any Swift.CVarArg...) -> Swift.String {")
            line("        let language = Language.current")
        } else {
            line("    static func __plural(")
            line("        _ table: Swift.String, _ key: Swift.String, \(parameters), _ arguments: any Swift.CVarArg...")
            line("    ) -> Swift.String {")
            line("        let language = Language.current")
        }
        line("        // A language without the key shows the base text, whose forms follow the base language's rules.")
        line("        let (plural, rules): (__Plural, Language) = switch language {")
        for (index, language) in languages.enumerated() {
            line("        case .\(caseName(language)): \(index == 0 ? "(t0, language)" : "t\(index).map { ($0, language) } ?? (t0, .base)")")
        }
        line("        }")
        if options.lookup == .bundle {
            line("        #if canImport(Darwin)")
            line("        // Foundation reads the `.stringsdict` resources and chooses the forms itself, where the language")
            line("        // has a text of its own that takes the call's arguments.")
            line("        let missing = \"\\u{0}tokengen.missing\"")
            line("        let format = rules == language ? __lookUp(language, table, key, missing) : missing")
            line("        if format != missing { return Swift.String(format: format, locale: language.locale, arguments: arguments) }")
            line("        #endif")
        }
        line("        return plural.render(rules, language.locale, arguments)")
        line("    }")
        line()
        line("    /// The plural category (Unicode CLDR \(CLDRPluralRules.version)) of a number in a language: 0 zero, 1 one, 2 two,")
        line("    /// 3 few, 4 many, 5 other.")
        line("    fileprivate static func __category(_ language: Language, _ o: __Operands) -> Swift.Int {")
        line("        switch language {")
        for language in languages {
            line("        case .\(caseName(language)):")
            for rule in CLDRPluralRules.rules(for: language) ?? [] {
                guard let condition = rule.condition else { continue }
                line("            if \(condition) { return \(PluralCategory.allCases.firstIndex(of: rule.category)!) }")
            }
            line("            return 5")
        }
        line("        }")
        line("    }")
        for source in Self.pluralTypes {
            line()
            for text in source.replacing("L10n.", with: root + ".").split(separator: "\n", omittingEmptySubsequences: false) {
                line(text.isEmpty ? "" : "    " + text)
            }
        }
    }

    /// The types behind `pluralRuntime`, the same for every table.
    static let pluralTypes = [
        """
        /// A text that depends on numbers, in one language: a format whose `%N$#@name@` variables each show
        /// the form of the plural category of argument N. Without variables, a plain format.
        struct __Plural: Swift.Sendable {
            let format: Swift.String
            let variables: [__Variable]

            init(_ format: Swift.String, _ variables: __Variable...) {
                self.format = format
                self.variables = variables
            }

            /// The text for the arguments: forms chosen by the plural rules of `rules`, numbers shown for `locale`.
            func render(_ rules: Language, _ locale: Foundation.Locale, _ arguments: [any Swift.CVarArg]) -> Swift.String {
                guard !variables.isEmpty else {
                    return Swift.String(format: format, locale: locale, arguments: arguments)
                }
                return render(format, rules, locale, arguments, depth: 0)
            }

            /// Every placeholder is written with its argument's position (`%2$d`), so each is shown on its own:
            /// a form that leaves its number out shifts nothing.
            private func render(
                _ text: Swift.String, _ rules: Language, _ locale: Foundation.Locale, _ arguments: [any Swift.CVarArg],
                depth: Swift.Int
            ) -> Swift.String {
                var result = ""
                var rest = text[...]
                while let percent = rest.firstIndex(of: "%") {
                    result += rest[..<percent]
                    rest = rest[rest.index(after: percent)...]
                    if rest.first == "%" {
                        result += "%"
                        rest = rest.dropFirst()
                        continue
                    }
                    guard let dollar = rest.firstIndex(of: "$"), let number = Swift.Int(rest[..<dollar]),
                          number >= 1, number <= arguments.count else { continue }
                    rest = rest[rest.index(after: dollar)...]
                    if rest.hasPrefix("#@"), let end = rest.dropFirst(2).firstIndex(of: "@") {
                        let name = rest[rest.index(rest.startIndex, offsetBy: 2)..<end]
                        rest = rest[rest.index(after: end)...]
                        if depth < 8, let variable = variables.first(where: { $0.name == name }) {
                            let form = variable.form(for: arguments[number - 1], rules)
                            result += render(form, rules, locale, arguments, depth: depth + 1)
                        }
                        continue
                    }
                    guard let end = rest.firstIndex(where: { "@dDiuUxXoOfFeEgGaAcCsSp".contains($0) }) else { continue }
                    result += Swift.String(format: "%" + rest[...end], locale: locale, arguments: [arguments[number - 1]])
                    rest = rest[rest.index(after: end)...]
                }
                return result + rest
            }
        }
        """,
        """
        /// A variable of a plural text: the argument whose number chooses the form, how the forms show it,
        /// and the forms.
        struct __Variable: Swift.Sendable {
            let name: Swift.String
            let argument: Swift.Int
            let display: Swift.String
            /// zero, one, two, few, many
            let forms: [Swift.String?]
            let other: Swift.String

            init(
                _ name: Swift.String, _ argument: Swift.Int, _ display: Swift.String, zero: Swift.String? = nil,
                one: Swift.String? = nil, two: Swift.String? = nil, few: Swift.String? = nil, many: Swift.String? = nil,
                other: Swift.String
            ) {
                self.name = name
                self.argument = argument
                self.display = display
                self.forms = [zero, one, two, few, many]
                self.other = other
            }

            /// As Apple chooses: `zero` for 0 where there is one (in every language), else the form of the
            /// number's category, else `other`.
            func form(for argument: any Swift.CVarArg, _ language: Language) -> Swift.String {
                let operands = __Operands(argument, display: display)
                if operands.n == 0, let zero = forms[0] { return zero }
                let category = L10n.__category(language, operands)
                return category < forms.count ? forms[category] ?? other : other
            }
        }
        """,
        """
        /// The operands of CLDR's plural rules for a number as the form shows it: n (its absolute value), i (the
        /// integer digits), v and w (how many fraction digits, with and without trailing zeros), f and t (those
        /// digits as numbers), e (the exponent of compact forms, always 0 here).
        fileprivate struct __Operands {
            var n = 0.0, i = 0, v = 0, w = 0, f = 0, t = 0, e = 0

            init(_ argument: any Swift.CVarArg, display: Swift.String) {
                let shown: Swift.String
                switch argument {
                case let value as Swift.Int: shown = Swift.String(value.magnitude)
                case let value as Swift.UInt: shown = Swift.String(value)
                case let value as Swift.Double where display.hasSuffix("f") || display.hasSuffix("F"):
                    // `%.1f` of 1 shows "1.0", whose v is 1: "1.0 files", as CLDR says.
                    shown = Swift.String(format: display, locale: Foundation.Locale(identifier: "en_US_POSIX"), value.magnitude)
                case let value as Swift.Double:
                    let text = "\\(value.magnitude)"
                    shown = text.hasSuffix(".0") ? Swift.String(text.dropLast(2)) : text
                default: shown = "0"
                }
                let parts = shown.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
                let integer = parts[0].filter(\\.isNumber)
                let fraction = parts.count > 1 ? parts[1].filter(\\.isNumber) : ""
                let trimmed = Swift.String(fraction.reversed().drop { $0 == "0" }.reversed())
                n = Swift.Double(integer + "." + fraction + "0") ?? 0
                i = Swift.Int(integer.suffix(18)) ?? 0
                v = fraction.count
                w = trimmed.count
                f = Swift.Int(fraction.prefix(18)) ?? 0
                t = Swift.Int(trimmed.prefix(18)) ?? 0
            }
        }
        """,
    ]

    /// The texts of a shard, read once, at the first use of one of them: its texts file's strings, each cut at
    /// its first character. Accessors pass the shard's texts and their index.
    mutating func textsRuntime() {
        line("    /// The texts of one shard of keys, \(options.lookup == .embedded ? "for each language of `Language`" : "in four columns: the base texts, the keys, the tables and the languages that show the base text").")
        line("    /// Each column is cut into its texts at the first use of one of them, so that a language's texts are read")
        line("    /// only when one of them shows; a lock guards the columns cut so far.")
        line("    final class __Texts: @unchecked Swift.Sendable {")
        line("        /// One literal per column, or, for a shard whose texts use every separator, every text, column after column.")
        line("        private let literals: [Swift.String]")
        line("        /// Nil for one literal per column; else how many texts a column has.")
        line("        private let rows: Swift.Int?")
        line("        private var columns: [[Swift.String]?]")
        line("        private let lock = Foundation.NSLock()")
        line()
        line("        init(_ data: () -> [Swift.String]) {")
        line("            literals = data()")
        line("            rows = nil")
        line("            columns = Swift.Array(repeating: nil, count: literals.count)")
        line("        }")
        line()
        line("        init(columns count: Swift.Int, _ data: () -> [Swift.String]) {")
        line("            literals = data()")
        line("            rows = count > 0 ? literals.count / count : 0")
        line("            columns = Swift.Array(repeating: nil, count: count)")
        line("        }")
        line()
        line("        func text(_ column: Swift.Int, _ index: Swift.Int) -> Swift.String {")
        line("            lock.lock()")
        line("            defer { lock.unlock() }")
        line("            if let texts = columns[column] { return texts[index] }")
        line("            let texts: [Swift.String]")
        line("            if let rows {")
        line("                texts = Swift.Array(literals[(column * rows)..<(column * rows + rows)])")
        line("            } else if let separator = literals[column].unicodeScalars.first {")
        line("                texts = literals[column].unicodeScalars.dropFirst()")
        line("                    .split(separator: separator, omittingEmptySubsequences: false)")
        line("                    .map { Swift.String(Swift.Substring($0)) }")
        line("            } else {")
        line("                texts = []")
        line("            }")
        line("            columns[column] = texts")
        line("            return texts[index]")
        line("        }")
        line("    }")
        line()
        line("    /// A shard's texts, by its number. Only the shard asked for is read: an array of all of them made the")
        line("    /// first text read every text (52 ms and 32 MB for 20,000 keys × 10 languages).")
        line("    static func __shard(_ number: Swift.Int) -> __Texts {")
        line("        switch number {")
        for number in 0..<ConfigurationPaths.shardCount - 1 {
            line("        case \(number): __texts\(number)")
        }
        line("        default: __texts\(ConfigurationPaths.shardCount - 1)")
        line("        }")
        line("    }")
        line()
    }

    /// Embedded texts: an accessor passes its shard's number and its index there.
    mutating func embeddedLookup() {
        textsRuntime()
        line("    static func __text(_ shard: Swift.Int, _ index: Swift.Int) -> Swift.String {")
        line("        __shard(shard).text(Language.current.__index, index)")
        line("    }")
        line()
        line("    static func __format(_ shard: Swift.Int, _ index: Swift.Int, _ arguments: any Swift.CVarArg...) -> Swift.String {")
        line("        let language = Language.current")
        line("        return Swift.String(format: __shard(shard).text(language.__index, index), locale: language.locale, arguments: arguments)")
        line("    }")
        guard hasVariants else { return }
        // Per-device texts stay in their accessors, every language's text passed, base first; `nil` where a
        // language lacks the key.
        let parameters = languages.indices.map { "_ t\($0): Swift.String\($0 == 0 ? "" : "?")" }.joined(separator: ", ")
        line()
        line("    static func __text(\(parameters)) -> Swift.String {")
        line("        __select(Language.current, \(languages.indices.map { "t\($0)" }.joined(separator: ", ")))")
        line("    }")
        line()
        line("    static func __format(\(parameters), _ arguments: any Swift.CVarArg...) -> Swift.String {")
        line("        let language = Language.current")
        line("        let format = __select(language, \(languages.indices.map { "t\($0)" }.joined(separator: ", ")))")
        line("        return Swift.String(format: format, locale: language.locale, arguments: arguments)")
        line("    }")
        line()
        line("    private static func __select(_ language: Language, \(parameters)) -> Swift.String {")
        line("        switch language {")
        for (index, language) in languages.enumerated() {
            line("        case .\(caseName(language)): \(index == 0 ? "t0" : "t\(index) ?? t0")")
        }
        line("        }")
        line("    }")
    }

    /// Each accessor passes its shard and index, where its base text, key and table are; the text comes from the language's
    /// `.lproj` table, else the base language's, else the base text compiled in: never the raw key.
    mutating func bundleLookup() {
        textsRuntime()
        line("    static func __text(_ shard: Swift.Int, _ index: Swift.Int) -> Swift.String {")
        line("        let texts = __shard(shard)")
        line("        return __lookUp(Language.current, texts.text(2, index), texts.text(1, index), texts.text(0, index), texts.text(3, index))")
        line("    }")
        line()
        line("    static func __format(_ shard: Swift.Int, _ index: Swift.Int, _ arguments: any Swift.CVarArg...) -> Swift.String {")
        line("        let language = Language.current")
        line("        let texts = __shard(shard)")
        line("        let format = __lookUp(language, texts.text(2, index), texts.text(1, index), texts.text(0, index), texts.text(3, index))")
        line("        return Swift.String(format: format, locale: language.locale, arguments: arguments)")
        line("    }")
        if hasVariants {
            line()
            line("    static func __text(_ table: Swift.String, _ key: Swift.String, _ baseText: Swift.String, _ baseOnly: Swift.String) -> Swift.String {")
            line("        __lookUp(Language.current, table, key, baseText, baseOnly)")
            line("    }")
            line()
            line("    static func __format(")
            line("        _ table: Swift.String, _ key: Swift.String, _ baseText: Swift.String, _ baseOnly: Swift.String,")
            line("        _ arguments: any Swift.CVarArg...")
            line("    ) -> Swift.String {")
            line("        let language = Language.current")
            line("        let format = __lookUp(language, table, key, baseText, baseOnly)")
            line("        return Swift.String(format: format, locale: language.locale, arguments: arguments)")
            line("    }")
        }
        line()
        line("    /// `baseOnly`: the tags of the languages whose tables must not be read for this key (their text would not")
        line("    /// take the call's arguments); they show `baseText`.")
        line("    private static func __lookUp(")
        line("        _ language: Language, _ table: Swift.String, _ key: Swift.String, _ baseText: Swift.String,")
        line("        _ baseOnly: Swift.String = \"\"")
        line("    ) -> Swift.String {")
        line("        let missing = \"\\u{0}tokengen.missing\"")
        line("        var useOwn = true, useBase = language != .base")
        line("        if !baseOnly.isEmpty {")
        line("            let skipped = baseOnly.split(separator: \" \")")
        line("            if skipped.contains(Swift.Substring(language.rawValue)) { useOwn = false; useBase = true }")
        line("            if skipped.contains(Swift.Substring(Language.base.rawValue)) { useBase = false; if language == .base { useOwn = false } }")
        line("        }")
        line("        for bundle in useOwn ? __bundles[language.__index] : [] {")
        line("            let text = bundle.localizedString(forKey: key, value: missing, table: table)")
        line("            if text != missing { return text }")
        line("        }")
        line("        for bundle in useBase ? __bundles[Language.base.__index] : [] {")
        line("            let text = bundle.localizedString(forKey: key, value: missing, table: table)")
        line("            if text != missing { return text }")
        line("        }")
        line("        return baseText")
        line("    }")
        line()
        line("    /// Each language's `.lproj` bundles, by `Language.__index`, opened once: opening them for every read")
        line("    /// made a read 14 µs.")
        line("    private static let __bundles: [[Foundation.Bundle]] = Language.allCases.map { language in")
        line("        language.__folders.compactMap { folder in")
        line("            __resources.path(forResource: folder, ofType: \"lproj\").flatMap { Foundation.Bundle(path: $0) }")
        line("        }")
        line("    }")
        line()
        line("    private static var __resources: Foundation.Bundle {")
        line("        #if SWIFT_PACKAGE")
        line("        Foundation.Bundle.module")
        line("        #else")
        line("        Foundation.Bundle.main")
        line("        #endif")
        line("    }")
    }

    func caseName(_ language: String) -> String { Self.caseName(language) }

    /// `en` → `en`, `pt-BR` → `ptBR`, `zh-Hans` → `zhHans`.
    static func caseName(_ language: String) -> String {
        let parts = language.split { $0 == "-" || $0 == "_" }.map(String.init)
        guard let first = parts.first else { return "_" }
        let joined = first + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return SwiftName.escaped(joined)
    }
}
