import TokenGenVocabulary
import TokenGenRead

/// Colours: hex texts and colour objects in every colour space of the Color module.
extension ValueResolver {
    /// A colour object, or a colour as CSS writes it (`"#RRGGBB"`, `"rgba(…)"`: forms from before 2025.10,
    /// except as an object's `hex`). `token`: the token being read, through which a component may refer to
    /// another token's number.
    package mutating func color(_ node: DocumentNode, inObject: Bool = false, in token: RawToken? = nil) -> ColorValue? {
        if let mapping = node.mapping { return colorObject(mapping, in: token) }
        // Red Hat's tokens pair a light and a dark colour in a list.
        if case .sequence(let items, _) = node, items.count == 2, let token {
            draftForm(
                "a colour as a list of two (light, dark)", at: node.location,
                advice: "tokengen reads the first; for both, give the tokens a resolver document with a theme modifier", since2025: false,
                of: [.styleDictionary]
            )
            guard case .color(let first)? = read(items[0], as: .color, in: token) else { return nil }
            return first
        }
        guard let scalar = node.scalar else {
            wrongShape(node, "a colour (\"#RRGGBB\" or {colorSpace, components, alpha})")
            return nil
        }
        let text = scalar.text.trimmingWhitespace()
        if !inObject, let token, let withAlpha = colorWithAlpha(text, at: node.location, in: token) { return withAlpha }
        if !inObject, CSSColor.isFunctional(text) {
            guard let reading = CSSColor.functional(text) else {
                if let number = CSSColor.unwritableNumber(in: text) {
                    diagnostics.error(.valueOutOfRange(number), at: node.location)
                } else {
                    diagnostics.error(.badCSSColor(text), at: node.location)
                }
                return nil
            }
            draftForm(
                "a colour as a CSS text (\"\(text)\")", kind: "CSS colour", at: node.location,
                advice: reading.space == "srgb"
                    ? "write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha}"
                    : "write {colorSpace: \(reading.space), components: [its three components], alpha}", since2025: false,
                of: [.tokensStudio, .styleDictionary]
            )
            if reading.commasOutsideCSS {
                draftForm(
                    "commas between a colour's components (\"\(text)\")", kind: "colour commas", at: node.location,
                    advice: "CSS separates them with spaces there, and reads no colour from this; tokengen reads the components in order",
                    since2025: false)
            }
            guard let shown = displayable(reading.space, reading.components, at: node.location) else { return nil }
            if shown.clipped {
                diagnostics.warning(.outsideDisplayP3(space: reading.space), at: node.location)
            }
            let c = shown.components.map(clean)
            return ColorValue(
                red: c[0], green: c[1], blue: c[2], alpha: clean(reading.alpha), hex: ColorSpaces.hex(c), colorSpace: shown.space)
        }
        guard text.hasPrefix("#") else {
            wrongShape(node, "a colour (\"#RRGGBB\" or {colorSpace, components, alpha})")
            return nil
        }
        guard let (hex, alphaHex) = CSSColor.hex(text, argb: settings.hexAlpha == .argb) else {
            diagnostics.error(.badHexColor(text), at: node.location)
            return nil
        }
        if !inObject {
            draftForm(
                "a colour as a \"#RRGGBB\" text", at: node.location,
                advice: "write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: \"#RRGGBB\"}",
                of: [.tokensStudio, .styleDictionary, .figmaDesignTokens]
            )
        }
        if text.count == 9 {
            if settings.hexAlpha == nil, draftFormsReported.insert([node.location.path, "8 hex digits"]).inserted {
                diagnostics.warning(.hexAlphaAssumed(text), at: node.location)
            }
            if alphaHex == "00", hex != "000000", let reading = settings.hexAlpha {
                diagnostics.warning(.transparentWhenRead(value: text, reading: reading.rawValue.uppercased()), at: node.location)
            }
        }
        func byte(_ offset: Int) -> Double {
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return Double(UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!) / 255
        }
        return ColorValue(
            red: byte(0), green: byte(2), blue: byte(4),
            alpha: clean(Double(UInt8(alphaHex, radix: 16)!) / 255),
            hex: "#" + hex, colorSpace: "srgb"
        )
    }

