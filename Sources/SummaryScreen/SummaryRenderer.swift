/// Draws the "Report created" screen as plain text, for terminals and snapshot tests.
///
/// Scale: one column is 5 pt and one row is 20 pt (rounded to the nearest), so the 375 × 814 pt frame is
/// 75 columns × 41 rows. A text is drawn a grapheme cluster per column ("ż" or "🐶" is one column), but
/// measured as a phone would: in points, with its font's size and letter spacing (`TextMeasure`), so lines
/// wrap where they would on a device. Every text comes from `L10n` in the requested language and every size
/// and colour from `SummaryConstants`; each element carries its test identifier in the margin, and a legend
/// under the frame lists the design values used.
///
/// A text that needs more room than its frame gives, or whose colour is too faint on what is behind it, is
/// marked on its first line (`⚠ overflow: …`, `⚠ contrast: …`) and listed under the frame. The limits, from
/// the design: the title takes at most 2 lines of the text width; the paragraphs wrap freely, but everything
/// above the bottom elements must fit the frame's height; the password, the toast and the button title each
/// take one line inside their box (328 pt, the text width, 327 pt), with 10 pt either side; every text has
/// WCAG AA contrast (4.5:1, 3:1 for large text) on the screen's white, the password on every point of its
/// gradient. Boxes still grow to show the whole text.
public struct SummaryRenderer: Sendable {
    public static let pointsPerColumn = 5.0
    public static let pointsPerRow = 20.0

    public let constants: SummaryConstants
    /// What the screen's texts are drawn on: white in the design (no token names it).
    let background: Contrast.RGB

    public init(constants: SummaryConstants = SummaryConstants()) {
        self.init(constants: constants, background: .white)
    }

    init(constants: SummaryConstants, background: Contrast.RGB) {
        self.constants = constants
        self.background = background
    }

    /// The screen of a view model, in `language`.
    @MainActor
    public func render(_ viewModel: SummaryViewModel, language: L10n.Language) -> String {
        render(language: language, password: viewModel.displayPassword, showsToast: viewModel.showsCodeCopiedToast)
    }

    public func render(language: L10n.Language, password: String, showsToast: Bool) -> String {
        draw(texts(language), password: password, showsToast: showsToast).screen
    }

    /// What does not fit in `language`, or is too faint: one line per problem, empty when there is none.
    public func problems(language: L10n.Language, password: String, showsToast: Bool) -> [String] {
        draw(texts(language), password: password, showsToast: showsToast).problems
    }

    /// The screen's texts, in one language.
    public struct Texts: Sendable {
        public var title, bodyParagraph1, bodyParagraph2, codeCopied, close: String

        public init(title: String, bodyParagraph1: String, bodyParagraph2: String, codeCopied: String, close: String) {
            (self.title, self.bodyParagraph1, self.bodyParagraph2, self.codeCopied, self.close) = (
                title, bodyParagraph1, bodyParagraph2, codeCopied, close
            )
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
        var problems: [String] = []
    }

    /// The contrast of each text on what is behind it: the title and the paragraphs on the screen, the
    /// password on the worst point of its gradient, the button's title on the button. (The design gives the
    /// toast no colours.)
    var contrasts: (title: Double, body: Double, password: Double, button: Double) {
        let c = constants
        let onScreen = { (color: SummaryConstants.Color) in Contrast.ratio(background.behind(color), background) }
        let button = background.behind(c.buttonBackgroundColor)
        return (
            onScreen(c.titleColor), onScreen(c.bodyColor),
            Contrast.worstRatio(c.passwordTextColor, over: c.passwordBackground, on: background),
            Contrast.ratio(button.behind(c.buttonTextColor), button)
        )
    }

