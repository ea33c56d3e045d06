/// Every error tokengen reports: what makes output impossible or wrong for everyone, with the values its
/// message names. Its message is built here, in one place (see `Warning` for the problems that do not fail).
public enum Failure: Sendable, Hashable {
    // MARK: Files and options
    case cannotRead(path: String, reason: String)
    case cannotReadConfiguration(path: String, reason: String)
    case emptySeparator
    case notAFunctionName(String)
    case lookupFunctionNeedsBundle
    case noConfiguration(path: String, swiftGen: String?)
    case swiftGenConfigurationNotAMapping(kind: String)
    case nothingToTakeOver(from: String)
    case nothingToSetUp(project: String)
    case configurationExists(String)
    case cannotListFolder(path: String, reason: String)
    case noSuchInput(String)
    case noTablesIn(String)
    case notATokenFile(String)
    case outsideProjectThroughLink(path: String, project: String)
    case projectFolderMissing(String)
    case outputIsFolderName(String)
    case outputIsDanglingLink(String)
    /// A file a job writes that a symbolic link leads outside the folder it must stay in (`folder`).
    case writesThroughLink(path: String, target: String, folder: String)
    case emptyPath(what: String)
    case notAnAssetCatalog(String)
    case twoJobsWriteOneCatalog(catalog: String, firstJob: String, secondJob: String)
    case outputIsFolder(String)
    case outputIsNotRegularFile(String)
    case outputInsideGit(String)
    case outputParentIsFile(path: String, folder: String)
    case cannotCreateFolder(folder: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case outputIsInput(path: String, input: String)
    case notWrittenByTokengen(String)
    case twoJobsWriteOneFile(path: String, firstJob: String, secondJob: String)
    /// `tokengen check`: a committed file that is not what tokengen generates.
    case outOfDate(String)
    case badEnumName(name: String, problem: String)
    case badTypeName(name: String, problem: String)

    // MARK: The configuration
    /// The inputs, the outputs and the outputs of strings jobs, as each reader finds them.
    case pluginReadsOtherPaths(plugin: [[String]], configuration: [[String]])
    case outsideProject(what: String, path: String, project: String)
    case notAMapping(what: String, kind: String)
    case unknownConfigurationKey(key: String, what: String, allowed: [String])
    case missingConfigurationKey(what: String, key: String)
    case notAText(key: String, kind: String)
    case nulInValue(key: String)
    case notOneOf(key: String, allowed: String, found: String)
    case warningsAsErrorsNotBoolean(String)
    case emptyJobList(section: String)
    case tokensNotAList(kind: String)
    case noJobs
    case emptyInputs(what: String)
    case inputNotAPath(kind: String)
    case nulInPath
    case inputsNotAList(of: String, kind: String)
    /// `usedKeys`, `usedTokens`.
    case patternsNotAList(key: String, of: String, kind: String)
    case inputAndInputs(what: String)
    case tokensJobWithoutInputs(what: String)

    // MARK: Reading documents and tables
    case invalidJSON(String)
    case invalidYAML(String)
    case cannotStartYAMLParser
    case emptyFile
    case secondYAMLDocument
    case yamlAlias
    case valueTooLong(limit: Int)
    case nestedTooDeep(limit: Int)
    case mappingKeyNotPlain(kind: String)
    case duplicateYAMLKey(key: String, firstLine: Int)
    case damagedBinaryPropertyList(String)
    case invalidXMLPropertyList(String)
    case propertyListNotADictionary(kind: String)
    case notUTF8
    case oddUTF16(byteCount: Int)
    case loneUTF16Surrogate
    case fileTooLarge
    case textAfterClosingBrace(found: String)
    case emptyEntry
    case unclosedFileBrace
    case valueMissingAtEnd
    case expectedAfterKey(expected: String, key: String, found: String)
    case unterminatedComment
    case expectedString(role: String, found: String)
    case unterminatedString
    case unclosedValue(closer: String)
    case stringsdictNotADictionary(kind: String)
    case stringsdictEntryWithoutRule(key: String)
    case formatKeyNotText(key: String, kind: String)
    case variableNotPluralRule(variable: String, key: String, type: String)
    case pluralFormNotText(form: String, variable: String, key: String)
    case variantsNotTexts(kind: String, key: String)
    case catalogNotAnObject(kind: String)
    case catalogWithoutSourceLanguage
    case sourceLanguageNotATag(String)
    case catalogWithoutStrings
    case localizationNotATag(String)
    case catalogEntryNotAnObject(key: String, kind: String)
    case baseLanguageNotATag(String)
    case tableGivenTwice(table: String, language: String, first: String, second: String)
    case tableInCatalogAndFiles(table: String, catalog: String, other: String)
    case catalogInOtherLanguage(path: String, source: String, base: String)
    case baseLanguageHasNoTable(base: String, languages: [String])
    case sameLanguageTwice(first: String, second: String, language: String)
    case languageTakesRuntimeName(folder: String, path: String)
    case languageTakesEnumName(folder: String, path: String)
    case languagesShareCase(first: String, second: String, path: String)

    // MARK: Checking texts
    case keyTooDeep(key: String, parts: Int, limit: Int)

    // MARK: Design tokens
    case tokenFileNotAMapping(kind: String)
    case extendsNamesNoGroup(reference: String, what: String)
    case extendsMakesTooMany(limit: Int)
    case extendsCycle([String])
    case extendsIntoValue
    case extendsBadPointer(String)
    case extendsBadForm
    case refNotText(kind: String)
    case refIncludesDocument(String)
    case refCycle([String])
    case refTooDeep(limit: Int)
    case refIncludesTooMany(limit: Int)
    case includedOutsideProject(path: String, project: String)
    case tokengenSettingsNotAMapping(kind: String)
    case badHexAlpha
    case badRemBase
    case unknownTokengenSetting(String)
    case rootAtTopLevel
    case unknownGroupProperty(String)
    case badTokenName(String)
    case neitherTokenNorGroup(name: String, kind: String)
    case unknownType(found: String, known: String)
    case badDeprecated
    case badDescription
    case unknownTokenProperty(property: String, token: String)
    case emptyValue(unquotedHex: String?)
    case resolverWithOtherInputs
    case badStudioTheme
    case badResolverVersion
    case resolverWithoutVersion
    case resolutionOrderNotAList
    case badResolutionOrderEntry
    case badResolutionOrderReference
    case inlineEntryWithoutTypeAndName
    case modifierTwiceInOrder(name: String, firstLine: Int)
    case badSetReference
    case noSuchSet(String)
    case noSuchModifier(String)
    case modifierWithoutContexts(String)
    case badModifierDefault(modifier: String, contexts: [String])
    case contextNotAList(String)
    case setWithoutSources
    case badSource(kind: String)
    case badSourceReference
    case sourceReferencesNonSet(String)
    case setCycle([String])
    case setsTooDeep(limit: Int, from: String, to: String)
    case sourceNotAFile(String)
    case pointerNotInFile(pointer: String, file: String)
    case sourceNotATokenFile(String)
    case sourceOutsideProject(path: String, project: String)
    case tooManyCombinations(tokens: Int, modifiers: [String], limit: Int)
    case tooManyResolvedValues(tokens: Int, modifiers: [String], combinations: Int, limit: Int)
    case typeChangesWithContext(token: String, type: String, first: String, otherType: String, other: String)
    case badHexColor(String)
    case badCSSColor(String)
    case unreadableMath(text: String, problem: String)
    /// A Tokens Studio colour modifier that Tokens Studio does not apply either (so it is ignored).
    case unknownColorModifier(String)
    case colorModifierWithoutSpace
    case mixWithoutColor
    case badColorModifier(kind: String)
    case colorModifierWithoutAmount
    case unknownColorSpace(known: [String])
    case alphaOutOfRange(String)
    case badHexField
    case componentCount(Int)
    case componentOutOfRange(space: String, allowed: String, found: String)
    case colorBeyondNumbers(space: String, component: String, found: String)
    case modifiedColorBeyondNumbers(modifier: String, amount: String)
    case colorWithoutComponents
    case strokeStyleIncomplete
    case emptyDashArray
    case unknownLineCap(known: [String])
    case compositeIncomplete(kind: String, token: String, missing: [String])
    case cubicBezierX(String)
    case unknownGradientDirection(allowed: String)
    case unknownTextStyle(allowed: String)
    case gradientStops(Int)
    case insetNotBoolean
    case shadowWithoutColor
    case unquotedReference(String)
    case expected(expected: String, found: String)
    case unknownField(field: String, allowed: [String])
    case valueOutOfRange(String)
    case exponentBeforeUnit(text: String, suggestion: String)
    case unknownUnit(unit: String, allowed: String)
    case fontWeightOutOfRange(String)
    case typographyIncomplete(token: String, field: String)
    case lineHeightWithoutSize
    case lineHeightBeyondFonts(ratio: Double, size: Double)
    case typographyTooLarge(token: String)
    case referenceChainTooLong(token: String, limit: Int, target: String, line: Int)
    case referenceCycle(String)
    case tokenWithoutType(String)
    case refNotAlone
    case badPointer(String)
    case referenceToNoToken(token: String, reference: String, suggestion: String?)
    case referenceToGroup(token: String, reference: String)
    case refersToLeftOut(token: String, reference: String)
    case relativeUnit(unit: String, relativeTo: String)
    /// A value only CSS or the web can use (an SVG file, a fluid `clamp()`, a media query, a shorthand of
    /// several lengths): no Swift value holds it.
    case noSwiftValue(value: String, kind: NoSwiftValue)
    case badCSSShadow(String)
    case badCSSGradient(String)
    case referenceTypeMismatch(reference: String, type: String, token: String, expected: String)
    case partChainTooLong(String)
    case untypedPartReference(token: String, reference: String)
    case partPointsAtNothing(reference: String, owner: String, segment: String)
    /// `appearance:` names a modifier the set does not have, or a context its modifier does not have.
    case appearanceNotInSet(name: String, what: String, known: [String])

    public var message: String {
        switch self {
        case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
        case .cannotReadConfiguration(let path, let reason): "cannot read the configuration file \(path): \(reason)"
        case .nothingToTakeOver(let from):
            "\(from) has no strings output tokengen can take over (each is listed above, with why); no tokengen.yml is written, as it would have no job"
        case .nothingToSetUp(let project):
            "found no tables and no token files under \(project); no tokengen.yml is written, as it would have no job: name them in one yourself (see the README)"
        case .swiftGenConfigurationNotAMapping(let kind):
            "a SwiftGen configuration must be a mapping (strings:, xcassets:, …), found \(kind)"
        case .configurationExists(let path):
            "\(path) exists; tokengen init never replaces a configuration: remove it, or add the jobs to it by hand"
        case .noConfiguration(let path, let swiftGen?):
            "there is no \(path); write one from SwiftGen's with `tokengen init --from \(swiftGen)`, or from the project's tables and token files with `tokengen init`"
        case .noConfiguration(let path, nil):
            "there is no \(path); write one from the project's tables and token files with `tokengen init` (or from a SwiftGen configuration with `tokengen init --from swiftgen.yml`)"
        case .notAFunctionName(let text):
            "'lookupFunction' must name a Swift function (an identifier, or identifiers joined by dots), found '\(text)'"
        case .lookupFunctionNeedsBundle:
            "'lookupFunction' is asked by bundle lookup: remove 'lookup: embedded', or the function"
        case .emptySeparator: "'separator' must not be empty: it is what splits a key into nested enums, such as \".\" or \"__\""
        case .cannotListFolder(let path, let reason): "cannot list the folder \(path): \(reason); its tables would be missing"
        case .noSuchInput(let input): "no such file or folder: \(input)"
        case .noTablesIn(let input): "no \(TableFormat.listed) files found in \(input)"
        case .notATokenFile(let path): "\(path) \(InputDiscovery.notATokenFile)"
        case .outsideProjectThroughLink(let path, let project):
            "\(path) leads outside the project folder \(project) (through a symbolic link); it is not read"
        case .projectFolderMissing(let folder): "the project folder \(folder) does not exist"
        case .outputIsFolderName(let path): "cannot write '\(path)': an output must name a file, not a folder"
        case .outputIsDanglingLink(let path): "cannot write \(path): it is a symbolic link to a folder that does not exist"
        case .writesThroughLink(let path, let target, let folder):
            "refusing to write \(path): a symbolic link leads it to \(target), outside \(folder); remove the link"
        case .emptyPath(let what): "the path of '\(what)' is empty; name a file or folder"
        case .notAnAssetCatalog(let path):
            "'\(path)' is not an asset catalog: name a folder that ends in .xcassets (such as Generated/Colors.xcassets), as Xcode's catalogs do"
        case .twoJobsWriteOneCatalog(let catalog, let first, let second):
            "two jobs write the asset catalog \(catalog): the job of output \(first) and the job of output \(second); each removes the other's colour sets, so give each its own catalog"
        case .outputIsFolder(let path): "cannot write \(path): it is a folder"
        case .outputIsNotRegularFile(let path):
            "cannot write \(path): it is not a regular file (a FIFO, a device or a socket); tokengen writes only regular files"
        case .outputInsideGit(let path):
            "refusing to write \(path): it is inside a .git folder, which belongs to Git; choose another output"
        case .outputParentIsFile(let path, let folder): "cannot write \(path): \(folder) is a file, not a folder"
        case .cannotCreateFolder(let folder, let reason): "cannot create the folder \(folder): \(reason)"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .outputIsInput(let path, let input): "refusing to write \(path): it is an input (\(input)); choose another output"
        case .notWrittenByTokengen(let path):
            "refusing to replace \(path): tokengen did not write it (it does not begin with '// Generated by tokengen'); remove it, or choose another output"
        case .twoJobsWriteOneFile(let path, let first, let second):
            "two jobs write \(path): the job of output \(first) and the job of output \(second); give them outputs with different file names"
        case .outOfDate(let path): "\(path) is out of date; run `tokengen` to regenerate it"
        case .badEnumName(let name, let problem): "the enum name '\(name)' (enumName, --enum-name) cannot be used: \(problem)"
        case .badTypeName(let name, let problem): "the type name '\(name)' (typeName, --type-name) cannot be used: \(problem)"

        case .pluginReadsOtherPaths(let plugin, let configuration):
            "the build-tool plugin, which reads this file line by line, finds "
                + zip(["inputs", "outputs", "outputs of strings jobs"], zip(plugin, configuration))
                .filter { $1.0.sorted() != $1.1.sorted() }
                .map { "the \($0) \($1.0) where the configuration names \($1.1)" }.joined(separator: ", ")
                + "; write it in block style: one 'key: value' per line, lists as '[a, b]' on one line or as '- item' lines, no '{…}'"
        case .outsideProject(let what, let path, let project):
            "the \(what) '\(path)' is outside the project folder \(project) (after symbolic links); a configuration reads and writes only inside it"
        case .notAMapping(let what, let kind): "\(what) must be a mapping, found \(kind)"
        case .unknownConfigurationKey(let key, let what, let allowed):
            "unknown key '\(key)' in \(what); expected \(allowed.map { "'\($0)'" }.joined(separator: ", "))"
        case .missingConfigurationKey(let what, let key): "\(what) needs '\(key)'"
        case .notAText(let key, let kind): "'\(key)' must be a text, found \(kind)"
        case .nulInValue(let key): "'\(key)' contains a NUL character"
        case .notOneOf(let key, let allowed, let found): "'\(key)' must be one of \(allowed), found '\(found)'"
        case .warningsAsErrorsNotBoolean(let value): "'warningsAsErrors' must be true or false, found '\(value)'"
        case .emptyJobList(let section): "'\(section)' is an empty list; give it at least one job"
        case .tokensNotAList(let kind): "'tokens' must be a list of jobs, found \(kind)"
        case .noJobs: "the configuration has no job: add a 'strings' or a 'tokens' section"
        case .emptyInputs(let what): "'inputs' is an empty list; name at least one \(what)"
        case .inputNotAPath(let kind): "each input must be a path, found \(kind)"
        case .nulInPath: "the path contains a NUL character"
        case .inputsNotAList(let of, let kind): "'inputs' must be a list of \(of), found \(kind)"
        case .patternsNotAList(let key, let what, let kind):
            "'\(key)' must be a list of \(what) ('*' matches any characters), found \(kind)"
        case .inputAndInputs(let what): "\(what) has both 'input' and 'inputs'; keep one"
        case .tokensJobWithoutInputs(let what): "\(what) needs 'input' (a token file) or 'inputs' (token files merged in order)"

        case .invalidJSON(let message): "invalid JSON: \(message)"
        case .invalidYAML(let message): "invalid YAML: \(message)"
        case .cannotStartYAMLParser: "cannot start the YAML parser"
        case .emptyFile: "the file is empty"
        case .secondYAMLDocument: "a file holds one YAML document; remove the second '---'"
        case .yamlAlias: "YAML aliases (*name) are not supported; write the value out, or use a token reference \"{group.token}\""
        case .valueTooLong(let limit): "a value is longer than \(limit) bytes"
        case .nestedTooDeep(let limit): "the YAML is nested more than \(limit) levels deep"
        case .mappingKeyNotPlain(let kind): "a mapping key must be a plain value, not \(kind)"
        case .duplicateYAMLKey(let key, let firstLine): "duplicate key '\(key)' (first at line \(firstLine))"
        case .damagedBinaryPropertyList(let reason): "the binary property list is damaged: \(reason)"
        case .invalidXMLPropertyList(let message): message
        case .propertyListNotADictionary(let kind):
            "the property list holds \(kind), not a dictionary of texts; Apple's reader finds no table in it"
        case .notUTF8: "the file is not valid UTF-8; save it as UTF-8, or as UTF-16 with a byte order mark"
        case .oddUTF16(let count): "the UTF-16 file has an odd number of bytes (\(count)); it is cut short or not UTF-16"
        case .loneUTF16Surrogate: "the file is not valid UTF-16: a lone surrogate"
        case .fileTooLarge: "the file is larger than 1 GiB; split the table"
        case .textAfterClosingBrace(let found): "\(found) after the closing '}': Apple's reader rejects the whole file; remove it"
        case .emptyEntry:
            "an empty entry (';' after ';'): Apple's reader stops at it and silently ignores the rest of the file; remove the extra ';'"
        case .unclosedFileBrace: "expected '}' to close the '{' that starts the file, found the end of the file"
        case .valueMissingAtEnd: "expected a value after '=', found the end of the file"
        case .expectedAfterKey(let expected, let key, let found): "expected \(expected) after \"\(key)\", found \(found)"
        case .unterminatedComment: "unterminated comment: '/*' without '*/'; Apple's reader silently ignores the rest of the file"
        case .expectedString(let role, let found): "expected a \(role) (a quoted string or a word), found \(found)"
        case .unterminatedString: "unterminated string: the quote opened here is never closed"
        case .unclosedValue(let closer): "this value is never closed: expected '\(closer)'"
        case .stringsdictNotADictionary(let kind): "a .stringsdict file holds a dictionary of keys, not \(kind)"
        case .stringsdictEntryWithoutRule(let key):
            "\"\(key)\" has neither NSStringLocalizedFormatKey nor NSStringVariableWidthRuleType nor NSStringDeviceSpecificRuleType"
        case .formatKeyNotText(let key, let kind): "NSStringLocalizedFormatKey of \"\(key)\" must be a text, found \(kind)"
        case .variableNotPluralRule(let variable, let key, let type):
            "the variable '\(variable)' of \"\(key)\" has NSStringFormatSpecTypeKey '\(type)'; variables are plural rules: NSStringPluralRuleType"
        case .pluralFormNotText(let form, let variable, let key): "the '\(form)' form of '\(variable)' in \"\(key)\" must be a text"
        case .variantsNotTexts(let kind, let key): "the \(kind) variants of \"\(key)\" must be a dictionary of texts"
        case .catalogNotAnObject(let kind): "a String Catalog is a JSON object, found \(kind)"
        case .catalogWithoutSourceLanguage: "the catalog needs \"sourceLanguage\", the language its keys are written in"
        case .sourceLanguageNotATag(let name): "\"sourceLanguage\" '\(name)' is not a language tag such as 'en' or 'pt-BR'"
        case .catalogWithoutStrings: "the catalog needs \"strings\", an object of keys"
        case .localizationNotATag(let name): "'\(name)' is not a language tag such as 'en' or 'pt-BR'"
        case .catalogEntryNotAnObject(let key, let kind): "the entry \"\(key)\" must be an object, found \(kind)"
        case .baseLanguageNotATag(let name): "the base language '\(name)' is not a language tag such as 'en' or 'pt-BR'"
        case .tableGivenTwice(let table, let language, let first, let second):
            "table '\(table)' in language '\(language)' is given twice: \(first) and \(second)"
        case .tableInCatalogAndFiles(let table, let catalog, let other):
            "table '\(table)' is given twice: by the String Catalog \(catalog) and by \(other); keep one of them"
        case .catalogInOtherLanguage(let path, let source, let base):
            "the String Catalog \(path) is written in '\(source)', but the base language is '\(base)'; set baseLanguage to '\(source)'"
        case .baseLanguageHasNoTable(let base, let languages):
            "the base language '\(base)' has no table; the tables are in \(languages.isEmpty ? "no language" : languages.joined(separator: ", ")); set baseLanguage to one of them"
        case .sameLanguageTwice(let first, let second, let language):
            "\(first) and \(second) are the same language '\(language)' (folder names ignore case, and '_' is '-'); merge them into one folder"
        case .languageTakesRuntimeName(let folder, let path):
            "the language of \(folder) would become \(path), which tokengen generates itself"
        case .languageTakesEnumName(let folder, let path):
            "the language of \(folder) would become \(path), the name of the enum itself; choose another enumName"
        case .languagesShareCase(let first, let second, let path): "the languages of \(first) and \(second) would both become \(path)"

        case .keyTooDeep(let key, let parts, let limit):
            "the key \"\(key)…\" has \(parts) parts; tokengen nests keys at most \(limit) parts deep"

        case .tokenFileNotAMapping(let kind): "a token file must be a mapping of groups and tokens, found \(kind)"
        case .extendsNamesNoGroup(let reference, let what): "'$extends' names '{\(reference)}', which is \(what)"
        case .extendsMakesTooMany(let limit):
            "'$extends' would make more than \(limit) tokens (groups that copy groups that copy others multiply them); extend fewer groups"
        case .extendsCycle(let members): "'$extends' cycle: \(members.joined(separator: " → "))"
        case .extendsIntoValue: "'$extends' must point at a group, not into a value"
        case .extendsBadPointer(let message): message
        case .extendsBadForm: "'$extends' must name a group as \"{group.name}\" or {\"$ref\": \"#/group/name\"}, in a group"
        case .refNotText(let kind): "'$ref' must be a quoted pointer such as \"#/group/token\" or \"base.tokens.json#/color\", found \(kind)"
        case .refIncludesDocument(let pointer):
            "'$ref' \"\(pointer)\" would include the whole document in a part of itself; point at a group, as \"#/color/gray\""
        case .refCycle(let chain): "'$ref' cycle: \(chain.joined(separator: " → ")); break the cycle"
        case .refTooDeep(let limit): "'$ref's include each other more than \(limit) deep; include fewer in a row"
        case .refIncludesTooMany(let limit):
            "'$ref's would copy more than \(Wording.grouped(limit)) parts into the file (groups that include groups that include others multiply them); include fewer groups"
        case .includedOutsideProject(let path, let project):
            "the file \(path) is outside the project folder \(project) (after symbolic links); a token file includes only files inside it"
        case .tokengenSettingsNotAMapping(let kind): "'tokengen' settings must be a mapping, found \(kind)"
        case .badHexAlpha: "'hexAlpha' must be 'argb' or 'rgba'"
        case .badRemBase: "'remBase' must be a positive number of points"
        case .unknownTokengenSetting(let name): "unknown tokengen setting '\(name)'; expected 'hexAlpha' or 'remBase'"
        case .rootAtTopLevel: "'$root' belongs in a group, not at the top of the file"
        case .unknownGroupProperty(let name): "unknown property '\(name)' in a group"
        case .badTokenName(let name): "the name '\(name)' must not contain '{', '}' or '.'"
        case .neitherTokenNorGroup(let name, let kind): "'\(name)' must be a token (a mapping with '$value') or a group, found \(kind)"
        case .unknownType(let found, let known): "unknown $type '\(found)'; expected one of \(known)"
        case .badDeprecated: "'$deprecated' must be true, false or a quoted explanation"
        case .badDescription: "'$description' must be a text"
        case .unknownTokenProperty(let property, let token): "unknown property '\(property)' in the token '\(token)'"
        case .emptyValue(let hex):
            hex.map { "'$value' is empty: an unquoted '#' starts a YAML comment; quote the colour: \"\($0)\"" } ?? "'$value' is empty"
        case .badStudioTheme:
            "a Tokens Studio theme needs a \"name\" and \"selectedTokenSets\" (set names mapped to \"enabled\", \"source\" or \"disabled\")"
        case .resolverWithOtherInputs: "a resolver document names the token files itself; make it the only input of its job"
        case .badResolverVersion: "a resolver document's 'version' must be \"2025.10\""
        case .resolverWithoutVersion: "a resolver document needs \"version\": \"2025.10\""
        case .resolutionOrderNotAList: "'resolutionOrder' must be a list of sets and modifiers"
        case .badResolutionOrderEntry:
            ##"each entry of 'resolutionOrder' must be {"$ref": "#/sets/name"}, {"$ref": "#/modifiers/name"}, or a set or modifier with "type" and "name""##
        case .badResolutionOrderReference: ##"an entry of 'resolutionOrder' refers to "#/sets/name" or "#/modifiers/name""##
        case .inlineEntryWithoutTypeAndName: #"an inline entry of 'resolutionOrder' needs "type" ("set" or "modifier") and a "name""#
        case .modifierTwiceInOrder(let name, let firstLine):
            "the modifier '\(name)' comes twice in 'resolutionOrder' (first at line \(firstLine)); list it once"
        case .badSetReference: ##"'$ref' must be a quoted reference such as "#/sets/name""##
        case .noSuchSet(let name): "there is no set '\(name)' in 'sets'"
        case .noSuchModifier(let name): "there is no modifier '\(name)' in 'modifiers'"
        case .modifierWithoutContexts(let name): "the modifier '\(name)' needs 'contexts': a mapping of context names to lists of sources"
        case .badModifierDefault(let modifier, let contexts):
            "the default of '\(modifier)' must be one of its contexts: \(contexts.joined(separator: ", "))"
        case .contextNotAList(let name): "the context '\(name)' must be a list of sources"
        case .setWithoutSources: "a set needs 'sources': a list of token files or inline tokens"
        case .badSource(let kind): "a source must be {\"$ref\": \"file.tokens.json\"} or tokens written inline, found \(kind)"
        case .badSourceReference: "'$ref' must be a quoted file name or \"#/sets/name\""
        case .sourceReferencesNonSet(let text): "a source may refer to a set (\"#/sets/name\") of this document, not to '\(text)'"
        case .setCycle(let chain): "sets refer to each other in a cycle: \(chain.joined(separator: " → "))"
        case .setsTooDeep(let limit, let from, let to):
            "sets name sets more than \(limit) deep, from '\(from)' to '\(to)'; name fewer sets in a row"
        case .sourceNotAFile(let text): "tokengen reads token files on disk; '\(text)' is not a relative or absolute file path"
        case .pointerNotInFile(let pointer, let file): "'\(pointer)' is not in \(file)"
        case .sourceNotATokenFile(let path): "the source \(path) \(InputDiscovery.notATokenFile)"
        case .sourceOutsideProject(let path, let project):
            "the source \(path) is outside the project folder \(project) (after symbolic links); a resolver document reads only inside it"
        case .tooManyCombinations(let tokens, let modifiers, let limit):
            "\(Wording.count(tokens, "token")) \(tokens == 1 ? "depends" : "depend") on \(Self.modifierList(modifiers)), which have more than \(Wording.grouped(limit)) combinations of contexts, each of which tokengen resolves; split the resolver document, or give fewer contexts"
        case .tooManyResolvedValues(let tokens, let modifiers, _, let limit) where modifiers.isEmpty:
            "the default contexts' \(Wording.count(tokens, "token")), with those resolved in other contexts, are more than \(Wording.grouped(limit)) values and references to resolve and compare; split the resolver document"
        case .tooManyResolvedValues(let tokens, let modifiers, let combinations, let limit):
            "\(Wording.count(tokens, "token")) \(tokens == 1 ? "depends" : "depend") on \(Self.modifierList(modifiers)) (\(Wording.grouped(combinations)) combinations of contexts): with the tokens they refer to, more than \(Wording.grouped(limit)) values and references to resolve and compare; split the resolver document, or give fewer contexts"
        case .typeChangesWithContext(let token, let type, let first, let otherType, let other):
            "'\(token)' is a \(type) with \(first) but a \(otherType) with \(other); a token keeps its type in every context"
        case .badHexColor(let text): "'\(text)' is not a hex colour; write #RGB, #RGBA, #RRGGBB or #RRGGBBAA"
        case .unreadableMath(let text, let problem):
            "cannot compute '\(text)': \(problem); write numbers, units (px, rem, ms, s, %), references, + - * /, parentheses and floor, ceil, round, abs, sqrt, min, max, roundTo, pow (a whole exponent)"
        case .unknownColorModifier(let type):
            "'\(type)' is not a Tokens Studio colour modifier (lighten, darken, mix, alpha), so Tokens Studio leaves the colour as it is"
        case .colorModifierWithoutSpace:
            "a Tokens Studio colour modifier needs a 'space' (srgb, p3, hsl or lch); without one Tokens Studio leaves the colour as it is"
        case .mixWithoutColor:
            "a Tokens Studio 'mix' modifier needs a 'color' to mix in; without one Tokens Studio leaves the colour as it is"
        case .badColorModifier(let kind):
            "a Tokens Studio colour modifier is {type, value, space} (and 'color' for mix), not \(kind)"
        case .colorModifierWithoutAmount:
            "a Tokens Studio colour modifier needs a 'value': the amount, from 0 to 1"
        case .badCSSColor(let text):
            "'\(text)' is not a colour tokengen reads; write a hex colour, a colour object, or a CSS Color 4 function with three components and an optional '/ alpha': rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color(display-p3 …)"
        case .unknownColorSpace(let known): "'colorSpace' must be one of \(known.joined(separator: ", "))"
        case .alphaOutOfRange(let value): "alpha must be from 0 to 1, found \(value)"
        case .badHexField: "'hex' must be \"#RRGGBB\" (the alpha is 'alpha')"
        case .componentCount(let count): "'components' must hold 3 numbers, found \(count)"
        case .componentOutOfRange(let space, let allowed, let found): "a \(space) component here must be \(allowed), found \(found)"
        case .colorBeyondNumbers(let space, let component, let found):
            "this \(space) colour's \(component), \(found), is too large to convert to sRGB or Display P3 (its maths overflows); write a colour within the space's gamut"
        case .modifiedColorBeyondNumbers(let modifier, let amount):
            "'\(modifier)' by \(amount) takes the colour too far to convert to sRGB or Display P3 (its maths overflows); give an amount from 0 to 1"
        case .colorWithoutComponents: "a colour object needs 'components' (or 'hex': \"#RRGGBB\")"
        case .strokeStyleIncomplete: "a stroke style needs 'dashArray' (a list of dimensions) and 'lineCap'"
        case .emptyDashArray: "'dashArray' needs at least one length"
        case .unknownLineCap(let known): "'lineCap' must be one of \(known.joined(separator: ", "))"
        case .compositeIncomplete(let kind, let token, let missing):
            "the \(kind) '\(token)' needs \(missing.map { "'\($0)'" }.joined(separator: ", "))"
        case .cubicBezierX(let x): "the x coordinate \(x) of a cubic Bézier must be from 0 to 1"
        case .unknownGradientDirection(let allowed): "'direction' must be one of \(allowed)"
        case .unknownTextStyle(let allowed): "'textStyle' must be one of \(allowed)"
        case .gradientStops(let count): "a gradient needs at least 2 stops, found \(count)"
        case .insetNotBoolean: "'inset' must be true or false"
        case .shadowWithoutColor: "a shadow needs 'color'"
        case .unquotedReference(let name): "an unquoted {\(name)} is a YAML mapping; quote the reference: \"{\(name)}\""
        case .expected(let expected, let found): "expected \(expected), found \(found)"
        case .unknownField(let field, let allowed):
            "unknown field '\(field)'; expected \(allowed.map { "'\($0)'" }.joined(separator: ", "))"
        case .valueOutOfRange(let value):
            "the value \(value) is out of range: it must be finite, and 0 or at least \(Double.leastNormalMagnitude) in size"
        case .exponentBeforeUnit(let text, let suggestion):
            "'\(text)' is a number with an exponent before its unit, which no unit form allows; write the number out, as in \"\(suggestion)\" or {value, unit}"
        case .unknownUnit(let unit, let allowed): "unknown unit '\(unit)'; expected one of \(allowed)"
        case .fontWeightOutOfRange(let value): "a font weight must be from 1 to 1000, found \(value)"
        case .typographyIncomplete(let token, let field): "the typography '\(token)' needs '\(field)'"
        case .lineHeightWithoutSize: "a lineHeight in points needs a font size above 0"
        case .lineHeightBeyondFonts(let ratio, let size):
            "a line height \(Wording.number(ratio)) times the font size (\(Wording.number(size)) pt) is outside what fonts use (from 0.5 to 5 times); a line height in points needs a unit (\"24px\"), or the job's 'tool:' when the tool that wrote it means points"
        case .typographyTooLarge(let token):
            "the typography '\(token)' computes a letter spacing, line height or line spacing (size × (lineHeight − 1)) too large for a number; use smaller values"
        case .referenceChainTooLong(let token, let limit, let target, let line):
            "'\(token)' leads through more than \(limit) references, to '\(target)' (line \(line)); is it circular? Shorten the chain"
        case .referenceCycle(let chain): "reference cycle: \(chain)"
        case .tokenWithoutType(let token): "the token '\(token)' has no type: add '$type' to it or to its group"
        case .refNotAlone: "a '$ref' must be alone in its object, and a text"
        case .badPointer(let message): message
        case .referenceToGroup(let token, let reference):
            "'\(token)' refers to '{\(reference)}', which is a group, not a token; refer to one of its tokens, or give the group a '$root' token and refer to '{\(reference).$root}'"
        case .referenceToNoToken(let token, let reference, let suggestion):
            "'\(token)' refers to '{\(reference)}', which is not a token" + (suggestion.map { " (did you mean '{\($0)}'?)" } ?? "")
        case .refersToLeftOut(let token, let reference): "'\(token)' refers to '{\(reference)}', which is left out"
        case .badCSSGradient(let text):
            "'\(text)' is not a gradient tokengen reads; write its stops [{color, position}, …], or CSS's linear-gradient([angle | to side,] colour [position%], …)"
        case .badCSSShadow(let text):
            "'\(text)' is not a shadow tokengen reads; write {color, offsetX, offsetY, blur, spread}, or CSS's [inset] x y [blur [spread]] colour"
        case .noSwiftValue(_, .placeholder):
            "the value is empty (\"\"), a placeholder that no Swift value holds; give the token a value, or remove it"
        case .noSwiftValue(let value, .figmaLayout):
            "'\(value)' is \(NoSwiftValue.figmaLayout.singular), which no one Swift value holds; give the app a dimension token for each side or corner it needs"
        case .noSwiftValue(let value, .otherGradient):
            "'\(value)' has no value tokengen generates: its gradients are linear; give the app a linear one if it needs one"
        case .noSwiftValue(let value, let kind):
            "'\(value)' is \(kind.singular), which only the web can use and no Swift value holds; give the app its own token if it needs one"
        case .relativeUnit(let unit, let relativeTo):
            "the unit '\(unit)' is relative to \(relativeTo), which a constant on its own has no size of; write px or rem\(unit == "em" ? ", or use it inside a typography" : "")"
        case .referenceTypeMismatch(let reference, let type, let token, let expected):
            "'{\(reference)}' is a \(type), but '\(token)' needs a \(expected) here"
        case .partChainTooLong(let reference): "'\(reference)' leads through more than 64 references; is it circular?"
        case .untypedPartReference(let token, let reference): "'\(token)' refers to a part of a value ('\(reference)'); give it a $type"
        case .partPointsAtNothing(let reference, let owner, let segment):
            "'\(reference)' points at nothing: the value of '\(owner)' has no '\(segment)' there"
        case .appearanceNotInSet(let name, let what, let known):
            "'appearance' names the \(what) '\(name)', which the set does not have; it has \(known.map { "'\($0)'" }.joined(separator: ", "))"
        }
    }
}

extension Failure {
    /// Why a token is left out, as the per-file summary counts it: singular and plural.
    package var tokenProblem: (singular: String, plural: String) {
        switch self {
        case .unknownUnit: ("unknown unit", "unknown units")
        case .relativeUnit: ("relative unit", "relative units")
        case .noSwiftValue(_, let kind): (kind.noun, kind.plural)
        case .badHexColor, .badCSSColor, .unknownColorSpace, .alphaOutOfRange, .badHexField, .componentCount,
            .componentOutOfRange, .colorBeyondNumbers, .modifiedColorBeyondNumbers, .colorWithoutComponents:
            ("unreadable colour", "unreadable colours")
        case .unknownType: ("unknown type", "unknown types")
        case .tokenWithoutType: ("token without a type", "tokens without a type")
        case .referenceToNoToken, .referenceToGroup, .badPointer, .refNotAlone, .partPointsAtNothing, .untypedPartReference,
            .referenceTypeMismatch, .unquotedReference:
            ("broken reference", "broken references")
        case .refersToLeftOut: ("reference to a token left out", "references to tokens left out")
        case .referenceCycle: ("token in a reference cycle", "tokens in reference cycles")
        case .typeChangesWithContext: ("type that changes with the context", "types that change with the context")
        case .lineHeightBeyondFonts: ("line height outside what fonts use", "line heights outside what fonts use")
        default: ("unreadable value", "unreadable values")
        }
    }

