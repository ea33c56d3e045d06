import TokenGenVocabulary
import TokenGenRead

/// `tokengen init --from` a shell script, or any text holding `swiftgen run strings …` lines (an Xcode build
/// phase, a `Makefile`, a `project.pbxproj`'s `shellScript`): each such command read as the `strings` entry of a
/// configuration it means, with its template, parameters, inputs and output.
///
/// The variables a build phase sets (`$PROJECT_DIR`, `$SRCROOT`, `$SOURCE_ROOT`, `$PROJECT_NAME`) come from the
/// Xcode project beside the script, or at the top of the project folder; the script's own (`RES="$SRCROOT/App"`)
/// from its assignments. A path with a variable still unknown is found by its literal part
/// (`Resources/en.lproj/Localizable.strings`), which must end exactly one path of the project; what stays
/// ambiguous is reported with its line, never guessed.
extension SwiftGenImport {
    /// Whether a text is a script of SwiftGen commands rather than its YAML configuration.
    static func isScript(_ text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains { !ScriptCommand.commands(in: String($0)).isEmpty }
    }

    /// The jobs of every `swiftgen [run] strings` command of the script at `path`.
    static func readScript(_ text: String, path: String, into folder: String) -> SwiftGenImport {
        var result = SwiftGenImport()
        let project = FileSystem.canonicalPath(folder) ?? folder
        var variables = ScriptVariables(script: path, project: project)
        var lister = TableLister(project: project)
        for (number, line) in ScriptCommand.logicalLines(of: text) {
            let location = SourceLocation(path: path, line: number, column: 1)
            if let (name, value) = ScriptCommand.assignment(line) {
                variables.assign(name, value)
                continue
            }
            for (parser, words) in ScriptCommand.commands(in: line) {
                guard parser == "strings" else {
                    result.notCarried.append(
                        parser == "config"
                            ? "\(path):\(number): 'swiftgen config', which runs a swiftgen.yml: run `tokengen init --from` that file"
                            : "\(path):\(number): SwiftGen's '\(parser)' parser: SwiftGen keeps generating it")
                    continue
                }
                guard let node = result.entry(words, at: location, variables: &variables) else { continue }
                result.strings(node, inputFolder: ".", outputFolder: ".", into: folder, lister: &lister)
            }
        }
        if result.jobs.isEmpty, result.notCarried.isEmpty {
            result.notCarried.append("\(path):1: no 'swiftgen run strings' command")
        }
        return result
    }

    /// A command's arguments as the `strings` entry of a configuration; nil after noting why not.
    private mutating func entry(_ words: [String], at location: SourceLocation, variables: inout ScriptVariables) -> DocumentNode? {
        func scalar(_ text: String) -> DocumentNode { .scalar(DocumentScalar(text: text, isQuoted: true, location: location)) }
        func mapping(_ entries: [(String, DocumentNode)]) -> DocumentNode {
            .mapping(
                DocumentMapping(
                    entries: entries.map { (DocumentScalar(text: $0.0, isQuoted: false, location: location), $0.1) }, location: location))
        }
        let place = "\(location.path):\(location.line)"
        var inputs: [String] = []
        var output: (String, DocumentNode)?
        var template: (String, DocumentNode)?
        var params: [(String, DocumentNode)] = []
        var options: [(String, DocumentNode)] = []
        var filter: String?
        var index = 0
        func value() -> String? {
            index += 1
            return index < words.count ? words[index] : nil
        }
        func keyValue(_ text: String?) -> (String, DocumentNode)? {
            guard let text else { return nil }
            guard let equals = text.firstIndex(of: "=") else { return (text, .scalar(DocumentScalar(text: "true", isQuoted: false, location: location))) }
            return (String(text[..<equals]), scalar(String(text[text.index(after: equals)...])))
        }
        while index < words.count {
            let word = words[index]
            switch word {
            case "-t", "--template", "-n", "--templateName": template = value().map { ("templateName", scalar($0)) }
            case "-p", "--templatePath": template = value().map { ("templatePath", scalar($0)) }
            case "-o", "--output": output = value().map { ("output", scalar($0)) }
            case "-X", "--param": if let param = keyValue(value()) { params.append(param) }
            case "--option", "--options": if let option = keyValue(value()) { options.append(option) }
            case "-f", "--filter": filter = value()
            default:
                if word.hasPrefix("-") {
                    notCarried.append("\(place): the option '\(word)', which tokengen does not know; SwiftGen keeps running this command")
                    return nil
                }
                inputs.append(word)
            }
            index += 1
        }
        guard var output else {
            notCarried.append("\(place): a 'swiftgen run strings' command without '--output'")
            return nil
        }
        // Every path with its variables in place, or found by its literal part.
        var resolved: [String] = []
        for input in inputs {
            switch variables.resolve(input, isOutput: false) {
            case .success(let path): resolved.append(path)
            case .failure(let problem):
                notCarried.append("\(place): the input '\(input)', \(problem.reason)")
                return nil
            }
        }
        switch variables.resolve(output.1.scalar?.text ?? "", isOutput: true) {
        case .success(let path): output.1 = scalar(path)
        case .failure(let problem):
            notCarried.append("\(place): the output '\(output.1.scalar?.text ?? "")', \(problem.reason)")
            return nil
        }
        if case .scalar(let path)? = template?.1, template?.0 == "templatePath", case .success(let found) = variables.resolve(path.text, isOutput: false) {
            template = ("templatePath", scalar(found))
        }
        var outputEntries = [output]
        if let template { outputEntries.insert(template, at: 0) }
        if !params.isEmpty { outputEntries.append(("params", mapping(params))) }
        var entries: [(String, DocumentNode)] = [("inputs", .sequence(resolved.map(scalar), location))]
        if let filter { entries.append(("filter", scalar(filter))) }
        if !options.isEmpty { entries.append(("options", mapping(options))) }
        entries.append(("outputs", .sequence([mapping(outputEntries)], location)))
        return mapping(entries)
    }
}

