import TokenGenVocabulary
import TokenGenRead

/// Tarjan's algorithm, without recursion: a chain of references as long as a file can hold is walked in a
/// loop.
package enum StronglyConnectedComponents {
    /// Calls `visit` with each strongly connected component reachable from `starts` (a node of `edges` where
    /// `isNode` holds), every component after those it has edges to: what a node refers to comes first. The
    /// members of a component come in the order they are left, the first one reached last.
    static func walk(edges: [[Int]], isNode: [Bool], starts: some Sequence<Int>, visit: ([Int]) -> Void) {
        var order = [Int](repeating: -1, count: edges.count)
        var lowLink = [Int](repeating: 0, count: edges.count)
        var onStack = [Bool](repeating: false, count: edges.count)
        var stack: [Int] = []
        var counter = 0
        for start in starts where isNode[start] && order[start] < 0 {
            var work: [(node: Int, next: Int)] = [(start, 0)]
            order[start] = counter
            lowLink[start] = counter
            counter += 1
            stack.append(start)
            onStack[start] = true
            while let (node, next) = work.last {
                if next < edges[node].count {
                    work[work.count - 1].next += 1
                    let target = edges[node][next]
                    guard isNode[target] else { continue }
                    if order[target] < 0 {
                        order[target] = counter
                        lowLink[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], order[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[node]) }
                guard lowLink[node] == order[node] else { continue }
                var component: [Int] = []
                repeat {
                    let member = stack.removeLast()
                    onStack[member] = false
                    component.append(member)
                } while component.last != node
                visit(component)
            }
        }
    }
}
