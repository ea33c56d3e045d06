#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TokenGenVocabulary
import TokenGenCheck
import TokenGenTranslate

/// What a tokens job's gallery shows: each generated token with its Swift name, where it is written, and its
/// value in each context of the modifiers it depends on; and the colour pairs whose names say that one is
/// drawn on the other, with their WCAG contrast in each context.
package struct TokenGallery: Sendable {
    package struct Entry: Sendable {
        package var path: [String]
        /// The property as the code names it (`colorBrand`).
        package var property: String
        package var location: SourceLocation
        package var description: String?
        /// One value per distinct value, each with the contexts that give it ("theme: dark"); a single value
        /// with no label when it is the same everywhere.
        package var values: [(contexts: String, value: TokenValue)]

        package var dottedPath: String { path.joined(separator: ".") }
        package var type: TokenType { values[0].value.type }
    }

    /// A text colour on a background colour or gradient of the same group (see `ContrastPair.pairs`).
    package struct ContrastPair: Sendable {
        package var foreground: String
        package var background: String
        /// Per context the pair is checked in: the colours and the ratio (the lowest over a gradient's stops).
        package var contexts: [Check]
        /// Contexts left unchecked beyond `maximumContexts`.
        package var uncheckedContexts = 0

        package struct Check: Sendable {
            package var contexts: String
            package var foreground: ColorValue
            package var background: TokenValue
            package var ratio: Double
        }
    }

    package var entries: [Entry]
    package var contrastPairs: [ContrastPair]
    /// The pairs past a group's bound (see `ContrastPair.pairs`), counted, not checked.
    package var leftOutPairs = 0

    /// A pair is checked in at most this many contexts (the product of its modifiers' contexts).
    package static let maximumContexts = 64
}

extension TokenGallery {
    package init(_ model: ConstantsModel) {
        let entries = model.properties.map { property in
            let token = property.token
            return Entry(
                path: token.path, property: SwiftName.unescaped(property.name), location: token.location,
                description: token.description, values: Self.values(of: token, modifiers: model.modifiers.map(\.source)))
        }
        let (pairs, leftOut) = ContrastPair.pairs(in: model)
        self.init(entries: entries, contrastPairs: pairs, leftOutPairs: leftOut)
    }

    /// A token's distinct values, each labelled with the contexts that give it.
    static func values(of token: Token, modifiers: [TokenModifier]) -> [(contexts: String, value: TokenValue)] {
        guard let variation = token.variation, !variation.cases.isEmpty else { return [("", token.value)] }
        let used = variation.modifiers.map { modifiers[$0] }
        return variation.cases.map { (label(of: $0.combinations, modifiers: used), $0.value) }
    }

    /// Combinations of contexts (one index per modifier of `modifiers`) as a reader says them: a modifier every
    /// context of which is there is left out; a whole product is said per modifier ("theme: dark · contrast:
    /// high"); else the combinations one by one.
    static func label(of combinations: [[Int]], modifiers: [TokenModifier]) -> String {
        let perModifier = modifiers.indices.map { m in Set(combinations.map { $0[m] }) }
        // The size of their product, if it is no more than the combinations (many modifiers would overflow it).
        var product: Int? = 1
        for contexts in perModifier {
            product = product.flatMap { $0 <= combinations.count ? $0 * contexts.count : nil }
        }
        func name(_ m: Int, _ contexts: [Int]) -> String {
            modifiers[m].name + ": " + contexts.map { modifiers[m].contexts[$0] }.joined(separator: ", ")
        }
        if product == Set(combinations).count {
            let parts = modifiers.indices.filter { perModifier[$0].count < modifiers[$0].contexts.count }.map {
                name($0, perModifier[$0].sorted())
            }
            return parts.isEmpty ? "every context" : parts.joined(separator: " · ")
        }
        let shown = combinations.prefix(8).map { combination in
            modifiers.indices.map { name($0, [combination[$0]]) }.joined(separator: " · ")
        }
        return shown.joined(separator: "; ") + (combinations.count > 8 ? "; and \(combinations.count - 8) more" : "")
    }
}

extension TokenGallery.ContrastPair {
    /// The names a token drawn as text or an icon ends with, and those of what it is drawn on.
    static let foregroundNames: Set<String> = ["text", "textcolor", "foreground", "fg", "label", "icon", "content", "color"]
    static let backgroundNames: Set<String> = ["background", "backgroundcolor", "bg", "surface", "fill", "container"]

