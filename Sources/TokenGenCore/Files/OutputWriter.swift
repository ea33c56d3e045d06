import TokenGenVocabulary
import TokenGenRead
import TokenGenTranslate
import TokenGenRender

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
        /// Written over the output SwiftGen wrote, which the job takes over (`replacesSwiftGenOutput`).
        case replacedSwiftGen
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
        var replacesSwiftGen = false
        var temporary: String?
    }

    /// Writes every file whose content changed, or none: each path is resolved once (after symbolic links,
    /// before anything is created) and checked against the folder it must stay in; then every changed file is
    /// written to a temporary file beside its target, in the folders that are missing; only when all of them are
    /// written are they renamed over their targets, with SIGINT, SIGTERM and SIGHUP deferred until the last
    /// rename, so that an interrupted run leaves the old files or the new ones, never a mix. When one cannot be
    /// written, the temporary files and the folders the run created are removed and nothing changed. Then the
    /// stale colour sets are removed (a failure is a warning). Nil after reporting why nothing was written.
    ///
    /// Only plain files are written: an existing output that is a folder, a FIFO, a device or a socket is an
    /// error, never opened or replaced, and so is a file that tokengen did not write (see `headers`), and any
    /// path inside a `.git` folder. An output that is a symbolic link is written through, when the file it
    /// points to is inside the job's bounds (`Bounds`): the file it points to is replaced and the link stays. An
    /// existing output keeps its permissions. The results are by job, then by file.
    public static func write(_ jobs: [GeneratedJob], diagnostics: DiagnosticCollector) -> [[Result]]? {
        var plans: [Plan] = []
        var missingFolders = OrderedPaths()
        var fine = true
        jobs: for job in jobs {
            let bounds = Bounds(job)
            let taken = job.assetCatalog.map(AssetCatalogFiles.foreignSymbols) ?? [:]
            for (index, file) in job.files.enumerated() {
                if isLeftOut(file, of: job, taken: taken, diagnostics: diagnostics) {
                    plans.append(Plan(file: file, location: job.location, target: file.path, changed: false))
                    continue
                }
                let bounds = bounds.folders(of: file, at: index, in: job)
                guard
                    let plan = plan(
                        file, at: job.location, inside: bounds, isColorSet: job.isColorSet(file),
                        takingOverSwiftGen: index == 0 && job.replacesSwiftGenOutput, diagnostics: diagnostics)
                else {
                    fine = false
                    // The files beside an output that cannot be written share its folder, and so its error.
                    if index == 0 { continue jobs } else { continue }
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
        let stale = jobs.flatMap(staleColorSets), former = jobs.flatMap(formerFiles)
        func results() -> [[Result]] {
            var start = 0
            return jobs.map { job in
                defer { start += job.files.count }
                return plans[start..<(start + job.files.count)].map {
                    $0.replacesSwiftGen ? .replacedSwiftGen : $0.changed ? .written : .unchanged
                }
            }
        }
        guard !changed.isEmpty || !stale.isEmpty || !former.isEmpty else { return results() }

        let undo = FileSystem.UndoList(capacity: missingFolders.paths.count + changed.count)
        defer { undo.release() }
        for folder in missingFolders.paths {
            guard mkdir(folder, 0o755) == 0 else {
                diagnostics.error(.cannotCreateFolder(folder: folder, reason: FileSystem.SystemError().reason), at: nil)
                undo.run()
                return nil
            }
            undo.remember(folder)
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
        let renamed = undo.deferringInterrupts { () -> Bool in
            for index in changed {
                guard rename(plans[index].temporary!, plans[index].target) == 0 else {
                    // Only a disk that fails between two renames in one folder gets here: the files renamed so far
                    // are written, the others are not.
                    diagnostics.error(
                        .cannotWrite(path: plans[index].file.path, reason: FileSystem.SystemError().reason), at: plans[index].location)
                    undo.run()
                    return false
                }
            }
            undo.forget()
            return true
        }
        guard renamed else { return nil }
        for path in stale {
            if let reason = removeColorSet(path) {
                diagnostics.warning(.cannotRemoveStaleColorSet(path: path, reason: reason), at: nil)
            }
        }
        for path in former where unlink(path) != 0 {
            diagnostics.warning(.cannotRemoveFormerFile(path: path, reason: FileSystem.SystemError().reason), at: nil)
        }
        return results()
    }

    /// The folders a job's files must be inside after symbolic links, each canonical: a link in the project must
    /// not carry a write (or, for colour sets, a removal) to another project or the rest of the disk.
    private struct Bounds {
        /// The project's; for a command line's job, the folder of the output it names.
        var files: String?
        /// The catalog's own folder, for its colour sets.
        var catalog: String?

        init(_ job: GeneratedJob) {
            files =
                job.project ?? FileSystem.folder(of: job.output.path).flatMap(FileSystem.canonicalPath)
                ?? FileSystem.canonicalPath(".")
            catalog = job.assetCatalog.flatMap(FileSystem.canonicalPath)
        }

        /// The folders `file`, the job's `index`th, must stay inside; none: anywhere (the output a command line
        /// names).
        func folders(of file: GeneratedFile, at index: Int, in job: GeneratedJob) -> [String] {
            if job.isInCatalog(file) { return [catalog, job.project].compactMap { $0 } }
            return index == 0 && job.project == nil ? [] : files.map { [$0] } ?? []
        }
    }

    /// Where `file` is written and whether it changes; nil after reporting why it cannot be written. `bounds`: the
    /// canonical folders it must be inside. `takingOverSwiftGen`: a file SwiftGen wrote (its header) may be
    /// replaced too.
    private static func plan(
        _ file: GeneratedFile, at location: SourceLocation?, inside bounds: [String], isColorSet: Bool, takingOverSwiftGen: Bool,
        diagnostics: DiagnosticCollector
    ) -> Plan? {
        let path = file.path
        guard !path.hasSuffix("/"), !path.isEmpty else {
            diagnostics.error(.outputIsFolderName(path), at: location)
            return nil
        }
        var info = stat()
        let isLink = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
        guard let target = FileSystem.canonicalPath(path),
            !isLink || FileSystem.kind(of: FileSystem.folder(of: target) ?? "/") == .folder
        else {
            diagnostics.error(.outputIsDanglingLink(path), at: location)
            return nil
        }
        if let bound = bounds.first(where: { !FileSystem.isWithin(target, folder: $0) }) {
            diagnostics.error(.writesThroughLink(path: path, target: target, folder: bound), at: location)
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
            switch change(of: file, at: target, isColorSet: isColorSet) {
            case .none:
                plan.changed = false
            case .foreign:
                // Someone else's colour set of a token's name: the token's is left out, the rest written.
                diagnostics.warning(.colorSetNotTokengens(path), at: location)
                plan.changed = false
            case .write:
                if takingOverSwiftGen, !wroteIt(target), SwiftGenHeader.isInOpeningComments(of: target) {
                    plan.replacesSwiftGen = true
                } else {
                    guard isColorSet || wroteIt(target) else {
                        diagnostics.error(.notWrittenByTokengen(path), at: location)
                        return nil
                    }
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
    private static func missing(_ folder: String, of path: String, into list: inout OrderedPaths) -> Failure? {
        var chain: [String] = []
        var current = folder
        while true {
            switch list.contains(current) ? .folder : FileSystem.kind(of: current) {
            case .folder?:
                for created in chain.reversed() { list.append(created) }
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

    /// Paths in the order they were added, each once.
    private struct OrderedPaths {
        private(set) var paths: [String] = []
        private var members: Set<String> = []

        func contains(_ path: String) -> Bool { members.contains(path) }

        mutating func append(_ path: String) {
            if members.insert(path).inserted { paths.append(path) }
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

    /// The colour sets of a job's asset catalog that tokengen wrote and the job no longer has (their
    /// `Contents.json`): what a run removes and `tokengen check` reports. Only the catalog's own entries are
    /// looked at, never through a symbolic link: a colour set is one when it is a real folder whose
    /// `Contents.json` is a regular file that names tokengen as its author (`AssetCatalogFiles`). Names are
    /// compared case-folded, as macOS's file system compares them, so a set the job writes is never taken for a
    /// stale one.
    public static func staleColorSets(of job: GeneratedJob) -> [String] {
        guard let catalog = job.assetCatalog, let physical = FolderListing.physicalPath(catalog),
            job.project.map({ FileSystem.isWithin(physical, folder: $0) }) ?? true,
            let directory = opendir(physical)
        else { return [] }
        defer { closedir(directory) }
        let written = Set(
            job.files.filter(job.isInCatalog).compactMap { file in
                file.path.dropFirst(catalog.count + 1).split(separator: "/").first.map { $0.lowercased() }
            })
        var stale: [String] = []
        while let entry = readdir(directory) {
            let name = FolderListing.name(of: entry)
            guard name.hasSuffix(".colorset"), !written.contains(name.lowercased()) else { continue }
            var info = stat()
            let folder = physical + "/" + name, contents = folder + "/Contents.json"
            guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
                lstat(contents, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                AssetCatalogFiles.isTokengens(contents)
            else { continue }
            stale.append(catalog + "/" + name + "/Contents.json")
        }
        return stale.sorted()
    }

    /// The job's `formerFiles` that are there to remove: regular files (not links) inside the project that
    /// tokengen wrote; what a run removes and `tokengen check` reports.
    public static func formerFiles(of job: GeneratedJob) -> [String] {
        job.formerFiles.filter { path in
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
            return (job.project.map { FileSystem.isInside(path, folder: $0) } ?? true) && wroteIt(path)
        }
    }

    /// Removes a stale colour set's `Contents.json` (never through a link: the folder is opened without following
    /// one), then its folder when nothing else is in it; why not, when it could not.
    private static func removeColorSet(_ contents: String) -> String? {
        guard let folder = FileSystem.folder(of: contents) else { return nil }
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return FileSystem.SystemError().reason }
        defer { close(descriptor) }
        guard unlinkat(descriptor, "Contents.json", 0) == 0 else { return FileSystem.SystemError().reason }
        rmdir(folder)
        return nil
    }

    /// What writing `file` over the regular file at `target` does: nothing when it holds the file already (or,
    /// for a catalog's own `Contents.json`, anything: it is written only where none is); a colour set as
    /// `AssetCatalogFiles` tells.
    private static func change(of file: GeneratedFile, at target: String, isColorSet: Bool) -> AssetCatalogFiles.Change {
        if file.createdOnly { return .none }
        if isColorSet { return AssetCatalogFiles.change(ofColorSet: target, to: file.bytes) }
        return FileSystem.contents(of: target, equal: file.bytes) ? .none : .write
    }

    /// The files of `job` that a run would write (or remove, as files without bytes: its stale colour sets), each
    /// with what is there now; what `tokengen check` reports. Someone else's colour set of a token's name is a
    /// warning, as in a run.
    public static func staleFiles(of job: GeneratedJob, diagnostics: DiagnosticCollector) -> [(file: GeneratedFile, current: [UInt8]?)] {
        var stale: [(file: GeneratedFile, current: [UInt8]?)] = []
        let taken = job.assetCatalog.map(AssetCatalogFiles.foreignSymbols) ?? [:]
        for file in job.files where !isLeftOut(file, of: job, taken: taken, diagnostics: diagnostics) {
            guard FileSystem.kind(of: file.path) != nil else {
                stale.append((file, nil))
                continue
            }
            switch change(of: file, at: file.path, isColorSet: job.isColorSet(file)) {
            case .none: break
            case .write: stale.append((file, currentContents(of: file.path)))
            case .foreign: diagnostics.warning(.colorSetNotTokengens(file.path), at: job.location)
            }
        }
        for path in staleColorSets(of: job) + formerFiles(of: job) {
            stale.append((GeneratedFile(path: path, bytes: []), currentContents(of: path)))
        }
        return stale
    }

    /// Whether `file` is a colour set whose Xcode symbol someone else's colour set in the catalog has (`taken`,
    /// by symbol): it is left out, with a warning that names the other, by a run and by `check` alike.
    private static func isLeftOut(
        _ file: GeneratedFile, of job: GeneratedJob, taken: [String: String], diagnostics: DiagnosticCollector
    ) -> Bool {
        guard !taken.isEmpty, job.isColorSet(file), let catalog = job.assetCatalog else { return false }
        let folder = file.path.dropFirst(catalog.count + 1).dropLast("/Contents.json".count)
        let symbol = SwiftName.assetSymbol(ofColorSet: String(folder.dropLast(".colorset".count)))
        guard let other = taken[symbol], other != String(folder) else { return false }
        diagnostics.warning(.colorSetSymbolTaken(path: file.path, other: catalog + "/" + other), at: job.location)
        return true
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
        var catalogs: [String: GeneratedJob] = [:]
        var fine = true
        for job in jobs {
            if let catalog = job.assetCatalog, let canonical = FileSystem.canonicalPath(catalog) {
                if let other = catalogs[canonical] {
                    diagnostics.error(
                        .twoJobsWriteOneCatalog(catalog: catalog, firstJob: other.configuredOutput, secondJob: job.configuredOutput),
                        at: job.location)
                    fine = false
                }
                catalogs[canonical] = job
            }
            for (index, file) in job.files.enumerated() {
                guard let canonical = FileSystem.canonicalPath(file.path) else { continue }
                if let input = inputPaths[canonical] {
                    diagnostics.error(.outputIsInput(path: file.path, input: input), at: job.location)
                    fine = false
                }
                // Two jobs with one output (or one catalog) also share the files beside it: one error says it all.
                if let other = writers[canonical] {
                    fine = false
                    guard index == 0 || other.isOutput, !job.isInCatalog(file) else { continue }
                    diagnostics.error(
                        .twoJobsWriteOneFile(path: file.path, firstJob: other.job.configuredOutput, secondJob: job.configuredOutput),
                        at: job.location)
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
