import Testing
import TestSupport

@Suite struct TestSupportTests {
    /// A child process that hangs is killed, and `run` returns with a line that says so: the test that started
    /// it fails on its own expectations, and the rest of the run goes on. (`sleep 600` stands for the hang; the
    /// guard's one second is no measurement, only how long this test waits for it.)
    @Test func aHungChildFailsItsOwnTest() throws {
        let result = try run("sleep", ["600"], hangsAfter: 1)
        #expect(result.status != 0)
        #expect(result.output == "\n(killed after 1 s: it hung)\n")
    }
}
