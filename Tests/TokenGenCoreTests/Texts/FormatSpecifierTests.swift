import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

@Suite struct FormatSpecifierTests {
    func parameters(_ text: String) -> [String] {
        FormatSpecifierParser.signature(of: text).0.parameters.map(\.shortName)
    }

    func problems(_ text: String) -> [String] {
        FormatSpecifierParser.signature(of: text).1.map { ($0.isError ? "error: " : "warning: ") + $0.message }
    }

    @Test(arguments: [
        ("plain text", [String]()),
        ("100%% sure", []),
        ("%@ and %d", ["Any", "Int"]),
        ("%i %o %u %x %X", ["Int", "UInt", "UInt", "UInt", "UInt"]),
        ("%e %E %f %F %g %G %a %A", Array(repeating: "Double", count: 8)),
        ("%c %C %s %S %p", ["CChar", "UInt16", "UnsafePointer<CChar>", "UnsafePointer<UInt16>", "UnsafeRawPointer"]),
        ("%lc %ls", ["UInt16", "UnsafePointer<UInt16>"]),
        ("%10d|%-5d|%+d|%#x|%05d|%'d", ["Int", "Int", "Int", "UInt", "Int", "Int"]),
        ("%.10f %10.2f %.f", ["Double", "Double", "Double"]),
        ("%hhd %hd %ld %lld %qd %zd %td %jd %lu %llu", ["Int", "Int", "Int", "Int", "Int", "Int", "Int", "Int", "UInt", "UInt"]),
        ("%2$@ then %1$d", ["Int", "Any"]),
        ("%1$@ and again %1$@", ["Any"]),
        ("%*d", ["Int", "Int"]),
        ("%.*f", ["Int", "Double"]),
        ("%1$*2$d", ["Int", "Int"]),
    ])
    func signatures(text: String, expected: [String]) {
        #expect(parameters(text) == expected)
        #expect(problems(text).filter { $0.hasPrefix("error") } == [])
    }

    @Test func needsFormattingOnlyWithPercent() {
        #expect(FormatSpecifierParser.signature(of: "no percent").0.needsFormatting == false)
        #expect(FormatSpecifierParser.signature(of: "100%% sure").0.needsFormatting == true)
    }

    @Test func samePositionWithTwoTypesIsAnError() {
        #expect(
            problems("%1$@ %1$d") == [
                "error: placeholder position 1 is used as Any and as Int ('%1$d'); show each argument as one type wherever it appears"
            ])
    }

    @Test func gapInPositionsIsAnError() {
        #expect(problems("%2$@") == ["error: placeholder position 1 is never used, so its type is unknown; positions must run from 1 to 2"])
    }

    @Test func percentFollowedByNoSpecifierIsAnError() {
        #expect(problems("50% more") == ["error: '% m' is not a format specifier; write '%%' for a literal percent sign"])
        #expect(problems("ends with %") == ["error: '%' is not a format specifier; write '%%' for a literal percent sign"])
        #expect(problems("%k") == ["error: '%k' is not a format specifier; write '%%' for a literal percent sign"])
    }

    /// The space flag is read as a percent sign before a space: prose (`100% daily`, `in 5% steps`), and
    /// apps' own placeholders (`%0 cores`), are far more common than `% d`.
    @Test func percentBeforeASpaceIsAPercentSign() {
        #expect(
            problems("100% daily") == ["warning: '% d' is a percent sign, not a format specifier (tokengen reads none with the space flag)"]
        )
        #expect(
            problems("80% of") == ["warning: '% o' is a percent sign, not a format specifier (tokengen reads none with the space flag)"])
        #expect(
            problems("%0 cores") == ["warning: '%0 c' is a percent sign, not a format specifier (tokengen reads none with the space flag)"])
        #expect(
            problems("in 5% steps") == [
                "warning: '% s' is a percent sign, not a format specifier (tokengen reads none with the space flag)"
            ])
        #expect(parameters("100% daily") == [])
        #expect(parameters("%d% of %@") == ["Int", "Any"])
        #expect(FormatSpecifierParser.signature(of: "100% guaranteed").0.needsFormatting == false)
    }

    /// Swift cannot pass a `long double`, and a huge width makes every call allocate it.
    @Test func longDoubleAndHugeWidthsAreErrors() {
        #expect(problems("%Lf") == ["error: '%Lf' reads a long double, which Swift cannot pass; write '%f' without the L"])
        #expect(problems("%.2Lg") == ["error: '%.2Lg' reads a long double, which Swift cannot pass; write '%g' without the L"])
        #expect(
            problems("%999999999d") == [
                "error: '%999999999d' asks for more than 1000 characters, which every call would allocate; write a width and precision of at most 1000"
            ])
        #expect(
            problems("%.5000f") == [
                "error: '%.5000f' asks for more than 1000 characters, which every call would allocate; write a width and precision of at most 1000"
            ])
        #expect(problems("%1000d|%.1000f") == [])
    }

    @Test func percentNIsAnError() {
        #expect(
            problems("%n") == [
                "error: '%n' writes to memory through an argument, which no text may do; write '%%n' for a percent sign and an n"
            ])
    }

    @Test func positionsAreBounded() {
        #expect(problems("%99999$d") == ["error: placeholder position 99999$ must be between 1 and 64"])
        let many = String(repeating: "%", count: 100_000)
        #expect(problems(many) == []) // 50,000 × "%%"
    }
}
