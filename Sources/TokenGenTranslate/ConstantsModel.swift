import TokenGenVocabulary
import TokenGenCheck

public struct ConstantsOptions: Sendable {
    public var typeName: String
    public var access: AccessLevel
    /// The modifier and contexts of the appearances, where their names do not say so (`appearance:`).
    public var appearance: AppearanceContexts?
    /// Whether the colour tokens are named as colour sets of an asset catalog (`assetCatalog:`).
    public var colorSets = false

    public init(typeName: String = "DesignTokens", access: AccessLevel = .public) {
        self.typeName = typeName
        self.access = access
    }
}

/// The modifier whose contexts are the appearances, and which context is which (a tokens job's `appearance:`).
public struct AppearanceContexts: Sendable, Equatable {
    public var modifier: String
    public var light: String
    public var dark: String
    public var lightHighContrast: String?
    public var darkHighContrast: String?
    /// Where the configuration says so.
    public var location: SourceLocation?

    public init(
        modifier: String, light: String, dark: String, lightHighContrast: String? = nil, darkHighContrast: String? = nil,
        location: SourceLocation? = nil
    ) {
        (self.modifier, self.light, self.dark, self.lightHighContrast, self.darkHighContrast, self.location) = (
            modifier, light, dark, lightHighContrast, darkHighContrast, location
        )
    }
}

/// What `ConstantsRenderer` writes, decided by `ConstantsTranslator`: a stored property per token and an enum
/// and property per resolver modifier, with names no two share.
package struct ConstantsModel: Sendable {
    /// The files the tokens were read from, in order.
    package let paths: [String]
    /// The tokens of the set: each a property, unless `omitted` lists it.
    package let tokenCount: Int
    /// The tokens of the files without a property, and why: their value cannot be resolved, or their name is
    /// another's.
    package let omitted: [Omission]
    package let options: ConstantsOptions
    package let properties: [Property]
    package let modifiers: [Modifier]
    /// The modifier that chooses light or dark, when the set has one.
    package let appearance: Appearance?
    /// The colour properties (by index in `properties`) that get a colour set, each with its folder's name
    /// (`colorBrand.colorset`): empty unless `options.colorSets`.
    package var colorSets: [(property: Int, folder: String)] = []

    /// A modifier whose contexts are the appearances (`light` and `dark`, any case, and maybe high-contrast
    /// forms of them such as `light-hc` or Apple's `dark_ax`): the constants type then offers its colour
    /// tokens as colours that follow the system's appearance (`adaptiveColors(…)`, `adaptive(…)`).
    package struct Appearance: Sendable {
        package var modifier: Int
        /// Its context for each appearance; the plain ones where it has no high-contrast contexts.
        package var light: Int, dark: Int, lightHighContrast: Int, darkHighContrast: Int
        /// The colour properties (by index in `properties`), and whether each changes with the appearance (one
        /// that does not is a plain colour in `adaptive`).
        package var colors: [(property: Int, adapts: Bool)]
        /// The composite properties with colours (borders, shadows, gradients), by index in `properties`.
        package var composites: [Int] = []
    }

    /// A token of the files without a property.
    package struct Omission: Sendable {
        package enum Reason: Sendable {
            /// Its value cannot be read or resolved.
            case unresolved(Failure)
            /// `name` is another token's property name too.
            case sharesName(String, with: String)
            /// `name` is a modifier's property name (`modifier` the modifier's name).
            case sharesModifierName(String, modifier: String)
        }
        package var token: String
        package var reason: Reason
        /// Where the warning that leaves it out points.
        package var location: SourceLocation

        /// The reason as the report and the summary word it: "unreadable colour", "name 'x' shared with 'a.x'".
        package var reasonText: String {
            switch reason {
            case .unresolved(let problem): problem.tokenProblem.singular
            case .sharesName(let name, let other): "name '\(name)' shared with '\(other)'"
            case .sharesModifierName(let name, let modifier): "name '\(SwiftName.unescaped(name))' shared with modifier '\(modifier)'"
            }
        }
    }

    /// A property's value with the given contexts of some modifiers (by modifier number) and the others' defaults.
    package func value(of property: Int, inContexts contexts: [Int: Int]) -> TokenValue {
        let token = properties[property].token
        guard let variation = token.variation, var selection = properties[property].selection else { return token.value }
        while case .choose(let modifier, let cases, let otherwise) = selection {
            let context = contexts[modifier] ?? modifiers[modifier].source.defaultContext ?? 0
            selection = cases.first { $0.contexts.contains(context) }?.selection ?? otherwise
        }
        guard case .value(let index) = selection else { return token.value }
        return variation.cases[index].value
    }

    /// A token as a property of the constants type.
    package struct Property: Sendable {
        package var name: String
        package var token: Token
        /// For a token whose value varies with the modifiers, how the property chooses among its values.
        package var selection: Selection?
    }

    /// A property's choice among a variation's values (`TokenVariation.cases`, by index): one `switch` per
    /// modifier it depends on, nested, so that the code type-checks in time linear in its size (a `switch`
    /// over a tuple of several modifiers does not). Contexts that lead to the same choice share a `case`; the
    /// most frequent one is written as `default:` (on a tie, the one of the modifier's default context).
    package indirect enum Selection: Hashable, Sendable {
        case value(Int)
        case choose(modifier: Int, cases: [(contexts: [Int], selection: Selection)], otherwise: Selection)

        package static func == (a: Selection, b: Selection) -> Bool {
            switch (a, b) {
            case (.value(let x), .value(let y)): x == y
            case (.choose(let m, let c, let o), .choose(let n, let d, let p)):
                m == n && o == p && c.count == d.count
                    && zip(c, d).allSatisfy { $0.contexts == $1.contexts && $0.selection == $1.selection }
            default: false
            }
        }

        package func hash(into hasher: inout Hasher) {
            switch self {
            case .value(let index): hasher.combine(index)
            case .choose(let modifier, let cases, let otherwise):
                hasher.combine(modifier)
                for (contexts, selection) in cases {
                    hasher.combine(contexts)
                    hasher.combine(selection)
                }
                hasher.combine(otherwise)
            }
        }
    }

    /// A resolver's modifier as Swift: a stored property of an enum type with one case per context.
    package struct Modifier: Sendable {
        package var source: TokenModifier
        package var propertyName: String
        package var typeName: String
        package var caseNames: [String]
    }
}
