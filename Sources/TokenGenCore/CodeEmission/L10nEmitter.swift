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
public enum L10nEmitter {
    public static func emit(
        _ strings: [LocalizedString], catalog: StringsCatalog, options: L10nOptions, diagnostics: DiagnosticCollector
    ) -> String? {
        let tree = NamespaceTree(enumName: options.enumName, diagnostics: diagnostics)
        let tableNames = Set(strings.map(\.table))
        for string in strings {
            tree.add(string, underTable: tableNames.count > 1)
        }
        guard !diagnostics.hasErrors else { return nil }

        var writer = Writer(options: options, languages: catalog.languages)
        writer.header(catalog: catalog)
        writer.line("\(options.access.modifier)nonisolated enum \(options.enumName) {")
        writer.body(of: tree.root, indent: "    ")
        writer.runtime()
        writer.line("}")
        return writer.output
    }
}

/// The nested enums of `L10n`, built key by key, catching every pair of keys that would get one Swift name.
private final class NamespaceTree {
    final class Namespace {
        let swiftName: String
        /// The key part this namespace comes from, and the first key that made it.
        let part: String
        let origin: (key: String, location: SourceLocation)?
        var members: [(name: String, string: LocalizedString)] = []
        var children: [String: Namespace] = [:]
        /// Every name declared inside, with the key it comes from (nil for tokengen's own declarations).
        var names: [String: (key: String, location: SourceLocation)?] = [:]

        init(swiftName: String, part: String, origin: (key: String, location: SourceLocation)?) {
            self.swiftName = swiftName
            self.part = part
            self.origin = origin
        }
    }

    let root: Namespace
    let enumName: String
    /// Key parts repeat across keys (`button`, `title`, …): each is named once.
    private var typeNames: [String: String] = [:]
    private var memberNames: [String: String] = [:]
    let diagnostics: DiagnosticCollector

    init(enumName: String, diagnostics: DiagnosticCollector) {
        self.enumName = enumName
        self.diagnostics = diagnostics
        root = Namespace(swiftName: enumName, part: "", origin: nil)
        root.names["Language"] = .some(nil)
        root.names["withLanguage"] = .some(nil)
    }

    /// Names that would hide a module or the root enum from the generated code inside `L10n`.
    private var shadowingNames: Set<String> { ["Swift", "Foundation", enumName] }

    func add(_ string: LocalizedString, underTable: Bool) {
        var parts = string.key.utf8.split(separator: UInt8(ascii: ".")).map { String(decoding: $0, as: UTF8.self) }
        if parts.isEmpty {
            diagnostics.error("the key \"\(string.key)\" has no name", at: string.location)
            return
        }
        if underTable { parts.insert(string.table, at: 0) }
        let memberPart = parts.removeLast()
        var namespace = root
        var names: [String] = [enumName]
        var path: String { names.joined(separator: ".") }
        for part in parts {
            let name = typeNames[part] ?? {
                let name = SwiftName.typeName(part)
                typeNames[part] = name
                return name
            }()
            names.append(name)
            if let existing = namespace.children[name] {
                if existing.part != part, let origin = existing.origin {
                    collision(string, origin, path)
                    return
                }
                namespace = existing
                continue
            }
            if shadowingNames.contains(name) {
                diagnostics.error(
                    "\"\(string.key)\" would generate 'enum \(name)', which hides \(name == enumName ? "the enum '\(name)'" : "the \(name) module") in the generated code; rename '\(part)'",
                    at: string.location
                )
                return
            }
            if name == "`Type`" || name == "`Protocol`" {
                diagnostics.error(
                    "\"\(string.key)\" would become \(path), which Swift reads as a metatype; rename '\(part)'",
                    at: string.location
                )
                return
            }
            if let taken = namespace.names[name] {
                conflict(string, taken, path)
                return
            }
            let child = Namespace(swiftName: name, part: part, origin: (string.key, string.location))
            namespace.children[name] = child
            namespace.names[name] = (string.key, string.location)
            namespace = child
        }
        let name = memberNames[memberPart] ?? SwiftName.memberName(memberPart)
        if let taken = namespace.names[name] {
            names.append(name)
            conflict(string, taken, path)
            return
        }
        namespace.names[name] = (string.key, string.location)
        namespace.members.append((name, string))
    }

