import TokenGenVocabulary
import TokenGenCheck

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
    package var modifier: String { self == .internal ? "" : rawValue + " " }
}

/// The bundle bundle lookup reads the tables from, where it is not the one it finds by itself (SwiftPM's
/// module, else the bundle the code is compiled into, as SwiftGen's `BundleToken`).
public enum LookupBundle: String, Sendable, CaseIterable {
    /// The app's main bundle (SwiftGen's `bundle: Bundle.main`): a framework whose tables the app holds.
    case main
    /// SwiftPM's resource bundle of the module (`Bundle.module`).
    case module
}

/// How keys become names: SwiftGen's `structured-swift5` (each part between separators a nested enum) or
/// `flat-swift5` (the whole key one member of the root enum).
public enum KeyNames: String, Sendable, CaseIterable {
    case structured, flat
}

public struct L10nOptions: Sendable {
    /// Whether `text` names a function as Swift writes a reference to one: identifiers separated by dots, none a
    /// keyword (`localize`, `Strings.localize`). Nothing else from an option becomes code.
    public static func isFunctionName(_ text: String) -> Bool {
        // Each part an identifier that is no keyword (nor `_`, `Type` or `Protocol`, which after a dot name a
        // metatype): what Swift's grammar reads as one function's name, and nothing else.
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { SwiftName.problemWithTypeName(String($0), reserved: []) == nil }
    }

    public var enumName: String
    public var access: AccessLevel
    public var lookup: LookupMode
    /// `en-XA` and `ar-XB`, made from the base texts at run time, in debug builds only.
    public var pseudoLanguages: Bool
    /// What splits a key into nested enums (SwiftGen's `separator` option), with `names: structured`.
    public var separator = "."
    public var names = KeyNames.structured
    /// Each table an enum of its own even when there is one table (SwiftGen's `forceFileNameEnum`).
    public var forceFileNameEnum = false
    /// The app's function that bundle lookup asks for each text, with key, table and base text (SwiftGen's
    /// `lookupFunction`): a Swift name, checked as one (`L10nOptions.isFunctionName`).
    public var lookupFunction: String?
    /// Nil: SwiftPM's module bundle, else the bundle the code is compiled into.
    public var bundle: LookupBundle?
    /// The `LocalizedStringResource` members; off as Xcode's "Generate String Catalog Symbols" turns them off,
    /// for a team whose type-check time matters more.
    public var resources = true
    /// Everything in the one `output` (`singleFile: true`), for an Xcode project whose target lists each file;
    /// else the accessors and texts in shards beside it (`OutputLayout`), so that an edit recompiles one small file.
    public var singleFile = false

    public init(enumName: String = "L10n", access: AccessLevel = .internal, lookup: LookupMode = .bundle, pseudoLanguages: Bool = false) {
        self.enumName = enumName
        self.access = access
        self.lookup = lookup
        self.pseudoLanguages = pseudoLanguages
    }
}

