import ArgumentParser
import SummaryScreen

@main
struct SummaryPreview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summary-preview",
        abstract: "Print the \"Report created\" screen as text."
    )

    @Option(help: "The language of the texts: \(L10n.Language.allCases.map(\.rawValue).joined(separator: ", ")).")
    var language: String = L10n.Language.base.rawValue

    @Option(help: "The management password; without it the password is nil.")
    var password: String?

    @Flag(help: "Show the screen after a tap on the password box.")
    var toast = false

    @Flag(
        help:
            "Exit 1 when a text does not fit its frame or is too faint for WCAG AA (the screen marks it). Debug builds also have the pseudo-languages en-XA and ar-XB."
    )
    var checkFit = false

    func run() throws {
        // A synchronous command runs on the main thread.
        let (screen, problems) = try MainActor.assumeIsolated { try render() }
        print(screen, terminator: "")
        if checkFit, !problems.isEmpty { throw ExitCode.failure }
    }

    @MainActor
    private func render() throws -> (String, [String]) {
        guard let language = L10n.Language(rawValue: language) else {
            throw ValidationError(
                "unknown language '\(language)'; expected one of \(L10n.Language.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let viewModel = SummaryViewModel(
            flowState: ReportMissingPetFlowState(managementPassword: password),
            clipboard: InMemoryClipboard(),
            toastScheduler: ManualToastScheduler(),
            onDismiss: {}
        )
        if toast { viewModel.copyPasswordToClipboard() }
        let renderer = SummaryRenderer()
        return renderer.draw(renderer.texts(language), password: viewModel.displayPassword, showsToast: viewModel.showsCodeCopiedToast)
    }
}