    private func conflict(_ string: LocalizedString, _ taken: (key: String, location: SourceLocation)?, _ path: String) {
        if let taken {
            collision(string, taken, path)
        } else {
            diagnostics.error(
                "\"\(string.key)\" would become \(path), which tokengen generates itself; rename the key",
                at: string.location
            )
        }
    }

    private func collision(_ string: LocalizedString, _ other: (key: String, location: SourceLocation), _ path: String) {
        diagnostics.error(
            "\"\(other.key)\" (line \(other.location.line)) and \"\(string.key)\" (line \(string.location.line)) both become \(path); rename one of them",
            at: string.location,
            notes: [Diagnostic(.note, at: other.location, "\"\(other.key)\" is here")]
        )
    }
}

private struct Writer {
    let options: L10nOptions
    let languages: [String]
    var output = ""

    init(options: L10nOptions, languages: [String]) {
        self.options = options
        self.languages = languages
        output.reserveCapacity(1 << 16)
    }

    var access: String { options.access.modifier }
    var root: String { options.enumName }

    mutating func line(_ text: String = "") {
        output += text
        output += "\n"
    }

    mutating func header(catalog: StringsCatalog) {
        line("// Generated by tokengen. Do not edit: change the .strings tables and run tokengen again.")
        line("// Languages: \(catalog.languages.joined(separator: ", ")) (base: \(catalog.baseLanguage)). Lookup: \(options.lookup.rawValue).")
        line()
        line("import Foundation")
        line()
    }

    mutating func body(of namespace: NamespaceTree.Namespace, indent: String) {
        var first = true
        for (name, string) in namespace.members {
            if !first { line() }
            first = false
            member(name, string, indent: indent)
        }
        for child in namespace.children.values.sorted(by: { $0.swiftName < $1.swiftName }) {
            if !first { line() }
            first = false
            line("\(indent)\(access)enum \(child.swiftName) {")
            body(of: child, indent: indent + "    ")
            line("\(indent)}")
        }
    }

    mutating func member(_ name: String, _ string: LocalizedString, indent: String) {
        output += SwiftSource.docComment(string.comment ?? string.baseText, indent: indent)
        let texts: String
        switch options.lookup {
        case .embedded:
            texts = languages.map { language in
                if language == languages[0] { return SwiftSource.stringLiteral(string.baseText) }
                return string.translations[language].map(SwiftSource.stringLiteral) ?? "nil"
            }.joined(separator: ", ")
        case .bundle:
            texts = [string.table, string.key, string.baseText].map(SwiftSource.stringLiteral).joined(separator: ", ")
        }
        let parameters = string.signature.parameters
        if parameters.isEmpty {
            let call = string.signature.needsFormatting ? "\(root).__format(\(texts), [])" : "\(root).__text(\(texts))"
            line("\(indent)\(access)static var \(name): Swift.String { \(call) }")
            return
        }
        let declared = parameters.enumerated().map { "_ p\($0.offset + 1): \($0.element.rawValue)" }
        let arguments = parameters.enumerated().map { index, type in
            type == .object ? "\(root).__describing(p\(index + 1))" : "p\(index + 1)"
        }
        line("\(indent)\(access)static func \(name)(\(declared.joined(separator: ", "))) -> Swift.String {")
        line("\(indent)    \(root).__format(\(texts), [\(arguments.joined(separator: ", "))])")
        line("\(indent)}")
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
        line("        \(access)static var current: Language { \(root).__language ?? preferred }")
        line()
        line("        /// The first of the process's preferred languages that a table has, else the base language.")
        line("        \(access)static let preferred: Language = match(Foundation.Locale.preferredLanguages) ?? base")
        line()
        line("        /// Matches identifiers such as `pl-PL` or `pt_BR` exactly, then by their language code.")
        line("        \(access)static func match(_ identifiers: [Swift.String]) -> Language? {")
        line("            for identifier in identifiers {")
        line("                let normalized = identifier.replacingOccurrences(of: \"_\", with: \"-\")")
        line("                if let exact = Language(rawValue: normalized) { return exact }")
        line("                let code = normalized.split(separator: \"-\").first.map(Swift.String.init) ?? normalized")
        line("                if let language = Language(rawValue: code) { return language }")
        line("            }")
        line("            return nil")
        line("        }")
        line()
        line("        /// The locale that formats numbers and dates for this language: `%.2f` of 2.5 is `2,50` in `pl`.")
        line("        \(access)var locale: Foundation.Locale { Foundation.Locale(identifier: rawValue) }")
        line("    }")
        line()
        line("    @TaskLocal private static var __language: Language?")
        line()
        line("    /// Resolves every text inside `body` in `language`, and returns `body`'s result.")
        line("    /// Nestable; it affects only the current task and the tasks it creates.")
        line("    \(access)static func withLanguage<Result>(_ language: Language, _ body: () throws -> Result) rethrows -> Result {")
        line("        try $__language.withValue(language, operation: body)")
        line("    }")
        line()
        line("    /// Resolves every text inside `body` in `language`, and returns `body`'s result.")
        line("    \(access)static func withLanguage<Result>(")
        line("        _ language: Language,")
        line("        isolation: isolated (any Swift.Actor)? = #isolation,")
        line("        _ body: () async throws -> Result")
        line("    ) async rethrows -> Result {")
        line("        try await $__language.withValue(language, operation: body, isolation: isolation)")
        line("    }")
        line()
        line("    private static func __describing(_ value: Any) -> any Swift.CVarArg {")
        line("        Swift.String(describing: value) as Foundation.NSString")
        line("    }")
        line()
        switch options.lookup {
        case .embedded: embeddedLookup()
        case .bundle: bundleLookup()
        }
    }

