/// The root file's runtime: the templates of `L10nRuntimeTemplate`, with what depends on the tables in their
/// slots (language cases and switches, the shard table, plural functions with CLDR rules).
extension L10nRenderer {
    /// Every name the root enum declares besides the keys' members: the runtime's, and what the renderer
    /// writes itself (the plural functions, the texts of each shard).
    static let declaredNames = L10nRuntimeTemplate.declaredTypes
        .union(L10nRuntimeTemplate.declaredMembers)
        .union(["__plural", "__category", "__select"])
        .union((0..<OutputLayout.shardCount).flatMap { ["__texts\($0)", "__data\($0)"] })

    /// The runtime's templates in the order the file holds them, filled in for these tables.
    mutating func runtime() {
        copy(L10nRuntimeTemplate.language)
        copy(L10nRuntimeTemplate.texts)
        switch options.lookup {
        case .embedded: copy(L10nRuntimeTemplate.embeddedLookup)
        case .bundle: copy(L10nRuntimeTemplate.bundleLookup)
        }
        if model.hasPlurals {
            pluralFunctions()
            copy(L10nRuntimeTemplate.pluralTypes)
        }
        if model.usesIntegerArgument { copy(L10nRuntimeTemplate.integerArgument) }
        if model.usesFloatArgument { copy(L10nRuntimeTemplate.floatArgument) }
    }

    /// Writes a template's lines with `L10n` made the enum's name and `public ` the access level, and what
    /// depends on the tables where it has a slot.
    mutating func copy(_ template: String) {
        for text in template.split(separator: "\n", omittingEmptySubsequences: false) {
            if let marker = text.firstRange(of: "// tokengen:slot ") {
                slot(String(text[marker.upperBound...]))
                continue
            }
            line(String(text).replacing("L10n", with: root).replacing("public ", with: access))
        }
    }

    mutating func slot(_ name: String) {
        switch name {
        case "languageCases":
            for language in languages {
                line("        case \(language.caseName) = \(SwiftSource.stringLiteral(language.tag))")
            }
            pseudoOnly(indent: "        ") { renderer in
                for language in Self.pseudoLanguages {
                    renderer.line("        case \(language.caseName) = \(SwiftSource.stringLiteral(language.tag))")
                }
            }
        case "base":
            line("        \(access)static let base: Language = .\(languages[0].caseName)")
        case "languageIndex":
            for (index, language) in languages.enumerated() {
                line("            case .\(language.caseName): \(index)")
            }
            pseudoOnly("            case \(pseudoList): 0")
        case "folders":
            if options.lookup == .bundle { copy(L10nRuntimeTemplate.folders) }
        case "folderCases":
            for language in languages {
                line("            case .\(language.caseName): [\(language.folders.map(SwiftSource.stringLiteral).joined(separator: ", "))]")
            }
            pseudoOnly("            case \(pseudoList): [\(languages[0].folders.map(SwiftSource.stringLiteral).joined(separator: ", "))]")
        case "textsDescription":
            line("    /// The texts of one shard of keys, \(options.lookup == .embedded ? "for each language of `Language`" : "in four columns: the base texts, the keys, the tables and the languages that show the base text").")
        case "shardCases":
            for number in 0..<OutputLayout.shardCount - 1 {
                line("        case \(number): __texts\(number)")
            }
            line("        default: __texts\(OutputLayout.shardCount - 1)")
        case "deviceTexts":
            guard model.hasDeviceTexts else { return }
            switch options.lookup {
            case .embedded: embeddedDeviceTexts()
            case .bundle: copy(L10nRuntimeTemplate.bundleDeviceTexts)
            }
        case "textOnce":
            if options.lookup == .bundle { copy(L10nRuntimeTemplate.textOnce) }
        case "pseudoLocale":
            pseudoOnly("            if __pseudo != nil { return Language.base.locale }")
        case "pseudoShown":
            pseudoOnly("            if let pseudo = __pseudo { return pseudo.apply(text) }")
        case "pseudo":
            pseudoOnly(indent: "        ") { $0.copy(L10nRuntimeTemplate.pseudo) }
        case "pseudoPlural":
            pseudoOnly(indent: "        ") { $0.copy(L10nRuntimeTemplate.pseudoPlural) }
        default:
            preconditionFailure("the runtime template has a slot L10nRenderer does not know: \(name)")
        }
    }

