import TokenGenVocabulary

/// Reads binary property lists (`bplist00`), which Xcode can write for `.strings` files it compiles.
///
/// Layout: objects, an offset table and a 32-byte trailer that says how big offsets and object references
/// are, how many objects there are, which one is the top and where the offset table starts. Every number
/// read from the file is checked before it is used, so a damaged file is an error, never a crash or a loop.
enum BinaryPropertyList {
    static func stringsFile(_ bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) -> LocalizationTable? {
        guard let root = parse(bytes, path: path, diagnostics: diagnostics) else {
            return LocalizationTable(path: path, text: [], records: [], index: KeyIndex())
        }
        return PropertyListNode.stringsFile(root, text: [], path: path, diagnostics: diagnostics)
    }

    package static func parse(_ bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) -> PropertyListNode? {
        let start = SourceLocation(path: path, line: 1, column: 1)
        var reader = Reader(bytes: bytes, location: start)
        do {
            return try reader.document()
        } catch {
            diagnostics.error(.damagedBinaryPropertyList(error.reason), at: start)
            return nil
        }
    }

    struct SyntaxError: Error {
        package var reason: String
    }

    private struct Reader {
        let bytes: [UInt8]
        let location: SourceLocation
        var offsetSize = 0
        var referenceSize = 0
        var offsets: [Int] = []
        /// Objects on the path from the top, to reject a container that holds itself.
        var open: Set<Int> = []
        /// Objects may be shared, so a small file can describe a huge tree and huge texts: reading stops after
        /// this many objects and decoded characters (one text referenced 40,000 times is read 40,000 times).
        var budget = 0

        init(bytes: [UInt8], location: SourceLocation) {
            self.bytes = bytes
            self.location = location
        }

        func integer(at offset: Int, size: Int) throws(SyntaxError) -> Int {
            guard size >= 1, size <= 8, offset >= 0, offset + size <= bytes.count else {
                throw SyntaxError(reason: "a number lies outside the file")
            }
            var value: UInt64 = 0
            for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
            guard value <= UInt64(Int32.max) else { throw SyntaxError(reason: "a size or offset is too large") }
            return Int(value)
        }

        mutating func document() throws(SyntaxError) -> PropertyListNode {
            guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
                throw SyntaxError(reason: "it is too short or not version 0")
            }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            let count = try integer(at: trailer + 8, size: 8)
            let top = try integer(at: trailer + 16, size: 8)
            let table = try integer(at: trailer + 24, size: 8)
            guard count > 0, top < count, count <= (bytes.count - table) / max(offsetSize, 1) else {
                throw SyntaxError(reason: "its trailer is inconsistent")
            }
            budget = 16 * bytes.count + (1 << 20)
            offsets = []
            offsets.reserveCapacity(count)
            for index in 0..<count {
                offsets.append(try integer(at: table + index * offsetSize, size: offsetSize))
            }
            return try object(top)
        }

        mutating func spend(_ characters: Int) throws(SyntaxError) {
            budget -= characters
            guard budget > 0 else {
                throw SyntaxError(
                    reason:
                        "its texts, read as often as they are referenced, are more than \(16 * bytes.count + (1 << 20)) characters: far more than its size allows"
                )
            }
        }

        /// The length of an object whose marker's low nibble is `nibble`: the nibble, or a following integer.
        func length(_ nibble: Int, at offset: inout Int) throws(SyntaxError) -> Int {
            guard nibble == 0xF else { return nibble }
            guard offset < bytes.count, bytes[offset] >> 4 == 0x1 else { throw SyntaxError(reason: "a length is not an integer") }
            let size = 1 << Int(bytes[offset] & 0x0F)
            let value = try integer(at: offset + 1, size: size)
            offset += 1 + size
            return value
        }

        mutating func object(_ number: Int) throws(SyntaxError) -> PropertyListNode {
            guard number >= 0, number < offsets.count else { throw SyntaxError(reason: "an object reference is out of range") }
            guard !open.contains(number) else { throw SyntaxError(reason: "a container holds itself") }
            guard open.count < 512 else { throw SyntaxError(reason: "it nests more than 512 levels deep") }
            budget -= 1
            guard budget > 0 else { throw SyntaxError(reason: "it refers to its objects more often than its size allows") }
            var offset = offsets[number]
            guard offset < bytes.count else { throw SyntaxError(reason: "an object lies outside the file") }
            let marker = bytes[offset]
            offset += 1
            let nibble = Int(marker & 0x0F)
            func node(_ value: PropertyListNode.Value) -> PropertyListNode {
                PropertyListNode(value: value, location: location, contentLocation: location)
            }
            switch marker >> 4 {
            case 0x0: return node(.other(kind: nibble == 8 || nibble == 9 ? "boolean" : "null"))
            case 0x1: return node(.other(kind: "integer"))
            case 0x2: return node(.other(kind: "real"))
            case 0x3: return node(.other(kind: "date"))
            case 0x4: return node(.other(kind: "data"))
            case 0x5:
                let count = try length(nibble, at: &offset)
                guard offset + count <= bytes.count else { throw SyntaxError(reason: "a text runs past the end of the file") }
                try spend(count)
                // ASCII by the format; bytes above 0x7F are read as Latin-1, as Apple's reader does.
                let scalars = bytes[offset..<(offset + count)].map { Character(Unicode.Scalar($0)) }
                return node(.string(String(scalars), verbatimOffset: nil))
            case 0x6:
                let count = try length(nibble, at: &offset)
                guard count <= (bytes.count - offset) / 2 else { throw SyntaxError(reason: "a text runs past the end of the file") }
                try spend(count)
                let units = (0..<count).map { UInt16(bytes[offset + 2 * $0]) << 8 | UInt16(bytes[offset + 2 * $0 + 1]) }
                return node(.string(String(decoding: units, as: UTF16.self), verbatimOffset: nil))
            case 0x8: return node(.other(kind: "UID"))
            case 0xA, 0xC:
                let count = try length(nibble, at: &offset)
                guard count <= (bytes.count - offset) / max(referenceSize, 1) else {
                    throw SyntaxError(reason: "an array runs past the end of the file")
                }
                open.insert(number)
                defer { open.remove(number) }
                var items: [PropertyListNode] = []
                for index in 0..<count {
                    items.append(try object(try integer(at: offset + index * referenceSize, size: referenceSize)))
                }
                return node(.array(items))
            case 0xD:
                let count = try length(nibble, at: &offset)
                guard count <= (bytes.count - offset) / max(2 * referenceSize, 1) else {
                    throw SyntaxError(reason: "a dictionary runs past the end of the file")
                }
                open.insert(number)
                defer { open.remove(number) }
                var entries: [PropertyListNode.Entry] = []
                for index in 0..<count {
                    let key = try object(try integer(at: offset + index * referenceSize, size: referenceSize))
                    guard case .string(let name, _) = key.value else { throw SyntaxError(reason: "a dictionary key is not a text") }
                    let value = try object(try integer(at: offset + (count + index) * referenceSize, size: referenceSize))
                    entries.append(PropertyListNode.Entry(key: name, keyLocation: location, value: value, comment: nil))
                }
                return node(.dictionary(entries))
            default:
                throw SyntaxError(reason: "unknown object type 0x\(String(marker, radix: 16))")
            }
        }
    }
}
