import Foundation

// What every test target needs: the repository, the fixtures, the built tools, a process run.

/// The repository, found from this file.
public let repositoryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The fixture files (the core's; the CLI's tests run on them too).
public let fixtures = repositoryFolder.appendingPathComponent("Tests/TokenGenCoreTests/Fixtures").path

public func fixturePath(_ relative: String) -> String { fixtures + "/" + relative }

/// The `tokengen` that `swift test` built beside the test bundle, in whatever configuration it built
/// (`swift test -c release` too): the tests run it as CI and build systems do.
public let builtTokengen = builtExecutable("tokengen")

/// An executable of the package, built beside the test bundle (any configuration).
public func builtExecutable(_ name: String) -> String {
    // The test executable on Linux, a bundle (`….xctest/Contents/MacOS/…`) on Apple's platforms.
    let places =
        [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL]
        + Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    for place in places {
        var folder = place.resolvingSymlinksInPath()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
    }
    return "\(name) (not found beside the test bundle: build it with swift build --product \(name))"
}

/// Runs `command` (found on the `PATH`), standard error into standard output. A process that has not ended
/// after `hangsAfter` seconds is killed and its output ends with a line that says so: a guard against a hang
/// that would stop the whole run, far above what any of them takes on a busy machine, never a measurement.
public func run(
    _ command: String, _ arguments: [String], in directory: String? = nil, hangsAfter: Double = 900
) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [command] + arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let identifier = process.processIdentifier
    let guardian = DispatchWorkItem { kill(identifier, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + hangsAfter, execute: guardian)
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guardian.cancel()
    var output = String(decoding: data, as: UTF8.self)
    if process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGKILL {
        output += "\n(killed after \(Int(hangsAfter)) s: it hung)\n"
    }
    return (process.terminationStatus, output)
}
