import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

/// `L10nRuntimeTemplate.swift` is what `Sources/L10nRuntime/L10n.swift`, the runtime as real Swift, says: the
/// renderer copies the runtime the compiler and `L10nRuntimeTests` have seen, never a hand-kept copy of it.
@Suite struct RuntimeTemplateTests {
    static let repository = repositoryFolder

    /// A runtime: its real Swift source, and the template enum the renderer reads.
    struct Runtime: CustomStringConvertible {
        var source: String
        var templateEnum: String
        /// The example's name of the generated type.
        var typeName: String
        /// The templates whose declarations at the second level are members of the languages enum.
        var languageTemplates: [String] = []
        var description: String { templateEnum }
        var committed: String { "Sources/TokenGenRender/\(templateEnum).swift" }
        /// The enum of the names the templates declare, which Translate keeps keys and tokens from.
        var namesEnum: String { templateEnum.replacingOccurrences(of: "Template", with: "Names") }
        var committedNames: String { "Sources/TokenGenTranslate/\(namesEnum).swift" }
    }

    static let runtimes = [
        Runtime(source: "Sources/L10nRuntime/L10n.swift", templateEnum: "L10nRuntimeTemplate", typeName: "L10n", languageTemplates: ["language", "folders"]),
        Runtime(source: "Sources/ConstantsRuntime/DesignTokens.swift", templateEnum: "ConstantsRuntimeTemplate", typeName: "DesignTokens"),
    ]

    @Test(arguments: runtimes)
    func committedTemplateIsFresh(runtime: Runtime) throws {
        let source = try String(contentsOf: Self.repository.appendingPathComponent(runtime.source), encoding: .utf8)
        let templates = Self.templates(in: source)
        for (path, expected) in [(runtime.committed, Self.templateFile(templates, of: runtime)), (runtime.committedNames, Self.namesFile(templates, of: runtime))] {
            let committed = Self.repository.appendingPathComponent(path)
            if updatingReferences {
                try expected.write(to: committed, atomically: true, encoding: .utf8)
            }
            let actual = try String(contentsOf: committed, encoding: .utf8)
            #expect(actual == expected, "\(path) is stale: run TOKENGEN_UPDATE_REFERENCES=1 swift test --filter RuntimeTemplateTests")
        }
    }

    @Test func reservedNamesComeFromTheRuntime() {
        #expect(L10nRuntimeNames.declaredTypes == ["FloatArgument", "IntegerArgument", "Language", "__BundleToken", "__Bundles", "__Found", "__Operands", "__Plural", "__Specifier", "__Texts", "__Variable"])
        #expect(L10nRuntimeNames.declaredMembers.isSuperset(of: ["withLanguage", "__language", "__text", "__format", "__shard", "__lookUp", "__bundles"]))
        #expect(L10nRuntimeNames.languageMembers == ["__Tag", "__folders", "__index", "__shown", "current", "locale", "match", "preferred"])
        #expect(ConstantsRuntimeNames.declaredTypes == ["AdaptiveColor", "AdaptiveValue", "Border", "Color", "CubicBezier", "Font", "Gradient", "Shadow", "StrokeStyle", "Transition"])
    }

    /// The example around each runtime is what tokengen generates for the example tables now, so the runtime
    /// is tested with the accessors and texts files it really gets.
    @Test(arguments: [(LookupMode.embedded, "L10nRuntime"), (.bundle, "L10nBundleRuntime")])
    func examplesAreWhatTokengenGenerates(lookup: LookupMode, target: String) throws {
        let tables = Self.repository.appendingPathComponent("Sources/L10nBundleRuntime/Resources").path
        let job = Configuration.StringsJob(inputs: [tables], output: "L10n.swift", options: L10nOptions(access: .public, lookup: lookup))
        let files = try #require(Pipeline.strings(job, diagnostics: DiagnosticCollector()))
        var expected = """
        // What tokengen generates beside the runtime for the tables of Sources/L10nBundleRuntime/Resources (\(lookup.rawValue) lookup,
        // public): the accessors and texts of the example, concatenated.

        """
        for file in files.files.dropFirst() { expected += "\n" + file.contents }
        let example = Self.repository.appendingPathComponent("Sources/\(target)/Example.swift")
        if updatingReferences {
            try expected.write(to: example, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: example, encoding: .utf8) == expected, "Sources/\(target)/Example.swift is stale: run TOKENGEN_UPDATE_REFERENCES=1 swift test --filter RuntimeTemplateTests")
    }

