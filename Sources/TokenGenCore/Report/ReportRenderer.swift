/// `tokengen report`'s three formats: a terminal table, JSON for CI scripts, a self-contained HTML page.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, html
}

extension TranslationReport {
    public func rendered(as format: ReportFormat) -> String {
        switch format {
        case .text: text
        case .json: json
        case .html: html
        }
    }

    /// The headings of the kinds, in the order the formats list them.
    static func title(_ kind: Kind) -> String {
        switch kind {
        case .missing: "missing (the base text shows)"
        case .baseShown: "base text shown (placeholders differ)"
        case .partial: "partial (an argument left out)"
        case .needsReview: "needs review"
        case .extra: "only in a translation"
        }
    }

    /// At most this many entries of each list in the text format, then a count.
    static let listLimit = 20

    // MARK: - Text

    var text: String {
        var lines: [String] = []
        for job in jobs {
            if !lines.isEmpty { lines.append("") }
            lines.append("\(job.output): \(job.keys) key\(job.keys == 1 ? "" : "s"), base language \(job.baseLanguage)")
            lines.append("")
            let header = ["language", "translated", "missing", "base shown", "partial", "needs review", "extra", "translated %"]
            let rows = job.languages.map { language in
                [language.language, "\(language.translated)", "\(language.missing)", "\(language.baseShown)", "\(language.partial)",
                 "\(language.needsReview)", "\(language.extra)", "\(language.percent)%"]
            }
            let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max()! }
            for row in [header] + rows {
                let cells = row.enumerated().map { column, cell in
                    let padding = String(repeating: " ", count: widths[column] - cell.count)
                    return column == 0 ? cell + padding : padding + cell
                }
                lines.append(cells.joined(separator: "  "))
            }
            for kind in Kind.allCases {
                let problems = job.problems.filter { $0.kind == kind }
                guard !problems.isEmpty else { continue }
                lines.append("")
                lines.append("\(Self.title(kind)): \(problems.count)")
                for problem in problems.prefix(Self.listLimit) {
                    lines.append("  \(problem.language)  \(problem.key)  \(problem.path):\(problem.line)")
                }
                if problems.count > Self.listLimit { lines.append("  … and \(problems.count - Self.listLimit) more") }
            }
            lines.append("")
            lines.append("unused keys: \(job.unusedKeys.count)")
            for key in job.unusedKeys.prefix(Self.listLimit) {
                lines.append("  \(key.key)  (\(key.table))  \(key.path):\(key.line)")
            }
            if job.unusedKeys.count > Self.listLimit { lines.append("  … and \(job.unusedKeys.count - Self.listLimit) more") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - JSON

    var json: String {
        var out = "{\n  \"jobs\": ["
        for (number, job) in jobs.enumerated() {
            out += number == 0 ? "\n" : ",\n"
            out += "    {\n"
            out += "      \"output\": \(Self.jsonString(job.output)),\n"
            out += "      \"baseLanguage\": \(Self.jsonString(job.baseLanguage)),\n"
            out += "      \"keys\": \(job.keys),\n"
            out += "      \"languages\": " + Self.jsonArray(job.languages.map { language in
                "{\"language\": \(Self.jsonString(language.language)), \"translated\": \(language.translated), \"missing\": \(language.missing), "
                    + "\"baseShown\": \(language.baseShown), \"partial\": \(language.partial), \"needsReview\": \(language.needsReview), "
                    + "\"extra\": \(language.extra), \"percent\": \(language.percent)}"
            }) + ",\n"
            out += "      \"unusedKeys\": " + Self.jsonArray(job.unusedKeys.map { key in
                "{\"key\": \(Self.jsonString(key.key)), \"table\": \(Self.jsonString(key.table)), \"path\": \(Self.jsonString(key.path)), \"line\": \(key.line)}"
            }) + ",\n"
            out += "      \"problems\": " + Self.jsonArray(job.problems.map { problem in
                "{\"language\": \(Self.jsonString(problem.language)), \"key\": \(Self.jsonString(problem.key)), \"kind\": \"\(problem.kind.rawValue)\", "
                    + "\"path\": \(Self.jsonString(problem.path)), \"line\": \(problem.line), \"message\": \(Self.jsonString(problem.message))}"
            }) + "\n"
            out += "    }"
        }
        out += jobs.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// One item per line.
    static func jsonArray(_ items: [String]) -> String {
        items.isEmpty ? "[]" : "[\n" + items.map { "        " + $0 }.joined(separator: ",\n") + "\n      ]"
    }

    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    // MARK: - HTML

    var html: String {
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Translation health</title>
        <style>
        :root { color-scheme: light dark; --text: #1d1d1f; --muted: #6e6e73; --back: #ffffff; --card: #f5f5f7; --line: #d2d2d7;
          --translated: #30a14e; --partial: #d4a72c; --base: #e36209; --missing: #cf222e; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #f5f5f7; --muted: #a1a1a6; --back: #1c1c1e; --card: #2c2c2e; --line: #3a3a3c;
            --translated: #3fb950; --partial: #e3b341; --base: #f0883e; --missing: #f85149; }
        }
        body { font: 15px/1.45 -apple-system, system-ui, sans-serif; color: var(--text); background: var(--back); margin: 0 auto; padding: 16px; max-width: 960px; }
        h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 2em; overflow-wrap: anywhere; } h3 { font-size: 1em; }
        .language { background: var(--card); border-radius: 8px; padding: 8px 12px; margin: 8px 0; }
        .language header { display: flex; justify-content: space-between; gap: 8px; flex-wrap: wrap; }
        .bar { display: flex; height: 10px; border-radius: 5px; overflow: hidden; background: var(--line); margin: 6px 0; }
        .translated { background: var(--translated); } .partial { background: var(--partial); }
        .baseShown { background: var(--base); } .missing { background: var(--missing); }
        .figures { color: var(--muted); font-size: 0.9em; display: flex; flex-wrap: wrap; gap: 4px 14px; }
        .dot { display: inline-block; width: 8px; height: 8px; border-radius: 4px; margin-right: 4px; }
        ul { padding-left: 0; list-style: none; } li { padding: 6px 0; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
        code { font: 0.9em ui-monospace, monospace; } .where { color: var(--muted); font-size: 0.9em; }
        </style>
        </head>
        <body>
        <h1>Translation health</h1>

        """
        for job in jobs {
            out += "<h2>\(Self.escaped(job.output))</h2>\n"
            out += "<p>\(job.keys) key\(job.keys == 1 ? "" : "s"), base language <code>\(Self.escaped(job.baseLanguage))</code></p>\n"
            for language in job.languages {
                let total = Double(max(job.keys, 1))
                let clean = language.translated - language.partial
                out += "<section class=\"language\">\n<header><strong>\(Self.escaped(language.language))</strong><span>\(language.percent)% translated</span></header>\n"
                out += "<div class=\"bar\" role=\"img\" aria-label=\"\(language.translated) translated, \(language.partial) partial, \(language.baseShown) base shown, \(language.missing) missing\">"
                for (name, count) in [("translated", clean), ("partial", language.partial), ("baseShown", language.baseShown), ("missing", language.missing)] where count > 0 {
                    out += "<span class=\"\(name)\" style=\"width: \(Double(count) * 100 / total)%\"></span>"
                }
                out += "</div>\n<div class=\"figures\">"
                out += "<span><span class=\"dot translated\"></span>\(language.translated) translated</span>"
                out += "<span><span class=\"dot partial\"></span>\(language.partial) partial</span>"
                out += "<span><span class=\"dot baseShown\"></span>\(language.baseShown) base shown</span>"
                out += "<span><span class=\"dot missing\"></span>\(language.missing) missing</span>"
                out += "<span>\(language.needsReview) needs review</span><span>\(language.extra) only in this language</span></div>\n</section>\n"
            }
            for language in job.languages {
                let problems = job.problems.filter { $0.language == language.language }
                guard !problems.isEmpty else { continue }
                out += "<h3>\(Self.escaped(language.language)): \(problems.count) problem\(problems.count == 1 ? "" : "s")</h3>\n<ul>\n"
                for problem in problems {
                    out += "<li><code>\(Self.escaped(problem.key))</code> · \(Self.escaped(Self.title(problem.kind)))<br>"
                    out += "\(Self.escaped(problem.message))<br><span class=\"where\">\(Self.escaped(problem.path)):\(problem.line)</span></li>\n"
                }
                out += "</ul>\n"
            }
            out += "<h3>Unused keys: \(job.unusedKeys.count)</h3>\n"
            if !job.unusedKeys.isEmpty {
                out += "<ul>\n"
                for key in job.unusedKeys {
                    out += "<li><code>\(Self.escaped(key.key))</code> (\(Self.escaped(key.table)))<br><span class=\"where\">\(Self.escaped(key.path)):\(key.line)</span></li>\n"
                }
                out += "</ul>\n"
            }
        }
        return out + "</body>\n</html>\n"
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            // A path or message may hold `//`; written as an entity, the page holds no address-like text.
            case "/": out += "&#47;"
            default: out.append(character)
            }
        }
        return out
    }
}