/// A shell script's lines and words, as far as SwiftGen commands need: quotes, backslashes and line
/// continuations; `;`, `&&`, `||` and `|` end a command, `#` begins a comment.
enum ScriptCommand {
    /// The script's lines with continuations joined, each with the number of its first line. A
    /// `project.pbxproj`'s `shellScript = "…\n…"` is read as the lines it holds.
    static func logicalLines(of text: String) -> [(Int, String)] {
        var lines: [(Int, String)] = []
        var pending: (Int, String)?
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            var physical = [String(raw)]
            if raw.contains("shellScript = \"") {
                // Xcode writes the script as one quoted string: `\n` between lines, `\"` for quotes.
                var script = raw.drop { $0 != "\"" }.dropFirst()
                if script.hasSuffix("\";") { script = script.dropLast(2) }
                physical = String(script).split(separator: "\\n", omittingEmptySubsequences: false).map {
                    String($0).replacing("\\\"", with: "\"").replacing("\\\\", with: "\\")
                }
            }
            for line in physical {
                let joined = (pending?.1 ?? "") + line
                let start = pending?.0 ?? offset + 1
                if joined.hasSuffix("\\") {
                    pending = (start, String(joined.dropLast()))
                } else {
                    pending = nil
                    lines.append((start, joined))
                }
            }
        }
        if let pending { lines.append(pending) }
        return lines
    }

    /// `NAME=value` or `export NAME=value` alone on a line: the name and the value's word.
    static func assignment(_ line: String) -> (String, String)? {
        var text = Substring(line.trimmingWhitespace())
        if text.hasPrefix("export ") { text = text.dropFirst(7).drop(while: \.isWhitespace) }
        guard let equals = text.firstIndex(of: "="), text[..<equals].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            !text[..<equals].isEmpty, let words = words(of: String(text[text.index(after: equals)...])).first, words.count <= 1
        else { return nil }
        return (String(text[..<equals]), words.first ?? "")
    }

    /// SwiftGen's parsers, and `config` (which runs a configuration).
    static let parsers = ["strings", "xcassets", "colors", "coredata", "files", "fonts", "ib", "json", "plist", "yaml", "config"]

    /// Each SwiftGen command on the line (`swiftgen [run] strings …`, `Pods/SwiftGen/bin/swiftgen …`): its parser
    /// and the arguments after it.
    static func commands(in line: String) -> [(parser: String, arguments: [String])] {
        words(of: line).compactMap { command in
            guard let tool = command.firstIndex(where: { $0 == "swiftgen" || $0.hasSuffix("/swiftgen") }) else { return nil }
            var rest = command[(tool + 1)...]
            if rest.first == "run" { rest = rest.dropFirst() }
            guard let parser = rest.first, parsers.contains(parser) else { return nil }
            return (parser, Array(rest.dropFirst()))
        }
    }

    /// The words of each command on the line, quotes taken off; a variable stays as written (`$SRCROOT`).
    static func words(of line: String) -> [[String]] {
        var commands: [[String]] = [[]]
        var word = ""
        var inWord = false
        var quote: Character?
        var characters = Array(line)[...]
        func endWord() {
            if inWord { commands[commands.count - 1].append(word) }
            (word, inWord) = ("", false)
        }
        while let character = characters.popFirst() {
            if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\", open == "\"", let next = characters.first, "\"\\$`".contains(next) {
                    word.append(characters.removeFirst())
                } else {
                    word.append(character)
                }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                inWord = true
            case "\\":
                if let next = characters.popFirst() { word.append(next) }
                inWord = true
            case " ", "\t":
                endWord()
            case "#" where !inWord:
                endWord()
                return commands.filter { !$0.isEmpty }
            case ";", "|", "&":
                endWord()
                if commands.last?.isEmpty == false { commands.append([]) }
            default:
                word.append(character)
                inWord = true
            }
        }
        endWord()
        return commands.filter { !$0.isEmpty }
    }
}

