import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

@Suite struct UnifiedDiffTests {
    @Test func smallChangeIsOneHunk() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 5", with: "line five")
        #expect(
            UnifiedDiff.diff(old: old, new: new, oldName: "a", newName: "b") == """
                --- a
                +++ b
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    /// 6,000 lines changed everywhere: Myers would keep 12,000 rows of 24,000 integers (2.3 GB); the diff
    /// gives up past its memory limit and shows the changed lines as removed and added, still a correct diff.
    @Test func hugeDiffsStayInBoundedMemory() {
        let old = (0..<6_000).map { "old \($0)" }
        let new = (0..<6_000).map { "new \($0)" }
        let edits = UnifiedDiff.shortestEdit(old.map { $0[...] }, new.map { $0[...] })
        #expect(edits.filter { $0.kind == .delete }.count == 6_000)
        #expect(edits.filter { $0.kind == .insert }.count == 6_000)
        let diff = UnifiedDiff.diff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"), oldName: "a", newName: "b")
        #expect(diff.hasPrefix("--- a\n+++ b\n@@ -1,6000 +1,6000 @@\n-old 0\n"))
    }

    /// Common first and last lines are never part of the edit that Myers computes.
    @Test func commonEndsAreKept() {
        let old = ["a", "b", "x", "c", "d"].map { $0[...] }
        let new = ["a", "b", "y", "z", "c", "d"].map { $0[...] }
        let edits = UnifiedDiff.shortestEdit(old, new)
        #expect(edits.map(\.kind) == [.same, .same, .delete, .insert, .insert, .same, .same])
    }
}
