/// The member chains a set of Swift files spells out (`L10n.ReportCreated.title`), read as Swift tokens:
/// comments and the text of string literals do not count, interpolations inside literals do. What it cannot
/// see: a name reached through a `typealias`, a variable holding an enum's type, `Mirror` or `#keyPath`.
struct SwiftUsage {
    /// Every contiguous run of two or more names of a chain, joined by `.` (`L10n.A.b` gives `L10n.A`,
    /// `A.b` and `L10n.A.b`).
    private(set) var spans: Set<String> = []

    /// Chains longer than this count by their first names only: an accessor path is rarely deeper.
    static let longestChain = 12

    mutating func read(_ source: [UInt8]) {
        var scanner = Scanner(bytes: source)
        scanner.scanCode(until: nil)
        for chain in scanner.chains where chain.count > 1 {
            let names = Array(chain.prefix(Self.longestChain))
            for start in names.indices {
                for end in (start + 1)..<names.count {
                    spans.insert(names[start...end].joined(separator: "."))
                }
            }
        }
    }

    func contains(_ path: String) -> Bool { spans.contains(path) }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0
        var chains: [[String]] = []
        /// The chain being read, and whether a `.` was just read after it.
        var chain: [String] = []
        var afterDot = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func endChain() {
            if chain.count > 1 { chains.append(chain) }
            chain = []
            afterDot = false
        }

        /// Code up to the `)` that closes an interpolation (`closing` is then 0x29), or to the end.
        mutating func scanCode(until closing: UInt8?) {
            var depth = 0
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
                    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""), UInt8(ascii: "#") where startsRawString():
                    endChain()
                    scanString()
                case UInt8(ascii: "."):
                    position += 1
                    afterDot = !chain.isEmpty
                case UInt8(ascii: "`"):
                    position += 1
                    let start = position
                    while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != 0x0A { position += 1 }
                    name(String(decoding: bytes[start..<position], as: UTF8.self))
                    if position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
                case _ where Self.startsName(byte):
                    let start = position
                    while position < bytes.count, Self.continuesName(bytes[position]) { position += 1 }
                    name(String(decoding: bytes[start..<position], as: UTF8.self))
                case 0x20, 0x09, 0x0A, 0x0D:
                    // A chain may go on after white space and line breaks: `L10n\n    .Report.title`.
                    position += 1
                case UInt8(ascii: "("):
                    endChain()
                    depth += 1
                    position += 1
                case UInt8(ascii: ")"):
                    endChain()
                    position += 1
                    if depth == 0, closing != nil { return }
                    depth -= 1
                default:
                    endChain()
                    position += 1
                }
            }
            endChain()
        }

        /// A name continues the chain after a `.`, else starts a new one.
        mutating func name(_ text: String) {
            if !afterDot { endChain() }
            chain.append(text)
            afterDot = false
        }

        func next(_ offset: Int) -> UInt8? {
            position + offset < bytes.count ? bytes[position + offset] : nil
        }

        func startsRawString() -> Bool {
            var index = position
            while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
            return index < bytes.count && bytes[index] == UInt8(ascii: "\"")
        }

        static func startsName(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte >= 0x80
        }

        static func continuesName(_ byte: UInt8) -> Bool {
            startsName(byte) || (byte >= 0x30 && byte <= 0x39)
        }

        mutating func skipBlockComment() {
            var depth = 0
            while position < bytes.count {
                if bytes[position] == UInt8(ascii: "/"), next(1) == UInt8(ascii: "*") {
                    depth += 1
                    position += 2
                } else if bytes[position] == UInt8(ascii: "*"), next(1) == UInt8(ascii: "/") {
                    depth -= 1
                    position += 2
                    if depth == 0 { return }
                } else {
                    position += 1
                }
            }
        }

        /// A string literal: `"…"`, `"""…"""`, with any number of `#` around; its interpolations are code.
        mutating func scanString() {
            var hashes = 0
            while position < bytes.count, bytes[position] == UInt8(ascii: "#") { hashes += 1; position += 1 }
            let multiline = next(1) == UInt8(ascii: "\"") && next(2) == UInt8(ascii: "\"")
            position += multiline ? 3 : 1
            let quotes = multiline ? 3 : 1
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: position + 1) {
                    position += 1 + hashes
                    if position < bytes.count, bytes[position] == UInt8(ascii: "(") {
                        position += 1
                        scanCode(until: UInt8(ascii: ")"))
                    } else {
                        position += 1
                    }
                } else if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ next($0) == UInt8(ascii: "\"") }), hasHashes(hashes, at: position + quotes) {
                    position += quotes + hashes
                    return
                } else if byte == 0x0A, !multiline {
                    return
                } else {
                    position += 1
                }
            }
        }

        func hasHashes(_ count: Int, at index: Int) -> Bool {
            guard index + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[index + $0] == UInt8(ascii: "#") }
        }
    }
}
