/// The input and output paths of a `tokengen.yml`, read line by line without a YAML parser.
///
/// The build-tool plugin needs them before the tool runs, and a plugin cannot link libyaml: it compiles this
/// same file (`Plugins/TokenGenPlugin/PluginShared` is a link to this folder). The tool reads the whole
/// configuration with libyaml, then checks that this reader finds the same paths; a configuration written in
/// a form this reader does not follow (a flow mapping `{…}`, a list over several lines, a quoted key) is an
/// error, so the plugin and the tool agree by construction.
public struct ConfigurationPaths: Equatable, Sendable {
    public var inputs: [String] = []
    public var outputs: [String] = []
    /// The outputs of `strings` jobs, each of which writes every file of its `OutputLayout`.
    public var stringsOutputs: [String] = []
    /// Those of jobs with `singleFile: true`, which write only their output.
    public var singleFileOutputs: [String] = []

    /// Every file the jobs write.
    public var generatedFiles: [String] {
        let strings = Set(stringsOutputs), single = Set(singleFileOutputs)
        return outputs.flatMap { strings.contains($0) ? OutputLayout(output: $0, singleFile: single.contains($0)).paths : [$0] }
    }

    /// `folder` is the configuration's folder; relative paths are resolved against it.
    public init(text: String, folder: String) {
        func resolve(_ path: String) -> String {
            path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
        }
        var inInputsList = false
        var inStrings = false
        // The strings job being read: its output and whether it is `singleFile`, in either order.
        var job: (output: String?, singleFile: Bool) = (nil, false)
        func endJob() {
            if job.singleFile, let output = job.output { singleFileOutputs.append(output) }
            job = (nil, false)
        }
        // "\r\n" is one Character in Swift, equal to neither "\n" nor "\r": a Windows checkout's line ends.
        // A byte-order mark is no part of the first key, as YAML reads it.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            var line = Substring(rawLine)
            if let first = line.first, first != " ", first != "-", first != "#" {
                endJob()
                inStrings = line.hasPrefix("strings:")
            }
            if let comment = line.firstRange(of: " #") { line = line[..<comment.lowerBound] }
            var trimmed = Self.trimmed(line)
            if trimmed.hasPrefix("#") { continue }
            if inInputsList, trimmed.hasPrefix("- ") {
                inputs.append(resolve(Self.unquoted(trimmed.dropFirst(2))))
                continue
            }
            inInputsList = false
            if trimmed.hasPrefix("- ") {
                if inStrings { endJob() }
                trimmed = Self.trimmed(trimmed.dropFirst(2))
            }
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
                if inStrings {
                    stringsOutputs.append(resolve(Self.unquoted(value)))
                    job.output = resolve(Self.unquoted(value))
                }
            case "singleFile" where inStrings:
                job.singleFile = Self.unquoted(value) == "true"
            default:
                break
            }
        }
        endJob()
    }

    public static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }

    public static func unquoted(_ text: Substring) -> String {
        let trimmed = Self.trimmed(text)
        if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first {
            return String(trimmed.dropFirst().dropLast())
        }
        return String(trimmed)
    }
}