    /// Whether the token is left out because no Swift value can hold what it is (as opposed to what could not
    /// be read): the summary counts these apart.
    package var meansNoSwiftValue: Bool {
        switch self {
        case .relativeUnit, .noSwiftValue: true
        default: false
        }
    }

    /// A limit (Docs/Limits.md): it fails the run, as every other limit does, however the token is read.
    package var isTokenLimit: Bool {
        switch self {
        case .extendsMakesTooMany, .refIncludesTooMany, .tooManyCombinations, .tooManyResolvedValues: true
        default: false
        }
    }
}

/// The values no Swift value holds, which a token file may hold: what only CSS or the web can use, and an
/// empty value left as a placeholder.
public enum NoSwiftValue: String, Sendable, Hashable {
    case svg, fluidSize, mediaQuery, cssVariable, shorthand, cssKeyword, placeholder, otherGradient, figmaLayout

    var singular: String {
        switch self {
        case .placeholder: "an empty value"
        case .cssKeyword: "a CSS keyword"
        case .otherGradient: "a gradient that is not linear"
        case .figmaLayout: "the Figma plugin Design Tokens' padding, corner radii or layout grid"
        case .svg: "an SVG image"
        case .fluidSize: "a fluid size"
        case .mediaQuery: "a media query"
        case .cssVariable: "a CSS variable or URL"
        case .shorthand: "a CSS shorthand of several values"
        }
    }

