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
/// `addressSpace`: the compiler's bound in kilobytes (`ulimit -v`), for code whose size could make it explode.
/// `standIns`: modules of `Tests/AppleStandIn` (`SwiftUI`), with the stand-ins they import, linked from where
/// `StandIns` built them, so that the generated code's `#if canImport(…)` branches for Apple's frameworks are compiled and run.
/// The Darwin stand-in is imported into every file, as Foundation's types are on Apple platforms.
/// One frontend for the whole module (`-wmo`): the same checks, a file's `private` still its own, without a
/// frontend per file that parses every other file again. At a lower priority (`nice`) than the plugin's
/// consumer build, the suite's longest chain of steps that wait on each other: the suite ends when its work does.
func compileAndRun(
    _ sources: [String: String], resources: [String] = [], defines: [String] = [], standIns: [String] = [], addressSpace: Int? = nil
) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    guard let linking = try StandIns.linking(standIns) else { return "" }
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
    let arguments =
        [
            "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors",
            "-default-isolation", "MainActor", "-wmo", "-o", executable,
        ] + linking + defines.flatMap { ["-D", $0] } + paths
    let compile =
        if let addressSpace {
            try run("sh", ["-c", "ulimit -v \(addressSpace) && exec nice -n 10 swiftc \"$@\"", "swiftc"] + arguments)
        } else {
            try run("nice", ["-n", "10", "swiftc"] + arguments)
        }
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

/// The stand-ins of Apple's frameworks, each built once for each version of its source (and of the compiler) and
/// of the stand-ins it imports, into a folder of its own in the temporary folder: every later test of the run,
/// and the runs after it, link what is there. A module is built in a new folder and then renamed into place, so
/// that a run never links one half built.
enum StandIns {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var folders: [String: String] = [:]
    /// The stand-ins a stand-in imports where they are there (`#if canImport`): it is built once for each set.
    private static let imports = ["SwiftUI": ["Darwin", "UIKit", "AppKit"]]

    /// What the digests hold of the compiler, asked once.
    private static let compiler = (try? run("swiftc", ["--version"]).output) ?? ""

    /// The compiler's flags that link `standIns` and those they import (each built after them: Darwin, then UIKit
    /// or AppKit, then SwiftUI), with Darwin imported into every file; nil after recording why one failed to build.
    static func linking(_ standIns: [String]) throws -> [String]? {
        let rank = ["Darwin": 0, "UIKit": 1, "AppKit": 1, "SwiftUI": 2]
        let modules =
            (standIns.contains("SwiftUI") && !standIns.contains("Darwin") ? ["Darwin"] : [])
            + standIns.sorted { rank[$0, default: 3] < rank[$1, default: 3] }
        lock.lock()
        defer { lock.unlock() }
        var built: [(name: String, folder: String)] = []
        for module in modules {
            let dependencies = built.filter { imports[module, default: []].contains($0.name) }
            guard let folder = try folder(of: module, importing: dependencies) else { return nil }
            built.append((module, folder))
        }
        return flags(linking: built) + (modules.contains("Darwin") ? ["-Xfrontend", "-import-module", "-Xfrontend", "Darwin"] : [])
    }

    private static func flags(linking modules: [(name: String, folder: String)]) -> [String] {
        modules.flatMap { ["-I", $0.folder, "-L", $0.folder, "-l" + $0.name, "-Xlinker", "-rpath", "-Xlinker", $0.folder] }
    }

    private static func folder(of module: String, importing dependencies: [(name: String, folder: String)]) throws -> String? {
        // The dependencies' folders are named by their own sources' digests.
        let key = ([module] + dependencies.map(\.folder)).joined(separator: "\n")
        if let folder = folders[key] { return folder }
        let path = repositoryFolder.appendingPathComponent("Tests/AppleStandIn/\(module).swift").path
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in Array(compiler.utf8) + Array(key.utf8) + Array(try Data(contentsOf: URL(fileURLWithPath: path))) {
            digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let temporary = FileManager.default.temporaryDirectory
        let folder = temporary.appendingPathComponent("tokengen-stand-in-\(module)-\(String(digest, radix: 16))").path
        if !FileManager.default.fileExists(atPath: folder) {
            let building = temporary.appendingPathComponent("tokengen-stand-in-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: building, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: building) }
            let built = try run(
                "swiftc",
                [
                    "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors", "-parse-as-library",
                    "-emit-library", "-emit-module", "-module-name", module, "-emit-module-path", building + "/\(module).swiftmodule",
                    "-o", building + "/lib\(module).so",
                ] + flags(linking: dependencies) + [path])
            guard built.status == 0 else {
                Issue.record("the stand-in \(module) failed to build:\n\(built.output)")
                return nil
            }
            // Another run may have put the same module in place meanwhile: its is as good.
            if rename(building, folder) != 0, !FileManager.default.fileExists(atPath: folder) {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: folder])
            }
        }
        folders[key] = folder
        return folder
    }
}
