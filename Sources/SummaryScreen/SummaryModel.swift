/// The state of the "report a missing pet" flow that the summary screen reads.
@MainActor
public final class ReportMissingPetFlowState {
    /// Returned by the backend when the report is submitted; `nil` before that and after `clear()`.
    public var managementPassword: String?

    public init(managementPassword: String? = nil) {
        self.managementPassword = managementPassword
    }

    /// Forgets the flow's data when the flow is dismissed.
    public func clear() {
        managementPassword = nil
    }
}

/// Where a copied password goes: the system pasteboard in the app, memory in tests and previews.
@MainActor
public protocol Clipboard: AnyObject {
    var text: String? { get }
    func copy(_ text: String)
}

/// Runs a handler once after a delay; a new `schedule` replaces the pending one.
@MainActor
public protocol ToastScheduler: AnyObject {
    func schedule(duration: Double, handler: @escaping @MainActor () -> Void)
    func cancel()
}

/// The screen's behaviour, without any UI framework.
@MainActor
public final class SummaryViewModel {
    private let flowState: ReportMissingPetFlowState
    private let clipboard: Clipboard
    private let toastScheduler: ToastScheduler
    private let toastDuration: Double
    private let onDismiss: @MainActor () -> Void

    /// True from a copy until the toast's duration has passed.
    public private(set) var showsCodeCopiedToast = false

    public init(
        flowState: ReportMissingPetFlowState,
        clipboard: Clipboard,
        toastScheduler: ToastScheduler,
        constants: SummaryConstants = SummaryConstants(),
        onDismiss: @escaping @MainActor () -> Void
    ) {
        self.flowState = flowState
        self.clipboard = clipboard
        self.toastScheduler = toastScheduler
        self.toastDuration = constants.toastDuration
        self.onDismiss = onDismiss
    }

    /// The password exactly as the backend sent it; empty when there is none.
    public var displayPassword: String {
        flowState.managementPassword ?? ""
    }

    /// A tap on the password box: copies the password and shows the toast for its duration, restarting the
    /// duration on every tap. With no password it does nothing.
    public func copyPasswordToClipboard() {
        let password = displayPassword
        guard !password.isEmpty else { return }
        clipboard.copy(password)
        showsCodeCopiedToast = true
        toastScheduler.cancel()
        toastScheduler.schedule(duration: toastDuration) { [weak self] in
            self?.showsCodeCopiedToast = false
        }
    }

    /// The Close button.
    public func handleSubmit() {
        onDismiss()
    }
}

/// A clipboard held in memory, for previews and tests.
@MainActor
public final class InMemoryClipboard: Clipboard {
    public private(set) var text: String?

    public init(text: String? = nil) {
        self.text = text
    }

    public func copy(_ text: String) {
        self.text = text
    }
}

/// A scheduler whose pending handler runs only when told to: time passes when a test says so.
@MainActor
public final class ManualToastScheduler: ToastScheduler {
    public private(set) var scheduledDuration: Double?
    public private(set) var scheduleCount = 0
    private var handler: (@MainActor () -> Void)?

    public init() {}

    public func schedule(duration: Double, handler: @escaping @MainActor () -> Void) {
        scheduledDuration = duration
        scheduleCount += 1
        self.handler = handler
    }

    public func cancel() {
        scheduledDuration = nil
        handler = nil
    }

    /// Runs the pending handler, as if its duration had passed.
    public func fire() {
        let pending = handler
        cancel()
        pending?()
    }
}
