#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TokenGenVocabulary
import TokenGenRead

/// Values by type: the dispatch on `$type`, numbers, dimensions, durations, fonts and typography.
extension ValueResolver {
    /// A value of `type` from `node`, which may be a reference to a token of that type.
    package mutating func read(_ node: DocumentNode, as type: TokenType, in token: RawToken) -> TokenValue? {
        if let reference = reference(in: node) {
            return referencedValue(reference, at: node.location, expected: type, in: token)
        }
        if node.mapping?["$ref"] != nil { return nil }
        if let mapping = node.mapping, mapping.entries.count == 1, let only = mapping.entries.first,
            only.value.scalar?.isNull == true, !only.key.text.hasPrefix("$"),
            only.key.text.contains(".")
                || !["value", "unit"].contains(only.key.text) && ![.typography, .shadow, .border, .transition, .strokeStyle].contains(type)
        {
            diagnostics.error(
                .unquotedReference(only.key.text),
                at: node.location
            )
            return nil
        }
        // Tokens Studio types its gradients `color`.
        if type == .color, let scalar = node.scalar, scalar.text.trimmingWhitespace().lowercased().hasPrefix("linear-gradient(") {
            return cssLinearGradient(scalar.text, at: node.location, in: token).map(TokenValue.gradient)
        }
        if type == .shadow, let scalar = node.scalar, !scalar.isNull {
            guard let layers = cssShadows(scalar.text, at: node.location, in: token) else { return nil }
            return layers.count == 1 ? .shadow(layers[0]) : .shadows(layers)
        }
        if let kind = Self.noSwiftValue(node), type != .string, type != .fontFamily || kind == .placeholder {
            diagnostics.error(.noSwiftValue(value: node.scalar?.text ?? "{min, ideal, max}", kind: kind), at: node.location)
            return nil
        }
        if [.dimension, .number, .duration, .fontWeight].contains(type), let scalar = node.scalar,
            MathExpression.looksLikeMath(scalar.text)
        {
            return computed(scalar.text, as: type, at: node.location, in: token)
        }
        switch type {
        case .color: return color(node, in: token).map(TokenValue.color)
        case .dimension: return dimension(node, in: token).map(TokenValue.dimension)
        case .number:
            if let length = numberWithUnit(node) { return .number(length) }
            return number(node, "a number").map(TokenValue.number)
        case .duration: return duration(node, in: token).map(TokenValue.duration)
        case .fontFamily: return fontFamily(node, in: token).map(TokenValue.fontFamily)
        case .fontWeight: return fontWeight(node).map(TokenValue.fontWeight)
        case .typography: return typography(node, in: token).map(TokenValue.typography)
        case .gradient: return gradient(node, in: token).map(TokenValue.gradient)
        case .shadow:
            if case .sequence(let items, _) = node {
                guard !items.isEmpty else {
                    wrongShape(node, "a shadow, or a list of shadows")
                    return nil
                }
                // An element may be a reference to a shadow, or to a list of them, drawn in its place.
                var layers: [ShadowValue] = []
                for item in items {
                    if reference(in: item, reporting: false) != nil || item.mapping?["$ref"] != nil {
                        switch read(item, as: .shadow, in: token) {
                        case .shadow(let layer)?: layers.append(layer)
                        case .shadows(let more)?: layers += more
                        default: return nil
                        }
                    } else {
                        guard let layer = shadow(item, in: token) else { return nil }
                        layers.append(layer)
                    }
                }
                return .shadows(layers)
            }
            return shadow(node, in: token).map(TokenValue.shadow)
        case .cubicBezier: return cubicBezier(node, in: token).map(TokenValue.cubicBezier)
        case .strokeStyle: return strokeStyle(node, in: token).map(TokenValue.strokeStyle)
        case .border: return border(node, in: token).map(TokenValue.border)
        case .transition: return transition(node, in: token).map(TokenValue.transition)
        case .string:
            guard let scalar = node.scalar, !scalar.isNull else {
                wrongShape(node, "a text")
                return nil
            }
            checkText(scalar, at: node.location, what: "a string token's value", reading: "the text")
            return .string(scalar.text)
        case .boolean:
            guard let scalar = node.scalar, !scalar.isQuoted, scalar.text == "true" || scalar.text == "false" else {
                wrongShape(node, "true or false")
                return nil
            }
            return .boolean(scalar.text == "true")
        }
    }

