import TokenGenVocabulary
import TokenGenCheck

/// What the Translate stage decided, as text a reviewer reads (as SwiftGen's stencil contexts): every name,
/// where each accessor's text comes from, and what was left out. Reference tests keep them (`ModelDumpTests`).
extension L10nModel {
    var dump: String {
        var lines = ["\(options.enumName): \(options.access.rawValue), \(options.lookup.rawValue) lookup"]
        lines.append(
            "languages: "
                + languages.map { "\($0.caseName) = \($0.tag) (\($0.folders.map { $0 + ".lproj" }.joined(separator: ", ")))" }.joined(
                    separator: "; "))
        if !pseudoLanguages.isEmpty {
            lines.append("pseudo-languages (debug builds): " + pseudoLanguages.map(\.tag).joined(separator: ", "))
        }
        if hasPlurals {
            let sets = pluralRules.sets.map { $0.map { "\($0.category): \($0.condition)" }.joined(separator: "; ") }
            lines.append(
                "plural rules: " + zip(languages, pluralRules.languageSets).map { "\($0.tag) → set \($1)" }.joined(separator: ", "))
            for (number, set) in sets.enumerated() { lines.append("  set \(number): \(set.isEmpty ? "other only" : set)") }
        }
        func walk(_ namespace: Int, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            lines.append(indent + "enum " + enums.namespaces[namespace].swiftName)
            for (name, key) in enums.members(of: namespace) {
                guard let body = body(of: key) else { continue }
                let parameters = signature(of: key).parameters
                let declaration =
                    parameters.isEmpty && !body.isPlural
                    ? "static var \(name)" : "static func \(name)(\(parameters.map(\.shortName).joined(separator: ", ")))"
                let source: String
                switch body {
                case .indexed(let shard, let index): source = "texts \(shard):\(index)"
                case .plural: source = "plural, in the accessor"
                case .perPlatform(let platforms, let plural):
                    source =
                        (plural ? "plural " : "") + "per platform (" + platforms.map(\.condition).joined(separator: ", ") + ", else other)"
                }
                let resource = resourceNames[key.value].map { "resource .\($0)" } ?? "no resource"
                lines.append(indent + "  \(declaration) ← \"\(keyText(key))\" (\(tableName(of: key))): \(source); \(resource)")
            }
            for child in enums.children(of: namespace) { walk(child, depth: depth + 1) }
        }
        walk(0, depth: 0)
        let leftOut = keyNumbers.filter { body(of: $0) == nil }.map { "\"\(keyText($0))\"" }
        if !leftOut.isEmpty { lines.append("left out: " + leftOut.joined(separator: ", ")) }
        for (number, shard) in shards.enumerated() {
            let groups = shard.extensions.flatMap(\.namespaces).map { enums.namespaces[$0].swiftName }
            let root = shard.extensions.contains(where: \.holdsRootMembers) ? ["(root members)"] : []
            lines.append("shard \(number): \(shard.keys.count) texts; " + (root + groups).joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ConstantsModel {
    var dump: String {
        var lines = [
            "\(options.typeName): \(options.access.rawValue), from "
                + paths.map { PathText.fileName(of: $0) }.joined(separator: ", ")
        ]
        for modifier in modifiers {
            let contexts = zip(modifier.caseNames, modifier.source.contexts).map { $0 == $1 ? $0 : "\($0) = \($1)" }
            let defaultContext = modifier.source.defaultContext.map { " (default \(modifier.caseNames[$0]))" } ?? " (no default)"
            lines.append("modifier \(modifier.propertyName): \(modifier.typeName) { \(contexts.joined(separator: ", ")) }" + defaultContext)
        }
        if let appearance {
            let modifier = modifiers[appearance.modifier]
            let contexts = [appearance.light, appearance.dark, appearance.lightHighContrast, appearance.darkHighContrast].map {
                modifier.caseNames[$0]
            }
            lines.append(
                "appearance: \(modifier.propertyName) (light \(contexts[0]), dark \(contexts[1]), high contrast \(contexts[2]), \(contexts[3])); "
                    + "adaptive colours: "
                    + appearance.colors.map { properties[$0.property].name + ($0.adapts ? "" : " (plain)") }.joined(separator: ", "))
        }
        func shown(_ value: TokenValue) -> String {
            let text = value.shown
            return text.hasPrefix("a ")
                ? "\(value.type.rawValue) (" + value.numbers.map(Wording.number).joined(separator: ", ") + ")" : text
        }
        for property in properties {
            let token = property.token
            var line = "\(property.name) ← \(token.dottedPath): \(token.value.type.rawValue) "
            if let variation = token.variation, let selection = property.selection {
                func written(_ selection: Selection) -> String {
                    switch selection {
                    case .value(let index):
                        return shown(variation.cases[index].value)
                    case .choose(let number, let cases, let otherwise):
                        let modifier = modifiers[number]
                        let branches = cases.map { contexts, selection in
                            contexts.map { modifier.caseNames[$0] }.joined(separator: ", ") + ": " + written(selection)
                        }
                        return "\(modifier.propertyName) { " + (branches + ["default: " + written(otherwise)]).joined(separator: "; ")
                            + " }"
                    }
                }
                line += "by " + written(selection)
            } else {
                line += shown(token.value)
            }
            if token.deprecation != nil { line += " (deprecated)" }
            lines.append(line)
        }
        for omission in omitted {
            lines.append("left out: \(omission.token) (\(omission.reasonText)), line \(omission.location.line)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
