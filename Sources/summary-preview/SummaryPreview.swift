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

    func run() throws {
        // A synchronous command runs on the main thread.
        print(try MainActor.assumeIsolated { try render() }, terminator: "")
    }

    @MainActor
    private func render() throws -> String {
        guard let language = L10n.Language(rawValue: language) else {
            throw ValidationError("unknown language '\(language)'; expected one of \(L10n.Language.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let viewModel = SummaryViewModel(
            flowState: ReportMissingPetFlowState(managementPassword: password),
            clipboard: InMemoryClipboard(),
            toastScheduler: ManualToastScheduler(),
            onDismiss: {}
        )
        if toast { viewModel.copyPasswordToClipboard() }
        return SummaryRenderer().render(viewModel, language: language)
    }
}
