/// Every warning tokengen gives: what kind of problem it is, with the values its message names. Its message is
/// built here, in one place; the summary counts warnings by their `kind`, never by their text.
public enum Warning: Sendable, Hashable {
    // MARK: Reading tables
    case duplicateKey(key: String, firstLine: Int, line: Int)
    case redefinedWithoutText(key: String, line: Int)
    /// A value Apple's reader gives no text for (`kind`: "a dictionary", "an array", "data").
    case valueIsNotText(key: String, kind: String)
    case interpolationLeaked
    case unknownEscape(written: String, shown: String)
    case lowercaseUnicodeEscape(written: String, digits: String, character: String)
    case shortUnicodeEscape(written: String, digits: String)
    case loneSurrogate(written: String)
    /// A key in both a `.strings` file and its `.stringsdict`, or in two files of one table.
    case keyInTwoFiles(key: String, usedPath: String, otherPath: String)
    case stringsdictValueNotDictionary(key: String, kind: String)
    case variableNotDictionary(field: String, key: String, kind: String)
    case notAPluralCategory(form: String, variable: String?, key: String)
    case notAPluralCategoryInSubstitution(form: String, substitution: String, key: String)
    case textPerWidth(key: String, width: String)
    case nestedDeviceVariations(device: String, key: String, language: String, used: String)
    case unknownDevice(device: String, key: String, known: [String])
    case variableWithoutValueType(variable: String, key: String)
    case percentSignInPluralForm(key: String, finding: String)
    case newerCatalogVersion(String)
    /// An `.lproj` folder whose name no language tag spells (`sr@latin`, `zh_CN.GB2312`, as translation
    /// platforms name them): Apple's bundle never opens it, so it is left out.
    case folderNotALanguage(String)
    /// `baseLanguage: Base`: Base.lproj's texts are the development language's, taken to be English.
    case baseFolderAsEnglish
    /// `tokengen init`: a folder or file of the project it cannot read.
    case unreadableFolderInSetup(path: String, reason: String)
    /// `tokengen init`: a folder whose name the build-tool plugin's line reader would read otherwise.
    case unwritablePathInSetup(String)
    case linkOutOfProjectInSetup(String)
    /// A translation's file that cannot be read: its language shows the base texts of the table.
    case translationUnreadable(problem: Failure, language: String, table: String)
    case staleKey(String)
    case unknownExtractionState(state: String, key: String)
    case unknownTranslationState(state: String, language: String, key: String)
    case emptyTranslation(language: String, key: String)
    case needsReview(language: String, key: String)
    case propertyListValueNotText(key: String, kind: String)
    case bundleLookupOfCatalogs

    // MARK: Checking tables across languages
    case tableOnlyInTranslations(table: String, languages: [String], base: String)
    case missingTranslation(key: String, language: String, path: String)
    case keyOnlyInTranslation(key: String, language: String, base: String, basePath: String)
    case noPluralRules(language: String, version: String)
    /// A `%` that starts no specifier; `formatted`: whether the text goes through `String(format:)`.
    case literalPercent(key: String, finding: String, formatted: Bool)
    case sourceTextDoesNotFitKey(key: String, misfit: String, arguments: String)
    /// A plural text that cannot be read (`problem`), and what shows instead.
    case unreadablePluralText(problem: String, consequence: String)
    case unreadablePlaceholders(key: String, problem: String, consequence: String)
    case argumentGap(language: String, key: String, gap: Int, consequence: String)
    case placeholdersWithoutFormatting(language: String, key: String, placeholders: String)
    case doublePercentNeverFormatted(key: String)
    case leavesOutArguments(language: String, key: String, arguments: [String])
    case placeholdersDiffer(language: String, key: String, misfit: String, consequence: String)
    /// `language` nil: the base text's device variant.
    case deviceTextDoesNotFit(language: String?, key: String, device: String, misfit: String)
    case missingPluralForms(language: String, key: String, forms: String, variable: String, numbers: String, count: Int)
    case pluralFormNeverShown(category: String, variable: String, key: String, language: String, categories: [String])

    // MARK: Naming keys
    /// A key that gets no accessor (`reason` says why, and how to fix it).
    case keyLeftOut(reason: KeyLeftOut)

