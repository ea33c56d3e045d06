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
/// with one name. Where SwiftGen's own code does not compile (`%p`, a key part `type`), ours does. The call sites
/// themselves: `Tests/GeneratedCodeTests/TextsTests.swift`, `SwiftGenCallSiteTests`.
@Suite struct SwiftGenCompatibilityTests {
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
