/// Draws the "Report created" screen as plain text, for terminals and snapshot tests.
///
/// Scale: one column is 5 pt and one row is 20 pt (rounded to the nearest), so the 375 × 814 pt frame is
/// 75 columns × 41 rows. Widths count grapheme clusters, so "ż" or "🐶" is one column. Every text comes from
/// `L10n` in the requested language and every size from `SummaryConstants`; each element carries its test
/// identifier in the margin, and a legend under the frame lists the design values used.
public struct SummaryRenderer: Sendable {
    public static let pointsPerColumn = 5.0
    public static let pointsPerRow = 20.0

    public let constants: SummaryConstants

    public init(constants: SummaryConstants = SummaryConstants()) {
        self.constants = constants
    }

    /// The screen of a view model, in `language`.
    @MainActor
    public func render(_ viewModel: SummaryViewModel, language: L10n.Language) -> String {
        render(language: language, password: viewModel.displayPassword, showsToast: viewModel.showsCodeCopiedToast)
    }

    public func render(language: L10n.Language, password: String, showsToast: Bool) -> String {
        L10n.withLanguage(language) {
            draw(password: password, showsToast: showsToast)
        }
    }

    private func columns(_ points: Double) -> Int { Int((points / Self.pointsPerColumn).rounded()) }
    private func rows(_ points: Double) -> Int { max(1, Int((points / Self.pointsPerRow).rounded())) }

    private struct Line {
        var text: String
        var label: String?
    }

    private func draw(password: String, showsToast: Bool) -> String {
        let c = constants
        let frameWidth = columns(c.frameWidth)
        let padding = String(repeating: " ", count: columns(c.layoutHorizontalPadding))
        let textWidth = min(frameWidth - 2 * padding.count, columns(c.bodyMaxWidth))
        let spacing = Array(repeating: Line(text: ""), count: rows(c.layoutVerticalSpacing))

        var content: [Line] = Array(repeating: Line(text: ""), count: rows(c.layoutTopSafeAreaInset))
        content += labelled(wrap(L10n.ReportCreated.title, width: textWidth).map { padding + $0 }, "summary.title")
        content += spacing
        content += labelled(wrap(L10n.ReportCreated.bodyParagraph1, width: textWidth).map { padding + $0 }, "summary.bodyParagraph1")
        content += spacing
        content += labelled(wrap(L10n.ReportCreated.bodyParagraph2, width: textWidth).map { padding + $0 }, "summary.bodyParagraph2")
        content += spacing
        content += labelled(passwordBox(password), "summary.password")

        var bottom: [Line] = []
        if showsToast {
            bottom += labelled(toast(L10n.ReportCreated.codeCopied), "summary.toast")
            bottom += spacing
        }
        bottom += labelled(button(L10n.ReportMissingPet.Button.close), "summary.closeButton")
        bottom += Array(repeating: Line(text: ""), count: rows(c.layoutBottomSafeAreaInset))

        let filler = max(0, rows(c.frameHeight) - content.count - bottom.count)
        let screen = content + Array(repeating: Line(text: ""), count: filler) + bottom
        let width = max(frameWidth, screen.map { $0.text.count }.max() ?? 0)

        var out = "┌" + String(repeating: "─", count: width) + "┐\n"
        for line in screen {
            let text = line.text + String(repeating: " ", count: width - line.text.count)
            out += "│" + text + "│" + (line.label.map { " ◂ " + $0 } ?? "") + "\n"
        }
        out += "└" + String(repeating: "─", count: width) + "┘\n"
        out += legend()
        return out
    }

    /// The element's lines, its identifier on the first.
    private func labelled(_ lines: [String], _ identifier: String) -> [Line] {
        lines.enumerated().map { Line(text: $0.element, label: $0.offset == 0 ? identifier : nil) }
    }

    /// `text` centred in `width` columns.
    private func centred(_ text: String, width: Int) -> String {
        let left = max(0, (width - text.count) / 2)
        return String(repeating: " ", count: left) + text
    }

