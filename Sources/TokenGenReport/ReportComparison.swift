import TokenGenVocabulary
import TokenGenTranslate

/// What changed between another checkout of the project (`tokengen report --compare DIR`, such as the base
/// branch) and this one, job by job: keys and tokens added and removed, texts and values changed, contrast
/// pairs that crossed a WCAG level. A change that breaks code calling the generated API is marked breaking.
public struct ReportComparison: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case keyRemoved, placeholdersChanged, tokenRemoved, tokenTypeChanged
        case keyAdded, textChanged, tokenAdded, tokenChanged, contrastChanged
        /// A job of one checkout only.
        case jobAdded, jobRemoved
        /// A language of a strings job (a case of its `Language`).
        case languageAdded, languageRemoved
        /// A context of a resolver's modifier (a case of its enum), or a whole modifier (its property).
        case contextAdded, contextRemoved

        /// Whether code that compiled against the other checkout's generated API may no longer compile.
        public var isBreaking: Bool {
            switch self {
            case .keyRemoved, .placeholdersChanged, .tokenRemoved, .tokenTypeChanged, .jobRemoved, .languageRemoved, .contextRemoved: true
            default: false
            }
        }
    }

    public struct Change: Sendable {
        public var kind: Kind
        /// The job's output, as its configuration names it.
        public var job: String
        /// The key (`table: key` when the job has several tables), the token's path, the contrast pair.
        public var name: String
        /// The language of a text, the contexts of a value or a ratio; empty when it is the same everywhere.
        public var context = ""
        public var before: String?
        public var after: String?
        /// Where it is written in this checkout, or in the other one for what was removed.
        public var path = ""
        public var line = 0
        /// The values, for the page's swatches beside each other.
        package var beforeValue: TokenValue?
        package var afterValue: TokenValue?
        /// A contrast pair before and after, for the page's text on background.
        package var contrast: (before: TokenGallery.ContrastPair.Check, after: TokenGallery.ContrastPair.Check)?
    }

    /// The other checkout, as the command line names it.
    public var base: String
    public var changes: [Change] = []

    public var hasBreakingChange: Bool { changes.contains { $0.kind.isBreaking } }

    package init(base: String) { self.base = base }
}

extension ReportComparison {
    /// A job of one checkout: its output's place in its project, and its model.
    package struct Side<Model> {
        package var output: String
        package var model: Model

        package init(output: String, model: Model) { (self.output, self.model) = (output, model) }
    }

    /// The changes from `before` (the other checkout) to `after` (this one); jobs are matched by their output.
    package init(
        base: String, strings: (before: [Side<L10nModel>], after: [Side<L10nModel>]),
        tokens: (before: [Side<ConstantsModel>], after: [Side<ConstantsModel>])
    ) {
        self.init(base: base)
        for (old, new) in Self.matched(strings.before, strings.after, \.output) {
            if let old, let new { compareStrings(old, new) } else { jobOfOneCheckout(removed: old?.output, added: new?.output) }
        }
        for (old, new) in Self.matched(tokens.before, tokens.after, \.output) {
            if let old, let new { compareTokens(old, new) } else { jobOfOneCheckout(removed: old?.output, added: new?.output) }
        }
    }

    private mutating func jobOfOneCheckout(removed: String?, added: String?) {
        if let removed { changes.append(Change(kind: .jobRemoved, job: removed, name: removed)) }
        if let added { changes.append(Change(kind: .jobAdded, job: added, name: added)) }
    }

