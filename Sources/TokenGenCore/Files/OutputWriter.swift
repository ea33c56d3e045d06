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
        /// Where the configuration names the job's output.
        var location: SourceLocation?
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
    /// The results are by job, then by file.
    public static func write(_ jobs: [GeneratedJob], diagnostics: DiagnosticCollector) -> [[Result]]? {
        var plans: [Plan] = []
        var missingFolders: [String] = []
        var fine = true
        jobs: for job in jobs {
            for file in job.files {
                guard let plan = plan(file, at: job.location, diagnostics: diagnostics) else {
                    fine = false
                    // The files beside an output that cannot be written share its folder, and so its error.
                    continue jobs
                }
                if plan.changed, let folder = FileSystem.folder(of: plan.target) {
                    if let failure = missing(folder, of: file.path, into: &missingFolders) {
                        diagnostics.error(failure, at: job.location)
                        fine = false
                    }
                }
                plans.append(plan)
            }
        }
        guard fine else { return nil }
        let changed = plans.indices.filter { plans[$0].changed }
        // Listed once, before anything is written: the colour sets to remove once the files are in place.
        let stale = jobs.flatMap(staleColorSets)
        func results() -> [[Result]] {
            var start = 0
            return jobs.map { job in
                defer { start += job.files.count }
                return plans[start..<(start + job.files.count)].map { $0.changed ? .written : .unchanged }
            }
        }
        guard !changed.isEmpty || !stale.isEmpty else { return results() }

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
                diagnostics.error(.cannotWrite(path: plans[index].file.path, reason: error.reason), at: plans[index].location)
                undo.run()
                return nil
            }
        }
        for index in changed {
            guard rename(plans[index].temporary!, plans[index].target) == 0 else {
                // Only a disk that fails between two renames in one folder gets here: the files renamed so far
                // are written, the others are not.
                diagnostics.error(.cannotWrite(path: plans[index].file.path, reason: FileSystem.SystemError().reason), at: plans[index].location)
                undo.run()
                return nil
            }
        }
        undo.forget()
        for path in stale where unlink(path) == 0 {
            if let folder = FileSystem.folder(of: path) { rmdir(folder) }
        }
        return results()
    }

    /// Where `file` is written and whether it changes; nil after reporting why it cannot be written.
    private static func plan(_ file: GeneratedFile, at location: SourceLocation?, diagnostics: DiagnosticCollector) -> Plan? {
        let path = file.path
        guard !path.hasSuffix("/"), !path.isEmpty else {
            diagnostics.error(.outputIsFolderName(path), at: location)
            return nil
        }
        var info = stat()
        let isLink = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
        guard let target = FileSystem.canonicalPath(path),
              !isLink || FileSystem.kind(of: FileSystem.folder(of: target) ?? "/") == .folder else {
            diagnostics.error(.outputIsDanglingLink(path), at: location)
            return nil
        }
        if target.split(separator: "/").contains(".git") {
            diagnostics.error(.outputInsideGit(path), at: location)
            return nil
        }
        var plan = Plan(file: file, location: location, target: target, changed: true)
        switch FileSystem.kind(of: target) {
        case .folder:
            diagnostics.error(.outputIsFolder(path), at: location)
            return nil
        case .other:
            diagnostics.error(.outputIsNotRegularFile(path), at: location)
            return nil
        case .file:
            if FileSystem.contents(of: target, equal: file.bytes) {
                plan.changed = false
            } else {
                guard wroteIt(target) else {
                    diagnostics.error(.notWrittenByTokengen(path), at: location)
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
        "{\n  \"generatedBy\": \"tokengen", "{\n" + AssetCatalogRenderer.info,
    ].map { Array($0.utf8) }

    /// The colour sets of a job's asset catalog that tokengen wrote and the job no longer has (their
    /// `Contents.json`): what a run removes and `tokengen check` reports. A colour set someone else wrote is
    /// never among them.
    public static func staleColorSets(of job: GeneratedJob) -> [String] {
        guard let catalog = job.assetCatalog, FileSystem.kind(of: catalog) == .folder else { return [] }
        let written = Set(job.files.map(\.path))
        return FolderListing(under: catalog).files.filter { path in
            let parts = path.dropFirst(catalog.count + 1).split(separator: "/")
            return parts.count == 2 && parts[0].hasSuffix(".colorset") && parts[1] == "Contents.json"
                && !written.contains(path) && FileSystem.isEmptyOrStarts(path, withOneOf: [Array(("{\n" + AssetCatalogRenderer.info).utf8)]) == true
        }
    }

    /// Whether the file at `path` is one tokengen may replace: empty, or beginning with one of `headers`.
    static func wroteIt(_ path: String) -> Bool {
        FileSystem.isEmptyOrStarts(path, withOneOf: headers) ?? false
    }

    /// Checks a run's outputs before any is written: no output may be one of the run's inputs, and no two jobs
    /// may write the same file (`write` checks each file itself). False after reporting why not.
    /// `inputs`: besides the jobs' own, such as the configuration.
    public static func checkOutputs(_ jobs: [GeneratedJob], inputs: [String] = [], diagnostics: DiagnosticCollector) -> Bool {
        var inputPaths: [String: String] = [:]
        for input in jobs.flatMap(\.inputs) + inputs {
            if let canonical = FileSystem.canonicalPath(input) { inputPaths[canonical] = input }
        }
        /// The job that writes each file, and whether the file is its output.
        var writers: [String: (job: GeneratedJob, isOutput: Bool)] = [:]
        var fine = true
        for job in jobs {
            for (index, file) in job.files.enumerated() {
                guard let canonical = FileSystem.canonicalPath(file.path) else { continue }
                if let input = inputPaths[canonical] {
                    diagnostics.error(.outputIsInput(path: file.path, input: input), at: job.location)
                    fine = false
                }
                // Two jobs with one output also share the files beside it: the output's error says it all.
                if let other = writers[canonical] {
                    fine = false
                    guard index == 0 || other.isOutput else { continue }
                    diagnostics.error(.twoJobsWriteOneFile(path: file.path, firstJob: other.job.configuredOutput, secondJob: job.configuredOutput), at: job.location)
                }
                writers[canonical] = (job, index == 0)
            }
        }
        return fine
    }

    /// What `path` holds now; nil when it cannot be read (it does not exist yet, say).
    public static func currentContents(of path: String) -> [UInt8]? {
        try? FileSystem.bytes(of: path)
    }

    /// One file, as `write(_:diagnostics:)` writes a run's.
    public static func write(_ text: String, to path: String, diagnostics: DiagnosticCollector) -> Result? {
        write([GeneratedJob(files: [GeneratedFile(path: path, contents: text)])], diagnostics: diagnostics)?.first?.first
    }
}
