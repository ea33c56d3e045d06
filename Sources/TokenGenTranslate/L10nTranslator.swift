import TokenGenVocabulary
import TokenGenCheck

/// Decides everything about the generated `L10n` that can go wrong or depends on more than one key: the
/// `Language` cases, the enums and members of the keys (reporting names two keys would share, or that clash
/// with the runtime), the shard of each enum and the body of each accessor. `L10nRenderer` only writes.
package enum L10nTranslator {
    /// Members of the generated `Language` enum, which no language case may take: the runtime's, `base`
    /// (which the renderer writes) and what the compiler adds.
    package static let languageMembers = L10nRuntimeNames.languageMembers.union(["base", "allCases", "rawValue", "init"])

    /// Every name the root enum declares besides the keys' members: the runtime's, and what the renderer
    /// writes itself (the texts of each shard).
    static let declaredNames = L10nRuntimeNames.declaredTypes
        .union(L10nRuntimeNames.declaredMembers)
        .union((0..<OutputLayout.shardCount).flatMap { ["__texts\($0)", "__data\($0)"] })

    /// Names `enumName` must not take: the modules the generated code names and the types its runtime declares.
    package static let reservedEnumNames = L10nRuntimeNames.declaredTypes.union(["Swift", "Foundation"])

    /// The pseudo-languages (`L10nOptions.pseudoLanguages`), which exist in debug builds only.
    package static let pseudoLanguages = [
        L10nModel.Language(tag: "en-XA", caseName: "enXA", folders: []), L10nModel.Language(tag: "ar-XB", caseName: "arXB", folders: []),
    ]

    /// Nil when a language cannot become a case; naming problems of keys are warnings, and leave the key out.
    /// `taken`: the `LocalizedStringResource` members of the configuration's jobs before this one.
    package static func translate(
        _ strings: CheckedStrings, options: L10nOptions, taken: ResourceNames.Taken = ResourceNames.Taken(),
        diagnostics: DiagnosticCollector
    ) -> L10nModel? {
        let languages = languageCases(strings, options: options, diagnostics: diagnostics)
        var tree = NamespaceTree(
            strings: strings, enumName: options.enumName, separator: options.names == .flat ? nil : Array(options.separator.utf8),
            lookupFunction: options.lookup == .bundle ? options.lookupFunction : nil, diagnostics: diagnostics)
        let underTable = options.forceFileNameEnum || Set(strings.keys.map(\.table)).count > 1
        for key in strings.keyNumbers {
            tree.place(key, underTable: underTable)
        }
        guard !diagnostics.hasErrors else { return nil }

        // Each top-level enum goes to the shard and the extension its name hashes to, so that its place is the
        // same whatever other keys come and go; the root's own members go to those of the empty name.
        let enums = tree.enums
        var shards = [L10nModel.Shard](repeating: L10nModel.Shard(), count: OutputLayout.shardCount)
        for child in enums.children(of: 0) {
            let (number, place) = position(of: enums.namespaces[child].swiftName)
            shards[number.value].extensions[place].namespaces.append(child)
        }
        let (rootShard, rootPlace) = position(of: "")
        shards[rootShard.value].extensions[rootPlace].holdsRootMembers = true

        // Accessors are numbered in the order the keys file declares them.
        var bodies = [L10nModel.Body?](repeating: nil, count: strings.keys.count)
        let hasPlurals = strings.hasPlurals, hasVariants = strings.hasVariants
        func assign(_ key: KeyNumber, to number: ShardNumber) {
            let plural = hasPlurals && strings.isPlural(key)
            let platforms = hasVariants ? Self.platforms(of: key, in: strings) : []
            if !platforms.isEmpty {
                bodies[key.value] = .perPlatform(platforms, plural: plural)
            } else if plural {
                bodies[key.value] = .plural
            } else {
                bodies[key.value] = .indexed(shard: number, index: shards[number.value].keys.count)
                shards[number.value].keys.append(key)
            }
        }
        for number in Numbers<ShardNumber>(count: shards.count) {
            for key in enums.keys(of: shards[number.value]) { assign(key, to: number) }
        }
        let usesPlurals = hasPlurals && strings.keyNumbers.contains(where: strings.isPlural)
        let resourceNames =
            options.resources
            ? ResourceNames.translate(enums: enums, bodies: bodies, strings: strings, taken: taken, diagnostics: diagnostics)
            : ResourceNames.Names(names: [String?](repeating: nil, count: bodies.count), declarations: [:])
        return L10nModel(
            strings: strings, options: options, languages: languages,
            pseudoLanguages: options.pseudoLanguages ? pseudoLanguages : [], enums: enums, shards: shards, bodies: bodies,
            resourceNames: resourceNames.names, resourceDeclarations: resourceNames.declarations,
            baseOnlyLanguages: options.lookup == .bundle ? baseOnlyLanguages(strings) : [:],
            hasPlurals: usesPlurals, hasDeviceTexts: hasVariants,
            pluralRules: usesPlurals ? pluralRuleSets(languages) : L10nModel.PluralRuleSets()
        )
    }

    /// See `L10nModel.PluralRuleSets`.
    static func pluralRuleSets(_ languages: [L10nModel.Language]) -> L10nModel.PluralRuleSets {
        var rules = L10nModel.PluralRuleSets()
        var numbers: [[String]: Int] = [:]
        for language in languages {
            let all = CLDRPluralRules.rules(for: language.tag) ?? []
            let key = all.map { "\($0.category) \($0.condition ?? "")" }
            let conditions = all.compactMap { rule in
                rule.condition.map { (condition: $0, category: PluralCategory.allCases.firstIndex(of: rule.category)!) }
            }
            if let number = numbers[key] {
                rules.languageSets.append(number)
            } else {
                numbers[key] = rules.sets.count
                rules.languageSets.append(rules.sets.count)
                rules.sets.append(conditions)
            }
        }
        return rules
    }

    /// See `L10nModel.baseOnlyLanguages`.
    package static func baseOnlyLanguages(_ strings: CheckedStrings) -> [KeyNumber: String] {
        guard !strings.replaced.isEmpty || !strings.literalPercents.isEmpty else { return [:] }
        var tags: [KeyNumber: String] = [:]
        for key in strings.keyNumbers {
            let shown = strings.languageNumbers.filter {
                strings.showsBaseText(key, language: $0) || strings.literalPercents(key, $0) != nil
            }
            if !shown.isEmpty { tags[key] = shown.map(strings.tag(of:)).joined(separator: " ") }
        }
        return tags
    }

    /// Language folders become `Language` cases: none may take a member's name or another language's.
    static func languageCases(
        _ strings: CheckedStrings, options: L10nOptions, diagnostics: DiagnosticCollector
    ) -> [L10nModel.Language] {
        var cases: [String: String] = [:]
        var languages: [L10nModel.Language] = []
        for (number, (language, folders)) in zip(strings.languageTags, strings.languageFolders).enumerated() {
            let name = caseName(language)
            let folder = (folders.first ?? language) + ".lproj"
            // The language's first file: a folder has no line of its own.
            let location = strings.firstFile(ofLanguage: number).map { SourceLocation(path: $0, line: 1, column: 1) }
            if languageMembers.contains(SwiftName.unescaped(name)) {
                diagnostics.error(.languageTakesRuntimeName(folder: folder, path: "\(options.enumName).Language.\(name)"), at: location)
            } else if SwiftName.unescaped(name) == options.enumName {
                // Inside `Language`, the case would hide the enum that the runtime names.
                diagnostics.error(.languageTakesEnumName(folder: folder, path: "\(options.enumName).Language.\(name)"), at: location)
            } else if let other = cases[name] {
                diagnostics.error(
                    .languagesShareCase(first: other, second: folder, path: "\(options.enumName).Language.\(name)"), at: location)
            } else if options.pseudoLanguages, let pseudo = pseudoLanguages.first(where: { $0.caseName == name }) {
                diagnostics.error(
                    .languagesShareCase(
                        first: "the pseudo-language \(pseudo.tag)", second: folder, path: "\(options.enumName).Language.\(name)"),
                    at: location)
            }
            cases[name] = folder
            languages.append(L10nModel.Language(tag: language, caseName: name, folders: folders.isEmpty ? [language] : folders))
        }
        return languages
    }

    /// `en` → `en`, `pt-BR` → `ptBR`, `zh-Hans` → `zhHans`.
    package static func caseName(_ language: String) -> String {
        let parts = language.split { $0 == "-" || $0 == "_" }.map(String.init)
        guard let first = parts.first else { return "_" }
        let joined = first + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return SwiftName.escaped(joined)
    }

    /// The platforms for which some language of the key has a device variation; empty for most keys.
    static func platforms(of key: KeyNumber, in strings: CheckedStrings) -> [L10nModel.Platform] {
        let devices = strings.devices(of: key)
        guard !devices.isEmpty else { return [] }
        return L10nModel.Platform.all.filter { !devices.isDisjoint(with: $0.devices) }
    }

    /// How many extensions of the root each keys file declares, empty or not. The compiler records a use of
    /// a top-level enum as a use of the extension that declares it, named by a hash of the extension's body;
    /// a new enum changes that hash and recompiles every file that uses an enum of the same extension, while
    /// a new extension would change the file's interface and recompile every user of the file. With a fixed
    /// number of extensions per file, a new group recompiles only the users of the few groups that share its
    /// extension (Docs/Benchmarks.md, "Build cost of the generated code").
    static let extensionsPerShard = 32

    /// The shard and the extension there of a top-level name: FNV-1a of its UTF-8, stable across runs and
    /// machines; the shard from its remainder, the extension from the rest.
    package static func position(of name: String) -> (shard: ShardNumber, extension: Int) {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let shards = UInt32(OutputLayout.shardCount)
        return (ShardNumber(Int(hash % shards)), Int(hash / shards % UInt32(extensionsPerShard)))
    }
}