    /// The runtime's bundle lookup reads a texts file's columns by number: the renderer writes them in that order.
    @Test func bundleLookupReadsTheColumnsTheRendererWrites() {
        let read = "__lookUp(language, shardTexts.textOnce(2, index), shardTexts.textOnce(1, index), shardTexts.textOnce(0, index), shardTexts.textOnce(3, index))"
        #expect(L10nRuntimeTemplate.bundleLookup.contains(read))
        // `__lookUp(language, table, key, baseText, baseOnly)`.
        let order: [L10nModel.Column] = [.tables, .keys, .texts(language: .base), .baseOnly]
        #expect(order.map { L10nModel.bundleColumns.firstIndex(of: $0) } == [2, 1, 0, 3])
    }

    @Test func everyTemplateIsKnownToTheRenderer() throws {
        let source = try String(contentsOf: Self.repository.appendingPathComponent(Self.runtimes[0].source), encoding: .utf8)
        let names = Self.templates(in: source).map(\.name)
        #expect(names == [
            "language", "folders", "pseudo", "specifier", "texts", "textOnce", "bundleLookup", "bundleDeviceTexts", "embeddedLookup",
            "embeddedDeviceTexts", "plurals", "bundlePlural", "embeddedPlural", "pluralTypes", "pseudoPlural", "resources", "bundleResource",
            "pluralResource", "embeddedResource", "integerArgument", "floatArgument", "integerConformances", "floatConformances",
        ])
        // The runtime names the CLDR version of the rules the renderer writes into it.
        #expect(L10nRuntimeTemplate.plurals.contains("(Unicode CLDR \(CLDRPluralRules.version))"))
        // A slot line is the only kind of marker left in a template.
        for template in [L10nRuntimeTemplate.language, L10nRuntimeTemplate.texts, L10nRuntimeTemplate.bundleLookup] {
            #expect(!template.contains("// tokengen:template") && !template.contains("// tokengen:end"))
        }
    }

    /// The templates of the runtime source, in order: the lines between `// tokengen:template NAME` and its
    /// `// tokengen:end`, where a slot keeps its `// tokengen:slot NAME` line and drops its example lines. A
    /// template may sit inside a slot's example (the `__folders` of bundle lookup).
    static func templates(in source: String) -> [(name: String, lines: [String])] {
        enum Frame { case template(Int), slot }
        var templates: [(name: String, lines: [String])] = []
        var stack: [Frame] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let marker = line.drop { $0 == " " }
            if marker.hasPrefix("// tokengen:template ") {
                templates.append((String(marker.dropFirst("// tokengen:template ".count)), []))
                stack.append(.template(templates.count - 1))
            } else if marker.hasPrefix("// tokengen:slot ") {
                if case .template(let index)? = stack.last { templates[index].lines.append(line) }
                stack.append(.slot)
            } else if marker == "// tokengen:end" {
                stack.removeLast()
            } else if case .template(let index)? = stack.last {
                templates[index].lines.append(line)
            }
        }
        return templates
    }

    /// The names template lines declare at `depth` (4 spaces each) with one of `kinds`, inside the generated
    /// type: the templates of `L10n` start inside it, those of a constants type open `extension TYPE {`.
    static func declaredNames(_ lines: [String], depth: Int, kinds: Set<String>, in typeName: String) -> Set<String> {
        var names: Set<String> = []
        let indent = String(repeating: " ", count: depth * 4)
        var inOtherType = false
        for line in lines {
            if let first = line.first, first != " ", line.hasSuffix("{") {
                inOtherType = !line.hasSuffix("extension \(typeName) {")
            } else if line == "}" {
                inOtherType = false
            }
            guard !inOtherType, line.hasPrefix(indent), line.dropFirst(indent.count).first != " " else { continue }
            let words = line.split(separator: " ").drop { ["public", "private", "fileprivate", "static", "final", "nonisolated", "mutating"].contains($0) }
            guard let kind = words.first, kinds.contains(String(kind)), words.count > 1 else { continue }
            names.insert(String(words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        return names
    }

    static func templateFile(_ templates: [(name: String, lines: [String])], of runtime: Runtime) -> String {
        var file = """
        // Generated from \(runtime.source) by RuntimeTemplateTests. Do not edit: change that file and run
        // TOKENGEN_UPDATE_REFERENCES=1 swift test --filter RuntimeTemplateTests

        /// The runtime of the generated code, as the templates of `\(runtime.source)`: each line is copied with
        /// `⟪type⟫` (the example's type name) made the generated one and `⟪access⟫` (its `public`) the access
        /// level, and each `// tokengen:slot NAME` line is where the renderer writes what depends on the inputs.
        /// The names they declare are in `\(runtime.namesEnum)`.
        enum \(runtime.templateEnum) {

        """
        for (index, template) in templates.enumerated() {
            if index > 0 { file += "\n" }
            file += "    static let \(template.name) = ##\"\"\"\n"
            for line in template.lines {
                file += line.isEmpty ? "\n" : "    " + holes(line, typeName: runtime.typeName) + "\n"
            }
            file += "    \"\"\"##\n"
        }
        return file + "}\n"
    }

    static func namesFile(_ templates: [(name: String, lines: [String])], of runtime: Runtime) -> String {
        let lines = templates.flatMap(\.lines)
        func set(_ names: Set<String>) -> String { "[" + names.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        var file = """
        // Generated from \(runtime.source) by RuntimeTemplateTests. Do not edit: change that file and run
        // TOKENGEN_UPDATE_REFERENCES=1 swift test --filter RuntimeTemplateTests

        /// The types and the members the templates of `\(runtime.source)` declare in the generated type
        /// (`\(runtime.templateEnum)`), which no key or token may take.
        package enum \(runtime.namesEnum) {
            package static let declaredTypes: Set<String> = \(set(declaredNames(lines, depth: 1, kinds: ["enum", "struct", "class", "protocol"], in: runtime.typeName)))
            package static let declaredMembers: Set<String> = \(set(declaredNames(lines, depth: 1, kinds: ["func", "var", "let"], in: runtime.typeName)))

        """
        if !runtime.languageTemplates.isEmpty {
            let language = templates.filter { runtime.languageTemplates.contains($0.name) }.flatMap(\.lines)
            file += "    /// What the templates declare in `Language`.\n"
            file += "    package static let languageMembers: Set<String> = \(set(declaredNames(language, depth: 2, kinds: ["enum", "struct", "class", "protocol", "func", "var", "let"], in: runtime.typeName)))\n"
        }
        return file + "}\n"
    }

    /// The line with the example's type name, as an identifier, made `⟪type⟫`, and the `public ` of a
    /// declaration `⟪access⟫`: the holes the renderer fills, so that it never rewrites code by its text.
    static func holes(_ line: String, typeName: String) -> String {
        var result = ""
        var rest = line[...]
        let identifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        let isComment = line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        while !rest.isEmpty {
            let before = result.last
            if rest.hasPrefix(typeName), !(before.map(identifier) ?? false),
               !(rest.dropFirst(typeName.count).first.map(identifier) ?? false) {
                result += "⟪type⟫"
                rest = rest.dropFirst(typeName.count)
            } else if !isComment, rest.hasPrefix("public "), before == nil || before == " " {
                result += "⟪access⟫"
                rest = rest.dropFirst("public ".count)
            } else {
                result.append(rest.removeFirst())
            }
        }
        return result
    }
}