    /// Another colour with an alpha put on it, as `@tokens-studio/sd-transforms` writes it — `rgba(#B061F2, .4)`,
    /// `rgba({color.brand}, 0.4)` — or as Style Dictionary substitutes a reference inside a text:
    /// `{color.brand}61` is `#B061F2` followed by `61`, an alpha of 0x61 / 255, when the colour there is written
    /// `#RRGGBB` (any other text would make no colour). Nil when the text is neither form; `.some(nil)` after an
    /// error.
    mutating func colorWithAlpha(_ text: String, at location: SourceLocation, in token: RawToken) -> ColorValue?? {
        let base: String
        var alpha: Double
        let lowered = text.lowercased()
        if lowered.hasPrefix("rgba(") || lowered.hasPrefix("rgb("), text.hasSuffix(")") {
            let inner = text[text.index(after: text.firstIndex(of: "(")!)..<text.index(before: text.endIndex)]
            let parts = Self.splitOutsideParentheses(String(inner), on: ",").map { $0.trimmingWhitespace() }
            guard parts.count == 2, parts[0].hasPrefix("#") || Self.isOneReference(parts[0]) else { return nil }
            let percent = parts[1].hasSuffix("%")
            guard let number = Double(finite: percent ? String(parts[1].dropLast()) : parts[1]) else {
                diagnostics.error(.badCSSColor(text), at: location)
                return .some(nil)
            }
            (base, alpha) = (parts[0], percent ? number / 100 : number)
        } else if text.count > 4, text.hasPrefix("{"), Self.isOneReference(String(text.dropLast(2))),
            let byte = UInt8(text.suffix(2), radix: 16)
        {
            let path = String(text.dropFirst().dropLast(3))
            let literal = writtenValue(of: .scalar(DocumentScalar(text: "{\(path)}", isQuoted: true, location: location))).node
            guard let hex = literal.scalar?.text.trimmingWhitespace(), hex.count == 7, hex.hasPrefix("#") else {
                if referencedValue(Reference(path: path), at: location, expected: .color, in: token) != nil {
                    diagnostics.error(.badHexColor(text), at: location)
                }
                return .some(nil)
            }
            (base, alpha) = ("{\(path)}", Double(byte) / 255)
        } else {
            return nil
        }
        guard (0...1).contains(alpha) else {
            diagnostics.error(.alphaOutOfRange(Wording.number(alpha)), at: location)
            return .some(nil)
        }
        let color: ColorValue
        if Self.isOneReference(base) {
            guard
                case .color(let found)? = referencedValue(
                    Reference(path: String(base.dropFirst().dropLast())), at: location, expected: .color, in: token)
            else { return .some(nil) }
            color = found
        } else {
            guard let found = self.color(.scalar(DocumentScalar(text: base, isQuoted: true, location: location)), inObject: true) else {
                return .some(nil)
            }
            color = found
        }
        draftForm(
            "a colour with an alpha put on another (\"\(text)\")", kind: "colour with alpha", at: location,
            advice: "write the colour with its alpha, {colorSpace, components, alpha}", since2025: false,
            of: [.tokensStudio, .styleDictionary])
        var withAlpha = color
        withAlpha.alpha = clean(alpha)
        return .some(withAlpha)
    }

    /// `{colorSpace, components, alpha, hex}` in any space of the Color module, converted to sRGB, or to Display
    /// P3 when it lies outside sRGB; the author's `hex` is kept as the fallback it is.
    package mutating func colorObject(_ mapping: DocumentMapping, in token: RawToken? = nil) -> ColorValue? {
        ignoreUnknownFields(mapping, allowed: ["colorSpace", "components", "alpha", "hex"])
        var space = mapping["colorSpace"]?.scalar?.text ?? ""
        guard let spaceComponents = ColorSpaces.components[space] else {
            diagnostics.error(
                .unknownColorSpace(known: ColorSpaces.names),
                at: (mapping["colorSpace"] ?? .mapping(mapping)).location
            )
            return nil
        }
        var alpha = 1.0
        if let node = mapping["alpha"] {
            guard let value = number(node, "an alpha from 0 to 1") else { return nil }
            guard (0...1).contains(value) else {
                diagnostics.error(.alphaOutOfRange("\(value)"), at: node.location)
                return nil
            }
            alpha = value
        }
        var components: [Double] = []
        var authorHex: String?
        if let hexNode = mapping["hex"] {
            // Beside components, a hex of another length (`#00F`, `#0000FFFF`) is only a fallback: they win.
            if mapping["components"] != nil, let text = hexNode.scalar?.text, text.count != 7 {
                draftForm(
                    "a colour object's 'hex' of \(max(text.count - 1, 0)) digits", kind: "hex beside components", at: hexNode.location,
                    advice: "the format's 'hex' is \"#RRGGBB\"; tokengen uses the components", since2025: false
                )
            } else {
                guard let parsed = color(hexNode, inObject: true) else { return nil }
                guard hexNode.scalar?.text.count == 7 else {
                    diagnostics.error(.badHexField, at: hexNode.location)
                    return nil
                }
                authorHex = parsed.hex
                components = [parsed.red, parsed.green, parsed.blue]
            }
        }
        if case .sequence(let items, let location)? = mapping["components"] {
            guard items.count == 3 else {
                diagnostics.error(.componentCount(items.count), at: location)
                return nil
            }
            components = []
            for (item, range) in zip(items, spaceComponents.map(\.range)) {
                // `none` (the string "none" in JSON) is a missing component, which the conversion takes as 0.
                if let scalar = item.scalar, scalar.text == "none" {
                    components.append(0)
                    continue
                }
                // A component may be a reference to a number, or to a part of a value (`{"$ref": "#/blue/$value/components/2"}`).
                let component: Double
                if let token, item.mapping?["$ref"] != nil || reference(in: item, reporting: false) != nil {
                    guard case .number(let referenced)? = read(item, as: .number, in: token) else { return nil }
                    component = referenced
                } else {
                    guard let written = number(item, "a component (a number or none)") else { return nil }
                    component = written
                }
                let value = component
                guard range.contains(value) else {
                    let allowed =
                        range.upperBound == .greatestFiniteMagnitude
                        ? "0 or more" : "from \(Int(range.lowerBound)) to \(Int(range.upperBound))"
                    diagnostics.error(.componentOutOfRange(space: space, allowed: "\(allowed)", found: "\(value)"), at: item.location)
                    return nil
                }
                // A hue is an angle from 0 to less than 360: 360 is the same colour as 0.
                if value == 360, range.upperBound == 360 {
                    draftForm(
                        "a hue of 360", at: item.location,
                        advice: "a hue is from 0 to less than 360; tokengen reads it as 0, the same angle", since2025: false
                    )
                    components.append(0)
                    continue
                }
                components.append(value)
            }
            guard let shown = displayable(space, components, at: location) else { return nil }
            if shown.clipped {
                diagnostics.warning(.outsideDisplayP3(space: space), at: location)
            }
            space = shown.space
            components = shown.components
        } else if authorHex == nil {
            diagnostics.error(.colorWithoutComponents, at: mapping.location)
            return nil
        } else {
            draftForm(
                "a colour object without 'components'", at: mapping.location,
                advice: "add components: [red, green, blue] from 0 to 1; tokengen reads the hex", since2025: false
            )
            space = "srgb"
        }
        let hex = authorHex ?? ColorSpaces.hex(components)
        return ColorValue(red: components[0], green: components[1], blue: components[2], alpha: alpha, hex: hex, colorSpace: space)
    }

