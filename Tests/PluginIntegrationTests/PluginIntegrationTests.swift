import Foundation
import Testing
import TestSupport

/// Builds `Tests/Fixtures/Consumer`, a package that depends on tokengen by path and applies the build-tool
/// plugin to a bundle-mode and an embedded-mode target, and checks what a team would see.
@Suite(.serialized) struct PluginIntegrationTests {
    @Test(.tags(.plugin), .notInTheQuickLoop, .startsTheConsumerBuild)
    func consumerPackageBuildsRunsAndRegeneratesOnlyWhenNeeded() throws {
        let first = try ConsumerBuild.first()
        let consumer = first.folder
        defer { try? FileManager.default.removeItem(at: consumer) }
        #expect(first.status == 0, "\(first.output)")
        for target in ["BundleApp", "EmbeddedApp"] {
            let app = try run(consumer.appendingPathComponent(".build/debug/\(target)").path, [], in: consumer.path)
            let contrast = target == "BundleApp" ? "1.0\n" : ""
            #expect(app.output == "Raport utworzony\nCześć, Ala!\nReport created\n0.8 6.4\n" + contrast, "\(target)")
        }

        let generated = try #require(generatedFile("EmbeddedApp", in: consumer))
        let firstDate = try modificationDate(generated)
        let firstDates = try generatedDates("EmbeddedApp", in: consumer)
        #expect(firstDates.count == 17)
        let second = try swift(["build"], in: consumer)
        #expect(second.status == 0)
        #expect(try modificationDate(generated) == firstDate, "a build without changes must not rewrite the generated code")

        let polish = consumer.appendingPathComponent("Sources/EmbeddedApp/Strings/pl.lproj/Localizable.strings")
        let original = try String(contentsOf: polish, encoding: .utf8)
        try original.replacingOccurrences(of: "Raport utworzony", with: "Raport gotowy").write(
            to: polish, atomically: true, encoding: .utf8)
        let third = try swift(["build"], in: consumer)
        #expect(third.status == 0)
        // A text edit rewrites one texts file and nothing else.
        let thirdDates = try generatedDates("EmbeddedApp", in: consumer)
        #expect(thirdDates.filter { firstDates[$0.key] != $0.value }.map(\.key) == ["L10n+Texts5.swift"])
        let edited = try run(consumer.appendingPathComponent(".build/debug/EmbeddedApp").path, [], in: consumer.path)
        #expect(edited.output.hasPrefix("Raport gotowy\n"))

        // A translation that cannot be read is a warning (Polish shows the base texts); a base file, an error.
        try (original + "\"broken\" = \"no semicolon\"\n").write(to: polish, atomically: true, encoding: .utf8)
        let slip = try swift(["build"], in: consumer)
        #expect(slip.status == 0)
        #expect(
            slip.output.contains("\(polish.path):6:1: warning: expected ';' after \"broken\", found the end of the file"), "\(slip.output)")
        try original.write(to: polish, atomically: true, encoding: .utf8)
        let english = polish.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("en.lproj/Localizable.strings")
        let englishText = try String(contentsOf: english, encoding: .utf8)
        try (englishText + "\"broken\" = \"no semicolon\"\n").write(to: english, atomically: true, encoding: .utf8)
        let broken = try swift(["build"], in: consumer)
        #expect(broken.status != 0)
        #expect(
            broken.output.contains(
                "\(english.path):6:1: error: expected ';' after \"broken\", found the end of the file"
            ), "\(broken.output)")
        try englishText.write(to: english, atomically: true, encoding: .utf8)

        // Two edits, each taking effect on the next build. BundleApp's tokens come through a resolver document:
        // an edit of a file it names is an input too. EmbeddedApp's configuration keeps its outputs: the build
        // command names tokengen.yml as an input.
        let highContrast = consumer.appendingPathComponent("Sources/BundleApp/tokens/high-contrast.tokens.json")
        try (try String(contentsOf: highContrast, encoding: .utf8)).replacingOccurrences(of: "\"alpha\": 1,", with: "\"alpha\": 0.9,")
            .write(to: highContrast, atomically: true, encoding: .utf8)
        let config = consumer.appendingPathComponent("Sources/EmbeddedApp/tokengen.yml")
        let configText = try String(contentsOf: config, encoding: .utf8)
        try configText.replacingOccurrences(of: "    enumName: Texts\n", with: "    enumName: Texts\n    access: public\n")
            .write(to: config, atomically: true, encoding: .utf8)
        #expect(try swift(["build"], in: consumer).status == 0)
        let themed = try run(consumer.appendingPathComponent(".build/debug/BundleApp").path, [], in: consumer.path)
        #expect(themed.output.hasSuffix("0.8 6.4\n0.9\n"), "\(themed.output)")
        let texts = try #require(generatedFile("EmbeddedApp", named: "Texts.swift", in: consumer))
        #expect(try String(contentsOf: texts, encoding: .utf8).contains("public nonisolated enum Texts {"))

        // A new job is a new output: SwiftPM plans the plugin's outputs again when the manifest changes. In the
        // same build, a language folder that is a symbolic link is declared as the tool reads it: an edit of its
        // table then regenerates the code.
        try (try String(contentsOf: config, encoding: .utf8)).replacingOccurrences(
            of: "tokens:\n", with: "  - inputs: [Strings]\n    output: More.swift\n    lookup: embedded\n    enumName: More\ntokens:\n"
        ).write(to: config, atomically: true, encoding: .utf8)
        let main = consumer.appendingPathComponent("Sources/EmbeddedApp/main.swift")
        try (try String(contentsOf: main, encoding: .utf8) + "print(More.withLanguage(.pl) { More.title })\n")
            .write(to: main, atomically: true, encoding: .utf8)
        let strings = consumer.appendingPathComponent("Sources/EmbeddedApp/Strings")
        let moved = consumer.appendingPathComponent("Translations/pl.lproj")
        try FileManager.default.createDirectory(at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: strings.appendingPathComponent("pl.lproj"), to: moved)
        try FileManager.default.createSymbolicLink(
            atPath: strings.appendingPathComponent("pl.lproj").path, withDestinationPath: "../../../Translations/pl.lproj")
        let manifest = consumer.appendingPathComponent("Package.swift")
        try (try String(contentsOf: manifest, encoding: .utf8)).write(to: manifest, atomically: true, encoding: .utf8)
        let replanned = try swift(["build"], in: consumer)
        #expect(replanned.status == 0, "\(replanned.output)")
        let replannedRun = try run(consumer.appendingPathComponent(".build/debug/EmbeddedApp").path, [], in: consumer.path)
        #expect(replannedRun.output.hasSuffix("0.8 6.4\nRaport utworzony\n"), "\(replannedRun.output)")

        let linked = moved.appendingPathComponent("Localizable.strings")
        try (try String(contentsOf: linked, encoding: .utf8)).replacingOccurrences(of: "Raport utworzony", with: "Raport zapisany")
            .write(to: linked, atomically: true, encoding: .utf8)
        #expect(try swift(["build"], in: consumer).status == 0)
        let relinked = try run(consumer.appendingPathComponent(".build/debug/EmbeddedApp").path, [], in: consumer.path)
        #expect(relinked.output.hasPrefix("Raport zapisany\n"), "\(relinked.output)")
    }

    private func generatedFile(_ target: String, named name: String = "L10n.swift", in package: URL) -> URL? {
        let outputs = package.appendingPathComponent(".build/plugins/outputs")
        let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == name, url.path.contains("/\(target)/") { return url }
        }
        return nil
    }

    /// The modification dates of a target's files generated by its `L10n` job, by file name.
    private func generatedDates(_ target: String, in package: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for name in ["L10n.swift"] + (0..<8).flatMap({ ["L10n+Keys\($0).swift", "L10n+Texts\($0).swift"] }) {
            if let url = generatedFile(target, named: name, in: package) { dates[name] = try modificationDate(url) }
        }
        return dates
    }

    private func modificationDate(_ url: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    private func swift(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        try run("swift", arguments, in: directory.path)
    }
}