    /// The screen and its problems, for any texts.
    public func draw(_ texts: Texts, password: String, showsToast: Bool) -> (screen: String, problems: [String]) {
        let c = constants
        let contrasts = self.contrasts
        let padding = String(repeating: " ", count: columns(c.layoutHorizontalPadding))
        let textWidth = min(c.frameWidth - 2 * c.layoutHorizontalPadding, c.bodyMaxWidth)
        let spacing = Array(repeating: Line(text: ""), count: rows(c.layoutVerticalSpacing))
        /// One line of `text` inside a box `boxWidth` points wide, with 10 pt either side.
        func oneLine(_ text: String, box boxWidth: Double, _ font: SummaryConstants.Font, _ what: String) -> [String] {
            let room = boxWidth - 20
            if text.contains(where: \.isNewline) { return ["overflow: \(what) has a line break, and its box shows one line"] }
            let width = TextMeasure.width(text, font)
            return width > room ? ["overflow: \(what) needs \(Self.points(width)) pt, has \(Self.points(room))"] : []
        }
        /// WCAG AA for a text of `font` with `ratio`.
        func contrast(_ ratio: Double, _ font: SummaryConstants.Font) -> [String] {
            ratio < Contrast.required(font) ? ["contrast: \(Self.ratio(ratio)), needs \(Self.ratio(Contrast.required(font)))"] : []
        }

        let title = wrap(texts.title, width: textWidth, font: c.titleFont)
        var content: [Line] = Array(repeating: Line(text: ""), count: rows(c.layoutTopSafeAreaInset))
        content += labelled(
            title.map { padding + $0 }, "summary.title",
            (title.count > Self.titleLines ? ["overflow: title needs \(title.count) lines, has \(Self.titleLines)"] : [])
                + contrast(contrasts.title, c.titleFont))
        content += spacing
        let bodyContrast = contrast(contrasts.body, c.bodyFont)
        content += labelled(
            wrap(texts.bodyParagraph1, width: textWidth, font: c.bodyFont).map { padding + $0 }, "summary.bodyParagraph1", bodyContrast)
        content += spacing
        content += labelled(
            wrap(texts.bodyParagraph2, width: textWidth, font: c.bodyFont).map { padding + $0 }, "summary.bodyParagraph2", bodyContrast)
        content += spacing
        content += labelled(
            passwordBox(password), "summary.password",
            oneLine(password, box: c.passwordContainerWidth, c.passwordFont, "password") + contrast(contrasts.password, c.passwordFont))

        var bottom: [Line] = []
        if showsToast {
            // The design gives the toast no font: it is measured with the body's.
            bottom += labelled(toast(texts.codeCopied), "summary.toast", oneLine(texts.codeCopied, box: textWidth, c.bodyFont, "toast"))
            bottom += spacing
        }
        bottom += labelled(
            button(texts.close), "summary.closeButton",
            oneLine(texts.close, box: c.buttonWidth, c.buttonFont, "button title") + contrast(contrasts.button, c.buttonFont))
        bottom += Array(repeating: Line(text: ""), count: rows(c.layoutBottomSafeAreaInset))

        let frameWidth = columns(c.frameWidth)
        let frameRows = rows(c.frameHeight)
        if content.count + bottom.count > frameRows, let last = content.lastIndex(where: { $0.label != nil }) {
            content[last].problems.append("overflow: the screen needs \(content.count + bottom.count) rows, has \(frameRows)")
        }
        let filler = max(0, frameRows - content.count - bottom.count)
        let screen = content + Array(repeating: Line(text: ""), count: filler) + bottom
        let width = max(frameWidth, screen.map { Self.width($0.text) }.max() ?? 0)

        var out = "┌" + String(repeating: "─", count: width) + "┐\n"
        var problems: [String] = []
        for line in screen {
            let text = line.text + String(repeating: " ", count: width - Self.width(line.text))
            var margin = line.label.map { " ◂ " + $0 } ?? ""
            if !line.problems.isEmpty {
                margin += " ⚠ " + line.problems.joined(separator: "; ")
                problems += line.problems.map { "\(line.label ?? ""): \($0)" }
            }
            out += "│" + text + "│" + margin + "\n"
        }
        out += "└" + String(repeating: "─", count: width) + "┘\n"
        if !problems.isEmpty {
            out += "Problems:\n" + problems.map { "  " + $0 + "\n" }.joined()
        }
        out += legend(contrasts)
        return (out, problems)
    }

    /// The element's lines, its identifier and its problems on the first.
    private func labelled(_ lines: [String], _ identifier: String, _ problems: [String] = []) -> [Line] {
        lines.enumerated().map {
            Line(text: $0.element, label: $0.offset == 0 ? identifier : nil, problems: $0.offset == 0 ? problems : [])
        }
    }

    /// `312.4` → "312.4", `300` → "300".
    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// A contrast ratio as WCAG writes it, to at most two decimals: "4.48:1", "21:1".
    static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let cents = hundredths % 100
        var text = "\(hundredths / 100)." + (cents < 10 ? "0" : "") + String(cents)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + ":1"
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