    /// The items of both lists paired by `key`, in this checkout's order, then those only in the other.
    static func matched<Item, Key: Hashable>(_ before: [Item], _ after: [Item], _ key: (Item) -> Key) -> [(Item?, Item?)] {
        let old = Dictionary(before.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(after.map(key))
        return after.map { (old[key($0)], $0) } + before.filter { !newKeys.contains(key($0)) }.map { ($0, nil) }
    }

    // MARK: - Texts

    /// The languages and keys of both checkouts: languages and keys removed and added, placeholders changed,
    /// texts changed per language. A key is named `table: key` when either checkout's job has several tables.
    private mutating func compareStrings(_ old: Side<L10nModel>, _ new: Side<L10nModel>) {
        let (oldTags, newTags) = (Set(old.model.languageTags), Set(new.model.languageTags))
        for tag in old.model.languageTags where !newTags.contains(tag) {
            changes.append(Change(kind: .languageRemoved, job: new.output, name: tag))
        }
        for tag in new.model.languageTags where !oldTags.contains(tag) {
            changes.append(Change(kind: .languageAdded, job: new.output, name: tag))
        }
        let qualified = old.model.tableNames.count > 1 || new.model.tableNames.count > 1
        func keys(_ model: L10nModel) -> [(name: String, key: KeyNumber)] {
            (0..<model.keyCount).map { number in
                let key = KeyNumber(number)
                return ((qualified ? model.tableName(of: key) + ": " : "") + model.keyText(key), key)
            }
        }
        let (oldModel, newModel) = (old.model, new.model)
        // The texts of the languages both checkouts have, each by its number in each.
        let oldLanguages = Dictionary(oldModel.languageTags.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        let languages = newModel.languageTags.enumerated().compactMap { number, tag in
            oldLanguages[tag].map { (tag: tag, old: LanguageNumber($0), new: LanguageNumber(number)) }
        }
        for (before, after) in Self.matched(keys(oldModel), keys(newModel), \.name) {
            switch (before, after) {
            case (let before?, nil):
                let location = oldModel.location(of: before.key)
                changes.append(
                    Change(
                        kind: .keyRemoved, job: new.output, name: before.name, before: Self.text(oldModel, before.key, .base),
                        path: location.path, line: location.line))
            case (nil, let after?):
                let location = newModel.location(of: after.key)
                changes.append(
                    Change(
                        kind: .keyAdded, job: new.output, name: after.name, after: Self.text(newModel, after.key, .base),
                        path: location.path, line: location.line))
            case (let before?, let after?):
                let (oldSignature, newSignature) = (oldModel.signature(of: before.key), newModel.signature(of: after.key))
                let location = newModel.location(of: after.key)
                if oldSignature.parameters != newSignature.parameters {
                    changes.append(
                        Change(
                            kind: .placeholdersChanged, job: new.output, name: after.name, before: oldSignature.description,
                            after: newSignature.description, path: location.path, line: location.line))
                }
                for language in languages {
                    let (was, now) = (Self.text(oldModel, before.key, language.old), Self.text(newModel, after.key, language.new))
                    guard was != now else { continue }
                    let place = newModel.text(after.key, language: language.new, device: nil)?.text.location ?? location
                    changes.append(
                        Change(
                            kind: .textChanged, job: new.output, name: after.name, context: language.tag, before: was, after: now,
                            path: place.path, line: place.line))
                }
            case (nil, nil): break
            }
        }
    }

    /// A key's text in a language as written (a plural text as its format and its forms); nil without one.
    static func text(_ model: L10nModel, _ key: KeyNumber, _ language: LanguageNumber) -> String? {
        guard let text = model.text(key, language: language, device: nil)?.text else { return nil }
        guard let plural = text.plural else { return text.withValue { String(decoding: $0, as: UTF8.self) } }
        return plural.format
            + plural.variables.map { variable in
                " [" + variable.name + ": "
                    + variable.forms.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \"\($0.value)\"" }.joined(separator: ", ") + "]"
            }.joined()
    }

    // MARK: - Tokens

    /// The modifiers and tokens of both checkouts: contexts removed and added, tokens removed, added, retyped and
    /// changed, contrast pairs that crossed a WCAG level.
    private mutating func compareTokens(_ old: Side<ConstantsModel>, _ new: Side<ConstantsModel>) {
        let (oldModel, newModel) = (old.model, new.model)
        let (oldModifiers, newModifiers) = (oldModel.modifiers.map(\.source), newModel.modifiers.map(\.source))
        contexts(.contextRemoved, of: oldModifiers, missingFrom: newModifiers, job: new.output)
        contexts(.contextAdded, of: newModifiers, missingFrom: oldModifiers, job: new.output)
        let pairs = Self.matched(
            oldModel.properties.enumerated().map { ($1.token.dottedPath, $0) },
            newModel.properties.enumerated().map { ($1.token.dottedPath, $0) },
            \.0)
        for (before, after) in pairs {
            switch (before, after) {
            case (let before?, nil):
                let token = oldModel.properties[before.1].token
                changes.append(
                    Change(
                        kind: .tokenRemoved, job: new.output, name: before.0, before: HealthReport.written(token.value),
                        path: token.location.path, line: token.location.line, beforeValue: token.value))
            case (nil, let after?):
                let token = newModel.properties[after.1].token
                changes.append(
                    Change(
                        kind: .tokenAdded, job: new.output, name: after.0, after: HealthReport.written(token.value),
                        path: token.location.path, line: token.location.line, afterValue: token.value))
            case (let before?, let after?):
                compareToken(before.0, oldModel, before.1, newModel, after.1, job: new.output)
            case (nil, nil): break
            }
        }
        compareContrast(old, new)
    }

    /// The contexts of `modifiers` that the same modifiers of `others` lack, as changes of `kind`.
    private mutating func contexts(_ kind: Kind, of modifiers: [TokenModifier], missingFrom others: [TokenModifier], job: String) {
        let known = Dictionary(others.map { ($0.name, Set($0.contexts)) }, uniquingKeysWith: { a, _ in a })
        for modifier in modifiers {
            for context in modifier.contexts where known[modifier.name]?.contains(context) != true {
                changes.append(
                    Change(
                        kind: kind, job: job, name: modifier.name + ": " + context, path: modifier.location.path,
                        line: modifier.location.line))
            }
        }
    }

    /// One token of both checkouts: its type, else its value in each context either checkout distinguishes,
    /// contexts with the same change said together.
    private mutating func compareToken(
        _ name: String, _ oldModel: ConstantsModel, _ old: Int, _ newModel: ConstantsModel, _ new: Int, job: String
    ) {
        let (oldToken, newToken) = (oldModel.properties[old].token, newModel.properties[new].token)
        let location = newToken.location
        if oldToken.value.type != newToken.value.type {
            changes.append(
                Change(
                    kind: .tokenTypeChanged, job: job, name: name,
                    before: oldToken.value.type.rawValue + " " + HealthReport.written(oldToken.value),
                    after: newToken.value.type.rawValue + " " + HealthReport.written(newToken.value), path: location.path,
                    line: location.line,
                    beforeValue: oldToken.value, afterValue: newToken.value))
            return
        }
        let (was, now) = (Self.valuesByContext(oldToken, oldModel), Self.valuesByContext(newToken, newModel))
        // Every combination either checkout distinguishes; a checkout takes, for a combination that names
        // modifiers it does not depend on, its value in the contexts it does.
        var combinations = now.map(\.contexts)
        let known = Set(combinations)
        combinations += was.map(\.contexts).filter { !known.contains($0) }
        let wasByLabel = Dictionary(was.map { (Self.label($0.contexts), $0.value) }, uniquingKeysWith: { a, _ in a })
        let nowByLabel = Dictionary(now.map { (Self.label($0.contexts), $0.value) }, uniquingKeysWith: { a, _ in a })
        var grouped: [(labels: [String], before: TokenValue, after: TokenValue)] = []
        var groupOf: [[TokenValue]: Int] = [:]
        for combination in combinations {
            let before = Self.value(in: combination, of: was, byLabel: wasByLabel)
            let after = Self.value(in: combination, of: now, byLabel: nowByLabel)
            guard before != after else { continue }
            let label = Self.label(combination)
            if let index = groupOf[[before, after]] {
                grouped[index].labels.append(label)
            } else {
                groupOf[[before, after]] = grouped.count
                grouped.append(([label], before, after))
            }
        }
        for change in grouped {
            let everywhere = change.labels.count == combinations.count
            changes.append(
                Change(
                    kind: .tokenChanged, job: job, name: name, context: everywhere ? "" : change.labels.joined(separator: "; "),
                    before: HealthReport.written(change.before), after: HealthReport.written(change.after), path: location.path,
                    line: location.line, beforeValue: change.before, afterValue: change.after))
        }
    }

    /// Contexts by modifier name (`["theme": "dark"]`).
    typealias Contexts = [String: String]

    /// A token's value in each combination of the contexts of the modifiers it depends on; one value for no
    /// contexts when it depends on none.
    static func valuesByContext(_ token: Token, _ model: ConstantsModel) -> [(contexts: Contexts, value: TokenValue)] {
        guard let variation = token.variation, !variation.cases.isEmpty else { return [([:], token.value)] }
        let modifiers = variation.modifiers.map { model.modifiers[$0].source }
        var values: [(contexts: Contexts, value: TokenValue)] = []
        for variationCase in variation.cases {
            for combination in variationCase.combinations {
                values.append(
                    (
                        Dictionary(zip(modifiers, combination).map { ($0.name, $0.contexts[$1]) }, uniquingKeysWith: { a, _ in a }),
                        variationCase.value
                    ))
            }
        }
        return values.sorted { label($0.contexts) < label($1.contexts) }
    }

    /// The value whose contexts agree with `contexts` on every modifier both name (by its label, not by a search:
    /// a token in a thousand combinations is compared in a thousand lookups).
    static func value(
        in contexts: Contexts, of values: [(contexts: Contexts, value: TokenValue)], byLabel: [String: TokenValue]
    ) -> TokenValue {
        let own = values[0].contexts.keys
        return byLabel[label(contexts.filter { own.contains($0.key) })] ?? values[0].value
    }

    /// "theme: dark · contrast: high", modifiers by name.
    static func label(_ contexts: Contexts) -> String {
        contexts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: " · ")
    }

