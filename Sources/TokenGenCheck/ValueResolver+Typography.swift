import TokenGenVocabulary
import TokenGenRead

/// A typography: its font, and its line height and letter spacing as the tool that wrote them means them.
extension ValueResolver {
    package mutating func typography(_ node: DocumentNode, in token: RawToken) -> TypographyValue? {
        guard let mapping = node.mapping else {
            wrongShape(node, "a typography {fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}")
            return nil
        }
        ignoreUnknownFields(mapping, allowed: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight", "fontStyle"])
        // Tokens Studio applies a typography without a family or a weight with the font's own: the system font,
        // its regular weight. The 2025.10 format requires both.
        let filled: [String: TokenValue] =
            token.writtenBy == .tokensStudio ? ["fontFamily": .fontFamily([]), "fontWeight": .fontWeight(400)] : [:]
        func field(_ name: String, as type: TokenType) -> TokenValue? {
            if let node = mapping[name] { return read(node, as: type, in: token) }
            if let value = filled[name] {
                draftForm(
                    "a Tokens Studio typography without '\(name)'", at: mapping.location,
                    advice: "Tokens Studio applies \(name == "fontFamily" ? "the system font" : "the regular weight"); tokengen reads "
                        + (name == "fontFamily" ? "the system font" : "400") + ": write it for the 2025.10 format",
                    since2025: false, of: [.tokensStudio])
                return value
            }
            diagnostics.error(.typographyIncomplete(token: token.dottedPath, field: name), at: mapping.location)
            return nil
        }
        let family = field("fontFamily", as: .fontFamily), size = field("fontSize", as: .dimension)
        let weight = field("fontWeight", as: .fontWeight)
        var letterSpacing: TokenValue? = .dimension(0)
        var letterSpacingEms: Double?
        let defaults = [("letterSpacing", "0"), ("lineHeight", "1")].filter { mapping[$0.0] == nil }
        if !defaults.isEmpty {
            draftForm(
                "a typography without \(Failure.quotedList(defaults.map(\.0)))", kind: "typography parts", at: mapping.location,
                advice: "the format requires \(defaults.count == 1 ? "it" : "them"); tokengen reads "
                    + defaults.map { "\($0.0) as \($0.1)" }.joined(separator: " and "),
                since2025: false
            )
        }
        if let node = mapping["letterSpacing"] {
            if let ems = emLength(node) {
                draftForm(
                    "a letterSpacing relative to the font size (em or %)", at: node.location,
                    advice: "write a dimension in px or rem; tokengen multiplies the font size by it", of: [.tokensStudio]
                )
                letterSpacingEms = ems
            } else {
                letterSpacing = read(node, as: .dimension, in: token)
            }
        }
        var lineHeight: LineHeight? = .ratio(1)
        if let node = mapping["lineHeight"] {
            let fontSize: Double? = if case .dimension(let points)? = size { points } else { nil }
            lineHeight = self.lineHeight(node, in: token, fontSize: fontSize)
        }
        if let ems = letterSpacingEms, case .dimension(let points)? = size { letterSpacing = .dimension(ems * points) }
        var ratio: Double?
        switch (lineHeight, size) {
        case (.ratio(let value)?, _): ratio = value
        case (.points(let height)?, .dimension(let points)?):
            guard points > 0 else {
                diagnostics.error(.lineHeightWithoutSize, at: mapping["lineHeight"]!.location)
                return nil
            }
            ratio = height / points
        default: break
        }
        if let ratio, case .dimension(let points)? = size, !TypographyValue.lineHeights.contains(ratio) {
            diagnostics.error(
                .lineHeightBeyondFonts(ratio: clean(ratio), size: points), at: mapping["lineHeight"]?.location ?? mapping.location)
            return nil
        }
        guard case .fontFamily(let families)? = family, case .dimension(let points)? = size,
            case .fontWeight(let weightValue)? = weight, case .dimension(let spacing)? = letterSpacing, let height = ratio
        else { return nil }
        // Each is finite on its own, but what is computed from them may not be: the code would say `inf`.
        guard spacing.isFinite, height.isFinite, (points * (height - 1)).isFinite else {
            diagnostics.error(
                .typographyTooLarge(token: token.dottedPath),
                at: token.location
            )
            return nil
        }
        guard let style = fontStyle(of: mapping) else { return nil }
        var textStyle: String?
        if let node = token.options?.mapping?["textStyle"] {
            guard let text = node.scalar?.text, TypographyValue.textStyles.contains(text) else {
                diagnostics.error(.unknownTextStyle(allowed: TypographyValue.textStyles.joined(separator: ", ")), at: node.location)
                return nil
            }
            textStyle = text
        }
        return TypographyValue(
            families: families, size: points, weight: weightValue, letterSpacing: spacing, lineHeight: height, textStyle: textStyle,
            style: style)
    }

    /// The style a typography's `fontStyle` names (CSS's `normal`, `italic`, `oblique`; Tokens Studio's
    /// transforms and the Figma plugin write it), else the one its weight's name carries (`Bold Italic`,
    /// also through references), else upright. Nil after a warning: a style that cannot be read is never
    /// drawn upright.
    mutating func fontStyle(of mapping: DocumentMapping) -> FontStyle? {
        if let node = mapping["fontStyle"] {
            guard let text = writtenValue(of: node).node.scalar?.text, let style = FontStyle(css: text) else {
                wrongShape(node, "a font style (normal, italic or oblique)")
                return nil
            }
            return style
        }
        guard let weight = mapping["fontWeight"], let text = writtenValue(of: weight).node.scalar?.text else { return .normal }
        return Self.weightAndStyle(text).style
    }

    /// A typography's line height: the ratio to the font size, or points.
    package enum LineHeight {
        case ratio(Double)
        case points(Double)
    }

    /// A line height as the tool that wrote it means it — the one place that decides. A number of the 2025.10
    /// format is the ratio to the font size; a number that Tokens Studio or the Figma plugin "Design Tokens"
    /// wrote is points, as in Figma's line-height field; a percentage is the ratio, whoever wrote it; `AUTO`
    /// (Figma's, Tokens Studio's) and `normal` (CSS's) are the font's own, ratio 1 (no extra spacing); a
    /// length (`24px`, `1.5rem`, a dimension token) is points. The literal is found through references: the
    /// token that holds it tells who wrote it. A number written as points that no font could use so (below
    /// half the font size) and that is a line height fonts use as a multiple (0.5…5) is that multiple:
    /// Tokens Studio's transforms pass `lineHeight: 1.5` on as CSS's unitless multiplier.
    package mutating func lineHeight(_ node: DocumentNode, in token: RawToken, fontSize: Double?) -> LineHeight? {
        let (literal, holder) = writtenValue(of: node)
        let writer = holder.map { raw[$0].writtenBy } ?? token.writtenBy
        let holderType = holder.map { raw[$0].type } ?? nil
        let followed = holder != nil
        let text = literal.scalar.map { $0.text.trimmingWhitespace().lowercased() }
        if text == "auto" || text == "normal" { return .ratio(1) }
        let meansPoints = writer == .tokensStudio || writer == .figmaDesignTokens
        func unitless(_ value: Double) -> LineHeight {
            guard meansPoints else { return .ratio(value) }
            if let fontSize, value < fontSize / 2, TypographyValue.lineHeights.contains(value) { return .ratio(value) }
            return .points(value)
        }
        let isLength =
            holderType == .dimension || literal.mapping?["unit"] != nil
            || text.map { text in ["px", "rem", "pt"].contains { text.hasSuffix($0) } } == true
        if isLength {
            if !meansPoints {
                draftForm(
                    "a lineHeight as a dimension", at: node.location,
                    advice: "write it as a number, the multiple of the font size; tokengen divides it by the font size")
            }
            guard case .dimension(let points)? = read(node, as: .dimension, in: token) else { return nil }
            return .points(points)
        }
        if !followed, let scalar = node.scalar, MathExpression.looksLikeMath(scalar.text) {
            switch computed(scalar.text, as: nil, at: node.location, in: token) {
            case .dimension(let points)?: return .points(points)
            case .number(let value)?: return unitless(value)
            case nil: return nil
            case let other?:
                diagnostics.error(.expected(expected: "a line height", found: "a \(other.type.rawValue)"), at: node.location)
                return nil
            }
        }
        guard case .number(let value)? = read(node, as: .number, in: token) else { return nil }
        return text?.hasSuffix("%") == true ? .ratio(value) : unitless(value)
    }

    /// `{value, unit: em}`, `"0.05em"` or `"-1%"` (Tokens Studio's): a length relative to the font size, as a
    /// multiple of it, also through references to tokens written so.
    package mutating func emLength(_ node: DocumentNode) -> Double? {
        let node = writtenValue(of: node).node
        if let mapping = node.mapping, mapping.entries.count == 2, let unit = mapping["unit"]?.scalar?.text, unit == "em" || unit == "%",
            let text = mapping["value"]?.scalar?.text, let value = Double(text), value.isFinite
        {
            return unit == "%" ? value / 100 : value
        }
        guard let text = node.scalar?.text.trimmingWhitespace() else { return nil }
        if text.hasSuffix("em"), let value = Double(text.dropLast(2)), value.isFinite { return value }
        if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite { return value / 100 }
        return nil
    }
}
