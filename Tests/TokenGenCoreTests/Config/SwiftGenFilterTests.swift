import Foundation
import Testing
@testable import TokenGenCore

/// SwiftGen's `filter`, matched without backtracking: the same answer as `NSRegularExpression` (ICU, which
/// SwiftGen uses) for every pattern it reads, a refusal with the reason for what it does not, and work that
/// grows with the path, never with the ways a pattern can match it.
@Suite struct SwiftGenFilterTests {
    static let paths = [
        "App/Resources/en.lproj/Localizable.strings", "App/Resources/pl.lproj/Localizable.stringsdict", "en.lproj/InfoPlist.strings",
        "Pods/Lib/en.lproj/Lib.strings", "a/.strings", "Zoo.lproj/a1_b.strings", "", "aaa", "a{2}", "x]y", "Łódź/pl.lproj/Błąd.strings",
    ]

    static let patterns = [
        #"[^/]\.strings$"#, #".+\.strings(dict)?$"#, "^App/", #"(en|pl)\.lproj"#, #"Local.*\.strings"#, "a{2,3}", "a{2}", "a{1,}x",
        "[a-c]+", #"\d"#, #"\w+\.lproj"#, #"\W"#, #"\s"#, "Loc(?:al)izable", #"(?<lang>en)\.lproj"#, "x*?y", "[.]strings", #"\."#,
        "^$", "a|", "[]a]", "[^]a]", "[a-]", "[-a]", "^(Pods|Carthage)/", #"\Aen"#, #"dict\z"#, "ó", "[ą-ż]", "(a|a)+$", "()*b",
        #"[\d_]"#, #"\/"#, "[^a-z/.]",
    ]

    @Test(arguments: patterns) func matchesAsICUDoes(pattern: String) throws {
        var matcher = try PathPattern(pattern)
        let icu = try NSRegularExpression(pattern: pattern)
        for path in Self.paths {
            let expected = icu.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
            let matched = matcher.matches(path)
            #expect(matched == expected, "\(pattern) on '\(path)'")
        }
    }

    @Test func whatOnlyABacktrackingEngineMeansIsRefused() {
        func refusal(_ pattern: String) -> String? {
            do throws(PathPattern.Refusal) {
                _ = try PathPattern(pattern)
                return nil
            } catch {
                return error.reason
            }
        }
        #expect(refusal(#"(a)\1"#) == #"the escape '\1'"#)
        #expect(refusal("(?=a)b") == "a look-around")
        #expect(refusal("(?<!a)b") == "a look-around")
        #expect(refusal("(?i)a") == "an inline flag or group option")
        #expect(refusal("a++b") == "a possessive repeat")
        #expect(refusal("[[:alpha:]]") == "a nested or POSIX character class")
        #expect(refusal(#"\bword"#) == #"the escape '\b'"#)
        #expect(refusal("a{30000}") == "more than 20000 states (a large counted repeat)")
        #expect(refusal("(ab") == "an unmatched '('")
        #expect(refusal("ab)") == "an unmatched ')'")
        #expect(refusal("[ab") == "an unfinished '['")
        #expect(refusal("*a") == "a repeat of nothing")
        #expect(refusal("a{,2}") == "a '{' that starts no counted repeat")
        #expect(refusal("a{3,2}") == "a counted repeat that is not '{n}', '{n,}' or '{n,m}' with n ≤ m")
        #expect(refusal("x}") == "a '}' that ends no counted repeat")
        #expect(refusal("[z-a]") == "a range out of order")
    }

    /// ICU takes exponential time for `(a|a)+$` on a long run of `a` that does not end the text; here each
    /// scalar costs at most two visits of each state.
    @Test func workIsLinearInThePath() throws {
        for pattern in ["(a|a)+$", "(a*)*c$", "(a|aa|aaa)+b$", "(x+x+)+y"] {
            var matcher = try PathPattern(pattern)
            for length in [100, 10_000] {
                let path = String(repeating: pattern.hasPrefix("(x") ? "x" : "a", count: length) + "!"
                let matched = matcher.matches(path)
                #expect(!matched)
                #expect(matcher.work <= 2 * matcher.size * (length + 2), "\(pattern): \(matcher.work) for \(length)")
            }
        }
    }
}
