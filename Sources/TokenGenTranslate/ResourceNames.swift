import TokenGenVocabulary
import TokenGenCheck

/// The `LocalizedStringResource` member of each key, named as Xcode 26 names String Catalog symbols: the
/// accessor's path flattened into lower camel case (`L10n.ReportCreated.title` → `reportCreatedTitle`). All of a
/// module's jobs extend the one type, so a name is checked against the other jobs' too.
package enum ResourceNames {
    /// The members the configuration's jobs before this one declare: each job's model, whose `resourceDeclarations`
    /// are read only when a name is looked up.
    package struct Taken: Sendable {
        private var jobs: [(model: L10nModel, output: String)] = []

        package init() {}

        /// Takes a job's names: the next jobs' may not be the same.
        package mutating func takeNames(of model: L10nModel, output: String) {
            jobs.append((model, output))
        }

        /// The key and output of the job before this one that declares `declaration`.
        func owner(of declaration: String) -> (key: String, output: String)? {
            for job in jobs {
                if let key = job.model.resourceDeclarations[declaration] { return (job.model.keyText(key), job.output) }
            }
            return nil
        }
    }

    /// By key number, each key's member name (nil for none), and the key of each declaration made.
    package struct Names {
        package var names: [String?]
        var declarations: [String: KeyNumber]
    }

    /// By key number, the member's name, or nil: for keys without an accessor, keys whose arguments
    /// `String.LocalizationValue` cannot take, and names two keys would share or another job declares (warned).
    package static func translate(
        enums: L10nModel.Enums, bodies: [L10nModel.Body?], strings: CheckedStrings, taken: Taken, diagnostics: DiagnosticCollector
    ) -> Names {
        var names = [String?](repeating: nil, count: bodies.count)
        var declared: [String: KeyNumber] = [:]
        var shared: Set<KeyNumber> = []
        func walk(_ namespace: Int, prefix: String) {
            for (member, key) in enums.members(of: namespace) {
                guard let body = bodies[key.value] else { continue }
                if let type = strings.signature(of: key).parameters.first(where: { !$0.isResourceArgument }) {
                    diagnostics.warning(
                        .resourceLeftOut(reason: .argument(key: strings.keyText(key), type: type.shortName)),
                        at: strings.baseText(key).location)
                    continue
                }
                let bare = joined(prefix, SwiftName.unescaped(member))
                let declaration = declaration(bare, parameters: strings.signature(of: key).parameters.count, plural: body.isPlural)
                if let other = taken.owner(of: declaration) {
                    let reason = Warning.ResourceLeftOut.declaredByJob(
                        key: strings.keyText(key), declaration: declaration, otherKey: other.key, output: other.output)
                    diagnostics.warning(.resourceLeftOut(reason: reason), at: strings.baseText(key).location)
                } else if let other = declared.updateValue(key, forKey: declaration) {
                    declared[declaration] = other
                    // Told in the keys' order, whichever the walk meets first.
                    let (first, second) = other.value < key.value ? (other, key) : (key, other)
                    let reason = Warning.ResourceLeftOut.shared(
                        key: strings.keyText(second), other: strings.keyText(first), declaration: declaration)
                    let note = Diagnostic(.note, at: strings.baseText(first).location, "\"\(strings.keyText(first))\" is here")
                    diagnostics.warning(.resourceLeftOut(reason: reason), at: strings.baseText(second).location, notes: [note])
                    shared.insert(other)
                } else {
                    names[key.value] = SwiftName.escaped(bare)
                }
            }
            for child in enums.children(of: namespace) {
                walk(child, prefix: joined(prefix, SwiftName.unescaped(enums.namespaces[child].swiftName)))
            }
        }
        walk(0, prefix: "")
        for key in shared { names[key.value] = nil }
        return Names(names: names, declarations: declared.filter { !shared.contains($0.value) })
    }

    /// `reportCreated` + `title` → `reportCreatedTitle`; the first part in lower camel case.
    package static func joined(_ prefix: String, _ part: String) -> String {
        guard !prefix.isEmpty else { return SwiftName.lowerFirstWord(part) }
        var utf8 = Array(prefix.utf8)
        utf8.reserveCapacity(utf8.count + part.utf8.count)
        utf8.append(contentsOf: part.utf8)
        // An ASCII lower-case letter is most first letters; others are upper-cased as Unicode does.
        let first = utf8[prefix.utf8.count]
        guard first >= 0x61, first <= 0x7A else { return prefix + part.prefix(1).uppercased() + part.dropFirst() }
        utf8[prefix.utf8.count] = first - 0x20
        return String(decoding: utf8, as: UTF8.self)
    }

    /// What makes two members the same declaration: the name (without backticks), and the argument labels of a
    /// function (a key with arguments or plural forms; a `static var` otherwise, as its accessor).
    static func declaration(_ name: String, parameters count: Int, plural: Bool) -> String {
        guard count > 0 || plural else { return name }
        return name + "(" + String(repeating: "_:", count: count) + ")"
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
