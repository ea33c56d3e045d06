import Testing
@testable import SummaryScreen

@Suite struct SummarySnapshotTests {
    static let passwords: [(name: String, value: String?)] = [
        ("5216577", "5216577"), ("nil", nil), ("empty", ""), ("123", "123"), ("20digits", "12345678901234567890"),
    ]

    /// The real languages, and the pseudo-languages of debug builds (`pseudoLanguages: true` in the screen's
    /// tokengen.yml): `en-XA` accented and longer, `ar-XB` right to left.
    @Test(arguments: ["en", "pl", "en-XA", "ar-XB"], [false, true])
    func snapshots(language: String, toast: Bool) throws {
        let language = try #require(L10n.Language(rawValue: language))
        for password in Self.passwords {
            let text = SummaryRenderer().render(language: language, password: password.value ?? "", showsToast: toast)
            try assertSnapshot(text, named: "\(language.rawValue)-\(password.name)-\(toast ? "toast" : "no-toast")")
        }
    }

    /// English and Polish fit the design's frames, with every password of the snapshots but the 20 digits,
    /// which no phone fits in the 328-pt box at 60 pt; every text has AA contrast.
    @Test(arguments: ["en", "pl"], [false, true])
    func realLanguagesFit(language: String, toast: Bool) throws {
        let language = try #require(L10n.Language(rawValue: language))
        for password in Self.passwords {
            let problems = SummaryRenderer().problems(language: language, password: password.value ?? "", showsToast: toast)
            #expect(problems == (password.name == "20digits" ? ["summary.password: overflow: password needs 733.5 pt, has 308"] : []))
        }
    }

    /// The pseudo-language's title, accented and longer, takes two lines at 32 pt, as on a phone (it was one
    /// line when every character counted 5 pt); it still fits the title's two lines.
    @Test func pseudoLanguageTitleWraps() throws {
        let renderer = SummaryRenderer()
        let title = renderer.texts(try #require(L10n.Language(rawValue: "en-XA"))).title
        #expect(renderer.wrap(title, width: 325, font: renderer.constants.titleFont) == ["[Ŕéþöŕţ çŕéåţéð one", "two]"])
        #expect(renderer.wrap("Report created", width: 325, font: renderer.constants.titleFont) == ["Report created"])
        #expect(renderer.wrap("Raport utworzony", width: 325, font: renderer.constants.titleFont) == ["Raport utworzony"])
    }

    /// Texts that do not fit: each is marked on its first line and listed under the frame.
    @Test func overflowsAreMarked() throws {
        let texts = SummaryRenderer.Texts(
            title:
                "A title that a translator made far too long for a screen this narrow, so long that it needs three lines of the sixty-five columns that the text width gives",
            bodyParagraph1: String(repeating: "A paragraph that goes on. ", count: 60),
            bodyParagraph2: "Short.",
            codeCopied: "Your code has been copied to the clipboard of this device, ready to paste",
            close: "Close this screen and go back to the list of every report you have made"
        )
        let (screen, problems) = SummaryRenderer().draw(texts, password: "5216577", showsToast: true)
        #expect(
            problems == [
                "summary.title: overflow: title needs 9 lines, has 2",
                "summary.password: overflow: the screen needs 68 rows, has 41",
                "summary.toast: overflow: toast needs 587.7 pt, has 305",
                "summary.closeButton: overflow: button title needs 727.8 pt, has 307",
            ])
        try assertSnapshot(screen, named: "overflow-fixture")
    }

    @Test func passwordLongerThanItsBoxIsShownWhole() {
        let password = String(repeating: "9", count: 90)
        let text = SummaryRenderer().render(language: .en, password: password, showsToast: false)
        #expect(text.contains(" " + password + " "))
    }

