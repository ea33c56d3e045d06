import TokenGenVocabulary
import TokenGenTranslate

/// What `tokengen report` finds: in each strings job, per language, how many texts are translated and which
/// need attention, and the keys no Swift file uses; in each tokens job, the tokens left out and unused
/// (`HealthReport+Tokens.swift`).
public struct HealthReport: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// No text in the language: the base text shows.
        case missing
        /// A text whose placeholders do not fit the call, or whose plural forms cannot be read: the base text shows.
        case baseShown
        /// A text that leaves an argument out; shown as written.
        case partial
        /// `needs_review` in a String Catalog; a stale key counts for the base language.
        case needsReview
        /// A key only in this language.
        case extra

        package init(_ kind: L10nModel.Finding.Kind) {
            switch kind {
            case .missing: self = .missing
            case .baseShown: self = .baseShown
            case .partial: self = .partial
            }
        }
    }

    public struct Language: Sendable {
        public var language: String
        public var translated = 0, missing = 0, baseShown = 0, partial = 0, needsReview = 0, extra = 0
        /// Translated out of the job's keys, to one decimal.
        public var percent = 100.0
    }

    public struct UnusedKey: Sendable {
        public var key: String
        public var table: String
        public var path: String
        public var line: Int
    }

    public struct Problem: Sendable {
        public var language: String
        public var key: String
        public var kind: Kind
        public var path: String
        public var line: Int
        public var message: String
    }

    public struct Job: Sendable {
        public var output: String
        public var baseLanguage: String
        public var keys: Int
        public var languages: [Language]
        public var unusedKeys: [UnusedKey]
        public var problems: [Problem]
    }

    public var jobs: [Job] = []
    public var tokenJobs: [TokenJob] = []
    /// What changed since another checkout, with `--compare`.
    public var comparison: ReportComparison?

    package init() {}

    /// Whether `--strict` fails: a language with missing, base-shown or partial texts, an unused key, a token
    /// left out or unused.
    public var needsAttention: Bool {
        jobs.contains { job in
            !job.unusedKeys.isEmpty || job.languages.contains { $0.missing + $0.baseShown + $0.partial > 0 }
        } || tokenJobs.contains { !$0.leftOut.isEmpty || !$0.unused.isEmpty }
    }

    /// Where the Swift files are by default: the configuration's folder.
    public static func sourcesFolder(ofConfiguration path: String) -> String {
        FileSystem.folder(of: path) ?? "."
    }

    /// The names that reach a key's accessor, from the enum (`L10n`, `ReportCreated`, `title`).
    package struct AccessorPath {
        package var key: KeyNumber
        package var names: [String]
    }

    package static func accessorPaths(_ model: L10nModel, enumName: String) -> [AccessorPath] {
        var paths: [AccessorPath] = []
        let enums = model.enums
        func walk(_ namespace: Int, _ path: [String]) {
            for (name, number) in enums.members(of: namespace) {
                paths.append(AccessorPath(key: number, names: path + [SwiftName.unescaped(name)]))
            }
            for child in enums.children(of: namespace) {
                walk(child, path + [SwiftName.unescaped(enums.namespaces[child].swiftName)])
            }
        }
        walk(0, [SwiftName.unescaped(enumName)])
        return paths
    }

    /// A strings job's health: `output` its output, `usedKeys` the patterns of its keys used beyond the Swift files,
    /// `unusedAccessors` the keys whose accessor no Swift file names.
    package static func job(
        output: String, usedKeys: [String], model: L10nModel, unused unusedAccessors: [KeyNumber]
    ) -> Job {
        let tags = model.languageTags
        let keyCount = model.keyCount
        func key(_ number: KeyNumber) -> String { model.keyText(number) }
        var languages = tags.map { Language(language: $0) }
        var problems: [Problem] = []
        func problem(_ kind: Kind, language tag: String, key: String, at location: SourceLocation?, _ message: String) {
            problems.append(
                Problem(language: tag, key: key, kind: kind, path: location?.path ?? "", line: location?.line ?? 0, message: message))
        }

        for (language, health) in zip(languages.indices, model.health) {
            languages[language].translated = health.translated
            languages[language].missing = health.missing + health.noFile
            languages[language].baseShown = health.baseShown
            languages[language].partial = health.leaveOut
        }
        for finding in model.findings {
            let tag = tags[finding.language.value]
            // A table with no file in the language has no warning of its own.
            let noFile =
                "\"\(key(finding.key))\" has no '\(tag)' translation: the '\(model.tableName(of: finding.key))' table has no '\(tag)' file"
            problem(
                Kind(finding.kind), language: tag, key: key(finding.key),
                at: finding.diagnostic?.location ?? model.location(of: finding.key),
                finding.diagnostic?.message ?? noFile)
        }
        for review in model.keysToReview {
            let language = review.language.value
            let kind: Kind
            switch review.kind {
            case .needsReview:
                kind = .needsReview
                languages[language].needsReview += 1
            case .onlyInTranslation:
                kind = .extra
                languages[language].extra += 1
            }
            problem(kind, language: tags[language], key: review.key, at: review.diagnostic.location, review.diagnostic.message)
        }
        for language in languages.indices {
            let share = keyCount == 0 ? 100 : Double(languages[language].translated) * 100 / Double(keyCount)
            languages[language].percent = (share * 10).rounded(.down) / 10
        }
        let order = Dictionary(tags.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        problems.sort { a, b in
            let (left, right) = (order[a.language]!, order[b.language]!)
            return left != right ? left < right : a.path != b.path ? a.path < b.path : a.line != b.line ? a.line < b.line : a.key < b.key
        }

        // Unused: keys with an accessor that no Swift file names, and that `usedKeys` does not list.
        let patterns = usedKeys.map(KeyPattern.init)
        let unused = unusedAccessors.compactMap { number -> UnusedKey? in
            let name = key(number)
            guard !patterns.contains(where: { $0.matches(name) }) else { return nil }
            let location = model.location(of: number)
            return UnusedKey(
                key: name, table: model.tableName(of: number),
                path: location.path, line: location.line
            )
        }
        let sortedUnused = unused.sorted { ($0.path, $0.line, $0.key) < ($1.path, $1.line, $1.key) }
        return Job(
            output: output, baseLanguage: tags[0], keys: keyCount, languages: languages, unusedKeys: sortedUnused, problems: problems)
    }

}

