/// A tool whose token files a job reads (`tool:`): the forms it writes outside the 2025.10 format are read as
/// it means them, without the warning that names the format's way.
public enum TokenTool: String, Sendable, CaseIterable {
    case tokensStudio = "tokens-studio"
    case styleDictionary = "style-dictionary"
    case figma
    /// The Figma plugin "Design Tokens" (by Lukas Oppermann): its `custom-*` types, recognised by its key in
    /// `extensions` even without `tool:`.
    case figmaDesignTokens = "figma-design-tokens"

    /// The types only Tokens Studio writes: a file that uses one is its export.
    package static let studioTypes: Set<String> = [
        "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "lineHeights", "fontFamilies", "fontWeights", "boxShadow",
        "paragraphSpacing", "paragraphIndent", "textCase", "textDecoration",
    ]
    /// The Figma plugin "Design Tokens"'s types for a frame's padding, corner radii and layout grid, which no
    /// one Swift value holds.
    package static let figmaLayoutTypes: Set<String> = ["custom-spacing", "custom-radius", "custom-grid"]
    /// The key under which the Figma plugin "Design Tokens" writes its own fields.
    package static let figmaDesignTokensKey = "org.lukasoppermann.figmaDesignTokens"
}
