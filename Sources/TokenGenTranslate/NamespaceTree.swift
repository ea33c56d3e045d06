import TokenGenVocabulary
import TokenGenCheck

/// The nested enums of `L10n`, built key by key. Key parts that make one Swift name share its enum
/// (`duck-player.title` and `duckPlayer.label`: `L10n.DuckPlayer`). Keys that would make one member are left
/// out, all of them, with a warning: any choice between them would be a guess. A member that would take the
/// name of an enum is left out too, as is a key that would take a name of the runtime or the app's lookup
/// function (`lookupFunction: L10n.localize`, declared in the app's extension of the enum).
package struct NamespaceTree {
    package struct Namespace: Sendable {
        package let swiftName: String
        /// The key that made it (nil for the root); other keys whose parts make the same name share it.
        let origin: KeyNumber?
        let parent: Int
        /// Every member added, also those of keys left out later (`NamespaceTree.members(of:)` skips them).
        package var members: [(name: String, key: KeyNumber)] = []
        package var children: [Int] = []
        /// Every name declared inside.
        package var names: [String: Declaration] = [:]
        /// Members declared under a name after its first (`static func ban(_:)` beside `static var ban`).
        var overloads: [String: [KeyNumber]] = [:]
        /// How many parts of `NamespaceTree.appFunction` this enum's path is (nil: it is not on that path).
        var onAppFunctionPath: Int? = nil
    }

    package enum Declaration: Sendable {
        /// Declared by tokengen itself, such as `L10n.Language`.
        case runtime
        /// The app's lookup function, which the app declares in an extension of the enum.
        case appFunction
        case namespace(Int)
        case member(key: KeyNumber)
    }

    let strings: CheckedStrings
    let enumName: String
    /// What separates a key's parts (`.`, SwiftGen's `__`); nil: the whole key is one part (flat names).
    let separator: [UInt8]?
    let diagnostics: DiagnosticCollector
    /// The parts of the app's lookup function after the enum's name, when the function is declared inside the
    /// enum (`L10n.Strings.localize`: `Strings`, `localize`); empty otherwise.
    let appFunction: [String]
    /// The root is namespace 0.
    package private(set) var namespaces: [Namespace]
    /// Keys whose member is not generated, since another key would make the same one.
    package private(set) var leftOut: Set<KeyNumber> = []
    /// Key parts repeat across keys (`button`, `title`, …): each is named once.
    private var typeNames: [String: String] = [:]
    /// The previous key, and the namespaces its parts made or found (its table's first, under tables).
    private var previous: (key: KeyNumber, table: Int32)?
    private var previousPath: [Int] = []
    /// Where the current key's parts start and end, two numbers a part: kept to reuse its storage, and
    /// numbers rather than ranges, whose array operations a debug build runs as unspecialized generic code.
    private var partBounds: [Int] = []

    package init(
        strings: CheckedStrings, enumName: String, separator: [UInt8]? = Array(".".utf8), lookupFunction: String? = nil,
        diagnostics: DiagnosticCollector
    ) {
        self.strings = strings
        self.enumName = enumName
        self.separator = separator
        self.diagnostics = diagnostics
        let functionParts = lookupFunction?.split(separator: ".").map(String.init) ?? []
        appFunction = functionParts.first == enumName ? Array(functionParts.dropFirst()) : []
        var root = Namespace(swiftName: enumName, origin: nil, parent: 0)
        for name in L10nTranslator.declaredNames { root.names[name] = .runtime }
        if !appFunction.isEmpty { root.onAppFunctionPath = 0 }
        if appFunction.count == 1 { root.names[appFunction[0]] = .appFunction }
        namespaces = [root]
    }

    /// How many `.`-separated parts a key may have: each is a nested enum, whose extension names the whole
    /// path, so the code of a deeper key would grow with the square of its depth.
    static let maximumDepth = 64

    /// Names that would hide a module or the root enum from the generated code inside `L10n`.
    private var shadowingNames: Set<String> { ["Swift", "Foundation", enumName] }

    mutating func place(_ key: KeyNumber, underTable: Bool) {
        strings.baseText(key).withKey { place(key, keyText: $0, underTable: underTable) }
    }

    /// `text`: the key's bytes.
    private mutating func place(_ key: KeyNumber, keyText text: UnsafeBufferPointer<UInt8>, underTable: Bool) {
        findParts(of: ByteText(text))
        guard partBounds.count >= 2 else {
            leaveOut(key, .noName(key: keyText(key)))
            return
        }
        let memberPart = partBounds[partBounds.count - 2]..<partBounds[partBounds.count - 1]
        let enclosing = partBounds.count / 2 - 1
        guard enclosing < Self.maximumDepth else {
            diagnostics.error(
                .keyTooDeep(key: String(keyText(key).prefix(80)), parts: enclosing + 1, limit: Self.maximumDepth), at: location(key))
            return
        }
        guard let namespace = enclosingNamespace(of: key, text: text, enclosing: enclosing, underTable: underTable) else { return }
        addMember(SwiftName.memberName(utf8: text[memberPart]), key, to: namespace)
    }

    /// `partBounds`: where each part of the key starts and ends, without empty parts (`a..b` is `a.b`).
    private mutating func findParts(of bytes: ByteText) {
        partBounds.removeAll(keepingCapacity: true)
        var partStart = 0
        var index = 0
        while let separator, index + separator.count <= bytes.count {
            var matched = 0
            while matched < separator.count, bytes.base[index + matched] == separator[matched] { matched += 1 }
            guard matched == separator.count else {
                index += 1
                continue
            }
            if partStart < index {
                partBounds.append(partStart)
                partBounds.append(index)
            }
            index += separator.count
            partStart = index
        }
        if partStart < bytes.count {
            partBounds.append(partStart)
            partBounds.append(bytes.count)
        }
    }

    /// The namespace of the key's first `enclosing` parts (inside its table's with `underTable`), made where
    /// there is none; nil after reporting why there cannot be one.
    private mutating func enclosingNamespace(of key: KeyNumber, text: UnsafeBufferPointer<UInt8>, enclosing: Int, underTable: Bool) -> Int?
    {
        let table = strings.keys[key.value].table
        let bytes = ByteText(text)
        // Keys come sorted, so most share their first parts with the previous key: those namespaces are
        // in `previousPath` and cost no lookup. A part is shared when the dot after it is in the common prefix.
        var shared = 0
        if let previous, previous.table == table {
            let common = strings.baseText(previous.key).withKey { other in
                let other = ByteText(other), length = min(bytes.count, other.count)
                var common = 0
                while common < length, bytes.base[common] == other.base[common] { common += 1 }
                return common
            }
            while shared < enclosing, partBounds[2 * shared + 1] < common { shared += 1 }
            if underTable { shared += 1 }
        }
        previous = (key, table)
        while previousPath.count > shared { previousPath.removeLast() }

        var namespace = previousPath.last ?? 0
        if underTable && previousPath.isEmpty {
            guard let child = child(named: strings.tableName(number: Int(table)), of: namespace, for: key) else { return nil }
            previousPath.append(child)
            namespace = child
        }
        var part = previousPath.count - (underTable ? 1 : 0)
        while part < enclosing {
            let range = partBounds[2 * part]..<partBounds[2 * part + 1]
            guard let child = child(named: String(decoding: text[range], as: UTF8.self), of: namespace, for: key) else { return nil }
            previousPath.append(child)
            namespace = child
            part += 1
        }
        return namespace
    }

    /// The key's member in `namespace`, unless the name is taken. A `static var` and `static func`s of the same
    /// name can live side by side (`"Ban"` and `"Ban %@"`), as long as no two take the same parameters. Such
    /// overloads are rare: one lookup for the others.
    private mutating func addMember(_ name: String, _ key: KeyNumber, to namespace: Int) {
        if let taken = namespaces[namespace].names[name] {
            guard case .member(let first) = taken else {
                conflict(key, taken, path(namespace, name))
                return
            }
            let parameters = strings.signature(of: key).parameters
            let others = [first] + (namespaces[namespace].overloads[name] ?? [])
            if let same = others.first(where: { strings.signature(of: $0).parameters == parameters }) {
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
    private mutating func child(named part: String, of parent: Int, for key: KeyNumber) -> Int? {
        let name =
            typeNames[part]
            ?? {
                let name = SwiftName.typeName(part)
                typeNames[part] = name
                return name
            }()
        switch namespaces[parent].names[name] {
        case .namespace(let existing):
            return existing
        case .runtime, .appFunction:
            conflict(key, namespaces[parent].names[name]!, path(parent, name))
            return nil
        case .member(let member):
            // The enum holds keys of its own: the members of that name make way for it.
            for other in [member] + (namespaces[parent].overloads[name] ?? []) where !leftOut.contains(other) {
                leaveOut(
                    other,
                    .makesWayForEnum(key: keyText(other), path: path(parent, name), enumKey: keyText(key), enumLine: location(key).line),
                    note: key)
            }
        case nil:
            break
        }
        if shadowingNames.contains(name) {
            let hidden = name == enumName ? "the enum '\(name)'" : "the \(name) module"
            leaveOut(key, .hidesName(key: keyText(key), name: name, hidden: hidden, part: part))
            return nil
        }
        let child = namespaces.count
        var namespace = Namespace(swiftName: name, origin: key, parent: parent)
        if let depth = namespaces[parent].onAppFunctionPath, depth + 1 < appFunction.count, appFunction[depth] == name {
            namespace.onAppFunctionPath = depth + 1
            if depth + 2 == appFunction.count { namespace.names[appFunction[depth + 1]] = .appFunction }
        }
        namespaces.append(namespace)
        namespaces[parent].names[name] = .namespace(child)
        namespaces[parent].children.append(child)
        return child
    }

    /// What the tree has become, for the model.
    package var enums: L10nModel.Enums { L10nModel.Enums(namespaces: namespaces, leftOut: leftOut) }

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

    private func keyText(_ key: KeyNumber) -> String { strings.keyText(key) }

    private func location(_ key: KeyNumber) -> SourceLocation {
        strings.baseText(key).location
    }

    /// Reports why the key has no accessor, and leaves it out.
    private mutating func leaveOut(_ key: KeyNumber, _ reason: Warning.KeyLeftOut, note other: KeyNumber? = nil) {
        leftOut.insert(key)
        let notes = other.map { [Diagnostic(.note, at: location($0), "\"\(keyText($0))\" is here")] } ?? []
        diagnostics.warning(.keyLeftOut(reason: reason), at: location(key), notes: notes)
    }

    private mutating func conflict(_ key: KeyNumber, _ taken: Declaration, _ path: String) {
        switch taken {
        case .runtime:
            leaveOut(key, .takesRuntimeName(key: keyText(key), path: path))
        case .appFunction:
            leaveOut(key, .takesLookupFunction(key: keyText(key), path: path))
        case .namespace(let namespace):
            leaveOut(
                key, .takesEnumName(key: keyText(key), path: path, enumKey: keyText(namespaces[namespace].origin!)),
                note: namespaces[namespace].origin!)
        case .member(let other):
            collision(key, other, path)
        }
    }

    /// Two keys that make one member: neither gets it, as either would be a guess.
    private mutating func collision(_ key: KeyNumber, _ other: KeyNumber, _ path: String) {
        leftOut.insert(other)
        let reason = Warning.KeyLeftOut.collision(
            key: keyText(key), line: location(key).line, other: keyText(other), otherLine: location(other).line, path: path,
            differOnlyInNormalization: keyText(key) == keyText(other)
        )
        leaveOut(key, reason, note: other)
    }
}
