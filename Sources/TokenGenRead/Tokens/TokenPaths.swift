import TokenGenVocabulary

/// Every token path of a run numbered once, and every token definition too: a resolver document resolves the
/// same files in many combinations, and its sets find a token by number instead of hashing its path again in
/// each (see `ValueResolver.Reuse`).
package final class TokenPaths {
    private var numbers: [String: Int] = [:]
    /// The dotted paths, by number.
    package private(set) var dottedPaths: [String] = []
    private var definitions = 0

    package init() {}

    package var count: Int { dottedPaths.count }

    /// The number of a dotted path, given one the first time it is asked for.
    package func number(of dottedPath: String) -> Int {
        if let number = numbers[dottedPath] { return number }
        numbers[dottedPath] = dottedPaths.count
        dottedPaths.append(dottedPath)
        return dottedPaths.count - 1
    }

    /// The number of a dotted path if it has one.
    package func existingNumber(of dottedPath: String) -> Int? { numbers[dottedPath] }

    /// Numbers the paths of the tokens not numbered yet, and gives each a definition number of its own.
    package func number(_ tokens: inout [RawToken]) {
        for index in tokens.indices where tokens[index].pathNumber < 0 {
            tokens[index].pathNumber = number(of: tokens[index].dottedPath)
            tokens[index].definition = definitions
            definitions += 1
        }
    }
}
