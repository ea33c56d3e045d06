import TokenGenVocabulary
import TokenGenRead

/// Composite values: stroke styles, borders, transitions, cubic Béziers, gradients and shadows.
extension ValueResolver {
    /// A named style (`"dashed"`) or `{dashArray: [dimension, …], lineCap}`.
    package mutating func strokeStyle(_ node: DocumentNode, in token: RawToken) -> StrokeStyleValue? {
        let expected = "a stroke style (\(StrokeStyleValue.keywords.joined(separator: ", ")), or {dashArray, lineCap})"
        if let scalar = node.scalar, StrokeStyleValue.keywords.contains(scalar.text) {
            return .keyword(scalar.text)
        }
        guard let mapping = node.mapping else {
            wrongShape(node, expected)
            return nil
        }
        ignoreUnknownFields(mapping, allowed: ["dashArray", "lineCap"])
        guard case .sequence(let items, let location)? = mapping["dashArray"], let capNode = mapping["lineCap"] else {
            diagnostics.error(.strokeStyleIncomplete, at: node.location)
            return nil
        }
        guard !items.isEmpty else {
            diagnostics.error(.emptyDashArray, at: location)
            return nil
        }
        guard let cap = capNode.scalar?.text, StrokeStyleValue.lineCaps.contains(cap) else {
            diagnostics.error(.unknownLineCap(known: StrokeStyleValue.lineCaps), at: capNode.location)
            return nil
        }
        var lengths: [Double] = []
        for item in items {
            guard case .dimension(let points)? = read(item, as: .dimension, in: token) else { return nil }
            lengths.append(points)
        }
        return .dashes(lengths, lineCap: cap)
    }

    package mutating func border(_ node: DocumentNode, in token: RawToken) -> BorderValue? {
        guard let mapping = node.mapping else {
            wrongShape(node, "a border {color, width, style}")
            return nil
        }
        if mapping["weight"] != nil, mapping["width"] == nil { return figmaPluginStroke(mapping, in: token) }
        ignoreUnknownFields(mapping, allowed: ["color", "width", "style"])
        // Tokens Studio draws a border without a style as Figma draws a stroke: solid.
        let fillsStyle = token.writtenBy == .tokensStudio && mapping["style"] == nil
        let missing = ["color", "width", "style"].filter { mapping[$0] == nil && !($0 == "style" && fillsStyle) }
        guard missing.isEmpty else {
            diagnostics.error(.compositeIncomplete(kind: "border", token: token.dottedPath, missing: missing), at: mapping.location)
            return nil
        }
        if fillsStyle {
            draftForm(
                "a Tokens Studio border without 'style'", at: mapping.location,
                advice: "Tokens Studio draws it solid, and tokengen reads solid: write it for the 2025.10 format", since2025: false,
                of: [.tokensStudio])
        }
        let color = mapping["color"].flatMap { read($0, as: .color, in: token) }
        let width = mapping["width"].flatMap { read($0, as: .dimension, in: token) }
        let style: TokenValue? =
            fillsStyle ? .strokeStyle(.keyword("solid")) : mapping["style"].flatMap { read($0, as: .strokeStyle, in: token) }
        guard case .color(let colorValue)? = color, case .dimension(let points)? = width,
            case .strokeStyle(let styleValue)? = style
        else { return nil }
        return BorderValue(color: colorValue, width: points, style: styleValue)
    }

