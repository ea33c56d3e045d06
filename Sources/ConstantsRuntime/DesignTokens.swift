// The value types of every generated constants type (`SummaryConstants`, `DesignTokens`…), as real Swift that
// the compiler and `RuntimeTests` see: a template per type, of which a generated type carries those its tokens
// use (`ConstantsRenderer.runtime`). The renderer copies the templates below from
// `ConstantsRuntimeTemplate.swift`, which `Scripts/runtime-templates.py` extracts from this file, with
// `DesignTokens` made the type's name and `public ` its access level.

#if canImport(SwiftUI)
import SwiftUI
#endif
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// An example constants type, which the template extends.
public nonisolated struct DesignTokens: Swift.Sendable, Swift.Equatable {
    public init() {}
}

// tokengen:template color

nonisolated extension DesignTokens {
    /// A colour with components in 0…1; `hex` is its `#RRGGBB` without the alpha.
    public struct Color: Swift.Sendable, Swift.Equatable {
        public enum ColorSpace: Swift.Sendable, Swift.Equatable { case sRGB, displayP3 }
        public var red: Swift.Double
        public var green: Swift.Double
        public var blue: Swift.Double
        public var alpha: Swift.Double
        public var hex: Swift.String
        public var colorSpace: ColorSpace

        public init(red: Swift.Double, green: Swift.Double, blue: Swift.Double, alpha: Swift.Double, hex: Swift.String, colorSpace: ColorSpace) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
            self.hex = hex
            self.colorSpace = colorSpace
        }
    }
}

#if canImport(SwiftUI)
nonisolated extension DesignTokens.Color {
    public var color: SwiftUI.Color {
        SwiftUI.Color(colorSpace == .sRGB ? .sRGB : .displayP3, red: red, green: green, blue: blue, opacity: alpha)
    }
}
#endif
// tokengen:end
// tokengen:template font

nonisolated extension DesignTokens {
    /// A text style. `families` lists fallbacks in order; `lineHeight` multiplies `size`, and
    /// `lineSpacing` is the extra space between lines that it means: `size × (lineHeight − 1)`.
    public struct Font: Swift.Sendable, Swift.Equatable {
        public var families: [Swift.String]
        public var size: Swift.Double
        public var weight: Swift.Double
        public var letterSpacing: Swift.Double
        public var lineHeight: Swift.Double
        public var lineSpacing: Swift.Double
        /// The text style whose size it scales with (Dynamic Type), where the token names one.
        public var textStyle: TextStyle?
        /// Upright, or slanted (`italic`, `oblique`: Apple's fonts draw both with the italic trait).
        public var style: Style

        public init(
            families: [Swift.String], size: Swift.Double, weight: Swift.Double, letterSpacing: Swift.Double, lineHeight: Swift.Double,
            lineSpacing: Swift.Double, textStyle: TextStyle? = nil, style: Style = .normal
        ) {
            self.families = families
            self.size = size
            self.weight = weight
            self.letterSpacing = letterSpacing
            self.lineHeight = lineHeight
            self.lineSpacing = lineSpacing
            self.textStyle = textStyle
            self.style = style
        }

        /// CSS's font styles, as design tools write them.
        public enum Style: Swift.String, Swift.Sendable, Swift.CaseIterable {
            case normal, italic, oblique

            /// Whether the font is drawn slanted.
            public var isSlanted: Swift.Bool { self != .normal }
        }

        /// Apple's text styles.
        public enum TextStyle: Swift.String, Swift.Sendable, Swift.CaseIterable {
            case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

            /// Its size at the default (Large) text size, in points.
            public var defaultSize: Swift.Double {
                switch self {
                case .largeTitle: 34
                case .title: 28
                case .title2: 22
                case .title3: 20
                case .headline, .body: 17
                case .callout: 16
                case .subheadline: 15
                case .footnote: 13
                case .caption: 12
                case .caption2: 11
                }
            }
        }

        /// Apple's nine named weights, 100 (ultra light) to 900 (black).
        public enum WeightName: Swift.Int, Swift.Sendable, Swift.CaseIterable {
            case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        /// The named weight nearest to the design's number (`450` is medium, as for Apple's fonts).
        public var weightName: WeightName {
            WeightName(rawValue: Swift.min(8, Swift.max(0, Swift.Int(weight - 50) / 100))) ?? .regular
        }

        /// The text style it scales with: the one the token names, else the one whose default size is nearest
        /// (`body` rather than `headline` at 17 points; the larger on a tie).
        public var scalingStyle: TextStyle {
            if let textStyle { return textStyle }
            var best = TextStyle.body
            for style in TextStyle.allCases where style != .headline && Swift.abs(style.defaultSize - size) < Swift.abs(best.defaultSize - size) {
                best = style
            }
            return best
        }
    }
}

#if canImport(SwiftUI)
nonisolated extension DesignTokens.Font {
    /// The font that scales with the user's text size (Dynamic Type) as `scalingStyle` does: the first family
    /// at its size, relative to that style; the system font is that style's (there is no system font of another
    /// size that scales). Weighted as designed.
    public var font: SwiftUI.Font {
        let family = families.first ?? "system"
        let font: SwiftUI.Font =
            family == "system"
            ? .system(scalingStyle.swiftUI, weight: fontWeight) : .custom(family, size: size, relativeTo: scalingStyle.swiftUI).weight(fontWeight)
        return style.isSlanted ? font.italic() : font
    }

    /// The first family, or the system font when it is `system`, at the designed size whatever the user's text
    /// size.
    public var fixedFont: SwiftUI.Font {
        let family = families.first ?? "system"
        let font: SwiftUI.Font = family == "system" ? .system(size: size, weight: fontWeight) : .custom(family, size: size).weight(fontWeight)
        return style.isSlanted ? font.italic() : font
    }

    public var fontWeight: SwiftUI.Font.Weight {
        [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black][weightName.rawValue]
    }
}

nonisolated extension DesignTokens.Font.TextStyle {
    public var swiftUI: SwiftUI.Font.TextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .body: .body
        case .callout: .callout
        case .subheadline: .subheadline
        case .footnote: .footnote
        case .caption: .caption
        case .caption2: .caption2
        }
    }
}
#endif

