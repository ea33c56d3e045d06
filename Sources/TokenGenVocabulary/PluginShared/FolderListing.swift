#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files under a folder, at any depth, as the tool reads them. Shared with the build-tool plugin
/// (`Plugins/TokenGenPlugin/PluginShared` is a link to this folder), which declares as inputs exactly the files this
/// listing finds: a folder reached through a symbolic link (a linked `pl.lproj`) is listed by both.
public struct FolderListing: Sendable {
    /// Sorted.
    public var files: [String] = []
    public var unreadableFolders: [(path: String, reason: String)] = []
    /// The symbolic links that lead outside the listing's boundary, which it did not follow.
    public var outside: [String] = []

    /// Each folder is listed once, even when symbolic links lead to it again (or in a loop); folders that
    /// cannot be listed (or whose path is longer than the system opens) are reported, not skipped. `skippingHidden`: leaves out the files and folders whose
    /// name starts with `.` (`.build`, `.git`). `inside` (canonical): a symbolic link that leads outside it is
    /// not followed (a link to `/` would walk the whole disk) but named in `outside`.
    public init(under folder: String, skippingHidden: Bool = false, inside boundary: String? = nil) {
        var visited: Set<[UInt64]> = []
        var seenFiles: Set<[UInt64]> = []
        var pending = [folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder]
        if let boundary, !Self.isInside(pending[0], boundary) {
            outside = pending
            return
        }
        while let current = pending.popLast() {
            var info = stat()
            guard stat(current, &info) == 0 else { continue }
            guard visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { continue }
            guard let directory = opendir(current) else {
                unreadableFolders.append((current, String(cString: strerror(errno))))
                continue
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = Self.name(of: entry)
                if name == "." || name == ".." || (skippingHidden && name.hasPrefix(".")) { continue }
                let path = current + "/" + name
                var fileInfo = stat()
                if let boundary, lstat(path, &fileInfo) == 0, fileInfo.st_mode & S_IFMT == S_IFLNK, !Self.isInside(path, boundary) {
                    outside.append(path)
                    continue
                }
                guard stat(path, &fileInfo) == 0 else {
                    // A path longer than the system opens is reported; a link to nothing is no file.
                    if errno == ENAMETOOLONG { unreadableFolders.append((path, String(cString: strerror(errno)))) }
                    continue
                }
                if fileInfo.st_mode & S_IFMT == S_IFDIR {
                    pending.append(path)
                } else if seenFiles.insert([UInt64(fileInfo.st_dev), UInt64(fileInfo.st_ino)]).inserted {
                    // A file reached twice through symbolic links is read once.
                    files.append(path)
                }
            }
        }
        files.sort()
        outside.sort()
    }

    /// The name of a folder's entry, as `readdir` gives it.
    public static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// The path with symbolic links, `.` and `..` resolved as the kernel resolves them; nil when it does not exist.
    public static func physicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the existing `path`, after symbolic links, is `folder` (canonical) or inside it.
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        guard let physical = physicalPath(path) else { return false }
        return physical == folder || physical.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
