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

/// Any number of strings jobs, with any features, compile into one module (as the README's `L10n` and
/// `WidgetTexts` do): the generated code declares nothing at file scope that two jobs would both declare.
@Suite struct JobsInOneModuleTests {
    /// A text of a job's table: its key, its `.strings` text (nil: a plural of the `.stringsdict`), the call
    /// that `main.swift` makes and what it prints.
    struct Feature {
        var key: String
        var text: String?
        var call: String
        var printed: String
    }

    static let features = [
        Feature(key: "unsigned", text: "%u of %lu", call: "unsigned(UInt8(3), 4)", printed: "3 of 4"),
        Feature(key: "hex", text: "%x/%lX", call: "hex(255, Int64(255))", printed: "ff/FF"),
        Feature(key: "octal", text: "%o", call: "octal(UInt16(8))", printed: "10"),
        Feature(key: "float", text: "%.2f and %g", call: "float(1.5, Float(0.25))", printed: "1.50 and 0.25"),
        Feature(key: "mixed", text: "%d %@ %u %a", call: "mixed(7, \"x\", 9, 1.0)", printed: "7 x 9 0x1p+0"),
        Feature(key: "plain", text: "Hello", call: "plain", printed: "Hello"),
        Feature(key: "items", text: nil, call: "items(1)", printed: "1 item"),
    ]

    static let plural = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        <key>items</key>
        <dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key>
        <dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d item</string>
        <key>other</key><string>%d items</string>
        </dict>
        </dict>
        </dict>
        </plist>
        """

    /// Random sets of two to four jobs, each with random texts, lookup and access, compiled together with
    /// `swiftc` (the strictest settings) and run; with the Apple stand-ins (the `LocalizedStringResource`
    /// members of every job too) and without.
    @Test(.tags(.compiles), .notInTheQuickLoop, arguments: [(1, false), (2, true), (3, false), (4, true)])
    func randomJobsCompileTogether(seed: UInt64, standIns: Bool) throws {
        var random = SeededRandom(seed: 0x6A6F_6273 &+ seed)
        var files: [String: String] = [:]
        var configuration = "strings:\n"
        var main = ""
        var expected = ""
        var bundle = false
        for job in 1...Int.random(in: 2...4, using: &random) {
            let name = "Job\(job)"
            var chosen = Self.features.filter { _ in Bool.random(using: &random) }
            if chosen.isEmpty { chosen = [Self.features.randomElement(using: &random)!] }
            let texts = chosen.compactMap { feature in feature.text.map { "\"\(feature.key)\" = \"\($0)\";\n" } }
            files["Res/en.lproj/\(name).strings"] = texts.joined()
            var inputs = ["Res/en.lproj/\(name).strings"]
            if chosen.contains(where: { $0.text == nil }) {
                files["Res/en.lproj/\(name).stringsdict"] = Self.plural
                inputs.append("Res/en.lproj/\(name).stringsdict")
            }
            // With the Darwin stand-in, a plural's bundle lookup asks Foundation for the `.stringsdict`, which
            // Foundation reads on Apple's platforms only (on Linux it crashes): such a job looks up embedded.
            let plural = chosen.contains { $0.text == nil }
            let lookup = Bool.random(using: &random) && !(standIns && plural) ? "bundle" : "embedded"
            bundle = bundle || lookup == "bundle"
            configuration += """
                  - inputs: [\(inputs.joined(separator: ", "))]
                    output: Out/\(name).swift
                    enumName: \(name)
                    lookup: \(lookup)
                    access: \(Bool.random(using: &random) ? "public" : "internal")

                """
            for feature in chosen {
                main += "print(\(name).\(feature.call))\n"
                expected += feature.printed + "\n"
            }
        }
        files["tokengen.yml"] = configuration
        let folder = try temporaryFolder(files: files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try run(builtTokengen, ["--quiet"], in: folder)
        #expect(result.status == 0, "\(configuration)\n\(result.output)")
        var sources = ["main.swift": main]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder + "/Out") {
            sources[file] = try String(contentsOfFile: folder + "/Out/" + file, encoding: .utf8)
        }
        let output = try compileAndRun(
            sources, resources: bundle ? [folder + "/Res/en.lproj"] : [], standIns: standIns ? ["SwiftUI"] : [])
        #expect(output == expected, "\(configuration)")
    }
}
