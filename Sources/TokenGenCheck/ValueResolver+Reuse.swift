import TokenGenVocabulary
import TokenGenRead

/// What a resolver document's combinations share: the outcome of each token resolved in one combination is
/// taken by the next where its definition and what its value looked up are the same.
extension ValueResolver {
    /// What resolving sets of the same files found (a resolver document's combinations), for the next set: a
    /// token whose definition, and that of every path its value looked up on the way (references of
    /// references included), are the same as in a set before keeps its value, problem and references without
    /// being resolved again. Its diagnostics were reported with that set.
    ///
    /// An outcome records only the paths its value looked up directly, each with the definition there and the
    /// outcome that path had (its serial number): an outcome is taken when those are the same, which holds
    /// for every path reached through them in turn. Memory is linear in the references, not in the chains they
    /// make (a chain of 20,000 references stored each token's whole closure: 3.4 GB).
    package final class Reuse {
        package struct Outcome {
            /// Its number among every outcome recorded.
            let serial: Int
            /// The paths it looked up, the definition that was there (-1 for none) and the serial of that
            /// path's outcome (-1 for none).
            package let dependencies: [(path: Int, definition: Int, serial: Int)]
            let state: State
            package let leftOut: UnresolvedToken?
            package let references: Set<String>?
            let lookedUp: Set<Int>?
        }
        var settings: TokenSettings?
        /// By definition number (see `TokenPaths`).
        var outcomes: [[Outcome]] = []
        var nextSerial = 0

        /// The dependencies its outcomes hold, in all: linear in the references resolved.
        var storedDependencies: Int { outcomes.reduce(0) { $0 + $1.reduce(0) { $0 + $1.dependencies.count } } }

        package init() {}
    }

    /// Takes the outcome of every token defined where it was before, whose dependencies took the outcomes its
    /// own was made with: each path decided once, dependencies first, without recursion.
    mutating func takeOutcomes(of reuse: Reuse) {
        // Plain loops: this runs for every token of every combination, in the debug build the plugin uses too.
        let known = definitionOfPath.count
        // By path: -2 not decided, -3 being decided, -1 no outcome taken, else the index of the outcome taken.
        var chosen = [Int](repeating: -2, count: known)
        var serialOfPath = [Int](repeating: -1, count: known)
        // The dependencies of the path on top of the stack still to decide, and the next one's position.
        var stack: [(path: Int, dependencies: [Int], next: Int)] = []
        var start = 0
        while start < known {
            defer { start += 1 }
            guard chosen[start] == -2 else { continue }
            stack.append((start, [], -1))
            while let top = stack.last {
                let path = top.path
                let definition = definitionOfPath[path]
                guard definition >= 0, definition < reuse.outcomes.count, !reuse.outcomes[definition].isEmpty else {
                    chosen[path] = -1
                    stack.removeLast()
                    continue
                }
                if top.next < 0 {
                    // First visit: every path the candidates looked up, each decided before this one.
                    chosen[path] = -3
                    var dependencies: [Int] = []
                    for outcome in reuse.outcomes[definition] {
                        for dependency in outcome.dependencies where dependency.path < known { dependencies.append(dependency.path) }
                    }
                    stack[stack.count - 1] = (path, dependencies, 0)
                }
                let position = stack[stack.count - 1].next
                let dependencies = stack[stack.count - 1].dependencies
                if position < dependencies.count {
                    stack[stack.count - 1].next += 1
                    if chosen[dependencies[position]] == -2 { stack.append((dependencies[position], [], -1)) }
                    continue
                }
                stack.removeLast()
                chosen[path] = -1
                var candidate = 0
                let outcomes = reuse.outcomes[definition]
                while candidate < outcomes.count {
                    let outcome = outcomes[candidate]
                    var dependency = 0
                    while dependency < outcome.dependencies.count {
                        let (other, otherDefinition, serial) = outcome.dependencies[dependency]
                        let current = other < known ? definitionOfPath[other] : -1
                        // A dependency being decided (a cycle) does not count as the same.
                        guard current == otherDefinition, current < 0 || (chosen[other] >= 0 && serialOfPath[other] == serial) else {
                            break
                        }
                        dependency += 1
                    }
                    if dependency == outcome.dependencies.count {
                        chosen[path] = candidate
                        serialOfPath[path] = outcome.serial
                        break
                    }
                    candidate += 1
                }
            }
        }
        var path = 0
        while path < known {
            defer { path += 1 }
            guard chosen[path] >= 0 else { continue }
            let outcome = reuse.outcomes[definitionOfPath[path]][chosen[path]]
            states[path] = outcome.state
            if let problem = outcome.leftOut { leftOut[paths.dottedPaths[path]] = problem }
            references[path] = outcome.references
            lookedUp[path] = outcome.lookedUp
            takenSerial[path] = outcome.serial
        }
    }

    /// Adds the outcome of every token resolved here, unless its value depends on every path of the set: with
    /// the paths it looked up, their definitions and their outcomes' serials (see `Reuse`).
    package func record(into reuse: Reuse) {
        if reuse.settings != settings {
            reuse.settings = settings
            reuse.outcomes = []
        }
        var serialOfPath = takenSerial
        var recorded: [Int] = []
        for path in resolvedHere where states[path] != nil && !dependsOnEveryPath.contains(path) {
            serialOfPath[path] = reuse.nextSerial
            reuse.nextSerial += 1
            recorded.append(path)
        }
        for path in recorded {
            let definition = definitionOfPath[path]
            var dependencies: [(path: Int, definition: Int, serial: Int)] = []
            for other in (lookedUp[path] ?? []).sorted() where other != path {
                let otherDefinition = other < definitionOfPath.count ? definitionOfPath[other] : -1
                dependencies.append((other, otherDefinition, other < serialOfPath.count ? serialOfPath[other] : -1))
            }
            while reuse.outcomes.count <= definition { reuse.outcomes.append([]) }
            reuse.outcomes[definition].append(
                Reuse.Outcome(
                    serial: serialOfPath[path], dependencies: dependencies, state: states[path]!,
                    leftOut: leftOut[paths.dottedPaths[path]], references: references[path], lookedUp: lookedUp[path]
                ))
        }
    }
}
