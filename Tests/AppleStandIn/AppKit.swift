// A stand-in of AppKit for tests on Linux: only what tokengen's generated code uses (and its tests read back),
// each declaration with the signature of Apple's documentation page named above it. Compiled into a module named
// AppKit by the tests, so that `#if canImport(AppKit)` in generated code is true and type-checked. Never shipped.

// As Apple's, it re-exports Foundation (CGFloat, String(format:)).
@_exported import Foundation

/// https://developer.apple.com/documentation/appkit/nsappearance
public final class NSAppearance: @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct
    public struct Name: Hashable, Sendable {
        let rawValue: String
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/aqua
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/darkaqua
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastaqua
        public static let accessibilityHighContrastAqua = Name(rawValue: "NSAppearanceNameAccessibilityHighContrastAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastdarkaqua
        public static let accessibilityHighContrastDarkAqua = Name(rawValue: "NSAppearanceNameAccessibilityHighContrastDarkAqua")
    }

    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.property
    public let name: Name

    /// https://developer.apple.com/documentation/appkit/nsappearance/init(named:)
    /// `init?(named name: NSAppearance.Name)`
    public init?(named name: NSAppearance.Name) {
        self.name = name
    }

    /// https://developer.apple.com/documentation/appkit/nsappearance/currentdrawingappearance
    /// `class var currentDrawingAppearance: NSAppearance { get }`
    public static var currentDrawingAppearance: NSAppearance { drawing ?? NSAppearance(named: .aqua)! }
    nonisolated(unsafe) private static var drawing: NSAppearance?

    /// https://developer.apple.com/documentation/appkit/nsappearance/performascurrentdrawingappearance(_:)
    /// `func performAsCurrentDrawingAppearance(_ block: () -> Void)`
    public func performAsCurrentDrawingAppearance(_ block: () -> Void) {
        let before = NSAppearance.drawing
        NSAppearance.drawing = self
        block()
        NSAppearance.drawing = before
    }

    /// https://developer.apple.com/documentation/appkit/nsappearance/bestmatch(from:)
    /// `func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name?`
    public func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? {
        appearances.contains(name) ? name : appearances.first
    }
}

/// https://developer.apple.com/documentation/appkit/nscolorspace
public final class NSColorSpace: Sendable {
    /// https://developer.apple.com/documentation/appkit/nscolorspace/srgb
    public static let sRGB = NSColorSpace()
}

/// https://developer.apple.com/documentation/appkit/nscolor
public final class NSColor: Hashable, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nscolor/name
    public typealias Name = String

    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let provider: ((NSAppearance) -> NSColor)?
    /// Whether it was made in Display P3 (what the test reads back).
    public let isDisplayP3: Bool

    /// https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)
    /// `init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        provider = nil
        isDisplayP3 = false
    }

    /// https://developer.apple.com/documentation/appkit/nscolor/init(displayp3red:green:blue:alpha:)
    /// `init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        provider = nil
        isDisplayP3 = true
    }

    /// https://developer.apple.com/documentation/appkit/nscolor/init(name:dynamicprovider:)
    /// `init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor)`
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {
        components = (0, 0, 0, 0)
        provider = dynamicProvider
        isDisplayP3 = false
    }

    /// https://developer.apple.com/documentation/appkit/nscolor/usingcolorspace(_:)
    /// `func usingColorSpace(_ space: NSColorSpace) -> NSColor?`: a dynamic colour resolved with the current
    /// drawing appearance (the stand-in converts no colour space).
    public func usingColorSpace(_ space: NSColorSpace) -> NSColor? {
        guard let provider else { return self }
        return provider(NSAppearance.currentDrawingAppearance).usingColorSpace(space)
    }

    /// https://developer.apple.com/documentation/appkit/nscolor/redcomponent
    public var redComponent: CGFloat { components.red }
    /// https://developer.apple.com/documentation/appkit/nscolor/greencomponent
    public var greenComponent: CGFloat { components.green }
    /// https://developer.apple.com/documentation/appkit/nscolor/bluecomponent
    public var blueComponent: CGFloat { components.blue }
    /// https://developer.apple.com/documentation/appkit/nscolor/alphacomponent
    public var alphaComponent: CGFloat { components.alpha }

    public static func == (a: NSColor, b: NSColor) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
