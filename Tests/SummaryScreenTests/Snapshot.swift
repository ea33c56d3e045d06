import Foundation
import Testing

/// Compares `text` with the reference `__Snapshots__/NAME.txt` next to this file.
///
/// Re-record by running the tests with `TOKENGEN_UPDATE_REFERENCES=1` (the switch of every reference output); a missing reference is recorded and the test
/// fails, so that a new snapshot is always looked at once. A mismatch prints a line diff.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = folder.appendingPathComponent(name + ".txt")
    let record = ProcessInfo.processInfo.environment["TOKENGEN_UPDATE_REFERENCES"] == "1"
    guard !record, let reference = try? String(contentsOf: file, encoding: .utf8) else {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded snapshot \(name).txt; run the tests again to compare with it.", sourceLocation: sourceLocation)
        return
    }
    if reference != text {
        Issue.record("Snapshot \(name).txt differs:\n\(lineDiff(reference, text))", sourceLocation: sourceLocation)
    }
}

/// The lines that differ, `-` from the reference and `+` from the new text, each with its line number.
func lineDiff(_ old: String, _ new: String) -> String {
    let a = old.components(separatedBy: "\n"), b = new.components(separatedBy: "\n")
    var out: [String] = []
    for index in 0..<max(a.count, b.count) {
        let left = index < a.count ? a[index] : nil
        let right = index < b.count ? b[index] : nil
        if left != right {
            if let left { out.append("-\(index + 1): \(left)") }
            if let right { out.append("+\(index + 1): \(right)") }
        }
    }
    return out.joined(separator: "\n")
}