    /// A password with a line break cannot show in its one-line box; zero-width characters take no column.
    @Test func lineBreaksAndZeroWidthCharactersInTheFitCheck() {
        let renderer = SummaryRenderer()
        #expect(
            renderer.problems(language: .en, password: "52\n16577", showsToast: false) == [
                "summary.password: overflow: password has a line break, and its box shows one line"
            ])
        #expect(
            renderer.problems(
                language: .en, password: "5216577" + String(repeating: "\u{200B}\u{200D}\u{FEFF}", count: 40), showsToast: false) == [])
        #expect(SummaryRenderer.width("a\u{200B}b\u{2060}c") == 3)
    }

    /// Widths in points from DejaVu Sans's advances (2,048 units per em), bold from weight 600, with letter
    /// spacing after each character; format characters take none.
    @Test func textWidthsInPoints() {
        let c = SummaryConstants()
        #expect(SummaryRenderer.points(TextMeasure.width("Report created", c.titleFont)) == "240.3")
        // 7 digits of 1,303 units at 60 pt, each followed by −1.5 pt.
        let digits: Double = 7 * 1303 / 2048 * 60 - 7 * 1.5
        #expect(TextMeasure.width("5216577", c.passwordFont) == digits)
        #expect(TextMeasure.width("a\u{200B}b", c.bodyFont) == TextMeasure.width("ab", c.bodyFont))
        // The Polish, accented and Arabic letters the screen shows all have widths of their own.
        for letter in ["ż", "ł", "ŕ", "ɱ", "ṽ", "ẋ", "ع"] {
            #expect(TextMeasure.width(letter, c.bodyFont) != 1229 / 2048 * 16, "\(letter) has the missing glyph's width")
        }
        let regular = SummaryConstants.Font(families: ["system"], size: 18, weight: 400, letterSpacing: 0, lineHeight: 1, lineSpacing: 0)
        #expect(TextMeasure.width("Close", c.buttonFont) > TextMeasure.width("Close", regular))
    }

    /// What DejaVu Sans lacks is measured as the fallback font draws it: a CJK character or an emoji (a whole
    /// sequence) 1 em; so a password of 8 of them overflows its box, as it would on a phone.
    @Test func wideCharactersAndEmojiTakeAnEm() {
        let c = SummaryConstants()
        let em = c.passwordFont.size + c.passwordFont.letterSpacing
        #expect(TextMeasure.width("密", c.passwordFont) == em)
        #expect(TextMeasure.width("한", c.passwordFont) == em)
        #expect(TextMeasure.width("🐶", c.passwordFont) == em)
        #expect(TextMeasure.width("👩‍💻", c.passwordFont) == em)
        #expect(TextMeasure.width("🇵🇱", c.passwordFont) == em)
        #expect(TextMeasure.width("❤️", c.passwordFont) == em)
        let renderer = SummaryRenderer()
        #expect(
            renderer.problems(language: .en, password: "密码密码密码密码", showsToast: false) == [
                "summary.password: overflow: password needs 468 pt, has 308"
            ])
        #expect(
            renderer.problems(language: .en, password: String(repeating: "🐶", count: 8), showsToast: false) == [
                "summary.password: overflow: password needs 468 pt, has 308"
            ])
    }

    /// A line break in a translation is a line: a title of 4 lines overflows its 2, a paragraph of 40 lines
    /// the screen; a line break in a box's one line is an overflow, drawn as ⏎.
    @Test func lineBreaksAreLines() {
        let renderer = SummaryRenderer()
        let texts = renderer.texts(.en)
        #expect(renderer.wrap("One\nTwo\n\nFour", width: 325, font: renderer.constants.titleFont) == ["One", "Two", "", "Four"])
        var tall = texts
        tall.title = "One\nTwo\nThree\nFour"
        #expect(
            renderer.draw(tall, password: "5216577", showsToast: false).problems == ["summary.title: overflow: title needs 4 lines, has 2"])
        var long = texts
        long.bodyParagraph2 = Array(repeating: "Line", count: 40).joined(separator: "\n")
        #expect(
            renderer.draw(long, password: "5216577", showsToast: false).problems == [
                "summary.password: overflow: the screen needs 59 rows, has 41"
            ])
        var broken = texts
        broken.close = "Close\nnow"
        let drawn = renderer.draw(broken, password: "5216577", showsToast: false)
        #expect(drawn.problems == ["summary.closeButton: overflow: button title has a line break, and its box shows one line"])
        #expect(drawn.screen.contains(" Close⏎now "))
    }

    @Test func wrapMeasuresInPoints() {
        let renderer = SummaryRenderer()
        let font = renderer.constants.bodyFont
        #expect(renderer.wrap("żółć gęś 🐶🐶 ab", width: 75, font: font) == ["żółć gęś", "🐶🐶 ab"])
        // A word wider than the line is broken where it stops fitting, never dropped.
        #expect(renderer.wrap("abcdefghij", width: 40, font: font) == ["abcd", "efgh", "ij"])
    }

    /// WCAG 2.2's published examples, and the screen's pairs.
    @Test func contrastRatios() {
        let white = Contrast.RGB.white, black = Contrast.RGB(red: 0, green: 0, blue: 0)
        #expect(SummaryRenderer.ratio(Contrast.ratio(black, white)) == "21:1")
        let gray = 0x77 / 255.0
        #expect(SummaryRenderer.ratio(Contrast.ratio(Contrast.RGB(red: gray, green: gray, blue: gray), white)) == "4.48:1")
        let contrasts = SummaryRenderer().contrasts
        #expect(
            [contrasts.title, contrasts.body, contrasts.password, contrasts.button].map(SummaryRenderer.ratio) == [
                "12.63:1", "6.46:1", "3.22:1", "5.25:1",
            ])
        #expect(Contrast.isLarge(SummaryConstants().passwordFont) && !Contrast.isLarge(SummaryConstants().buttonFont))
    }

    /// A text too faint on what is behind it is marked, in every language: on a #777777 screen the
    /// paragraphs' #545F71 is far under AA, the title's black at 80 % passes as large text.
    @Test func faintTextIsMarked() throws {
        let gray = 0x77 / 255.0
        let renderer = SummaryRenderer(constants: SummaryConstants(), background: Contrast.RGB(red: gray, green: gray, blue: gray))
        #expect(
            renderer.problems(language: .pl, password: "5216577", showsToast: false) == [
                "summary.bodyParagraph1: contrast: 1.44:1, needs 4.5:1",
                "summary.bodyParagraph2: contrast: 1.44:1, needs 4.5:1",
            ])
        #expect(renderer.render(language: .pl, password: "5216577", showsToast: false).contains("│ ◂ summary.bodyParagraph1 ⚠ contrast: "))
    }
}

