/// The `LocalizedStringResource` member of each key, named as Xcode 26 names String Catalog symbols: the
/// accessor's path flattened into lower camel case (`L10n.ReportCreated.title` → `reportCreatedTitle`). All of a
/// module's jobs extend the one type, so a name is checked against the other jobs' too.
enum ResourceNames {
    /// The members the configuration's jobs before this one declare, by declaration (`cartItems(_:_:)`).
    struct Taken: Sendable {
        var owners: [String: (key: String, output: String)] = [:]

        /// Adds a job's members.
        mutating func add(_ model: L10nModel, output: String) {
            for key in model.keyNumbers {
                guard let name = model.resourceNames[key.value] else { continue }
                let declaration = ResourceNames.declaration(name, parameters: model.signature(of: key).parameters.count, plural: model.bodies[key.value]?.isPlural ?? false)
                if owners[declaration] == nil { owners[declaration] = (model.keyText(key), output) }
            }
        }
    }

    /// By key number, the member's name, or nil: for keys without an accessor, keys whose arguments
    /// `String.LocalizationValue` cannot take, and names two keys would share or another job declares (warned).
    static func translate(
        enums: L10nModel.Enums, bodies: [L10nModel.Body?], strings: CheckedStrings, taken: Taken, diagnostics: DiagnosticCollector
    ) -> [String?] {
        var names = [String?](repeating: nil, count: bodies.count)
        var declared: [String: KeyNumber] = [:]
        var shared: Set<KeyNumber> = []
        func walk(_ namespace: Int, prefix: String) {
            for (member, key) in enums.members(of: namespace) {
                guard let body = bodies[key.value] else { continue }
                if let type = strings.signature(of: key).parameters.first(where: { !$0.isResourceArgument }) {
                    diagnostics.warning(.resourceLeftOut(reason: .argument(key: strings.keyText(key), type: type.shortName)), at: strings.baseText(key).location)
                    continue
                }
                let name = SwiftName.escaped(joined(prefix, SwiftName.unescaped(member)))
                let declaration = declaration(name, parameters: strings.signature(of: key).parameters.count, plural: body.isPlural)
                if let other = taken.owners[declaration] {
                    let reason = Warning.ResourceLeftOut.declaredByJob(key: strings.keyText(key), declaration: declaration, otherKey: other.key, output: other.output)
                    diagnostics.warning(.resourceLeftOut(reason: reason), at: strings.baseText(key).location)
                } else if let other = declared[declaration] {
                    // Told in the keys' order, whichever the walk meets first.
                    let (first, second) = other.value < key.value ? (other, key) : (key, other)
                    let reason = Warning.ResourceLeftOut.shared(key: strings.keyText(second), other: strings.keyText(first), declaration: declaration)
                    let note = Diagnostic(.note, at: strings.baseText(first).location, "\"\(strings.keyText(first))\" is here")
                    diagnostics.warning(.resourceLeftOut(reason: reason), at: strings.baseText(second).location, notes: [note])
                    shared.insert(other)
                } else {
                    declared[declaration] = key
                    names[key.value] = name
                }
            }
            for child in enums.children(of: namespace) {
                walk(child, prefix: joined(prefix, SwiftName.unescaped(enums.namespaces[child].swiftName)))
            }
        }
        walk(0, prefix: "")
        for key in shared { names[key.value] = nil }
        return names
    }

    /// `reportCreated` + `title` → `reportCreatedTitle`; the first part in lower camel case.
    static func joined(_ prefix: String, _ part: String) -> String {
        guard !prefix.isEmpty else { return SwiftName.lowerFirstWord(part) }
        return prefix + part.prefix(1).uppercased() + part.dropFirst()
    }

    /// What makes two members the same declaration: the name, and the argument labels of a function (a key with
    /// arguments or plural forms; a `static var` otherwise, as its accessor).
    static func declaration(_ name: String, parameters count: Int, plural: Bool) -> String {
        guard count > 0 || plural else { return SwiftName.unescaped(name) }
        return SwiftName.unescaped(name) + "(" + String(repeating: "_:", count: count) + ")"
    }
}

extension PlaceholderType {
    /// Whether a resource can take the argument: `String.LocalizationValue` interpolates numbers and strings
    /// (an `Any` for `%@` as its description), not C strings or pointers.
    var isResourceArgument: Bool {
        switch self {
        case .cString, .utf16String, .pointer: false
        default: true
        }
    }
}