    /// In each group, each colour whose last name says text (`text`, `textColor`, `foreground`, `color`…) on
    /// each colour or gradient whose last name says background (`background`, `surface`, `fill`…), and
    /// `onPrimary` (`on-primary`, `on_primary`) on its sibling `primary`: what a design system's names say is
    /// drawn on what. Nothing is guessed beyond the names.
    ///
    /// A group's names differ, so it holds at most one pair per foreground and background name and one per
    /// `on…` colour; names compared loosely (`text`, `Text`, `t-ext`) can make more, as many as the square of
    /// the group: past `members + foregroundNames × backgroundNames` pairs a group's are counted, not checked,
    /// so the work and the page stay linear in the colours. With the number left out.
    static func pairs(in model: ConstantsModel) -> (pairs: [Self], leftOut: Int) {
        var byGroup: [[String]: [(index: Int, name: String)]] = [:]
        for (index, property) in model.properties.enumerated() {
            switch property.token.value {
            case .color, .gradient:
                byGroup[Array(property.token.path.dropLast()), default: []].append((index, Token.loose(property.token.path.last ?? "")))
            default: continue
            }
        }
        var pairs: [Self] = []
        var leftOut = 0
        for group in byGroup.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            // Looked up by name, not tried two by two: a group of thousands of colours costs as many lookups.
            let members = byGroup[group]!
            let byName = Dictionary(grouping: members, by: \.name)
            let backgrounds = members.filter { backgroundNames.contains($0.name) }.map(\.index)
            var allowed = members.count + foregroundNames.count * backgroundNames.count
            for (text, name) in members {
                guard case .color = model.properties[text].token.value else { continue }
                var grounds = foregroundNames.contains(name) ? backgrounds : []
                if name.hasPrefix("on"), let siblings = byName[String(name.dropFirst(2))] { grounds += siblings.map(\.index) }
                let candidates = grounds.filter { $0 != text }
                for background in candidates.prefix(allowed) {
                    if let pair = Self(text: text, on: background, in: model) { pairs.append(pair) }
                }
                leftOut += max(candidates.count - allowed, 0)
                allowed = max(allowed - candidates.count, 0)
            }
        }
        return (pairs, leftOut)
    }

    /// The pair in each context of the modifiers either token depends on (their product, at most
    /// `maximumContexts`).
    init?(text: Int, on background: Int, in model: ConstantsModel) {
        let (textToken, backgroundToken) = (model.properties[text].token, model.properties[background].token)
        let modifiers = Array(Set((textToken.variation?.modifiers ?? []) + (backgroundToken.variation?.modifiers ?? []))).sorted()
        let counts = modifiers.map { model.modifiers[$0].source.contexts.count }
        guard !counts.contains(0) else { return nil }
        let total = counts.reduce(1) { $0 &* $1 > TokenGallery.maximumContexts ? TokenGallery.maximumContexts + 1 : $0 * $1 }
        let checked = min(total, TokenGallery.maximumContexts)
        var contexts: [Check] = []
        for number in 0..<checked {
            var remainder = number
            var chosen: [Int: Int] = [:]
            for (modifier, count) in zip(modifiers, counts).reversed() {
                chosen[modifier] = remainder % count
                remainder /= count
            }
            guard case .color(let foreground) = model.value(of: text, inContexts: chosen) else { return nil }
            let ground = model.value(of: background, inContexts: chosen)
            guard let ratio = Contrast.lowestRatio(of: foreground, on: ground) else { return nil }
            let label = modifiers.map { "\(model.modifiers[$0].source.name): \(model.modifiers[$0].source.contexts[chosen[$0]!])" }
            contexts.append(Check(contexts: label.joined(separator: " · "), foreground: foreground, background: ground, ratio: ratio))
        }
        self.init(
            foreground: textToken.dottedPath, background: backgroundToken.dottedPath, contexts: contexts,
            uncheckedContexts: total > checked ? total - checked : 0)
    }
}

/// WCAG 2.2 contrast: (L1 + 0.05) / (L2 + 0.05) of the relative luminances, from 1:1 to 21:1.
package enum Contrast {
    /// The levels a ratio reaches, from the highest: AAA, AA, AA for large text (18 pt, or 14 pt bold), none.
    package static func level(_ ratio: Double) -> String {
        ratio >= 7 ? "AAA" : ratio >= 4.5 ? "AA" : ratio >= 3 ? "AA large" : "fails AA"
    }

    /// The ratio of `text` on `background` (a colour, or the lowest over a gradient's stops); a translucent
    /// background is taken over white, a translucent text over its background. Nil for another value.
    package static func lowestRatio(of text: ColorValue, on background: TokenValue) -> Double? {
        let grounds: [ColorValue]
        switch background {
        case .color(let color): grounds = [color]
        case .gradient(let gradient) where !gradient.stops.isEmpty: grounds = gradient.stops.map(\.color)
        default: return nil
        }
        let white = [1.0, 1, 1]
        return grounds.map { ground in
            let behind = over(ground, white)
            return ratio(over(text, behind), behind)
        }.min()
    }

    /// A colour's sRGB components drawn with its alpha over `base`.
    static func over(_ color: ColorValue, _ base: [Double]) -> [Double] {
        var components = [color.red, color.green, color.blue]
        if color.colorSpace != "srgb" { components = ColorSpaces.converted(components, from: color.colorSpace, to: "srgb") }
        return zip(components, base).map { min(max($0, 0), 1) * color.alpha + $1 * (1 - color.alpha) }
    }

    static func ratio(_ a: [Double], _ b: [Double]) -> Double {
        func luminance(_ c: [Double]) -> Double {
            func linear(_ x: Double) -> Double { x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear(c[0]) + 0.7152 * linear(c[1]) + 0.0722 * linear(c[2])
        }
        let (l1, l2) = (luminance(a), luminance(b))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}
