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
