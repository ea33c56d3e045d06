import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

struct TypedNumberTests {
    @Test func numbersCountFromZero() {
        #expect(Array(Numbers<KeyNumber>(count: 3)) == [KeyNumber(0), KeyNumber(1), KeyNumber(2)])
        #expect(Array(Numbers<LanguageNumber>(count: 3).dropFirst()) == [LanguageNumber(1), LanguageNumber(2)])
        #expect(Array(Numbers<KeyNumber>(count: 0)).isEmpty)
        #expect(Array(Numbers<KeyNumber>(count: 0).dropFirst()).isEmpty)
        #expect(Array(Numbers<KeyNumber>(count: 1).dropFirst()).isEmpty)
    }

    @Test func aNumberComparesAndPrintsAsItsValue() {
        #expect(KeyNumber(2) < KeyNumber(10))
        #expect(Set([ShardNumber(1), ShardNumber(1), ShardNumber(7)]).count == 2)
        #expect("L10n+Texts\(ShardNumber(7)).swift" == "L10n+Texts7.swift")
        #expect(LanguageNumber.base == LanguageNumber(0))
    }
}
