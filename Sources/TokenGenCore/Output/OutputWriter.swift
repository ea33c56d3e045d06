import Foundation

/// Writes generated files so that a build never sees a half-written one, and an unchanged file keeps its
/// modification time (so incremental builds stay incremental).
public enum OutputWriter {
    public enum Result: Equatable, Sendable {
        case unchanged, written
    }

    /// Writes `contents` to a temporary file beside `path`, then renames it over `path`; does nothing when
    /// `path` already holds exactly `contents`. On failure the old file is untouched and no temporary file stays.
    public static func write(_ contents: String, to path: String, diagnostics: DiagnosticCollector) -> Result? {
        let fileManager = FileManager.default
        let data = Data(contents.utf8)
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue {
                diagnostics.error("cannot write \(path): it is a folder", at: nil)
                return nil
            }
            if fileManager.contents(atPath: path) == data { return .unchanged }
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            if fileManager.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
                diagnostics.error("cannot write \(path): \(folder) is a file, not a folder", at: nil)
                return nil
            }
            do {
                try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                diagnostics.error("cannot create the folder \(folder): \(error.localizedDescription)", at: nil)
                return nil
            }
        }
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).tokengen-\(UUID().uuidString).tmp"
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? fileManager.removeItem(atPath: temporary)
                diagnostics.error("cannot write \(path): \(reason)", at: nil)
                return nil
            }
        } catch {
            try? fileManager.removeItem(atPath: temporary)
            diagnostics.error("cannot write \(path): \(error.localizedDescription)", at: nil)
            return nil
        }
        return .written
    }
}
