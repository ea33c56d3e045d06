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

/// `TOKENGEN_UPDATE_REFERENCES=1 swift test` writes every reference a test compares with instead of comparing:
/// the expected outputs under `Fixtures/expected`, the runtime templates and examples, the screen's snapshots
/// (`SummaryScreenTests`) and the repository's `Generated/`.
let updatingReferences = ProcessInfo.processInfo.environment["TOKENGEN_UPDATE_REFERENCES"] == "1"

/// The expected output `Fixtures/expected/NAME`, first written from `actual` when updating references.
func expectedOutput(_ name: String, updatedTo actual: String) throws -> String {
    let path = fixturePath("expected/" + name)
    if updatingReferences { try actual.write(toFile: path, atomically: true, encoding: .utf8) }
    return try String(contentsOfFile: path, encoding: .utf8)
}

/// The formatted diagnostics, with the fixtures folder removed from paths so expectations stay short.
func report(_ diagnostics: DiagnosticCollector) -> String {
    diagnostics.formatted.replacingOccurrences(of: fixtures + "/", with: "")
}

/// Parses a `.strings` fixture as `strings/NAME`.
func parseStrings(_ name: String) -> (LocalizationTable?, String) {
    let diagnostics = DiagnosticCollector()
    let bytes = [UInt8](FileManager.default.contents(atPath: fixturePath("strings/" + name))!)
    let file = StringsParser.parse(bytes, path: "strings/" + name, diagnostics: diagnostics)
    return (file, report(diagnostics))
}

/// Runs the strings pipeline on fixture inputs.
func generateStrings(
    _ inputs: [String], baseLanguage: String = "en", lookup: LookupMode = .embedded, access: AccessLevel = .internal
) -> (String?, String) {
    let diagnostics = DiagnosticCollector()
    let job = Configuration.StringsJob(
        inputs: inputs.map { fixturePath("strings/" + $0) }, baseLanguage: baseLanguage, output: "unused.swift",
        options: L10nOptions(access: access, lookup: lookup)
    )
    let file = Pipeline.strings(job, diagnostics: diagnostics)
    return (file?.contents, report(diagnostics))
}

/// A new folder of its own for a test (the test removes it), with `files` (paths relative to it) written in.
func temporaryFolder(files: [String: String] = [:]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, contents) in files {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return folder
}

/// Compiles Swift files with the strictest settings tokengen promises, runs the program and returns its output.
/// `resources`: folders copied beside the program, where `Bundle.main` finds them (`.lproj` tables).
/// `defines`: conditions such as `DEBUG` (`-D DEBUG`, as a debug build has).
/// `standIns`: modules of `Tests/AppleStandIn` (`SwiftUI`) built beside the program, with the stand-ins they
/// import, so that the generated code's `#if canImport(…)` branches for Apple's frameworks are compiled and run.
/// The Darwin stand-in is imported into every file, as Foundation's types are on Apple platforms.
func compileAndRun(_ sources: [String: String], resources: [String] = [], defines: [String] = [], standIns: [String] = []) throws -> String
{
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var linking: [String] = []
    // Each built after those it imports: Darwin, then UIKit or AppKit, then SwiftUI.
    let rank = ["Darwin": 0, "UIKit": 1, "AppKit": 1, "SwiftUI": 2]
    let modules =
        (standIns.contains("SwiftUI") && !standIns.contains("Darwin") ? ["Darwin"] : [])
        + standIns.sorted { rank[$0, default: 3] < rank[$1, default: 3] }
    for module in modules {
        let built = try run(
            "swiftc",
            [
                "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors", "-parse-as-library",
                "-emit-library", "-emit-module", "-module-name", module, "-emit-module-path",
                folder.appendingPathComponent(module + ".swiftmodule").path,
                "-o", folder.appendingPathComponent("lib\(module).so").path,
            ] + linking + [
                repositoryFolder.appendingPathComponent("Tests/AppleStandIn/\(module).swift").path
            ])
        guard built.status == 0 else {
            Issue.record("the stand-in \(module) failed to build:\n\(built.output)")
            return ""
        }
        linking += ["-I", folder.path, "-L", folder.path, "-l" + module, "-Xlinker", "-rpath", "-Xlinker", folder.path]
    }
    if modules.contains("Darwin") { linking += ["-Xfrontend", "-import-module", "-Xfrontend", "Darwin"] }
    for resource in resources {
        try FileManager.default.copyItem(
            atPath: resource, toPath: folder.appendingPathComponent((resource as NSString).lastPathComponent).path)
    }
    var paths: [String] = []
    for (name, contents) in sources.sorted(by: { $0.key < $1.key }) {
        let path = folder.appendingPathComponent(name).path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        paths.append(path)
    }
    let executable = folder.appendingPathComponent("program").path
    let compile = try run(
        "swiftc",
        [
            "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors",
            "-default-isolation", "MainActor", "-o", executable,
        ] + linking + defines.flatMap { ["-D", $0] } + paths)
    guard compile.status == 0 else {
        Issue.record("swiftc failed:\n\(compile.output)")
        return ""
    }
    return try run(executable, []).output
}

extension GeneratedJob {
    /// The job's files one after the other: one source that compiles as the files do together.
    var contents: String { files.map(\.contents).joined(separator: "\n") }
}

extension Pipeline {
    /// A token set → the Swift of its constants type; nil when names clash.
    static func constants(_ tokens: TokenSet, options: ConstantsOptions, diagnostics: DiagnosticCollector) -> String? {
        ConstantsTranslator.translate(tokens, options: options, diagnostics: diagnostics).map(ConstantsRenderer.render)
    }
}
