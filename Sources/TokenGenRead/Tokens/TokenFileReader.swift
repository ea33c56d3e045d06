import TokenGenVocabulary

/// Reads a design-token file laid out as the W3C Design Tokens Format (2025.10), written in YAML, or in JSON
/// (`.json`, `.tokens`): JSON is read with tokengen's own JSON reader, as libyaml (a YAML 1.1 parser) rejects
/// some valid JSON, such as surrogate-pair escapes and keys over 1,024 characters.
///
/// Two passes: the tree is walked into raw tokens (path, type, `$value` node), then every value is resolved,
/// following `"{group.token}"` references with cycle detection. Errors do not stop the run, so one run
/// reports every problem of the file. `TokenSetReader` decides which files make a set; `ResolverReader` reads
/// each of its sources with this reader.
package enum TokenFileReader {
    /// A file's tree: JSON (`.json`, `.tokens`) or YAML.
    package static func parse(_ bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) -> DocumentNode? {
        let isJSON = path.hasSuffix(".json") || path.hasSuffix(".tokens")
        return isJSON
            ? JSONParser.parse(bytes, path: path, diagnostics: diagnostics, skipsComments: true).map(yamlTree)
            : YAMLParser.parse(bytes, path: path, diagnostics: diagnostics)
    }

    /// The raw tokens of one tree of groups and tokens (a file, or part of one: `told` is what the file's
    /// other parts were warned about, each once per file).
    /// `tool`: the job's, for a file that bears no tool's mark.
    static func collect(
        _ root: DocumentNode, path: String, source: [UInt8], numbering paths: TokenPaths, told: inout ToldOncePerFile, tool: TokenTool?,
        diagnostics: DiagnosticCollector
    ) -> CollectedTokens? {
        guard let rootMapping = root.mapping else {
            diagnostics.error(.tokenFileNotAMapping(kind: root.kindDescription), at: root.location)
            return nil
        }
        var collector = RawTokenCollector(path: path, source: source, told: told, diagnostics: diagnostics)
        collector.settings(from: rootMapping)
        collector.group(rootMapping, path: [], inheritedType: nil)
        told = collector.told
        if let writer = collector.marked ?? tool {
            for index in collector.tokens.indices { collector.tokens[index].writtenBy = writer }
        }
        paths.number(&collector.tokens)
        return CollectedTokens(
            tokens: collector.tokens, pathNumbers: collector.tokens.map(\.pathNumber), extensions: collector.extensions,
            settings: collector.readSettings
        )
    }
}

/// What one token source (a file, or an inline set of a resolver document) contributes to a set.
package struct CollectedTokens {
    package var tokens: [RawToken]
    /// Each token's `pathNumber`, read on their own when sets are merged.
    package var pathNumbers: [Int]
    package var extensions: [GroupExtension]
    package var settings: TokenSettings
}

/// A group's `$extends`: the group gets every token of `base` it does not define itself.
package struct GroupExtension {
    package var group: [String]
    package var base: [String]
    package var location: SourceLocation
}

extension TokenFileReader {
    /// A JSON tree as the tree the YAML reader makes: strings are quoted scalars, numbers, booleans and null
    /// plain ones, so that every later stage reads both formats alike.
    static func yamlTree(_ node: JSONNode) -> DocumentNode {
        switch node.value {
        // Loops, not `map`: a closure per node costs a debug build.
        case .object(let members):
            var entries: [(key: DocumentScalar, value: DocumentNode)] = []
            entries.reserveCapacity(members.count)
            for member in members {
                entries.append((DocumentScalar(text: member.key, isQuoted: false, location: member.keyLocation), yamlTree(member.value)))
            }
            return .mapping(DocumentMapping(entries: entries, location: node.location))
        case .array(let items):
            var nodes: [DocumentNode] = []
            nodes.reserveCapacity(items.count)
            for item in items { nodes.append(yamlTree(item)) }
            return .sequence(nodes, node.location)
        case .string(let text, _):
            return .scalar(DocumentScalar(text: text, isQuoted: true, location: node.location))
        case .number(let text):
            return .scalar(DocumentScalar(text: text, isQuoted: false, location: node.location))
        case .bool(let value):
            return .scalar(DocumentScalar(text: value ? "true" : "false", isQuoted: false, location: node.location))
        case .null:
            return .scalar(DocumentScalar(text: "", isQuoted: false, location: node.location))
        }
    }
}

