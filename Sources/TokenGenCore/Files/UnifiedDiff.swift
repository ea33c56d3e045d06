/// A line diff in the unified format of `diff -u`, for `tokengen check` and snapshot failures.
package enum UnifiedDiff {
    package static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
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
        package enum Kind { case same, delete, insert }
        package var kind: Kind
        /// 0-based line in the old text (for an insert: the old line it comes before).
        var oldLine: Int
        var newLine: Int
    }

    /// The edits that turn `a` into `b`: the common first and last lines, then Myers' shortest edit of what
    /// is between. Myers keeps a row per edit, so its memory is bounded: beyond `memoryLimit` integers it
    /// gives up, and the lines between are shown as all removed and all added (a longer but correct diff).
    static func shortestEdit(_ a: [Substring], _ b: [Substring], memoryLimit: Int = 8_000_000) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        var edits = (0..<prefix).map { Edit(kind: .same, oldLine: $0, newLine: $0) }
        let middle =
            myers(middleA, middleB, memoryLimit: memoryLimit)
            ?? middleA.indices.map { Edit(kind: .delete, oldLine: $0, newLine: 0) }
            + middleB.indices.map { Edit(kind: .insert, oldLine: middleA.count, newLine: $0) }
        edits += middle.map { Edit(kind: $0.kind, oldLine: $0.oldLine + prefix, newLine: $0.newLine + prefix) }
        edits += (0..<suffix).map { Edit(kind: .same, oldLine: a.count - suffix + $0, newLine: b.count - suffix + $0) }
        return edits
    }

    /// Myers' O((N+M)·D) algorithm, then the path traced back into edits; nil when its rows would take more
    /// than `memoryLimit` integers.
    static func myers(_ a: [Substring], _ b: [Substring], memoryLimit: Int) -> [Edit]? {
        let n = a.count, m = b.count
        let max = n + m
        guard max > 0 else { return [] }
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        outer: for d in 0...max {
            guard (trace.count + 1) * v.count <= memoryLimit else { return nil }
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
