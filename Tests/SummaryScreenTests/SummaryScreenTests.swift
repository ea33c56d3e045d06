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

    /// English and Polish fit the design's frames, with every password of the snapshots.
    @Test(arguments: ["en", "pl"], [false, true])
    func realLanguagesFit(language: String, toast: Bool) throws {
        let language = try #require(L10n.Language(rawValue: language))
        for password in Self.passwords {
            #expect(SummaryRenderer().overflows(language: language, password: password.value ?? "", showsToast: toast) == [])
        }
    }

    /// Texts that do not fit: each is marked on its first line and listed under the frame.
    @Test func overflowsAreMarked() throws {
        let texts = SummaryRenderer.Texts(
            title: "A title that a translator made far too long for a screen this narrow, so long that it needs three lines of the sixty-five columns that the text width gives",
            bodyParagraph1: String(repeating: "A paragraph that goes on. ", count: 60),
            bodyParagraph2: "Short.",
            codeCopied: "Your code has been copied to the clipboard of this device, ready to paste",
            close: "Close this screen and go back to the list of every report you have made"
        )
        let (screen, overflows) = SummaryRenderer().draw(texts, password: "5216577", showsToast: true)
        #expect(overflows == [
            "summary.title: title needs 3 lines, has 2",
            "summary.password: the screen needs 46 rows, has 41",
            "summary.toast: toast needs 73 columns, has 61",
            "summary.closeButton: button title needs 71 columns, has 61",
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
        #expect(renderer.overflows(language: .en, password: "52\n16577", showsToast: false) == ["summary.password: password has a line break, and its box shows one line"])
        #expect(renderer.overflows(language: .en, password: "5216577" + String(repeating: "\u{200B}\u{200D}\u{FEFF}", count: 40), showsToast: false) == [])
        #expect(SummaryRenderer.width("a\u{200B}b\u{2060}c") == 3)
    }

    @Test func wrapCountsGraphemeClusters() {
        let renderer = SummaryRenderer()
        #expect(renderer.wrap("żółć gęś 🐶🐶 ab", width: 8) == ["żółć gęś", "🐶🐶 ab"])
        #expect(renderer.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
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
        scheduler.fire()  // nothing pending any more
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
