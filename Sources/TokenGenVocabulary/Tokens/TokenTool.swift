/// A tool whose token files a job reads (`tool:`): the forms it writes outside the 2025.10 format are read as
/// it means them, without the warning that names the format's way.
public enum TokenTool: String, Sendable, CaseIterable {
    case tokensStudio = "tokens-studio"
    case styleDictionary = "style-dictionary"
    case figma
}