    public enum KeyLeftOut: Sendable, Hashable {
        case noName(key: String)
        case takesRuntimeName(key: String, path: String)
        /// The path of the app's `lookupFunction`, which the app declares in an extension of the enum.
        case takesLookupFunction(key: String, path: String)
        case takesEnumName(key: String, path: String, enumKey: String)
        case makesWayForEnum(key: String, path: String, enumKey: String, enumLine: Int)
        case hidesName(key: String, name: String, hidden: String, part: String)
        case collision(key: String, line: Int, other: String, otherLine: Int, path: String, differOnlyInNormalization: Bool)
        /// A base text that Apple shows but that no typed call can show safely.
        case unsafeText(key: String, problem: String)
    }

    /// A key whose accessor is generated but not its `LocalizedStringResource` member (`reason` says why).
    case resourceLeftOut(reason: ResourceLeftOut)

    public enum ResourceLeftOut: Sendable, Hashable {
        /// An argument `String.LocalizationValue` cannot take (`type`: `UnsafePointer<CChar>`).
        case argument(key: String, type: String)
        case shared(key: String, other: String, declaration: String)
        case declaredByJob(key: String, declaration: String, otherKey: String, output: String)

        package var message: String {
            switch self {
            case .argument(let key, let type):
                "\"\(key)\" takes a \(type), which a LocalizedStringResource cannot pass, so it has no resource (its accessor is generated); write the argument as %@ to have one"
            case .shared(let key, let other, let declaration):
                "\"\(other)\" and \"\(key)\" would both become LocalizedStringResource.\(declaration), so neither has a resource (their accessors are generated); rename one of them"
            case .declaredByJob(let key, let declaration, let otherKey, let output):
                "\"\(key)\" would become LocalizedStringResource.\(declaration), which the job of '\(output)' declares for \"\(otherKey)\", so it has no resource here (its accessor is generated); rename one of them"
            }
        }
    }

    // MARK: Reporting
    /// A symbolic link under `--sources` that leads outside the project: the report does not follow it.
    case sourceOutside(path: String, folder: String)

    // MARK: Writing
    /// A colour set tokengen wrote for a token that is gone, which it could not remove.
    case cannotRemoveStaleColorSet(path: String, reason: String)
    /// A shard file of a strings job that now writes one file.
    case cannotRemoveFormerFile(path: String, reason: String)
    /// A colour set of a token's name that someone else made: the token gets none.
    case colorSetNotTokengens(String)
    /// A colour set whose Xcode symbol another colour set of the catalog has: it is not written.
    case colorSetSymbolTaken(path: String, other: String)

    // MARK: Design tokens
    case duplicateJSONKey(key: String, firstLine: Int)
    /// Comments in a JSON token file (JSONC), which Terrazzo's parser skips.
    case commentsInJSON
    case unknownResolverProperty(String)
    case unusedModifier(String)
    case setOutsideResolutionOrder(String)
    /// A set a Tokens Studio theme names that the export does not hold: Tokens Studio skips it.
    case studioSetMissing(set: String, theme: String, file: String)
    case resolverSourceUnseenByPlugin(path: String)
    case transparentWhenRead(value: String, reading: String)
    case outsideDisplayP3(space: String)
    case hexAlphaAssumed(String)
    /// A form outside the 2025.10 format whose meaning is clear, reported once per file and form.
    case draftForm(form: String, since2025: Bool, advice: String, tools: [TokenTool])
    case earlierGradientForm(direction: String)
    /// Figma's `string` or `boolean` type, read as a `String` or `Bool` constant.
    case figmaType(String)
    /// `figmaTypes: true` in a tokens job, the spelling before `tool: figma`.
    case figmaTypesSuperseded
    /// A Tokens Studio or Style Dictionary type, read as the 2025.10 type it means.
    case otherToolType(type: String, reading: String)
    case styleDictionaryFormat
    /// A plain value outside any token (Style Dictionary's option files): never generated, read by references.
    case valueOutsideToken(name: String)
    /// A reference that names no token but differs from exactly one only in case or separators (Figma's).
    case referenceMatchedLoosely(reference: String, token: String)
    /// A curly reference to a group that has a `$root`, which groups.md calls invalid: its `$root` is read.
    case referenceToGroupRoot(reference: String, value: String?)
    case strayTokenProperty(property: String, token: String)
    /// `""` among a font family's names (Terrazzo refuses it): no font has it, so it is left out of the list.
    case emptyFontFamilyName(token: String)
    case extendsAncestor(group: String, base: String)
    /// Two tokens whose Swift names would be the same: neither is generated.
    case tokenSharesModifierName(token: String, modifier: String, name: String)
    /// Tokens that some contexts of a modifier do not define: each takes the value of the first context that does.
    case filledFromFirstContext(modifier: String, contexts: [String], tokens: [String])
    /// Tokens Studio themes without a group, split into modifiers by the tokens they define.
    case studioThemesSplit(modifiers: [String], themes: [[String]], alwaysOn: [String])
    /// A single-file Tokens Studio export whose `$themes` is empty: all its sets are read, merged in order.
    case studioWithoutThemes(sets: [String])
    /// A modifier (or a context of one) whose Swift name another already has: it is numbered (`theme2`).
    case modifierRenamed(first: String, second: String, of: String?, name: String, renamed: String)
    /// Colour tokens that get no colour set in the asset catalog (their constants are generated).
    case noColorSet(tokens: [String], reason: String)
    case tokensShareName(first: String, firstLine: Int, second: String, secondLine: Int, name: String)
    /// A token whose value cannot be read (or that refers to one): it is not generated, the rest is.
    case tokenLeftOut(tokens: [String], problem: Failure)
    /// Something in a token file that means nothing a tool reads (a group property, an `$extends` that
    /// names no group): the file is read without it.
    case ignoredInTokenFile(problem: Failure)

