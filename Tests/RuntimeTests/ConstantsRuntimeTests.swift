import Testing
import ConstantsRuntime

/// The value types every constants type holds, as the renderer copies them.
@Suite struct ConstantsRuntimeTests {
    @Test func valueTypesCompareByValueWithTheirDefaults() {
        let black = DesignTokens.Color(red: 0, green: 0, blue: 0, alpha: 0.25, hex: "#000000", colorSpace: .sRGB)
        let shadow = DesignTokens.Shadow(color: black, offsetX: 0, offsetY: 2, blur: 4, spread: 0)
        #expect(!shadow.inset)
        #expect(shadow == DesignTokens.Shadow(color: black, offsetX: 0, offsetY: 2, blur: 4, spread: 0, inset: false))
        #expect(DesignTokens.StrokeStyle.dashes([4, 2], lineCap: .round) != .dashes([4, 2], lineCap: .butt))
        let font = DesignTokens.Font(
            families: ["Inter", "system"], size: 16, weight: 600, letterSpacing: 0, lineHeight: 1.5, lineSpacing: 8)
        #expect(font.lineSpacing == font.size * (font.lineHeight - 1))
    }
}
