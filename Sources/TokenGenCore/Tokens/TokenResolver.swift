#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Resolves every raw token to a typed value: follows references, converts units, checks shapes.
struct TokenResolver {
    private enum State {
        case resolving
        case resolved(TokenValue)
        case failed
    }

    let raw: [RawToken]
    let settings: TokenSettings
    let diagnostics: DiagnosticCollector
    private let byPath: [String: Int]
    private var states: [String: State] = [:]
    private var stack: [String] = []

    init(raw: [RawToken], settings: TokenSettings, diagnostics: DiagnosticCollector) {
        self.raw = raw
        self.settings = settings
        self.diagnostics = diagnostics
        var byPath: [String: Int] = [:]
        for (index, token) in raw.enumerated() { byPath[token.dottedPath] = index }
        self.byPath = byPath
    }

    /// How many references a chain may go through before it is an error: each is a level of recursion, and
    /// no design system chains more than a handful.
    static let maximumChain = 128

    mutating func resolveAll() -> [Token] {
        // A token whose whole value names another is resolved after it, the chain walked without recursion, so
        // that chains of any length (`t0 → … → t5000`) cost no depth; what is left recurses at most
        // `maximumChain` deep.
        for index in raw.indices where states[raw[index].dottedPath] == nil {
            var chain = [index]
            var seen: Set<Int> = [index]
            while let next = directTarget(of: raw[chain.last!]), states[raw[next].dottedPath] == nil, seen.insert(next).inserted {
                chain.append(next)
            }
            for member in chain.reversed() { _ = resolve(raw[member].dottedPath) }
        }
        return raw.compactMap { token in
            guard let value = resolve(token.dottedPath) else { return nil }
            return Token(
                path: token.path, value: value, description: token.description,
                deprecation: token.deprecation, location: token.location
            )
        }
    }

    /// The token that a token's whole value names, if it is only a reference; no diagnostics.
    private func directTarget(of token: RawToken) -> Int? {
        guard let target = reference(in: token.value, reporting: false), target.property.isEmpty else { return nil }
        return byPath[target.path]
    }

    private mutating func resolve(_ path: String) -> TokenValue? {
        switch states[path] {
        case .resolved(let value)?: return value
        case .failed?: return nil
        case .resolving?:
            reportCycle(from: path)
            return nil
        case nil: break
        }
        let token = raw[byPath[path]!]
        guard stack.count < Self.maximumChain else {
            let first = raw[byPath[stack[0]]!]
            diagnostics.error(
                "'\(first.dottedPath)' leads through more than \(Self.maximumChain) references, to '\(path)' (line \(token.location.line)); is it circular? Shorten the chain",
                at: first.location
            )
            for member in stack { states[member] = .failed }
            return nil
        }
        states[path] = .resolving
        stack.append(path)
        defer { stack.removeLast() }
        let value = self.value(of: token)
        if case .failed? = states[path] { return nil }  // part of a cycle, already reported
        states[path] = value.map(State.resolved) ?? .failed
        return value
    }

    private mutating func reportCycle(from path: String) {
        guard let start = stack.firstIndex(of: path) else { return }
        // Told from the member written first, whichever member the resolution started from.
        var cycle = Array(stack[start...])
        if let first = cycle.indices.min(by: { byPath[cycle[$0]]! < byPath[cycle[$1]]! }) {
            cycle = Array(cycle[first...] + cycle[..<first])
        }
        let chain = (cycle + [cycle[0]]).map { member in
            "\(member) (line \(raw[byPath[member]!].location.line))"
        }.joined(separator: " → ")
        let first = raw[byPath[cycle[0]]!]
        diagnostics.error("reference cycle: \(chain)", at: first.location)
        for member in cycle { states[member] = .failed }
    }

    private mutating func value(of token: RawToken) -> TokenValue? {
        if let type = token.type {
            return value(token.value, as: type, in: token)
        }
        if let reference = reference(in: token.value) {
            return follow(reference, at: token.value.location, expected: nil, in: token)
        }
        if token.value.mapping?["$ref"] != nil { return nil }
        diagnostics.error(
            "the token '\(token.dottedPath)' has no type: add '$type' to it or to its group",
            at: token.location
        )
        return nil
    }

    // MARK: References

    /// A token, and the part of its value (empty for all of it) that a reference names.
    private struct Reference {
        var path: String
        var property: [String] = []
    }