/// The variables a script's paths use, and the paths they make.
struct ScriptVariables {
    /// Canonical.
    let project: String
    private var values: [String: String] = [:]
    /// The project's files, listed the first time a path needs its literal part found.
    private var files: [String]?

    enum Problem: Error {
        case unresolved(String), ambiguous(String, [String]), notFound(String)

        var reason: String {
            switch self {
            case .unresolved(let name):
                "whose '$\(name)' is neither set by Xcode's project nor by the script; write the path in the configuration yourself"
            case .ambiguous(let literal, let candidates):
                "whose part '\(literal)' ends \(candidates.count) paths of the project (\(candidates.prefix(3).joined(separator: ", "))); write the path in the configuration yourself"
            case .notFound(let literal):
                "whose part '\(literal)' ends no path of the project; write the path in the configuration yourself"
            }
        }
    }

    /// Xcode's own variables, from the `.xcodeproj` beside the script, else at the top of the project.
    init(script: String, project: String) {
        self.project = project
        let scriptFolder = FileSystem.canonicalPath(FileSystem.folder(of: script) ?? ".") ?? project
        for folder in [scriptFolder, project] where values["PROJECT_DIR"] == nil && FileSystem.isWithin(folder, folder: project) {
            guard let name = XcodeTarget.entries(of: folder).filter({ $0.hasSuffix(".xcodeproj") }).sorted().first else { continue }
            for key in ["PROJECT_DIR", "SRCROOT", "SOURCE_ROOT"] { values[key] = folder }
            values["PROJECT_NAME"] = String(name.dropLast(".xcodeproj".count))
        }
    }

    mutating func assign(_ name: String, _ value: String) {
        // Only what the script's paths can be made of: a value with an unknown variable stays unknown.
        if let expanded = try? expand(value).get() { values[name] = expanded } else { values[name] = nil }
    }

    /// `$NAME` and `${NAME}` put in place; the first unknown name otherwise.
    func expand(_ text: String) -> Result<String, Problem> {
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            rest = rest[rest.index(after: dollar)...]
            let braced = rest.first == "{"
            if braced { rest = rest.dropFirst() }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            rest = rest.dropFirst(name.count)
            if braced, rest.first == "}" { rest = rest.dropFirst() }
            guard let value = values[String(name)] else { return .failure(.unresolved(String(name))) }
            result += value
        }
        return .success(result + rest)
    }

    /// A path of the script: with its variables put in place (relative ones against Xcode's project folder,
    /// where a build phase runs), else found by the literal part after its last variable. An output that does
    /// not exist yet is found by its folder.
    mutating func resolve(_ written: String, isOutput: Bool) -> Result<String, Problem> {
        switch expand(written) {
        case .success(let path):
            guard !path.hasPrefix("/") else { return .success(path) }
            return .success((values["PROJECT_DIR"] ?? project) + "/" + path)
        case .failure(let problem):
            guard let dollar = written.lastIndex(of: "$") else { return .failure(problem) }
            let afterName = written[written.index(after: dollar)...].drop { $0 == "{" }.drop { $0.isLetter || $0.isNumber || $0 == "_" }
            let literal = String(afterName.drop { $0 == "}" || $0 == "/" })
            guard !literal.isEmpty else { return .failure(problem) }
            if files == nil { files = FolderListing(under: project, skippingHidden: true, inside: project).files }
            let found = Self.ending(files ?? [], in: literal)
            if found.count == 1 { return .success(found[0]) }
            guard found.isEmpty, isOutput, let folder = FileSystem.folder(of: literal) else {
                return .failure(found.isEmpty ? .notFound(literal) : .ambiguous(literal, found))
            }
            let folders = Self.ending(Array(Set((files ?? []).compactMap(FileSystem.folder(of:)))).sorted(), in: folder)
            guard folders.count == 1 else { return .failure(folders.isEmpty ? .notFound(literal) : .ambiguous(folder, folders)) }
            return .success(folders[0] + "/" + PathText.fileName(of: literal))
        }
    }

    private static func ending(_ paths: [String], in literal: String) -> [String] {
        paths.filter { $0.hasSuffix("/" + literal) }.sorted()
    }
}