    /// Whether it only says that a form `tool` writes was read as the tool means it, which a job that names
    /// its tool is not told.
    package func isForm(of tool: TokenTool) -> Bool {
        switch self {
        case .draftForm(_, _, _, let tools): tools.contains(tool)
        case .otherToolType, .styleDictionaryFormat, .hexAlphaAssumed: tool != .figma
        case .valueOutsideToken: tool == .styleDictionary
        case .figmaType: tool == .figma
        default: false
        }
    }

    /// What kind of warning it is: the same for every key or file it is about. Its text is what the summary
    /// prints when it leaves warnings of the kind out.
    public var kind: String {
        switch self {
        case .duplicateKey: "duplicate keys"
        case .redefinedWithoutText: "keys defined again without a text"
        case .valueIsNotText, .propertyListValueNotText: "values that are not texts"
        case .interpolationLeaked: "Swift interpolations in texts"
        case .unknownEscape: "unknown escapes"
        case .lowercaseUnicodeEscape: "'\\u' escapes"
        case .shortUnicodeEscape: "short '\\U' escapes"
        case .loneSurrogate: "lone surrogates"
        case .keyInTwoFiles: "keys in two files of a table"
        case .stringsdictValueNotDictionary: "stringsdict values that are not dictionaries"
        case .variableNotDictionary: "variables that are not dictionaries"
        case .notAPluralCategory, .notAPluralCategoryInSubstitution: "forms that are no plural category"
        case .textPerWidth: "texts per width"
        case .nestedDeviceVariations: "device variations inside device variations"
        case .unknownDevice: "unknown devices"
        case .variableWithoutValueType: "variables without a value type"
        case .percentSignInPluralForm: "percent signs in plural forms"
        case .newerCatalogVersion: "newer String Catalog versions"
        case .folderNotALanguage: "folders not named after a language"
        case .baseFolderAsEnglish: "Base as the base language"
        case .unreadableFolderInSetup: "folders tokengen init cannot read"
        case .unwritablePathInSetup: "folders tokengen init cannot name"
        case .linkOutOfProjectInSetup: "links out of the project tokengen init leaves out"
        case .staleKey: "stale keys"
        case .unknownExtractionState: "unknown extraction states"
        case .unknownTranslationState: "unknown translation states"
        case .emptyTranslation: "translations without a value"
        case .needsReview: "translations that need review"
        case .bundleLookupOfCatalogs: "String Catalogs read by bundle lookup"
        case .tableOnlyInTranslations: "tables only in translations"
        case .missingTranslation: "missing translations (the base text is used)"
        case .keyOnlyInTranslation: "keys only in a translation"
        case .noPluralRules: "languages without plural rules"
        case .literalPercent: "percent signs that are no placeholder"
        case .sourceTextDoesNotFitKey: "source texts that do not fit their key"
        case .unreadablePluralText: "plural texts that cannot be read"
        case .unreadablePlaceholders: "translations whose placeholders cannot be read"
        case .argumentGap: "translations that skip an argument"
        case .placeholdersWithoutFormatting: "translations with placeholders the base text does not have"
        case .doublePercentNeverFormatted: "'%%' in texts that are never formatted"
        case .leavesOutArguments: "translations that leave an argument out"
        case .placeholdersDiffer: "translations whose placeholders differ (the base text shows)"
        case .deviceTextDoesNotFit: "device texts that do not fit"
        case .missingPluralForms: "missing plural forms"
        case .pluralFormNeverShown: "plural forms that are never shown"
        case .keyLeftOut: "keys left out of the generated code"
        case .resourceLeftOut: "keys without a LocalizedStringResource"
        case .translationUnreadable: "translation files that cannot be read"
        case .sourceOutside: "links out of the sources' folder"
        case .duplicateJSONKey: "keys given twice"
        case .commentsInJSON: "comments in JSON token files"
        case .unknownResolverProperty: "unknown resolver properties"
        case .studioSetMissing: "token sets missing from a Tokens Studio export"
        case .unusedModifier: "modifiers outside the resolution order"
        case .setOutsideResolutionOrder: "sets outside the resolution order"
        case .resolverSourceUnseenByPlugin: "sources the plugin does not see"
        case .transparentWhenRead: "colours transparent in the declared reading"
        case .outsideDisplayP3: "colours outside Display P3"
        case .hexAlphaAssumed: "8-digit hex colours read as CSS reads them"
        case .draftForm: "forms outside the 2025.10 format"
        case .earlierGradientForm: "earlier gradient forms"
        case .figmaType: "Figma's string and boolean types"
        case .figmaTypesSuperseded: "'figmaTypes' in the configuration"
        case .otherToolType: "Tokens Studio's and Style Dictionary's types"
        case .styleDictionaryFormat: "files in Style Dictionary's format"
        case .valueOutsideToken: "values outside tokens"
        case .referenceMatchedLoosely: "references that differ from a token's name in case or separators"
        case .referenceToGroupRoot: "references to groups with a '$root'"
        case .strayTokenProperty: "properties without '$' in tokens"
        case .emptyFontFamilyName: "empty font family names"
        case .extendsAncestor: "groups that extend their ancestor"
        case .tokensShareName: "tokens that would share a name"
        case .tokenSharesModifierName: "tokens named as a modifier"
        case .modifierRenamed: "modifiers and contexts that would share a name"
        case .studioWithoutThemes: "Tokens Studio exports without themes"
        case .studioThemesSplit: "Tokens Studio themes without a group"
        case .filledFromFirstContext: "tokens some contexts do not define"
        case .noColorSet: "colour tokens without a colour set"
        case .cannotRemoveStaleColorSet: "stale colour sets not removed"
        case .cannotRemoveFormerFile: "former generated files not removed"
        case .colorSetNotTokengens: "colour sets someone else made"
        case .colorSetSymbolTaken: "colour sets whose Xcode symbol is taken"
        case .tokenLeftOut(_, let problem): "tokens left out (\(problem.tokenProblem.plural))"
        case .ignoredInTokenFile: "parts of token files that are ignored"
        }
    }

