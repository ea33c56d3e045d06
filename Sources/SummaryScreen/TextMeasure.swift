/// How wide a text is in a font, in points: the advance widths of DejaVu Sans (`FontMetrics`), bold from
/// weight 600, at the font's size, plus its letter spacing after each character.
///
/// It approximates what a phone draws: DejaVu Sans stands in for Hind and the system font, and there is no
/// kerning and no shaping (an Arabic letter has its isolated form's width); format characters (bidi
/// controls, zero-width spaces and joiners) take no room. What DejaVu Sans lacks is drawn by a fallback font:
/// an emoji (a whole sequence, `👩‍💻` or `🇵🇱`) and a wide East Asian character (CJK, kana, Hangul, fullwidth
/// forms) take 1 em, as Apple's fallback fonts draw them; anything else the font's missing glyph.
enum TextMeasure {
    static func width(_ text: some StringProtocol, _ font: SummaryConstants.Font) -> Double {
        let bold = font.weight >= 600
        var units = 0.0
        var characters = 0
        for character in text {
            if isEmoji(character) {
                units += FontMetrics.unitsPerEm
                characters += 1
                continue
            }
            var visible = false
            for scalar in character.unicodeScalars where scalar.properties.generalCategory != .format {
                units += advance(scalar.value, bold: bold)
                visible = true
            }
            if visible { characters += 1 }
        }
        return units / FontMetrics.unitsPerEm * font.size + Double(characters) * font.letterSpacing
    }

    /// Drawn as an emoji: a scalar shown as an emoji by default, one followed by the emoji selector U+FE0F,
    /// or a sequence joined by U+200D.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        return scalars.contains { $0.properties.isEmojiPresentation }
            || scalars.contains("\u{FE0F}") && scalars.contains { $0.properties.isEmoji }
    }

    private static func advance(_ scalar: UInt32, bold: Bool) -> Double {
        for range in FontMetrics.ranges where range.first <= scalar && scalar <= range.last {
            return Double((bold ? range.bold : range.regular)[Int(scalar - range.first)])
        }
        if isWide(scalar) { return FontMetrics.unitsPerEm }
        return Double(bold ? FontMetrics.missing.bold : FontMetrics.missing.regular)
    }

    /// East Asian Wide and Fullwidth scalars (Unicode's EastAsianWidth.txt, W and F), by block.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x20000...0x3FFFD,
    ]

    static func isWide(_ scalar: UInt32) -> Bool {
        wideRanges.contains { $0.contains(scalar) }
    }
}