/// What `L10nRenderer` writes, decided by `L10nTranslator`: the languages, the enums and members of every
/// key that gets one, what each accessor's body is, and which file each goes to. The texts themselves stay in
/// the checked strings (not copied), which the renderer reads only through the model's methods.
package struct L10nModel: Sendable {
    private let strings: CheckedStrings
    package let options: L10nOptions
    /// The `Language` cases, base first.
    package let languages: [Language]
    /// The pseudo-languages' cases, after them in debug builds; none unless the job asks for them.
    package let pseudoLanguages: [Language]
    package let enums: Enums
    /// By shard number (`OutputLayout.shardCount` of them).
    let shards: [Shard]
    /// By key number, how its accessor gets its text; nil for keys that have no accessor.
    let bodies: [Body?]
    /// By key number, the name of its `LocalizedStringResource` member; nil for keys that have none.
    package let resourceNames: [String?]
    /// The key of each member's declaration (`cartItems(_:_:)`), which later jobs' members must not repeat.
    let resourceDeclarations: [String: KeyNumber]
    /// Bundle lookup only: by key, the languages (tags separated by spaces) whose `.lproj` tables the lookup must
    /// not read: their translation is replaced by the base text (`CheckedStrings.replaced`), or Foundation
    /// would read a percent sign of it as a placeholder (`CheckedStrings.literalPercents`). They show the base
    /// text compiled in; for the base language, every language that falls back to it does. Most keys have none.
    package let baseOnlyLanguages: [KeyNumber: String]
    /// Whether some key has plural texts, and some table per-device texts (also of keys left out).
    package let hasPlurals: Bool
    package let hasDeviceTexts: Bool
    /// With plurals, the languages' CLDR rules as `__category` tests them (empty without).
    package let pluralRules: PluralRuleSets

    /// The translator's decisions over `strings`, which Render and Report read only through the model's methods.
    package init(
        strings: CheckedStrings, options: L10nOptions, languages: [Language], pseudoLanguages: [Language], enums: Enums,
        shards: [Shard], bodies: [Body?], resourceNames: [String?], resourceDeclarations: [String: KeyNumber],
        baseOnlyLanguages: [KeyNumber: String],
        hasPlurals: Bool, hasDeviceTexts: Bool, pluralRules: PluralRuleSets
    ) {
        self.strings = strings
        self.options = options
        self.languages = languages
        self.pseudoLanguages = pseudoLanguages
        self.enums = enums
        self.shards = shards
        self.bodies = bodies
        self.resourceNames = resourceNames
        self.resourceDeclarations = resourceDeclarations
        self.baseOnlyLanguages = baseOnlyLanguages
        self.hasPlurals = hasPlurals
        self.hasDeviceTexts = hasDeviceTexts
        self.pluralRules = pluralRules
    }

    /// Each distinct set of rules once: its conditions in CLDR's order (Swift conditions on the operands), each
    /// with the number `__category` returns for its category (0 zero … 5 other, which needs no condition);
    /// and by language, the number of its set.
    package struct PluralRuleSets: Sendable {
        package var sets: [[(condition: String, category: Int)]] = []
        package var languageSets: [Int] = []
    }

    /// The nested enums, the root first, and the keys that have no member.
    package struct Enums: Sendable {
        package let namespaces: [NamespaceTree.Namespace]
        package let leftOut: Set<KeyNumber>

        /// The members of `namespace` that are generated.
        package func members(of namespace: Int) -> [(name: String, key: KeyNumber)] {
            leftOut.isEmpty ? namespaces[namespace].members : namespaces[namespace].members.filter { !leftOut.contains($0.key) }
        }

        /// The child enums of `namespace`, sorted by name.
        package func children(of namespace: Int) -> [Int] {
            namespaces[namespace].children.sorted { namespaces[$0].swiftName < namespaces[$1].swiftName }
        }

        /// The keys of a shard in the order its keys file declares their accessors.
        package func keys(of shard: Shard) -> [KeyNumber] {
            var keys: [KeyNumber] = []
            forEachMember(of: shard) { keys.append($1.key) }
            return keys
        }

        /// The keys of a shard in the order its keys file declares their accessors, each with the path of its
        /// accessor's enum below the root (`ReportCreated.`) and its name (`title`).
        package func accessors(of shard: Shard) -> [(key: KeyNumber, enumPath: String, name: String)] {
            var accessors: [(key: KeyNumber, enumPath: String, name: String)] = []
            forEachMember(of: shard) { accessors.append(($1.key, $0, $1.name)) }
            return accessors
        }

        /// Each member of a shard's keys file in declaration order, with the path of its enum (`ReportCreated.`).
        private func forEachMember(of shard: Shard, _ body: (_ enumPath: String, _ member: (name: String, key: KeyNumber)) -> Void) {
            func walk(_ namespace: Int, _ prefix: String) {
                let path = prefix + namespaces[namespace].swiftName + "."
                for member in members(of: namespace) { body(path, member) }
                for child in children(of: namespace) { walk(child, path) }
            }
            for place in shard.extensions {
                if place.holdsRootMembers { for member in members(of: 0) { body("", member) } }
                for namespace in place.namespaces { walk(namespace, "") }
            }
        }
    }

    package struct Language {
        /// `pt-BR`.
        package let tag: String
        /// `ptBR`.
        package let caseName: String
        /// The `.lproj` folders its texts come from, as named on disk.
        package let folders: [String]
    }

    /// The languages' numbers, the base language first (without the pseudo-languages).
    package var languageNumbers: Numbers<LanguageNumber> { Numbers(count: languages.count) }

    /// A key's accessor body; nil for a key that has no accessor.
    package func body(of key: KeyNumber) -> Body? { bodies[key.value] }

    package func shard(_ number: ShardNumber) -> Shard { shards[number.value] }

    /// The accessors of a shard's keys file and the texts of its texts file.
    package struct Shard: Sendable {
        /// Its extensions of the root, always `L10nTranslator.extensionsPerShard` of them, some empty.
        package var extensions = [Extension](repeating: Extension(), count: L10nTranslator.extensionsPerShard)
        /// The keys whose texts its texts file holds, by their index there.
        package var keys: [KeyNumber] = []
    }

    /// One extension of the root in a keys file.
    package struct Extension: Sendable {
        /// Its top-level enums, sorted by name.
        package var namespaces: [Int] = []
        /// Whether the root's own members are here (the extension of the empty name).
        package var holdsRootMembers = false
    }

    package enum Body: Sendable {
        /// The text is in its shard's texts file, at `index`.
        case indexed(shard: ShardNumber, index: Int)
        /// Every language's plural text is written in the accessor.
        case plural
        /// Texts per platform, written in the accessor: the variation of the platform the code runs on, else
        /// `other`; plural or not.
        case perPlatform([Platform], plural: Bool)

        /// Whether the accessor chooses a plural form (and is a `static func`, even without arguments).
        package var isPlural: Bool {
            switch self {
            case .indexed: false
            case .plural: true
            case .perPlatform(_, let plural): plural
            }
        }
    }

    /// A platform with its own text of a key: the condition that selects it in Swift, and the devices whose
    /// texts it shows, best first.
    package struct Platform: Equatable, Sendable {
        package var condition: String
        package var devices: [String]

        static let all = [
            Platform(condition: "os(macOS)", devices: ["mac"]),
            Platform(condition: "os(iOS)", devices: ["iphone", "ipod", "ipad"]),
            Platform(condition: "os(tvOS)", devices: ["appletv"]),
            Platform(condition: "os(watchOS)", devices: ["applewatch"]),
            Platform(condition: "os(visionOS)", devices: ["applevision"]),
        ]
    }
}

