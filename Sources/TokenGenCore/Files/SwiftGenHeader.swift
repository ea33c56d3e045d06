import TokenGenVocabulary

/// The line SwiftGen's templates write at the top of every output, which tells a file a job may take over
/// (`replacesSwiftGenOutput`) from one someone wrote: the whole line, as SwiftGen 4 to 6 write it, anywhere in
/// the file's opening comments — after the project's licence header, a byte-order mark, with CRLF line ends —
/// and never a line that only begins like it.
enum SwiftGenHeader {
    static let lines: Set<String> = [
        "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen",
        "// Generated using SwiftGen, by O.Halligon — https://github.com/SwiftGen/SwiftGen",
        "// Generated using SwiftGen, by O.Halligon — https://github.com/AliSoftware/SwiftGen",
    ]

    /// How far the opening comments are looked through: a licence header is a few hundred bytes.
    static let searchedBytes = 16 << 10

    /// Whether the file at `path` is empty, or has SwiftGen's line among the comments it begins with; false
    /// when it cannot be read.
    static func isInOpeningComments(of path: String) -> Bool {
        FileSystem.head(of: path, count: searchedBytes).map(isInOpeningComments) ?? false
    }

    /// Whether a file that begins with `head` is empty, or has SwiftGen's line among its opening comments.
    static func isInOpeningComments(_ head: [UInt8]) -> Bool {
        guard !head.isEmpty else { return true }
        let bytes = head.starts(with: [0xEF, 0xBB, 0xBF]) ? head.dropFirst(3) : head[...]
        var inBlockComment = false
        // By bytes: a Character would hold "\r\n" as one.
        for lineBytes in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            var line = Substring(decoding: lineBytes, as: UTF8.self)
            while let last = line.unicodeScalars.last, last == "\r" || last == " " || last == "\t" { line = line.dropLast() }
            if lines.contains(String(line)) { return true }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if inBlockComment {
                inBlockComment = !Self.contains(trimmed, "*/")
                continue
            }
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            if trimmed.hasPrefix("/*") {
                inBlockComment = !Self.contains(trimmed.dropFirst(2), "*/")
                continue
            }
            return false
        }
        return false
    }

    private static func contains(_ text: Substring, _ part: String) -> Bool {
        text.utf8.indices.contains { text.utf8[$0...].starts(with: part.utf8) }
    }
}
