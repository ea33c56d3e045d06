#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a text that a reader loops over byte by byte, valid inside the `withUnsafe…` call that made it.
///
/// The plugin runs tokengen built in the app's configuration, debug most of the time, where nothing is
/// inlined: each `Array` subscript or iterator step is a call into generic code, and so is a subscript of
/// our own declared in another file. The standard library's pointer subscript is transparent (always
/// inlined), so hot loops read `base[position]` after checking `position < count` themselves.
package struct ByteText {
    package let base: UnsafePointer<UInt8>
    package let count: Int

    package init(_ buffer: UnsafeBufferPointer<UInt8>) {
        // An empty buffer has no address; nothing is ever read through this one.
        base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        count = buffer.count
    }

    package var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Whether the text contains `needle` (a few bytes): its first byte found with `firstIndex`, the rest
    /// compared with `memcmp`.
    package func contains(_ needle: [UInt8]) -> Bool {
        guard let first = needle.first, count >= needle.count else { return false }
        let limit = count - needle.count + 1
        var start = firstIndex(of: first, from: 0, before: limit)
        while start < limit {
            if memcmp(base + start, needle, needle.count) == 0 { return true }
            start = firstIndex(of: first, from: start + 1, before: limit)
        }
        return false
    }

    /// The position of the first `byte` at or after `start` and before `limit` (else `limit`): `memchr`, not a
    /// loop in Swift.
    package func firstIndex(of byte: UInt8, from start: Int, before limit: Int) -> Int {
        guard start < limit, let found = memchr(base + start, Int32(byte), limit - start) else { return limit }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The position of the first `byte` at or after `start` (else `count`).
    package func firstIndex(of byte: UInt8, from start: Int) -> Int {
        firstIndex(of: byte, from: start, before: count)
    }

    /// The position of the first `\n` or `\r` at or after `start` (else `count`).
    package func firstLineBreak(from start: Int) -> Int {
        firstIndex(of: 0x0D, from: start, before: firstIndex(of: 0x0A, from: start))
    }

    /// How many times `byte` occurs.
    package func count(of byte: UInt8) -> Int {
        var found = 0
        var position = firstIndex(of: byte, from: 0)
        while position < count {
            found += 1
            position = firstIndex(of: byte, from: position + 1)
        }
        return found
    }

    /// The byte at `position`, nil at the end. (The `.strings` scanner reads `input.byte(at: position)`, not a
    /// property of its own: a debug build copies a struct to call one of its methods from a mutating one.)
    package func byte(at position: Int) -> UInt8? {
        position < count ? base[position] : nil
    }

    /// How many Unicode scalars start in `range`: every byte that is not a UTF-8 continuation byte
    /// (10xxxxxx), counted eight bytes at a time.
    package func scalars(in range: Range<Int>) -> Int {
        var index = range.lowerBound
        var count = 0
        let raw = UnsafeRawPointer(base)
        while index + 8 <= range.upperBound {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            count += 8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            index += 8
        }
        while index < range.upperBound {
            if base[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    package func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }

    package func append(_ range: Range<Int>, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }
}