#if canImport(UIKit)
nonisolated extension DesignTokens.Font {
    /// The font scaled with the user's text size through `UIFontMetrics`, as `scalingStyle` (set
    /// `adjustsFontForContentSizeCategory` on a label or text view to follow changes).
    public var uiFont: UIKit.UIFont {
        UIKit.UIFontMetrics(forTextStyle: scalingStyle.uiKit).scaledFont(for: fixedUIFont)
    }

    /// The first family, or the system font when it is `system` or not installed, at the designed size;
    /// slanted by the italic trait where its style is (the face as it is where the family has none).
    public var fixedUIFont: UIKit.UIFont {
        let family = families.first ?? "system"
        let font = (family == "system" ? nil : UIKit.UIFont(name: family, size: size)) ?? UIKit.UIFont.systemFont(ofSize: size, weight: uiWeight)
        guard style.isSlanted, let slanted = font.fontDescriptor.withSymbolicTraits(.traitItalic) else { return font }
        return UIKit.UIFont(descriptor: slanted, size: size)
    }

    public var uiWeight: UIKit.UIFont.Weight {
        [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black][weightName.rawValue]
    }
}

nonisolated extension DesignTokens.Font.TextStyle {
    public var uiKit: UIKit.UIFont.TextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .body: .body
        case .callout: .callout
        case .subheadline: .subheadline
        case .footnote: .footnote
        case .caption: .caption1
        case .caption2: .caption2
        }
    }
}
#endif
// tokengen:end
// tokengen:template gradient

nonisolated extension DesignTokens {
    public struct Gradient: Swift.Sendable, Swift.Equatable {
        public struct Stop: Swift.Sendable, Swift.Equatable {
            public var color: Color
            /// From 0 (start) to 1 (end).
            public var position: Swift.Double

            public init(color: Color, position: Swift.Double) {
                self.color = color
                self.position = position
            }
        }

        /// Leading and trailing follow the layout direction, as in SwiftUI.
        public enum Direction: Swift.Sendable, Swift.Equatable { case toTrailing, toLeading, toBottom, toTop }

        public var stops: [Stop]
        public var direction: Direction

        public init(stops: [Stop], direction: Direction) {
            self.stops = stops
            self.direction = direction
        }
    }
}