    var noun: String {
        switch self {
        case .placeholder: "empty value"
        case .cssKeyword: "CSS keyword"
        case .otherGradient: "gradient that is not linear"
        case .figmaLayout: "padding, radii or grid of the Figma plugin"
        case .svg: "SVG image"
        case .fluidSize: "fluid size"
        case .mediaQuery: "media query"
        case .cssVariable: "CSS variable or URL"
        case .shorthand: "CSS shorthand"
        }
    }

    package var plural: String {
        switch self {
        case .placeholder: "empty values"
        case .cssKeyword: "CSS keywords"
        case .otherGradient: "gradients that are not linear"
        case .figmaLayout: "paddings, radii or grids of the Figma plugin"
        case .svg: "SVG images"
        case .fluidSize: "fluid sizes"
        case .mediaQuery: "media queries"
        case .cssVariable: "CSS variables or URLs"
        case .shorthand: "CSS shorthands"
        }
    }

    /// `10vw`, `0.44cqw`: a number, then a viewport or container unit.
    private static func isViewportLength(_ word: Substring) -> Bool {
        guard let unit = word.firstIndex(where: \.isLetter), unit > word.startIndex else { return false }
        return ["vw", "vh", "vmin", "vmax", "cqw", "cqh", "dvh", "svh"].contains(word[unit...])
            && word[..<unit].allSatisfy { $0.isNumber || $0 == "." }
    }

