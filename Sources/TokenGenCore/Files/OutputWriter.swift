#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files so that a build never sees a half-written one, and an unchanged file keeps its
/// modification time (so incremental builds stay incremental).
public enum OutputWriter {
    public enum Result: Equatable, Sendable {
        case unchanged, written
    }

    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`; does nothing when
    /// `path` already holds exactly `bytes`. On failure the old file is untouched and no temporary file stays.
    ///
    /// Only plain files are written: an existing output that is a folder, a FIFO, a device or a socket is an
    /// error, never opened or replaced. An output that is a symbolic link is written through: the file it
    /// points to is replaced and the link stays. An existing output keeps its permissions.
    public static func write(_ bytes: [UInt8], to path: String, diagnostics: DiagnosticCollector) -> Result? {
        guard !path.hasSuffix("/"), !path.isEmpty else {
            diagnostics.error("cannot write '\(path)': an output must name a file, not a folder", at: nil)
            return nil
        }
        var target = path
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = FileSystem.canonicalPath(path), FileSystem.kind(of: FileSystem.folder(of: resolved) ?? "/") == .folder else {
                diagnostics.error("cannot write \(path): it is a symbolic link to a folder that does not exist", at: nil)
                return nil
            }
            target = resolved
        }
        var mode: mode_t?
        switch FileSystem.kind(of: target) {
        case .folder:
            diagnostics.error("cannot write \(path): it is a folder", at: nil)
            return nil
        case .other:
            diagnostics.error("cannot write \(path): it is not a regular file (a FIFO, a device or a socket); tokengen writes only regular files", at: nil)
            return nil
        case .file:
            if FileSystem.contents(of: target, equal: bytes) { return .unchanged }
            if stat(target, &info) == 0 { mode = info.st_mode & 0o7777 }
        case nil:
            break
        }
        if let folder = FileSystem.folder(of: target) {
            if let kind = FileSystem.kind(of: folder), kind != .folder {
                diagnostics.error("cannot write \(path): \(folder) is a file, not a folder", at: nil)
                return nil
            }
            do {
                try FileSystem.createFolders(folder)
            } catch {
                diagnostics.error("cannot create the folder \(folder): \(error.reason)", at: nil)
                return nil
            }
        }
        do {
            try FileSystem.replace(target, with: bytes, mode: mode)
        } catch {
            diagnostics.error("cannot write \(path): \(error.reason)", at: nil)
            return nil
        }
        return .written
    }

    /// From now on, an interrupted run (SIGINT, SIGTERM, SIGHUP) removes the temporary file it is writing.
    public static func cleanUpWhenInterrupted() {
        FileSystem.removeTemporaryFileOnInterrupt()
    }

    /// Checks a run's outputs before any is written: no output may be one of the run's inputs, and no two jobs
    /// may write the same file. False after reporting why not.
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
                diagnostics.error("refusing to write \(file.path): it is an input (\(input)); choose another output", at: nil)
                fine = false
            }
            // Two jobs with one output also share its companions: the output's error says it all.
            if let other = outputs[canonical] {
                fine = false
                guard !(file.summary.isEmpty && other.summary.isEmpty) else { continue }
                diagnostics.error("two jobs write \(file.path): the job of output \(other.configuredPath) and the job of output \(file.configuredPath); give them outputs with different file names", at: nil)
            }
            outputs[canonical] = file
        }
        return fine
    }

    /// What `path` holds now; nil when it cannot be read (it does not exist yet, say).
    public static func currentContents(of path: String) -> [UInt8]? {
        try? FileSystem.bytes(of: path)
    }

    public static func write(_ text: String, to path: String, diagnostics: DiagnosticCollector) -> Result? {
        write(Array(text.utf8), to: path, diagnostics: diagnostics)
    }
}