    public var message: String {
        switch self {
        case .cannotRemoveFormerFile(let path, let reason):
            "cannot remove \(path), which tokengen wrote and the job no longer writes: \(reason); remove it, or it declares everything twice"
        case .cannotRemoveStaleColorSet(let path, let reason):
            "cannot remove \(path), the colour set of a token that is gone: \(reason); remove it by hand, or `tokengen check` reports it out of date"
        case .tokenSharesModifierName(let token, let modifier, let name):
            "the token '\(token)' and the modifier '\(modifier)' both become '\(name)', the modifier's parameter; the token is left out: rename one of them"
        case .filledFromFirstContext(let modifier, let contexts, let tokens):
            "\(Wording.count(tokens.count, "token")) (\(tokens.prefix(3).map { "'\($0)'" }.joined(separator: ", "))\(tokens.count > 3 ? ", …" : "")) \(tokens.count == 1 ? "has" : "have") no value in \(contexts.count == 1 ? "the context" : "the contexts") \(contexts.map { "'\($0)'" }.joined(separator: ", ")) of '\(modifier)': each takes the value of the first context that defines it; define \(tokens.count == 1 ? "it" : "them") in every context of '\(modifier)', or in a set every context merges"
        case .studioThemesSplit(let modifiers, let themes, let alwaysOn):
            "the themes have no group, and only those that define the same tokens can be alternatives: tokengen made "
                + (zip(modifiers, themes).map { "the modifier '\($0)' of \($1.map { "'\($0)'" }.joined(separator: ", "))" }
                + (alwaysOn.isEmpty ? [] : ["\(alwaysOn.map { "'\($0)'" }.joined(separator: ", ")) always applied"])).joined(
                    separator: "; ")
                + "; give each theme a group in Tokens Studio to choose the modifiers"
        case .studioWithoutThemes(let sets):
            "the export has no themes, so no theme chooses its sets: all \(sets.count) are read and merged in the set order (\(sets.joined(separator: ", ")); a later set's token replaces an earlier one's); add themes in Tokens Studio to choose them"
        case .modifierRenamed(let first, let second, let modifier, let name, let renamed):
            "the \(modifier.map { "contexts '\(first)' and '\(second)' of '\($0)'" } ?? "modifiers '\(first)' and '\(second)'") would both become '\(name)'; '\(second)' is '\(renamed)': rename one of them to choose the names"
        case .noColorSet(let tokens, let reason):
            "\(tokens.count == 1 ? "the token" : "the tokens") \(tokens.map { "'\($0)'" }.joined(separator: " and ")) \(tokens.count == 1 ? "gets" : "get") no colour set in the asset catalog (the constant is generated): \(reason)"
        case .colorSetNotTokengens(let path):
            "\(path) is a colour set someone else made (its info.author is not 'tokengen'): it is kept, and the token of its name gets none; rename one of them, or remove it to let tokengen write it"
        case .colorSetSymbolTaken(let path, let other):
            "\(path) is not written: Xcode would give it the symbol of \(other) (it drops a trailing 'Color'), and generate one of the two; the token gets no colour set: rename one of them"
        case .duplicateKey(let key, let firstLine, let line):
            "duplicate key \"\(key)\": defined at lines \(firstLine) and \(line); the last one wins"
        case .redefinedWithoutText(let key, let line):
            "\"\(key)\" is defined again at line \(line) with a value that is no text; as the last definition wins, it has no text"
        case .valueIsNotText(let key, let kind), .propertyListValueNotText(let key, let kind):
            "the value of \"\(key)\" is \(kind), not a text; Apple's reader gives no text for it, so the entry is skipped"
        case .interpolationLeaked:
            "'\\(' is not an escape: it looks like a Swift string interpolation that leaked into a translation; Apple's reader drops the backslash and shows '('; pass the value as a placeholder such as %@"
        case .unknownEscape(let written, let shown):
            "unknown escape '\(written)': Apple's reader drops the backslash and shows '\(shown)'; write '\(shown)', or '\\\\\(shown)' for a backslash before it"
        case .lowercaseUnicodeEscape(let written, let digits, let character):
            "'\(written)\(digits)' is not an escape: Apple's reader shows '\(written.dropFirst())\(digits)'; write '\\U\(digits)' for the character \(character)(U+\(digits.uppercased()))"
        case .shortUnicodeEscape(let written, let digits):
            (digits.isEmpty
                ? "'\\U' without hexadecimal digits is read as U+0000 (a NUL character)"
                : "'\(written)' has fewer than four hexadecimal digits; it is read as U+\(String(repeating: "0", count: 4 - digits.count))\(digits.uppercased())")
                + "; write four digits, as in '\\U00E9'"
        case .loneSurrogate(let written):
            "'\(written)' is half of a surrogate pair without its other half: Apple's reader keeps it, and Swift shows it as U+FFFD '\u{FFFD}'; write the character's full '\\Uxxxx\\Uxxxx' pair"
        case .keyInTwoFiles(let key, let usedPath, let otherPath):
            "\"\(key)\" is in \(usedPath) and in \(otherPath); the entry of \(PathText.fileName(of: usedPath)) wins, as on Apple's platforms"
        case .stringsdictValueNotDictionary(let key, let kind):
            "the value of \"\(key)\" is \(kind), not a dictionary; Apple's reader gives no text for it, so the entry is skipped"
        case .variableNotDictionary(let field, let key, let kind):
            "'\(field)' of \"\(key)\" is \(kind), not a variable's dictionary; it is ignored"
        case .notAPluralCategory(let form, let variable, let key):
            "'\(form)' in \(variable.map { "the variable '\($0)' of " } ?? "")\"\(key)\" is no plural category (zero, one, two, few, many, other); it is ignored"
        case .notAPluralCategoryInSubstitution(let form, let substitution, let key):
            "'\(form)' in the substitution '\(substitution)' of \"\(key)\" is no plural category; it is ignored"
        case .textPerWidth(let key, let width):
            "\"\(key)\" has a text per width; Apple picks one by the width the app asks for, tokengen uses the widest (width \(width)) everywhere"
        case .nestedDeviceVariations(let device, let key, let language, let used):
            "the '\(device)' text of \"\(key)\" in '\(language)' has device variations of its own; only its '\(used)' text is used"
        case .unknownDevice(let device, let key, let known):
            "unknown device '\(device)' in \"\(key)\"; expected \(known.joined(separator: ", "))"
        case .variableWithoutValueType(let variable, let key):
            "the variable '\(variable)' of \"\(key)\" has no NSStringFormatValueTypeKey; it is read as 'd'"
        case .percentSignInPluralForm(let key, let finding):
            "in \"\(key)\": \(finding): it is shown as written; write '%%' for a percent sign"
        case .folderNotALanguage(let folder):
            "the folder \(folder) is not named after a language tag that Apple's bundle matches ('en.lproj', 'pt-BR.lproj', 'sr-Latn.lproj'), so no app shows its texts; it is left out (rename it to the language's tag to ship it)"
        case .unwritablePathInSetup(let path):
            "the folder \(path) has a quote, a backslash, a control character or ' #' in its path, which the build-tool plugin reads otherwise; tokengen init leaves its files out: rename it, or add it by hand"
        case .linkOutOfProjectInSetup(let path):
            "\(path) is a link that leads outside the project, where tokengen reads nothing; tokengen init leaves it out and names the tables beside it one by one: copy what it holds into the project to ship it"
        case .unreadableFolderInSetup(let path, let reason):
            "\(path) cannot be read (\(reason)); tokengen init leaves out what it holds"
        case .baseFolderAsEnglish:
            "baseLanguage 'Base' reads Base.lproj's texts as the development language's, which tokengen takes to be English ('en', Xcode's default); if the app's development language is another, set baseLanguage to its tag"
        case .newerCatalogVersion(let version):
            "String Catalog version '\(version)' is newer than tokengen knows (1.0, 1.1); it is read as 1.1"
        case .staleKey(let key):
            "\"\(key)\" is stale (no longer found in the code); it is not generated"
        case .unknownExtractionState(let state, let key):
            "unknown extractionState '\(state)' of \"\(key)\"; it is read as 'manual'"
        case .unknownTranslationState(let state, let language, let key):
            "unknown state '\(state)' of the '\(language)' text of \"\(key)\""
        case .emptyTranslation(let language, let key):
            "the '\(language)' text of \"\(key)\" has no value; the source text is used"
        case .needsReview(let language, let key):
            "the '\(language)' text of \"\(key)\" needs review"
        case .bundleLookupOfCatalogs:
            "bundle lookup reads String Catalogs as Xcode and SwiftPM compile them on Apple's platforms; SwiftPM on Linux does not compile them, so there only the base texts compiled in show; use 'lookup: embedded' for the same texts everywhere"
        case .tableOnlyInTranslations(let table, let languages, let base):
            "table '\(table)' exists only in translations (\(languages.joined(separator: ", "))), not in the base language '\(base)', as storyboard tables do; it is ignored"
        case .missingTranslation(let key, let language, let path):
            "\"\(key)\" has no '\(language)' translation in \(path); the base text is used"
        case .keyOnlyInTranslation(let key, let language, let base, let basePath):
            "\"\(key)\" is in '\(language)' but not in the base language '\(base)' (\(basePath)); it is ignored"
        case .noPluralRules(let language, let version):
            "'\(language)' has no plural rules in Unicode CLDR \(version): its plural texts always show the 'other' form"
        case .literalPercent(let key, let finding, let formatted):
            formatted
                ? "in the value of \"\(key)\": \(finding): String(format:) drops it, so the texts compiled in (embedded lookup) show it as written; write '%%' for a percent sign"
                : "in the value of \"\(key)\": \(finding): the text has no placeholder, so it is shown as written; if you add one, write '%%' for a percent sign"
        case .sourceTextDoesNotFitKey(let key, let misfit, let arguments):
            "the source text of \"\(key)\" does not fit the arguments of its key, which Xcode takes them from: it \(misfit); tokengen takes the arguments from the text, \(arguments); make the text and the key agree"
        case .unreadablePluralText(let problem, let consequence):
            "\(problem); \(consequence)"
        case .unreadablePlaceholders(let key, let problem, let consequence):
            "in the value of \"\(key)\": \(problem): \(consequence)"
        case .argumentGap(let language, let key, let gap, let consequence):
            "the '\(language)' text of \"\(key)\" leaves out argument \(gap) but shows a later one, which String(format:) cannot skip (it would show the wrong argument): \(consequence); show argument \(gap) too, or leave out only the last arguments"
        case .placeholdersWithoutFormatting(let language, let key, let placeholders):
            "the '\(language)' text of \"\(key)\" has placeholders \(placeholders) but its base text has none, so it is never formatted and they show as written"
        case .doublePercentNeverFormatted(let key):
            "in the value of \"\(key)\": '%%' is shown as two percent signs, since the base text has no placeholder and the text is never formatted; write '%'"
        case .leavesOutArguments(let language, let key, let arguments):
            "the '\(language)' text of \"\(key)\" leaves out argument\(arguments.count == 1 ? "" : "s") \(arguments.joined(separator: ", ")) of the base text; it is shown without \(arguments.count == 1 ? "that value" : "those values")"
        case .placeholdersDiffer(let language, let key, let misfit, let consequence):
            "the '\(language)' text of \"\(key)\" \(misfit): \(consequence); write its placeholders as the base text does"
        case .deviceTextDoesNotFit(let language, let key, let device, let misfit):
            "\(language.map { "the '\($0)' text" } ?? "the base text") of \"\(key)\" for '\(device)' \(misfit): "
                + (language.map { "'\($0)' shows the base text for this key" } ?? "'\(device)' shows the 'other' text")
                + "; write its placeholders as the 'other' text does"
        case .missingPluralForms(let language, let key, let forms, let variable, let numbers, let count):
            "the '\(language)' text of \"\(key)\" has no \(forms) form for \(variable): \(numbers) \(count == 1 ? "shows" : "show") the 'other' text"
        case .pluralFormNeverShown(let category, let variable, let key, let language, let categories):
            "the '\(category)' form of \(variable) in \"\(key)\" is never shown: '\(language)' has no '\(category)' numbers (its categories are \(categories.joined(separator: ", ")))"
        case .keyLeftOut(let reason):
            reason.message
        case .resourceLeftOut(let reason):
            reason.message
        case .translationUnreadable(let problem, let language, let table):
            "\(problem.message): this '\(language)' file is not read, so '\(language)' shows the base texts of the '\(table)' table until it is fixed"
        case .sourceOutside(let path, let folder):
            "\(path) leads outside \(folder) (through a symbolic link): the report does not read the Swift files there"
        case .duplicateJSONKey(let key, let firstLine):
            "the key \"\(key)\" is given twice in this object (first at line \(firstLine)); the last one wins"
        case .commentsInJSON:
            "JSON has no comments; tokengen skips them, as Terrazzo does: remove them for the tools that read plain JSON"
        case .studioSetMissing(let set, let theme, let file):
            "the theme '\(theme)' names the token set '\(set)', which the export does not hold (no \(file)); as Tokens Studio does, tokengen skips it: remove it from the theme, or add the set"
        case .unknownResolverProperty(let name):
            "unknown property '\(name)' in a resolver document; it is ignored"
        case .unusedModifier(let name):
            "the modifier '\(name)' is not in 'resolutionOrder', so it changes nothing"
        case .setOutsideResolutionOrder(let name):
            "the set '\(name)' is not in 'resolutionOrder'; tokengen reads it first, beneath the sets and modifiers of the order: list it there"
        case .resolverSourceUnseenByPlugin(let path):
            "the build-tool plugin does not see that this document reads \(path) (its \"$ref\" is written with escapes), so a change to it does not rebuild; write the \"$ref\" without backslash escapes"
        case .transparentWhenRead(let value, let reading):
            "'\(value)' is fully transparent when read as \(reading) (as this file declares); read the other way it would be visible"
        case .hexAlphaAssumed(let text):
            "'\(text)' has 8 digits, which tokengen reads as CSS does, alpha last (RRGGBBAA); if the file's tool writes the alpha first (ARGB, as Android does), declare it at the file's root: $extensions: { tokengen: { hexAlpha: argb } } (one warning per file)"
        case .outsideDisplayP3(let space):
            "this \(space) colour lies outside Display P3; it is clipped to the nearest Display P3 colour"
        case .draftForm(let form, let since2025, let advice, _):
            "\(form) \(since2025 ? "is a form from before the 2025.10 format" : "is not in the 2025.10 format"); \(advice) (one warning per file)"
        case .figmaTypesSuperseded:
            "'figmaTypes' is an older spelling of 'tool: figma', which reads Figma's types and its other forms: write 'tool: figma' instead"
        case .figmaType(let type):
            "'\(type)' is not a type of the 2025.10 format but Figma's, for its \(type == "string" ? "text" : "switch") variables; tokens of it are read as \(type == "string" ? "String" : "Bool") constants (one warning per file; 'tool: figma' in the job reads them without it)"
        case .otherToolType(let type, let reading):
            "'\(type)' is a type of Tokens Studio or Style Dictionary, not of the 2025.10 format; tokengen reads it as '\(reading)', as they mean it: write \"$type\": \"\(reading)\" (one warning per file and type)"
        case .valueOutsideToken(let name):
            "'\(name)' is a value outside a token, as Style Dictionary's option files hold them; it is not generated, but a reference to it reads it, as Style Dictionary does: write it as a token ({\"$value\": …}) to generate it (one warning per file)"
        case .styleDictionaryFormat:
            "this file is in Style Dictionary's format ('value' and 'type' without '$'); tokengen reads it as Style Dictionary does: write '$value' and '$type' for the 2025.10 format (one warning per file)"
        case .referenceMatchedLoosely(let reference, let token):
            "'{\(reference)}' is not a token, but '\(token)' is, and differs from it only in case or separators; tokengen reads it as '{\(token)}': write that"
        case .referenceToGroupRoot(let reference, let value):
            "'{\(reference)}' names a group, which a reference cannot; tokengen reads the group's '$root' token\(value.map { " (\($0))" } ?? ""): write '{\(reference).$root}'"
        case .tokensShareName(let first, let firstLine, let second, let secondLine, let name):
            "'\(first)' (line \(firstLine)) and '\(second)' (line \(secondLine)) both become '\(name)', so neither is generated; rename one of them"
        case .extendsAncestor(let group, let base):
            "the group '\(group)' extends '\(base)', which contains it, so it would contain itself; the '$extends' is ignored: extend a group outside it"
        case .emptyFontFamilyName(let token):
            "the font family '\(token)' has an empty name (\"\"), which no font has; tokengen leaves it out of the list: remove it"
        case .strayTokenProperty(let property, let token):
            "the token '\(token)' has a property '\(property)' without '$', which no tool reads beside '$value'; it is ignored: remove it, or put it in '$extensions' (one warning per file)"
        case .tokenLeftOut(let tokens, let problem):
            "\(problem.message); \(tokens.count == 1 ? "the token '\(tokens[0])' is" : "the tokens " + tokens.prefix(8).map { "'\($0)'" }.joined(separator: ", ") + (tokens.count > 8 ? " and \(tokens.count - 8) more" : "") + " are") left out"
        case .ignoredInTokenFile(let problem):
            "\(problem.message); tokengen ignores it"
        case .earlierGradientForm(let direction):
            "{direction, stops} is tokengen's earlier gradient form; write the stops as the $value and the direction as $extensions: { tokengen: { direction: \(direction) } }"
        }
    }
}