/// File-wide settings from the root's `$extensions.tokengen`.
package struct TokenSettings: Equatable {
    package enum HexAlpha: String, CaseIterable { case argb, rgba }
    package var hexAlpha: HexAlpha?
    /// Points per rem; 16 when no file of the set says.
    package var remBase: Double?

    package init(hexAlpha: HexAlpha? = nil, remBase: Double? = nil) {
        self.hexAlpha = hexAlpha
        self.remBase = remBase
    }
}

/// What leaves a token out before its value is read (an unknown type, an empty value): reported when the
/// resolver reaches it, so that the tokens that refer to it are left out too, each with its own warning.
/// A class, as few tokens have one: a token holds a reference, not the 120 bytes of a failure and its place.
package final class TokenProblem: Sendable {
    package let failure: Failure
    package let location: SourceLocation

    package init(failure: Failure, location: SourceLocation) {
        self.failure = failure
        self.location = location
    }
}

/// A `$type` as read: a type, or the problem of an unknown one.
enum DeclaredType {
    case known(TokenType)
    case unknown(TokenProblem)
}

package struct RawToken {
    package var path: [String] {
        didSet {
            dottedPath = path.joined(separator: ".")
            (pathNumber, definition) = (-1, -1)
        }
    }
    /// The path as references write it, `group.token`: looked up for every reference, so joined once.
    package private(set) var dottedPath: String
    /// The path's number and the definition's, given by `TokenPaths`; -1 until then.
    package var pathNumber = -1
    package var definition = -1
    package var type: TokenType?
    /// The tool whose export the token's file is, by the file's own marks (a type only it writes, its key in
    /// `$extensions`) or the job's `tool:`: a number means what that tool means by it (`ValueResolver.lineHeight`).
    package var writtenBy: TokenTool?
    /// Whether `type` is its group's, not its own: a value that shows another type unmistakably wins.
    package var typeIsInherited = false
    package var value: DocumentNode
    /// Set when the token is left out whatever its value.
    package var problem: TokenProblem?
    package var description: String?
    package var deprecation: String?
    /// The token's `$extensions.tokengen`, for options of ours that the format has no place for: a mapping,
    /// held as a node (8 bytes, where few tokens have one).
    package var options: DocumentNode?
    /// Whether the token is a group's `$root`, which a reference names as `{group.$root}`.
    package var isGroupRoot = false
    /// A plain value outside a token (`"one-x": "16px"` in Style Dictionary's option files): read only when a
    /// reference names it, never generated, not counted as a token.
    package var isReferenceOnly = false
    /// Tokens Studio's colour modifier, `$extensions["studio.tokens"].modify`.
    package var colorModifier: DocumentNode?
    /// Where the token's name is.
    package var location: SourceLocation

    package init(path: [String], value: DocumentNode, location: SourceLocation) {
        self.path = path
        dottedPath = path.joined(separator: ".")
        self.value = value
        self.location = location
    }

    mutating func declare(_ declared: DeclaredType?, inherited: Bool = false) {
        if declared != nil { typeIsInherited = inherited }
        switch declared {
        case .known(let type)?:
            self.type = type
            problem = nil
        case .unknown(let problem)?:
            type = nil
            self.problem = problem
        case nil: break
        }
    }
}

/// The warnings a token file gets once, however many of its parts are read (a Tokens Studio single-file
/// export's sets, a resolver's pointers into one file).
struct ToldOncePerFile {
    /// The Figma, Tokens Studio and Style Dictionary types: once per file and type.
    var types: Set<String> = []
    /// Style Dictionary's format.
    var styleDictionary = false
    /// A property without `$` in a token.
    var strayProperty = false
    /// A value outside a token.
    var valueOutsideToken = false
}

struct RawTokenCollector {
    package let path: String
    package let source: [UInt8]
    let diagnostics: DiagnosticCollector
    package var tokens: [RawToken] = []
    package var extensions: [GroupExtension] = []
    var readSettings = TokenSettings()
    var told: ToldOncePerFile
    /// Where each line of `source` starts, once a diagnostic needs a line's text.
    private var lineStarts: [Int] = []
    private var unquotedHexByLine: [Int: String?] = [:]
    /// The tool the file's own marks name (see `RawToken.writtenBy`).
    var marked: TokenTool?
    /// Whether the file writes `$value` anywhere: then it is in the 2025.10 format, and a member named `value`
    /// that holds a mapping is a group (`badge.value.rest.bg`), unless a `type` beside it makes it a Style
    /// Dictionary token.
    let writesDollarValue: Bool

    package init(path: String, source: [UInt8], told: ToldOncePerFile, diagnostics: DiagnosticCollector) {
        self.path = path
        self.source = source
        self.told = told
        self.diagnostics = diagnostics
        writesDollarValue = source.withUnsafeBufferPointer { ByteText($0).contains(Array("$value".utf8)) }
    }

