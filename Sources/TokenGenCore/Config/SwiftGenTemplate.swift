import TokenGenVocabulary
import TokenGenRead
import TokenGenTranslate

/// A SwiftGen output written by the app's own Stencil template (`templatePath`): its API is read from the file
/// the template wrote (`SwiftDeclarations`) and compared, name by name, with what tokengen generates for the
/// same tables. When every type, property and function of it is tokengen's too — same names, same argument
/// labels, parameter types that take every value the template's take — the job takes the file over as for a
/// stock template; otherwise it writes a new output beside it, and what differs is listed with its lines.
extension SwiftGenImport {
    /// Whether the job is carried over (to its output, or one beside it); false after noting why not.
    mutating func customTemplate(_ job: inout Job, output: String, inputs: [String], at location: String, project: String) -> Bool {
        // As the configuration names it: relative to its folder.
        let shownOutput = job.output
        guard let committed = try? FileSystem.bytes(of: output) else {
            notCarried.append(
                "\(location): a custom template (templatePath) whose output \(shownOutput) is not there to compare tokengen's API with; SwiftGen keeps generating into it"
            )
            return false
        }
        let theirs = SwiftDeclarations(committed).declarations
        guard theirs.contains(where: { $0.kind != .type }) else {
            notCarried.append(
                "\(location): a custom template (templatePath) whose output \(shownOutput) declares no static accessor to compare; SwiftGen keeps generating into it")
            return false
        }
        // Structured names first, as SwiftGen's own templates; flat ones where the template writes them.
        var closest: (names: KeyNames?, uncovered: [String])?
        for names in [nil, KeyNames.flat] {
            var candidate = job
            candidate.names = names
            guard let ours = Self.generatedDeclarations(of: candidate, inputs: inputs, project: project) else { continue }
            let uncovered = Self.uncovered(theirs, by: ours, in: shownOutput)
            if uncovered.isEmpty {
                job = candidate
                guard SwiftGenHeader.isInOpeningComments(of: output) else {
                    moveBeside(&job, output: shownOutput, at: location, because: "does not carry SwiftGen's header line, so tokengen never replaces it")
                    return true
                }
                return true
            }
            if closest == nil || uncovered.count < closest!.uncovered.count { closest = (names, uncovered) }
        }
        guard let closest else {
            notCarried.append("\(location): a custom template (templatePath) whose tables tokengen cannot generate; SwiftGen keeps generating into \(shownOutput)")
            return false
        }
        job.names = closest.names
        moveBeside(&job, output: shownOutput, at: location, because: "declares what tokengen's API does not (below)")
        let shown = 20
        notCarried += closest.uncovered.prefix(shown)
        if closest.uncovered.count > shown { notCarried.append("… and \(closest.uncovered.count - shown) more") }
        return true
    }

    /// The job to a new output beside the template's (`Strings.swift` → `Strings.tokengen.swift`), which it
    /// does not replace.
    private mutating func moveBeside(_ job: inout Job, output: String, at location: String, because reason: String) {
        let stem = job.output.hasSuffix(".swift") ? String(job.output.dropLast(6)) : job.output
        job.output = stem + ".tokengen.swift"
        job.replacesOutput = false
        notCarried.append(
            "\(location): the output of a custom template (templatePath), \(output), \(reason): the job writes \(job.output) beside it; move the call sites over, then remove SwiftGen's"
        )
    }

    /// The declarations of what tokengen generates for the job (its files together); nil when it generates nothing.
    static func generatedDeclarations(of job: Job, inputs: [String], project: String) -> [SwiftDeclarations.Declaration]? {
        var options = L10nOptions()
        if let enumName = job.enumName { options.enumName = enumName }
        if let access = job.access { options.access = access }
        if let separator = job.separator { options.separator = separator }
        if let names = job.names { options.names = names }
        options.forceFileNameEnum = job.forceFileNameEnum
        options.lookupFunction = job.lookupFunction
        options.bundle = job.bundle
        var strings = Configuration.StringsJob(inputs: inputs, baseLanguage: job.baseLanguage, output: "Compared.swift", options: options)
        strings.project = project
        guard let generated = Pipeline.strings(strings, diagnostics: DiagnosticCollector()) else { return nil }
        return SwiftDeclarations(generated.files.flatMap(\.bytes)).declarations
    }

    /// Each of `theirs` that no declaration of `ours` stands in for, as `path:line: what`.
    static func uncovered(
        _ theirs: [SwiftDeclarations.Declaration], by ours: [SwiftDeclarations.Declaration], in path: String
    ) -> [String] {
        let byName = Dictionary(grouping: ours, by: \.name)
        var uncovered: [String] = []
        for declaration in theirs {
            let candidates = byName[declaration.name] ?? []
            guard !candidates.contains(where: { covers($0, declaration) }) else { continue }
            let what = candidates.first.map { "tokengen's is \(shown($0))" } ?? "tokengen declares no \(declaration.name)"
            uncovered.append("\(path):\(declaration.line): \(shown(declaration)): \(what)")
        }
        return uncovered
    }

    /// Whether every use of `theirs` compiles against `ours`.
    static func covers(_ ours: SwiftDeclarations.Declaration, _ theirs: SwiftDeclarations.Declaration) -> Bool {
        guard ours.kind == theirs.kind else { return false }
        switch theirs.kind {
        case .type: return true
        case .property: return accepts(ours.type ?? "String", theirs.type ?? "String")
        case .function:
            return ours.labels == theirs.labels && accepts(ours.type ?? "Void", theirs.type ?? "Void")
                && zip(ours.parameterTypes, theirs.parameterTypes).allSatisfy { accepts($0.0, $0.1) }
        }
    }

    /// Whether a value of type `theirs` may be passed where `ours` is declared (or, for a result, used where
    /// `theirs` was): the same type, or one of tokengen's wider parameter types.
    static func accepts(_ ours: String, _ theirs: String) -> Bool {
        let (ours, theirs) = (normalized(ours), normalized(theirs))
        if ours == theirs || ours == "Any" { return true }
        switch ours {
        case "BinaryInteger": return ["Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64"].contains(theirs)
        case "BinaryFloatingPoint": return ["Double", "Float", "CGFloat", "Float80", "Float16"].contains(theirs)
        default: return false
        }
    }

    /// A type as written, without module names, `any` or spaces: `any Swift.BinaryInteger` → `BinaryInteger`.
    static func normalized(_ type: String) -> String {
        var text = type.replacing("Swift.", with: "").replacing("Foundation.", with: "").replacing("CoreGraphics.", with: "")
        if text.hasPrefix("any ") { text = String(text.dropFirst(4)) }
        return text.filter { !$0.isWhitespace }
    }

    /// `L10n.hello(_:)`, `L10n.title: String`.
    static func shown(_ declaration: SwiftDeclarations.Declaration) -> String {
        switch declaration.kind {
        case .type: "the type \(declaration.name)"
        case .property: "\(declaration.name): \(declaration.type.map(normalized) ?? "String")"
        case .function:
            "\(declaration.name)(\(zip(declaration.labels, declaration.parameterTypes).map { "\($0.0 ?? "_"): \(normalized($0.1))" }.joined(separator: ", ")))"
        }
    }
}
