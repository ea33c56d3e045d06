import TokenGenVocabulary

/// `--compare`'s section of each format: the changes, breaking ones first and marked.
extension ReportComparison {
    /// The changes that break call sites first, each group in the order the jobs and their files give.
    var ordered: [Change] { changes.filter { $0.kind.isBreaking } + changes.filter { !$0.kind.isBreaking } }

    var breakingCount: Int { changes.filter { $0.kind.isBreaking }.count }

    static func title(_ kind: Kind) -> String {
        switch kind {
        case .keyRemoved: "key removed"
        case .placeholdersChanged: "placeholders changed"
        case .tokenRemoved: "token removed"
        case .tokenTypeChanged: "token type changed"
        case .keyAdded: "key added"
        case .textChanged: "text changed"
        case .tokenAdded: "token added"
        case .tokenChanged: "token changed"
        case .contrastChanged: "contrast changed"
        case .jobAdded: "job added"
        case .jobRemoved: "job removed"
        case .languageAdded: "language added"
        case .languageRemoved: "language removed"
        case .contextAdded: "context added"
        case .contextRemoved: "context removed"
        }
    }

    /// "before → after", "was before", "now after"; a language's text that was or is not its own (missing, or
    /// its placeholders not the base text's) as "(the base text)".
    static func values(_ change: Change) -> String {
        if change.kind == .textChanged {
            return [change.before, change.after].map { $0.map { quoted($0, change) } ?? "(the base text)" }.joined(separator: " → ")
        }
        return switch (change.before, change.after) {
        case (let before?, let after?): "\(quoted(before, change)) → \(quoted(after, change))"
        case (let before?, nil): "was \(quoted(before, change))"
        case (nil, let after?): "now \(quoted(after, change))"
        case (nil, nil): ""
        }
    }

    /// A text in quotes, so that its spaces read as its own; a value as it is.
    private static func quoted(_ text: String, _ change: Change) -> String {
        [.keyRemoved, .keyAdded, .textChanged].contains(change.kind) ? "\"\(text)\"" : text
    }

    var textLines: [String] {
        var lines = ["", "changes since \(base): \(changes.count) (\(breakingCount) breaking)"]
        for change in ordered {
            var parts = [(change.kind.isBreaking ? "BREAKING " : "") + Self.title(change.kind), change.name]
            if !change.context.isEmpty { parts.append("[\(change.context)]") }
            let values = Self.values(change)
            if !values.isEmpty { parts.append(values) }
            parts.append(change.path.isEmpty ? change.job : "\(change.path):\(change.line)")
            lines.append("  " + parts.joined(separator: "  "))
        }
        return lines
    }

    var json: String {
        let items = ordered.map { change in
            "{\"kind\": \"\(change.kind.rawValue)\", \"breaking\": \(change.kind.isBreaking), \"job\": \(HealthReport.jsonString(change.job)), "
                + "\"name\": \(HealthReport.jsonString(change.name)), \"context\": \(HealthReport.jsonString(change.context)), "
                + "\"before\": \(change.before.map(HealthReport.jsonString) ?? "null"), \"after\": \(change.after.map(HealthReport.jsonString) ?? "null"), "
                + "\"path\": \(HealthReport.jsonString(change.path)), \"line\": \(change.line)}"
        }
        return "  \"comparison\": {\n    \"base\": \(HealthReport.jsonString(base)),\n    \"breaking\": \(breakingCount),\n"
            + "    \"changes\": " + (items.isEmpty ? "[]" : "[\n" + items.map { "      " + $0 }.joined(separator: ",\n") + "\n    ]")
            + "\n  }"
    }

    var html: String {
        var out = "<h2>Changes since \(HealthReport.escaped(base))</h2>\n"
        out += "<p>\(changes.count) change\(changes.count == 1 ? "" : "s"), \(breakingCount) breaking</p>\n"
        out += HealthReport.htmlList(ordered) { change in
            var item = change.kind.isBreaking ? "<span class=\"breaking\">breaking</span> " : ""
            item += HealthReport.escaped(Self.title(change.kind)) + " · <code>\(HealthReport.escaped(change.name))</code>"
            if !change.context.isEmpty { item += " · <strong>\(HealthReport.escaped(change.context))</strong>" }
            item += "<br>"
            let pictures = [change.beforeValue, change.afterValue].map { value in
                value.map { HealthReport.shown($0, name: change.name.split(separator: ".").last.map(String.init) ?? "") } ?? ""
            }
            if let (before, after) = change.contrast {
                item +=
                    "<div class=\"values\">" + HealthReport.contrastFigure(before, caption: "before")
                    + HealthReport.contrastFigure(after, caption: "after") + "</div>"
            } else if pictures.contains(where: { !$0.isEmpty }) {
                item += "<div class=\"values\">"
                if let before = change.beforeValue, !pictures[0].isEmpty {
                    item +=
                        "<figure>\(pictures[0])<figcaption>before<br>\(HealthReport.escaped(change.before ?? HealthReport.written(before)))</figcaption></figure>"
                }
                if let after = change.afterValue, !pictures[1].isEmpty {
                    item +=
                        "<figure>\(pictures[1])<figcaption>after<br>\(HealthReport.escaped(change.after ?? HealthReport.written(after)))</figcaption></figure>"
                }
                item += "</div>"
            } else {
                let values = Self.values(change)
                if !values.isEmpty { item += HealthReport.escaped(values) + "<br>" }
            }
            return item + (change.path.isEmpty ? HealthReport.escaped(change.job) : HealthReport.where(change.path, change.line))
        }
        return out
    }
}