extension Trait where Self == ConsumerBuild.Starter {
    /// Starts the consumer's first build when the run is planned.
    static var startsTheConsumerBuild: Self { Self() }
}

/// The consumer's first build (tokengen from source, then the apps) starts when the run is planned, since
/// `prepare(for:)` runs before any test does: it is the first of the suite's longest chain of builds that wait on
/// each other, which would otherwise begin only when one of the threads that the other tests hold is free,
/// sometimes after all of them.
enum ConsumerBuild {
    struct Starter: TestTrait {
        func prepare(for test: Test) async throws { try ConsumerBuild.start() }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var folder: URL?
    nonisolated(unsafe) private static var built: Result<(status: Int32, output: String), any Error>?
    private static let ended = DispatchSemaphore(value: 0)
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A copy of the consumer in a temporary folder, its dependency pointing at this repository, and `swift build`
    /// run in it on a thread of its own (not one of those the tests hold).
    static func start() throws {
        lock.lock()
        defer { lock.unlock() }
        guard folder == nil else { return }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("tokengen-consumer-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Tests/Fixtures/Consumer"), to: copy)
        let manifest = copy.appendingPathComponent("Package.swift")
        try (try String(contentsOf: manifest, encoding: .utf8)).replacingOccurrences(
            of: "path: \"../../..\"", with: "path: \"\(repository.path)\""
        ).write(to: manifest, atomically: true, encoding: .utf8)
        folder = copy
        Thread.detachNewThread {
            let result = Result { try run("swift", ["build"], in: copy.path) }
            lock.withLock { built = result }
            ended.signal()
        }
    }

    /// The consumer's folder, and its first build's status and output once it has ended (started now if the run
    /// did not).
    static func first() throws -> (folder: URL, status: Int32, output: String) {
        try start()
        ended.wait()
        let copy: URL? = lock.withLock { folder }
        let result: Result<(status: Int32, output: String), any Error>? = lock.withLock { built }
        let (status, output) = try #require(result).get()
        return (try #require(copy), status, output)
    }
}