/// The texts files' contents, decided here for the renderer to write.
extension L10nModel {
    /// A column of a texts file.
    package enum Column: Equatable { case texts(language: LanguageNumber), keys, tables, baseOnly }

    /// The columns of a texts file in bundle mode, in the order the runtime's bundle lookup reads them
    /// (`texts.text(2, index)` is the table): the base texts, the keys, their tables' names, and the languages
    /// whose tables the lookup must not read for the key (`baseOnlyLanguages`).
    static let bundleColumns: [Column] = [.texts(language: .base), .keys, .tables, .baseOnly]

    /// The columns of every texts file: each language's texts, by `Language.__index` (embedded), or
    /// `bundleColumns`.
    package var columns: [Column] {
        options.lookup == .embedded ? languageNumbers.map { .texts(language: $0) } : Self.bundleColumns
    }

    /// The bytes of a key's cell in a column, with the `%` signs to double (byte offsets): a language without a
    /// text of its own shows the base text, as the accessor would.
    package func withCell(_ column: Column, _ key: KeyNumber, _ body: (UnsafeBufferPointer<UInt8>, [Int]?) -> Void) {
        switch column {
        case .texts(let language):
            if let text = strings.text(key, language: language) {
                let percents = strings.literalPercents(key, language)
                return text.withValue { body($0, percents) }
            }
            let percents = strings.literalPercents(key, .base)
            return strings.baseText(key).withValue { body($0, percents) }
        case .keys:
            return strings.baseText(key).withKey { body($0, nil) }
        case .tables:
            var name = strings.tableName(of: key)
            return name.withUTF8 { body($0, nil) }
        case .baseOnly:
            var tags = baseOnlyLanguages[key] ?? ""
            return tags.withUTF8 { body($0, nil) }
        }
    }
}

