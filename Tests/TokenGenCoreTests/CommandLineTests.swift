import Foundation
import Testing

/// The `tokengen` executable as CI and build systems run it: exit codes and diagnostics on stderr.
@Suite struct CommandLineTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    var tokengen: String { root + "/.build/debug/tokengen" }

    @Test func inputErrorExitsOneWithCompilerStyleDiagnostics() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-\(UUID().uuidString).swift").path
        let result = try run(tokengen, ["strings", fixturePath("strings/missing-semicolon.strings"), "--output", output])
        #expect(result.status == 1)
        #expect(result.output == "\(fixturePath("strings/missing-semicolon.strings")):2:1: error: expected ';' after \"a\", found '\"'\n")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func failedRunLeavesThePreviousOutputByteForByte() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let previous = "// previous output\n"
        try previous.write(toFile: folder + "/L10n.swift", atomically: true, encoding: .utf8)
        let result = try run(tokengen, ["strings", fixturePath("strings/unterminated-comment.strings"), "--output", folder + "/L10n.swift"])
        #expect(result.status == 1)
        #expect(try String(contentsOfFile: folder + "/L10n.swift", encoding: .utf8) == previous)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["L10n.swift"])
    }

    @Test func warningsAsErrorsAndBadFlags() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-\(UUID().uuidString).swift").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let lenient = try run(tokengen, ["strings", fixturePath("strings/duplicate.strings"), "--output", output])
        #expect(lenient.status == 0)
        let strict = try run(tokengen, ["strings", fixturePath("strings/duplicate.strings"), "--output", output, "--warnings-as-errors"])
        #expect(strict.status == 1)
        #expect(try run(tokengen, ["strings", "--lookup", "sideways"]).status == 64)
    }

    @Test func checkPassesOnTheRepository() throws {
        let result = try run(tokengen, ["check"], in: root)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "")
    }
}