    /// `{duration, delay, timingFunction}`; `delay` is 0 when left out.
    package mutating func transition(_ node: DocumentNode, in token: RawToken) -> TransitionValue? {
        if let scalar = node.scalar, let transition = Self.cssTransition(scalar.text) {
            draftForm(
                "a transition as a CSS text (\"\(scalar.text)\")", kind: "CSS transition", at: node.location,
                advice: "write {duration, delay, timingFunction}", since2025: false, of: [.styleDictionary]
            )
            return transition
        }
        guard let mapping = node.mapping else {
            wrongShape(node, "a transition {duration, delay, timingFunction}")
            return nil
        }
        if mapping["easingFunction"] != nil, mapping["timingFunction"] == nil { return figmaPluginTransition(mapping, in: token) }
        ignoreUnknownFields(mapping, allowed: ["duration", "delay", "timingFunction"])
        let missing = ["duration", "timingFunction"].filter { mapping[$0] == nil }
        guard missing.isEmpty else {
            diagnostics.error(.compositeIncomplete(kind: "transition", token: token.dottedPath, missing: missing), at: mapping.location)
            return nil
        }
        let duration = mapping["duration"].flatMap { read($0, as: .duration, in: token) }
        var delay: TokenValue? = .duration(0)
        if let node = mapping["delay"] {
            delay = read(node, as: .duration, in: token)
        } else {
            draftForm(
                "a transition without 'delay'", at: mapping.location, advice: "the format requires it; tokengen reads it as 0",
                since2025: false)
        }
        let curve = mapping["timingFunction"].flatMap { read($0, as: .cubicBezier, in: token) }
        guard case .duration(let seconds)? = duration, case .duration(let delaySeconds)? = delay,
            case .cubicBezier(let timing)? = curve
        else { return nil }
        return TransitionValue(duration: seconds, delay: delaySeconds, timingFunction: timing)
    }

    /// `[x1, y1, x2, y2]`, the x coordinates in 0…1 (the curve is a function of time), or CSS's
    /// `cubic-bezier(x1, y1, x2, y2)` text (Style Dictionary's and Tokens Studio's form, read with one warning
    /// per file).
    /// CSS's easing keywords, by the curve the CSS Easing module defines for each.
    static let easingKeywords: [String: [Double]] = [
        "linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1], "ease-out": [0, 0, 0.58, 1],
        "ease-in-out": [0.42, 0, 0.58, 1],
    ]

