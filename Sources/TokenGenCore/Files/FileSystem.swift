#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations tokengen needs, on POSIX directly.
///
/// The generator runs in every build through the plugin: without Foundation it starts faster and in less
/// memory, and it reads files straight into the byte arrays the parsers work on.
enum FileSystem {
    /// Why an operation failed, as the system says it (`No such file or directory`).
    struct Failure: Error {
        var reason: String

        init(reason: String) {
            self.reason = reason
        }

        /// The message of the current `errno`.
        init() {
            reason = String(cString: strerror(errno))
        }
    }

    enum Kind {
        case file, folder
    }

    /// What is at `path`, following symbolic links; nil when nothing is.
    static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR ? .folder : .file
    }

    static func bytes(of path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure() }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure() }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw Failure(reason: "it is a folder") }
        // The size is a hint only: a file can grow while it is read.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes += repeatElement(0, count: max(bytes.count, 1 << 16)) }
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw Failure()
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// True when the file at `path` holds exactly `bytes`; reads it in chunks, so nothing big is copied.
    static func contents(of path: String, equal bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size == bytes.count else { return false }
        var chunk = [UInt8](repeating: 0, count: min(bytes.count, 1 << 20))
        var offset = 0
        while offset < bytes.count {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0, offset + count <= bytes.count,
                  chunk[..<count].elementsEqual(bytes[offset..<offset + count]) else { return false }
            offset += count
        }
        var extra: UInt8 = 0
        return read(descriptor, &extra, 1) == 0
    }

    /// Writes `bytes` to a new temporary file beside `path`, then renames it over `path`, so that no reader
    /// ever sees half a file. On failure the temporary file is removed.
    static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
        let base = (folder(of: path).map { $0 + "/" } ?? "") + "." + fileName(of: path) + ".tokengen-\(getpid())"
        var attempt = 0
        var descriptor: Int32 = -1
        var temporaryPath = ""
        while descriptor < 0 {
            temporaryPath = base + "-\(attempt).tmp"
            descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                guard errno == EEXIST, attempt < 100 else { throw Failure() }
                attempt += 1
            }
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let failure = Failure()
                close(descriptor)
                unlink(temporaryPath)
                throw failure
            }
            written += count
        }
        guard close(descriptor) == 0, rename(temporaryPath, path) == 0 else {
            let failure = Failure()
            unlink(temporaryPath)
            throw failure
        }
    }

    /// Creates `path` and the folders above it that are missing.
    static func createFolders(_ path: String) throws(Failure) {
        if kind(of: path) == .folder { return }
        if let parent = folder(of: path) { try createFolders(parent) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw Failure() }
    }

    struct Listing {
        /// Sorted.
        var files: [String] = []
        var unreadableFolders: [(path: String, reason: String)] = []
    }

    /// The paths of the files under `folder`, at any depth. Each folder is listed once, even when symbolic
    /// links lead to it again (or in a loop); folders that cannot be listed are reported, not skipped.
    static func files(under folder: String) -> Listing {
        var listing = Listing()
        var visited: Set<[UInt64]> = []
        var pending = [folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder]
        while let current = pending.popLast() {
            var info = stat()
            guard stat(current, &info) == 0 else { continue }
            guard visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { continue }
            guard let directory = opendir(current) else {
                listing.unreadableFolders.append((current, Failure().reason))
                continue
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let path = current + "/" + name
                switch kind(of: path) {
                case .folder: pending.append(path)
                case .file: listing.files.append(path)
                case nil: break
                }
            }
        }
        listing.files.sort()
        return listing
    }

    /// `a/b/c.strings` → `c.strings`.
    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `a/b/c.strings` → `a/b`; `/c` → `/`; nil for a bare name.
    static func folder(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
