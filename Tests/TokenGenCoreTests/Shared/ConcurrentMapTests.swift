import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

@Suite struct ConcurrentMapTests {
    @Test func resultsInTheOrderOfTheElements() {
        let numbers = Array(0..<10_000)
        #expect(numbers.concurrentMap { $0 * 3 } == numbers.map { $0 * 3 })
        #expect([Int]().concurrentMap { $0 } == [])
        #expect(["one"].concurrentMap { $0.count } == [3])
    }
}
