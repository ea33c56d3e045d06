import Foundation
import Testing
@testable import TokenGenCore

/// `L10nRuntimeTemplate.swift` is what `Sources/L10nRuntime/L10n.swift`, the runtime as real Swift, says: the
/// renderer copies the runtime the compiler and `L10nRuntimeTests` have seen, never a hand-kept copy of it.
@Suite struct RuntimeTemplateTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let runtime = repository.appendingPathComponent("Sources/L10nRuntime/L10n.swift")
    static let committed = repository.appendingPathComponent("Sources/TokenGenCore/Render/L10nRuntimeTemplate.swift")

    @Test func committedTemplateIsFresh() throws {
        let source = try String(contentsOf: Self.runtime, encoding: .utf8)
        let expected = Self.templateFile(Self.templates(in: source))
        if ProcessInfo.processInfo.environment["TOKENGEN_UPDATE_RUNTIME"] == "1" {
            try expected.write(to: Self.committed, atomically: true, encoding: .utf8)
        }
        let actual = try String(contentsOf: Self.committed, encoding: .utf8)
        #expect(actual == expected, "L10nRuntimeTemplate.swift is stale: run TOKENGEN_UPDATE_RUNTIME=1 swift test --filter RuntimeTemplateTests")
    }

    @Test func everyTemplateIsKnownToTheRenderer() throws {
        let source = try String(contentsOf: Self.runtime, encoding: .utf8)
        let names = Self.templates(in: source).map(\.name)
        #expect(names == ["language", "folders", "texts", "bundleLookup", "bundleDeviceTexts", "embeddedLookup", "pluralTypes", "integerArgument", "floatArgument", "integerConformances", "floatConformances"])
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

    static func templateFile(_ templates: [(name: String, lines: [String])]) -> String {
        var file = """
        // Generated from Sources/L10nRuntime/L10n.swift by RuntimeTemplateTests. Do not edit: change that file and run
        // TOKENGEN_UPDATE_RUNTIME=1 swift test --filter RuntimeTemplateTests

        /// The runtime of the generated `L10n`, as the templates of `Sources/L10nRuntime/L10n.swift`: each line
        /// is copied with `L10n` made the enum's name and `public ` its access level, and each
        /// `// tokengen:slot NAME` line is where `L10nRenderer` writes what depends on the tables.
        enum L10nRuntimeTemplate {

        """
        for (index, template) in templates.enumerated() {
            if index > 0 { file += "\n" }
            file += "    static let \(template.name) = ##\"\"\"\n"
            for line in template.lines {
                file += line.isEmpty ? "\n" : "    " + line + "\n"
            }
            file += "    \"\"\"##\n"
        }
        return file + "}\n"
    }
}