    /// What no Swift value holds, when the value is that: a text only the web can use (`clamp(…)`, an SVG file,
    /// a media query, `auto`), an empty text left as a placeholder, or a fluid size written `{min, ideal, max}`.
    package static func noSwiftValue(_ node: DocumentNode) -> NoSwiftValue? {
        if let scalar = node.scalar, !scalar.isNull { return NoSwiftValue.of(scalar.text) }
        if let mapping = node.mapping, Set(mapping.entries.map(\.key.text)) == ["min", "ideal", "max"] { return .fluidSize }
        return nil
    }

    /// A value computed as Tokens Studio computes it (`floor({size.unit} * 4)`): the expression, parsed once
    /// (`MathExpression.Cache`), is evaluated with the values of the tokens its references name.
    /// `type` nil: the type of what it computes (a length is a dimension, a time a duration).
    package mutating func computed(_ text: String, as type: TokenType?, at location: SourceLocation, in token: RawToken) -> TokenValue? {
        let expression = expressions.expression(text, remBase: settings.remBase ?? 16)
        var operands: [MathExpression.Quantity] = []
        operands.reserveCapacity(expression.references.count)
        for path in expression.references {
            guard let value = referencedValue(Reference(path: path), at: location, expected: nil, in: token) else { return nil }
            switch value {
            case .dimension(let points): operands.append(MathExpression.Quantity(value: points, kind: .length))
            case .number(let number), .fontWeight(let number): operands.append(MathExpression.Quantity(value: number, kind: .number))
            case .duration(let seconds): operands.append(MathExpression.Quantity(value: seconds, kind: .time))
            default:
                diagnostics.error(
                    .referenceTypeMismatch(reference: path, type: value.type.rawValue, token: token.dottedPath, expected: "number in math"),
                    at: location)
                return nil
            }
        }
        draftForm(
            "a value computed with math (\"\(text)\")", kind: "math", at: location,
            advice: "tokengen computes it as Tokens Studio does; write the result for the 2025.10 format", since2025: false,
            of: [.tokensStudio]
        )
        let quantity: MathExpression.Quantity
        switch expression.evaluate(operands) {
        case .success(let value): quantity = value
        case .failure(let problem) where problem.isPercentageOfUnknownBase:
            diagnostics.error(.relativeUnit(unit: "%", relativeTo: "its container"), at: location)
            return nil
        case .failure(let problem):
            diagnostics.error(.unreadableMath(text: text, problem: problem.message), at: location)
            return nil
        }
        let value = clean(expression.rounded(quantity))
        switch (type, quantity.kind) {
        // A percentage is its hundredth as a number (opacity: `50%`), as on its own; as a size, it is one of its
        // container's, which a constant does not know.
        case (.dimension, .percentage):
            diagnostics.error(.relativeUnit(unit: "%", relativeTo: "its container"), at: location)
            return nil
        case (nil, .length): return .dimension(value)
        case (nil, .number), (nil, .percentage), (.number, .percentage): return .number(value)
        case (nil, .time): return .duration(value)
        case (.dimension, .length), (.dimension, .number): return .dimension(value)
        case (.number, .number): return .number(value)
        case (.duration, .time): return .duration(value)
        case (.fontWeight, .number) where (1...1000).contains(value): return .fontWeight(value)
        default:
            let kind = quantity.kind == .length ? "a length" : quantity.kind == .time ? "a time" : "the number \(Wording.number(value))"
            diagnostics.error(.unreadableMath(text: text, problem: "it computes \(kind), not a \(type?.rawValue ?? "value")"), at: location)
            return nil
        }
    }

    package func wrongShape(_ node: DocumentNode, _ expected: String) {
        let found: String
        if let scalar = node.scalar, !scalar.isNull {
            found = scalar.isQuoted ? "the text \"\(scalar.text)\"" : "'\(scalar.text)'"
        } else {
            found = node.kindDescription
        }
        diagnostics.error(.expected(expected: expected, found: found), at: node.location)
    }

