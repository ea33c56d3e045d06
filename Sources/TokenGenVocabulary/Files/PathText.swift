/// What a path says as text, without asking the file system.
package enum PathText {
    /// `a/b/c.strings` → `c.strings`.
    package static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
