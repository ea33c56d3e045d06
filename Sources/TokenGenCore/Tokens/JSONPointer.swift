/// The format's other way to refer to a token: `{"$ref": "#/group/token/$value"}`, a JSON Pointer (RFC 6901)
/// into the token set. tokengen follows pointers to a whole token or group; a pointer into a value's inside
/// is reported, since what it points at has no type of its own.
enum JSONPointer {
    /// The token or group path of `pointer`, or nil with the reason it is not one.
    static func path(_ pointer: String) -> Result<[String], PointerError> {
        // The part before '#' names a file; the set's files are merged, so the fragment is enough.
        guard let hash = pointer.firstIndex(of: "#") else { return .failure(.noFragment) }
        let fragment = pointer[pointer.index(after: hash)...]
        guard fragment.hasPrefix("/") else { return .failure(.noFragment) }
        var segments = fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        if segments.last == "$value" { segments.removeLast() }
        guard !segments.isEmpty, segments.allSatisfy({ !$0.isEmpty && !$0.contains(".") }) else { return .failure(.notAToken) }
        guard !segments.contains(where: { $0.hasPrefix("$") }) else { return .failure(.insideAValue) }
        return .success(segments)
    }

    enum PointerError: Error {
        case noFragment, notAToken, insideAValue

        var message: String {
            switch self {
            case .noFragment: "a '$ref' must be a JSON Pointer such as \"#/group/token\""
            case .notAToken: "a '$ref' must point at a token or a group, as \"#/group/token\""
            case .insideAValue: "tokengen follows a '$ref' to a whole token (\"#/group/token\" or \"#/group/token/$value\"), not into a value; refer to the token"
            }
        }
    }
}