    /// A number; a text that is one (`"4"`, `"50%"`, as Tokens Studio writes them) is read with a warning.
    package mutating func number(_ node: DocumentNode, _ expected: String) -> Double? {
        if let scalar = node.scalar, !scalar.isQuoted, let value = Double(scalar.text), !value.isNaN {
            return inRange(value, node)
        }
        if let scalar = node.scalar, scalar.isQuoted || scalar.text.hasSuffix("%") {
            let text = scalar.text.trimmingWhitespace()
            let percent = text.hasSuffix("%")
            if let value = Double(percent ? String(text.dropLast()) : text), value.isFinite {
                draftForm(
                    percent ? "a number as a percentage (\"\(text)\")" : "a number as a text (\"\(text)\")",
                    kind: percent ? "percentage" : "number text", at: node.location,
                    advice: percent
                        ? "write \(Wording.number(clean(value / 100))); tokengen reads a percentage as its hundredth"
                        : "write it without quotes",
                    since2025: false, of: [.tokensStudio]
                )
                return inRange(percent ? clean(value / 100) : value, node)
            }
        }
        guard let scalar = node.scalar, !scalar.isQuoted, let value = Double(scalar.text), value.isFinite else {
            wrongShape(node, expected)
            return nil
        }
        return value
    }

    /// Fields of a composite value that the format does not define (`WebkitFontSmoothing` in a typography)
    /// mean nothing to a Swift constant: they are ignored, with one warning per file and field.
    package mutating func ignoreUnknownFields(_ mapping: DocumentMapping, allowed: [String]) {
        for (key, _) in mapping.entries where !allowed.contains(key.text) {
            draftForm(
                "the field '\(key.text)'", kind: "field \(key.text)", at: key.location,
                advice: "the value's fields are \(allowed.map { "'\($0)'" }.joined(separator: ", ")); tokengen ignores it", since2025: false
            )
        }
    }

    /// The value, if it can be written as an exact Swift literal: not infinite, and not so small that it loses
    /// precision (subnormal) or becomes 0 (`1e-400`). Else nil, after an error.
    package func inRange(_ value: Double, _ node: DocumentNode) -> Double? {
        let underflows = value == 0 && node.scalar.map { Double.hasNonzeroDigit($0.text) } == true
        guard value.isWritable, !underflows else {
            diagnostics.error(.valueOutOfRange(node.scalar?.text ?? "\(value)"), at: node.location)
            return nil
        }
        return value
    }

    /// A number token written as a length (`"4px"`, `"1.5rem"`: Tokens Studio's numbers and lengths are one
    /// kind): its size in points, as a number that refers to a dimension is, with one warning per file.
    mutating func numberWithUnit(_ node: DocumentNode) -> Double? {
        guard let scalar = node.scalar, scalar.isQuoted else { return nil }
        let text = scalar.text.trimmingWhitespace()
        let (number, unit) = Self.numberAndUnit(text)
        guard let factor = ["px": 1, "pt": 1, "rem": settings.remBase ?? 16][String(unit)],
            let value = Double(String(number).trimmingWhitespace()), value.isFinite
        else { return nil }
        draftForm(
            "a number with a unit (\"\(text)\")", kind: "number with a unit", at: node.location,
            advice: "write the number alone; tokengen reads its size in points", since2025: false, of: [.tokensStudio])
        return inRange(clean(value * factor), node)
    }

    package mutating func dimension(_ node: DocumentNode, in token: RawToken) -> Double? {
        let units: [String: Double] = ["px": 1, "pt": 1, "dp": 1, "rem": settings.remBase ?? 16]
        let expected = "a dimension ({value, unit: px|rem})"
        if let scalar = node.scalar, let value = Double(scalar.text.trimmingWhitespace()) {
            draftForm(
                "a dimension as a bare number", at: node.location,
                advice: "write {value: \(scalar.text.trimmingWhitespace()), unit: px}; tokengen reads it as px",
                of: [.tokensStudio, .styleDictionary, .figmaDesignTokens]
            )
            return inRange(value, node)
        }
        let points = measure(node, units: units, expected: expected, in: token)
        if points != nil, let text = node.scalar?.text.trimmingWhitespace() {
            let (number, unit) = Self.numberAndUnit(text)
            draftForm(
                "a dimension as a text (\"\(text)\")", kind: "dimension text", at: node.location,
                advice: "write {value: \(number), unit: \(unit == "pt" ? "px" : unit)}",
                of: [.tokensStudio, .styleDictionary]
            )
        }
        for unit in ["pt", "dp"]
        where points != nil && (node.mapping?["unit"]?.scalar?.text ?? node.scalar?.text.trimmingWhitespace())?.hasSuffix(unit) == true {
            draftForm(
                "the unit '\(unit)'", at: node.location,
                advice: "its units are px and rem; write px, the same size on Apple's platforms", since2025: false, of: [.styleDictionary]
            )
        }
        return points
    }

