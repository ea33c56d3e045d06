// A stand-in of Darwin for tests on Linux, so that `#if canImport(Darwin)` in generated code is true and its
// branch type-checked; what the branch calls is Foundation's. Most of that Linux has; what it lacks
// (`LocalizedStringResource`, `String.LocalizationValue`) is declared here, as Apple's documentation pages give
// it, with only what generated code and its tests use, and the tests import this module into every file
// (`-import-module Darwin`), as on Apple platforms every file that imports Foundation sees those types.
// https://developer.apple.com/documentation/darwin

import Foundation

/// https://developer.apple.com/documentation/foundation/localizedstringresource
/// `struct LocalizedStringResource` (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1)
public struct LocalizedStringResource: @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/bundledescription
    /// `enum BundleDescription`
    public enum BundleDescription: @unchecked Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)
    }

    /// https://developer.apple.com/documentation/foundation/localizedstringresource/key
    public let key: String
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/defaultvalue
    public var defaultValue: String.LocalizationValue
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/table
    public var table: String?
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/locale
    public var locale: Locale
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/bundle
    public var bundle: BundleDescription

    /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(_:defaultvalue:table:locale:bundle:comment:)-1apqa
    /// `init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil)`
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = key.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }
}

extension String {
    /// https://developer.apple.com/documentation/swift/string/localizationvalue
    /// `struct LocalizationValue` (iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1): a format, whose literal
    /// segments have their `%` doubled, with a placeholder for each interpolated value, and those values.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable {
        /// What the value was made of, for tests.
        public let format: String
        public let arguments: [Argument]

        public enum Argument: Sendable {
            case int(Int), unsigned(UInt), double(Double), string(String)

            var value: any CVarArg {
                switch self {
                case .int(let value): value
                case .unsigned(let value): value
                case .double(let value): value
                case .string(let value): value as NSString
                }
            }
        }

        /// https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation
        public struct StringInterpolation: StringInterpolationProtocol {
            var format = ""
            var arguments: [Argument] = []

            /// https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation/init(literalcapacity:interpolationcount:)
            public init(literalCapacity: Int, interpolationCount: Int) {}

            /// https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation/appendliteral(_:)
            public mutating func appendLiteral(_ literal: String) {
                format += literal.replacingOccurrences(of: "%", with: "%%")
            }

            /// https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation/appendinterpolation(_:)
            /// `mutating func appendInterpolation(_ string: String)`
            public mutating func appendInterpolation(_ string: String) {
                format += "%@"
                arguments.append(.string(string))
            }

            /// `mutating func appendInterpolation(_ value: Int)`
            public mutating func appendInterpolation(_ value: Int) {
                format += "%lld"
                arguments.append(.int(value))
            }

            /// `mutating func appendInterpolation(_ value: UInt)`
            public mutating func appendInterpolation(_ value: UInt) {
                format += "%llu"
                arguments.append(.unsigned(value))
            }

            /// `mutating func appendInterpolation(_ value: Double)`
            public mutating func appendInterpolation(_ value: Double) {
                format += "%lf"
                arguments.append(.double(value))
            }
        }

        /// https://developer.apple.com/documentation/swift/string/localizationvalue/init(stringinterpolation:)
        public init(stringInterpolation: StringInterpolation) {
            format = stringInterpolation.format
            arguments = stringInterpolation.arguments
        }

        /// https://developer.apple.com/documentation/swift/string/localizationvalue/init(stringliteral:)
        public init(stringLiteral value: String) {
            format = value
            arguments = []
        }
    }

    /// https://developer.apple.com/documentation/swift/string/init(localized:)
    /// `init(localized resource: LocalizedStringResource)`. The stand-in reads no table: it shows the default
    /// value, as Foundation does where the resource's table lacks the key.
    public init(localized resource: LocalizedStringResource) {
        let value = resource.defaultValue
        self.init(format: value.format, locale: resource.locale, arguments: value.arguments.map(\.value))
    }
}