#if canImport(SwiftUI)
nonisolated extension DesignTokens.Gradient {
    public var linearGradient: SwiftUI.LinearGradient {
        let points: (SwiftUI.UnitPoint, SwiftUI.UnitPoint) = switch direction {
        case .toTrailing: (.leading, .trailing)
        case .toLeading: (.trailing, .leading)
        case .toBottom: (.top, .bottom)
        case .toTop: (.bottom, .top)
        }
        return SwiftUI.LinearGradient(
            stops: stops.map { SwiftUI.Gradient.Stop(color: $0.color.color, location: $0.position) },
            startPoint: points.0, endPoint: points.1
        )
    }
}
#endif
// tokengen:end
// tokengen:template cubicBezier

nonisolated extension DesignTokens {
    /// An easing curve: the control points of a cubic Bézier from (0, 0) to (1, 1).
    public struct CubicBezier: Swift.Sendable, Swift.Equatable {
        public var x1: Swift.Double
        public var y1: Swift.Double
        public var x2: Swift.Double
        public var y2: Swift.Double

        public init(x1: Swift.Double, y1: Swift.Double, x2: Swift.Double, y2: Swift.Double) {
            self.x1 = x1
            self.y1 = y1
            self.x2 = x2
            self.y2 = y2
        }
    }
}
// tokengen:end
// tokengen:template shadow

nonisolated extension DesignTokens {
    /// A drop shadow; a glow is a shadow with zero offsets; an inset shadow is drawn inside the shape.
    public struct Shadow: Swift.Sendable, Swift.Equatable {
        public var color: Color
        public var offsetX: Swift.Double
        public var offsetY: Swift.Double
        public var blur: Swift.Double
        public var spread: Swift.Double
        public var inset: Swift.Bool

        public init(
            color: Color, offsetX: Swift.Double, offsetY: Swift.Double, blur: Swift.Double, spread: Swift.Double,
            inset: Swift.Bool = false
        ) {
            self.color = color
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.blur = blur
            self.spread = spread
            self.inset = inset
        }
    }
}
// tokengen:end
// tokengen:template strokeStyle

nonisolated extension DesignTokens {
    /// How a line is drawn: a named style as in CSS, or dashes and gaps (points, alternating).
    public enum StrokeStyle: Swift.Sendable, Swift.Equatable {
        public enum LineCap: Swift.Sendable, Swift.Equatable { case round, butt, square }
        case solid, dashed, dotted, double, groove, ridge, outset, inset
        case dashes([Swift.Double], lineCap: LineCap)
    }
}
// tokengen:end
// tokengen:template border

nonisolated extension DesignTokens {
    public struct Border: Swift.Sendable, Swift.Equatable {
        public var color: Color
        public var width: Swift.Double
        public var style: StrokeStyle

        public init(color: Color, width: Swift.Double, style: StrokeStyle) {
            self.color = color
            self.width = width
            self.style = style
        }
    }
}
// tokengen:end
// tokengen:template transition

nonisolated extension DesignTokens {
    /// An animated change; `duration` and `delay` are in seconds.
    public struct Transition: Swift.Sendable, Swift.Equatable {
        public var duration: Swift.Double
        public var delay: Swift.Double
        public var timingFunction: CubicBezier

        public init(duration: Swift.Double, delay: Swift.Double, timingFunction: CubicBezier) {
            self.duration = duration
            self.delay = delay
            self.timingFunction = timingFunction
        }
    }
}
// tokengen:end
// tokengen:template adaptiveColor