    package mutating func duration(_ node: DocumentNode, in token: RawToken) -> Double? {
        let seconds = measure(node, units: ["s": 1, "ms": 0.001], expected: "a duration ({value, unit: ms|s})", in: token)
        if seconds != nil, let text = node.scalar?.text.trimmingWhitespace() {
            let (number, unit) = Self.numberAndUnit(text)
            draftForm(
                "a duration as a text (\"\(text)\")", kind: "duration text", at: node.location,
                advice: "write {value: \(number), unit: \(unit)}",
                of: [.tokensStudio, .styleDictionary]
            )
        }
        return seconds
    }

    /// `"16px"` or `{value: 16, unit: px}`, converted with `units`; the `value` may be a reference to a
    /// number, or to the number of another token's value (`{"$ref": "#/base/$value/value"}`).
    package mutating func measure(_ node: DocumentNode, units: [String: Double], expected: String, in token: RawToken) -> Double? {
        var number: Double?
        var unit = ""
        if let mapping = node.mapping {
            ignoreUnknownFields(mapping, allowed: ["value", "unit"])
            guard let valueNode = mapping["value"], let unitNode = mapping["unit"]?.scalar else {
                wrongShape(node, expected)
                return nil
            }
            if reference(in: valueNode, reporting: false) != nil || valueNode.mapping?["$ref"] != nil {
                guard case .number(let value)? = self.read(valueNode, as: .number, in: token) else { return nil }
                number = value
            } else {
                guard let value = self.number(valueNode, "a number") else { return nil }
                number = value
            }
            unit = unitNode.text
        } else if let scalar = node.scalar, !scalar.isNull {
            let text = scalar.text.trimmingWhitespace()
            let (written, writtenUnit) = Self.numberAndUnit(text)
            number = Double(written)
            unit = String(writtenUnit)
            if number != nil, unit.hasPrefix("e") || unit.hasPrefix("E"),
                unit.dropFirst().first?.isNumber == true || ["+", "-"].contains(unit.dropFirst().first)
            {
                let exponentEnd = unit.dropFirst(2).firstIndex { !$0.isNumber } ?? unit.endIndex
                let written = Double(written + unit[..<exponentEnd]).map(Wording.number) ?? ""
                diagnostics.error(
                    .exponentBeforeUnit(text: text, suggestion: "\(written)\(unit[exponentEnd...])"),
                    at: node.location
                )
                return nil
            }
            if number == nil || unit.isEmpty {
                wrongShape(node, expected)
                return nil
            }
        } else {
            wrongShape(node, expected)
            return nil
        }
        // Figma writes a zero length without a unit; any unit would mean the same.
        if unit.isEmpty, number == 0, node.mapping != nil {
            draftForm(
                "a zero with an empty unit", at: node.location,
                advice: "write a unit, as in {\"value\": 0, \"unit\": \"px\"}; tokengen reads it as 0", since2025: false, of: [.figma]
            )
            return 0
        }
        guard let factor = units[unit] else {
            if let relativeTo = Self.relativeUnits[unit] {
                diagnostics.error(.relativeUnit(unit: unit, relativeTo: relativeTo), at: node.location)
                return nil
            }
            let allowed = units.keys.sorted().joined(separator: ", ")
            diagnostics.error(.unknownUnit(unit: unit, allowed: "\(allowed)"), at: node.location)
            return nil
        }
        return inRange(clean(number! * factor), node)
    }

