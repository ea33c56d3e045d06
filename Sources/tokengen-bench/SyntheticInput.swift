import Foundation

/// Deterministic inputs: the same sizes always give the same bytes.
enum SyntheticInput {
    /// A linear congruential generator, so runs are repeatable without Foundation's random numbers.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let words = [
        "report", "pet", "owner", "details", "photo", "location", "contact", "summary", "button",
        "title", "message", "error", "animal", "species", "date", "email", "phone", "close",
    ]
    static let english = [
        "Your report", "has been created", "tap to continue", "Enter a valid value", "the \\\"best\\\" pet",
        "line one\\nline two", "Something went wrong",
    ]
    static let polish = [
        "Twój raport", "został utworzony", "dotknij, aby kontynuować", "Wpisz poprawną wartość",
        "„najlepszy” zwierzak", "linia jeden\\nlinia dwa", "Coś poszło nie tak, żółć",
    ]

    /// A key of the plain tables: its parts, and its kind (0: `%@ and %d`, 1: `%1$@ of %2$.2f`, else no placeholder).
    struct Key {
        var parts: [String]
        var kind: Int
    }

    /// The language folders beyond `en` and `pl`, for the cases with more languages.
    static let moreLanguages = ["de", "fr", "es", "it", "nl", "sv", "da", "fi", "cs", "pt-BR"]

    /// `en.lproj` and `pl.lproj` tables of `keys` keys (and `languages - 2` more, translated as Polish with the
    /// language's code appended); returns the total size in bytes. With `plurals`, every third key is instead
    /// a plural of a `.stringsdict` table (one/other in English, one/few/many/other in Polish). With
    /// `swiftGen`, also writes what SwiftGen's structured-swift5 template makes of the tables to that path.
    static func writeStrings(
        keys: Int, to folder: String, utf16: Bool, plurals: Bool = false, languages: Int = 2, swiftGen: String? = nil,
        keysWritten: ((Key) -> Void)? = nil
    ) throws -> Int {
        var random = Generator(state: UInt64(keys))
        var en = "", pl = ""
        var swiftGenTree = SwiftGenNode()
        en.reserveCapacity(keys * 90)
        pl.reserveCapacity(keys * 90)
        let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        var enPlurals = header, plPlurals = header
        for index in 0..<keys {
            let depth = 3 + index % 2
            var parts = (0..<(depth - 1)).map { _ in words[random.next(words.count)] }
            parts.append("\(words[random.next(words.count)])_\(index)")
            let key = parts.joined(separator: ".")
            if plurals, index % 3 == 2 {
                enPlurals += pluralEntry(key, ["one": "%d photo", "other": "%d photos"])
                plPlurals += pluralEntry(key, ["one": "%d zdjęcie", "few": "%d zdjęcia", "many": "%d zdjęć", "other": "%d zdjęcia"])
                continue
            }
            let sentence = random.next(english.count)
            var enValue = english[sentence], plValue = polish[sentence]
            switch index % 6 {
            case 0: enValue += " %@ and %d"; plValue += " %@ i %d"
            case 1: enValue += " %1$@ of %2$.2f"; plValue += " %2$.2f z %1$@"
            default: break
            }
            if index % 4 == 0 {
                en += "/* \(parts.joined(separator: " ")): shown on screen \(index % 50) */\n"
                pl += "/* \(parts.joined(separator: " ")): shown on screen \(index % 50) */\n"
            }
            en += "\"\(key)\" = \"\(enValue)\";\n"
            pl += "\"\(key)\" = \"\(plValue)\";\n"
            if swiftGen != nil { swiftGenTree.insert(parts[...], key: key, text: enValue, kind: index % 6) }
            keysWritten?(Key(parts: parts, kind: index % 6))
        }
        if let swiftGen {
            try swiftGenTree.source().write(toFile: swiftGen, atomically: true, encoding: .utf8)
        }
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        try fileManager.createDirectory(atPath: folder + "/pl.lproj", withIntermediateDirectories: true)
        let enData = Data(en.utf8)
        let plData = utf16 ? Data([0xFF, 0xFE]) + pl.data(using: .utf16LittleEndian)! : Data(pl.utf8)
        try enData.write(to: URL(fileURLWithPath: folder + "/en.lproj/Localizable.strings"))
        try plData.write(to: URL(fileURLWithPath: folder + "/pl.lproj/Localizable.strings"))
        var more = 0
        for code in moreLanguages.prefix(max(0, languages - 2)) {
            try fileManager.createDirectory(atPath: "\(folder)/\(code).lproj", withIntermediateDirectories: true)
            let data = Data(pl.replacingOccurrences(of: "\";\n", with: " (\(code))\";\n").utf8)
            try data.write(to: URL(fileURLWithPath: "\(folder)/\(code).lproj/Localizable.strings"))
            more += data.count
        }
        guard plurals else { return enData.count + plData.count + more }
        let enPluralData = Data((enPlurals + "</dict>\n</plist>\n").utf8)
        let plPluralData = Data((plPlurals + "</dict>\n</plist>\n").utf8)
        try enPluralData.write(to: URL(fileURLWithPath: folder + "/en.lproj/Localizable.stringsdict"))
        try plPluralData.write(to: URL(fileURLWithPath: folder + "/pl.lproj/Localizable.stringsdict"))
        return enData.count + plData.count + enPluralData.count + plPluralData.count
    }

    static func pluralEntry(_ key: String, _ forms: [String: String]) -> String {
        var entry = "<key>\(key)</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key><string>%#@count@</string>\n"
        entry += "<key>count</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
        entry += "<key>NSStringFormatValueTypeKey</key><string>d</string>\n"
        for category in ["one", "few", "many", "other"] {
            if let form = forms[category] { entry += "<key>\(category)</key><string>\(form)</string>\n" }
        }
        return entry + "</dict>\n</dict>\n"
    }

    /// A token file of `count` tokens in groups of 100, each group with alias chains 5 deep.
    /// `count` tokens in groups of `perGroup`; one in five a colour, three in five alias chains, one a typography.
    static func writeTokens(count: Int, perGroup: Int = 100, to path: String) throws -> Int {
        var text = "$extensions: { tokengen: { hexAlpha: argb } }\n"
        for group in 0..<(count / perGroup) {
            text += "group\(group):\n"
            for index in 0..<perGroup {
                let name = "token\(index)"
                switch index % 5 {
                case 0:
                    text += "  \(name): { $type: color, $value: \"#CC\(String(format: "%06X", (group * perGroup + index) % 0xFFFFFF))\" }\n"
                case 1, 2, 3: text += "  \(name): { $type: color, $value: \"{group\(group).token\(index - 1)}\" }\n"
                default:
                    text +=
                        "  \(name):\n    $type: typography\n    $value: { fontFamily: [Hind, system], fontSize: \(12 + index % 20), fontWeight: regular, lineHeight: 1.4 }\n"
                }
            }
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return text.utf8.count
    }

    /// A String Catalog of `keys` keys in `languages` languages (a tenth of them plural); returns its size.
    static func writeCatalog(keys: Int, languages: Int, to path: String) throws -> Int {
        let codes = [
            "en", "pl", "de", "fr", "es", "it", "pt-BR", "nl", "sv", "da", "fi", "nb", "cs", "sk", "hu",
            "ro", "tr", "ja", "ko", "zh-Hans", "ar", "he", "ru", "uk",
        ].prefix(languages)
        var random = Generator(state: UInt64(keys * languages))
        var json = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for index in 0..<keys {
            let key = "\(words[random.next(words.count)]).\(words[random.next(words.count)])_\(index)"
            json += "    \"\(key)\" : {\n      \"comment\" : \"Shown on screen \(index % 50)\",\n      \"localizations\" : {\n"
            for (number, code) in codes.enumerated() {
                let text = (code == "pl" ? polish : english)[random.next(english.count)] + " (\(code))"
                if index % 10 == 0 {
                    json += "        \"\(code)\" : { \"variations\" : { \"plural\" : { "
                    json += "\"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld \(text)\" } }, "
                    json += "\"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld \(text)s\" } } } } }"
                } else {
                    json += "        \"\(code)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(text)\" } }"
                }
                json += number == codes.count - 1 ? "\n" : ",\n"
            }
            json += "      }\n    }\(index == keys - 1 ? "" : ",")\n"
        }
        json += "  },\n  \"version\" : \"1.0\"\n}\n"
        let data = Data(json.utf8)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path + "/Localizable.xcstrings"))
        return data.count
    }

    /// A resolver document with `count` tokens and two modifiers of three contexts each: 85 % in a base set
    /// (colours, dimensions, alias chains), 10 % colours per theme (light, dark, dim) referring to the base,
    /// 5 % dimensions per size (small, medium, large). Returns the size of all its files.
    static func writeResolver(count: Int, to folder: String) throws -> Int {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var total = 0
        func write(_ name: String, _ text: String) throws {
            try text.write(toFile: "\(folder)/\(name)", atomically: true, encoding: .utf8)
            total += text.utf8.count
        }
        func color(_ seed: Int) -> String {
            let components = [seed % 256, (seed / 256) % 256, (seed * 7) % 256].map { String(format: "%.4f", Double($0) / 255) }
            return "{ \"colorSpace\": \"srgb\", \"components\": [\(components.joined(separator: ", "))] }"
        }
        let baseCount = count * 85 / 100, themeCount = count / 10, sizeCount = count - baseCount - themeCount
        var base = "{\n"
        for group in 0..<(baseCount / 100) {
            base += "  \"base\(group)\": {\n"
            for index in 0..<100 {
                let value =
                    switch index % 5 {
                    case 0, 1: "{ \"$type\": \"color\", \"$value\": \(color(group * 100 + index)) }"
                    case 2, 3: "{ \"$type\": \"color\", \"$value\": \"{base\(group).token\(index - 1)}\" }"
                    default: "{ \"$type\": \"dimension\", \"$value\": { \"value\": \(index % 40), \"unit\": \"px\" } }"
                    }
                base += "    \"token\(index)\": \(value)\(index == 99 ? "" : ",")\n"
            }
            base += "  }\(group == baseCount / 100 - 1 ? "" : ",")\n"
        }
        try write("base.tokens.json", base + "}\n")
        for (number, theme) in ["light", "dark", "dim"].enumerated() {
            var text = "{ \"theme\": {\n"
            for index in 0..<themeCount {
                let group = (index * 7 + number * 13) % (baseCount / 100)
                text +=
                    "  \"color\(index)\": { \"$type\": \"color\", \"$value\": \"{base\(group).token\(index % 2)}\" }\(index == themeCount - 1 ? "" : ",")\n"
            }
            try write("theme-\(theme).tokens.json", text + "} }\n")
        }
        for (number, size) in ["small", "medium", "large"].enumerated() {
            var text = "{ \"size\": {\n"
            for index in 0..<sizeCount {
                text +=
                    "  \"space\(index)\": { \"$type\": \"dimension\", \"$value\": { \"value\": \((index % 8 + 1) * (number + 1) * 2), \"unit\": \"px\" } }\(index == sizeCount - 1 ? "" : ",")\n"
            }
            try write("size-\(size).tokens.json", text + "} }\n")
        }
        func contexts(_ names: [String], _ prefix: String) -> String {
            names.map { "\"\($0)\": [{ \"$ref\": \"\(prefix)-\($0).tokens.json\" }]" }.joined(separator: ", ")
        }
        try write(
            "tokens.resolver.json",
            """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": {
                "theme": { "contexts": { \(contexts(["light", "dark", "dim"], "theme")) }, "default": "light" },
                "size": { "contexts": { \(contexts(["small", "medium", "large"], "size")) }, "default": "medium" }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }]
            }

            """)
        return total
    }

    /// The enums SwiftGen's structured-swift5 template writes for the synthetic keys: `static let` for plain
    /// texts (the English text as the fallback), `static func` for formatted ones, `tr` reading the bundle.
    struct SwiftGenNode {
        var children: [String: SwiftGenNode] = [:]
        var order: [String] = []
        var members: [String] = []

        mutating func insert(_ parts: ArraySlice<String>, key: String, text: String, kind: Int) {
            if parts.count == 1 {
                let name = Self.memberName(parts.first!)
                let literal = "\"\(text)\""
                let member =
                    switch kind {
                    case 0:
                        "  internal static func \(name)(_ p1: Any, _ p2: Int) -> String {\n    return L10n.tr(\"Localizable\", \"\(key)\", String(describing: p1), p2, fallback: \(literal))\n  }"
                    case 1:
                        "  internal static func \(name)(_ p1: Any, _ p2: Float) -> String {\n    return L10n.tr(\"Localizable\", \"\(key)\", String(describing: p1), p2, fallback: \(literal))\n  }"
                    default: "  internal static let \(name) = L10n.tr(\"Localizable\", \"\(key)\", fallback: \(literal))"
                    }
                members.append(member)
                return
            }
            let name = Self.typeName(parts.first!)
            if children[name] == nil { order.append(name) }
            children[name, default: SwiftGenNode()].insert(parts.dropFirst(), key: key, text: text, kind: kind)
        }

        static func typeName(_ part: String) -> String {
            part.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }

        static func memberName(_ part: String) -> String {
            let name = typeName(part)
            return name.prefix(1).lowercased() + name.dropFirst()
        }

        func body(indent: String) -> String {
            var out = members.map { $0.split(separator: "\n").map { indent + $0 }.joined(separator: "\n") + "\n" }.joined()
            for name in order {
                out += "\(indent)  internal enum \(name) {\n" + children[name]!.body(indent: indent + "  ") + "\(indent)  }\n"
            }
            return out
        }

        func source() -> String {
            """
            // Generated the way SwiftGen's structured-swift5 template lays out strings (for comparison).
            import Foundation

            internal enum L10n {
            \(body(indent: ""))}

            extension L10n {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }

            """
        }
    }
}
