// A stand-in of SwiftUI for tests on Linux: only what tokengen's generated code uses, each declaration with the
// signature of Apple's documentation page named above it, and the behaviour a test reads back (what a value was
// made of). Compiled into a module named SwiftUI by the tests (`AppleStandIn.module`), so that
// `#if canImport(SwiftUI)` in generated code is true and type-checked. Never shipped.

import Darwin
import Foundation
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: Sendable {
    /// What the text was made of, for tests.
    public let resource: LocalizedStringResource

    /// https://developer.apple.com/documentation/swiftui/text/init(_:)
    /// `init(_ resource: LocalizedStringResource)` (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1)
    public init(_ resource: LocalizedStringResource) {
        self.resource = resource
    }
}

/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label> {
    /// What the button was made of, for tests.
    public let label: Label
}

extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)
    /// `init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void)`
    public nonisolated init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {
        label = Text(titleResource)
    }
}

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// What the colour was made of, for tests.
    public let colorSpace: RGBColorSpace
    public let red, green, blue, opacity: Double
    #if canImport(UIKit)
    public let uiColor: UIColor?
    #elseif canImport(AppKit)
    public let nsColor: NSColor?
    #endif

    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    /// `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)`
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.colorSpace = colorSpace
        (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
        #if canImport(UIKit)
        uiColor = nil
        #elseif canImport(AppKit)
        nsColor = nil
        #endif
    }

    #if canImport(UIKit)
    /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
    /// `init(uiColor: UIColor)`
    public init(uiColor: UIColor) {
        (colorSpace, red, green, blue, opacity) = (.sRGB, 0, 0, 0, 0)
        self.uiColor = uiColor
    }
    #elseif canImport(AppKit)
    /// https://developer.apple.com/documentation/swiftui/color/init(nscolor:)
    /// `init(nsColor: NSColor)`
    public init(nsColor: NSColor) {
        (colorSpace, red, green, blue, opacity) = (.sRGB, 0, 0, 0, 0)
        self.nsColor = nsColor
    }
    #endif
}

#if canImport(UIKit)
extension UIColor {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(_:)-9mldj
    /// `convenience init(_ color: Color)` (declared by SwiftUI): the colour a `Color(uiColor:)` was made of.
    public convenience init(_ color: Color) {
        let platform = color.uiColor
        self.init(dynamicProvider: { traits in
            platform?.resolvedColor(with: traits) ?? UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.opacity)
        })
    }
}
#elseif canImport(AppKit)
extension NSColor {
    /// https://developer.apple.com/documentation/appkit/nscolor/init(_:)
    /// `convenience init(_ color: Color)` (declared by SwiftUI): the colour a `Color(nsColor:)` was made of.
    public convenience init(_ color: Color) {
        let platform = color.nsColor
        self.init(
            name: nil,
            dynamicProvider: { _ in
                platform?.usingColorSpace(.sRGB) ?? NSColor(srgbRed: color.red, green: color.green, blue: color.blue, alpha: color.opacity)
            })
    }
}
#endif

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/weight
    public struct Weight: Hashable, Sendable {
        /// The weight's name, for tests.
        public let name: String

        /// https://developer.apple.com/documentation/swiftui/font/weight/ultralight (and the eight beside it)
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

    /// https://developer.apple.com/documentation/swiftui/font/design
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// https://developer.apple.com/documentation/swiftui/font/textstyle
    public enum TextStyle: Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2, extraLargeTitle,
            extraLargeTitle2
    }

    /// What the font was made of, for tests: `system` or a family name, its size and weight, and the text style
    /// it scales with.
    public let name: String
    public let size: CGFloat
    public let fontWeight: Weight?
    public var relativeTo: TextStyle? = nil
    public var isItalic = false

    /// https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:)
    /// `static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font`
    /// (its size: the style's at the default text size, 0 in the stand-in).
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(name: "system", size: 0, fontWeight: weight, relativeTo: style)
    }

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)
    /// `static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font`
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(name: name, size: size, fontWeight: nil, relativeTo: textStyle)
    }

    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-73a88
    /// `static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font`
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(name: "system", size: size, fontWeight: weight)
    }

    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2
    /// `static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font`
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(name: "system", size: size, fontWeight: weight)
    }

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:)
    /// `static func custom(_ name: String, size: CGFloat) -> Font`
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: name, size: size, fontWeight: nil)
    }

    /// https://developer.apple.com/documentation/swiftui/font/weight(_:)
    /// `func weight(_ weight: Font.Weight) -> Font`
    public func weight(_ weight: Font.Weight) -> Font {
        Font(name: name, size: size, fontWeight: weight, relativeTo: relativeTo, isItalic: isItalic)
    }

    /// https://developer.apple.com/documentation/swiftui/font/italic()
    /// `func italic() -> Font`
    public func italic() -> Font {
        Font(name: name, size: size, fontWeight: fontWeight, relativeTo: relativeTo, isItalic: true)
    }
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// https://developer.apple.com/documentation/swiftui/unitpoint/leading (and top, trailing, bottom)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
}

/// https://developer.apple.com/documentation/swiftui/gradient
public struct Gradient: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/gradient/stop
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        /// https://developer.apple.com/documentation/swiftui/gradient/stop/init(color:location:)
        /// `init(color: Color, location: CGFloat)`
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
}

/// https://developer.apple.com/documentation/swiftui/lineargradient
public struct LinearGradient: Hashable, Sendable {
    /// What the gradient was made of, for tests.
    public let stops: [Gradient.Stop]
    public let startPoint, endPoint: UnitPoint

    /// https://developer.apple.com/documentation/swiftui/lineargradient/init(stops:startpoint:endpoint:)
    /// `init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)`
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.stops = stops
        (self.startPoint, self.endPoint) = (startPoint, endPoint)
    }
}