    /// The pseudo-languages (`pseudoLanguages`), which exist in debug builds only.
    static let pseudoLanguages = [L10nModel.Language(tag: "en-XA", caseName: "enXA", folders: []), L10nModel.Language(tag: "ar-XB", caseName: "arXB", folders: [])]

    /// `.enXA, .arXB`.
    var pseudoList: String { Self.pseudoLanguages.map { "." + $0.caseName }.joined(separator: ", ") }

    /// What `write` writes, inside `#if DEBUG`, when the job has pseudo-languages.
    mutating func pseudoOnly(indent: String, _ write: (inout L10nRenderer) -> Void) {
        guard options.pseudoLanguages else { return }
        line(indent + "#if DEBUG")
        write(&self)
        line(indent + "#endif")
    }

    /// `lines` inside `#if DEBUG`, indented as the first, when the job has pseudo-languages.
    mutating func pseudoOnly(_ lines: String...) {
        pseudoOnly(indent: String(lines[0].prefix { $0 == " " })) { renderer in lines.forEach { renderer.line($0) } }
    }

    /// `_ t0: Swift.String, _ t1: Swift.String?, …`: a parameter per language, the base's not optional.
    func languageParameters(_ type: String) -> String {
        languages.indices.map { "_ t\($0): \(type)\($0 == 0 ? "" : "?")" }.joined(separator: ", ")
    }

    /// Embedded per-device texts stay in their accessors, every language's text passed, base first; `nil`
    /// where a language lacks the key.
    mutating func embeddedDeviceTexts() {
        let parameters = languageParameters("Swift.String")
        let arguments = languages.indices.map { "t\($0)" }.joined(separator: ", ")
        line()
        line("    static func __text(\(parameters)) -> Swift.String {")
        line("        let language = Language.current")
        line("        return language.__shown(__select(language, \(arguments)))")
        line("    }")
        line()
        line("    static func __format(\(parameters), _ arguments: any Swift.CVarArg...) -> Swift.String {")
        line("        let language = Language.current")
        line("        let format = language.__shown(__select(language, \(arguments)))")
        line("        return Swift.String(format: format, locale: language.locale, arguments: arguments)")
        line("    }")
        line()
        line("    private static func __select(_ language: Language, \(parameters)) -> Swift.String {")
        line("        switch language {")
        for (index, language) in languages.enumerated() {
            line("        case .\(language.caseName): \(index == 0 ? "t0" : "t\(index) ?? t0")")
        }
        pseudoOnly("        case \(pseudoList): t0")
        line("        }")
        line("    }")
    }

    /// `__plural`, which takes every language's text, and `__category`, the CLDR rules of these languages:
    /// the same code in both lookup modes, as Foundation on Linux ignores `.stringsdict` rules.
    mutating func pluralFunctions() {
        let parameters = languageParameters("__Plural")
        line()
        line("    // MARK: - Plurals")
        line()
        if options.lookup == .embedded {
            line("    static func __plural(\(parameters), _ arguments: any Swift.CVarArg...) -> Swift.String {")
        } else {
            line("    static func __plural(")
            line("        _ table: Swift.String, _ key: Swift.String, \(parameters), _ arguments: any Swift.CVarArg...")
            line("    ) -> Swift.String {")
        }
        line("        let language = Language.current")
        line("        // A language without the key shows the base text, whose forms follow the base language's rules.")
        line("        let (plural, rules): (__Plural, Language) = switch language {")
        for (index, language) in languages.enumerated() {
            line("        case .\(language.caseName): \(index == 0 ? "(t0, language)" : "t\(index).map { ($0, language) } ?? (t0, .base)")")
        }
        pseudoOnly("        case \(pseudoList): (t0.__shown(in: language), .base)")
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
            line("        case .\(language.caseName):")
            for rule in CLDRPluralRules.rules(for: language.tag) ?? [] {
                guard let condition = rule.condition else { continue }
                line("            if \(condition) { return \(PluralCategory.allCases.firstIndex(of: rule.category)!) }")
            }
            line("            return 5")
        }
        pseudoOnly("        case \(pseudoList):", "            return 5")
        line("        }")
        line("    }")
    }
}
