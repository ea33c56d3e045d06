/// How wide a text is in a font, in points: the advance widths of DejaVu Sans (`FontMetrics`), bold from
/// weight 600, at the font's size, plus its letter spacing after each character.
///
/// It approximates what a phone draws: DejaVu Sans stands in for Hind and the system font, and there is no
/// kerning and no shaping (an Arabic letter has its isolated form's width); format characters (bidi
/// controls, zero-width spaces and joiners) take no room.
enum TextMeasure {
    static func width(_ text: some StringProtocol, _ font: SummaryConstants.Font) -> Double {
        let bold = font.weight >= 600
        var units = 0.0
        var characters = 0
        for character in text {
            var visible = false
            for scalar in character.unicodeScalars where scalar.properties.generalCategory != .format {
                units += Double(advance(scalar.value, bold: bold))
                visible = true
            }
            if visible { characters += 1 }
        }
        return units / FontMetrics.unitsPerEm * font.size + Double(characters) * font.letterSpacing
    }

    private static func advance(_ scalar: UInt32, bold: Bool) -> UInt16 {
        for range in FontMetrics.ranges where range.first <= scalar && scalar <= range.last {
            return (bold ? range.bold : range.regular)[Int(scalar - range.first)]
        }
        return bold ? FontMetrics.missing.bold : FontMetrics.missing.regular
    }
}
