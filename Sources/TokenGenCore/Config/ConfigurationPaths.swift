/// The input and output paths of a `tokengen.yml`, read line by line without a YAML parser.
///
/// The build-tool plugin needs them before the tool runs, and a plugin cannot link libyaml: it compiles this
/// same file (`Plugins/TokenGenPlugin/ConfigurationPaths.swift` is a link to it). The tool reads the whole
/// configuration with libyaml, then checks that this reader finds the same paths; a configuration written in
/// a form this reader does not follow (a flow mapping `{…}`, a list over several lines, a quoted key) is an
/// error, so the plugin and the tool agree by construction.
struct ConfigurationPaths: Equatable {
    var inputs: [String] = []
    var outputs: [String] = []
    /// The outputs of `strings` jobs, each of which also writes `companions(of:)`.
    var stringsOutputs: [String] = []

    /// How many files the keys of a strings job are spread over, by their first part: each shard is one file
    /// of accessors and one of texts, so that an edit recompiles one small file. Fixed, as the plugin must name
    /// every output before the tool runs.
    static let shardCount = 8

    /// The files a strings job writes beside its `output` (`L10n.swift`): `L10n+Keys0.swift`… (accessors) and
    /// `L10n+Texts0.swift`… (texts).
    static func companions(of output: String) -> [String] {
        let stem = output.hasSuffix(".swift") ? String(output.dropLast(6)) : output
        return ["Keys", "Texts"].flatMap { kind in (0..<shardCount).map { "\(stem)+\(kind)\($0).swift" } }
    }

    /// `folder` is the configuration's folder; relative paths are resolved against it.
    init(text: String, folder: String) {
        func resolve(_ path: String) -> String {
            path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
        }
        var inInputsList = false
        var inStrings = false
        // "\r\n" is one Character in Swift, equal to neither "\n" nor "\r": a Windows checkout's line ends.
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            var line = Substring(rawLine)
            if let first = line.first, first != " ", first != "-", first != "#" { inStrings = line.hasPrefix("strings:") }
            if let comment = line.firstRange(of: " #") { line = line[..<comment.lowerBound] }
            var trimmed = Self.trimmed(line)
            if trimmed.hasPrefix("#") { continue }
            if inInputsList, trimmed.hasPrefix("- ") {
                inputs.append(resolve(Self.unquoted(trimmed.dropFirst(2))))
                continue
            }
            inInputsList = false
            if trimmed.hasPrefix("- ") { trimmed = Self.trimmed(trimmed.dropFirst(2)) }
            guard let colon = trimmed.firstIndex(of: ":") else { continue }
            let key = Self.trimmed(trimmed[..<colon])
            let value = Self.trimmed(trimmed[trimmed.index(after: colon)...])
            switch key {
            case "inputs" where value.isEmpty:
                inInputsList = true
            case "inputs":
                let list = value.hasPrefix("[") && value.hasSuffix("]") ? value.dropFirst().dropLast() : value
                inputs += list.split(separator: ",").map { resolve(Self.unquoted($0)) }
            case "input":
                inputs.append(resolve(Self.unquoted(value)))
            case "output":
                outputs.append(resolve(Self.unquoted(value)))
                if inStrings { stringsOutputs.append(resolve(Self.unquoted(value))) }
            default:
                break
            }
        }
    }

    static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }

    static func unquoted(_ text: Substring) -> String {
        let trimmed = Self.trimmed(text)
        if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first {
            return String(trimmed.dropFirst().dropLast())
        }
        return String(trimmed)
    }
}
