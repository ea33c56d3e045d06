/// A number that counts one kind of thing (a key, a language, a shard), so that one cannot be passed where
/// another is meant. Interpolated, one writes its value.
protocol TypedNumber: Comparable, Hashable, Sendable, CustomStringConvertible {
    var value: Int { get }
    init(_ value: Int)
}

extension TypedNumber {
    static func < (left: Self, right: Self) -> Bool { left.value < right.value }
    static func == (left: Self, right: Self) -> Bool { left.value == right.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
    var description: String { String(value) }
}

/// The numbers of a collection's elements, in order. Not a `Range`: a debug build steps through a `Range` of
/// a type of ours with generic code that looks up type metadata at every step, and these loops run per key.
struct Numbers<Number: TypedNumber>: Sequence, IteratorProtocol {
    private var current: Int
    private let end: Int

    /// The numbers of `count` elements.
    init(count: Int) {
        (current, end) = (0, count)
    }

    mutating func next() -> Number? {
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
