#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a run's generated files all or none, so that a build never sees a half-written file or a set of
/// files from two runs, and an unchanged file keeps its modification time (so incremental builds stay
/// incremental).
public enum OutputWriter {
    public enum Result: Equatable, Sendable {
        case unchanged, written
    }

    /// One file to write, where it is written (its path resolved once, physically) and what it replaces.
    private struct Plan {
        var file: GeneratedFile
        var target: String
        /// The permissions of the file it replaces.
        var mode: mode_t?
        var changed: Bool
        var temporary: String?
    }

    /// Writes every file whose content changed, or none: each path is resolved once (after symbolic links,
    /// before anything is created) and checked; then every changed file is written to a temporary file beside
    /// its target, in the folders that are missing; only when all of them are written are they renamed over
    /// their targets. When one cannot be written, the temporary files and the folders the run created are
    /// removed and nothing changed. Nil after reporting why.
    ///
    /// Only plain files are written: an existing output that is a folder, a FIFO, a device or a socket is an
    /// error, never opened or replaced, and so is a file that tokengen did not write (see `headers`), and any
    /// path inside a `.git` folder. An output that is a symbolic link is written through: the file it points
    /// to is replaced and the link stays. An existing output keeps its permissions.
    public static func write(_ files: [GeneratedFile], diagnostics: DiagnosticCollector) -> [Result]? {
        var plans: [Plan] = []
        var missingFolders: [String] = []
        var fine = true
        var failedOutput: String?
        for file in files {
            // The files beside an output that cannot be written share its folder, and so its error.
            if file.isCompanion, file.jobOutput == failedOutput { continue }
            guard let plan = plan(file, diagnostics: diagnostics) else {
                fine = false
                if !file.isCompanion { failedOutput = file.jobOutput }
                continue
            }
            if plan.changed, let folder = FileSystem.folder(of: plan.target) {
                if let failure = missing(folder, of: file.path, into: &missingFolders) {
                    diagnostics.error(failure, at: file.location)
                    fine = false
                }
            }
            plans.append(plan)
        }
        guard fine else { return nil }
        let changed = plans.indices.filter { plans[$0].changed }
        guard !changed.isEmpty else { return plans.map { _ in .unchanged } }

        let undo = FileSystem.UndoList(capacity: missingFolders.count + changed.count)
        defer { undo.release() }
        for folder in missingFolders {
            guard mkdir(folder, 0o755) == 0 else {
                diagnostics.error(.cannotCreateFolder(folder: folder, reason: FileSystem.SystemError().reason), at: nil)
                undo.run()
                return nil
            }
            undo.add(folder)
        }
        for index in changed {
            do {
                plans[index].temporary = try FileSystem.writeTemporary(
                    plans[index].file.bytes, beside: plans[index].target, mode: plans[index].mode, undo: undo
                )
            } catch {
                diagnostics.error(.cannotWrite(path: plans[index].file.path, reason: error.reason), at: plans[index].file.location)
                undo.run()
                return nil
            }
        }
        for index in changed {
            guard rename(plans[index].temporary!, plans[index].target) == 0 else {
                // Only a disk that fails between two renames in one folder gets here: the files renamed so far
                // are written, the others are not.
                diagnostics.error(.cannotWrite(path: plans[index].file.path, reason: FileSystem.SystemError().reason), at: plans[index].file.location)
                undo.run()
                return nil
            }
        }
        undo.forget()
        return plans.map { $0.changed ? .written : .unchanged }
    }