    /// `"16px"` → `16` and `px`: the number as written, and the unit after it (from its first letter or `%`).
    static func numberAndUnit(_ text: String) -> (number: Substring, unit: Substring) {
        let start = text.firstIndex { $0.isLetter || $0 == "%" } ?? text.endIndex
        return (text[..<start], text[start...])
    }

    /// CSS units relative to something a constant does not know, and what that is.
    static let relativeUnits: [String: String] = [
        "em": "a font size", "ex": "a font's x-height", "ch": "a character's width", "lh": "a line height", "%": "its container",
        "vw": "the width of a web page's viewport", "vh": "the height of a web page's viewport",
        "vmin": "a web page's viewport", "vmax": "a web page's viewport",
        "dvh": "a web page's viewport", "svh": "a web page's viewport", "lvh": "a web page's viewport",
    ]

    /// A name, a list of names, or a CSS font stack with references in it (`"{font.main}, {font.fallback}"`,
    /// as Style Dictionary fills them in): each reference gives the families of the token it names.
    package mutating func fontFamily(_ node: DocumentNode, in token: RawToken) -> [String]? {
        // A CSS font stack (`Graphik, "Helvetica Neue", sans-serif`): no font's name holds a comma.
        if let scalar = node.scalar, !scalar.isNull, scalar.text.contains("{") || scalar.text.contains(",") {
            if !scalar.text.contains("{") {
                draftForm(
                    "a font family as a CSS font stack (\"\(scalar.text)\")", kind: "font stack", at: node.location,
                    advice: "write a list of names; tokengen reads each name of the stack", since2025: false, of: [.styleDictionary]
                )
            }
            var names: [String] = []
            for part in scalar.text.split(separator: ",") {
                let name = String(part).trimmingWhitespace()
                if Self.isOneReference(name) {
                    guard
                        case .fontFamily(let families)? = referencedValue(
                            Reference(path: String(name.dropFirst().dropLast())), at: node.location, expected: .fontFamily, in: token)
                    else { return nil }
                    names += families
                } else if !name.isEmpty {
                    names.append(String(name.drop { $0 == "\"" || $0 == "'" }.reversed().drop { $0 == "\"" || $0 == "'" }.reversed()))
                }
            }
            return names
        }
        if let scalar = node.scalar, !scalar.isNull {
            checkFamilyName(scalar, at: node.location)
            return [scalar.text]
        }
        if case .sequence(let items, _) = node, !items.isEmpty {
            var names: [String] = []
            var empty: [SourceLocation] = []
            for item in items {
                guard let scalar = item.scalar, !scalar.isNull else {
                    wrongShape(item, "a font family name")
                    return nil
                }
                checkFamilyName(scalar, at: item.location)
                if scalar.text.allSatisfy(\.isWhitespace) {
                    empty.append(item.location)
                } else {
                    names.append(scalar.text)
                }
            }
            // `[""]`: a placeholder, as `""` is.
            guard !names.isEmpty else {
                diagnostics.error(.noSwiftValue(value: "", kind: .placeholder), at: node.location)
                return nil
            }
            for location in empty { diagnostics.warning(.emptyFontFamilyName(token: token.dottedPath), at: location) }
            return names
        }
        wrongShape(node, "a font family name or a list of them")
        return nil
    }

    /// A family name must be a text: a JSON number or `true` (unquoted) is read as its digits, with a warning.
    package mutating func checkFamilyName(_ scalar: DocumentScalar, at location: SourceLocation) {
        checkText(scalar, at: location, what: "a font family name", reading: "the name")
    }

    /// A text that JSON writes as a number or a boolean (`42`, `true`: Terrazzo refuses them) is read as
    /// what it shows, with one warning per file.
    mutating func checkText(_ scalar: DocumentScalar, at location: SourceLocation, what: String, reading: String) {
        guard !scalar.isQuoted, location.path.hasSuffix(".json") || location.path.hasSuffix(".tokens"),
            Double(scalar.text) != nil || ["true", "false"].contains(scalar.text)
        else { return }
        draftForm(
            "\(what) that is not a text", at: location,
            advice: "quote it; tokengen reads \(scalar.text) as \(reading) \"\(scalar.text)\"", since2025: false
        )
    }

