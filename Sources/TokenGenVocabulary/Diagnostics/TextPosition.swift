/// A line and column moving over UTF-8 text, as every reader counts them: columns count Unicode scalars,
/// and `\n`, `\r\n` and a lone `\r` each end one line.
package struct TextPosition {
    package var line = 1
    package var column = 1

    package init(line: Int = 1, column: Int = 1) {
        self.line = line
        self.column = column
    }

    /// Moves past `byte`; `next` is the byte after it (nil at the end), which tells `\r\n` from a lone `\r`.
    package mutating func move(past byte: UInt8, next: UInt8?) {
        if byte == 0x0A || (byte == 0x0D && next != 0x0A) {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80, byte != 0x0D {
            column += 1
        }
    }

    /// Moves past `bytes[range]`.
    package mutating func move<Bytes: RandomAccessCollection>(over bytes: Bytes, _ range: Range<Bytes.Index>) where Bytes.Element == UInt8 {
        var index = range.lowerBound
        while index < range.upperBound {
            let next = bytes.index(after: index)
            move(past: bytes[index], next: next < bytes.endIndex ? bytes[next] : nil)
            index = next
        }
    }

    package func location(in path: String) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}
