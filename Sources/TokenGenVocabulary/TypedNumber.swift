/// A number that counts one kind of thing (a key, a language, a shard), so that one cannot be passed where
/// another is meant. Interpolated, one writes its value.
package protocol TypedNumber: Comparable, Hashable, Sendable, CustomStringConvertible {
    var value: Int { get }
    init(_ value: Int)
}

extension TypedNumber {
    package static func < (left: Self, right: Self) -> Bool { left.value < right.value }
    package static func == (left: Self, right: Self) -> Bool { left.value == right.value }
    package func hash(into hasher: inout Hasher) { hasher.combine(value) }
    package var description: String { String(value) }
}

/// The numbers of a collection's elements, in order. Not a `Range`: a debug build steps through a `Range` of
/// a type of ours with generic code that looks up type metadata at every step, and these loops run per key.
package struct Numbers<Number: TypedNumber>: Sequence, IteratorProtocol {
    private var current: Int
    private let end: Int

    /// The numbers of `count` elements.
    package init(count: Int) {
        (current, end) = (0, count)
    }

    package mutating func next() -> Number? {
        guard current < end else { return nil }
        current += 1
        return Number(current - 1)
    }

    /// All but the first.
    func dropFirst() -> Numbers {
        var rest = self
        if rest.current < rest.end { rest.current += 1 }
        return rest
    }
}

/// A key of a job: its place in `CheckedStrings.keys`.
package struct KeyNumber: TypedNumber {
    package let value: Int
    package init(_ value: Int) { self.value = value }
}

/// A shard of the generated files: a keys file and its texts file (`OutputLayout`).
package struct ShardNumber: TypedNumber {
    package let value: Int
    package init(_ value: Int) { self.value = value }
}

/// A language of a job: its place in `LocalizationSet.languages`.
package struct LanguageNumber: TypedNumber {
    package let value: Int
    package init(_ value: Int) { self.value = value }

    package static let base = LanguageNumber(0)
}
