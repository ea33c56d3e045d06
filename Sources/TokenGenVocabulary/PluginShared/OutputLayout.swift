/// The files a strings job writes: its `output` (`L10n.swift`, the enum and its runtime), then for each shard
/// a file of accessors (`L10n+Keys0.swift`…) and one of texts (`L10n+Texts0.swift`…).
///
/// Shared with the build-tool plugin (`Plugins/TokenGenPlugin/PluginShared` is a link to this folder), which must name
/// every output before the tool runs.
public struct OutputLayout: Equatable, Sendable {
    /// How many files the keys of a strings job are spread over, by their first part: each shard is one file
    /// of accessors and one of texts, so that an edit recompiles one small file. Fixed, as the plugin must name
    /// every output before the tool runs.
    public static let shardCount = 8

    public enum File: Hashable, Sendable {
        /// The enum and its runtime.
        case root
        /// The accessors of a shard.
        case keys(Int)
        /// The texts of a shard.
        case texts(Int)
    }

    /// Every file of a job in shards, in the order the tool writes them.
    public static let files: [File] = [.root] + (0..<shardCount).map(File.keys) + (0..<shardCount).map(File.texts)

    /// The job's `output`.
    public let output: String
    /// Whether the job writes everything in `output` (`singleFile: true`).
    public let singleFile: Bool

    public init(output: String, singleFile: Bool = false) {
        self.output = output
        self.singleFile = singleFile
    }

    /// The files the job writes.
    public var files: [File] { singleFile ? [.root] : Self.files }

    /// The shard files beside `output` that a job writing one file no longer writes.
    public var formerShards: [String] { singleFile ? Self.files.dropFirst().map(path(of:)) : [] }

    public func path(of file: File) -> String {
        let stem = output.hasSuffix(".swift") ? String(output.dropLast(6)) : output
        switch file {
        case .root: return output
        case .keys(let number): return "\(stem)+Keys\(number).swift"
        case .texts(let number): return "\(stem)+Texts\(number).swift"
        }
    }

    /// Every file's path, `output` first.
    public var paths: [String] { files.map(path(of:)) }
}