extension Warning.KeyLeftOut {
    package var message: String {
        switch self {
        case .noName(let key):
            "the key \"\(key)\" has no name (only dots, or nothing), so it has no accessor; rename it"
        case .takesRuntimeName(let key, let path):
            "\"\(key)\" would become \(path), which tokengen generates itself, so it is not generated; rename the key"
        case .takesLookupFunction(let key, let path):
            "\"\(key)\" would become \(path), the app's own lookup function (lookupFunction), so it is not generated; rename the key or the function"
        case .takesEnumName(let key, let path, let enumKey):
            "\"\(key)\" would become \(path), the name of the enum of \"\(enumKey)\", so it is not generated; rename one of them"
        case .makesWayForEnum(let key, let path, let enumKey, let enumLine):
            "\"\(key)\" would become \(path), the name of the enum of \"\(enumKey)\" (line \(enumLine)), so it is not generated; rename one of them"
        case .hidesName(let key, let name, let hidden, let part):
            "\"\(key)\" would generate 'enum \(name)', which hides \(hidden) in the generated code, so it is not generated; rename '\(part)'"
        case .collision(let key, let line, let other, let otherLine, let path, let differOnlyInNormalization):
            "\"\(other)\" (line \(otherLine)) and \"\(key)\" (line \(line)) both become \(path)\(differOnlyInNormalization ? " (the keys differ only in Unicode normalization)" : ""), so neither is generated (a call to it fails with 'has no member'); rename one of them"
        case .unsafeText(_, let problem):
            "\(problem); no call can show this base text safely, so its key is not generated"
        }
    }
}
