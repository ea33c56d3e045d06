import Foundation
import Testing
@testable import L10nRuntime

/// The pseudo-languages of debug builds (`pseudoLanguages: true`): made from the base text at run time, with
/// placeholders, `%%` and line breaks as written, so that formatting and plural forms work unchanged.
@Suite struct PseudoLanguageTests {
    let accented = L10n.Language.__Pseudo.accented
    let rightToLeft = L10n.Language.__Pseudo.rightToLeft

    /// Letters become accented look-alikes; the text grows by about 40 % of its letters (30 % past 20 letters)
    /// in words of padding, in brackets.
    @Test func accentedTexts() {
        #expect(accented.apply("Report created") == "[Ŕéþöŕţ çŕéåţéð one two]")
        #expect(accented.apply("Hello %@, you have %d pets") == "[Ĥéļļö %@, ýöû ĥåṽé %d þéţš one two]")
        #expect(accented.apply("%1$@ of %2$.2f") == "[%1$@ öƒ %2$.2f one]")
        #expect(accented.apply("100%% done") == "[100%% ðöñé one]")
        #expect(accented.apply("Line one\nLine two") == "[Ļîñé öñé\nĻîñé ţŵö one two]")
        #expect(accented.apply("the \"best\" pet, 🐶") == "[ţĥé \"ƀéšţ\" þéţ, 🐶 one]")
        #expect(accented.apply("%lld files and %#@count@ left") == "[%lld ƒîļéš åñð %#@count@ ļéƒţ one two]")
        // 36 letters: 30 % is 11 more characters.
        #expect(accented.apply("Your report has been created successfully") == "[Ýöûŕ ŕéþöŕţ ĥåš ƀééñ çŕéåţéð šûççéššƒûļļý one two three]")
        #expect(accented.apply("") == "[]")
        #expect(accented.apply("50%") == "[50%]")
    }

    @Test func rightToLeftWrapsEachLine() {
        #expect(rightToLeft.apply("%d of %d\nsecond") == "\u{200F}\u{202B}%d of %d\u{202C}\u{200F}\n\u{200F}\u{202B}second\u{202C}\u{200F}")
        func wrapped(_ line: String) -> String { "\u{200F}\u{202B}" + line + "\u{202C}\u{200F}" }
        #expect(
            rightToLeft.apply("a\r\nb\u{2028}c\rd\u{2029}") == wrapped("a") + "\r\n" + wrapped("b") + "\u{2028}" + wrapped("c") + "\r"
                + wrapped("d") + "\u{2029}" + wrapped(""))
    }

    /// Formatting a pseudo text gives the pseudo text with the real values, in the base language's format.
    @Test func formattedAndPluralTexts() {
        L10n.withLanguage(.enXA) {
            #expect(L10n.greeting("Ala") == "[Ĥéļļö, Ala! one]")
            #expect(L10n.distance(2.5) == "[2.5 ķɱ åŵåý one]")
            #expect(L10n.discount == "[50% öƒƒ one]")
            #expect(L10n.files(1) == "[1 ƒîļé one]")
            #expect(L10n.files(5) == "[5 ƒîļéš one]")
            #expect(L10n.files(0) == "[Ñö ƒîļéš one]")
        }
        L10n.withLanguage(.arXB) {
            #expect(L10n.greeting("Ala") == "\u{200F}\u{202B}Hello, Ala!\u{202C}\u{200F}")
        }
    }

    /// Chosen by their own tag only: an Arabic or English user never gets a pseudo-language.
    @Test func matchedOnlyByTheirTag() {
        #expect(L10n.Language.match(["en-XA"]) == .enXA)
        #expect(L10n.Language.match(["ar-XB", "en"]) == .arXB)
        #expect(L10n.Language.match(["ar"]) == nil)
        #expect(L10n.Language.match(["en-AU"]) == .en)
    }
}
