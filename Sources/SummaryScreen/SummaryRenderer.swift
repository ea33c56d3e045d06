/// Draws the "Report created" screen as plain text, for terminals and snapshot tests.
///
/// Scale: one column is 5 pt and one row is 20 pt (rounded to the nearest), so the 375 × 814 pt frame is
/// 75 columns × 41 rows. Widths count grapheme clusters, so "ż" or "🐶" is one column. Every text comes from
/// `L10n` in the requested language and every size from `SummaryConstants`; each element carries its test
/// identifier in the margin, and a legend under the frame lists the design values used.
///
/// A text that needs more room than its frame gives is marked on its first line (`⚠ overflow: …`) and listed
/// under the frame. The limits, from the design: the title takes at most 2 lines of the text width; the
/// paragraphs wrap freely, but everything above the bottom elements must fit the frame's height; the
/// password, the toast and the button title each take one line inside their box (328 pt, the text width,
/// 327 pt), with a column of space either side. Boxes still grow to show the whole text.
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
        draw(texts(language), password: password, showsToast: showsToast).screen
    }

    /// What does not fit in `language`: one line per element, empty when everything fits.
    public func overflows(language: L10n.Language, password: String, showsToast: Bool) -> [String] {
        draw(texts(language), password: password, showsToast: showsToast).overflows
    }

    /// The screen's texts, in one language.
    public struct Texts: Sendable {
        public var title, bodyParagraph1, bodyParagraph2, codeCopied, close: String

        public init(title: String, bodyParagraph1: String, bodyParagraph2: String, codeCopied: String, close: String) {
            (self.title, self.bodyParagraph1, self.bodyParagraph2, self.codeCopied, self.close) = (title, bodyParagraph1, bodyParagraph2, codeCopied, close)
        }
    }

    public func texts(_ language: L10n.Language) -> Texts {
        L10n.withLanguage(language) {
            Texts(
                title: L10n.ReportCreated.title, bodyParagraph1: L10n.ReportCreated.bodyParagraph1,
                bodyParagraph2: L10n.ReportCreated.bodyParagraph2, codeCopied: L10n.ReportCreated.codeCopied,
                close: L10n.ReportMissingPet.Button.close
            )
        }
    }

    /// The most lines the title may take.
    public static let titleLines = 2

    private func columns(_ points: Double) -> Int { Int((points / Self.pointsPerColumn).rounded()) }
    private func rows(_ points: Double) -> Int { max(1, Int((points / Self.pointsPerRow).rounded())) }

    private struct Line {
        var text: String
        var label: String?
        var overflow: String?
    }

    /// The screen and what overflows, for any texts.
    public func draw(_ texts: Texts, password: String, showsToast: Bool) -> (screen: String, overflows: [String]) {
        let c = constants
        let frameWidth = columns(c.frameWidth)
        let padding = String(repeating: " ", count: columns(c.layoutHorizontalPadding))
        let textWidth = min(frameWidth - 2 * padding.count, columns(c.bodyMaxWidth))
        let spacing = Array(repeating: Line(text: ""), count: rows(c.layoutVerticalSpacing))
        /// One line of `text` inside a box `boxColumns` wide, inside its borders with a column of space either side.
        func oneLine(_ text: String, box boxColumns: Int, _ what: String) -> String? {
            let room = boxColumns - 4
            if text.contains(where: \.isNewline) { return "\(what) has a line break, and its box shows one line" }
            return Self.width(text) > room ? "\(what) needs \(Self.width(text)) columns, has \(room)" : nil
        }

        let title = wrap(texts.title, width: textWidth)
        var content: [Line] = Array(repeating: Line(text: ""), count: rows(c.layoutTopSafeAreaInset))
        content += labelled(title.map { padding + $0 }, "summary.title",
                            title.count > Self.titleLines ? "title needs \(title.count) lines, has \(Self.titleLines)" : nil)
        content += spacing
        content += labelled(wrap(texts.bodyParagraph1, width: textWidth).map { padding + $0 }, "summary.bodyParagraph1")
        content += spacing
        content += labelled(wrap(texts.bodyParagraph2, width: textWidth).map { padding + $0 }, "summary.bodyParagraph2")
        content += spacing
        content += labelled(passwordBox(password), "summary.password", oneLine(password, box: columns(c.passwordContainerWidth), "password"))

        var bottom: [Line] = []
        if showsToast {
            bottom += labelled(toast(texts.codeCopied), "summary.toast", oneLine(texts.codeCopied, box: textWidth, "toast"))
            bottom += spacing
        }
        bottom += labelled(button(texts.close), "summary.closeButton", oneLine(texts.close, box: columns(c.buttonWidth), "button title"))
        bottom += Array(repeating: Line(text: ""), count: rows(c.layoutBottomSafeAreaInset))

        let frameRows = rows(c.frameHeight)
        if content.count + bottom.count > frameRows, let last = content.lastIndex(where: { $0.label != nil }) {
            content[last].overflow = [content[last].overflow, "the screen needs \(content.count + bottom.count) rows, has \(frameRows)"]
                .compactMap { $0 }.joined(separator: "; ")
        }
        let filler = max(0, frameRows - content.count - bottom.count)
        let screen = content + Array(repeating: Line(text: ""), count: filler) + bottom
        let width = max(frameWidth, screen.map { Self.width($0.text) }.max() ?? 0)

        var out = "┌" + String(repeating: "─", count: width) + "┐\n"
        var overflows: [String] = []
        for line in screen {
            let text = line.text + String(repeating: " ", count: width - Self.width(line.text))
            var margin = line.label.map { " ◂ " + $0 } ?? ""
            if let overflow = line.overflow {
                margin += " ⚠ overflow: " + overflow
                overflows.append("\(line.label ?? ""): \(overflow)")
            }
            out += "│" + text + "│" + margin + "\n"
        }
        out += "└" + String(repeating: "─", count: width) + "┘\n"
        if !overflows.isEmpty {
            out += "Overflow:\n" + overflows.map { "  " + $0 + "\n" }.joined()
        }
        out += legend()
        return (out, overflows)
    }

    /// The element's lines, its identifier and what overflows on the first.
    private func labelled(_ lines: [String], _ identifier: String, _ overflow: String? = nil) -> [Line] {
        lines.enumerated().map { Line(text: $0.element, label: $0.offset == 0 ? identifier : nil, overflow: $0.offset == 0 ? overflow : nil) }
    }

    /// The columns a text takes: its grapheme clusters, without the invisible format characters (bidi
    /// controls, zero-width spaces and joiners), which take no room.
    static func width(_ text: some StringProtocol) -> Int {
        text.reduce(0) { count, character in
            count + (character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format } ? 0 : 1)
        }
    }

    /// `text` centred in `width` columns.
    private func centred(_ text: String, width: Int) -> String {
        let left = max(0, (width - Self.width(text)) / 2)
        return String(repeating: " ", count: left) + text
    }

    /// Greedy word wrap; a word longer than the width is broken, never dropped.
    func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            while Self.width(word) > width {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            if current.isEmpty {
                current = String(word)
            } else if Self.width(current) + 1 + Self.width(word) <= width {
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
        let inner = max(columns(width) - 2, Self.width(text) + 2)
        let rowCount = max(3, rows(height))
        let indent = String(repeating: " ", count: max(0, (frameWidth - inner - 2) / 2))
        var lines = [indent + edges.topLeft + String(repeating: edges.horizontal, count: inner) + edges.topRight]
        for row in 1..<(rowCount - 1) {
            var middle = String(repeating: fill, count: inner)
            if row == rowCount / 2, !text.isEmpty {
                let left = (inner - Self.width(text) - 2) / 2
                middle = String(repeating: fill, count: left) + " " + text + " "
                    + String(repeating: fill, count: inner - Self.width(text) - 2 - left)
            }
            lines.append(indent + edges.vertical + middle + edges.vertical)
        }
        lines.append(indent + edges.bottomLeft + String(repeating: edges.horizontal, count: inner) + edges.bottomRight)
        return lines
    }

    private func toast(_ text: String) -> [String] {
        let frameWidth = columns(constants.frameWidth)
        let bar = String(repeating: "─", count: Self.width(text) + 2)
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
