/// A position in an input file. Lines and columns start at 1; a column counts Unicode scalars.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    /// `nil` for problems that belong to no file, such as a bad command-line option.
    public var location: SourceLocation?
    public var message: String
    /// Follow-up lines printed right after this one, such as "first defined here".
    public var notes: [Diagnostic]
    /// What a warning is about, with its values (also when `--warnings-as-errors` made it an error).
    public var warning: Warning?
    /// What an error is about, with its values.
    public var failure: Failure?

    public init(_ severity: Severity, at location: SourceLocation?, _ message: String, notes: [Diagnostic] = []) {
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
    }

    public init(_ warning: Warning, at location: SourceLocation?, notes: [Diagnostic] = []) {
        self.init(.warning, at: location, warning.message, notes: notes)
        self.warning = warning
    }

    public init(_ failure: Failure, at location: SourceLocation?, notes: [Diagnostic] = []) {
        self.init(.error, at: location, failure.message, notes: notes)
        self.failure = failure
    }

    /// The compiler's format, which SwiftPM and Xcode show inline: `path:line:column: error: message`.
    public var formatted: String {
        var lines: [String] = []
        lines.append(Self.line(severity, location, message))
        for note in notes {
            lines.append(Self.line(note.severity, note.location, note.message))
        }
        return lines.joined(separator: "\n")
    }

    /// One line, whatever the path and message hold: a newline inside a quoted value must not start a fake
    /// diagnostic, nor an escape sequence in a key recolour the log.
    private static func line(_ severity: Severity, _ location: SourceLocation?, _ message: String) -> String {
        guard let location else { return TerminalText.escaped("\(severity.rawValue): \(message)") }
        return TerminalText.escaped("\(location.path):\(location.line):\(location.column): \(severity.rawValue): \(message)")
    }
}