/// What the renderer and the report read of the checked texts, through the model.
extension L10nModel {
    /// One text of a key in one language, as the renderer reads it: its bytes, its key's and its comment's,
    /// and its plural forms.
    package struct Text {
        fileprivate let checked: CheckedStrings.Text

        package func withValue<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { checked.withValue(body) }
        package func withKey<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { checked.withKey(body) }
        /// Nil when the table has no comment for it.
        package func withComment<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? { checked.withComment(body) }
        package var plural: PluralText? { checked.plural }
        package var location: SourceLocation { checked.location }
    }

    package typealias Finding = CheckedStrings.Finding

    /// The languages' tags, the base language first.
    package var languageTags: [String] { strings.languageTags }
    package var keyCount: Int { strings.keys.count }
    var keyNumbers: Numbers<KeyNumber> { strings.keyNumbers }
    /// The files the texts were read from.
    package var inputPaths: [String] { strings.inputPaths }
    /// By language, its translations counted by the Check stage.
    package var health: [TranslationHealth] { strings.health }
    /// What needs attention, key by key (`CheckedStrings.findings`).
    package var findings: [Finding] { strings.findings }
    /// The keys marked for review, and those only in a translation (`CheckedStrings.keysToReview`).
    package var keysToReview: [KeyToReview] { strings.keysToReview }
    /// The key as its table writes it.
    package func keyText(_ key: KeyNumber) -> String { strings.keyText(key) }
    /// Where the key's base text is.
    package func location(of key: KeyNumber) -> SourceLocation { strings.baseText(key).location }

    /// The base language as the job names it.
    package var baseLanguage: String { strings.baseLanguage }

    /// The key's base text (for `other`), its key and its comment.
    package func baseText(_ key: KeyNumber) -> Text { Text(checked: strings.baseText(key)) }

    /// The arguments of the key's accessor.
    package func signature(of key: KeyNumber) -> FormatSignature { strings.signature(of: key) }

    /// The name of the table a key comes from, which bundle lookup opens.
    package func tableName(of key: KeyNumber) -> String { strings.tableName(of: key) }

    /// The tables' names, by the number `tableNumber(of:)` gives.
    package var tableNames: [String] { strings.tableNames }

    /// The number of the table a key comes from.
    package func tableNumber(of key: KeyNumber) -> Int { strings.tableNumber(of: key) }

    /// Whether any table holds `bytes` (see `CheckedStrings.anyTableContains`).
    package func anyTableContains(_ bytes: [UInt8]) -> Bool { strings.anyTableContains(bytes) }
}

/// The texts an accessor holds itself (plural and per-device texts), decided here for the renderer to write.
extension L10nModel {
    /// A key's text in a language, for the first of `device` (a platform's devices, best first) that has its
    /// own text, else for `other`, with the `%` signs to double (`CheckedStrings.literalPercents`; a per-device
    /// text has none); nil where the language has no text of its own.
    package func text(_ key: KeyNumber, language: LanguageNumber, device: [String]?) -> (text: Text, percents: [Int]?)? {
        guard let text = strings.text(key, language: language, device: device) else { return nil }
        return (Text(checked: text), device == nil ? strings.literalPercents(key, language) : nil)
    }
}