    /// CSS's keywords that stand for a whole value and have no value of their own outside a page.
    private static let cssKeywords: Set<String> = [
        "auto", "inherit", "initial", "unset", "revert", "revert-layer", "currentcolor", "pointer", "fit-content", "max-content",
        "min-content",
    ]

    /// What a text is, when it is one of these.
    package static func of(_ text: String) -> NoSwiftValue? {
        let lowered = text.trimmingWhitespace().lowercased()
        if lowered.isEmpty { return .placeholder }
        if cssKeywords.contains(lowered) { return .cssKeyword }
        if lowered.hasSuffix(".svg") || lowered.hasPrefix("<svg") || lowered.hasPrefix("data:image/svg") { return .svg }
        if lowered.hasPrefix("@media") || lowered.hasPrefix("(min-") || lowered.hasPrefix("(max-") || lowered.hasPrefix("screen and") {
            return .mediaQuery
        }
        if lowered.hasPrefix("var(") || lowered.hasPrefix("url(") || lowered.hasPrefix("env(") { return .cssVariable }
        // `clamp(…)`, or an expression of viewport or container units (`0.44cqw + 1.46rem`); a single `10vw` is
        // a relative unit, which the dimension reader names.
        if lowered.hasPrefix("clamp(")
            || lowered.contains(" ")
                && lowered.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." }).contains(where: isViewportLength)
        {
            return .fluidSize
        }
        // Two or more lengths or references side by side: `8px 16px`, `{a} {b}`. A space beside an operator
        // joins one expression, as Tokens Studio's math splits values: `{a} - {b}` and `0.5 - 0.3` are one.
        let words = lowered.split(separator: " ")
        let operators: Set<Substring> = ["+", "-", "*", "/"]
        if words.count >= 2, !lowered.contains("("),
            zip(words, words.dropFirst()).contains(where: { !operators.contains($0) && !operators.contains($1) }),
            words.allSatisfy({ word in
                operators.contains(word) || (word.hasPrefix("{") && word.hasSuffix("}"))
                    || word.first.map { $0.isNumber || $0 == "." || $0 == "-" } == true
            })
        {
            return .shorthand
        }
        return nil
    }
}

extension Failure {
    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    package static func quotedList(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        return quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }

    /// "the modifier 'theme'", "the modifiers 'brand' and 'theme'", "the modifiers 'a', 'b' and 'c'".
    static func modifierList(_ names: [String]) -> String {
        (names.count > 1 ? "the modifiers " : "the modifier ") + quotedList(names)
    }
}