    package mutating func settings(from root: DocumentMapping) {
        guard let extensions = root["$extensions"]?.mapping, let ours = extensions["tokengen"] else { return }
        guard let mapping = ours.mapping else {
            diagnostics.error(.tokengenSettingsNotAMapping(kind: ours.kindDescription), at: ours.location)
            return
        }
        for (key, value) in mapping.entries {
            switch key.text {
            case "hexAlpha":
                guard let text = value.scalar?.text, let reading = TokenSettings.HexAlpha(rawValue: text) else {
                    diagnostics.error(.badHexAlpha, at: value.location)
                    continue
                }
                readSettings.hexAlpha = reading
            case "remBase":
                guard let text = value.scalar?.text, let base = Double(finite: text), base.isNormal, base > 0 else {
                    diagnostics.error(.badRemBase, at: value.location)
                    continue
                }
                readSettings.remBase = base
            default:
                diagnostics.error(.unknownTokengenSetting(key.text), at: key.location)
            }
        }
    }

    /// The tokens of a group. `inheritedDeprecation` is the nearest enclosing group's `$deprecated`: its
    /// tokens are deprecated too, unless they say otherwise.
    package mutating func group(
        _ mapping: DocumentMapping, path: [String], inheritedType: DeclaredType?, inheritedDeprecation: String? = nil
    ) {
        var groupType = inheritedType
        if let typeNode = mapping["$type"] {
            groupType = type(typeNode)
        }
        var deprecation = inheritedDeprecation
        if let node = mapping["$deprecated"] {
            deprecation = self.deprecation(node) ?? nil
        }
        for (key, value) in mapping.entries {
            if key.text == "$root", let child = value.mapping, child["$value"] != nil {
                // A group's own value: a token at the group's path (`color.accent` beside `color.accent.light`).
                guard !path.isEmpty else {
                    diagnostics.warning(.ignoredInTokenFile(problem: .rootAtTopLevel), at: key.location)
                    continue
                }
                token(child, name: key, path: path, inheritedType: groupType, inheritedDeprecation: deprecation, isGroupRoot: true)
                continue
            }
            if key.text == "$extends" {
                if let mapping = value.mapping, mapping.entries.count == 1, let pointer = mapping["$ref"]?.scalar?.text, !path.isEmpty {
                    switch JSONPointer.target(pointer) {
                    case .success(let base) where base.property.isEmpty:
                        extensions.append(GroupExtension(group: path, base: base.path, location: value.location))
                    case .success: diagnostics.warning(.ignoredInTokenFile(problem: .extendsIntoValue), at: value.location)
                    case .failure(let error):
                        diagnostics.warning(.ignoredInTokenFile(problem: .extendsBadPointer(error.message)), at: value.location)
                    }
                    continue
                }
                guard let text = value.scalar?.text, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2, !path.isEmpty else {
                    diagnostics.warning(.ignoredInTokenFile(problem: .extendsBadForm), at: value.location)
                    continue
                }
                extensions.append(
                    GroupExtension(
                        group: path, base: text.dropFirst().dropLast().split(separator: ".").map(String.init), location: value.location))
                continue
            }
            if key.text.hasPrefix("$") {
                // The root's `$schema` names the format's JSON schema: nothing to generate.
                // `$defs` holds what `$ref`s include (`RefInclusion`): tokens only where they are included.
                if path.isEmpty, key.text == "$schema" || key.text == "$defs" { continue }
                if !["$type", "$description", "$extensions", "$deprecated"].contains(key.text) {
                    diagnostics.warning(.ignoredInTokenFile(problem: .unknownGroupProperty(key.text)), at: key.location)
                }
                continue
            }
            // Per Unicode scalar: `.` followed by a combining mark is one Character, and would slip through.
            if key.text.unicodeScalars.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
                diagnostics.warning(.ignoredInTokenFile(problem: .badTokenName(key.text)), at: key.location)
                continue
            }
            if let scalar = value.scalar, !scalar.isNull {
                if told.valueOutsideToken == false {
                    told.valueOutsideToken = true
                    diagnostics.warning(.valueOutsideToken(name: CharacterDescription.visible(key.text)), at: value.location)
                }
                var raw = RawToken(path: path + [key.text], value: value, location: key.location)
                raw.declare(groupType, inherited: true)
                raw.isReferenceOnly = true
                tokens.append(raw)
                continue
            }
            guard let child = value.mapping else {
                diagnostics.warning(
                    .ignoredInTokenFile(
                        problem: .neitherTokenNorGroup(name: CharacterDescription.visible(key.text), kind: value.kindDescription)),
                    at: value.location
                )
                continue
            }
            if child["$value"] != nil || Self.isAlias(child) {
                token(child, name: key, path: path + [key.text], inheritedType: groupType, inheritedDeprecation: deprecation)
            } else if Self.isStyleDictionaryToken(child), !writesDollarValue || child["value"]?.mapping == nil || child["type"] != nil {
                styleDictionaryToken(child, name: key, path: path + [key.text], inheritedType: groupType, inheritedDeprecation: deprecation)
            } else {
                group(child, path: path + [key.text], inheritedType: groupType, inheritedDeprecation: deprecation)
            }
        }
    }

    /// The type a `$type` names, or the problem that leaves its tokens out. The types of Tokens Studio and
    /// Style Dictionary are read as the 2025.10 type they mean, with one warning per file and type.
    package mutating func type(_ node: DocumentNode) -> DeclaredType {
        guard let text = node.scalar?.text else {
            return .unknown(
                TokenProblem(failure: .unknownType(found: node.kindDescription, known: Self.knownTypes), location: node.location))
        }
        if let type = TokenType(rawValue: text) {
            if TokenType.figma.contains(type), told.types.insert(text).inserted {
                diagnostics.warning(.figmaType(text), at: node.location)
            }
            return .known(type)
        }
        if TokenTool.studioTypes.contains(text), marked == nil { marked = .tokensStudio }
        if text.hasPrefix("custom-") { marked = .figmaDesignTokens }
        if TokenTool.figmaLayoutTypes.contains(text) {
            return .unknown(TokenProblem(failure: .noSwiftValue(value: text, kind: .figmaLayout), location: node.location))
        }
        if let type = TokenType.otherTools[text] ?? TokenType.spelledLoosely(text) {
            if told.types.insert(text).inserted {
                diagnostics.warning(.otherToolType(type: text, reading: type.rawValue), at: node.location)
            }
            return .known(type)
        }
        return .unknown(TokenProblem(failure: .unknownType(found: text, known: Self.knownTypes), location: node.location))
    }

    package static let knownTypes = TokenType.dtcg.map(\.rawValue).joined(separator: ", ")

    /// `$deprecated`: `true` → "" (deprecated without a message), a quoted text → that message, `false` → nil.
    /// The outer optional is nil after reporting a malformed value.
    package func deprecation(_ node: DocumentNode) -> String?? {
        switch node.scalar?.text {
        case "true"? where node.scalar?.isQuoted == false: return .some("")
        case "false"? where node.scalar?.isQuoted == false: return .some(nil)
        case let text? where node.scalar?.isQuoted == true: return .some(text)
        default:
            diagnostics.warning(.ignoredInTokenFile(problem: .badDeprecated), at: node.location)
            return nil
        }
    }

    /// `{"$ref": "#/group/token"}` as a whole token: an alias of the token it points at (Format module 2025.10).
    static func isAlias(_ mapping: DocumentMapping) -> Bool {
        mapping.entries.count == 1 && mapping["$ref"]?.scalar != nil
    }

    package mutating func token(
        _ mapping: DocumentMapping, name: DocumentScalar, path: [String], inheritedType: DeclaredType?, inheritedDeprecation: String? = nil,
        isGroupRoot: Bool = false
    ) {
        // An alias is a token whose whole object is `{"$ref": …}`: the reference is its value.
        let alias = Self.isAlias(mapping)
        guard let value = alias ? DocumentNode.mapping(mapping) : mapping.entry("$value")?.value else { return }
        var raw = RawToken(path: path, value: value, location: name.location)
        raw.declare(inheritedType, inherited: true)
        raw.deprecation = inheritedDeprecation
        raw.isGroupRoot = isGroupRoot
        for (key, node) in mapping.entries {
            switch key.text {
            case "$value":
                break
            case "$ref" where alias:
                break
            case "$extensions":
                raw.options = node.mapping?["tokengen"]?.mapping.map(DocumentNode.mapping)
                raw.colorModifier = node.mapping?["studio.tokens"]?.mapping?["modify"]
                markTool(extensions: node)
            case "$type":
                raw.declare(type(node))
            case "$description":
                guard let text = node.scalar?.text else {
                    diagnostics.warning(.ignoredInTokenFile(problem: .badDescription), at: node.location)
                    continue
                }
                raw.description = text
            case "$deprecated":
                if let deprecation = deprecation(node) { raw.deprecation = deprecation }
            case let name where !name.hasPrefix("$"):
                // A token holds no groups or tokens: a property without `$` beside `$value` (`alpha: 0`) means
                // nothing to any tool.
                if told.strayProperty == false {
                    told.strayProperty = true
                    diagnostics.warning(.strayTokenProperty(property: name, token: raw.dottedPath), at: key.location)
                }
            default:
                diagnostics.warning(
                    .ignoredInTokenFile(problem: .unknownTokenProperty(property: key.text, token: raw.dottedPath)), at: key.location)
            }
        }
        if case .scalar(let scalar) = value, scalar.isNull, let key = mapping.entry("$value")?.key {
            raw.problem = TokenProblem(failure: .emptyValue(unquotedHex: unquotedHex(at: key.location)), location: key.location)
        }
        tokens.append(raw)
    }

    // MARK: Style Dictionary's format

    /// A token of Style Dictionary's own format: an object with `value` (without `$`), as Style Dictionary reads
    /// it; its other properties (`type`, `comment`, `deprecated`, and any of a team's own: `group`, `palette`,
    /// `public`, `themeable`, `darkValue`…) are metadata. A group that holds a token named `value` has a mapping
    /// there that is a token of the 2025.10 format or holds tokens, not a value.
    static func isStyleDictionaryToken(_ mapping: DocumentMapping) -> Bool {
        guard mapping["$value"] == nil, let value = mapping["value"] else { return false }
        guard let inner = value.mapping else { return true }
        return inner["$value"] == nil
            && !inner.entries.contains { entry in
                entry.value.mapping.map { $0["$value"] != nil || $0["value"] != nil } ?? false
            }
    }

    mutating func styleDictionaryToken(
        _ mapping: DocumentMapping, name: DocumentScalar, path: [String], inheritedType: DeclaredType?, inheritedDeprecation: String?
    ) {
        if told.styleDictionary == false {
            told.styleDictionary = true
            diagnostics.warning(.styleDictionaryFormat, at: name.location)
        }
        var raw = RawToken(path: path, value: mapping["value"]!, location: name.location)
        raw.declare(inheritedType, inherited: true)
        raw.deprecation = inheritedDeprecation
        if let node = mapping["type"] { raw.declare(type(node)) }
        raw.description = (mapping["comment"] ?? mapping["description"])?.scalar?.text
        raw.colorModifier = mapping["$extensions"]?.mapping?["studio.tokens"]?.mapping?["modify"]
        if let extensions = mapping["$extensions"] ?? mapping["extensions"] { markTool(extensions: extensions) }
        // `true`, or a text that is the message (as the format's `$deprecated`).
        if let deprecated = mapping["deprecated"]?.scalar, deprecated.text != "false", !deprecated.isNull {
            raw.deprecation =
                mapping["deprecated_comment"]?.scalar?.text ?? (deprecated.isQuoted && deprecated.text != "true" ? deprecated.text : "")
        }
        tokens.append(raw)
    }

    /// The Figma plugin "Design Tokens"'s key in a token's extensions marks the file as its export. (Tokens
    /// Studio's `studio.tokens` does not: files written by hand use its colour modifiers too.)
    mutating func markTool(extensions: DocumentNode) {
        if extensions.mapping?[TokenTool.figmaDesignTokensKey] != nil { marked = .figmaDesignTokens }
    }

    /// An unquoted `#5C33FF` is a YAML comment, so the value reads as empty: say so, and how to write it.
    /// The colour an unquoted `#` made a YAML comment of, on the line of an empty value (JSON has no comments).
    /// Each line is searched once, however many empty values it holds (a flow mapping on one line).
    mutating func unquotedHex(at location: SourceLocation) -> String? {
        guard !path.hasSuffix(".json"), !path.hasSuffix(".tokens") else { return nil }
        if let known = unquotedHexByLine[location.line] { return known }
        let lineText = line(location.line)
        let hex = lineText.firstIndex(of: "#").map { String(lineText[$0...].prefix { !$0.isWhitespace }) }
        unquotedHexByLine[location.line] = hex
        return hex
    }

    /// The text of a line, found through the line starts, worked out once per file.
    package mutating func line(_ number: Int) -> String {
        if lineStarts.isEmpty {
            lineStarts = [0]
            for (index, byte) in source.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
        }
        guard number >= 1, number <= lineStarts.count else { return "" }
        let start = lineStarts[number - 1]
        let end = number < lineStarts.count ? lineStarts[number] - 1 : source.count
        return String(decoding: source[start..<end], as: UTF8.self)
    }
}
