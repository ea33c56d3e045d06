// A stand-in of UIKit for tests on Linux: only what tokengen's generated code uses (and its tests read back),
// each declaration with the signature of Apple's documentation page named above it. Compiled into a module named
// UIKit by the tests, so that `#if canImport(UIKit)` in generated code is true and type-checked. Never shipped.

// As Apple's, it re-exports Foundation (CGFloat, String(format:)).
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
public final class UITraitCollection: Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast
    public let accessibilityContrast: UIAccessibilityContrast

    private init(style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast) {
        userInterfaceStyle = style
        accessibilityContrast = contrast
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)
    /// `convenience init(userInterfaceStyle: UIUserInterfaceStyle)`
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, contrast: .unspecified)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(accessibilitycontrast:)
    /// `convenience init(accessibilityContrast: UIAccessibilityContrast)`
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(style: .unspecified, contrast: accessibilityContrast)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:)
    /// `convenience init(traitsFrom traitCollections: [UITraitCollection])`: each trait from the last collection
    /// that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        let style = traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
        let contrast = traitCollections.last { $0.accessibilityContrast != .unspecified }?.accessibilityContrast ?? .unspecified
        self.init(style: style, contrast: contrast)
    }
}

/// https://developer.apple.com/documentation/uikit/uicolor
public final class UIColor: Hashable, @unchecked Sendable {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let provider: ((UITraitCollection) -> UIColor)?
    /// Whether it was made in Display P3 (what the test reads back).
    public let isDisplayP3: Bool

    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        provider = nil
        isDisplayP3 = false
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:)
    /// `init(displayP3Red displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (displayP3Red, green, blue, alpha)
        provider = nil
        isDisplayP3 = true
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    /// `init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)`
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        components = (0, 0, 0, 0)
        provider = dynamicProvider
        isDisplayP3 = false
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    /// `func resolvedColor(with traitCollection: UITraitCollection) -> UIColor`
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    /// `func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool`
    /// (of a dynamic colour, the stand-in gives its light, normal-contrast value, as UIKit does outside a view).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let resolved = resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).components
        red?.pointee = resolved.red
        green?.pointee = resolved.green
        blue?.pointee = resolved.blue
        alpha?.pointee = resolved.alpha
        return true
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// https://developer.apple.com/documentation/uikit/uifont
public final class UIFont: Hashable, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: Hashable, Sendable {
        /// The weight's name, for tests.
        public let name: String
        /// https://developer.apple.com/documentation/uikit/uifont/weight/ultralight (and the eight beside it)
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }

    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body (and the ten beside it)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// What the font was made of, for tests.
    public let fontName: String
    /// https://developer.apple.com/documentation/uikit/uifont/pointsize
    public let pointSize: CGFloat
    public let weight: Weight?
    /// The text style whose metrics scaled it, for tests.
    public let scaledAs: TextStyle?
    /// Whether its descriptor has the italic trait, for tests.
    public let isItalic: Bool

    private init(fontName: String, pointSize: CGFloat, weight: Weight?, scaledAs: TextStyle?, isItalic: Bool = false) {
        (self.fontName, self.pointSize, self.weight, self.scaledAs, self.isItalic) = (fontName, pointSize, weight, scaledAs, isItalic)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/fontdescriptor
    /// `var fontDescriptor: UIFontDescriptor { get }`
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(font: self, symbolicTraits: isItalic ? .traitItalic : [])
    }

    /// https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:)
    /// `init(descriptor: UIFontDescriptor, size pointSize: CGFloat)`
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = descriptor.font
        self.init(
            fontName: font.fontName, pointSize: pointSize, weight: font.weight, scaledAs: font.scaledAs,
            isItalic: descriptor.symbolicTraits.contains(.traitItalic))
    }

    /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    /// `init?(name fontName: String, size fontSize: CGFloat)`: the stand-in has one font installed, Hind.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard fontName == "Hind" else { return nil }
        self.init(fontName: fontName, pointSize: fontSize, weight: nil, scaledAs: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    /// `class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont`
    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: "system", pointSize: fontSize, weight: weight, scaledAs: nil)
    }

    fileprivate func scaled(as style: TextStyle) -> UIFont {
        UIFont(fontName: fontName, pointSize: pointSize, weight: weight, scaledAs: style, isItalic: isItalic)
    }

    public static func == (a: UIFont, b: UIFont) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// https://developer.apple.com/documentation/uikit/uifontdescriptor
public final class UIFontDescriptor: @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/traititalic
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    }

    /// The font it describes, for the stand-in's `UIFont(descriptor:size:)`.
    fileprivate let font: UIFont
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.property
    public let symbolicTraits: SymbolicTraits

    fileprivate init(font: UIFont, symbolicTraits: SymbolicTraits) {
        (self.font, self.symbolicTraits) = (font, symbolicTraits)
    }

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/withsymbolictraits(_:)
    /// `func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor?`
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(font: font, symbolicTraits: symbolicTraits)
    }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics
public final class UIFontMetrics: Sendable {
    private let style: UIFont.TextStyle

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    /// `init(forTextStyle textStyle: UIFont.TextStyle)`
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle
    }

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
    /// `func scaledFont(for font: UIFont) -> UIFont`: at the default text size, the font's own size.
    public func scaledFont(for font: UIFont) -> UIFont {
        font.scaled(as: style)
    }
}
