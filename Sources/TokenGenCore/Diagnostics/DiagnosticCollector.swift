/// Gathers the diagnostics of every stage so that one run reports all problems at once.
public final class DiagnosticCollector {
    public private(set) var diagnostics: [Diagnostic] = []
    /// When set, every warning is recorded as an error (`--warnings-as-errors`).
    public let warningsAsErrors: Bool

    public init(warningsAsErrors: Bool = false) {
        self.warningsAsErrors = warningsAsErrors
    }

    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    public func emit(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        if warningsAsErrors, diagnostic.severity == .warning {
            diagnostic.severity = .error
        }
        diagnostics.append(diagnostic)
    }

    public func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        emit(Diagnostic(.error, at: location, message, notes: notes))
    }

    public func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        emit(Diagnostic(.warning, at: location, message, notes: notes))
    }

    /// The diagnostics in the order of their files and positions, each formatted on its own line(s).
    public var formatted: String {
        sorted.map(\.formatted).joined(separator: "\n")
    }

    /// Sorted by file and position; diagnostics without a location come first. The sort is stable.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case (nil, nil): return a.offset < b.offset
            case (nil, _): return true
            case (_, nil): return false
            case let (l?, r?): return l == r ? a.offset < b.offset : l < r
            }
        }.map(\.element)
    }
}