    /// Greedy word wrap; a word longer than the width is broken, never dropped.
    func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            while word.count > width {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The gradient box (░) with the password centred on its middle row; it grows to fit a long password.
    private func passwordBox(_ password: String) -> [String] {
        box(password, width: constants.passwordContainerWidth, height: constants.passwordContainerHeight,
            edges: ("╔", "═", "╗", "║", "╚", "╝"), fill: "░")
    }

    /// The full-width button, its title centred on the middle row.
    private func button(_ title: String) -> [String] {
        box(title, width: constants.buttonWidth, height: constants.buttonHeight,
            edges: ("┏", "━", "┓", "┃", "┗", "┛"), fill: " ")
    }

    /// A box of the given size in points, centred in the frame, with `text` centred on its middle row and a
    /// column of space either side of it; the box grows to fit the text, which is never cut.
    private func box(
        _ text: String, width: Double, height: Double,
        edges: (topLeft: String, horizontal: String, topRight: String, vertical: String, bottomLeft: String, bottomRight: String),
        fill: String
    ) -> [String] {
        let frameWidth = columns(constants.frameWidth)
        let inner = max(columns(width) - 2, text.count + 2)
        let rowCount = max(3, rows(height))
        let indent = String(repeating: " ", count: max(0, (frameWidth - inner - 2) / 2))
        var lines = [indent + edges.topLeft + String(repeating: edges.horizontal, count: inner) + edges.topRight]
        for row in 1..<(rowCount - 1) {
            var middle = String(repeating: fill, count: inner)
            if row == rowCount / 2, !text.isEmpty {
                let left = (inner - text.count - 2) / 2
                middle = String(repeating: fill, count: left) + " " + text + " "
                    + String(repeating: fill, count: inner - text.count - 2 - left)
            }
            lines.append(indent + edges.vertical + middle + edges.vertical)
        }
        lines.append(indent + edges.bottomLeft + String(repeating: edges.horizontal, count: inner) + edges.bottomRight)
        return lines
    }

    private func toast(_ text: String) -> [String] {
        let frameWidth = columns(constants.frameWidth)
        let bar = String(repeating: "─", count: text.count + 2)
        return [
            centred("╭" + bar + "╮", width: frameWidth),
            centred("│ " + text + " │", width: frameWidth),
            centred("╰" + bar + "╯", width: frameWidth),
        ]
    }

    private func legend() -> String {
        let c = constants
        func n(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
        func color(_ color: SummaryConstants.Color) -> String {
            color.alpha == 1 ? color.hex : "\(color.hex) alpha \(n(color.alpha))"
        }
        func font(_ font: SummaryConstants.Font) -> String {
            var text = "\(font.families.joined(separator: "/")) \(n(font.size)) weight \(n(font.weight))"
            if font.letterSpacing != 0 { text += ", letter spacing \(n(font.letterSpacing))" }
            if font.lineHeight != 1 { text += ", line height \(n(font.lineHeight)) (line spacing \(n(font.lineSpacing)))" }
            return text
        }
        let gradient = c.passwordBackground.stops.map { color($0.color) }.joined(separator: " → ")
        let rows: [(String, String)] = [
            ("scale", "1 column = \(n(Self.pointsPerColumn)) pt, 1 row = \(n(Self.pointsPerRow)) pt; frame \(n(c.frameWidth)) × \(n(c.frameHeight)) pt"),
            ("summary.title", "\(font(c.titleFont)); colour \(color(c.titleColor))"),
            ("summary.bodyParagraph*", "\(font(c.bodyFont)); colour \(color(c.bodyColor)); max width \(n(c.bodyMaxWidth))"),
            ("summary.password", "box \(n(c.passwordContainerWidth)) × \(n(c.passwordContainerHeight)), corner radius \(n(c.passwordBackgroundCornerRadius)); gradient \(gradient) (\(c.passwordBackground.direction)); glow \(color(c.passwordGlow.color)) blur \(n(c.passwordGlow.blur))"),
            ("", "text \(font(c.passwordFont)); colour \(color(c.passwordTextColor))"),
            ("summary.toast", "shown for \(n(c.toastDuration)) s"),
            ("summary.closeButton", "\(n(c.buttonWidth)) × \(n(c.buttonHeight)), corner radius \(n(c.buttonCornerRadius)); background \(color(c.buttonBackgroundColor)); text \(font(c.buttonFont)); colour \(color(c.buttonTextColor))"),
            ("layout", "horizontal padding \(n(c.layoutHorizontalPadding)), vertical spacing \(n(c.layoutVerticalSpacing)), top inset \(n(c.layoutTopSafeAreaInset)), bottom inset \(n(c.layoutBottomSafeAreaInset))"),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0 + String(repeating: " ", count: width - $0.0.count) + "  " + $0.1 + "\n" }.joined()
    }
}
