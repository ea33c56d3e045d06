// The runtime of the generated `L10n`: the part of every generated `L10n.swift` that does not depend on the
// tables, as real Swift that the compiler and `RuntimeTests` see. `L10nBundleRuntime` compiles this same
// file (a link) with `BUNDLE_LOOKUP`, for bundle lookup.
//
// The renderer copies it from `L10nRuntimeTemplate.swift`, which `Scripts/runtime-templates.py` extracts from
// this file (and `RuntimeTemplateTests` keeps fresh):
// - the lines between `// tokengen:template NAME` and its `// tokengen:end` are the template NAME; nothing
//   outside a template is copied;
// - `// tokengen:slot NAME` … `// tokengen:end` is where the renderer writes what depends on the tables (the
//   languages, the shards, the plural rules); the lines inside are an example, for en and the languages of
//   `Sources/L10nBundleRuntime/Resources`, that lets this file compile;
// - `L10n` becomes the job's enum name, and `public ` its access level.
// `Example.swift` holds what tokengen generates for those tables (accessors and texts); a test keeps it fresh.

import Foundation

public nonisolated enum L10n {
    // tokengen:template language

    // MARK: - Languages

    /// The languages of the tables; `base` is the one every key has.
    public enum Language: Swift.String, Swift.CaseIterable, Swift.Sendable {
        // tokengen:slot languageCases
        case en = "en"
        case de = "de"
        case enGB = "en-GB"
        case es419 = "es-419"
        case frCA = "fr-CA"
        case nb = "nb"
        case plPL = "pl-PL"
        case ptBR = "pt-BR"
        case ptPT = "pt-PT"
        case srLatn = "sr-Latn"
        case zhHans = "zh-Hans"
        case zhHant = "zh-Hant"
        #if DEBUG
        case enXA = "en-XA"
        case arXB = "ar-XB"
        #endif
        // tokengen:end

        // tokengen:slot base
        public static let base: Language = .en
        // tokengen:end

        /// The innermost `L10n.withLanguage` language, else the best match of the user's preferred languages.
        public static var current: Language { L10n.__language.get() ?? preferred }

        /// The best match of the process's preferred languages, else the base language.
        public static let preferred: Language = match(Foundation.Locale.preferredLanguages) ?? base

        /// The language that Apple's `Bundle.preferredLocalizations(from:forPreferences:)` chooses: the first
        /// preference that matches a language wins. A preference matches its own tag (ignoring case, `_` is `-`),
        /// then each shorter form (`zh-Hans-CN` → `zh-Hans` → `zh`; Chinese gets its script from the region),
        /// then a language with the same language code and no other script (`pl` → `pl-PL`, `en-GB` → `en`).
        public static func match(_ preferences: [Swift.String]) -> Language? {
            let tags = allCases.map { ($0, __Tag($0.rawValue)) }
            for preference in preferences {
                let wanted = __Tag(preference)
                guard !wanted.subtags.isEmpty else { continue }
                for form in wanted.fallbacks {
                    if let (language, _) = tags.first(where: { $0.1.subtags == form }) { return language }
                }
                // A pseudo-language (region XA or XB) is chosen only by its own tag.
                let related = tags.filter {
                    $0.1.subtags[0] == wanted.subtags[0] && ($0.1.script == nil || wanted.script == nil || $0.1.script == wanted.script)
                        && !($0.1.subtags.count == 2 && ["xa", "xb"].contains($0.1.subtags[1]))
                }
                if let (language, _) = related.min(by: { $0.1.subtags.count < $1.1.subtags.count }) { return language }
            }
            return nil
        }

        /// A language tag cut into lower-case subtags, without a POSIX suffix (`pl_PL.UTF-8`), with the
        /// current codes for old ones (`iw` → `he`, `no` → `nb`) and the script of Chinese.
        private struct __Tag {
            var subtags: [Swift.String]
            var script: Swift.String?

            init(_ identifier: Swift.String) {
                let tag = identifier.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "@" }[0]
                subtags = tag.lowercased().split { $0 == "-" || $0 == "_" }.map(Swift.String.init)
                guard let code = subtags.first else { return }
                subtags[0] = ["iw": "he", "in": "id", "ji": "yi", "no": "nb", "tl": "fil"][code] ?? code
                if subtags.count > 1, subtags[1].count == 4 {
                    script = subtags[1]
                } else if code == "zh" {
                    script = subtags.count > 1 && ["tw", "hk", "mo"].contains(subtags[1]) ? "hant" : "hans"
                }
            }

            /// The tag itself, then with its script added, then each shorter form.
            var fallbacks: [[Swift.String]] {
                var withScript = subtags
                if let script, !(subtags.count > 1 && subtags[1] == script) { withScript.insert(script, at: 1) }
                var forms = [subtags]
                for tag in [withScript, subtags] {
                    for length in Swift.stride(from: tag.count, to: 0, by: -1) where !forms.contains(Swift.Array(tag.prefix(length))) {
                        forms.append(Swift.Array(tag.prefix(length)))
                    }
                }
                return forms
            }
        }

        /// The place of this language's texts in a shard's texts and in the runtime's lists by language: the
        /// number of its case, as a case without payload is stored (in declaration order). No `switch`: its
        /// type-check grows with the square of the number of languages. A pseudo-language, declared last, has
        /// the base language's place.
        var __index: Swift.Int {
            let number = Swift.withUnsafeBytes(of: self) { bytes -> Swift.Int in
                switch bytes.count {
                case 0: 0
                case 1: Swift.Int(bytes[0])
                case 2: Swift.Int(bytes.load(as: Swift.UInt16.self))
                default: Swift.Int(bytes.load(as: Swift.UInt32.self))
                }
            }
            // tokengen:slot languageIndex
            #if DEBUG
            return number < 12 ? number : 0
            #else
            return number
            #endif
            // tokengen:end
        }

        /// The locale that formats numbers and dates for this language: `%.2f` of 2.5 is `2,50` in `pl`.
        public var locale: Foundation.Locale {
            // tokengen:slot pseudoLocale
            #if DEBUG
            if __pseudo != nil { return Language.base.locale }
            #endif
            // tokengen:end
            return Foundation.Locale(identifier: rawValue)
        }

        /// The text as this language shows it: in debug builds, a pseudo-language shows its form of the base text.
        func __shown(_ text: Swift.String) -> Swift.String {
            // tokengen:slot pseudoShown
            #if DEBUG
            if let pseudo = __pseudo { return pseudo.apply(text) }
            #endif
            // tokengen:end
            return text
        }
        // tokengen:slot folders
        #if BUNDLE_LOOKUP
        // tokengen:template folders

        /// The `.lproj` folders of each language, as named in the bundle, by `__index`.
        fileprivate static let __folders: [[Swift.String]] = [
            // tokengen:slot folderList
            ["en"],
            ["de"],
            ["en-GB"],
            ["es-419"],
            ["fr-CA"],
            ["nb"],
            ["pl-PL"],
            ["pt-BR"],
            ["pt-PT"],
            ["sr-Latn"],
            ["zh-Hans"],
            ["zh-Hant"],
            // tokengen:end
        ]
        // tokengen:end
        #endif
        // tokengen:end
        // tokengen:slot pseudo
        #if DEBUG
        // tokengen:template pseudo

        /// How this language shows a base text, if it is a pseudo-language (debug builds only).
        var __pseudo: __Pseudo? {
            switch self {
            case .enXA: .accented
            case .arXB: .rightToLeft
            default: nil
            }
        }

        /// The pseudo-languages: `en-XA` shows the base text accented (`Report created` → `[Ŕéþöŕţ çŕéåţéð one two]`),
        /// about 40 % longer (30 % past 20 letters) and in brackets, so that a clipped end shows; `ar-XB` shows it
        /// right to left, each line in bidi controls, its words readable. Placeholders and line breaks stay as
        /// written, so texts format and choose plural forms as the base text does.
        enum __Pseudo: Swift.Sendable {
            case accented, rightToLeft

            /// `bracketed`: false for the forms inside a plural text, whose format has the brackets.
            func apply(_ text: Swift.String, bracketed: Swift.Bool = true) -> Swift.String {
                switch self {
                case .accented:
                    return __Pseudo.accented(text, bracketed: bracketed)
                case .rightToLeft:
                    // Every kind of line break ends a line (`\r\n`, U+2028 …) and stays as written.
                    var shown = "", line = ""
                    for character in text {
                        if character.isNewline {
                            shown += "\u{200F}\u{202B}" + line + "\u{202C}\u{200F}" + Swift.String(character)
                            line = ""
                        } else {
                            line.append(character)
                        }
                    }
                    return shown + "\u{200F}\u{202B}" + line + "\u{202C}\u{200F}"
                }
            }

            private static let accents: [Swift.Character: Swift.Character] = Swift.Dictionary(uniqueKeysWithValues: Swift.zip(
                "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
            ))
            private static let padding = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

            private static func accented(_ text: Swift.String, bracketed: Swift.Bool) -> Swift.String {
                var result = ""
                var letters = 0
                var rest = text[...]
                while let character = rest.first {
                    if character == "%", let specifier = __Specifier(at: rest, variables: true) {
                        result += specifier.text
                        rest = rest[specifier.text.endIndex...]
                        continue
                    }
                    if character.isLetter { letters += 1 }
                    result.append(accents[character] ?? character)
                    rest = rest.dropFirst()
                }
                let extra = Swift.Int((Swift.Double(letters) * (letters <= 20 ? 0.4 : 0.3)).rounded(.up))
                var added = 0, words = 0
                while added < extra {
                    let word = padding[words % padding.count]
                    result += " " + word
                    added += word.count + 1
                    words += 1
                }
                return bracketed ? "[" + result + "]" : result
            }
        }
        // tokengen:end
        #endif
        // tokengen:end
    }

    // A task-local value without the @TaskLocal macro, whose expansion names `TaskLocal` unqualified.
    private static let __language = Swift.TaskLocal<Language?>(wrappedValue: nil)

    /// Resolves every text inside `body` in `language`, and returns `body`'s result.
    /// Nestable; it affects only the current task and the tasks it creates.
    public static func withLanguage<Result>(_ language: Language, _ body: () throws -> Result) rethrows -> Result {
        try __language.withValue(language, operation: body)
    }

    /// Resolves every text inside `body` in `language`, and returns `body`'s result.
    public static func withLanguage<Result>(
        _ language: Language,
        isolation: isolated (any Swift.Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await __language.withValue(language, operation: body, isolation: isolation)
    }

    static func __describing(_ value: Any) -> any Swift.CVarArg {
        Swift.String(describing: value) as Foundation.NSString
    }

    // tokengen:end
    // tokengen:template specifier
    /// A printf specifier read as tokengen reads the tables, so that the runtime and the generator agree on what
    /// is a placeholder: `%%`; `%[N$][flags][width][.precision][length]conversion`; in a plural text a variable,
    /// `%#@name@` (`%N$#@name@`, Apple's `%N#@name@`).
    struct __Specifier {
        /// From the `%` to the end of the specifier.
        var text: Swift.Substring
        /// The argument position written in it (`%2$d`, `%2#@name@`).
        var position: Swift.Int?
        /// The name of a variable.
        var variable: Swift.Substring?
        /// How many arguments its `*` width and precision take before its value.
        var stars = 0

        var isPercent: Swift.Bool { text.utf8.count == 2 && text.utf8.last == 0x25 }

        /// The specifier without its position (`%.2f` of `%1$.2f`), as `String(format:)` reads it for one argument.
        var unpositioned: Swift.String {
            guard position != nil, let dollar = text.utf8.firstIndex(of: 0x24) else { return Swift.String(text) }
            return "%" + text[text.utf8.index(after: dollar)...]
        }

        /// The specifier `text` starts with (at its `%`); nil where that `%` starts none and is a percent sign:
        /// `100% of`, `% d` (tokengen reads no space flag), `%n`, a position past 64.
        init?(at text: Swift.Substring, variables: Swift.Bool) {
            let bytes = text.utf8
            var i = bytes.index(after: bytes.startIndex)
            func byte(_ index: Swift.Substring.UTF8View.Index) -> Swift.UInt8 { index < bytes.endIndex ? bytes[index] : 0 }
            func number(_ index: inout Swift.Substring.UTF8View.Index) -> Swift.Int? {
                var value: Swift.Int?
                while (0x30...0x39).contains(byte(index)) {
                    value = Swift.min((value ?? 0) * 10 + Swift.Int(byte(index) - 0x30), 1_000_000)
                    index = bytes.index(after: index)
                }
                return value
            }
            if byte(i) == 0x25 {
                self.text = text[...i]
                return
            }
            var probe = i
            if let written = number(&probe), byte(probe) == 0x24 {
                position = written
                i = bytes.index(after: probe)
            }
            if variables {
                var start = i
                let written = position ?? number(&start)
                if byte(start) == 0x23, byte(bytes.index(after: start)) == 0x40 {
                    let name = bytes.index(start, offsetBy: 2)
                    if let close = bytes[name...].firstIndex(of: 0x40) {
                        self.text = text[..<bytes.index(after: close)]
                        self.position = written
                        variable = text[name..<close]
                        return
                    }
                }
            }
            if let position, !(1...64).contains(position) { return nil }
            var spaceFlag = false
            while [0x2D, 0x2B, 0x20, 0x23, 0x30, 0x27].contains(byte(i)) {
                spaceFlag = spaceFlag || byte(i) == 0x20
                i = bytes.index(after: i)
            }
            for part in 0..<2 {
                if part == 1 {
                    guard byte(i) == 0x2E else { break }
                    i = bytes.index(after: i)
                }
                if byte(i) == 0x2A {
                    stars += 1
                    i = bytes.index(after: i)
                    var star = i
                    if number(&star) != nil, byte(star) == 0x24 { i = bytes.index(after: star) }
                } else {
                    _ = number(&i)
                }
            }
            if [0x68, 0x6C].contains(byte(i)) {
                let doubled = byte(bytes.index(after: i)) == byte(i)
                i = bytes.index(i, offsetBy: doubled ? 2 : 1)
            } else if [0x71, 0x7A, 0x74, 0x6A, 0x4C].contains(byte(i)) {
                i = bytes.index(after: i)
            }
            // @ d i o u x X e E f F g G a A c C s S p
            guard !spaceFlag, i < bytes.endIndex, Swift.Array("@diouxXeEfFgGaAcCsSp".utf8).contains(bytes[i]) else { return nil }
            self.text = text[...i]
        }
    }
    // tokengen:end
    // tokengen:template texts
    // tokengen:slot textsDescription
    /// The texts of one shard of keys, for each language of `Language`.
    // tokengen:end
    /// Each column is cut into its texts at the first use of one of them, so that a language's texts are read
    /// only when one of them shows; a lock guards the columns cut so far.
    final class __Texts: @unchecked Swift.Sendable {
        /// One literal per column, or, for a shard whose texts use every separator, every text, column after column.
        private let literals: [Swift.String]
        /// Nil for one literal per column; else how many texts a column has.
        private let rows: Swift.Int?
        private var columns: [[Swift.String]?]
        private let lock = Foundation.NSLock()

        init(_ data: () -> [Swift.String]) {
            literals = data()
            rows = nil
            columns = Swift.Array(repeating: nil, count: literals.count)
        }

        init(columns count: Swift.Int, _ data: () -> [Swift.String]) {
            literals = data()
            rows = count > 0 ? literals.count / count : 0
            columns = Swift.Array(repeating: nil, count: count)
        }

        func text(_ column: Swift.Int, _ index: Swift.Int) -> Swift.String {
            lock.lock()
            defer { lock.unlock() }
            if let texts = columns[column] { return texts[index] }
            let texts: [Swift.String]
            if let rows {
                texts = Swift.Array(literals[(column * rows)..<(column * rows + rows)])
            } else {
                texts = __Texts.cut(literals[column])
            }
            columns[column] = texts
            return texts[index]
        }

        /// The texts of a column, made from the literal's UTF-8, which the binary holds.
        private static func cut(_ literal: Swift.String) -> [Swift.String] {
            var literal = literal
            return literal.withUTF8 { bytes in
                let found = starts(bytes), width = separatorWidth(bytes)
                return (0..<(found.count - 1)).map { text($0, of: bytes, found, width) }
            }
        }

        /// How many bytes the column's separator, its first character, takes.
        private static func separatorWidth(_ bytes: Swift.UnsafeBufferPointer<Swift.UInt8>) -> Swift.Int {
            guard let lead = bytes.first else { return 0 }
            return lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        }

        /// Where each text of a column starts, after its separator; then the end of the literal plus a
        /// separator's width, so that text `i` ends a separator before `starts[i + 1]`. One pass over the
        /// bytes: a separator's bytes can only match at a character's start.
        private static func starts(_ bytes: Swift.UnsafeBufferPointer<Swift.UInt8>) -> [Swift.Int32] {
            let width = separatorWidth(bytes)
            guard width > 0 else { return [0] }
            var starts: [Swift.Int32] = [Swift.Int32(width)]
            var position = width
            while position < bytes.count {
                if bytes[position] == bytes[0], position + width <= bytes.count,
                   (1..<width).allSatisfy({ bytes[position + $0] == bytes[$0] }) {
                    position += width
                    starts.append(Swift.Int32(position))
                } else {
                    position += 1
                }
            }
            starts.append(Swift.Int32(bytes.count + width))
            return starts
        }

        private static func text(
            _ index: Swift.Int, of bytes: Swift.UnsafeBufferPointer<Swift.UInt8>, _ starts: [Swift.Int32], _ width: Swift.Int
        ) -> Swift.String {
            let start = Swift.Int(starts[index]), end = Swift.Int(starts[index + 1]) - width
            return Swift.String(decoding: Swift.UnsafeBufferPointer(rebasing: bytes[start..<end]), as: Swift.UTF8.self)
        }

        /// How many columns have been cut so far (for tests: the first read of a text cuts its language's only).
        var __columnsCut: Swift.Int {
            lock.lock()
            defer { lock.unlock() }
            return columns.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        }
        // tokengen:slot textOnce
        #if BUNDLE_LOOKUP
        // tokengen:template textOnce

        /// For `textOnce`: where each text of a column starts in its literal's UTF-8, and where the last ends.
        private lazy var starts = [[Swift.Int32]?](repeating: nil, count: columns.count)

        /// A text read once (bundle lookup keeps what it found): made from the literal's bytes, after one pass
        /// over the column that finds where its texts start, without making a string of each.
        func textOnce(_ column: Swift.Int, _ index: Swift.Int) -> Swift.String {
            if let rows { return literals[column * rows + index] }
            lock.lock()
            defer { lock.unlock() }
            var literal = literals[column]
            return literal.withUTF8 { bytes in
                let found = starts[column] ?? __Texts.starts(bytes)
                starts[column] = found
                return __Texts.text(index, of: bytes, found, __Texts.separatorWidth(bytes))
            }
        }
        // tokengen:end
        #endif
        // tokengen:end
    }

    /// A shard's texts, by its number. Only the shard asked for is read: an array of all of them would make the
    /// first text read every text.
    static func __shard(_ number: Swift.Int) -> __Texts {
        switch number {
        // tokengen:slot shardCases
        case 0: __texts0
        case 1: __texts1
        case 2: __texts2
        case 3: __texts3
        case 4: __texts4
        case 5: __texts5
        case 6: __texts6
        default: __texts7
        // tokengen:end
        }
    }

    // tokengen:end
    #if BUNDLE_LOOKUP
    // tokengen:template bundleLookup
    static func __text(_ shard: Swift.Int, _ index: Swift.Int) -> Swift.String {
        let language = Language.current
        return language.__shown(__found.text(shard, index, language))
    }

    static func __format(_ shard: Swift.Int, _ index: Swift.Int, _ arguments: any Swift.CVarArg...) -> Swift.String {
        let language = Language.current
        return Swift.String(format: language.__shown(__found.text(shard, index, language)), locale: language.locale, arguments: arguments)
    }

    /// The texts bundle lookup has found, by shard, index and language: the bundles' tables do not change while
    /// the app runs, so a read that was done before costs a lock and a dictionary lookup, not Foundation's.
    private static let __found = __Found()

    private final class __Found: @unchecked Swift.Sendable {
        private struct Key: Swift.Hashable {
            let shard: Swift.Int, index: Swift.Int, language: Swift.Int
        }

        private var texts: [Key: Swift.String] = [:]
        private let lock = Foundation.NSLock()

        func text(_ shard: Swift.Int, _ index: Swift.Int, _ language: Language) -> Swift.String {
            if __asksApp {
                // The app's function may answer otherwise later (its own language setting): asked every time.
                let shardTexts = __shard(shard)
                return __lookUp(language, shardTexts.textOnce(2, index), shardTexts.textOnce(1, index), shardTexts.textOnce(0, index), shardTexts.textOnce(3, index))
            }
            let key = Key(shard: shard, index: index, language: language.__index)
            lock.lock()
            let known = texts[key]
            lock.unlock()
            if let known { return known }
            let shardTexts = __shard(shard)
            let text = __lookUp(language, shardTexts.textOnce(2, index), shardTexts.textOnce(1, index), shardTexts.textOnce(0, index), shardTexts.textOnce(3, index))
            lock.lock()
            texts[key] = text
            lock.unlock()
            return text
        }
    }
    // tokengen:slot deviceTexts
    // tokengen:template bundleDeviceTexts

    static func __text(_ table: Swift.String, _ key: Swift.String, _ baseText: Swift.String, _ baseOnly: Swift.String) -> Swift.String {
        let language = Language.current
        return language.__shown(__lookUp(language, table, key, baseText, baseOnly))
    }

    static func __format(
        _ table: Swift.String, _ key: Swift.String, _ baseText: Swift.String, _ baseOnly: Swift.String,
        _ arguments: any Swift.CVarArg...
    ) -> Swift.String {
        let language = Language.current
        let format = language.__shown(__lookUp(language, table, key, baseText, baseOnly))
        return Swift.String(format: format, locale: language.locale, arguments: arguments)
    }
    // tokengen:end
    // tokengen:end

    /// `baseOnly`: the tags of the languages whose tables must not be read for this key (their text would not
    /// take the call's arguments); they show `baseText`, which is made only then (a shard's base texts are cut
    /// from their literal only when one is shown).
    private static func __lookUp(
        _ language: Language, _ table: Swift.String, _ key: Swift.String, _ baseText: @autoclosure () -> Swift.String,
        _ baseOnly: Swift.String = ""
    ) -> Swift.String {
        let missing = "\u{0}tokengen.missing"
        if __asksApp, !baseOnly.split(separator: " ").contains(Swift.Substring(language.rawValue)) {
            // A plural's probe has no base text to give: tokengen chooses its forms.
            let base = baseText()
            if base != missing { return __askApp(key, table, base) }
        }
        var useOwn = true, useBase = language != .base
        if !baseOnly.isEmpty {
            let skipped = baseOnly.split(separator: " ")
            if skipped.contains(Swift.Substring(language.rawValue)) { useOwn = false; useBase = true }
            if skipped.contains(Swift.Substring(Language.base.rawValue)) { useBase = false; if language == .base { useOwn = false } }
        }
        for bundle in useOwn ? __bundles.of(language) : [] {
            let text = bundle.localizedString(forKey: key, value: missing, table: table)
            if text != missing { return text }
        }
        for bundle in useBase ? __bundles.of(.base) : [] {
            let text = bundle.localizedString(forKey: key, value: missing, table: table)
            if text != missing { return text }
        }
        return baseText()
    }

    // tokengen:slot appLookUp
    /// Whether bundle lookup asks the app's own function (SwiftGen's `lookupFunction`) for each text: no.
    private static let __asksApp = false

    private static func __askApp(_ key: Swift.String, _ table: Swift.String, _ value: Swift.String) -> Swift.String {
        value
    }
    // tokengen:end

    /// Each language's `.lproj` bundles, opened at its first read: neither for every read, nor every language's
    /// at the first read.
    private static let __bundles = __Bundles()

    private final class __Bundles: @unchecked Swift.Sendable {
        private var opened = [[Foundation.Bundle]?](repeating: nil, count: Language.allCases.count)
        private let lock = Foundation.NSLock()

        func of(_ language: Language) -> [Foundation.Bundle] {
            lock.lock()
            defer { lock.unlock() }
            if let bundles = opened[language.__index] { return bundles }
            let bundles = Language.__folders[language.__index].compactMap { folder in
                __resources.path(forResource: folder, ofType: "lproj").flatMap { Foundation.Bundle(path: $0) }
            }
            opened[language.__index] = bundles
            return bundles
        }
    }

    private static var __resources: Foundation.Bundle {
        // tokengen:slot lookupBundle
        #if SWIFT_PACKAGE
        Foundation.Bundle.module
        #else
        Foundation.Bundle(for: __BundleToken.self)
        #endif
        // tokengen:end
    }

    /// A class of the module this code is compiled into: outside SwiftPM its bundle is the one the tables are
    /// copied into (a framework's in a framework target, not the app's), as SwiftGen finds it.
    final class __BundleToken {}
    // tokengen:end
    #else
    // tokengen:template embeddedLookup
    static func __text(_ shard: Swift.Int, _ index: Swift.Int) -> Swift.String {
        __shownText(shard, index, nil)
    }

    static func __format(_ shard: Swift.Int, _ index: Swift.Int, _ arguments: any Swift.CVarArg...) -> Swift.String {
        __shownText(shard, index, arguments)
    }

    /// The text at `index` of shard `shard` in the current language: as written, or formatted with `arguments`.
    static func __shownText(_ shard: Swift.Int, _ index: Swift.Int, _ arguments: [any Swift.CVarArg]?) -> Swift.String {
        let language = Language.current
        let text = language.__shown(__shard(shard).text(language.__index, index))
        guard let arguments else { return text }
        return Swift.String(format: text, locale: language.locale, arguments: arguments)
    }
    // tokengen:slot deviceTexts
    // tokengen:template embeddedDeviceTexts

    /// A text that differs by device: `translations` are the other languages' texts, by `__index`, `nil` where
    /// a language lacks the key.
    static func __text(_ base: Swift.String, _ translations: [Swift.String?]) -> Swift.String {
        let language = Language.current
        return language.__shown(__select(language, base, translations))
    }

    static func __format(_ base: Swift.String, _ translations: [Swift.String?], _ arguments: any Swift.CVarArg...) -> Swift.String {
        let language = Language.current
        let format = language.__shown(__select(language, base, translations))
        return Swift.String(format: format, locale: language.locale, arguments: arguments)
    }

    private static func __select(_ language: Language, _ base: Swift.String, _ translations: [Swift.String?]) -> Swift.String {
        let index = language.__index
        return index > 0 ? translations[index - 1] ?? base : base
    }
    // tokengen:end
    // tokengen:end
    // tokengen:end
    #endif
    // tokengen:template plurals

    // MARK: - Plurals
    // tokengen:slot pluralLookup
    #if BUNDLE_LOOKUP
    // tokengen:template bundlePlural

    static func __plural(
        _ table: Swift.String, _ key: Swift.String, _ base: Swift.String, _ translations: [Swift.String?], _ arguments: any Swift.CVarArg...
    ) -> Swift.String {
        let language = Language.current
        let (plural, rules) = __chosen(language, base, translations)
        #if canImport(Darwin)
        // Foundation reads the `.stringsdict` resources and chooses the forms itself, where the language
        // has a text of its own that takes the call's arguments.
        let missing = "\u{0}tokengen.missing"
        let format = rules == language ? __lookUp(language, table, key, missing) : missing
        if format != missing { return Swift.String(format: format, locale: language.locale, arguments: arguments) }
        #endif
        return plural.render(rules, language.locale, arguments)
    }
    // tokengen:end
    #else
    // tokengen:template embeddedPlural

    static func __plural(_ base: Swift.String, _ translations: [Swift.String?], _ arguments: any Swift.CVarArg...) -> Swift.String {
        let language = Language.current
        let (plural, rules) = __chosen(language, base, translations)
        return plural.render(rules, language.locale, arguments)
    }
    // tokengen:end
    #endif
    // tokengen:end

    /// The text `language` shows (`translations` are the other languages', by `__index`, each as
    /// `__Plural.init(_:)` reads it), and the language whose rules choose its forms: a language without the key
    /// shows the base text, whose forms follow the base language's rules.
    private static func __chosen(_ language: Language, _ base: Swift.String, _ translations: [Swift.String?]) -> (__Plural, Language) {
        // tokengen:slot pseudoChosen
        #if DEBUG
        if language.__pseudo != nil { return (__Plural(base).__shown(in: language), .base) }
        #endif
        // tokengen:end
        let index = language.__index
        guard index > 0, let own = translations[index - 1] else { return (__Plural(base), .base) }
        return (__Plural(own), language)
    }

    /// The plural category (Unicode CLDR 41) of a number in a language: 0 zero, 1 one, 2 two, 3 few, 4 many,
    /// 5 other. Languages with the same rules share a case.
    fileprivate static func __category(_ language: Language, _ o: __Operands) -> Swift.Int {
        switch __pluralRules[language.__index] {
        // tokengen:slot pluralRules
        case 0:
            if (o.i == 1) && (o.v == 0) { return 1 }
            return 5
        case 1:
            if (o.n == 1) { return 1 }
            if ((o.e == 0) && o.i != 0 && (o.i % 1000000) == 0 && (o.v == 0)) || !(0...5).contains(o.e) { return 4 }
            return 5
        case 2:
            if (o.i == 0 || o.i == 1) { return 1 }
            if ((o.e == 0) && o.i != 0 && (o.i % 1000000) == 0 && (o.v == 0)) || !(0...5).contains(o.e) { return 4 }
            return 5
        case 3:
            if (o.n == 1) { return 1 }
            return 5
        case 4:
            if (o.i == 1) && (o.v == 0) { return 1 }
            if (o.v == 0) && (2...4).contains((o.i % 10)) && !(12...14).contains((o.i % 100)) { return 3 }
            if ((o.v == 0) && o.i != 1 && (0...1).contains((o.i % 10))) || ((o.v == 0) && (5...9).contains((o.i % 10))) || ((o.v == 0) && (12...14).contains((o.i % 100))) { return 4 }
            return 5
        case 5:
            if (0...1).contains(o.i) { return 1 }
            if ((o.e == 0) && o.i != 0 && (o.i % 1000000) == 0 && (o.v == 0)) || !(0...5).contains(o.e) { return 4 }
            return 5
        case 6:
            if (o.i == 1) && (o.v == 0) { return 1 }
            if ((o.e == 0) && o.i != 0 && (o.i % 1000000) == 0 && (o.v == 0)) || !(0...5).contains(o.e) { return 4 }
            return 5
        case 7:
            if ((o.v == 0) && (o.i % 10) == 1 && (o.i % 100) != 11) || ((o.f % 10) == 1 && (o.f % 100) != 11) { return 1 }
            if ((o.v == 0) && (2...4).contains((o.i % 10)) && !(12...14).contains((o.i % 100))) || ((2...4).contains((o.f % 10)) && !(12...14).contains((o.f % 100))) { return 3 }
            return 5
        case 8:
            return 5
        // tokengen:end
        default:
            return 5
        }
    }

    /// Each language's case in `__category`, by `__index`.
    private static let __pluralRules: [Swift.Int] = [
        // tokengen:slot pluralRuleCases
        0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8,
        // tokengen:end
    ]
    // tokengen:end
    // tokengen:template pluralTypes

    /// A text that depends on numbers, in one language: a format whose `%N$#@name@` variables each show
    /// the form of the plural category of argument N. Without variables, a plain format.
    struct __Plural: Swift.Sendable {
        var format: Swift.String
        var variables: [__Variable]

        /// A text as the generated code writes it, one string literal (a list of them type-checks in linear
        /// time, a list of initializer calls does not): fields separated by `|`, with a `\` before each `|` and
        /// `\` of a field. The format; then for each variable its name, argument and display format, and its
        /// forms as category and text, `other` last: `%1$#@n@|n|1|%d|one|%1$d file|other|%1$d files`.
        init(_ encoded: Swift.String) {
            var fields = __Plural.fields(encoded)[...]
            format = fields.removeFirst()
            variables = []
            while fields.count >= 3 {
                var variable = __Variable(fields.removeFirst(), Swift.Int(fields.removeFirst()) ?? 1, fields.removeFirst(), other: "")
                while fields.count >= 2 {
                    let category = fields.removeFirst(), form = fields.removeFirst()
                    if category == "other" {
                        variable.other = form
                        break
                    }
                    if let index = ["zero", "one", "two", "few", "many"].firstIndex(of: category) { variable.forms[index] = form }
                }
                variables.append(variable)
            }
        }

        private static func fields(_ encoded: Swift.String) -> [Swift.String] {
            var fields: [Swift.String] = []
            var field: [Swift.UInt8] = []
            var escaped = false
            for byte in encoded.utf8 {
                if escaped || (byte != 0x5C && byte != 0x7C) {
                    field.append(byte)
                    escaped = false
                } else if byte == 0x5C {
                    escaped = true
                } else {
                    fields.append(Swift.String(decoding: field, as: Swift.UTF8.self))
                    field.removeAll(keepingCapacity: true)
                }
            }
            fields.append(Swift.String(decoding: field, as: Swift.UTF8.self))
            return fields
        }

        /// The text for the arguments: forms chosen by the plural rules of `rules`, numbers shown for `locale`;
        /// without `formatting`, the format of that text, its placeholders left as they are.
        func render(
            _ rules: Language, _ locale: Foundation.Locale, _ arguments: [any Swift.CVarArg], formatting: Swift.Bool = true
        ) -> Swift.String {
            guard !variables.isEmpty else {
                return formatting ? Swift.String(format: format, locale: locale, arguments: arguments) : format
            }
            var budget = 1_000
            return render(format, rules, locale, arguments, formatting: formatting, depth: 0, budget: &budget)
        }

        /// Every placeholder is written with its argument's position (`%2$d`), so each is shown on its own:
        /// a form that leaves its number out shifts nothing. Variables are put in place at most 8 deep and
        /// `budget` times (as tokengen checks the texts), so no text can grow without end.
        private func render(
            _ text: Swift.String, _ rules: Language, _ locale: Foundation.Locale, _ arguments: [any Swift.CVarArg],
            formatting: Swift.Bool, depth: Swift.Int, budget: inout Swift.Int
        ) -> Swift.String {
            var result = ""
            var rest = text[...]
            while let percent = rest.firstIndex(of: "%") {
                result += rest[..<percent]
                rest = rest[percent...]
                guard let specifier = __Specifier(at: rest, variables: true) else {
                    result += "%"
                    rest = rest.dropFirst()
                    continue
                }
                rest = rest[specifier.text.endIndex...]
                if specifier.isPercent {
                    result += formatting ? "%" : "%%"
                    continue
                }
                guard let number = specifier.position, number <= arguments.count else { continue }
                if let name = specifier.variable {
                    if depth < 8, budget > 0, let variable = variables.first(where: { $0.name == name }) {
                        budget -= 1
                        let form = variable.form(for: arguments[number - 1], rules)
                        result += render(form, rules, locale, arguments, formatting: formatting, depth: depth + 1, budget: &budget)
                    }
                    continue
                }
                result += formatting ? Swift.String(format: specifier.unpositioned, locale: locale, arguments: [arguments[number - 1]]) : Swift.String(specifier.text)
            }
            return result + rest
        }
        // tokengen:slot pseudoPlural
        #if DEBUG
        // tokengen:template pseudoPlural

        /// This text as `language` shows it: a pseudo-language's form of its format and of its forms.
        func __shown(in language: Language) -> __Plural {
            guard let pseudo = language.__pseudo else { return self }
            var shown = self
            shown.format = pseudo.apply(format)
            shown.variables = variables.map { variable in
                var variable = variable
                variable.forms = variable.forms.map { $0.map { pseudo.apply($0, bracketed: false) } }
                variable.other = pseudo.apply(variable.other, bracketed: false)
                return variable
            }
            return shown
        }
        // tokengen:end
        #endif
        // tokengen:end
    }

    /// A variable of a plural text: the argument whose number chooses the form, how the forms show it,
    /// and the forms.
    struct __Variable: Swift.Sendable {
        let name: Swift.String
        let argument: Swift.Int
        let display: Swift.String
        /// zero, one, two, few, many
        var forms: [Swift.String?]
        var other: Swift.String

        init(
            _ name: Swift.String, _ argument: Swift.Int, _ display: Swift.String, zero: Swift.String? = nil,
            one: Swift.String? = nil, two: Swift.String? = nil, few: Swift.String? = nil, many: Swift.String? = nil,
            other: Swift.String
        ) {
            self.name = name
            self.argument = argument
            self.display = display
            self.forms = [zero, one, two, few, many]
            self.other = other
        }

        /// As Apple chooses: `zero` for 0 where there is one (in every language), else the form of the
        /// number's category, else `other`.
        func form(for argument: any Swift.CVarArg, _ language: Language) -> Swift.String {
            let operands = __Operands(argument, display: display)
            if operands.n == 0, let zero = forms[0] { return zero }
            let category = L10n.__category(language, operands)
            return category < forms.count ? forms[category] ?? other : other
        }
    }

    /// The operands of CLDR's plural rules for a number as the form shows it: n (its absolute value), i (the
    /// integer digits), v and w (how many fraction digits, with and without trailing zeros), f and t (those
    /// digits as numbers), e (the exponent of compact forms, always 0 here).
    fileprivate struct __Operands {
        var n = 0.0, i = 0, v = 0, w = 0, f = 0, t = 0, e = 0

        init(_ argument: any Swift.CVarArg, display: Swift.String) {
            let shown: Swift.String
            switch argument {
            case let value as Swift.Int: shown = Swift.String(value.magnitude)
            case let value as Swift.UInt: shown = Swift.String(value)
            case let value as Swift.Double where display.hasSuffix("f") || display.hasSuffix("F"):
                // `%.1f` of 1 shows "1.0", whose v is 1: "1.0 files", as CLDR says.
                shown = Swift.String(format: display, locale: Foundation.Locale(identifier: "en_US_POSIX"), value.magnitude)
            case let value as Swift.Double:
                let text = "\(value.magnitude)"
                shown = text.hasSuffix(".0") ? Swift.String(text.dropLast(2)) : text
            default: shown = "0"
            }
            let parts = shown.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            let integer = parts[0].filter(\.isNumber)
            let fraction = parts.count > 1 ? parts[1].filter(\.isNumber) : ""
            let trimmed = Swift.String(fraction.reversed().drop { $0 == "0" }.reversed())
            n = Swift.Double(integer + "." + fraction + "0") ?? 0
            i = Swift.Int(integer.suffix(18)) ?? 0
            v = fraction.count
            w = trimmed.count
            f = Swift.Int(fraction.prefix(18)) ?? 0
            t = Swift.Int(trimmed.prefix(18)) ?? 0
        }
    }
    // tokengen:end
    // tokengen:template resources
    #if canImport(Darwin)

    // MARK: - Resources

    /// The tables' names, by the number a resource passes.
    static let __tables: [Swift.String] = [
        // tokengen:slot tableNames
        "Localizable",
        // tokengen:end
    ]
    // tokengen:slot resourceLookup
    #if BUNDLE_LOOKUP
    // tokengen:template bundleResource

    /// The resource of the key at `index` of shard `shard`: Foundation looks it up in the tables' bundle, and
    /// where no table has it shows the base text with the arguments (nil: a text shown as written).
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    static func __resource(
        _ key: Swift.StaticString, _ table: Swift.Int, _ shard: Swift.Int, _ index: Swift.Int, _ arguments: [Any]?
    ) -> LocalizedStringResource {
        __makeResource(key, table, __defaultValue(__shard(shard).textOnce(0, index), arguments))
    }

    /// The resource of a key whose base text the accessor holds (a text per device), as a format.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    static func __textResource(_ key: Swift.StaticString, _ table: Swift.Int, _ format: Swift.String, _ arguments: Any...) -> LocalizedStringResource {
        __makeResource(key, table, __defaultValue(format, arguments))
    }
    // tokengen:slot pluralResource
    // tokengen:template pluralResource

    /// The resource of a plural key: its default value is the base text with the forms the base language's rules
    /// choose for the arguments.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    static func __pluralResource(_ key: Swift.StaticString, _ table: Swift.Int, _ base: Swift.String, _ arguments: Any...) -> LocalizedStringResource {
        let format = __Plural(base).render(.base, Language.base.locale, arguments.map(__formatArgument), formatting: false)
        return __makeResource(key, table, __defaultValue(format, arguments))
    }
    // tokengen:end
    // tokengen:end

    /// `format` as a localization value: its text, with the arguments interpolated in their order where its
    /// placeholders are, so that Foundation formats them into the table's text as into this one. (A text that
    /// shows its arguments in another order shows them in theirs; one that shows fewer, the rest at its end.)
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    private static func __defaultValue(_ format: Swift.String, _ arguments: [Any]?) -> Swift.String.LocalizationValue {
        var value = Swift.String.LocalizationValue.StringInterpolation(literalCapacity: format.utf8.count, interpolationCount: arguments?.count ?? 0)
        guard let arguments else {
            value.appendLiteral(format)
            return Swift.String.LocalizationValue(stringInterpolation: value)
        }
        var next = 0
        var literal = ""
        var rest = format[...]
        while let percent = rest.firstIndex(of: "%") {
            literal += rest[..<percent]
            rest = rest[percent...]
            guard let specifier = __Specifier(at: rest, variables: false) else {
                literal += "%"
                rest = rest.dropFirst()
                continue
            }
            rest = rest[specifier.text.endIndex...]
            if specifier.isPercent {
                literal += "%"
                continue
            }
            value.appendLiteral(literal)
            literal = ""
            next += specifier.stars
            if next < arguments.count {
                __interpolate(arguments[next], into: &value)
                next += 1
            }
        }
        value.appendLiteral(literal + rest)
        for argument in arguments.dropFirst(next) {
            __interpolate(argument, into: &value)
        }
        return Swift.String.LocalizationValue(stringInterpolation: value)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    private static func __interpolate(_ argument: Any, into value: inout Swift.String.LocalizationValue.StringInterpolation) {
        switch argument {
        case let number as Swift.Int: value.appendInterpolation(number)
        case let number as Swift.UInt: value.appendInterpolation(number)
        case let number as Swift.Double: value.appendInterpolation(number)
        default: value.appendInterpolation(Swift.String(describing: argument))
        }
    }
    // tokengen:end
    #else
    // tokengen:template embeddedResource

    /// The resource of the key at `index` of shard `shard`: its default value is what the key's accessor shows
    /// now, in the language current when it is made (nil: a text shown as written). The texts are compiled in,
    /// not resources, so that is what Foundation shows.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    static func __resource(
        _ key: Swift.StaticString, _ table: Swift.Int, _ shard: Swift.Int, _ index: Swift.Int, _ arguments: [Any]?
    ) -> LocalizedStringResource {
        __shownResource(key, table, __shownText(shard, index, arguments?.map(__formatArgument)))
    }

    /// The resource whose default value is `shown`, what the key's accessor shows: one interpolated string, which
    /// Foundation shows as it is.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    static func __shownResource(_ key: Swift.StaticString, _ table: Swift.Int, _ shown: Swift.String) -> LocalizedStringResource {
        var value = Swift.String.LocalizationValue.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
        value.appendInterpolation(shown)
        return __makeResource(key, table, Swift.String.LocalizationValue(stringInterpolation: value))
    }
    // tokengen:end
    #endif
    // tokengen:end

    /// Foundation looks the key up in the table of the bundle the tables are in (for the resource's locale, when
    /// it is resolved) and formats the value's arguments into its text; where no table has the key, into `value`.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    private static func __makeResource(_ key: Swift.StaticString, _ table: Swift.Int, _ value: Swift.String.LocalizationValue) -> LocalizedStringResource {
        LocalizedStringResource(key, defaultValue: value, table: __tables[table], bundle: __resourceBundle)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    private static var __resourceBundle: LocalizedStringResource.BundleDescription {
        // tokengen:slot resourceBundle
        #if BUNDLE_LOOKUP && SWIFT_PACKAGE
        .atURL(Foundation.Bundle.module.bundleURL)
        #elseif BUNDLE_LOOKUP
        .forClass(__BundleToken.self)
        #else
        .main
        #endif
        // tokengen:end
    }

    /// An argument of a resource as `String(format:)` reads it: the members pass `Int`, `UInt`, `Double` and `String`.
    private static func __formatArgument(_ argument: Any) -> any Swift.CVarArg {
        switch argument {
        case let number as Swift.Int: number
        case let number as Swift.UInt: number
        case let number as Swift.Double: number
        default: Swift.String(describing: argument) as Foundation.NSString
        }
    }
    #endif
    // tokengen:end
}

