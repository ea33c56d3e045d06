import TokenGenVocabulary
import TokenGenTranslate

/// The bytes of a generated file as they are written.
///
/// Appending copies into memory the buffer owns, where `Array.append(contentsOf:)` is a call into generic
/// code in a debug build, the configuration the build-tool plugin runs tokengen in most of the time; a file
/// is written in hundreds of thousands of short pieces.
///
/// Its state is unchecked for exclusive access: a debug build would otherwise check each access at run time,
/// and the buffer is private to one renderer.
package final class SourceBuffer {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) package private(set) var count = 0

    package init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    package func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    package func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// For text that is not a literal: a literal is a `StaticString`, whose bytes need no call to reach.
    package func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// `number` in decimal, written in place.
    package func append(number: Int) {
        if number < 0 { append(UInt8(ascii: "-")) }
        var digits = 1
        var rest = number.magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        if count + digits > capacity { grow(toHold: count + digits) }
        rest = number.magnitude
        var position = count + digits
        repeat {
            position -= 1
            base[position] = 0x30 + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        count += digits
    }

    private func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