    /// Greedy word wrap to `width` points in `font`; a word longer than the width is broken, never dropped.
    /// A line break in the text starts a new line, as a phone draws it (an empty line between two breaks).
    func wrap(_ text: String, width: Double, font: SummaryConstants.Font) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).flatMap { wrapLine($0, width: width, font: font) }
    }

    private func wrapLine(_ text: Substring, width: Double, font: SummaryConstants.Font) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            while TextMeasure.width(word, font) > width {
                if !current.isEmpty { lines.append(current); current = "" }
                // The longest start that fits, at least one character.
                var end = word.index(after: word.startIndex)
                while end < word.endIndex, TextMeasure.width(word[...end], font) <= width { end = word.index(after: end) }
                lines.append(String(word[..<end]))
                word = word[end...]
            }
            if current.isEmpty {
                current = String(word)
            } else if TextMeasure.width(current + " " + word, font) <= width {
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
        box(
            password, width: constants.passwordContainerWidth, height: constants.passwordContainerHeight,
            edges: ("╔", "═", "╗", "║", "╚", "╝"), fill: "░")
    }

    /// The full-width button, its title centred on the middle row.
    private func button(_ title: String) -> [String] {
        box(
            title, width: constants.buttonWidth, height: constants.buttonHeight,
            edges: ("┏", "━", "┓", "┃", "┗", "┛"), fill: " ")
    }

    /// A box of the given size in points, centred in the frame, with `text` centred on its middle row and a
    /// column of space either side of it; the box grows to fit the text, which is never cut.
    private func box(
        _ text: String, width: Double, height: Double,
        edges: (topLeft: String, horizontal: String, topRight: String, vertical: String, bottomLeft: String, bottomRight: String),
        fill: String
    ) -> [String] {
        // A box shows one line: a line break in its text is drawn as ⏎ (and reported as an overflow).
        let text = String(text.map { $0.isNewline ? "⏎" : $0 })
        let frameWidth = columns(constants.frameWidth)
        let inner = max(columns(width) - 2, Self.width(text) + 2)
        let rowCount = max(3, rows(height))
        let indent = String(repeating: " ", count: max(0, (frameWidth - inner - 2) / 2))
        var lines = [indent + edges.topLeft + String(repeating: edges.horizontal, count: inner) + edges.topRight]
        for row in 1..<(rowCount - 1) {
            var middle = String(repeating: fill, count: inner)
            if row == rowCount / 2, !text.isEmpty {
                let left = (inner - Self.width(text) - 2) / 2
                middle =
                    String(repeating: fill, count: left) + " " + text + " "
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

    private func legend(_ contrasts: (title: Double, body: Double, password: Double, button: Double)) -> String {
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
        func contrast(_ ratio: Double, _ font: SummaryConstants.Font) -> String {
            "contrast \(Self.ratio(ratio)) (AA \(Self.ratio(Contrast.required(font))))"
        }
        let rows: [(String, String)] = [
            (
                "scale",
                "1 column = \(n(Self.pointsPerColumn)) pt, 1 row = \(n(Self.pointsPerRow)) pt; frame \(n(c.frameWidth)) × \(n(c.frameHeight)) pt; texts measured with DejaVu Sans's widths"
            ),
            ("summary.title", "\(font(c.titleFont)); colour \(color(c.titleColor)), \(contrast(contrasts.title, c.titleFont))"),
            (
                "summary.bodyParagraph*",
                "\(font(c.bodyFont)); colour \(color(c.bodyColor)), \(contrast(contrasts.body, c.bodyFont)); max width \(n(c.bodyMaxWidth))"
            ),
            (
                "summary.password",
                "box \(n(c.passwordContainerWidth)) × \(n(c.passwordContainerHeight)), corner radius \(n(c.passwordBackgroundCornerRadius)); gradient \(gradient) (\(c.passwordBackground.direction)); glow \(color(c.passwordGlow.color)) blur \(n(c.passwordGlow.blur))"
            ),
            (
                "",
                "text \(font(c.passwordFont)); colour \(color(c.passwordTextColor)), \(contrast(contrasts.password, c.passwordFont)) at the gradient's worst point"
            ),
            (
                "summary.toast",
                "shown for \(n(c.toastDuration)) s; measured in the body's font (the design gives the toast no font or colours)"
            ),
            (
                "summary.closeButton",
                "\(n(c.buttonWidth)) × \(n(c.buttonHeight)), corner radius \(n(c.buttonCornerRadius)); background \(color(c.buttonBackgroundColor)); text \(font(c.buttonFont)); colour \(color(c.buttonTextColor)), \(contrast(contrasts.button, c.buttonFont))"
            ),
            (
                "layout",
                "horizontal padding \(n(c.layoutHorizontalPadding)), vertical spacing \(n(c.layoutVerticalSpacing)), top inset \(n(c.layoutTopSafeAreaInset)), bottom inset \(n(c.layoutBottomSafeAreaInset))"
            ),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0 + String(repeating: " ", count: width - $0.0.count) + "  " + $0.1 + "\n" }.joined()
    }
}
