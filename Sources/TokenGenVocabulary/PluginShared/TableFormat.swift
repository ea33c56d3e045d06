/// The formats of localization tables: the one list that finding inputs (here and in the build-tool plugin),
/// reading them (`LocalizationSet`, which switches over it for the reader), the messages and the command
/// line's help use. A new format is a case here; the compiler then names every switch that must read it.
public enum TableFormat: String, CaseIterable, Sendable {
    /// `<lang>.lproj/<Table>.strings`: texts, in text or property-list form.
    case strings
    /// `<lang>.lproj/<Table>.stringsdict`: plural and device texts, a property list.
    case stringsdict
    /// `<Table>.xcstrings`: a String Catalog, every language of a table in one file.
    case xcstrings

    /// `.strings`.
    public var fileExtension: String { "." + rawValue }

    /// Whether a file holds every language of its table (a String Catalog), rather than one language in an
    /// `.lproj` folder.
    public var isCatalog: Bool { self == .xcstrings }

    /// The format of a file, by its extension; nil for any other file, and for an AppleDouble file
    /// (`._Localizable.strings`, which macOS writes beside files on some disks and which holds no table).
    public static func of(_ path: String) -> TableFormat? {
        let name = InputDiscovery.fileName(of: path)
        guard !name.hasPrefix("._") else { return nil }
        return allCases.first { name.hasSuffix($0.fileExtension) && name.count > $0.fileExtension.count }
    }

    /// The table a file holds: its name without the extension (`Localizable`).
    public func table(ofFile path: String) -> String {
        String(InputDiscovery.fileName(of: path).dropLast(fileExtension.count))
    }

    /// ".strings, .stringsdict or .xcstrings", for messages and help.
    public static let listed: String = {
        let names = allCases.map(\.fileExtension)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }()
}
