import TokenGenVocabulary
import TokenGenTranslate

/// The root file's runtime: the templates of `L10nRuntimeTemplate`, with what depends on the tables in their
/// slots (the language cases and lists, the shard table, the CLDR plural rules).
extension L10nRenderer {
    /// The runtime's templates in the order the file holds them, filled in for these tables.
    mutating func runtime() {
        copy(L10nRuntimeTemplate.language)
        copy(L10nRuntimeTemplate.specifier)
        copy(L10nRuntimeTemplate.texts)
        copy(lookupStrategy.lookup)
        if model.hasPlurals {
            copy(L10nRuntimeTemplate.plurals)
            copy(L10nRuntimeTemplate.pluralTypes)
        }
        copy(L10nRuntimeTemplate.resources)
    }

    /// Writes a template's lines with its holes filled (`⟪type⟫` the enum's name, `⟪access⟫` the access
    /// level), and what depends on the tables where it has a slot.
    mutating func copy(_ template: String) {
        for text in template.split(separator: "\n", omittingEmptySubsequences: false) {
            if let marker = text.firstRange(of: "// tokengen:slot ") {
                // Scripts/runtime-templates.py makes every slot of the templates a case.
                guard let slot = L10nRuntimeSlot(rawValue: String(text[marker.upperBound...])) else {
                    preconditionFailure("a slot that L10nRuntimeSlot lacks: run Scripts/runtime-templates.py")
                }
                self.slot(slot)
                continue
            }
            SwiftSource.fillHoles(text, type: root, access: access, into: output)
            output.append(0x0A)
        }
    }

    /// What depends on the tables, where a template has the slot.
    mutating func slot(_ slot: L10nRuntimeSlot) {
        switch slot {
        case .languageCases:
            for language in languages {
                line("        case \(language.caseName) = \(SwiftSource.stringLiteral(language.tag))")
            }
            pseudoOnly(indent: "        ") { renderer in
                for language in renderer.model.pseudoLanguages {
                    renderer.line("        case \(language.caseName) = \(SwiftSource.stringLiteral(language.tag))")
                }
            }
        case .base:
            line("        \(access)static let base: Language = .\(languages[0].caseName)")
        case .languageIndex:
            if options.pseudoLanguages {
                line("            #if DEBUG")
                line("            return number < \(languages.count) ? number : 0")
                line("            #else")
                line("            return number")
                line("            #endif")
            } else {
                line("            return number")
            }
        case .folders:
            if let folders = lookupStrategy.folders { copy(folders) }
        case .folderList:
            for language in languages {
                line("            [\(language.folders.map(SwiftSource.stringLiteral).joined(separator: ", "))],")
            }
        case .textsDescription:
            line("    /// The texts of one shard of keys, \(lookupStrategy.textsDescription).")
        case .shardCases:
            for number in 0..<OutputLayout.shardCount - 1 {
                line("        case \(number): __texts\(number)")
            }
            line("        default: __texts\(OutputLayout.shardCount - 1)")
        case .deviceTexts:
            guard model.hasDeviceTexts else { return }
            copy(lookupStrategy.deviceTexts)
        case .textOnce:
            if let textOnce = lookupStrategy.textOnce { copy(textOnce) }
        case .appLookUp:
            let function = options.lookupFunction
            line(
                "    /// Whether bundle lookup asks the app's own function (SwiftGen's `lookupFunction`) for each text: \(function == nil ? "no" : "yes")."
            )
            line("    private static let __asksApp = \(function != nil)")
            line()
            line("    private static func __askApp(_ key: Swift.String, _ table: Swift.String, _ value: Swift.String) -> Swift.String {")
            line("        \(function == nil ? "value" : "__\(root)AskApp(key, table, value)")")
            line("    }")
        case .pseudoLocale:
            pseudoOnly("            if __pseudo != nil { return Language.base.locale }")
        case .pseudoShown:
            pseudoOnly("            if let pseudo = __pseudo { return pseudo.apply(text) }")
        case .pseudo:
            pseudoOnly(indent: "        ") { $0.copy(L10nRuntimeTemplate.pseudo) }
        case .pluralLookup:
            copy(lookupStrategy.plural)
        case .pseudoChosen:
            pseudoOnly("        if language.__pseudo != nil { return (__Plural(base).__shown(in: language), .base) }")
        case .pluralRules:
            pluralRules()
        case .pluralRuleCases:
            let cases = model.pluralRules.languageSets.map(String.init)
            for start in stride(from: 0, to: cases.count, by: 32) {
                line("        " + cases[start..<min(start + 32, cases.count)].joined(separator: ", ") + ",")
            }
        case .tableNames:
            for name in model.tableNames {
                line("        \(SwiftSource.stringLiteral(name)),")
            }
        case .resourceLookup:
            copy(lookupStrategy.resource)
        case .pluralResource:
            if model.hasPlurals { copy(L10nRuntimeTemplate.pluralResource) }
        case .lookupBundle:
            switch options.bundle {
            case .main?: line("        Foundation.Bundle.main")
            case .module?: line("        Foundation.Bundle.module")
            case nil:
                line("        #if SWIFT_PACKAGE")
                line("        Foundation.Bundle.module")
                line("        #else")
                line("        Foundation.Bundle(for: __BundleToken.self)")
                line("        #endif")
            }
        case .resourceBundle:
            guard options.lookup == .bundle, options.bundle != .main else {
                line("        .main")
                return
            }
            guard options.bundle == nil else {
                line("        .atURL(Foundation.Bundle.module.bundleURL)")
                return
            }
            line("        #if SWIFT_PACKAGE")
            line("        .atURL(Foundation.Bundle.module.bundleURL)")
            line("        #else")
            line("        .forClass(__BundleToken.self)")
            line("        #endif")
        case .pseudoPlural:
            pseudoOnly(indent: "        ") { $0.copy(L10nRuntimeTemplate.pseudoPlural) }
        }
    }

    /// What `write` writes, inside `#if DEBUG`, when the job has pseudo-languages.
    mutating func pseudoOnly(indent: String, _ write: (inout L10nRenderer) -> Void) {
        guard !model.pseudoLanguages.isEmpty else { return }
        line(indent + "#if DEBUG")
        write(&self)
        line(indent + "#endif")
    }

    /// `lines` inside `#if DEBUG`, indented as the first, when the job has pseudo-languages.
    mutating func pseudoOnly(_ lines: String...) {
        pseudoOnly(indent: String(lines[0].prefix { $0 == " " })) { renderer in lines.forEach { renderer.line($0) } }
    }

    /// `__category`'s cases: a language's plural category by its conditions, in CLDR's order.
    package mutating func pluralRules() {
        for (number, rules) in model.pluralRules.sets.enumerated() {
            line("        case \(number):")
            for rule in rules {
                line("            if \(rule.condition) { return \(rule.category) }")
            }
            line("            return 5")
        }
    }
}