    /// Weight names, written without spaces, hyphens or underscores (`Semi bold`, `semi-bold`, `SemiBold`).
    /// Tokens Studio's table (its transforms' `fontWeightMap`): the format's names, and the German ones
    /// Figma's font styles carry (`Halbfett`, `Kräftig`), `super` and `ultra`.
    static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "extraleicht": 200, "light": 300, "leicht": 300,
        "normal": 400, "regular": 400, "book": 400, "buch": 400, "medium": 500, "kraeftig": 500, "kräftig": 500,
        "semibold": 600, "demibold": 600, "halbfett": 600, "bold": 700, "dreiviertelfett": 700,
        "extrabold": 800, "ultrabold": 800, "fett": 800, "black": 900, "heavy": 900, "super": 900, "extrafett": 900,
        "extrablack": 950, "ultrablack": 950, "ultra": 950,
    ]

    /// A weight's name split from the style it ends with, as Tokens Studio's transforms split it: `Bold Italic`
    /// is `Bold` and italic, `ExtraBoldOblique` `ExtraBold` and oblique, `Italic` alone the regular weight.
    static func weightAndStyle(_ text: String) -> (weight: String, style: FontStyle) {
        let lowered = text.lowercased()
        for style in FontStyle.allCases where lowered.hasSuffix(style.rawValue) {
            let weight = String(text.dropLast(style.rawValue.count)).trimmingWhitespace()
            // `normal` alone is the weight; `italic` alone the regular weight.
            if weight.isEmpty { return style == .normal ? (text, .normal) : ("regular", style) }
            return (weight, style)
        }
        return (text, .normal)
    }

    /// A weight name as `weightNames` spells it: without case, spaces, hyphens or underscores.
    static func compactWeightName(_ text: String) -> String {
        text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    }

    /// The 2025.10 format's weight names, as it spells them.
    static let formatWeightNames: [String] = [
        "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium",
        "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
    ]

    /// The format's names as written (`semi-bold`) are read as they are; other spellings of them (`semibold`,
    /// `Semi Bold` as Tokens Studio and Figma write a font's style, `Bold Italic`) with one warning per file.
    package mutating func fontWeight(_ node: DocumentNode) -> Double? {
        if let scalar = node.scalar, !scalar.isQuoted, let value = Double(scalar.text), value.isFinite {
            guard (1...1000).contains(value) else {
                diagnostics.error(.fontWeightOutOfRange("\(value)"), at: node.location)
                return nil
            }
            return value
        }
        if let scalar = node.scalar {
            let weight = Self.weightAndStyle(scalar.text).weight
            let compact = Self.compactWeightName(weight)
            if let value = Self.weightNames[compact] {
                if !Self.formatWeightNames.contains(scalar.text) {
                    let formatName = Self.formatWeightNames.first { $0.replacing("-", with: "") == compact }
                    draftForm(
                        "a font weight written '\(scalar.text)'", kind: "weight name", at: node.location,
                        advice:
                            "write \(Wording.number(value))\(formatName.map { " or '\($0)'" } ?? ""); tokengen reads it as \(Wording.number(value))",
                        since2025: false, of: [.tokensStudio]
                    )
                }
                return value
            }
            if scalar.isQuoted, let value = Double(weight), (1...1000).contains(value) {
                draftForm(
                    "a font weight as a text", at: node.location, advice: "write it without quotes", since2025: false, of: [.tokensStudio])
                return value
            }
        }
        wrongShape(node, "a font weight (1 to 1000, or thin, extra-light, light, normal, medium, semi-bold, bold, extra-bold, black)")
        return nil
    }

    /// A form outside the 2025.10 format whose meaning is clear: read, with one warning per file and form
    /// (`kind` names the form when `form` quotes the value).
    /// `tools`: the tools that write the form, whose jobs (`tool:`) are not told.
    mutating func draftForm(
        _ form: String, kind: String? = nil, at location: SourceLocation, advice: String, since2025: Bool = true, of tools: [TokenTool] = []
    ) {
        guard draftFormsReported.insert([location.path, kind ?? form]).inserted else { return }
        diagnostics.warning(.draftForm(form: form, since2025: since2025, advice: advice, tools: tools), at: location)
    }
}