    /// `ColorSpaces.displayable`, or nil after an error that names the component its conversion overflows with.
    func displayable(
        _ space: String, _ components: [Double], at location: SourceLocation
    ) -> (space: String, components: [Double], clipped: Bool)? {
        do {
            return try ColorSpaces.displayable(space, components)
        } catch {
            diagnostics.error(
                .colorBeyondNumbers(space: space, component: error.component, found: Wording.number(error.value)), at: location)
            return nil
        }
    }

    /// `color` with Tokens Studio's colour modifier applied (`ColorModifier`); unchanged, with a warning, where
    /// Tokens Studio leaves it unchanged too.
    package mutating func modified(_ color: ColorValue, by written: DocumentNode, in token: RawToken) -> ColorValue? {
        // The modifier may be a token of its own (`"modify": "{hover}"`), as sd-transforms resolves it.
        let node = writtenValue(of: written).node
        guard let mapping = node.mapping else {
            diagnostics.warning(.ignoredInTokenFile(problem: .badColorModifier(kind: node.kindDescription)), at: written.location)
            return color
        }
        ignoreUnknownFields(mapping, allowed: ["type", "value", "space", "color", "format"])
        let typeText = mapping["type"]?.scalar?.text ?? ""
        let kind = ColorModifier.Kind(rawValue: typeText)
        let space = mapping["space"]?.scalar?.text
        if kind == nil {
            diagnostics.warning(.ignoredInTokenFile(problem: .unknownColorModifier(typeText)), at: (mapping["type"] ?? node).location)
        }
        guard let space, ColorModifier.spaces[space] != nil else {
            if kind != nil {
                diagnostics.warning(.ignoredInTokenFile(problem: .colorModifierWithoutSpace), at: (mapping["space"] ?? node).location)
            }
            return color
        }
        // sd-transforms writes a colour of an unknown modifier in the space all the same.
        let format = (mapping["format"]?.scalar?.text).flatMap { ColorModifier.spaces[$0] != nil || $0 == "hex" ? $0 : nil }
        guard let kind else {
            return (try? ColorModifier(kind: nil, amount: 0, space: space, format: format).applied(to: color)) ?? color
        }
        guard let amountNode = mapping["value"] else {
            diagnostics.error(.colorModifierWithoutAmount, at: node.location)
            return nil
        }
        // Tokens Studio writes the amount as a text ("0.2"), a reference or math.
        let amount: Double
        if let text = amountNode.scalar?.text, let written = Double(text.trimmingWhitespace()), written.isFinite {
            amount = written
        } else {
            guard case .number(let computed)? = read(amountNode, as: .number, in: token) else { return nil }
            amount = computed
        }
        var other: ColorValue?
        if kind == .mix {
            guard let colorNode = mapping["color"] else {
                diagnostics.warning(.ignoredInTokenFile(problem: .mixWithoutColor), at: node.location)
                return color
            }
            guard case .color(let mixed)? = read(colorNode, as: .color, in: token) else { return nil }
            other = mixed
        }
        draftForm(
            "a Tokens Studio colour modifier ('\(kind.rawValue)')", kind: "colour modifier", at: node.location,
            advice: "tokengen computes the colour as Tokens Studio does; write the resulting colour for the 2025.10 format",
            since2025: false, of: [.tokensStudio]
        )
        do {
            return try ColorModifier(kind: kind, amount: amount, space: space, other: other, format: format).applied(to: color)
        } catch {
            diagnostics.error(.modifiedColorBeyondNumbers(modifier: kind.rawValue, amount: Wording.number(amount)), at: amountNode.location)
            return nil
        }
    }
}
