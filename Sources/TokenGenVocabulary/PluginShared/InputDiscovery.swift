/// Which files are inputs. Shared with the build-tool plugin (`Plugins/TokenGenPlugin/PluginShared` is a link to this
/// folder), which must declare every file the tool reads before it runs: both decide with this code.
public enum InputDiscovery {
    /// A table below a folder: a file of a `TableFormat`.
    public static func isTable(_ path: String) -> Bool {
        TableFormat.of(path) != nil
    }

    /// Whether `path` names a token file by its extension. Any other file is never read as one: its lines
    /// would be quoted in the diagnostics, and so in build logs (`input: .env`).
    public static func isTokenFile(_ path: String) -> Bool {
        let name = fileName(of: path).lowercased()
        return [".json", ".tokens", ".yml", ".yaml"].contains { name.hasSuffix($0) }
    }

    public static let notATokenFile = "is not a token file (.tokens.json, .json, .tokens, .yml or .yaml), so it is not read"

    /// The files a DTCG resolver document's `$ref`s name, as written (relative to its folder), without the
    /// document's own `#/…` references: found in its bytes (JSON, or YAML with the reference quoted or not),
    /// without a JSON or YAML reader, as the plugin has none. Nil when the bytes are not a resolver document (no
    /// `resolutionOrder`). The tool warns where the files it reads are not all among these (`ResolverReader`),
    /// so the plugin declares every one.
    public static func resolverSources(_ bytes: [UInt8]) -> [String]? {
        guard bytes.count < 1 << 24, contains(bytes, Array("resolutionOrder".utf8)) else { return nil }
        return referencedFiles(bytes)
    }

    /// The other files a token file's `$ref`s include (`"$ref": "base/colors.json#/base/color"`), found as
    /// `resolverSources` finds a resolver document's.
    public static func includedFiles(_ bytes: [UInt8]) -> [String] {
        guard bytes.count < 1 << 24 else { return [] }
        return referencedFiles(bytes)
    }

    private static func referencedFiles(_ bytes: [UInt8]) -> [String] {
        let key = Array("$ref".utf8)
        let quotes: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "'")]
        var found: Set<String> = []
        var index = 0
        while index + key.count <= bytes.count {
            guard bytes[index] == key[0], bytes[index..<index + key.count].elementsEqual(key) else {
                index += 1
                continue
            }
            index += key.count
            // `"$ref": "…"` in JSON; `$ref: …`, quoted or not, in YAML.
            if index < bytes.count, quotes.contains(bytes[index]) { index += 1 }
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
            index += 1
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            guard index < bytes.count else { break }
            let quote = quotes.contains(bytes[index]) ? bytes[index] : nil
            if quote != nil { index += 1 }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\\") {
                let byte = bytes[index]
                if let quote, byte == quote { break }
                if quote == nil, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}")].contains(byte) { break }
                index += 1
            }
            let reference = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
            let file = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            if !file.isEmpty, !file.contains("://") { found.insert(file) }
        }
        return found.sorted()
    }

    /// Whether the bytes are a Tokens Studio `$themes.json`: its sets are the JSON files below its folder
    /// (`<set>.json`, and `$metadata.json`), which the plugin declares as inputs all together.
    public static func isStudioThemes(_ bytes: [UInt8]) -> Bool {
        bytes.count < 1 << 24 && contains(bytes, Array("\"selectedTokenSets\"".utf8))
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0] == needle[0] && bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    /// The last part of a path (the plugin has no `PathText`).
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
