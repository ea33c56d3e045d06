// Generated from Sources/L10nRuntime/L10n.swift by Scripts/runtime-templates.py. Do not edit: change that file and run
// Scripts/runtime-templates.py

/// The types and the members the templates of `Sources/L10nRuntime/L10n.swift` declare in the generated type
/// (`L10nRuntimeTemplate`), which no key or token may take.
package enum L10nRuntimeNames {
    package static let declaredTypes: Set<String> = ["Language", "__Found", "__Specifier", "__Texts"]
    package static let declaredMembers: Set<String> = ["__describing", "__format", "__found", "__language", "__lookUp", "__shard", "__text", "withLanguage"]
    /// What the templates declare in `Language`.
    package static let languageMembers: Set<String> = ["__Tag", "__folders", "__index", "__shown", "current", "locale", "match", "preferred"]
}
