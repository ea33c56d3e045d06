import TokenGenVocabulary
import TokenGenRead
import TokenGenTranslate
import TokenGenRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What tokengen knows of the files of an asset catalog: Xcode re-saves a colour set with its own key order and
/// spacing, so a colour set is tokengen's by its parsed `info.author`, and unchanged when it holds the same JSON
/// value, however it is written.
enum AssetCatalogFiles {
    /// What writing `bytes` as the colour set at `path` does.
    enum Change: Equatable {
        /// It holds them already, as bytes or as the same JSON value.
        case none
        /// It is missing, or tokengen's with another value.
        case write
        /// Someone else's colour set of the same name: never replaced.
        case foreign
    }

    static func change(ofColorSet path: String, to bytes: [UInt8]) -> Change {
        guard let current = try? FileSystem.bytes(of: path) else { return .write }
        if current == bytes { return .none }
        guard let node = parsed(current), isTokengens(node) else { return .foreign }
        guard let new = parsed(bytes) else { return .write }
        return sameValue(node, new) ? .none : .write
    }

    /// Whether the colour set's `Contents.json` at `path` names tokengen as its author.
    static func isTokengens(_ path: String) -> Bool {
        guard let bytes = try? FileSystem.bytes(of: path), let node = parsed(bytes) else { return false }
        return isTokengens(node)
    }

    private static func isTokengens(_ node: JSONNode) -> Bool {
        node["info"]?["author"]?.string == AssetCatalogRenderer.author
    }

    private static func parsed(_ bytes: [UInt8]) -> JSONNode? {
        JSONParser.parse(bytes, path: "Contents.json", diagnostics: DiagnosticCollector())
    }

    /// Equal as JSON values: an object's members in any order, numbers by value (`1` and `1.0`).
    static func sameValue(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.value, b.value) {
        case (.object(let left), .object(let right)):
            guard left.count == right.count else { return false }
            return left.allSatisfy { member in b[member.key].map { sameValue(member.value, $0) } ?? false }
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy(sameValue)
        case (.string(let left, _), .string(let right, _)): return left == right
        case (.number(let left), .number(let right)): return left == right || Double(left) == Double(right)
        case (.bool(let left), .bool(let right)): return left == right
        case (.null, .null): return true
        default: return false
        }
    }

    /// The Xcode symbols of the colour sets in `catalog` that someone else made (`AccentColor` is `.accent`), each
    /// with its path inside the catalog: a colour set of tokengen's with the same symbol would make Xcode generate
    /// one of the two. Groups are walked (not through links, at most 16 deep); a group that provides a namespace
    /// is not, its symbols being its own.
    static func foreignSymbols(in catalog: String) -> [String: String] {
        var symbols: [String: String] = [:]
        var pending = [("", 0)]
        while let (relative, depth) = pending.popLast() {
            guard depth < 16, let directory = opendir(catalog + relative) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = FolderListing.name(of: entry)
                let path = relative + "/" + name
                var info = stat()
                guard !name.hasPrefix("."), lstat(catalog + path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
                if name.hasSuffix(".colorset") {
                    let contents = catalog + path + "/Contents.json"
                    guard lstat(contents, &info) == 0, info.st_mode & S_IFMT == S_IFREG, !isTokengens(contents) else { continue }
                    let symbol = SwiftName.assetSymbol(ofColorSet: String(name.dropLast(".colorset".count)))
                    if symbols[symbol] == nil { symbols[symbol] = String(path.dropFirst()) }
                } else if !name.contains("."), !providesNamespace(catalog + path + "/Contents.json") {
                    pending.append((path, depth + 1))
                }
            }
        }
        return symbols
    }

    private static func providesNamespace(_ path: String) -> Bool {
        guard let bytes = try? FileSystem.bytes(of: path), let node = parsed(bytes) else { return false }
        return node["properties"]?["provides-namespace"]?.bool == true
    }
}
