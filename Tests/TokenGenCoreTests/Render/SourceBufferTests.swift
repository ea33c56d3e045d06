import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

@Suite struct SourceBufferTests {
    /// Pieces of every kind, past the first capacity, keep their order and bytes.
    @Test func appendsEveryKindOfPieceWhileGrowing() {
        let buffer = SourceBuffer(capacity: 4)
        buffer.append("static var ")
        buffer.append(contentsOf: "zażółć")
        buffer.append(UInt8(ascii: ":"))
        for number in [0, 7, 10, 12_345, -42, Int.max] {
            buffer.append(UInt8(ascii: " "))
            buffer.append(number: number)
        }
        let bytes: [UInt8] = Array(" ok".utf8)
        bytes.withUnsafeBufferPointer { buffer.append($0) }
        buffer.append(UnsafeBufferPointer(start: nil, count: 0))
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "static var zażółć: 0 7 10 12345 -42 9223372036854775807 ok")
        #expect(buffer.count == buffer.bytes.count)
    }

    @Test func aPieceLongerThanTheBufferFits() {
        let buffer = SourceBuffer(capacity: 16)
        let long = String(repeating: "abc", count: 1_000)
        buffer.append(contentsOf: long)
        buffer.append(contentsOf: long)
        #expect(buffer.bytes == Array((long + long).utf8))
    }
}
