import TokenGenVocabulary

/// A plural entry as its file writes it: a format with variables, each with its forms. Readers of
/// `.stringsdict` files (and String Catalogs) produce it; `PluralAnalyzer` checks it and makes a `PluralText`.
package struct PluralSource {
    package struct Text {
        package var text: String
        /// Where the text starts, and whether it is the file's bytes from there (so offsets map to columns).
        package var location: SourceLocation
        package var verbatim: Bool

        /// Where the text's bytes start in its file's text, when it is verbatim.
        package var byteOffset = 0
        /// The warning that a String Catalog marks it `needs_review`.
        package var review: Diagnostic?

        package init(text: String, location: SourceLocation, verbatim: Bool, byteOffset: Int = 0) {
            self.text = text
            self.location = location
            self.verbatim = verbatim
            self.byteOffset = byteOffset
        }

        /// Where the byte at each offset of the text is, when the text is verbatim (else where the text
        /// starts), in one walk over the text.
        package func locations(ofBytes offsets: [Int]) -> [SourceLocation] {
            guard verbatim else { return offsets.map { _ in location } }
            let bytes = Array(text.utf8)
            var position = TextPosition(line: location.line, column: location.column)
            var result = [SourceLocation](repeating: location, count: offsets.count)
            var walked = 0
            for index in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
                let target = min(offsets[index], bytes.count)
                if target > walked {
                    position.move(over: bytes, walked..<target)
                    walked = target
                }
                result[index] = position.location(in: location.path)
            }
            return result
        }
    }

    package struct Variable {
        package var name: String
        package var location: SourceLocation
        /// `NSStringFormatValueTypeKey`: `d`, `ld`, `f`, …
        package var valueType: Text?
        package var forms: [(category: PluralCategory, text: Text)]

        package init(name: String, location: SourceLocation, valueType: Text? = nil, forms: [(category: PluralCategory, text: Text)]) {
            self.name = name
            self.location = location
            self.valueType = valueType
            self.forms = forms
        }
    }

    package var key: String
    package var format: Text
    package var variables: [Variable]

    package init(key: String, format: Text, variables: [Variable]) {
        self.key = key
        self.format = format
        self.variables = variables
    }
}

