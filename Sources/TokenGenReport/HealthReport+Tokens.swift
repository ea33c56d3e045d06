import TokenGenVocabulary
import TokenGenTranslate

/// What `tokengen report` finds in each tokens job: how many tokens the files hold, which were generated,
/// which tokengen had to leave out (and why), and which generated properties no Swift file names.
extension HealthReport {
    public struct TokenJob: Sendable {
        public var output: String
        /// The tokens of the files: generated or left out.
        public var tokens: Int
        public var generated: Int
        public var leftOut: [LeftOutToken]
        public var unused: [UnusedToken]
        /// The generated tokens as the HTML page shows them.
        package var gallery: TokenGallery
    }

    public struct LeftOutToken: Sendable {
        public var token: String
        /// What leaves it out, as the summary names it: "unreadable colour", "broken reference", …
        public var reason: String
        public var path: String
        public var line: Int
    }

    public struct UnusedToken: Sendable {
        public var token: String
        public var property: String
        public var path: String
        public var line: Int
    }

    /// A tokens job's health. `isUsed(i)`: whether a Swift file names the property of `model.properties[i]`.
    package static func tokenJob(output: String, usedTokens: [String], model: ConstantsModel, isUsed: (Int) -> Bool) -> TokenJob {
        let leftOut = model.omitted.map {
            LeftOutToken(token: $0.token, reason: $0.reasonText, path: $0.location.path, line: $0.location.line)
        }
        // A property is used when a Swift file names it or `usedTokens` lists its token; a token that a used
        // token's value names, in any context, is used through it.
        let patterns = usedTokens.map(KeyPattern.init)
        let properties = model.properties
        let indexByPath = Dictionary(properties.indices.map { (properties[$0].token.dottedPath, $0) }, uniquingKeysWith: min)
        var used = properties.indices.map {
            isUsed($0) || patterns.contains(where: { [path = properties[$0].token.dottedPath] in $0.matches(path) })
        }
        var reached = used.indices.filter { used[$0] }
        while let index = reached.popLast() {
            for reference in properties[index].token.references {
                guard let target = indexByPath[reference], !used[target] else { continue }
                used[target] = true
                reached.append(target)
            }
        }
        let unused = properties.indices.filter { !used[$0] }.map { index in
            let (name, token) = (properties[index].name, properties[index].token)
            return UnusedToken(
                token: token.dottedPath, property: SwiftName.unescaped(name), path: token.location.path, line: token.location.line)
        }
        return TokenJob(
            output: output, tokens: properties.count + Set(leftOut.map(\.token)).count, generated: properties.count,
            leftOut: leftOut.sorted { ($0.path, $0.line, $0.token) < ($1.path, $1.line, $1.token) },
            unused: unused.sorted { ($0.path, $0.line, $0.token) < ($1.path, $1.line, $1.token) },
            gallery: TokenGallery(model)
        )
    }
}
