import TokenGenVocabulary

/// The format's other way to refer to a token: `{"$ref": "#/group/token/$value"}`, a JSON Pointer (RFC 6901)
/// into the token set. It may go on into the value: `#/shadow/base/$value/color`, `#/blue/$value/components/0`.
package enum JSONPointer {
    /// The token or group a pointer names, and the property path inside its `$value` (empty for the whole value).
    package struct Target: Equatable {
        package var path: [String]
        package var property: [String]
    }

    package static func target(_ pointer: String) -> Result<Target, PointerError> {
        // The part before '#' names a file; the set's files are merged, so the fragment is enough.
        guard let hash = pointer.firstIndex(of: "#") else { return .failure(.noFragment) }
        let fragment = pointer[pointer.index(after: hash)...]
        guard fragment.hasPrefix("/") else { return .failure(.noFragment) }
        var segments = self.segments(fragment.dropFirst())
        var property: [String] = []
        if let value = segments.firstIndex(of: "$value") {
            property = Array(segments[(value + 1)...])
            segments.removeSubrange(value...)
        }
        // `#/accent/$root` is the group's own token, `accent`.
        if segments.last == "$root" { segments.removeLast() }
        guard !segments.isEmpty, segments.allSatisfy({ !$0.isEmpty && !$0.unicodeScalars.contains(".") }) else {
            return .failure(.notAToken)
        }
        guard !segments.contains(where: { $0.hasPrefix("$") }) else { return .failure(.notAToken) }
        return .success(Target(path: segments, property: property))
    }

    /// The reference tokens of a pointer after its leading `/`, with `~1` and `~0` decoded.
    static func segments(_ text: Substring) -> [String] {
        text.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).replacing("~1", with: "/").replacing("~0", with: "~")
        }
    }

    package enum PointerError: Error {
        case noFragment, notAToken

        package var message: String {
            switch self {
            case .noFragment: "a '$ref' must be a JSON Pointer such as \"#/group/token\""
            case .notAToken: "a '$ref' must point at a token, a group, or a part of a token's value, as \"#/group/token/$value/color\""
            }
        }
    }
}
