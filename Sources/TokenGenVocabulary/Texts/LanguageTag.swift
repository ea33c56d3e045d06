/// A language as `.lproj` folders name it: a BCP 47 tag such as `pl`, `pt_BR`, `zh-Hans` or `zh-hans`.
///
/// Folder names are compared the way Apple's bundle lookup compares them: case-insensitively, with `_` the
/// same as `-`. The canonical spelling (`pt-BR`, `zh-Hans`, `sr-Latn-RS`) is what the generated code uses.
package struct LanguageTag: Hashable, Sendable, Comparable {
    /// `pt-BR`, `zh-Hans`.
    package let canonical: String

    /// Nil when `name` is not a language tag: a language subtag of 2–3 letters (or 5–8 for registered
    /// ones), then subtags of 1–8 letters or digits, separated by `-` or `_`.
    package init?(_ name: String) {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count) || (5...8).contains(first.count),
            first.utf8.allSatisfy(Self.isLetter),
            parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.utf8.allSatisfy { Self.isLetter($0) || Self.isDigit($0) } })
        else { return nil }
        var canonical = [first.lowercased()]
        for (index, part) in parts.enumerated().dropFirst() {
            let isScript = index == 1 && part.count == 4 && part.utf8.allSatisfy(Self.isLetter)
            let isRegion =
                index <= 2
                && ((part.count == 2 && part.utf8.allSatisfy(Self.isLetter)) || (part.count == 3 && part.utf8.allSatisfy(Self.isDigit)))
            if isScript {
                canonical.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if isRegion {
                canonical.append(part.uppercased())
            } else {
                canonical.append(part.lowercased())
            }
        }
        self.canonical = canonical.joined(separator: "-")
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The language subtag: `pt` of `pt-BR`.
    package var language: String { String(canonical.prefix { $0 != "-" }) }

    package static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.canonical < rhs.canonical }
}
