/// Gathers the diagnostics of every stage so that one run reports all problems at once.
public final class DiagnosticCollector {
    /// As emitted: the stages stop on errors only, so that a strict run reports what a normal one does.
    private var collected: [Diagnostic] = []
    /// Lines printed after the diagnostics, such as each language's translation health:
    /// `pl: 3 translations show the base text (placeholders differ), 2 leave an argument out`.
    public private(set) var summaries: [String] = []
    /// `--warnings-as-errors` (or the configuration's `warningsAsErrors`): every warning is reported as an
    /// error and fails the run (`failed`). The one place where that is applied.
    public var warningsAsErrors: Bool

    public init(warningsAsErrors: Bool = false) {
        self.warningsAsErrors = warningsAsErrors
    }

    /// What was reported, each warning an error under `warningsAsErrors`.
    public var diagnostics: [Diagnostic] {
        guard warningsAsErrors else { return collected }
        return collected.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.severity == .warning { diagnostic.severity = .error }
            return diagnostic
        }
    }

    /// Whether an error was reported: what stops a stage (warnings never do, even under `warningsAsErrors`).
    public var hasErrors: Bool {
        collected.contains { $0.severity == .error }
    }

    /// Whether the run failed: an error, or under `warningsAsErrors` a warning. Nothing is written then.
    public var failed: Bool {
        collected.contains { $0.severity == .error || warningsAsErrors && $0.severity == .warning }
    }

    public func emit(_ diagnostic: Diagnostic) {
        collected.append(diagnostic)
    }

    /// Everything `other` collected, except the warnings `leavingOut` says are not for the user.
    package func emit(from other: DiagnosticCollector, leavingOut: (Warning) -> Bool) {
        for diagnostic in other.collected where !(diagnostic.warning.map(leavingOut) ?? false) { emit(diagnostic) }
        summaries += other.summaries
    }

    public func summary(_ line: String) {
        summaries.append(line)
    }

    public func error(_ failure: Failure, at location: SourceLocation?, notes: [Diagnostic] = []) {
        emit(Diagnostic(failure, at: location, notes: notes))
    }

    public func warning(_ warning: Warning, at location: SourceLocation?, notes: [Diagnostic] = []) {
        emit(Diagnostic(warning, at: location, notes: notes))
    }

    /// The diagnostics in the order of their files and positions, each formatted on its own line(s).
    public var formatted: String {
        sorted.map(\.formatted).joined(separator: "\n")
    }

    /// `formatted`, but when one kind of warning (`Warning.kind`) comes more than `limit` times, only its first
    /// few are shown, then one line that counts the rest.
    public func summarized(limit: Int = 20, shown: Int = 5) -> String {
        let sorted = sorted
        // Each warning's kind, worked out once.
        let kinds = sorted.map { $0.severity == .warning ? $0.warning?.kind ?? $0.message : "" }
        var counts: [String: Int] = [:]
        for (diagnostic, kind) in zip(sorted, kinds) where diagnostic.severity == .warning { counts[kind, default: 0] += 1 }
        var printed: [String: Int] = [:]
        var lines: [String] = []
        var summaries: [String] = []
        for (diagnostic, kind) in zip(sorted, kinds) {
            guard diagnostic.severity == .warning else {
                lines.append(diagnostic.formatted)
                continue
            }
            let total = counts[kind]!
            let number = printed[kind, default: 0]
            printed[kind] = number + 1
            if total <= limit || number < shown {
                lines.append(diagnostic.formatted)
            } else if number == shown {
                summaries.append("warning: \(total - shown) more warnings of this kind are not shown (\(total) in all): \(kind)")
            }
        }
        return (lines + summaries + self.summaries.map(TerminalText.escaped)).joined(separator: "\n")
    }

    public var summarized: String { summarized() }

    /// Sorted by file and position; diagnostics without a location come first. The sort is stable.
    public var sorted: [Diagnostic] {
        // By numbers: the file's rank among the files (0 without a location), line, column, then the order
        // told, so that thousands of warnings sort without comparing locations' paths again and again.
        let diagnostics = diagnostics
        var ranks: [String: Int] = [:]
        for diagnostic in diagnostics {
            if let path = diagnostic.location?.path { ranks[path] = 0 }
        }
        for (rank, path) in ranks.keys.sorted().enumerated() { ranks[path] = rank + 1 }
        var keys: [(file: Int, line: Int, column: Int)] = []
        keys.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            guard let location = diagnostic.location else {
                keys.append((0, 0, 0))
                continue
            }
            keys.append((ranks[location.path]!, location.line, location.column))
        }
        let order = keys.indices.sorted { a, b in
            let (l, r) = (keys[a], keys[b])
            if l.file != r.file { return l.file < r.file }
            if l.line != r.line { return l.line < r.line }
            if l.column != r.column { return l.column < r.column }
            return a < b
        }
        return order.map { diagnostics[$0] }
    }
}