nonisolated extension DesignTokens {
    /// A colour token's value in each appearance. `color` (SwiftUI), `uiColor` (UIKit) and `nsColor` (AppKit)
    /// resolve by the system's appearance themselves, live when it changes.
    public struct AdaptiveColor: Swift.Sendable, Swift.Equatable {
        public var light: Color
        public var dark: Color
        public var lightHighContrast: Color
        public var darkHighContrast: Color

        public init(light: Color, dark: Color, lightHighContrast: Color, darkHighContrast: Color) {
            self.light = light
            self.dark = dark
            self.lightHighContrast = lightHighContrast
            self.darkHighContrast = darkHighContrast
        }

        /// The value in an appearance.
        public func resolved(dark isDark: Swift.Bool, highContrast: Swift.Bool) -> Color {
            if isDark { return highContrast ? darkHighContrast : dark }
            return highContrast ? lightHighContrast : light
        }
    }

    /// A composite token's value (a border, a shadow, a gradient) in each appearance, whose colours adapt:
    /// `focus.color(\.color).uiColor`, `fade.color { $0.stops[0].color }`.
    public struct AdaptiveValue<Value: Swift.Sendable & Swift.Equatable>: Swift.Sendable, Swift.Equatable {
        public var light: Value
        public var dark: Value
        public var lightHighContrast: Value
        public var darkHighContrast: Value

        public init(light: Value, dark: Value, lightHighContrast: Value, darkHighContrast: Value) {
            self.light = light
            self.dark = dark
            self.lightHighContrast = lightHighContrast
            self.darkHighContrast = darkHighContrast
        }

        /// A colour of the value, in each appearance.
        public func color(_ color: (Value) -> Color) -> AdaptiveColor {
            AdaptiveColor(light: color(light), dark: color(dark), lightHighContrast: color(lightHighContrast), darkHighContrast: color(darkHighContrast))
        }
    }
}

#if canImport(UIKit)
nonisolated extension DesignTokens.Color {
    public var uiColor: UIKit.UIColor {
        switch colorSpace {
        case .sRGB: UIKit.UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case .displayP3: UIKit.UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
    }
}

nonisolated extension DesignTokens.AdaptiveColor {
    /// The dark value for a dark `userInterfaceStyle`, the high-contrast values where `accessibilityContrast` is
    /// high, the light value otherwise.
    public var uiColor: UIKit.UIColor {
        let colors = self
        return UIKit.UIColor(dynamicProvider: { traits in
            colors.resolved(dark: traits.userInterfaceStyle == .dark, highContrast: traits.accessibilityContrast == .high).uiColor
        })
    }
}

#if canImport(SwiftUI)
nonisolated extension DesignTokens.AdaptiveColor {
    public var color: SwiftUI.Color { SwiftUI.Color(uiColor: uiColor) }
}
#endif
#elseif canImport(AppKit)
nonisolated extension DesignTokens.Color {
    public var nsColor: AppKit.NSColor {
        switch colorSpace {
        case .sRGB: AppKit.NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
        case .displayP3: AppKit.NSColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
    }
}

nonisolated extension DesignTokens.AdaptiveColor {
    /// The dark values for a dark appearance, the high-contrast ones for a high-contrast appearance, the light
    /// value otherwise.
    public var nsColor: AppKit.NSColor {
        let colors = self
        return AppKit.NSColor(name: nil, dynamicProvider: { appearance in
            let match = appearance.bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua])
            return colors.resolved(
                dark: match == .darkAqua || match == .accessibilityHighContrastDarkAqua,
                highContrast: match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua
            ).nsColor
        })
    }
}

#if canImport(SwiftUI)
nonisolated extension DesignTokens.AdaptiveColor {
    public var color: SwiftUI.Color { SwiftUI.Color(nsColor: nsColor) }
}
#endif
#endif
// tokengen:end
// tokengen:template adaptiveGradient

#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
nonisolated extension DesignTokens.AdaptiveValue where Value == DesignTokens.Gradient {
    /// The gradient with each stop's colour following the appearance (the stops' places and the direction as in
    /// the light appearance).
    public var linearGradient: SwiftUI.LinearGradient {
        let base = light.linearGradient
        let stops = light.stops.indices.map { index in
            SwiftUI.Gradient.Stop(color: color { $0.stops[Swift.min(index, $0.stops.count - 1)].color }.color, location: light.stops[index].position)
        }
        return SwiftUI.LinearGradient(stops: stops, startPoint: base.startPoint, endPoint: base.endPoint)
    }
}
#endif
// tokengen:end
