extension CLDRPluralRules {
    /// The rules of a language tag (`pt-PT`), else of its language (`pl` for `pl-PL`); nil for a language
    /// CLDR does not know.
    package static func rules(for tag: String) -> [Rule]? {
        rules[tag] ?? rules[String(tag.prefix { $0 != "-" })]
    }
}