    package mutating func cubicBezier(_ node: DocumentNode, in token: RawToken) -> CubicBezierValue? {
        if let scalar = node.scalar, let numbers = Self.easingKeywords[scalar.text.trimmingWhitespace().lowercased()] {
            draftForm(
                "a cubic Bézier as a CSS keyword (\"\(scalar.text)\")", kind: "CSS easing keyword", at: node.location,
                advice: "write [\(numbers.map(Wording.number).joined(separator: ", "))], the curve CSS gives it", since2025: false,
                of: [.styleDictionary, .tokensStudio]
            )
            return CubicBezierValue(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        }
        if let scalar = node.scalar, let numbers = Self.cssCubicBezier(scalar.text) {
            draftForm(
                "a cubic Bézier as a CSS text (\"\(scalar.text)\")", kind: "CSS cubic-bezier", at: node.location,
                advice: "write [\(numbers.map(Wording.number).joined(separator: ", "))]", since2025: false,
                of: [.styleDictionary, .tokensStudio]
            )
            guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
                diagnostics.error(.cubicBezierX(Wording.number((0...1).contains(numbers[0]) ? numbers[2] : numbers[0])), at: node.location)
                return nil
            }
            return CubicBezierValue(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        }
        guard case .sequence(let items, _) = node, items.count == 4 else {
            wrongShape(node, "a cubic Bézier [x1, y1, x2, y2]")
            return nil
        }
        var numbers: [Double] = []
        for item in items {
            // A point may be a number token (Terrazzo's parser resolves `["{ease.x1}", 0, 0.58, 1]`).
            if reference(in: item, reporting: false) != nil {
                guard case .number(let number)? = read(item, as: .number, in: token) else { return nil }
                numbers.append(number)
                continue
            }
            guard let number = number(item, "a number") else { return nil }
            numbers.append(number)
        }
        for (index, x) in [(0, numbers[0]), (2, numbers[2])] where !(0...1).contains(x) {
            diagnostics.error(.cubicBezierX("\(x)"), at: items[index].location)
            return nil
        }
        return CubicBezierValue(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    /// CSS's `transition` text: `[property] duration [timing-function] [delay]`, the timing function a
    /// `cubic-bezier(…)` or one of CSS's keywords (`ease` unless given); nil when the text is not one.
    package static func cssTransition(_ text: String) -> TransitionValue? {
        let keywords: [String: [Double]] = [
            "ease": [0.25, 0.1, 0.25, 1], "linear": [0, 0, 1, 1], "ease-in": [0.42, 0, 1, 1],
            "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1],
        ]
        var times: [Double] = []
        var curve: [Double]?
        for (index, word) in splitOutsideParentheses(text, on: " ").enumerated() where !word.isEmpty {
            let (number, unit) = numberAndUnit(word)
            if let value = Double(finite: number), unit == "ms" || unit == "s" {
                times.append(unit == "ms" ? value / 1000 : value)
            } else if let numbers = cssCubicBezier(word) ?? keywords[word.lowercased()], curve == nil {
                curve = numbers
            } else if index != 0 {
                return nil
            }
        }
        guard (1...2).contains(times.count), times.allSatisfy({ $0 >= 0 }), times.count == 2 || curve != nil || text.contains(" ") else {
            return nil
        }
        let bezier = curve ?? keywords["ease"]!
        guard (0...1).contains(bezier[0]), (0...1).contains(bezier[2]) else { return nil }
        return TransitionValue(
            duration: times[0], delay: times.count == 2 ? times[1] : 0,
            timingFunction: CubicBezierValue(x1: bezier[0], y1: bezier[1], x2: bezier[2], y2: bezier[3])
        )
    }

    /// The four numbers of `cubic-bezier(x1, y1, x2, y2)`; nil when the text is not one.
    static func cssCubicBezier(_ text: String) -> [Double]? {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.lowercased().hasPrefix("cubic-bezier("), trimmed.hasSuffix(")") else { return nil }
        let numbers = trimmed.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").compactMap {
            Double(finite: String($0).trimmingWhitespace())
        }
        return numbers.count == 4 ? numbers : nil
    }

    /// CSS's `linear-gradient([angle | to side,] colour [position], …)`, as Tokens Studio writes gradients
    /// (typed `color`): colours may be references, positions percentages (spread evenly where missing); an
    /// angle between the four sides is read as the nearest, with a warning. Nil, after an error, when it is
    /// no such text.
    package mutating func cssLinearGradient(_ text: String, at location: SourceLocation, in token: RawToken) -> GradientValue? {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.lowercased().hasPrefix("linear-gradient("), trimmed.hasSuffix(")") else {
            diagnostics.error(.badCSSGradient(text), at: location)
            return nil
        }
        var parts = Self.splitOutsideParentheses(String(trimmed.dropFirst("linear-gradient(".count).dropLast()), on: ",")
        var direction = GradientValue.Direction.toBottom
        let sides: [String: GradientValue.Direction] = [
            "to top": .toTop, "to bottom": .toBottom, "to right": .toTrailing, "to left": .toLeading,
        ]
        if let first = parts.first?.lowercased() {
            if let side = sides[first] {
                direction = side
                parts.removeFirst()
            } else if first.last?.isLetter == true, let degrees = CSSColor.angle(Substring(first)) {
                let sideIndex = Int((degrees / 90).rounded()) % 4
                direction = [GradientValue.Direction.toTop, .toTrailing, .toBottom, .toLeading][sideIndex]
                if degrees.truncatingRemainder(dividingBy: 90) != 0 {
                    draftForm(
                        "a gradient at an angle between two sides (\"\(parts[0])\")", kind: "gradient angle", at: location,
                        advice: "tokengen's gradients run from side to side; it reads \(direction.rawValue), the nearest", since2025: false,
                        of: [.tokensStudio]
                    )
                }
                parts.removeFirst()
            }
        }
        guard parts.count >= 2 else {
            diagnostics.error(.badCSSGradient(text), at: location)
            return nil
        }
        var stops: [GradientValue.Stop] = []
        for (index, part) in parts.enumerated() {
            var words = Self.splitOutsideParentheses(part, on: " ").filter { !$0.isEmpty }
            var position = Double(index) / Double(parts.count - 1)
            if words.count == 2, words[1].hasSuffix("%"), let percent = Double(finite: words[1].dropLast()) {
                position = min(max(percent / 100, 0), 1)
                words.removeLast()
            }
            guard words.count == 1 else {
                diagnostics.error(.badCSSGradient(text), at: location)
                return nil
            }
            let colorValue =
                Self.isOneReference(words[0])
                ? referencedValue(Reference(path: String(words[0].dropFirst().dropLast())), at: location, expected: .color, in: token)
                : color(.scalar(DocumentScalar(text: words[0], isQuoted: true, location: location)), in: token).map(TokenValue.color)
            guard case .color(let stopColor)? = colorValue else { return nil }
            stops.append(GradientValue.Stop(color: stopColor, position: position))
        }
        draftForm(
            "a gradient as a CSS text (\"\(text)\")", kind: "CSS gradient", at: location,
            advice: "write its stops [{color, position}, …], with the direction in $extensions.tokengen.direction", since2025: false,
            of: [.tokensStudio]
        )
        return GradientValue(stops: stops, direction: direction)
    }

    /// The format's form is a list of stops, with our direction in the token's `$extensions.tokengen`;
    /// tokengen's earlier form `{direction, stops}` is read with a warning; CSS's text as `cssLinearGradient`.
    package mutating func gradient(_ node: DocumentNode, in token: RawToken) -> GradientValue? {
        if let scalar = node.scalar, !scalar.isNull {
            return cssLinearGradient(scalar.text, at: node.location, in: token)
        }
        let expected = "a gradient [{color, position}, …]"
        let items: [DocumentNode], stopsLocation: SourceLocation
        var directionNode = token.options?.mapping?["direction"]
        if let mapping = node.mapping, mapping["gradientType"] != nil {
            return figmaPluginGradient(mapping, in: token)
        }
        if case .sequence(let list, let location) = node {
            (items, stopsLocation) = (list, location)
        } else if let mapping = node.mapping {
            ignoreUnknownFields(mapping, allowed: ["direction", "stops"])
            guard case .sequence(let list, let location)? = mapping["stops"] else {
                wrongShape(node, expected)
                return nil
            }
            (items, stopsLocation) = (list, location)
            directionNode = mapping["direction"] ?? directionNode
            diagnostics.warning(
                .earlierGradientForm(direction: directionNode?.scalar?.text ?? "toBottom"),
                at: node.location
            )
        } else {
            wrongShape(node, expected)
            return nil
        }
        var direction = GradientValue.Direction.toBottom
        if let directionNode {
            guard let text = directionNode.scalar?.text, let parsed = GradientValue.Direction(rawValue: text) else {
                let allowed = GradientValue.Direction.allCases.map(\.rawValue).joined(separator: ", ")
                diagnostics.error(.unknownGradientDirection(allowed: "\(allowed)"), at: directionNode.location)
                return nil
            }
            direction = parsed
        }
        return gradientStops(items, at: stopsLocation, in: token).map { GradientValue(stops: $0, direction: direction) }
    }

    /// A gradient's stops, `{color, position}` each, two or more; positions outside 0…1 clamped, as the format
    /// does. Nil after an error.
    mutating func gradientStops(_ items: [DocumentNode], at location: SourceLocation, in token: RawToken) -> [GradientValue.Stop]? {
        guard items.count >= 2 else {
            diagnostics.error(.gradientStops(items.count), at: location)
            return nil
        }
        var stops: [GradientValue.Stop] = []
        for item in items {
            guard let stop = item.mapping, let colorNode = stop["color"], let positionNode = stop["position"] else {
                wrongShape(item, "a stop {color, position}")
                return nil
            }
            ignoreUnknownFields(stop, allowed: ["color", "position"])
            guard case .color(let color)? = read(colorNode, as: .color, in: token),
                case .number(let position)? = read(positionNode, as: .number, in: token)
            else { return nil }
            stops.append(GradientValue.Stop(color: color, position: min(max(position, 0), 1)))
        }
        return stops
    }

    /// The Figma plugin "Design Tokens"'s gradient: `{gradientType, rotation, stops: [{position, color}]}`, its
    /// rotation in CSS's degrees (0 is to the top, 90 to the right); only a linear one has a value here.
    mutating func figmaPluginGradient(_ mapping: DocumentMapping, in token: RawToken) -> GradientValue? {
        ignoreUnknownFields(mapping, allowed: ["gradientType", "rotation", "stops"])
        let kind = mapping["gradientType"]?.scalar?.text ?? ""
        guard kind == "linear" else {
            diagnostics.error(.noSwiftValue(value: "\(kind) gradient", kind: .otherGradient), at: mapping["gradientType"]!.location)
            return nil
        }
        guard case .sequence(let items, let stopsLocation)? = mapping["stops"] else {
            wrongShape(.mapping(mapping), "the plugin's gradient {gradientType, rotation, stops: [{position, color}, …]}")
            return nil
        }
        var direction = GradientValue.Direction.toBottom
        if let rotationNode = mapping["rotation"] {
            guard let degrees = number(rotationNode, "a rotation in degrees") else { return nil }
            let turned = degrees.truncatingRemainder(dividingBy: 360) + (degrees < 0 ? 360 : 0)
            direction = [GradientValue.Direction.toTop, .toTrailing, .toBottom, .toLeading][Int((turned / 90).rounded()) % 4]
            if turned.truncatingRemainder(dividingBy: 90) != 0 {
                draftForm(
                    "a gradient at an angle between two sides (\(Wording.number(degrees))°)", kind: "gradient angle",
                    at: rotationNode.location,
                    advice: "tokengen's gradients run from side to side; it reads \(direction.rawValue), the nearest", since2025: false)
            }
        }
        draftForm(
            "the Figma plugin Design Tokens' gradient {gradientType, rotation, stops}", at: mapping.location,
            advice: "write its stops [{color, position}, …], with the direction in $extensions.tokengen.direction", since2025: false,
            of: [.figmaDesignTokens])
        return gradientStops(items, at: stopsLocation, in: token).map { GradientValue(stops: $0, direction: direction) }
    }

    /// The Figma plugin "Design Tokens"'s stroke: `{align, dashPattern, lineCap, lineJoin, miterLimit, weight,
    /// color}`. A dash pattern of zeros (or none) is a solid line; `lineCap: none` is a butt one.
    mutating func figmaPluginStroke(_ mapping: DocumentMapping, in token: RawToken) -> BorderValue? {
        ignoreUnknownFields(mapping, allowed: ["align", "dashPattern", "lineCap", "lineJoin", "miterLimit", "weight", "color"])
        guard let colorNode = mapping["color"], case .color(let color)? = read(colorNode, as: .color, in: token),
            case .dimension(let width)? = read(mapping["weight"]!, as: .dimension, in: token)
        else {
            if mapping["color"] == nil {
                diagnostics.error(.compositeIncomplete(kind: "border", token: token.dottedPath, missing: ["color"]), at: mapping.location)
            }
            return nil
        }
        // Written as a text ("4, 2") or as a list of numbers ([4, 2]).
        let parts: [String]?
        switch mapping["dashPattern"] {
        case nil: parts = []
        case .sequence(let items, _)?:
            let texts = items.compactMap { $0.scalar?.text }
            parts = texts.count == items.count ? texts : nil
        case let node?: parts = node.scalar.map { $0.isNull ? [] : $0.text.split(separator: ",").map(String.init) }
        }
        var dashes: [Double] = []
        for part in parts ?? [""] {
            guard let length = Double(finite: part.trimmingWhitespace()), length >= 0 else {
                wrongShape(mapping["dashPattern"]!, "a dash pattern of lengths (\"4, 2\" or [4, 2])")
                return nil
            }
            dashes.append(length)
        }
        let cap = mapping["lineCap"]?.scalar?.text ?? "none"
        let style: StrokeStyleValue =
            dashes.allSatisfy { $0 == 0 } ? .keyword("solid") : .dashes(dashes, lineCap: cap == "none" ? "butt" : cap)
        if case .dashes(_, let lineCap) = style, !StrokeStyleValue.lineCaps.contains(lineCap) {
            diagnostics.error(.unknownLineCap(known: StrokeStyleValue.lineCaps), at: mapping["lineCap"]!.location)
            return nil
        }
        draftForm(
            "the Figma plugin Design Tokens' stroke {weight, color, dashPattern, …}", at: mapping.location,
            advice: "write a border {color, width, style}", since2025: false, of: [.figmaDesignTokens])
        return BorderValue(color: color, width: width, style: style)
    }

    /// The Figma plugin "Design Tokens"'s transition: `{transitionType, duration, easingFunction: {x1, y1, x2,
    /// y2}, direction}`, its duration in seconds; the kind of transition (`dissolve`, `smart_animate`…) and its
    /// direction have no place in the value.
    mutating func figmaPluginTransition(_ mapping: DocumentMapping, in token: RawToken) -> TransitionValue? {
        ignoreUnknownFields(mapping, allowed: ["transitionType", "duration", "easing", "easingFunction", "direction"])
        guard let durationNode = mapping["duration"], let seconds = number(durationNode, "a duration in seconds"),
            let curve = mapping["easingFunction"]?.mapping
        else {
            if mapping["duration"] == nil {
                diagnostics.error(
                    .compositeIncomplete(kind: "transition", token: token.dottedPath, missing: ["duration"]), at: mapping.location)
            }
            return nil
        }
        var points: [Double] = []
        for name in ["x1", "y1", "x2", "y2"] {
            guard let node = curve[name], let value = number(node, "a number") else {
                wrongShape(.mapping(curve), "an easing function {x1, y1, x2, y2}")
                return nil
            }
            points.append(value)
        }
        guard (0...1).contains(points[0]), (0...1).contains(points[2]) else {
            diagnostics.error(.cubicBezierX(Wording.number((0...1).contains(points[0]) ? points[2] : points[0])), at: curve.location)
            return nil
        }
        draftForm(
            "the Figma plugin Design Tokens' transition {duration, easingFunction, …}", at: mapping.location,
            advice: "write {duration, delay, timingFunction}", since2025: false, of: [.figmaDesignTokens])
        return TransitionValue(
            duration: seconds, delay: 0, timingFunction: CubicBezierValue(x1: points[0], y1: points[1], x2: points[2], y2: points[3]))
    }

    /// CSS's `box-shadow` text, as Style Dictionary files hold it: layers separated by commas, each
    /// `[inset] x y [blur [spread]] colour` (in any order of the colour), a word of which may be a reference
    /// (`{shadow.x}`). Nil, after an error, when it is no such text.
    package mutating func cssShadows(_ text: String, at location: SourceLocation, in token: RawToken) -> [ShadowValue]? {
        var layers: [ShadowValue] = []
        for layer in Self.splitOutsideParentheses(text, on: ",") {
            // A layer that names a shadow token (`{shadow.1}, {shadow.2}`): its layers, as Style Dictionary
            // substitutes the text.
            if Self.isOneReference(layer) {
                switch referencedValue(Reference(path: String(layer.dropFirst().dropLast())), at: location, expected: nil, in: token) {
                case .shadow(let shadow)?: layers.append(shadow)
                case .shadows(let shadows)?: layers += shadows
                case nil: return nil
                case let other?:
                    diagnostics.error(
                        .referenceTypeMismatch(
                            reference: String(layer.dropFirst().dropLast()), type: other.type.rawValue, token: token.dottedPath,
                            expected: "shadow"),
                        at: location)
                    return nil
                }
                continue
            }
            var lengths: [Double] = []
            var layerColor: ColorValue?
            var inset = false
            for word in Self.splitOutsideParentheses(layer, on: " ") where !word.isEmpty {
                if word == "inset" {
                    inset = true
                    continue
                }
                var value: TokenValue?
                if Self.isOneReference(word) {
                    value = referencedValue(Reference(path: String(word.dropFirst().dropLast())), at: location, expected: nil, in: token)
                } else if word.hasPrefix("#") || CSSColor.isFunctional(word) {
                    value = self.color(.scalar(DocumentScalar(text: word, isQuoted: true, location: location)), in: token).map(
                        TokenValue.color)
                } else if let number = Double(finite: word), number == 0 {
                    value = .dimension(0)
                } else {
                    let (number, unit) = Self.numberAndUnit(word)
                    if let number = Double(finite: number), ["px", "pt", "rem"].contains(unit) {
                        value = .dimension(unit == "rem" ? number * (settings.remBase ?? 16) : number)
                    }
                }
                switch value {
                case .color(let found)? where layerColor == nil: layerColor = found
                case .dimension(let length)?, .number(let length)?: lengths.append(length)
                default:
                    diagnostics.error(.badCSSShadow(text), at: location)
                    return nil
                }
            }
            guard let layerColor, (2...4).contains(lengths.count) else {
                diagnostics.error(.badCSSShadow(text), at: location)
                return nil
            }
            lengths += Array(repeating: 0, count: 4 - lengths.count)
            layers.append(
                ShadowValue(color: layerColor, offsetX: lengths[0], offsetY: lengths[1], blur: lengths[2], spread: lengths[3], inset: inset)
            )
        }
        guard !layers.isEmpty else {
            diagnostics.error(.badCSSShadow(text), at: location)
            return nil
        }
        draftForm(
            "a shadow as a CSS text (\"\(text)\")", kind: "CSS shadow", at: location,
            advice: "write {color, offsetX, offsetY, blur, spread}, or a list of them", since2025: false, of: [.styleDictionary]
        )
        return layers
    }

    /// The parts of `text` between separators outside parentheses and braces.
    static func splitOutsideParentheses(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = [""]
        var depth = 0
        for character in text {
            if character == "(" || character == "{" { depth += 1 }
            if character == ")" || character == "}" { depth = max(0, depth - 1) }
            if character == separator, depth == 0 {
                parts.append("")
            } else {
                parts[parts.count - 1].append(character)
            }
        }
        return parts.map { $0.trimmingWhitespace() }
    }

    /// A tool's shadow as the format writes it: its fields renamed, and the field that says `innerShadow` made
    /// `inset`.
    static func formatShadow(_ mapping: DocumentMapping, renaming names: [String: String], kindField: String) -> DocumentMapping {
        var mapping = mapping
        // `inset`, as CSS and Style Dictionary's shadows say it, is the inner shadow too.
        let isInner = ["innerShadow", "inset"].contains(mapping[kindField]?.scalar?.text ?? "")
        mapping.entries = mapping.entries.map { entry in
            var entry = entry
            if entry.key.text == kindField {
                entry.key.text = "inset"
                entry.value = .scalar(DocumentScalar(text: isInner ? "true" : "false", isQuoted: false, location: entry.value.location))
            } else if let name = names[entry.key.text] {
                entry.key.text = name
            }
            return entry
        }
        return mapping
    }

    package mutating func shadow(_ node: DocumentNode, in token: RawToken) -> ShadowValue? {
        guard var mapping = node.mapping else {
            wrongShape(node, "a shadow {color, offsetX, offsetY, blur, spread, inset}")
            return nil
        }
        // Tokens Studio's box shadow: `x`, `y`, and `type: innerShadow` for an inset one.
        if mapping["x"] != nil || mapping["y"] != nil || mapping["type"] != nil {
            draftForm(
                "Tokens Studio's box shadow {x, y, type}", at: mapping.location,
                advice: "write offsetX, offsetY and inset: true for an inner shadow", since2025: false, of: [.tokensStudio]
            )
            mapping = Self.formatShadow(mapping, renaming: ["x": "offsetX", "y": "offsetY"], kindField: "type")
        }
        // The Figma plugin "Design Tokens"'s: `radius` is the blur, `shadowType: innerShadow` an inset one.
        if mapping["shadowType"] != nil || mapping["radius"] != nil {
            draftForm(
                "the Figma plugin Design Tokens' shadow {shadowType, radius, …}", at: mapping.location,
                advice: "write blur for radius, and inset: true for an inner shadow", since2025: false, of: [.figmaDesignTokens]
            )
            mapping = Self.formatShadow(mapping, renaming: ["radius": "blur"], kindField: "shadowType")
        }
        ignoreUnknownFields(mapping, allowed: ["color", "offsetX", "offsetY", "blur", "spread", "inset"])
        var inset = false
        if let insetNode = mapping["inset"] {
            guard let scalar = insetNode.scalar, !scalar.isQuoted, scalar.text == "true" || scalar.text == "false" else {
                diagnostics.error(.insetNotBoolean, at: insetNode.location)
                return nil
            }
            inset = scalar.text == "true"
        }
        guard let colorNode = mapping["color"] else {
            diagnostics.error(.shadowWithoutColor, at: node.location)
            return nil
        }
        let color = read(colorNode, as: .color, in: token)
        var sizes: [Double] = []
        let missing = ["offsetX", "offsetY", "blur", "spread"].filter { mapping[$0] == nil }
        if !missing.isEmpty {
            draftForm(
                "a shadow without \(Failure.quotedList(missing))", kind: "shadow parts", at: mapping.location,
                advice:
                    "the format requires \(missing.count == 1 ? "it" : "them"); tokengen reads \(missing.count == 1 ? "it" : "them") as 0",
                since2025: false
            )
        }
        for name in ["offsetX", "offsetY", "blur", "spread"] {
            guard let field = mapping[name] else {
                sizes.append(0)
                continue
            }
            guard case .dimension(let points)? = read(field, as: .dimension, in: token) else { return nil }
            sizes.append(points)
        }
        guard case .color(let colorValue)? = color else { return nil }
        return ShadowValue(color: colorValue, offsetX: sizes[0], offsetY: sizes[1], blur: sizes[2], spread: sizes[3], inset: inset)
    }
}
