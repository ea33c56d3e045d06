import Testing
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

@Suite struct NamingTests {
    @Test(arguments: [
        ("report_created", "ReportCreated"),
        ("navigation-bar", "NavigationBar"),
        ("user__profile_section", "UserProfileSection"),
        ("with spaces", "WithSpaces"),
        ("2fa", "_2fa"),
        ("string", "String"),
        ("protocol", "Protocol_"),
        ("type", "Type_"),
        ("A11Y", "A11Y"),
        ("8ZZD23", "_8Zzd23"),
        ("2FA", "_2Fa"),
        ("X86_64", "X8664"),
        ("\u{3021}y", "_\u{3021}y"),
        ("a\u{200D}b", "Ab"),
    ])
    func typeNames(part: String, expected: String) {
        #expect(SwiftName.typeName(part) == expected)
    }

    @Test(arguments: [
        ("body_paragraph_1", "bodyParagraph1"),
        ("HEADER_TITLE", "headerTitle"),
        ("ObjectOwnership", "objectOwnership"),
        ("title", "title"),
        ("URLPath", "urlPath"),
        ("2fa", "_2fa"),
        ("default", "`default`"),
        ("repeat", "`repeat`"),
        ("self", "`self`"),
        ("A11Y", "a11Y"),
        ("8ZZD23", "_8Zzd23"),
        ("type", "type"),
    ])
    func memberNames(part: String, expected: String) {
        #expect(SwiftName.memberName(part) == expected)
    }
}
