/// What the Check stage found of a job's translations, which the model and the report carry.

package struct TranslationFinding: Sendable {
    package var key: KeyNumber
    package var language: LanguageNumber
    package var kind: Kind
    /// The first diagnostic that says so.
    package var diagnostic: Diagnostic?

    package init(key: KeyNumber, language: LanguageNumber, kind: Kind, diagnostic: Diagnostic? = nil) {
        self.key = key
        self.language = language
        self.kind = kind
        self.diagnostic = diagnostic
    }

    package enum Kind: Sendable {
        /// No text in the language: the base text shows.
        case missing
        /// Placeholders that do not fit the call, or plural forms that cannot be read: the base text shows.
        case baseShown
        /// An argument left out; shown as written.
        case partial
    }
}

/// A key `tokengen report` lists beside the findings, though the generated code does not depend on it.
package struct KeyToReview: Sendable {
    package enum Kind: Sendable {
        /// Marked `needs_review` in a String Catalog (each text so marked), or `stale` (for the base language).
        case needsReview
        /// In a translation's file, not in the base language's.
        case onlyInTranslation
    }

    package var key: String
    package var language: LanguageNumber
    package var kind: Kind
    /// The warning that says so.
    package var diagnostic: Diagnostic

    package init(key: String, language: LanguageNumber, kind: Kind, diagnostic: Diagnostic) {
        (self.key, self.language, self.kind, self.diagnostic) = (key, language, kind, diagnostic)
    }
}

/// One language's translations counted, once: for the summary line and for `tokengen report`.
package struct TranslationHealth: Sendable {
    /// Texts of its own that show (as written, or leaving an argument out).
    package var translated = 0
    package var showBase = 0
    package var leaveOut = 0
    package var unreadable = 0
    /// Keys its file lacks.
    package var missing = 0
    /// Keys of tables that have no file in the language (no warning of their own).
    package var noFile = 0
    /// Texts in a file that cannot be read.
    package var inUnreadFile = 0

    package init(
        translated: Int = 0, showBase: Int = 0, leaveOut: Int = 0, unreadable: Int = 0, missing: Int = 0, noFile: Int = 0,
        inUnreadFile: Int = 0
    ) {
        self.translated = translated
        self.showBase = showBase
        self.leaveOut = leaveOut
        self.unreadable = unreadable
        self.missing = missing
        self.noFile = noFile
        self.inUnreadFile = inUnreadFile
    }

    /// Keys that show the base text because the language's text cannot be used.
    package var baseShown: Int { showBase + unreadable + inUnreadFile }

    /// `3 translations show the base text (placeholders differ), 2 leave an argument out`; nil when all is well.
    package var summary: String? {
        var parts: [String] = []
        if showBase > 0 {
            parts.append("\(showBase) translation\(showBase == 1 ? " shows" : "s show") the base text (placeholders differ)")
        }
        if leaveOut > 0 { parts.append("\(leaveOut) leave\(leaveOut == 1 ? "s" : "") an argument out") }
        if unreadable > 0 { parts.append("\(unreadable) plural text\(unreadable == 1 ? "" : "s") cannot be read (the base text shows)") }
        if missing > 0 { parts.append("\(missing) \(missing == 1 ? "is" : "are") missing (the base text shows)") }
        if inUnreadFile > 0 {
            parts.append("\(inUnreadFile) \(inUnreadFile == 1 ? "is" : "are") in a file that cannot be read (the base text shows)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
