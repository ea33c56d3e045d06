/// The type of value a printf-style placeholder takes, named by the Swift type of its parameter.
public enum PlaceholderType: String, Sendable, Hashable {
    /// `%@`: any value; its description is printed.
    case object = "Any"
    case int = "Swift.Int"
    case uint = "Swift.UInt"
    case double = "Swift.Double"
    /// `%c`
    case char = "Swift.CChar"
    /// `%C`, `%lc`: a UTF-16 code unit.
    case unichar = "Swift.UInt16"
    /// `%s`
    case cString = "Swift.UnsafePointer<Swift.CChar>"
    /// `%S`, `%ls`
    case utf16String = "Swift.UnsafePointer<Swift.UInt16>"
    /// `%p`
    case pointer = "Swift.UnsafeRawPointer"

    /// The name a person reads in a diagnostic.
    public var shortName: String {
        rawValue.replacingOccurrences(of: "Swift.", with: "")
    }
}

/// The parameters a format string takes, in position order, and whether it needs formatting at all.
public struct FormatSignature: Equatable, Sendable {
    public var parameters: [PlaceholderType]
    /// True when the text holds `%%` or placeholders: it must go through `String(format:)`.
    public var needsFormatting: Bool

    public var description: String {
        "(" + parameters.map(\.shortName).joined(separator: ", ") + ")"
    }
}

/// Parses printf-style specifiers with the grammar Foundation's `String(format:)` uses:
/// `%[position$][flags][width][.precision][length]conversion`.
public enum FormatSpecifierParser {
    public struct Problem: Equatable, Sendable {
        public var isError: Bool
        public var message: String
    }

    /// Positions beyond this are certainly a mistake, and would make huge signatures.
    public static let maximumPosition = 64

    public static func signature(of text: String) -> (FormatSignature, [Problem]) {
        var problems: [Problem] = []
        var types: [Int: PlaceholderType] = [:]
        var nextPosition = 1
        var needsFormatting = false
        let bytes = Array(text.utf8)
        var i = 0

        func use(_ position: Int, _ type: PlaceholderType, _ spec: String) {
            if let existing = types[position], existing != type {
                problems.append(Problem(
                    isError: true,
                    message: "placeholder position \(position) is used as \(existing.shortName) and as \(type.shortName) ('\(spec)')"
                ))
            } else {
                types[position] = type
            }
        }

        func number(_ at: inout Int) -> Int? {
            var value = 0
            var digits = 0
            while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) {
                value = min(value * 10 + Int(bytes[at] - UInt8(ascii: "0")), 1_000_000)
                at += 1
                digits += 1
            }
            return digits > 0 ? value : nil
        }

        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else {
                i += 1
                continue
            }
            let start = i
            needsFormatting = true
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "%") {
                i = j + 1
                continue
            }
            // position
            var position: Int?
            var probe = j
            if let n = number(&probe), probe < bytes.count, bytes[probe] == UInt8(ascii: "$") {
                position = n
                j = probe + 1
            }
            if let n = position, !(1...maximumPosition).contains(n) {
                problems.append(Problem(isError: true, message: "placeholder position \(n)$ must be between 1 and \(maximumPosition)"))
                i = j
                continue
            }
            // flags
            let flagsStart = j
            while j < bytes.count, "-+ #0'".utf8.contains(bytes[j]) { j += 1 }
            let startsWithSpace = flagsStart < j && bytes[flagsStart] == UInt8(ascii: " ") && position == nil
            // width and precision, each a number or '*' (optionally '*n$')
            var starPositions: [Int?] = []
            func widthOrPrecision() {
                if j < bytes.count, bytes[j] == UInt8(ascii: "*") {
                    j += 1
                    var probe = j
                    if let n = number(&probe), probe < bytes.count, bytes[probe] == UInt8(ascii: "$") {
                        starPositions.append(min(max(n, 1), maximumPosition))
                        j = probe + 1
                    } else {
                        starPositions.append(nil)
                    }
                } else {
                    _ = number(&j)
                }
            }
            widthOrPrecision()
            if j < bytes.count, bytes[j] == UInt8(ascii: ".") {
                j += 1
                widthOrPrecision()
            }
            // length modifier
            var length = ""
            for candidate in ["hh", "ll", "h", "l", "q", "z", "t", "j", "L"] {
                if bytes[j...].starts(with: candidate.utf8) {
                    length = candidate
                    j += candidate.utf8.count
                    break
                }
            }
            let conversion: UInt8? = j < bytes.count ? bytes[j] : nil
            let type: PlaceholderType? = switch conversion.map({ Character(Unicode.Scalar($0)) }) {
            case "@": .object
            case "d", "i": .int
            case "o", "u", "x", "X": .uint
            case "e", "E", "f", "F", "g", "G", "a", "A": .double
            case "c": length == "l" ? .unichar : .char
            case "C": .unichar
            case "s": length == "l" ? .utf16String : .cString
            case "S": .utf16String
            case "p": .pointer
            default: nil
            }
            let specEnd = min(j + 1, bytes.count)
            let spec = String(decoding: bytes[start..<specEnd], as: UTF8.self)
            guard let type else {
                problems.append(Problem(
                    isError: true,
                    message: "'\(spec)' is not a format specifier; write '%%' for a literal percent sign"
                ))
                i = max(start + 1, j)
                continue
            }
            if startsWithSpace, let conversion, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(conversion) {
                problems.append(Problem(
                    isError: false,
                    message: "'\(spec)' is read as a format specifier taking \(type.shortName); if the percent sign is literal, write '%%'"
                ))
            }
            for star in starPositions {
                if let star {
                    use(star, .int, spec)
                } else {
                    use(nextPosition, .int, spec)
                    nextPosition += 1
                }
            }
            if let position {
                use(position, type, spec)
            } else if nextPosition > maximumPosition {
                problems.append(Problem(isError: true, message: "more than \(maximumPosition) placeholders"))
                break
            } else {
                use(nextPosition, type, spec)
                nextPosition += 1
            }
            i = j + 1
        }

        var parameters: [PlaceholderType] = []
        if let last = types.keys.max() {
            for position in 1...last {
                if let type = types[position] {
                    parameters.append(type)
                } else {
                    problems.append(Problem(
                        isError: true,
                        message: "placeholder position \(position) is never used, so its type is unknown; positions must run from 1 to \(last)"
                    ))
                    parameters.append(.object)
                }
            }
        }
        return (FormatSignature(parameters: parameters, needsFormatting: needsFormatting), problems)
    }
}
