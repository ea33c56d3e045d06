import TokenGenVocabulary
import TokenGenCheck

/// Names the tokens and modifiers of a set as Swift. Names that differ only in case or separators are distinct
/// tokens: the first in file order gets the camel-case name, the others their path as written, or, when that
/// is the same name, the first takes its own (`_size.0` → `_size_0` beside `size.0` → `size_0`). Two tokens
/// that would still share a name are both left out, with a warning: either choice would be a guess.
package enum ConstantsTranslator {
    package static func translate(_ file: TokenSet, options: ConstantsOptions, diagnostics: DiagnosticCollector) -> ConstantsModel? {
        // Tokens by their index in the set: a token is copied once, into its property.
        var taken: [String: Int] = [:]
        var names: [(name: String, token: Int)] = []
        // The index in `names` of each name: a file of thousands of look-alike pairs (Tokens Studio's helper
        // tokens `_t0` beside `t0`) renames in constant time each.
        var indexOfName: [String: Int] = [:]
        var shared: Set<String> = []
        var omitted = file.leftOut.map { ConstantsModel.Omission(token: $0.token, reason: .unresolved($0.problem), location: $0.location) }
        for (number, token) in file.tokens.enumerated() {
            var name = SwiftName.escaped(SwiftName.lowerFirstWord(token.path.map(SwiftName.pretty).joined()))
            if let otherNumber = taken[name], case let other = file.tokens[otherNumber], other.dottedPath != token.dottedPath,
                Token.loose(other.dottedPath) == Token.loose(token.dottedPath)
            {
                let written = asWritten(token.path), otherWritten = asWritten(other.path)
                if written != name {
                    name = written
                } else if otherWritten != name, taken[otherWritten] == nil, let index = indexOfName[name] {
                    names[index].name = otherWritten
                    indexOfName[otherWritten] = index
                    indexOfName[name] = nil
                    taken[otherWritten] = otherNumber
                    taken[name] = nil
                }
            }
            if let otherNumber = taken[name] {
                let other = file.tokens[otherNumber]
                diagnostics.warning(
                    .tokensShareName(
                        first: other.dottedPath, firstLine: other.location.line, second: token.dottedPath, secondLine: token.location.line,
                        name: name),
                    at: token.location,
                    notes: [Diagnostic(.note, at: other.location, "'\(other.dottedPath)' is here")]
                )
                omitted.append(.init(token: other.dottedPath, reason: .sharesName(name, with: token.dottedPath), location: other.location))
                omitted.append(.init(token: token.dottedPath, reason: .sharesName(name, with: other.dottedPath), location: token.location))
                shared.insert(name)
                continue
            }
            taken[name] = number
            indexOfName[name] = names.count
            names.append((name, number))
        }
        let modifiers = modifierDeclarations(file.modifiers, constantsType: options.typeName, diagnostics: diagnostics)
        // A modifier is a stored property and the initializer's parameter: a token of its name is left out.
        let modifierOfName = Dictionary(modifiers.map { ($0.propertyName, $0.source.name) }) { first, _ in first }
        for (name, number) in names where !shared.contains(name) {
            guard let modifier = modifierOfName[name] else { continue }
            let token = file.tokens[number]
            diagnostics.warning(
                .tokenSharesModifierName(token: token.dottedPath, modifier: modifier, name: SwiftName.unescaped(name)), at: token.location)
            omitted.append(.init(token: token.dottedPath, reason: .sharesModifierName(name, modifier: modifier), location: token.location))
            shared.insert(name)
        }
        let properties = names.filter { !shared.contains($0.name) }.map { name, number in
            ConstantsModel.Property(
                name: name, token: file.tokens[number], selection: file.tokens[number].variation.map { selection(of: $0, in: file) })
        }
        let appearance =
            options.appearance.map { named($0, in: file, properties, diagnostics: diagnostics) } ?? appearance(of: file, properties)
        guard !diagnostics.hasErrors else { return nil }
        var model = ConstantsModel(
            paths: file.paths, tokenCount: file.tokens.count, omitted: omitted, options: options, properties: properties,
            modifiers: modifiers, appearance: appearance)
        if options.colorSets { model.colorSets = colorSets(properties, diagnostics: diagnostics) }
        return model
    }

    /// The longest file name most file systems allow, in bytes.
    static let longestFileName = 255

    /// The colour properties' colour sets, each named as its property (Xcode's asset symbols then match it, but
    /// for a trailing `Color`, which Xcode drops): a name longer than a file name may be, names that differ only
    /// in case (one folder on macOS's file system, where one would overwrite the other), and names whose Xcode
    /// symbols are the same (`focusInner` and `focusInnerColor`: Xcode would generate one of them) get none, with
    /// a warning.
    private static func colorSets(
        _ properties: [ConstantsModel.Property], diagnostics: DiagnosticCollector
    ) -> [(property: Int, folder: String)] {
        var sets: [(property: Int, folder: String)] = []
        var indexOfFolded: [String: Int] = [:]
        var indexOfSymbol: [String: Int] = [:]
        var shared: Set<Int> = []
        for (index, property) in properties.enumerated() {
            guard case .color = property.token.value, property.token.deprecation == nil else { continue }
            let name = SwiftName.unescaped(property.name), folder = name + ".colorset"
            guard folder.utf8.count <= longestFileName else {
                diagnostics.warning(
                    .noColorSet(
                        tokens: [property.token.dottedPath],
                        reason:
                            "its colour set's name, '\(folder)', is longer than a file name may be (\(longestFileName) bytes); shorten its path"
                    ), at: property.token.location)
                continue
            }
            let symbol = SwiftName.assetSymbol(ofColorSet: name)
            if let other = indexOfFolded[folder.lowercased()] ?? indexOfSymbol[symbol] {
                let first = properties[sets[other].property]
                let reason =
                    folder.lowercased() == sets[other].folder.lowercased()
                    ? "their colour sets, '\(sets[other].folder)' and '\(folder)', differ only in case, and are one folder on macOS's file system; rename one of them"
                    : "their colour sets, '\(sets[other].folder)' and '\(folder)', would both be Xcode's symbol '.\(symbol)' (Xcode drops a trailing 'Color'); rename one of them"
                diagnostics.warning(
                    .noColorSet(tokens: [first.token.dottedPath, property.token.dottedPath], reason: reason), at: property.token.location)
                shared.insert(other)
                continue
            }
            indexOfFolded[folder.lowercased()] = sets.count
            indexOfSymbol[symbol] = sets.count
            sets.append((index, folder))
        }
        return sets.indices.filter { !shared.contains($0) }.map { sets[$0] }
    }

    /// The appearance a job names (`appearance:`); nil after an error when the set lacks what it names.
    static func named(
        _ named: AppearanceContexts, in file: TokenSet, _ properties: [ConstantsModel.Property], diagnostics: DiagnosticCollector
    ) -> ConstantsModel.Appearance? {
        guard let number = file.modifiers.firstIndex(where: { $0.name == named.modifier }) else {
            diagnostics.error(
                .appearanceNotInSet(name: named.modifier, what: "modifier", known: file.modifiers.map(\.name)), at: named.location)
            return nil
        }
        let contexts = file.modifiers[number].contexts
        func context(_ name: String) -> Int? {
            guard let index = contexts.firstIndex(of: name) else {
                diagnostics.error(
                    .appearanceNotInSet(name: name, what: "context of '\(named.modifier)'", known: contexts), at: named.location)
                return nil
            }
            return index
        }
        guard let light = context(named.light), let dark = context(named.dark) else { return nil }
        let lightHighContrast = named.lightHighContrast.map(context) ?? light
        let darkHighContrast = named.darkHighContrast.map(context) ?? dark
        guard let lightHighContrast, let darkHighContrast else { return nil }
        return ConstantsModel.Appearance(
            modifier: number, light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast,
            colors: colors(properties, changingWith: number), composites: composites(properties)
        )
    }

    /// The properties whose value holds colours among other values.
    private static func composites(_ properties: [ConstantsModel.Property]) -> [Int] {
        properties.indices.filter { index in
            let token = properties[index].token
            guard token.deprecation == nil else { return false }
            switch token.value {
            case .border, .shadow, .shadows, .gradient: return true
            default: return false
            }
        }
    }

    /// The colour properties, each with whether it changes with the modifier.
    private static func colors(_ properties: [ConstantsModel.Property], changingWith modifier: Int) -> [(property: Int, adapts: Bool)] {
        properties.indices.compactMap { index in
            let token = properties[index].token
            guard case .color = token.value, token.deprecation == nil else { return nil }
            return (index, token.variation?.modifiers.contains(modifier) ?? false)
        }
    }

    /// See `ConstantsModel.Appearance`: the first modifier whose contexts include `light` and `dark`.
    package static func appearance(of file: TokenSet, _ properties: [ConstantsModel.Property]) -> ConstantsModel.Appearance? {
        func normalized(_ name: String) -> String {
            String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil })
        }
        let highContrast = ["hc", "ax", "highcontrast", "increasedcontrast", "contrast", "accessible", "accessibility"]
        func isHighContrast(_ name: String, of base: String) -> Bool {
            highContrast.contains { name == base + $0 || name == $0 + base }
        }
        for (number, modifier) in file.modifiers.enumerated() {
            let names = modifier.contexts.map(normalized)
            guard let light = names.firstIndex(of: "light"), let dark = names.firstIndex(of: "dark") else { continue }
            let colors = colors(properties, changingWith: number)
            // A high-contrast context of no appearance (`high-contrast`) serves both.
            let both = names.firstIndex { highContrast.contains($0) }
            return ConstantsModel.Appearance(
                modifier: number, light: light, dark: dark,
                lightHighContrast: names.firstIndex { isHighContrast($0, of: "light") } ?? both ?? light,
                darkHighContrast: names.firstIndex { isHighContrast($0, of: "dark") } ?? both ?? dark,
                colors: colors, composites: composites(properties)
            )
        }
        return nil
    }

    /// See `ConstantsModel.Selection`.
    package static func selection(of variation: TokenVariation, in file: TokenSet) -> ConstantsModel.Selection {
        var caseOf: [[Int]: Int] = [:]
        for (index, variant) in variation.cases.enumerated() {
            for combination in variant.combinations { caseOf[combination] = index }
        }
        func choose(_ prefix: [Int]) -> ConstantsModel.Selection {
            guard prefix.count < variation.modifiers.count else { return .value(caseOf[prefix] ?? 0) }
            let modifier = file.modifiers[variation.modifiers[prefix.count]]
            var groups: [(contexts: [Int], selection: ConstantsModel.Selection)] = []
            var groupOf: [ConstantsModel.Selection: Int] = [:]
            for context in modifier.contexts.indices {
                let selection = choose(prefix + [context])
                if let group = groupOf[selection] {
                    groups[group].contexts.append(context)
                } else {
                    groupOf[selection] = groups.count
                    groups.append(([context], selection))
                }
            }
            guard groups.count > 1 else { return groups[0].selection }
            let defaultContext = modifier.defaultContext ?? 0
            let common = groups.indices.max {
                (groups[$0].contexts.count, groups[$0].contexts.contains(defaultContext) ? 1 : 0)
                    < (groups[$1].contexts.count, groups[$1].contexts.contains(defaultContext) ? 1 : 0)
            }!
            let otherwise = groups.remove(at: common).selection
            return .choose(modifier: variation.modifiers[prefix.count], cases: groups, otherwise: otherwise)
        }
        return choose([])
    }

    /// `FONT-SIZE` → `FONT_SIZE`: the path's letters as written, `_` between parts and for what no name holds.
    static func asWritten(_ path: [String]) -> String {
        var name = path.map { part in
            String(String.UnicodeScalarView(part.unicodeScalars.map { SwiftName.isIdentifierCharacter($0) ? $0 : "_" }))
        }.joined(separator: "_")
        if let first = name.unicodeScalars.first, !SwiftName.isIdentifierHead(first) { name = "_" + name }
        return SwiftName.escaped(name)
    }

    /// The value types declared inside the constants type and the modules it names, which a modifier's enum
    /// must not shadow.
    private static let nestedTypeNames = ConstantsRuntimeNames.declaredTypes.union([
        "Swift", "SwiftUI", "UIKit", "AppKit", "Adaptive", "AdaptiveColors", "Stored",
    ])

    /// Names `typeName` must not take: the types the generated constants type uses itself.
    package static let reservedTypeNames = ConstantsRuntimeNames.declaredTypes.union([
        "Swift", "Foundation", "SwiftUI", "UIKit", "AppKit", "Adaptive", "AdaptiveColors",
    ])

    private static func modifierDeclarations(
        _ modifiers: [TokenModifier], constantsType: String, diagnostics: DiagnosticCollector
    ) -> [ConstantsModel.Modifier] {
        var declarations: [ConstantsModel.Modifier] = []
        var names: [String: String] = [:]
        for modifier in modifiers {
            // A name another modifier has is numbered, the first free number from 2 (`theme`, `theme2`).
            var (propertyName, typeName) = modifierNames(SwiftName.pretty(modifier.name), constantsType: constantsType)
            if let other = names[propertyName] ?? names[typeName] {
                let taken = names[propertyName] != nil ? propertyName : typeName
                var number = 2
                repeat {
                    (propertyName, typeName) = modifierNames(SwiftName.pretty(modifier.name) + String(number), constantsType: constantsType)
                    number += 1
                } while names[propertyName] != nil || names[typeName] != nil
                diagnostics.warning(
                    .modifierRenamed(
                        first: other, second: modifier.name, of: nil, name: SwiftName.unescaped(taken),
                        renamed: SwiftName.unescaped(propertyName)),
                    at: modifier.location
                )
            }
            names[propertyName] = modifier.name
            names[typeName] = modifier.name
            var caseNames: [String] = []
            var contextOfCase: [String: String] = [:]
            for context in modifier.contexts {
                let base = caseName(context)
                var name = base
                var number = 2
                while contextOfCase[name] != nil {
                    name = caseName(context + String(number))
                    number += 1
                }
                if name != base {
                    diagnostics.warning(
                        .modifierRenamed(
                            first: contextOfCase[base]!, second: context, of: modifier.name, name: SwiftName.unescaped(base),
                            renamed: SwiftName.unescaped(name)),
                        at: modifier.location
                    )
                }
                contextOfCase[name] = context
                caseNames.append(name)
            }
            declarations.append(
                ConstantsModel.Modifier(source: modifier, propertyName: propertyName, typeName: typeName, caseNames: caseNames))
        }
        return declarations
    }

    /// A modifier's property and type names, from its name made pretty. `self` and its kin cannot name a property
    /// that the code reads (`switch self` is the value itself), and a name without letter case (`2x`, `日本`)
    /// would name the type too.
    private static func modifierNames(_ pretty: String, constantsType: String) -> (property: String, type: String) {
        var property = SwiftName.lowerFirstWord(pretty)
        if ["self", "Self", "Type", "Protocol", "init"].contains(property) { property += "_" }
        let propertyName = SwiftName.escaped(property)
        var typeName = pretty
        if nestedTypeNames.contains(typeName) || SwiftName.keywords.contains(typeName) || typeName == property || typeName == constantsType
        {
            typeName += "Context"
        }
        return (propertyName, typeName)
    }

    /// A context's case name.
    private static func caseName(_ context: String) -> String {
        var name = SwiftName.lowerFirstWord(SwiftName.pretty(context))
        if ["self", "Self", "Type", "Protocol", "init"].contains(name) { name += "_" }
        return SwiftName.escaped(name)
    }
}
