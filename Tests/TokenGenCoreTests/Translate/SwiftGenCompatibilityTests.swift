import Foundation
import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

/// Call sites written against SwiftGen 6.6.3's `structured-swift5` output for the same tables compile
/// unchanged against tokengen's `L10n` and give the same texts: the argument types SwiftGen takes (`Int` for
/// `%u`, `%x`, `%o`; `Float` for `%f`, `%e`, `%g`), its names (`A11Y`, `_8Zzd23`), a plain and a formatted key
/// with one name. Where SwiftGen's own code does not compile (`%p`, a key part `type`), ours does.
@Suite struct SwiftGenCompatibilityTests {
    @Test(.tags(.compiles), .notInTheQuickLoop) func swiftGenCallSitesCompileAndGiveTheSameTexts() throws {
        let (code, _) = generateStrings(["swiftgen"])
        let output = try compileAndRun([
            "L10n.swift": try #require(code),
            "main.swift": """
            let count: Int = 3
            let ratio: Float = 0.5
            let big: UInt = 7
            let precise: Double = 0.25
            func show() {
                // As SwiftGen's structured-swift5 output is called:
                print(L10n.Count.unsigned(count), L10n.Count.hex(255), L10n.Count.octal(8), L10n.Count.long(1, 2, 3), separator: "|")
                print(L10n.ratio(ratio), L10n.exponent(Float(1.5)), L10n.general(Float(2.5)), separator: "|")
                print(L10n.pointer(UnsafeRawPointer(bitPattern: 0x10)!), L10n.cstring("abc"), L10n.character(CChar(65)), separator: "|")
                print(L10n.A11Y.label, L10n._8Zzd23, L10n.ban, L10n.ban("Ala"), separator: "|")
                // And what SwiftGen's types do not take, but a Swift user passes:
                print(L10n.Count.unsigned(big), L10n.ratio(precise), L10n.ratio(1), separator: "|")
                // A key part `type` or `protocol`, where SwiftGen's output does not compile:
                print(L10n.Menu.Type_.open, L10n.Menu.Protocol_.close, separator: "|")
            }
            show()
            L10n.withLanguage(.pl) { show() }
            """,
        ])
        // `%e` is upper case in swift-corelibs-foundation's formatting: the expectation asks Foundation too.
        let english = String(format: "%.1e", locale: Locale(identifier: "en"), 1.5)
        let polish = String(format: "%.1e", locale: Locale(identifier: "pl"), 1.5)
        #expect(
            output == """
                3 files|0xff|10|1/2/3
                0.500000%|\(english)|2.5
                at 0x10|abc|A
                Accessible|code|Ban|Ban Ala
                7 files|0.250000%|1.000000%
                Open|Close
                3 plików|0xff|10|1/2/3
                0,500000%|\(polish)|2,5
                at 0x10|abc|A
                Accessible|code|Ban|Zbanuj Ala
                7 plików|0,250000%|1,000000%
                Open|Close

                """)
    }

    /// The accessors SwiftGen users call, with SwiftGen's parameter types or the generic form that takes them.
    @Test func signatures() throws {
        let code = try #require(generateStrings(["swiftgen"]).0)
        for declaration in [
            "static func unsigned(_ p1: any Swift.BinaryInteger) -> Swift.String",
            "static func ratio(_ p1: any Swift.BinaryFloatingPoint) -> Swift.String",
            "static func long(_ p1: Swift.Int, _ p2: Swift.Int, _ p3: any Swift.BinaryInteger) -> Swift.String",
            "static func pointer(_ p1: Swift.UnsafeRawPointer) -> Swift.String",
            "static var ban: Swift.String",
            "static func ban(_ p1: Any) -> Swift.String",
            "nonisolated enum A11Y {",
            "static var _8Zzd23: Swift.String",
            "nonisolated enum Type_ {",
        ] {
            #expect(code.contains(declaration), "missing: \(declaration)")
        }
    }
}
