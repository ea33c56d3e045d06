// L10n.Report.onlyEnglish is mentioned in a comment only: it does not count.
struct ReportView {
    var title: String { L10n.Report.title }
    var count: String { "You have \(L10n.Report.count(3))" }
    var old: String { "L10n.Report.oldTitle" }
    /* A block comment: L10n.Report.greeting("x", 1) */
    func greeting(_ name: String) -> String {
        L10n.Report
            .greeting(name, 2)
    }
    var settings: String { L10n.Settings.title.uppercased() }
}