    // MARK: - Contrast

    /// The contrast pairs of both checkouts whose WCAG level changed in a context.
    private mutating func compareContrast(_ old: Side<ConstantsModel>, _ new: Side<ConstantsModel>) {
        let before = TokenGallery.ContrastPair.pairs(in: old.model).pairs, after = TokenGallery.ContrastPair.pairs(in: new.model).pairs
        let oldByName = Dictionary(before.map { ($0.foreground + " on " + $0.background, $0) }, uniquingKeysWith: { a, _ in a })
        var locations: [String: SourceLocation] = [:]
        if !after.isEmpty {
            for property in new.model.properties where locations[property.token.dottedPath] == nil {
                locations[property.token.dottedPath] = property.token.location
            }
        }
        for pair in after {
            let name = pair.foreground + " on " + pair.background
            guard let was = oldByName[name] else { continue }
            let oldChecks = Dictionary(was.contexts.map { ($0.contexts, $0) }, uniquingKeysWith: { a, _ in a })
            for check in pair.contexts {
                guard let oldCheck = oldChecks[check.contexts] ?? (was.contexts.count == 1 ? was.contexts[0] : nil) else { continue }
                let (from, to) = (Contrast.level(oldCheck.ratio), Contrast.level(check.ratio))
                guard from != to else { continue }
                let location = locations[pair.foreground]
                changes.append(
                    Change(
                        kind: .contrastChanged, job: new.output, name: name, context: check.contexts,
                        before: HealthReport.ratioText(oldCheck.ratio) + " " + from, after: HealthReport.ratioText(check.ratio) + " " + to,
                        path: location?.path ?? "", line: location?.line ?? 0, contrast: (oldCheck, check)))
            }
        }
    }
}
