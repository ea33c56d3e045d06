import Foundation
import Testing

extension Tag {
    /// Compiles generated code with `swiftc` (and runs it), or opens a browser: seconds each.
    @Tag public static var compiles: Self
    /// Builds a package that uses the build-tool plugin with `swift build`: most of a minute.
    @Tag public static var plugin: Self
    /// Works through a large input to hold a bound, or interrupts runs: seconds each.
    @Tag public static var heavy: Self
}

/// The inner loop: `TOKENGEN_QUICK=1 swift test` runs every test but those tagged `.compiles`, `.plugin` or `.heavy`
/// (which the whole suite, without it, runs too).
public enum TestLoop {
    public static let isQuick = ProcessInfo.processInfo.environment["TOKENGEN_QUICK"] == "1"
}

extension Trait where Self == ConditionTrait {
    /// Left out of the inner loop (`TOKENGEN_QUICK=1`).
    public static var notInTheQuickLoop: Self { .enabled(if: !TestLoop.isQuick, "TOKENGEN_QUICK=1 leaves it out") }
}
