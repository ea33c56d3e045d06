// Generated from Sources/L10nRuntime/L10n.swift by Scripts/runtime-templates.py. Do not edit: change that file and run
// Scripts/runtime-templates.py

/// The types and the members the templates of `Sources/L10nRuntime/L10n.swift` declare in the generated type
/// (`L10nRuntimeTemplate`), which no key or token may take.
package enum L10nRuntimeNames {
    package static let declaredTypes: Set<String> = ["Language", "__BundleToken", "__Bundles", "__Found", "__Operands", "__Plural", "__Specifier", "__Texts", "__Variable"]
    package static let declaredMembers: Set<String> = ["__bundles", "__category", "__chosen", "__defaultValue", "__describing", "__format", "__formatArgument", "__found", "__interpolate", "__language", "__lookUp", "__makeResource", "__plural", "__pluralResource", "__pluralRules", "__resource", "__resourceBundle", "__resources", "__select", "__shard", "__shownResource", "__shownText", "__tables", "__text", "__textResource", "withLanguage"]
    /// What the templates declare in `Language`.
    package static let languageMembers: Set<String> = ["__Tag", "__folders", "__index", "__shown", "current", "locale", "match", "preferred"]
}
