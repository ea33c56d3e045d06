import TokenGenVocabulary

/// Which of a set of member paths (`L10n.ReportCreated.title`) a set of Swift files spells out, read as Swift
/// tokens: comments and the text of string literals do not count, interpolations inside literals do. A path
/// counts as used when a chain of names in the code holds `namesThatMakeAUse` (two for keys) or more of its last
/// names in a row (`L10n.ReportCreated.title`, or `ReportCreated.title` from inside the enum). What it cannot
/// see: a name reached through a `typealias`, a variable holding an enum's type, `Mirror` or `#keyPath`.
///
/// Linear in the source, in time and memory: it is read once, without recursion; each name that continues a
/// chain is looked up backwards in a trie of the paths' reversed names, so a chain is kept only as far back
/// as the deepest path reaches.
package struct SwiftUsage {
    /// The trie of the reversed paths: node 0 is the root; a node at depth `namesThatMakeAUse` or more that a
    /// chain reaches makes every path through it used.
    private var children: [Int: [String: Int]] = [:]
    private var reached: [Bool] = [false]
    private var depth: [Int] = [0]
    /// Each path's nodes, from its last name backwards.
    private var pathNodes: [[Int]] = []
    private var deepest = 0
    private let namesThatMakeAUse: Int
    /// Steps taken, to bound the work in tests: bytes read plus trie steps.
    package private(set) var work = 0

    package init(paths: [[String]], namesThatMakeAUse: Int = 2) {
        self.namesThatMakeAUse = namesThatMakeAUse
        for path in paths {
            var node = 0
            var nodes: [Int] = []
            for name in path.reversed() {
                if let child = children[node]?[name] {
                    node = child
                } else {
                    let child = reached.count
                    reached.append(false)
                    depth.append(depth[node] + 1)
                    children[node, default: [:]][name] = child
                    node = child
                }
                nodes.append(node)
            }
            pathNodes.append(nodes)
            deepest = max(deepest, nodes.count)
        }
    }

    package func isUsed(_ path: Int) -> Bool {
        pathNodes[path].contains { depth[$0] >= namesThatMakeAUse && reached[$0] }
    }

    package mutating func read(_ source: [UInt8]) {
        var scanner = Scanner(bytes: source, keep: max(deepest, 2))
        scanner.scan { chain in self.mark(endingAt: chain) }
        work += scanner.position
    }

    /// Marks the runs of names that end with the last name of `chain` and spell a path's last names.
    private mutating func mark(endingAt chain: [String]) {
        var node = 0
        var index = chain.count - 1
        while index >= 0, let child = children[node]?[chain[index]] {
            work += 1
            node = child
            if depth[node] >= namesThatMakeAUse { reached[node] = true }
            index -= 1
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        /// How many names of a chain are kept: a run that matches is never longer.
        let keep: Int
        var position = 0
        /// The end of the chain being read, and whether a `.` was just read after it.
        var chain: [String] = []
        var afterDot = false

        /// What the scanner is inside: code (at a depth of parentheses; in an interpolation, the `)` at depth 0
        /// returns to its literal) or a string literal.
        enum Context {
            case code(depth: Int, interpolation: Bool)
            case string(hashes: Int, multiline: Bool)
        }

        init(bytes: [UInt8], keep: Int) {
            self.bytes = bytes
            self.keep = keep
        }

        mutating func endChain() {
            chain.removeAll(keepingCapacity: true)
            afterDot = false
        }

        mutating func scan(_ found: ([String]) -> Void) {
            var stack: [Context] = [.code(depth: 0, interpolation: false)]
            while position < bytes.count {
                switch stack[stack.count - 1] {
                case .code(let depth, let interpolation):
                    let byte = bytes[position]
                    switch byte {
                    case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
                        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                    case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
                        skipBlockComment()
                    case UInt8(ascii: "\""), UInt8(ascii: "#"):
                        endChain()
                        var hashes = 0
                        while position < bytes.count, bytes[position] == UInt8(ascii: "#") { hashes += 1; position += 1 }
                        // A run of `#` not followed by `"` (`#if`, `#selector`) is skipped whole.
                        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { continue }
                        let multiline = next(1) == UInt8(ascii: "\"") && next(2) == UInt8(ascii: "\"")
                        position += multiline ? 3 : 1
                        stack.append(.string(hashes: hashes, multiline: multiline))
                    case UInt8(ascii: "."):
                        position += 1
                        afterDot = !chain.isEmpty
                    case UInt8(ascii: "`"):
                        position += 1
                        let start = position
                        while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != 0x0A { position += 1 }
                        name(String(decoding: bytes[start..<position], as: UTF8.self), found)
                        if position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
                    case _ where Self.startsName(byte):
                        let start = position
                        while position < bytes.count, Self.continuesName(bytes[position]) { position += 1 }
                        name(String(decoding: bytes[start..<position], as: UTF8.self), found)
                    case 0x20, 0x09, 0x0A, 0x0D:
                        // A chain may go on after white space and line breaks: `L10n\n    .Report.title`.
                        position += 1
                    case UInt8(ascii: "("):
                        endChain()
                        stack[stack.count - 1] = .code(depth: depth + 1, interpolation: interpolation)
                        position += 1
                    case UInt8(ascii: ")"):
                        endChain()
                        position += 1
                        if depth == 0 {
                            if interpolation { stack.removeLast() }
                        } else {
                            stack[stack.count - 1] = .code(depth: depth - 1, interpolation: interpolation)
                            chain = [Self.result]
                        }
                    case UInt8(ascii: "]"):
                        endChain()
                        position += 1
                        chain = [Self.result]
                    case _ where (byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")) && !chain.isEmpty && next(1) == UInt8(ascii: "."):
                        // Optional chaining and forced unwrapping keep the chain: `tokens?.brandInk`.
                        position += 1
                    default:
                        endChain()
                        position += 1
                    }
                case .string(let hashes, let multiline):
                    let byte = bytes[position]
                    let quotes = multiline ? 3 : 1
                    if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: position + 1) {
                        position += 1 + hashes
                        if position < bytes.count, bytes[position] == UInt8(ascii: "(") {
                            position += 1
                            stack.append(.code(depth: 0, interpolation: true))
                        } else {
                            position += 1
                        }
                    } else if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ next($0) == UInt8(ascii: "\"") }),
                        hasHashes(hashes, at: position + quotes)
                    {
                        position += quotes + hashes
                        stack.removeLast()
                    } else if byte == 0x0A, !multiline {
                        stack.removeLast()
                    } else {
                        position += 1
                    }
                }
            }
            endChain()
        }

        /// What a call or a subscript returns, as a chain's first link: `AppTokens().brandInk` is a member
        /// read after a call. No name is empty, so no path matches it.
        static let result = ""

        /// A name continues the chain after a `.`, else starts a new one; `found` sees each chain of two or
        /// more names as it grows.
        mutating func name(_ text: String, _ found: ([String]) -> Void) {
            if !afterDot { endChain() }
            if chain.count == 2 * keep { chain.removeFirst(keep) }
            chain.append(text)
            afterDot = false
            if chain.count > 1 { found(chain) }
        }

        func next(_ offset: Int) -> UInt8? {
            position + offset < bytes.count ? bytes[position + offset] : nil
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

        func hasHashes(_ count: Int, at index: Int) -> Bool {
            guard index + count <= bytes.count else { return false }
            var offset = 0
            while offset < count, bytes[index + offset] == UInt8(ascii: "#") { offset += 1 }
            return offset == count
        }
    }
}
