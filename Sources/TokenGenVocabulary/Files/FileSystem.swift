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
package enum FileSystem {
    /// Why an operation failed, as the system says it (`No such file or directory`).
    package struct SystemError: Error {
        package var reason: String

        package init(reason: String) {
            self.reason = reason
        }

        /// The message of the current `errno`.
        package init() {
            reason = String(cString: strerror(errno))
        }

        /// A file that exists where a new one was to be.
        package static var exists: SystemError { SystemError(reason: String(cString: strerror(EEXIST))) }
    }

    package enum Kind {
        /// A regular file.
        case file
        case folder
        /// A FIFO, a device or a socket: never read, never written.
        case other
    }

    /// Writes a new file at `path`; an existing one (or a link) is never replaced.
    package static func createNew(_ bytes: [UInt8], at path: String) throws(SystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw errno == EEXIST ? .exists : SystemError() }
        try writeAll(bytes, to: descriptor)
    }

    /// Writes every byte to `descriptor` and closes it (also when a write fails).
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let failure = SystemError()
                close(descriptor)
                throw failure
            }
            written += count
        }
        guard close(descriptor) == 0 else { throw SystemError() }
    }

    /// What is at `path`, following symbolic links; nil when nothing is.
    package static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// The names in a folder, sorted, without `.` and `..`; nil when it cannot be listed. One level, for the
    /// callers that know which folders they need (a recursive listing is `FolderListing`).
    package static func names(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = FolderListing.name(of: entry)
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The largest input tokengen reads: real tables are a few megabytes; this keeps `/dev/zero`-like inputs
    /// and runaway files from exhausting memory.
    static let maximumInputSize = 64 << 20

    /// A regular file's bytes. Opened without blocking, so that a FIFO among the inputs is an error, not a hang.
    package static func bytes(of path: String) throws(SystemError) -> [UInt8] {
        guard !path.utf8.contains(0) else { throw SystemError(reason: "the path contains a NUL character") }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError() }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw SystemError() }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw SystemError(reason: "it is a folder") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw SystemError(reason: "it is not a regular file (a FIFO, a device or a socket); tokengen reads only regular files")
        }
        let tooBig = SystemError(reason: "it is larger than \(maximumInputSize >> 20) MiB, the limit for an input")
        guard Int(info.st_size) <= maximumInputSize else { throw tooBig }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        // The size is a hint only: a file can grow while it is read.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var count = 0
        while true {
            guard count <= maximumInputSize else { throw tooBig }
            if count == bytes.count { bytes += repeatElement(0, count: max(bytes.count, 1 << 16)) }
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw SystemError()
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Whether the regular file at `path` is empty or begins with one of `prefixes`; nil when it cannot be read.
    package static func isEmptyOrStarts(_ path: String, withOneOf prefixes: [[UInt8]]) -> Bool? {
        guard let head = head(of: path, count: prefixes.map(\.count).max() ?? 0) else { return nil }
        return head.isEmpty || prefixes.contains { head.starts(with: $0) }
    }

    /// The first `count` bytes of the file at `path` (fewer when it is shorter); nil when it cannot be opened.
    package static func head(of path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < head.count {
            let got = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            filled += got
        }
        head.removeSubrange(filled...)
        return head
    }

    /// True when the regular file at `path` holds exactly `bytes`; reads it in chunks, so nothing big is copied.
    package static func contents(of path: String, equal bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == bytes.count else { return false }
        var chunk = [UInt8](repeating: 0, count: min(bytes.count, 1 << 20))
        var offset = 0
        while offset < bytes.count {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0, offset + count <= bytes.count,
                bytes.withUnsafeBytes({ memcmp(chunk, $0.baseAddress! + offset, count) }) == 0
            else { return false }
            offset += count
        }
        var extra: UInt8 = 0
        return read(descriptor, &extra, 1) == 0
    }

    /// What a run has created so far (folders, then temporary files), to remove when it fails or is
    /// interrupted. Kept as C strings, because the signal handler may only make async-signal-safe calls.
    package final class UndoList {
        private let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
        private let capacity: Int
        private var count = 0

        /// The list the signal handler removes, with its length.
        nonisolated(unsafe) private static var active: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        nonisolated(unsafe) private static var activeCount = 0

        package init(capacity: Int) {
            self.capacity = capacity
            paths = .allocate(capacity: max(capacity, 1))
            Self.active = paths
            Self.activeCount = 0
        }

        package func remember(_ path: String) {
            precondition(count < capacity)
            paths[count] = strdup(path)
            count += 1
            Self.activeCount = count
        }

        /// Removes what was created, newest first: temporary files, then the folders (each empty by then).
        package func run() {
            Self.removeAll(paths, count)
            forget()
        }

        /// Keeps what was created: the run succeeded.
        package func forget() {
            Self.activeCount = 0
            for index in 0..<count { free(paths[index]) }
            count = 0
        }

        package func release() {
            forget()
            Self.active = nil
            paths.deallocate()
        }

        private static func removeAll(_ paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ count: Int) {
            var index = count
            while index > 0 {
                index -= 1
                guard let path = paths[index] else { continue }
                if unlink(path) != 0 { rmdir(path) }
            }
        }

        /// A signal that arrived while `deferringInterrupts` ran, to end the process with once it is done.
        nonisolated(unsafe) private static var deferring = false
        nonisolated(unsafe) private static var deferredSignal: Int32 = 0

        /// Runs `body` (the renames; creating a temporary file and listing it) to its end whatever signal
        /// arrives, on whichever thread; an interrupt that arrived meanwhile then removes what the list holds and
        /// ends the process, as it would have.
        package func deferringInterrupts<T, Thrown: Error>(_ body: () throws(Thrown) -> T) throws(Thrown) -> T {
            Self.deferring = true
            defer {
                Self.deferring = false
                if Self.deferredSignal != 0 {
                    if let paths = Self.active { Self.removeAll(paths, Self.activeCount) }
                    _exit(128 + Self.deferredSignal)
                }
            }
            return try body()
        }

        /// On SIGINT, SIGTERM or SIGHUP: removes what the active list holds, then ends the process as the
        /// signal would; during `deferringInterrupts`, only notes the signal.
        /// The signals are unblocked first: a process inherits its parent's blocked signals (Foundation's `Process`
        /// blocks them in the child it starts), and a blocked signal would end the run with no clean-up at all.
        package static func runOnInterrupt() {
            var signals = sigset_t()
            sigemptyset(&signals)
            for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signalNumber) }
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
            for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
                signal(signalNumber) { number in
                    if UndoList.deferring {
                        UndoList.deferredSignal = number
                        return
                    }
                    if let paths = UndoList.active { UndoList.removeAll(paths, UndoList.activeCount) }
                    _exit(128 + number)
                }
            }
        }
    }

    /// Writes `bytes` to a new temporary file beside `path` (to be renamed over it), with `mode` (an existing
    /// output's permissions); its path is added to `undo` before anything is written. On failure it is removed.
    package static func writeTemporary(_ bytes: [UInt8], beside path: String, mode: mode_t?, undo: UndoList) throws(SystemError) -> String {
        let base = (folder(of: path).map { $0 + "/" } ?? "") + "." + PathText.fileName(of: path) + ".tokengen-\(getpid())"
        var attempt = 0
        var descriptor: Int32 = -1
        var temporaryPath = ""
        // Created and listed with interrupts deferred, so that an interrupted run never leaves it behind.
        try undo.deferringInterrupts { () throws(SystemError) in
            while descriptor < 0 {
                temporaryPath = base + "-\(attempt).tmp"
                descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                if descriptor < 0 {
                    guard errno == EEXIST, attempt < 100 else { throw SystemError() }
                    attempt += 1
                }
            }
            undo.remember(temporaryPath)
        }
        if let mode { _ = fchmod(descriptor, mode) }
        try writeAll(bytes, to: descriptor)
        return temporaryPath
    }

    /// Whether `path`, after symbolic links, is `folder` or inside it; `folder` is canonical.
    package static func isInside(_ path: String, folder: String) -> Bool {
        guard let canonical = canonicalPath(path) else { return false }
        return isWithin(canonical, folder: folder)
    }

    /// Where `path` is, after symbolic links and `..`, inside the canonical `folder` (`Generated/L10n.swift`;
    /// empty for the folder itself); nil when it is not inside it.
    package static func place(of path: String, inside folder: String) -> String? {
        guard let canonical = canonicalPath(path), isWithin(canonical, folder: folder) else { return nil }
        return String(canonical.dropFirst(folder.count).drop { $0 == "/" })
    }

    /// Whether the canonical `path` is the canonical `folder` or inside it.
    package static func isWithin(_ path: String, folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` with repeated slashes, `.` components and a trailing slash removed (`Gen//./A.xcassets/` →
    /// `Gen/A.xcassets`), so that two spellings of one place compare equal; `..` stays, since only the file
    /// system knows where it leads. Nil when nothing is left but white space: such a path names no place of
    /// its own and must not become the folder it is resolved against.
    package static func normalized(_ path: String) -> String? {
        guard path.contains(where: { !$0.isWhitespace }) else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// A path with `..` as its canonical path, which is where writing it lands; any other as it is.
    package static func physicalIfClimbing(_ path: String) -> String {
        path.split(separator: "/").contains("..") ? canonicalPath(path) ?? path : path
    }

    /// The absolute path with symbolic links and `.`/`..` resolved; for a file that does not exist yet, the
    /// resolved path of the nearest folder above it that does, and the rest of the path with its `.` and `..`
    /// resolved as the folders that writing creates will resolve them.
    package static func canonicalPath(_ path: String) -> String? {
        if let resolved = FolderListing.physicalPath(path) { return resolved }
        let name = PathText.fileName(of: path)
        guard let folder = self.folder(of: path) else {
            guard let current = FolderListing.physicalPath(".") else { return nil }
            return current + "/" + name
        }
        guard folder != path, let parent = canonicalPath(folder) else { return nil }
        // The rest does not exist yet: it will be created as plain folders, so `..` leaves the one before it
        // (`nx/../../x` is outside, whatever `nx` is), and `.` or an empty name stays.
        switch name {
        case "", ".": return parent
        case "..": return self.folder(of: parent) ?? "/"
        default: return (parent.hasSuffix("/") ? parent : parent + "/") + name
        }
    }

    /// `a/b/c.strings` → `a/b`; `/c` → `/`; nil for a bare name.
    package static func folder(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
