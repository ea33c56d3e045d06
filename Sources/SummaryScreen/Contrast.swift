import Foundation

/// WCAG 2.2 contrast: the ratio of the relative luminances of a text's colour and of what is behind it,
/// (L1 + 0.05) / (L2 + 0.05), from 1:1 to 21:1. AA needs 4.5:1, or 3:1 for large text.
enum Contrast {
    /// A colour as sRGB components from 0 to 1, without alpha. Display P3 components are taken as sRGB ones
    /// (the screen's tokens are all sRGB).
    struct RGB: Equatable {
        var red, green, blue: Double

        static let white = RGB(red: 1, green: 1, blue: 1)

        /// `color` drawn with its alpha over this colour.
        func behind(_ color: SummaryConstants.Color) -> RGB {
            let a = color.alpha
            return RGB(red: color.red * a + red * (1 - a), green: color.green * a + green * (1 - a), blue: color.blue * a + blue * (1 - a))
        }

        /// WCAG's relative luminance.
        var luminance: Double {
            func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }
    }

    static func ratio(_ a: RGB, _ b: RGB) -> Double {
        let (l1, l2) = (a.luminance, b.luminance)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// Large text in WCAG's sense: 18 pt (24 CSS pixels, iOS points), or 14 pt (18.66 points) bold.
    static func isLarge(_ font: SummaryConstants.Font) -> Bool {
        font.size >= 24 || (font.size >= 18.66 && font.weight >= 700)
    }

    static func required(_ font: SummaryConstants.Font) -> Double { isLarge(font) ? 3 : 4.5 }

    /// The lowest ratio of `text` over a gradient (itself over `ground`), sampled at 101 points between its
    /// stops, which it interpolates linearly in sRGB.
    static func worstRatio(_ text: SummaryConstants.Color, over gradient: SummaryConstants.Gradient, on ground: RGB) -> Double {
        let stops = gradient.stops.sorted { $0.position < $1.position }
        guard let first = stops.first, let last = stops.last else { return ratio(ground.behind(text), ground) }
        var worst = Double.infinity
        for step in 0...100 {
            let position = first.position + (last.position - first.position) * Double(step) / 100
            let after = stops.firstIndex { $0.position >= position } ?? stops.count - 1
            let before = max(0, after - 1)
            let (a, b) = (stops[before], stops[after])
            let t = b.position > a.position ? (position - a.position) / (b.position - a.position) : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            var color = a.color
            color.red = mix(a.color.red, b.color.red)
            color.green = mix(a.color.green, b.color.green)
            color.blue = mix(a.color.blue, b.color.blue)
            color.alpha = mix(a.color.alpha, b.color.alpha)
            let background = ground.behind(color)
            worst = min(worst, ratio(background.behind(text), background))
        }
        return worst
    }
}
