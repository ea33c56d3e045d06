/// Writes generated files so that a build never sees a half-written one, and an unchanged file keeps its
/// modification time (so incremental builds stay incremental).
public enum OutputWriter {
    public enum Result: Equatable, Sendable {
        case unchanged, written
    }

    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`; does nothing when
    /// `path` already holds exactly `bytes`. On failure the old file is untouched and no temporary file stays.
    public static func write(_ bytes: [UInt8], to path: String, diagnostics: DiagnosticCollector) -> Result? {
        switch FileSystem.kind(of: path) {
        case .folder:
            diagnostics.error("cannot write \(path): it is a folder", at: nil)
            return nil
        case .file:
            if FileSystem.contents(of: path, equal: bytes) { return .unchanged }
        case nil:
            break
        }
        if let folder = FileSystem.folder(of: path) {
            if FileSystem.kind(of: folder) == .file {
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
            try FileSystem.replace(path, with: bytes)
        } catch {
            diagnostics.error("cannot write \(path): \(error.reason)", at: nil)
            return nil
        }
        return .written
    }

    /// What `path` holds now; nil when it cannot be read (it does not exist yet, say).
    public static func currentContents(of path: String) -> [UInt8]? {
        try? FileSystem.bytes(of: path)
    }

    public static func write(_ text: String, to path: String, diagnostics: DiagnosticCollector) -> Result? {
        write(Array(text.utf8), to: path, diagnostics: diagnostics)
    }
}