    /// Where `file` is written and whether it changes; nil after reporting why it cannot be written.
    private static func plan(_ file: GeneratedFile, diagnostics: DiagnosticCollector) -> Plan? {
        let path = file.path
        guard !path.hasSuffix("/"), !path.isEmpty else {
            diagnostics.error(.outputIsFolderName(path), at: file.location)
            return nil
        }
        var info = stat()
        let isLink = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
        guard let target = FileSystem.canonicalPath(path),
              !isLink || FileSystem.kind(of: FileSystem.folder(of: target) ?? "/") == .folder else {
            diagnostics.error(.outputIsDanglingLink(path), at: file.location)
            return nil
        }
        if target.split(separator: "/").contains(".git") {
            diagnostics.error(.outputInsideGit(path), at: file.location)
            return nil
        }
        var plan = Plan(file: file, target: target, changed: true)
        switch FileSystem.kind(of: target) {
        case .folder:
            diagnostics.error(.outputIsFolder(path), at: file.location)
            return nil
        case .other:
            diagnostics.error(.outputIsNotRegularFile(path), at: file.location)
            return nil
        case .file:
            if FileSystem.contents(of: target, equal: file.bytes) {
                plan.changed = false
            } else {
                guard wroteIt(target) else {
                    diagnostics.error(.notWrittenByTokengen(path), at: file.location)
                    return nil
                }
                if stat(target, &info) == 0 { plan.mode = info.st_mode & 0o7777 }
            }
        case nil:
            break
        }
        return plan
    }

    /// Adds the folders above `folder` (and itself) that do not exist yet, outermost first, to `list`; the
    /// failure when one of them is a file.
    private static func missing(_ folder: String, of path: String, into list: inout [String]) -> Failure? {
        var chain: [String] = []
        var current = folder
        while true {
            switch FileSystem.kind(of: current) {
            case .folder?:
                for created in chain.reversed() where !list.contains(created) { list.append(created) }
                return nil
            case .file?, .other?:
                return .outputParentIsFile(path: path, folder: current)
            case nil:
                chain.append(current)
                guard let parent = FileSystem.folder(of: current), parent != current else { return nil }
                current = parent
            }
        }
    }

    /// From now on, an interrupted run (SIGINT, SIGTERM, SIGHUP) removes the temporary files and the folders
    /// it created.
    public static func cleanUpWhenInterrupted() {
        FileSystem.UndoList.runOnInterrupt()
    }

    /// How every file tokengen writes begins, in its format's own comment (JSON has none: its first field). An
    /// existing file that begins otherwise (and is not empty) is never replaced: a configuration comes with any
    /// pull request, and `output: ../home/.bashrc` must not destroy a file that tokengen never wrote.
    static let headers = [
        "// Generated by tokengen", "# Generated by tokengen", "<!DOCTYPE html>\n<!-- Generated by tokengen",
        "{\n  \"generatedBy\": \"tokengen",
    ].map { Array($0.utf8) }

    /// Whether the file at `path` is one tokengen may replace: empty, or beginning with one of `headers`.
    static func wroteIt(_ path: String) -> Bool {
        FileSystem.isEmptyOrStarts(path, withOneOf: headers) ?? false
    }

    /// Checks a run's outputs before any is written: no output may be one of the run's inputs, and no two jobs
    /// may write the same file (`write` checks each file itself). False after reporting why not.
    public static func checkOutputs(_ files: [GeneratedFile], inputs: [String], diagnostics: DiagnosticCollector) -> Bool {
        var inputPaths: [String: String] = [:]
        for input in inputs {
            if let canonical = FileSystem.canonicalPath(input) { inputPaths[canonical] = input }
        }
        var outputs: [String: GeneratedFile] = [:]
        var fine = true
        for file in files {
            guard let canonical = FileSystem.canonicalPath(file.path) else { continue }
            if let input = inputPaths[canonical] {
                diagnostics.error(.outputIsInput(path: file.path, input: input), at: file.location)
                fine = false
            }
            // Two jobs with one output also share its companions: the output's error says it all.
            if let other = outputs[canonical] {
                fine = false
                guard !(file.isCompanion && other.isCompanion) else { continue }
                diagnostics.error(.twoJobsWriteOneFile(path: file.path, firstJob: other.jobOutput, secondJob: file.jobOutput), at: file.location)
            }
            outputs[canonical] = file
        }
        return fine
    }

    /// What `path` holds now; nil when it cannot be read (it does not exist yet, say).
    public static func currentContents(of path: String) -> [UInt8]? {
        try? FileSystem.bytes(of: path)
    }

    /// One file, as `write(_:diagnostics:)` writes a run's.
    public static func write(_ text: String, to path: String, diagnostics: DiagnosticCollector) -> Result? {
        write([GeneratedFile(path: path, contents: text)], diagnostics: diagnostics)?.first
    }
}