    /// `"{group.token}"`, or `{"$ref": "#/group/token/$value"}` (which may go on into the value); a `$ref`
    /// that is no token's gets an error here, when `reporting`.
    private func reference(in node: DocumentNode, reporting: Bool = true) -> Reference? {
        if let mapping = node.mapping, let pointerNode = mapping["$ref"] {
            guard mapping.entries.count == 1, let pointer = pointerNode.scalar?.text else {
                if reporting { diagnostics.error("a '$ref' must be alone in its object, and a text", at: pointerNode.location) }
                return nil
            }
            switch JSONPointer.target(pointer) {
            case .success(let target): return Reference(path: target.path.joined(separator: "."), property: target.property)
            case .failure(let error):
                if reporting { diagnostics.error(error.message, at: pointerNode.location) }
                return nil
            }
        }
        guard let scalar = node.scalar, scalar.text.hasPrefix("{"), scalar.text.hasSuffix("}"), scalar.text.count > 2 else {
            return nil
        }
        return Reference(path: String(scalar.text.dropFirst().dropLast()))
    }

    private var suggestionsLeft = 20

    private mutating func follow(_ target: Reference, at location: SourceLocation, expected: TokenType?, in token: RawToken) -> TokenValue? {
        let reference = target.path
        guard byPath[reference] != nil else {
            var message = "'\(token.dottedPath)' refers to '{\(reference)}', which is not a token"
            if let suggestion = closest(to: reference) {
                message += "; did you mean '{\(suggestion)}'?"
            }
            diagnostics.error(message, at: location)
            return nil
        }
        guard let value = resolve(reference) else { return nil }
        if !target.property.isEmpty {
            return part(target.property[...], of: raw[byPath[reference]!], at: location, expected: expected, in: token, depth: 0)
        }
        if let expected, value.type != expected {
            diagnostics.error(
                "'{\(reference)}' is a \(value.type.rawValue), but '\(token.dottedPath)' needs a \(expected.rawValue) here",
                at: location
            )
            return nil
        }
        return value
    }

    /// The part of `owner`'s value that `property` names, read as `expected`: the pointer is followed through
    /// the value as written, and through the references it meets on the way.
    private mutating func part(
        _ property: ArraySlice<String>, of owner: RawToken, at location: SourceLocation, expected: TokenType?, in token: RawToken, depth: Int
    ) -> TokenValue? {
        let shown = "#/" + (owner.path + ["$value"] + property).joined(separator: "/")
        guard depth < 64 else {
            diagnostics.error("'\(shown)' leads through more than 64 references; is it circular?", at: location)
            return nil
        }
        guard let expected else {
            diagnostics.error("'\(token.dottedPath)' refers to a part of a value ('\(shown)'); give it a $type", at: location)
            return nil
        }
        var node = owner.value
        var rest = property
        while let segment = rest.first {
            if let inner = reference(in: node), let next = byPath[inner.path] {
                return part(inner.property + rest, of: raw[next], at: location, expected: expected, in: token, depth: depth + 1)
            }
            var child: DocumentNode?
            if let mapping = node.mapping {
                child = mapping[segment]
            } else if case .sequence(let items, _) = node, let index = Int(segment), items.indices.contains(index) {
                child = items[index]
            }
            guard let child else {
                diagnostics.error("'\(shown)' points at nothing: the value of '\(owner.dottedPath)' has no '\(segment)' there", at: location)
                return nil
            }
            node = child
            rest = rest.dropFirst()
        }
        if expected == .number, let scalar = node.scalar, !scalar.isQuoted, scalar.text == "none" { return .number(0) }
        return value(node, as: expected, in: owner)
    }

