/// A line diff in the unified format of `diff -u`, for `tokengen check` and snapshot failures.
public enum UnifiedDiff {
    public static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        let edits = shortestEdit(a, b)
        guard edits.contains(where: { $0.kind != .same }) else { return "" }

        var out = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < edits.count {
            guard let firstChange = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
            let start = max(firstChange - context, index)
            // Extend the hunk while the next change is within 2 × context unchanged lines.
            var end = firstChange
            var scan = firstChange
            while scan < edits.count {
                if edits[scan].kind != .same {
                    end = scan
                    scan += 1
                } else if let next = edits[scan...].firstIndex(where: { $0.kind != .same }), next - end <= 2 * context {
                    scan = next
                } else {
                    break
                }
            }
            let stop = min(end + context + 1, edits.count)
            let hunk = edits[start..<stop]
            let oldStart = (hunk.first { $0.kind != .insert }?.oldLine ?? edits[start].oldLine)
            let newStart = (hunk.first { $0.kind != .delete }?.newLine ?? edits[start].newLine)
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .same: out += " " + a[edit.oldLine] + "\n"
                case .delete: out += "-" + a[edit.oldLine] + "\n"
                case .insert: out += "+" + b[edit.newLine] + "\n"
                }
            }
            index = stop
        }
        return out
    }

    struct Edit {
        enum Kind { case same, delete, insert }
        var kind: Kind
        /// 0-based line in the old text (for an insert: the old line it comes before).
        var oldLine: Int
        var newLine: Int
    }

    /// Myers' O((N+M)·D) algorithm, then the path traced back into edits.
    static func shortestEdit(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let n = a.count, m = b.count
        let max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        outer: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                    x = v[max + k + 1]
                } else {
                    x = v[max + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[max + k] = x
                if x >= n, y >= m { break outer }
            }
        }
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[max + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(Edit(kind: .same, oldLine: x, newLine: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    edits.append(Edit(kind: .insert, oldLine: x, newLine: y))
                } else {
                    x -= 1
                    edits.append(Edit(kind: .delete, oldLine: x, newLine: y))
                }
            }
        }
        return edits.reversed()
    }
}
