import CoreFoundation
import Foundation
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

/// Apple's reading of a `.strings` file: swift-corelibs-foundation's `CFPropertyListCreateWithData`, the
/// parser behind `PropertyListSerialization` and bundle lookup. Keys stay `CFString`s, as a Swift
/// `Dictionary` would merge keys that differ only in Unicode normalization.
enum AppleReader {
    /// Key → text (nil for a value that is no text), both as UTF-8 bytes of what Swift makes of the
    /// `CFString` (a lone surrogate becomes U+FFFD); nil when Apple's reader rejects the file.
    static func read(_ data: [UInt8]) -> [[UInt8]: [UInt8]?]? {
        let cfData = data.withUnsafeBufferPointer { CFDataCreate(nil, $0.baseAddress, $0.count)! }
        var error: Unmanaged<CFError>?
        guard let plist = CFPropertyListCreateWithData(nil, cfData, 0, nil, &error)?.takeRetainedValue() else {
            _ = error?.takeRetainedValue()
            return nil
        }
        guard CFGetTypeID(plist) == CFDictionaryGetTypeID() else { return nil }
        let dictionary = Unmanaged<CFDictionary>.fromOpaque(Unmanaged.passUnretained(plist).toOpaque()).takeUnretainedValue()
        let count = CFDictionaryGetCount(dictionary)
        var keys = [UnsafeRawPointer?](repeating: nil, count: count)
        var values = [UnsafeRawPointer?](repeating: nil, count: count)
        CFDictionaryGetKeysAndValues(dictionary, &keys, &values)
        var result: [[UInt8]: [UInt8]?] = [:]
        for index in 0..<count {
            let key = Unmanaged<AnyObject>.fromOpaque(keys[index]!).takeUnretainedValue()
            let value = Unmanaged<AnyObject>.fromOpaque(values[index]!).takeUnretainedValue()
            guard CFGetTypeID(key) == CFStringGetTypeID() else { continue }
            let text: [UInt8]? =
                CFGetTypeID(value) == CFStringGetTypeID() ? utf8(Unmanaged<CFString>.fromOpaque(values[index]!).takeUnretainedValue()) : nil
            result[utf8(Unmanaged<CFString>.fromOpaque(keys[index]!).takeUnretainedValue())] = text
        }
        return result
    }

    private static func utf8(_ string: CFString) -> [UInt8] {
        let length = CFStringGetLength(string)
        var units = [UInt16](repeating: 0, count: length)
        CFStringGetCharacters(string, CFRangeMake(0, length), &units)
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}

extension LocalizationTable {
    /// Key → text as UTF-8 bytes, as tokengen read them.
    var textsByKey: [[UInt8]: [UInt8]?] {
        var result: [[UInt8]: [UInt8]?] = [:]
        for record in records {
            result[Array(text[record.key.range])] = Array(text[record.value.range])
        }
        return result
    }
}
