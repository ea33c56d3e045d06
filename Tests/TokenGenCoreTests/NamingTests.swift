import Testing
@testable import TokenGenCore

@Suite struct NamingTests {
    @Test(arguments: [
        ("report_created", "ReportCreated"),
        ("navigation-bar", "NavigationBar"),
        ("user__profile_section", "UserProfileSection"),
        ("with spaces", "WithSpaces"),
        ("2fa", "_2fa"),
        ("string", "String"),
        ("protocol", "`Protocol`"),
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
    ])
    func memberNames(part: String, expected: String) {
        #expect(SwiftName.memberName(part) == expected)
    }
}
