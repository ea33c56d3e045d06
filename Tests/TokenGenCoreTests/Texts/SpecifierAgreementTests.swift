import Foundation
@testable import L10nRuntime
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

/// The runtime reads a text's placeholders as the generator does: the resources' default values, the plural
/// renderer and the pseudo-languages use `L10n.__Specifier`, which must find exactly the placeholders that
/// `FormatSpecifierParser` finds, where it finds them, with the same positions.
@Suite struct SpecifierAgreementTests {
    /// Forms written for this test, beside every string literal with a `%` in the tests' sources.
    static let forms = [
        "100% done", "100%% done", "% d", "%d", "% 5d", "%-5d", "%+d", "%05.2f", "%'d", "%#x", "%lld", "%llu", "%hhd", "%hd",
        "%ld", "%qd", "%zd", "%td", "%jd", "%Lf", "%lc", "%ls", "%C", "%S", "%s", "%c", "%p", "%n", "%@", "%1$@ %2$@",
        "%2$@ %1$@", "%65$d", "%0$d", "%*d", "%.*f", "%*2$d", "%1$*2$d", "%D", "%U", "%O", "%k", "%", "a%", "%%%d", "%%%%",
        "%1$#@files@", "%#@files@ in %@", "%2#@n@", "%#@unclosed", "%1$#@a@ %2$#@b@", "%ä", "%5", "%.", "%1$", "%1$ d",
        "50 % off", "%l", "%hh", "%ll", "%lf", "%10.3e", "%G", "%A", "%X", "%o", "%i", "%u", "%%d", "%1$%",
    ]

    /// Every string literal of the tests' Swift sources that holds a `%`.
    static func literalsOfTheTests() throws -> [String] {
        let folder = repositoryFolder.appendingPathComponent("Tests/TokenGenCoreTests")
        var texts: Set<String> = []
        for case let path as String in FileManager.default.enumerator(atPath: folder.path)! where path.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for match in source.matches(of: /"([^"\n]*%[^"\n]*)"/) { texts.insert(String(match.output.1)) }
        }
        return texts.sorted()
    }

    /// `(byte offset, length, written position)` of each placeholder the runtime finds.
    static func runtimePlaceholders(_ text: String, variables: Bool) -> [[Int?]] {
        var found: [[Int?]] = []
        var rest = text[...]
        while let percent = rest.firstIndex(of: "%") {
            rest = rest[percent...]
            guard let specifier = L10n.__Specifier(at: rest, variables: variables) else {
                rest = rest.dropFirst()
                continue
            }
            if !specifier.isPercent {
                found.append([text.utf8.distance(from: text.startIndex, to: percent), specifier.text.utf8.count, specifier.position])
            }
            rest = rest[specifier.text.endIndex...]
        }
        return found
    }

    static func readerPlaceholders(_ text: String, variables: Bool) -> [[Int?]] {
        var placeholders: [FormatSpecifierParser.Placeholder] = []
        _ = FormatSpecifierParser.signature(utf8: Array(text.utf8), variables: variables, placeholders: &placeholders)
        return placeholders.map { [$0.range.lowerBound, $0.range.count, $0.explicitPosition] }
    }

    @Test func theRuntimeFindsThePlaceholdersTheReaderFinds() throws {
        let texts = try Self.forms + Self.literalsOfTheTests()
        #expect(texts.count > 250)
        for text in texts {
            for variables in [false, true] {
                #expect(
                    Self.runtimePlaceholders(text, variables: variables) == Self.readerPlaceholders(text, variables: variables),
                    "\(text), variables: \(variables)")
            }
        }
    }

    @Test func formsAsTheRuntimeReadsThem() {
        #expect(Self.runtimePlaceholders("100% done", variables: false) == [])
        #expect(Self.runtimePlaceholders("%2$@ has %1$lld (50%% off)", variables: false) == [[0, 4, 2], [9, 6, 1]])
        #expect(Self.runtimePlaceholders("%#@files@ in %@", variables: true) == [[0, 9, nil], [13, 2, nil]])
        #expect(Self.runtimePlaceholders("%#@files@ in %@", variables: false) == [[0, 3, nil], [13, 2, nil]])
        #expect(L10n.__Specifier(at: "%1$.2f", variables: false)?.unpositioned == "%.2f")
    }
}