/// Checks a plural entry on its own (every language is checked against CLDR and the base language later) and
/// turns it into a `PluralText`: arguments numbered, placeholders rewritten with positions. What makes it
/// unusable is kept in the text's `problems`, since only the validator knows whether it is a base text.
///
/// Argument numbers follow Apple's reading: in the format, placeholders without a position take the next
/// argument, and a variable `%#@name@` takes one too. In a variable's forms, a placeholder without a position
/// shows the variable's own number, and a variable inside a form (`%#@folders@`) takes the next argument after
/// those of the format.
package enum PluralAnalyzer {
    package static func analyze(_ source: PluralSource, diagnostics: DiagnosticCollector) -> PluralText {
        var analysis = Analysis(source: source, diagnostics: diagnostics)
        return analysis.run()
    }

    private struct Analysis {
        let source: PluralSource
        let diagnostics: DiagnosticCollector
        var types: [PlaceholderType?] = []
        var next = 1
        var arguments: [String: Int] = [:]
        var variables: [PluralText.Variable] = []
        var problems: [PluralText.Problem] = []
        var tooDeep = false

        init(source: PluralSource, diagnostics: DiagnosticCollector) {
            self.source = source
            self.diagnostics = diagnostics
        }

        /// The variables each form of a variable names, by variable, in the order of its forms.
        var formReferences: [String: [[String]]] = [:]

        mutating func error(_ message: String, at location: SourceLocation) {
            problems.append(PluralText.Problem(message: message, location: location))
        }

        mutating func use(_ position: Int, _ type: PlaceholderType, at location: SourceLocation, what: String) {
            guard (1...FormatSpecifierParser.maximumPosition).contains(position) else {
                error(
                    "argument \(position) of \"\(source.key)\" (\(what)) must be from 1 to \(FormatSpecifierParser.maximumPosition)",
                    at: location)
                return
            }
            if types.count < position { types += repeatElement(nil, count: position - types.count) }
            if let existing = types[position - 1], existing != type {
                error(
                    "in \"\(source.key)\", argument \(position) is used as \(existing.shortName) and as \(type.shortName) (\(what)); show each argument as one type wherever it appears",
                    at: location
                )
            } else {
                types[position - 1] = type
            }
        }

        mutating func run() -> PluralText {
            // Variables inside forms take the arguments after all of the format's.
            var placeholders: [FormatSpecifierParser.Placeholder] = []
            _ = FormatSpecifierParser.signature(utf8: Array(source.format.text.utf8), variables: true, placeholders: &placeholders)
            next = (placeholders.map(\.position).max() ?? 0) + 1
            let (format, references) = rewrite(source.format, variable: nil, depth: 0)
            checkExpansion(of: references)
            // Variables that no text refers to (beyond the nesting limit, none is looked at).
            for variable in source.variables where arguments[variable.name] == nil && !tooDeep {
                error(
                    "the variable '\(variable.name)' of \"\(source.key)\" is defined but the format never uses it; use it as %#@\(variable.name)@ or remove it",
                    at: variable.location)
            }
            let parameters = types.enumerated().map { index, type -> PlaceholderType in
                if let type { return type }
                error(
                    "argument \(index + 1) of \"\(source.key)\" is never used, so its type is unknown; positions must run from 1 to \(types.count)",
                    at: source.format.location)
                return .object
            }
            return PluralText(
                format: format,
                variables: variables.sorted { $0.argument < $1.argument },
                signature: FormatSignature(parameters: parameters, needsFormatting: true),
                problems: problems
            )
        }

        /// The text with every placeholder given its argument's position; `variable` is the variable whose
        /// form this is (nil for the format).
        mutating func rewrite(
            _ text: PluralSource.Text, variable: (name: String, argument: Int, type: PlaceholderType)?, depth: Int
        ) -> (text: String, references: [String]) {
            var references: [String] = []
            let bytes = Array(text.text.utf8)
            var placeholders: [FormatSpecifierParser.Placeholder] = []
            let (_, problems) = FormatSpecifierParser.signature(utf8: bytes, variables: true, placeholders: &placeholders)
            var literal: Set<Int> = []
            // Every position in one walk over the text, problems first, then placeholders.
            let locations = text.locations(ofBytes: problems.map(\.offset) + placeholders.map(\.range.lowerBound))
            for (problem, location) in zip(problems, locations) {
                if problem.isForbidden {
                    error("in \"\(source.key)\": \(problem.message)", at: location)
                } else if problem.isNotASpecifier {
                    literal.insert(problem.offset)
                    diagnostics.warning(.percentSignInPluralForm(key: source.key, finding: problem.finding), at: location)
                }
            }
            var out: [UInt8] = []
            var copied = 0
            func copy(upTo end: Int) {
                guard !literal.isEmpty else {
                    out += bytes[copied..<end]
                    return
                }
                for index in copied..<end {
                    out.append(bytes[index])
                    if literal.contains(index) { out.append(UInt8(ascii: "%")) }
                }
            }
            for (placeholder, location) in zip(placeholders, locations.dropFirst(problems.count)) {
                copy(upTo: placeholder.range.lowerBound)
                copied = placeholder.range.upperBound
                let written = String(decoding: bytes[placeholder.range], as: UTF8.self)
                if let name = placeholder.variable {
                    let argument: Int
                    if let known = arguments[name] {
                        argument = placeholder.explicitPosition ?? known
                        if argument != known {
                            error("the variable '\(name)' of \"\(source.key)\" takes argument \(known) and \(argument)", at: location)
                        }
                    } else {
                        argument = placeholder.explicitPosition ?? (variable == nil ? placeholder.position : nextArgument())
                        define(name, argument: argument, referencedAt: location, depth: depth + 1)
                    }
                    out += Array("%\(argument)$#@\(name)@".utf8)
                    references.append(name)
                    continue
                }
                guard let type = placeholder.type else { continue }
                let argument: Int
                if let explicit = placeholder.explicitPosition {
                    argument = explicit
                } else if let variable {
                    argument = variable.argument
                } else {
                    argument = placeholder.position
                }
                if let variable, argument == variable.argument, type != variable.type {
                    error(
                        "in \"\(source.key)\", '\(written)' shows the number of '\(variable.name)' as \(type.shortName), but its NSStringFormatValueTypeKey says \(variable.type.shortName)",
                        at: location)
                } else {
                    use(argument, type, at: location, what: "'\(written)'")
                }
                out += Array("%\(argument)$".utf8) + bytes[placeholder.body]
            }
            copy(upTo: bytes.count)
            return (String(decoding: out, as: UTF8.self), references)
        }

        /// Variables that name each other (`a` in a form of `a`, or `a` → `b` → `a`) would put each other in
        /// place without end; a text may also name variables so often, form inside form, that it grows past
        /// `maximumExpansions`, or nest past `maximumNesting` through a variable defined higher up. Each
        /// variable is visited once, without recursion, and its worst case (the most variables any of its
        /// forms puts in place, and its depth) computed from its forms'.
        mutating func checkExpansion(of formatReferences: [String]) {
            let limit = PluralText.maximumExpansions
            var done: [String: (expansions: Int, depth: Int)] = [:]
            var onPath: [String: Int] = [:]
            var path: [(name: String, next: Int, children: [String])] = []
            func children(_ name: String) -> [String] { (formReferences[name] ?? []).flatMap { $0 } }
            func finish(_ name: String) -> (expansions: Int, depth: Int) {
                let forms = formReferences[name] ?? []
                let expansions =
                    forms.map { (form: [String]) -> Int in
                        form.reduce(0) { (sum: Int, name: String) -> Int in min(sum + 1 + (done[name]?.expansions ?? 0), limit + 1) }
                    }.max() ?? 0
                let depth = 1 + (forms.flatMap { $0 }.map { done[$0]?.depth ?? 0 }.max() ?? 0)
                return (expansions, depth)
            }
            for root in formatReferences where done[root] == nil {
                path = [(root, 0, children(root))]
                onPath = [root: 0]
                while let top = path.last {
                    if top.next < top.children.count {
                        path[path.count - 1].next += 1
                        let child = top.children[top.next]
                        if let start = onPath[child] {
                            let cycle = path[start...].map(\.name) + [child]
                            let location = source.variables.first { $0.name == top.name }?.location ?? source.format.location
                            error(
                                cycle.count == 2
                                    ? "the variable '\(child)' of \"\(source.key)\" names itself in its forms, so its text would never end; remove %#@\(child)@ from the forms of '\(child)'"
                                    : "the variables of \"\(source.key)\" name each other (\(cycle.joined(separator: " → "))), so the text would never end; a form must not name a variable that names it",
                                at: location
                            )
                            return
                        }
                        guard done[child] == nil, formReferences[child] != nil else { continue }
                        onPath[child] = path.count
                        path.append((child, 0, children(child)))
                    } else {
                        done[top.name] = finish(top.name)
                        onPath[top.name] = nil
                        path.removeLast()
                    }
                }
            }
            let total = formatReferences.reduce(0) { min($0 + 1 + (done[$1]?.expansions ?? 0), limit + 1) }
            let depth = formatReferences.map { done[$0]?.depth ?? 0 }.max() ?? 0
            if total > limit {
                error(
                    "\"\(source.key)\" puts more than \(limit) variables in place (its forms name variables whose forms name variables, each several times); name fewer variables in each form",
                    at: source.format.location
                )
            } else if depth > PluralText.maximumNesting, !tooDeep {
                error(
                    "the variables of \"\(source.key)\" nest \(depth) deep; variables nest at most \(PluralText.maximumNesting) deep",
                    at: source.format.location)
            }
        }

        mutating func nextArgument() -> Int {
            defer { next += 1 }
            return next
        }

        /// Reads the variable `name`, now that its argument is known.
        mutating func define(_ name: String, argument: Int, referencedAt location: SourceLocation, depth: Int) {
            arguments[name] = argument
            // Each level is a call of `rewrite`: a chain of thousands of variables must not exhaust the stack.
            guard depth <= PluralText.maximumNesting else {
                tooDeep = true
                error(
                    "the variable '\(name)' of \"\(source.key)\" is nested \(depth) deep; variables nest at most \(PluralText.maximumNesting) deep",
                    at: location)
                return
            }
            guard let definition = source.variables.first(where: { $0.name == name }) else {
                error(
                    "\"\(source.key)\" uses the variable '\(name)', which it does not define; define it (beside NSStringLocalizedFormatKey in a .stringsdict, as a substitution in a String Catalog)",
                    at: location)
                use(argument, .int, at: location, what: "the variable '\(name)'")
                return
            }
            guard let other = definition.forms.first(where: { $0.category == .other }) else {
                let what = name == "__plural" ? "the plural variation" : "the variable '\(name)'"
                error("\(what) of \"\(source.key)\" has no 'other' form, which every language needs", at: definition.location)
                return
            }
            // The number's type: NSStringFormatValueTypeKey, else what the `other` form shows.
            var type = PlaceholderType.int
            var display = "%d"
            if let valueType = definition.valueType {
                let (signature, _) = FormatSpecifierParser.signature(of: "%" + valueType.text)
                if signature.parameters.count == 1, let parsed = signature.parameters.first,
                    [.int, .uint, .double].contains(parsed)
                {
                    type = parsed
                    display = "%" + valueType.text
                } else {
                    error(
                        "NSStringFormatValueTypeKey '\(valueType.text)' of '\(name)' in \"\(source.key)\" is no number format; write d, ld, u, f or g",
                        at: valueType.location)
                }
            } else {
                diagnostics.warning(.variableWithoutValueType(variable: name, key: source.key), at: definition.location)
            }
            use(argument, type, at: location, what: "the variable '\(name)'")
            // The `other` form shows the number as all forms do: its placeholder is the display.
            let otherBytes = Array(other.text.text.utf8)
            var placeholders: [FormatSpecifierParser.Placeholder] = []
            _ = FormatSpecifierParser.signature(utf8: otherBytes, variables: true, placeholders: &placeholders)
            if let shown = placeholders.first(where: {
                $0.variable == nil && $0.type == type && ($0.explicitPosition == nil || $0.explicitPosition == argument)
            }) {
                display = "%" + String(decoding: otherBytes[shown.body], as: UTF8.self)
            }
            var forms: [PluralCategory: String] = [:]
            var locations: [PluralCategory: SourceLocation] = [:]
            var references: [[String]] = []
            for (category, text) in definition.forms.sorted(by: { ($0.category == .other ? 0 : 1) < ($1.category == .other ? 0 : 1) }) {
                let rewritten = rewrite(text, variable: (name, argument, type), depth: depth)
                forms[category] = rewritten.text
                references.append(rewritten.references)
                locations[category] = text.location
            }
            formReferences[name] = references
            variables.append(
                PluralText.Variable(
                    name: name, argument: argument, display: display, forms: forms, formLocations: locations,
                    location: definition.location
                ))
        }
    }
}