    /// The nearest token path, for "did you mean"; the first 20 unknown references get one, so that a file
    /// of thousands of broken references still takes linear time.
    private mutating func closest(to reference: String) -> String? {
        guard suggestionsLeft > 0 else { return nil }
        suggestionsLeft -= 1
        let limit = max(2, reference.count / 3)
        let candidates = raw.map(\.dottedPath).filter { abs($0.count - reference.count) <= limit }
            .map { ($0, editDistance($0, reference)) }
        guard let best = candidates.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }),
              best.1 <= max(2, reference.count / 3) else { return nil }
        return best.0
    }

    private func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    // MARK: Values

    /// A value of `type` from `node`, which may be a reference to a token of that type.
    private mutating func value(_ node: DocumentNode, as type: TokenType, in token: RawToken) -> TokenValue? {
        if let reference = reference(in: node) {
            return follow(reference, at: node.location, expected: type, in: token)
        }
        if node.mapping?["$ref"] != nil { return nil }
        if let mapping = node.mapping, mapping.entries.count == 1, let only = mapping.entries.first,
           only.value.scalar?.isNull == true, !only.key.text.hasPrefix("$"),
           only.key.text.contains(".") || !["value", "unit"].contains(only.key.text) && ![.typography, .shadow, .border, .transition, .strokeStyle].contains(type) {
            diagnostics.error(
                "an unquoted {\(only.key.text)} is a YAML mapping; quote the reference: \"{\(only.key.text)}\"",
                at: node.location
            )
            return nil
        }
        switch type {
        case .color: return color(node).map(TokenValue.color)
        case .dimension: return dimension(node).map(TokenValue.dimension)
        case .number: return number(node, "a number").map(TokenValue.number)
        case .duration: return duration(node).map(TokenValue.duration)
        case .fontFamily: return fontFamily(node).map(TokenValue.fontFamily)
        case .fontWeight: return fontWeight(node).map(TokenValue.fontWeight)
        case .typography: return typography(node, in: token).map(TokenValue.typography)
        case .gradient: return gradient(node, in: token).map(TokenValue.gradient)
        case .shadow:
            if case .sequence(let items, _) = node {
                guard !items.isEmpty else {
                    wrongShape(node, "a shadow, or a list of shadows")
                    return nil
                }
                let layers = items.compactMap { shadow($0, in: token) }
                return layers.count == items.count ? .shadows(layers) : nil
            }
            return shadow(node, in: token).map(TokenValue.shadow)
        case .cubicBezier: return cubicBezier(node).map(TokenValue.cubicBezier)
        case .strokeStyle: return strokeStyle(node, in: token).map(TokenValue.strokeStyle)
        case .border: return border(node, in: token).map(TokenValue.border)
        case .transition: return transition(node, in: token).map(TokenValue.transition)
        }
    }

    /// A named style (`"dashed"`) or `{dashArray: [dimension, …], lineCap}`.
    private mutating func strokeStyle(_ node: DocumentNode, in token: RawToken) -> StrokeStyleValue? {
        let expected = "a stroke style (\(StrokeStyleValue.keywords.joined(separator: ", ")), or {dashArray, lineCap})"
        if let scalar = node.scalar, StrokeStyleValue.keywords.contains(scalar.text) {
            return .keyword(scalar.text)
        }
        guard let mapping = node.mapping else {
            wrongShape(node, expected)
            return nil
        }
        guard check(mapping, allowed: ["dashArray", "lineCap"]) else { return nil }
        guard case .sequence(let items, let location)? = mapping["dashArray"], let capNode = mapping["lineCap"] else {
            diagnostics.error("a stroke style needs 'dashArray' (a list of dimensions) and 'lineCap'", at: node.location)
            return nil
        }
        guard !items.isEmpty else {
            diagnostics.error("'dashArray' needs at least one length", at: location)
            return nil
        }
        guard let cap = capNode.scalar?.text, StrokeStyleValue.lineCaps.contains(cap) else {
            diagnostics.error("'lineCap' must be one of \(StrokeStyleValue.lineCaps.joined(separator: ", "))", at: capNode.location)
            return nil
        }
        var lengths: [Double] = []
        for item in items {
            guard case .dimension(let points)? = value(item, as: .dimension, in: token) else { return nil }
            lengths.append(points)
        }
        return .dashes(lengths, lineCap: cap)
    }

    private mutating func border(_ node: DocumentNode, in token: RawToken) -> BorderValue? {
        guard let mapping = node.mapping else {
            wrongShape(node, "a border {color, width, style}")
            return nil
        }
        guard check(mapping, allowed: ["color", "width", "style"]) else { return nil }
        let missing = ["color", "width", "style"].filter { mapping[$0] == nil }
        guard missing.isEmpty else {
            diagnostics.error("the border '\(token.dottedPath)' needs \(missing.map { "'\($0)'" }.joined(separator: ", "))", at: mapping.location)
            return nil
        }
        let color = mapping["color"].flatMap { value($0, as: .color, in: token) }
        let width = mapping["width"].flatMap { value($0, as: .dimension, in: token) }
        let style = mapping["style"].flatMap { value($0, as: .strokeStyle, in: token) }
        guard case .color(let colorValue)? = color, case .dimension(let points)? = width,
              case .strokeStyle(let styleValue)? = style else { return nil }
        return BorderValue(color: colorValue, width: points, style: styleValue)
    }

    /// `{duration, delay, timingFunction}`; `delay` is 0 when left out.
    private mutating func transition(_ node: DocumentNode, in token: RawToken) -> TransitionValue? {
        guard let mapping = node.mapping else {
            wrongShape(node, "a transition {duration, delay, timingFunction}")
            return nil
        }
        guard check(mapping, allowed: ["duration", "delay", "timingFunction"]) else { return nil }
        let missing = ["duration", "timingFunction"].filter { mapping[$0] == nil }
        guard missing.isEmpty else {
            diagnostics.error("the transition '\(token.dottedPath)' needs \(missing.map { "'\($0)'" }.joined(separator: ", "))", at: mapping.location)
            return nil
        }
        let duration = mapping["duration"].flatMap { value($0, as: .duration, in: token) }
        var delay: TokenValue? = .duration(0)
        if let node = mapping["delay"] { delay = value(node, as: .duration, in: token) }
        let curve = mapping["timingFunction"].flatMap { value($0, as: .cubicBezier, in: token) }
        guard case .duration(let seconds)? = duration, case .duration(let delaySeconds)? = delay,
              case .cubicBezier(let timing)? = curve else { return nil }
        return TransitionValue(duration: seconds, delay: delaySeconds, timingFunction: timing)
    }

    /// `[x1, y1, x2, y2]`, the x coordinates in 0…1 (the curve is a function of time).
    private func cubicBezier(_ node: DocumentNode) -> CubicBezierValue? {
        guard case .sequence(let items, _) = node, items.count == 4 else {
            wrongShape(node, "a cubic Bézier [x1, y1, x2, y2]")
            return nil
        }
        var numbers: [Double] = []
        for item in items {
            guard let number = number(item, "a number") else { return nil }
            numbers.append(number)
        }
        for (index, x) in [(0, numbers[0]), (2, numbers[2])] where !(0...1).contains(x) {
            diagnostics.error("the x coordinate \(x) of a cubic Bézier must be from 0 to 1", at: items[index].location)
            return nil
        }
        return CubicBezierValue(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    private func wrongShape(_ node: DocumentNode, _ expected: String) {
        let found: String
        if let scalar = node.scalar, !scalar.isNull {
            found = scalar.isQuoted ? "the text \"\(scalar.text)\"" : "'\(scalar.text)'"
        } else {
            found = node.kindDescription
        }
        diagnostics.error("expected \(expected), found \(found)", at: node.location)
    }

    private func number(_ node: DocumentNode, _ expected: String) -> Double? {
        if let scalar = node.scalar, !scalar.isQuoted, let value = Double(scalar.text), !value.isNaN {
            return inRange(value, node)
        }
        guard let scalar = node.scalar, !scalar.isQuoted, let value = Double(scalar.text), value.isFinite else {
            wrongShape(node, expected)
            return nil
        }
        return value
    }

    /// A colour object, or a `"#RRGGBB"` text (the form from before 2025.10, except as an object's `hex`).
    private mutating func color(_ node: DocumentNode, inObject: Bool = false) -> ColorValue? {
        if let mapping = node.mapping { return colorObject(mapping) }
        guard let scalar = node.scalar, scalar.text.hasPrefix("#") else {
            wrongShape(node, "a colour (\"#RRGGBB\" or {colorSpace, components, alpha})")
            return nil
        }
        let digits = scalar.text.dropFirst()
        guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }), [3, 6, 8].contains(digits.count) else {
            diagnostics.error("'\(scalar.text)' is not a hex colour; write #RGB, #RRGGBB or, with a declared hexAlpha, 8 digits", at: node.location)
            return nil
        }
        if !inObject {
            draftForm(
                "a colour as a \"#RRGGBB\" text", at: node.location,
                advice: "write {colorSpace: srgb, components: [red, green, blue] from 0 to 1, alpha, hex: \"#RRGGBB\"}"
            )
        }
        var hex = digits.uppercased()
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        var alphaHex = "FF"
        if hex.count == 8 {
            guard let reading = settings.hexAlpha else {
                diagnostics.error(
                    "'\(scalar.text)' has 8 digits, which tools read differently (ARGB or RGBA); declare the file's reading at its root: $extensions: { tokengen: { hexAlpha: argb } } (or rgba)",
                    at: node.location
                )
                return nil
            }
            let first = String(hex.prefix(2)), last = String(hex.suffix(2))
            let (alpha, other) = reading == .argb ? (first, last) : (last, first)
            if alpha == "00", other != "00" {
                diagnostics.warning(
                    .transparentWhenRead(value: scalar.text, reading: reading.rawValue.uppercased()),
                    at: node.location
                )
            }
            alphaHex = alpha
            hex = reading == .argb ? String(hex.dropFirst(2)) : String(hex.prefix(6))
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

    /// `{colorSpace, components, alpha, hex}` in any space of the Color module, converted to sRGB, or to Display
    /// P3 when it lies outside sRGB; the author's `hex` is kept as the fallback it is.
    private mutating func colorObject(_ mapping: DocumentMapping) -> ColorValue? {
        guard check(mapping, allowed: ["colorSpace", "components", "alpha", "hex"]) else { return nil }
        var space = mapping["colorSpace"]?.scalar?.text ?? ""
        guard let ranges = ColorSpaces.ranges[space] else {
            diagnostics.error(
                "'colorSpace' must be one of \(ColorSpaces.names.joined(separator: ", "))",
                at: (mapping["colorSpace"] ?? .mapping(mapping)).location
            )
            return nil
        }
        var alpha = 1.0
        if let node = mapping["alpha"] {
            guard let value = number(node, "an alpha from 0 to 1") else { return nil }
            guard (0...1).contains(value) else {
                diagnostics.error("alpha must be from 0 to 1, found \(value)", at: node.location)
                return nil
            }
            alpha = value
        }
        var components: [Double] = []
        var authorHex: String?
        if let hexNode = mapping["hex"] {
            guard let parsed = color(hexNode, inObject: true) else { return nil }
            guard hexNode.scalar?.text.count == 7 else {
                diagnostics.error("'hex' must be \"#RRGGBB\" (the alpha is 'alpha')", at: hexNode.location)
                return nil
            }
            authorHex = parsed.hex
            components = [parsed.red, parsed.green, parsed.blue]
        }
        if case .sequence(let items, let location)? = mapping["components"] {
            guard items.count == 3 else {
                diagnostics.error("'components' must hold 3 numbers, found \(items.count)", at: location)
                return nil
            }
            components = []
            for (item, range) in zip(items, ranges) {
                // `none` is a missing component, which the conversion takes as 0.
                if let scalar = item.scalar, !scalar.isQuoted, scalar.text == "none" {
                    components.append(0)
                    continue
                }
                guard let value = number(item, "a component (a number or none)") else { return nil }
                guard range.contains(value) else {
                    let allowed = range.upperBound == .greatestFiniteMagnitude
                        ? "0 or more" : "from \(Int(range.lowerBound)) to \(Int(range.upperBound))"
                    diagnostics.error("a \(space) component here must be \(allowed), found \(value)", at: item.location)
                    return nil
                }
                components.append(value)
            }
            let shown = ColorSpaces.displayable(space, components)
            if shown.clipped {
                diagnostics.warning(.outsideDisplayP3(space: space), at: location)
            }
            space = shown.space
            components = shown.components
        } else if authorHex == nil {
            diagnostics.error("a colour object needs 'components' (or 'hex': \"#RRGGBB\")", at: mapping.location)
            return nil
        } else {
            draftForm(
                "a colour object without 'components'", at: mapping.location,
                advice: "add components: [red, green, blue] from 0 to 1; tokengen reads the hex", since2025: false
            )
            space = "srgb"
        }
        let hex = authorHex ?? "#" + components.map { component -> String in
            let byte = String(Int((component * 255).rounded()), radix: 16, uppercase: true)
            return byte.count == 1 ? "0" + byte : byte
        }.joined()
        return ColorValue(red: components[0], green: components[1], blue: components[2], alpha: alpha, hex: hex, colorSpace: space)
    }

    private func check(_ mapping: DocumentMapping, allowed: [String]) -> Bool {
        var ok = true
        for (key, _) in mapping.entries where !allowed.contains(key.text) {
            diagnostics.error("unknown field '\(key.text)'; expected \(allowed.map { "'\($0)'" }.joined(separator: ", "))", at: key.location)
            ok = false
        }
        return ok
    }

    /// The value, if it can be written as an exact Swift literal: not infinite, and not so small that it loses
    /// precision (subnormal). Else nil, after an error.
    private func inRange(_ value: Double, _ node: DocumentNode) -> Double? {
        guard value.isFinite, value == 0 || abs(value) >= Double.leastNormalMagnitude else {
            diagnostics.error("the value \(node.scalar?.text ?? "\(value)") is out of range: it must be finite, and 0 or at least \(Double.leastNormalMagnitude) in size", at: node.location)
            return nil
        }
        return value
    }

    private mutating func dimension(_ node: DocumentNode) -> Double? {
        let units: [String: Double] = ["px": 1, "pt": 1, "rem": settings.remBase ?? 16]
        let expected = "a dimension ({value, unit: px|rem})"
        if let scalar = node.scalar, !scalar.isQuoted, let value = Double(scalar.text) {
            draftForm("a dimension as a bare number", at: node.location, advice: "write {value: \(scalar.text), unit: px}; tokengen reads it as px")
            return inRange(value, node)
        }
        let points = measure(node, units: units, expected: expected)
        if points != nil, let text = node.scalar?.text.trimmingWhitespace() {
            let split = text.firstIndex { $0.isLetter } ?? text.endIndex
            let unit = text[split...] == "pt" ? "px" : text[split...]
            draftForm("a dimension as a text (\"\(text)\")", kind: "dimension text", at: node.location, advice: "write {value: \(text[..<split]), unit: \(unit)}")
        }
        if points != nil, (node.mapping?["unit"]?.scalar?.text ?? node.scalar?.text.trimmingWhitespace())?.hasSuffix("pt") == true {
            draftForm(
                "the unit 'pt'", at: node.location,
                advice: "its units are px and rem; write px, the same size on Apple's platforms", since2025: false
            )
        }
        return points
    }

    private mutating func duration(_ node: DocumentNode) -> Double? {
        let seconds = measure(node, units: ["s": 1, "ms": 0.001], expected: "a duration ({value, unit: ms|s})")
        if seconds != nil, let text = node.scalar?.text.trimmingWhitespace() {
            let split = text.firstIndex { $0.isLetter } ?? text.endIndex
            draftForm("a duration as a text (\"\(text)\")", kind: "duration text", at: node.location, advice: "write {value: \(text[..<split]), unit: \(text[split...])}")
        }
        return seconds
    }

    /// `"16px"` or `{value: 16, unit: px}`, converted with `units`.
    private func measure(_ node: DocumentNode, units: [String: Double], expected: String) -> Double? {
        var number: Double?
        var unit = ""
        if let mapping = node.mapping {
            guard check(mapping, allowed: ["value", "unit"]) else { return nil }
            guard let valueNode = mapping["value"], let unitNode = mapping["unit"]?.scalar else {
                wrongShape(node, expected)
                return nil
            }
            guard let value = self.number(valueNode, "a number") else { return nil }
            number = value
            unit = unitNode.text
        } else if let scalar = node.scalar, !scalar.isNull {
            let text = scalar.text.trimmingWhitespace()
            let split = text.firstIndex { $0.isLetter } ?? text.endIndex
            number = Double(text[..<split])
            unit = String(text[split...])
            if number != nil, unit.hasPrefix("e") || unit.hasPrefix("E"), unit.dropFirst().first?.isNumber == true || ["+", "-"].contains(unit.dropFirst().first) {
                let exponentEnd = unit.dropFirst(2).firstIndex { !$0.isNumber } ?? unit.endIndex
                let written = Double(text[..<split] + unit[..<exponentEnd]).map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : "\($0)" } ?? ""
                diagnostics.error(
                    "'\(text)' is a number with an exponent before its unit, which no unit form allows; write the number out, as in \"\(written)\(unit[exponentEnd...])\" or {value, unit}",
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
        guard let factor = units[unit] else {
            let allowed = units.keys.sorted().joined(separator: ", ")
            diagnostics.error("unknown unit '\(unit)'; expected one of \(allowed)", at: node.location)
            return nil
        }
        return inRange(clean(number! * factor), node)
    }

    private func fontFamily(_ node: DocumentNode) -> [String]? {
        if let scalar = node.scalar, !scalar.isNull { return [scalar.text] }
        if case .sequence(let items, _) = node, !items.isEmpty {
            var names: [String] = []
            for item in items {
                guard let scalar = item.scalar, !scalar.isNull else {
                    wrongShape(item, "a font family name")
                    return nil
                }
                names.append(scalar.text)
            }
            return names
        }
        wrongShape(node, "a font family name or a list of them")
        return nil
    }

    static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    private func fontWeight(_ node: DocumentNode) -> Double? {
        if let scalar = node.scalar, !scalar.isQuoted, let value = Double(scalar.text), value.isFinite {
            guard (1...1000).contains(value) else {
                diagnostics.error("a font weight must be from 1 to 1000, found \(value)", at: node.location)
                return nil
            }
            return value
        }
        if let scalar = node.scalar, let value = Self.weightNames[scalar.text] {
            return value
        }
        wrongShape(node, "a font weight (1 to 1000, or thin, extra-light, light, normal, medium, semi-bold, bold, extra-bold, black)")
        return nil
    }

    private mutating func typography(_ node: DocumentNode, in token: RawToken) -> TypographyValue? {
        guard let mapping = node.mapping else {
            wrongShape(node, "a typography {fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}")
            return nil
        }
        guard check(mapping, allowed: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]) else { return nil }
        func field(_ name: String) -> DocumentNode? {
            if let node = mapping[name] { return node }
            diagnostics.error("the typography '\(token.dottedPath)' needs '\(name)'", at: mapping.location)
            return nil
        }
        let familyNode = field("fontFamily"), sizeNode = field("fontSize"), weightNode = field("fontWeight")
        let family = familyNode.flatMap { value($0, as: .fontFamily, in: token) }
        let size = sizeNode.flatMap { value($0, as: .dimension, in: token) }
        let weight = weightNode.flatMap { value($0, as: .fontWeight, in: token) }
        var letterSpacing: TokenValue? = .dimension(0)
        var letterSpacingEms: Double?
        if let node = mapping["letterSpacing"] {
            if let ems = emLength(node) {
                draftForm(
                    "a letterSpacing in em", at: node.location,
                    advice: "write a dimension in px or rem; tokengen reads it as that many times the font size"
                )
                letterSpacingEms = ems
            } else {
                letterSpacing = value(node, as: .dimension, in: token)
            }
        }
        var lineHeight: TokenValue? = .number(1)
        var lineHeightPoints: Double?
        if let node = mapping["lineHeight"] {
            let unitSuffixes = ["px", "rem", "pt"]
            if node.mapping?["unit"] != nil || node.scalar.map({ text in unitSuffixes.contains { text.text.hasSuffix($0) } }) == true {
                draftForm(
                    "a lineHeight as a dimension", at: node.location,
                    advice: "write it as a number, the multiple of the font size; tokengen divides it by the font size"
                )
                lineHeightPoints = dimension(node)
                if lineHeightPoints == nil { lineHeight = nil }
            } else {
                lineHeight = value(node, as: .number, in: token)
            }
        }
        if let ems = letterSpacingEms, case .dimension(let points)? = size { letterSpacing = .dimension(ems * points) }
        if let height = lineHeightPoints, case .dimension(let points)? = size {
            guard points > 0 else {
                diagnostics.error("a lineHeight in points needs a font size above 0", at: mapping["lineHeight"]!.location)
                return nil
            }
            lineHeight = .number(height / points)
        }
        guard case .fontFamily(let families)? = family, case .dimension(let points)? = size,
              case .fontWeight(let weightValue)? = weight, case .dimension(let spacing)? = letterSpacing,
              case .number(let height)? = lineHeight else { return nil }
        // Each is finite on its own, but what is computed from them may not be: the code would say `inf`.
        guard spacing.isFinite, height.isFinite, (points * (height - 1)).isFinite else {
            diagnostics.error(
                "the typography '\(token.dottedPath)' computes a letter spacing, line height or line spacing (size × (lineHeight − 1)) too large for a number; use smaller values",
                at: token.location
            )
            return nil
        }
        return TypographyValue(families: families, size: points, weight: weightValue, letterSpacing: spacing, lineHeight: height)
    }

    /// `{value, unit: em}` or `"0.05em"`: a length relative to the font size, from before 2025.10.
    private func emLength(_ node: DocumentNode) -> Double? {
        if let mapping = node.mapping, mapping.entries.count == 2, mapping["unit"]?.scalar?.text == "em",
           let text = mapping["value"]?.scalar?.text, let value = Double(text), value.isFinite {
            return value
        }
        if let text = node.scalar?.text, text.hasSuffix("em"), let value = Double(text.dropLast(2)), value.isFinite {
            return value
        }
        return nil
    }

    private var draftFormsReported: Set<[String]> = []

    /// A form outside the 2025.10 format whose meaning is clear: read, with one warning per file and form
    /// (`kind` names the form when `form` quotes the value).
    private mutating func draftForm(_ form: String, kind: String? = nil, at location: SourceLocation, advice: String, since2025: Bool = true) {
        guard draftFormsReported.insert([location.path, kind ?? form]).inserted else { return }
        diagnostics.warning(.draftForm(form: form, since2025: since2025, advice: advice), at: location)
    }

    /// The format's form is a list of stops, with our direction in the token's `$extensions.tokengen`;
    /// tokengen's earlier form `{direction, stops}` is read with a warning.
    private mutating func gradient(_ node: DocumentNode, in token: RawToken) -> GradientValue? {
        let expected = "a gradient [{color, position}, …]"
        let items: [DocumentNode], stopsLocation: SourceLocation
        var directionNode = token.options?["direction"]
        if case .sequence(let list, let location) = node {
            (items, stopsLocation) = (list, location)
        } else if let mapping = node.mapping {
            guard check(mapping, allowed: ["direction", "stops"]) else { return nil }
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
                diagnostics.error("'direction' must be one of \(allowed)", at: directionNode.location)
                return nil
            }
            direction = parsed
        }
        guard items.count >= 2 else {
            diagnostics.error("a gradient needs at least 2 stops, found \(items.count)", at: stopsLocation)
            return nil
        }
        var stops: [GradientValue.Stop] = []
        for item in items {
            guard let stop = item.mapping, check(stop, allowed: ["color", "position"]),
                  let colorNode = stop["color"], let positionNode = stop["position"] else {
                wrongShape(item, "a stop {color, position}")
                return nil
            }
            guard case .color(let color)? = value(colorNode, as: .color, in: token),
                  case .number(let position)? = value(positionNode, as: .number, in: token) else { return nil }
            // The format clamps positions outside 0…1.
            stops.append(GradientValue.Stop(color: color, position: min(max(position, 0), 1)))
        }
        return GradientValue(stops: stops, direction: direction)
    }

    private mutating func shadow(_ node: DocumentNode, in token: RawToken) -> ShadowValue? {
        guard let mapping = node.mapping, check(mapping, allowed: ["color", "offsetX", "offsetY", "blur", "spread", "inset"]) else {
            if node.mapping == nil { wrongShape(node, "a shadow {color, offsetX, offsetY, blur, spread, inset}") }
            return nil
        }
        var inset = false
        if let insetNode = mapping["inset"] {
            guard let scalar = insetNode.scalar, !scalar.isQuoted, scalar.text == "true" || scalar.text == "false" else {
                diagnostics.error("'inset' must be true or false", at: insetNode.location)
                return nil
            }
            inset = scalar.text == "true"
        }
        guard let colorNode = mapping["color"] else {
            diagnostics.error("a shadow needs 'color'", at: node.location)
            return nil
        }
        let color = value(colorNode, as: .color, in: token)
        var sizes: [Double] = []
        for name in ["offsetX", "offsetY", "blur", "spread"] {
            guard let field = mapping[name] else {
                sizes.append(0)
                continue
            }
            guard case .dimension(let points)? = value(field, as: .dimension, in: token) else { return nil }
            sizes.append(points)
        }
        guard case .color(let colorValue)? = color else { return nil }
        return ShadowValue(color: colorValue, offsetX: sizes[0], offsetY: sizes[1], blur: sizes[2], spread: sizes[3], inset: inset)
    }
}

/// Rounds away binary noise, so that 16 × 0.4 is 6.4 and not 6.4000000000000004.
func clean(_ value: Double) -> Double {
    guard value.isFinite, value != 0 else { return value }
    let scale = pow(10, 9 - floor(log10(abs(value))))
    return (value * scale).rounded() / scale
}

extension String {
    /// Without the white space (line breaks included) at either end.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }
}