/// A `usedKeys` entry: `*` matches any characters, everything else itself. Matched in time linear in the key
/// and the pattern: the parts between stars are found in order, each at its first place (which leaves the
/// most room for the next), with a prefix-function search.
struct KeyPattern {
    /// The parts between stars; the first must begin the key and the last end it unless a star is there.
    private let parts: [[Unicode.Scalar]]
    private let anchoredStart: Bool, anchoredEnd: Bool

    package init(_ pattern: String) {
        let scalars = Array(pattern.unicodeScalars)
        parts = scalars.split(separator: "*", omittingEmptySubsequences: false).map(Array.init)
        anchoredStart = scalars.first != "*"
        anchoredEnd = scalars.last != "*"
    }

    func matches(_ key: String) -> Bool {
        let text = Array(key.unicodeScalars)
        if parts.count == 1 { return text == parts[0] }
        var start = 0, end = text.count
        if anchoredStart {
            guard text.starts(with: parts[0]) else { return false }
            start = parts[0].count
        }
        if anchoredEnd {
            let last = parts[parts.count - 1]
            guard end - start >= last.count, text[(end - last.count)...].elementsEqual(last) else { return false }
            end -= last.count
        }
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let found = Self.firstIndex(of: part, in: text[start..<end]) else { return false }
            start = found + part.count
        }
        return start <= end
    }

    /// Where `part` first occurs in `text` (Knuth–Morris–Pratt).
    package static func firstIndex(of part: [Unicode.Scalar], in text: ArraySlice<Unicode.Scalar>) -> Int? {
        var border = [Int](repeating: 0, count: part.count)
        var length = 0
        for index in part.indices.dropFirst() {
            while length > 0, part[index] != part[length] { length = border[length - 1] }
            if part[index] == part[length] { length += 1 }
            border[index] = length
        }
        length = 0
        for index in text.indices {
            while length > 0, text[index] != part[length] { length = border[length - 1] }
            if text[index] == part[length] { length += 1 }
            if length == part.count { return index - part.count + 1 }
        }
        return nil
    }
}
