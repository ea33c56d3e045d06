import Testing
@testable import SummaryScreen

@Suite struct SummarySnapshotTests {
    static let passwords: [(name: String, value: String?)] = [
        ("5216577", "5216577"), ("nil", nil), ("empty", ""), ("123", "123"), ("20digits", "12345678901234567890"),
    ]

    @Test(arguments: ["en", "pl"], [false, true])
    func snapshots(language: String, toast: Bool) throws {
        let language = try #require(L10n.Language(rawValue: language))
        for password in Self.passwords {
            let text = SummaryRenderer().render(language: language, password: password.value ?? "", showsToast: toast)
            try assertSnapshot(text, named: "\(language.rawValue)-\(password.name)-\(toast ? "toast" : "no-toast")")
        }
    }

    @Test func passwordLongerThanItsBoxIsShownWhole() {
        let password = String(repeating: "9", count: 90)
        let text = SummaryRenderer().render(language: .en, password: password, showsToast: false)
        #expect(text.contains(" " + password + " "))
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