    /// Each accessor passes its text in every language, base first; `nil` where a language lacks the key.
    mutating func embeddedLookup() {
        let parameters = languages.indices.map { "_ t\($0): Swift.String\($0 == 0 ? "" : "?")" }.joined(separator: ", ")
        line("    private static func __text(\(parameters)) -> Swift.String {")
        line("        __select(Language.current, \(languages.indices.map { "t\($0)" }.joined(separator: ", ")))")
        line("    }")
        line()
        line("    private static func __format(\(parameters), _ arguments: [any Swift.CVarArg]) -> Swift.String {")
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

    /// Each accessor passes its table, key and base text; the text comes from the language's `.lproj`
    /// table, else the base language's, else the base text compiled in: never the raw key.
    mutating func bundleLookup() {
        line("    private static func __text(_ table: Swift.String, _ key: Swift.String, _ baseText: Swift.String) -> Swift.String {")
        line("        __lookUp(Language.current, table, key, baseText)")
        line("    }")
        line()
        line("    private static func __format(")
        line("        _ table: Swift.String, _ key: Swift.String, _ baseText: Swift.String, _ arguments: [any Swift.CVarArg]")
        line("    ) -> Swift.String {")
        line("        let language = Language.current")
        line("        let format = __lookUp(language, table, key, baseText)")
        line("        return Swift.String(format: format, locale: language.locale, arguments: arguments)")
        line("    }")
        line()
        line("    private static func __lookUp(")
        line("        _ language: Language, _ table: Swift.String, _ key: Swift.String, _ baseText: Swift.String")
        line("    ) -> Swift.String {")
        line("        let missing = \"\\u{0}tokengen.missing\"")
        line("        for candidate in [language, Language.base] {")
        line("            guard let path = __resources.path(forResource: candidate.rawValue, ofType: \"lproj\"),")
        line("                  let bundle = Foundation.Bundle(path: path) else { continue }")
        line("            let text = bundle.localizedString(forKey: key, value: missing, table: table)")
        line("            if text != missing { return text }")
        line("        }")
        line("        return baseText")
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

    /// `en` → `en`, `pt-BR` → `ptBR`, `zh-Hans` → `zhHans`.
    func caseName(_ language: String) -> String {
        let parts = language.split { $0 == "-" || $0 == "_" }.map(String.init)
        guard let first = parts.first else { return "_" }
        let joined = first + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return SwiftName.escaped(joined)
    }
}