@MainActor
@Suite struct SummaryBehaviourTests {
    let flow = ReportMissingPetFlowState(managementPassword: "5216577")
    let clipboard = InMemoryClipboard(text: "previous")
    let scheduler = ManualToastScheduler()
    var dismissals = 0

    func viewModel(onDismiss: @escaping @MainActor () -> Void = {}) -> SummaryViewModel {
        SummaryViewModel(flowState: flow, clipboard: clipboard, toastScheduler: scheduler, onDismiss: onDismiss)
    }

    @Test func displayPasswordIsExactOrEmpty() {
        let model = viewModel()
        #expect(model.displayPassword == "5216577")
        flow.managementPassword = nil
        #expect(model.displayPassword == "")
        flow.managementPassword = "12345678901234567890"
        #expect(model.displayPassword == "12345678901234567890")
    }

    @Test(arguments: [nil, ""] as [String?])
    func tapWithEmptyPasswordDoesNothing(password: String?) {
        flow.managementPassword = password
        let model = viewModel()
        model.copyPasswordToClipboard()
        #expect(clipboard.text == "previous")
        #expect(model.showsCodeCopiedToast == false)
        #expect(scheduler.scheduleCount == 0)
    }

    @Test func tapCopiesShowsToastAndSchedulesHidingAfterTheTokenDuration() {
        let model = viewModel()
        model.copyPasswordToClipboard()
        #expect(clipboard.text == "5216577")
        #expect(model.showsCodeCopiedToast)
        #expect(scheduler.scheduledDuration == 2)
        #expect(scheduler.scheduledDuration == SummaryConstants().toastDuration)
        scheduler.fire()
        #expect(model.showsCodeCopiedToast == false)
    }

    @Test func secondTapRestartsTheDuration() {
        let model = viewModel()
        model.copyPasswordToClipboard()
        model.copyPasswordToClipboard()
        #expect(scheduler.scheduleCount == 2)
        #expect(scheduler.scheduledDuration == 2)
        #expect(model.showsCodeCopiedToast)
        scheduler.fire()
        #expect(model.showsCodeCopiedToast == false)
        scheduler.fire() // nothing pending any more
        #expect(model.showsCodeCopiedToast == false)
    }

    @Test func closeCallsTheCallbackOnce() {
        var calls = 0
        let model = viewModel { calls += 1 }
        model.handleSubmit()
        #expect(calls == 1)
    }

    @Test func clearResetsThePassword() {
        flow.clear()
        #expect(flow.managementPassword == nil)
    }

    @Test func rendersTheModelsState() {
        let model = viewModel()
        #expect(!SummaryRenderer().render(model, language: .en).contains("Code copied to clipboard"))
        model.copyPasswordToClipboard()
        let text = SummaryRenderer().render(model, language: .en)
        let toast = text.range(of: "Code copied to clipboard")
        let close = text.range(of: "Close")
        #expect(toast != nil && close != nil && toast!.lowerBound < close!.lowerBound)
    }
}
