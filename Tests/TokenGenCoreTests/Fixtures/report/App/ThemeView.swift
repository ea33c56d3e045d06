// The design tokens this view reads; `tokens.colorAccent` is mentioned in this comment only.
struct ThemeView {
    let tokens = AppTokens(theme: .dark)
    var text: AppTokens.Color { tokens.colorText }
    var padding: Double { tokens.spacingSmall }
}
